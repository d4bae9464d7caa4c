// Notifications (spec §2.4, §3, §4, §7.2): a property's list, oldest first; saving a clicked one as Read answers the
// list again; both are scoped by the tenant rule. Other modules raise notifications through raiseNotification.
import { NOTIFICATION_TYPES, notificationSchema, type Notification } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { notification } from '../src/db/schema';
import { raiseNotification } from '../src/modules/notification/notification.service';
import { openTenantsApp, openForTests, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectDenied, expectError, expectHidden, insertUser, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let SPA: number;
let DEMO_ORG: number;

openForTests(openTenantsApp, (app) => ({ t, session, rival, HARBOUR, SPA, DEMO_ORG } = app));

const as = (username: string) => session(username);
const list = (propertyId: number | string, token: string) =>
  t.api('GET', `/api/notification/property?PropertyId=${propertyId}`, { token });
const save = (body: unknown, token: string, path = '/api/notification/') =>
  t.api('POST', path, { token, body });
const rowOf = async (id: number) =>
  (await t.db.select().from(notification).where(eq(notification.id, id)))[0];
const harbourList = async () =>
  (await list(HARBOUR, await as('hotel.admin@bookone.demo'))).json<Notification[]>();
/** Words of the seeded Harbour View messages that a refusal must not reveal. */
const HARBOUR_SECRETS = ['BK-240871', 'Sarah Mitchell', 'INV-2026', 'notificationType'];

describe('GET /api/notification/property?PropertyId={id}', () => {
  it("answers the property admin the hotel's notifications, oldest first, in the contract's shape", async () => {
    const res = await list(HARBOUR, await as('hotel.admin@bookone.demo'));
    expect(res.statusCode, res.body).toBe(200);
    const items = z.array(notificationSchema).parse(res.json());
    expect(items.length).toBeGreaterThanOrEqual(NOTIFICATION_TYPES.length * 2);
    expect(items.every((n) => n.propertyId === HARBOUR)).toBe(true);
    const times = items.map((n) => Date.parse(n.createdDate));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(items[0]!.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('has demo data of every type, every status, mostly New and a few Read, over the last days', async () => {
    const items = await harbourList();
    for (const type of NOTIFICATION_TYPES) {
      expect(items.filter((n) => n.notificationType === type).length, type).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(items.map((n) => n.status))).toEqual(new Set(['confirmed', 'cancelled', 'submitted']));
    const read = items.filter((n) => n.notificationStatus === 'Read').length;
    expect(read).toBeGreaterThan(0);
    expect(items.length - read).toBeGreaterThan(read);
    const ages = items.map((n) => (Date.now() - Date.parse(n.createdDate)) / 3_600_000);
    expect(Math.max(...ages)).toBeGreaterThan(48);
    expect(Math.max(...ages)).toBeLessThan(24 * 7);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    const order = items.find((n) => n.notificationType === 'ORDER')!;
    expect(order.referenceNumber).toMatch(/^ORD-\d+$/);
    expect(order.referenceId).toMatch(/^\d+$/);
    expect(order.message).toContain(order.referenceNumber!);
  });

  it.each([
    'hotel.manager@bookone.demo',
    'hotel.frontdesk@bookone.demo',
    'hotel.marketing@bookone.demo',
    'orgadmin@bookone.demo',
    'orgsupport@bookone.demo',
    'superadmin@bookone.demo',
  ])('answers %s (same property, its organisation, the platform)', async (who) => {
    const res = await list(HARBOUR, await as(who));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Notification[]>().length).toBeGreaterThan(0);
  });

  it('answers an empty list for a property without notifications', async () => {
    const res = await list(SPA, await as('spa.admin@bookone.demo'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const rivalRes = await list(rival.propertyId, await as(rival.propAdmin.username));
    expect(rivalRes.json()).toEqual([]);
  });

  it.each([
    ['no PropertyId', ''],
    ['a word', '?PropertyId=abc'],
    ['zero', '?PropertyId=0'],
    ['a negative id', '?PropertyId=-4'],
    ['a fraction', '?PropertyId=1.5'],
  ])('400s %s, naming the field', async (_label, query) => {
    const res = await t.api('GET', `/api/notification/property${query}`, {
      token: await as('hotel.admin@bookone.demo'),
    });
    expectError(res, 400, { fields: ['PropertyId'] });
  });

  it('404s an unknown property (to a caller who could reach it if it existed)', async () => {
    expectError(await list(999_999, await as('superadmin@bookone.demo')), 404, {
      message: 'Property not found',
    });
  });

  it('401s without a token', async () => {
    expectError(await t.api('GET', `/api/notification/property?PropertyId=${HARBOUR}`), 401);
  });

  it('403s a role without the permission', async () => {
    const user = await insertUser(t, { roles: ['USER'], organisationId: DEMO_ORG, propertyId: HARBOUR });
    expectDenied(await list(HARBOUR, await t.login(user.username)), HARBOUR_SECRETS);
  });

  it.each([
    ['the spa admin (another property)', () => 'spa.admin@bookone.demo', () => HARBOUR],
    ['the hotel front desk → the spa', () => 'hotel.frontdesk@bookone.demo', () => SPA],
    ['the rival org admin (another organisation)', () => rival.orgAdmin.username, () => HARBOUR],
    ['the rival property admin', () => rival.propAdmin.username, () => HARBOUR],
    ['the rival front desk', () => rival.frontdesk.username, () => HARBOUR],
    ['the org 2 admin → Rival Inn', () => 'orgadmin@bookone.demo', () => rival.propertyId],
  ])('404s %s as if the property were missing, revealing nothing', async (_label, who, propertyId) => {
    expectHidden(await list(propertyId(), await as(who())), HARBOUR_SECRETS);
  });
});

describe('POST /api/notification/', () => {
  it('saves a clicked notification as Read and answers the whole list', async () => {
    const target = (await harbourList()).find((n) => n.notificationStatus === 'New')!;
    const res = await save(
      { id: target.id, notificationStatus: 'Read' },
      await as('hotel.admin@bookone.demo'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = z.array(notificationSchema).parse(res.json());
    expect(items).toEqual(await harbourList());
    expect(items.find((n) => n.id === target.id)).toEqual({ ...target, notificationStatus: 'Read' });
    expect((await rowOf(target.id))?.notificationStatus).toBe('Read');
  });

  it('accepts the whole notification as the body (the panel sends it back) and reads only id and status', async () => {
    const target = (await harbourList()).find((n) => n.notificationStatus === 'New')!;
    const res = await save(
      { ...target, notificationStatus: 'Read', message: 'changed?', propertyId: SPA },
      await as('hotel.admin@bookone.demo'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(target.id);
    expect(row).toMatchObject({ notificationStatus: 'Read', message: target.message, propertyId: HARBOUR });
  });

  it('answers the path without the trailing slash the same, and can set New again', async () => {
    const target = (await harbourList()).find((n) => n.notificationStatus === 'Read')!;
    const res = await save(
      { id: target.id, notificationStatus: 'New' },
      await as('hotel.manager@bookone.demo'),
      '/api/notification',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Notification[]>().find((n) => n.id === target.id)?.notificationStatus).toBe('New');
  });

  it('lets the organisation and the platform save a notification of a property they reach', async () => {
    const [a, b] = (await harbourList()).filter((n) => n.notificationStatus === 'New');
    const org = await save({ id: a!.id, notificationStatus: 'Read' }, await as('orgadmin@bookone.demo'));
    expect(org.statusCode).toBe(200);
    const sa = await save({ id: b!.id, notificationStatus: 'Read' }, await as('superadmin@bookone.demo'));
    expect(sa.statusCode).toBe(200);
    expect(sa.json<Notification[]>().every((n) => n.propertyId === HARBOUR)).toBe(true);
  });

  it.each([
    ['no id', { notificationStatus: 'Read' }, 'id'],
    ['id 0', { id: 0, notificationStatus: 'Read' }, 'id'],
    ['id as text', { id: 'one', notificationStatus: 'Read' }, 'id'],
    ['no status', { id: 1 }, 'notificationStatus'],
    ['an unknown status', { id: 1, notificationStatus: 'Seen' }, 'notificationStatus'],
  ])('400s %s, naming the field', async (_label, body, field) => {
    expectError(await save(body, await as('hotel.admin@bookone.demo')), 400, { fields: [field] });
  });

  it('404s an unknown notification', async () => {
    expectError(
      await save({ id: 999_999, notificationStatus: 'Read' }, await as('superadmin@bookone.demo')),
      404,
      {
        message: 'Notification not found',
      },
    );
  });

  it('401s without a token', async () => {
    expectError(
      await t.api('POST', '/api/notification/', { body: { id: 1, notificationStatus: 'Read' } }),
      401,
    );
  });

  it.each([
    ['the spa admin', () => 'spa.admin@bookone.demo'],
    ['the rival org admin', () => rival.orgAdmin.username],
    ['the rival property admin', () => rival.propAdmin.username],
  ])('404s %s saving a Harbour View notification, and nothing changes', async (_label, who) => {
    const target = (await harbourList()).find((n) => n.notificationStatus === 'New')!;
    const before = await rowOf(target.id);
    const res = await save({ id: target.id, notificationStatus: 'Read' }, await as(who()));
    expectHidden(res, HARBOUR_SECRETS);
    expect(await rowOf(target.id)).toEqual(before);
  });

  it('404s the org 2 admin saving a Rival Inn notification, and nothing changes', async () => {
    const raised = await raiseNotification(t.db, {
      propertyId: rival.propertyId,
      notificationType: 'BOOKING',
      referenceNumber: 'RV-1',
      referenceId: 1,
      status: 'confirmed',
      message: 'Rival booking RV-1 confirmed',
    });
    const res = await save({ id: raised.id, notificationStatus: 'Read' }, await as('orgadmin@bookone.demo'));
    expectHidden(res, ['Rival booking', 'RV-1']);
    expect((await rowOf(raised.id))?.notificationStatus).toBe('New');
  });
});

describe('raiseNotification (for other modules)', () => {
  it('stores a New notification that the property then lists last', async () => {
    const raised = await raiseNotification(t.db, {
      propertyId: HARBOUR,
      notificationType: 'RESERVATION',
      referenceNumber: 'RSV-9001',
      referenceId: 9001,
      status: 'submitted',
      message: 'New reservation request RSV-9001',
    });
    expect(notificationSchema.parse(raised)).toMatchObject({
      propertyId: HARBOUR,
      notificationType: 'RESERVATION',
      referenceNumber: 'RSV-9001',
      referenceId: '9001',
      status: 'submitted',
      notificationStatus: 'New',
    });
    const items = await harbourList();
    expect(items.at(-1)).toEqual(raised);
  });

  it('leaves reference fields empty when not given', async () => {
    const raised = await raiseNotification(t.db, {
      propertyId: SPA,
      notificationType: 'DASHBOARD',
      status: 'confirmed',
      message: 'Daily summary ready',
    });
    expect(raised).toMatchObject({ referenceNumber: null, referenceId: null });
    const res = await list(SPA, await as('spa.admin@bookone.demo'));
    expect(res.json<Notification[]>()).toEqual([raised]);
  });
});

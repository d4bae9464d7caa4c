import { count, eq } from 'drizzle-orm';
import type { Property } from '@bookone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appUser, subscription } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import {
  demoIds,
  expectError,
  expectNoSecrets,
  propertySubscriptionIds,
  sessions,
  type UserPage,
} from './support';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let session: ReturnType<typeof sessions>;
let HARBOUR: number;
let SPA: number;
let subId: (name: string) => number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  session = sessions(t);
  HARBOUR = ids.property('Harbour View Hotel');
  SPA = ids.property('Lotus Day Spa');
  const subs = await t.db.select({ id: subscription.id, name: subscription.name }).from(subscription);
  subId = (name) => subs.find((s) => s.name === name)!.id;
});
afterAll(() => t.close());

const as = (username: string) => session(username);
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('GET /api/property/{propertyId}', () => {
  it('answers the property with subscriptions, room-type count, tax slabs and address', async () => {
    const res = await t.api('GET', `/api/property/${HARBOUR}`, {
      token: await as('hotel.frontdesk@bookone.demo'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Property>();
    expect(body).toMatchObject({
      id: HARBOUR,
      organisationId: ids.organisation('Demo Hospitality Group'),
      name: 'Harbour View Hotel',
      businessType: 'Accommodation',
      propertyStatus: 'COMPLETED',
      plan: 'Business Essentials',
      seoFriendlyName: 'harbour-view-hotel',
      noOfRoomType: 4,
      localCurrency: 'NZD',
      address: { city: 'Auckland', country: 'New Zealand', postcode: '1010' },
    });
    expect(names(body.subscriptionList)).toEqual(
      expect.arrayContaining(['Booking Engine', 'Channel Management', 'Payment Link']),
    );
    expect(body.taxDetails?.taxSlabsList[0]).toEqual({ minAmount: 0, maxAmount: 999.99, percentage: 5 });
  });

  it('answers 0 room types for Pine Motel, to its admin, the org admin and the super admin', async () => {
    const pine = ids.property('Pine Motel');
    for (const who of ['motel.admin@bookone.demo', 'orgadmin@bookone.demo', 'superadmin@bookone.demo']) {
      const res = await t.api('GET', `/api/property/${pine}`, { token: await as(who) });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Pine Motel', noOfRoomType: 0 });
    }
  });

  it('404s an unknown property and 400s an id that is not a positive number', async () => {
    const token = await as('superadmin@bookone.demo');
    expectError(await t.api('GET', '/api/property/999999', { token }), 404);
    expectError(await t.api('GET', '/api/property/harbour', { token }), 400, { fields: ['propertyId'] });
    expectError(await t.api('GET', '/api/property/-1', { token }), 400, { fields: ['propertyId'] });
  });

  it('401s without a token', async () => {
    expectError(await t.api('GET', `/api/property/${HARBOUR}`), 401);
  });
});

describe("GET a property's users: /api/property/{id}/users and /api/property/propertyId/{id}/users", () => {
  const paths = (id: number | string) => [
    `/api/property/${id}/users`,
    `/api/property/propertyId/${id}/users`,
  ];

  it('both shapes answer the same page of that property’s users', async () => {
    const atHarbour = (
      await t.db.select({ n: count() }).from(appUser).where(eq(appUser.propertyId, HARBOUR))
    )[0]!.n;
    const token = await as('hotel.admin@bookone.demo');
    const [a, b] = await Promise.all(paths(HARBOUR).map((p) => t.api('GET', `${p}?size=100`, { token })));
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode).toBe(200);
    expect(a!.json()).toEqual(b!.json());
    expect(a!.json<UserPage>().total).toBe(atHarbour);
    const usernames = a!.json<UserPage>().items.map((u) => u.username);
    expect(usernames).toEqual(
      expect.arrayContaining(['hotel.admin@bookone.demo', 'hotel.frontdesk@bookone.demo']),
    );
    expect(a!.json<UserPage>().items.every((u) => u.propertyId === HARBOUR)).toBe(true);
    expectNoSecrets(a!);
  });

  it('pages, sorts and searches', async () => {
    const token = await as('hotel.manager@bookone.demo');
    for (const path of paths(HARBOUR)) {
      const page = await t.api('GET', `${path}?size=2&page=0&sort=firstName&order=desc`, { token });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ page: 0, size: 2 });
      expect(page.json<UserPage>().items).toHaveLength(2);
      const first = page.json<UserPage>().items.map((u) => u.firstName);
      expect(first).toEqual([...first].sort().reverse());
      const search = await t.api('GET', `${path}?search=housekeeping`, { token });
      expect(search.json<UserPage>().items.map((u) => u.username)).toEqual([
        'hotel.housekeeping@bookone.demo',
      ]);
    }
  });

  it('answers the org admin for any property of the organisation', async () => {
    for (const path of paths(SPA)) {
      const res = await t.api('GET', path, { token: await as('orgadmin@bookone.demo') });
      expect(res.statusCode).toBe(200);
      expect(res.json<UserPage>().items.map((u) => u.username)).toContain('spa.admin@bookone.demo');
    }
  });

  it('403s roles without the permission (front desk, marketing)', async () => {
    for (const who of ['hotel.frontdesk@bookone.demo', 'hotel.marketing@bookone.demo']) {
      for (const path of paths(HARBOUR)) {
        const res = await t.api('GET', path, { token: await as(who) });
        expectError(res, 403);
        expect(res.body).not.toContain('bookone.demo');
      }
    }
  });

  it('404s an unknown property and 400s bad ids and queries', async () => {
    const token = await as('superadmin@bookone.demo');
    for (const path of paths(999999)) expectError(await t.api('GET', path, { token }), 404);
    for (const path of paths('x'))
      expectError(await t.api('GET', path, { token }), 400, { fields: ['propertyId'] });
    for (const path of paths(HARBOUR)) {
      expectError(await t.api('GET', `${path}?size=999`, { token }), 400, { fields: ['size'] });
    }
  });
});

describe('POST /api/property/{propertyId}/addSubscription', () => {
  const add = async (username: string, propertyId: number, body: unknown, userIdHeader?: string) => {
    const token = await as(username);
    const headers = { USER_ID: userIdHeader ?? String(ids.user(username)) };
    return t.api('POST', `/api/property/${propertyId}/addSubscription`, { token, body, headers });
  };

  it('adds a subscription by id and answers the property with it', async () => {
    const pine = ids.property('Pine Motel');
    const res = await add('motel.admin@bookone.demo', pine, { subscriptionId: subId('SMS Host') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: pine, name: 'Pine Motel' });
    expect(names(res.json<Property>().subscriptionList)).toContain('SMS Host');
    const read = await t.api('GET', `/api/property/${pine}`, { token: await as('motel.admin@bookone.demo') });
    expect(names(read.json<Property>().subscriptionList)).toContain('SMS Host');
  });

  it('adds a subscription by name, trimmed and in any case', async () => {
    const barber = ids.property('Fresh Cuts Barbers');
    const res = await add('barber.admin@bookone.demo', barber, { name: '  payment LINK ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json<Property>().subscriptionList)).toContain('Payment Link');
  });

  it('adding a subscription twice is harmless: same answer, no duplicate', async () => {
    const bistro = ids.property('Corner Bistro');
    const body = { subscriptionId: subId('SMS Subscription') };
    const first = await add('bistro.admin@bookone.demo', bistro, body);
    expect(first.statusCode, first.body).toBe(200);
    const second = await add('bistro.admin@bookone.demo', bistro, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(
      names(second.json<Property>().subscriptionList).filter((n) => n === 'SMS Subscription'),
    ).toHaveLength(1);
  });

  it('the org admin and the super admin add to a property of their reach', async () => {
    const lodge = ids.property('Kauri Lodge');
    const org = await add('orgadmin@bookone.demo', lodge, { name: 'Booking Engine' });
    expect(org.statusCode, org.body).toBe(200);
    const sup = await add('superadmin@bookone.demo', lodge, { name: 'Channel Management' });
    expect(sup.statusCode, sup.body).toBe(200);
    expect(names(sup.json<Property>().subscriptionList)).toEqual(
      expect.arrayContaining(['Booking Engine', 'Channel Management']),
    );
  });

  it('404s an unknown subscription or property, and changes nothing', async () => {
    const before = await propertySubscriptionIds(t, HARBOUR);
    expectError(await add('hotel.admin@bookone.demo', HARBOUR, { subscriptionId: 999999 }), 404);
    expectError(await add('hotel.admin@bookone.demo', HARBOUR, { name: 'Time Travel' }), 404);
    expectError(await add('superadmin@bookone.demo', 999999, { name: 'SMS Host' }), 404);
    expect(await propertySubscriptionIds(t, HARBOUR)).toEqual(before);
  });

  it('400s without the USER_ID header or with a malformed one; 403s another user’s id; changes nothing', async () => {
    const before = await propertySubscriptionIds(t, HARBOUR);
    const token = await as('hotel.admin@bookone.demo');
    const body = { name: 'SMS Host' };
    const missing = await t.api('POST', `/api/property/${HARBOUR}/addSubscription`, { token, body });
    expect(expectError(missing, 400, { fields: ['USER_ID'] }).message).toContain('USER_ID');
    expectError(await add('hotel.admin@bookone.demo', HARBOUR, body, 'me'), 400, { fields: ['USER_ID'] });
    const other = String(ids.user('hotel.manager@bookone.demo'));
    expectError(await add('hotel.admin@bookone.demo', HARBOUR, body, other), 403);
    expect(await propertySubscriptionIds(t, HARBOUR)).toEqual(before);
  });

  it('403s a role that is not an administrator, and changes nothing', async () => {
    const before = await propertySubscriptionIds(t, HARBOUR);
    for (const who of ['hotel.manager@bookone.demo', 'orgfinance@bookone.demo']) {
      expectError(await add(who, HARBOUR, { name: 'SMS Host' }), 403);
    }
    expect(await propertySubscriptionIds(t, HARBOUR)).toEqual(before);
  });

  it('400s a body with neither id nor name, or with wrong types', async () => {
    expectError(await add('hotel.admin@bookone.demo', HARBOUR, {}), 400, { fields: ['subscriptionId'] });
    expectError(await add('hotel.admin@bookone.demo', HARBOUR, { subscriptionId: 'one' }), 400, {
      fields: ['subscriptionId'],
    });
    expectError(await add('hotel.admin@bookone.demo', HARBOUR, { name: 7 }), 400, { fields: ['name'] });
  });
});

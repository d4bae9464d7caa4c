// Enquiries (issue 15): staff take a call, the inbox (filters, search, export), assignment, the status moves (WON
// names a booking of the enquiry's property, LOST its reason, EXPIRED only while open, WON final), two clerks racing,
// property staff on their own property's enquiries, and other tenants answered as if nothing existed.
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryAssignee, type EnquiryPage } from '@bookone/domain';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { auditLog, booking, enquiry } from '../src/db/schema';
import { day, openForTests, openTenantsApp, type DemoIds, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, expectHidden, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let ids: DemoIds;
let HARBOUR: number;
let SPA: number;
let ORG: number;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, ids, HARBOUR, SPA, DEMO_ORG: ORG } = app);
});

const support = () => session('orgsupport@bookone.demo');
const orgAdmin = () => session('orgadmin@bookone.demo');
let calls = 0;
/** A distinct caller's name, so that searches find this test's enquiry only. */
const caller = () => `Caller${Date.now().toString(36)}${calls++}`;

async function take(body: Record<string, unknown> = {}, token?: string): Promise<Enquiry> {
  const res = await t.api('POST', `/api/enquiry/organisation/${ORG}`, {
    token: token ?? (await support()),
    body: { firstName: caller(), phone: '+64 21 555 0100', propertyId: HARBOUR, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Enquiry>();
}

const move = async (id: number, body: Record<string, unknown>, token?: string) =>
  t.api('PUT', `/api/enquiry/${id}/status`, { token: token ?? (await support()), body });

async function list(query: string, token?: string): Promise<EnquiryPage> {
  const res = await t.api('GET', `/api/enquiry/organisation/${ORG}?${query}`, {
    token: token ?? (await support()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EnquiryPage>();
}

/** A Harbour View booking that no enquiry names yet. */
async function freeBooking(propertyId = HARBOUR): Promise<number> {
  const [row] = await t.db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        eq(booking.propertyId, propertyId),
        notInArray(
          booking.id,
          t.db.select({ id: sql<number>`coalesce(${enquiry.bookingId}, 0)` }).from(enquiry),
        ),
      ),
    )
    .limit(1);
  if (!row) throw new Error('no free booking');
  return row.id;
}

describe('enquiries: taking a call', () => {
  it('support types in a phone enquiry: NEW, numbered for the guest, created by them, audited', async () => {
    const e = await take({
      lastName: 'Fale',
      email: 'guest@example.com',
      accommodationType: 'Hotel',
      persons: 2,
      children: 1,
      rooms: 1,
      pets: 0,
      checkInDate: day(20),
      checkOutDate: day(23),
      foodOptions: 'Breakfast',
      dietaryRequirement: 'Vegetarian',
      budgetMin: 300,
      budgetMax: 500.5,
      notes: 'Prefers a quiet room',
      followUpDate: day(1),
    });
    expect(e).toMatchObject({
      organisationId: ORG,
      propertyId: HARBOUR,
      propertyName: 'Harbour View Hotel',
      source: 'PHONE',
      status: 'NEW',
      lastName: 'Fale',
      checkOutDate: day(23),
      budgetMax: 500.5,
      createdByName: 'Mia Thompson',
      assigneeUserId: null,
    });
    expect(e.enquiryNumber).toMatch(/^ENQ-\d{5}$/);
    const read = await t.api('GET', `/api/enquiry/${e.id}`, { token: await support() });
    expect(read.json<Enquiry>()).toEqual(e);
    const audit = await t.db
      .select({ action: auditLog.action, userName: auditLog.userName })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'enquiry'), eq(auditLog.entityId, String(e.id))));
    expect(audit).toEqual([{ action: 'create', userName: 'Mia Thompson' }]);
  });

  it('two calls taken at once get two numbers, one after the other', async () => {
    const [a, b] = await Promise.all([take(), take()]);
    const n = (e: Enquiry) => Number(e.enquiryNumber.slice(4));
    expect(Math.abs(n(a) - n(b))).toBe(1);
  });

  it('refuses an enquiry with no way to answer, dates out of order or a budget upside down, naming each field', async () => {
    const res = await t.api('POST', `/api/enquiry/organisation/${ORG}`, {
      token: await support(),
      body: {
        firstName: 'Nobody',
        checkInDate: day(5),
        checkOutDate: day(4),
        budgetMin: 500,
        budgetMax: 100,
      },
    });
    expectError(res, 400, { fields: ['phone', 'checkOutDate', 'budgetMax'] });
    const source = await t.api('POST', `/api/enquiry/organisation/${ORG}`, {
      token: await support(),
      body: { firstName: ' ', phone: '+64 21 555 0100', source: 'PIGEON', persons: 0 },
    });
    expectError(source, 400, { fields: ['firstName', 'source', 'persons'] });
  });

  it('an organisation-level enquiry has no property; a property of another organisation is refused', async () => {
    const e = await take({ propertyId: null });
    expect(e).toMatchObject({ propertyId: null, propertyName: null });
    const res = await t.api('POST', `/api/enquiry/organisation/${ORG}`, {
      token: await support(),
      body: { firstName: 'X', phone: '+64 21 555 0100', propertyId: rival.propertyId },
    });
    expectError(res, 400, { fields: ['propertyId'] });
  });

  it('an update keeps what it leaves out and checks the result as a whole', async () => {
    const e = await take({ email: 'keep@example.com', checkInDate: day(10), checkOutDate: day(12) });
    const ok = await t.api('PUT', `/api/enquiry/${e.id}`, {
      token: await support(),
      body: { phone: null, notes: 'Called back' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Enquiry>()).toMatchObject({
      phone: null,
      email: 'keep@example.com',
      notes: 'Called back',
    });
    const bad = await t.api('PUT', `/api/enquiry/${e.id}`, {
      token: await support(),
      body: { email: null },
    });
    expectError(bad, 400, { fields: ['phone'] });
    const dates = await t.api('PUT', `/api/enquiry/${e.id}`, {
      token: await support(),
      body: { checkOutDate: day(9) },
    });
    expectError(dates, 400, { fields: ['checkOutDate'] });
  });
});

describe('enquiries: assignment', () => {
  it("offers the organisation's staff who work enquiries and the properties' (each for their property)", async () => {
    const res = await t.api('GET', `/api/enquiry/organisation/${ORG}/assignees`, { token: await support() });
    expect(res.statusCode).toBe(200);
    const people = res.json<EnquiryAssignee[]>();
    expect(people).toEqual(
      expect.arrayContaining([
        { id: ids.user('orgsupport@bookone.demo'), name: 'Mia Thompson', propertyId: null },
        { id: ids.user('hotel.frontdesk@bookone.demo'), name: 'Emma Brown', propertyId: HARBOUR },
      ]),
    );
    // Finance and housekeeping do not work enquiries; nobody of another organisation is offered.
    const names = people.map((p) => p.name);
    expect(names).not.toContain('Lucas Wright');
    expect(names).not.toContain('Tama Rangi');
    expect(names.some((n) => n.startsWith('Rival'))).toBe(false);
  });

  it("lists the organisation's properties for the form; property staff their own only", async () => {
    const all = await t.api('GET', `/api/enquiry/organisation/${ORG}/properties`, { token: await support() });
    expect(all.json<{ id: number; name: string }[]>().map((p) => p.name)).toEqual(
      expect.arrayContaining(['Harbour View Hotel', 'Lotus Day Spa']),
    );
    const own = await t.api('GET', `/api/enquiry/organisation/${ORG}/properties`, {
      token: await session.desk(),
    });
    expect(own.json()).toEqual([{ id: HARBOUR, name: 'Harbour View Hotel' }]);
  });

  it('assigns to a colleague, refuses a property user on another property, a stranger, and unassigns', async () => {
    const e = await take();
    const desk = ids.user('hotel.frontdesk@bookone.demo');
    const assign = async (id: number, assigneeUserId: number | null) =>
      t.api('PUT', `/api/enquiry/${id}/assignee`, { token: await support(), body: { assigneeUserId } });
    const ok = await assign(e.id, desk);
    expect(ok.json<Enquiry>()).toMatchObject({ assigneeUserId: desk, assigneeName: 'Emma Brown' });
    const orgLevel = await take({ propertyId: null });
    expectError(await assign(orgLevel.id, desk), 400, { fields: ['assigneeUserId'] });
    expectError(await assign(e.id, rival.orgAdmin.id), 400, { fields: ['assigneeUserId'] });
    expectError(await assign(e.id, ids.user('orgfinance@bookone.demo')), 400, { fields: ['assigneeUserId'] });
    const none = await assign(e.id, null);
    expect(none.json<Enquiry>()).toMatchObject({ assigneeUserId: null, assigneeName: null });
  });
});

describe('enquiries: status', () => {
  it('LOST needs its reason, keeps it, and a lost enquiry may reopen but not expire', async () => {
    const e = await take();
    expectError(await move(e.id, { status: 'LOST' }), 400, { fields: ['lostReason'] });
    const lost = await move(e.id, { status: 'LOST', lostReason: 'Chose another hotel' });
    expect(lost.json<Enquiry>()).toMatchObject({ status: 'LOST', lostReason: 'Chose another hotel' });
    const expire = await move(e.id, { status: 'EXPIRED' });
    const body = expectError(expire, 409, { fields: ['status'] });
    expect(body.message).toBe('An enquiry that is LOST cannot become EXPIRED');
    const reopened = await move(e.id, { status: 'NEW' });
    expect(reopened.json<Enquiry>()).toMatchObject({ status: 'NEW', lostReason: null });
  });

  it('WON names a booking of its property; another property’s booking is a 409; WON is final', async () => {
    const spa = await take({ propertyId: SPA });
    const harbourBooking = await freeBooking();
    const elsewhere = await move(spa.id, { status: 'WON', bookingId: harbourBooking });
    const body = expectError(elsewhere, 409, { fields: ['bookingId'] });
    expect(body.message).toBe("No such booking at the enquiry's property: name the booking it became");
    expectError(await move(spa.id, { status: 'WON' }), 400, { fields: ['bookingId'] });

    const e = await take();
    await move(e.id, { status: 'QUOTED' });
    const won = await move(e.id, { status: 'WON', bookingId: harbourBooking });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json<Enquiry>()).toMatchObject({ status: 'WON', bookingId: harbourBooking });
    expect(won.json<Enquiry>().bookingReference).toEqual(expect.any(String));
    expectError(await move(e.id, { status: 'LOST', lostReason: 'changed mind' }), 409, {
      fields: ['status'],
    });

    // One booking is the outcome of one enquiry.
    const other = await take();
    expectError(await move(other.id, { status: 'WON', bookingId: harbourBooking }), 409, {
      fields: ['bookingId'],
    });
  });

  it("an organisation-level enquiry won takes its booking's property", async () => {
    const e = await take({ propertyId: null });
    const b = await freeBooking();
    const won = await move(e.id, { status: 'WON', bookingId: b });
    expect(won.json<Enquiry>()).toMatchObject({ status: 'WON', propertyId: HARBOUR, bookingId: b });
    // Its property is now its booking's, and stays so.
    const moved = await t.api('PUT', `/api/enquiry/${e.id}`, {
      token: await support(),
      body: { propertyId: SPA },
    });
    expectError(moved, 409, { fields: ['propertyId'] });
  });

  it('two clerks closing the same enquiry at once: one wins, the other gets the 409', async () => {
    const e = await take();
    const b = await freeBooking();
    const [x, y] = await Promise.all([
      move(e.id, { status: 'WON', bookingId: b }),
      move(e.id, { status: 'LOST', lostReason: 'No answer' }, await orgAdmin()),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(enquiry).where(eq(enquiry.id, e.id));
    expect(['WON', 'LOST']).toContain(row!.status);
  });
});

describe('enquiries: the inbox', () => {
  it('the demo organisation has enquiries in every status', async () => {
    for (const status of ENQUIRY_STATUSES) expect((await list(`status=${status}`)).total).toBeGreaterThan(0);
  });

  it('filters by status, assignee, property, follow-up due and day; searches number, name, email and phone', async () => {
    const name = caller();
    const e = await take({
      firstName: name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '+64 21 987 6543',
      followUpDate: day(-1),
      assigneeUserId: ids.user('orgsupport@bookone.demo'),
    });
    const only = (p: EnquiryPage) => p.items.map((i) => i.id);
    expect(only(await list(`search=${name}`))).toEqual([e.id]);
    // The digits of a name (this one's base-36 stamp) are not compared with phones: no other caller matches.
    expect(name).toMatch(/\d/);
    expect(only(await list(`search=${e.enquiryNumber}`))).toEqual([e.id]);
    expect(only(await list(`search=${name.toLowerCase()}%40example`))).toEqual([e.id]);
    expect(only(await list('search=21-987-6543'))).toContain(e.id);
    expect(only(await list(`search=${name}&assignee=me`))).toEqual([e.id]);
    expect(only(await list(`search=${name}&assignee=none`))).toEqual([]);
    expect(only(await list(`search=${name}&status=NEW&propertyId=${HARBOUR}`))).toEqual([e.id]);
    expect(only(await list(`search=${name}&propertyId=none`))).toEqual([]);
    expect(only(await list(`search=${name}&dueBy=${day(0)}`))).toEqual([e.id]);
    expect(only(await list(`search=${name}&dueBy=${day(-2)}`))).toEqual([]);
    expect(only(await list(`search=${name}&from=${day(-1)}&to=${day(1)}`))).toEqual([e.id]);
    expect(only(await list(`search=${name}&from=${day(2)}`))).toEqual([]);
    const page = await list('size=5&sort=enquiryNumber&order=desc');
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(20);
    const numbers = page.items.map((i) => i.enquiryNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('newest first by default, and the overdue filter leaves closed enquiries out', async () => {
    const page = await list('size=50');
    const times = page.items.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const due = await list(`dueBy=${day(0)}&size=200`);
    expect(due.items.length).toBeGreaterThan(0);
    for (const i of due.items) {
      expect(['NEW', 'QUOTED']).toContain(i.status);
      expect(i.followUpDate! <= day(0)).toBe(true);
    }
  });

  it('exports the same filter as an .xlsx workbook', async () => {
    const res = await t.api('GET', `/api/enquiry/organisation/${ORG}/export?status=LOST`, {
      token: await support(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/enquiries-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Enquiries')!;
    const total = (await list('status=LOST')).total;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(2).getCell(3).value).toBe('LOST');
  });

  it('refuses a filter that is not one', async () => {
    expectError(
      await t.api('GET', `/api/enquiry/organisation/${ORG}?status=MAYBE&assignee=someone&dueBy=soon`, {
        token: await support(),
      }),
      400,
      { fields: ['status', 'assignee', 'dueBy'] },
    );
  });
});

describe('enquiries: who sees what', () => {
  it("property staff take calls for their property and see their property's enquiries only", async () => {
    const desk = await session.desk();
    const mine = await take({ propertyId: undefined }, desk);
    expect(mine.propertyId).toBe(HARBOUR);
    const page = await list('size=200', desk);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.propertyId === HARBOUR)).toBe(true);
    const orgLevel = await take({ propertyId: null });
    expectHidden(await t.api('GET', `/api/enquiry/${orgLevel.id}`, { token: desk }));
    expectHidden(await move(orgLevel.id, { status: 'EXPIRED' }, desk));
    const spa = await t.api('POST', `/api/enquiry/organisation/${ORG}`, {
      token: desk,
      body: { firstName: 'X', phone: '+64 21 555 0100', propertyId: SPA },
    });
    expectError(spa, 400, { fields: ['propertyId'] });
    expectHidden(await t.api('GET', `/api/enquiry/organisation/${ORG}?propertyId=${SPA}`, { token: desk }));
  });

  it('another organisation gets 404s, as for missing records, and changes nothing', async () => {
    const e = await take({ lastName: 'Secretname' });
    const rivalAdmin = await session(rival.orgAdmin.username);
    expectHidden(await t.api('GET', `/api/enquiry/${e.id}`, { token: rivalAdmin }), ['Secretname']);
    expectHidden(await t.api('GET', `/api/enquiry/organisation/${ORG}`, { token: rivalAdmin }));
    expectHidden(
      await t.api('PUT', `/api/enquiry/${e.id}`, { token: rivalAdmin, body: { notes: 'mine now' } }),
    );
    expectHidden(await move(e.id, { status: 'EXPIRED' }, rivalAdmin));
    const [row] = await t.db.select().from(enquiry).where(eq(enquiry.id, e.id));
    expect(row).toMatchObject({ status: 'NEW', notes: null });
    // Their own inbox is empty, not the demo organisation's.
    const own = await t.api('GET', `/api/enquiry/organisation/${rival.organisationId}`, {
      token: rivalAdmin,
    });
    expect(own.json<EnquiryPage>().total).toBe(0);
  });

  it("roles that do not work enquiries are refused (403), the platform reads any organisation's", async () => {
    const finance = await session('orgfinance@bookone.demo');
    expectError(await t.api('GET', `/api/enquiry/organisation/${ORG}`, { token: finance }), 403);
    const housekeeping = await session.housekeeping();
    expectError(
      await t.api('POST', `/api/enquiry/organisation/${ORG}`, { token: housekeeping, body: {} }),
      403,
    );
    const platform = await session('superadmin@bookone.demo');
    const page = await t.api('GET', `/api/enquiry/organisation/${ORG}`, { token: platform });
    expect(page.json<EnquiryPage>().total).toBeGreaterThan(20);
    const [orgLevel] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enquiry)
      .where(and(eq(enquiry.organisationId, ORG), isNull(enquiry.propertyId)));
    expect(orgLevel!.n).toBeGreaterThan(0);
  });
});

// The audit log (issue 10): a write leaves exactly one row with its before → after, a rolled-back write none, the
// list is scoped to the caller (another organisation's admin sees nothing, a foreign property answers 404), filtered
// on the server and exported.
import type { AuditFacets, AuditLogEntry, AuditLogPage, Company, CustomerSaved } from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { copyBookingTrail } from '../src/modules/audit/audit.repository';
import { changesOf } from '../src/modules/audit/audit.service';
import { day, openForFile, openTenantsApp } from './demo-app';
import { queryRows } from './openapi-support';
import { createBooking, createRoomType } from './stay-fixtures';
import { expectError, expectHidden, uniqueEmail } from './support';

const { t, session, rival, HARBOUR, DEMO_ORG: ORG } = await openForFile(openTenantsApp);

const orgAdmin = () => session('orgadmin@bookone.demo');

async function audit(query: string, token?: string): Promise<AuditLogPage> {
  const res = await t.api('GET', `/api/audit?${query}`, { token: token ?? (await session.admin()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditLogPage>();
}
const historyOf = (entity: string, id: number | string, token?: string) =>
  audit(`entity=${entity}&entityId=${id}`, token).then((p) => p.items);
const changeOf = (e: AuditLogEntry, field: string) => e.changes.find((c) => c.field === field);

async function newCustomer(body: Record<string, unknown> = {}): Promise<CustomerSaved['customer']> {
  const res = await t.api('POST', `/api/customer/property/${HARBOUR}`, {
    token: await session.desk(),
    body: { firstName: 'Audit', lastName: 'Guest', email: uniqueEmail('audit'), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CustomerSaved>().customer;
}

describe('a write leaves one row with what changed', () => {
  it("a customer's create, phone change and delete: who, from where, before → after, nothing else", async () => {
    const c = await newCustomer({ phone: '+64 21 555 0101' });
    const put = await t.api('PUT', `/api/customer/${c.id}`, {
      token: await session.desk(),
      body: { phone: '+64 21 555 0202', city: c.city ?? '' },
    });
    expect(put.statusCode, put.body).toBe(200);
    // The same values again change nothing: no row.
    await t.api('PUT', `/api/customer/${c.id}`, {
      token: await session.desk(),
      body: { phone: '+64 21 555 0202' },
    });
    const del = await t.api('DELETE', `/api/customer/${c.id}`, { token: await session.desk() });
    expect(del.statusCode, del.body).toBe(200);

    const rows = await historyOf('customer', c.id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, created] = rows as [AuditLogEntry, AuditLogEntry, AuditLogEntry];
    expect(updated.changes).toEqual([
      { field: 'phone', before: '+64 21 555 0101', after: '+64 21 555 0202' },
    ]);
    expect(updated).toMatchObject({
      propertyId: HARBOUR,
      organisationId: ORG,
      propertyName: 'Harbour View Hotel',
      ipAddress: '127.0.0.1',
    });
    // The desk clerk's name as people read it, kept on the row.
    expect(updated.userName).toMatch(/\S+ \S+/);
    expect(changeOf(created, 'firstName')).toEqual({ field: 'firstName', before: null, after: 'Audit' });
    expect(changeOf(created, 'company')).toBeUndefined(); // blank on create: not listed
    expect(changeOf(deleted, 'phone')).toEqual({ field: 'phone', before: '+64 21 555 0202', after: null });
    for (const r of rows) expect(r.changes.map((x) => x.field)).not.toContain('updatedAt');
  });

  it("a company's change and a payment's create and refund are logged by their own modules", async () => {
    const res = await t.api('POST', `/api/company/organisation/${ORG}`, {
      token: await orgAdmin(),
      body: { name: `Audit Corp ${Math.random().toString(36).slice(2, 8)}`, creditLimit: 1000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const company = res.json<Company>();
    const put = await t.api('PUT', `/api/company/${company.id}`, {
      token: await orgAdmin(),
      body: { creditLimit: 2500 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [update, create] = await historyOf('company', company.id, await orgAdmin());
    expect(update!.changes).toEqual([{ field: 'creditLimit', before: 1000, after: 2500 }]);
    expect(update).toMatchObject({ action: 'update', organisationId: ORG, propertyId: null });
    expect(create!.action).toBe('create');

    const pay = await t.api('POST', `/api/payment/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { date: day(0), amount: 80, mode: 'Cash', status: 'Paid' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const paymentId = pay.json<{ id: number }>().id;
    const refund = await t.api('POST', `/api/payment/${paymentId}/refund`, {
      token: await session.desk(),
      body: { amount: 30, mode: 'Cash', reason: 'Overcharged' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [paid] = await historyOf('payment', paymentId);
    expect(paid).toMatchObject({ action: 'create', event: null });
    expect(changeOf(paid!, 'amount')).toEqual({ field: 'amount', before: null, after: 80 });
    const [refunded] = await historyOf('payment', refund.json<{ id: number }>().id);
    expect(refunded).toMatchObject({ action: 'create', event: 'REFUND' });
    expect(changeOf(refunded!, 'amount')?.after).toBe(-30);
  });

  it("a booking's events (the trail of its Audit tab) are in the log too", async () => {
    const rt = await createRoomType(t, HARBOUR, await session.admin(), { noOfRooms: 2 });
    const b = await createBooking(t, HARBOUR, await session.desk(), {
      roomTypeId: rt.id,
      arrival: day(60),
      departure: day(62),
      customer: { firstName: 'Trail', lastName: 'Guest', email: uniqueEmail('trail') },
    });
    const cancel = await t.api('POST', `/api/booking/${b.id}/cancel`, {
      token: await session.desk(),
      body: { reason: 'Guest unwell' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rows = await historyOf('booking', b.id);
    expect(rows.map((r) => [r.action, r.event])).toEqual([
      ['update', 'CANCEL'],
      ['create', 'NEW_BOOKING'],
    ]);
    expect(rows[0]!.changes).toEqual([{ field: 'CANCEL', before: b.status, after: 'Guest unwell' }]);
    // The guest made inline is logged as created, by the same transaction.
    expect((await historyOf('customer', b.customerId)).map((r) => r.action)).toEqual(['create']);
  });

  it('a write that fails leaves no row: the inline guest of a sold-out booking is rolled back with it', async () => {
    const rt = await createRoomType(t, HARBOUR, await session.admin(), { noOfRooms: 1 });
    const stay = { roomTypeId: rt.id, arrival: day(70), departure: day(71), adults: 2, source: 'Walk In' };
    await createBooking(t, HARBOUR, await session.desk(), {
      ...stay,
      customer: { firstName: 'First', lastName: 'Guest', email: uniqueEmail('first') },
    });
    const before = (await audit(`entity=customer&propertyId=${HARBOUR}`)).total;
    const refused = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { ...stay, customer: { firstName: 'Rolled', lastName: 'Back', email: uniqueEmail('rolled') } },
    });
    expectError(refused, 409);
    expect((await audit(`entity=customer&propertyId=${HARBOUR}`)).total).toBe(before);
    expect((await audit(`search=${encodeURIComponent('Rolled')}`)).total).toBe(0);
  });
});

describe('the other modules record their writes', () => {
  it("a room type's change lists only what changed; a rate cell names its room type and day", async () => {
    const admin = await session.admin();
    const rt = await createRoomType(t, HARBOUR, admin, { basePrice: 200 });
    const put = await t.api('PUT', `/api/room/room-types/${rt.id}`, {
      token: admin,
      body: { basePrice: 230, maxOccupancy: 4 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [update, create] = await historyOf('room_type', rt.id);
    expect(update!.changes).toEqual([{ field: 'basePrice', before: 200, after: 230 }]);
    expect(create).toMatchObject({ action: 'create', propertyId: HARBOUR });
    const cell = await t.api('PUT', `/api/availability/room-types/${rt.id}/dates/${day(30)}`, {
      token: admin,
      body: { price: 321 },
    });
    expect(cell.statusCode, cell.body).toBe(200);
    const [rate] = await historyOf('daily_rate', `${rt.id}:${day(30)}`);
    expect(changeOf(rate!, 'price')).toEqual({ field: 'price', before: 230, after: 321 });
  });

  it('an address place is a platform row: the super admin reads it, an organisation admin does not', async () => {
    const su = await session('superadmin@bookone.demo');
    const made = await t.api('POST', '/api/address/countries', {
      token: su,
      body: { code: 'ZQ', name: 'Zedland', nameFr: 'Zédland' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: number }>().id;
    const renamed = await t.api('PUT', `/api/address/countries/${id}`, {
      token: su,
      body: { name: 'Zedlandia' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rows = await historyOf('address_place', id, su);
    expect(rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(rows[0]!.changes).toEqual([{ field: 'name', before: 'Zedland', after: 'Zedlandia' }]);
    expect(rows[0]).toMatchObject({ organisationId: null, propertyId: null });
    expect((await historyOf('address_place', id, await orgAdmin())).length).toBe(0);
  });
});

describe("the booking trail in the log (the trail's rows before the log, and both written since)", () => {
  const count = async (table: string) =>
    Number((await queryRows<{ n: string }>(t, `select count(*) n from ${table}`))[0]!.n);

  it('every trail row of the demo bookings has its audit row; the copy runs again without duplicates', async () => {
    const trail = await count('booking_audit');
    expect(trail).toBeGreaterThan(0);
    expect(await count("audit_log where entity = 'booking'")).toBe(trail);
    // The migration's statement (run here again): what is copied is not copied twice, what is missing comes back.
    const [one] = await queryRows<{ id: string }>(t, 'select booking_id id from booking_audit limit 1');
    await queryRows(t, `delete from audit_log where entity = 'booking' and entity_id = '${one!.id}'`);
    expect(await count("audit_log where entity = 'booking'")).toBeLessThan(trail);
    await copyBookingTrail(t.db);
    await copyBookingTrail(t.db);
    expect(await count("audit_log where entity = 'booking'")).toBe(trail);
  });
});

describe('GET /api/audit: scoped, filtered, sorted', () => {
  it("another organisation's admin sees none of this organisation's rows; a filter on it answers 404", async () => {
    const c = await newCustomer();
    const token = await session(rival.orgAdmin.username);
    expect((await historyOf('customer', c.id, token)).length).toBe(0);
    expectHidden(await t.api('GET', `/api/audit?propertyId=${HARBOUR}`, { token }));
    expectHidden(await t.api('GET', `/api/audit?organisationId=${ORG}`, { token }));
    const own = await audit('', await orgAdmin());
    expect(own.items.every((r) => r.organisationId === ORG)).toBe(true);
    // The platform sees both organisations' rows.
    const all = await audit(`entity=customer&entityId=${c.id}`, await session('superadmin@bookone.demo'));
    expect(all.total).toBe(1);
  });

  it("a property admin reads only their property's rows; the front desk may not read the log", async () => {
    const rivalProp = await session(rival.propAdmin.username);
    const page = await audit('size=200', rivalProp);
    expect(page.items.every((r) => r.propertyId === rival.propertyId)).toBe(true);
    expectHidden(await t.api('GET', `/api/audit?propertyId=${HARBOUR}`, { token: rivalProp }));
    const mine = await audit('size=200');
    expect(mine.items.every((r) => r.propertyId === HARBOUR)).toBe(true);
    expect(mine.total).toBeGreaterThan(0);
    expectError(await t.api('GET', '/api/audit', { token: await session.desk() }), 403);
  });

  it("offers the caller's users and properties only, and filters by user", async () => {
    const c = await newCustomer();
    const facets = async (token: string) => {
      const res = await t.api('GET', '/api/audit/facets', { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditFacets>();
    };
    const mine = await facets(await orgAdmin());
    expect(mine.properties.map((p) => p.id)).toContain(HARBOUR);
    expect(mine.properties.map((p) => p.id)).not.toContain(rival.propertyId);
    const [row] = await historyOf('customer', c.id);
    const desk = mine.users.find((u) => u.id === row!.userId);
    expect(desk?.name).toBe(row!.userName);
    // Another organisation's admin sees neither this organisation's properties nor its users.
    const theirs = await facets(await session(rival.orgAdmin.username));
    expect(theirs.properties.map((p) => p.id)).toEqual([rival.propertyId]);
    expect(theirs.users.map((u) => u.id)).not.toContain(row!.userId);
    // A property's own staff get no property choice.
    expect((await facets(await session.admin())).properties).toEqual([]);
    const byUser = await audit(`userId=${row!.userId}&size=200`, await orgAdmin());
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.items.every((r) => r.userId === row!.userId)).toBe(true);
  });

  it('filters by action and days (in the property time zone), sorts, and refuses bad input with 400', async () => {
    const c = await newCustomer();
    const today = day(0);
    const created = await audit(`propertyId=${HARBOUR}&action=create&from=${today}&to=${today}&size=200`);
    expect(created.items.some((r) => r.entity === 'customer' && r.entityId === String(c.id))).toBe(true);
    expect(created.items.every((r) => r.action === 'create')).toBe(true);
    expect((await audit(`propertyId=${HARBOUR}&from=${day(1)}`)).total).toBe(0);
    expect((await audit(`propertyId=${HARBOUR}&to=${day(-1)}&entity=customer&entityId=${c.id}`)).total).toBe(
      0,
    );
    const byUser = await audit('sort=userName&order=asc&size=50');
    const names = byUser.items.map((r) => (r.userName ?? '').toLowerCase());
    expect(names).toEqual([...names].sort());
    expectError(await t.api('GET', '/api/audit?action=rename', { token: await session.admin() }), 400, {
      fields: ['action'],
    });
    expectError(await t.api('GET', '/api/audit?from=yesterday', { token: await session.admin() }), 400, {
      fields: ['from'],
    });
  });

  it('exports the filtered log as a workbook with the changes as "field: before → after"', async () => {
    const c = await newCustomer({ phone: '+64 21 555 0303' });
    await t.api('PUT', `/api/customer/${c.id}`, {
      token: await session.desk(),
      body: { phone: '+64 21 555 0404' },
    });
    const res = await t.api('GET', `/api/audit/export?entity=customer&entityId=${c.id}`, {
      token: await session.admin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-\d{4}-\d\d-\d\d\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Audit log')!;
    expect(sheet.rowCount).toBe(3);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const update = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(update[header.indexOf('Action')]).toBe('update');
    expect(update[header.indexOf('Changes')]).toBe('phone: +64 21 555 0303 → +64 21 555 0404');
    expect(update[header.indexOf('Property')]).toBe('Harbour View Hotel');
  });
});

describe('changesOf: what a row keeps', () => {
  it('keeps changed fields only, never a secret or the row times, values as scalars', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      changesOf(
        { name: 'A', passwordHash: 'x', tokenVersion: 1, updatedAt: at, tags: ['a'], n: 1 },
        { name: 'B', passwordHash: 'y', tokenVersion: 2, updatedAt: new Date(), tags: ['a', 'b'], n: 1 },
      ),
    ).toEqual({ name: ['A', 'B'], tags: ['["a"]', '["a","b"]'] });
    expect(changesOf(null, { name: 'A', blank: null, when: at })).toEqual({
      name: [null, 'A'],
      when: [null, '2026-01-02T03:04:05.000Z'],
    });
    // A partial input compares only the fields it names.
    expect(changesOf({ a: 1, b: 2 }, { b: 3 }, { onlyAfterFields: true })).toEqual({ b: [2, 3] });
  });
});

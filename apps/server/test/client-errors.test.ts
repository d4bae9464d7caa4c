// Requests that used to answer 500 where the client was at fault (issue 9, §1 defect 8): each now answers its 4xx,
// names the field when there is one, and writes nothing.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookingRoom, businessHours, customer, room } from '../src/db/schema';
import { clientErrorOf } from '../src/lib/db-errors';
import { openDemoApp, openForTests, type DemoIds, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError } from './support';

let t: TestApp;
let ids: DemoIds;
let session: Session;
let HARBOUR: number;

openForTests(openDemoApp, (app) => ({ t, ids, session, HARBOUR } = app));

const customers = async () => (await t.db.select({ n: count() }).from(customer))[0]!.n;

describe('NUL characters (PostgreSQL cannot store them)', () => {
  it('400s a NUL in a search, naming the field', async () => {
    const token = await session.admin();
    const list = await t.api('GET', `/api/customer/property/${HARBOUR}?search=ab%00cd`, { token });
    expectError(list, 400, { fields: ['search'], message: /NUL/ });
    const header = await t.api('GET', '/api/search?q=Anders%00on', { token });
    expectError(header, 400, { fields: ['q'] });
  });

  it('400s a NUL in a JSON text or key, and stores nothing', async () => {
    const token = await session.admin();
    const before = await customers();
    const res = await t.api('POST', `/api/customer/property/${HARBOUR}`, {
      token,
      body: { firstName: 'Ann\u0000e', lastName: 'Null', email: 'ann.null@test.example' },
    });
    expectError(res, 400, { fields: ['firstName'] });
    const key = await t.api('POST', `/api/customer/property/${HARBOUR}`, {
      token,
      body: { firstName: 'Anne', lastName: 'Null', 'notes\u0000': 'x' },
    });
    expectError(key, 400);
    expect(await customers()).toBe(before);
  });

  it('400s a NUL in a path parameter', async () => {
    const res = await t.api('GET', '/api/user/findByName/hotel.admin%00@bookone.demo', {
      token: await session.admin(),
    });
    expectError(res, 400, { fields: ['userName'] });
  });
});

describe('ids beyond the database integer (2^31 and more)', () => {
  it('400s them in a path, naming the parameter', async () => {
    const token = await session.admin();
    expectError(await t.api('GET', '/api/booking/2147483648', { token }), 400, { fields: ['bookingId'] });
    expectError(await t.api('GET', '/api/customer/99999999999999', { token }), 400, {
      fields: ['customerId'],
    });
    // The largest id the column can hold is simply not found.
    expectError(await t.api('GET', '/api/booking/2147483647', { token }), 404);
  });

  it('400s them in a query string and a JSON body', async () => {
    const token = await session.admin();
    const list = await t.api('GET', `/api/booking/property/${HARBOUR}?customerId=2147483648`, { token });
    expectError(list, 400, { fields: ['customerId'] });
    const create = await t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
      token,
      body: { roomTypeId: 4294967296, roomNumber: 'X1' },
    });
    expectError(create, 400, { fields: ['roomTypeId'] });
  });
});

describe('PUT with an empty body changes nothing and answers the record', () => {
  it.each([
    ['customer', '/api/customer', 'customer'],
    ['room type', '/api/room/room-types', 'room_type'],
    ['room', '/api/room/rooms', 'room'],
    ['rate plan', '/api/room/plans', 'rate_plan'],
    ['facility', '/api/room/facilities', 'room_facility'],
  ])('%s', async (_what, path, table) => {
    const token = await session('superadmin@bookone.demo');
    const id = await firstId(table);
    const before = await rowOf(table, id);
    const res = await t.api('PUT', `${path}/${id}`, { token, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    // The customer answer wraps the record with its possible duplicates.
    const body = res.json<{ id: number; customer?: { id: number } }>();
    expect((body.customer ?? body).id).toBe(id);
    expect(await rowOf(table, id)).toEqual(before);
  });
});

/** The stored row, as the database gives it back (the same on PGlite and PostgreSQL). */
async function rowOf(table: string, id: number): Promise<unknown> {
  const result = await t.db.execute(sql.raw(`select * from ${table} where id = ${id}`));
  return (result as { rows: unknown[] }).rows;
}

async function firstId(table: string): Promise<number> {
  const rows = await t.db.execute<{ id: number }>(sql.raw(`select min(id) as id from ${table}`));
  return Number((rows as { rows: { id: number }[] }).rows[0]!.id);
}

describe('DELETE /api/room/rooms/{id} of a room with stays', () => {
  it('409s with a message and keeps the room', async () => {
    const [stay] = await t.db.select({ roomId: bookingRoom.roomId }).from(bookingRoom).limit(1);
    const roomId = stay!.roomId;
    const res = await t.api('DELETE', `/api/room/rooms/${roomId}`, { token: await session.admin() });
    expectError(res, 409, { message: /has stays on record/ });
    expect(await t.db.select().from(room).where(eq(room.id, roomId))).toHaveLength(1);
  });
});

describe('GET /api/property/{id}/business-hours before any are set', () => {
  it('answers no days (the forms then offer a default week)', async () => {
    const withHours = new Set(
      (await t.db.selectDistinct({ id: businessHours.propertyId }).from(businessHours)).map((r) => r.id),
    );
    const bare = ['Kauri Lodge', 'Pine Motel', 'Harbour View Hotel']
      .map((name) => ids.property(name))
      .find((id) => !withHours.has(id));
    expect(bare, 'a demo property without hours').toBeDefined();
    const res = await t.api('GET', `/api/property/${bare}/business-hours`, {
      token: await session('superadmin@bookone.demo'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ days: [] });
  });
});

describe('database refusals a service did not foresee', () => {
  const pg = (code: string, detail?: string) => ({
    cause: { code, detail, message: 'insert into "room" …' },
  });
  it.each([
    [pg('23503', 'Key (id)=(1) is still referenced from table "booking_room".'), 409, /in use/],
    [pg('23503', 'Key (room_type_id)=(9) is not present in table "room_type".'), 409, /does not exist/],
    [pg('22003'), 400, /out of range/],
    [pg('22P05'), 400, /cannot be stored/],
    [pg('22021'), 400, /cannot be stored/],
    [pg('40P01'), 409, /same moment: try again/],
    [pg('40001'), 409, /same moment: try again/],
  ])('map to a client error without the database text (%#)', (err, status, message) => {
    const mapped = clientErrorOf(err);
    expect(mapped?.statusCode).toBe(status);
    expect(mapped?.message).toMatch(message);
    expect(mapped?.message).not.toMatch(/room|Key|table/);
  });

  it('leave other failures alone (500)', () => {
    expect(clientErrorOf(new Error('connection lost'))).toBeUndefined();
    expect(clientErrorOf(pg('57014'))).toBeUndefined();
  });
});

// Room types, physical rooms, the organisation's facility catalogue and rate plans (issue 4).
import { addDays, type Facility, type RatePlan, type Room, type RoomType } from '@bookone/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { dailyRate } from '../src/db/schema';
import { openForTests, openTenantsApp, today, type DemoIds, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, expectHidden, type ForeignTenant } from './support';

let t: TestApp;
let ids: DemoIds;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let DEMO_ORG: number;

openForTests(openTenantsApp, (app) => ({ t, ids, session, rival, HARBOUR, DEMO_ORG } = app));

const as = (u: string) => session(u);
const rates = (roomTypeId: number) =>
  t.db
    .select()
    .from(dailyRate)
    .where(and(eq(dailyRate.roomTypeId, roomTypeId), gte(dailyRate.date, today)))
    .orderBy(asc(dailyRate.date));
const typeBody = (over: Record<string, unknown> = {}) => ({
  name: 'Garden Twin',
  description: 'Two singles facing the garden',
  maxOccupancy: 3,
  baseOccupancy: 2,
  extraAdultCharge: 40,
  extraChildCharge: 20,
  basePrice: 150,
  noOfRooms: 3,
  ranking: 5,
  ...over,
});
const createType = async (over: Record<string, unknown> = {}, token?: string) => {
  const res = await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
    token: token ?? (await as('hotel.admin@bookone.demo')),
    body: typeBody(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RoomType>();
};

describe('room types', () => {
  it('lists the seeded Harbour room types with facilities and rooms', async () => {
    const res = await t.api('GET', `/api/room/property/${HARBOUR}/room-types`, {
      token: await as('hotel.frontdesk@bookone.demo'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<RoomType[]>();
    expect(list.map((r) => [r.name, r.noOfRooms, r.roomCount, r.sellableUnits, r.shared])).toEqual([
      ['Standard Queen', 12, 12, 12, false],
      ['Deluxe King Harbour View', 10, 10, 9, false],
      ['Family Suite', 6, 6, 6, false],
      ['Backpacker Dorm', 2, 2, 16, true],
    ]);
    expect(list.reduce((n, r) => n + r.roomCount, 0)).toBe(30);
    expect(list[1]!.facilities.map((f) => f.name)).toContain('Harbour View');
  });

  it('creates a room type with 365 days of rates from its base price, and picks facilities', async () => {
    const facilities = (
      await t.api('GET', `/api/room/facilities/organisation/${DEMO_ORG}`, {
        token: await as('hotel.admin@bookone.demo'),
      })
    ).json<Facility[]>();
    const wifi = facilities.find((f) => f.name === 'Wi-Fi')!.id;
    const rt = await createType({ facilityIds: [wifi] });
    expect(rt).toMatchObject({
      name: 'Garden Twin',
      basePrice: 150,
      sellableUnits: 3,
      roomCount: 0,
      minOccupancy: 1,
    });
    expect(rt.facilities.map((f) => f.name)).toEqual(['Wi-Fi']);
    const rows = await rates(rt.id);
    expect(rows).toHaveLength(365);
    expect(rows[0]).toMatchObject({ date: today, price: 150, total: 3, booked: 0 });
    expect(rows.at(-1)!.date).toBe(addDays(today, 364));
  });

  it('a new number of rooms adjusts the totals; a new base price moves untouched dates only', async () => {
    const rt = await createType({ name: 'Adjustable' });
    const token = await as('hotel.manager@bookone.demo');
    // Tune one date first.
    await t.api('PUT', `/api/availability/room-types/${rt.id}/dates/${addDays(today, 3)}`, {
      token,
      body: { price: 199 },
    });
    const res = await t.api('PUT', `/api/room/room-types/${rt.id}`, {
      token,
      body: { noOfRooms: 5, basePrice: 160 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RoomType>()).toMatchObject({
      noOfRooms: 5,
      sellableUnits: 5,
      basePrice: 160,
      ranking: 5,
    });
    const rows = await rates(rt.id);
    expect(new Set(rows.map((r) => r.total))).toEqual(new Set([5]));
    expect(rows.find((r) => r.date === addDays(today, 3))!.price).toBe(199);
    expect(rows.find((r) => r.date === addDays(today, 4))!.price).toBe(160);
  });

  it('a shared type sells beds', async () => {
    const rt = await createType({
      name: 'Mini Dorm',
      shared: true,
      beds: ['A', 'B', 'C', 'D'],
      noOfRooms: 2,
      maxOccupancy: 1,
      baseOccupancy: 1,
    });
    expect(rt.sellableUnits).toBe(8);
    expect((await rates(rt.id))[0]!.total).toBe(8);
  });

  it('400s bad fields by name', async () => {
    const res = await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
      token: await as('hotel.admin@bookone.demo'),
      body: typeBody({ name: '', basePrice: -1, baseOccupancy: 9, shared: true, facilityIds: [] }),
    });
    expectError(res, 400, { fields: ['name', 'basePrice', 'baseOccupancy', 'beds'] });
    const foreignFacility = await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
      token: await as('hotel.admin@bookone.demo'),
      body: typeBody({ facilityIds: [999999] }),
    });
    expectError(foreignFacility, 400, { fields: ['facilityIds'] });
  });

  it('404s another property (as if missing), and 403s a read-only role on writes', async () => {
    const admin = await as('hotel.admin@bookone.demo');
    expectHidden(await t.api('GET', `/api/room/property/${rival.propertyId}/room-types`, { token: admin }));
    expectHidden(
      await t.api('POST', `/api/room/property/${rival.propertyId}/room-types`, {
        token: admin,
        body: typeBody(),
      }),
    );
    const desk = await as('hotel.frontdesk@bookone.demo');
    expectError(
      await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, { token: desk, body: typeBody() }),
      403,
    );
    const rt = await createType({ name: 'Guarded' });
    expectError(
      await t.api('PUT', `/api/room/room-types/${rt.id}`, { token: desk, body: { basePrice: 1 } }),
      403,
    );
    const rivalAdmin = await t.login(rival.propAdmin.username);
    expectHidden(await t.api('GET', `/api/room/room-types/${rt.id}`, { token: rivalAdmin }));
    expectHidden(await t.api('DELETE', `/api/room/room-types/${rt.id}`, { token: rivalAdmin }));
  });

  it('409s a room type for a business that is not an accommodation', async () => {
    const res = await t.api('POST', `/api/room/property/${ids.property('Lotus Day Spa')}/room-types`, {
      token: await as('spa.admin@bookone.demo'),
      body: typeBody(),
    });
    expectError(res, 409);
  });

  it('deletes a room type with its rates', async () => {
    const rt = await createType({ name: 'Short-lived' });
    const token = await as('hotel.admin@bookone.demo');
    expect((await t.api('DELETE', `/api/room/room-types/${rt.id}`, { token })).statusCode).toBe(200);
    expect(await rates(rt.id)).toHaveLength(0);
    expectError(await t.api('GET', `/api/room/room-types/${rt.id}`, { token }), 404);
  });
});

describe('rooms', () => {
  it('lists the 30 seeded rooms on 3 floors', async () => {
    const res = await t.api('GET', `/api/room/property/${HARBOUR}/rooms`, {
      token: await as('hotel.housekeeping@bookone.demo'),
    });
    const rooms = res.json<Room[]>();
    expect(rooms).toHaveLength(30);
    expect([...new Set(rooms.map((r) => r.floor))]).toEqual([1, 2, 3]);
    expect(rooms.find((r) => r.roomNumber === '210')).toMatchObject({ inService: false, status: 'BLOCKED' });
  });

  it('adds rooms up to the number of rooms, with unique numbers', async () => {
    const rt = await createType({ name: 'Two Rooms', noOfRooms: 2 });
    const token = await as('hotel.manager@bookone.demo');
    const add = (roomNumber: string) =>
      t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
        token,
        body: { roomTypeId: rt.id, roomNumber, floor: 4, bedType: 'Single Bed' },
      });
    const a = await add('401');
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json<Room>()).toMatchObject({
      roomTypeName: 'Two Rooms',
      status: 'VACANT_READY',
      inService: true,
    });
    expectError(await add('401'), 409, { fields: ['roomNumber'] });
    expect((await add('402')).statusCode).toBe(201);
    expectError(await add('403'), 409, { fields: ['roomTypeId'] });
    expectError(await t.api('PUT', `/api/room/room-types/${rt.id}`, { token, body: { noOfRooms: 1 } }), 409, {
      fields: ['noOfRooms'],
    });
  });

  it('out of order lowers the sellable units from today; back in service restores them', async () => {
    const rt = await createType({ name: 'Fixable', noOfRooms: 2 });
    const admin = await as('hotel.admin@bookone.demo');
    const room = (
      await t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
        token: admin,
        body: { roomTypeId: rt.id, roomNumber: '501' },
      })
    ).json<Room>();
    const desk = await as('hotel.frontdesk@bookone.demo');
    const off = await t.api('PUT', `/api/room/rooms/${room.id}/service`, {
      token: desk,
      body: { inService: false, outOfOrderReason: 'Leaking tap' },
    });
    expect(off.json<Room>()).toMatchObject({
      inService: false,
      outOfOrderReason: 'Leaking tap',
      status: 'BLOCKED',
    });
    expect(new Set((await rates(rt.id)).map((r) => r.total))).toEqual(new Set([1]));
    await t.api('PUT', `/api/room/rooms/${room.id}/service`, { token: desk, body: { inService: true } });
    expect(new Set((await rates(rt.id)).map((r) => r.total))).toEqual(new Set([2]));
  });

  it('housekeeping sets a status; bad values are 400; writes need room.write', async () => {
    const rooms = (
      await t.api('GET', `/api/room/property/${HARBOUR}/rooms`, {
        token: await as('hotel.admin@bookone.demo'),
      })
    ).json<Room[]>();
    const hk = await as('hotel.housekeeping@bookone.demo');
    const id = rooms[0]!.id;
    const res = await t.api('PUT', `/api/room/rooms/${id}/status`, {
      token: hk,
      body: { status: 'DO_NOT_DISTURB' },
    });
    expect(res.json<Room>().status).toBe('DO_NOT_DISTURB');
    expectError(
      await t.api('PUT', `/api/room/rooms/${id}/status`, { token: hk, body: { status: 'DO_NOT_DISTRUB' } }),
      400,
      {
        fields: ['status'],
      },
    );
    expectError(await t.api('PUT', `/api/room/rooms/${id}`, { token: hk, body: { floor: 9 } }), 403);
    expectError(
      await t.api('PUT', `/api/room/rooms/${id}/status`, {
        token: await as('hotel.marketing@bookone.demo'),
        body: { status: 'OCCUPIED' },
      }),
      403,
    );
    const rivalAdmin = await t.login(rival.propAdmin.username);
    expectHidden(
      await t.api('PUT', `/api/room/rooms/${id}/status`, { token: rivalAdmin, body: { status: 'OCCUPIED' } }),
    );
    const edited = await t.api('PUT', `/api/room/rooms/${id}`, {
      token: await as('hotel.admin@bookone.demo'),
      body: { floor: 1, bedType: 'Double Bed' },
    });
    expect(edited.json<Room>()).toMatchObject({ floor: 1, bedType: 'Double Bed', status: 'DO_NOT_DISTURB' });
  });

  it('deletes a room', async () => {
    const rt = await createType({ name: 'Deletable', noOfRooms: 1 });
    const token = await as('hotel.admin@bookone.demo');
    const room = (
      await t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
        token,
        body: { roomTypeId: rt.id, roomNumber: '601' },
      })
    ).json<Room>();
    expect((await t.api('DELETE', `/api/room/rooms/${room.id}`, { token })).statusCode).toBe(200);
    expectError(await t.api('DELETE', `/api/room/rooms/${room.id}`, { token }), 404);
  });
});

describe('room facilities (organisation catalogue)', () => {
  it('the org admin manages the catalogue; property staff read it', async () => {
    const org = await as('orgadmin@bookone.demo');
    const created = await t.api('POST', `/api/room/facilities/organisation/${DEMO_ORG}`, {
      token: org,
      body: { name: 'Spa Bath', description: 'Deep two-person bath', icon: 'hot_tub' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Facility>().id;
    expectError(
      await t.api('POST', `/api/room/facilities/organisation/${DEMO_ORG}`, {
        token: org,
        body: { name: 'Spa Bath' },
      }),
      409,
      { fields: ['name'] },
    );
    expectError(
      await t.api('POST', `/api/room/facilities/organisation/${DEMO_ORG}`, {
        token: org,
        body: { name: '' },
      }),
      400,
      {
        fields: ['name'],
      },
    );
    const edited = await t.api('PUT', `/api/room/facilities/${id}`, {
      token: org,
      body: { description: 'Deep bath' },
    });
    expect(edited.json<Facility>()).toMatchObject({
      name: 'Spa Bath',
      description: 'Deep bath',
      icon: 'hot_tub',
    });
    const list = await t.api('GET', `/api/room/facilities/organisation/${DEMO_ORG}`, {
      token: await as('hotel.frontdesk@bookone.demo'),
    });
    expect(list.json<Facility[]>().map((f) => f.name)).toContain('Spa Bath');
    expect((await t.api('DELETE', `/api/room/facilities/${id}`, { token: org })).statusCode).toBe(200);
  });

  it('403s property admins writing, and 404s other organisations as if missing', async () => {
    expectError(
      await t.api('POST', `/api/room/facilities/organisation/${DEMO_ORG}`, {
        token: await as('hotel.admin@bookone.demo'),
        body: { name: 'Sauna' },
      }),
      403,
    );
    const rivalOrg = await t.login(rival.orgAdmin.username);
    expectHidden(await t.api('GET', `/api/room/facilities/organisation/${DEMO_ORG}`, { token: rivalOrg }));
    expectHidden(
      await t.api('POST', `/api/room/facilities/organisation/${DEMO_ORG}`, {
        token: rivalOrg,
        body: { name: 'Sauna' },
      }),
    );
    const own = await t.api('POST', `/api/room/facilities/organisation/${rival.organisationId}`, {
      token: rivalOrg,
      body: { name: 'Sauna' },
    });
    expect(own.statusCode).toBe(201);
    expectHidden(
      await t.api('PUT', `/api/room/facilities/${own.json<Facility>().id}`, {
        token: await as('orgadmin@bookone.demo'),
        body: { name: 'x' },
      }),
    );
  });
});

describe('rate plans', () => {
  it('lists the seeded plans, adds, edits and deletes one', async () => {
    const types = (
      await t.api('GET', `/api/room/property/${HARBOUR}/room-types`, {
        token: await as('hotel.admin@bookone.demo'),
      })
    ).json<RoomType[]>();
    const token = await as('hotel.manager@bookone.demo');
    const seeded = await t.api('GET', `/api/room/room-types/${types[0]!.id}/plans`, {
      token: await as('hotel.frontdesk@bookone.demo'),
    });
    expect(seeded.json<RatePlan[]>().map((p) => [p.code, p.deviation, p.mealPlan])).toEqual([
      ['RO', 0, 'ROOM_ONLY'],
      ['BB', 35, 'BED_AND_BREAKFAST'],
    ]);
    const created = await t.api('POST', `/api/room/room-types/${types[0]!.id}/plans`, {
      token,
      body: {
        code: 'HB-WKND',
        name: 'Weekend half board',
        deviationType: 'PERCENT',
        deviation: 20,
        mealPlan: 'HALF_BOARD',
        inclusions: ['Breakfast', 'Dinner'],
        minStay: 2,
        weekdays: ['FRI', 'SAT'],
        effectiveDate: addDays(today, 1),
        expiryDate: addDays(today, 200),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json<RatePlan>();
    expect(plan).toMatchObject({
      active: true,
      amount: null,
      weekdays: ['FRI', 'SAT'],
      inclusions: ['Breakfast', 'Dinner'],
    });
    expectError(
      await t.api('POST', `/api/room/room-types/${types[0]!.id}/plans`, {
        token,
        body: { code: 'HB-WKND', name: 'Dup' },
      }),
      409,
      { fields: ['code'] },
    );
    const edited = await t.api('PUT', `/api/room/plans/${plan.id}`, { token, body: { active: false } });
    expect(edited.json<RatePlan>()).toMatchObject({ active: false, minStay: 2, deviation: 20 });
    expectError(await t.api('PUT', `/api/room/plans/${plan.id}`, { token, body: { maxStay: 1 } }), 400, {
      fields: ['minStay'],
    });
    expectError(
      await t.api('POST', `/api/room/room-types/${types[0]!.id}/plans`, {
        token,
        body: { code: 'bad code', name: '', minStay: 3, maxStay: 2 },
      }),
      400,
      { fields: ['code', 'name', 'minStay'] },
    );
    expectError(
      await t.api('DELETE', `/api/room/plans/${plan.id}`, {
        token: await as('hotel.frontdesk@bookone.demo'),
      }),
      403,
    );
    expectHidden(
      await t.api('GET', `/api/room/room-types/${types[0]!.id}/plans`, {
        token: await t.login(rival.propAdmin.username),
      }),
    );
    expect((await t.api('DELETE', `/api/room/plans/${plan.id}`, { token })).statusCode).toBe(200);
  });
});

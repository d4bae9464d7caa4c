// A property with no seeded bookings (Rival Inn, of the second tenant) and its staff, for tests that check figures
// (dashboard, reports) against bookings, rooms and payments they create there themselves.
import type { Booking, RoomType } from '@bookone/domain';
import { expect } from 'vitest';

import { extendApp, openTenantsApp, type TenantsApp } from './demo-app';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { insertUser, uniqueEmail, type TestUser } from './support';

export interface RivalInn extends TenantsApp {
  /** Rival Inn's id. It keeps the default time zone, so its "today" is Auckland's (`today` of demo-app). */
  PROP: number;
  /** Two more Rival Inn roles, besides the tenant's admin, manager and front desk. */
  housekeeper: TestUser;
  finance: TestUser;
  /** The token of a user, signed in once. */
  tokenOf(user: TestUser): Promise<string>;
  /** A new room type with these rooms (status Available unless given), created by the property admin. */
  roomTypeWithRooms(rooms: { number: string; status?: string }[]): Promise<RoomType>;
  /** A walk-in stay of two adults at Rival Inn, booked by `by` (the front desk unless given). */
  book(roomTypeId: number, arrival: string, departure: string, by?: TestUser): Promise<Booking>;
}

export async function openRivalInn(): Promise<RivalInn> {
  return extendApp(await openTenantsApp(), rivalInnOf);
}

async function rivalInnOf({ t, rival, session }: TenantsApp): Promise<Omit<RivalInn, keyof TenantsApp>> {
  const PROP = rival.propertyId;
  const atProp = { organisationId: rival.organisationId, propertyId: PROP };
  const [housekeeper, finance] = await Promise.all([
    insertUser(t, { roles: ['PROP_HOUSEKEEPING'], ...atProp }),
    insertUser(t, { roles: ['PROP_FINANCE'], ...atProp }),
  ]);
  const tokenOf = (user: TestUser) => session(user.username);
  return {
    PROP,
    housekeeper,
    finance,
    tokenOf,
    async roomTypeWithRooms(rooms) {
      const token = await tokenOf(rival.propAdmin);
      const rt = await createRoomType(t, PROP, token, {
        name: uniqueTypeName('Dashboard'),
        basePrice: 150,
        noOfRooms: rooms.length,
      });
      for (const r of rooms) {
        const made = await t.api('POST', `/api/room/property/${PROP}/rooms`, {
          token,
          body: { roomTypeId: rt.id, roomNumber: r.number, ...(r.status ? { status: r.status } : {}) },
        });
        expect(made.statusCode, made.body).toBe(201);
      }
      return rt;
    },
    async book(roomTypeId, arrival, departure, by = rival.frontdesk) {
      return createBooking(t, PROP, await tokenOf(by), {
        roomTypeId,
        arrival,
        departure,
        customer: { firstName: 'Ana', lastName: 'Tane', email: uniqueEmail('ana') },
      });
    },
  };
}

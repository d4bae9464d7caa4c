// Room types and bookings the API tests create through the API for themselves, so that no other test's inventory
// or guests matter to what they count.
import type { Booking, RoomType } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { dailyRate } from '../src/db/schema';
import type { TestApp } from './helpers';

/** A name no other room type of the run has. */
export const uniqueTypeName = (prefix = 'Test Type') => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * Creates a room type as `token` (an admin of the property): two rooms at 200 a night for two, up to four guests,
 * unless `over` says otherwise. Asserts the 201.
 */
export async function createRoomType(
  t: TestApp,
  propertyId: number,
  token: string,
  over: Record<string, unknown> = {},
): Promise<RoomType> {
  const res = await t.api('POST', `/api/room/property/${propertyId}/room-types`, {
    token,
    body: {
      name: uniqueTypeName(),
      maxOccupancy: 4,
      baseOccupancy: 2,
      basePrice: 200,
      noOfRooms: 2,
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RoomType>();
}

/**
 * Books a stay as `token`: two adults walking in, unless `body` says otherwise; `body` names the room type, the
 * dates and the guest (`customer` details or a `customerId`). Asserts the 201.
 */
export async function createBooking(
  t: TestApp,
  propertyId: number,
  token: string,
  body: { roomTypeId: number; arrival: string; departure: string } & Record<string, unknown>,
): Promise<Booking> {
  const res = await t.api('POST', `/api/booking/property/${propertyId}`, {
    token,
    body: { adults: 2, source: 'Walk In', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

/** Units of a room type booked on a date, as stored (the inventory a booking takes and a cancellation gives back). */
export async function bookedUnits(t: TestApp, roomTypeId: number, date: string): Promise<number> {
  const [row] = await t.db
    .select({ booked: dailyRate.booked })
    .from(dailyRate)
    .where(and(eq(dailyRate.roomTypeId, roomTypeId), eq(dailyRate.date, date)));
  if (!row) throw new Error(`no daily rate of room type ${roomTypeId} on ${date}`);
  return row.booked;
}

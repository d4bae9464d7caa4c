// The public booking engine's reads (issue 16): the property its address names, only while it holds the Booking
// Engine subscription, its gallery, facilities and room types, and its booking engine settings.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  bookingEngineSetting,
  property,
  propertyImage,
  propertySubscription,
  ratePlan,
  roomFacility,
  roomType,
  roomTypeFacility,
  roomTypeImage,
  subscription,
} from '../../db/schema';

/** The subscription the public page needs (spec §1), compared trimmed and case-insensitively like every plan name. */
export const BOOKING_ENGINE_SUBSCRIPTION = 'Booking Engine';

/**
 * The property a public address names, when it is active and holds the Booking Engine subscription: one query, so
 * that a property without it answers exactly like an unknown address.
 */
export async function findEngineProperty(db: Db, seoFriendlyName: string) {
  const [row] = await db
    .select({ id: property.id })
    .from(property)
    .where(
      and(
        eq(property.seoFriendlyName, seoFriendlyName),
        ne(property.propertyStatus, 'INACTIVE'),
        sql`${property.deactivatedAt} is null`,
        sql`exists (select 1 from ${propertySubscription} ps join ${subscription} s on s.id = ps.subscription_id
          where ps.property_id = ${property.id}
          and lower(trim(s.name)) = ${BOOKING_ENGINE_SUBSCRIPTION.toLowerCase()})`,
      ),
    );
  return row?.id;
}

/** The property's gallery, its main picture first. */
export async function propertyPhotos(db: Db, propertyId: number) {
  return db
    .select({ url: propertyImage.url, caption: propertyImage.caption })
    .from(propertyImage)
    .where(eq(propertyImage.propertyId, propertyId))
    .orderBy(sql`${propertyImage.main} desc`, asc(propertyImage.sort), asc(propertyImage.id));
}

/** The room types sold, by the property's ranking then name. */
export async function engineRoomTypes(db: Db, propertyId: number) {
  return db
    .select({
      id: roomType.id,
      name: roomType.name,
      description: roomType.description,
      maxOccupancy: roomType.maxOccupancy,
      beds: roomType.beds,
    })
    .from(roomType)
    .where(and(eq(roomType.propertyId, propertyId), sql`${roomType.noOfRooms} > 0`))
    .orderBy(sql`${roomType.ranking} asc nulls last`, asc(roomType.name));
}

/** The active rate plans of the room types, by room type then id. */
export async function activePlans(db: Db, roomTypeIds: number[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({ id: ratePlan.id, roomTypeId: ratePlan.roomTypeId, name: ratePlan.name })
    .from(ratePlan)
    .where(and(inArray(ratePlan.roomTypeId, roomTypeIds), eq(ratePlan.active, true)))
    .orderBy(asc(ratePlan.roomTypeId), asc(ratePlan.id));
}

/** Each room type's pictures, by their order. */
export async function roomTypePhotos(db: Db, roomTypeIds: number[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({ roomTypeId: roomTypeImage.roomTypeId, url: roomTypeImage.url, caption: roomTypeImage.caption })
    .from(roomTypeImage)
    .where(inArray(roomTypeImage.roomTypeId, roomTypeIds))
    .orderBy(sql`${roomTypeImage.isMain} desc`, asc(roomTypeImage.sortOrder), asc(roomTypeImage.id));
}

/** Each room type's facilities by name. */
export async function roomTypeFacilityNames(db: Db, roomTypeIds: number[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({ roomTypeId: roomTypeFacility.roomTypeId, name: roomFacility.name })
    .from(roomTypeFacility)
    .innerJoin(roomFacility, eq(roomFacility.id, roomTypeFacility.facilityId))
    .where(inArray(roomTypeFacility.roomTypeId, roomTypeIds))
    .orderBy(asc(roomFacility.name));
}

/** The property's settings, or the defaults when none were saved. */
export async function findEngineSettings(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      allowHold: bookingEngineSetting.allowHold,
      depositPercentage: bookingEngineSetting.depositPercentage,
    })
    .from(bookingEngineSetting)
    .where(eq(bookingEngineSetting.propertyId, propertyId));
  return row ?? { allowHold: false, depositPercentage: 30 };
}

export async function saveEngineSettings(
  db: Db,
  propertyId: number,
  values: { allowHold: boolean; depositPercentage: number },
) {
  await db
    .insert(bookingEngineSetting)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({
      target: bookingEngineSetting.propertyId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** The number of a booking of the property (the confirmation page's), or null. */
export async function bookingNumberOf(db: Db, propertyId: number, bookingId: number) {
  const [row] = await db
    .select({ number: booking.bookingNumber })
    .from(booking)
    .where(and(eq(booking.id, bookingId), eq(booking.propertyId, propertyId)));
  return row?.number ?? null;
}

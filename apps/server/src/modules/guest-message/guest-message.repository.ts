// Queries of the guest messages (decision 0043): the property's message settings, and a booking or reservation read
// with what its guest's message says (guest, property, what was booked), on the caller's transaction.
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '@bookone/domain';
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  customer,
  offering,
  property,
  propertyMessageSetting,
  reservation,
  reservationLine,
  roomType,
} from '../../db/schema';

/** The property's settings; every default while it has saved none. */
export async function findMessageSettings(db: Db, propertyId: number): Promise<MessageSettings> {
  const [row] = await db
    .select()
    .from(propertyMessageSetting)
    .where(eq(propertyMessageSetting.propertyId, propertyId));
  if (!row) return DEFAULT_MESSAGE_SETTINGS;
  return {
    language: row.language === 'fr' ? 'fr' : 'en',
    bookingConfirmation: row.bookingConfirmation,
    reservationConfirmation: row.reservationConfirmation,
    reservationReminder: row.reservationReminder,
    reservationReminderHours: row.reservationReminderHours,
    arrivalReminder: row.arrivalReminder,
    arrivalReminderHours: row.arrivalReminderHours,
  };
}

export async function saveMessageSettings(
  db: Db,
  propertyId: number,
  values: MessageSettings,
  updatedBy: number,
) {
  const set = { ...values, updatedBy, updatedAt: new Date() };
  await db
    .insert(propertyMessageSetting)
    .values({ propertyId, ...set })
    .onConflictDoUpdate({ target: propertyMessageSetting.propertyId, set });
}

/** What a message says about the property: its name, zone and how to reach it. */
const propertyFields = {
  propertyId: property.id,
  organisationId: property.organisationId,
  timezone: property.timezone,
  checkInTime: property.checkInTime,
  propertyPhone: property.phone,
  propertyMobile: property.mobile,
  propertyEmail: property.email,
  addressLine1: property.addressLine1,
  city: property.city,
};

const guestFields = {
  customerId: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone,
  language: customer.language,
};

export async function bookingForMessage(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: booking.id,
      reference: booking.bookingNumber,
      status: booking.status,
      arrival: booking.arrival,
      departure: booking.departure,
      nights: booking.nights,
      rooms: booking.rooms,
      adults: booking.adults,
      children: booking.children,
      total: booking.total,
      currency: booking.currency,
      cancelReason: booking.cancelReason,
      roomTypeName: roomType.name,
      ...guestFields,
      ...propertyFields,
    })
    .from(booking)
    .innerJoin(customer, eq(customer.id, booking.customerId))
    .innerJoin(roomType, eq(roomType.id, booking.roomTypeId))
    .innerJoin(property, eq(property.id, booking.propertyId))
    .where(eq(booking.id, id));
  return row;
}
export type BookingForMessage = NonNullable<Awaited<ReturnType<typeof bookingForMessage>>>;

export async function reservationForMessage(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: reservation.id,
      reference: reservation.referenceNumber,
      status: reservation.status,
      startsAt: reservation.startsAt,
      total: reservation.total,
      currency: reservation.currency,
      cancelReason: reservation.cancelReason,
      ...guestFields,
      ...propertyFields,
    })
    .from(reservation)
    .innerJoin(customer, eq(customer.id, reservation.customerId))
    .innerJoin(property, eq(property.id, reservation.propertyId))
    .where(eq(reservation.id, id));
  if (!row) return undefined;
  const lines = await tx
    .select({ name: offering.name, persons: reservationLine.persons, startsAt: reservationLine.startsAt })
    .from(reservationLine)
    .innerJoin(offering, eq(offering.id, reservationLine.offeringId))
    .where(eq(reservationLine.reservationId, id))
    .orderBy(asc(reservationLine.startsAt), asc(reservationLine.position));
  return { ...row, lines };
}
export type ReservationForMessage = NonNullable<Awaited<ReturnType<typeof reservationForMessage>>>;

// A guest's own messages (decision 0043): the confirmation of a booking or reservation, an update when it changes or
// is cancelled, and a reminder N hours before. The booking and reservation modules call `bookingMessages` /
// `reservationMessages` with the transaction of their change, so a message goes out exactly when the change commits
// (the outbox). A reminder is an outbox row that is not due before its time: a move cancels it and schedules another,
// a cancellation cancels it, in the same transaction. The property's settings switch each kind off.
import { randomUUID } from 'node:crypto';

import {
  messageLanguageOf,
  wallClockToInstant,
  type MessageChannel,
  type MessagePurpose,
  type MessageSettings,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import {
  cancelWaitingMessages,
  enqueueMessage,
  propertySendsTexts,
  type MessageLanguage,
} from '../outbox/outbox.service';
import {
  bookingForMessage,
  findMessageSettings,
  reservationForMessage,
  saveMessageSettings,
  type BookingForMessage,
  type ReservationForMessage,
} from './guest-message.repository';

/** What happened to the record: made (or an enquiry confirmed), changed, cancelled, or closed without a message. */
export type GuestEvent = 'CREATED' | 'CHANGED' | 'CANCELLED' | 'CLOSED';

type Guest = Pick<BookingForMessage, 'email' | 'phone' | 'language' | 'firstName' | 'propertyId'>;
type Place = Pick<
  BookingForMessage,
  'propertyPhone' | 'propertyMobile' | 'propertyEmail' | 'addressLine1' | 'city'
>;

const money = (n: number, currency: string, language: MessageLanguage) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(n);

/** A day (YYYY-MM-DD) as written on the calendar, in the language's words: "Saturday 5 December 2026". */
const dayText = (day: string, language: MessageLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How to reach the property: its phone, email and address, as it has them. */
export function contactOf(p: Place): string {
  const address = [p.addressLine1, p.city].filter(Boolean).join(', ');
  return [p.propertyPhone || p.propertyMobile, p.propertyEmail, address].filter(Boolean).join(' · ');
}

/** A time of day as a property stores it (HH:mm), else the usual check-in hour. */
const clock = (t: string | null) => (t && /^\d{2}:\d{2}$/.test(t.trim()) ? t.trim() : '14:00');

function bookingTexts(b: BookingForMessage, language: MessageLanguage) {
  const fr = language === 'fr';
  const nights = fr ? plural(b.nights, 'nuit', 'nuits') : plural(b.nights, 'night', 'nights');
  const checkIn = b.checkInTime
    ? fr
      ? `, arrivée à partir de ${clock(b.checkInTime)}`
      : `, check-in from ${clock(b.checkInTime)}`
    : '';
  const party = [
    fr ? plural(b.adults, 'adulte', 'adultes') : plural(b.adults, 'adult', 'adults'),
    ...(b.children > 0
      ? [fr ? plural(b.children, 'enfant', 'enfants') : plural(b.children, 'child', 'children')]
      : []),
  ].join(', ');
  const rooms = fr ? plural(b.rooms, 'chambre', 'chambres') : plural(b.rooms, 'room', 'rooms');
  return {
    whenText: fr
      ? `du ${dayText(b.arrival, language)} au ${dayText(b.departure, language)} (${nights})${checkIn}`
      : `${dayText(b.arrival, language)} to ${dayText(b.departure, language)} (${nights})${checkIn}`,
    whatText: `${b.roomTypeName}, ${rooms}, ${party}`,
  };
}

function reservationTexts(r: ReservationForMessage, language: MessageLanguage) {
  const fr = language === 'fr';
  const at = (d: Date, style: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...style, timeZone: r.timezone }).format(d);
  const people = (n: number) => (fr ? plural(n, 'personne', 'personnes') : plural(n, 'person', 'people'));
  const several = r.lines.length > 1;
  return {
    whenText: at(r.startsAt, { dateStyle: 'full', timeStyle: 'short' }),
    whatText: r.lines
      .map(
        (l) =>
          `${several ? `${at(l.startsAt, { timeStyle: 'short' })} ` : ''}${l.name}, ${people(l.persons)}`,
      )
      .join('; '),
  };
}

interface Send {
  entity: 'booking' | 'reservation';
  id: number;
  organisationId: number;
  purpose: MessagePurpose;
  guest: Guest;
  settings: MessageSettings;
  params: (language: MessageLanguage) => Record<string, string | number | null>;
  /** The same cause once (a confirmation); absent: every call is its own message (each change). */
  once?: string;
  notBefore?: Date;
  createdBy: number | null;
}

/** The message to the guest's email, and as SMS to their phone when the property holds the SMS subscription. */
async function sendToGuest(tx: Db, s: Send) {
  const language = messageLanguageOf(s.guest.language) ?? s.settings.language;
  const channels: [MessageChannel, string][] = [];
  if (s.guest.email) channels.push(['EMAIL', s.guest.email]);
  // Only while the property may send texts: a guest message is not worth a "not sent" row on every booking.
  if (s.guest.phone && (await propertySendsTexts(tx, s.guest.propertyId)))
    channels.push(['SMS', s.guest.phone]);
  const suffix = s.once ?? randomUUID();
  for (const [channel, recipient] of channels)
    await enqueueMessage(tx, {
      channel,
      purpose: s.purpose,
      recipient,
      language,
      params: { guestName: s.guest.firstName, ...s.params(language) },
      organisationId: s.organisationId,
      propertyId: s.guest.propertyId,
      related: { entity: s.entity, id: s.id },
      dedupeKey: `${s.entity}:${s.id}:${s.purpose.toLowerCase()}:${channel.toLowerCase()}:${suffix}`,
      ...(s.notBefore ? { notBefore: s.notBefore } : {}),
      createdBy: s.createdBy,
    });
}

const WHY_NOT_REMINDED: Record<Exclude<GuestEvent, 'CREATED'>, string> = {
  CHANGED: 'Not sent: the record was changed (a reminder for its new time replaces this one)',
  CANCELLED: 'Not sent: the record was cancelled',
  CLOSED: 'Not sent: the record was closed before its time',
};

const PURPOSES = {
  booking: {
    CREATED: 'BOOKING_CONFIRMATION',
    CHANGED: 'BOOKING_CHANGE',
    CANCELLED: 'BOOKING_CANCELLATION',
    reminder: 'ARRIVAL_REMINDER',
  },
  reservation: {
    CREATED: 'RESERVATION_CONFIRMATION',
    CHANGED: 'RESERVATION_CHANGE',
    CANCELLED: 'RESERVATION_CANCELLATION',
    reminder: 'RESERVATION_REMINDER',
  },
} as const;

interface GuestRecord {
  entity: 'booking' | 'reservation';
  id: number;
  organisationId: number;
  guest: Guest;
  /** Whether the property sends this record's confirmations and its reminder, and how long before. */
  confirm: boolean;
  remind: boolean;
  reminderAt: Date | null;
  params: (language: MessageLanguage) => Record<string, string | number | null>;
}

async function messagesOf(
  tx: Db,
  r: GuestRecord,
  event: GuestEvent,
  settings: MessageSettings,
  by: number | null,
) {
  const p = PURPOSES[r.entity];
  const base = {
    entity: r.entity,
    id: r.id,
    organisationId: r.organisationId,
    guest: r.guest,
    settings,
    createdBy: by,
  };
  // The reminder of the old time never goes: cancelled in this transaction (a due one already claimed goes on).
  if (event !== 'CREATED')
    await cancelWaitingMessages(
      tx,
      { entity: r.entity, id: r.id, purpose: p.reminder },
      WHY_NOT_REMINDED[event],
    );
  if (event !== 'CLOSED' && r.confirm)
    await sendToGuest(tx, {
      ...base,
      purpose: p[event],
      params: r.params,
      ...(event === 'CREATED' ? { once: 'once' } : {}),
      ...(event === 'CANCELLED' ? { once: 'once' } : {}),
    });
  // A reminder whose time has already passed (booked within the hours) is not sent: the confirmation just went.
  if (
    (event === 'CREATED' || event === 'CHANGED') &&
    r.remind &&
    r.reminderAt &&
    r.reminderAt.getTime() > Date.now()
  )
    await sendToGuest(tx, { ...base, purpose: p.reminder, params: r.params, notBefore: r.reminderAt });
}

const HOUR_MS = 3600_000;

/**
 * The guest's messages about a booking, on the change's transaction. An enquiry sends nothing (it is not booked
 * yet): its confirmation is CREATED, and the caller closes a cancelled enquiry with CLOSED (nothing to take back).
 */
export async function bookingMessages(tx: Db, bookingId: number, event: GuestEvent, by: number | null) {
  const b = await bookingForMessage(tx, bookingId);
  if (!b) return;
  if (b.status === 'ENQUIRY') return;
  const settings = await findMessageSettings(tx, b.propertyId);
  const arrival = wallClockToInstant(b.arrival, clock(b.checkInTime), b.timezone);
  await messagesOf(
    tx,
    {
      entity: 'booking',
      id: b.id,
      organisationId: b.organisationId,
      guest: b,
      confirm: settings.bookingConfirmation,
      remind: settings.arrivalReminder,
      reminderAt: new Date(arrival - settings.arrivalReminderHours * HOUR_MS),
      params: (language) => ({
        reference: b.reference,
        ...bookingTexts(b, language),
        totalText: money(b.total, b.currency, language),
        contactText: contactOf(b),
        reason: b.cancelReason,
      }),
    },
    event,
    settings,
    by,
  );
}

/** The guest's messages about a reservation (services, tables), on the change's transaction. */
export async function reservationMessages(
  tx: Db,
  reservationId: number,
  event: GuestEvent,
  by: number | null,
) {
  const r = await reservationForMessage(tx, reservationId);
  if (!r) return;
  const settings = await findMessageSettings(tx, r.propertyId);
  await messagesOf(
    tx,
    {
      entity: 'reservation',
      id: r.id,
      organisationId: r.organisationId,
      guest: r,
      confirm: settings.reservationConfirmation,
      remind: settings.reservationReminder,
      reminderAt: new Date(r.startsAt.getTime() - settings.reservationReminderHours * HOUR_MS),
      params: (language) => ({
        reference: r.reference,
        ...reservationTexts(r, language),
        totalText: money(r.total, r.currency, language),
        contactText: contactOf(r),
        reason: r.cancelReason,
      }),
    },
    event,
    settings,
    by,
  );
}

/** The property's message language, for a message to someone whose own language is unknown (a user). */
export const propertyMessageLanguage = async (tx: Db, propertyId: number) =>
  (await findMessageSettings(tx, propertyId)).language;

export function createGuestMessageService(db: Db) {
  return {
    async settings(actor: Actor, propertyId: number): Promise<MessageSettings> {
      const property = await reachableProperty(db, actor, propertyId);
      return findMessageSettings(db, property.id);
    },
    async saveSettings(actor: Actor, propertyId: number, input: MessageSettings): Promise<MessageSettings> {
      const property = await reachableProperty(db, actor, propertyId);
      await saveMessageSettings(db, property.id, input, actor.id);
      return findMessageSettings(db, property.id);
    },
  };
}
export type GuestMessageService = ReturnType<typeof createGuestMessageService>;

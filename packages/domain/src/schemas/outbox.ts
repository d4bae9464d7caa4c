// The message outbox (issue 13): every email, SMS and WhatsApp message the product sends, written in the transaction of the change that
// caused it and delivered by the server's worker; Msg Tracker lists them (decision 0029).
import { z } from 'zod';

import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';

export const MESSAGE_CHANNELS = ['EMAIL', 'SMS', 'WHATSAPP'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Why a message was sent: the tracker's type filter; each has its templates in en and fr on the server. */
export const MESSAGE_PURPOSES = [
  'INVITE',
  'PASSWORD_RESET',
  'PAYMENT_LINK',
  'INVOICE',
  // A guest's own messages (decision 0043): sent by the property when a booking or reservation is made, changed or
  // cancelled, and a reminder before it.
  'BOOKING_CONFIRMATION',
  'BOOKING_CHANGE',
  'BOOKING_CANCELLATION',
  'ARRIVAL_REMINDER',
  'RESERVATION_CONFIRMATION',
  'RESERVATION_CHANGE',
  'RESERVATION_CANCELLATION',
  'RESERVATION_REMINDER',
  // A marketing campaign's message (issue 14), with its unsubscribe link.
  'CAMPAIGN',
  // A guest asked for a review after a stay, a reservation or an order (issue 14), with its single-use link.
  'REVIEW_REQUEST',
] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

/**
 * A property sends SMS and WhatsApp messages only while it holds one of these subscriptions (spec §1, §6: compared
 * trimmed and case-insensitively); without one such a message is recorded CANCELLED with the reason, never sent.
 */
export const SMS_SUBSCRIPTIONS = ['SMS Host', 'SMS Subscription'] as const;

/**
 * PENDING: waiting for its next attempt; SENDING: claimed by a worker (a claim older than the lease is taken again);
 * SENT; FAILED: every attempt failed; CANCELLED: stopped by an admin (or replaced by a newer link) before sending.
 */
export const MESSAGE_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Stands for a one-time link in a stored body: the link itself is kept apart until the message is delivered, then
 * erased, so that neither the tracker nor a copy of the database shows it.
 */
export const SECRET_LINK_MARK = '[one-time link]';

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int().nullable(),
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  purpose: z.enum(MESSAGE_PURPOSES),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** The text as sent, a one-time link shown as SECRET_LINK_MARK. */
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /**
   * How it went out: `smtp`, `twilio` (SMS), `whatsapp-cloud`, or `file`: the local drop under DATA_DIR/outbox when
   * no provider is configured for the channel (nothing left the server).
   */
  transport: z.string().nullable(),
  /** The transport's answer to the delivery (the SMTP reply, the file written). */
  providerAnswer: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Files sent with an email (an invoice's PDF): their names. */
  attachments: z.array(z.string()),
  /** The record the message is about, e.g. `user` 12. */
  relatedEntity: z.string().nullable(),
  relatedId: z.string().nullable(),
  /** The message this one resends, when it is a copy. */
  resendOf: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const OUTBOX_SORTS = ['createdAt', 'status', 'recipient', 'purpose', 'sentAt'] as const;
/**
 * GET /api/messages (and …/export): newest first unless sorted; scoped by the caller (the platform everything, an
 * organisation admin their organisation, a property admin their property). `from`/`to` are UTC days of creation;
 * `search` matches the recipient.
 */
export const outboxListQuerySchema = listQuery({
  sorts: OUTBOX_SORTS,
  filters: {
    status: z.enum(MESSAGE_STATUSES).optional(),
    channel: z.enum(MESSAGE_CHANNELS).optional(),
    purpose: z.enum(MESSAGE_PURPOSES).optional(),
    propertyId: idParam.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  },
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
export const outboxPageSchema = pageOf(outboxMessageSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** The languages messages are written in. */
export const MESSAGE_LANGUAGES = ['en', 'fr'] as const;
export type MessageLanguageCode = (typeof MESSAGE_LANGUAGES)[number];

/**
 * A guest's language as typed on the customer (free text: 'fr', 'French', 'Français', 'anglais'…) as one the
 * messages speak, or null when it names none of them (the property's language is used).
 */
export function messageLanguageOf(typed: string | null | undefined): MessageLanguageCode | null {
  const t = (typed ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (/^(fr|francais|french)\b/.test(t)) return 'fr';
  if (/^(en|english|anglais)\b/.test(t)) return 'en';
  return null;
}

/** Reminders go between 1 hour and a week before. */
const reminderHours = z.number().int().min(1).max(168);

/**
 * GET/PUT /api/properties/:propertyId/message-settings: what the property sends its guests on its own. Each message
 * can be switched off; `language` is used for a guest whose own language is unknown. A change applies to messages
 * enqueued after it (a reminder already scheduled keeps its time).
 */
export const messageSettingsSchema = z.object({
  language: z.enum(MESSAGE_LANGUAGES),
  bookingConfirmation: z.boolean(),
  reservationConfirmation: z.boolean(),
  reservationReminder: z.boolean(),
  reservationReminderHours: reminderHours,
  arrivalReminder: z.boolean(),
  arrivalReminderHours: reminderHours,
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  language: 'en',
  bookingConfirmation: true,
  reservationConfirmation: true,
  reservationReminder: true,
  reservationReminderHours: 24,
  arrivalReminder: true,
  arrivalReminderHours: 24,
};

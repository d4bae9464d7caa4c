// Two-way iCal (issue 16): the busy feeds a property publishes per room type and per room (an OTA imports them),
// and the feeds it imports from OTAs (Airbnb, Booking.com, Vrbo) per room type or room, fetched on a schedule and on
// demand. Every endpoint is the property's and needs its Channel Management subscription.
import { z } from 'zod';

import { requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { idParam } from './common';
import { isoDateSchema } from './fields';
import { id, nullableOptional } from './helpers';

/** A feed token in a URL: 32 random bytes, base64url. */
export const ICAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How often an import feed is fetched, in minutes (issue 16: 15 by default). */
export const ICAL_DEFAULT_INTERVAL_MINUTES = 15;
export const ICAL_MIN_INTERVAL_MINUTES = 5;
export const ICAL_MAX_INTERVAL_MINUTES = 24 * 60;

export const ICAL_FEED_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type IcalFeedStatus = (typeof ICAL_FEED_STATUSES)[number];

// ------------------------------------------------------------------ export (our busy feeds)

/**
 * One export feed slot: a room type (roomId null) or a room. `url` is null until a feed is issued for it; issuing
 * again revokes the old URL (the OTA must be given the new one).
 */
export const icalExportFeedSchema = z.object({
  /** The issued feed's id (null: none issued). */
  id: z.number().int().nullable(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  roomId: z.number().int().nullable(),
  roomNumber: z.string().nullable(),
  /** Null when none is issued, or when its token can no longer be read (the secrets key changed): regenerate. */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** When an OTA last read it. */
  lastReadAt: z.string().nullable(),
});
export type IcalExportFeed = z.infer<typeof icalExportFeedSchema>;
export const icalExportFeedListSchema = z.array(icalExportFeedSchema);

/** POST /api/ical/property/:propertyId/export-feeds: issue (or regenerate) the feed of a room type or a room. */
export const icalExportFeedInputSchema = z.object({
  roomTypeId: id,
  roomId: id.nullable().default(null),
});
export type IcalExportFeedInput = z.input<typeof icalExportFeedInputSchema>;

export const icalExportFeedParams = z.object({ propertyId: idParam, feedId: idParam });

/** GET /api/public/ical/:file: the file is `<token>.ics`. */
export const icalPublicFileParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, VALIDATION_KEYS.unknownId),
});

// ------------------------------------------------------------------ import (OTAs' feeds)

/** Where the user's part of an address (user:password@) would be: the server sends no credentials in a URL. */
const CREDENTIALS = /^https?:\/\/[^/?#]*@/i;
const feedUrl = z
  .string()
  .trim()
  .max(1000, VALIDATION_KEYS.tooLong)
  .regex(/^https?:\/\/\S+$/i, VALIDATION_KEYS.url)
  .refine((v) => !CREDENTIALS.test(v), VALIDATION_KEYS.urlCredentials);
const interval = z
  .number()
  .int(VALIDATION_KEYS.wholeNumber)
  .min(ICAL_MIN_INTERVAL_MINUTES, VALIDATION_KEYS.icalIntervalRange)
  .max(ICAL_MAX_INTERVAL_MINUTES, VALIDATION_KEYS.icalIntervalRange);

/**
 * POST /api/ical/property/:propertyId/import-feeds. `connectionId` is the property's channel connection whose
 * reservations the feed's events are (its Airbnb connection: bookings from source AirBnB; or the iCal connection);
 * events book `roomTypeId`, on `roomId` when the feed is one room's.
 */
export const icalImportFeedInputSchema = z.object({
  connectionId: id,
  roomTypeId: id,
  roomId: id.nullable().default(null),
  name: requiredText(80),
  url: feedUrl,
  intervalMinutes: interval.default(ICAL_DEFAULT_INTERVAL_MINUTES),
  status: z.enum(ICAL_FEED_STATUSES).default('ACTIVE'),
});
export type IcalImportFeedInput = z.input<typeof icalImportFeedInputSchema>;

/** PATCH …/import-feeds/:feedId. */
export const icalImportFeedUpdateSchema = z
  .object({
    name: requiredText(80).optional(),
    url: feedUrl.optional(),
    roomId: nullableOptional(id),
    intervalMinutes: interval.optional(),
    status: z.enum(ICAL_FEED_STATUSES).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: VALIDATION_KEYS.fieldToChange });
export type IcalImportFeedUpdate = z.infer<typeof icalImportFeedUpdateSchema>;

export const icalImportFeedSchema = z.object({
  id: z.number().int(),
  connectionId: z.number().int(),
  channelName: z.string(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  roomId: z.number().int().nullable(),
  roomNumber: z.string().nullable(),
  name: z.string(),
  /** Null when the server can no longer read it (its secrets key changed): the admin enters it again. */
  url: z.string().nullable(),
  intervalMinutes: z.number().int(),
  status: z.enum(ICAL_FEED_STATUSES),
  lastFetchAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** The last fetch's failure (HTTP status, timeout, not iCal), null after a success. */
  lastError: z.string().nullable(),
  /** Stays the last successful fetch read (within the import's horizon). */
  lastEventCount: z.number().int().nullable(),
  nextFetchAt: z.string().nullable(),
  createdAt: z.string(),
});
export type IcalImportFeed = z.infer<typeof icalImportFeedSchema>;
export const icalImportFeedListSchema = z.array(icalImportFeedSchema);

export const icalImportFeedParams = z.object({ propertyId: idParam, feedId: idParam });

/** POST …/import-feeds/:feedId/sync: what one fetch did. A failed fetch changes nothing (status ERROR). */
export const icalSyncResultSchema = z.object({
  feedId: z.number().int(),
  status: z.enum(['SUCCESS', 'ERROR']),
  error: z.string().nullable(),
  events: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  cancelled: z.number().int(),
  overbooked: z.number().int(),
  unchanged: z.number().int(),
});
export type IcalSyncResult = z.infer<typeof icalSyncResultSchema>;

// ------------------------------------------------------------------ the tape chart's overbookings

/** GET /api/ical/property/:propertyId/overbookings?from&to: OVERBOOKED channel reservations over the range. */
export const icalOverbookingQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.to >= q.from, { message: VALIDATION_KEYS.departureAfterArrival, path: ['to'] });

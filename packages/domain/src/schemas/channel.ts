// OTA channels (issue 16): the platform's catalogue of channels, a property's connections to them (mappings, fees,
// rate adjustment, stop-sell), the reservations they send, and the sync health of each connection (docs/channels.md).
import { z } from 'zod';

import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { BOOKING_SOURCES } from './booking';
import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';
import { count, id, nullableOptional, urlText } from './helpers';

/** The subscription a property needs for any of its channel or iCal endpoints (spec §1, §6: compared trimmed). */
export const CHANNEL_SUBSCRIPTION = 'Channel Management';

/**
 * How the server talks to a channel: ICAL (feeds the OTA pulls, feeds we import: the ical module) and HTTP_JSON (the
 * original's `urlAvailabilityUpdate` / `urlRatesUpdate`: JSON posted to the channel's URLs, reservations received on
 * the connection's webhook). A new connector is a new kind and one adapter file (docs/channels.md).
 */
export const CHANNEL_ADAPTER_KINDS = ['ICAL', 'HTTP_JSON'] as const;
export type ChannelAdapterKind = (typeof CHANNEL_ADAPTER_KINDS)[number];

export const CHANNEL_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** A PAUSED connection keeps its mappings but neither pushes nor accepts reservations. */
export const CHANNEL_CONNECTION_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type ChannelConnectionStatus = (typeof CHANNEL_CONNECTION_STATUSES)[number];

/** The original's `bookingCommissionFeeType` / `convenienceFeeType`. */
export const CHANNEL_FEE_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;
export type ChannelFeeType = (typeof CHANNEL_FEE_TYPES)[number];

/**
 * What became of a reservation a channel sent: BOOKED (a booking holds it), MODIFIED (its booking was amended),
 * CANCELLED, OVERBOOKED (no room was left: recorded, flagged on the tape chart, never silently dropped nor doubled).
 */
export const CHANNEL_RESERVATION_STATUSES = ['BOOKED', 'MODIFIED', 'CANCELLED', 'OVERBOOKED'] as const;
export type ChannelReservationStatus = (typeof CHANNEL_RESERVATION_STATUSES)[number];

/** What the channel says happened to its reservation. */
export const CHANNEL_RESERVATION_ACTIONS = ['NEW', 'MODIFIED', 'CANCELLED'] as const;
export type ChannelReservationAction = (typeof CHANNEL_RESERVATION_ACTIONS)[number];

/** PUSH: availability and rates sent; PULL: a feed or API read; RECEIVE: a reservation handed to us. */
export const CHANNEL_SYNC_DIRECTIONS = ['PUSH', 'PULL', 'RECEIVE'] as const;
export type ChannelSyncDirection = (typeof CHANNEL_SYNC_DIRECTIONS)[number];
export const CHANNEL_SYNC_STATUSES = ['SUCCESS', 'ERROR'] as const;
export type ChannelSyncStatus = (typeof CHANNEL_SYNC_STATUSES)[number];

/** The push queue's row: PENDING (waiting for its quiet period or a retry) → SENDING → SENT | FAILED. */
export const CHANNEL_PUSH_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type ChannelPushStatus = (typeof CHANNEL_PUSH_STATUSES)[number];

// ------------------------------------------------------------------ the catalogue (platform)

/** POST/PUT /api/channel: a channel of the catalogue (the original's `OnlineTravelAgencies`, without passwords). */
export const channelInputSchema = z.object({
  name: requiredText(80),
  description: nullableOptional(optionalText(500)),
  logoUrl: nullableOptional(urlText),
  website: nullableOptional(urlText),
  email: nullableOptional(z.union([emailSchema, z.literal('')])),
  contactNumber: nullableOptional(z.union([phoneSchema, z.literal('')])),
  adapterKind: z.enum(CHANNEL_ADAPTER_KINDS),
  /** The source its bookings carry on the tape chart and in the reports. */
  bookingSource: z.enum(BOOKING_SOURCES),
  /** HTTP_JSON: where availability and rates are posted (the original's urlAvailabilityUpdate, urlRatesUpdate). */
  availabilityUrl: nullableOptional(urlText),
  ratesUrl: nullableOptional(urlText),
  status: z.enum(CHANNEL_STATUSES).default('ACTIVE'),
});
export type ChannelInput = z.input<typeof channelInputSchema>;

export const channelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  contactNumber: z.string().nullable(),
  adapterKind: z.enum(CHANNEL_ADAPTER_KINDS),
  bookingSource: z.string(),
  availabilityUrl: z.string().nullable(),
  ratesUrl: z.string().nullable(),
  status: z.enum(CHANNEL_STATUSES),
  /** Properties connected to it (a connected channel is made INACTIVE, not deleted). */
  connections: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

export const CHANNEL_SORTS = ['name', 'adapterKind', 'status', 'createdAt'] as const;
/** GET /api/channel (and …/export): `search` matches the name, website and email. */
export const channelListQuerySchema = listQuery({
  sorts: CHANNEL_SORTS,
  filters: {
    status: z.enum(CHANNEL_STATUSES).optional(),
    adapterKind: z.enum(CHANNEL_ADAPTER_KINDS).optional(),
  },
});
export type ChannelListQuery = z.infer<typeof channelListQuerySchema>;
export const channelPageSchema = pageOf(channelSchema);
export type ChannelPage = z.infer<typeof channelPageSchema>;

// ------------------------------------------------------------------ a property's connections

const feeAmount = z
  .number()
  .finite()
  .min(0, VALIDATION_KEYS.atLeastZero)
  .max(1_000_000)
  .multipleOf(0.01, VALIDATION_KEYS.moneyDecimals);

/** The settings of a connection (all optional on an update). */
const connectionFields = {
  /** The property's id at the channel (the original's `onlineTravelAgencyPropertyId`). */
  externalPropertyId: nullableOptional(optionalText(120)),
  commissionFee: feeAmount.default(0),
  commissionFeeType: z.enum(CHANNEL_FEE_TYPES).default('PERCENTAGE'),
  convenienceFee: feeAmount.default(0),
  convenienceFeeType: z.enum(CHANNEL_FEE_TYPES).default('AMOUNT'),
  /** Every rate sent to this channel is changed by this percentage (+15 sells 100 at 115; −100 < x ≤ 200). */
  rateAdjustmentPercent: z
    .number()
    .finite()
    .gt(-100, VALIDATION_KEYS.rateAdjustmentRange)
    .max(200, VALIDATION_KEYS.rateAdjustmentRange)
    .multipleOf(0.01, VALIDATION_KEYS.twoDecimals)
    .default(0),
  /** Nothing of the property sells on this channel (availability 0 is pushed). */
  stopSell: z.boolean().default(false),
  status: z.enum(CHANNEL_CONNECTION_STATUSES).default('ACTIVE'),
};

/** POST /api/channel/property/:propertyId/connection: connect the property to a channel of the catalogue. */
export const channelConnectionInputSchema = z.object({ channelId: id, ...connectionFields });
export type ChannelConnectionInput = z.input<typeof channelConnectionInputSchema>;

/** PATCH /api/channel/property/:propertyId/connection/:connectionId. */
export const channelConnectionUpdateSchema = z
  .object({
    externalPropertyId: connectionFields.externalPropertyId,
    commissionFee: feeAmount.optional(),
    commissionFeeType: z.enum(CHANNEL_FEE_TYPES).optional(),
    convenienceFee: feeAmount.optional(),
    convenienceFeeType: z.enum(CHANNEL_FEE_TYPES).optional(),
    rateAdjustmentPercent: connectionFields.rateAdjustmentPercent.removeDefault().optional(),
    stopSell: z.boolean().optional(),
    status: z.enum(CHANNEL_CONNECTION_STATUSES).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: VALIDATION_KEYS.fieldToChange });
export type ChannelConnectionUpdate = z.infer<typeof channelConnectionUpdateSchema>;

/** A room type (and optionally one of its rate plans) and its codes at the channel. */
export const channelMappingInputSchema = z.object({
  roomTypeId: id,
  ratePlanId: id.nullable().default(null),
  externalRoomCode: requiredText(80),
  externalRateCode: nullableOptional(optionalText(80)),
  /** This room type does not sell on this channel. */
  stopSell: z.boolean().default(false),
});
export type ChannelMappingInput = z.input<typeof channelMappingInputSchema>;

/** PUT …/connection/:connectionId/mappings: the connection's whole mapping list, replaced at once. */
export const channelMappingsInputSchema = z.object({
  mappings: z
    .array(channelMappingInputSchema)
    .max(500)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((m, i) => {
        const key = `${m.roomTypeId}/${m.ratePlanId ?? ''}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i, 'roomTypeId'], message: VALIDATION_KEYS.listedTwice });
        seen.add(key);
      });
    }),
});
export type ChannelMappingsInput = z.input<typeof channelMappingsInputSchema>;

export const channelMappingSchema = z.object({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  ratePlanId: z.number().int().nullable(),
  ratePlanName: z.string().nullable(),
  externalRoomCode: z.string(),
  externalRateCode: z.string().nullable(),
  stopSell: z.boolean(),
});
export type ChannelMapping = z.infer<typeof channelMappingSchema>;

export const channelConnectionSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelLogoUrl: z.string().nullable(),
  adapterKind: z.enum(CHANNEL_ADAPTER_KINDS),
  bookingSource: z.string(),
  externalPropertyId: z.string().nullable(),
  commissionFee: z.number(),
  commissionFeeType: z.enum(CHANNEL_FEE_TYPES),
  convenienceFee: z.number(),
  convenienceFeeType: z.enum(CHANNEL_FEE_TYPES),
  rateAdjustmentPercent: z.number(),
  stopSell: z.boolean(),
  status: z.enum(CHANNEL_CONNECTION_STATUSES),
  lastSyncAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  mappings: z.array(channelMappingSchema),
  createdAt: z.string(),
});
export type ChannelConnection = z.infer<typeof channelConnectionSchema>;
export const channelConnectionListSchema = z.array(channelConnectionSchema);

export const channelConnectionParams = z.object({ propertyId: idParam, connectionId: idParam });

// ------------------------------------------------------------------ reservations from channels

/**
 * A reservation as an adapter hands it to `receiveChannelReservation` (a webhook body, an iCal event, an API
 * answer). The room type is named by our id (the adapter knows it, as iCal's feed of a room type does) or by the
 * channel's code (the connection's mapping); a room, when the channel sold one (an iCal feed per room).
 */
export const channelReservationInputSchema = z
  .object({
    /** The channel's reservation id (the original's `otaReservationId`; iCal: the event's UID): one per connection. */
    externalId: requiredText(200),
    action: z.enum(CHANNEL_RESERVATION_ACTIONS),
    externalTransactionId: nullableOptional(optionalText(200)),
    roomTypeId: id.optional(),
    externalRoomCode: optionalText(80),
    externalRateCode: nullableOptional(optionalText(80)),
    roomId: id.optional(),
    arrival: isoDateSchema,
    departure: isoDateSchema,
    rooms: z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(20).default(1),
    adults: z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(50).default(1),
    children: count(50).default(0),
    firstName: nullableOptional(optionalText(80)),
    lastName: nullableOptional(optionalText(80)),
    email: nullableOptional(optionalText(160)),
    contactNumber: nullableOptional(optionalText(40)),
    paidAmount: z.number().finite().min(0).max(10_000_000).nullable().optional(),
    totalAmount: z.number().finite().min(0).max(10_000_000).nullable().optional(),
    modeOfPayment: nullableOptional(optionalText(60)),
    /** The channel's own status word, kept as sent (the original's `bookingStatus`). */
    bookingStatus: nullableOptional(optionalText(60)),
    notes: nullableOptional(optionalText(2000)),
    /** What the channel sent, kept for the log and for sync health (JSON, or the iCal event's text). */
    payload: z.unknown().optional(),
    payloadType: z.enum(['JSON', 'ICAL', 'XML']).default('JSON'),
  })
  .superRefine((v, ctx) => {
    if (v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.departureAfterArrival, path: ['departure'] });
    if (v.roomTypeId == null && !v.externalRoomCode)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.required, path: ['externalRoomCode'] });
  });
export type ChannelReservationInput = z.input<typeof channelReservationInputSchema>;

/** The reservations log (the original's columns: id, channel, transaction, BookOne reservation, created, updated…). */
export const channelReservationSchema = z.object({
  id: z.number().int(),
  connectionId: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  externalId: z.string(),
  externalTransactionId: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  bookingNumber: z.string().nullable(),
  status: z.enum(CHANNEL_RESERVATION_STATUSES),
  bookingStatus: z.string().nullable(),
  payloadType: z.string(),
  /** What the channel sent, as text (JSON, or the iCal event), for the admin to read in the log. */
  payload: z.string().nullable(),
  roomTypeId: z.number().int().nullable(),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  guestName: z.string().nullable(),
  email: z.string().nullable(),
  contactNumber: z.string().nullable(),
  noOfPerson: z.number().int(),
  paidAmount: z.number().nullable(),
  totalAmount: z.number().nullable(),
  modeOfPayment: z.string().nullable(),
  /** Why it is OVERBOOKED (or why a change could not be applied). */
  problem: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChannelReservation = z.infer<typeof channelReservationSchema>;

export const CHANNEL_RESERVATION_SORTS = ['createdAt', 'updatedAt', 'checkinDate', 'status'] as const;
/** GET /api/channel/property/:propertyId/reservations (and …/export). */
export const channelReservationListQuerySchema = listQuery({
  sorts: CHANNEL_RESERVATION_SORTS,
  filters: {
    connectionId: idParam.optional(),
    status: z.enum(CHANNEL_RESERVATION_STATUSES).optional(),
  },
});
export type ChannelReservationListQuery = z.infer<typeof channelReservationListQuerySchema>;
export const channelReservationPageSchema = pageOf(channelReservationSchema);
export type ChannelReservationPage = z.infer<typeof channelReservationPageSchema>;

/** An OVERBOOKED reservation on the tape chart (`listOverbookings`). */
export const channelOverbookingSchema = z.object({
  id: z.number().int(),
  channelName: z.string(),
  externalId: z.string(),
  roomTypeId: z.number().int().nullable(),
  roomId: z.number().int().nullable(),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  guestName: z.string().nullable(),
  problem: z.string().nullable(),
});
export type ChannelOverbooking = z.infer<typeof channelOverbookingSchema>;

// ------------------------------------------------------------------ sync health

export const channelSyncEventSchema = z.object({
  id: z.number().int(),
  direction: z.enum(CHANNEL_SYNC_DIRECTIONS),
  status: z.enum(CHANNEL_SYNC_STATUSES),
  message: z.string().nullable(),
  error: z.string().nullable(),
  /** What was sent or received, as text (JSON or iCal), for the admin to read. */
  payload: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ChannelSyncEvent = z.infer<typeof channelSyncEventSchema>;

/** GET …/connection/:connectionId/health. */
export const channelSyncHealthSchema = z.object({
  connectionId: z.number().int(),
  status: z.enum(CHANNEL_CONNECTION_STATUSES),
  lastSyncAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** When the next push goes (the pending one's due time), null when nothing waits. */
  nextRunAt: z.string().nullable(),
  pendingPush: z
    .object({
      from: z.string(),
      to: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
    })
    .nullable(),
  overbookings: z.number().int(),
  recentErrors: z.array(channelSyncEventSchema),
  recentEvents: z.array(channelSyncEventSchema),
});
export type ChannelSyncHealth = z.infer<typeof channelSyncHealthSchema>;

/** A range of nights to push: [from, to) (departure-style end), optionally some room types only. */
export const channelPushRangeSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  roomTypeIds: z.array(id).max(500).nullable().optional(),
});
export type ChannelPushRange = z.infer<typeof channelPushRangeSchema>;

// ------------------------------------------------------------------ the reservations webhook (HTTP_JSON channels)

/** POST …/connection/:connectionId/webhook-token: a new token (the old one stops working), told this once only. */
export const channelWebhookTokenSchema = z.object({
  token: z.string(),
  /** Where the channel posts its reservations: `/api/public/channel/webhook/{token}`. */
  path: z.string(),
});
export type ChannelWebhookToken = z.infer<typeof channelWebhookTokenSchema>;

/** A webhook token: 43 base64url characters (32 random bytes). */
export const channelWebhookParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, VALIDATION_KEYS.unknownId),
});

/** POST /api/public/channel/webhook/:token: what became of the reservation. */
export const channelWebhookResultSchema = z.object({
  outcome: z.enum([...CHANNEL_RESERVATION_STATUSES, 'UNCHANGED']),
  reservationId: z.number().int(),
  bookingNumber: z.string().nullable(),
});
export type ChannelWebhookResult = z.infer<typeof channelWebhookResultSchema>;

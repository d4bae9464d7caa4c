// OTA channels (issue 16, docs/channels.md): the platform's catalogue, a property's connections (its Channel
// Management subscription first), mappings, the reservations log and sync health. The push worker and the inbound
// path live beside it (channel-worker.ts, channel-receive.ts).
import {
  addDays,
  CHANNEL_SUBSCRIPTION,
  type Channel,
  type ChannelConnection,
  type ChannelConnectionInput,
  type ChannelConnectionUpdate,
  type ChannelInput,
  type ChannelListQuery,
  type ChannelMappingsInput,
  type ChannelOverbooking,
  type ChannelReservation,
  type ChannelReservationInput,
  type ChannelReservationListQuery,
  type ChannelWebhookToken,
  type ChannelWebhookResult,
  type ChannelSyncHealth,
  type ChannelSyncEvent,
  todayIn,
  VALIDATION_KEYS,
} from '@bookone/domain';

import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { enqueueChannelPush, openPushesOf } from '../channel-push/channel-push.service';
import { holdsSubscription } from '../payment-link/payment-link.service';
import { findRatePlanRow, findRoomTypeRow } from '../room/room.service';
import { receiveChannelReservation } from './channel-receive';
import { rangeOf } from './channel-worker';
import { toConnection } from './channel-connection-view';
import {
  allChannelReservations,
  allChannels,
  connectedProperties,
  countOverbookings,
  deleteChannel,
  deleteConnection,
  findChannel,
  findChannelReservationView,
  findConnection,
  findConnectionByWebhook,
  insertChannel,
  insertConnection,
  insertSyncEvent,
  listChannelReservations,
  listChannels,
  listConnections,
  mappingsOf,
  overbookingsOf,
  recentSyncEvents,
  recordSyncOutcome,
  replaceMappings,
  updateChannel,
  updateConnection,
  type ChannelRow,
  type SyncEventRow,
} from './channel.repository';

/** How far ahead a connection's first push (and a stop-sell change) reaches: the rates grid's year. */
export const PUSH_HORIZON_DAYS = 365;

type ChannelView = NonNullable<Awaited<ReturnType<typeof findChannel>>>;
type ReservationView = Awaited<ReturnType<typeof listChannelReservations>>['items'][number];

const iso = (d: Date | null) => (d == null ? null : d.toISOString());
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toChannel(v: { row: ChannelRow; connections: number }): Channel {
  const r = v.row;
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    logoUrl: r.logoUrl,
    website: r.website,
    email: r.email,
    contactNumber: r.contactNumber,
    adapterKind: r.adapterKind,
    bookingSource: r.bookingSource,
    availabilityUrl: r.availabilityUrl,
    ratesUrl: r.ratesUrl,
    status: r.status,
    connections: v.connections,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toChannelReservation(v: ReservationView): ChannelReservation {
  const r = v.row;
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return {
    id: r.id,
    connectionId: r.connectionId,
    channelId: v.channelId,
    channelName: v.channelName,
    externalId: r.externalId,
    externalTransactionId: r.externalTransactionId,
    bookingId: r.bookingId,
    bookingNumber: v.bookingNumber,
    status: r.status,
    bookingStatus: r.bookingStatus,
    payloadType: r.payloadType,
    payload: r.payload,
    roomTypeId: r.roomTypeId,
    checkinDate: r.checkinDate,
    checkoutDate: r.checkoutDate,
    guestName: name || null,
    email: r.email,
    contactNumber: r.contactNumber,
    noOfPerson: r.noOfPerson,
    paidAmount: r.paidAmount,
    totalAmount: r.totalAmount,
    modeOfPayment: r.modeOfPayment,
    problem: r.problem,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function toSyncEvent(e: SyncEventRow): ChannelSyncEvent {
  return {
    id: e.id,
    direction: e.direction,
    status: e.status,
    message: e.message,
    error: e.error,
    payload: e.payload,
    startedAt: e.startedAt.toISOString(),
    finishedAt: iso(e.finishedAt),
  };
}

/** The catalogue's text fields: an empty string is no value. */
const blankless = (input: ChannelInput) => ({
  ...input,
  email: input.email || null,
  contactNumber: input.contactNumber || null,
});

export function createChannelService(db: Db) {
  async function channelOr404(id: number): Promise<ChannelView> {
    const c = await findChannel(db, id);
    if (!c) throw notFound('Channel');
    return c;
  }

  /** The property, reachable by the caller and holding Channel Management (403 with the message key otherwise). */
  async function channelProperty(actor: Actor, propertyId: number) {
    const property = await reachableProperty(db, actor, propertyId);
    if (!(await holdsSubscription(db, property.id, CHANNEL_SUBSCRIPTION)))
      throw forbidden(VALIDATION_KEYS.noChannelSubscription);
    return property;
  }

  /** A connection of the property (another property's answers 404 as missing). */
  async function propertyConnection(actor: Actor, propertyId: number, connectionId: number) {
    const property = await channelProperty(actor, propertyId);
    const v = await findConnection(db, connectionId);
    if (!v || v.row.propertyId !== property.id) throw notFound('Connection');
    return { property, view: v };
  }

  async function connectionAnswer(connectionId: number): Promise<ChannelConnection> {
    const v = (await findConnection(db, connectionId))!;
    return toConnection(v, await mappingsOf(db, [v.row.id]));
  }

  /** The next year of nights, from the property's today: what a new or changed connection pushes at once. */
  const horizon = (timezone: string) => {
    const from = todayIn(timezone);
    return { from, to: addDays(from, PUSH_HORIZON_DAYS), roomTypeIds: null };
  };

  return {
    // ---------------------------------------------------------------- the catalogue (platform)
    async listChannels(q: ChannelListQuery) {
      const page = await listChannels(db, q);
      return { ...page, items: page.items.map(toChannel) };
    },
    async exportChannels(q: ChannelListQuery, limit: number) {
      return (await allChannels(db, q, limit)).map(toChannel);
    },
    async getChannel(id: number) {
      return toChannel(await channelOr404(id));
    },
    async createChannel(input: ChannelInput): Promise<Channel> {
      try {
        const row = await insertChannel(db, blankless(input));
        return toChannel({ row, connections: 0 });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('A channel with this name already exists', {
            name: VALIDATION_KEYS.channelNameTaken,
          });
        throw err;
      }
    },
    async updateChannel(id: number, input: ChannelInput): Promise<Channel> {
      await channelOr404(id);
      try {
        await db.transaction(async (tx) => {
          await updateChannel(tx, id, blankless(input));
          // Its connections sell again (or stop, or go to new URLs) with it: their horizon goes out.
          for (const c of await connectedProperties(tx, id))
            await enqueueChannelPush(tx, c.propertyId, horizon(c.timezone));
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('A channel with this name already exists', {
            name: VALIDATION_KEYS.channelNameTaken,
          });
        throw err;
      }
      return toChannel(await channelOr404(id));
    },
    async deleteChannel(id: number) {
      const c = await channelOr404(id);
      if (c.connections > 0)
        throw conflict('Properties are connected to this channel: make it INACTIVE instead', {
          status: VALIDATION_KEYS.channelInUse,
        });
      await deleteChannel(db, id);
    },

    // ---------------------------------------------------------------- a property's connections
    async connections(actor: Actor, propertyId: number): Promise<ChannelConnection[]> {
      const property = await channelProperty(actor, propertyId);
      const views = await listConnections(db, property.id);
      const maps = await mappingsOf(
        db,
        views.map((v) => v.row.id),
      );
      return views.map((v) => toConnection(v, maps));
    },

    async connection(actor: Actor, propertyId: number, connectionId: number) {
      const { view } = await propertyConnection(actor, propertyId, connectionId);
      return connectionAnswer(view.row.id);
    },

    async connect(
      actor: Actor,
      propertyId: number,
      input: ChannelConnectionInput,
    ): Promise<ChannelConnection> {
      const property = await channelProperty(actor, propertyId);
      const c = await findChannel(db, input.channelId);
      if (!c) throw badRequest('Unknown channel', { channelId: VALIDATION_KEYS.unknownId });
      if (c.row.status !== 'ACTIVE')
        throw conflict('This channel is not active', { channelId: VALIDATION_KEYS.channelInactive });
      const { channelId, ...settings } = input;
      try {
        const id = await db.transaction(async (tx) => {
          const row = await insertConnection(tx, { ...settings, propertyId: property.id, channelId });
          await enqueueChannelPush(tx, property.id, horizon(property.timezone));
          return row.id;
        });
        return connectionAnswer(id);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('This property is already connected to this channel', {
            channelId: VALIDATION_KEYS.channelConnected,
          });
        throw err;
      }
    },

    /** Fees, adjustment, stop-sell, status: a change that alters what the channel sells pushes the horizon. */
    async configure(actor: Actor, propertyId: number, connectionId: number, input: ChannelConnectionUpdate) {
      const { property, view } = await propertyConnection(actor, propertyId, connectionId);
      await db.transaction(async (tx) => {
        await updateConnection(tx, view.row.id, input);
        const sells =
          input.stopSell !== undefined ||
          input.rateAdjustmentPercent !== undefined ||
          input.status === 'ACTIVE';
        if (sells) await enqueueChannelPush(tx, property.id, horizon(property.timezone));
      });
      return connectionAnswer(view.row.id);
    },

    async disconnect(actor: Actor, propertyId: number, connectionId: number) {
      const { view } = await propertyConnection(actor, propertyId, connectionId);
      await deleteConnection(db, view.row.id);
    },

    /** The whole mapping list at once: every room type and plan must be the property's. */
    async map(actor: Actor, propertyId: number, connectionId: number, input: ChannelMappingsInput) {
      const { property, view } = await propertyConnection(actor, propertyId, connectionId);
      const rows: Parameters<typeof replaceMappings>[2] = [];
      for (const [i, m] of input.mappings.entries()) {
        const rt = await findRoomTypeRow(db, m.roomTypeId);
        if (!rt || rt.propertyId !== property.id)
          throw badRequest('Room type not found', {
            [`mappings.${i}.roomTypeId`]: VALIDATION_KEYS.noSuchRoomType,
          });
        if (m.ratePlanId != null) {
          const plan = await findRatePlanRow(db, m.ratePlanId);
          if (!plan || plan.roomTypeId !== rt.id)
            throw badRequest('Rate plan not found', {
              [`mappings.${i}.ratePlanId`]: VALIDATION_KEYS.unknownId,
            });
        }
        rows.push({
          roomTypeId: rt.id,
          ratePlanId: m.ratePlanId ?? null,
          externalRoomCode: m.externalRoomCode,
          externalRateCode: m.externalRateCode || null,
          stopSell: m.stopSell ?? false,
        });
      }
      await db.transaction(async (tx) => {
        await replaceMappings(tx, view.row.id, rows);
        await enqueueChannelPush(tx, property.id, horizon(property.timezone));
      });
      return connectionAnswer(view.row.id);
    },

    /** A new webhook token for the connection (the old one stops working); only its hash is kept. */
    async webhookToken(actor: Actor, propertyId: number, connectionId: number): Promise<ChannelWebhookToken> {
      const { view } = await propertyConnection(actor, propertyId, connectionId);
      const token = randomBytes(32).toString('base64url');
      await updateConnection(db, view.row.id, { webhookTokenHash: hashToken(token) });
      return { token, path: `/api/public/channel/webhook/${token}` };
    },

    /**
     * A reservation a channel posts to its connection's webhook: the token names the connection (404 for any other),
     * which must still sell (409 when paused, its channel inactive or the subscription gone).
     */
    async receiveWebhook(token: string, input: ChannelReservationInput): Promise<ChannelWebhookResult> {
      const view = await findConnectionByWebhook(db, hashToken(token));
      if (!view) throw notFound('Webhook');
      if (view.row.status !== 'ACTIVE' || view.channelStatus !== 'ACTIVE')
        throw conflict('This connection is paused or its channel is inactive: no reservation is taken');
      if (!(await holdsSubscription(db, view.row.propertyId, CHANNEL_SUBSCRIPTION)))
        throw conflict(VALIDATION_KEYS.noChannelSubscription);
      const result = await db.transaction((tx) => receiveChannelReservation(tx, view.row, input));
      const saved = (await findChannelReservationView(db, result.reservation.id))!;
      return { outcome: result.outcome, reservationId: saved.row.id, bookingNumber: saved.bookingNumber };
    },

    // ---------------------------------------------------------------- reservations log and sync health
    async reservations(actor: Actor, propertyId: number, q: ChannelReservationListQuery) {
      const property = await channelProperty(actor, propertyId);
      const page = await listChannelReservations(db, property.id, q);
      return { ...page, items: page.items.map(toChannelReservation) };
    },
    async exportReservations(
      actor: Actor,
      propertyId: number,
      q: ChannelReservationListQuery,
      limit: number,
    ) {
      const property = await channelProperty(actor, propertyId);
      const rows = (await allChannelReservations(db, property.id, q, limit)).map(toChannelReservation);
      return { rows, today: todayIn(property.timezone) };
    },

    async health(actor: Actor, propertyId: number, connectionId: number): Promise<ChannelSyncHealth> {
      const { view } = await propertyConnection(actor, propertyId, connectionId);
      const id = view.row.id;
      const [open, overbookings, errors, events] = [
        await openPushesOf(db, id),
        await countOverbookings(db, id),
        await recentSyncEvents(db, id, 10, 'ERROR'),
        await recentSyncEvents(db, id, 20),
      ];
      const pending = open.length > 0 ? rangeOf(open) : null;
      const waiting = open.filter((r) => r.status === 'PENDING');
      const nextRunAt =
        waiting.length === 0
          ? null
          : new Date(
              Math.max(
                ...waiting.map((r) => r.dueAt.getTime()),
                ...waiting.map((r) => r.createdAt.getTime()),
              ),
            );
      return {
        connectionId: id,
        status: view.row.status,
        lastSyncAt: iso(view.row.lastSyncAt),
        lastSuccessAt: iso(view.row.lastSuccessAt),
        lastError: view.row.lastError,
        nextRunAt: iso(nextRunAt),
        pendingPush: pending && {
          from: pending.from,
          to: pending.to,
          attempts: Math.max(...open.map((r) => r.attempts)),
          lastError: open.find((r) => r.lastError)?.lastError ?? null,
        },
        overbookings,
        recentErrors: errors.map(toSyncEvent),
        recentEvents: events.map(toSyncEvent),
      };
    },
  };
}
export type ChannelService = ReturnType<typeof createChannelService>;

/** For other modules (ical, the tape chart): a property's OVERBOOKED channel reservations whose stay meets [from, to). */
export async function listOverbookings(
  db: Db,
  propertyId: number,
  from: string,
  to: string,
): Promise<ChannelOverbooking[]> {
  return (await overbookingsOf(db, propertyId, from, to)).map((v) => ({
    id: v.row.id,
    channelName: v.channelName,
    externalId: v.row.externalId,
    roomTypeId: v.row.roomTypeId,
    roomId: v.row.roomId,
    checkinDate: v.row.checkinDate,
    checkoutDate: v.row.checkoutDate,
    guestName: [v.row.firstName, v.row.lastName].filter(Boolean).join(' ') || null,
    problem: v.row.problem,
  }));
}

// ------------------------------------------------------------------ For other modules
export { receiveChannelReservation, type ReceiveOutcome, type ReceiveResult } from './channel-receive';

/**
 * For other modules (the ical import): a sync's outcome in the connection's health, a sync event and the connection's
 * last sync (and last success, or its error), on the caller's transaction.
 */
export async function recordSync(
  tx: Db,
  event: Parameters<typeof insertSyncEvent>[1],
  outcome: { ok: boolean; error: string | null },
): Promise<void> {
  await insertSyncEvent(tx, event);
  await recordSyncOutcome(tx, event.connectionId, outcome.ok, outcome.error);
}
export { enqueueChannelPush } from '../channel-push/channel-push.service';
export {
  ChannelAdapterRegistry,
  PermanentChannelError,
  type AdapterConnection,
  type ChannelAdapter,
  type ChannelSnapshot,
  type PushRange,
  type PushResult,
} from './channel-adapter';
export { createChannelWorker, type ChannelWorker, type ChannelWorkerOptions } from './channel-worker';
export { icalAdapter } from './channel-ical-adapter';
export { httpJsonAdapterFor } from './channel-http-adapter';

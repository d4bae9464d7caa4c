// The channel adapter interface (issue 16, docs/channels.md): what the channel framework asks of a connector to one
// OTA, and the registry by adapter kind. A real connector is one file implementing `ChannelAdapter`, registered
// under its kind; the framework does the queueing, debouncing, retries, snapshots and the inbound booking rules.
import type { ChannelAdapterKind, ChannelFeeType, ChannelReservationInput } from '@bookone/domain';

/** The connection as an adapter sees it: the channel's settings, the property's id there, the mappings. */
export interface AdapterConnection {
  id: number;
  propertyId: number;
  channel: {
    id: number;
    name: string;
    adapterKind: ChannelAdapterKind;
    availabilityUrl: string | null;
    ratesUrl: string | null;
  };
  externalPropertyId: string | null;
  commissionFee: number;
  commissionFeeType: ChannelFeeType;
  convenienceFee: number;
  convenienceFeeType: ChannelFeeType;
  rateAdjustmentPercent: number;
}

/** A range of nights [from, to): `to` is the first night not included (a departure date). */
export interface PushRange {
  from: string;
  to: string;
}

/** One night of one mapped room type as the channel should sell it. */
export interface SnapshotNight {
  date: string;
  /** Units to sell: 0 when stopped (property, connection, mapping or the night's own stop-sell) or closed. */
  available: number;
  /** The room type's standard price of the night with the connection's rate adjustment. */
  price: number;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** Why `available` is 0 although rooms are free (for the payload a human reads). */
  stopped: boolean;
}

/** A mapped rate plan's price per night, adjusted. */
export interface SnapshotRatePlan {
  ratePlanId: number;
  externalRateCode: string | null;
  prices: { date: string; price: number }[];
}

export interface SnapshotRoomType {
  roomTypeId: number;
  roomTypeName: string;
  externalRoomCode: string;
  nights: SnapshotNight[];
  ratePlans: SnapshotRatePlan[];
}

/** Availability and rates of the connection's mapped room types over the range, computed when the push runs. */
export interface ChannelSnapshot {
  propertyId: number;
  currency: string;
  range: PushRange;
  roomTypes: SnapshotRoomType[];
}

/** What an adapter answers for a push: a short text for sync health and what it sent (kept as the payload). */
export interface PushResult {
  message: string;
  payload?: unknown;
}

/**
 * An answer the channel will give again (bad credentials, an unknown property): the push is FAILED at once instead
 * of retried.
 */
export class PermanentChannelError extends Error {}

export interface ChannelAdapter {
  readonly kind: ChannelAdapterKind;
  /**
   * False for a channel that reads what we publish instead of being sent it (iCal feeds): the worker then marks its
   * pushes done without building a snapshot; `pushAvailability` and `pushRates` are called with an empty one.
   */
  readonly pushes?: boolean;
  /** Sends the availability of the snapshot's nights. Throwing records the error and retries with backoff. */
  pushAvailability(
    connection: AdapterConnection,
    range: PushRange,
    snapshot: ChannelSnapshot,
  ): Promise<PushResult>;
  /** Sends the rates of the snapshot's nights (after the availability, in the same delivery). */
  pushRates(connection: AdapterConnection, range: PushRange, snapshot: ChannelSnapshot): Promise<PushResult>;
  /**
   * Reads new and changed reservations for channels that must be asked (feeds, polling APIs); each goes through
   * `receiveChannelReservation`. Channels that call us (webhooks) leave it out.
   */
  pullReservations?(connection: AdapterConnection): Promise<ChannelReservationInput[]>;
  /** Maps a channel's own reservation status word to what happened (new, modified, cancelled). */
  mapStatus(channelStatus: string): ChannelReservationInput['action'];
}

/** The adapters by kind. The server registers its built-in ones at start; a test registers its own for a kind. */
export class ChannelAdapterRegistry {
  private readonly adapters = new Map<ChannelAdapterKind, ChannelAdapter>();

  register(adapter: ChannelAdapter): this {
    this.adapters.set(adapter.kind, adapter);
    return this;
  }

  get(kind: ChannelAdapterKind): ChannelAdapter | undefined {
    return this.adapters.get(kind);
  }

  kinds(): ChannelAdapterKind[] {
    return [...this.adapters.keys()];
  }
}

/** The usual status words of channels (Booking.com, Expedia, Channex, iCal's STATUS) mapped to our actions. */
export function mapCommonStatus(word: string): ChannelReservationInput['action'] {
  const w = word.trim().toLowerCase();
  if (/cancel/.test(w)) return 'CANCELLED';
  if (/modif|amend|change|update/.test(w)) return 'MODIFIED';
  return 'NEW';
}

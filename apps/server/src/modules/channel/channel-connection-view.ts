// A connection as the API answers it and as an adapter sees it (issue 16).
import type { ChannelConnection, ChannelMapping } from '@bookone/domain';

import type { AdapterConnection } from './channel-adapter';
import type { ConnectionView, mappingsOf } from './channel.repository';

type MappingView = Awaited<ReturnType<typeof mappingsOf>>[number];

const iso = (d: Date | null) => (d == null ? null : d.toISOString());

export function adapterConnection(v: ConnectionView): AdapterConnection {
  return {
    id: v.row.id,
    propertyId: v.row.propertyId,
    channel: {
      id: v.row.channelId,
      name: v.channelName,
      adapterKind: v.adapterKind,
      availabilityUrl: v.availabilityUrl,
      ratesUrl: v.ratesUrl,
    },
    externalPropertyId: v.row.externalPropertyId,
    commissionFee: v.row.commissionFee,
    commissionFeeType: v.row.commissionFeeType,
    convenienceFee: v.row.convenienceFee,
    convenienceFeeType: v.row.convenienceFeeType,
    rateAdjustmentPercent: v.row.rateAdjustmentPercent,
  };
}

export function toMapping(m: MappingView): ChannelMapping {
  return {
    id: m.row.id,
    roomTypeId: m.row.roomTypeId,
    roomTypeName: m.roomTypeName,
    ratePlanId: m.row.ratePlanId,
    ratePlanName: m.ratePlanName,
    externalRoomCode: m.row.externalRoomCode,
    externalRateCode: m.row.externalRateCode,
    stopSell: m.row.stopSell,
  };
}

export function toConnection(v: ConnectionView, mappings: MappingView[]): ChannelConnection {
  const r = v.row;
  return {
    id: r.id,
    propertyId: r.propertyId,
    channelId: r.channelId,
    channelName: v.channelName,
    channelLogoUrl: v.channelLogoUrl,
    adapterKind: v.adapterKind,
    bookingSource: v.bookingSource,
    externalPropertyId: r.externalPropertyId,
    commissionFee: r.commissionFee,
    commissionFeeType: r.commissionFeeType,
    convenienceFee: r.convenienceFee,
    convenienceFeeType: r.convenienceFeeType,
    rateAdjustmentPercent: r.rateAdjustmentPercent,
    stopSell: r.stopSell,
    status: r.status,
    lastSyncAt: iso(r.lastSyncAt),
    lastSuccessAt: iso(r.lastSuccessAt),
    lastError: r.lastError,
    mappings: mappings.filter((m) => m.row.connectionId === r.id).map(toMapping),
    createdAt: r.createdAt.toISOString(),
  };
}

// What a push sends (issue 16): the connection's mapped room types over the range, as the rates grid shows them
// (the availability engine's cells), with the connection's stop-sells and rate adjustment applied.
import { addDays, planNightlyRate, roundCents } from '@bookone/domain';

import type { Db } from '../../db/client';
import { propertyAvailability } from '../availability/availability.service';
import type { PropertyRow } from '../property/property.repository';
import { listRatePlanRows } from '../room/room.service';
import type { AdapterConnection, ChannelSnapshot, PushRange, SnapshotRoomType } from './channel-adapter';
import type { MappingRow } from './channel.repository';

/** A price with the connection's adjustment (+15 sells 100 at 115). */
export const adjusted = (price: number, percent: number) => roundCents(price * (1 + percent / 100));

export async function buildSnapshot(
  db: Db,
  property: PropertyRow,
  connection: AdapterConnection & { stopSell: boolean },
  mappings: MappingRow[],
  range: PushRange & { roomTypeIds: number[] | null },
): Promise<ChannelSnapshot> {
  const wanted = mappings.filter(
    (m) => range.roomTypeIds == null || range.roomTypeIds.includes(m.roomTypeId),
  );
  const lastNight = addDays(range.to, -1);
  const grid = await propertyAvailability(db, property, range.from, lastNight);
  const stopped = new Set(grid.propertyStopSell);
  const plans = new Map(
    (await listRatePlanRows(db, [...new Set(wanted.map((m) => m.roomTypeId))])).map((p) => [p.id, p]),
  );
  const roomTypes: SnapshotRoomType[] = [];
  const byType = new Map<number, MappingRow[]>();
  for (const m of wanted) byType.set(m.roomTypeId, [...(byType.get(m.roomTypeId) ?? []), m]);
  for (const [roomTypeId, own] of byType) {
    const type = grid.roomTypes.find((t) => t.roomTypeId === roomTypeId);
    if (!type) continue;
    const room = own.find((m) => m.ratePlanId == null) ?? own[0]!;
    const typeStopped = connection.stopSell || own.some((m) => m.ratePlanId == null && m.stopSell);
    const cells = type.cells.filter((c) => c.date >= range.from && c.date < range.to);
    roomTypes.push({
      roomTypeId,
      roomTypeName: type.name,
      externalRoomCode: room.externalRoomCode,
      nights: cells.map((c) => {
        const stop = typeStopped || c.stopSell || c.closed || stopped.has(c.date);
        return {
          date: c.date,
          available: stop ? 0 : c.available,
          price: adjusted(c.price, connection.rateAdjustmentPercent),
          minStay: c.minStay,
          maxStay: c.maxStay,
          closedToArrival: c.cta,
          closedToDeparture: c.ctd,
          stopped: stop,
        };
      }),
      ratePlans: own
        .filter((m) => m.ratePlanId != null && plans.has(m.ratePlanId) && !m.stopSell)
        .map((m) => ({
          ratePlanId: m.ratePlanId!,
          externalRateCode: m.externalRateCode,
          prices: cells.map((c) => ({
            date: c.date,
            price: adjusted(
              planNightlyRate(c.price, plans.get(m.ratePlanId!)),
              connection.rateAdjustmentPercent,
            ),
          })),
        })),
    });
  }
  return {
    propertyId: property.id,
    currency: property.localCurrency,
    range: { from: range.from, to: range.to },
    roomTypes,
  };
}

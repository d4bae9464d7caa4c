import {
  addDays,
  applyPriceChange,
  type AvailabilityResult,
  type AvailabilitySearch,
  availableOf,
  blockedForAvailable,
  type BulkUpdateInput,
  type BulkUpdateResult,
  type DailyRate,
  datesMatching,
  type DayCell,
  daysBetween,
  type Grid,
  type GridQuery,
  MAX_BULK_DAYS,
  MAX_GRID_DAYS,
  MAX_STAY_NIGHTS,
  type NamedTaxSource,
  planNightlyRate,
  type Quote,
  type QuoteRequest,
  quoteStay as priceStay,
  sortByRanking,
  todayIn,
  type UpdateDailyRateInput,
  VALIDATION_KEYS,
  whyNotSellable,
  withValues,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { enqueueChannelPush } from '../channel-push/channel-push.service';
import { raiseNotification } from '../notification/notification.service';
import type { PropertyRow } from '../property/property.repository';
import {
  findRatePlanRow,
  findRoomTypeRow,
  listRatePlanRows,
  listRoomTypeRows,
  roomCounts,
  unitsOf,
  ensureDailyRates,
} from '../room/room.service';
import type { RatePlanRow, RoomTypeRow } from '../room/room.repository';
import {
  addBooked,
  findDailyRate,
  listCellsCompact,
  listDailyRates,
  listPropertyStopSell,
  lockDailyRates,
  setPropertyStopSell,
  updateDailyRate,
  writeDailyRates,
  type CellChange,
  type DailyRateRow,
} from './availability.repository';

// The availability engine: the one place that reads and changes inventory. Other modules (bookings, later) call the
// exported functions; the rules themselves are pure, in @bookone/domain.

export function toCell(row: DailyRateRow): DailyRate {
  return {
    date: row.date,
    price: row.price,
    total: row.total,
    booked: row.booked,
    onHold: row.onHold,
    blocked: row.blocked,
    available: availableOf(row),
    closed: row.closed,
    minStay: row.minStay,
    maxStay: row.maxStay,
    cta: row.cta,
    ctd: row.ctd,
    stopSell: row.stopSell,
  };
}

/** The property's named taxes; a property with only the session's single tax uses that one. */
export function taxesOf(p: PropertyRow): NamedTaxSource[] {
  if (p.taxes.length > 0) return p.taxes;
  if (p.taxDetails) return [{ ...p.taxDetails, name: p.taxDetails.name ?? 'Tax' }];
  return [];
}

/**
 * Availability of room types over a date range (the caller has checked that they belong to the property): per room type its cells (price, total,
 * booked, on hold, blocked, available, restrictions), and the dates the whole property is stopped.
 */
export async function getAvailability(
  db: Db,
  propertyId: number,
  roomTypeIds: number[],
  from: string,
  to: string,
) {
  const [compact, propertyStopSell] = await Promise.all([
    listCellsCompact(db, propertyId, roomTypeIds, from, to),
    listPropertyStopSell(db, propertyId, from, to),
  ]);
  const roomTypes = roomTypeIds.map((roomTypeId) => ({
    roomTypeId,
    cells: (compact.get(roomTypeId) ?? []).map(
      ([
        date,
        price,
        total,
        booked,
        onHold,
        blocked,
        closed,
        minStay,
        maxStay,
        cta,
        ctd,
        stopSell,
      ]): DailyRate => ({
        date,
        price: Number(price),
        total,
        booked,
        onHold,
        blocked,
        available: availableOf({ total, booked, onHold, blocked }),
        closed,
        minStay,
        maxStay,
        cta,
        ctd,
        stopSell,
      }),
    ),
  }));
  return { from, to, propertyStopSell, roomTypes };
}

/** Prices a stay of one room type (standard rate or one of its plans) and says why it cannot be sold, if so. */
export async function quoteStay(db: Db, property: PropertyRow, request: QuoteRequest): Promise<Quote> {
  const rt = await findRoomTypeRow(db, request.roomTypeId);
  if (!rt || rt.propertyId !== property.id) throw notFound('Room type');
  let plan: RatePlanRow | undefined;
  if (request.planId != null) {
    plan = await findRatePlanRow(db, request.planId);
    if (!plan || plan.roomTypeId !== rt.id) throw notFound('Rate plan');
  }
  if (daysBetween(request.checkIn, request.checkOut) > MAX_STAY_NIGHTS)
    throw badRequest(`A stay is at most ${MAX_STAY_NIGHTS} nights`, {
      checkOut: withValues(VALIDATION_KEYS.atMostNightsAfterCheckIn, { max: MAX_STAY_NIGHTS }),
    });
  const [rows, stops] = await Promise.all([
    listDailyRates(db, [rt.id], request.checkIn, request.checkOut),
    listPropertyStopSell(db, property.id, request.checkIn, request.checkOut),
  ]);
  return buildQuote(property, rt, plan ?? null, rows, stops, request);
}

function buildQuote(
  property: PropertyRow,
  rt: RoomTypeRow,
  plan: RatePlanRow | null,
  rows: DailyRateRow[],
  propertyStopSell: string[],
  request: Omit<QuoteRequest, 'roomTypeId' | 'planId'>,
): Quote {
  const departure = rows.find((r) => r.date === request.checkOut) ?? null;
  const cells: DayCell[] = rows.filter((r) => r.date < request.checkOut);
  const q = priceStay({
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    adults: request.adults,
    children: request.children,
    rooms: request.rooms,
    roomType: rt,
    // A plan row is priced as it is stored: its columns are the fields of QuotePlan.
    plan,
    cells,
    departure,
    propertyStopSell,
    taxes: taxesOf(property),
  });
  return {
    roomTypeId: rt.id,
    planId: plan?.id ?? null,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    adults: request.adults,
    children: request.children,
    currency: property.localCurrency,
    ...q,
  };
}

export class NotEnoughAvailability extends Error {}

/**
 * Books (delta > 0) or releases (delta < 0) units of a room type on the given dates. Each row changes only while
 * enough units are free (booked never goes below 0); when any date cannot take the change, nothing changes and a
 * 409 names the dates. Pass the booking's transaction to make it part of it. When a date sells out, the property's
 * staff get a RATES_AVAILABILITY notification.
 */
export async function adjustBooked(
  db: Db,
  roomTypeId: number,
  dates: string[],
  delta: number,
): Promise<{ dates: string[]; soldOut: string[] }> {
  const unique = [...new Set(dates)].sort();
  if (!Number.isInteger(delta))
    throw badRequest('delta must be a whole number', { delta: VALIDATION_KEYS.wholeNumber });
  if (delta === 0 || unique.length === 0) return { dates: unique, soldOut: [] };
  return db.transaction(async (tx) => {
    const rows = await addBooked(tx, roomTypeId, unique, delta);
    if (rows.length !== unique.length) {
      const done = new Set(rows.map((r) => r.date));
      const failed = unique.filter((d) => !done.has(d));
      // Throwing rolls back the rows already changed by this call.
      throw conflict(
        delta > 0
          ? `Not enough availability on ${failed.join(', ')}`
          : `Cannot release more than is booked on ${failed.join(', ')}`,
        { dates: failed.join(', ') },
      );
    }
    // The channels sell from these counts: the nights go to every selling connection (issue 16).
    await enqueueChannelPush(tx, rows[0]!.propertyId, {
      from: unique[0]!,
      to: addDays(unique.at(-1)!, 1),
      roomTypeIds: [roomTypeId],
    });
    const soldOut =
      delta > 0
        ? rows
            .filter((r) => availableOf(r) === 0)
            .map((r) => r.date)
            .sort()
        : [];
    if (soldOut.length > 0) {
      const rt = await findRoomTypeRow(tx, roomTypeId);
      if (rt) {
        await raiseNotification(tx, {
          propertyId: rt.propertyId,
          notificationType: 'RATES_AVAILABILITY',
          referenceId: rt.id,
          referenceNumber: rt.name,
          status: 'confirmed',
          message: `${rt.name} is sold out on ${soldOut.join(', ')}`,
        });
      }
    }
    return { dates: unique, soldOut };
  });
}

// ------------------------------------------------------------------ the service behind the routes

/** Fills missing rows of the range (from today on) so that every shown date has a cell. */
async function ensureRange(db: Db, property: PropertyRow, types: RoomTypeRow[], from: string, to: string) {
  const today = todayIn(property.timezone);
  const start = from < today ? today : from;
  if (start > to || types.length === 0) return;
  const counts = await roomCounts(
    db,
    types.map((t) => t.id),
  );
  for (const t of types)
    await ensureDailyRates(db, t, unitsOf(t, counts.get(t.id)?.outOfOrder ?? 0), start, to);
}

export function createAvailabilityService(db: Db) {
  async function roomTypesOf(property: PropertyRow, ids: number[] | undefined) {
    const all = await listRoomTypeRows(db, property.id);
    if (!ids) return all;
    const byId = new Map(all.map((r) => [r.id, r]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw notFound(`Room type ${missing.join(', ')}`);
    return [...new Set(ids)].map((id) => byId.get(id)!);
  }

  async function cellOwner(actor: Actor, roomTypeId: number) {
    const rt = await findRoomTypeRow(db, roomTypeId);
    if (!rt) throw notFound('Room type');
    const property = await reachableProperty(db, actor, rt.propertyId, 'Room type');
    return { rt, property };
  }

  return {
    async grid(actor: Actor, propertyId: number, query: GridQuery): Promise<Grid> {
      const property = await reachableProperty(db, actor, propertyId);
      const days = daysBetween(query.from, query.to) + 1;
      if (days < 1) throw badRequest('to must not be before from', { to: VALIDATION_KEYS.toBeforeFrom });
      if (days > MAX_GRID_DAYS)
        throw badRequest(`Pick at most ${MAX_GRID_DAYS} days`, {
          to: withValues(VALIDATION_KEYS.atMostDaysAfterFrom, { max: MAX_GRID_DAYS }),
        });
      const types = await roomTypesOf(property, query.roomTypeIds);
      await ensureRange(db, property, types, query.from, query.to);
      const ids = types.map((t) => t.id);
      const [availability, plans] = await Promise.all([
        getAvailability(db, property.id, ids, query.from, query.to),
        listRatePlanRows(db, ids),
      ]);
      const stopped = availability.propertyStopSell;
      return {
        propertyId: property.id,
        from: query.from,
        to: query.to,
        dates: datesMatching(query.from, query.to),
        propertyStopSell: stopped,
        roomTypes: types.map((t, i) => {
          const cells = availability.roomTypes[i]!.cells;
          return {
            roomTypeId: t.id,
            name: t.name,
            shared: t.shared,
            cells,
            plans: plans
              .filter((p) => p.roomTypeId === t.id)
              .map((p) => ({
                planId: p.id,
                code: p.code,
                name: p.name,
                cells: cells.map((c) => ({
                  date: c.date,
                  price: planNightlyRate(c.price, p),
                  // One night from this date, one guest: is the plan sellable that night?
                  sellable:
                    whyNotSellable({
                      checkIn: c.date,
                      checkOut: addDays(c.date, 1),
                      adults: 1,
                      children: 0,
                      rooms: 1,
                      roomType: { ...t, minOccupancy: 1 },
                      plan: { ...p, minStay: null, maxStay: null, minOccupancy: null },
                      cells: [{ ...c, minStay: null, maxStay: null, cta: false }],
                      departure: null,
                      propertyStopSell: stopped,
                      taxes: [],
                    }).length === 0,
                })),
              })),
          };
        }),
      };
    },

    /** Inline edit of one cell. Counts are checked against the total: booked + on hold + blocked ≤ total. */
    async updateCell(
      actor: Actor,
      roomTypeId: number,
      date: string,
      input: UpdateDailyRateInput,
    ): Promise<DailyRate> {
      const { rt, property } = await cellOwner(actor, roomTypeId);
      return db.transaction(async (tx) => {
        let row = await findDailyRate(tx, rt.id, date);
        if (!row) {
          if (date < todayIn(property.timezone)) throw notFound('Rate for that date');
          const counts = await roomCounts(tx, [rt.id]);
          await ensureDailyRates(tx, rt, unitsOf(rt, counts.get(rt.id)?.outOfOrder ?? 0), date, date);
          row = await findDailyRate(tx, rt.id, date);
          if (!row) throw notFound('Rate for that date');
        }
        const { available, ...rest } = input;
        const change: CellChange = { ...rest };
        if (available != null) {
          const max = row.total - row.booked - (input.onHold ?? row.onHold);
          if (available > max)
            throw conflict(`At most ${Math.max(0, max)} can be available on ${date}`, {
              available: withValues(VALIDATION_KEYS.atMostAmount, { max: Math.max(0, max) }),
            });
          change.blocked = blockedForAvailable({ ...row, onHold: input.onHold ?? row.onHold }, available);
        }
        const next = { ...row, ...change };
        if (next.booked + next.onHold + next.blocked > next.total)
          throw conflict(`Booked, on hold and blocked would exceed the ${next.total} units of ${date}`, {
            [input.onHold != null ? 'onHold' : 'blocked']: withValues(VALIDATION_KEYS.atMostTogether, {
              max: Math.max(0, next.total - next.booked),
            }),
          });
        if (next.minStay != null && next.maxStay != null && next.minStay > next.maxStay)
          throw badRequest('The minimum stay exceeds the maximum stay', {
            minStay: VALIDATION_KEYS.minStayOverMaxStay,
          });
        const updated = await updateDailyRate(tx, rt.id, date, change);
        await enqueueChannelPush(tx, property.id, { from: date, to: addDays(date, 1), roomTypeIds: [rt.id] });
        // One cell: "<room type id>:<date>" names it in the log; what the desk sells from is kept as it changed.
        await recordAudit(tx, actor, {
          entity: 'daily_rate',
          entityId: `${rt.id}:${date}`,
          action: 'update',
          before: row,
          after: updated,
          omit: ['id', 'roomTypeId', 'date', 'total', 'booked'],
          propertyId: property.id,
        });
        return toCell(updated!);
      });
    },

    async bulkUpdate(actor: Actor, propertyId: number, input: BulkUpdateInput): Promise<BulkUpdateResult> {
      const property = await reachableProperty(db, actor, propertyId);
      if (daysBetween(input.from, input.to) + 1 > MAX_BULK_DAYS)
        throw badRequest(`Pick at most ${MAX_BULK_DAYS} days`, {
          to: withValues(VALIDATION_KEYS.atMostDaysAfterFrom, { max: MAX_BULK_DAYS }),
        });
      const today = todayIn(property.timezone);
      const dates = datesMatching(input.from < today ? today : input.from, input.to, input.weekdays);
      const types = await roomTypesOf(property, input.roomTypeIds.length ? input.roomTypeIds : []);
      return db.transaction(async (tx) => {
        let updatedCells = 0;
        if (types.length > 0 && dates.length > 0) {
          const counts = await roomCounts(
            tx,
            types.map((t) => t.id),
          );
          for (const t of types)
            await ensureDailyRates(
              tx,
              t,
              unitsOf(t, counts.get(t.id)?.outOfOrder ?? 0),
              dates[0]!,
              dates.at(-1)!,
            );
          const rows = await lockDailyRates(
            tx,
            types.map((t) => t.id),
            dates,
          );
          const columns: (keyof CellChange)[] = [];
          if (input.price) columns.push('price');
          if (input.available !== undefined) columns.push('blocked');
          for (const k of ['minStay', 'maxStay', 'cta', 'ctd', 'closed', 'stopSell'] as const)
            if (input[k] !== undefined) columns.push(k);
          const changed = rows.map((r) => {
            const next = { ...r };
            if (input.price) next.price = applyPriceChange(r.price, input.price);
            if (input.available !== undefined) next.blocked = blockedForAvailable(r, input.available);
            if (input.minStay !== undefined) next.minStay = input.minStay;
            if (input.maxStay !== undefined) next.maxStay = input.maxStay;
            if (input.cta !== undefined) next.cta = input.cta;
            if (input.ctd !== undefined) next.ctd = input.ctd;
            if (input.closed !== undefined) next.closed = input.closed;
            if (input.stopSell !== undefined) next.stopSell = input.stopSell;
            return next;
          });
          await writeDailyRates(tx, changed, columns);
          updatedCells = changed.length;
        }
        if (input.propertyStopSell !== undefined)
          await setPropertyStopSell(tx, property.id, dates, input.propertyStopSell);
        // Prices, counts and restrictions the channels sell from (a property stop touches every room type).
        if (dates.length > 0 && (updatedCells > 0 || input.propertyStopSell !== undefined))
          await enqueueChannelPush(tx, property.id, {
            from: dates[0]!,
            to: addDays(dates.at(-1)!, 1),
            roomTypeIds: input.propertyStopSell !== undefined ? null : types.map((t) => t.id),
          });
        // A bulk change is one row: what was asked, over which room types and days (the cells follow from it).
        const { roomTypeIds: _ids, ...asked } = input;
        await recordAudit(tx, actor, {
          entity: 'daily_rate',
          entityId: `${property.id}:${input.from}..${input.to}`,
          action: 'update',
          event: 'BULK_UPDATE',
          after: { ...asked, roomTypes: types.map((t) => t.name).join(', '), cells: updatedCells },
          propertyId: property.id,
        });
        return {
          dates,
          updatedCells,
          propertyStopSellDates: input.propertyStopSell !== undefined ? dates.length : 0,
        };
      });
    },

    async quote(actor: Actor, propertyId: number, request: QuoteRequest): Promise<Quote> {
      const property = await reachableProperty(db, actor, propertyId);
      return quoteStay(db, property, request);
    },

    /** Every room type for a stay, by ranking (spec §5): the standard quote and one per active plan. */
    async search(actor: Actor, propertyId: number, search: AvailabilitySearch): Promise<AvailabilityResult> {
      const property = await reachableProperty(db, actor, propertyId);
      if (daysBetween(search.checkIn, search.checkOut) > MAX_STAY_NIGHTS)
        throw badRequest(`A stay is at most ${MAX_STAY_NIGHTS} nights`, {
          checkOut: withValues(VALIDATION_KEYS.atMostNightsAfterCheckIn, { max: MAX_STAY_NIGHTS }),
        });
      const types = sortByRanking(await listRoomTypeRows(db, property.id));
      const ids = types.map((t) => t.id);
      const [rows, stops, plans] = await Promise.all([
        listDailyRates(db, ids, search.checkIn, search.checkOut),
        listPropertyStopSell(db, property.id, search.checkIn, search.checkOut),
        listRatePlanRows(db, ids),
      ]);
      return {
        checkIn: search.checkIn,
        checkOut: search.checkOut,
        roomTypes: types.map((t) => {
          const own = rows.filter((r) => r.roomTypeId === t.id);
          const quotes = [null, ...plans.filter((p) => p.roomTypeId === t.id && p.active)].map((p) =>
            buildQuote(property, t, p, own, stops, search),
          );
          return {
            roomTypeId: t.id,
            name: t.name,
            ranking: t.ranking,
            available: quotes[0]!.available,
            quotes,
          };
        }),
      };
    },

    async availability(actor: Actor, propertyId: number, query: GridQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const types = await roomTypesOf(property, query.roomTypeIds);
      return getAvailability(
        db,
        property.id,
        types.map((t) => t.id),
        query.from,
        query.to,
      );
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/**
 * For other modules: every room type of a property (by ranking) with its cells over the range, the same cells as the
 * grid shows. The caller has made its own access check (partner agreements read another organisation's property).
 */
export async function propertyAvailability(db: Db, property: PropertyRow, from: string, to: string) {
  const types = sortByRanking(await listRoomTypeRows(db, property.id));
  await ensureRange(db, property, types, from, to);
  const availability = await getAvailability(
    db,
    property.id,
    types.map((t) => t.id),
    from,
    to,
  );
  return {
    ...availability,
    roomTypes: types.map((t, i) => ({ ...availability.roomTypes[i]!, name: t.name })),
  };
}

/** For other modules: the booking's quote reads the nights' cells. */
export { listDailyRates } from './availability.repository';

import { addDays, daysBetween, todayIn, weekdayOf } from './availability';
import type { BusinessDay } from './schemas/business';
import { instantToWallClock, wallClockToInstant } from './wall-clock';

// The slot engine, pure: free slots of an offering on a day. The server reads the rows (hours, resources, their
// time off, the places already held) and calls it; the reservation's database rows enforce the same cells
// (decision 0030), so what the engine offers is exactly what the database will accept.
//
// Rules, in the property's time zone: a slot starts on the 15-minute grid; the service (duration) lies within the
// business's opening hours minus breaks, within the resource's own hours, outside its time off; the service and
// the preparation after it (buffer) hold the resource for whole 15-minute cells, which no other session may hold;
// persons of the same session (same offering, same start) share the offering's capacity; the start is at least the
// minimum lead time from now and the day at most the maximum lead days from today.

/** The grain of the grid and of the database's hold cells. Every real zone's offset is a multiple of it. */
export const SLOT_CELL_MINUTES = 15;
const CELL_MS = SLOT_CELL_MINUTES * 60_000;

/** One weekday's hours, the shape of the business hours (business_hours rows): breaks within open hours. */
export type WorkingDay = Pick<BusinessDay, 'weekday' | 'open' | 'opensAt' | 'closesAt' | 'breaks'>;

type InstantInput = Date | string | number;

export interface SlotResource {
  id: number;
  /** Sessions it runs at the same time (service_resource.capacity): each in its own lane; 1 by default. */
  lanes?: number;
  /**
   * A restaurant table's seats (its service_resource.capacity): it seats one party at a time, of at most this many
   * covers, whatever the offering's capacity; `lanes` is then 1. Absent for anything else.
   */
  seats?: number;
  /** The resource's own weekly hours; null: it works whenever the business is open. */
  hours: readonly WorkingDay[] | null;
  /** Leave and other absences, [startsAt, endsAt). */
  timeOff: readonly { startsAt: InstantInput; endsAt: InstantInput }[];
}

/** Places already held on a resource: a reservation line that is not cancelled. */
export interface HeldPlaces {
  resourceId: number;
  offeringId: number;
  startsAt: InstantInput;
  /** End of the service plus its buffer. */
  heldUntil: InstantInput;
  persons: number;
  /** The resource's lane the session runs in (1 by default). */
  lane?: number;
}

export interface SlotOffering {
  id: number;
  durationMinutes: number;
  bufferMinutes: number;
  /** Persons one session takes (1 for a haircut, 10 for a class). */
  capacity: number;
  /** First and last days it may be booked for (YYYY-MM-DD), null when open-ended. */
  effectiveDate?: string | null;
  expiryDate?: string | null;
}

export interface SlotQuery {
  /** The property's calendar day, YYYY-MM-DD. */
  date: string;
  timeZone: string;
  now: Date;
  /** The business's weekly opening hours. */
  hours: readonly WorkingDay[];
  /** Single days the business is closed (holidays). */
  closedDates?: readonly string[];
  /** Minutes a booking must be made ahead of its start. */
  minLeadMinutes?: number;
  /** How many days ahead a booking may be made; null: no limit. */
  maxLeadDays?: number | null;
  offering: SlotOffering;
  /** The resources that can deliver the offering. */
  resources: readonly SlotResource[];
  held: readonly HeldPlaces[];
  /** A chosen resource, or null/undefined for any of them. */
  resourceId?: number | null;
  /** Persons to seat; 1 by default. */
  persons?: number;
}

export interface FreeSlot {
  startsAt: string;
  endsAt: string;
  /** Local wall-clock times, HH:MM (a time repeated on a clocks-back day appears twice, with its own instant). */
  localStart: string;
  localEnd: string;
  /** Places left for this session, on the roomiest resource (a table: the largest party a free table seats). */
  places: number;
  /**
   * Resources with enough places, roomiest first, then by id: "any" takes the first. Tables come smallest fitting
   * table first, so that a party of two does not take the table for six.
   */
  resourceIds: number[];
}

/** Why a day offers nothing: answered with an empty list so that the client can say it. */
export const SLOT_DAY_REASONS = ['PAST', 'TOO_FAR', 'NOT_OFFERED', 'CLOSED', 'NO_RESOURCE', 'FULL'] as const;
export type SlotDayReason = (typeof SLOT_DAY_REASONS)[number];

export interface SlotDay {
  date: string;
  reason: SlotDayReason | null;
  slots: FreeSlot[];
}

// ------------------------------------------------------------------ intervals (epoch ms, [start, end))

interface Interval {
  start: number;
  end: number;
}

const ms = (v: InstantInput) =>
  typeof v === 'number' ? v : v instanceof Date ? v.getTime() : new Date(v).getTime();

/** A weekday's open intervals on a date: opening to closing minus the breaks; none on a closed day. */
function dayIntervals(date: string, day: WorkingDay | undefined, timeZone: string): Interval[] {
  if (!day || !day.open || !day.opensAt || !day.closesAt) return [];
  const at = (time: string) => wallClockToInstant(date, time, timeZone);
  let out: Interval[] = [{ start: at(day.opensAt), end: at(day.closesAt) }];
  for (const b of day.breaks ?? []) out = subtract(out, { start: at(b.start), end: at(b.end) });
  return out.filter((i) => i.end > i.start);
}

function subtract(intervals: Interval[], cut: Interval): Interval[] {
  const out: Interval[] = [];
  for (const i of intervals) {
    if (cut.end <= i.start || cut.start >= i.end) {
      out.push(i);
      continue;
    }
    if (cut.start > i.start) out.push({ start: i.start, end: cut.start });
    if (cut.end < i.end) out.push({ start: cut.end, end: i.end });
  }
  return out;
}

function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const x of a)
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  return out;
}

/** A resource's working intervals within the business's open ones: its own hours, if it has any, minus time off. */
function resourceWindows(
  date: string,
  weekday: string,
  business: Interval[],
  r: Pick<SlotResource, 'hours' | 'timeOff'>,
  timeZone: string,
): Interval[] {
  let windows = r.hours
    ? intersect(
        business,
        dayIntervals(
          date,
          r.hours.find((d) => d.weekday === weekday),
          timeZone,
        ),
      )
    : business;
  for (const off of r.timeOff) windows = subtract(windows, { start: ms(off.startsAt), end: ms(off.endsAt) });
  return windows;
}

/**
 * When a resource works on a property day, as [start, end) epoch-ms intervals: the business's opening hours minus
 * breaks, within the resource's own hours, minus its time off; none on a closed day. The same intervals freeSlots
 * places sessions in (the scheduler draws them).
 */
export function workingIntervals(
  date: string,
  timeZone: string,
  hours: readonly WorkingDay[],
  resource: Pick<SlotResource, 'hours' | 'timeOff'>,
  closedDates: readonly string[] = [],
): { start: number; end: number }[] {
  if (closedDates.includes(date)) return [];
  const weekday = weekdayOf(date);
  const business = dayIntervals(
    date,
    hours.find((d) => d.weekday === weekday),
    timeZone,
  );
  return resourceWindows(date, weekday, business, resource, timeZone);
}

// ------------------------------------------------------------------ cells

/** The start (epoch ms) of every 15-minute cell a hold [startsAt, heldUntil) touches: the database's hold rows. */
export function holdCells(startsAt: InstantInput, heldUntil: InstantInput): number[] {
  const first = Math.floor(ms(startsAt) / CELL_MS) * CELL_MS;
  const last = Math.ceil(ms(heldUntil) / CELL_MS) * CELL_MS;
  const out: number[] = [];
  for (let c = first; c < last; c += CELL_MS) out.push(c);
  return out;
}

/** When a session of an offering starting at `startsAt` ends, and until when it holds its resource. */
export function sessionTimes(
  offering: Pick<SlotOffering, 'durationMinutes' | 'bufferMinutes'>,
  startsAt: InstantInput,
): { startsAt: Date; endsAt: Date; heldUntil: Date } {
  const start = ms(startsAt);
  const end = start + offering.durationMinutes * 60_000;
  return {
    startsAt: new Date(start),
    endsAt: new Date(end),
    heldUntil: new Date(end + offering.bufferMinutes * 60_000),
  };
}

interface CellHold {
  session: string;
  persons: number;
}
const sessionKey = (offeringId: number, startsAt: number) => `${offeringId}@${startsAt}`;

/** A hold row's key within one resource: the cell's start plus its lane (cells are 900 000 ms apart, lanes fewer). */
const laneCell = (lane: number, cell: number) => cell + lane;

/** Per resource, who holds each lane's cells: one session per cell (two sessions in one cell block it entirely). */
function cellHolds(
  held: readonly HeldPlaces[],
  from: number,
  to: number,
): Map<number, Map<number, CellHold>> {
  const out = new Map<number, Map<number, CellHold>>();
  for (const h of held) {
    const start = ms(h.startsAt);
    const until = ms(h.heldUntil);
    if (until <= from || start >= to) continue;
    let cells = out.get(h.resourceId);
    if (!cells) out.set(h.resourceId, (cells = new Map<number, CellHold>()));
    const session = sessionKey(h.offeringId, start);
    for (const c of holdCells(start, until)) {
      const key = laneCell(h.lane ?? 1, c);
      const cur = cells.get(key);
      if (!cur) cells.set(key, { session, persons: h.persons });
      else if (cur.session === session) cur.persons += h.persons;
      else cur.persons = Number.POSITIVE_INFINITY; // two sessions in one cell: nothing more fits
    }
  }
  return out;
}

// ------------------------------------------------------------------ the search

/** Why a day cannot offer the offering at all, before looking at any resource. */
function dayReason(q: SlotQuery): SlotDayReason | null {
  const today = todayIn(q.timeZone, q.now);
  if (q.date < today) return 'PAST';
  if (q.maxLeadDays != null && daysBetween(today, q.date) > q.maxLeadDays) return 'TOO_FAR';
  const { effectiveDate, expiryDate } = q.offering;
  if ((effectiveDate && q.date < effectiveDate) || (expiryDate && q.date > expiryDate)) return 'NOT_OFFERED';
  if (q.closedDates?.includes(q.date)) return 'CLOSED';
  return null;
}

/** Free slots of an offering on a day, with the resources that can take them. */
export function freeSlots(q: SlotQuery): SlotDay {
  const persons = q.persons ?? 1;
  const empty = (reason: SlotDayReason): SlotDay => ({ date: q.date, reason, slots: [] });
  const early = dayReason(q);
  if (early) return empty(early);

  const weekday = weekdayOf(q.date);
  const business = dayIntervals(
    q.date,
    q.hours.find((d) => d.weekday === weekday),
    q.timeZone,
  );
  if (business.length === 0) return empty('CLOSED');

  const resources = q.resources.filter((r) => q.resourceId == null || r.id === q.resourceId);
  if (resources.length === 0 || persons > q.offering.capacity) return empty('NO_RESOURCE');

  const earliest = q.now.getTime() + (q.minLeadMinutes ?? 0) * 60_000;
  const durationMs = q.offering.durationMinutes * 60_000;
  const holdMs = durationMs + q.offering.bufferMinutes * 60_000;
  const dayStart = wallClockToInstant(q.date, '00:00', q.timeZone);
  const dayEnd = wallClockToInstant(addDays(q.date, 1), '00:00', q.timeZone);
  const holds = cellHolds(q.held, dayStart - holdMs, dayEnd + holdMs);

  // start instant -> places left per resource (`fit`: a table's seats, smallest first; 0 for the rest)
  const byStart = new Map<number, { resourceId: number; places: number; fit: number }[]>();
  for (const r of resources) {
    // A table too small for the party is never offered; a table takes one party, so the session's share is its seats.
    if (r.seats != null && r.seats < persons) continue;
    const windows = resourceWindows(q.date, weekday, business, r, q.timeZone);
    const cells = holds.get(r.id);
    for (const w of windows) {
      for (let s = Math.ceil(w.start / CELL_MS) * CELL_MS; s + durationMs <= w.end; s += CELL_MS) {
        if (s < earliest) continue;
        const places =
          r.seats != null
            ? laneFree(cells, 1, s, s + holdMs)
              ? r.seats
              : 0
            : placesLeft(
                cells,
                sessionKey(q.offering.id, s),
                s,
                s + holdMs,
                q.offering.capacity,
                r.lanes ?? 1,
              );
        if (places < persons) continue;
        let list = byStart.get(s);
        if (!list) byStart.set(s, (list = []));
        list.push({ resourceId: r.id, places, fit: r.seats ?? 0 });
      }
    }
  }

  const slots = [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, list]): FreeSlot => {
      const roomiest = Math.max(...list.map((x) => x.places));
      list.sort((a, b) => a.fit - b.fit || b.places - a.places || a.resourceId - b.resourceId);
      const end = start + durationMs;
      return {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(end).toISOString(),
        localStart: instantToWallClock(start, q.timeZone).time,
        localEnd: instantToWallClock(end, q.timeZone).time,
        places: roomiest,
        resourceIds: list.map((x) => x.resourceId),
      };
    });
  return { date: q.date, reason: slots.length === 0 ? 'FULL' : null, slots };
}

/** Whether nobody holds any cell of [start, until) in a lane (a table's only lane: one party at a time). */
function laneFree(cells: Map<number, CellHold> | undefined, lane: number, start: number, until: number) {
  if (!cells) return true;
  for (const c of holdCells(start, until)) if (cells.has(laneCell(lane, c))) return false;
  return true;
}

/**
 * How a line holds its resource's cells: the lanes tried in turn and the capacity written on each hold row. A table
 * has one lane, and its party fills the row (capacity = covers), so that nobody joins it even at the same start;
 * anything else runs its lanes, persons of one session sharing the offering's capacity (decision 0030).
 */
export function holdShape(
  resource: Pick<SlotResource, 'lanes' | 'seats'>,
  offeringCapacity: number,
  persons: number,
): { lanes: number; capacity: number } {
  return resource.seats != null
    ? { lanes: 1, capacity: persons }
    : { lanes: resource.lanes ?? 1, capacity: offeringCapacity };
}

/** A resource row as the engine takes it: a table's capacity is its seats, anything else's its lanes. */
export function engineLanes(r: { kind: string; capacity: number }): Pick<SlotResource, 'lanes' | 'seats'> {
  return r.kind === 'TABLE' ? { lanes: 1, seats: r.capacity } : { lanes: r.capacity };
}

/**
 * Places a session could still take on a resource: in its best lane, the capacity less the persons the session
 * already holds there; a lane where another session holds any of the cells offers none. The database tries the
 * lanes in turn with the same rule.
 */
function placesLeft(
  cells: Map<number, CellHold> | undefined,
  session: string,
  start: number,
  until: number,
  capacity: number,
  lanes: number,
): number {
  if (!cells) return capacity;
  // The cells of holdCells(start, until), walked without building the list: this runs for every candidate start.
  const first = Math.floor(start / CELL_MS) * CELL_MS;
  const last = Math.ceil(until / CELL_MS) * CELL_MS;
  let best = 0;
  for (let lane = 1; lane <= lanes && best < capacity; lane++) {
    let places = capacity;
    for (let c = first; c < last && places > 0; c += CELL_MS) {
      const hold = cells.get(laneCell(lane, c));
      if (!hold) continue;
      places = hold.session === session ? Math.min(places, capacity - hold.persons) : 0;
    }
    best = Math.max(best, places);
  }
  return Math.max(0, best);
}

/**
 * The next free slots from a day on (that day's first), looking at most `days` days ahead: what a refused booking
 * is answered with. `slotsOn` is freeSlots for one day with the caller's rows.
 */
export function nextFreeSlots(
  from: string,
  slotsOn: (date: string) => SlotDay,
  options: { count?: number; days?: number; after?: InstantInput } = {},
): FreeSlot[] {
  const count = options.count ?? 3;
  const after = options.after == null ? Number.NEGATIVE_INFINITY : ms(options.after);
  const out: FreeSlot[] = [];
  for (let i = 0; i < (options.days ?? 14) && out.length < count; i++) {
    const day = slotsOn(addDays(from, i));
    if (day.reason === 'TOO_FAR') break; // every later day is too far as well
    for (const s of day.slots) {
      if (out.length >= count) break;
      if (ms(s.startsAt) > after) out.push(s);
    }
  }
  return out;
}

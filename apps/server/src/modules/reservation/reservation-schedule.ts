// The Reservation Dashboard's reads (issue 11): the scheduler's resources × time for up to a week, and today's
// glance. Both read the property's bookable catalogue once and run the domain's engine in memory: the working hours
// are the slot engine's (opening hours ∩ the resource's, minus breaks and time off, DST-correct), and the free
// capacity is freeSlots itself, so the dashboard never offers what a booking would be refused.
import {
  addDays,
  daysBetween,
  freeSlots,
  RESERVATION_STATUSES,
  reservationsAllowed,
  todayIn,
  VALIDATION_KEYS,
  wallClockToInstant,
  withValues,
  workingIntervals,
  type ReservationStatus,
  type ReservationToday,
  type Schedule,
  type ScheduleQuery,
  type WorkingDay,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { PropertyRow } from '../property/property.repository';
import {
  bookableCatalogue,
  hoursOf,
  scheduleLines,
  statusCounts,
  type BookableCatalogue,
} from './reservation-schedule.repository';
import { heldPlaces, propertyHours, reservationItems, slotResources } from './reservation.repository';

/** The scheduler shows a day or a week: a longer range would be a heavy read for a view nobody draws. */
export const SCHEDULE_MAX_DAYS = 7;
/** The glance lists the next few arrivals, not the day's book. */
const NEXT_ARRIVALS = 8;
/** More than a desk serves at once; the glance is not a list page. */
const IN_SERVICE_MAX = 50;

type Interval = { start: number; end: number };

/** Overlapping or touching intervals joined, in order (a resource serving two services open at other hours). */
function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** The instant a property day starts. */
const dayStart = (property: PropertyRow, date: string) =>
  new Date(wallClockToInstant(date, '00:00', property.timezone));

/**
 * Each resource's weeks: the hours of the services it serves (its own service's; for a resource of no service, the
 * services of the offerings it delivers, else the property's), and the offerings it can deliver.
 */
function resourcePlans(catalogue: BookableCatalogue, propertyWeek: WorkingDay[]) {
  const serviceById = new Map(catalogue.services.map((s) => [s.id, s]));
  const offeringsOf = new Map<number, { id: number; serviceId: number }[]>();
  for (const { offering: o, resourceId } of catalogue.offerings) {
    if (resourceId == null) continue;
    const list = offeringsOf.get(resourceId) ?? [];
    list.push({ id: o.id, serviceId: o.businessServiceId });
    offeringsOf.set(resourceId, list);
  }
  return catalogue.resources.map((r) => {
    const delivers = offeringsOf.get(r.id) ?? [];
    const serviceIds =
      r.businessServiceId != null ? [r.businessServiceId] : [...new Set(delivers.map((o) => o.serviceId))];
    const weeks = serviceIds
      .map((id) => serviceById.get(id))
      .filter((s) => s != null)
      .map((s) => hoursOf(s, propertyWeek));
    return {
      resource: r,
      weeks: weeks.length ? weeks : [propertyWeek],
      offeringIds: [...new Set(delivers.map((o) => o.id))],
    };
  });
}

/** The scheduler's days: resources with their working intervals and offerings, and the lines over the days. */
export async function readSchedule(db: Db, property: PropertyRow, q: ScheduleQuery): Promise<Schedule> {
  const days = daysBetween(q.from, q.to) + 1;
  if (days > SCHEDULE_MAX_DAYS)
    throw badRequest(`The schedule shows at most ${SCHEDULE_MAX_DAYS} days`, {
      to: withValues(VALIDATION_KEYS.atMostDays, { max: SCHEDULE_MAX_DAYS }),
    });
  const tz = property.timezone;
  const from = dayStart(property, q.from);
  const to = dayStart(property, addDays(q.to, 1));
  const catalogue = await bookableCatalogue(db, property.id);
  const propertyWeek = await propertyHours(db, property.id);
  const plans = resourcePlans(catalogue, propertyWeek);
  const engine = new Map((await slotResources(db, catalogue.resources, from, to)).map((r) => [r.id, r]));
  const dates = Array.from({ length: days }, (_, i) => addDays(q.from, i));
  const resources = plans.map(({ resource: r, weeks, offeringIds }) => {
    const own = engine.get(r.id)!;
    const working = merge(
      dates.flatMap((date) => weeks.flatMap((week) => workingIntervals(date, tz, week, own))),
    );
    return {
      id: r.id,
      name: r.name,
      kind: r.kind,
      capacity: r.capacity,
      working: working.map((w) => ({
        startsAt: new Date(w.start).toISOString(),
        endsAt: new Date(w.end).toISOString(),
      })),
      offeringIds,
    };
  });
  const lines = await scheduleLines(db, property.id, from, to);
  return {
    from: q.from,
    to: q.to,
    timeZone: tz,
    resources,
    lines: lines.map((l) => ({
      ...l,
      startsAt: l.startsAt.toISOString(),
      endsAt: l.endsAt.toISOString(),
    })),
  };
}

/**
 * Free places of an offering from `now` to the end of the day: per resource, the sessions that still fit one
 * after another (a later start only once the previous session and its buffer are over), each with the places the
 * engine offers at its start. For one-person offerings that is how many more customers the day can take.
 */
function freePlacesOf(
  slots: { startsAt: string; places: number; resourceIds: number[] }[],
  holdMs: number,
): number {
  const nextFree = new Map<number, number>();
  let places = 0;
  for (const s of slots) {
    const start = Date.parse(s.startsAt);
    for (const id of s.resourceIds) {
      if (start < (nextFree.get(id) ?? Number.NEGATIVE_INFINITY)) continue;
      nextFree.set(id, start + holdMs);
      places += s.places;
    }
  }
  return places;
}

/** Today at a glance in the property's zone: counts by status, next arrivals, who is in, free capacity. */
export async function readToday(db: Db, property: PropertyRow, now = new Date()): Promise<ReservationToday> {
  const tz = property.timezone;
  const date = todayIn(tz, now);
  const start = dayStart(property, date);
  const end = dayStart(property, addDays(date, 1));

  const counted = await statusCounts(db, property.id, start, end);
  const counts = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, 0])) as Record<
    ReservationStatus,
    number
  >;
  for (const c of counted) counts[c.status] = Number(c.n);

  const nextArrivals = await reservationItems(db, property.id, {
    statuses: ['BOOKED', 'CONFIRMED'],
    startsFrom: now,
    startsBefore: end,
    limit: NEXT_ARRIVALS,
  });
  const inService = await reservationItems(db, property.id, {
    statuses: ['CHECKED_IN'],
    startsBefore: end,
    endsAfter: start,
    limit: IN_SERVICE_MAX,
  });

  const catalogue = await bookableCatalogue(db, property.id);
  const propertyWeek = await propertyHours(db, property.id);
  const resourceById = new Map(catalogue.resources.map((r) => [r.id, r]));
  // The held places of every resource in one read; a session of the evening before may hold into today.
  const engineResources = new Map(
    (await slotResources(db, catalogue.resources, start, end)).map((r) => [r.id, r]),
  );
  const held = await heldPlaces(
    db,
    catalogue.resources.map((r) => r.id),
    dayStart(property, addDays(date, -1)),
    dayStart(property, addDays(date, 2)),
  );
  const serviceById = new Map(catalogue.services.map((s) => [s.id, s]));
  const offerings = new Map<
    number,
    { o: BookableCatalogue['offerings'][number]['offering']; ids: number[] }
  >();
  for (const { offering: o, resourceId } of catalogue.offerings) {
    const entry = offerings.get(o.id) ?? { o, ids: [] };
    if (resourceId != null && resourceById.has(resourceId)) entry.ids.push(resourceId);
    offerings.set(o.id, entry);
  }
  const freeCapacity = [...offerings.values()].map(({ o, ids }) => {
    const service = serviceById.get(o.businessServiceId)!;
    const offering = {
      id: o.id,
      durationMinutes: o.durationMinutes,
      bufferMinutes: o.bufferMinutes ?? service.bufferMinutes,
      capacity: o.capacity,
      effectiveDate: o.effectiveFrom,
      expiryDate: o.expiresOn,
    };
    const day = freeSlots({
      date,
      timeZone: tz,
      now,
      hours: hoursOf(service, propertyWeek),
      minLeadMinutes: service.minLeadMinutes,
      maxLeadDays: service.maxLeadDays,
      offering,
      resources: ids.map((id) => engineResources.get(id)!),
      held,
    });
    const holdMs = (offering.durationMinutes + offering.bufferMinutes) * 60_000;
    return {
      offeringId: o.id,
      offeringName: o.name,
      freePlaces: freePlacesOf(day.slots, holdMs),
      nextFree: day.slots[0]?.startsAt ?? null,
    };
  });

  return {
    date,
    timeZone: tz,
    counts,
    nextArrivals,
    inService,
    freeCapacity,
    canCreate: reservationsAllowed(property.plan),
  };
}

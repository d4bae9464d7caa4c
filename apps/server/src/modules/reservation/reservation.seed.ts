// The demo reservations (issue 11), one plan per property: Lotus Day Spa about three hundred over the 45 days either
// side of today, Fresh Cuts Barbers a barber's weeks and a nearly full next Saturday, Harbour View its guests' spa
// treatments and airport transfers, the Corner Bistro its table bookings (issue 12) with full weekend evenings. Every status; placed by the slot engine itself on free slots of the seeded
// catalogue (so the demo never shows a double booking), holding their cells like real ones. Deterministic for a
// given day of start.
import {
  addDays,
  freeSlots,
  instantToWallClock,
  roundCents,
  holdCells,
  holdShape,
  reservationReference,
  sessionTimes,
  todayIn,
  weekdayOf,
  type FreeSlot,
  type HeldPlaces,
  type ReservationStatus,
} from '@bookone/domain';
import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  businessService,
  customer,
  offering,
  payment,
  property,
  reservation,
  reservationHold,
  reservationLine,
} from '../../db/schema';
import { createCustomerRow } from '../customer/customer.service';
import {
  nextReservationSequence,
  offeringResources,
  propertyHours,
  setReservationSequence,
  slotResources,
  reservationItems,
  type NewReservationLineRow,
  type NewReservationRow,
} from './reservation.repository';
import { engineOffering, priceReservation, type OfferingForSlots } from './reservation-slots';

const FIRST_NAMES = [
  'Hana',
  'Tom',
  'Grace',
  'Wiremu',
  'Chloe',
  'Ravi',
  'Emma',
  'Jack',
  'Mere',
  'Lucy',
  'Sam',
  'Ella',
];
const LAST_NAMES = [
  'Brown',
  'Wilson',
  'Taylor',
  'Ngata',
  'Singh',
  'Smith',
  'Lee',
  'Martin',
  'Walker',
  'King',
];

/** A small linear congruential generator: the same sequence on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return { next, index: (n: number) => Math.floor(next() * n) };
}

/** Past days end (completed, some no-shows and cancellations); today is under way; the future is booked. */
function statusOf(dayOffset: number, startsAt: Date, endsAt: Date, now: Date, r: number): ReservationStatus {
  if (dayOffset < 0 || endsAt <= now) return r < 0.1 ? 'CANCELLED' : r < 0.18 ? 'NO_SHOW' : 'COMPLETED';
  if (startsAt <= now) return 'CHECKED_IN';
  if (dayOffset === 0) return r < 0.6 ? 'CONFIRMED' : 'BOOKED';
  return r < 0.08 ? 'CANCELLED' : r < 0.45 ? 'CONFIRMED' : 'BOOKED';
}

/** How a property's demo reservations are laid out. */
interface SeedPlan {
  /** The generator's seed: another property, another sequence. */
  seed: number;
  daysEachSide: number;
  /** Reservations tried on a day (fewer when the day is full). */
  perDay: (rnd: ReturnType<typeof randomFrom>) => number;
  /**
   * Busy days (days from today, and the date): filled until the shortest offering has at most `leaveFree` slots
   * left for one person, counting the slots from `from` (HH:MM, the property's; the whole day when absent).
   */
  busy?: { on: (offset: number, date: string) => boolean; leaveFree: number; from?: string };
  /** Persons of a reservation; absent: 1, or 1 to 3 for an offering taking more. */
  partySize?: (rnd: ReturnType<typeof randomFrom>) => number;
  /** Which of a day's free slots a reservation takes; absent: any, evenly. */
  pickSlot?: (slots: readonly FreeSlot[], rnd: ReturnType<typeof randomFrom>) => FreeSlot;
  /** New customers made for the demo, or the property's own (a hotel's guests book its spa). */
  customers: { count: number; emailDomain: string } | { existing: number };
  note: string;
  /**
   * Money taken, as the desk would have: the completed and checked-in paid in full, some confirmed with an advance.
   * Off for a hotel, whose front-office figures the demo keeps as they are.
   */
  payments: boolean;
}

/** Demo rows (reservations, their lines and payments, hold cells) go in one insert per this many. */
const SEED_CHUNK = 500;

/** A restaurant's parties: mostly twos and fours. */
const PARTY_SIZES = [2, 2, 2, 2, 3, 4, 4, 4, 5, 6, 6];
const FRIDAY_SATURDAY: ReadonlySet<string> = new Set(['FRI', 'SAT']);

/** Days from `today` to the next Saturday after it (a week on when today is one). */
function nextSaturday(today: string): number {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return (6 - weekday + 7) % 7 || 7;
}

const PLANS = {
  'Lotus Day Spa': () => ({
    seed: 20261125,
    daysEachSide: 45,
    perDay: (rnd) => 2 + rnd.index(4),
    customers: { count: 60, emailDomain: 'lotus-guests.example' },
    note: 'Prefers a quiet room',
    payments: true,
  }),
  'Fresh Cuts Barbers': (today) => ({
    seed: 20261126,
    daysEachSide: 45,
    perDay: (rnd) => 3 + rnd.index(5),
    busy: { on: (d) => d === nextSaturday(today), leaveFree: 3 },
    customers: { count: 40, emailDomain: 'freshcuts-clients.example' },
    note: 'Usual: number 2 on the sides',
    payments: true,
  }),
  'Harbour View Hotel': () => ({
    seed: 20261127,
    daysEachSide: 45,
    perDay: (rnd) => rnd.index(4),
    customers: { existing: 80 },
    note: 'Room guest: charge to the stay',
    payments: false,
  }),
  // Table bookings: mostly dinners, couples and fours; Friday and Saturday evenings nearly full. Free to book.
  'Corner Bistro': () => ({
    seed: 20261128,
    daysEachSide: 14,
    perDay: (rnd) => 4 + rnd.index(5),
    busy: { on: (_d, date) => FRIDAY_SATURDAY.has(weekdayOf(date)), leaveFree: 2, from: '18:00' },
    partySize: (rnd) => PARTY_SIZES[rnd.index(PARTY_SIZES.length)]!,
    pickSlot: (slots, rnd) => {
      const dinner = slots.filter((s) => s.localStart >= '17:30');
      const from = dinner.length > 0 && rnd.next() < 0.75 ? dinner : slots;
      return from[rnd.index(from.length)]!;
    },
    customers: { count: 20, emailDomain: 'bistro-guests.example' },
    note: 'Birthday: a candle on the dessert',
    payments: false,
  }),
} satisfies Record<string, (today: string) => SeedPlan>;

/** The demo customers of a plan: made for it, or the first of the property's own. */
async function seedCustomers(db: Db, propertyId: number, plan: SeedPlan) {
  if ('existing' in plan.customers) {
    const own = await db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.propertyId, propertyId))
      .orderBy(asc(customer.id))
      .limit(plan.customers.existing);
    if (own.length > 0) return own;
  }
  const { count, emailDomain } =
    'count' in plan.customers ? plan.customers : { count: 20, emailDomain: 'guests.example' };
  const out: { id: number }[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    out.push(
      await createCustomerRow(
        db,
        propertyId,
        {
          firstName,
          lastName,
          email: `${firstName}.${lastName}.${i + 1}@${emailDomain}`.toLowerCase(),
          phone: `+64 21 555 ${String(1000 + i).slice(-4)}`,
        },
        null,
      ),
    );
  }
  return out;
}

export type DemoReservationProperty = keyof typeof PLANS;

/** A seeded reservation a demo notification names, so that clicking it opens a real one. */
export interface DemoReservationNotice {
  referenceNumber: string;
  customerName: string;
  offerings: string;
  status: ReservationStatus;
}

/**
 * Reservations of the property for its demo notifications: the soonest booked or confirmed ones to come and the
 * latest cancelled one (within the seeded window).
 */
export async function demoReservationNotices(db: Db, propertyId: number): Promise<DemoReservationNotice[]> {
  const now = new Date();
  const later = new Date(now.getTime() + 60 * 86_400_000);
  const [upcoming, cancelled] = await Promise.all([
    reservationItems(db, propertyId, {
      statuses: ['BOOKED', 'CONFIRMED'],
      startsFrom: now,
      startsBefore: later,
      limit: 2,
    }),
    reservationItems(db, propertyId, {
      statuses: ['CANCELLED'],
      startsFrom: now,
      startsBefore: later,
      limit: 1,
    }),
  ]);
  return [...upcoming, ...cancelled].map((r) => ({
    referenceNumber: r.referenceNumber,
    customerName: r.customerName,
    offerings: r.offerings,
    status: r.status,
  }));
}

/** The demo reservations of the named properties (each by its plan above); answers how many were made. */
export async function seedDemoReservations(
  db: Db,
  properties: Record<string, { id: number }>,
  names: readonly DemoReservationProperty[],
) {
  let made = 0;
  for (const name of names) {
    const p = properties[name];
    if (p) made += await seedReservations(db, p.id, PLANS[name]);
  }
  return made;
}

async function seedReservations(
  db: Db,
  propertyId: number,
  planFor: (today: string) => SeedPlan,
): Promise<number> {
  const [spa] = await db.select().from(property).where(eq(property.id, propertyId));
  if (!spa) return 0;
  const tz = spa.timezone;
  const now = new Date();
  const today = todayIn(tz, now);
  const plan = planFor(today);
  const first = addDays(today, -plan.daysEachSide);
  const catalogue: OfferingForSlots[] = await db
    .select({ offering, service: businessService })
    .from(offering)
    .innerJoin(businessService, eq(businessService.id, offering.businessServiceId))
    .where(and(eq(offering.propertyId, propertyId), eq(offering.active, true), eq(offering.bookable, true)))
    .orderBy(asc(offering.id));
  if (catalogue.length === 0) return 0;
  const hours = await propertyHours(db, propertyId);
  const from = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000);
  const to = new Date(Date.parse(`${addDays(today, plan.daysEachSide + 1)}T00:00:00Z`) + 86_400_000);
  const resourcesOf = new Map<number, Awaited<ReturnType<typeof slotResources>>>();
  const engineOf = new Map<number, Awaited<ReturnType<typeof slotResources>>[number]>();
  for (const o of catalogue) {
    const rows = await slotResources(db, await offeringResources(db, o.offering.id), from, to);
    for (const r of rows) engineOf.set(r.id, r);
    resourcesOf.set(o.offering.id, rows);
  }

  const rnd = randomFrom(plan.seed);
  const customers = await seedCustomers(db, propertyId, plan);
  const shortest = [...catalogue].sort(
    (a, b) => a.offering.durationMinutes - b.offering.durationMinutes || a.offering.id - b.offering.id,
  )[0]!;

  const held: HeldPlaces[] = [];
  let made = 0;
  // A generator of its own for the money, so that the reservations stay those of the plan's seed.
  const cash = randomFrom(plan.seed + 1);
  const localDate = (d: Date) => instantToWallClock(d.getTime(), tz).date;
  // Numbered here, one after the other from the counter's next value; the counter is set once at the end.
  let sequence = (await nextReservationSequence(db, propertyId)) - 1;
  // Engine rules as on the day they were booked: no lead time, no horizon (a past day was once bookable).
  const bookedLongAgo = new Date(Date.parse(`${first}T00:00:00Z`) - 30 * 86_400_000);
  const slotsOn = (date: string, o: OfferingForSlots, persons: number) =>
    freeSlots({
      date,
      timeZone: tz,
      now: bookedLongAgo,
      hours: o.service.openingHours ?? hours,
      offering: engineOffering(o),
      resources: resourcesOf.get(o.offering.id) ?? [],
      held,
      persons,
    }).slots;

  // The rows are made in memory and written in chunks at the end: one query per reservation made the first start
  // of a demo slow. The hold cells are counted here as the database would (decision 0030), lane by lane.
  const cellsHeld = new Map<string, typeof reservationHold.$inferInsert>();
  const planned: {
    reservation: NewReservationRow;
    line: Omit<NewReservationLineRow, 'reservationId'>;
    payment?: Omit<typeof payment.$inferInsert, 'reservationId'>;
  }[] = [];
  /** The first lane of the resource whose cells take the session (the engine found one), its cells counted. */
  function holdInMemory(
    shape: { lanes: number; capacity: number },
    h: { resourceId: number; offeringId: number; sessionStart: Date; persons: number; cells: number[] },
  ): number {
    const key = (lane: number, c: number) => `${h.resourceId}:${lane}:${c}`;
    const fits = (lane: number) =>
      h.cells.every((c) => {
        const cell = cellsHeld.get(key(lane, c));
        return (
          !cell ||
          (cell.offeringId === h.offeringId &&
            cell.sessionStart.getTime() === h.sessionStart.getTime() &&
            cell.taken + h.persons <= cell.capacity)
        );
      });
    let lane = 1;
    while (lane < shape.lanes && !fits(lane)) lane++;
    for (const c of h.cells) {
      const cell = cellsHeld.get(key(lane, c));
      if (cell) cell.taken += h.persons;
      else
        cellsHeld.set(key(lane, c), {
          resourceId: h.resourceId,
          cellStart: new Date(c),
          lane,
          offeringId: h.offeringId,
          sessionStart: h.sessionStart,
          capacity: shape.capacity,
          taken: h.persons,
        });
    }
    return lane;
  }

  /** Books one random offering on a free slot of the day, if any; answers whether it did. */
  function bookOne(d: number, date: string): boolean {
    const o = catalogue[rnd.index(catalogue.length)]!;
    const eo = engineOffering(o);
    const persons = plan.partySize?.(rnd) ?? (eo.capacity > 1 ? 1 + rnd.index(3) : 1);
    const slots = slotsOn(date, o, persons);
    if (slots.length === 0) return false;
    const slot = plan.pickSlot?.(slots, rnd) ?? slots[rnd.index(slots.length)]!;
    const times = sessionTimes(eo, slot.startsAt);
    const status = statusOf(d, times.startsAt, times.endsAt, now, rnd.next());
    const resourceId = slot.resourceIds[0]!;
    let lane = 1;
    if (status !== 'CANCELLED' && status !== 'NO_SHOW') {
      lane = holdInMemory(holdShape(engineOf.get(resourceId) ?? {}, eo.capacity, persons), {
        resourceId,
        offeringId: eo.id,
        sessionStart: times.startsAt,
        persons,
        cells: holdCells(times.startsAt, times.heldUntil),
      });
      held.push({
        resourceId,
        offeringId: eo.id,
        startsAt: times.startsAt,
        heldUntil: times.heldUntil,
        persons,
        lane,
      });
    }
    const money = priceReservation([{ offering: o, persons }], 0, spa!.taxDetails);
    sequence++;
    const createdAt = new Date(times.startsAt.getTime() - (1 + rnd.index(14)) * 86_400_000);
    const at = (minutes: number) => new Date(times.startsAt.getTime() + minutes * 60_000);
    const row = {
      propertyId,
      sequence,
      referenceNumber: reservationReference(sequence),
      status,
      customerId: customers[rnd.index(customers.length)]!.id,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      notes: rnd.next() < 0.15 ? plan.note : null,
      currency: spa!.localCurrency,
      subtotal: money.subtotal,
      discountAmount: money.discountAmount,
      tax: money.tax,
      total: money.total,
      cancelReason: status === 'CANCELLED' ? 'Change of plans' : null,
      confirmedAt: ['CONFIRMED', 'CHECKED_IN', 'COMPLETED'].includes(status) ? at(-24 * 60) : null,
      checkedInAt: ['CHECKED_IN', 'COMPLETED'].includes(status) ? at(-5) : null,
      completedAt: status === 'COMPLETED' ? times.endsAt : null,
      cancelledAt: status === 'CANCELLED' ? at(-48 * 60) : null,
      createdAt,
      updatedAt: createdAt,
    };
    const line = {
      propertyId,
      offeringId: eo.id,
      resourceId,
      lane,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      heldUntil: times.heldUntil,
      persons,
      unitPrice: money.lines[0]!.unitPrice,
      price: money.lines[0]!.price,
      tax: money.lines[0]!.tax,
    };
    made++;
    let paid: (typeof planned)[number]['payment'];
    if (plan.payments) {
      const full = status === 'COMPLETED' || status === 'CHECKED_IN';
      const advance = status === 'CONFIRMED' && cash.next() < 0.35;
      if (full || advance)
        paid = {
          propertyId,
          customerId: row.customerId,
          date: localDate(full ? times.startsAt : createdAt),
          amount: full ? row.total : roundCents(row.total * 0.3),
          currency: row.currency,
          mode: cash.next() < 0.7 ? 'Card' : 'Cash',
          status: 'Paid',
          advance,
          paidAt: full ? times.startsAt : createdAt,
          createdAt: full ? times.startsAt : createdAt,
          updatedAt: full ? times.startsAt : createdAt,
        };
    }
    planned.push({ reservation: row, line, payment: paid });
    return true;
  }

  for (let d = -plan.daysEachSide; d <= plan.daysEachSide; d++) {
    const date = addDays(today, d);
    const wanted = plan.perDay(rnd);
    for (let k = 0; k < wanted; k++) bookOne(d, date);
    // A busy day: booked until only a few of the shortest offering's slots are left (bounded: a day is finite).
    const busy = plan.busy;
    if (busy?.on(d, date)) {
      const left = () => slotsOn(date, shortest, 1).filter((x) => x.localStart >= (busy.from ?? '')).length;
      for (let tries = 0; tries < 200 && left() > busy.leaveFree; tries++) bookOne(d, date);
    }
  }
  await setReservationSequence(db, propertyId, sequence);
  const holds = [...cellsHeld.values()];
  for (let i = 0; i < holds.length; i += SEED_CHUNK)
    await db.insert(reservationHold).values(holds.slice(i, i + SEED_CHUNK));
  for (let i = 0; i < planned.length; i += SEED_CHUNK) {
    const chunk = planned.slice(i, i + SEED_CHUNK);
    const rows = await db
      .insert(reservation)
      .values(chunk.map((p) => p.reservation))
      .returning({ id: reservation.id, referenceNumber: reservation.referenceNumber });
    const idOf = new Map(rows.map((r) => [r.referenceNumber, r.id]));
    const id = (p: (typeof chunk)[number]) => idOf.get(p.reservation.referenceNumber)!;
    await db.insert(reservationLine).values(chunk.map((p) => ({ ...p.line, reservationId: id(p) })));
    const paid = chunk.flatMap((p) => (p.payment ? [{ ...p.payment, reservationId: id(p) }] : []));
    if (paid.length > 0) await db.insert(payment).values(paid);
  }
  return made;
}

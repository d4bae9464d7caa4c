// Lotus Day Spa's demo reservations (issue 11): about three hundred over the 45 days either side of today, in every
// status, placed by the slot engine itself on free slots of the seeded catalogue (so the demo never shows a double
// booking), holding their cells like real ones. Deterministic for a given day of start.
import {
  addDays,
  freeSlots,
  holdCells,
  reservationReference,
  sessionTimes,
  todayIn,
  type HeldPlaces,
  type ReservationStatus,
} from '@bookone/domain';
import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { businessService, offering, property } from '../../db/schema';
import { createCustomerRow } from '../customer/customer.service';
import {
  insertReservation,
  insertReservationLine,
  nextReservationSequence,
  offeringResources,
  propertyHours,
  slotResources,
  takeHoldCells,
} from './reservation.repository';
import { engineOffering, priceReservation, type OfferingForSlots } from './reservation-slots';

const DAYS_EACH_SIDE = 45;
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

export async function seedLotusReservations(db: Db, propertyId: number): Promise<number> {
  const [spa] = await db.select().from(property).where(eq(property.id, propertyId));
  if (!spa) return 0;
  const tz = spa.timezone;
  const now = new Date();
  const today = todayIn(tz, now);
  const first = addDays(today, -DAYS_EACH_SIDE);
  const catalogue: OfferingForSlots[] = await db
    .select({ offering, service: businessService })
    .from(offering)
    .innerJoin(businessService, eq(businessService.id, offering.businessServiceId))
    .where(and(eq(offering.propertyId, propertyId), eq(offering.active, true), eq(offering.bookable, true)))
    .orderBy(asc(offering.id));
  if (catalogue.length === 0) return 0;
  const hours = await propertyHours(db, propertyId);
  const from = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000);
  const to = new Date(Date.parse(`${addDays(today, DAYS_EACH_SIDE + 1)}T00:00:00Z`) + 86_400_000);
  const resourcesOf = new Map<number, Awaited<ReturnType<typeof slotResources>>>();
  const lanesOf = new Map<number, number>();
  for (const o of catalogue) {
    const rows = await offeringResources(db, o.offering.id);
    for (const r of rows) lanesOf.set(r.id, r.capacity);
    resourcesOf.set(o.offering.id, await slotResources(db, rows, from, to));
  }

  const rnd = randomFrom(20261125);
  const customers = [];
  for (let i = 0; i < 60; i++) {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    customers.push(
      await createCustomerRow(
        db,
        propertyId,
        {
          firstName,
          lastName,
          email: `${firstName}.${lastName}.${i + 1}@lotus-guests.example`.toLowerCase(),
          phone: `+64 21 555 ${String(1000 + i).slice(-4)}`,
        },
        null,
      ),
    );
  }

  const held: HeldPlaces[] = [];
  let made = 0;
  // Engine rules as on the day they were booked: no lead time, no horizon (a past day was once bookable).
  const bookedLongAgo = new Date(Date.parse(`${first}T00:00:00Z`) - 30 * 86_400_000);
  for (let d = -DAYS_EACH_SIDE; d <= DAYS_EACH_SIDE; d++) {
    const date = addDays(today, d);
    const wanted = 2 + rnd.index(4);
    for (let k = 0; k < wanted; k++) {
      const o = catalogue[rnd.index(catalogue.length)]!;
      const eo = engineOffering(o);
      const persons = eo.capacity > 1 ? 1 + rnd.index(3) : 1;
      const day = freeSlots({
        date,
        timeZone: tz,
        now: bookedLongAgo,
        hours: o.service.openingHours ?? hours,
        offering: eo,
        resources: resourcesOf.get(o.offering.id) ?? [],
        held,
        persons,
      });
      if (day.slots.length === 0) continue;
      const slot = day.slots[rnd.index(day.slots.length)]!;
      const times = sessionTimes(eo, slot.startsAt);
      const status = statusOf(d, times.startsAt, times.endsAt, now, rnd.next());
      const resourceId = slot.resourceIds[0]!;
      let lane = 1;
      if (status !== 'CANCELLED' && status !== 'NO_SHOW') {
        // The lane the engine found room in: the first whose cells take the session.
        const cells = holdCells(times.startsAt, times.heldUntil);
        for (lane = 1; lane <= (lanesOf.get(resourceId) ?? 1); lane++) {
          const taken = await takeHoldCells(db, {
            resourceId,
            lane,
            offeringId: eo.id,
            sessionStart: times.startsAt,
            capacity: eo.capacity,
            persons,
            cells,
          });
          if (taken.length === cells.length) break;
        }
        held.push({
          resourceId,
          offeringId: eo.id,
          startsAt: times.startsAt,
          heldUntil: times.heldUntil,
          persons,
          lane,
        });
      }
      const money = priceReservation([{ offering: o, persons }], 0, spa.taxDetails);
      const sequence = await nextReservationSequence(db, propertyId);
      const createdAt = new Date(times.startsAt.getTime() - (1 + rnd.index(14)) * 86_400_000);
      const at = (minutes: number) => new Date(times.startsAt.getTime() + minutes * 60_000);
      const row = await insertReservation(db, {
        propertyId,
        sequence,
        referenceNumber: reservationReference(sequence),
        status,
        customerId: customers[rnd.index(customers.length)]!.id,
        startsAt: times.startsAt,
        endsAt: times.endsAt,
        notes: rnd.next() < 0.15 ? 'Prefers a quiet room' : null,
        currency: spa.localCurrency,
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
      });
      await insertReservationLine(db, {
        reservationId: row.id,
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
      });
      made++;
    }
  }
  return made;
}

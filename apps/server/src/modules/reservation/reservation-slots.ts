// The slot engine fed from the database: one read of hours, resources, time off and held places for a run of days,
// then the domain's freeSlots for each. The list of free slots, the 409's next free slots and the bench use it.
import {
  addDays,
  freeSlots,
  nextFreeSlots,
  resolveTaxRate,
  roundCents,
  wallClockToInstant,
  type FreeSlot,
  type SlotDay,
  type TaxSource,
  type WorkingDay,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import type { PropertyRow } from '../property/property.repository';
import {
  findOfferingForSlots,
  heldPlaces,
  offeringResources,
  propertyHours,
  slotResources,
} from './reservation.repository';

export type OfferingForSlots = NonNullable<Awaited<ReturnType<typeof findOfferingForSlots>>>;

/** The offering as the engine takes it: its buffer, else its service's standard one. */
export function engineOffering(o: OfferingForSlots) {
  return {
    id: o.offering.id,
    durationMinutes: o.offering.durationMinutes,
    bufferMinutes: o.offering.bufferMinutes ?? o.service.bufferMinutes,
    capacity: o.offering.capacity,
    effectiveDate: o.offering.effectiveFrom,
    expiryDate: o.offering.expiresOn,
  };
}

export interface SlotSearch {
  property: Pick<PropertyRow, 'id' | 'timezone'>;
  offering: OfferingForSlots;
  resourceId?: number | null;
  persons?: number;
  now?: Date;
  /** A line being moved: its own place does not stand in its way. */
  excludeLineId?: number;
}

/** Free slots of an offering on each of `days` consecutive days from `from`, from one read of the rows. */
export async function slotDays(db: Db, s: SlotSearch, from: string, days: number): Promise<SlotDay[]> {
  const tz = s.property.timezone;
  const o = s.offering;
  const hours: WorkingDay[] = o.service.openingHours ?? (await propertyHours(db, s.property.id));
  const resources = await offeringResources(db, o.offering.id);
  // A day either side: a session of the evening before can hold its resource into the morning.
  const start = new Date(wallClockToInstant(addDays(from, -1), '00:00', tz));
  const end = new Date(wallClockToInstant(addDays(from, days + 1), '00:00', tz));
  // In turn, not side by side: inside a transaction there is one connection.
  const engineResources = await slotResources(db, resources, start, end);
  const held = await heldPlaces(
    db,
    resources.map((r) => r.id),
    start,
    end,
    s.excludeLineId,
  );
  const now = s.now ?? new Date();
  const offering = engineOffering(o);
  const out: SlotDay[] = [];
  for (let i = 0; i < days; i++)
    out.push(
      freeSlots({
        date: addDays(from, i),
        timeZone: tz,
        now,
        hours,
        minLeadMinutes: o.service.minLeadMinutes,
        maxLeadDays: o.service.maxLeadDays,
        offering,
        resources: engineResources,
        held,
        resourceId: s.resourceId ?? null,
        persons: s.persons ?? 1,
      }),
    );
  return out;
}

/** What a refused booking is answered with: the next free slots from its day on, after its refused start. */
export async function nextSlotsAfter(db: Db, s: SlotSearch, date: string, after: Date): Promise<FreeSlot[]> {
  const days = await slotDays(db, s, date, 14);
  const byDate = new Map(days.map((d) => [d.date, d]));
  return nextFreeSlots(date, (d) => byDate.get(d) ?? { date: d, reason: 'TOO_FAR', slots: [] }, {
    count: 3,
    days: 14,
    after,
  });
}

export { findOfferingForSlots };

/**
 * A reservation's money: each line's price (unit price × persons), the discount off the whole, each line's tax
 * (the offering's, else its service's, else the property's; taken out of an inclusive price, added otherwise).
 * A coupon's discount (`promotionDiscounts`, per line, from the promotion rule) comes off its line with the
 * clerk's percentage, before tax, as any discount does; a line never goes below nothing.
 */
export function priceReservation(
  lines: { offering: OfferingForSlots; persons: number }[],
  discountPercentage: number,
  propertyTax: TaxSource,
  promotionDiscounts: readonly number[] = [],
) {
  const priced = lines.map(({ offering: o, persons }, i) => {
    const price = roundCents(o.offering.price * persons);
    const afterManual = price * (1 - discountPercentage / 100);
    const coupon = Math.min(afterManual, promotionDiscounts[i] ?? 0);
    const net = afterManual - coupon;
    const rate = resolveTaxRate(net, o.offering.taxDetails ?? o.service.taxDetails, propertyTax) ?? 0;
    const inclusive = o.service.priceIncludesTax;
    const tax = roundCents(inclusive ? net - net / (1 + rate / 100) : (net * rate) / 100);
    return { unitPrice: o.offering.price, price, coupon, tax, inclusive };
  });
  const subtotal = roundCents(priced.reduce((s, p) => s + p.price, 0));
  const discountAmount = roundCents(
    (subtotal * discountPercentage) / 100 + priced.reduce((s, p) => s + p.coupon, 0),
  );
  const addedTax = priced.reduce((s, p) => s + (p.inclusive ? 0 : p.tax), 0);
  return {
    lines: priced,
    subtotal,
    discountAmount,
    tax: roundCents(priced.reduce((s, p) => s + p.tax, 0)),
    total: roundCents(subtotal - discountAmount + addedTax),
  };
}

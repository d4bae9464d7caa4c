// The demo promotions (issue 14): for Harbour View, the Lotus Day Spa and the Corner Bistro, one promotion in every
// status (active, scheduled, expired, used up, switched off; the spa's reservations take no code yet, so none of its
// codes is used). Their uses go through the module's own functions: the hotel's weekend and launch codes are
// applied to new weekend bookings by the booking service's create (as a clerk does); the bistro's launch and expired
// winter codes are redeemed on its seeded orders that took 10 % off, each checked by the domain's rule on the
// order's own day and counted by the same conditional update and redemption writer as a live sale.
import { addDays, evaluatePromotion, todayIn, weekdayOf, type PromotionTarget } from '@bookone/domain';
import { and, asc, eq, gt, ne } from 'drizzle-orm';

import type { Db } from '../db/client';
import { appUser, roomType, salesOrder } from '../db/schema';
import type { Actor } from '../plugins/auth';
import { createBookingService } from '../modules/booking/booking.service';
import type { PropertyRow } from '../modules/property/property.repository';
import { recordRedemption } from '../modules/promotion/promotion-redeem';
import {
  insertPromotion,
  takeUse,
  updatePromotionRow,
  type NewPromotionRow,
  type PromotionRow,
} from '../modules/promotion/promotion.repository';

type Spec = Omit<NewPromotionRow, 'propertyId' | 'startDate' | 'endDate'> & { from: number; to: number };

/** Five promotions of a property, one per status, days counted from today. */
function specs(prefix: string, target: PromotionTarget, name: string): Spec[] {
  const base = { discountKind: 'PERCENT' as const, appliesTo: target };
  return [
    { ...base, name: `${name} 15`, couponCode: `${prefix}15`, discountValue: 15, from: -30, to: 60 },
    { ...base, name: `${name}: summer`, couponCode: `${prefix}SUMMER`, discountValue: 20, from: 20, to: 80 },
    {
      ...base,
      name: `${name}: winter`,
      couponCode: `${prefix}WINTER`,
      discountValue: 10,
      from: -90,
      to: -10,
    },
    {
      ...base,
      name: `${name}: launch`,
      couponCode: `${prefix}LAUNCH`,
      discountValue: 10,
      totalUses: 3,
      from: -90,
      to: 30,
      appliesTo: 'ALL',
    },
    {
      ...base,
      name: `${name}: staff`,
      couponCode: `${prefix}STAFF`,
      discountValue: 25,
      active: false,
      from: -10,
      to: 90,
    },
  ];
}

async function insertAll(tx: Db, p: PropertyRow, list: Spec[]): Promise<PromotionRow[]> {
  const today = todayIn(p.timezone);
  const rows: PromotionRow[] = [];
  for (const { from, to, ...s } of list)
    rows.push(
      await insertPromotion(tx, {
        ...s,
        propertyId: p.id,
        startDate: addDays(today, from),
        endDate: addDays(today, to),
      }),
    );
  return rows;
}

/** A past sale's use: the rule on the sale's own day (its whole amount as one line), then the counted use. */
interface Sale {
  kind: 'ORDER';
  id: number;
  reference: string;
  day: string;
  amount: number;
  total: number;
  customerId: number | null;
}

async function redeemPast(tx: Db, promotion: PromotionRow, sale: Sale) {
  const outcome = evaluatePromotion(
    promotion,
    {
      kind: sale.kind,
      saleDate: sale.day,
      lines: [{ amount: sale.amount, dates: [sale.day] }],
      subtotal: sale.amount,
      customerId: sale.customerId,
      otherDiscounts: [],
    },
    { total: promotion.usesCount, byCustomer: 0 },
  );
  if (!outcome.ok || !(await takeUse(tx, promotion.id))) return false;
  promotion.usesCount++;
  await recordRedemption(
    tx,
    null,
    promotion.propertyId,
    {
      promotionId: promotion.id,
      code: promotion.couponCode,
      name: promotion.name,
      discount: outcome.discount,
      lineDiscounts: [],
    },
    {
      kind: sale.kind,
      id: sale.id,
      reference: sale.reference,
      customerId: sale.customerId,
      revenue: sale.total,
    },
  );
  return true;
}

/** The hotel's codes on new weekend stays, one code each, made by the front desk through the booking service. */
async function hotelBookings(tx: Db, hotel: PropertyRow, codes: string[]) {
  const [desk] = await tx.select().from(appUser).where(eq(appUser.username, 'hotel.frontdesk@bookone.demo'));
  const [type] = await tx
    .select()
    .from(roomType)
    .where(eq(roomType.propertyId, hotel.id))
    .orderBy(asc(roomType.id));
  if (!desk || !type) return;
  const actor: Actor = {
    id: desk.id,
    username: desk.username,
    roles: ['PROP_FRONTDESK'],
    permissions: new Set(),
    organisationId: hotel.organisationId,
    propertyId: hotel.id,
  };
  const bookings = createBookingService(tx);
  let day = addDays(todayIn(hotel.timezone), 14);
  while (weekdayOf(day) !== 'FRI') day = addDays(day, 1);
  const guests = [
    ['Amelia', 'Fraser'],
    ['Tane', 'Walker'],
    ['Sophie', 'Martin'],
    ['Noah', 'Kereama'],
  ] as const;
  for (const [i, [firstName, lastName]] of guests.entries()) {
    const arrival = addDays(day, 7 * i);
    await bookings.create(actor, hotel.id, {
      roomTypeId: type.id,
      arrival,
      departure: addDays(arrival, 2),
      rooms: 1,
      adults: 2,
      children: 0,
      source: 'Phone',
      status: 'CONFIRMED',
      discountPercentage: 0,
      customer: { firstName, lastName },
      promotionCode: codes[i] ?? null,
    });
  }
}

/** Redeems the promotion on the sales given (those the rule accepts) up to `max` uses; answers how many. */
async function redeemAll(tx: Db, promotion: PromotionRow, sales: Sale[], max: number) {
  let n = 0;
  for (const sale of sales) if (n < max && (await redeemPast(tx, promotion, sale))) n++;
  return n;
}

/** The promotion used up: its total uses are the uses it has. */
async function usedUp(tx: Db, promotion: PromotionRow) {
  if (promotion.usesCount > 0) await updatePromotionRow(tx, promotion.id, { totalUses: promotion.usesCount });
}

export async function seedDemoPromotions(tx: Db, properties: Record<string, PropertyRow | undefined>) {
  const hotel = properties['Harbour View Hotel'];
  const spa = properties['Lotus Day Spa'];
  const bistro = properties['Corner Bistro'];
  if (hotel) {
    const list = specs('HARBOUR', 'ROOMS', 'Harbour weekend');
    // A weekend code: Friday and Saturday nights.
    list[0] = { ...list[0]!, stayWeekdays: ['FRI', 'SAT'] };
    // The launch code: one use, taken by a booking below.
    list[3] = { ...list[3]!, totalUses: 1 };
    const rows = await insertAll(tx, hotel, list);
    await hotelBookings(tx, hotel, [
      rows[0]!.couponCode,
      rows[0]!.couponCode,
      rows[0]!.couponCode,
      rows[3]!.couponCode,
    ]);
  }
  // The spa's codes: reservations take no code yet (issue 14 left them for later), so none is used; its launch
  // code stays active with its three uses open.
  if (spa) await insertAll(tx, spa, specs('LOTUS', 'OFFERINGS', 'Lotus pamper'));
  if (bistro) {
    const rows = await insertAll(tx, bistro, specs('BISTRO', 'PRODUCT_GROUPS', 'Bistro'));
    // Orders that took ten per cent off: the launch code's (used up), then the expired winter code's.
    const orders = await tx
      .select()
      .from(salesOrder)
      .where(
        and(
          eq(salesOrder.propertyId, bistro.id),
          eq(salesOrder.discountPercentage, 10),
          ne(salesOrder.status, 'CANCELLED'),
          gt(salesOrder.subtotal, 0),
        ),
      )
      .orderBy(asc(salesOrder.id));
    const sales: Sale[] = orders.map((o) => ({
      kind: 'ORDER',
      id: o.id,
      reference: o.referenceNumber,
      day: o.createdAt.toISOString().slice(0, 10),
      amount: o.subtotal,
      total: o.total,
      customerId: o.customerId,
    }));
    const launch = await redeemAll(tx, rows[3]!, sales, 3);
    await usedUp(tx, rows[3]!);
    await redeemAll(tx, rows[2]!, sales.slice(launch), 8);
  }
}

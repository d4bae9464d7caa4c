// The demo orders (issue 12): the Corner Bistro's twelve tables in two areas and about four hundred orders over the
// last three months in every status and delivery method (today's still running at some tables, one asking for the
// bill), completed ones paid through the payments table; Harbour View's room-service orders of in-house guests,
// each charged to the guest's folio as a "Meal" service line. Plain inserts of what the module itself would have
// written, deterministic for a given day of start. Skipped where the products module seeded no menu. Historical
// orders leave the menu's kept stock as the products seed set it.
import {
  addDays,
  orderLineTaxBase,
  orderReference,
  priceOrder,
  resolveTaxRate,
  roundCents,
  todayIn,
  wallClockToInstant,
  type DeliveryMethod,
  type OrderModifier,
  type OrderStatus,
} from '@bookone/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  bookingService,
  businessService,
  orderLine,
  orderSequence,
  payment,
  product,
  productGroup,
  productModifierGroup,
  productVariation,
  property,
  salesOrder,
  serviceResource,
} from '../../db/schema';
import { seedKitchenTickets } from '../kitchen/kitchen.service';

/** mulberry32: the same seed gives the same orders on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

const TABLES = [
  ...Array.from({ length: 8 }, (_, i) => ({
    name: `Table ${i + 1}`,
    area: 'Dining room',
    seats: [2, 4, 4, 6][i % 4]!,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({
    name: `Terrace ${i + 1}`,
    area: 'Terrace',
    seats: i % 2 ? 4 : 2,
  })),
];
const DAYS = 90;
const CANCEL_REASONS = ['Guest left before ordering', 'Kitchen ran out', 'Ordered twice by mistake'];
const ADDRESSES = ['12 Castle Street, Dunedin', '88 Princes Street, Dunedin', '5 Moray Place, Dunedin'];
/** Today's orders still running, oldest first: where each stands. */
const TODAY_OPEN: { status: OrderStatus; method: DeliveryMethod; billRequested?: boolean }[] = [
  { status: 'SERVED', method: 'DINE_IN', billRequested: true },
  { status: 'SERVED', method: 'DINE_IN' },
  { status: 'READY_TO_SERVE', method: 'DINE_IN' },
  { status: 'IN_PROGRESS', method: 'DINE_IN' },
  { status: 'OUT_FOR_DELIVERY', method: 'DELIVERY' },
  { status: 'CONFIRMED', method: 'TAKE_AWAY' },
  { status: 'CONFIRMED', method: 'DINE_IN' },
  { status: 'NEW', method: 'DINE_IN' },
];

type Menu = Awaited<ReturnType<typeof menuOf>>;

async function menuOf(db: Db, outletId: number) {
  const items = await db
    .select({ product, group: productGroup })
    .from(product)
    .innerJoin(productGroup, eq(productGroup.id, product.productGroupId))
    .where(
      and(eq(product.businessServiceId, outletId), eq(product.active, true), eq(product.outOfStock, false)),
    );
  const ids = items.map((i) => i.product.id);
  const [variations, modifierGroups] = ids.length
    ? await Promise.all([
        db.select().from(productVariation).where(inArray(productVariation.productId, ids)),
        db.select().from(productModifierGroup).where(inArray(productModifierGroup.productId, ids)),
      ])
    : [[], []];
  const modifierGroupIds = new Set(modifierGroups.map((m) => m.productGroupId));
  return {
    // Toppings are sold with a product, not on their own.
    sold: items.filter((i) => !modifierGroupIds.has(i.group.id)),
    variations,
    modifiersOf: (productId: number) => {
      const groups = new Set(
        modifierGroups.filter((m) => m.productId === productId).map((m) => m.productGroupId),
      );
      return items.filter((i) => groups.has(i.group.id));
    },
  };
}

interface Planned {
  order: typeof salesOrder.$inferInsert;
  lines: Omit<typeof orderLine.$inferInsert, 'orderId'>[];
  paidBy?: string;
}

/** An order's lines priced as the module prices them (the menu's price, the group's rule, GST by the property). */
function planLines(
  r: ReturnType<typeof prng>,
  menu: Menu,
  p: typeof property.$inferSelect,
  outlet: typeof businessService.$inferSelect,
  count: number,
  pricing: { discountPercentage: number; serviceChargePercentage: number },
  confirmedAt: Date | null,
) {
  const lines: Planned['lines'] = [];
  for (let i = 0; i < count; i++) {
    const { product: prod, group } = r.pick(menu.sold);
    const variations = menu.variations.filter((v) => v.productId === prod.id);
    const variation = variations.length && r.chance(0.4) ? r.pick(variations) : undefined;
    const offered = menu.modifiersOf(prod.id);
    const modifiers: OrderModifier[] =
      offered.length && r.chance(0.35)
        ? [r.pick(offered)].map((m) => ({
            productId: m.product.id,
            name: m.product.name,
            price: m.product.sellPrice,
          }))
        : [];
    const unitPrice = variation ? variation.price : (prod.discountedPrice ?? prod.sellPrice);
    const modifiersPrice = roundCents(modifiers.reduce((s, m) => s + m.price, 0));
    const base = orderLineTaxBase({ unitPrice, modifiersPrice, discountPercentage: 0 });
    const taxRate = !group.taxable
      ? 0
      : (prod.taxRate ?? resolveTaxRate(base, outlet.taxDetails, p.taxDetails) ?? 0);
    const figures = {
      unitPrice,
      modifiersPrice,
      quantity: r.chance(0.25) ? 2 : 1,
      discountPercentage: 0,
      taxRate,
    };
    lines.push({
      propertyId: p.id,
      productId: prod.id,
      variationId: variation?.id ?? null,
      productName: prod.name,
      productCode: prod.code,
      variationName: variation?.name ?? null,
      groupName: group.name,
      station: group.printerName,
      modifiers,
      ...figures,
      note: r.chance(0.1)
        ? r.pick(['No onion', 'Extra hot', 'Gluten free please', 'Sauce on the side'])
        : null,
      ...priceOrder([figures], { ...pricing, taxIncluded: outlet.priceIncludesTax }).lines[0]!,
      confirmedAt,
      position: i,
    });
  }
  return lines;
}

/** Orders and their lines, numbered from 1 in time order, and their payments; the sequence left at the last. */
async function insertPlanned(db: Db, p: typeof property.$inferSelect, planned: Planned[]) {
  planned.sort((a, b) => a.order.createdAt!.getTime() - b.order.createdAt!.getTime());
  planned.forEach((x, i) => {
    x.order.sequence = i + 1;
    x.order.referenceNumber = orderReference(p.shortName ?? p.name, i + 1);
    const sum = (k: 'amount' | 'discountAmount' | 'serviceCharge' | 'tax' | 'total') =>
      roundCents(x.lines.reduce((s, l) => s + (l[k] ?? 0), 0));
    Object.assign(x.order, {
      subtotal: sum('amount'),
      discountAmount: sum('discountAmount'),
      serviceCharge: sum('serviceCharge'),
      tax: sum('tax'),
      total: sum('total'),
    });
  });
  const rows: (typeof salesOrder.$inferSelect)[] = [];
  for (let i = 0; i < planned.length; i += 200)
    rows.push(
      ...(await db
        .insert(salesOrder)
        .values(planned.slice(i, i + 200).map((x) => x.order))
        .returning()),
    );
  const lines = planned.flatMap((x, i) => x.lines.map((l) => ({ ...l, orderId: rows[i]!.id })));
  for (let i = 0; i < lines.length; i += 500) await db.insert(orderLine).values(lines.slice(i, i + 500));
  const payments = planned.flatMap((x, i) =>
    x.paidBy
      ? [
          {
            propertyId: p.id,
            orderId: rows[i]!.id,
            customerId: x.order.customerId ?? null,
            date: todayIn(p.timezone, x.order.completedAt ?? x.order.createdAt!),
            amount: rows[i]!.total,
            currency: p.localCurrency,
            mode: x.paidBy,
            status: 'Paid',
            paidAt: x.order.completedAt ?? x.order.createdAt!,
          },
        ]
      : [],
  );
  for (let i = 0; i < payments.length; i += 500) await db.insert(payment).values(payments.slice(i, i + 500));
  await db
    .insert(orderSequence)
    .values({ propertyId: p.id, lastValue: planned.length })
    .onConflictDoUpdate({ target: orderSequence.propertyId, set: { lastValue: planned.length } });
  return rows;
}

async function outletNamed(db: Db, propertyId: number, name: string) {
  const [row] = await db
    .select()
    .from(businessService)
    .where(and(eq(businessService.propertyId, propertyId), eq(businessService.name, name)));
  return row;
}

async function seedBistro(db: Db, propertyId: number) {
  const [p] = await db.select().from(property).where(eq(property.id, propertyId));
  const outlet = await outletNamed(db, propertyId, 'Dine In');
  if (!p || !outlet) return;
  const menu = await menuOf(db, outlet.id);
  const tables = await db
    .insert(serviceResource)
    .values(
      TABLES.map((t) => ({
        propertyId,
        businessServiceId: outlet.id,
        kind: 'TABLE' as const,
        name: t.name,
        area: t.area,
        capacity: t.seats,
      })),
    )
    .returning();
  if (menu.sold.length === 0) return;
  const r = prng(20261125);
  const today = todayIn(p.timezone);
  const at = (date: string, minutes: number) =>
    new Date(
      wallClockToInstant(
        date,
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
        p.timezone,
      ),
    );
  const planned: Planned[] = [];
  const plan = (
    date: string,
    minutes: number,
    status: OrderStatus,
    method: DeliveryMethod,
    table: (typeof tables)[number] | null,
    billRequested = false,
  ) => {
    const createdAt = at(date, minutes);
    const later = (m: number) => new Date(createdAt.getTime() + m * 60_000);
    const pricing = {
      discountPercentage: r.chance(0.08) ? 10 : 0,
      serviceChargePercentage: method === 'DINE_IN' && r.chance(0.15) ? 10 : 0,
    };
    const confirmedAt = status === 'NEW' || (status === 'CANCELLED' && r.chance(0.5)) ? null : later(3);
    planned.push({
      order: {
        propertyId,
        businessServiceId: outlet.id,
        sequence: 0,
        referenceNumber: '',
        status,
        deliveryMethod: method,
        tableId: table?.id ?? null,
        covers: table ? r.int(1, table.capacity) : null,
        deliveryAddress: method === 'DELIVERY' ? r.pick(ADDRESSES) : null,
        currency: p.localCurrency,
        ...pricing,
        billRequestedAt: billRequested ? later(70) : null,
        confirmedAt,
        completedAt: status === 'COMPLETED' ? later(r.int(40, 100)) : null,
        cancelledAt: status === 'CANCELLED' ? later(5) : null,
        cancelReason: status === 'CANCELLED' ? r.pick(CANCEL_REASONS) : null,
        createdAt,
        updatedAt: createdAt,
      },
      lines: planLines(r, menu, p, outlet, r.int(1, 5), pricing, confirmedAt),
      paidBy: status === 'COMPLETED' ? r.pick(['Cash', 'Card', 'Card', 'Card']) : undefined,
    });
  };
  // About four and a half orders a day before today: served and paid, a few cancelled.
  for (let d = DAYS; d >= 1; d--) {
    const date = addDays(today, -d);
    const n = r.int(3, 6);
    for (let i = 0; i < n; i++) {
      const method: DeliveryMethod = r.chance(0.6) ? 'DINE_IN' : r.chance(0.6) ? 'TAKE_AWAY' : 'DELIVERY';
      plan(
        date,
        r.int(11 * 60 + 30, 21 * 60),
        r.chance(0.06) ? 'CANCELLED' : 'COMPLETED',
        method,
        method === 'DINE_IN' ? r.pick(tables) : null,
      );
    }
  }
  // Today: the running service, each dine-in order at a table of its own (the floor plan shows them).
  TODAY_OPEN.forEach((o, i) =>
    plan(
      today,
      11 * 60 + 15 * i,
      o.status,
      o.method,
      o.method === 'DINE_IN' ? tables[i]! : null,
      o.billRequested,
    ),
  );
  // Today's running orders are on the kitchen's display at start.
  await seedKitchenTickets(db, propertyId, await insertPlanned(db, p, planned));
}

/** Room-service orders of Harbour View's in-house guests, each on the guest's folio. */
async function seedRoomService(db: Db, propertyId: number) {
  const [p] = await db.select().from(property).where(eq(property.id, propertyId));
  const outlet = await outletNamed(db, propertyId, 'Harbour Kitchen');
  if (!p || !outlet) return;
  const menu = await menuOf(db, outlet.id);
  if (menu.sold.length === 0) return;
  const r = prng(20261126);
  const today = todayIn(p.timezone);
  // Guests staying on past today: the desk's departures of the day keep the balances the front-office seed gave them.
  const guests = await db
    .select()
    .from(booking)
    .where(
      and(eq(booking.propertyId, propertyId), eq(booking.status, 'CHECKEDIN'), gt(booking.departure, today)),
    )
    .orderBy(booking.id)
    .limit(8);
  const planned: Planned[] = guests.map((g, i) => {
    const date = g.arrival < today && i % 2 ? addDays(today, -1) : today;
    const createdAt = new Date(wallClockToInstant(date, i % 2 ? '19:30' : '07:45', p.timezone));
    const served = date < today || i % 3 === 0;
    const pricing = { discountPercentage: 0, serviceChargePercentage: 0 };
    return {
      order: {
        propertyId,
        businessServiceId: outlet.id,
        sequence: 0,
        referenceNumber: '',
        status: served ? 'SERVED' : 'CONFIRMED',
        deliveryMethod: 'ROOM_ORDER',
        bookingId: g.id,
        customerId: g.customerId,
        currency: p.localCurrency,
        confirmedAt: new Date(createdAt.getTime() + 120_000),
        createdAt,
        updatedAt: createdAt,
      },
      lines: planLines(r, menu, p, outlet, r.int(1, 3), pricing, new Date(createdAt.getTime() + 120_000)),
    };
  });
  const rows = await insertPlanned(db, p, planned);
  await seedKitchenTickets(db, propertyId, rows);
  for (const [i, o] of rows.entries()) {
    const [line] = await db
      .insert(bookingService)
      .values({
        propertyId,
        bookingId: o.bookingId!,
        serviceType: 'Meal',
        description: `Room order ${o.referenceNumber}`,
        date: todayIn(p.timezone, planned[i]!.order.createdAt),
        quantity: 1,
        unitPrice: o.total,
        taxPercentage: 0,
        amount: o.total,
        tax: 0,
        total: o.total,
      })
      .returning({ id: bookingService.id });
    await db.update(salesOrder).set({ bookingServiceId: line!.id }).where(eq(salesOrder.id, o.id));
    // The booking's services total is the sum of its folio's service lines, as the booking module keeps it.
    await db
      .update(booking)
      .set({
        servicesTotal: sql`(select coalesce(sum(${bookingService.total}), 0) from ${bookingService} where ${bookingService.bookingId} = ${o.bookingId!})`,
      })
      .where(eq(booking.id, o.bookingId!));
  }
}

export async function seedDemoOrders(db: Db, properties: Record<string, { id: number }>) {
  const bistro = properties['Corner Bistro'];
  if (bistro) await seedBistro(db, bistro.id);
  const harbour = properties['Harbour View Hotel'];
  if (harbour) await seedRoomService(db, harbour.id);
}

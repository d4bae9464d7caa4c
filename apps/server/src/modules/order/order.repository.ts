import { type FloorTable, type OrderStatus, type TableStatus } from '@bookone/domain';
import { and, asc, eq, gte, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  booking,
  businessService,
  customer,
  orderLine,
  orderSequence,
  product,
  productGroup,
  productModifierGroup,
  productVariation,
  salesOrder,
  serviceResource,
} from '../../db/schema';
import { listColumns, OUTER_ORDER_ID, round2, tableRes, toListItem } from './order-list.repository';

export type OrderRow = typeof salesOrder.$inferSelect;
export type NewOrderRow = typeof salesOrder.$inferInsert;
export type OrderLineRow = typeof orderLine.$inferSelect;
export type NewOrderLineRow = typeof orderLine.$inferInsert;

const ENDED: OrderStatus[] = ['COMPLETED', 'CANCELLED'];

// ------------------------------------------------------------------ the catalogue an order reads

/** An outlet (business service) of the property, with its tax rule. */
export async function findOutlet(db: Db, id: number) {
  const [row] = await db.select().from(businessService).where(eq(businessService.id, id));
  return row;
}

/** Products sold by ids, with their group (station, taxable) and variations: one query each. */
export async function productsForSale(db: Db, ids: number[]) {
  if (ids.length === 0) return { products: [], variations: [], modifierGroups: [] };
  const [products, variations, modifierGroups] = await Promise.all([
    db
      .select({ product, group: productGroup })
      .from(product)
      .innerJoin(productGroup, eq(productGroup.id, product.productGroupId))
      .where(inArray(product.id, ids)),
    db.select().from(productVariation).where(inArray(productVariation.productId, ids)),
    db.select().from(productModifierGroup).where(inArray(productModifierGroup.productId, ids)),
  ]);
  return { products, variations, modifierGroups };
}
export type ProductForSale = Awaited<ReturnType<typeof productsForSale>>['products'][number];

/**
 * Takes units of a kept stock: one conditional update, so that two tills selling the last portion cannot both take
 * it (on PostgreSQL the second waits for the first and re-checks the committed stock). False: not enough left.
 */
export async function takeStock(db: Db, productId: number, units: number): Promise<boolean> {
  const rows = await db
    .update(product)
    .set({ unitsInStock: sql`${product.unitsInStock} - ${units}` })
    .where(and(eq(product.id, productId), eq(product.maintainStock, true), gte(product.unitsInStock, units)))
    .returning({ id: product.id });
  return rows.length === 1;
}

/** Gives units back to a product's kept stock (a cancelled order or line, a lower quantity). */
export async function returnStock(db: Db, productId: number, units: number) {
  if (units <= 0) return;
  await db
    .update(product)
    .set({ unitsInStock: sql`${product.unitsInStock} + ${units}` })
    .where(eq(product.id, productId));
}

export async function unitsInStock(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ units: product.unitsInStock })
    .from(product)
    .where(eq(product.id, productId));
  return row?.units ?? 0;
}

/** A TABLE resource of the property. */
export async function findTable(db: Db, id: number) {
  const [row] = await db.select().from(serviceResource).where(eq(serviceResource.id, id));
  return row && row.kind === 'TABLE' ? row : undefined;
}

// ------------------------------------------------------------------ orders and lines

/** The property's next order number; the row lock serialises two tills numbering at once. */
export async function nextOrderSequence(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .insert(orderSequence)
    .values({ propertyId, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderSequence.propertyId,
      set: { lastValue: sql`${orderSequence.lastValue} + 1` },
    })
    .returning({ value: orderSequence.lastValue });
  return row!.value;
}

export async function insertOrder(db: Db, values: NewOrderRow) {
  const [row] = await db.insert(salesOrder).values(values).returning();
  return row!;
}

export async function insertOrderLines(db: Db, values: NewOrderLineRow[]) {
  if (values.length === 0) return [];
  return db.insert(orderLine).values(values).returning();
}

export async function findOrderRow(db: Db, id: number) {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.id, id));
  return row;
}

/** The order row under a lock: its changes, payments and moves run one after the other. */
export async function lockOrderRow(db: Db, id: number) {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.id, id)).for('update');
  return row;
}

export async function updateOrderRow(db: Db, id: number, values: Partial<NewOrderRow>) {
  const [row] = await db
    .update(salesOrder)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(salesOrder.id, id))
    .returning();
  return row!;
}

export async function linesOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderLine)
    .where(eq(orderLine.orderId, orderId))
    .orderBy(asc(orderLine.position), asc(orderLine.id));
}

export async function updateOrderLine(db: Db, id: number, values: Partial<NewOrderLineRow>) {
  const [row] = await db.update(orderLine).set(values).where(eq(orderLine.id, id)).returning();
  return row!;
}

export async function deleteOrderLine(db: Db, id: number) {
  await db.delete(orderLine).where(eq(orderLine.id, id));
}

/** Lines confirmed to the kitchen when the order is: those not yet confirmed. */
export async function confirmLines(db: Db, orderId: number, at: Date) {
  await db
    .update(orderLine)
    .set({ confirmedAt: at })
    .where(and(eq(orderLine.orderId, orderId), isNull(orderLine.confirmedAt)));
}

/** The oldest open order of a table (the one the floor plan opens). */
export async function openOrderOfTable(db: Db, tableId: number) {
  const [row] = await db
    .select()
    .from(salesOrder)
    .where(and(eq(salesOrder.tableId, tableId), notInArray(salesOrder.status, ENDED)))
    .orderBy(asc(salesOrder.createdAt), asc(salesOrder.id))
    .limit(1);
  return row;
}

export async function findOrderIdByReference(db: Db, propertyId: number, referenceNumber: string) {
  const [row] = await db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.propertyId, propertyId), eq(salesOrder.referenceNumber, referenceNumber)));
  return row?.id;
}

// ------------------------------------------------------------------ answers

/** One order as the list shows it, and who created it (the details add lines and payments). */
export async function findOrderView(db: Db, id: number) {
  const [row] = await db
    .select({ ...listColumns, createdByFirst: appUser.firstName, createdByLast: appUser.lastName })
    .from(salesOrder)
    .innerJoin(businessService, eq(businessService.id, salesOrder.businessServiceId))
    .leftJoin(tableRes, eq(tableRes.id, salesOrder.tableId))
    .leftJoin(booking, eq(booking.id, salesOrder.bookingId))
    .leftJoin(customer, eq(customer.id, salesOrder.customerId))
    .leftJoin(appUser, eq(appUser.id, salesOrder.createdBy))
    .where(eq(salesOrder.id, id));
  if (!row) return undefined;
  return {
    item: toListItem(row),
    row: row.order,
    createdByName: row.createdByFirst ? `${row.createdByFirst} ${row.createdByLast ?? ''}`.trim() : null,
  };
}

// ------------------------------------------------------------------ the floor plan

/** The active tables of the property (of an outlet and the ones serving any), each with its open orders' state. */
export async function floorOf(db: Db, propertyId: number, outletId?: number): Promise<FloorTable[]> {
  const tables = await db
    .select()
    .from(serviceResource)
    .where(
      and(
        eq(serviceResource.propertyId, propertyId),
        eq(serviceResource.kind, 'TABLE'),
        eq(serviceResource.active, true),
        outletId != null
          ? or(eq(serviceResource.businessServiceId, outletId), isNull(serviceResource.businessServiceId))
          : undefined,
      ),
    )
    .orderBy(asc(serviceResource.area), asc(serviceResource.id));
  const ids = tables.map((t) => t.id);
  const open =
    ids.length === 0
      ? []
      : await db
          .select({
            order: salesOrder,
            lines:
              sql<number>`(select count(*) from ${orderLine} where ${orderLine.orderId} = ${OUTER_ORDER_ID})`.mapWith(
                Number,
              ),
          })
          .from(salesOrder)
          .where(and(inArray(salesOrder.tableId, ids), notInArray(salesOrder.status, ENDED)))
          .orderBy(asc(salesOrder.createdAt), asc(salesOrder.id));
  return tables.map((t) => {
    const mine = open.filter((o) => o.order.tableId === t.id);
    const first = mine[0]?.order;
    const status: TableStatus = !first
      ? 'FREE'
      : mine.some((o) => o.order.billRequestedAt != null)
        ? 'BILL_REQUESTED'
        : mine.some((o) => o.lines > 0)
          ? 'ORDERED'
          : 'SEATED';
    return {
      id: t.id,
      name: t.name,
      area: t.area,
      seats: t.capacity,
      status,
      orderId: first?.id ?? null,
      referenceNumber: first?.referenceNumber ?? null,
      covers: first?.covers ?? null,
      total: first ? round2(mine.reduce((s, o) => s + o.order.total, 0)) : null,
      since: first?.createdAt.toISOString() ?? null,
    };
  });
}

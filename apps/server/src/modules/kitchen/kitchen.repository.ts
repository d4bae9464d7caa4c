// Every query of the kitchen tickets. Tickets read the order, its lines and the catalogue's "group KOT" flag when
// they are made; after that they keep their own copies.
import {
  DEFAULT_KITCHEN_STATION,
  type KitchenPriority,
  type KitchenTicket,
  type KitchenTicketStatus,
} from '@bookone/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  booking,
  bookingRoom,
  kitchenSequence,
  kitchenTicket,
  kitchenTicketLine,
  orderLine,
  product,
  productGroup,
  property,
  room,
  salesOrder,
  serviceResource,
} from '../../db/schema';

export type KitchenTicketRow = typeof kitchenTicket.$inferSelect;
type NewKitchenTicketRow = typeof kitchenTicket.$inferInsert;
type NewKitchenTicketLineRow = typeof kitchenTicketLine.$inferInsert;

/** The order a ticket is made for, with what the kitchen calls it: the table's name or the guest's rooms. */
export async function orderForTickets(tx: Db, orderId: number) {
  const [row] = await tx
    .select({
      id: salesOrder.id,
      propertyId: salesOrder.propertyId,
      referenceNumber: salesOrder.referenceNumber,
      deliveryMethod: salesOrder.deliveryMethod,
      notes: salesOrder.notes,
      tableName: serviceResource.name,
      bookingNumber: booking.bookingNumber,
      rooms: sql<string | null>`(select string_agg(distinct ${room.roomNumber}, ', ') from ${bookingRoom}
        join ${room} on ${room.id} = ${bookingRoom.roomId} where ${bookingRoom.bookingId} = ${salesOrder.bookingId})`,
    })
    .from(salesOrder)
    .leftJoin(serviceResource, eq(serviceResource.id, salesOrder.tableId))
    .leftJoin(booking, eq(booking.id, salesOrder.bookingId))
    .where(eq(salesOrder.id, orderId));
  return row;
}

/** The property of an order (the tenant check of its tickets), or undefined. */
export async function propertyOfOrder(db: Db, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ propertyId: salesOrder.propertyId })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId));
  return row?.propertyId;
}

/**
 * The order's confirmed lines with units the kitchen has not been sent yet (a line on no ticket, or its quantity
 * raised since), with how many (`toSend`) and their group's "group KOT" flag. Voided units do not count as sent.
 */
export async function linesToTicket(tx: Db, orderId: number) {
  const rows = await tx
    .select({
      id: orderLine.id,
      productName: orderLine.productName,
      variationName: orderLine.variationName,
      modifiers: orderLine.modifiers,
      quantity: orderLine.quantity,
      note: orderLine.note,
      station: orderLine.station,
      groupName: orderLine.groupName,
      groupKot: sql<boolean>`coalesce(${productGroup.groupKot}, false)`,
      sent: sql<number>`(select coalesce(sum(${kitchenTicketLine.quantity} - ${kitchenTicketLine.voidedQuantity}), 0)
        from ${kitchenTicketLine} where ${kitchenTicketLine.orderLineId} = ${orderLine.id})`.mapWith(Number),
    })
    .from(orderLine)
    .leftJoin(product, eq(product.id, orderLine.productId))
    .leftJoin(productGroup, eq(productGroup.id, product.productGroupId))
    .where(and(eq(orderLine.orderId, orderId), isNotNull(orderLine.confirmedAt)))
    .orderBy(asc(orderLine.position), asc(orderLine.id));
  return rows.map(({ sent, ...l }) => ({ ...l, toSend: l.quantity - sent })).filter((l) => l.toSend > 0);
}

/** Takes `count` ticket numbers of the property (the sequence row's lock serialises two tills). */
export async function nextTicketNumbers(tx: Db, propertyId: number, count: number): Promise<number[]> {
  const [row] = await tx
    .insert(kitchenSequence)
    .values({ propertyId, lastValue: count })
    .onConflictDoUpdate({
      target: kitchenSequence.propertyId,
      set: { lastValue: sql`${kitchenSequence.lastValue} + ${count}` },
    })
    .returning({ value: kitchenSequence.lastValue });
  const last = row!.value;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

export async function insertTicket(tx: Db, values: NewKitchenTicketRow) {
  const [row] = await tx.insert(kitchenTicket).values(values).returning();
  return row!;
}

export async function insertTicketLines(tx: Db, rows: NewKitchenTicketLineRow[]) {
  if (rows.length) await tx.insert(kitchenTicketLine).values(rows);
}

export async function findTicketRow(db: Db, id: number) {
  const [row] = await db.select().from(kitchenTicket).where(eq(kitchenTicket.id, id));
  return row;
}

/**
 * The move, only from the status the caller read and while the ticket is not void: undefined when another cook
 * moved it first or the order took it back (on PostgreSQL the condition is checked again after a void commits).
 */
export async function moveTicket(tx: Db, id: number, from: KitchenTicketStatus, to: KitchenTicketStatus) {
  const [row] = await tx
    .update(kitchenTicket)
    .set({ status: to, statusChangedAt: new Date() })
    .where(and(eq(kitchenTicket.id, id), eq(kitchenTicket.status, from), isNull(kitchenTicket.voidedAt)))
    .returning();
  return row;
}

/** Rush or normal, while the ticket is not void (undefined when it is). */
export async function setTicketPriority(tx: Db, id: number, priority: KitchenPriority) {
  const [row] = await tx
    .update(kitchenTicket)
    .set({ priority })
    .where(and(eq(kitchenTicket.id, id), isNull(kitchenTicket.voidedAt)))
    .returning();
  return row;
}

/** A cook saw the VOID: once only (undefined when the ticket is not void or was acknowledged already). */
export async function acknowledgeVoid(tx: Db, id: number) {
  const [row] = await tx
    .update(kitchenTicket)
    .set({ voidAcknowledgedAt: new Date() })
    .where(
      and(
        eq(kitchenTicket.id, id),
        isNotNull(kitchenTicket.voidedAt),
        isNull(kitchenTicket.voidAcknowledgedAt),
      ),
    )
    .returning();
  return row;
}

/** Tickets with their lines and order reference: rush first, then oldest first. */
async function ticketsWhere(db: Db, where: ReturnType<typeof and>): Promise<KitchenTicket[]> {
  const rows = await db
    .select({
      t: kitchenTicket,
      orderReference: salesOrder.referenceNumber,
      createdByName: sql<
        string | null
      >`nullif(trim(coalesce(${appUser.firstName}, '') || ' ' || coalesce(${appUser.lastName}, '')), '')`,
    })
    .from(kitchenTicket)
    .innerJoin(salesOrder, eq(salesOrder.id, kitchenTicket.orderId))
    .leftJoin(appUser, eq(appUser.id, kitchenTicket.createdBy))
    .where(where)
    .orderBy(
      desc(sql`${kitchenTicket.priority} = 'RUSH'`),
      asc(kitchenTicket.createdAt),
      asc(kitchenTicket.id),
    )
    .limit(500);
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(kitchenTicketLine)
    .where(
      inArray(
        kitchenTicketLine.ticketId,
        rows.map((r) => r.t.id),
      ),
    )
    .orderBy(asc(kitchenTicketLine.position), asc(kitchenTicketLine.id));
  return rows.map(({ t, orderReference, createdByName }) => ({
    id: t.id,
    propertyId: t.propertyId,
    orderId: t.orderId,
    orderReference,
    number: t.number,
    station: t.station,
    groupName: t.groupName,
    priority: t.priority,
    status: t.status,
    deliveryMethod: t.deliveryMethod,
    label: t.label,
    notes: t.notes,
    createdByName,
    createdAt: t.createdAt.toISOString(),
    statusChangedAt: t.statusChangedAt.toISOString(),
    voidedAt: t.voidedAt?.toISOString() ?? null,
    voidReason: t.voidReason,
    voidAcknowledgedAt: t.voidAcknowledgedAt?.toISOString() ?? null,
    lines: lines
      .filter((l) => l.ticketId === t.id)
      .map((l) => ({
        id: l.id,
        orderLineId: l.orderLineId,
        productName: l.productName,
        variationName: l.variationName,
        modifiers: l.modifiers,
        quantity: l.quantity,
        voidedQuantity: l.voidedQuantity,
        note: l.note,
      })),
  }));
}

export function ticketsOfProperty(
  db: Db,
  propertyId: number,
  statuses: readonly KitchenTicketStatus[],
  station?: string,
) {
  return ticketsWhere(
    db,
    and(
      eq(kitchenTicket.propertyId, propertyId),
      inArray(kitchenTicket.status, [...statuses]),
      // A void ticket stays until a cook acknowledges it.
      or(isNull(kitchenTicket.voidedAt), isNull(kitchenTicket.voidAcknowledgedAt)),
      station ? eq(kitchenTicket.station, station) : undefined,
    ),
  );
}

export const ticketsOfOrder = (db: Db, orderId: number) =>
  ticketsWhere(db, eq(kitchenTicket.orderId, orderId));

export async function ticketById(db: Db, id: number) {
  const [t] = await ticketsWhere(db, eq(kitchenTicket.id, id));
  return t;
}

/** The property's stations: its groups' printer names, the default one, and any a displayed ticket still names. */
export async function stationsOf(db: Db, propertyId: number): Promise<string[]> {
  const [groups, open] = [
    await db
      .selectDistinct({ station: productGroup.printerName })
      .from(productGroup)
      .where(
        and(
          eq(productGroup.propertyId, propertyId),
          eq(productGroup.active, true),
          isNotNull(productGroup.printerName),
        ),
      ),
    await db
      .selectDistinct({ station: kitchenTicket.station })
      .from(kitchenTicket)
      .where(
        and(
          eq(kitchenTicket.propertyId, propertyId),
          ne(kitchenTicket.status, 'SERVED'),
          // An acknowledged void ticket is off every display: its station is gone with it.
          or(isNull(kitchenTicket.voidedAt), isNull(kitchenTicket.voidAcknowledgedAt)),
        ),
      ),
  ];
  const names = new Set([...groups, ...open].map((r) => r.station?.trim()).filter((s): s is string => !!s));
  names.add(DEFAULT_KITCHEN_STATION);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** The demo seed's cook: the property's first staff account, and the property's time zone. */
export async function propertyStaffForSeed(db: Db, propertyId: number) {
  const [p] = await db
    .select({ timezone: property.timezone })
    .from(property)
    .where(eq(property.id, propertyId));
  const [staff] = await db
    .select()
    .from(appUser)
    .where(eq(appUser.propertyId, propertyId))
    .orderBy(asc(appUser.id))
    .limit(1);
  return { timezone: p?.timezone, staff };
}

// The queries that take units back from the kitchen: the open tickets holding an order line's units, locked so
// that a cook's bump waits for the void (and then finds the ticket void), and the voids themselves.
import { and, desc, eq, gt, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { kitchenTicket, kitchenTicketLine } from '../../db/schema';

/**
 * The units of these order lines still live on tickets the kitchen has not served nor voided, newest ticket first
 * (a lowered quantity takes back the last units sent). Their tickets are locked first.
 */
export async function liveTicketLinesOf(tx: Db, orderLineIds: number[]) {
  if (!orderLineIds.length) return [];
  const open = and(ne(kitchenTicket.status, 'SERVED'), isNull(kitchenTicket.voidedAt));
  const tickets = await tx
    .select({ id: kitchenTicket.id })
    .from(kitchenTicket)
    .where(
      and(
        open,
        inArray(
          kitchenTicket.id,
          tx
            .select({ id: kitchenTicketLine.ticketId })
            .from(kitchenTicketLine)
            .where(inArray(kitchenTicketLine.orderLineId, orderLineIds)),
        ),
      ),
    )
    .orderBy(kitchenTicket.id)
    .for('update');
  if (!tickets.length) return [];
  return tx
    .select({
      id: kitchenTicketLine.id,
      ticketId: kitchenTicketLine.ticketId,
      orderLineId: kitchenTicketLine.orderLineId,
      live: sql<number>`${kitchenTicketLine.quantity} - ${kitchenTicketLine.voidedQuantity}`.mapWith(Number),
    })
    .from(kitchenTicketLine)
    .where(
      and(
        inArray(
          kitchenTicketLine.ticketId,
          tickets.map((t) => t.id),
        ),
        inArray(kitchenTicketLine.orderLineId, orderLineIds),
        gt(kitchenTicketLine.quantity, kitchenTicketLine.voidedQuantity),
      ),
    )
    .orderBy(desc(kitchenTicketLine.ticketId), desc(kitchenTicketLine.id));
}

export async function addVoidedUnits(tx: Db, ticketLineId: number, units: number) {
  await tx
    .update(kitchenTicketLine)
    .set({ voidedQuantity: sql`${kitchenTicketLine.voidedQuantity} + ${units}` })
    .where(eq(kitchenTicketLine.id, ticketLineId));
}

/** Voids those of the tickets with no live unit left; returns them. */
export async function voidEmptyTickets(tx: Db, ticketIds: number[], reason: string | null) {
  if (!ticketIds.length) return [];
  return tx
    .update(kitchenTicket)
    .set({ voidedAt: new Date(), voidReason: reason })
    .where(
      and(
        inArray(kitchenTicket.id, ticketIds),
        isNull(kitchenTicket.voidedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(kitchenTicketLine)
            .where(
              and(
                eq(kitchenTicketLine.ticketId, kitchenTicket.id),
                gt(kitchenTicketLine.quantity, kitchenTicketLine.voidedQuantity),
              ),
            ),
        ),
      ),
    )
    .returning();
}

export async function ticketRowsById(tx: Db, ids: number[]) {
  if (!ids.length) return [];
  return tx.select().from(kitchenTicket).where(inArray(kitchenTicket.id, ids));
}

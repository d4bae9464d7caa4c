// Kitchen order tickets (issue 12): made in the order's transaction from its confirmed lines, one per station (a
// "group KOT" group's lines on a ticket of their own), then moved NEW → PREPARING → READY → SERVED by the kitchen,
// each move conditional on the status the cook saw (two cooks bumping at once: one 409). Every change is audited
// and published on the live channel when it commits.
import {
  canMoveKitchenTicket,
  DEFAULT_KITCHEN_STATION,
  KITCHEN_OPEN_STATUSES,
  nextKitchenStatus,
  todayIn,
  type OrderStatus,
  type KitchenBoard,
  type KitchenTicket,
  type KitchenTicketMove,
  type KitchenTicketPriorityInput,
  type KitchenTicketQuery,
  type KitchenTicketStatus,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { publishLive } from '../live/live.service';
import {
  acknowledgeVoid,
  findTicketRow,
  insertTicket,
  insertTicketLines,
  linesToTicket,
  moveTicket,
  nextTicketNumbers,
  orderForTickets,
  propertyOfOrder,
  propertyStaffForSeed,
  setTicketPriority,
  stationsOf,
  ticketById,
  ticketsOfOrder,
  ticketsOfProperty,
  type KitchenTicketRow,
} from './kitchen.repository';

const STATUS_WORDS: Record<KitchenTicketStatus, string> = {
  NEW: 'new',
  PREPARING: 'being prepared',
  READY: 'ready',
  SERVED: 'served',
};

const audited = (t: KitchenTicketRow) => ({
  number: t.number,
  station: t.station,
  status: t.status,
  priority: t.priority,
});

// ------------------------------------------------------------------ For other modules

/**
 * Sends an order's confirmed units that the kitchen has not been sent yet (new lines, a raised quantity, a line
 * whose note changed after its old units were voided) to the kitchen, on the order's transaction `tx`: one
 * ticket per station (lines of a product whose group names none go to the default station; a "group KOT" group's
 * lines get a ticket of their own), numbered per property, audited, and announced on the live channel at commit.
 * Call it after confirming an order or adding lines to a confirmed one; nothing to send, nothing written.
 */
export async function sendToKitchen(tx: Db, actor: Actor, orderId: number): Promise<number> {
  const lines = await linesToTicket(tx, orderId);
  if (!lines.length) return 0;
  const order = (await orderForTickets(tx, orderId))!;
  const groups = new Map<string, { station: string; groupName: string | null; lines: typeof lines }>();
  for (const l of lines) {
    const station = l.station?.trim() || DEFAULT_KITCHEN_STATION;
    const groupName = l.groupKot ? l.groupName : null;
    const key = JSON.stringify([station, groupName]);
    const g = groups.get(key) ?? { station, groupName, lines: [] };
    g.lines.push(l);
    groups.set(key, g);
  }
  const numbers = await nextTicketNumbers(tx, order.propertyId, groups.size);
  const label =
    order.deliveryMethod === 'DINE_IN'
      ? order.tableName
      : order.deliveryMethod === 'ROOM_ORDER'
        ? (order.rooms ?? order.bookingNumber)
        : null;
  for (const [i, g] of [...groups.values()].entries()) {
    const ticket = await insertTicket(tx, {
      propertyId: order.propertyId,
      orderId,
      number: numbers[i]!,
      station: g.station,
      groupName: g.groupName,
      deliveryMethod: order.deliveryMethod,
      label,
      notes: order.notes,
      createdBy: actor.id,
    });
    await insertTicketLines(
      tx,
      g.lines.map((l, position) => ({
        ticketId: ticket.id,
        orderLineId: l.id,
        productName: l.productName,
        variationName: l.variationName,
        modifiers: (l.modifiers ?? []).map((m) => m.name),
        quantity: l.toSend,
        note: l.note,
        position,
      })),
    );
    await recordAudit(tx, actor, {
      entity: 'kitchen_ticket',
      entityId: ticket.id,
      action: 'create',
      event: 'KOT_CREATE',
      after: { ...audited(ticket), order: order.referenceNumber },
      propertyId: order.propertyId,
    });
    await publishLive(tx, {
      kind: 'kitchen',
      propertyId: order.propertyId,
      station: ticket.station,
      ticketId: ticket.id,
      orderId,
    });
  }
  return groups.size;
}

// The demo kitchens (issue 12): today's running orders of a property are on its kitchen display at start, their
// tickets made by sendToKitchen above and moved along as its cooks would have.

/** Where the tickets of an order in each status stand; statuses absent here have none (new, cancelled, history). */
const TICKET_STAGE: Partial<Record<OrderStatus, KitchenTicketStatus>> = {
  CONFIRMED: 'NEW',
  IN_PROGRESS: 'PREPARING',
  READY_TO_SERVE: 'READY',
  SERVED: 'SERVED',
  OUT_FOR_DELIVERY: 'SERVED',
};

/**
 * Sends the property's orders of today (among `orders`) that were confirmed to the kitchen on `tx`, as their first
 * staff account (the property's admin in the demo), and moves each ticket to the stage of its order.
 */
export async function seedKitchenTickets(
  tx: Db,
  propertyId: number,
  orders: readonly { id: number; status: OrderStatus; confirmedAt: Date | null; createdAt: Date }[],
): Promise<void> {
  const { timezone, staff } = await propertyStaffForSeed(tx, propertyId);
  if (!timezone || !staff) return;
  const actor: Actor = {
    id: staff.id,
    username: staff.username,
    roles: staff.roles,
    permissions: new Set(),
    organisationId: staff.organisationId,
    propertyId,
  };
  const today = todayIn(timezone);
  for (const o of orders) {
    const stage = TICKET_STAGE[o.status];
    if (!stage || !o.confirmedAt || todayIn(timezone, o.createdAt) !== today) continue;
    await sendToKitchen(tx, actor, o.id);
    for (const k of await ticketsOfOrder(tx, o.id))
      for (let s = k.status; s !== stage;) {
        const next = nextKitchenStatus(s)!;
        await moveTicket(tx, k.id, s, next);
        s = next;
      }
  }
}

export function createKitchenService(db: Db) {
  async function reachableTicket(actor: Actor, id: number) {
    const row = await findTicketRow(db, id);
    if (!row) throw notFound('Kitchen ticket');
    await reachableProperty(db, actor, row.propertyId, 'Kitchen ticket');
    return row;
  }

  async function change(
    actor: Actor,
    before: KitchenTicketRow,
    write: (tx: Db) => Promise<KitchenTicketRow | undefined>,
    event: string,
  ): Promise<KitchenTicket> {
    await db.transaction(async (tx) => {
      const after = await write(tx);
      if (!after) return;
      await recordAudit(tx, actor, {
        entity: 'kitchen_ticket',
        entityId: after.id,
        action: 'update',
        event,
        before: audited(before),
        after: audited(after),
        propertyId: after.propertyId,
      });
      await publishLive(tx, {
        kind: 'kitchen',
        propertyId: after.propertyId,
        station: after.station,
        ticketId: after.id,
        orderId: after.orderId,
      });
    });
    return (await ticketById(db, before.id))!;
  }

  return {
    /** The display: the property's tickets at a station (every station when none), the open ones by default. */
    async board(actor: Actor, propertyId: number, q: KitchenTicketQuery): Promise<KitchenBoard> {
      const property = await reachableProperty(db, actor, propertyId);
      const [stations, tickets] = [
        await stationsOf(db, property.id),
        await ticketsOfProperty(db, property.id, q.status ?? KITCHEN_OPEN_STATUSES, q.station),
      ];
      return { stations, tickets };
    },

    /** An order's tickets, oldest first (another tenant's order answers 404 as a missing one). */
    async ofOrder(actor: Actor, orderId: number): Promise<KitchenTicket[]> {
      const propertyId = await propertyOfOrder(db, orderId);
      if (propertyId == null) throw notFound('Order');
      await reachableProperty(db, actor, propertyId, 'Order');
      return ticketsOfOrder(db, orderId);
    },

    async get(actor: Actor, id: number): Promise<KitchenTicket> {
      await reachableTicket(actor, id);
      return (await ticketById(db, id))!;
    },

    /**
     * A status move, only where the domain allows it and only from the status the caller saw: when another cook
     * moved the ticket first, 409 naming where it is now.
     */
    async move(actor: Actor, id: number, input: KitchenTicketMove): Promise<KitchenTicket> {
      const before = await reachableTicket(actor, id);
      if (!canMoveKitchenTicket(input.from, input.to))
        throw conflict(`A ticket ${STATUS_WORDS[input.from]} cannot become ${STATUS_WORDS[input.to]}`);
      return change(
        actor,
        before,
        async (tx) => {
          const moved = await moveTicket(tx, id, input.from, input.to);
          if (moved) return moved;
          const now = await findTicketRow(tx, id);
          if (!now) throw notFound('Kitchen ticket');
          if (now.voidedAt) throw conflict(`Ticket ${now.number} is void: the order took it back`);
          throw conflict(
            `Ticket ${now.number} is ${STATUS_WORDS[now.status]} already: someone moved it first`,
          );
        },
        'KOT_STATUS',
      );
    },

    /** Marks a ticket rush (it goes to the top of the display) or normal again; a served ticket keeps its own. */
    async setPriority(actor: Actor, id: number, input: KitchenTicketPriorityInput): Promise<KitchenTicket> {
      const before = await reachableTicket(actor, id);
      if (before.status === 'SERVED') throw conflict(`Ticket ${before.number} is served already`);
      if (before.voidedAt) throw conflict(`Ticket ${before.number} is void: the order took it back`);
      if (before.priority === input.priority) return (await ticketById(db, id))!;
      return change(
        actor,
        before,
        async (tx) => {
          const after = await setTicketPriority(tx, id, input.priority);
          if (!after) throw conflict(`Ticket ${before.number} is void: the order took it back`);
          return after;
        },
        'KOT_PRIORITY',
      );
    },

    /** A cook saw a void ticket: it leaves the display. 409 when it is not void or was acknowledged already. */
    async acknowledgeVoid(actor: Actor, id: number): Promise<KitchenTicket> {
      const before = await reachableTicket(actor, id);
      return change(
        actor,
        before,
        async (tx) => {
          const after = await acknowledgeVoid(tx, id);
          if (after) return after;
          throw conflict(
            before.voidedAt
              ? `Ticket ${before.number} was acknowledged already`
              : `Ticket ${before.number} is not void`,
          );
        },
        'KOT_VOID_ACK',
      );
    },
  };
}
export type KitchenService = ReturnType<typeof createKitchenService>;

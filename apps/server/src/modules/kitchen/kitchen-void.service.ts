// Taking units back from the kitchen (issue 12), on the order's transaction: a cancelled order, a removed line or a
// lowered quantity voids the units still on open tickets, so the cook reads "VOID 1x …" instead of an item that
// silently disappears. A ticket left with no live unit is void as a whole: it stays on the display, with the
// order's cancel reason, until a cook acknowledges it (as Toast's and Square's displays keep a voided ticket until it
// is cleared). Served tickets are history: nothing is taken back from them.
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { publishLive } from '../live/live.service';
import { sendToKitchen } from './kitchen.service';
import {
  addVoidedUnits,
  liveTicketLinesOf,
  ticketRowsById,
  voidEmptyTickets,
} from './kitchen-void.repository';

/** Units to take back per order line; `'all'` takes every unit still live on open tickets. */
export type KitchenTakeBack = Map<number, number | 'all'>;

/**
 * Voids the given units of order lines on the open tickets holding them (the newest first), voids the tickets left
 * without a live unit (with `reason`), audits each ticket touched (KOT_VOID) and announces it on the live channel at
 * commit. Call it before the order line is deleted. Returns the tickets touched.
 */
export async function takeBackFromKitchen(
  tx: Db,
  actor: Actor,
  units: KitchenTakeBack,
  reason: string | null = null,
): Promise<number[]> {
  const live = await liveTicketLinesOf(tx, [...units.keys()]);
  const left = new Map(units);
  const touched = new Map<number, string[]>();
  for (const l of live) {
    const want = left.get(l.orderLineId!) ?? 0;
    const take = want === 'all' ? l.live : Math.min(want, l.live);
    if (take <= 0) continue;
    await addVoidedUnits(tx, l.id, take);
    if (want !== 'all') left.set(l.orderLineId!, want - take);
    touched.set(l.ticketId, [...(touched.get(l.ticketId) ?? []), `${take}x line ${l.orderLineId}`]);
  }
  const ids = [...touched.keys()];
  const voided = new Set((await voidEmptyTickets(tx, ids, reason)).map((t) => t.id));
  for (const t of await ticketRowsById(tx, ids)) {
    await recordAudit(tx, actor, {
      entity: 'kitchen_ticket',
      entityId: t.id,
      action: 'update',
      event: 'KOT_VOID',
      after: {
        number: t.number,
        station: t.station,
        voided: touched.get(t.id)!.join(', '),
        ...(voided.has(t.id) ? { ticket: 'void', reason } : {}),
      },
      propertyId: t.propertyId,
    });
    await publishLive(tx, {
      kind: 'kitchen',
      propertyId: t.propertyId,
      station: t.station,
      ticketId: t.id,
      orderId: t.orderId,
    });
  }
  return ids;
}

/**
 * The kitchen follows a changed order line of a confirmed order: a new note voids the units sent with the old one
 * and sends them again with it; a lower quantity voids the units taken back; a higher one sends the extra units on
 * a new ticket.
 */
export async function followOrderLine(
  tx: Db,
  actor: Actor,
  orderId: number,
  before: { id: number; quantity: number; note: string | null },
  after: { quantity: number; note: string | null },
): Promise<void> {
  if ((before.note ?? null) !== (after.note ?? null))
    await takeBackFromKitchen(tx, actor, new Map([[before.id, 'all']]));
  else if (after.quantity < before.quantity)
    await takeBackFromKitchen(tx, actor, new Map([[before.id, before.quantity - after.quantity]]));
  await sendToKitchen(tx, actor, orderId);
}

// What happens to an order after it is taken: another round of lines, a line changed or removed, the lifecycle,
// the bill (requested, split, paid) and lines moved to another table.
import {
  canAddOrderLines,
  canEditOrderLines,
  canOrder,
  isOrderOpen,
  priceOrder,
  roundCents,
  splitEqually,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  ORDER_TRANSITIONS,
  type CancelOrderInput,
  type MoveOrderLinesInput,
  type Order,
  type OrderAction,
  type OrderLineUpdate,
  type OrderLinesInput,
  type OrderPaymentInput,
  type OrderSplit,
  type OrderSplitInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { followOrderLine, takeBackFromKitchen } from '../kitchen/kitchen-void.service';
import { sendToKitchen } from '../kitchen/kitchen.service';
import { recordOrderPayment } from '../payment/payment.service';
import type { PropertyRow } from '../property/property.repository';
import { releasePromotionUse } from '../promotion/promotion.service';
import { requestReview } from '../review/review-request.service';
import { audited, lineText, STATUS_WORDS, type OrderCore, type PreparedLine } from './order-core';
import { tableOf } from './order-tables';
import {
  confirmLines,
  deleteOrderLine,
  findOutlet,
  insertOrderLines,
  linesOf,
  lockOrderRow,
  openOrderOfTable,
  returnStock,
  updateOrderLine,
  updateOrderRow,
  type OrderRow,
} from './order.repository';

const ACTION_WORDS: Record<OrderAction, string> = {
  confirm: 'confirmed',
  start: 'started',
  ready: 'marked ready',
  serve: 'served',
  dispatch: 'sent out for delivery',
  ship: 'marked delivered',
  complete: 'completed',
  cancel: 'cancelled',
};

/** The creation of an order, shared with the service (a move to a free table opens one). */
type InsertNewOrder = (
  core: OrderCore,
  tx: Db,
  actor: Actor & { name: string },
  property: PropertyRow,
  values: {
    businessServiceId: number;
    status: 'NEW';
    deliveryMethod: 'DINE_IN';
    tableId: number;
    covers: null;
    customerId: null;
    discountPercentage: number;
    serviceChargePercentage: number;
  },
  lines: PreparedLine[],
  message: (reference: string) => string,
) => Promise<OrderRow>;

export function orderChangeOperations(core: OrderCore, insertNewOrder: InsertNewOrder) {
  const { db, reachableOrder, answer, inTransaction, refreshTotals } = core;

  /** A room order's folio must be open before it changes (the charge follows the order). */
  async function folioOpen(actor: Actor, o: OrderRow) {
    if (o.deliveryMethod === 'ROOM_ORDER' && o.bookingId != null)
      await core.inHouseBooking(actor, o.propertyId, o.bookingId);
  }

  /** Locks the order and refuses a change its state does not allow. */
  async function locked(tx: Db, id: number, allowed: (o: OrderRow) => boolean, what: string) {
    const o = await lockOrderRow(tx, id);
    if (!o) throw notFound('Order');
    if (!allowed(o)) throw conflict(`An order ${STATUS_WORDS[o.status]} cannot ${what}`);
    return o;
  }

  async function audit(
    tx: Db,
    actor: Actor & { name: string },
    before: OrderRow,
    after: OrderRow,
    event: string,
    changes?: Record<string, [string | null, string | null]>,
  ) {
    await recordAudit(tx, actor, {
      entity: 'order',
      entityId: after.id,
      action: 'update',
      event,
      before: audited(before),
      after: audited(after),
      changes,
      propertyId: after.propertyId,
    });
  }

  const pricingOf = async (o: OrderRow) => ({
    discountPercentage: o.discountPercentage,
    serviceChargePercentage: o.serviceChargePercentage,
    taxIncluded: (await findOutlet(db, o.businessServiceId))?.priceIncludesTax ?? false,
  });

  return {
    /**
     * Another round: lines priced now, their stock taken, added while the order is not served, sent out or ended.
     * On a confirmed order they go to the kitchen at once (confirmedAt); a requested bill is asked again.
     */
    async addLines(actor: Actor, id: number, input: OrderLinesInput): Promise<Order> {
      const { row, property } = await reachableOrder(actor, id);
      const who = await core.whoIs(actor);
      await folioOpen(actor, row);
      const outlet = await findOutlet(db, row.businessServiceId);
      const lines = await core.prepareLines(
        property,
        row.businessServiceId,
        await pricingOf(row),
        outlet?.taxDetails ?? null,
        input.lines,
        'lines',
        who.maxLineDiscount,
      );
      await inTransaction(async (tx) => {
        const before = await locked(tx, id, (o) => canAddOrderLines(o.status), 'take more lines');
        await core.takeLinesStock(tx, lines);
        const start = (await linesOf(tx, id)).length;
        const confirmedAt = before.status === 'NEW' ? null : new Date();
        await insertOrderLines(
          tx,
          lines.map(({ stockProductId: _, ...l }, i) => ({
            ...l,
            orderId: id,
            position: start + i,
            confirmedAt,
          })),
        );
        if (confirmedAt) await sendToKitchen(tx, actor, id);
        await updateOrderRow(tx, id, { billRequestedAt: null });
        const after = await refreshTotals(tx, id);
        await audit(tx, { ...actor, name: who.name }, before, after, 'ORDER_UPDATE', {
          lines: [null, `+ ${lines.map((l) => lineText(l)).join(', ')}`],
        });
        await core.syncFolio(tx, actor, property, id);
      });
      return answer(id);
    },

    /** A line's quantity, note or discount, while the order is new or confirmed; kept stock follows the quantity. */
    async updateLine(actor: Actor, id: number, lineId: number, input: OrderLineUpdate): Promise<Order> {
      const { row, property } = await reachableOrder(actor, id);
      const who = await core.whoIs(actor);
      if (input.discountPercentage != null)
        core.checkLineDiscount(who.maxLineDiscount, input.discountPercentage, 'discountPercentage');
      await folioOpen(actor, row);
      const pricing = await pricingOf(row);
      await inTransaction(async (tx) => {
        const before = await locked(tx, id, (o) => canEditOrderLines(o.status), 'have its lines changed');
        const line = (await linesOf(tx, id)).find((l) => l.id === lineId);
        if (!line) throw notFound('Order line');
        const quantity = input.quantity ?? line.quantity;
        const delta = quantity - line.quantity;
        if (line.stockTaken > 0 && line.productId != null) {
          if (delta > 0) await core.takeUnits(tx, line.productId, delta, line.productName);
          if (delta < 0) await returnStock(tx, line.productId, -delta);
        }
        const discountPercentage = input.discountPercentage ?? line.discountPercentage;
        const money = priceOrder([{ ...line, quantity, discountPercentage }], pricing).lines[0]!;
        const changed = await updateOrderLine(tx, line.id, {
          quantity,
          discountPercentage,
          note: input.note === undefined ? line.note : input.note || null,
          stockTaken: line.stockTaken > 0 ? quantity : 0,
          ...money,
        });
        if (line.confirmedAt) await followOrderLine(tx, actor, id, line, changed);
        const after = await refreshTotals(tx, id);
        await audit(tx, { ...actor, name: who.name }, before, after, 'ORDER_UPDATE', {
          [`line ${line.id}`]: [
            `${lineText(line)}${line.note ? `: ${line.note}` : ''}`,
            `${lineText(changed)}${changed.note ? `: ${changed.note}` : ''}`,
          ],
        });
        await core.syncFolio(tx, actor, property, id);
      });
      return answer(id);
    },

    /** Removes a line while the order is new or confirmed; its kept stock goes back. */
    async removeLine(actor: Actor, id: number, lineId: number): Promise<Order> {
      const { row, property } = await reachableOrder(actor, id);
      const who = await core.whoIs(actor);
      await folioOpen(actor, row);
      await inTransaction(async (tx) => {
        const before = await locked(tx, id, (o) => canEditOrderLines(o.status), 'have its lines changed');
        const line = (await linesOf(tx, id)).find((l) => l.id === lineId);
        if (!line) throw notFound('Order line');
        await core.returnLinesStock(tx, [line]);
        // The cook sees "VOID 2x …" on the open ticket rather than the item vanishing.
        await takeBackFromKitchen(tx, actor, new Map([[line.id, 'all']]));
        await deleteOrderLine(tx, line.id);
        const after = await refreshTotals(tx, id);
        await audit(tx, { ...actor, name: who.name }, before, after, 'ORDER_UPDATE', {
          lines: [`- ${lineText(line)}`, null],
        });
        await core.syncFolio(tx, actor, property, id);
      });
      return answer(id);
    },

    /**
     * A lifecycle step, only from the statuses (and for the delivery methods) the domain allows: 409 otherwise.
     * Confirming sends the lines to the kitchen (confirmedAt). Completing needs the bill paid (a room order's is on
     * the folio). Cancelling, with a reason, gives the kept stock back; refused while payments stand.
     */
    async transition(
      actor: Actor,
      id: number,
      action: OrderAction,
      input?: CancelOrderInput,
    ): Promise<Order> {
      const { row, property } = await reachableOrder(actor, id);
      const who = await core.whoIs(actor);
      const rule = ORDER_TRANSITIONS[action];
      if (action === 'cancel') await folioOpen(actor, row);
      await inTransaction(async (tx) => {
        const before = await lockOrderRow(tx, id);
        if (!before) throw notFound('Order');
        if (!canOrder(action, before.status, before.deliveryMethod))
          throw conflict(`An order ${STATUS_WORDS[before.status]} cannot be ${ACTION_WORDS[action]}`);
        if (action === 'complete' && before.deliveryMethod !== 'ROOM_ORDER') {
          const { balance } = await core.balanceOf(tx, before);
          if (balance > 0.004)
            throw conflict(
              `${before.currency} ${balance.toFixed(2)} is left to pay on order ${before.referenceNumber}`,
            );
        }
        if (action === 'cancel') {
          const { paid } = await core.balanceOf(tx, before);
          if (paid > 0.004)
            throw conflict(`Order ${before.referenceNumber} has payments: refund them before cancelling it`);
          const lines = await linesOf(tx, id);
          await core.returnLinesStock(tx, lines);
          // A coupon's use is given back with the order (decision 0044).
          await releasePromotionUse(tx, 'ORDER', id);
          // Its open tickets stay on the display as VOID, with the reason, until a cook acknowledges them.
          await takeBackFromKitchen(
            tx,
            actor,
            new Map(lines.map((l) => [l.id, 'all'])),
            input?.reason ?? null,
          );
        }
        const now = new Date();
        if (rule.to === 'CONFIRMED') {
          await confirmLines(tx, id, now);
          await sendToKitchen(tx, actor, id);
        }
        const after = await updateOrderRow(tx, id, {
          status: rule.to,
          ...(rule.to === 'CONFIRMED' ? { confirmedAt: now } : {}),
          ...(rule.to === 'COMPLETED' ? { completedAt: now } : {}),
          ...(rule.to === 'CANCELLED' ? { cancelledAt: now, cancelReason: input?.reason ?? null } : {}),
        });
        // A completed order asks its guest (when it has one with an email) for a review (issue 14).
        if (rule.to === 'COMPLETED') await requestReview(tx, property, 'ORDER', id, actor.id);
        await audit(
          tx,
          { ...actor, name: who.name },
          before,
          after,
          rule.to === 'CANCELLED' ? 'ORDER_CANCEL' : 'ORDER_UPDATE',
        );
        if (action === 'cancel') await core.syncFolio(tx, actor, property, id);
      });
      return answer(id);
    },

    /** The table asks for the bill: the floor plan shows it; another round asks again. */
    async requestBill(actor: Actor, id: number): Promise<Order> {
      await reachableOrder(actor, id);
      const who = await core.whoIs(actor);
      await db.transaction(async (tx) => {
        const before = await locked(tx, id, (o) => isOrderOpen(o.status), 'ask for its bill');
        const after = await updateOrderRow(tx, id, { billRequestedAt: before.billRequestedAt ?? new Date() });
        await audit(tx, { ...actor, name: who.name }, before, after, 'ORDER_UPDATE');
      });
      return answer(id);
    },

    /**
     * Takes money for the order (a Paid payment of the payments module, in its currency, dated today in the
     * property's zone unless given). 409 for a room order (its total is on the folio), a cancelled one, or beyond
     * the balance (the order's lock makes two tills paying at once check one after the other).
     */
    async pay(actor: Actor, id: number, input: OrderPaymentInput): Promise<Order> {
      const { property } = await reachableOrder(actor, id);
      await db.transaction(async (tx) => {
        const o = await lockOrderRow(tx, id);
        if (!o) throw notFound('Order');
        if (o.deliveryMethod === 'ROOM_ORDER')
          throw conflict(
            `Order ${o.referenceNumber} is charged to the room: it is paid with the booking's folio`,
          );
        if (o.status === 'CANCELLED') throw conflict('A cancelled order cannot take a payment');
        const { balance } = await core.balanceOf(tx, o);
        if (input.amount > balance + 1e-9)
          throw conflict(
            balance <= 0
              ? `Order ${o.referenceNumber} is paid in full`
              : `At most ${o.currency} ${balance.toFixed(2)} is left to pay on order ${o.referenceNumber}`,
            { amount: withValues(VALIDATION_KEYS.atMostAmount, { max: Math.max(balance, 0).toFixed(2) }) },
          );
        await recordOrderPayment(tx, actor, o, {
          amount: input.amount,
          mode: input.mode,
          reference: input.reference,
          date: input.date ?? todayIn(property.timezone),
        });
      });
      return answer(id);
    },

    /** The amounts of a split bill (nothing is written): equal shares of the balance, or the totals of line groups. */
    async split(actor: Actor, id: number, input: OrderSplitInput): Promise<OrderSplit> {
      const { row } = await reachableOrder(actor, id);
      const { balance } = await core.balanceOf(db, row);
      const base = { currency: row.currency, total: row.total, balance };
      if (input.method === 'EQUAL')
        return {
          ...base,
          parts: splitEqually(Math.max(balance, 0), input.parts).map((amount) => ({ lineIds: [], amount })),
        };
      const lines = new Map((await linesOf(db, id)).map((l) => [l.id, l]));
      const seen = new Set<number>();
      const parts = input.groups.map((group, i) => ({
        lineIds: group,
        amount: roundCents(
          group.reduce((s, lineId, j) => {
            const line = lines.get(lineId);
            if (!line || seen.has(lineId))
              throw badRequest(line ? 'A line is in two parts' : 'Line not found on this order', {
                [`groups.${i}.${j}`]: line ? VALIDATION_KEYS.listedTwice : VALIDATION_KEYS.noSuchOrderLine,
              });
            seen.add(lineId);
            return s + line.total;
          }, 0),
        ),
      }));
      return { ...base, parts };
    },

    /**
     * Moves lines of a dine-in order to another table's open order (one is opened there when it has none), priced
     * with that order's discount and service charge. Both orders are audited (ORDER_ITEM_SHIFT). Refused once the
     * source has payments (the bill it was paid against would change).
     */
    async moveLines(actor: Actor, id: number, input: MoveOrderLinesInput): Promise<Order> {
      const { row, property } = await reachableOrder(actor, id);
      const who = await core.whoIs(actor);
      const named = { ...actor, name: who.name };
      if (row.deliveryMethod !== 'DINE_IN')
        throw conflict('Only the lines of a dine-in order move between tables');
      const table = await tableOf(db, property, input.tableId, row.businessServiceId);
      if (table.id === row.tableId)
        throw badRequest('The lines are at this table already', { tableId: VALIDATION_KEYS.noSuchTable });
      const pricingFrom = await pricingOf(row);
      await inTransaction(async (tx) => {
        const before = await locked(tx, id, (o) => canAddOrderLines(o.status), 'have its lines moved');
        if ((await core.balanceOf(tx, before)).paid > 0.004)
          throw conflict(`Order ${before.referenceNumber} has payments: its lines stay on its bill`);
        const lines = await linesOf(tx, id);
        const moving = input.lineIds.map((lineId, i) => {
          const l = lines.find((x) => x.id === lineId);
          if (!l)
            throw badRequest('Line not found on this order', {
              [`lineIds.${i}`]: VALIDATION_KEYS.noSuchOrderLine,
            });
          return l;
        });
        const open = await openOrderOfTable(tx, table.id);
        const target =
          (open && (await lockOrderRow(tx, open.id))) ??
          (await insertNewOrder(
            core,
            tx,
            named,
            property,
            {
              businessServiceId: row.businessServiceId,
              status: 'NEW',
              deliveryMethod: 'DINE_IN',
              tableId: table.id,
              covers: null,
              customerId: null,
              discountPercentage: pricingFrom.discountPercentage,
              serviceChargePercentage: pricingFrom.serviceChargePercentage,
            },
            [],
            (ref) =>
              `Order ${ref} (dine in, ${table.name}): lines moved from order ${before.referenceNumber}`,
          ));
        if (!canAddOrderLines(target.status))
          throw conflict(
            `The order at ${table.name} is ${STATUS_WORDS[target.status]}: it takes no more lines`,
          );
        const pricingTo = {
          ...pricingFrom,
          discountPercentage: target.discountPercentage,
          serviceChargePercentage: target.serviceChargePercentage,
        };
        // The kitchen follows the move: units of these lines still live on unserved tickets are voided there (the
        // ticket names the old table) and sent again on a ticket naming the new one; served food stays history.
        await takeBackFromKitchen(
          tx,
          named,
          new Map(moving.map((l) => [l.id, 'all'] as const)),
          `Moved to ${table.name}`,
        );
        const start = (await linesOf(tx, target.id)).length;
        for (const [i, l] of moving.entries())
          await updateOrderLine(tx, l.id, {
            orderId: target.id,
            position: start + i,
            ...priceOrder([l], pricingTo).lines[0]!,
          });
        await sendToKitchen(tx, named, target.id);
        const sourceAfter = await refreshTotals(tx, id);
        const targetBefore = target;
        const targetAfter = await refreshTotals(tx, target.id);
        const text = moving.map((l) => lineText(l)).join(', ');
        await audit(tx, named, before, sourceAfter, 'ORDER_ITEM_SHIFT', {
          lines: [text, `→ ${table.name} (${targetAfter.referenceNumber})`],
        });
        await audit(tx, named, targetBefore, targetAfter, 'ORDER_ITEM_SHIFT', {
          lines: [`${before.referenceNumber}`, text],
        });
        return target.id;
      });
      return answer(id);
    },
  };
}

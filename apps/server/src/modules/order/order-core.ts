// What every order operation shares: reaching an order, the caller's caps, lines priced from the catalogue, kept
// stock taken and given back, the totals, the answer, and a room order's charge on the booking's folio.
import {
  maxDiscountOf,
  orderActions,
  orderLineTaxBase,
  orderPaymentStatus,
  priceOrder,
  resolveTaxRate,
  roundCents,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  type Order,
  type OrderLineInput,
  type OrderModifier,
  type OrderStatus,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { pgErrorCode } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { createBookingService } from '../booking/booking.service';
import { orderPaid, paymentsOfOrder } from '../payment/payment.service';
import { promotionOfSale, updateRedemption } from '../promotion/promotion.service';
import type { PropertyRow } from '../property/property.repository';
import { findUserRow } from '../user/user.service';
import {
  findOrderRow,
  findOrderView,
  linesOf,
  productsForSale,
  returnStock,
  takeStock,
  unitsInStock,
  updateOrderLine,
  updateOrderRow,
  type NewOrderLineRow,
  type OrderLineRow,
  type OrderRow,
  type ProductForSale,
} from './order.repository';

/** How a refusal names the status it met. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  NEW: 'new',
  CONFIRMED: 'confirmed',
  IN_PROGRESS: 'in progress',
  READY_TO_SERVE: 'ready to serve',
  SERVED: 'served',
  OUT_FOR_DELIVERY: 'out for delivery',
  SHIPPED: 'shipped',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

/** An order as the audit log compares it. */
export const audited = (o: OrderRow) => ({
  referenceNumber: o.referenceNumber,
  status: o.status,
  deliveryMethod: o.deliveryMethod,
  tableId: o.tableId,
  covers: o.covers,
  bookingId: o.bookingId,
  customerId: o.customerId,
  discountPercentage: o.discountPercentage,
  serviceChargePercentage: o.serviceChargePercentage,
  total: o.total,
  billRequested: o.billRequestedAt != null,
  cancelReason: o.cancelReason,
});

/** A line as the audit log writes it: "2 × Margherita (Large) + Olives". */
export const lineText = (l: {
  quantity: number;
  productName: string;
  variationName?: string | null;
  modifiers?: OrderModifier[] | null;
}) =>
  `${l.quantity} × ${l.productName}${l.variationName ? ` (${l.variationName})` : ''}${(l.modifiers ?? [])
    .map((m) => ` + ${m.name}`)
    .join('')}`;

/** A line ready to insert, but for its order and position. */
export type PreparedLine = Omit<NewOrderLineRow, 'orderId' | 'position'> & {
  /** The product whose kept stock it takes (null: stock not kept). */
  stockProductId: number | null;
  /** Its product's group: what a coupon code may target (not a column: drizzle leaves it out of the insert). */
  productGroupId: number;
};

export function createOrderCore(db: Db) {
  const bookings = createBookingService(db);

  async function reachableOrder(actor: Actor, id: number) {
    const row = await findOrderRow(db, id);
    if (!row) throw notFound('Order');
    const property = await reachableProperty(db, actor, row.propertyId, 'Order');
    return { row, property };
  }

  /** The caller's display name and discount caps (order and line). */
  async function whoIs(actor: Actor) {
    const u = await findUserRow(db, actor.id);
    return {
      name: u ? `${u.firstName} ${u.lastName ?? ''}`.trim() : actor.username,
      maxOrderDiscount: maxDiscountOf(u?.maxOrderDiscountPercentage),
      maxLineDiscount: maxDiscountOf(u?.maxOrderItemDiscountPercentage),
    };
  }

  function checkLineDiscount(max: number, discount: number, field: string) {
    if (discount > max + 1e-9)
      throw badRequest(`You may give at most ${max} % discount on a line`, {
        [field]: withValues(VALIDATION_KEYS.atMostPercent, { max }),
      });
  }

  /**
   * Lines priced from the catalogue as it is now: each product of the outlet, on sale, its variation and its
   * modifiers (products of its modifier groups) checked (400 on the line's field), a sold-out product refused
   * (409 naming it). Tax: none for a group sold without tax, else the product's rate, else the outlet's and then
   * the property's (slabs by the unit price after the line's discount, spec §5).
   */
  async function prepareLines(
    property: PropertyRow,
    outletId: number,
    order: { discountPercentage: number; serviceChargePercentage: number; taxIncluded: boolean },
    outletTax: Parameters<typeof resolveTaxRate>[1],
    inputs: OrderLineInput[],
    field: string,
    maxLineDiscount: number,
  ): Promise<PreparedLine[]> {
    const ids = [...new Set(inputs.flatMap((l) => [l.productId, ...l.modifierIds]))];
    const catalogue = await productsForSale(db, ids);
    const byId = new Map(catalogue.products.map((p) => [p.product.id, p]));
    const onSale = (p: ProductForSale | undefined) =>
      p &&
      p.product.propertyId === property.id &&
      p.product.businessServiceId === outletId &&
      p.product.active &&
      p.group.active;
    return inputs.map((l, i) => {
      const at = `${field}.${i}`;
      checkLineDiscount(maxLineDiscount, l.discountPercentage, `${at}.discountPercentage`);
      const p = byId.get(l.productId);
      if (!onSale(p))
        throw badRequest('Product not found at this outlet', {
          [`${at}.productId`]: VALIDATION_KEYS.noSuchProduct,
        });
      const { product, group } = p!;
      if (product.outOfStock) throw conflict(`${product.name} is sold out`);
      const variation =
        l.variationId == null
          ? undefined
          : catalogue.variations.find((v) => v.id === l.variationId && v.productId === product.id);
      if (l.variationId != null && !variation)
        throw badRequest('Variation not found', { [`${at}.variationId`]: VALIDATION_KEYS.noSuchVariation });
      const groupsOffered = new Set(
        catalogue.modifierGroups.filter((m) => m.productId === product.id).map((m) => m.productGroupId),
      );
      const modifiers: OrderModifier[] = [];
      for (const [j, mid] of l.modifierIds.entries()) {
        const m = byId.get(mid);
        if (!onSale(m) || !groupsOffered.has(m!.product.productGroupId) || l.modifierIds.indexOf(mid) !== j)
          throw badRequest('Not a modifier of this product', {
            [`${at}.modifierIds.${j}`]: VALIDATION_KEYS.noSuchModifier,
          });
        if (m!.product.outOfStock) throw conflict(`${m!.product.name} is sold out`);
        modifiers.push({ productId: mid, name: m!.product.name, price: m!.product.sellPrice });
      }
      const unitPrice = variation ? variation.price : (product.discountedPrice ?? product.sellPrice);
      const modifiersPrice = roundCents(modifiers.reduce((s, m) => s + m.price, 0));
      const base = orderLineTaxBase({ unitPrice, modifiersPrice, discountPercentage: l.discountPercentage });
      const taxRate = !group.taxable
        ? 0
        : (product.taxRate ?? resolveTaxRate(base, outletTax, property.taxDetails) ?? 0);
      const figures = {
        unitPrice,
        modifiersPrice,
        quantity: l.quantity,
        discountPercentage: l.discountPercentage,
        taxRate,
      };
      const money = priceOrder([figures], order).lines[0]!;
      return {
        propertyId: property.id,
        productId: product.id,
        variationId: variation?.id ?? null,
        productName: product.name,
        productCode: product.code,
        variationName: variation?.name ?? null,
        groupName: group.name,
        station: group.printerName,
        modifiers,
        ...figures,
        note: l.note || null,
        ...money,
        stockTaken: product.maintainStock ? l.quantity : 0,
        stockProductId: product.maintainStock ? product.id : null,
        productGroupId: group.id,
      };
    });
  }

  /**
   * Takes the kept stock of the lines in the order's transaction, product by product in id order (two tills never
   * wait on each other in a circle). Not enough left: 409 naming the product and what is left.
   */
  async function takeLinesStock(
    tx: Db,
    lines: { stockProductId: number | null; stockTaken?: number; productName: string }[],
  ) {
    const wanted = new Map<number, { units: number; name: string }>();
    for (const l of lines)
      if (l.stockProductId != null) {
        const w = wanted.get(l.stockProductId) ?? { units: 0, name: l.productName };
        w.units += l.stockTaken ?? 0;
        wanted.set(l.stockProductId, w);
      }
    for (const [productId, w] of [...wanted].sort((a, b) => a[0] - b[0]))
      await takeUnits(tx, productId, w.units, w.name);
  }

  async function takeUnits(tx: Db, productId: number, units: number, name: string) {
    if (units <= 0) return;
    if (await takeStock(tx, productId, units)) return;
    const left = await unitsInStock(tx, productId);
    throw conflict(left <= 0 ? `${name} is sold out` : `Only ${left} ${name} left in stock`);
  }

  /** Gives back what the lines took from kept stock. */
  async function returnLinesStock(tx: Db, lines: OrderLineRow[]) {
    for (const l of [...lines].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0)))
      if (l.productId != null && l.stockTaken > 0) {
        await returnStock(tx, l.productId, l.stockTaken);
        await updateOrderLine(tx, l.id, { stockTaken: 0 });
      }
  }

  /** The order's money: the sums of its lines' figures; a coupon's redemption follows its discount and revenue. */
  async function refreshTotals(tx: Db, orderId: number) {
    const lines = await linesOf(tx, orderId);
    const sum = (k: 'amount' | 'discountAmount' | 'promotionDiscount' | 'serviceCharge' | 'tax' | 'total') =>
      roundCents(lines.reduce((s, l) => s + l[k], 0));
    await updateRedemption(tx, 'ORDER', orderId, {
      revenue: sum('total'),
      discount: sum('promotionDiscount'),
    });
    return updateOrderRow(tx, orderId, {
      subtotal: sum('amount'),
      discountAmount: sum('discountAmount'),
      serviceCharge: sum('serviceCharge'),
      tax: sum('tax'),
      total: sum('total'),
    });
  }

  /** A race lost to a deadlock (two orders moving lines across each other) is a conflict to retry. */
  async function inTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (pgErrorCode(err) === '40P01')
        throw conflict('Another till changed these orders at the same moment; try again');
      if (pgErrorCode(err) === '23514') throw conflict('Not enough left in stock; try again');
      throw err;
    }
  }

  /** The order with its lines, payments, what is left to pay and the actions its state allows. */
  async function answer(id: number): Promise<Order> {
    const [view, lines, payments, promotion] = await Promise.all([
      findOrderView(db, id),
      linesOf(db, id),
      paymentsOfOrder(db, id),
      promotionOfSale(db, 'ORDER', id),
    ]);
    if (!view) throw notFound('Order');
    const o = view.row;
    const chargedToRoom = o.deliveryMethod === 'ROOM_ORDER';
    return {
      ...view.item,
      deliveryAddress: o.deliveryAddress,
      notes: o.notes,
      subtotal: o.subtotal,
      discountPercentage: o.discountPercentage,
      discountAmount: o.discountAmount,
      serviceChargePercentage: o.serviceChargePercentage,
      serviceCharge: o.serviceCharge,
      tax: o.tax,
      balance: chargedToRoom ? 0 : roundCents(o.total - view.item.paid),
      chargedToRoom,
      cancelReason: o.cancelReason,
      confirmedAt: o.confirmedAt?.toISOString() ?? null,
      completedAt: o.completedAt?.toISOString() ?? null,
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      createdByName: view.createdByName,
      updatedAt: o.updatedAt.toISOString(),
      lines: lines.map((l) => ({
        id: l.id,
        productId: l.productId,
        productName: l.productName,
        productCode: l.productCode,
        variationId: l.variationId,
        variationName: l.variationName,
        modifiers: l.modifiers,
        unitPrice: l.unitPrice,
        modifiersPrice: l.modifiersPrice,
        quantity: l.quantity,
        note: l.note,
        amount: l.amount,
        discountPercentage: l.discountPercentage,
        discountAmount: l.discountAmount,
        serviceCharge: l.serviceCharge,
        taxRate: l.taxRate,
        tax: l.tax,
        total: l.total,
        station: l.station,
        groupName: l.groupName,
        confirmedAt: l.confirmedAt?.toISOString() ?? null,
      })),
      payments,
      promotion,
      actions: orderActions(o.status, o.deliveryMethod),
    };
  }

  /** What is left to pay on an order, read in the caller's transaction. */
  async function balanceOf(tx: Db, o: OrderRow) {
    const paid = await orderPaid(tx, o.id);
    return { paid, balance: roundCents(o.total - paid), status: orderPaymentStatus(o.total, paid) };
  }

  /**
   * The booking a room order goes to: the property's, checked in (400 on `bookingId` for another property's or a
   * missing one, 409 when the guest is not in house), through the booking module's service.
   */
  async function inHouseBooking(actor: Actor, propertyId: number, bookingId: number) {
    let b;
    try {
      b = await bookings.get(actor, bookingId);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404)
        throw badRequest('Booking not found', { bookingId: VALIDATION_KEYS.noSuchBooking });
      throw err;
    }
    if (b.propertyId !== propertyId)
      throw badRequest('Booking not found', { bookingId: VALIDATION_KEYS.noSuchBooking });
    if (b.status !== 'CHECKEDIN')
      throw conflict(`Booking ${b.bookingNumber} is not checked in: room orders go to in-house guests only`, {
        bookingId: VALIDATION_KEYS.bookingNotInHouse,
      });
    return b;
  }

  /**
   * A room order's charge on the booking's folio follows the order: one "Meal" service line of its total (tax
   * included), replaced after every change and removed when it is cancelled. Through the booking module's service,
   * in the order's own transaction (decision 0039): a folio that refuses the charge (the guest checked out
   * meanwhile) undoes the order's change, and a failed order leaves no charge behind.
   */
  async function syncFolio(tx: Db, actor: Actor, property: PropertyRow, orderId: number) {
    const o = await findOrderRow(tx, orderId);
    if (!o || o.deliveryMethod !== 'ROOM_ORDER' || o.bookingId == null) return;
    if (o.bookingServiceId != null)
      try {
        // A savepoint: a line the desk already removed (404) must not abort the order's transaction.
        await tx.transaction((sp) =>
          bookings.removeFolioService(sp, actor, o.bookingId!, o.bookingServiceId!),
        );
      } catch (err) {
        if (!(err instanceof AppError && err.statusCode === 404)) throw err;
      }
    let serviceId: number | null = null;
    if (o.status !== 'CANCELLED' && o.total > 0)
      serviceId = await bookings.addFolioService(tx, actor, o.bookingId, {
        serviceType: 'Meal',
        description: `Room order ${o.referenceNumber}`,
        date: todayIn(property.timezone),
        quantity: 1,
        unitPrice: o.total,
        taxPercentage: 0,
      });
    await updateOrderRow(tx, orderId, { bookingServiceId: serviceId });
  }

  return {
    db,
    reachableOrder,
    whoIs,
    checkLineDiscount,
    prepareLines,
    takeLinesStock,
    takeUnits,
    returnLinesStock,
    refreshTotals,
    inTransaction,
    answer,
    balanceOf,
    inHouseBooking,
    syncFolio,
  };
}
export type OrderCore = ReturnType<typeof createOrderCore>;

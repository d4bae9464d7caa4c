import {
  addDays,
  orderReference,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  ORDER_LIST_MAX_DAYS,
  type AuditLogEntry,
  type FloorTable,
  type Order,
  type OrderInput,
  type OrderListQuery,
  type OrderPage,
  type OrderQuote,
  type OrderQuoteRequest,
  type OrganisationOrderListQuery,
  type OrganisationOrderPage,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { dayStartIn, todayOfZone } from '../../lib/property-days';
import { reachableProperty } from '../../lib/property-access';
import { assertReach, canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { recordAudit, recordHistory } from '../audit/audit.service';
import { createCustomerRow, findCustomerRow } from '../customer/customer.service';
import { raiseNotification } from '../notification/notification.service';
import type { PropertyRow } from '../property/property.repository';
import { audited, createOrderCore, lineText, type OrderCore } from './order-core';
import { orderChangeOperations } from './order-changes.service';
import { claimOrderPromotion, quoteOrder } from './order-promotion';
import { recordRedemption } from '../promotion/promotion.service';
import { openOutlet, tableOf } from './order-tables';
import {
  findOrderIdByReference,
  floorOf,
  insertOrder,
  insertOrderLines,
  nextOrderSequence,
} from './order.repository';
import {
  allOrders,
  allOrganisationOrders,
  listOrders,
  listOrganisationOrders,
} from './order-list.repository';

const DELIVERY_WORDS = {
  DINE_IN: 'dine in',
  TAKE_AWAY: 'take away',
  ROOM_ORDER: 'room order',
  DELIVERY: 'delivery',
} as const;

/** The list's days as instants: a day, a range of at most 31 days, or today unless a search looks at every day. */
/** A list's days: at most ORDER_LIST_MAX_DAYS (400 naming `to`). */
function assertDays(q: { from?: string | undefined; to?: string | undefined }) {
  if (q.from && q.to && addDays(q.from, ORDER_LIST_MAX_DAYS - 1) < q.to)
    throw badRequest(`At most ${ORDER_LIST_MAX_DAYS} days`, {
      to: withValues(VALIDATION_KEYS.atMostDays, { max: ORDER_LIST_MAX_DAYS }),
    });
}

function listRange(property: PropertyRow, q: OrderListQuery): [Date, Date] | null {
  const start = (d: string) => dayStartIn(d, property.timezone);
  assertDays(q);
  if (q.from && q.to) return [start(q.from), start(addDays(q.to, 1))];
  const day = q.date ?? (q.search ? null : todayOfZone(property.timezone));
  return day ? [start(day), start(addDays(day, 1))] : null;
}

/** The order's creation in its transaction: numbered, lines inserted, audited and notified. */
async function insertNewOrder(
  core: OrderCore,
  tx: Db,
  actor: Actor & { name: string },
  property: PropertyRow,
  values: Omit<Parameters<typeof insertOrder>[1], 'sequence' | 'referenceNumber' | 'propertyId' | 'currency'>,
  lines: Awaited<ReturnType<OrderCore['prepareLines']>>,
  message: (reference: string) => string,
) {
  await core.takeLinesStock(tx, lines);
  const sequence = await nextOrderSequence(tx, property.id);
  const sum = (k: 'amount' | 'discountAmount' | 'promotionDiscount' | 'serviceCharge' | 'tax' | 'total') =>
    Math.round(lines.reduce((s, l) => s + (l[k] ?? 0), 0) * 100) / 100;
  const row = await insertOrder(tx, {
    ...values,
    propertyId: property.id,
    sequence,
    referenceNumber: orderReference(property.shortName ?? property.name, sequence),
    currency: property.localCurrency,
    subtotal: sum('amount'),
    discountAmount: sum('discountAmount'),
    serviceCharge: sum('serviceCharge'),
    tax: sum('tax'),
    total: sum('total'),
    createdBy: actor.id,
  });
  await insertOrderLines(
    tx,
    lines.map(({ stockProductId: _, productGroupId: __, ...l }, position) => ({
      ...l,
      orderId: row.id,
      position,
    })),
  );
  await recordAudit(tx, actor, {
    entity: 'order',
    entityId: row.id,
    action: 'create',
    event: 'ORDER_CREATE',
    after: audited(row),
    changes: lines.length ? { lines: [null, lines.map((l) => lineText(l)).join(', ')] } : undefined,
    propertyId: property.id,
  });
  await raiseNotification(tx, {
    propertyId: property.id,
    notificationType: 'ORDER',
    referenceId: row.referenceNumber,
    referenceNumber: row.referenceNumber,
    status: 'submitted',
    message: message(row.referenceNumber),
  });
  // The coupon's share as the lines took it, for the order's redemption.
  return { ...row, promotionDiscount: sum('promotionDiscount') };
}

export function createOrderService(db: Db) {
  const core = createOrderCore(db);
  const { reachableOrder, answer } = core;

  return {
    ...orderChangeOperations(core, insertNewOrder),

    async list(actor: Actor, propertyId: number, q: OrderListQuery): Promise<OrderPage> {
      const property = await reachableProperty(db, actor, propertyId);
      return listOrders(db, property.id, q, listRange(property, q));
    },

    /** Every property's orders of the organisation, or one's (`propertyId`): the organisation admin's list. */
    listOrganisation(
      actor: Actor,
      organisationId: number,
      q: OrganisationOrderListQuery,
    ): Promise<OrganisationOrderPage> {
      assertReach(canReachOrganisation(actor, organisationId), 'Organisation');
      assertDays(q);
      return listOrganisationOrders(db, organisationId, q);
    },

    /** The organisation list's filter, every row (each in its property's zone), for its Excel export. */
    organisationExportRows(actor: Actor, organisationId: number, q: OrganisationOrderListQuery) {
      assertReach(canReachOrganisation(actor, organisationId), 'Organisation');
      assertDays(q);
      return allOrganisationOrders(db, organisationId, q, EXPORT_READ_ROWS);
    },

    async exportRows(actor: Actor, propertyId: number, q: OrderListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const rows = await allOrders(db, property.id, q, listRange(property, q), EXPORT_READ_ROWS);
      return { rows, today: todayIn(property.timezone), timeZone: property.timezone };
    },

    async get(actor: Actor, id: number): Promise<Order> {
      await reachableOrder(actor, id);
      return answer(id);
    },

    async byReference(actor: Actor, propertyId: number, referenceNumber: string): Promise<Order> {
      const property = await reachableProperty(db, actor, propertyId, 'Order');
      const id = await findOrderIdByReference(db, property.id, referenceNumber);
      if (id == null) throw notFound('Order');
      return answer(id);
    },

    async history(actor: Actor, id: number): Promise<AuditLogEntry[]> {
      const { row } = await reachableOrder(actor, id);
      return recordHistory(db, { entity: 'order', entityId: row.id, propertyId: row.propertyId });
    },

    /** The floor plan: the property's tables (of an outlet, with those serving any) and their state. */
    async floor(actor: Actor, propertyId: number, outletId?: number): Promise<FloorTable[]> {
      const property = await reachableProperty(db, actor, propertyId);
      if (outletId != null) await openOutlet(db, property, outletId);
      return floorOf(db, property.id, outletId);
    },

    /**
     * Takes an order in one transaction: the customer (picked, new, a room order's guest, or none for a walk-in),
     * the lines priced now, kept stock taken (one of two tills selling the last portion gets a 409 naming it), the
     * property's next number, the audit, an ORDER notification and a room order's charge on the booking's folio:
     * should the folio refuse it, nothing of the order stands (decision 0039).
     */
    /** The POS cart's money with its coupon code, priced from the catalogue as the order would be; takes nothing. */
    async quote(actor: Actor, propertyId: number, input: OrderQuoteRequest): Promise<OrderQuote> {
      const property = await reachableProperty(db, actor, propertyId);
      const who = await core.whoIs(actor);
      const outlet = await openOutlet(db, property, input.businessServiceId);
      const pricing = {
        discountPercentage: input.discountPercentage,
        serviceChargePercentage: input.serviceChargePercentage,
        taxIncluded: outlet.priceIncludesTax,
      };
      const lines = await core.prepareLines(
        property,
        outlet.id,
        pricing,
        outlet.taxDetails,
        input.lines,
        'lines',
        who.maxLineDiscount,
      );
      return quoteOrder(db, property, lines, pricing, input);
    },

    async create(actor: Actor, propertyId: number, input: OrderInput): Promise<Order> {
      const property = await reachableProperty(db, actor, propertyId);
      const who = await core.whoIs(actor);
      if (input.discountPercentage > who.maxOrderDiscount + 1e-9)
        throw badRequest(`You may give at most ${who.maxOrderDiscount} % discount`, {
          discountPercentage: withValues(VALIDATION_KEYS.atMostPercent, { max: who.maxOrderDiscount }),
        });
      const outlet = await openOutlet(db, property, input.businessServiceId);
      const table =
        input.deliveryMethod === 'DINE_IN' ? await tableOf(db, property, input.tableId!, outlet.id) : null;
      const guestBooking =
        input.deliveryMethod === 'ROOM_ORDER'
          ? await core.inHouseBooking(actor, property.id, input.bookingId!)
          : null;
      if (input.customerId != null) {
        const c = await findCustomerRow(db, input.customerId);
        if (!c || c.propertyId !== property.id)
          throw badRequest('Customer not found', { customerId: VALIDATION_KEYS.noSuchCustomer });
      }
      const pricing = {
        discountPercentage: input.discountPercentage,
        serviceChargePercentage: input.serviceChargePercentage,
        taxIncluded: outlet.priceIncludesTax,
      };
      const lines = await core.prepareLines(
        property,
        outlet.id,
        pricing,
        outlet.taxDetails,
        input.lines,
        'lines',
        who.maxLineDiscount,
      );
      const named = { ...actor, name: who.name };
      const row = await core.inTransaction(async (tx) => {
        const customerId =
          guestBooking?.customerId ??
          input.customerId ??
          (input.customer ? (await createCustomerRow(tx, property.id, input.customer, named)).id : null);
        // A coupon code: every rule checked and its use taken before any stock (decision 0044). It is not the
        // clerk's discount, so maxOrderDiscountPercentage does not cap it: its rules were set by marketing.
        const promotion = input.promotionCode
          ? await claimOrderPromotion(tx, property, input.promotionCode, lines, customerId, pricing)
          : null;
        const sold = promotion?.lines ?? lines;
        const row = await insertNewOrder(
          core,
          tx,
          named,
          property,
          {
            businessServiceId: outlet.id,
            status: 'NEW',
            deliveryMethod: input.deliveryMethod,
            tableId: table?.id ?? null,
            covers: input.deliveryMethod === 'DINE_IN' ? (input.covers ?? null) : null,
            bookingId: guestBooking?.id ?? null,
            deliveryAddress: input.deliveryMethod === 'DELIVERY' ? input.deliveryAddress || null : null,
            customerId,
            notes: input.notes || null,
            discountPercentage: input.discountPercentage,
            serviceChargePercentage: input.serviceChargePercentage,
          },
          sold,
          (ref) =>
            `Order ${ref} (${DELIVERY_WORDS[input.deliveryMethod]}${
              table ? `, ${table.name}` : guestBooking ? `, booking ${guestBooking.bookingNumber}` : ''
            }): ${lines.map((l) => lineText(l)).join(', ') || 'table seated'}`,
        );
        if (promotion)
          await recordRedemption(
            tx,
            actor,
            property.id,
            // The discount as the lines took it (a line's other discounts may leave less than the rule's share).
            { ...promotion.claim, discount: row.promotionDiscount },
            { kind: 'ORDER', id: row.id, reference: row.referenceNumber, customerId, revenue: row.total },
          );
        if (guestBooking) await core.syncFolio(tx, actor, property, row.id);
        return row;
      });
      return answer(row.id);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;

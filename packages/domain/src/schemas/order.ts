// Orders of the outlets (issue 12): the point of sale of a restaurant, café or room service. An order's lines are
// priced when they are sold (names, prices and tax copied onto the line), so a later menu change never rewrites a
// bill. Kitchen tickets (KOT) are made later from confirmed lines: each line names its kitchen station and when it
// was confirmed.
import { z } from 'zod';

import { optionalText, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { auditLogEntrySchema } from './audit';
import { idParam, idSchema, listQuery, pageOf } from './common';
import { customerInputSchema } from './customer';
import { isoDateSchema } from './fields';
import { PAYMENT_MODES } from './front-desk-lists';
import { nullableOptional, nullableText, positiveCount, positiveMoney } from './helpers';
import { paymentSchema } from './payment';
import { appliedPromotionSchema, promotionCodeField, salePromotionSchema } from './promotion';

// ------------------------------------------------------------------ statuses as data

/**
 * NEW → CONFIRMED → IN_PROGRESS → READY_TO_SERVE → SERVED → COMPLETED; a delivery goes READY_TO_SERVE →
 * OUT_FOR_DELIVERY → SHIPPED → COMPLETED instead of being served; CANCELLED (with a reason) before it is served.
 */
export const ORDER_STATUSES = [
  'NEW',
  'CONFIRMED',
  'IN_PROGRESS',
  'READY_TO_SERVE',
  'SERVED',
  'OUT_FOR_DELIVERY',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** An order no longer running: its table is free again and nothing more can be added. */
export const ORDER_ENDED_STATUSES = ['COMPLETED', 'CANCELLED'] as const satisfies readonly OrderStatus[];
export const isOrderOpen = (status: OrderStatus) =>
  !(ORDER_ENDED_STATUSES as readonly OrderStatus[]).includes(status);

export const DELIVERY_METHODS = ['DINE_IN', 'TAKE_AWAY', 'ROOM_ORDER', 'DELIVERY'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);

export const ORDER_PAYMENT_STATUSES = ['NotPaid', 'PartiallyPaid', 'Paid'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** The payment status of an amount paid against a total. */
export function orderPaymentStatus(total: number, paid: number): OrderPaymentStatus {
  if (paid <= 0.004) return total <= 0.004 ? 'Paid' : 'NotPaid';
  return paid + 0.004 >= total ? 'Paid' : 'PartiallyPaid';
}

const ALL_METHODS = DELIVERY_METHODS;
const NOT_DELIVERY = ['DINE_IN', 'TAKE_AWAY', 'ROOM_ORDER'] as const satisfies readonly DeliveryMethod[];

/** The actions of the lifecycle: the statuses each may start from and the delivery methods it applies to. */
export const ORDER_TRANSITIONS = {
  confirm: { from: ['NEW'], to: 'CONFIRMED', methods: ALL_METHODS },
  start: { from: ['CONFIRMED'], to: 'IN_PROGRESS', methods: ALL_METHODS },
  ready: { from: ['IN_PROGRESS'], to: 'READY_TO_SERVE', methods: ALL_METHODS },
  serve: { from: ['READY_TO_SERVE'], to: 'SERVED', methods: NOT_DELIVERY },
  dispatch: { from: ['READY_TO_SERVE'], to: 'OUT_FOR_DELIVERY', methods: ['DELIVERY'] },
  ship: { from: ['OUT_FOR_DELIVERY'], to: 'SHIPPED', methods: ['DELIVERY'] },
  complete: { from: ['SERVED', 'SHIPPED'], to: 'COMPLETED', methods: ALL_METHODS },
  cancel: {
    from: ['NEW', 'CONFIRMED', 'IN_PROGRESS', 'READY_TO_SERVE'],
    to: 'CANCELLED',
    methods: ALL_METHODS,
  },
} as const satisfies Record<
  string,
  { from: readonly OrderStatus[]; to: OrderStatus; methods: readonly DeliveryMethod[] }
>;
export type OrderAction = keyof typeof ORDER_TRANSITIONS;
export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];

/** Whether an order in a status, delivered so, may take an action (the server answers 409 otherwise). */
export function canOrder(action: OrderAction, status: OrderStatus, method: DeliveryMethod): boolean {
  const t = ORDER_TRANSITIONS[action];
  return (
    (t.from as readonly OrderStatus[]).includes(status) &&
    (t.methods as readonly DeliveryMethod[]).includes(method)
  );
}

/** The actions an order offers (what the details page shows). */
export const orderActions = (status: OrderStatus, method: DeliveryMethod): OrderAction[] =>
  ORDER_ACTIONS.filter((a) => canOrder(a, status, method));

/** Lines are changed (quantity, note, discount) or removed only before the kitchen starts on them. */
export const ORDER_LINES_EDITABLE = ['NEW', 'CONFIRMED'] as const satisfies readonly OrderStatus[];
export const canEditOrderLines = (status: OrderStatus) =>
  (ORDER_LINES_EDITABLE as readonly OrderStatus[]).includes(status);
/** Lines are added (another round) until the order is served, sent out or ended. */
export const ORDER_LINES_ADDABLE = [
  'NEW',
  'CONFIRMED',
  'IN_PROGRESS',
  'READY_TO_SERVE',
  'SERVED',
] as const satisfies readonly OrderStatus[];
export const canAddOrderLines = (status: OrderStatus) =>
  (ORDER_LINES_ADDABLE as readonly OrderStatus[]).includes(status);

/** `{SHORTNAME}-O-000123`: the property's short name (upper case, no spaces) and its running order number. */
export function orderReference(shortName: string | null | undefined, sequence: number) {
  const prefix = (shortName ?? '').toUpperCase().replace(/[^A-Z0-9]+/g, '') || 'ORD';
  return `${prefix}-O-${String(sequence).padStart(6, '0')}`;
}
export const ORDER_REFERENCE_PATTERN = /^[A-Z0-9]+-O-\d{6,}$/;

/** A table as the floor plan shows it. */
export const TABLE_STATUSES = ['FREE', 'SEATED', 'ORDERED', 'BILL_REQUESTED'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

// ------------------------------------------------------------------ input

const percent = z.number().min(0, VALIDATION_KEYS.atLeastZero).max(100, VALIDATION_KEYS.atMost100);

/** A product sold: its variation (size, portion), modifiers (toppings: products of its modifier groups). */
export const orderLineInputSchema = z.object({
  productId: idSchema,
  variationId: idSchema.nullable().optional(),
  /** Products of the product's modifier groups, each once; priced at their own sell price. */
  modifierIds: z.array(idSchema).max(20).default([]),
  quantity: positiveCount(999),
  note: nullableOptional(nullableText(300)),
  /** Off this line before tax; capped by the user's maxOrderItemDiscountPercentage. */
  discountPercentage: percent.default(0),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

const lines = z.array(orderLineInputSchema).max(100);

/** POST /api/order/property/:propertyId */
export const orderInputSchema = z
  .object({
    /** The outlet (business service) the order is taken at; its products only. */
    businessServiceId: idSchema,
    deliveryMethod: deliveryMethodSchema,
    /** DINE_IN: a TABLE resource of the property, and how many sit at it. */
    tableId: idSchema.nullable().optional(),
    covers: positiveCount(100).nullable().optional(),
    /** ROOM_ORDER: an in-house (checked-in) booking; the order is charged to its folio. */
    bookingId: idSchema.nullable().optional(),
    /** DELIVERY: where it goes. */
    deliveryAddress: nullableOptional(nullableText(300)),
    /** A customer of the property, or a new one created with the order; neither: a walk-in. */
    customerId: idSchema.nullable().optional(),
    customer: customerInputSchema.optional(),
    notes: nullableOptional(nullableText(1000)),
    /** Off the lines' total (after their own discounts) before tax; capped by maxOrderDiscountPercentage. */
    discountPercentage: percent.default(0),
    /** On the total after discounts, before tax. */
    serviceChargePercentage: percent.default(0),
    /** Empty only for a dine-in order that seats a table before anything is ordered. */
    lines,
    /** A promotion's coupon code (issue 14): checked and its use counted in the order's transaction. */
    promotionCode: promotionCodeField,
  })
  .superRefine((v, ctx) => {
    if (v.deliveryMethod === 'DINE_IN' && v.tableId == null)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.required, path: ['tableId'] });
    if (v.deliveryMethod === 'ROOM_ORDER' && v.bookingId == null)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.required, path: ['bookingId'] });
    if (v.deliveryMethod === 'DELIVERY' && !v.deliveryAddress)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.required, path: ['deliveryAddress'] });
    if (v.deliveryMethod !== 'DINE_IN' && v.lines.length === 0)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.atLeastOne, path: ['lines'] });
    if (v.customerId != null && v.customer != null)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.customerTwice, path: ['customer'] });
  });
export type OrderInput = z.infer<typeof orderInputSchema>;

/**
 * POST /api/order/property/:propertyId/quote: the POS cart's money with its coupon code, priced from the catalogue
 * as the order would be (takes no stock and no use).
 */
export const orderQuoteRequestSchema = z.object({
  businessServiceId: idSchema,
  customerId: idSchema.nullable().optional(),
  discountPercentage: percent.default(0),
  serviceChargePercentage: percent.default(0),
  lines: lines.min(1, VALIDATION_KEYS.atLeastOne),
  promotionCode: promotionCodeField,
});
export type OrderQuoteRequest = z.infer<typeof orderQuoteRequestSchema>;

export const orderQuoteSchema = z.object({
  currency: z.string(),
  subtotal: z.number(),
  /** Every discount: the lines' own, the order's and the code's. */
  discountAmount: z.number(),
  serviceCharge: z.number(),
  tax: z.number(),
  total: z.number(),
  /** The code's outcome: its discount, or why it does not apply (null without a code). */
  promotion: appliedPromotionSchema.nullable(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** POST /api/order/:orderId/lines: another round (while the order is not served, sent out or ended). */
export const orderLinesInputSchema = z.object({ lines: lines.min(1, VALIDATION_KEYS.atLeastOne) });
export type OrderLinesInput = z.infer<typeof orderLinesInputSchema>;

/** PATCH /api/order/:orderId/lines/:lineId: while NEW or CONFIRMED; stock follows the quantity. */
export const orderLineUpdateSchema = z
  .object({
    quantity: positiveCount(999).optional(),
    note: nullableOptional(nullableText(300)),
    discountPercentage: percent.optional(),
  })
  .refine((v) => v.quantity !== undefined || v.note !== undefined || v.discountPercentage !== undefined, {
    message: VALIDATION_KEYS.nothingToChange,
  });
export type OrderLineUpdate = z.infer<typeof orderLineUpdateSchema>;

/** POST /api/order/:orderId/cancel: the kept stock of its lines is given back. */
export const cancelOrderSchema = z.object({ reason: requiredText(500) });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** POST /api/order/:orderId/payment: a Paid payment of the payments module for the order (not a room order). */
export const orderPaymentInputSchema = z.object({
  amount: positiveMoney,
  mode: z.enum(PAYMENT_MODES),
  reference: nullableOptional(optionalText(80)),
  date: isoDateSchema.optional(),
});
export type OrderPaymentInput = z.infer<typeof orderPaymentInputSchema>;

/**
 * POST /api/order/:orderId/split (order.read, writes nothing): the amounts to take for a split bill, each then paid
 * with …/payment. EQUAL: the balance in `parts` shares (cents spread over the first ones). LINES: one part per
 * group of line ids (each line at most once), with its share of the order's discount, service charge and tax.
 */
export const orderSplitInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('EQUAL'), parts: z.number().int(VALIDATION_KEYS.wholeNumber).min(2).max(50) }),
  z.object({
    method: z.literal('LINES'),
    groups: z
      .array(z.array(idSchema).min(1, VALIDATION_KEYS.atLeastOne).max(100))
      .min(1, VALIDATION_KEYS.atLeastOne)
      .max(50),
  }),
]);
export type OrderSplitInput = z.infer<typeof orderSplitInputSchema>;
export const orderSplitSchema = z.object({
  currency: z.string(),
  total: z.number(),
  balance: z.number(),
  parts: z.array(z.object({ lineIds: z.array(z.number().int()), amount: z.number() })),
});
export type OrderSplit = z.infer<typeof orderSplitSchema>;

/** POST /api/order/:orderId/move-lines: lines move to the table's open order (one is opened if it has none). */
export const moveOrderLinesSchema = z.object({
  lineIds: z.array(idSchema).min(1, VALIDATION_KEYS.atLeastOne).max(100),
  tableId: idSchema,
});
export type MoveOrderLinesInput = z.infer<typeof moveOrderLinesSchema>;

// ------------------------------------------------------------------ answers

export const orderModifierSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  price: z.number(),
});
export type OrderModifier = z.infer<typeof orderModifierSchema>;

/** A line as sold: names and prices are the ones of the moment of sale. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  productCode: z.string(),
  variationId: z.number().int().nullable(),
  variationName: z.string().nullable(),
  modifiers: z.array(orderModifierSchema),
  /** The product's (or variation's) price, then the modifiers' per unit. */
  unitPrice: z.number(),
  modifiersPrice: z.number(),
  quantity: z.number().int(),
  note: z.string().nullable(),
  /** (unitPrice + modifiersPrice) × quantity. */
  amount: z.number(),
  discountPercentage: z.number(),
  /** The line's own discount and its share of the order's. */
  discountAmount: z.number(),
  serviceCharge: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
  /** The kitchen station (the product group's printer name) its ticket goes to; null: none. */
  station: z.string().nullable(),
  groupName: z.string(),
  /** When the line went to the kitchen (the order confirmed, or added to a confirmed order); KOTs start here. */
  confirmedAt: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const orderFields = {
  id: z.number().int(),
  propertyId: z.number().int(),
  businessServiceId: z.number().int(),
  outletName: z.string(),
  referenceNumber: z.string(),
  status: orderStatusSchema,
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  deliveryMethod: deliveryMethodSchema,
  tableId: z.number().int().nullable(),
  tableName: z.string().nullable(),
  covers: z.number().int().nullable(),
  bookingId: z.number().int().nullable(),
  bookingNumber: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  billRequested: z.boolean(),
  createdAt: z.string(),
};

export const orderListItemSchema = z.object({ ...orderFields, itemCount: z.number().int() });
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderSchema = z.object({
  ...orderFields,
  deliveryAddress: z.string().nullable(),
  notes: z.string().nullable(),
  /** The lines' amounts before any discount. */
  subtotal: z.number(),
  discountPercentage: z.number(),
  /** Every discount: the lines' own and the order's. */
  discountAmount: z.number(),
  serviceChargePercentage: z.number(),
  serviceCharge: z.number(),
  tax: z.number(),
  /** total − paid (a room order's total is on the booking's folio instead). */
  balance: z.number(),
  /** True for a room order: its total is a charge of the booking's folio, paid at check-out. */
  chargedToRoom: z.boolean(),
  cancelReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: z.string(),
  lines: z.array(orderLineSchema),
  payments: z.array(paymentSchema),
  /** The coupon code it was sold with (its discount is part of discountAmount), or null. */
  promotion: salePromotionSchema.nullable().optional(),
  /** What the order offers now (lifecycle actions its status and method allow). */
  actions: z.array(z.enum(Object.keys(ORDER_TRANSITIONS) as [OrderAction, ...OrderAction[]])),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/order/:orderId/history: its audit entries (ORDER_CREATE, ORDER_UPDATE, ORDER_CANCEL, ORDER_ITEM_SHIFT). */
export const orderHistorySchema = z.array(auditLogEntrySchema);

/** GET /api/order/property/:propertyId/tables?businessServiceId=: the floor plan of an outlet. */
export const floorQuerySchema = z.object({ businessServiceId: idParam.optional() });
export const floorTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.string().nullable(),
  seats: z.number().int(),
  status: z.enum(TABLE_STATUSES),
  /** The table's running order (the oldest when several are open). */
  orderId: z.number().int().nullable(),
  referenceNumber: z.string().nullable(),
  covers: z.number().int().nullable(),
  total: z.number().nullable(),
  since: z.string().nullable(),
});
export type FloorTable = z.infer<typeof floorTableSchema>;
export const floorSchema = z.array(floorTableSchema);

/** The longest range of days the order list takes. */
export const ORDER_LIST_MAX_DAYS = 31;
export const ORDER_SORTS = ['createdAt', 'referenceNumber', 'status', 'total'] as const;
/**
 * GET /api/order/property/:propertyId (and …/export): `date` (one day) or `from`–`to` (at most 31 days), property
 * days; none of them: today, unless `search` (the order number, customer, table) is given, which looks at every day.
 */
const orderListFilters = {
  date: isoDateSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: orderStatusSchema.optional(),
  deliveryMethod: deliveryMethodSchema.optional(),
  businessServiceId: idParam.optional(),
  tableId: idParam.optional(),
};
function checkDays(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if ((q.from == null) !== (q.to == null))
    ctx.addIssue({
      code: 'custom',
      message: VALIDATION_KEYS.required,
      path: [q.from == null ? 'from' : 'to'],
    });
  else if (q.from != null && q.to != null) {
    // Longer than ORDER_LIST_MAX_DAYS: the server answers 400 with validation.atMostDays and its figure.
    if (q.to < q.from) ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.toBeforeFrom, path: ['to'] });
  }
}
export const orderListQuerySchema = listQuery({ sorts: ORDER_SORTS, filters: orderListFilters }).superRefine(
  checkDays,
);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const orderPageSchema = pageOf(orderListItemSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

/**
 * GET /api/order/organisation/:organisationId: every property's orders of the organisation (the organisation admin's
 * list), or one property's (`propertyId`); the days are each property's own (today: each property's today).
 */
export const organisationOrderListQuerySchema = listQuery({
  sorts: ORDER_SORTS,
  filters: { ...orderListFilters, propertyId: idParam.optional() },
}).superRefine(checkDays);
export type OrganisationOrderListQuery = z.infer<typeof organisationOrderListQuerySchema>;
/** An order of the organisation's list: its property's name, and its zone (the order's times are shown in it). */
export const organisationOrderListItemSchema = orderListItemSchema.extend({
  propertyName: z.string(),
  timeZone: z.string(),
});
export type OrganisationOrderListItem = z.infer<typeof organisationOrderListItemSchema>;
export const organisationOrderPageSchema = pageOf(organisationOrderListItemSchema);
export type OrganisationOrderPage = z.infer<typeof organisationOrderPageSchema>;

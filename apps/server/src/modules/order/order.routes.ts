import {
  cancelOrderSchema,
  floorQuerySchema,
  floorSchema,
  idParam,
  instantToWallClock,
  moveOrderLinesSchema,
  orderHistorySchema,
  orderInputSchema,
  orderLineUpdateSchema,
  orderLinesInputSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderPaymentInputSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderSchema,
  orderSplitInputSchema,
  orderSplitSchema,
  todayIn,
  organisationOrderListQuerySchema,
  organisationOrderPageSchema,
  type OrderAction,
  type OrderListItem,
  type OrganisationOrderListItem,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { OrderService } from './order.service';

const tags = ['orders'];
const orderParams = z.object({ orderId: idParam });
const lineParams = orderParams.extend({ lineId: idParam });
const referenceParams = propertyParams.extend({ referenceNumber: z.string().trim().min(1).max(40) });

/** An instant as the wall clock of a zone (the order's property's), as the workbook shows it. */
const localTime = (iso: string, timeZone: string) => {
  const w = instantToWallClock(Date.parse(iso), timeZone);
  return `${w.date} ${w.time}`;
};

/** The list's columns; `taken` writes when an order was taken, in the zone of the order's property. */
const exportColumns = <T extends OrderListItem>(taken: (o: T) => string): ExcelColumn<T>[] => {
  return [
    { header: 'Number', width: 18, value: (o) => o.referenceNumber },
    { header: 'Taken', width: 18, value: taken },
    { header: 'Outlet', width: 22, value: (o) => o.outletName },
    { header: 'Method', width: 12, value: (o) => o.deliveryMethod },
    { header: 'Table', width: 12, value: (o) => o.tableName },
    { header: 'Booking', width: 18, value: (o) => o.bookingNumber },
    { header: 'Customer', width: 24, value: (o) => o.customerName },
    { header: 'Status', width: 16, value: (o) => o.status },
    { header: 'Payment', width: 14, value: (o) => o.paymentStatus },
    { header: 'Items', type: 'number', width: 8, value: (o) => o.itemCount },
    { header: 'Currency', width: 9, value: (o) => o.currency },
    { header: 'Total', type: 'money', width: 12, value: (o) => o.total },
    { header: 'Paid', type: 'money', width: 12, value: (o) => o.paid },
  ];
};

/** The lifecycle steps without a body (cancel takes a reason). */
const STEPS: { action: Exclude<OrderAction, 'cancel'>; summary: string }[] = [
  { action: 'confirm', summary: 'Confirm a new order: its lines go to the kitchen (confirmedAt)' },
  { action: 'start', summary: 'The kitchen starts a confirmed order' },
  { action: 'ready', summary: 'An order in progress is ready to serve' },
  { action: 'serve', summary: 'Serve an order ready to serve (not a delivery)' },
  { action: 'dispatch', summary: 'A delivery ready to serve goes out for delivery' },
  { action: 'ship', summary: 'A delivery out for delivery is delivered (SHIPPED)' },
  {
    action: 'complete',
    summary:
      'Complete a served or delivered order: 409 while something is left to pay (a room order is on the folio)',
  },
];

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.get(
    '/api/order/property/:propertyId',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary:
          "A page of the property's orders (newest first unless sorted): a day (today by default), a range of at most 31 days, or every day for a search by number, customer, table or booking; filtered by status, delivery method, outlet and table",
        params: propertyParams,
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...readErrorResponses },
      },
    },
    (req) => orders.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/order/organisation/:organisationId',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary:
          "A page of the organisation's orders, every property's or one's (propertyId), with each order's property and time zone: the property list's filters, each property's days (today: each property's today)",
        params: z.object({ organisationId: idParam }),
        querystring: organisationOrderListQuerySchema,
        response: { 200: organisationOrderPageSchema, ...readErrorResponses },
      },
    },
    (req) => orders.listOrganisation(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/order/organisation/:organisationId/export',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary:
          "The organisation list's filter, every row, as an .xlsx workbook with each order's property (times in its zone)",
        params: z.object({ organisationId: idParam }),
        querystring: organisationOrderListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await orders.organisationExportRows(actorOf(req), req.params.organisationId, req.query);
      return sendExport(reply, {
        sheet: 'Orders',
        file: 'orders',
        date: todayIn('UTC'),
        columns: [
          { header: 'Property', width: 24, value: (o) => o.propertyName },
          ...exportColumns<OrganisationOrderListItem>((o) => localTime(o.createdAt, o.timeZone)),
        ],
        rows,
      });
    },
  );

  app.get(
    '/api/order/property/:propertyId/export',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary:
          'The same filter as the list, every row, as an .xlsx workbook (times in the property’s zone)',
        params: propertyParams,
        querystring: orderListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today, timeZone } = await orders.exportRows(
        actorOf(req),
        req.params.propertyId,
        req.query,
      );
      return sendExport(reply, {
        sheet: 'Orders',
        file: 'orders',
        date: today,
        columns: exportColumns((o) => localTime(o.createdAt, timeZone)),
        rows,
      });
    },
  );

  app.get(
    '/api/order/property/:propertyId/tables',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary:
          "The floor plan: the property's active tables (of an outlet and those serving any) by area, each FREE, SEATED (an open order without lines), ORDERED or BILL_REQUESTED, with its running order",
        params: propertyParams,
        querystring: floorQuerySchema,
        response: { 200: floorSchema, ...readErrorResponses },
      },
    },
    (req) => orders.floor(actorOf(req), req.params.propertyId, req.query.businessServiceId),
  );

  app.get(
    '/api/order/property/:propertyId/reference/:referenceNumber',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary:
          'An order by its number ({SHORTNAME}-O-000123): the details page and the ORDER notification open it',
        params: referenceParams,
        response: { 200: orderSchema, ...readErrorResponses },
      },
    },
    (req) => orders.byReference(actorOf(req), req.params.propertyId, req.params.referenceNumber),
  );

  app.post(
    '/api/order/property/:propertyId',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary:
          "Take an order at an outlet (dine in at a table, take away, room order for an in-house booking, delivery): lines priced now, kept stock taken (409 naming a product sold out), discounts within the user's caps; a room order is charged to the booking's folio; raises an ORDER notification",
        params: propertyParams,
        body: orderInputSchema,
        response: { 201: orderSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await orders.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.post(
    '/api/order/property/:propertyId/quote',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary:
          "The POS cart's money with its coupon code, priced from the catalogue as the order would be: the code's discount or why it does not apply; takes no stock and no use",
        params: propertyParams,
        body: orderQuoteRequestSchema,
        response: { 200: orderQuoteSchema, ...errorResponses },
      },
    },
    (req) => orders.quote(actorOf(req), req.params.propertyId, req.body),
  );

  app.get(
    '/api/order/:orderId',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary: 'One order with its lines, payments, balance and the actions its state allows',
        params: orderParams,
        response: { 200: orderSchema, ...readErrorResponses },
      },
    },
    (req) => orders.get(actorOf(req), req.params.orderId),
  );

  app.get(
    '/api/order/:orderId/history',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary:
          'The order’s history, newest first: ORDER_CREATE, ORDER_UPDATE, ORDER_CANCEL, ORDER_ITEM_SHIFT and its payments',
        params: orderParams,
        response: { 200: orderHistorySchema, ...readErrorResponses },
      },
    },
    (req) => orders.history(actorOf(req), req.params.orderId),
  );

  app.post(
    '/api/order/:orderId/lines',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary:
          'Another round of lines (until the order is served, sent out or ended); on a confirmed order they go to the kitchen at once',
        params: orderParams,
        body: orderLinesInputSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    (req) => orders.addLines(actorOf(req), req.params.orderId, req.body),
  );

  app.patch(
    '/api/order/:orderId/lines/:lineId',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary:
          "A line's quantity, note or discount while the order is new or confirmed (kept stock follows)",
        params: lineParams,
        body: orderLineUpdateSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    (req) => orders.updateLine(actorOf(req), req.params.orderId, req.params.lineId, req.body),
  );

  app.delete(
    '/api/order/:orderId/lines/:lineId',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary: 'Remove a line while the order is new or confirmed (its kept stock goes back)',
        params: lineParams,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    (req) => orders.removeLine(actorOf(req), req.params.orderId, req.params.lineId),
  );

  app.post(
    '/api/order/:orderId/cancel',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary:
          'Cancel an order before it is served, with a reason: its kept stock goes back, a room order leaves the folio; 409 while payments stand',
        params: orderParams,
        body: cancelOrderSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    (req) => orders.transition(actorOf(req), req.params.orderId, 'cancel', req.body),
  );

  app.post(
    '/api/order/:orderId/request-bill',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary: 'The table asks for the bill (the floor plan shows BILL_REQUESTED)',
        params: orderParams,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    (req) => orders.requestBill(actorOf(req), req.params.orderId),
  );

  app.post(
    '/api/order/:orderId/payment',
    {
      // order.write, not payment.write: the waiter takes the money at the table (PROP_SERVICE has no payment.write);
      // only this order's balance can be paid here.
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary:
          "Take a payment for the order (Paid, in its currency, dated today in the property's zone unless given): 409 for a room order (paid on the folio), a cancelled order, or beyond the balance",
        params: orderParams,
        body: orderPaymentInputSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    (req) => orders.pay(actorOf(req), req.params.orderId, req.body),
  );

  app.post(
    '/api/order/:orderId/split',
    {
      config: { permission: 'order.read' },
      schema: {
        tags,
        summary:
          'Split the bill (writes nothing): EQUAL shares of the balance, or the totals of groups of lines; each part is then paid with …/payment',
        params: orderParams,
        body: orderSplitInputSchema,
        response: { 200: orderSplitSchema, ...readErrorResponses },
      },
    },
    (req) => orders.split(actorOf(req), req.params.orderId, req.body),
  );

  app.post(
    '/api/order/:orderId/move-lines',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary:
          "Move lines of a dine-in order to another table's open order (opened when it has none): ORDER_ITEM_SHIFT on both; answers the order they left",
        params: orderParams,
        body: moveOrderLinesSchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    (req) => orders.moveLines(actorOf(req), req.params.orderId, req.body),
  );

  for (const { action, summary } of STEPS)
    app.post(
      `/api/order/:orderId/${action}`,
      {
        config: { permission: 'order.write' },
        schema: { tags, summary, params: orderParams, response: { 200: orderSchema, ...errorResponses } },
      },
      (req) => orders.transition(actorOf(req), req.params.orderId, action),
    );
};

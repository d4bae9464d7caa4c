import {
  idParam,
  partialUpdate,
  paymentInputSchema,
  paymentListQuerySchema,
  paymentPageSchema,
  paymentSchema,
  refundInputSchema,
  type Payment,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, propertyParams } from '../../lib/route';
import { sendExport, type ExcelColumn } from '../../lib/excel';
import type { PaymentService } from './payment.service';

const tags = ['payments'];
const paymentParams = z.object({ paymentId: idParam });

/** The columns of the payments export, in the list's order. Amounts stay numbers so Excel can sum them. */
const EXPORT_COLUMNS: ExcelColumn<Payment>[] = [
  { header: 'ID', type: 'number', width: 8, value: (p) => p.id },
  { header: 'Date', type: 'date', width: 12, value: (p) => p.date },
  { header: 'Booking', width: 20, value: (p) => p.bookingNumber },
  { header: 'Guest', width: 24, value: (p) => p.guestName },
  { header: 'Reservation', width: 14, value: (p) => p.reservationReference },
  { header: 'Order', width: 18, value: (p) => p.orderReference },
  { header: 'Reference', width: 18, value: (p) => p.reference },
  { header: 'Description', width: 32, value: (p) => p.description },
  { header: 'Mode', width: 16, value: (p) => p.mode },
  { header: 'Status', width: 10, value: (p) => p.status },
  { header: 'Currency', width: 10, value: (p) => p.currency },
  { header: 'Amount', type: 'money', width: 14, value: (p) => p.amount },
  { header: 'Refund of', type: 'number', width: 10, value: (p) => p.refundOf },
  { header: 'Refund reason', width: 28, value: (p) => p.refundReason },
  { header: 'Received by', width: 20, value: (p) => p.receivedByName },
];

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/api/payment/property/:propertyId',
    {
      config: { permission: 'payment.read' },
      schema: {
        tags,
        summary:
          "A page of the property's payments (newest first unless sorted), filtered by status, mode, dates, " +
          'booking and refunds, searched by reference, description, booking number or guest; with the total',
        params: propertyParams,
        querystring: paymentListQuerySchema,
        response: { 200: paymentPageSchema, ...errorResponses },
      },
    },
    (req) => payments.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/payment/property/:propertyId/export',
    {
      config: { permission: 'payment.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook with a totals row',
        params: propertyParams,
        querystring: paymentListQuerySchema,
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await payments.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Payments',
        file: 'payments',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
        totals: true,
      });
    },
  );

  app.post(
    '/api/payment/property/:propertyId',
    {
      config: { permission: 'payment.write' },
      schema: {
        tags,
        summary:
          "Record a payment; a Paid one of a booking adds to the booking's paid amount and raises a PAYMENT " +
          'notification',
        params: propertyParams,
        body: paymentInputSchema,
        response: { 201: paymentSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await payments.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/payment/:paymentId',
    {
      config: { permission: 'payment.read' },
      schema: {
        tags,
        summary: 'One payment',
        params: paymentParams,
        response: { 200: paymentSchema, ...errorResponses },
      },
    },
    (req) => payments.get(actorOf(req), req.params.paymentId),
  );

  app.put(
    '/api/payment/:paymentId',
    {
      config: { permission: 'payment.write' },
      schema: {
        tags,
        summary: 'Change a payment while it is NotPaid (fields left out stay); 409 once Paid',
        params: paymentParams,
        body: partialUpdate(paymentInputSchema),
        response: { 200: paymentSchema, ...errorResponses },
      },
    },
    (req) => payments.update(actorOf(req), req.params.paymentId, req.body),
  );

  app.post(
    '/api/payment/:paymentId/refund',
    {
      config: { permission: 'payment.write' },
      schema: {
        tags,
        summary:
          'Refund (part of) a paid payment: a negative Paid payment on the same booking, with a reason; at most ' +
          'what the payment still holds',
        params: paymentParams,
        body: refundInputSchema,
        response: { 201: paymentSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await payments.refund(actorOf(req), req.params.paymentId, req.body)),
  );
};

import {
  createdPaymentLinkSchema,
  gatewayRefundInputSchema,
  paymentLinkChannelsSchema,
  idParam,
  paymentSchema,
  paymentLinkInputSchema,
  paymentLinkListQuerySchema,
  paymentLinkPageSchema,
  paymentLinkSchema,
  todayIn,
  type PaymentLink,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { PaymentLinkRefundService } from './payment-link-refund.service';
import type { PaymentLinkService } from './payment-link.service';

const tags = ['payment-links'];
const linkParams = z.object({ linkId: idParam });

const EXPORT_COLUMNS: ExcelColumn<PaymentLink>[] = [
  { header: 'ID', type: 'number', width: 8, value: (l) => l.id },
  { header: 'Created', width: 22, value: (l) => l.createdAt },
  { header: 'For', width: 12, value: (l) => l.purpose },
  { header: 'Reference', width: 18, value: (l) => l.reference },
  { header: 'Description', width: 30, value: (l) => l.description },
  { header: 'Payer', width: 22, value: (l) => l.payerName },
  { header: 'Email', width: 26, value: (l) => l.email },
  { header: 'Currency', width: 10, value: (l) => l.currency },
  { header: 'Amount', type: 'money', width: 14, value: (l) => l.amount },
  { header: 'Status', width: 11, value: (l) => l.status },
  { header: 'Expires', width: 22, value: (l) => l.expiresAt },
  { header: 'Paid', width: 22, value: (l) => l.paidAt },
  { header: 'Test mode', width: 10, value: (l) => (l.testMode ? 'Yes' : 'No') },
  { header: 'Created by', width: 20, value: (l) => l.createdByName },
];

export const paymentLinkRoutes: FastifyPluginAsyncZod<{
  links: PaymentLinkService;
  refunds: PaymentLinkRefundService;
}> = async (app, { links, refunds }) => {
  app.get(
    '/api/payment-link/property/:propertyId',
    {
      config: { permission: 'paymentLink.read' },
      schema: {
        tags,
        summary:
          "A page of the property's payment links (newest first unless sorted), filtered by status (EXPIRED: " +
          'active past its expiry), purpose, booking or reservation, searched by reference, description, payer, email',
        params: propertyParams,
        querystring: paymentLinkListQuerySchema,
        response: { 200: paymentLinkPageSchema, ...readErrorResponses },
      },
    },
    (req) => links.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/payment-link/property/:propertyId/export',
    {
      config: { permission: 'paymentLink.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: propertyParams,
        querystring: paymentLinkListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, property } = await links.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Payment links',
        file: 'payment-links',
        date: todayIn(property.timezone),
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/payment-link/property/:propertyId',
    {
      config: { permission: 'paymentLink.write' },
      schema: {
        tags,
        summary:
          "Create a payment link for a booking's balance, a reservation, an invoice, an order or a free amount (the " +
          'property needs the Payment Link subscription and a payment gateway); an email, and an SMS or WhatsApp ' +
          'message to `phone` (409 without an SMS subscription), send it to the guest through the outbox',
        description:
          'The answer carries the link (`path`, /pay/{token}) once: only the token’s hash is kept.',
        params: propertyParams,
        body: paymentLinkInputSchema,
        response: { 201: createdPaymentLinkSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await links.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/payment-link/property/:propertyId/channels',
    {
      config: { permission: 'paymentLink.write' },
      schema: {
        tags,
        summary:
          "How the property's payment links may reach the guest besides email: SMS and WhatsApp when it holds " +
          'the SMS Host or SMS Subscription subscription (none otherwise)',
        params: propertyParams,
        response: { 200: paymentLinkChannelsSchema, ...readErrorResponses },
      },
    },
    (req) => links.channels(actorOf(req), req.params.propertyId),
  );

  app.get(
    '/api/payment-link/:linkId',
    {
      config: { permission: 'paymentLink.read' },
      schema: {
        tags,
        summary: 'A payment link (never its token)',
        params: linkParams,
        response: { 200: paymentLinkSchema, ...readErrorResponses },
      },
    },
    (req) => links.get(actorOf(req), req.params.linkId),
  );

  app.post(
    '/api/payment-link/:linkId/cancel',
    {
      config: { permission: 'paymentLink.write' },
      schema: {
        tags,
        summary: 'Cancel an active payment link (409 once paid, cancelled or expired); its page then says so',
        params: linkParams,
        response: { 200: paymentLinkSchema, ...errorResponses },
      },
    },
    (req) => links.cancel(actorOf(req), req.params.linkId),
  );

  app.post(
    '/api/payment-link/payment/:paymentId/refund',
    {
      config: { permission: 'payment.write' },
      schema: {
        tags,
        summary:
          'Pay (part of) a card payment received through a payment link back through its gateway: a refund payment ' +
          '(refund_of) with the gateway refund id, at most what the payment still holds (400 beyond; 409 for a ' +
          'payment not made through a link, while another refund of it is pending, or when the gateway refuses)',
        description:
          'The refund is written pending (NotPaid) first, the gateway is asked outside any transaction with an ' +
          'idempotency key, and its answer recorded: 201 with the Paid refund, or 202 with the refund still NotPaid ' +
          'when the gateway did not answer (the server asks again with the same key and records the outcome).',
        params: z.object({ paymentId: idParam }),
        body: gatewayRefundInputSchema,
        response: { 201: paymentSchema, 202: paymentSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { status, refund } = await refunds.refund(actorOf(req), req.params.paymentId, req.body);
      return reply.status(status).send(refund);
    },
  );
};

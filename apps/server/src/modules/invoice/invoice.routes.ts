import {
  creditNoteInputSchema,
  idParam,
  invoiceDraftFromSchema,
  invoiceInputSchema,
  invoiceIssueSchema,
  invoiceListQuerySchema,
  invoiceNumberingInputSchema,
  invoiceNumberingSchema,
  invoicePageSchema,
  invoicePaymentInputSchema,
  invoiceSchema,
  invoiceVoidSchema,
  messageSchema,
  organisationInvoiceListQuerySchema,
  invoicePropertySchema,
  type InvoiceSummary,
} from '@bookone/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { InvoiceService } from './invoice.service';

const tags = ['invoices'];
const invoiceParams = z.object({ invoiceId: idParam });
const organisationParams = z.object({ organisationId: idParam });

const EXPORT_COLUMNS: ExcelColumn<InvoiceSummary>[] = [
  { header: 'Number', width: 14, value: (i) => i.number ?? 'Draft' },
  { header: 'Kind', width: 12, value: (i) => (i.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice') },
  { header: 'Property', width: 24, value: (i) => i.propertyName },
  { header: 'Issue date', type: 'date', width: 12, value: (i) => i.issueDate },
  { header: 'Due date', type: 'date', width: 12, value: (i) => i.dueDate },
  { header: 'Bill to', width: 28, value: (i) => i.billToName },
  { header: 'Tax number', width: 16, value: (i) => i.billToTaxNumber },
  { header: 'Booking', width: 18, value: (i) => i.bookingNumber },
  { header: 'Status', width: 16, value: (i) => i.status },
  { header: 'Currency', width: 9, value: (i) => i.currency },
  { header: 'Before tax', type: 'money', width: 14, value: (i) => i.subtotal },
  { header: 'Tax', type: 'money', width: 12, value: (i) => i.taxTotal },
  { header: 'Total', type: 'money', width: 14, value: (i) => i.total },
  { header: 'Paid', type: 'money', width: 14, value: (i) => i.paid },
  { header: 'Balance', type: 'money', width: 14, value: (i) => i.balance },
];

/** A rendered PDF as a download (kept out of shared caches: it carries a customer's details). */
function sendPdf(reply: FastifyReply, pdf: { bytes: Uint8Array; filename: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.bytes));
}

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  const one = { params: invoiceParams, response: { 200: invoiceSchema, ...errorResponses } };

  app.get(
    '/api/invoice/property/:propertyId',
    {
      config: { permission: 'invoice.read' },
      schema: {
        tags,
        summary:
          "A page of the property's invoices and credit notes (newest first unless sorted), by status tab, kind, " +
          'issue dates, customer, company or booking, searched by number, bill-to, tax number, notes or booking; ' +
          'with the counts per status',
        params: propertyParams,
        querystring: invoiceListQuerySchema,
        response: { 200: invoicePageSchema, ...errorResponses },
      },
    },
    (req) => invoices.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/invoice/property/:propertyId/export',
    {
      config: { permission: 'invoice.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook with a totals row',
        params: propertyParams,
        querystring: invoiceListQuerySchema,
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await invoices.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Invoices',
        file: 'invoices',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
        totals: true,
      });
    },
  );

  app.get(
    '/api/invoice/organisation/:organisationId/properties',
    {
      config: { permission: 'invoice.read' },
      schema: {
        tags,
        summary: "Manage Invoice's property picker: the organisation's properties, by name",
        params: organisationParams,
        response: { 200: z.array(invoicePropertySchema), ...readErrorResponses },
      },
    },
    (req) => invoices.organisationProperties(actorOf(req), req.params.organisationId),
  );

  app.get(
    '/api/invoice/organisation/:organisationId',
    {
      config: { permission: 'invoice.read' },
      schema: {
        tags,
        summary: 'Manage Invoice: the invoices of every property of the organisation, with a property filter',
        params: organisationParams,
        querystring: organisationInvoiceListQuerySchema,
        response: { 200: invoicePageSchema, ...errorResponses },
      },
    },
    (req) => invoices.listOrganisation(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/invoice/organisation/:organisationId/export',
    {
      config: { permission: 'invoice.read' },
      schema: {
        tags,
        summary: "The organisation's list as an .xlsx workbook (same filter)",
        params: organisationParams,
        querystring: organisationInvoiceListQuerySchema,
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await invoices.exportOrganisation(
        actorOf(req),
        req.params.organisationId,
        req.query,
      );
      return sendExport(reply, {
        sheet: 'Invoices',
        file: 'invoices',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
        totals: true,
      });
    },
  );

  app.post(
    '/api/invoice/property/:propertyId',
    {
      config: { permission: 'invoice.write' },
      schema: {
        tags,
        summary:
          'A blank draft invoice (no number until issued); taxes by the line rate or the property slabs',
        params: propertyParams,
        body: invoiceInputSchema,
        response: { 201: invoiceSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await invoices.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.post(
    '/api/invoice/property/:propertyId/draft-from',
    {
      config: { permission: 'invoice.write' },
      schema: {
        tags,
        summary:
          "A draft from a booking's folio, a reservation or a company's open charges at the property (409 when " +
          'already invoiced); a booking paid before keeps its payments on the invoice',
        params: propertyParams,
        body: invoiceDraftFromSchema,
        response: { 201: invoiceSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await invoices.draftFrom(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/invoice/property/:propertyId/numbering',
    {
      config: { permission: 'invoice.read' },
      schema: {
        tags,
        summary: "The property's invoice and credit-note prefixes and next numbers",
        params: propertyParams,
        response: { 200: invoiceNumberingSchema, ...errorResponses },
      },
    },
    (req) => invoices.numbering(actorOf(req), req.params.propertyId),
  );

  app.put(
    '/api/invoice/property/:propertyId/numbering',
    {
      config: { permission: 'invoice.issue' },
      schema: {
        tags,
        summary: 'Set the prefixes (the numbers run on)',
        params: propertyParams,
        body: invoiceNumberingInputSchema,
        response: { 200: invoiceNumberingSchema, ...errorResponses },
      },
    },
    (req) => invoices.setNumbering(actorOf(req), req.params.propertyId, req.body),
  );

  app.get(
    '/api/invoice/:invoiceId',
    {
      config: { permission: 'invoice.read' },
      schema: { tags, summary: 'One invoice or credit note', ...one },
    },
    (req) => invoices.get(actorOf(req), req.params.invoiceId),
  );

  app.put(
    '/api/invoice/:invoiceId',
    {
      config: { permission: 'invoice.write' },
      schema: { tags, summary: 'Replace a draft (409 once issued)', body: invoiceInputSchema, ...one },
    },
    (req) => invoices.update(actorOf(req), req.params.invoiceId, req.body),
  );

  app.delete(
    '/api/invoice/:invoiceId',
    {
      config: { permission: 'invoice.write' },
      schema: {
        tags,
        summary: 'Delete a draft (409 once issued: void it)',
        params: invoiceParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => invoices.remove(actorOf(req), req.params.invoiceId),
  );

  app.post(
    '/api/invoice/:invoiceId/issue',
    {
      config: { permission: 'invoice.issue' },
      schema: {
        tags,
        summary: "Issue a draft: the property's next number (gap-free), immutable from then on",
        body: invoiceIssueSchema,
        ...one,
      },
    },
    (req) => invoices.issue(actorOf(req), req.params.invoiceId, req.body),
  );

  app.post(
    '/api/invoice/:invoiceId/void',
    {
      config: { permission: 'invoice.issue' },
      schema: {
        tags,
        summary: 'Void an issued invoice with no payment, with a reason (409 otherwise)',
        body: invoiceVoidSchema,
        ...one,
      },
    },
    (req) => invoices.void(actorOf(req), req.params.invoiceId, req.body),
  );

  app.post(
    '/api/invoice/:invoiceId/credit-note',
    {
      config: { permission: 'invoice.issue' },
      schema: {
        tags,
        summary: 'Issue a credit note of the invoice (answers the credit note); the invoice balance follows',
        body: creditNoteInputSchema,
        ...one,
      },
    },
    (req) => invoices.creditNote(actorOf(req), req.params.invoiceId, req.body),
  );

  app.post(
    '/api/invoice/:invoiceId/payment',
    {
      config: { permission: 'invoice.write' },
      schema: {
        tags,
        summary: 'Record a payment of the invoice (at most its balance): PARTIALLY_PAID or PAID',
        body: invoicePaymentInputSchema,
        ...one,
      },
    },
    (req) => invoices.pay(actorOf(req), req.params.invoiceId, req.body),
  );

  app.get(
    '/api/invoice/:invoiceId/pdf',
    {
      config: { permission: 'invoice.read' },
      schema: {
        tags,
        summary: 'The invoice as a PDF (logo, address, tax number, lines, tax per rate, amount in words)',
        params: invoiceParams,
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const pdf = await invoices.pdf(actorOf(req), req.params.invoiceId);
      return sendPdf(reply, pdf);
    },
  );
};

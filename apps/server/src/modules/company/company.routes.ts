import {
  billableCompanySchema,
  companyChargePageSchema,
  companyChargeQuerySchema,
  companyInputSchema,
  companyListQuerySchema,
  companyPageSchema,
  companyRatePlanSchema,
  companySchema,
  companyStatementQuerySchema,
  companyStatementSchema,
  companyUpdateSchema,
  idParam,
  messageSchema,
  type Company,
  type CompanyCharge,
  type StatementLine,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import { exportDay, type CompanyService } from './company.service';

const tags = ['companies'];
const organisationParams = z.object({ organisationId: idParam });
const companyParams = z.object({ companyId: idParam });
const read = { permission: 'company.read' } as const;
const write = { permission: 'company.write' } as const;

const COMPANY_COLUMNS: ExcelColumn<Company>[] = [
  { header: 'ID', type: 'number', width: 8, value: (c) => c.id },
  { header: 'Name', width: 30, value: (c) => c.name },
  { header: 'Tax number', width: 16, value: (c) => c.taxNumber },
  { header: 'Status', width: 10, value: (c) => c.status },
  { header: 'Contact', width: 22, value: (c) => c.contactName },
  { header: 'Email', width: 26, value: (c) => c.email ?? c.contactEmail },
  { header: 'Phone', width: 16, value: (c) => c.phone ?? c.contactPhone },
  { header: 'City', width: 16, value: (c) => c.city },
  { header: 'Country', width: 14, value: (c) => c.country },
  { header: 'Payment terms (days)', type: 'number', width: 12, value: (c) => c.paymentTermsDays },
  { header: 'Rate plan', width: 36, value: (c) => c.ratePlanName },
  { header: 'Credit limit', type: 'money', width: 14, value: (c) => c.creditLimit },
  { header: 'Open balance', type: 'money', width: 14, value: (c) => c.openBalance },
];

const CHARGE_COLUMNS: ExcelColumn<CompanyCharge>[] = [
  { header: 'Date', type: 'date', width: 12, value: (c) => c.date },
  { header: 'Due', type: 'date', width: 12, value: (c) => c.dueDate },
  { header: 'Reference', width: 18, value: (c) => c.reference },
  { header: 'Property', width: 24, value: (c) => c.propertyName },
  { header: 'Guest', width: 24, value: (c) => c.guestName },
  { header: 'Status', width: 12, value: (c) => c.status },
  { header: 'Currency', width: 8, value: (c) => c.currency },
  { header: 'Amount', type: 'money', width: 14, value: (c) => c.amount },
  { header: 'Paid', type: 'money', width: 14, value: (c) => c.paid },
  { header: 'Balance', type: 'money', width: 14, value: (c) => c.balance },
];

/** The statement's sheet: the opening balance as its first line, so the running balance reads on its own. */
type SheetLine = Omit<StatementLine, 'kind'> & { kind: string };
const STATEMENT_COLUMNS: ExcelColumn<SheetLine>[] = [
  { header: 'Date', type: 'date', width: 12, value: (l) => l.date },
  { header: 'Type', width: 10, value: (l) => l.kind },
  { header: 'Reference', width: 18, value: (l) => l.reference },
  {
    header: 'Description',
    width: 48,
    value: (l) =>
      l.kind === 'PAYMENT' ? `${l.debit > 0 ? 'Refund' : 'Payment'}: ${l.description}` : l.description,
  },
  { header: 'Debit', type: 'money', width: 14, value: (l) => l.debit },
  { header: 'Credit', type: 'money', width: 14, value: (l) => l.credit },
  { header: 'Balance', type: 'number', width: 14, value: (l) => l.balance },
];

/** A safe file name part from the company's name. */
const fileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'company';

export const companyRoutes: FastifyPluginAsyncZod<{ companies: CompanyService }> = async (
  app,
  { companies },
) => {
  app.get(
    '/api/company/organisation/:organisationId',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of the organisation's companies (by name unless sorted), filtered by status, searched by name, " +
          'tax number, contact, email or city; each with what it owes',
        params: organisationParams,
        querystring: companyListQuerySchema,
        response: { 200: companyPageSchema, ...readErrorResponses },
      },
    },
    (req) => companies.list(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/company/organisation/:organisationId/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: organisationParams,
        querystring: companyListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await companies.exportRows(actorOf(req), req.params.organisationId, req.query);
      return sendExport(reply, {
        sheet: 'Companies',
        file: 'companies',
        date: exportDay(),
        columns: COMPANY_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/company/organisation/:organisationId/rate-plans',
    {
      config: read,
      schema: {
        tags,
        summary: "The rate plans a company may be given: every plan of the organisation's properties",
        params: organisationParams,
        response: { 200: z.array(companyRatePlanSchema), ...readErrorResponses },
      },
    },
    (req) => companies.ratePlans(actorOf(req), req.params.organisationId),
  );

  app.post(
    '/api/company/organisation/:organisationId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a company (409 when the organisation already has one of this name)',
        params: organisationParams,
        body: companyInputSchema,
        response: { 201: companySchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await companies.create(actorOf(req), req.params.organisationId, req.body)),
  );

  app.get(
    '/api/company/property/:propertyId/billable',
    {
      config: { permission: 'company.bill' },
      schema: {
        tags,
        summary:
          "The active companies of the property's organisation a booking may be billed to, with what each owes " +
          'and its credit left',
        params: propertyParams,
        response: { 200: z.array(billableCompanySchema), ...readErrorResponses },
      },
    },
    (req) => companies.billable(actorOf(req), req.params.propertyId),
  );

  app.get(
    '/api/company/:companyId',
    {
      config: read,
      schema: {
        tags,
        summary: 'One company with what it owes',
        params: companyParams,
        response: { 200: companySchema, ...readErrorResponses },
      },
    },
    (req) => companies.get(actorOf(req), req.params.companyId),
  );

  app.put(
    '/api/company/:companyId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a company (fields left out stay)',
        params: companyParams,
        body: companyUpdateSchema,
        response: { 200: companySchema, ...errorResponses },
      },
    },
    (req) => companies.update(actorOf(req), req.params.companyId, req.body),
  );

  app.delete(
    '/api/company/:companyId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a company no booking was billed to (409 otherwise: make it INACTIVE)',
        params: companyParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => companies.remove(actorOf(req), req.params.companyId),
  );

  app.get(
    '/api/company/:companyId/charges',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The open charges: bookings billed to the company with a balance owed (oldest first unless sorted)',
        params: companyParams,
        querystring: companyChargeQuerySchema,
        response: { 200: companyChargePageSchema, ...readErrorResponses },
      },
    },
    (req) => companies.charges(actorOf(req), req.params.companyId, req.query),
  );

  app.get(
    '/api/company/:companyId/charges/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The open charges as an .xlsx workbook with a totals row',
        params: companyParams,
        querystring: companyChargeQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { company, rows } = await companies.exportCharges(actorOf(req), req.params.companyId, req.query);
      return sendExport(reply, {
        sheet: 'Open charges',
        file: `${fileName(company.name)}-open-charges`,
        date: exportDay(),
        columns: CHARGE_COLUMNS,
        rows,
        totals: true,
      });
    },
  );

  app.get(
    '/api/company/:companyId/statement',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The statement of account over [from, to]: the opening balance, every charge and payment by date with ' +
          'the running balance, the closing balance',
        params: companyParams,
        querystring: companyStatementQuerySchema,
        response: { 200: companyStatementSchema, ...readErrorResponses },
      },
    },
    async (req) => (await companies.statement(actorOf(req), req.params.companyId, req.query)).statement,
  );

  app.get(
    '/api/company/:companyId/statement/export',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The statement of account as an .xlsx workbook (opening balance first, closing balance last)',
        params: companyParams,
        querystring: companyStatementQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { company, statement: s } = await companies.statement(
        actorOf(req),
        req.params.companyId,
        req.query,
      );
      const edge = (date: string | null, description: string, balance: number): SheetLine => ({
        date: date ?? '',
        kind: '',
        reference: '',
        description,
        debit: 0,
        credit: 0,
        balance,
      });
      const rows: SheetLine[] = [
        edge(s.from, 'Opening balance', s.openingBalance),
        ...s.lines,
        { ...edge(s.to, 'Closing balance', s.closingBalance), debit: s.totalDebit, credit: s.totalCredit },
      ];
      return sendExport(reply, {
        sheet: 'Statement',
        file: `${fileName(company.name)}-statement`,
        date: exportDay(),
        columns: STATEMENT_COLUMNS,
        rows,
      });
    },
  );
};

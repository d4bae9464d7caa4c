import {
  apiErrorSchema,
  expenseInputSchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseSchema,
  idParam,
  messageSchema,
  partialUpdate,
  type Expense,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { buildWorkbook, sendWorkbook, type ExcelColumn } from '../../lib/excel';
import { readDocumentUpload, sendPrivateFile } from '../../lib/private-files';
import { requireActor } from '../../plugins/auth';
import type { ExpenseService } from './expense.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
const tags = ['expenses'];
const propertyParams = z.object({ propertyId: idParam });
const expenseParams = z.object({ expenseId: idParam });

const EXPORT_COLUMNS: ExcelColumn<Expense>[] = [
  { header: 'ID', type: 'number', width: 8, value: (e) => e.id },
  { header: 'Date', type: 'date', width: 12, value: (e) => e.date },
  { header: 'Type', width: 28, value: (e) => e.type },
  { header: 'Description', width: 36, value: (e) => e.description },
  { header: 'Department', width: 16, value: (e) => e.department },
  { header: 'Receipt No', width: 14, value: (e) => e.receiptNumber },
  { header: 'Payment mode', width: 14, value: (e) => e.paymentMode },
  { header: 'Booking', width: 20, value: (e) => e.bookingNumber },
  { header: 'Amount', type: 'money', width: 14, value: (e) => e.amount },
  { header: 'Submitted by', width: 20, value: (e) => e.submittedByName },
  { header: 'Notes', width: 36, value: (e) => e.notes },
];

export const expenseRoutes: FastifyPluginAsyncZod<{ expenses: ExpenseService; privateDir: string }> = async (
  app,
  { expenses, privateDir },
) => {
  app.get(
    '/api/expense/property/:propertyId',
    {
      config: { permission: 'expense.read' },
      schema: {
        tags,
        summary:
          "A page of the property's expenses (newest first unless sorted), filtered by type, dates and booking, " +
          'searched by description, type, receipt number, department, notes or booking number; with totals by type',
        params: propertyParams,
        querystring: expenseListQuerySchema,
        response: { 200: expensePageSchema, ...errors },
      },
    },
    (req) => expenses.list(requireActor(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/expense/property/:propertyId/export',
    {
      config: { permission: 'expense.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook with a totals row',
        params: propertyParams,
        querystring: expenseListQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const { rows, today } = await expenses.exportRows(requireActor(req), req.params.propertyId, req.query);
      const body = await buildWorkbook('Expenses', EXPORT_COLUMNS, rows, { totals: true });
      return sendWorkbook(reply, 'expenses', today, body);
    },
  );

  app.post(
    '/api/expense/property/:propertyId',
    {
      config: { permission: 'expense.write' },
      schema: {
        tags,
        summary: "Record an expense; one with a booking is charged to that guest's folio",
        params: propertyParams,
        body: expenseInputSchema,
        response: { 201: expenseSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await expenses.create(requireActor(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/expense/:expenseId',
    {
      config: { permission: 'expense.read' },
      schema: {
        tags,
        summary: 'One expense',
        params: expenseParams,
        response: { 200: expenseSchema, ...errors },
      },
    },
    (req) => expenses.get(requireActor(req), req.params.expenseId),
  );

  app.put(
    '/api/expense/:expenseId',
    {
      config: { permission: 'expense.write' },
      schema: {
        tags,
        summary: 'Change an expense (fields left out stay); the folios of the bookings involved follow',
        params: expenseParams,
        body: partialUpdate(expenseInputSchema),
        response: { 200: expenseSchema, ...errors },
      },
    },
    (req) => expenses.update(requireActor(req), req.params.expenseId, req.body),
  );

  app.delete(
    '/api/expense/:expenseId',
    {
      config: { permission: 'expense.write' },
      schema: {
        tags,
        summary: 'Delete an expense and its receipt; its booking no longer carries it',
        params: expenseParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => expenses.remove(requireActor(req), req.params.expenseId),
  );

  app.post(
    '/api/expense/:expenseId/receipt',
    {
      config: { permission: 'expense.write' },
      schema: {
        tags,
        summary:
          'Attach or replace the receipt: multipart `file`, an image or a PDF of at most 5 MB (kept private)',
        consumes: ['multipart/form-data'],
        params: expenseParams,
        response: { 200: expenseSchema, ...uploadErrors },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const file = await readDocumentUpload(req);
      return expenses.attachReceipt(actor, req.params.expenseId, file);
    },
  );

  app.get(
    '/api/expense/:expenseId/receipt',
    {
      config: { permission: 'expense.read' },
      schema: {
        tags,
        summary: "Download the expense's receipt (signed-in staff of the property only)",
        params: expenseParams,
        response: errors,
      },
    },
    async (req, reply) => {
      const stored = await expenses.receipt(requireActor(req), req.params.expenseId);
      return sendPrivateFile(reply, privateDir, stored, 'Receipt');
    },
  );
};

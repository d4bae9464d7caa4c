import {
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

import { actorOf, errorResponses, propertyParams, uploadErrorResponses } from '../../lib/route';
import { sendExport, type ExcelColumn } from '../../lib/excel';
import { readDocumentUpload, sendPrivateFile } from '../../lib/private-files';
import type { ExpenseService } from './expense.service';

const tags = ['expenses'];
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
        response: { 200: expensePageSchema, ...errorResponses },
      },
    },
    (req) => expenses.list(actorOf(req), req.params.propertyId, req.query),
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
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await expenses.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Expenses',
        file: 'expenses',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
        totals: true,
      });
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
        response: { 201: expenseSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await expenses.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/expense/:expenseId',
    {
      config: { permission: 'expense.read' },
      schema: {
        tags,
        summary: 'One expense',
        params: expenseParams,
        response: { 200: expenseSchema, ...errorResponses },
      },
    },
    (req) => expenses.get(actorOf(req), req.params.expenseId),
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
        response: { 200: expenseSchema, ...errorResponses },
      },
    },
    (req) => expenses.update(actorOf(req), req.params.expenseId, req.body),
  );

  app.delete(
    '/api/expense/:expenseId',
    {
      config: { permission: 'expense.write' },
      schema: {
        tags,
        summary: 'Delete an expense and its receipt; its booking no longer carries it',
        params: expenseParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => expenses.remove(actorOf(req), req.params.expenseId),
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
        response: { 200: expenseSchema, ...uploadErrorResponses },
      },
    },
    async (req) => {
      const actor = actorOf(req);
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
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const stored = await expenses.receipt(actorOf(req), req.params.expenseId);
      return sendPrivateFile(reply, privateDir, stored, 'Receipt');
    },
  );
};

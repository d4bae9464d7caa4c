// Expenses, charged to a folio or not, with private receipts.
import { z } from 'zod';

import { optionalText, requiredText } from '../validation';
import { idParam, listQuery, pageOf } from './common';
import { EXPENSE_TYPES, PAYMENT_MODES } from './front-desk-lists';
import { isoDateSchema } from './fields';
import { id, nullableOptional, positiveMoney } from './helpers';

// ------------------------------------------------------------------ expenses

/**
 * POST /api/expense/property/:propertyId; PUT/DELETE /api/expense/:expenseId; POST /api/expense/:expenseId/receipt
 * (multipart `file`, image or PDF ≤ 5 MB); GET /api/expense/:expenseId/receipt (signed-in staff only).
 * With a booking, the amount is charged to that guest's folio (booking.expensesTotal).
 */
export const expenseInputSchema = z.object({
  date: isoDateSchema,
  type: z.enum(EXPENSE_TYPES),
  description: requiredText(500),
  amount: positiveMoney,
  receiptNumber: nullableOptional(optionalText(60)),
  department: nullableOptional(optionalText(80)),
  paymentMode: z.enum(PAYMENT_MODES).nullable().optional(),
  bookingId: id.nullable().optional(),
  notes: nullableOptional(optionalText(2000)),
});
export type ExpenseInput = z.infer<typeof expenseInputSchema>;

export const expenseSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  date: z.string(),
  type: z.string(),
  description: z.string(),
  amount: z.number(),
  receiptNumber: z.string().nullable(),
  receiptName: z.string().nullable(),
  hasReceipt: z.boolean(),
  department: z.string().nullable(),
  paymentMode: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  bookingNumber: z.string().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  submittedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const EXPENSE_SORTS = ['date', 'amount', 'type', 'createdAt'] as const;
/** GET /api/expense/property/:propertyId (and …/export). */
export const expenseListQuerySchema = listQuery({
  sorts: EXPENSE_SORTS,
  filters: {
    type: z.enum(EXPENSE_TYPES).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    bookingId: idParam.optional(),
  },
});
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;
export const expensePageSchema = pageOf(expenseSchema).extend({
  totalAmount: z.number(),
  /** Totals of the filtered expenses by type, largest first. */
  byType: z.array(z.object({ type: z.string(), count: z.number().int(), amount: z.number() })),
});
export type ExpensePage = z.infer<typeof expensePageSchema>;

import {
  type Expense,
  type ExpenseInput,
  type ExpenseListQuery,
  type ExpensePage,
  todayIn,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { removePrivateFile, storePrivateFile } from '../../lib/private-files';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { findBookingMoney, lockBookings, userDisplayName } from '../payment/payment.service';
import type { PropertyRow } from '../property/property.repository';
import {
  allExpenses,
  deleteExpenseRow,
  findExpense,
  findExpenseRow,
  insertExpense,
  listExpenses,
  lockExpenseRow,
  recomputeBookingExpenses,
  updateExpenseRow,
  type ExpenseRow,
} from './expense.repository';

/** Where receipts live under DATA_DIR/private. */
const RECEIPTS = 'receipts';

/** The booking an expense is charged to must be of the expense's property (400 naming bookingId otherwise). */
async function assertBookingOf(db: Db, property: PropertyRow, bookingId: number | null | undefined) {
  if (bookingId == null) return;
  const b = await findBookingMoney(db, bookingId);
  if (!b || b.propertyId !== property.id)
    throw badRequest('Booking not found', { bookingId: VALIDATION_KEYS.noSuchBooking });
}

const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** An expense as the audit log compares it: what the form sets and the receipt's name (never its stored path). */
const audited = (r: ExpenseRow) => ({
  date: r.date,
  type: r.type,
  description: r.description,
  amount: r.amount,
  receiptNumber: r.receiptNumber,
  department: r.department,
  paymentMode: r.paymentMode,
  bookingId: r.bookingId,
  notes: r.notes,
  status: r.status,
  receiptName: r.receiptName,
});

/** The audit row of an expense's create, update or delete, on its transaction. */
const auditExpense = (
  tx: Db,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  before: ExpenseRow | null,
  after: ExpenseRow | null,
) =>
  recordAudit(tx, actor, {
    entity: 'expense',
    entityId: (after ?? before)!.id,
    action,
    before: before && audited(before),
    after: after && audited(after),
    propertyId: (after ?? before)!.propertyId,
  });

export function createExpenseService(db: Db, privateDir: string) {
  async function reachableExpense(actor: Actor, id: number) {
    const row = await findExpenseRow(db, id);
    if (!row) throw notFound('Expense');
    const property = await reachableProperty(db, actor, row.propertyId, 'Expense');
    return { row, property };
  }

  async function answer(id: number): Promise<Expense> {
    const e = await findExpense(db, id);
    if (!e) throw notFound('Expense');
    return e;
  }

  /** Recomputes the folio of every booking touched (their rows locked first, lowest id first). */
  async function recharge(tx: Db, bookingIds: (number | null | undefined)[]) {
    const locked = await lockBookings(tx, bookingIds);
    return async () => {
      for (const b of locked) await recomputeBookingExpenses(tx, b.id);
    };
  }

  return {
    async list(actor: Actor, propertyId: number, query: ExpenseListQuery): Promise<ExpensePage> {
      await reachableProperty(db, actor, propertyId);
      return listExpenses(db, propertyId, query);
    },

    async exportRows(actor: Actor, propertyId: number, query: ExpenseListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const rows = await allExpenses(db, propertyId, query, EXPORT_READ_ROWS);
      return { rows, today: todayIn(property.timezone) };
    },

    async get(actor: Actor, id: number): Promise<Expense> {
      await reachableExpense(actor, id);
      return answer(id);
    },

    /** Records an expense; one with a booking is charged to that guest (booking.expensesTotal, same transaction). */
    async create(actor: Actor, propertyId: number, input: ExpenseInput): Promise<Expense> {
      const property = await reachableProperty(db, actor, propertyId);
      await assertBookingOf(db, property, input.bookingId);
      const name = (await userDisplayName(db, actor.id)) ?? actor.username;
      const id = await db.transaction(async (tx) => {
        const settle = await recharge(tx, [input.bookingId]);
        const row = await insertExpense(tx, {
          propertyId: property.id,
          date: input.date,
          type: input.type,
          description: input.description,
          amount: input.amount,
          receiptNumber: input.receiptNumber || null,
          department: input.department || null,
          paymentMode: input.paymentMode ?? null,
          bookingId: input.bookingId ?? null,
          notes: input.notes || null,
          submittedBy: actor.id,
          submittedByName: name,
        });
        await auditExpense(tx, actor, 'create', null, row);
        await settle();
        return row.id;
      });
      return answer(id);
    },

    /** Changes an expense (fields left out stay); the old and the new booking's folios both follow. */
    async update(actor: Actor, id: number, input: Partial<ExpenseInput>): Promise<Expense> {
      const { row: current, property } = await reachableExpense(actor, id);
      if (input.bookingId !== undefined) await assertBookingOf(db, property, input.bookingId);
      const bookingId = input.bookingId !== undefined ? input.bookingId : current.bookingId;
      await db.transaction(async (tx) => {
        const settle = await recharge(tx, [current.bookingId, bookingId]);
        const row = await lockExpenseRow(tx, id);
        if (!row) throw notFound('Expense');
        // Another clerk moved it to another booking between our read and our locks: that folio is not locked.
        if (row.bookingId !== current.bookingId)
          throw conflict('This expense was changed meanwhile; reload it and try again');
        const saved = await updateExpenseRow(tx, id, {
          date: input.date,
          type: input.type,
          description: input.description,
          amount: input.amount,
          receiptNumber: text(input.receiptNumber),
          department: text(input.department),
          paymentMode: input.paymentMode,
          bookingId,
          notes: text(input.notes),
          updatedAt: new Date(),
        });
        await auditExpense(tx, actor, 'update', row, saved);
        await settle();
      });
      return answer(id);
    },

    /** Deletes an expense and its receipt; the booking it was charged to no longer carries it. */
    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      const { row } = await reachableExpense(actor, id);
      await db.transaction(async (tx) => {
        const settle = await recharge(tx, [row.bookingId]);
        const before = await lockExpenseRow(tx, id);
        if (!before) throw notFound('Expense');
        await deleteExpenseRow(tx, id);
        await auditExpense(tx, actor, 'delete', before, null);
        await settle();
      });
      await removePrivateFile(privateDir, row.receiptPath);
      return { message: 'Expense deleted' };
    },

    /** Attaches (or replaces) the receipt: kept privately, the old file removed once the row names the new one. */
    async attachReceipt(
      actor: Actor,
      id: number,
      file: { buffer: Buffer; filename: string; mime: string; ext: string },
    ): Promise<Expense> {
      await reachableExpense(actor, id);
      const path = await storePrivateFile(privateDir, RECEIPTS, file.ext, file.buffer);
      let old: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const row = await lockExpenseRow(tx, id);
          if (!row) throw notFound('Expense');
          old = row.receiptPath;
          const saved = await updateExpenseRow(tx, id, {
            receiptPath: path,
            receiptName: file.filename,
            receiptMime: file.mime,
            updatedAt: new Date(),
          });
          await auditExpense(tx, actor, 'update', row, saved);
        });
      } catch (err) {
        await removePrivateFile(privateDir, path);
        throw err;
      }
      await removePrivateFile(privateDir, old);
      return answer(id);
    },

    /** The stored receipt of an expense the caller may read (404 when it has none). */
    async receipt(actor: Actor, id: number) {
      const { row } = await reachableExpense(actor, id);
      if (!row.receiptPath) throw notFound('Receipt');
      return { path: row.receiptPath, mime: row.receiptMime, name: row.receiptName };
    },
  };
}
export type ExpenseService = ReturnType<typeof createExpenseService>;

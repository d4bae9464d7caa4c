import type { Expense, ExpenseListQuery, ExpensePage } from '@bookone/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { booking, expense } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type ExpenseRow = typeof expense.$inferSelect;
export type NewExpenseRow = typeof expense.$inferInsert;

type Joined = { expense: ExpenseRow; bookingNumber: string | null };

export function toExpense(r: Joined): Expense {
  const e = r.expense;
  return {
    id: e.id,
    propertyId: e.propertyId,
    date: e.date,
    type: e.type,
    description: e.description,
    amount: e.amount,
    receiptNumber: e.receiptNumber,
    receiptName: e.receiptPath ? e.receiptName : null,
    hasReceipt: e.receiptPath != null,
    department: e.department,
    paymentMode: e.paymentMode,
    bookingId: e.bookingId,
    bookingNumber: r.bookingNumber,
    status: e.status,
    notes: e.notes,
    submittedByName: e.submittedByName,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

function joined(db: Db) {
  return db
    .select({ expense, bookingNumber: booking.bookingNumber })
    .from(expense)
    .leftJoin(booking, eq(booking.id, expense.bookingId));
}

export async function findExpenseRow(db: Db, id: number) {
  const [row] = await db.select().from(expense).where(eq(expense.id, id));
  return row;
}

export async function lockExpenseRow(db: Db, id: number) {
  const [row] = await db.select().from(expense).where(eq(expense.id, id)).for('update');
  return row;
}

export async function findExpense(db: Db, id: number): Promise<Expense | undefined> {
  const [row] = await joined(db).where(eq(expense.id, id));
  return row ? toExpense(row) : undefined;
}

export async function insertExpense(db: Db, values: NewExpenseRow) {
  const [row] = await db.insert(expense).values(values).returning();
  return row!;
}

export async function updateExpenseRow(db: Db, id: number, values: Partial<NewExpenseRow>) {
  const [row] = await db.update(expense).set(values).where(eq(expense.id, id)).returning();
  return row!;
}

export async function deleteExpenseRow(db: Db, id: number) {
  await db.delete(expense).where(eq(expense.id, id));
}

function expenseSearch(search: string): SQL | undefined {
  const like = likeText(search);
  return or(
    ilike(expense.description, like),
    ilike(expense.type, like),
    ilike(expense.receiptNumber, like),
    ilike(expense.department, like),
    ilike(expense.notes, like),
    ilike(booking.bookingNumber, like),
  );
}

function expenseWhere(propertyId: number, q: ExpenseListQuery): SQL | undefined {
  return and(
    eq(expense.propertyId, propertyId),
    q.type ? eq(expense.type, q.type) : undefined,
    q.from ? gte(expense.date, q.from) : undefined,
    q.to ? lte(expense.date, q.to) : undefined,
    q.bookingId ? eq(expense.bookingId, q.bookingId) : undefined,
    q.search ? expenseSearch(q.search) : undefined,
  );
}

/** The asked column and direction, or newest first when no column is asked. */
const SORT = listSort<NonNullable<ExpenseListQuery['sort']>>({
  columns: { date: expense.date, amount: expense.amount, type: expense.type, createdAt: expense.createdAt },
  tiebreak: expense.id,
  fallback: [desc(expense.date), desc(expense.id)],
});

const expenseRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toExpense);

const sumAmount = sql<number>`coalesce(sum(${expense.amount}), 0)`.mapWith(Number);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A page of the property's expenses with the total and the totals by type of everything the filter matches. */
export async function listExpenses(db: Db, propertyId: number, q: ExpenseListQuery): Promise<ExpensePage> {
  const where = expenseWhere(propertyId, q);
  return paginate(q, SORT, {
    rows: expenseRows(db, where),
    count: async () => {
      const [[agg], byType] = await Promise.all([
        db
          .select({ n: count(), total: sumAmount })
          .from(expense)
          .leftJoin(booking, eq(booking.id, expense.bookingId))
          .where(where),
        db
          .select({ type: expense.type, count: count(), amount: sumAmount })
          .from(expense)
          .leftJoin(booking, eq(booking.id, expense.bookingId))
          .where(where)
          .groupBy(expense.type)
          .orderBy(desc(sumAmount), asc(expense.type)),
      ]);
      return {
        n: agg?.n ?? 0,
        totalAmount: round2(agg?.total ?? 0),
        byType: byType.map((t) => ({ type: t.type, count: t.count, amount: round2(t.amount) })),
      };
    },
  });
}

/** Every expense the filter matches (up to `limit`), in the list's order: the export. */
export async function allExpenses(db: Db, propertyId: number, q: ExpenseListQuery, limit: number) {
  return firstRows(q, SORT, expenseRows(db, expenseWhere(propertyId, q)), limit);
}

/** booking.expensesTotal = the sum of the expenses charged to the booking. The caller holds the booking's lock. */
export async function recomputeBookingExpenses(db: Db, bookingId: number) {
  await db
    .update(booking)
    .set({
      expensesTotal: sql`coalesce((select sum(${expense.amount}) from ${expense} where ${expense.bookingId} = ${bookingId}), 0)`,
      updatedAt: new Date(),
    })
    .where(eq(booking.id, bookingId));
}

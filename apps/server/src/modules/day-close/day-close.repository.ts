// Queries of the day close (decision 0046): settings and business date, runs (claimed with FOR UPDATE SKIP LOCKED,
// each step recorded only while the claim is still this worker's), what the steps read and what they write.
import {
  ACCOMMODATION,
  DEFAULT_DAY_CLOSE_SETTINGS,
  type DayCloseException,
  type DayCloseExceptionKind,
  type DayCloseRun,
  type DayCloseSettings,
  type DayCloseStep,
  type BookingStatus,
} from '@bookone/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  sum,
} from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  customer,
  dayCloseException,
  dayCloseRun,
  property,
  propertyDayClose,
  roomChargePosting,
  salesOrder,
} from '../../db/schema';

export type DayCloseRunRow = typeof dayCloseRun.$inferSelect;
type NewPosting = typeof roomChargePosting.$inferInsert;
type NewException = typeof dayCloseException.$inferInsert;

// ------------------------------------------------------------------ settings and business date

/** The settings and the stored business date (null before the first close); the defaults while none are saved. */
export async function findDayCloseSetting(
  db: Db,
  propertyId: number,
): Promise<{ settings: DayCloseSettings; businessDate: string | null }> {
  const [row] = await db.select().from(propertyDayClose).where(eq(propertyDayClose.propertyId, propertyId));
  if (!row) return { settings: DEFAULT_DAY_CLOSE_SETTINGS, businessDate: null };
  return {
    settings: { automatic: row.automatic, auditTime: row.auditTime, markNoShows: row.markNoShows },
    businessDate: row.businessDate,
  };
}

export async function saveDayCloseSetting(db: Db, propertyId: number, values: DayCloseSettings, by: number) {
  const set = { ...values, updatedBy: by, updatedAt: new Date() };
  await db
    .insert(propertyDayClose)
    .values({ propertyId, ...set })
    .onConflictDoUpdate({ target: propertyDayClose.propertyId, set });
}

/** Opens the next business date after `closed`, unless a close has already moved past it. */
export async function rollBusinessDate(tx: Db, propertyId: number, closed: string, next: string) {
  await tx
    .insert(propertyDayClose)
    .values({ propertyId, businessDate: next })
    .onConflictDoUpdate({
      target: propertyDayClose.propertyId,
      set: { businessDate: next },
      setWhere: or(isNull(propertyDayClose.businessDate), lte(propertyDayClose.businessDate, closed)),
    });
}

export async function propertyTimezone(db: Db, propertyId: number): Promise<string> {
  const [row] = await db
    .select({ timezone: property.timezone })
    .from(property)
    .where(eq(property.id, propertyId));
  return row?.timezone ?? 'UTC';
}

/** The accommodation properties (active) whose night audit runs on its own, with what decides when. */
export function automaticProperties(db: Db) {
  return db
    .select({
      propertyId: propertyDayClose.propertyId,
      timezone: property.timezone,
      automatic: propertyDayClose.automatic,
      auditTime: propertyDayClose.auditTime,
      markNoShows: propertyDayClose.markNoShows,
      businessDate: propertyDayClose.businessDate,
    })
    .from(propertyDayClose)
    .innerJoin(property, eq(property.id, propertyDayClose.propertyId))
    .where(
      and(
        eq(propertyDayClose.automatic, true),
        eq(property.businessType, ACCOMMODATION),
        isNull(property.deactivatedAt),
      ),
    );
}

// ------------------------------------------------------------------ runs

/** Creates the run of a date unless it exists (the unique key: a date has one run); answers the run either way. */
export async function ensureRun(
  db: Db,
  values: Pick<
    typeof dayCloseRun.$inferInsert,
    'propertyId' | 'businessDate' | 'trigger' | 'startedBy' | 'startedByName'
  >,
): Promise<DayCloseRunRow> {
  await db.insert(dayCloseRun).values(values).onConflictDoNothing();
  return (await findRunByDate(db, values.propertyId, values.businessDate))!;
}

export async function findRunByDate(db: Db, propertyId: number, businessDate: string) {
  const [row] = await db
    .select()
    .from(dayCloseRun)
    .where(and(eq(dayCloseRun.propertyId, propertyId), eq(dayCloseRun.businessDate, businessDate)));
  return row;
}

export async function findRun(db: Db, id: number) {
  const [row] = await db.select().from(dayCloseRun).where(eq(dayCloseRun.id, id));
  return row;
}

export async function lastRun(db: Db, propertyId: number) {
  const [row] = await db
    .select()
    .from(dayCloseRun)
    .where(eq(dayCloseRun.propertyId, propertyId))
    .orderBy(desc(dayCloseRun.businessDate))
    .limit(1);
  return row;
}

/**
 * Takes a running run whose lease is free (never taken, or its holder died or gave it up): the one given, or the
 * oldest due. SKIP LOCKED: a run another process is claiming is left to it; the lease keeps it its own after.
 */
export async function claimRun(db: Db, leaseMs: number, runId?: number): Promise<DayCloseRunRow | undefined> {
  const free = db
    .select({ id: dayCloseRun.id })
    .from(dayCloseRun)
    .where(
      and(
        eq(dayCloseRun.status, 'RUNNING'),
        or(isNull(dayCloseRun.leaseUntil), lt(dayCloseRun.leaseUntil, sql`now()`)),
        runId == null ? undefined : eq(dayCloseRun.id, runId),
      ),
    )
    .orderBy(asc(dayCloseRun.businessDate), asc(dayCloseRun.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(dayCloseRun)
    .set({
      attempts: sql`${dayCloseRun.attempts} + 1`,
      leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(dayCloseRun.id, free))
    .returning();
  return row;
}

/** The run as this claim left it: still running under the attempt it counted (a take-over changes `attempts`). */
const stillMine = (claim: Pick<DayCloseRunRow, 'id' | 'attempts'>) =>
  and(
    eq(dayCloseRun.id, claim.id),
    eq(dayCloseRun.status, 'RUNNING'),
    eq(dayCloseRun.attempts, claim.attempts),
  );

/**
 * Records a step done in the step's own transaction and renews the lease; `values` are the run's figures the step
 * counted. False when the claim is no longer this worker's (the caller rolls the step back).
 */
export async function markStepDone(
  tx: Db,
  claim: Pick<DayCloseRunRow, 'id' | 'attempts'>,
  step: DayCloseStep,
  leaseMs: number,
  values: Partial<Pick<DayCloseRunRow, 'nightsPosted' | 'amountPosted' | 'noShows' | 'exceptions'>> & {
    done?: boolean;
  } = {},
): Promise<boolean> {
  const { done, ...figures } = values;
  const rows = await tx
    .update(dayCloseRun)
    .set({
      ...figures,
      stepsDone: sql`array_append(${dayCloseRun.stepsDone}, ${step})`,
      lastError: null,
      ...(done
        ? { status: 'DONE' as const, finishedAt: sql`now()`, leaseUntil: null }
        : { leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` }),
    })
    .where(and(stillMine(claim), sql`not (${step} = any(${dayCloseRun.stepsDone}))`))
    .returning({ id: dayCloseRun.id });
  return rows.length === 1;
}

/** A step failed: the error kept, the run left for another try after `retryMs`. */
export async function releaseRun(
  db: Db,
  claim: Pick<DayCloseRunRow, 'id' | 'attempts'>,
  error: string,
  retryMs: number,
) {
  await db
    .update(dayCloseRun)
    .set({ lastError: error, leaseUntil: sql`now() + ${`${retryMs} milliseconds`}::interval` })
    .where(stillMine(claim));
}

// ------------------------------------------------------------------ what the steps read

const guestName = sql<string>`trim(${customer.firstName} || ' ' || coalesce(${customer.lastName}, ''))`;
const bookingFields = {
  id: booking.id,
  bookingNumber: booking.bookingNumber,
  status: booking.status,
  arrival: booking.arrival,
  departure: booking.departure,
  guestName,
};

/** Expected bookings (NEW, CONFIRMED) arriving on the date or before it. */
export function expectedArrivals(tx: Db, propertyId: number, businessDate: string) {
  return tx
    .select(bookingFields)
    .from(booking)
    .innerJoin(customer, eq(customer.id, booking.customerId))
    .where(
      and(
        eq(booking.propertyId, propertyId),
        inArray(booking.status, ['NEW', 'CONFIRMED'] satisfies BookingStatus[]),
        lte(booking.arrival, businessDate),
      ),
    )
    .orderBy(asc(booking.arrival), asc(booking.id));
}

/**
 * Guests in house who arrived by the date, and guests who checked out during it (`day` its start and end instants),
 * with what their stay's nights come to.
 */
export function stayedStays(
  tx: Db,
  propertyId: number,
  businessDate: string,
  day: { start: Date; end: Date },
) {
  return tx
    .select({
      id: booking.id,
      status: booking.status,
      arrival: booking.arrival,
      departure: booking.departure,
      nights: booking.nights,
      roomCharge: booking.roomCharge,
      extraCharge: booking.extraCharge,
      discountAmount: booking.discountAmount,
      tax: booking.tax,
    })
    .from(booking)
    .where(
      and(
        eq(booking.propertyId, propertyId),
        lte(booking.arrival, businessDate),
        or(
          eq(booking.status, 'CHECKEDIN'),
          and(
            eq(booking.status, 'CHECKEDOUT'),
            gte(booking.checkedOutAt, day.start),
            lt(booking.checkedOutAt, day.end),
          ),
        ),
      ),
    )
    .orderBy(asc(booking.id));
}

/** Writes the nights not posted yet (the unique key skips the others); answers what was written. */
export async function insertPostings(tx: Db, rows: NewPosting[]) {
  if (rows.length === 0) return [];
  return tx.insert(roomChargePosting).values(rows).onConflictDoNothing().returning({
    bookingId: roomChargePosting.bookingId,
    night: roomChargePosting.night,
    amount: roomChargePosting.amount,
    tax: roomChargePosting.tax,
  });
}

/** What a run has posted, whichever attempt wrote it. */
export async function postedBy(tx: Db, runId: number): Promise<{ nights: number; amount: number }> {
  const [row] = await tx
    .select({ nights: count(), amount: sum(roomChargePosting.amount).mapWith(Number) })
    .from(roomChargePosting)
    .where(eq(roomChargePosting.runId, runId));
  return { nights: row?.nights ?? 0, amount: row?.amount ?? 0 };
}

/** Guests still in house on or after their departure date. */
export function departuresNotCheckedOut(tx: Db, propertyId: number, businessDate: string) {
  return tx
    .select(bookingFields)
    .from(booking)
    .innerJoin(customer, eq(customer.id, booking.customerId))
    .where(
      and(
        eq(booking.propertyId, propertyId),
        eq(booking.status, 'CHECKEDIN'),
        lte(booking.departure, businessDate),
      ),
    )
    .orderBy(asc(booking.departure), asc(booking.id));
}

const folioBalance = sql<number>`(${booking.total} + ${booking.servicesTotal} + ${booking.expensesTotal} - ${booking.paid})`;

/** Guests checked out by the end of the date whose folio does not balance (owed or overpaid): until it is settled. */
export function unbalancedFolios(tx: Db, propertyId: number, endOfDay: Date) {
  return tx
    .select({ ...bookingFields, balance: folioBalance.mapWith(Number) })
    .from(booking)
    .innerJoin(customer, eq(customer.id, booking.customerId))
    .where(
      and(
        eq(booking.propertyId, propertyId),
        eq(booking.status, 'CHECKEDOUT'),
        lt(booking.checkedOutAt, endOfDay),
        sql`abs(${folioBalance}) >= 0.005`,
      ),
    )
    .orderBy(asc(booking.departure), asc(booking.id));
}

/** Outlet orders still open (neither completed nor cancelled) that were started before `before`. */
export function openOrders(tx: Db, propertyId: number, before: Date) {
  return tx
    .select({
      id: salesOrder.id,
      referenceNumber: salesOrder.referenceNumber,
      bookingId: salesOrder.bookingId,
      total: salesOrder.total,
      guestName: sql<string | null>`case when ${customer.id} is null then null else ${guestName} end`,
    })
    .from(salesOrder)
    .leftJoin(customer, eq(customer.id, salesOrder.customerId))
    .where(
      and(
        eq(salesOrder.propertyId, propertyId),
        notInArray(salesOrder.status, ['COMPLETED', 'CANCELLED']),
        lt(salesOrder.createdAt, before),
      ),
    )
    .orderBy(asc(salesOrder.id));
}

// ------------------------------------------------------------------ exceptions

export async function replaceExceptions(
  tx: Db,
  runId: number,
  kinds: readonly DayCloseExceptionKind[],
  rows: NewException[],
) {
  await tx
    .delete(dayCloseException)
    .where(and(eq(dayCloseException.runId, runId), inArray(dayCloseException.kind, [...kinds])));
  if (rows.length > 0) await tx.insert(dayCloseException).values(rows);
}

export async function countExceptions(tx: Db, runId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(dayCloseException)
    .where(eq(dayCloseException.runId, runId));
  return row?.n ?? 0;
}

export function listExceptions(db: Db, runId: number): Promise<DayCloseException[]> {
  return db
    .select({
      id: dayCloseException.id,
      kind: dayCloseException.kind,
      bookingId: dayCloseException.bookingId,
      orderId: dayCloseException.orderId,
      reference: dayCloseException.reference,
      guestName: dayCloseException.guestName,
      amount: dayCloseException.amount,
      markedNoShow: dayCloseException.markedNoShow,
    })
    .from(dayCloseException)
    .where(eq(dayCloseException.runId, runId))
    .orderBy(asc(dayCloseException.kind), asc(dayCloseException.id));
}

/** A run as the API answers it. */
export function runView(row: DayCloseRunRow): DayCloseRun {
  return {
    id: row.id,
    propertyId: row.propertyId,
    businessDate: row.businessDate,
    status: row.status,
    trigger: row.trigger,
    stepsDone: row.stepsDone,
    attempts: row.attempts,
    nightsPosted: row.nightsPosted,
    amountPosted: row.amountPosted,
    noShows: row.noShows,
    exceptions: row.exceptions,
    startedByName: row.startedByName,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

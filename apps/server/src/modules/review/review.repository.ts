// Guest reviews (issue 14): the only SQL of the module. The sales a request is about are read to the few columns
// the guest's page shows; the list, its summary and the public JSON read the review with its request.
import type {
  BusinessType,
  Review,
  ReviewListQuery,
  ReviewPage,
  ReviewSaleKind,
  ReviewSummary,
} from '@bookone/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  businessService,
  customer,
  offering,
  property,
  reservation,
  reservationLine,
  review,
  reviewRequest,
  roomType,
  salesOrder,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate } from '../../lib/paginate';

export type ReviewRequestRow = typeof reviewRequest.$inferSelect;
export type NewReviewRequestRow = typeof reviewRequest.$inferInsert;
export type ReviewRow = typeof review.$inferSelect;
export type NewReviewRow = typeof review.$inferInsert;

// ------------------------------------------------------------------ the sale a request is about

/** A sale as a review request needs it: who to ask, in which language, and what the page says it was. */
export interface SaleForReview {
  propertyId: number;
  reference: string;
  about: string;
  /** When the sale ended (the check-out, the reservation's end, the order's completion). */
  endedAt: Date;
  customerId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  language: string | null;
}

const customerColumns = {
  customerId: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  language: customer.language,
};

export async function saleForReview(
  db: Db,
  kind: ReviewSaleKind,
  id: number,
): Promise<SaleForReview | undefined> {
  if (kind === 'BOOKING') {
    const [row] = await db
      .select({
        propertyId: booking.propertyId,
        reference: booking.bookingNumber,
        about: roomType.name,
        endedAt: sql<Date>`coalesce(${booking.checkedOutAt}, now())`.mapWith(
          (v: string | Date) => new Date(v),
        ),
        ...customerColumns,
      })
      .from(booking)
      .innerJoin(roomType, eq(roomType.id, booking.roomTypeId))
      .leftJoin(customer, eq(customer.id, booking.customerId))
      .where(eq(booking.id, id));
    return row;
  }
  if (kind === 'RESERVATION') {
    const [row] = await db
      .select({
        propertyId: reservation.propertyId,
        reference: reservation.referenceNumber,
        about: sql<string>`coalesce((select string_agg(distinct ${offering.name}, ', ') from ${reservationLine} join ${offering} on ${offering.id} = ${reservationLine.offeringId} where ${reservationLine.reservationId} = ${reservation.id}), '')`,
        endedAt: reservation.endsAt,
        ...customerColumns,
      })
      .from(reservation)
      .leftJoin(customer, eq(customer.id, reservation.customerId))
      .where(eq(reservation.id, id));
    return row;
  }
  const [row] = await db
    .select({
      propertyId: salesOrder.propertyId,
      reference: salesOrder.referenceNumber,
      about: businessService.name,
      endedAt: sql<Date>`coalesce(${salesOrder.completedAt}, now())`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      ...customerColumns,
    })
    .from(salesOrder)
    .innerJoin(businessService, eq(businessService.id, salesOrder.businessServiceId))
    .leftJoin(customer, eq(customer.id, salesOrder.customerId))
    .where(eq(salesOrder.id, id));
  return row;
}

// ------------------------------------------------------------------ requests

/** Inserts a request unless the sale has one already (one per sale): the new row, or undefined. */
export async function insertRequestOnce(db: Db, values: NewReviewRequestRow) {
  const [row] = await db
    .insert(reviewRequest)
    .values(values)
    .onConflictDoNothing({ target: [reviewRequest.saleKind, reviewRequest.saleId] })
    .returning();
  return row;
}

/** A request by its token's hash, with its property's public face. */
export async function findRequestByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      request: reviewRequest,
      propertyName: property.name,
      logoUrl: property.logoUrl,
      businessType: property.businessType,
      organisationId: property.organisationId,
    })
    .from(reviewRequest)
    .innerJoin(property, eq(property.id, reviewRequest.propertyId))
    .where(eq(reviewRequest.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a request used, only if it is still unused and unexpired: of two submissions of one link racing, the
 * second finds it used (PostgreSQL re-reads the row after the first commits) and gets nothing back.
 */
export async function takeRequest(db: Db, id: number, now: Date) {
  const [row] = await db
    .update(reviewRequest)
    .set({ usedAt: now })
    .where(
      and(
        eq(reviewRequest.id, id),
        sql`${reviewRequest.usedAt} is null`,
        sql`${reviewRequest.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  return row;
}

// ------------------------------------------------------------------ reviews

export async function insertReview(db: Db, values: NewReviewRow) {
  const [row] = await db.insert(review).values(values).returning();
  if (!row) throw new Error('insert review returned nothing');
  return row;
}

export async function lockReviewRow(db: Db, id: number) {
  const [row] = await db.select().from(review).where(eq(review.id, id)).for('update');
  return row;
}

export async function updateReviewRow(db: Db, id: number, values: Partial<NewReviewRow>) {
  const [row] = await db
    .update(review)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(review.id, id))
    .returning();
  return row;
}

const viewColumns = {
  review,
  request: reviewRequest,
  businessType: property.businessType,
};
type ViewRow = { review: ReviewRow; request: ReviewRequestRow; businessType: BusinessType };

export function toReview({ review: r, request: q, businessType }: ViewRow): Review {
  return {
    id: r.id,
    propertyId: r.propertyId,
    businessType,
    saleKind: q.saleKind,
    saleId: q.saleId,
    saleReference: q.saleReference,
    about: q.about,
    visitDate: q.visitDate,
    guestName: q.guestName,
    rating: r.rating,
    aspects: r.aspects,
    comment: r.comment,
    displayName: r.displayName,
    status: r.status,
    statusReason: r.statusReason,
    statusChangedByName: r.statusChangedByName,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    repliedByName: r.repliedByName,
    createdAt: r.createdAt.toISOString(),
  };
}

const viewFrom = (db: Db) =>
  db
    .select(viewColumns)
    .from(review)
    .innerJoin(reviewRequest, eq(reviewRequest.id, review.requestId))
    .innerJoin(property, eq(property.id, review.propertyId));

export async function findReviewView(db: Db, id: number) {
  const [row] = await viewFrom(db).where(eq(review.id, id));
  return row ? toReview(row) : undefined;
}

/** The day a review was written, in the property's zone. */
const writtenOn = (timeZone: string) => sql`(${review.createdAt} at time zone ${timeZone})::date`;

function whereOf(propertyId: number, timeZone: string, q: ReviewListQuery, withRating = true): SQL {
  const parts: (SQL | undefined)[] = [eq(review.propertyId, propertyId)];
  if (withRating && q.rating != null) parts.push(eq(review.rating, q.rating));
  if (q.status) parts.push(eq(review.status, q.status));
  if (q.businessType) parts.push(eq(property.businessType, q.businessType));
  if (q.saleKind) parts.push(eq(reviewRequest.saleKind, q.saleKind));
  if (q.from) parts.push(gte(writtenOn(timeZone), sql`${q.from}::date`));
  if (q.to) parts.push(lt(writtenOn(timeZone), sql`(${q.to}::date + 1)`));
  if (q.search) {
    const like = likeText(q.search);
    parts.push(
      or(
        ilike(review.comment, like),
        ilike(review.displayName, like),
        ilike(reviewRequest.guestName, like),
        ilike(reviewRequest.saleReference, like),
      ),
    );
  }
  return and(...parts)!;
}

const SORT = listSort({
  columns: { createdAt: review.createdAt, rating: review.rating, status: review.status },
  tiebreak: review.id,
  fallback: [desc(review.createdAt), desc(review.id)],
});

export async function listReviews(
  db: Db,
  propertyId: number,
  timeZone: string,
  q: ReviewListQuery,
): Promise<ReviewPage> {
  const where = whereOf(propertyId, timeZone, q);
  return paginate(q, SORT, {
    rows: async (w) =>
      (
        await viewFrom(db)
          .where(where)
          .orderBy(...w.orderBy)
          .limit(w.limit)
          .offset(w.offset)
      ).map(toReview),
    count: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(review)
        .innerJoin(reviewRequest, eq(reviewRequest.id, review.requestId))
        .innerJoin(property, eq(property.id, review.propertyId))
        .where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export async function allReviews(
  db: Db,
  propertyId: number,
  timeZone: string,
  q: ReviewListQuery,
  limit: number,
) {
  const where = whereOf(propertyId, timeZone, q);
  return firstRows(
    q,
    SORT,
    async (w) =>
      (
        await viewFrom(db)
          .where(where)
          .orderBy(...w.orderBy)
          .limit(w.limit)
          .offset(w.offset)
      ).map(toReview),
    limit,
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The filtered reviews' count, averages and monthly trend (the property's months). The rating filter does not
 * narrow the split by rating (it shows how the other stars stand); everything else does.
 */
export async function reviewSummary(
  db: Db,
  propertyId: number,
  timeZone: string,
  q: ReviewListQuery,
): Promise<ReviewSummary> {
  const joined = <T extends Record<string, unknown>>(cols: T) =>
    db
      .select(cols as never)
      .from(review)
      .innerJoin(reviewRequest, eq(reviewRequest.id, review.requestId))
      .innerJoin(property, eq(property.id, review.propertyId));
  const where = whereOf(propertyId, timeZone, q);
  const ratings = (await joined({ rating: review.rating, count: count() })
    .where(whereOf(propertyId, timeZone, q, false))
    .groupBy(review.rating)
    .orderBy(asc(review.rating))) as unknown as { rating: number; count: number }[];
  const [all] = (await joined({
    count: count(),
    average: sql<string | null>`avg(${review.rating})`,
  }).where(where)) as unknown as { count: number; average: string | null }[];
  const aspects: unknown = await db.execute(
    sql`select a.key as aspect, avg(a.value::int) as average from ${review} join ${reviewRequest} on ${reviewRequest.id} = ${review.requestId} join ${property} on ${property.id} = ${review.propertyId}, jsonb_each_text(${review.aspects}) a where ${where} group by a.key order by a.key`,
  );
  const aspectRows = (aspects as { rows: { aspect: string; average: string }[] }).rows;
  const month = sql<string>`to_char(${review.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const trend = (await joined({
    month,
    count: count(),
    average: sql<string>`avg(${review.rating})`,
  })
    .where(where)
    // By position: the zone is a parameter, and a second copy of the expression would not match the first.
    .groupBy(sql`1`)
    .orderBy(sql`1`)) as unknown as { month: string; count: number; average: string }[];
  return {
    count: Number(all?.count ?? 0),
    average: all?.average != null ? round2(Number(all.average)) : null,
    byRating: [1, 2, 3, 4, 5].map((r) => ({
      rating: r,
      count: Number(ratings.find((x) => Number(x.rating) === r)?.count ?? 0),
    })),
    aspects: aspectRows.map((a) => ({ aspect: a.aspect, average: round2(Number(a.average)) })),
    trend: trend.map((m) => ({
      month: m.month,
      count: Number(m.count),
      average: round2(Number(m.average)),
    })),
  };
}

/** A property's published reviews for the public JSON, newest first: only what the guest chose to show. */
export async function publishedReviews(db: Db, propertyId: number, limit: number) {
  return db
    .select({
      displayName: review.displayName,
      rating: review.rating,
      aspects: review.aspects,
      comment: review.comment,
      reply: review.reply,
      createdAt: review.createdAt,
    })
    .from(review)
    .where(and(eq(review.propertyId, propertyId), eq(review.status, 'PUBLISHED')))
    .orderBy(desc(review.createdAt), desc(review.id))
    .limit(limit);
}

export async function publishedStats(db: Db, propertyId: number) {
  const [row] = await db
    .select({ n: count(), average: sql<string | null>`avg(${review.rating})` })
    .from(review)
    .where(and(eq(review.propertyId, propertyId), eq(review.status, 'PUBLISHED')));
  return { count: row?.n ?? 0, average: row?.average != null ? round2(Number(row.average)) : null };
}

export async function propertyFace(db: Db, propertyId: number) {
  const [row] = await db
    .select({ name: property.name, timezone: property.timezone })
    .from(property)
    .where(eq(property.id, propertyId));
  return row;
}

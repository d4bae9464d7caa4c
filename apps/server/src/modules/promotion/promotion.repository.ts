// Promotions and their redemptions (issue 14). The only file of the module with SQL. A promotion's status is read
// here, from today in its property's time zone, so that the list's tabs, filters and counts agree (decision 0044).
import {
  PROMOTION_STATUSES,
  type OrganisationPromotionListQuery,
  type Promotion,
  type PromotionListQuery,
  type PromotionPage,
  type PromotionStatus,
  type SaleKind,
} from '@bookone/domain';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  offering,
  productGroup,
  promotion,
  promotionRedemption,
  property,
  ratePlan,
  roomType,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type PromotionRow = typeof promotion.$inferSelect;
export type NewPromotionRow = typeof promotion.$inferInsert;
export type RedemptionRow = typeof promotionRedemption.$inferSelect;

const today = sql`(now() at time zone ${property.timezone})::date`;
/** The status of the domain's PROMOTION_STATUSES, first match wins: off, ended, every use taken, not started. */
const status = sql<PromotionStatus>`case
  when not ${promotion.active} then 'INACTIVE'
  when ${promotion.endDate} < ${today} then 'EXPIRED'
  when ${promotion.totalUses} is not null and ${promotion.usesCount} >= ${promotion.totalUses} then 'USED_UP'
  when ${promotion.startDate} > ${today} then 'SCHEDULED'
  else 'ACTIVE' end`;
/** Counted redemptions only: a cancelled sale gave its use back. */
const redemptionSum = (column: 'amount' | 'revenue') =>
  sql<number>`coalesce((select sum(r.${sql.raw(column)}) from ${promotionRedemption} r
    where r.promotion_id = ${promotion.id} and r.released_at is null), 0)::float8`;
const discountGiven = redemptionSum('amount');
const revenue = redemptionSum('revenue');

const columns = {
  promotion,
  propertyName: property.name,
  currency: property.localCurrency,
  status,
  discountGiven,
  revenue,
};
type Joined = {
  promotion: PromotionRow;
  propertyName: string;
  currency: string;
  status: PromotionStatus;
  discountGiven: number;
  revenue: number;
};

const joined = (db: Db) =>
  db.select(columns).from(promotion).innerJoin(property, eq(property.id, promotion.propertyId));

export function toPromotion(r: Joined): Promotion {
  const p = r.promotion;
  return {
    id: p.id,
    propertyId: p.propertyId,
    propertyName: r.propertyName,
    currency: r.currency,
    name: p.name,
    shortName: p.shortName,
    seoFriendlyName: p.seoFriendlyName,
    description: p.description,
    highlights: p.highlights,
    restrictions: p.restrictions,
    images: p.images,
    startDate: p.startDate,
    endDate: p.endDate,
    couponCode: p.couponCode,
    discountKind: p.discountKind,
    discountValue: p.discountValue,
    minimumSpend: p.minimumSpend,
    appliesTo: p.appliesTo,
    roomTypeIds: p.roomTypeIds,
    ratePlanIds: p.ratePlanIds,
    offeringIds: p.offeringIds,
    productGroupIds: p.productGroupIds,
    stayFrom: p.stayFrom,
    stayTo: p.stayTo,
    stayWeekdays: p.stayWeekdays,
    minDaysBefore: p.minDaysBefore,
    maxDaysBefore: p.maxDaysBefore,
    totalUses: p.totalUses,
    usesPerCustomer: p.usesPerCustomer,
    stackable: p.stackable,
    active: p.active,
    status: r.status,
    uses: p.usesCount,
    discountGiven: Number(r.discountGiven),
    revenue: Number(r.revenue),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function findPromotion(db: Db, id: number): Promise<Promotion | undefined> {
  const [row] = await joined(db).where(eq(promotion.id, id)).limit(1);
  return row && toPromotion(row);
}

export async function findPromotionRow(db: Db, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotion).where(eq(promotion.id, id)).limit(1);
  return row;
}

/** The property's promotion with this code, whatever its case (the unique index's own expression). */
export async function findPromotionByCode(
  db: Db,
  propertyId: number,
  code: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotion)
    .where(and(eq(promotion.propertyId, propertyId), sql`lower(${promotion.couponCode}) = lower(${code})`))
    .limit(1);
  return row;
}

export async function insertPromotion(db: Db, values: NewPromotionRow): Promise<PromotionRow> {
  const [row] = await db.insert(promotion).values(values).returning();
  return row!;
}

export async function updatePromotionRow(
  db: Db,
  id: number,
  values: Partial<NewPromotionRow>,
): Promise<PromotionRow> {
  const [row] = await db.update(promotion).set(values).where(eq(promotion.id, id)).returning();
  return row!;
}

export async function lockPromotionRow(db: Db, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotion).where(eq(promotion.id, id)).for('update').limit(1);
  return row;
}

export async function deletePromotionRow(db: Db, id: number): Promise<void> {
  await db.delete(promotion).where(eq(promotion.id, id));
}

/** Whether the promotion was ever used (a redemption, counted or given back, keeps it from being deleted). */
export async function hasRedemptions(db: Db, promotionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promotionRedemption.id })
    .from(promotionRedemption)
    .where(eq(promotionRedemption.promotionId, promotionId))
    .limit(1);
  return row != null;
}

/** Which of these room types, rate plans, offerings or product groups are the property's: those it may target. */
export async function propertyTargets(
  db: Db,
  propertyId: number,
  ids: { roomTypeIds: number[]; ratePlanIds: number[]; offeringIds: number[]; productGroupIds: number[] },
) {
  const some = <T>(list: number[], run: () => Promise<T[]>) => (list.length ? run() : Promise.resolve([]));
  const roomTypes = await some(ids.roomTypeIds, () =>
    db
      .select({ id: roomType.id })
      .from(roomType)
      .where(and(eq(roomType.propertyId, propertyId), inArray(roomType.id, ids.roomTypeIds))),
  );
  const ratePlans = await some(ids.ratePlanIds, () =>
    db
      .select({ id: ratePlan.id })
      .from(ratePlan)
      .innerJoin(roomType, eq(roomType.id, ratePlan.roomTypeId))
      .where(and(eq(roomType.propertyId, propertyId), inArray(ratePlan.id, ids.ratePlanIds))),
  );
  const offerings = await some(ids.offeringIds, () =>
    db
      .select({ id: offering.id })
      .from(offering)
      .where(and(eq(offering.propertyId, propertyId), inArray(offering.id, ids.offeringIds))),
  );
  const groups = await some(ids.productGroupIds, () =>
    db
      .select({ id: productGroup.id })
      .from(productGroup)
      .where(and(eq(productGroup.propertyId, propertyId), inArray(productGroup.id, ids.productGroupIds))),
  );
  const set = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  return {
    roomTypeIds: set(roomTypes),
    ratePlanIds: set(ratePlans),
    offeringIds: set(offerings),
    productGroupIds: set(groups),
  };
}

/** What the property's promotions may target, by name: the form's choices. */
export async function targetChoices(db: Db, propertyId: number) {
  const byName = <T extends { name: string; id: number }>(rows: T[]) =>
    rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const roomTypes = await db
    .select({ id: roomType.id, name: roomType.name })
    .from(roomType)
    .where(eq(roomType.propertyId, propertyId));
  const ratePlans = await db
    .select({ id: ratePlan.id, name: ratePlan.name, roomTypeId: ratePlan.roomTypeId })
    .from(ratePlan)
    .innerJoin(roomType, eq(roomType.id, ratePlan.roomTypeId))
    .where(eq(roomType.propertyId, propertyId));
  const offerings = await db
    .select({ id: offering.id, name: offering.name })
    .from(offering)
    .where(eq(offering.propertyId, propertyId));
  const productGroups = await db
    .select({ id: productGroup.id, name: productGroup.name })
    .from(productGroup)
    .where(eq(productGroup.propertyId, propertyId));
  return {
    roomTypes: byName(roomTypes),
    ratePlans: byName(ratePlans),
    offerings: byName(offerings),
    productGroups: byName(productGroups),
  };
}

// ------------------------------------------------------------------ uses

/**
 * Takes one use: the counter goes up only while it is below the total. Under PostgreSQL a second clerk's update
 * waits for the first's row lock, then re-reads the row: with the last use taken it updates nothing (false).
 */
export async function takeUse(db: Db, promotionId: number): Promise<boolean> {
  const rows = await db
    .update(promotion)
    .set({ usesCount: sql`${promotion.usesCount} + 1` })
    .where(
      and(
        eq(promotion.id, promotionId),
        sql`(${promotion.totalUses} is null or ${promotion.usesCount} < ${promotion.totalUses})`,
      ),
    )
    .returning({ id: promotion.id });
  return rows.length === 1;
}

/** The counted uses of a customer (read after takeUse: the row lock orders it after any other use's commit). */
export async function customerUses(db: Db, promotionId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promotionRedemption)
    .where(
      and(
        eq(promotionRedemption.promotionId, promotionId),
        eq(promotionRedemption.customerId, customerId),
        isNull(promotionRedemption.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function insertRedemption(
  db: Db,
  values: typeof promotionRedemption.$inferInsert,
): Promise<RedemptionRow> {
  const [row] = await db.insert(promotionRedemption).values(values).returning();
  return row!;
}

/** Gives a sale's counted use back: the redemption released, the counter down by one. The released row or none. */
export async function releaseSaleRedemption(
  db: Db,
  saleKind: SaleKind,
  saleId: number,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .update(promotionRedemption)
    .set({ releasedAt: new Date() })
    .where(
      and(
        eq(promotionRedemption.saleKind, saleKind),
        eq(promotionRedemption.saleId, saleId),
        isNull(promotionRedemption.releasedAt),
      ),
    )
    .returning();
  if (row)
    await db
      .update(promotion)
      .set({ usesCount: sql`greatest(${promotion.usesCount} - 1, 0)` })
      .where(eq(promotion.id, row.promotionId));
  return row;
}

/** The counted redemption of a sale, with its promotion's code. */
export async function saleRedemption(
  db: Db,
  saleKind: SaleKind,
  saleId: number,
  o: { withReleased?: boolean } = {},
) {
  const [row] = await db
    .select({ redemption: promotionRedemption, couponCode: promotion.couponCode, name: promotion.name })
    .from(promotionRedemption)
    .innerJoin(promotion, eq(promotion.id, promotionRedemption.promotionId))
    .where(
      and(
        eq(promotionRedemption.saleKind, saleKind),
        eq(promotionRedemption.saleId, saleId),
        o.withReleased ? undefined : isNull(promotionRedemption.releasedAt),
      ),
    )
    .orderBy(desc(promotionRedemption.id))
    .limit(1);
  return row;
}

/** Keeps a sale's redemption in step with the saved sale: its total after every discount, and the code's share. */
export async function setRedemptionFigures(
  db: Db,
  redemptionId: number,
  figures: { revenue: number; amount?: number },
): Promise<void> {
  await db.update(promotionRedemption).set(figures).where(eq(promotionRedemption.id, redemptionId));
}

// ------------------------------------------------------------------ lists

export const propertyScope = (propertyId: number) => eq(promotion.propertyId, propertyId);
export const organisationScope = (organisationId: number, propertyId?: number) =>
  and(
    eq(property.organisationId, organisationId),
    propertyId ? eq(promotion.propertyId, propertyId) : undefined,
  )!;

function baseWhere(scope: SQL, q: PromotionListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : null;
  return and(
    scope,
    q.appliesTo ? eq(promotion.appliesTo, q.appliesTo) : undefined,
    // Valid on at least one day of [from, to].
    q.from ? gte(promotion.endDate, q.from) : undefined,
    q.to ? lte(promotion.startDate, q.to) : undefined,
    like
      ? or(
          ilike(promotion.name, like),
          ilike(promotion.couponCode, like),
          ilike(promotion.shortName, like),
          ilike(property.name, like),
        )
      : undefined,
  );
}

const SORT = listSort<NonNullable<PromotionListQuery['sort']>>({
  columns: {
    name: sql`lower(${promotion.name})`,
    couponCode: sql`lower(${promotion.couponCode})`,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    uses: promotion.usesCount,
    revenue,
    createdAt: promotion.createdAt,
  },
  tiebreak: promotion.id,
  fallback: [desc(promotion.startDate), desc(promotion.id)],
});

const promotionRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toPromotion);

/** A page of the scope's promotions, with the count of each status for the filter (the tabs' badges). */
export function listPromotions(
  db: Db,
  scope: SQL,
  q: PromotionListQuery | OrganisationPromotionListQuery,
): Promise<PromotionPage> {
  const base = baseWhere(scope, q);
  return paginate(q, SORT, {
    rows: promotionRows(db, and(base, q.status ? sql`${status} = ${q.status}` : undefined)),
    count: async () => {
      const rows = await db
        .select({ status, n: count() })
        .from(promotion)
        .innerJoin(property, eq(property.id, promotion.propertyId))
        .where(base)
        .groupBy(status);
      const statusCounts = Object.fromEntries(PROMOTION_STATUSES.map((s) => [s, 0])) as Record<
        PromotionStatus,
        number
      >;
      for (const r of rows) statusCounts[r.status] = r.n;
      const n = q.status ? statusCounts[q.status] : rows.reduce((s, r) => s + r.n, 0);
      return { n, statusCounts };
    },
  });
}

export function allPromotions(
  db: Db,
  scope: SQL,
  q: PromotionListQuery | OrganisationPromotionListQuery,
  limit: number,
): Promise<Promotion[]> {
  const where = and(baseWhere(scope, q), q.status ? sql`${status} = ${q.status}` : undefined);
  return firstRows(q, SORT, promotionRows(db, where), limit);
}

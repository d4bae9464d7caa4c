// Business services as the catalogue sees them: onboarding's outlet fields plus the booking rules (issue 11).
import type { CatalogueService, CatalogueServiceListQuery, CatalogueServicePage } from '@bookone/domain';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { businessService } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type CatalogueServiceRow = typeof businessService.$inferSelect;
export type NewCatalogueServiceRow = typeof businessService.$inferInsert;

// Correlated on the outer row by its table name: a column interpolated here would render unqualified.
const offeringCount =
  sql<number>`(select count(*) from offering o where o.business_service_id = business_service.id)`.mapWith(
    Number,
  );
const resourceCount =
  sql<number>`(select count(*) from service_resource r where r.business_service_id = business_service.id)`.mapWith(
    Number,
  );

type Counted = { row: CatalogueServiceRow; offeringCount: number; resourceCount: number };

export function toCatalogueService({ row, offeringCount, resourceCount }: Counted): CatalogueService {
  return {
    id: row.id,
    propertyId: row.propertyId,
    name: row.name,
    description: row.description,
    serviceType: row.serviceType,
    email: row.email,
    phone: row.phone,
    code: row.code,
    groupName: row.groupName,
    minLeadMinutes: row.minLeadMinutes,
    maxLeadDays: row.maxLeadDays,
    bufferMinutes: row.bufferMinutes,
    priceIncludesTax: row.priceIncludesTax,
    locationTerm: row.locationTerm,
    resourceTerm: row.resourceTerm,
    taxDetails: row.taxDetails,
    openingHours: row.openingHours,
    active: row.active,
    offeringCount,
    resourceCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const counted = (db: Db) =>
  db.select({ row: businessService, offeringCount, resourceCount }).from(businessService);

export async function findCatalogueService(db: Db, id: number): Promise<CatalogueService | undefined> {
  const [r] = await counted(db).where(eq(businessService.id, id));
  return r ? toCatalogueService(r) : undefined;
}

export async function findCatalogueServiceRow(db: Db, id: number) {
  const [row] = await db.select().from(businessService).where(eq(businessService.id, id));
  return row;
}

export async function lockCatalogueServiceRow(db: Db, id: number) {
  const [row] = await db.select().from(businessService).where(eq(businessService.id, id)).for('update');
  return row;
}

export async function insertCatalogueService(db: Db, values: NewCatalogueServiceRow) {
  const [row] = await db.insert(businessService).values(values).returning();
  return row!;
}

export async function updateCatalogueServiceRow(db: Db, id: number, values: Partial<NewCatalogueServiceRow>) {
  const [row] = await db.update(businessService).set(values).where(eq(businessService.id, id)).returning();
  return row!;
}

function serviceWhere(propertyId: number, q: CatalogueServiceListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    eq(businessService.propertyId, propertyId),
    q.active ? eq(businessService.active, q.active === 'true') : undefined,
    like
      ? or(
          ilike(businessService.name, like),
          ilike(businessService.code, like),
          ilike(businessService.groupName, like),
          ilike(businessService.serviceType, like),
          ilike(businessService.description, like),
        )
      : undefined,
  );
}

/** By group and name unless sorted: the catalogue reads as the business arranges it. */
const SORT = listSort<NonNullable<CatalogueServiceListQuery['sort']>>({
  columns: {
    name: businessService.name,
    code: businessService.code,
    groupName: businessService.groupName,
    createdAt: businessService.createdAt,
  },
  tiebreak: businessService.id,
  fallback: [asc(businessService.groupName), asc(businessService.name), asc(businessService.id)],
});

const serviceRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await counted(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toCatalogueService);

export async function listCatalogueServices(
  db: Db,
  propertyId: number,
  q: CatalogueServiceListQuery,
): Promise<CatalogueServicePage> {
  const where = serviceWhere(propertyId, q);
  return paginate(q, SORT, {
    rows: serviceRows(db, where),
    count: async () => {
      const [r] = await db.select({ n: count() }).from(businessService).where(where);
      return { n: r?.n ?? 0 };
    },
  });
}

export async function allCatalogueServices(
  db: Db,
  propertyId: number,
  q: CatalogueServiceListQuery,
  limit: number,
) {
  return firstRows(q, SORT, serviceRows(db, serviceWhere(propertyId, q)), limit);
}

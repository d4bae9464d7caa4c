// Product groups: the sections of an outlet's menu and the kitchen station their tickets go to (issue 12).
import type { ProductGroup, ProductGroupListQuery, ProductGroupPage } from '@bookone/domain';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { businessService, productGroup } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type ProductGroupRow = typeof productGroup.$inferSelect;
export type NewProductGroupRow = typeof productGroup.$inferInsert;

// Correlated on the outer row by its table name: a column interpolated here would render unqualified.
const productCount =
  sql<number>`(select count(*) from product p where p.product_group_id = product_group.id)`.mapWith(Number);

type Joined = { row: ProductGroupRow; serviceName: string; productCount: number };

function toProductGroup({ row, serviceName, productCount }: Joined): ProductGroup {
  return {
    id: row.id,
    propertyId: row.propertyId,
    businessServiceId: row.businessServiceId,
    businessServiceName: serviceName,
    name: row.name,
    code: row.code,
    description: row.description,
    category: row.category,
    type: row.type,
    imageUrl: row.imageUrl,
    printerName: row.printerName,
    groupKot: row.groupKot,
    taxable: row.taxable,
    active: row.active,
    productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const joined = (db: Db) =>
  db
    .select({ row: productGroup, serviceName: businessService.name, productCount })
    .from(productGroup)
    .innerJoin(businessService, eq(businessService.id, productGroup.businessServiceId));

export async function findProductGroup(db: Db, id: number): Promise<ProductGroup | undefined> {
  const [r] = await joined(db).where(eq(productGroup.id, id));
  return r ? toProductGroup(r) : undefined;
}

export async function findProductGroupRow(db: Db, id: number) {
  const [row] = await db.select().from(productGroup).where(eq(productGroup.id, id));
  return row;
}

export async function lockProductGroupRow(db: Db, id: number) {
  const [row] = await db.select().from(productGroup).where(eq(productGroup.id, id)).for('update');
  return row;
}

/** The groups of these ids (any property: the caller checks they are the outlet's). */
export async function productGroupRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productGroup)
    .where(inArray(productGroup.id, [...ids]));
}

/** An outlet's groups, for the menu import's lookup by name. */
export async function groupsOfService(db: Db, businessServiceId: number) {
  return db.select().from(productGroup).where(eq(productGroup.businessServiceId, businessServiceId));
}

/** Another group of the outlet with this name (any case) or this code, for a 409 naming the field. */
export async function clashingGroup(
  db: Db,
  businessServiceId: number,
  name: string,
  code: string | null | undefined,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: productGroup.id, name: productGroup.name, code: productGroup.code })
    .from(productGroup)
    .where(
      and(
        eq(productGroup.businessServiceId, businessServiceId),
        or(sql`lower(${productGroup.name}) = lower(${name})`, code ? eq(productGroup.code, code) : undefined),
        exceptId ? sql`${productGroup.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertProductGroup(db: Db, values: NewProductGroupRow) {
  const [row] = await db.insert(productGroup).values(values).returning();
  return row!;
}

export async function updateProductGroupRow(db: Db, id: number, values: Partial<NewProductGroupRow>) {
  const [row] = await db.update(productGroup).set(values).where(eq(productGroup.id, id)).returning();
  return row!;
}

function groupWhere(propertyId: number, q: ProductGroupListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    eq(productGroup.propertyId, propertyId),
    q.businessServiceId ? eq(productGroup.businessServiceId, q.businessServiceId) : undefined,
    q.active ? eq(productGroup.active, q.active === 'true') : undefined,
    like
      ? or(
          ilike(productGroup.name, like),
          ilike(productGroup.code, like),
          ilike(productGroup.category, like),
          ilike(productGroup.printerName, like),
          ilike(businessService.name, like),
        )
      : undefined,
  );
}

const SORT = listSort<NonNullable<ProductGroupListQuery['sort']>>({
  columns: {
    name: productGroup.name,
    code: productGroup.code,
    category: productGroup.category,
    createdAt: productGroup.createdAt,
  },
  tiebreak: productGroup.id,
  fallback: [asc(businessService.name), asc(productGroup.name), asc(productGroup.id)],
});

const groupRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toProductGroup);

export async function listProductGroups(
  db: Db,
  propertyId: number,
  q: ProductGroupListQuery,
): Promise<ProductGroupPage> {
  const where = groupWhere(propertyId, q);
  return paginate(q, SORT, {
    rows: groupRows(db, where),
    count: async () => {
      const [r] = await db
        .select({ n: count() })
        .from(productGroup)
        .innerJoin(businessService, eq(businessService.id, productGroup.businessServiceId))
        .where(where);
      return { n: r?.n ?? 0 };
    },
  });
}

export async function allProductGroups(db: Db, propertyId: number, q: ProductGroupListQuery, limit: number) {
  return firstRows(q, SORT, groupRows(db, groupWhere(propertyId, q)), limit);
}

/** An outlet's property, to check it is the caller's property's (a products' outlet is a business service). */
export async function findOutlet(db: Db, businessServiceId: number) {
  const [row] = await db
    .select({ id: businessService.id, propertyId: businessService.propertyId })
    .from(businessService)
    .where(eq(businessService.id, businessServiceId));
  return row;
}

// Offerings (what a customer books), their resources and their images.
import type { Offering, OfferingImage, OfferingListQuery, OfferingPage, ResourceKind } from '@bookone/domain';
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { businessService, offering, offeringImage, offeringResource, serviceResource } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type OfferingRow = typeof offering.$inferSelect;
export type NewOfferingRow = typeof offering.$inferInsert;
export type OfferingImageRow = typeof offeringImage.$inferSelect;

type Joined = { offering: OfferingRow; serviceName: string };
type ResourceRef = { id: number; name: string; kind: ResourceKind; capacity: number };

export function toOfferingImage(r: OfferingImageRow): OfferingImage {
  return { id: r.id, url: r.url, caption: r.caption, main: r.isMain, sort: r.sortOrder };
}

function toOffering(
  r: Joined,
  resources: ResourceRef[],
  images: { main: string | null; count: number } | undefined,
): Offering {
  const o = r.offering;
  return {
    id: o.id,
    propertyId: o.propertyId,
    businessServiceId: o.businessServiceId,
    businessServiceName: r.serviceName,
    name: o.name,
    description: o.description,
    code: o.code,
    durationMinutes: o.durationMinutes,
    bufferMinutes: o.bufferMinutes,
    capacity: o.capacity,
    price: o.price,
    taxDetails: o.taxDetails,
    effectiveFrom: o.effectiveFrom,
    expiresOn: o.expiresOn,
    tags: o.tags,
    bookable: o.bookable,
    active: o.active,
    resources,
    imageUrl: images?.main ?? null,
    imageCount: images?.count ?? 0,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

const joined = (db: Db) =>
  db
    .select({ offering, serviceName: businessService.name })
    .from(offering)
    .innerJoin(businessService, eq(businessService.id, offering.businessServiceId));

/** The resources of each offering, by name. */
export async function resourcesOf(db: Db, offeringIds: number[]) {
  const map = new Map<number, ResourceRef[]>();
  if (offeringIds.length === 0) return map;
  const rows = await db
    .select({
      offeringId: offeringResource.offeringId,
      id: serviceResource.id,
      name: serviceResource.name,
      kind: serviceResource.kind,
      capacity: serviceResource.capacity,
    })
    .from(offeringResource)
    .innerJoin(serviceResource, eq(serviceResource.id, offeringResource.resourceId))
    .where(inArray(offeringResource.offeringId, offeringIds))
    .orderBy(asc(serviceResource.name), asc(serviceResource.id));
  for (const { offeringId, ...r } of rows) map.set(offeringId, [...(map.get(offeringId) ?? []), r]);
  return map;
}

/** Each offering's images, main first, then in their order. */
export async function imagesOf(db: Db, offeringIds: number[]) {
  const map = new Map<number, OfferingImageRow[]>();
  if (offeringIds.length === 0) return map;
  const rows = await db
    .select()
    .from(offeringImage)
    .where(inArray(offeringImage.offeringId, offeringIds))
    .orderBy(sql`${offeringImage.isMain} desc`, asc(offeringImage.sortOrder), asc(offeringImage.id));
  for (const r of rows) map.set(r.offeringId, [...(map.get(r.offeringId) ?? []), r]);
  return map;
}

async function withDetails(db: Db, rows: Joined[]): Promise<Offering[]> {
  const ids = rows.map((r) => r.offering.id);
  const [resources, images] = await Promise.all([resourcesOf(db, ids), imagesOf(db, ids)]);
  return rows.map((r) => {
    const imgs = images.get(r.offering.id) ?? [];
    return toOffering(r, resources.get(r.offering.id) ?? [], {
      main: imgs[0]?.url ?? null,
      count: imgs.length,
    });
  });
}

export async function findOffering(db: Db, id: number): Promise<Offering | undefined> {
  const rows = await joined(db).where(eq(offering.id, id));
  return (await withDetails(db, rows))[0];
}

export async function findOfferingRow(db: Db, id: number) {
  const [row] = await db.select().from(offering).where(eq(offering.id, id));
  return row;
}

export async function lockOfferingRow(db: Db, id: number) {
  const [row] = await db.select().from(offering).where(eq(offering.id, id)).for('update');
  return row;
}

export async function insertOffering(db: Db, values: NewOfferingRow) {
  const [row] = await db.insert(offering).values(values).returning();
  return row!;
}

export async function updateOfferingRow(db: Db, id: number, values: Partial<NewOfferingRow>) {
  const [row] = await db.update(offering).set(values).where(eq(offering.id, id)).returning();
  return row!;
}

export async function offeringResourceIds(db: Db, offeringId: number): Promise<number[]> {
  const rows = await db
    .select({ id: offeringResource.resourceId })
    .from(offeringResource)
    .where(eq(offeringResource.offeringId, offeringId))
    .orderBy(asc(offeringResource.resourceId));
  return rows.map((r) => r.id);
}

/** Replaces the resources that deliver an offering. */
export async function replaceOfferingResources(db: Db, offeringId: number, resourceIds: readonly number[]) {
  await db.delete(offeringResource).where(eq(offeringResource.offeringId, offeringId));
  if (resourceIds.length > 0)
    await db.insert(offeringResource).values(resourceIds.map((resourceId) => ({ offeringId, resourceId })));
}

function offeringWhere(propertyId: number, q: OfferingListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    eq(offering.propertyId, propertyId),
    q.businessServiceId ? eq(offering.businessServiceId, q.businessServiceId) : undefined,
    q.active ? eq(offering.active, q.active === 'true') : undefined,
    q.bookable ? eq(offering.bookable, q.bookable === 'true') : undefined,
    q.resourceId
      ? exists(
          sql`(select 1 from offering_resource x where x.offering_id = offering.id and x.resource_id = ${q.resourceId})`,
        )
      : undefined,
    like
      ? or(
          ilike(offering.name, like),
          ilike(offering.code, like),
          ilike(offering.description, like),
          ilike(businessService.name, like),
          sql`array_to_string(${offering.tags}, ' ') ilike ${like}`,
        )
      : undefined,
  );
}

const SORT = listSort<NonNullable<OfferingListQuery['sort']>>({
  columns: {
    name: offering.name,
    code: offering.code,
    price: offering.price,
    durationMinutes: offering.durationMinutes,
    capacity: offering.capacity,
    createdAt: offering.createdAt,
  },
  tiebreak: offering.id,
  fallback: [asc(businessService.name), asc(offering.name), asc(offering.id)],
});

const offeringRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  withDetails(
    db,
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset),
  );

export async function listOfferings(db: Db, propertyId: number, q: OfferingListQuery): Promise<OfferingPage> {
  const where = offeringWhere(propertyId, q);
  return paginate(q, SORT, {
    rows: offeringRows(db, where),
    count: async () => {
      const [r] = await db
        .select({ n: count() })
        .from(offering)
        .innerJoin(businessService, eq(businessService.id, offering.businessServiceId))
        .where(where);
      return { n: r?.n ?? 0 };
    },
  });
}

export async function allOfferings(db: Db, propertyId: number, q: OfferingListQuery, limit: number) {
  return firstRows(q, SORT, offeringRows(db, offeringWhere(propertyId, q)), limit);
}

// ------------------------------------------------------------------ images

export async function countOfferingImages(db: Db, offeringId: number) {
  const [r] = await db
    .select({ n: count() })
    .from(offeringImage)
    .where(eq(offeringImage.offeringId, offeringId));
  return r?.n ?? 0;
}

export async function findOfferingImageRow(db: Db, id: number) {
  const [row] = await db.select().from(offeringImage).where(eq(offeringImage.id, id));
  return row;
}

export async function insertOfferingImage(db: Db, values: typeof offeringImage.$inferInsert) {
  const [row] = await db.insert(offeringImage).values(values).returning();
  return row!;
}

export async function deleteOfferingImageRow(db: Db, id: number) {
  await db.delete(offeringImage).where(eq(offeringImage.id, id));
}

export async function setMainOfferingImage(db: Db, offeringId: number, imageId: number) {
  await db
    .update(offeringImage)
    .set({ isMain: sql`${offeringImage.id} = ${imageId}` })
    .where(eq(offeringImage.offeringId, offeringId));
}

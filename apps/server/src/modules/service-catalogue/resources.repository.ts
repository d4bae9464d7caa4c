// Service resources (staff, rooms, chairs, tables, vehicles) and their time off.
import type { ResourceListQuery, ResourcePage, ServiceResource, TimeOff } from '@bookone/domain';
import { and, asc, count, eq, gt, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, businessService, resourceTimeOff, serviceResource } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type ResourceRow = typeof serviceResource.$inferSelect;
export type NewResourceRow = typeof serviceResource.$inferInsert;
export type TimeOffRow = typeof resourceTimeOff.$inferSelect;

// Correlated on the outer row by its table name: a column interpolated here would render unqualified.
const offeringCount =
  sql<number>`(select count(*) from offering_resource x where x.resource_id = service_resource.id)`.mapWith(
    Number,
  );
const userName = sql<string | null>`nullif(trim(${appUser.firstName} || ' ' || ${appUser.lastName}), '')`;

type Joined = {
  resource: ResourceRow;
  serviceName: string | null;
  userName: string | null;
  offeringCount: number;
};
type NextTimeOff = ServiceResource['nextTimeOff'];

export function toTimeOff(r: TimeOffRow): TimeOff {
  return {
    id: r.id,
    resourceId: r.resourceId,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  };
}

function toResource(r: Joined, next: NextTimeOff): ServiceResource {
  const x = r.resource;
  return {
    id: x.id,
    propertyId: x.propertyId,
    kind: x.kind,
    name: x.name,
    businessServiceId: x.businessServiceId,
    businessServiceName: r.serviceName,
    userId: x.userId,
    userName: r.userName,
    capacity: x.capacity,
    workingHours: x.workingHours,
    active: x.active,
    offeringCount: r.offeringCount,
    nextTimeOff: next,
    createdAt: x.createdAt.toISOString(),
    updatedAt: x.updatedAt.toISOString(),
  };
}

const joined = (db: Db) =>
  db
    .select({ resource: serviceResource, serviceName: businessService.name, userName, offeringCount })
    .from(serviceResource)
    .leftJoin(businessService, eq(businessService.id, serviceResource.businessServiceId))
    .leftJoin(appUser, eq(appUser.id, serviceResource.userId));

/** Each resource's time off running at `now` or starting after it, the earliest one. */
async function nextTimeOffOf(db: Db, ids: number[], now: Date) {
  const map = new Map<number, NonNullable<NextTimeOff>>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectDistinctOn([resourceTimeOff.resourceId])
    .from(resourceTimeOff)
    .where(and(inArray(resourceTimeOff.resourceId, ids), gt(resourceTimeOff.endsAt, now)))
    .orderBy(asc(resourceTimeOff.resourceId), asc(resourceTimeOff.startsAt));
  for (const r of rows)
    map.set(r.resourceId, {
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      reason: r.reason,
    });
  return map;
}

async function withNext(db: Db, rows: Joined[]) {
  const next = await nextTimeOffOf(
    db,
    rows.map((r) => r.resource.id),
    new Date(),
  );
  return rows.map((r) => toResource(r, next.get(r.resource.id) ?? null));
}

export async function findResource(db: Db, id: number): Promise<ServiceResource | undefined> {
  return (await withNext(db, await joined(db).where(eq(serviceResource.id, id))))[0];
}

export async function findResourceRow(db: Db, id: number) {
  const [row] = await db.select().from(serviceResource).where(eq(serviceResource.id, id));
  return row;
}

export async function lockResourceRow(db: Db, id: number) {
  const [row] = await db.select().from(serviceResource).where(eq(serviceResource.id, id)).for('update');
  return row;
}

/** The given resources that belong to the property (the caller compares the count). */
export async function resourcesOfProperty(db: Db, propertyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(serviceResource)
    .where(and(eq(serviceResource.propertyId, propertyId), inArray(serviceResource.id, [...ids])));
}

export async function insertResource(db: Db, values: NewResourceRow) {
  const [row] = await db.insert(serviceResource).values(values).returning();
  return row!;
}

export async function updateResourceRow(db: Db, id: number, values: Partial<NewResourceRow>) {
  const [row] = await db.update(serviceResource).set(values).where(eq(serviceResource.id, id)).returning();
  return row!;
}

/** The user account of the property a staff resource may be linked to (undefined when not of the property). */
export async function findPropertyUser(db: Db, propertyId: number, userId: number) {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.propertyId, propertyId)));
  return row;
}

function resourceWhere(propertyId: number, q: ResourceListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    eq(serviceResource.propertyId, propertyId),
    q.kind ? eq(serviceResource.kind, q.kind) : undefined,
    // A resource of no particular service serves every one of them.
    q.businessServiceId
      ? or(
          eq(serviceResource.businessServiceId, q.businessServiceId),
          isNull(serviceResource.businessServiceId),
        )
      : undefined,
    q.active ? eq(serviceResource.active, q.active === 'true') : undefined,
    like
      ? or(ilike(serviceResource.name, like), ilike(businessService.name, like), ilike(userName, like))
      : undefined,
  );
}

const SORT = listSort<NonNullable<ResourceListQuery['sort']>>({
  columns: { name: serviceResource.name, kind: serviceResource.kind, createdAt: serviceResource.createdAt },
  tiebreak: serviceResource.id,
  fallback: 'name',
});

const resourceRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  withNext(
    db,
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset),
  );

export async function listResources(db: Db, propertyId: number, q: ResourceListQuery): Promise<ResourcePage> {
  const where = resourceWhere(propertyId, q);
  return paginate(q, SORT, {
    rows: resourceRows(db, where),
    count: async () => {
      const [r] = await db
        .select({ n: count() })
        .from(serviceResource)
        .leftJoin(businessService, eq(businessService.id, serviceResource.businessServiceId))
        .leftJoin(appUser, eq(appUser.id, serviceResource.userId))
        .where(where);
      return { n: r?.n ?? 0 };
    },
  });
}

export async function allResources(db: Db, propertyId: number, q: ResourceListQuery, limit: number) {
  return firstRows(q, SORT, resourceRows(db, resourceWhere(propertyId, q)), limit);
}

// ------------------------------------------------------------------ time off

/** A resource's time off ending after `from`, earliest first. */
export async function listTimeOff(db: Db, resourceId: number, from: Date): Promise<TimeOff[]> {
  const rows = await db
    .select()
    .from(resourceTimeOff)
    .where(and(eq(resourceTimeOff.resourceId, resourceId), gte(resourceTimeOff.endsAt, from)))
    .orderBy(asc(resourceTimeOff.startsAt), asc(resourceTimeOff.id));
  return rows.map(toTimeOff);
}

/** Time off of the resource overlapping [startsAt, endsAt). */
export async function overlappingTimeOff(db: Db, resourceId: number, startsAt: Date, endsAt: Date) {
  const [row] = await db
    .select()
    .from(resourceTimeOff)
    .where(
      and(
        eq(resourceTimeOff.resourceId, resourceId),
        lt(resourceTimeOff.startsAt, endsAt),
        gt(resourceTimeOff.endsAt, startsAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertTimeOff(db: Db, values: typeof resourceTimeOff.$inferInsert) {
  const [row] = await db.insert(resourceTimeOff).values(values).returning();
  return row!;
}

export async function findTimeOffRow(db: Db, id: number) {
  const [row] = await db.select().from(resourceTimeOff).where(eq(resourceTimeOff.id, id));
  return row;
}

export async function deleteTimeOffRow(db: Db, id: number) {
  await db.delete(resourceTimeOff).where(eq(resourceTimeOff.id, id));
}

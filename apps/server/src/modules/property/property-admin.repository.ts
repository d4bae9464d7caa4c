// An organisation's property list and the administrators' writes on a property (issue 10): deactivate/activate,
// plan and subscriptions. Queries only; the tenant checks are the service's.
import {
  ACCOMMODATION,
  type OrganisationProperty,
  type OrganisationPropertyListQuery,
  type OrganisationPropertyPage,
  type Plan,
} from '@bookone/domain';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  booking,
  businessService,
  organisation,
  property,
  propertySubscription,
  room,
  subscription,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';
import type { PropertyRow } from './property.repository';

// The outer row's id, qualified: drizzle leaves columns unqualified in a one-table select, and inside a subquery an
// unqualified "id" would name the subquery's own table.
const outerId = sql.raw('"property"."id"');

/** Rooms of an accommodation property, business services of another type. */
const resources = sql<number>`case when ${property.businessType} = ${ACCOMMODATION}
  then (select count(*) from ${room} r where r.property_id = ${outerId})
  else (select count(*) from ${businessService} s where s.property_id = ${outerId}) end`.mapWith(Number);

/** The latest change to the property or to one of its bookings (greatest() skips the null of no booking). */
const lastActivity = sql<Date>`greatest(${sql.raw('"property"."updated_at"')},
  (select max(b.updated_at) from ${booking} b where b.property_id = ${outerId}))`.mapWith(property.updatedAt);

type ListRow = { property: PropertyRow; resources: number; lastActivityAt: Date };

function toOrganisationProperty(r: ListRow, subs: { id: number; name: string }[]): OrganisationProperty {
  const p = r.property;
  return {
    id: p.id,
    organisationId: p.organisationId,
    name: p.name,
    businessType: p.businessType,
    propertyStatus: p.propertyStatus,
    plan: p.plan,
    status: p.deactivatedAt ? 'INACTIVE' : 'ACTIVE',
    deactivatedAt: p.deactivatedAt?.toISOString() ?? null,
    subscriptions: subs,
    resources: r.resources,
    city: p.city,
    country: p.country,
    email: p.email,
    lastActivityAt: r.lastActivityAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
  };
}

async function subscriptionsOf(db: Db, ids: number[]) {
  const out = new Map<number, { id: number; name: string }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({ propertyId: propertySubscription.propertyId, id: subscription.id, name: subscription.name })
    .from(propertySubscription)
    .innerJoin(subscription, eq(subscription.id, propertySubscription.subscriptionId))
    .where(inArray(propertySubscription.propertyId, ids))
    .orderBy(asc(subscription.name));
  for (const r of rows) out.get(r.propertyId)?.push({ id: r.id, name: r.name });
  return out;
}

function selectRows(db: Db) {
  return db
    .select({ property, resources, lastActivityAt: lastActivity.as('last_activity_at') })
    .from(property);
}

async function withSubscriptions(db: Db, rows: ListRow[]) {
  const subs = await subscriptionsOf(
    db,
    rows.map((r) => r.property.id),
  );
  return rows.map((r) => toOrganisationProperty(r, subs.get(r.property.id) ?? []));
}

/** One property as the organisation's list shows it. */
export async function findOrganisationProperty(db: Db, id: number) {
  const rows = await selectRows(db).where(eq(property.id, id));
  return (await withSubscriptions(db, rows))[0];
}

function listWhere(organisationId: number, q: OrganisationPropertyListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    eq(property.organisationId, organisationId),
    q.businessType ? eq(property.businessType, q.businessType) : undefined,
    q.propertyStatus ? eq(property.propertyStatus, q.propertyStatus) : undefined,
    q.plan ? eq(property.plan, q.plan) : undefined,
    q.status === 'ACTIVE' ? isNull(property.deactivatedAt) : undefined,
    q.status === 'INACTIVE' ? isNotNull(property.deactivatedAt) : undefined,
    like
      ? or(
          ilike(property.name, like),
          ilike(property.city, like),
          ilike(property.country, like),
          ilike(property.email, like),
        )
      : undefined,
  );
}

const SORT = listSort<NonNullable<OrganisationPropertyListQuery['sort']>>({
  columns: {
    name: sql`lower(${property.name})`,
    businessType: property.businessType,
    propertyStatus: property.propertyStatus,
    plan: property.plan,
    lastActivityAt: sql`last_activity_at`,
    createdAt: property.createdAt,
  },
  tiebreak: property.id,
  fallback: 'name',
});

const listRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  withSubscriptions(
    db,
    await selectRows(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset),
  );

export async function listOrganisationProperties(
  db: Db,
  organisationId: number,
  q: OrganisationPropertyListQuery,
): Promise<OrganisationPropertyPage> {
  const where = listWhere(organisationId, q);
  return paginate(q, SORT, {
    rows: listRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(property).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export async function allOrganisationProperties(
  db: Db,
  organisationId: number,
  q: OrganisationPropertyListQuery,
  limit: number,
) {
  return firstRows(q, SORT, listRows(db, listWhere(organisationId, q)), limit);
}

/** The organisation a property is created in: whether it exists and is active. */
export async function findOrganisationState(db: Db, id: number) {
  const [row] = await db
    .select({ id: organisation.id, deactivatedAt: organisation.deactivatedAt })
    .from(organisation)
    .where(eq(organisation.id, id));
  return row;
}

/**
 * Sets or clears `deactivated_at`; answers whether the state changed. Only a change revokes the users' tokens, so
 * a second deactivation signs nobody out again.
 */
export async function setPropertyDeactivated(db: Db, id: number, deactivated: boolean): Promise<boolean> {
  const rows = await db
    .update(property)
    .set({ deactivatedAt: deactivated ? sql`now()` : null })
    .where(
      and(
        eq(property.id, id),
        deactivated ? isNull(property.deactivatedAt) : isNotNull(property.deactivatedAt),
      ),
    )
    .returning({ id: property.id });
  return rows.length > 0;
}

/**
 * Every token of the property's users stops working at once: the auth gate compares each token's version with the
 * user's (plugins/auth.ts), so the gate itself needs no property check.
 */
export async function revokePropertyTokens(db: Db, propertyId: number) {
  await db
    .update(appUser)
    .set({ tokenVersion: sql`${appUser.tokenVersion} + 1` })
    .where(eq(appUser.propertyId, propertyId));
}

/** The plan and the whole subscription list of a property, replaced (the caller's transaction). */
export async function replacePlan(
  db: Db,
  propertyId: number,
  plan: Plan | null,
  subscriptionIds: number[],
  createdBy: number,
) {
  await db.update(property).set({ plan }).where(eq(property.id, propertyId));
  await db.delete(propertySubscription).where(
    and(
      eq(propertySubscription.propertyId, propertyId),
      subscriptionIds.length > 0
        ? sql`${propertySubscription.subscriptionId} not in (${sql.join(
            subscriptionIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  if (subscriptionIds.length > 0)
    await db
      .insert(propertySubscription)
      .values(subscriptionIds.map((subscriptionId) => ({ propertyId, subscriptionId, createdBy })))
      .onConflictDoNothing();
}

/** Which of these catalogue subscription ids exist. */
export async function existingSubscriptionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(inArray(subscription.id, ids));
  return new Set(rows.map((r) => r.id));
}

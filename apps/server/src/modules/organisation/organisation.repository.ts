import {
  PARENT_ORGANISATION_ID,
  type Organisation,
  type OrganisationListQuery,
  type OrganisationPage,
  type PlanCount,
} from '@bookone/domain';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, organisation, property } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type OrganisationRow = typeof organisation.$inferSelect;
export type NewOrganisationRow = typeof organisation.$inferInsert;

/**
 * The organisation's properties, counted in the list's own query (sortable, no second round trip). The outer id is
 * qualified by hand: drizzle leaves columns unqualified in a one-table select, where "id" would name the property's.
 */
const propertyCount =
  sql<number>`(select count(*) from ${property} p where p.organisation_id = ${sql.raw('"organisation"."id"')})`
    .mapWith(Number)
    .as('property_count');

export function toOrganisation(row: OrganisationRow, propertiesByPlan: PlanCount[]): Organisation {
  return {
    id: row.id,
    parentOrganisationId: row.parentOrganisationId,
    name: row.name,
    ownerName: row.ownerName,
    email: row.email,
    address: row.address,
    mobile: row.mobile,
    landline: row.landline,
    countryCode: row.countryCode,
    countryName: row.countryName,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    logoUrl: row.logoUrl,
    websiteUrl: row.websiteUrl,
    themePrimary: row.themePrimary,
    themeSecondary: row.themeSecondary,
    fontFamily: row.fontFamily,
    supportName: row.supportName,
    supportEmail: row.supportEmail,
    supportPhone: row.supportPhone,
    facebook: row.facebook,
    twitter: row.twitter,
    instagram: row.instagram,
    status: row.deactivatedAt ? 'INACTIVE' : 'ACTIVE',
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    platform: row.id === PARENT_ORGANISATION_ID,
    propertyCount: propertiesByPlan.reduce((n, p) => n + p.count, 0),
    propertiesByPlan,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findOrganisationRow(db: Db, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisation).where(eq(organisation.id, id));
  return row;
}

/** The row locked until the transaction ends: an update's "before" for the audit log is then exact. */
export async function lockOrganisationRow(db: Db, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisation).where(eq(organisation.id, id)).for('update');
  return row;
}

export async function insertOrganisation(db: Db, values: NewOrganisationRow): Promise<OrganisationRow> {
  const [row] = await db.insert(organisation).values(values).returning();
  return row!;
}

export async function updateOrganisationRow(db: Db, id: number, values: Partial<NewOrganisationRow>) {
  const [row] = await db.update(organisation).set(values).where(eq(organisation.id, id)).returning();
  return row;
}

/**
 * Sets or clears `deactivated_at`; answers whether the state changed (false: it already was so). Only a change
 * bumps the users' token versions (`revokeOrganisationTokens`), so deactivating twice signs nobody out twice.
 */
export async function setOrganisationDeactivated(db: Db, id: number, deactivated: boolean): Promise<boolean> {
  const rows = await db
    .update(organisation)
    .set({ deactivatedAt: deactivated ? sql`now()` : null })
    .where(
      and(
        eq(organisation.id, id),
        deactivated ? isNull(organisation.deactivatedAt) : isNotNull(organisation.deactivatedAt),
      ),
    )
    .returning({ id: organisation.id });
  return rows.length > 0;
}

/**
 * Every token of the organisation's users and of its properties' users stops working at once: the auth gate
 * compares each token's version with the user's (plugins/auth.ts), so no gate change is needed.
 */
export async function revokeOrganisationTokens(db: Db, organisationId: number) {
  await db
    .update(appUser)
    .set({ tokenVersion: sql`${appUser.tokenVersion} + 1` })
    .where(
      or(
        eq(appUser.organisationId, organisationId),
        inArray(
          appUser.propertyId,
          db.select({ id: property.id }).from(property).where(eq(property.organisationId, organisationId)),
        ),
      ),
    );
}

/** Properties by plan of each organisation asked (plans in a fixed order, no plan last). */
export async function planCounts(db: Db, ids: number[]): Promise<Map<number, PlanCount[]>> {
  const out = new Map<number, PlanCount[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({ organisationId: property.organisationId, plan: property.plan, n: count() })
    .from(property)
    .where(inArray(property.organisationId, ids))
    .groupBy(property.organisationId, property.plan)
    .orderBy(asc(property.organisationId), sql`${property.plan} nulls last`);
  for (const r of rows) out.get(r.organisationId)?.push({ plan: r.plan, count: r.n });
  return out;
}

function organisationWhere(q: OrganisationListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    q.status === 'ACTIVE' ? isNull(organisation.deactivatedAt) : undefined,
    q.status === 'INACTIVE' ? isNotNull(organisation.deactivatedAt) : undefined,
    like
      ? or(
          ilike(organisation.name, like),
          ilike(organisation.ownerName, like),
          ilike(organisation.email, like),
          ilike(organisation.countryName, like),
        )
      : undefined,
  );
}

const SORT = listSort<NonNullable<OrganisationListQuery['sort']>>({
  columns: {
    name: sql`lower(${organisation.name})`,
    ownerName: sql`lower(${organisation.ownerName})`,
    countryName: sql`lower(${organisation.countryName})`,
    propertyCount: sql`property_count`,
    createdAt: organisation.createdAt,
  },
  tiebreak: organisation.id,
  fallback: 'name',
});

const organisationRows = (db: Db, where: SQL | undefined) => async (w: Window) => {
  const rows = await db
    .select({ organisation, propertyCount })
    .from(organisation)
    .where(where)
    .orderBy(...w.orderBy)
    .limit(w.limit)
    .offset(w.offset);
  const plans = await planCounts(
    db,
    rows.map((r) => r.organisation.id),
  );
  return rows.map((r) => toOrganisation(r.organisation, plans.get(r.organisation.id) ?? []));
};

export async function listOrganisations(db: Db, q: OrganisationListQuery): Promise<OrganisationPage> {
  const where = organisationWhere(q);
  return paginate(q, SORT, {
    rows: organisationRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(organisation).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export async function allOrganisations(db: Db, q: OrganisationListQuery, limit: number) {
  return firstRows(q, SORT, organisationRows(db, organisationWhere(q)), limit);
}

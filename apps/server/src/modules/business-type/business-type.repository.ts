import {
  BUSINESS_TYPE_DEFAULTS,
  BUSINESS_TYPES,
  defaultMenusOf,
  PARENT_ORGANISATION_ID,
  type BusinessModule,
  type BusinessType,
  type BusinessTypeConfig,
  type BusinessTypeInput,
  type BusinessTypeListQuery,
  type BusinessTypePage,
} from '@bookone/domain';
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { businessType, organisation, property } from '../../db/schema';
import { likeText, listSort, paginate, type Window } from '../../lib/paginate';

/**
 * An organisation's view of the types: the platform organisation's rows (the defaults) with the organisation's own
 * row over each where it has one. For the platform organisation itself its rows are its own and the defaults.
 */
const base = alias(businessType, 'base');
const own = alias(businessType, 'own');

const pick = <
  K extends 'labelEn' | 'labelFr' | 'locationTermEn' | 'locationTermFr' | 'resourceTermEn' | 'resourceTermFr',
>(
  key: K,
) => sql<string>`coalesce(${own[key]}, ${base[key]})`;

const fields = {
  key: base.key,
  labelEn: pick('labelEn'),
  labelFr: pick('labelFr'),
  locationTermEn: pick('locationTermEn'),
  locationTermFr: pick('locationTermFr'),
  resourceTermEn: pick('resourceTermEn'),
  resourceTermFr: pick('resourceTermFr'),
  modules: sql<BusinessModule[]>`coalesce(${own.modules}, ${base.modules})`,
  active: sql<boolean>`coalesce(${own.active}, ${base.active})`,
  ownId: own.id,
  ownVersion: own.version,
  updatedAt: sql<Date>`coalesce(${own.updatedAt}, ${base.updatedAt})`.mapWith(base.updatedAt),
};

const propertiesOf = (organisationId: number) =>
  sql<number>`(select count(*) from ${property} where ${property.organisationId} = ${organisationId} and ${property.businessType} = ${base.key})`.mapWith(
    Number,
  );

function effective(db: Db, organisationId: number) {
  return db
    .select({ ...fields, properties: propertiesOf(organisationId) })
    .from(base)
    .leftJoin(own, and(eq(own.key, base.key), eq(own.organisationId, organisationId)))
    .where(eq(base.organisationId, PARENT_ORGANISATION_ID))
    .$dynamic();
}

type EffectiveRow = Awaited<ReturnType<ReturnType<typeof effective>['execute']>>[number];

function toConfig(organisationId: number, r: EffectiveRow): BusinessTypeConfig {
  const platform = organisationId === PARENT_ORGANISATION_ID;
  return {
    key: r.key,
    labelEn: r.labelEn,
    labelFr: r.labelFr,
    locationTermEn: r.locationTermEn,
    locationTermFr: r.locationTermFr,
    resourceTermEn: r.resourceTermEn,
    resourceTermFr: r.resourceTermFr,
    modules: r.modules,
    active: r.active,
    source: platform || r.ownId == null ? 'PLATFORM' : 'ORGANISATION',
    version: r.ownVersion ?? 0,
    properties: r.properties,
    defaultMenus: defaultMenusOf(r.key),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function listWhere(q: BusinessTypeListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    q.active ? sql`coalesce(${own.active}, ${base.active}) = ${q.active === 'true'}` : undefined,
    like
      ? or(
          ilike(base.key, like),
          ilike(pick('labelEn'), like),
          ilike(pick('labelFr'), like),
          ilike(pick('locationTermEn'), like),
          ilike(pick('locationTermFr'), like),
          ilike(pick('resourceTermEn'), like),
          ilike(pick('resourceTermFr'), like),
        )
      : undefined,
  );
}

const sortFor = (organisationId: number) =>
  listSort<NonNullable<BusinessTypeListQuery['sort']>>({
    columns: {
      key: base.key,
      label: sql`lower(${pick('labelEn')})`,
      active: sql`coalesce(${own.active}, ${base.active})`,
      properties: propertiesOf(organisationId),
    },
    tiebreak: base.id,
    fallback: 'key',
  });

export async function listBusinessTypes(
  db: Db,
  organisationId: number,
  q: BusinessTypeListQuery,
): Promise<BusinessTypePage> {
  const where = and(eq(base.organisationId, PARENT_ORGANISATION_ID), listWhere(q));
  return paginate(q, sortFor(organisationId), {
    rows: async (w: Window) =>
      (
        await effective(db, organisationId)
          .where(where)
          .orderBy(...w.orderBy)
          .limit(w.limit)
          .offset(w.offset)
      ).map((r) => toConfig(organisationId, r)),
    count: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(base)
        .leftJoin(own, and(eq(own.key, base.key), eq(own.organisationId, organisationId)))
        .where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

/** Every type as the organisation sees it (a handful: the product's types), in the product's order. */
export async function allBusinessTypes(db: Db, organisationId: number): Promise<BusinessTypeConfig[]> {
  const rows = await effective(db, organisationId);
  const order = (key: BusinessType) => BUSINESS_TYPES.indexOf(key);
  return rows.map((r) => toConfig(organisationId, r)).sort((a, b) => order(a.key) - order(b.key));
}

export async function findBusinessType(db: Db, organisationId: number, key: BusinessType) {
  const [row] = await effective(db, organisationId).where(
    and(eq(base.organisationId, PARENT_ORGANISATION_ID), eq(base.key, key)),
  );
  return row ? toConfig(organisationId, row) : undefined;
}

export async function organisationExists(db: Db, id: number) {
  const [row] = await db.select({ id: organisation.id }).from(organisation).where(eq(organisation.id, id));
  return row != null;
}

const values = (input: BusinessTypeInput) => ({
  labelEn: input.labelEn,
  labelFr: input.labelFr,
  locationTermEn: input.locationTermEn,
  locationTermFr: input.locationTermFr,
  resourceTermEn: input.resourceTermEn,
  resourceTermFr: input.resourceTermFr,
  modules: input.modules,
  active: input.active,
});

/** The organisation's first row of a type; false when someone else's insert came first (the unique index). */
export async function insertOwnBusinessType(
  db: Db,
  organisationId: number,
  key: BusinessType,
  input: BusinessTypeInput,
) {
  const rows = await db
    .insert(businessType)
    .values({ organisationId, key, ...values(input) })
    .onConflictDoNothing()
    .returning({ id: businessType.id });
  return rows.length > 0;
}

/** The row at `version` gets the input and the next version; false when it is no longer at that version. */
export async function updateOwnBusinessType(
  db: Db,
  organisationId: number,
  key: BusinessType,
  version: number,
  input: BusinessTypeInput,
) {
  const rows = await db
    .update(businessType)
    .set({ ...values(input), version: sql`${businessType.version} + 1` })
    .where(
      and(
        eq(businessType.organisationId, organisationId),
        eq(businessType.key, key),
        eq(businessType.version, version),
      ),
    )
    .returning({ id: businessType.id });
  return rows.length > 0;
}

/** Drops the organisation's own row at `version` (it follows the defaults again); false when not at that version. */
export async function deleteOwnBusinessType(
  db: Db,
  organisationId: number,
  key: BusinessType,
  version: number,
) {
  const rows = await db
    .delete(businessType)
    .where(
      and(
        eq(businessType.organisationId, organisationId),
        eq(businessType.key, key),
        eq(businessType.version, version),
      ),
    )
    .returning({ id: businessType.id });
  return rows.length > 0;
}

/**
 * The platform's defaults (BUSINESS_TYPE_DEFAULTS) as the platform organisation's rows, for each type it has no row
 * of yet: the seed of a new database, and the first read of a database made before the table existed.
 */
export async function ensurePlatformBusinessTypes(db: Db) {
  if (!(await organisationExists(db, PARENT_ORGANISATION_ID))) return;
  await db
    .insert(businessType)
    .values(
      BUSINESS_TYPES.map((key) => ({
        organisationId: PARENT_ORGANISATION_ID,
        key,
        ...BUSINESS_TYPE_DEFAULTS[key],
        active: true,
      })),
    )
    .onConflictDoNothing();
}

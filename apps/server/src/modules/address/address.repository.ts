// Every query of the address reference data: one tree of places (address_place), listed a level at a time with the
// names above each place, looked up for type-ahead, and written one place or one file of streets at a time.
import {
  ADDRESS_LEVELS,
  type AddressChoice,
  type AddressLevel,
  type AddressListQuery,
  type AddressPage,
  type AddressPlace,
} from '@bookone/domain';
import { and, asc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { addressPlace } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type PlaceRow = typeof addressPlace.$inferSelect;
export type NewPlaceRow = typeof addressPlace.$inferInsert;

// The four places above a place, nearest first (a street's suburb, city, state and country).
const up1 = alias(addressPlace, 'up1');
const up2 = alias(addressPlace, 'up2');
const up3 = alias(addressPlace, 'up3');
const up4 = alias(addressPlace, 'up4');
const UP = [up1, up2, up3, up4] as const;

const childCount =
  sql<number>`(select count(*) from address_place c where c.parent_id = ${addressPlace.id})`.mapWith(Number);

/** The columns of a place that name it. */
type Naming = { name: AnyColumn; nameFr: AnyColumn; code: AnyColumn };

function withAncestors(db: Db) {
  return db
    .select({
      place: addressPlace,
      up1: { name: up1.name, nameFr: up1.nameFr, code: up1.code },
      up2: { name: up2.name, nameFr: up2.nameFr, code: up2.code },
      up3: { name: up3.name, nameFr: up3.nameFr, code: up3.code },
      up4: { name: up4.name, nameFr: up4.nameFr, code: up4.code },
      children: childCount,
    })
    .from(addressPlace)
    .leftJoin(up1, eq(up1.id, addressPlace.parentId))
    .leftJoin(up2, eq(up2.id, up1.parentId))
    .leftJoin(up3, eq(up3.id, up2.parentId))
    .leftJoin(up4, eq(up4.id, up3.parentId));
}

type Ancestor = { name: string; nameFr: string | null; code: string | null } | null;
type Joined = {
  place: PlaceRow;
  up1: Ancestor;
  up2: Ancestor;
  up3: Ancestor;
  up4: Ancestor;
  children: number;
};

/** The ancestors of a place by level: a suburb's up1 is its city, up2 its state, up3 its country. */
function ancestorsByLevel(level: AddressLevel, r: Joined): Partial<Record<AddressLevel, Ancestor>> {
  const up = [r.up1, r.up2, r.up3, r.up4];
  const out: Partial<Record<AddressLevel, Ancestor>> = {};
  const depth = ADDRESS_LEVELS.indexOf(level);
  for (let i = 0; i < depth; i++) out[ADDRESS_LEVELS[depth - 1 - i]!] = up[i] ?? null;
  return out;
}

export function toPlace(r: Joined): AddressPlace {
  const p = r.place;
  const above = ancestorsByLevel(p.level, r);
  return {
    id: p.id,
    level: p.level,
    name: p.name,
    nameFr: p.nameFr,
    code: p.code,
    postcode: p.postcode,
    parentId: p.parentId,
    parentName: r.up1?.name ?? null,
    country: above.country?.name ?? null,
    state: above.state?.name ?? null,
    city: above.city?.name ?? null,
    suburb: above.suburb?.name ?? null,
    children: r.children,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function toChoice(r: Joined): AddressChoice {
  const p = r.place;
  const above: Partial<Record<AddressLevel, Ancestor>> = {
    ...ancestorsByLevel(p.level, r),
    [p.level]: { name: p.name, nameFr: p.nameFr, code: p.code },
  };
  return {
    id: p.id,
    level: p.level,
    name: p.name,
    nameFr: p.nameFr,
    code: p.code,
    postcode: p.postcode,
    country: above.country?.name ?? null,
    countryFr: above.country?.nameFr ?? null,
    countryCode: above.country?.code ?? null,
    state: above.state?.name ?? null,
    city: above.city?.name ?? null,
    suburb: above.suburb?.name ?? null,
  };
}

export async function findPlaceRow(db: Db, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(addressPlace).where(eq(addressPlace.id, id));
  return row;
}

export async function findPlace(db: Db, id: number): Promise<AddressPlace | undefined> {
  const [row] = await withAncestors(db).where(eq(addressPlace.id, id));
  return row ? toPlace(row) : undefined;
}

/** The place of this level with this name (any case) under this parent, if any. */
export async function findSibling(db: Db, level: AddressLevel, parentId: number | null, name: string) {
  const [row] = await db
    .select({ id: addressPlace.id })
    .from(addressPlace)
    .where(
      and(
        eq(addressPlace.level, level),
        parentId == null ? sql`${addressPlace.parentId} is null` : eq(addressPlace.parentId, parentId),
        sql`lower(${addressPlace.name}) = lower(${name})`,
      ),
    );
  return row;
}

export async function findCountryByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: addressPlace.id })
    .from(addressPlace)
    .where(eq(addressPlace.code, code));
  return row;
}

export async function insertPlace(db: Db, values: NewPlaceRow) {
  const [row] = await db.insert(addressPlace).values(values).returning();
  return row!;
}

/** Sets the given columns (none given: nothing to change, e.g. a PUT of fields this level does not carry). */
export async function updatePlaceRow(db: Db, id: number, values: Partial<NewPlaceRow>) {
  if (Object.keys(values).length === 0) return;
  await db.update(addressPlace).set(values).where(eq(addressPlace.id, id));
}

export async function deletePlaceRow(db: Db, id: number) {
  await db.delete(addressPlace).where(eq(addressPlace.id, id));
}

/** How many places hang directly under a place. */
export async function countChildren(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(addressPlace)
    .where(eq(addressPlace.parentId, id));
  return row?.n ?? 0;
}

// ------------------------------------------------------------------ lists

function placeWhere(level: AddressLevel, q: AddressListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    eq(addressPlace.level, level),
    q.parentId ? eq(addressPlace.parentId, q.parentId) : undefined,
    like
      ? or(
          ilike(addressPlace.name, like),
          ilike(addressPlace.nameFr, like),
          ilike(addressPlace.code, like),
          ilike(addressPlace.postcode, like),
          ilike(up1.name, like),
        )
      : undefined,
  );
}

const SORT = listSort<NonNullable<AddressListQuery['sort']>>({
  columns: {
    name: addressPlace.name,
    code: addressPlace.code,
    postcode: addressPlace.postcode,
    parent: up1.name,
    children: childCount,
    createdAt: addressPlace.createdAt,
  },
  tiebreak: addressPlace.id,
  fallback: 'name',
});

const placeRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await withAncestors(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map((r) => toPlace(r));

/** A page of one level's places, with the filter's count. */
export async function listPlaces(db: Db, level: AddressLevel, q: AddressListQuery): Promise<AddressPage> {
  const where = placeWhere(level, q);
  return paginate(q, SORT, {
    rows: placeRows(db, where),
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(addressPlace)
        .leftJoin(up1, eq(up1.id, addressPlace.parentId))
        .where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

/** Every place of the level the filter matches (up to `limit`), in the list's order: the export. */
export function allPlaces(db: Db, level: AddressLevel, q: AddressListQuery, limit: number) {
  return firstRows(q, SORT, placeRows(db, placeWhere(level, q)), limit);
}

// ------------------------------------------------------------------ type-ahead

/** Whether any place of the level carries this name (English, French or a country's code). */
export async function nameExists(db: Db, level: AddressLevel, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: addressPlace.id })
    .from(addressPlace)
    .where(and(eq(addressPlace.level, level), sameName(addressPlace, name)))
    .limit(1);
  return row != null;
}

function sameName(t: Naming, name: string) {
  const lower = name.toLowerCase();
  return or(
    sql`lower(${t.name}) = ${lower}`,
    sql`lower(${t.nameFr}) = ${lower}`,
    sql`lower(${t.code}) = ${lower}`,
  )!;
}

/**
 * The places of a level matching the typed text (names starting with it first), under the named places above it:
 * `within` maps a level above to a name that the caller has checked exists.
 */
export async function lookupPlaces(
  db: Db,
  level: AddressLevel,
  search: string,
  within: Partial<Record<AddressLevel, string>>,
  size: number,
): Promise<AddressChoice[]> {
  const depth = ADDRESS_LEVELS.indexOf(level);
  const narrow = Object.entries(within).map(([above, name]) => {
    const i = depth - 1 - ADDRESS_LEVELS.indexOf(above as AddressLevel);
    return sameName(UP[i]!, name);
  });
  const text = search.toLowerCase();
  const starts = likeText(text).slice(1);
  const like = likeText(text);
  const matches = text
    ? or(ilike(addressPlace.name, like), ilike(addressPlace.nameFr, like), ilike(addressPlace.code, like))
    : undefined;
  const rows = await withAncestors(db)
    .where(and(eq(addressPlace.level, level), matches, ...narrow))
    .orderBy(
      sql`(lower(${addressPlace.name}) like ${starts} or lower(coalesce(${addressPlace.nameFr}, '')) like ${starts}) desc`,
      asc(addressPlace.name),
      asc(addressPlace.id),
    )
    .limit(size);
  return rows.map((r) => toChoice(r));
}

// ------------------------------------------------------------------ street upload

/**
 * The places of a level whose lower-case name is one of `names` (the upload's lookups), with their parent; every
 * country (a few hundred, matched by code, English or French name).
 */
export async function placesNamed(db: Db, level: AddressLevel, names: string[]) {
  if (names.length === 0 && level !== 'country') return [];
  return db
    .select({
      id: addressPlace.id,
      parentId: addressPlace.parentId,
      name: addressPlace.name,
      nameFr: addressPlace.nameFr,
      code: addressPlace.code,
    })
    .from(addressPlace)
    .where(
      and(
        eq(addressPlace.level, level),
        level === 'country' ? undefined : sql`lower(${addressPlace.name}) = any(${sql.param(names)}::text[])`,
      ),
    );
}

/** The streets already under these suburbs (their lower-case names), for the upload's "exists" rows. */
export async function streetsUnder(db: Db, suburbIds: number[]) {
  if (suburbIds.length === 0) return [];
  return db
    .select({ parentId: addressPlace.parentId, name: sql<string>`lower(${addressPlace.name})` })
    .from(addressPlace)
    .where(and(eq(addressPlace.level, 'street'), inArray(addressPlace.parentId, suburbIds)));
}

/** Inserts the upload's new streets, a thousand rows per statement (the caller holds the transaction). */
export async function insertStreets(
  db: Db,
  rows: { parentId: number; name: string; postcode: string | null }[],
) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(addressPlace)
      .values(rows.slice(i, i + 1000).map((r) => ({ level: 'street' as const, ...r })));
  }
}

/** Inserts places in one statement (the seed), returning their ids and names. */
export async function insertPlaces(db: Db, values: NewPlaceRow[]) {
  if (values.length === 0) return [];
  return db
    .insert(addressPlace)
    .values(values)
    .returning({ id: addressPlace.id, name: addressPlace.name, parentId: addressPlace.parentId });
}

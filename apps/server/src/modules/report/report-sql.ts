// SQL pieces the reports share (decision 0047): the scope's properties, a stored instant's local day, and the
// conversion of aggregate rows to the answer's cells by column type. Reports are the module's repositories.
import { roundCents, type BusinessType, type ReportColumn, type ReportRow } from '@bookone/domain';
import { and, asc, eq, inArray, isNull, sql, type Column, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { property } from '../../db/schema';
import type { ReportProperty, ReportScope } from './report-definition';

/** `column in (the scope's properties)`. */
export const inScope = (column: Column, scope: ReportScope) => inArray(column, scope.propertyIds);

/**
 * The local day of an instant column in its property's time zone: a literal zone when the scope has one (the
 * planner then uses expression indexes), the property's own otherwise.
 */
export function localDay(instant: Column | SQL, propertyId: Column, scope: ReportScope): SQL {
  const zones = new Set(scope.properties.map((p) => p.timezone));
  if (zones.size === 1) return sql`(${instant} at time zone ${[...zones][0]!})::date`;
  return sql`(${instant} at time zone (select ${property.timezone} from ${property} where ${property.id} = ${propertyId}))::date`;
}

/** A date column or expression as 'yyyy-MM-dd'. */
export const isoDay = (day: Column | SQL) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;

/** Aggregates come back as strings from numeric sums and bigint counts: cells by the column's type. */
function cellOf(type: ReportColumn['type'], value: unknown) {
  if (value == null) return null;
  switch (type) {
    case 'money':
      return roundCents(Number(value));
    case 'int':
      return Math.round(Number(value));
    case 'percent':
      return Math.round(Number(value) * 10) / 10;
    case 'date':
    case 'text':
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/** Rows of an aggregate query as the answer's cells: only the report's columns, typed by them. */
export function cellsOf(
  columns: readonly ReportColumn[],
  rows: readonly Record<string, unknown>[],
): ReportRow[] {
  return rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, cellOf(c.type, row[c.key])])));
}

/** A totals row: the report's columns from one aggregate row (text columns blank unless given). */
export function totalsOf(
  columns: readonly ReportColumn[],
  row: Record<string, unknown> | undefined,
): ReportRow | null {
  if (!row) return null;
  return cellsOf(columns, [row])[0]!;
}

/** Rows of a raw `db.execute`, on PGlite and node-postgres alike. */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The active properties of an organisation whose business type is one of `types`, by name. */
export function organisationReportProperties(
  db: Db,
  organisationId: number,
  types: readonly BusinessType[],
): Promise<ReportProperty[]> {
  return db
    .select({
      id: property.id,
      name: property.name,
      timezone: property.timezone,
      currency: property.localCurrency,
      businessType: property.businessType,
    })
    .from(property)
    .where(
      and(
        eq(property.organisationId, organisationId),
        inArray(property.businessType, [...types]),
        isNull(property.deactivatedAt),
      ),
    )
    .orderBy(asc(property.name), asc(property.id));
}

/** The scope's property ids as a list for raw SQL: `property_id in (${scopeIds(scope)})`. */
export const scopeIds = (scope: ReportScope) =>
  sql.join(
    scope.propertyIds.map((id) => sql`${id}`),
    sql`, `,
  );

// SQL pieces the services and orders reports share (raw SQL over table aliases): which properties, which
// property-local days, and a GROUPING SETS query's rows apart from its grand total.
import { addDays, wallClockToInstant } from '@bookone/domain';
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../../db/client';

/** The properties a report covers (already checked against the caller) with their zones, and its days (inclusive). */
export interface ReportScope {
  properties: readonly { id: number; timezone: string }[];
  from: string;
  to: string;
}

/** `column in (ids)`; false for none. */
export function propertyIn(column: SQL, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * A row of one of the scope's properties whose instant falls on one of the scope's days in that property's zone:
 * per property, the instants its first day begins and the day after its last begins, as constants. The planner then
 * reads the (property, instant) index with a true estimate of the rows (bounds computed in SQL from the property's
 * zone were estimated at a tenth of them, and a year of order lines was read line by line), and no row's zone is
 * converted.
 */
export function onScopeDays(propertyColumn: SQL, instant: SQL, scope: ReportScope): SQL {
  if (scope.properties.length === 0) return sql`false`;
  const at = (date: string, timeZone: string) =>
    new Date(wallClockToInstant(date, '00:00', timeZone)).toISOString();
  return sql`(${sql.join(
    scope.properties.map(
      (p) => sql`(${propertyColumn} = ${p.id} and ${instant} >= ${at(scope.from, p.timezone)}::timestamptz
        and ${instant} < ${at(addDays(scope.to, 1), p.timezone)}::timestamptz)`,
    ),
    sql` or `,
  )})`;
}

type Totalled<R> = R & { grandTotal: boolean };

/** The rows of a GROUPING SETS query, its grand-total row (flagged `grandTotal`) apart. */
export async function rowsAndTotals<R>(db: Db, query: SQL): Promise<{ rows: R[]; totals: R | undefined }> {
  const result: unknown = await db.execute(query);
  const strip = ({ grandTotal: _, ...r }: Totalled<R>) => r as R;
  const all = (result as { rows: Totalled<R>[] }).rows;
  const grand = all.find((r) => r.grandTotal);
  return { rows: all.filter((r) => !r.grandTotal).map(strip), totals: grand && strip(grand) };
}

/**
 * The business services of the properties that have `what` (offerings, products), as a filter's choices: the
 * property's name first when there are several properties.
 */
export async function businessServiceOptions(
  db: Db,
  propertyIds: readonly number[],
  what: 'offering' | 'product_group',
): Promise<{ value: string; label: string }[]> {
  const named = propertyIds.length > 1;
  const result: unknown = await db.execute(sql`
    select bs.id::text as "value",
      case when ${named} then p.name || ' · ' || bs.name else bs.name end as "label"
    from business_service bs
    join property p on p.id = bs.property_id
    where ${propertyIn(sql`bs.property_id`, propertyIds)}
      and exists (select 1 from ${sql.identifier(what)} x where x.business_service_id = bs.id)
    order by "label", bs.id`);
  return (result as { rows: { value: string; label: string }[] }).rows;
}

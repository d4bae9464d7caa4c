// SQL pieces the services and orders reports share (raw SQL over table aliases): which properties, which
// property-local days, and a GROUPING SETS query's rows apart from its grand total.
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../../db/client';

/** The properties a report covers (already checked against the caller) and its days, yyyy-MM-dd inclusive. */
export interface ReportScope {
  propertyIds: readonly number[];
  from: string;
  to: string;
}

/** `column in (ids)`; false for no property at all. */
export function propertyIn(column: SQL, scope: Pick<ReportScope, 'propertyIds'>): SQL {
  if (scope.propertyIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.propertyIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * An instant on one of the scope's days in its property's zone. The wide bounds on the bare column come first so
 * that an index on (property, instant) narrows the rows before the per-row zone conversion: no zone is more than
 * 14 hours from UTC, and two days either side also covers a session zone other than UTC.
 */
export function localDayWhere(instant: SQL, timeZone: SQL, scope: Pick<ReportScope, 'from' | 'to'>): SQL {
  return sql`${instant} >= (${scope.from}::date - 2)::timestamptz
    and ${instant} < (${scope.to}::date + 3)::timestamptz
    and (${instant} at time zone ${timeZone})::date between ${scope.from}::date and ${scope.to}::date`;
}

type Totalled<R> = R & { total: boolean };

/** The rows of a GROUPING SETS query, its grand-total row (flagged `total`) apart. */
export async function rowsAndTotals<R>(db: Db, query: SQL): Promise<{ rows: R[]; totals: R | undefined }> {
  const result: unknown = await db.execute(query);
  const strip = ({ total: _, ...r }: Totalled<R>) => r as R;
  const all = (result as { rows: Totalled<R>[] }).rows;
  const grand = all.find((r) => r.total);
  return { rows: all.filter((r) => !r.total).map(strip), totals: grand && strip(grand) };
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
    where ${propertyIn(sql`bs.property_id`, { propertyIds })}
      and exists (select 1 from ${sql.identifier(what)} x where x.business_service_id = bs.id)
    order by "label", bs.id`);
  return (result as { rows: { value: string; label: string }[] }).rows;
}

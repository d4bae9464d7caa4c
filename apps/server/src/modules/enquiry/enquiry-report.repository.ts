// The enquiry reports (issue 15, spec §7.4 and the dashboard's Enquiries report): enquiries received in a period at
// some properties, counted by type, source, status or property in one GROUP BY, with the conversion rate and the
// time to the first answer. The first answer is the enquiry's first status move out of NEW (quoted, won, lost,
// expired), read from its audit trail (audit_log keeps every move with the field changed).
import type { EnquiryBreakdown } from '@bookone/domain';
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { auditLog, enquiry, property } from '../../db/schema';

/** The enquiries counted: received at these properties between the two days (in each property's time zone). */
export interface EnquiryReportScope {
  propertyIds: number[];
  from: string;
  to: string;
}

/** The label of an enquiry without an accommodation type. */
export const UNSPECIFIED_TYPE = 'Unspecified';

const GROUP: Record<EnquiryBreakdown, SQL> = {
  type: sql`coalesce(nullif(trim(${enquiry.accommodationType}), ''), ${UNSPECIFIED_TYPE})`,
  source: sql`${enquiry.source}`,
  status: sql`${enquiry.status}`,
  property: sql`${property.name}`,
};

/** One group's figures (counts as numbers; the rate in per cent; minutes null when no enquiry was answered). */
export interface EnquiryFigures {
  group: string;
  enquiries: number;
  open: number;
  quoted: number;
  won: number;
  lost: number;
  expired: number;
  conversionRate: number;
  avgFirstAnswerMinutes: number | null;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * The figures by `by` (largest group first) and over all of them, in two aggregate queries. `quoted` counts the
 * enquiries that reached a quote, whatever became of them (QUOTED now, or WON from a quote).
 */
export async function enquiryFigures(
  db: Db,
  scope: EnquiryReportScope,
  by: EnquiryBreakdown,
): Promise<{ rows: EnquiryFigures[]; totals: EnquiryFigures }> {
  if (scope.propertyIds.length === 0) return { rows: [], totals: empty('') };
  const ids = sql.join(
    scope.propertyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const firstAnswer = sql`(select min(${auditLog.createdAt}) from ${auditLog}
      where ${auditLog.entity} = 'enquiry' and ${auditLog.entityId} = ${enquiry.id}::text
        and ${auditLog.action} = 'update' and (${auditLog.changes} -> 'status') is not null)`;
  const figures = sql`
    count(*) as enquiries,
    count(*) filter (where ${enquiry.status} in ('NEW', 'QUOTED')) as open,
    count(*) filter (where ${enquiry.status} = 'QUOTED' or ${enquiry.quote} is not null) as quoted,
    count(*) filter (where ${enquiry.status} = 'WON') as won,
    count(*) filter (where ${enquiry.status} = 'LOST') as lost,
    count(*) filter (where ${enquiry.status} = 'EXPIRED') as expired,
    avg(extract(epoch from (${firstAnswer} - ${enquiry.createdAt})) / 60) as minutes`;
  const from = sql`from ${enquiry} join ${property} on ${property.id} = ${enquiry.propertyId}
    where ${enquiry.propertyId} in (${ids})
      and (${enquiry.createdAt} at time zone ${property.timezone})::date between ${scope.from}::date and ${scope.to}::date`;
  const group = GROUP[by];
  const [grouped, total] = await Promise.all([
    db.execute(sql`select ${group} as "group", ${figures} ${from} group by 1 order by count(*) desc, 1`),
    db.execute(sql`select ${figures} ${from}`),
  ]);
  const rows = (grouped as { rows: Record<string, unknown>[] }).rows.map(toFigures);
  const [t] = (total as { rows: Record<string, unknown>[] }).rows;
  return { rows, totals: t ? toFigures({ ...t, group: '' }) : empty('') };
}

function toFigures(r: Record<string, unknown>): EnquiryFigures {
  const enquiries = n(r.enquiries);
  const won = n(r.won);
  return {
    group: typeof r.group === 'string' ? r.group : '',
    enquiries,
    open: n(r.open),
    quoted: n(r.quoted),
    won,
    lost: n(r.lost),
    expired: n(r.expired),
    conversionRate: enquiries === 0 ? 0 : Math.round((won / enquiries) * 1000) / 10,
    avgFirstAnswerMinutes: r.minutes == null ? null : Math.round(Number(r.minutes)),
  };
}

const empty = (group: string): EnquiryFigures => ({
  group,
  enquiries: 0,
  open: 0,
  quoted: 0,
  won: 0,
  lost: 0,
  expired: 0,
  conversionRate: 0,
  avgFirstAnswerMinutes: null,
});

// Spec §7.3's service request reports on the dashboard (issue 15): the figures of getServiceManagementReport,
// getPropertyServiceReport and getIssueTypeReport (modules/service-request, one property each), here for every
// property in the report's scope, by the day each request was opened in its property's zone, with grand totals.
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { onScopeDays, rowsAndTotals, type ReportScope } from './grouped-sql';

const counts = sql`
  count(s.id)::int as "total",
  count(s.id) filter (where s.status = 'OPEN')::int as "open",
  count(s.id) filter (where s.status = 'IN_PROGRESS')::int as "inProgress",
  count(s.id) filter (where s.status = 'RESOLVED')::int as "resolved",
  count(s.id) filter (where s.status = 'CLOSED')::int as "closed",
  count(s.id) filter (where s.priority = 'URGENT')::int as "urgent",
  round((avg(extract(epoch from s.resolved_at - s.opened_at)) / 3600)::numeric, 1)::float8
    as "averageResolutionHours"`;

const opened = (scope: ReportScope): SQL => sql`${onScopeDays(sql`s.property_id`, sql`s.opened_at`, scope)}`;

export interface RequestCounts {
  total: number;
  open: number;
  inProgress: number;
  resolved: number;
  closed: number;
  urgent: number;
  averageResolutionHours: number | null;
}

/** Who handles the requests: by assigned user (their name), else by assigned role; unassigned last. */
export function requestsByAssignee(db: Db, scope: ReportScope) {
  return rowsAndTotals<RequestCounts & { assignee: string | null; role: string | null }>(
    db,
    sql`select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as "assignee",
        s.assigned_role as "role", ${counts}, grouping(s.assigned_user_id) = 1 as "grandTotal"
      from service_request s
      join property p on p.id = s.property_id
      left join app_user u on u.id = s.assigned_user_id
      where ${opened(scope)}
      group by grouping sets ((s.assigned_user_id, u.first_name, u.last_name, u.username, s.assigned_role), ())
      order by "grandTotal", s.assigned_role is null and s.assigned_user_id is null, count(s.id) desc,
        s.assigned_role, s.assigned_user_id`,
  );
}

/** The requests day by day (the day opened), every day of the range listed. */
export function requestsByDay(db: Db, scope: ReportScope) {
  return rowsAndTotals<RequestCounts & { date: string }>(
    db,
    sql`select to_char(g.d, 'YYYY-MM-DD') as "date", ${counts}, grouping(g.d) = 1 as "grandTotal"
      from generate_series(${scope.from}::date, ${scope.to}::date, interval '1 day') g(d)
      left join (service_request s join property p on p.id = s.property_id)
        on ${opened(scope)} and (s.opened_at at time zone p.timezone)::date = g.d::date
      group by grouping sets ((g.d), ())
      order by "grandTotal", g.d`,
  );
}

/** The requests by issue type, most frequent first. */
export function requestsByIssueType(db: Db, scope: ReportScope) {
  return rowsAndTotals<RequestCounts & { issueType: string }>(
    db,
    sql`select s.issue_type as "issueType", ${counts}, grouping(s.issue_type) = 1 as "grandTotal"
      from service_request s
      join property p on p.id = s.property_id
      where ${opened(scope)}
      group by grouping sets ((s.issue_type), ())
      order by "grandTotal", count(s.id) desc, s.issue_type`,
  );
}

// Declares a report of the services or orders group on the framework (decision 0047) from a GROUPING SETS query of
// this folder: the range query with the group's one filter (a service, an outlet) if it has one, the rows and the
// grand total as the answer's cells.
import {
  rangeReportQuery,
  type BusinessType,
  type Permission,
  type ReportChart,
  type ReportColumn,
} from '@bookone/domain';
import { idParam } from '@bookone/domain';

import type { Db } from '../../../db/client';
import {
  defineReport,
  type ReportFilterSpec,
  type ReportScope as FrameworkScope,
} from '../report-definition';
import { cellsOf, totalsOf } from '../report-sql';
import type { ReportScope } from './grouped-sql';

/** Which business service a report reads: `serviceId` (a spa's treatments, a restaurant's tables) or `outletId`. */
export type GroupFilterKey = 'serviceId' | 'outletId';

export interface GroupedReportGroup {
  group: 'services' | 'orders';
  permission: Permission;
  businessTypes: readonly BusinessType[];
  /** The group's one filter and its choices for the properties in scope; none for reports of every service. */
  filter?: {
    key: GroupFilterKey;
    options: (db: Db, propertyIds: readonly number[]) => Promise<{ value: string; label: string }[]>;
  };
}

export interface GroupedReport {
  id: string;
  summary: string;
  columns: readonly ReportColumn[];
  chart: ReportChart | null;
  sheet: string;
  figures: (
    db: Db,
    scope: ReportScope,
    filter: Partial<Record<GroupFilterKey, number>>,
  ) => Promise<{ rows: object[]; totals: object | undefined }>;
}

/** The group's declarations, one per report, sharing its query, filter, permission and business types. */
export function groupedReports(g: GroupedReportGroup, reports: readonly GroupedReport[]) {
  const key = g.filter?.key;
  const query = rangeReportQuery(key ? { [key]: idParam.optional() } : {});
  const filters: ReportFilterSpec[] = g.filter
    ? [
        {
          key: g.filter.key,
          kind: 'select',
          options: (db: Db, scope: FrameworkScope) => g.filter!.options(db, scope.propertyIds),
        },
      ]
    : [];
  return reports.map((r) =>
    defineReport({
      id: r.id,
      group: g.group,
      permission: g.permission,
      businessTypes: g.businessTypes,
      period: 'range',
      summary: r.summary,
      query,
      filters,
      columns: r.columns,
      chart: r.chart,
      sheet: r.sheet,
      async compute(db, scope, q) {
        // The filter's computed key widens the query's type: the dates are the range query's own.
        const { from, to } = q as unknown as { from: string; to: string };
        const chosen = key && (q as Partial<Record<GroupFilterKey, number>>)[key];
        const { rows, totals } = await r.figures(
          db,
          { properties: scope.properties, from, to },
          key && chosen ? { [key]: chosen } : {},
        );
        return {
          rows: cellsOf(r.columns, rows as Record<string, unknown>[]),
          totals: totalsOf(r.columns, totals as Record<string, unknown> | undefined),
        };
      },
    }),
  );
}

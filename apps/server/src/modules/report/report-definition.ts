// What a report of the dashboard declares (decision 0047): one file per report under reports/, listed in
// reports/index.ts; the routes, the catalogue, the tenant check and the Excel file come from these declarations.
import type {
  BusinessType,
  Permission,
  ReportChart,
  ReportColumn,
  ReportFilter,
  ReportGroup,
  ReportRow,
} from '@bookone/domain';
import type { z } from 'zod';

import type { Db } from '../../db/client';

/** A property a report reads, with what its figures need: the zone of its days and its currency. */
export interface ReportProperty {
  id: number;
  name: string;
  timezone: string;
  currency: string;
  businessType: BusinessType;
}

/** The properties in reach of the caller that the report covers (one, or an organisation's of its types). */
export interface ReportScope {
  properties: ReportProperty[];
  propertyIds: number[];
}

/**
 * A filter's declaration: fixed options (values, labels translated by the web) or options read for the properties in
 * scope (their room types, rate plans...), answered with the report.
 */
export interface ReportFilterSpec extends Omit<ReportFilter, 'options'> {
  options?: readonly string[] | ((db: Db, scope: ReportScope) => Promise<{ value: string; label: string }[]>);
}

/** Rows and totals of a report, each a record keyed by the report's column keys. */
export interface ReportFigures {
  rows: ReportRow[];
  totals: ReportRow | null;
  /** The columns and chart of this run, when a filter changes them (a "by" choice, a totals view). */
  columns?: readonly ReportColumn[];
  chart?: ReportChart | null;
}

export interface ReportDefinition<Q extends z.ZodType = z.ZodType> {
  /** The path segment (`/api/report/<id>`), kebab-case, and the web's `reports:titles.<id>`. */
  id: string;
  group: ReportGroup;
  permission: Permission;
  /** The business types whose properties the report is for (an organisation-wide run reads only these). */
  businessTypes: readonly BusinessType[];
  period: 'range' | 'day';
  /** The OpenAPI summary: what the figures are and how they are counted. */
  summary: string;
  /** The query: `rangeReportQuery(filters)` or `dayReportQuery(filters)` of the domain. */
  query: Q;
  filters: readonly ReportFilterSpec[];
  columns: readonly ReportColumn[];
  chart: ReportChart | null;
  /** The Excel sheet's name (at most 31 characters). */
  sheet: string;
  /**
   * Rows and totals for the properties in scope, in SQL aggregates (GROUP BY, never rows loaded to be summed). A
   * method (not a property) so that a report's own query type still fits the registry's list.
   */
  compute(db: Db, scope: ReportScope, query: z.output<Q>): Promise<ReportFigures>;
}

/** Declares a report with its query type checked against its compute function. */
export const defineReport = <Q extends z.ZodType>(report: ReportDefinition<Q>): ReportDefinition<Q> => report;

/** The period a query covers, whichever its kind: `from`..`to`, or the one `date`. */
export function periodOf(query: unknown): { from: string; to: string } {
  const q = query as { from?: string; to?: string; date?: string };
  return q.date ? { from: q.date, to: q.date } : { from: q.from ?? '', to: q.to ?? '' };
}

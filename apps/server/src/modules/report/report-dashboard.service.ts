// The report dashboard's service (decision 0047): which reports a caller may open, and running one of them for the
// properties in the caller's reach, the tenant check first.
import {
  REPORT_MAX_DAYS,
  tenantScopeOf,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  type ReportFilter,
  type ReportInfo,
  type ReportResult,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import { actorCan, type Actor } from '../../plugins/auth';
import { periodOf, type ReportDefinition, type ReportFigures, type ReportScope } from './report-definition';
import { organisationReportProperties } from './report-sql';
import { REPORTS } from './reports';

const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5;

/** A fixed list's options: the values, which the web translates (`reports:options.<filter>.<value>`). */
const fixedOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function createReportDashboardService(db: Db) {
  /**
   * The properties a run covers: the one named (404 as missing beyond the caller's reach, decision 0008), else every
   * property of the caller's organisation of the report's business types, else the property user's own. A platform
   * user names a property. Money is summed only within one currency.
   */
  async function scopeOf(actor: Actor, report: ReportDefinition, propertyId: number | undefined) {
    let properties: ReportScope['properties'];
    if (propertyId != null) {
      const row = await reachableProperty(db, actor, propertyId);
      if (!report.businessTypes.includes(row.businessType))
        throw badRequest(`The ${report.id} report is not for a ${row.businessType} property`, {
          propertyId: `Not a ${row.businessType} report`,
        });
      properties = [
        {
          id: row.id,
          name: row.name,
          timezone: row.timezone,
          currency: row.localCurrency,
          businessType: row.businessType,
        },
      ];
    } else if (tenantScopeOf(actor.roles) === 'organisation' && actor.organisationId != null) {
      properties = await organisationReportProperties(db, actor.organisationId, report.businessTypes);
    } else if (tenantScopeOf(actor.roles) === 'property' && actor.propertyId != null) {
      return scopeOf(actor, report, actor.propertyId);
    } else throw badRequest('Choose a property', { propertyId: VALIDATION_KEYS.required });
    if (new Set(properties.map((p) => p.currency)).size > 1)
      throw badRequest('The properties use different currencies: choose one property', {
        propertyId: VALIDATION_KEYS.required,
      });
    return { properties, propertyIds: properties.map((p) => p.id) } satisfies ReportScope;
  }

  async function filtersOf(report: ReportDefinition, scope: ReportScope): Promise<ReportFilter[]> {
    return Promise.all(
      report.filters.map(async ({ options, ...filter }) => ({
        ...filter,
        ...(options == null
          ? {}
          : {
              options: typeof options === 'function' ? await options(db, scope) : fixedOptions(options),
            }),
      })),
    );
  }

  return {
    /** The reports the caller holds the permission of, for the business types of the properties in reach. */
    async catalogue(actor: Actor): Promise<ReportInfo[]> {
      const types = new Set<string>();
      const scope = tenantScopeOf(actor.roles);
      if (scope === 'organisation' && actor.organisationId != null)
        for (const p of await organisationReportProperties(db, actor.organisationId, [
          'Accommodation',
          'Services',
          'Restaurant',
          'Other',
        ]))
          types.add(p.businessType);
      else if (actor.propertyId != null) {
        const own = await reachableProperty(db, actor, actor.propertyId);
        types.add(own.businessType);
      }
      return REPORTS.filter(
        (r) =>
          actorCan(actor, r.permission) &&
          (scope === 'platform' || r.businessTypes.some((t) => types.has(t))),
      ).map((r) => ({
        id: r.id,
        group: r.group,
        businessTypes: [...r.businessTypes],
        period: r.period,
        chart: r.chart,
        filters: r.filters.map(({ options, ...f }) =>
          typeof options === 'object' ? { ...f, options: fixedOptions(options) } : f,
        ),
      }));
    },

    /** One report's figures for the caller's properties; 400 beyond a year. */
    async run(
      actor: Actor,
      report: ReportDefinition,
      query: { propertyId?: number },
    ): Promise<ReportResult & { today: string }> {
      const scope = await scopeOf(actor, report, query.propertyId);
      const { from, to } = periodOf(query);
      if (days(from, to) >= REPORT_MAX_DAYS)
        throw badRequest(`At most ${REPORT_MAX_DAYS} days`, {
          to: withValues(VALIDATION_KEYS.atMostDaysAfterFrom, { max: REPORT_MAX_DAYS }),
        });
      const [figures, filters] = await Promise.all([
        scope.propertyIds.length === 0
          ? Promise.resolve<ReportFigures>({ rows: [], totals: null })
          : report.compute(db, scope, query),
        filtersOf(report, scope),
      ]);
      const columns = figures.columns ?? report.columns;
      const hasMoney = columns.some((c) => c.type === 'money');
      return {
        report: report.id,
        from,
        to,
        currency: hasMoney ? (scope.properties[0]?.currency ?? null) : null,
        columns: [...columns],
        rows: figures.rows,
        totals: figures.totals,
        chart: figures.chart === undefined ? report.chart : figures.chart,
        filters,
        today: todayIn(scope.properties[0]?.timezone ?? 'UTC'),
      };
    },
  };
}
export type ReportDashboardService = ReturnType<typeof createReportDashboardService>;

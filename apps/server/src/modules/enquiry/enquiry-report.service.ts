// The enquiry reports of spec §7.4 (issue 15): a property's enquiries of a period and their figures (SQL aggregates
// in enquiry-report.repository.ts). The tenant check first: the property must be in the caller's reach (404 as a
// missing one otherwise), and a property user reads only their own.
import {
  daysBetween,
  enquiryListQuerySchema,
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  REPORT_MAX_DAYS,
  VALIDATION_KEYS,
  withValues,
  type EnquiryPage,
  type EnquiryReport,
  type EnquiryReportQuery,
  type EnquiryTrackerQuery,
  type EnquiryTypeReportRow,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { enquiryFigures, type EnquiryFigures } from './enquiry-report.repository';
import type { EnquiryService } from './enquiry.service';

const figuresOf = ({ group: _group, ...f }: EnquiryFigures) => f;

export function createEnquiryReportService(db: Db, enquiries: EnquiryService) {
  /** The property after the tenant rule, and a period of at most REPORT_MAX_DAYS (400 on toDate beyond). */
  async function scopeOf(actor: Actor, q: EnquiryReportQuery) {
    const p = await reachableProperty(db, actor, q.propertyId);
    if (daysBetween(q.fromDate, q.toDate) >= REPORT_MAX_DAYS)
      throw badRequest(`At most ${REPORT_MAX_DAYS} days after fromDate`, {
        toDate: withValues(VALIDATION_KEYS.atMostDaysAfterFrom, { max: REPORT_MAX_DAYS }),
      });
    return { property: p, scope: { propertyIds: [p.id], from: q.fromDate, to: q.toDate } };
  }

  return {
    /** getByCreatedDate: the enquiries the property received in the period, newest first, a page at a time. */
    async byCreatedDate(actor: Actor, q: EnquiryTrackerQuery): Promise<EnquiryPage> {
      const { property } = await scopeOf(actor, q);
      const query = enquiryListQuerySchema.parse({
        propertyId: property.id,
        from: q.fromDate,
        to: q.toDate,
        page: q.page,
        size: q.size,
      });
      return enquiries.list(actor, property.organisationId, query);
    },

    async report(actor: Actor, q: EnquiryReportQuery): Promise<EnquiryReport> {
      const { property, scope } = await scopeOf(actor, q);
      const [byStatus, bySource] = await Promise.all([
        enquiryFigures(db, scope, 'status'),
        enquiryFigures(db, scope, 'source'),
      ]);
      const count = new Map(byStatus.rows.map((r) => [r.group, r.enquiries]));
      return {
        propertyId: property.id,
        fromDate: q.fromDate,
        toDate: q.toDate,
        totals: figuresOf(byStatus.totals),
        // Every status, in the lifecycle's order, zero included: the answer's shape does not depend on the data.
        byStatus: ENQUIRY_STATUSES.map((status) => ({ status, count: count.get(status) ?? 0 })),
        bySource: bySource.rows
          .filter((r) => (ENQUIRY_SOURCES as readonly string[]).includes(r.group))
          .map((r) => ({ source: r.group as (typeof ENQUIRY_SOURCES)[number], ...figuresOf(r) })),
      };
    },

    /** By the accommodation type asked for, largest first, with the period's totals (the workbook's last row). */
    async typeReport(
      actor: Actor,
      q: EnquiryReportQuery,
    ): Promise<{ rows: EnquiryTypeReportRow[]; totals: EnquiryTypeReportRow }> {
      const { scope } = await scopeOf(actor, q);
      const { rows, totals } = await enquiryFigures(db, scope, 'type');
      return {
        rows: rows.map((r) => ({ enquiryType: r.group, ...figuresOf(r) })),
        totals: { enquiryType: 'Total', ...figuresOf(totals) },
      };
    },
  };
}

export type EnquiryReportService = ReturnType<typeof createEnquiryReportService>;

import { roundCents, type SalesReportRow } from '@bookone/domain';

import type { Db } from '../../db/client';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { createReportDashboardService } from './report-dashboard.service';
import { salesByCreator } from './report.repository';

export function createReportService(db: Db) {
  return {
    /** The dashboard's catalogue and reports (decision 0047). */
    ...createReportDashboardService(db),
    /** Spec §7.5 "view report": sales per account manager over a creation-date range, largest first. */
    async sales(
      actor: Actor,
      propertyId: number,
      range: { fromDate: string; toDate: string },
    ): Promise<SalesReportRow[]> {
      const property = await reachableProperty(db, actor, propertyId);
      const rows = await salesByCreator(db, propertyId, property.timezone, range.fromDate, range.toDate);
      return rows.map((r) => ({ accountManager: r.accountManager, totalAmount: roundCents(r.totalAmount) }));
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;

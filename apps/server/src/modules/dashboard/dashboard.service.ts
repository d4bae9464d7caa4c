import { addDays, roundCents, todayIn, type PropertyDashboard } from '@bookone/domain';

import type { Db } from '../../db/client';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import {
  occupancyByDate,
  paymentsByMonth,
  revenueByStayNight,
  roomStatusCounts,
  todayCounts,
} from './dashboard.repository';
import { createOrganisationDashboardService } from './organisation-dashboard.service';

/** Today and the next 30 days. */
export const OCCUPANCY_DAYS = 31;

/** The first day of the month `offset` months after the month of `date` (YYYY-MM-DD). */
export function monthStart(date: string, offset = 0): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + offset;
  const d = new Date(Date.UTC(year, month, 1));
  return d.toISOString().slice(0, 10);
}

/** Sold over in service, as a percentage with one decimal; 0 when nothing is in service. */
export function occupancyPercent(sold: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((sold / total) * 1000) / 10;
}

export function createDashboardService(db: Db) {
  return {
    /** The organisation dashboard and a property dashboard's scope (issue 10): organisation-dashboard.service.ts. */
    ...createOrganisationDashboardService(db),
    /**
     * The accommodation dashboard of a property: today (in the property's time zone) at the desk, occupancy for
     * today and the next 30 days, room revenue and payments this month against last, and rooms by status. Every
     * figure is one aggregate query; nothing is summed row by row here.
     */
    async property(actor: Actor, propertyId: number): Promise<PropertyDashboard> {
      const property = await reachableProperty(db, actor, propertyId);
      const today = todayIn(property.timezone);
      const months = {
        lastStart: monthStart(today, -1),
        thisStart: monthStart(today),
        nextStart: monthStart(today, 1),
      };
      const [counts, occupancy, revenue, payments, statuses] = await Promise.all([
        todayCounts(db, propertyId, today),
        occupancyByDate(db, propertyId, today, addDays(today, OCCUPANCY_DAYS - 1)),
        revenueByStayNight(db, propertyId, months),
        paymentsByMonth(db, propertyId, months),
        roomStatusCounts(db, propertyId),
      ]);
      return {
        date: today,
        currency: property.localCurrency,
        ...counts,
        occupancy: occupancy.map((o) => ({ ...o, percent: occupancyPercent(o.sold, o.total) })),
        revenueThisMonth: roundCents(revenue.thisMonth),
        revenueLastMonth: roundCents(revenue.lastMonth),
        paymentsThisMonth: roundCents(payments.thisMonth),
        paymentsLastMonth: roundCents(payments.lastMonth),
        roomStatusCounts: statuses,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

// Front-office dashboards.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { isoDateSchema } from './fields';

// ------------------------------------------------------------------ dashboards

/** GET /api/dashboard/property/:propertyId (accommodation). */
export const propertyDashboardSchema = z.object({
  date: z.string(),
  currency: z.string(),
  arrivals: z.number().int(),
  departures: z.number().int(),
  inHouse: z.number().int(),
  /** Today and the next 30 days: units sold over units in service. */
  occupancy: z.array(
    z.object({ date: z.string(), sold: z.number().int(), total: z.number().int(), percent: z.number() }),
  ),
  /** Room revenue (booking totals by stay night) and payments received, this month and last. */
  revenueThisMonth: z.number(),
  revenueLastMonth: z.number(),
  paymentsThisMonth: z.number(),
  paymentsLastMonth: z.number(),
  roomStatusCounts: z.array(z.object({ status: z.string(), count: z.number().int() })),
});
export type PropertyDashboard = z.infer<typeof propertyDashboardSchema>;

/**
 * GET /api/report/property/:propertyId/sales?fromDate=&toDate= (spec §7.5 "view report"): rows of accountManager
 * (the user who made the bookings, by username) and totalAmount (sum of their bookings' totals made in the range,
 * cancelled, void and no-show excluded). The home page sums the current user's rows over the target period.
 */
export const salesReportQuerySchema = z
  .object({ fromDate: isoDateSchema, toDate: isoDateSchema })
  .refine((v) => v.toDate >= v.fromDate, { message: VALIDATION_KEYS.toDateBeforeFromDate, path: ['toDate'] });
export const salesReportRowSchema = z.object({ accountManager: z.string(), totalAmount: z.number() });
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

// The report dashboard's contract (issue 15) lives beside the sales report's.
export * from './report';

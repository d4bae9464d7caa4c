import type { FrontDesk, PropertyDashboard, SalesReportRow } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// The dashboards' reads are typed, not parsed with zod: they are the first render of the signed-in home and of the
// front-office dashboard, and zod would be the largest part of their JavaScript (issue 9 §3). The server is the
// authority on these answers: each route declares the domain schema the type comes from as its response schema, and
// the server's API tests run zod on every answer (`crossCheckSerializers`): apps/server/test/dashboard.test.ts,
// booking-ops.test.ts (front desk) and report.test.ts (sales).

/** How often the desk's figures refresh on their own while the page is open (arrivals come in all day). */
const REFRESH_MS = 60_000;

export const dashboardKeys = {
  // 'dashboard' and 'front-desk' are the keys the booking writes invalidate (bookings/api/bookings.ts).
  property: (propertyId: number) => ['dashboard', propertyId] as const,
  frontDesk: (propertyId: number) => ['front-desk', propertyId] as const,
  sales: (propertyId: number, fromDate: string, toDate: string) =>
    ['dashboard', 'sales', propertyId, fromDate, toDate] as const,
};

/** GET /api/dashboard/property/{id}: today's counts, occupancy for 31 days, revenue and payments, room statuses. */
export function getPropertyDashboard(propertyId: number, signal?: AbortSignal): Promise<PropertyDashboard> {
  return api.get<PropertyDashboard>(`/api/dashboard/property/${propertyId}`, { signal });
}

export function propertyDashboardQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: dashboardKeys.property(propertyId),
    queryFn: ({ signal }) => getPropertyDashboard(propertyId, signal),
    refetchInterval: REFRESH_MS,
  });
}

export function usePropertyDashboard(propertyId: number, enabled = true) {
  return useQuery({ ...propertyDashboardQueryOptions(propertyId), enabled });
}

/** GET /api/booking/property/{id}/front-desk: today's arrivals, departures and in-house bookings. */
export function useFrontDeskToday(propertyId: number, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.frontDesk(propertyId),
    queryFn: ({ signal }) => api.get<FrontDesk>(`/api/booking/property/${propertyId}/front-desk`, { signal }),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** GET /api/report/property/{id}/sales?fromDate&toDate (spec §7.5): totals per account manager. */
export function useSalesReport(propertyId: number, fromDate: string, toDate: string, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.sales(propertyId, fromDate, toDate),
    queryFn: ({ signal }) =>
      api.get<SalesReportRow[]>(`/api/report/property/${propertyId}/sales`, {
        params: { fromDate, toDate },
        signal,
      }),
    enabled,
  });
}

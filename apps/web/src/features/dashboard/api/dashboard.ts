import {
  frontDeskSchema,
  propertyDashboardSchema,
  salesReportRowSchema,
  type FrontDesk,
  type PropertyDashboard,
  type SalesReportRow,
} from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

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
export async function getPropertyDashboard(
  propertyId: number,
  signal?: AbortSignal,
): Promise<PropertyDashboard> {
  return propertyDashboardSchema.parse(
    await api.get<unknown>(`/api/dashboard/property/${propertyId}`, { signal }),
  );
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
    queryFn: async ({ signal }): Promise<FrontDesk> =>
      frontDeskSchema.parse(
        await api.get<unknown>(`/api/booking/property/${propertyId}/front-desk`, { signal }),
      ),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** GET /api/report/property/{id}/sales?fromDate&toDate (spec §7.5): totals per account manager. */
export function useSalesReport(propertyId: number, fromDate: string, toDate: string, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.sales(propertyId, fromDate, toDate),
    queryFn: async ({ signal }): Promise<SalesReportRow[]> =>
      z.array(salesReportRowSchema).parse(
        await api.get<unknown>(`/api/report/property/${propertyId}/sales`, {
          params: { fromDate, toDate },
          signal,
        }),
      ),
    enabled,
  });
}

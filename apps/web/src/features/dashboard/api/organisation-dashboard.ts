import type { DashboardScope, OrganisationDashboard } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// Typed, not parsed, like the property dashboard's read (api/dashboard.ts): the server declares the domain schema as
// the route's response and its API tests run zod on every answer (apps/server/test/organisation-dashboard.test.ts).

export const organisationDashboardKeys = {
  // Under 'dashboard': the booking writes that invalidate the property dashboard refresh these figures too.
  organisation: (organisationId: number, month: string | null) =>
    ['dashboard', 'organisation', organisationId, month ?? 'current'] as const,
  scope: (propertyId: number) => ['dashboard', 'scope', propertyId] as const,
};

/** GET /api/dashboard/organisation/{id}?month=YYYY-MM (the organisation's current month without one). */
export function useOrganisationDashboard(organisationId: number, month: string | null, enabled = true) {
  return useQuery({
    queryKey: organisationDashboardKeys.organisation(organisationId, month),
    queryFn: ({ signal }) =>
      api.get<OrganisationDashboard>(`/api/dashboard/organisation/${organisationId}`, {
        params: month ? { month } : {},
        signal,
      }),
    // Stepping to another month keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/dashboard/property/{id}/scope: the property and its organisation, for the scoped view's banner. */
export function useDashboardScope(propertyId: number, enabled = true) {
  return useQuery({
    queryKey: organisationDashboardKeys.scope(propertyId),
    queryFn: ({ signal }) =>
      api.get<DashboardScope>(`/api/dashboard/property/${propertyId}/scope`, { signal }),
    enabled,
  });
}

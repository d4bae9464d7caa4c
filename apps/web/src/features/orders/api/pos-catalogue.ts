// What the point of sale sells (issue 12): the property's outlets that have a menu, and an outlet's groups and
// products. Read through the products and services catalogue APIs (product.read, services.read: every role that
// takes orders holds both); the key starts like the products pages' own, so a product edited there is fresh here.
import { catalogueServicePageSchema, productGroupPageSchema, productPageSchema } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const ALL = { page: 0, size: 200, active: 'true', sort: 'name', order: 'asc' } as const;

/** The property's active product groups (every outlet's), by name. */
export function usePosGroups(propertyId: number) {
  return useQuery({
    queryKey: ['products', propertyId, 'pos', 'groups'] as const,
    queryFn: async ({ signal }) =>
      productGroupPageSchema.parse(
        await api.get<unknown>(`/api/product/property/${propertyId}/groups`, { params: ALL, signal }),
      ).items,
  });
}

/** An outlet's active products (sold out ones too: the screen shows them as such), by name. */
export function usePosProducts(propertyId: number, outletId: number | null) {
  return useQuery({
    queryKey: ['products', propertyId, 'pos', 'products', outletId] as const,
    queryFn: async ({ signal }) =>
      productPageSchema.parse(
        await api.get<unknown>(`/api/product/property/${propertyId}/products`, {
          params: { ...ALL, businessServiceId: outletId },
          signal,
        }),
      ).items,
    enabled: outletId != null,
  });
}

/**
 * The property's active business services: the outlets, with their tax and whether prices include it (none read
 * without a property: the organisation's order list before one is picked).
 */
export function useOutletServices(propertyId: number | null) {
  return useQuery({
    queryKey: ['service-catalogue', propertyId, 'business-services', 'pos'] as const,
    queryFn: async ({ signal }) =>
      catalogueServicePageSchema.parse(
        await api.get<unknown>(`/api/service-catalogue/property/${propertyId}/business-services`, {
          params: ALL,
          signal,
        }),
      ).items,
    enabled: propertyId != null,
  });
}

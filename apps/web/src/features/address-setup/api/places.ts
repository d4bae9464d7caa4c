import {
  ADDRESS_API_SEGMENTS,
  addressPageSchema,
  addressPlaceSchema,
  type AddressLevel,
  type AddressListQuery,
  type AddressPage,
  type AddressPlace,
  type CountryInput,
  type PlaceInput,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import { addressLookupRoot } from '../../../lib/queries/address-lookup';

export type PlaceFilter = Partial<Omit<AddressListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

const base = (level: AddressLevel) => `/api/address/${ADDRESS_API_SEGMENTS[level]}`;

export const placeKeys = {
  all: ['address-places'] as const,
  list: (level: AddressLevel, filter: PlaceFilter) => ['address-places', level, 'list', filter] as const,
  one: (level: AddressLevel, id: number) => ['address-places', level, 'one', id] as const,
};

/** GET /api/address/<level>: a page of the level's places, under one parent if asked. */
export async function getPlaces(
  level: AddressLevel,
  filter: PlaceFilter,
  signal?: AbortSignal,
): Promise<AddressPage> {
  return addressPageSchema.parse(await api.get<unknown>(base(level), { params: filter, signal }));
}

export function usePlaces(level: AddressLevel, filter: PlaceFilter) {
  return useQuery(
    queryOptions({
      queryKey: placeKeys.list(level, filter),
      queryFn: ({ signal }) => getPlaces(level, filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/address/<level>/:id (the parent a list is filtered by); none asked without an id. */
export function usePlace(level: AddressLevel | null, id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: placeKeys.one(level ?? 'country', id ?? 0),
      queryFn: async ({ signal }): Promise<AddressPlace> =>
        addressPlaceSchema.parse(await api.get<unknown>(`${base(level!)}/${id}`, { signal })),
      enabled: level != null && id != null,
    }),
  );
}

/** After a change: every list, every place and every type-ahead answer may differ. */
export function useInvalidatePlaces() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: placeKeys.all }),
      queryClient.invalidateQueries({ queryKey: addressLookupRoot }),
    ]);
}

/** POST /api/address/<level>, or PUT /api/address/<level>/:id with an id. */
export function useSavePlace(level: AddressLevel) {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: CountryInput | PlaceInput }) =>
      addressPlaceSchema.parse(
        id == null
          ? await api.post<unknown>(base(level), input)
          : await api.put<unknown>(`${base(level)}/${id}`, input),
      ),
    onSuccess: invalidate,
  });
}

/** DELETE /api/address/<level>/:id (a place in use: 409 naming what uses it). */
export function useDeletePlace(level: AddressLevel) {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${base(level)}/${id}`),
    onSuccess: invalidate,
  });
}

/** GET /api/address/<level>/export: the same filter as the list, as an .xlsx file. */
export function exportPlaces(
  level: AddressLevel,
  filter: Omit<PlaceFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  return downloadFile(`${base(level)}/export`, {
    params: filter,
    fallbackName: `${ADDRESS_API_SEGMENTS[level]}.xlsx`,
    onProgress,
  });
}

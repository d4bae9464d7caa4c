import {
  addressLookupSchema,
  type AddressChoice,
  type AddressLevel,
  type AddressLookupQuery,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../api-client';

/**
 * The address type-ahead's read (GET /api/address/lookup), shared by the address fields of every form (customers,
 * properties, companies) and the address setup's parent pickers: one fetcher, one cache key.
 */
export type AddressLookupInput = Partial<Omit<AddressLookupQuery, 'level'>> & { level: AddressLevel };

export const addressLookupKey = (q: AddressLookupInput) => ['address-lookup', q] as const;
/** Every lookup: the address setup invalidates them when it changes a place. */
export const addressLookupRoot = ['address-lookup'] as const;

export async function lookupAddress(q: AddressLookupInput, signal?: AbortSignal): Promise<AddressChoice[]> {
  const params = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
  return addressLookupSchema.parse(await api.get<unknown>('/api/address/lookup', { params, signal })).items;
}

/** The choices for what is typed; `enabled` false until the box is focused (no call for a form just opened). */
export function useAddressLookup(q: AddressLookupInput, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: addressLookupKey(q),
      queryFn: ({ signal }) => lookupAddress(q, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      enabled,
    }),
  );
}

/** A choice's name in the interface language (countries have a French name). */
export const choiceName = (c: Pick<AddressChoice, 'name' | 'nameFr'>, language: string) =>
  language.startsWith('fr') && c.nameFr ? c.nameFr : c.name;

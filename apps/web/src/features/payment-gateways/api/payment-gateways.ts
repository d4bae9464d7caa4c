// Payment gateways (issue 13, decision 0031): the platform catalogue, the properties' settings, a property's own.
import {
  gatewayChoiceSchema,
  paymentGatewayPageSchema,
  paymentGatewaySchema,
  paymentSettingPageSchema,
  propertyPaymentSettingSchema,
  type PaymentGatewayInput,
  type PaymentGatewayListQuery,
  type PaymentGatewayUpdate,
  type PaymentSettingListQuery,
  type PropertyPaymentSetting,
  type PropertyPaymentSettingInput,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export const PAYMENT_GATEWAYS_KEY = ['payment-gateways'] as const;

type Paged<Q> = Partial<Omit<Q, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};
export type GatewayFilter = Paged<PaymentGatewayListQuery>;
export type SettingFilter = Paged<PaymentSettingListQuery>;
/** A setting as the platform list shows it: the property's id is the row id. */
export type SettingRow = PropertyPaymentSetting & { id: number };

/** GET /api/payment-gateway: a page of the catalogue (super admin). */
export function useGateways(filter: GatewayFilter) {
  return useQuery({
    queryKey: [...PAYMENT_GATEWAYS_KEY, 'catalogue', filter],
    queryFn: async ({ signal }) =>
      paymentGatewayPageSchema.parse(
        await api.get<unknown>('/api/payment-gateway', { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/payment-gateway/choices: the enabled gateways a property may pick. */
export function useGatewayChoices() {
  return useQuery({
    queryKey: [...PAYMENT_GATEWAYS_KEY, 'choices'],
    queryFn: async ({ signal }) =>
      z.array(gatewayChoiceSchema).parse(await api.get<unknown>('/api/payment-gateway/choices', { signal })),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PAYMENT_GATEWAYS_KEY });
}

/** POST /api/payment-gateway, or PUT /api/payment-gateway/:id over the version read (409 when it moved). */
export function useSaveGateway() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (
      change: { id: null; input: PaymentGatewayInput } | { id: number; input: PaymentGatewayUpdate },
    ) =>
      paymentGatewaySchema.parse(
        change.id == null
          ? await api.post<unknown>('/api/payment-gateway', change.input)
          : await api.put<unknown>(`/api/payment-gateway/${change.id}`, change.input),
      ),
    onSuccess: invalidate,
  });
}

/** GET /api/payment-gateway/settings: every property's setting across the platform (super admin). */
export function usePaymentSettings(filter: SettingFilter) {
  return useQuery({
    queryKey: [...PAYMENT_GATEWAYS_KEY, 'settings', filter],
    queryFn: async ({ signal }) =>
      paymentSettingPageSchema.parse(
        await api.get<unknown>('/api/payment-gateway/settings', { params: filter, signal }),
      ),
    // A property has one setting: its id is the row's (the grid's).
    select: (page) => ({ ...page, items: page.items.map((s): SettingRow => ({ ...s, id: s.propertyId })) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/payment-gateway/settings/export: the same filter as an .xlsx file (secrets masked). */
export function exportPaymentSettings(
  filter: Omit<SettingFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  return downloadFile('/api/payment-gateway/settings/export', {
    params: filter,
    fallbackName: 'payment-gateway-settings.xlsx',
    onProgress,
  });
}

/** GET /api/payment-gateway/property/:propertyId: the property's setting (secrets as set + last four only). */
export function usePaymentSetting(propertyId: number) {
  return useQuery({
    queryKey: [...PAYMENT_GATEWAYS_KEY, 'property', propertyId],
    queryFn: async ({ signal }) =>
      propertyPaymentSettingSchema.parse(
        await api.get<unknown>(`/api/payment-gateway/property/${propertyId}`, { signal }),
      ),
  });
}

/** PUT /api/payment-gateway/property/:propertyId (an empty secret keeps the stored one; 409 when saved meanwhile). */
export function useSavePaymentSetting(propertyId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: PropertyPaymentSettingInput) =>
      propertyPaymentSettingSchema.parse(
        await api.put<unknown>(`/api/payment-gateway/property/${propertyId}`, input),
      ),
    onSuccess: invalidate,
  });
}

const organisationChoicesSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** GET /api/organisation: the organisations by name, for the settings list's filter (the platform has them all). */
export function useOrganisationChoices() {
  return useQuery({
    queryKey: [...PAYMENT_GATEWAYS_KEY, 'organisations'],
    queryFn: async ({ signal }) =>
      organisationChoicesSchema.parse(
        await api.get<unknown>('/api/organisation', { params: { size: 200, sort: 'name' }, signal }),
      ).items,
  });
}

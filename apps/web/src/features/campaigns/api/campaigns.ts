import {
  audiencePreviewSchema,
  campaignPageSchema,
  campaignPromotionSchema,
  campaignPropertySchema,
  campaignSchema,
  unsubscribeAnswerSchema,
  type AudiencePreview,
  type AudiencePreviewInput,
  type Campaign,
  type CampaignInput,
  type CampaignPage,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import type { CampaignFilter } from '../utils/campaign-list';

const CAMPAIGNS = ['campaigns'] as const;
const base = (organisationId: number) => `/api/campaign/organisation/${organisationId}`;

/** GET /api/campaign/organisation/:id: a page of the campaigns within reach, with their results. */
export function useCampaigns(
  organisationId: number | null,
  filter: CampaignFilter & { page: number; size: number },
) {
  return useQuery({
    queryKey: [...CAMPAIGNS, organisationId, filter],
    queryFn: async ({ signal }): Promise<CampaignPage> =>
      campaignPageSchema.parse(await api.get<unknown>(base(organisationId!), { params: filter, signal })),
    placeholderData: keepPreviousData,
    enabled: organisationId != null,
  });
}

/** GET …/export: the .xlsx of the same filter, results included. */
export function exportCampaigns(
  organisationId: number,
  filter: CampaignFilter,
  onProgress: (fraction: number | null) => void,
) {
  return downloadFile(`${base(organisationId)}/export`, {
    params: filter,
    onProgress,
    fallbackName: 'campaigns.xlsx',
  });
}

/** The property picker: the organisation's properties (a property user's own) with their time zones. */
export function useCampaignProperties(organisationId: number | null) {
  return useQuery({
    queryKey: [...CAMPAIGNS, 'properties', organisationId],
    queryFn: async ({ signal }) =>
      z
        .array(campaignPropertySchema)
        .parse(await api.get<unknown>(`${base(organisationId!)}/properties`, { signal })),
    enabled: organisationId != null,
    staleTime: 5 * 60_000,
  });
}

/** The promotion picker: active promotions that have not ended. */
export function useCampaignPromotions(organisationId: number | null) {
  return useQuery({
    queryKey: [...CAMPAIGNS, 'promotions', organisationId],
    queryFn: async ({ signal }) =>
      z
        .array(campaignPromotionSchema)
        .parse(await api.get<unknown>(`${base(organisationId!)}/promotions`, { signal })),
    enabled: organisationId != null,
    staleTime: 60_000,
  });
}

/** POST …/audience: who the filter reaches now (the builder's live count and first rows). */
export function useAudiencePreview(organisationId: number | null, input: AudiencePreviewInput | null) {
  return useQuery({
    queryKey: [...CAMPAIGNS, 'audience', organisationId, input],
    queryFn: async ({ signal }): Promise<AudiencePreview> =>
      audiencePreviewSchema.parse(
        await api.post<unknown>(`${base(organisationId!)}/audience`, input, { signal }),
      ),
    placeholderData: keepPreviousData,
    enabled: organisationId != null && input != null,
    retry: false,
  });
}

/** Create (POST …/organisation/:id) or change (PUT /api/campaign/:id) a campaign. */
export function useSaveCampaign(organisationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: CampaignInput }): Promise<Campaign> =>
      campaignSchema.parse(
        id == null
          ? await api.post<unknown>(base(organisationId!), input)
          : await api.put<unknown>(`/api/campaign/${id}`, input),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CAMPAIGNS }),
  });
}

/** POST /api/campaign/:id/send or …/cancel. */
export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'send' | 'cancel' }): Promise<Campaign> =>
      campaignSchema.parse(await api.post<unknown>(`/api/campaign/${id}/${action}`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CAMPAIGNS }),
  });
}

const unsubscribePath = (token: string) => `/api/public/unsubscribe/${encodeURIComponent(token)}`;

/** GET /api/public/unsubscribe/:token (no sign-in): the property the guest would leave. */
export function useUnsubscribePage(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: async ({ signal }) =>
      unsubscribeAnswerSchema.parse(await api.get<unknown>(unsubscribePath(token), { signal })),
    retry: false,
  });
}

/** POST /api/public/unsubscribe/:token: consent cleared. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: async () => unsubscribeAnswerSchema.parse(await api.post<unknown>(unsubscribePath(token))),
  });
}

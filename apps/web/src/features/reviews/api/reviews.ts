import {
  publicReviewRequestSchema,
  reviewPageSchema,
  reviewSchema,
  reviewSummarySchema,
  type Review,
  type ReviewPage,
  type ReviewReplyInput,
  type ReviewStatusInput,
  type ReviewSubmit,
  type ReviewSummary,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import type { ReviewFilter } from '../utils/review-list';

const REVIEWS = ['reviews'] as const;
const publicKey = (token: string) => ['public-review', token] as const;
const pagePath = (token: string) => `/api/public/review/${encodeURIComponent(token)}`;

/** GET /api/public/review/:token (no sign-in): what the guest is asked about; an unknown link is a 404. */
export function usePublicReviewRequest(token: string) {
  return useQuery({
    queryKey: publicKey(token),
    queryFn: async ({ signal }) =>
      publicReviewRequestSchema.parse(await api.get<unknown>(pagePath(token), { signal })),
    retry: false,
  });
}

/** POST /api/public/review/:token: the link is used up; the page is read again (it now says so). */
export function useSubmitReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewSubmit) =>
      z.object({ id: z.number() }).parse(await api.post<unknown>(pagePath(token), input)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicKey(token) }),
  });
}

/** GET /api/review/property/:propertyId: a page of the property's reviews. */
export function useReviews(propertyId: number, filter: ReviewFilter & { page: number; size: number }) {
  return useQuery({
    queryKey: [...REVIEWS, propertyId, filter],
    queryFn: async ({ signal }): Promise<ReviewPage> =>
      reviewPageSchema.parse(
        await api.get<unknown>(`/api/review/property/${propertyId}`, { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
    enabled: propertyId > 0,
  });
}

/** GET …/summary: the same filter's averages and monthly trend. */
export function useReviewSummary(propertyId: number, filter: ReviewFilter) {
  return useQuery({
    queryKey: [...REVIEWS, 'summary', propertyId, filter],
    queryFn: async ({ signal }): Promise<ReviewSummary> =>
      reviewSummarySchema.parse(
        await api.get<unknown>(`/api/review/property/${propertyId}/summary`, { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
    enabled: propertyId > 0,
  });
}

/** GET …/export: the same filter as the list, as an .xlsx file. */
export function exportReviews(
  propertyId: number,
  filter: ReviewFilter,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile(`/api/review/property/${propertyId}/export`, {
    params: filter,
    fallbackName: 'reviews.xlsx',
    onProgress,
  });
}

function useReviewChange<I>(path: (id: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: I }): Promise<Review> =>
      reviewSchema.parse(await api.post<unknown>(path(id), input)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REVIEWS }),
  });
}

/** POST /api/review/:id/reply: the answer shown under the review. */
export const useReplyToReview = () => useReviewChange<ReviewReplyInput>((id) => `/api/review/${id}/reply`);

/** POST /api/review/:id/status: publish or hide, with the reason. */
export const useSetReviewStatus = () =>
  useReviewChange<ReviewStatusInput>((id) => `/api/review/${id}/status`);

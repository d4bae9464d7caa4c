import {
  promotionImagesSchema,
  promotionPageSchema,
  promotionSchema,
  promotionTargetsSchema,
  type Promotion,
  type PromotionInput,
  type PromotionListQuery,
  type PromotionImages,
  type PromotionPage,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../lib/files';

/** The list filter as the page holds it: everything optional, page and size always there. */
export type PromotionFilter = Partial<Omit<PromotionListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
  /** The organisation's list only. */
  propertyId?: number;
};

/** One property's promotions, or every property's of an organisation (its admin). */
export type PromotionScope = { propertyId: number } | { organisationId: number };

const base = (scope: PromotionScope) =>
  'propertyId' in scope
    ? `/api/promotion/property/${scope.propertyId}`
    : `/api/promotion/organisation/${scope.organisationId}`;

export const promotionsKey = ['promotions'] as const;

/** A page of promotions with the count of each status (the tabs). */
export function usePromotions(scope: PromotionScope | null, filter: PromotionFilter) {
  return useQuery({
    queryKey: [...promotionsKey, scope, filter],
    queryFn: async ({ signal }): Promise<PromotionPage> =>
      promotionPageSchema.parse(await api.get<unknown>(base(scope!), { params: filter, signal })),
    placeholderData: keepPreviousData,
    enabled: scope != null,
  });
}

/** The .xlsx of the same filter. */
export function exportPromotions(
  scope: PromotionScope,
  filter: Omit<PromotionFilter, 'page' | 'size'>,
  onProgress: (fraction: number | null) => void,
) {
  return downloadFile(`${base(scope)}/export`, {
    params: filter,
    onProgress,
    fallbackName: 'promotions.xlsx',
  });
}

/** What a promotion of the property may apply to (room types, rate plans, offerings, product groups). */
export function usePromotionTargets(propertyId: number | null) {
  return useQuery({
    queryKey: [...promotionsKey, 'targets', propertyId],
    queryFn: async ({ signal }) =>
      promotionTargetsSchema.parse(
        await api.get<unknown>(`/api/promotion/property/${propertyId}/targets`, { signal }),
      ),
    enabled: propertyId != null,
    staleTime: 60_000,
  });
}

/** Create (a property's) or edit (by id) a promotion; the lists refresh. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      propertyId,
      id,
      input,
    }: {
      propertyId: number;
      id?: number;
      input: PromotionInput;
    }): Promise<Promotion> =>
      promotionSchema.parse(
        id != null
          ? await api.put<unknown>(`/api/promotion/${id}`, input)
          : await api.post<unknown>(`/api/promotion/property/${propertyId}`, input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

/** DELETE /api/promotion/:id: a promotion never used. */
export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/promotion/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

const imagesKey = (promotionId: number) => [...promotionsKey, 'images', promotionId] as const;
const imagesPath = (promotionId: number) => `/api/promotion/${promotionId}/images`;

/** GET /api/promotion/:id/images: its images and the plan's count per promotion. */
export function usePromotionImages(promotionId: number) {
  return useQuery({
    queryKey: imagesKey(promotionId),
    queryFn: async ({ signal }) =>
      promotionImagesSchema.parse(await api.get<unknown>(imagesPath(promotionId), { signal })),
  });
}

/** An upload or a delete: the server answers the list, kept as the query's data. */
function useImagesChange<I>(promotionId: number, call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I): Promise<PromotionImages> => promotionImagesSchema.parse(await call(input)),
    onSuccess: (answer) => queryClient.setQueryData(imagesKey(promotionId), answer),
  });
}

/** POST …/images (multipart `file`). */
export const useUploadPromotionImage = (promotionId: number) =>
  useImagesChange(promotionId, (file: File) => uploadFile(imagesPath(promotionId), file));

/** DELETE …/images?url=: the image shown at `index` (the server names it by its address). */
export function useDeletePromotionImage(promotionId: number) {
  const queryClient = useQueryClient();
  return useImagesChange(promotionId, (index: number) => {
    const shown = queryClient.getQueryData<PromotionImages>(imagesKey(promotionId));
    const url = shown?.images[index]?.url ?? '';
    return api.delete<unknown>(imagesPath(promotionId), { params: { url } });
  });
}

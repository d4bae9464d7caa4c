// The product catalogue's calls (issue 12): product groups, products, their images and the CSV menu import.
import {
  menuImportPreviewSchema,
  menuImportResultSchema,
  productDetailSchema,
  productGroupPageSchema,
  productGroupSchema,
  productPageSchema,
  type MenuImportInput,
  type ProductGroupInput,
  type ProductGroupListQuery,
  type ProductInput,
  type ProductListQuery,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile, uploadFile, type Progress } from '../../../lib/files';

const BASE = '/api/product';

type Filter<Q> = Partial<Omit<Q, 'page' | 'size'>> & { page: number; size: number };
export type GroupFilter = Filter<ProductGroupListQuery>;
export type ProductFilter = Filter<ProductListQuery>;
type Params = Record<string, string | number | boolean | null | undefined>;

/** Every product query of a property: a change to a group changes the products' names and counts too. */
export const productsKey = (propertyId: number) => ['products', propertyId] as const;

function listQuery<T>(propertyId: number, list: string, filter: Params, parse: (body: unknown) => T) {
  return queryOptions({
    queryKey: [...productsKey(propertyId), list, filter],
    queryFn: async ({ signal }) =>
      parse(await api.get<unknown>(`${BASE}/property/${propertyId}/${list}`, { params: filter, signal })),
    placeholderData: keepPreviousData,
  });
}

export const useProductGroups = (propertyId: number, filter: GroupFilter) =>
  useQuery(listQuery(propertyId, 'groups', filter, (b) => productGroupPageSchema.parse(b)));
export const useProducts = (propertyId: number, filter: ProductFilter) =>
  useQuery(listQuery(propertyId, 'products', filter, (b) => productPageSchema.parse(b)));

/** The pickers' groups: every group of the property (active or not, so an edited product's own shows), by name. */
export const useGroupChoices = (propertyId: number) =>
  useProductGroups(propertyId, { page: 0, size: 200, sort: 'name' });

/** What the pickers need of an outlet: its id and name. */
const outletPage = z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) });

/** The outlets products are sold at: the property's active business services (the services catalogue's API). */
export function useOutletChoices(propertyId: number) {
  return useQuery({
    queryKey: [...productsKey(propertyId), 'outlets'],
    queryFn: async ({ signal }) =>
      outletPage.parse(
        await api.get<unknown>(`/api/service-catalogue/property/${propertyId}/business-services`, {
          params: { page: 0, size: 200, active: 'true', sort: 'name' },
          signal,
        }),
      ).items,
  });
}

export function exportProducts(
  propertyId: number,
  list: 'groups' | 'products',
  filter: Params,
  onProgress?: Progress,
) {
  return downloadFile(`${BASE}/property/${propertyId}/${list}/export`, {
    params: filter,
    fallbackName: list === 'groups' ? 'product-groups.xlsx' : 'products.xlsx',
    onProgress,
  });
}

function useSave<I, R>(propertyId: number, call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey(propertyId) }),
  });
}

/** POST or PUT of a product group. */
export const useSaveProductGroup = (propertyId: number) =>
  useSave(propertyId, async ({ id, input }: { id?: number; input: Partial<ProductGroupInput> }) =>
    productGroupSchema.parse(
      id
        ? await api.put<unknown>(`${BASE}/groups/${id}`, input)
        : await api.post<unknown>(`${BASE}/property/${propertyId}/groups`, input),
    ),
  );

/** POST or PUT of a product. */
export const useSaveProduct = (propertyId: number) =>
  useSave(propertyId, async ({ id, input }: { id?: number; input: Partial<ProductInput> }) =>
    productDetailSchema.parse(
      id
        ? await api.put<unknown>(`${BASE}/products/${id}`, input)
        : await api.post<unknown>(`${BASE}/property/${propertyId}/products`, input),
    ),
  );

const productKey = (id: number) => ['products', 'product', id] as const;

/** One product with its images (the dialog's image part). */
export function useProduct(id: number) {
  return useQuery({
    queryKey: productKey(id),
    queryFn: async ({ signal }) =>
      productDetailSchema.parse(await api.get<unknown>(`${BASE}/products/${id}`, { signal })),
  });
}

function useImageChange<I>(propertyId: number, productId: number, call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKey(productId) }),
        queryClient.invalidateQueries({ queryKey: productsKey(propertyId) }),
      ]),
  });
}

export const useUploadProductImage = (propertyId: number, productId: number) =>
  useImageChange(propertyId, productId, (file: File) =>
    uploadFile(`${BASE}/products/${productId}/images`, file),
  );
export const useDeleteProductImage = (propertyId: number, productId: number) =>
  useImageChange(propertyId, productId, (imageId: number) =>
    api.delete<unknown>(`${BASE}/products/${productId}/images/${imageId}`),
  );

/** POST …/import/preview: the file's rows and their problems; writes nothing. */
export const previewMenu = async (propertyId: number, input: MenuImportInput) =>
  menuImportPreviewSchema.parse(
    await api.post<unknown>(`${BASE}/property/${propertyId}/import/preview`, input),
  );

/** POST …/import: every row or nothing. */
export const useImportMenu = (propertyId: number) =>
  useSave(propertyId, async (input: MenuImportInput) =>
    menuImportResultSchema.parse(await api.post<unknown>(`${BASE}/property/${propertyId}/import`, input)),
  );

/** POST …/groups/:id/image (multipart `file`: sets or replaces it) and DELETE …/image. */
export function useGroupImage(propertyId: number, groupId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: productsKey(propertyId) });
  return {
    set: useMutation({
      mutationFn: async (file: File) =>
        productGroupSchema.parse(await uploadFile(`${BASE}/groups/${groupId}/image`, file)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async () =>
        productGroupSchema.parse(await api.delete<unknown>(`${BASE}/groups/${groupId}/image`)),
      onSuccess: refresh,
    }),
  };
}

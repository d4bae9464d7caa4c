import {
  auditFacetsSchema,
  auditLogPageSchema,
  type AuditFacets,
  type AuditLogListQuery,
  type AuditLogPage,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type AuditFilter = Partial<Omit<AuditLogListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

/** Every audit read lives under this key: a record's History and the Audit page refresh together. */
const AUDIT = ['audit'] as const;
export const auditQueryKey = (filter: AuditFilter, version?: string) => [...AUDIT, filter, version] as const;

/** GET /api/audit: a page of the log within the caller's reach. */
export async function getAuditLog(filter: AuditFilter, signal?: AbortSignal): Promise<AuditLogPage> {
  return auditLogPageSchema.parse(await api.get<unknown>('/api/audit', { params: filter, signal }));
}

/**
 * `version` (a record's updatedAt) is part of the key, not of the request: a History panel reads again once its
 * record has changed, since the change wrote a row the cached page does not hold.
 */
export function useAuditLog(filter: AuditFilter, options: { enabled?: boolean; version?: string } = {}) {
  return useQuery(
    queryOptions<AuditLogPage>({
      queryKey: auditQueryKey(filter, options.version),
      queryFn: ({ signal }) => getAuditLog(filter, signal),
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
    }),
  );
}

/** GET /api/audit/export: the same filter as the page, as an .xlsx file. */
export function exportAuditLog(
  filter: Omit<AuditFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile('/api/audit/export', { params: filter, fallbackName: 'audit-log.xlsx', onProgress });
}

/** GET /api/audit/facets: the user and property choices of the page's filters, within the caller's reach. */
export function useAuditFacets() {
  return useQuery({
    queryKey: [...AUDIT, 'facets'],
    queryFn: async ({ signal }): Promise<AuditFacets> =>
      auditFacetsSchema.parse(await api.get<unknown>('/api/audit/facets', { signal })),
    staleTime: 5 * 60_000,
  });
}

// The report dashboard's calls (decision 0047): the catalogue, one report's figures, its Excel file.
import { reportCatalogueSchema, reportResultSchema } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

const REPORTS = ['reports'] as const;

/** A report's query as sent: the period, the property (left out: all in reach) and the filters, all text. */
export type ReportParams = Record<string, string>;

/** GET /api/report: the reports the caller may run. */
export function useReportCatalogue() {
  return useQuery({
    queryKey: [...REPORTS, 'catalogue'],
    queryFn: async ({ signal }) =>
      reportCatalogueSchema.parse(await api.get<unknown>('/api/report', { signal })),
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /api/report/<id>: the figures of the period and filters. Not retried by the query (the API client already
 * retries a failed request once, spec §8); a failure only stops the loading indicator.
 */
export function useReport(id: string, params: ReportParams, enabled: boolean) {
  return useQuery({
    queryKey: [...REPORTS, id, params],
    queryFn: async ({ signal }) =>
      reportResultSchema.parse(
        await api.get<unknown>(`/api/report/${encodeURIComponent(id)}`, { params, signal }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** GET /api/report/<id>/export: the same figures as an .xlsx file, saved by the browser. */
export function downloadReport(
  id: string,
  params: ReportParams,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile(`/api/report/${encodeURIComponent(id)}/export`, {
    params,
    fallbackName: `${id}-report.xlsx`,
    onProgress,
  });
}

// The three service-request reports of spec §7.3 and their Excel downloads.
import {
  issueTypeReportRowSchema,
  propertyServiceReportRowSchema,
  serviceManagementReportRowSchema,
} from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import { serviceRequestKeys } from './service-requests';

/** Each report: its read, its download and the file name the browser falls back to. */
export const SERVICE_REPORTS = {
  management: {
    path: '/api/service/getServiceManagementReport',
    download: '/api/service/downloadServiceManagementReportToExcel',
    file: 'service-management-report.xlsx',
    schema: z.array(serviceManagementReportRowSchema),
  },
  property: {
    path: '/api/service/getPropertyServiceReport',
    download: '/api/service/downloadPropertyServiceExcelReport',
    file: 'property-service-report.xlsx',
    schema: z.array(propertyServiceReportRowSchema),
  },
  issueType: {
    path: '/api/service/getIssueTypeReport',
    download: '/api/service/downloadIssueTypeExcelReport',
    file: 'issue-type-report.xlsx',
    schema: z.array(issueTypeReportRowSchema),
  },
} as const;
export type ServiceReportKind = keyof typeof SERVICE_REPORTS;
export type ServiceReportRows<K extends ServiceReportKind> = z.infer<(typeof SERVICE_REPORTS)[K]['schema']>;

export function useServiceReport<K extends ServiceReportKind>(
  kind: K,
  propertyId: number,
  fromDate: string,
  toDate: string,
  enabled: boolean,
) {
  const report = SERVICE_REPORTS[kind];
  return useQuery({
    queryKey: serviceRequestKeys.report(propertyId, kind, fromDate, toDate),
    queryFn: async ({ signal }) =>
      report.schema.parse(
        await api.get<unknown>(report.path, { params: { propertyId, fromDate, toDate }, signal }),
      ) as ServiceReportRows<K>,
    enabled,
  });
}

export function downloadServiceReport(
  kind: ServiceReportKind,
  propertyId: number,
  fromDate: string,
  toDate: string,
  onProgress?: (fraction: number | null) => void,
) {
  const report = SERVICE_REPORTS[kind];
  return downloadFile(report.download, {
    params: { propertyId, fromDate, toDate },
    fallbackName: report.file,
    onProgress,
  });
}

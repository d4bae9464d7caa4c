import {
  dayCloseReportSchema,
  dayCloseSettingsSchema,
  dayCloseStatusSchema,
  type DayCloseSettings,
} from '@bookone/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const base = (propertyId: number) => `/api/property/${propertyId}/day-close`;
const keys = {
  all: (propertyId: number) => ['day-close', propertyId] as const,
  status: (propertyId: number) => ['day-close', propertyId, 'status'] as const,
  settings: (propertyId: number) => ['day-close', propertyId, 'settings'] as const,
  report: (propertyId: number, runId: number) => ['day-close', propertyId, 'run', runId] as const,
};

/** GET …/day-close: the open business date, when it closes on its own, the last close. */
export function useDayCloseStatus(propertyId: number) {
  return useQuery({
    queryKey: keys.status(propertyId),
    queryFn: async ({ signal }) =>
      dayCloseStatusSchema.parse(await api.get<unknown>(base(propertyId), { signal })),
  });
}

/** GET …/day-close/settings (defaults until saved). */
export function useDayCloseSettings(propertyId: number) {
  return useQuery({
    queryKey: keys.settings(propertyId),
    queryFn: async ({ signal }) =>
      dayCloseSettingsSchema.parse(await api.get<unknown>(`${base(propertyId)}/settings`, { signal })),
  });
}

/** PUT …/day-close/settings. */
export function useSaveDayCloseSettings(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DayCloseSettings) =>
      dayCloseSettingsSchema.parse(await api.put<unknown>(`${base(propertyId)}/settings`, input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.settings(propertyId), saved);
      void queryClient.invalidateQueries({ queryKey: keys.status(propertyId) });
    },
  });
}

/** GET …/day-close/runs/{runId}: a close and its exceptions report. */
export function useDayCloseReport(propertyId: number, runId: number | null) {
  return useQuery({
    queryKey: keys.report(propertyId, runId ?? 0),
    enabled: runId != null,
    queryFn: async ({ signal }) =>
      dayCloseReportSchema.parse(await api.get<unknown>(`${base(propertyId)}/runs/${runId}`, { signal })),
  });
}

/** POST …/day-close/run for the business date the confirmation showed. */
export function useRunDayClose(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (businessDate: string) =>
      dayCloseReportSchema.parse(await api.post<unknown>(`${base(propertyId)}/run`, { businessDate })),
    onSuccess: (report) => {
      queryClient.setQueryData(keys.report(propertyId, report.run.id), report);
      void queryClient.invalidateQueries({ queryKey: keys.all(propertyId) });
    },
  });
}

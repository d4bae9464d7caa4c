import {
  calendarSchema,
  frontDeskSchema,
  type AllocateInput,
  type AmendBookingInput,
  type Calendar,
  type FrontDesk,
  type RoomShiftInput,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const calendarQueryKey = (propertyId: number, from: string, to: string) =>
  ['calendar', propertyId, from, to] as const;

/** GET /api/booking/property/{id}/calendar?from&to (`to` exclusive, at most 62 days): rooms and bookings. */
export async function getCalendar(
  propertyId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Calendar> {
  const body = await api.get<unknown>(`/api/booking/property/${propertyId}/calendar`, {
    params: { from, to },
    signal,
  });
  return calendarSchema.parse(body);
}

export function getCalendarQueryOptions(propertyId: number, from: string, to: string) {
  return queryOptions({
    queryKey: calendarQueryKey(propertyId, from, to),
    queryFn: ({ signal }) => getCalendar(propertyId, from, to, signal),
    staleTime: 0,
  });
}

export function useCalendar(propertyId: number, from: string, to: string, enabled = true) {
  return useQuery({
    ...getCalendarQueryOptions(propertyId, from, to),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/booking/property/{id}/front-desk: today's arrivals, departures and in-house bookings. */
export function useFrontDesk(propertyId: number, enabled = true) {
  return useQuery({
    queryKey: ['front-desk', propertyId] as const,
    queryFn: async ({ signal }): Promise<FrontDesk> =>
      frontDeskSchema.parse(
        await api.get<unknown>(`/api/booking/property/${propertyId}/front-desk`, { signal }),
      ),
    enabled,
  });
}

/** A change made on the tape chart: one booking call. */
export type CalendarChange =
  | { kind: 'roomShift'; bookingId: number; input: Partial<RoomShiftInput> & { toRoomId: number } }
  | { kind: 'allocate'; bookingId: number; input: AllocateInput }
  | { kind: 'release'; bookingId: number }
  | { kind: 'amend'; bookingId: number; input: AmendBookingInput };

const PATHS: Record<CalendarChange['kind'], string> = {
  roomShift: 'room-shift',
  allocate: 'allocate',
  release: 'release',
  amend: 'amend',
};

/**
 * POST /api/booking/{id}/room-shift | allocate | release | amend. The server validates every change (409 when a
 * room is taken or the type is sold out); whatever the answer, the calendar (and what depends on bookings) is
 * fetched again.
 */
export function useCalendarChange(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CalendarChange) =>
      api.post<unknown>(
        `/api/booking/${change.bookingId}/${PATHS[change.kind]}`,
        'input' in change ? change.input : undefined,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['calendar', propertyId] }),
        queryClient.invalidateQueries({ queryKey: ['front-desk', propertyId] }),
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
      ]),
  });
}

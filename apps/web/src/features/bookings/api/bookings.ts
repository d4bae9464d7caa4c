import {
  auditEntrySchema,
  availableRoomSchema,
  bookingDetailsViewSchema,
  bookingPageSchema,
  bookingQuoteSchema,
  bookingSchema,
  bookingServiceSchema,
  type AmendBookingInput,
  type AuditEntry,
  type AvailableRoom,
  type Booking,
  type BookingCreateInput,
  type BookingDetailsInput,
  type BookingDetailsView,
  type BookingQuote,
  type BookingQuoteRequest,
  type RoomPick,
  type RoomShiftInput,
  type ServiceInput,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import type { BookingListParams } from '../utils/list-query';

// ------------------------------------------------------------------ queries

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (propertyId: number, params: BookingListParams) => ['bookings', 'list', propertyId, params] as const,
  details: (bookingId: number) => ['bookings', 'details', bookingId] as const,
  audit: (bookingId: number) => ['bookings', 'audit', bookingId] as const,
  availableRooms: (bookingId: number) => ['bookings', 'available-rooms', bookingId] as const,
};

/** GET /api/booking/property/:propertyId: one page of the filtered, sorted list. */
export async function getBookings(propertyId: number, params: BookingListParams, signal?: AbortSignal) {
  const body = await api.get<unknown>(`/api/booking/property/${propertyId}`, { params, signal });
  return bookingPageSchema.parse(body);
}

export function useBookings(propertyId: number, params: BookingListParams) {
  return useQuery({
    queryKey: bookingKeys.list(propertyId, params),
    queryFn: ({ signal }) => getBookings(propertyId, params, signal),
    // The grid keeps the previous page on screen while the next loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/booking/:bookingId/details: the booking, its services, folio and group in one call. */
export async function getBookingDetails(
  bookingId: number,
  signal?: AbortSignal,
): Promise<BookingDetailsView> {
  return bookingDetailsViewSchema.parse(
    await api.get<unknown>(`/api/booking/${bookingId}/details`, { signal }),
  );
}

export function bookingDetailsQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: bookingKeys.details(bookingId),
    queryFn: ({ signal }) => getBookingDetails(bookingId, signal),
  });
}

export function useBookingDetails(bookingId: number) {
  return useQuery(bookingDetailsQueryOptions(bookingId));
}

/** GET /api/booking/:bookingId/audit, newest first. */
export function useBookingAudit(bookingId: number, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.audit(bookingId),
    queryFn: async ({ signal }): Promise<AuditEntry[]> =>
      z.array(auditEntrySchema).parse(await api.get<unknown>(`/api/booking/${bookingId}/audit`, { signal })),
    enabled,
  });
}

/** GET /api/booking/:bookingId/available-rooms: clean rooms first. */
export function useAvailableRooms(bookingId: number, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.availableRooms(bookingId),
    queryFn: async ({ signal }): Promise<AvailableRoom[]> =>
      z
        .array(availableRoomSchema)
        .parse(await api.get<unknown>(`/api/booking/${bookingId}/available-rooms`, { signal })),
    enabled,
    staleTime: 0,
  });
}

/** POST /api/booking/property/:propertyId/quote: never takes inventory, so it is read like a query. */
export async function postQuote(
  propertyId: number,
  request: BookingQuoteRequest,
  signal?: AbortSignal,
): Promise<BookingQuote> {
  return bookingQuoteSchema.parse(
    await api.post<unknown>(`/api/booking/property/${propertyId}/quote`, request, { signal }),
  );
}

export function useBookingQuote(propertyId: number, request: BookingQuoteRequest | null) {
  return useQuery({
    queryKey: ['bookings', 'quote', propertyId, request] as const,
    queryFn: ({ signal }) => postQuote(propertyId, request!, signal),
    enabled: request != null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

// ------------------------------------------------------------------ writes

/** After any change to a booking: every list, the details, audit and the other front-office screens are stale. */
export function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['front-desk'] }),
      queryClient.invalidateQueries({ queryKey: ['calendar'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['payments'] }),
      queryClient.invalidateQueries({ queryKey: ['rates-grid'] }),
    ]);
}

function useBookingMutation<V, R>(call: (vars: V) => Promise<R>) {
  const invalidate = useInvalidateBookings();
  return useMutation({ mutationFn: call, onSuccess: invalidate });
}

const parseBooking = (body: unknown): Booking => bookingSchema.parse(body);

export function useCreateBooking(propertyId: number) {
  return useBookingMutation(async (input: BookingCreateInput) =>
    parseBooking(await api.post<unknown>(`/api/booking/property/${propertyId}`, input)),
  );
}

export type TransitionCall =
  | { action: 'confirm' | 'void' | 'no-show' | 'check-out' | 'undo-check-out'; bookingId: number }
  | { action: 'cancel'; bookingId: number; reason: string }
  | { action: 'check-in'; bookingId: number; rooms?: RoomPick[] };

/** POST /api/booking/:bookingId/<action>: a lifecycle step. */
export function useBookingTransition() {
  return useBookingMutation(async (call: TransitionCall) => {
    const body =
      call.action === 'cancel'
        ? { reason: call.reason }
        : call.action === 'check-in'
          ? call.rooms
            ? { rooms: call.rooms }
            : {}
          : undefined;
    return parseBooking(await api.post<unknown>(`/api/booking/${call.bookingId}/${call.action}`, body));
  });
}

export function useAmendBooking(bookingId: number) {
  return useBookingMutation(async (input: AmendBookingInput) =>
    parseBooking(await api.post<unknown>(`/api/booking/${bookingId}/amend`, input)),
  );
}

export function useUpdateBookingDetails(bookingId: number) {
  return useBookingMutation(async (input: BookingDetailsInput) =>
    parseBooking(await api.put<unknown>(`/api/booking/${bookingId}`, input)),
  );
}

export function useAllocateRooms(bookingId: number) {
  return useBookingMutation(async (rooms: RoomPick[]) =>
    api.post<unknown>(`/api/booking/${bookingId}/allocate`, { rooms }),
  );
}

export function useReleaseRooms(bookingId: number) {
  return useBookingMutation(async () => api.post<unknown>(`/api/booking/${bookingId}/release`, {}));
}

export function useRoomShift(bookingId: number) {
  return useBookingMutation(async (input: Partial<RoomShiftInput> & { toRoomId: number }) =>
    api.post<unknown>(`/api/booking/${bookingId}/room-shift`, input),
  );
}

export function useAddService(bookingId: number) {
  return useBookingMutation(async (input: ServiceInput) =>
    bookingServiceSchema.parse(await api.post<unknown>(`/api/booking/${bookingId}/services`, input)),
  );
}

export function useRemoveService(bookingId: number) {
  return useBookingMutation(async (serviceId: number) =>
    api.delete<unknown>(`/api/booking/${bookingId}/services/${serviceId}`),
  );
}

export function useGroupTransition(propertyId: number) {
  return useBookingMutation(
    async ({ groupReference, action }: { groupReference: string; action: 'check-in' | 'check-out' }) =>
      api.post<unknown>(
        `/api/booking/property/${propertyId}/group/${encodeURIComponent(groupReference)}/${action}`,
        {},
      ),
  );
}

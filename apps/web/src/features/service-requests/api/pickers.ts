// What the request dialog picks from: the property's rooms (lib/queries), bookings, guests and staff.
import { bookingPageSchema, customerPageSchema, pageOf, userSchema } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type Picked = { id: number; label: string };

/** Bookings by number or guest name, a few at a time as the user types (GET /api/booking/property/:id). */
export function useBookingOptions(propertyId: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['bookings', propertyId, 'request-picker', search],
    queryFn: async ({ signal }): Promise<Picked[]> =>
      bookingPageSchema
        .parse(
          await api.get<unknown>(`/api/booking/property/${propertyId}`, {
            params: { search, size: 10, sort: 'createdAt', order: 'desc' },
            signal,
          }),
        )
        .items.map((b) => ({ id: b.id, label: `${b.bookingNumber} · ${b.guestName}` })),
    enabled: enabled && search.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Guests by name, email or phone (GET /api/customer/property/:id). */
export function useCustomerOptions(propertyId: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', propertyId, 'request-picker', search],
    queryFn: async ({ signal }): Promise<Picked[]> =>
      customerPageSchema
        .parse(
          await api.get<unknown>(`/api/customer/property/${propertyId}`, {
            params: { search, size: 10 },
            signal,
          }),
        )
        .items.map((c) => ({ id: c.id, label: [c.firstName, c.lastName].filter(Boolean).join(' ') })),
    enabled: enabled && search.length >= 2,
    placeholderData: keepPreviousData,
  });
}

const staffPage = pageOf(userSchema);

/** The property's staff a request may be assigned to (GET /api/property/:id/users; managers only). */
export function useStaffOptions(propertyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['property-users', propertyId, 'request-assignees'],
    queryFn: async ({ signal }): Promise<Picked[]> =>
      staffPage
        .parse(await api.get<unknown>(`/api/property/${propertyId}/users`, { params: { size: 200 }, signal }))
        .items.map((u) => ({ id: u.id, label: `${u.firstName} ${u.lastName}`.trim() })),
    enabled,
  });
}

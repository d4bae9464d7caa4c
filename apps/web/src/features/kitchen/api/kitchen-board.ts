import type {
  KitchenBoard,
  KitchenTicket,
  KitchenTicketMove,
  KitchenTicketPriorityInput,
} from '@bookone/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every kitchen query of a property starts with ['kitchen', propertyId]: a live event refreshes them all. */
export const kitchenKey = (propertyId: number) => ['kitchen', propertyId] as const;

/** GET /api/property/:id/kitchen/tickets: the open tickets of a station (every station's when null) and the stations. */
export const kitchenBoardQuery = (propertyId: number, station: string | null) =>
  queryOptions({
    queryKey: [...kitchenKey(propertyId), 'board', station] as const,
    queryFn: ({ signal }) =>
      api.get<KitchenBoard>(`/api/property/${propertyId}/kitchen/tickets`, {
        params: { station: station ?? undefined },
        signal,
      }),
  });

/** GET /api/order/:id/kitchen-tickets: an order's tickets. */
export const orderTicketsQuery = (propertyId: number, orderId: number) =>
  queryOptions({
    queryKey: [...kitchenKey(propertyId), 'order', orderId] as const,
    queryFn: ({ signal }) => api.get<KitchenTicket[]>(`/api/order/${orderId}/kitchen-tickets`, { signal }),
  });

/** POST /api/kitchen/ticket/:id/status from the status shown: 409 when another cook moved it first. */
export function useMoveTicket(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, ...move }: KitchenTicketMove & { ticketId: number }) =>
      api.post<KitchenTicket>(`/api/kitchen/ticket/${ticketId}/status`, move),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKey(propertyId) }),
  });
}

/** POST /api/kitchen/ticket/:id/priority: rush (top of the display) or normal again. */
export function useTicketPriority(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, priority }: KitchenTicketPriorityInput & { ticketId: number }) =>
      api.post<KitchenTicket>(`/api/kitchen/ticket/${ticketId}/priority`, { priority }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKey(propertyId) }),
  });
}

/** POST /api/kitchen/ticket/:id/acknowledge: a cook saw a void ticket, which leaves the display. */
export function useAcknowledgeVoid(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: number) => api.post<KitchenTicket>(`/api/kitchen/ticket/${ticketId}/acknowledge`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKey(propertyId) }),
  });
}

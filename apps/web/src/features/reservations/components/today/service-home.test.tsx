import type { ReservationListItem, ReservationToday } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../../testing/test-utils';
import { buildFullReservation } from '../../testing/build-reservation';
import { ServiceHome } from './service-home';

const served: ReservationListItem = {
  id: 9,
  propertyId: 12,
  referenceNumber: 'RS-000009',
  status: 'CHECKED_IN',
  customerId: 4,
  customerName: 'Tama Ngata',
  customerEmail: null,
  customerPhone: null,
  startsAt: '2026-12-07T21:00:00.000Z',
  endsAt: '2026-12-07T22:00:00.000Z',
  currency: 'NZD',
  total: 60,
  createdAt: '2026-12-01T01:00:00.000Z',
  offerings: 'Beard trim',
  resources: 'Sam',
  persons: 1,
};

const today = (inService: ReservationListItem[]): ReservationToday => ({
  date: '2026-12-08',
  timeZone: 'Pacific/Auckland',
  counts: {
    BOOKED: 0,
    CONFIRMED: 0,
    CHECKED_IN: inService.length,
    COMPLETED: 3 - inService.length,
    CANCELLED: 0,
    NO_SHOW: 0,
  },
  nextArrivals: [],
  inService,
  freeCapacity: [],
  canCreate: true,
});

describe('service business home', () => {
  it("shows today's reservations; Complete ends a service and the glance is fetched again", async () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_SERVICE'], propertyId: 12 }) }));
    let inService = [served];
    const fetchMock = mockApi({
      'GET /api/reservation/property/12/today': () => jsonResponse(today(inService)),
      'POST /api/reservation/9/complete': () => {
        inService = [];
        return jsonResponse(buildFullReservation({ id: 9, status: 'COMPLETED' }));
      },
    });
    const { user } = renderRoutes([{ path: '/', element: <ServiceHome propertyId={12} /> }]);

    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    expect(await screen.findByText('No more arrivals today.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the scheduler' })).toHaveAttribute(
      'href',
      '/master-service/service',
    );
    expect(screen.getByRole('link', { name: 'All reservations' })).toHaveAttribute(
      'href',
      '/master-service/reservation-list',
    );
    const serving = screen.getByTestId('in-service');
    expect(within(serving).getByText('Tama Ngata')).toBeInTheDocument();

    await user.click(within(serving).getByRole('button', { name: 'Complete Tama Ngata (RS-000009)' }));
    expect(await screen.findByText("Tama Ngata's reservation is completed.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/reservation/9/complete')).toHaveLength(1);
    expect(await screen.findByText('Nobody is being served.')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/reservation/property/12/today')).toHaveLength(2),
    );
  });
});

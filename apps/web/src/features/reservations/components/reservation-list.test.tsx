import type { ReservationListItem } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { reservationQuery } from '../utils/reservation-list';
import { ReservationListPage } from './reservation-list-page';

function buildReservation(over: Partial<ReservationListItem> = {}): ReservationListItem {
  return {
    id: 7,
    propertyId: 12,
    referenceNumber: 'RS-000007',
    status: 'CONFIRMED',
    customerId: 3,
    customerName: 'Hana Brown',
    customerEmail: 'hana@example.nz',
    customerPhone: '+64 21 555 1000',
    startsAt: '2026-12-07T21:00:00.000Z',
    endsAt: '2026-12-07T22:00:00.000Z',
    currency: 'NZD',
    total: 138,
    createdAt: '2026-12-01T01:00:00.000Z',
    offerings: 'Swedish Massage 60 min',
    resources: 'Mia Chen',
    persons: 1,
    ...over,
  };
}

const SLOW = { timeout: 60_000 };
const page = (items: ReservationListItem[]) =>
  jsonResponse({ items, total: items.length, page: 0, size: 25 });
const API = '/api/reservation/property/12';

const render = (entry = '/master-service/reservation-list') =>
  renderRoutes(
    [
      { path: '/master-service/reservation-list', element: <ReservationListPage propertyId={12} /> },
      { path: '/master-service/reservation-details/:referenceId', element: <p>Details</p> },
    ],
    {
      initialEntries: [entry],
    },
  );

describe('reservationQuery', () => {
  it('sends only the filters set, and drops a backwards end date', () => {
    expect(
      reservationQuery({
        filters: { status: 'BOOKED', from: '2026-02-01', to: '2026-01-01', search: ' hana ' },
        page: 0,
        size: 25,
        sort: 'startsAt',
        order: 'asc',
      }),
    ).toEqual({
      status: 'BOOKED',
      from: '2026-02-01',
      to: undefined,
      search: 'hana',
      sort: 'startsAt',
      order: 'asc',
    });
  });
});

describe('Reservations page', () => {
  it(
    'lists the reservations soonest first; the status tab and the search go to the server and the address',
    SLOW,
    async () => {
      saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_ADMIN'], propertyId: 12 }) }));
      const fetchMock = mockApi({
        [`GET ${API}`]: (url) =>
          page(url.searchParams.get('status') === 'NO_SHOW' ? [] : [buildReservation()]),
      });
      const { user, router } = render();
      const cell = await screen.findByText('RS-000007');
      const row = cell.closest('[role="row"]') as HTMLElement;
      expect(within(row).getByText('Confirmed')).toBeInTheDocument();
      expect(within(row).getByText('Hana Brown')).toBeInTheDocument();
      expect(within(row).getByText('Swedish Massage 60 min')).toBeInTheDocument();
      const first = callsTo(fetchMock, 'GET', API)[0]![0].searchParams;
      expect([first.get('sort'), first.get('order')]).toEqual(['startsAt', 'asc']);

      await user.click(screen.getByRole('tab', { name: 'No-show' }));
      await screen.findByText('No reservation matches these filters.');
      expect(router.state.location.search).toContain('status=NO_SHOW');
      expect(callsTo(fetchMock, 'GET', API).at(-1)?.[0].searchParams.get('status')).toBe('NO_SHOW');

      await user.type(screen.getByLabelText('Search'), 'RS-7');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', API).at(-1)?.[0].searchParams.get('search')).toBe('RS-7'),
      );
      expect(router.state.location.search).toContain('q=RS-7');
    },
  );

  it(
    'offers New reservation unless the plan is Business Starter; a row opens its details',
    SLOW,
    async () => {
      saveSession(
        buildLoginResponse({
          user: buildUser({ roles: ['PROP_FRONTDESK'], propertyId: 12 }),
          property: buildProperty({ id: 12, plan: 'Business Starter' }),
        }),
      );
      mockApi({ [`GET ${API}`]: () => page([buildReservation()]) });
      const starter = render();
      await screen.findByText('RS-000007');
      expect(screen.queryByRole('button', { name: 'New reservation' })).not.toBeInTheDocument();
      starter.unmount();

      saveSession(
        buildLoginResponse({
          user: buildUser({ roles: ['PROP_FRONTDESK'], propertyId: 12 }),
          property: buildProperty({ id: 12, plan: 'Business Premium' }),
        }),
      );
      const { user, router } = render();
      expect(await screen.findByRole('button', { name: 'New reservation' })).toBeInTheDocument();
      await user.click(await screen.findByRole('link', { name: 'RS-000007' }));
      expect(await screen.findByText('Details')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/master-service/reservation-details/RS-000007');
    },
  );
});

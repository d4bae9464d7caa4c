import type {
  Reservation,
  ReservationListItem,
  ReservationToday,
  Schedule,
  ScheduleLine,
} from '@bookone/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../../testing/test-utils';
import { buildOffering } from '../../testing/build-reservation';
import { ReservationDashboardPage } from './reservation-dashboard-page';

// Tuesday 8 December 2026 in Auckland (UTC+13): 09:00 there is 20:00Z the day before.
const DAY = '2026-12-08';
const at = (time: string) => new Date(`${DAY}T${time}:00+13:00`).toISOString();
const SLOW = { timeout: 60_000 };

const hana: ScheduleLine = {
  lineId: 70,
  reservationId: 7,
  referenceNumber: 'RS-000007',
  status: 'CONFIRMED',
  customerName: 'Hana Brown',
  offeringId: 5,
  offeringName: 'Swedish Massage',
  resourceId: 1,
  startsAt: at('10:00'),
  endsAt: at('11:00'),
  persons: 1,
};

const schedule = (lines: ScheduleLine[] = [hana]): Schedule => ({
  from: DAY,
  to: DAY,
  timeZone: 'Pacific/Auckland',
  resources: [
    {
      id: 1,
      name: 'Mia Chen',
      kind: 'STAFF',
      capacity: 1,
      working: [{ startsAt: at('09:00'), endsAt: at('17:00') }],
      offeringIds: [5],
    },
    {
      id: 2,
      name: 'Ben Ito',
      kind: 'STAFF',
      capacity: 1,
      working: [{ startsAt: at('12:00'), endsAt: at('17:00') }],
      offeringIds: [5],
    },
    {
      id: 3,
      name: 'Nail bar',
      kind: 'CHAIR',
      capacity: 1,
      working: [{ startsAt: at('09:00'), endsAt: at('17:00') }],
      offeringIds: [],
    },
  ],
  lines,
});

const arrival: ReservationListItem = {
  id: 7,
  propertyId: 12,
  referenceNumber: 'RS-000007',
  status: 'CONFIRMED',
  customerId: 3,
  customerName: 'Hana Brown',
  customerEmail: null,
  customerPhone: null,
  startsAt: at('10:00'),
  endsAt: at('11:00'),
  currency: 'NZD',
  total: 138,
  createdAt: at('08:00'),
  offerings: 'Swedish Massage',
  resources: 'Mia Chen',
  persons: 1,
};

const today = (over: Partial<ReservationToday> = {}): ReservationToday => ({
  date: DAY,
  timeZone: 'Pacific/Auckland',
  counts: { BOOKED: 2, CONFIRMED: 1, CHECKED_IN: 0, COMPLETED: 4, CANCELLED: 0, NO_SHOW: 1 },
  nextArrivals: [arrival],
  inService: [],
  freeCapacity: [
    { offeringId: 5, offeringName: 'Swedish Massage', freePlaces: 6, nextFree: at('11:00') },
    { offeringId: 6, offeringName: 'Yoga class', freePlaces: 0, nextFree: null },
  ],
  canCreate: true,
  ...over,
});

function reservation(line: ScheduleLine): Reservation {
  return {
    ...arrival,
    status: line.status,
    startsAt: line.startsAt,
    endsAt: line.endsAt,
    notes: null,
    serviceAddress: null,
    subtotal: 120,
    discountPercentage: 0,
    discountAmount: 0,
    tax: 18,
    cancelReason: null,
    confirmedAt: null,
    checkedInAt: null,
    completedAt: null,
    cancelledAt: null,
    createdByName: null,
    updatedAt: at('08:00'),
    lines: [
      {
        id: line.lineId,
        offeringId: line.offeringId,
        offeringName: line.offeringName,
        resourceId: line.resourceId,
        resourceName: 'Mia Chen',
        startsAt: line.startsAt,
        endsAt: line.endsAt,
        persons: 1,
        unitPrice: 120,
        price: 120,
        tax: 18,
      },
    ],
    paid: 0,
    balance: 138,
    payments: [],
  };
}

const API = '/api/reservation/property/12';

function render(entry = `/master-service/service?view=day&date=${DAY}`) {
  saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_SERVICE'], propertyId: 12 }) }));
  return renderRoutes(
    [
      { path: '/master-service/service', element: <ReservationDashboardPage propertyId={12} /> },
      { path: '/master-service/reservation-details/:referenceId', element: <p>Details page</p> },
    ],
    { initialEntries: [entry] },
  );
}

const bar = () => document.querySelector<HTMLElement>('[data-item-id="line:70"]')!;

describe('Reservation Dashboard', () => {
  it('shows today at a glance and the day of 15-minute slots over the working hours', SLOW, async () => {
    const fetchMock = mockApi({
      [`GET ${API}/today`]: () => jsonResponse(today()),
      [`GET ${API}/schedule`]: () => jsonResponse(schedule()),
      'POST /api/reservation/7/check-in': () => jsonResponse(reservation({ ...hana, status: 'CHECKED_IN' })),
    });
    const { user } = render();

    const counts = await screen.findByRole('list', { name: "Today's reservations by status" });
    expect(within(counts).getByText('Completed').previousSibling).toHaveTextContent('4');
    expect(screen.getByText('6 places · next 11:00 AM')).toBeInTheDocument();
    expect(screen.getByText('full')).toBeInTheDocument();

    const grid = await screen.findByRole('grid', { name: 'Reservation scheduler' });
    expect(callsTo(fetchMock, 'GET', `${API}/schedule`)[0]?.[0].search).toBe(`?from=${DAY}&to=${DAY}`);
    // 09:00 to 17:00 (the earliest and latest working time): 32 slots, hour headers.
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(33);
    expect(
      within(grid).getByRole('columnheader', { name: 'Tuesday, December 8, 9:15 AM' }),
    ).toBeInTheDocument();
    // The bar is named by customer, offering, resource, time and status.
    expect(bar()).toHaveAccessibleName(
      expect.stringContaining(
        'Hana Brown · Swedish Massage, Mia Chen, Tuesday, December 8, 10:00 AM–11:00 AM',
      ),
    );
    expect(bar()).toHaveAccessibleName(expect.stringContaining('Confirmed, 1 person, RS-000007'));
    // Ben starts at noon: his morning is shaded and says so.
    expect(
      within(grid).getByRole('gridcell', { name: 'Ben Ito, Tuesday, December 8, 9:00 AM, not working' }),
    ).toHaveAttribute('data-closed', 'true');
    expect(
      within(grid).getByRole('gridcell', { name: 'Ben Ito, Tuesday, December 8, 12:00 PM' }),
    ).not.toHaveAttribute('data-closed');

    await user.click(screen.getByRole('button', { name: 'Check in Hana Brown (RS-000007)' }));
    expect(await screen.findByText('Hana Brown is checked in.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/reservation/7/check-in')).toHaveLength(1);
  });

  it('moves a bar by keyboard, a slot later and to another therapist, and saves it', SLOW, async () => {
    let lines = [hana];
    const fetchMock = mockApi({
      [`GET ${API}/today`]: () => jsonResponse(today()),
      [`GET ${API}/schedule`]: () => jsonResponse(schedule(lines)),
      'POST /api/reservation/7/reschedule': (_url, init) => {
        const input = bodyOf(init) as { startsAt: string; resourceId: number };
        const moved = {
          ...hana,
          startsAt: input.startsAt,
          endsAt: at('13:15'),
          resourceId: input.resourceId,
        };
        lines = [moved];
        return jsonResponse(reservation(moved));
      },
    });
    const { user } = render();
    await screen.findByRole('grid', { name: 'Reservation scheduler' });
    act(() => bar().focus());
    // Picked up with M, then down a row (Ben), then 9 slots later: 12:15.
    await user.keyboard('m');
    await user.keyboard('{ArrowDown}');
    for (let i = 0; i < 9; i++) await user.keyboard('{ArrowRight}');
    expect(bar()).toHaveAttribute('data-start', at('12:15'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/reservation/7/reschedule')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/reservation/7/reschedule')[0]?.[1])).toEqual({
      lineId: 70,
      startsAt: at('12:15'),
      resourceId: 2,
    });
    await waitFor(() => expect(bar()).toHaveAttribute('data-resource-id', '2'));
    expect(bar()).toHaveAttribute('data-start', at('12:15'));
    expect(bar()).not.toHaveAttribute('aria-busy');
  });

  it('rolls a refused move back and shows the server message', SLOW, async () => {
    mockApi({
      [`GET ${API}/today`]: () => jsonResponse(today()),
      [`GET ${API}/schedule`]: () => jsonResponse(schedule()),
      'POST /api/reservation/7/reschedule': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Mia Chen is not free at 10:15.',
            nextSlots: [
              {
                startsAt: at('11:00'),
                endsAt: at('12:00'),
                localStart: '11:00',
                localEnd: '12:00',
                places: 1,
                resourceIds: [1],
              },
              {
                startsAt: at('11:15'),
                endsAt: at('12:15'),
                localStart: '11:15',
                localEnd: '12:15',
                places: 1,
                resourceIds: [1],
              },
            ],
          },
          409,
        ),
    });
    const { user } = render();
    await screen.findByRole('grid', { name: 'Reservation scheduler' });
    act(() => bar().focus());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByTestId('timeline-refused')).toHaveTextContent(
      'Mia Chen is not free at 10:15. Next free: 11:00 AM, 11:15 AM.',
    );
    expect(bar()).toHaveAttribute('data-start', at('10:00'));
    expect(bar()).toHaveAttribute('data-rolled-back', 'true');
  });

  it(
    'refuses a drop on a resource that does not deliver the offering without calling the server',
    SLOW,
    async () => {
      const fetchMock = mockApi({
        [`GET ${API}/today`]: () => jsonResponse(today()),
        [`GET ${API}/schedule`]: () => jsonResponse(schedule()),
      });
      const { user } = render();
      await screen.findByRole('grid', { name: 'Reservation scheduler' });
      act(() => bar().focus());
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(await screen.findByTestId('timeline-refused')).toHaveTextContent(
        'Nail bar does not deliver Swedish Massage.',
      );
      expect(callsTo(fetchMock, 'POST', '/api/reservation/7/reschedule')).toHaveLength(0);
      expect(bar()).toHaveAttribute('data-resource-id', '1');
    },
  );

  it(
    "opens a bar's reservation, switches to the week in the address, and on Starter offers no creation",
    SLOW,
    async () => {
      const fetchMock = mockApi({
        [`GET ${API}/today`]: () => jsonResponse(today({ canCreate: false })),
        [`GET ${API}/schedule`]: () => jsonResponse(schedule()),
      });
      const { user, router } = render();
      const grid = await screen.findByRole('grid', { name: 'Reservation scheduler' });
      expect(await screen.findByText(/Business Starter plan/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'New reservation' })).not.toBeInTheDocument();
      // A free cell does nothing on Starter: no dialog.
      fireEvent.click(within(grid).getByRole('gridcell', { name: 'Mia Chen, Tuesday, December 8, 2:00 PM' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Week' }));
      await waitFor(() => expect(router.state.location.search).toBe(`?view=week&date=${DAY}`));
      // Monday 7 to Sunday 13 December.
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', `${API}/schedule`).at(-1)?.[0].search).toBe(
          '?from=2026-12-07&to=2026-12-13',
        ),
      );

      await user.click(bar());
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/master-service/reservation-details/RS-000007'),
      );
    },
  );

  it(
    'shows an agenda of the day resource by resource under 600 px; a reservation opens its details',
    SLOW,
    async () => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
          onchange: null,
          dispatchEvent: vi.fn(),
        })),
      );
      mockApi({
        [`GET ${API}/today`]: () => jsonResponse(today()),
        [`GET ${API}/schedule`]: () => jsonResponse(schedule()),
      });
      const { user, router } = render();
      const mia = await screen.findByRole('region', { name: 'Mia Chen' });
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(within(mia).getByText('10:00 AM–11:00 AM · RS-000007')).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Ben Ito' })).getByText('Nothing booked.'),
      ).toBeInTheDocument();
      await user.click(within(mia).getByRole('button', { name: /Hana Brown · Swedish Massage/ }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/master-service/reservation-details/RS-000007'),
      );
    },
  );

  it(
    'opens the new reservation dialog from a free working slot (Enter), on its day; a closed slot opens nothing',
    SLOW,
    async () => {
      const fetchMock = mockApi({
        [`GET ${API}/today`]: () => jsonResponse(today()),
        [`GET ${API}/schedule`]: () => jsonResponse(schedule()),
        'GET /api/service-catalogue/property/12/offerings': () =>
          jsonResponse({ items: [buildOffering()], total: 1, page: 0, size: 200 }),
      });
      const { user } = render();
      const grid = await screen.findByRole('grid', { name: 'Reservation scheduler' });
      // Ben's morning is not working time: nothing opens there.
      await user.click(
        within(grid).getByRole('gridcell', { name: 'Ben Ito, Tuesday, December 8, 9:00 AM, not working' }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const free = within(grid).getByRole('gridcell', { name: 'Ben Ito, Tuesday, December 8, 2:00 PM' });
      free.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
      // Prefilled with the cell's day (in the property's zone: 14:00 on 8 December is 01:00Z that day).
      expect(await within(dialog).findByLabelText(/^Day/)).toHaveValue(DAY);
      expect(callsTo(fetchMock, 'POST', API)).toHaveLength(0);
    },
  );
});

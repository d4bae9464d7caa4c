import {
  todayIn,
  type Booking,
  type FrontDesk,
  type PropertyDashboard,
  type Role,
  type User,
} from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderApp, type ApiRoutes } from '../../../testing/test-utils';

const today = todayIn('Pacific/Auckland');

beforeAll(() => {
  // The chart measures its container; jsdom has no ResizeObserver.
  if (!('ResizeObserver' in globalThis))
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
});

function buildBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 501,
    propertyId: 12,
    bookingNumber: 'HVH-000501',
    status: 'CONFIRMED',
    roomTypeId: 3,
    roomTypeName: 'Harbour Suite',
    ratePlanId: null,
    ratePlanName: null,
    arrival: today,
    departure: today,
    nights: 1,
    rooms: 1,
    units: 1,
    adults: 2,
    children: 0,
    source: 'Walk In',
    externalReference: null,
    customerId: 9,
    guestName: 'Aroha Ngata',
    guestEmail: null,
    guestPhone: null,
    notes: null,
    currency: 'NZD',
    roomCharge: 300,
    extraCharge: 0,
    subtotal: 300,
    taxes: [],
    tax: 0,
    total: 300,
    paid: 300,
    balance: 0,
    cancelReason: null,
    cancelledAt: null,
    discountPercentage: 0,
    discountAmount: 0,
    servicesTotal: 0,
    expensesTotal: 0,
    groupReference: null,
    companyId: null,
    checkedInAt: null,
    checkedOutAt: null,
    allocations: [],
    createdByName: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const dashboard: PropertyDashboard = {
  date: today,
  currency: 'NZD',
  arrivals: 4,
  departures: 2,
  inHouse: 7,
  occupancy: Array.from({ length: 31 }, (_, i) => ({
    date: `2026-05-${String((i % 28) + 1).padStart(2, '0')}`,
    sold: i === 0 ? 5 : 2,
    total: 10,
    percent: i === 0 ? 50 : 20,
  })),
  revenueThisMonth: 11000,
  revenueLastMonth: 10000,
  paymentsThisMonth: 800,
  paymentsLastMonth: 0,
  roomStatusCounts: [
    { status: 'NOT_READY', count: 3 },
    { status: 'VACANT_READY', count: 6 },
  ],
};

const arrival = buildBooking();
const leaving = buildBooking({
  id: 502,
  bookingNumber: 'HVH-000502',
  status: 'CHECKEDIN',
  guestName: 'Tom Reid',
  arrival: '2026-01-01',
  balance: 120,
  paid: 180,
  allocations: [{ id: 1, roomId: 4, roomNumber: '204', bed: 0, fromDate: '2026-01-01', toDate: today }],
});
const frontDesk: FrontDesk = { date: today, arrivals: [arrival], departures: [leaving], inHouse: [leaving] };

function signIn(roles: Role[], user: Partial<User> = {}, extra: ApiRoutes = {}) {
  const me = buildUser({ roles, ...user });
  saveSession(buildLoginResponse({ user: me, property: buildProperty() }));
  return mockApi({
    'GET /api/user/findById/7': () => jsonResponse(me),
    'GET /api/notification/property': () => jsonResponse([]),
    'GET /api/me/navigation': () =>
      jsonResponse({ menuKey: 'accommodation', homePath: '/master-service/home', permissions: [], menu: [] }),
    'GET /api/property/12/onboarding': () => jsonResponse({}, 404),
    'GET /api/dashboard/property/12': () => jsonResponse(dashboard),
    'GET /api/booking/property/12/front-desk': () => jsonResponse(frontDesk),
    'GET /api/booking/501/available-rooms': () =>
      jsonResponse([{ roomId: 8, roomNumber: '101', floor: 1, bed: 0, status: 'VACANT_READY', clean: true }]),
    ...extra,
  });
}

/** The first visit loads the lazy 'bookone' section (every front-office page), slower than a query's default wait. */
const firstLoad = { timeout: 10_000 };

const card = (name: string) => screen.getByRole('region', { name });

describe('front-office dashboard', () => {
  it("shows today's figures, revenue against last month, occupancy and rooms by status", async () => {
    signIn(['PROP_FRONTDESK']);
    renderApp('/bookone/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front Office Dashboard' }, firstLoad),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Arrivals today' });
    expect(within(card('Arrivals today')).getByText('4')).toBeInTheDocument();
    expect(within(card('Departures today')).getByText('2')).toBeInTheDocument();
    expect(within(card('In house')).getByText('7')).toBeInTheDocument();
    expect(within(card('Occupancy tonight')).getByText('50%')).toBeInTheDocument();
    expect(within(card('Occupancy tonight')).getByText('5 of 10 sold')).toBeInTheDocument();
    const revenue = card('Room revenue this month');
    expect(within(revenue).getByText(/11\s000,00/)).toBeInTheDocument();
    expect(within(revenue).getByText(/^\+10% on last month \(.*10\s000,00/)).toBeInTheDocument();
    // Nothing was paid last month: no percentage, just last month's figure.
    expect(within(card('Payments this month')).getByText(/^Last month: .*0,00/)).toBeInTheDocument();
    // The chart's figures, for screen readers (the chart's chunk arrives beside the figures).
    const table = await screen.findByRole('table', { name: 'Occupancy, next 30 days' }, firstLoad);
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    const rooms = card('Rooms by status');
    expect(within(rooms).getByText('Not ready')).toBeInTheDocument();
    expect(within(rooms).getByText('3')).toBeInTheDocument();
    expect(within(rooms).getByRole('link', { name: 'Open the housekeeping board' })).toHaveAttribute(
      'href',
      '/bookone/housekeeping',
    );
  });

  it("lists today's arrivals, departures and in-house guests with their actions", async () => {
    signIn(['PROP_FRONTDESK']);
    renderApp('/bookone/dashboard');
    const arrivals = await screen.findByRole('list', { name: 'Arrivals to check in' }, firstLoad);
    await within(arrivals).findByText('Aroha Ngata');
    expect(within(arrivals).getByText('HVH-000501 · Harbour Suite')).toBeInTheDocument();
    expect(
      within(arrivals).getByRole('link', { name: 'Details of HVH-000501 for Aroha Ngata' }),
    ).toHaveAttribute('href', '/bookone/manage-booking/501');
    const departures = screen.getByRole('list', { name: 'Departures to check out' });
    expect(within(departures).getByText(/Room 204/)).toBeInTheDocument();
    expect(within(departures).getByText(/^Owes /)).toBeInTheDocument();
    // In house: details only.
    const inHouse = screen.getByRole('list', { name: 'Guests in house' });
    expect(within(inHouse).queryByRole('button')).not.toBeInTheDocument();
  });

  it('checks an arrival in through the check-in dialog', async () => {
    const fetchMock = signIn(
      ['PROP_FRONTDESK'],
      {},
      {
        'POST /api/booking/501/check-in': () => jsonResponse({ ...arrival, status: 'CHECKEDIN' }),
      },
    );
    const { user } = renderApp('/bookone/dashboard');
    await user.click(
      await screen.findByRole('button', { name: 'Check in Aroha Ngata (HVH-000501)' }, firstLoad),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Check in HVH-000501' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /101/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/booking/501/check-in')).toHaveLength(1));
    // The dashboard and the panels are fetched again after the check-in.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/booking/property/12/front-desk').length).toBeGreaterThan(1),
    );
  });

  it('asks to settle the balance before a check-out with money owed', async () => {
    const fetchMock = signIn(['PROP_FRONTDESK']);
    const { user } = renderApp('/bookone/dashboard');
    await user.click(
      await screen.findByRole('button', { name: 'Check out Tom Reid (HVH-000502)' }, firstLoad),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Settle the balance first' });
    expect(within(dialog).getByText(/Tom Reid still owes .*120,00/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/booking/502/check-out')).toHaveLength(0);
  });

  it('shows housekeeping staff the way to their board instead of the desk panels', async () => {
    const fetchMock = signIn(['PROP_HOUSEKEEPING']);
    renderApp('/bookone/dashboard');
    const link = await screen.findByRole('region', { name: 'Housekeeping' }, firstLoad);
    expect(within(link).getByRole('link', { name: 'Open the housekeeping board' })).toHaveAttribute(
      'href',
      '/bookone/housekeeping',
    );
    expect(screen.queryByRole('list', { name: 'Arrivals to check in' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/booking/property/12/front-desk')).toHaveLength(0);
  });
});

describe('home page of an accommodation property', () => {
  const target = { targetAmount: 10_000, targetStartDate: '2026-01-01', targetEndDate: '2026-12-31' };

  it("shows the achieved amount from the user's rows of the sales report, with the progress", async () => {
    const fetchMock = signIn(
      ['PROP_MANAGER'],
      { ...target, username: 'hotel.manager@bookone.demo' },
      {
        'GET /api/report/property/12/sales': () =>
          jsonResponse([
            { accountManager: 'hotel.manager@bookone.demo', totalAmount: 2500 },
            { accountManager: 'hotel.frontdesk@bookone.demo', totalAmount: 9000 },
          ]),
      },
    );
    renderApp('/master-service/home');
    const achieved = await screen.findByTestId('target-achieved');
    expect(achieved).toHaveTextContent(/Achieved: .*2\s500,00/);
    expect(screen.getByRole('progressbar', { name: 'Progress towards the target' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('25% of the target')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'GET', '/api/report/property/12/sales');
    expect(call?.[0].searchParams.get('fromDate')).toBe('2026-01-01');
    expect(call?.[0].searchParams.get('toDate')).toBe('2026-12-31');
    // The desk's panels are on the home page too.
    expect(await screen.findByRole('list', { name: 'Arrivals to check in' })).toBeInTheDocument();
  });

  it('has no achieved figure without a target, and none for a business that is not accommodation', async () => {
    const fetchMock = signIn(['PROP_MANAGER']);
    renderApp('/master-service/home');
    await screen.findByRole('heading', { name: 'Today at the front desk' });
    expect(screen.queryByTestId('target-achieved')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/report/property/12/sales')).toHaveLength(0);
  });

  it('gives housekeeping staff the housekeeping link instead of the booking actions', async () => {
    signIn(['PROP_HOUSEKEEPING']);
    renderApp('/master-service/home');
    const section = await screen.findByRole('region', { name: 'Housekeeping' });
    expect(within(section).getByRole('link', { name: 'Open the housekeeping board' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Check in / })).not.toBeInTheDocument();
  });
});

import type {
  DashboardScope,
  Organisation,
  OrganisationDashboard,
  PropertyDashboard,
  Role,
} from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderApp, type ApiRoutes } from '../../../../testing/test-utils';
import { attentionText, formatMoney, formatMonth, occupancyPoints } from '../../utils/organisation-figures';

const occupancy = (sold: number, available: number) => ({
  sold,
  available,
  percent: available > 0 ? Math.round((sold / available) * 1000) / 10 : null,
});

function figures(month = '2026-11', previousMonth = '2026-10'): OrganisationDashboard {
  return {
    organisation: { id: 5, name: 'Demo Hospitality Group' },
    month,
    previousMonth,
    activityKinds: ['bookings'],
    totals: {
      properties: 2,
      newThisMonth: 1,
      byStatus: { NEW: 1, COMPLETED: 1, INACTIVE: 0 },
      deactivated: 0,
      needingAttention: 1,
      occupancy: { thisMonth: occupancy(45, 90), lastMonth: occupancy(30, 93) },
      revenue: [
        { currency: 'NZD', thisMonth: 12500, lastMonth: 10000 },
        { currency: 'AUD', thisMonth: 800, lastMonth: 0 },
      ],
      activity: [{ kind: 'bookings', thisMonth: 14, lastMonth: 7 }],
    },
    properties: [
      {
        id: 12,
        name: 'Harbour View Hotel',
        businessType: 'Accommodation',
        propertyStatus: 'COMPLETED',
        active: true,
        currency: 'NZD',
        createdAt: '2026-01-01T00:00:00.000Z',
        newThisMonth: false,
        onboardingStep: null,
        occupancy: { thisMonth: occupancy(45, 90), lastMonth: occupancy(30, 93) },
        revenue: [
          { currency: 'NZD', thisMonth: 12500, lastMonth: 10000 },
          { currency: 'AUD', thisMonth: 800, lastMonth: 0 },
        ],
        activity: [{ kind: 'bookings', thisMonth: 14, lastMonth: 7 }],
        attention: [],
      },
      {
        id: 14,
        name: 'Corner Bistro',
        businessType: 'Restaurant',
        propertyStatus: 'NEW',
        active: true,
        currency: 'NZD',
        createdAt: '2026-11-02T00:00:00.000Z',
        newThisMonth: true,
        onboardingStep: 'tax',
        occupancy: { thisMonth: occupancy(0, 0), lastMonth: occupancy(0, 0) },
        revenue: [{ currency: 'NZD', thisMonth: 0, lastMonth: 0 }],
        activity: [{ kind: 'bookings', thisMonth: 0, lastMonth: 0 }],
        attention: [{ reason: 'ONBOARDING_STALLED', count: 12 }],
      },
    ],
  };
}

const propertyDashboard: PropertyDashboard = {
  date: '2026-11-24',
  currency: 'NZD',
  arrivals: 4,
  departures: 2,
  inHouse: 7,
  occupancy: [{ date: '2026-11-24', sold: 5, total: 10, percent: 50 }],
  revenueThisMonth: 12500,
  revenueLastMonth: 10000,
  paymentsThisMonth: 0,
  paymentsLastMonth: 0,
  roomStatusCounts: [],
};
const scope: DashboardScope = {
  propertyId: 12,
  propertyName: 'Harbour View Hotel',
  organisationId: 5,
  organisationName: 'Demo Hospitality Group',
};

function signIn(roles: Role[], extra: ApiRoutes = {}, organisationId = 5) {
  const me = buildUser({ roles, organisationId, propertyId: null });
  saveSession(buildLoginResponse({ user: me, property: null }));
  return mockApi({
    'GET /api/user/findById/7': () => jsonResponse(me),
    'GET /api/notification/property': () => jsonResponse([]),
    'GET /api/me/navigation': () =>
      jsonResponse({ menuKey: 'organisation', homePath: '/bookone/su-dashboard', permissions: [], menu: [] }),
    'GET /api/dashboard/organisation/5': (url) => {
      const month = url.searchParams.get('month');
      return jsonResponse(month === '2026-10' ? figures('2026-10', '2026-09') : figures());
    },
    'GET /api/dashboard/property/12': () => jsonResponse(propertyDashboard),
    'GET /api/dashboard/property/12/scope': () => jsonResponse(scope),
    ...extra,
  });
}

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

/** The first visit loads the lazy 'bookone' section, slower than a query's default wait. */
const firstLoad = { timeout: 10_000 };
const card = (name: string) => screen.getByRole('region', { name });

describe('organisation dashboard figures', () => {
  it('formats months, occupancy points and attention reasons', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-01', 'fr')).toBe('janvier 2026');
    expect(formatMoney(1234.5, 'NZD', 'en')).toBe('NZ$1,234.50');
    expect(formatMoney(1234.5, 'NZD', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 $NZ');
    expect(occupancyPoints(occupancy(45, 90), occupancy(30, 93))).toBe(17.7);
    expect(occupancyPoints(occupancy(1, 2), occupancy(0, 0))).toBeNull();
    expect(attentionText({ reason: 'UNALLOCATED_TODAY', count: 2 })).toEqual({
      key: 'attention.UNALLOCATED_TODAY',
      values: { count: 2 },
    });
  });
});

describe('/bookone/su-dashboard', () => {
  it("shows the organisation's totals, a card per currency, the properties and what needs attention", async () => {
    signIn(['ORG_ADMIN']);
    renderApp('/bookone/su-dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organisation Dashboard' }, firstLoad),
    ).toBeInTheDocument();
    await screen.findByText('Demo Hospitality Group · November 2026 against October 2026', {}, firstLoad);
    expect(within(card('Occupancy')).getByText('50%')).toBeInTheDocument();
    expect(within(card('Occupancy')).getByText('45 of 90 room-nights sold')).toBeInTheDocument();
    expect(within(card('Occupancy')).getByText('+17.7 pts on October 2026 (32.3%)')).toBeInTheDocument();
    // Never one total across currencies: a card each.
    expect(within(card('Room revenue (NZD)')).getByText('NZ$12,500.00')).toBeInTheDocument();
    expect(
      within(card('Room revenue (NZD)')).getByText('+25% on October 2026 (NZ$10,000.00)'),
    ).toBeInTheDocument();
    expect(within(card('Room revenue (AUD)')).getByText('A$800.00')).toBeInTheDocument();
    expect(within(card('Room revenue (AUD)')).getByText('October 2026: A$0.00')).toBeInTheDocument();
    expect(within(card('Bookings made')).getByText('14')).toBeInTheDocument();
    expect(within(card('Properties')).getByText('1 new in November 2026')).toBeInTheDocument();
    expect(
      within(card('Onboarding')).getByText('1 in onboarding · 1 completed · 0 inactive'),
    ).toBeInTheDocument();

    // The chart of occupancy by property arrives in its own chunk.
    await screen.findByRole('region', { name: 'Occupancy by property' }, firstLoad);
    const attention = card('Properties needing attention');
    expect(within(attention).getByText('Corner Bistro')).toBeInTheDocument();
    expect(within(attention).getByText('In onboarding for 12 days')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: /Each property's figures for November 2026/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const harbour = within(rows[1]!);
    expect(harbour.getByRole('rowheader')).toHaveTextContent('Harbour View Hotel');
    expect(harbour.getByText('A$800.00')).toBeInTheDocument();
    expect(harbour.getByRole('link', { name: 'Open the dashboard of Harbour View Hotel' })).toHaveAttribute(
      'href',
      '/bookone/dashboard?propertyId=12',
    );
    const bistro = within(rows[2]!);
    // No rooms: no percentage rather than 0 %; no front office dashboard to open.
    expect(bistro.getAllByText('—').length).toBeGreaterThan(0);
    expect(bistro.getByText('last step: Tax')).toBeInTheDocument();
    expect(bistro.queryByRole('link')).not.toBeInTheDocument();
    // The launcher stays below the figures.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  });

  it('steps to the previous month through the address', async () => {
    const fetchMock = signIn(['ORG_FINANCE']);
    const { user, router } = renderApp('/bookone/su-dashboard');
    await screen.findByText('Demo Hospitality Group · November 2026 against October 2026', {}, firstLoad);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByText('Demo Hospitality Group · October 2026 against September 2026');
    expect(router.state.location.search).toBe('?month=2026-10');
    expect(callsTo(fetchMock, 'GET', '/api/dashboard/organisation/5').length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("switches to a property's dashboard under a banner naming it and the organisation, and comes back", async () => {
    signIn(['ORG_ADMIN']);
    const { user, router } = renderApp('/bookone/su-dashboard');
    const switcher = await screen.findByRole('combobox', { name: "Open a property's dashboard" }, firstLoad);
    await user.click(switcher);
    // Only accommodation properties have a front office dashboard.
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Harbour View Hotel']);
    await user.click(options[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookone/dashboard'));
    expect(router.state.location.search).toBe('?propertyId=12');
    expect(
      await screen.findByText('Viewing Harbour View Hotel as Demo Hospitality Group', {}, firstLoad),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front Office Dashboard' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the organisation dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookone/su-dashboard'));
    expect(router.state.location.search).toBe('?organisationId=5');
  });

  it('sends an organisation role without a chosen property back to the organisation dashboard', async () => {
    signIn(['ORG_ADMIN']);
    renderApp('/bookone/dashboard');
    expect(
      await screen.findByText(
        'Choose a property on the organisation dashboard to see its front office dashboard.',
        {},
        firstLoad,
      ),
    ).toBeInTheDocument();
  });
});

function organisation(id: number, name: string): Organisation {
  return {
    id,
    parentOrganisationId: id === 1 ? null : 1,
    name,
    ownerName: null,
    email: null,
    address: null,
    mobile: null,
    landline: null,
    countryCode: null,
    countryName: null,
    currency: null,
    currencySymbol: null,
    logoUrl: null,
    websiteUrl: null,
    themePrimary: null,
    themeSecondary: null,
    fontFamily: null,
    supportName: null,
    supportEmail: null,
    supportPhone: null,
    facebook: null,
    twitter: null,
    instagram: null,
    status: 'ACTIVE',
    deactivatedAt: null,
    platform: id === 1,
    propertyCount: 0,
    propertiesByPlan: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('/bookone/su-dashboard for the super admin', () => {
  it('shows its own organisation first, then the one picked, kept in the address', async () => {
    const platform: OrganisationDashboard = {
      ...figures(),
      organisation: { id: 1, name: 'BookOne' },
      totals: { ...figures().totals, properties: 0, revenue: [], activity: [] },
      properties: [],
    };
    const fetchMock = signIn(
      ['SUPER_ADMIN'],
      {
        'GET /api/dashboard/organisation/1': () => jsonResponse(platform),
        'GET /api/organisation': () =>
          jsonResponse({
            items: [organisation(1, 'BookOne'), organisation(5, 'Demo Hospitality Group')],
            total: 2,
            page: 0,
            size: 25,
          }),
      },
      1,
    );
    const { user, router } = renderApp('/bookone/su-dashboard');
    await screen.findByText('BookOne · November 2026 against October 2026', {}, firstLoad);
    expect(screen.getByText('This organisation has no properties yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('BookOne');
    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Hospitality Group' }));
    await screen.findByText('Demo Hospitality Group · November 2026 against October 2026');
    expect(router.state.location.search).toBe('?organisationId=5');
    expect(callsTo(fetchMock, 'GET', '/api/dashboard/organisation/5')).toHaveLength(1);
  });
});

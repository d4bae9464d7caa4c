import type { OrganisationOrderListItem } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../../testing/data-generators';
import { callsTo, mockApi, renderRoutes } from '../../../../testing/test-utils';
import { OUTLET, page } from '../pos/pos-fixtures';
import { OrderListPage } from './order-list-page';

const SLOW = { timeout: 120_000 };
const API = '/api/order/organisation/3';

function item(over: Partial<OrganisationOrderListItem>): OrganisationOrderListItem {
  return {
    id: 77,
    propertyId: 12,
    businessServiceId: 4,
    outletName: 'Dine In',
    referenceNumber: 'BISTRO-O-000401',
    status: 'SERVED',
    paymentStatus: 'NotPaid',
    deliveryMethod: 'DINE_IN',
    tableId: null,
    tableName: null,
    covers: 2,
    bookingId: null,
    bookingNumber: null,
    customerId: null,
    customerName: null,
    currency: 'NZD',
    total: 37.45,
    paid: 0,
    billRequested: false,
    // 19:00 UTC: 08:00 the next morning in Auckland, 03:00 in Perth.
    createdAt: '2026-11-27T19:00:00.000Z',
    itemCount: 3,
    propertyName: 'Corner Bistro',
    timeZone: 'Pacific/Auckland',
    ...over,
  };
}

function renderOrganisationList() {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['ORG_ADMIN'], organisationId: 3 }), property: null }),
  );
  const fetchMock = mockApi({
    [`GET ${API}`]: () =>
      page([
        item({}),
        item({
          id: 78,
          propertyId: 14,
          referenceNumber: 'PERTH-O-000002',
          propertyName: 'Perth Diner',
          timeZone: 'Australia/Perth',
        }),
      ]),
    'GET /api/organisation/3/properties': () =>
      page([
        { id: 12, name: 'Corner Bistro' },
        { id: 14, name: 'Perth Diner' },
      ]),
    'GET /api/service-catalogue/property/14/business-services': () => page([{ ...OUTLET, propertyId: 14 }]),
    'GET /api/service-catalogue/property/12/business-services': () => page([OUTLET]),
  });
  const view = renderRoutes([{ path: '/order/order-list', element: <OrderListPage organisationId={3} /> }], {
    initialEntries: ['/order/order-list'],
  });
  const lastQuery = () => callsTo(fetchMock, 'GET', API).at(-1)![0].searchParams;
  return { ...view, lastQuery };
}

describe("The organisation's orders", () => {
  it(
    "shows each order's property and its time in that property's zone; a property picked goes to the server",
    SLOW,
    async () => {
      const { user, router, lastQuery } = renderOrganisationList();
      expect(await screen.findByRole('heading', { name: "The organisation's orders" })).toBeInTheDocument();
      const bistro = (await screen.findByText('BISTRO-O-000401')).closest('[role="row"]') as HTMLElement;
      const perth = screen.getByText('PERTH-O-000002').closest('[role="row"]') as HTMLElement;
      expect(within(bistro).getByText('Corner Bistro')).toBeInTheDocument();
      expect(within(perth).getByText('Perth Diner')).toBeInTheDocument();
      expect(within(bistro).getByText(/8:00/)).toBeInTheDocument();
      expect(within(perth).getByText(/3:00/)).toBeInTheDocument();
      // No outlet filter until a property is picked: outlets are a property's.
      expect(screen.queryByRole('combobox', { name: 'Outlet' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: 'Property' }));
      await user.click(await screen.findByRole('option', { name: 'Perth Diner' }));
      await waitFor(() => expect(lastQuery().get('propertyId')).toBe('14'));
      expect(router.state.location.search).toContain('property=14');
      await user.click(await screen.findByRole('combobox', { name: 'Outlet' }));
      await user.click(await screen.findByRole('option', { name: 'Dine In' }));
      await waitFor(() => expect(lastQuery().get('businessServiceId')).toBe('4'));

      // Another property: the outlet picked was the first one's, so it is dropped from the address and the query.
      await user.click(screen.getByRole('combobox', { name: 'Property' }));
      await user.click(await screen.findByRole('option', { name: 'Corner Bistro' }));
      await waitFor(() => expect(lastQuery().get('propertyId')).toBe('12'));
      expect(lastQuery().get('businessServiceId')).toBeNull();
      expect(router.state.location.search).not.toContain('outlet=');
    },
  );
});

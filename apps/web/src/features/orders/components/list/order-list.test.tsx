import type { OrderListItem } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../../testing/test-utils';
import { OUTLET, page, signInWaiter, table } from '../pos/pos-fixtures';
import { orderQuery } from './order-list-spec';
import { OrderListPage } from './order-list-page';

const SLOW = { timeout: 120_000 };
const API = '/api/order/property/12';

function item(over: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: 77,
    propertyId: 12,
    businessServiceId: 4,
    outletName: 'Dine In',
    referenceNumber: 'BISTRO-O-000401',
    status: 'SERVED',
    paymentStatus: 'NotPaid',
    deliveryMethod: 'DINE_IN',
    tableId: 4,
    tableName: 'Table 4',
    covers: 2,
    bookingId: null,
    bookingNumber: null,
    customerId: null,
    customerName: 'Ana Lopez',
    currency: 'NZD',
    total: 37.45,
    paid: 0,
    billRequested: false,
    createdAt: '2026-11-27T19:00:00.000Z',
    itemCount: 3,
    ...over,
  };
}

const base = { page: 0, size: 25, sort: 'createdAt' as const, order: 'desc' as const };
const filters = { status: '', from: '', to: '', search: '', method: '', outlet: '', table: '', property: '' };

describe('orderQuery', () => {
  it('reads no days as today (none sent), one day as date, a range as from–to, backwards as its first day', () => {
    expect(orderQuery({ ...base, filters })).toEqual({
      status: undefined,
      deliveryMethod: undefined,
      businessServiceId: undefined,
      tableId: undefined,
      search: undefined,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(orderQuery({ ...base, filters: { ...filters, from: '2026-11-01' } })).toMatchObject({
      date: '2026-11-01',
    });
    expect(
      orderQuery({
        ...base,
        filters: { ...filters, from: '2026-11-01', to: '2026-11-20', outlet: '4', table: 'x' },
      }),
    ).toMatchObject({ from: '2026-11-01', to: '2026-11-20', businessServiceId: 4, tableId: undefined });
    expect(
      orderQuery({ ...base, filters: { ...filters, from: '2026-11-20', to: '2026-11-01' } }),
    ).toMatchObject({
      date: '2026-11-20',
    });
  });
});

function renderList() {
  signInWaiter();
  const fetchMock = mockApi({
    [`GET ${API}`]: (url) => page(url.searchParams.get('status') === 'CANCELLED' ? [] : [item()]),
    'GET /api/service-catalogue/property/12/business-services': () => page([OUTLET]),
    [`GET ${API}/tables`]: () => jsonResponse([table(4, 'Table 4'), table(5, 'Table 5')]),
  });
  const view = renderRoutes(
    [
      { path: '/order/order-list', element: <OrderListPage propertyId={12} /> },
      { path: '/order/order-details', element: <p>Details</p> },
    ],
    { initialEntries: ['/order/order-list'] },
  );
  const lastQuery = () => callsTo(fetchMock, 'GET', API).at(-1)![0].searchParams;
  return { ...view, fetchMock, lastQuery };
}

describe('Orders page', () => {
  it("lists today's orders newest first; a status tab goes to the server and the address", SLOW, async () => {
    const { user, router, lastQuery } = renderList();
    const row = (await screen.findByText('BISTRO-O-000401')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Served')).toBeInTheDocument();
    expect(within(row).getByText('Not paid')).toBeInTheDocument();
    expect(within(row).getByText('Dine in')).toBeInTheDocument();
    expect(within(row).getByText('Table 4')).toBeInTheDocument();
    expect([lastQuery().get('sort'), lastQuery().get('order'), lastQuery().get('date')]).toEqual([
      'createdAt',
      'desc',
      null,
    ]);
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await screen.findByText('No order matches these filters.');
    expect(router.state.location.search).toContain('status=CANCELLED');
    expect(lastQuery().get('status')).toBe('CANCELLED');
  });

  it('filters by method, outlet and then its tables, into the address', SLOW, async () => {
    const { user, router, lastQuery } = renderList();
    await screen.findByText('BISTRO-O-000401');
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Take away' }));
    expect(screen.queryByRole('combobox', { name: 'Table' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Outlet' }));
    await user.click(await screen.findByRole('option', { name: 'Dine In' }));
    await user.click(await screen.findByRole('combobox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: 'Table 5' }));
    await waitFor(() =>
      expect([
        lastQuery().get('deliveryMethod'),
        lastQuery().get('businessServiceId'),
        lastQuery().get('tableId'),
      ]).toEqual(['TAKE_AWAY', '4', '5']),
    );
    expect(router.state.location.search).toContain('method=TAKE_AWAY');
    expect(router.state.location.search).toContain('table=5');
  });

  it('searches by number and a row opens the details', SLOW, async () => {
    const { user, router, lastQuery } = renderList();
    await screen.findByText('BISTRO-O-000401');
    await user.type(screen.getByLabelText('Search'), 'O-000401');
    await waitFor(() => expect(lastQuery().get('search')).toBe('O-000401'));
    expect(router.state.location.search).toContain('q=O-000401');
    await user.click(screen.getByRole('link', { name: 'BISTRO-O-000401' }));
    expect(await screen.findByText('Details')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?data=BISTRO-O-000401');
  });
});

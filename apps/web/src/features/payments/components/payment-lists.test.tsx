import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { buildPayment } from '../testing/build-payment';
import { ExpensesPage } from './expenses-page';
import { PaymentsPage } from './payments-page';

const payment = buildPayment({
  bookingId: 501,
  bookingNumber: 'HARBOURVIEW-000501',
  guestName: 'Ana Ngata',
});

function setUp(path: string, element: ReactElement, initial: string) {
  saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_ADMIN'] }), property: buildProperty() }));
  const fetchMock = mockApi({
    'GET /api/payment/property/12': () =>
      jsonResponse({ items: [payment], total: 1, page: 0, size: 25, totalAmount: 100 }),
    'GET /api/expense/property/12': () =>
      jsonResponse({ items: [], total: 0, page: 0, size: 25, totalAmount: 0, byType: [] }),
  });
  return { ...renderRoutes([{ path, element }], { initialEntries: [initial] }), fetchMock };
}

describe('payments and expenses lists keep their filters in the address', () => {
  it('payments: a reload of a filtered address asks the server for the same filter, and a new filter lands there', async () => {
    const { user, router, fetchMock } = setUp(
      '/bookone/manage-payment',
      <PaymentsPage />,
      '/bookone/manage-payment?from=2026-05-01&mode=Card&refunds=exclude&q=ngata&sort=amount&page=1',
    );
    const grid = await screen.findByRole('grid', { name: 'Payments' });
    await within(grid).findByText('Deposit');
    const [first] = callsTo(fetchMock, 'GET', '/api/payment/property/12');
    expect(Object.fromEntries(first![0].searchParams)).toEqual({
      from: '2026-05-01',
      mode: 'Card',
      refunds: 'exclude',
      search: 'ngata',
      sort: 'amount',
      order: 'asc',
      page: '1',
      size: '25',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ngata');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Paid'));
    // A new filter starts again at the first page.
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('expenses: the type and the search come back from the address', async () => {
    const { fetchMock } = setUp(
      '/bookone/manage-expense',
      <ExpensesPage />,
      '/bookone/manage-expense?type=Property%20Tax&q=towels',
    );
    await screen.findByRole('grid', { name: 'Expenses' });
    const [first] = callsTo(fetchMock, 'GET', '/api/expense/property/12');
    expect(first![0].searchParams.get('type')).toBe('Property Tax');
    expect(first![0].searchParams.get('search')).toBe('towels');
    expect(first![0].searchParams.get('sort')).toBe('date');
    expect(first![0].searchParams.get('order')).toBe('desc');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('towels');
  });
});

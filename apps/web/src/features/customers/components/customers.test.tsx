import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import {
  buildCustomer,
  buildLoginResponse,
  buildProperty,
  buildUser,
} from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { CustomerFormPage } from './customer-form-page';
import { CustomerListPage } from './customer-list-page';

const duplicate = {
  id: 8,
  name: 'Ana S.',
  email: 'ana@example.com',
  phone: '+64 21 555',
  matchedOn: ['email'],
};

function signIn() {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }), property: buildProperty() }),
  );
}

describe('customer page', () => {
  it('warns about a customer with the same email while typing, without offering a merge before saving', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/customer/property/12/duplicates': (url) =>
        jsonResponse(url.searchParams.get('email') === 'ana@example.com' ? [duplicate] : []),
    });
    const { user } = renderRoutes([{ path: '/bookone/add-customer', element: <CustomerFormPage /> }], {
      initialEntries: ['/bookone/add-customer'],
    });
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    const warning = await screen.findByRole('region', { name: 'Possible duplicate' });
    expect(within(warning).getByText('Ana S.')).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: 'Open Ana S.' })).toHaveAttribute(
      'href',
      '/bookone/add-customer?customerId=8',
    );
    expect(within(warning).queryByRole('button', { name: /Merge/ })).toBeNull();
    // Asked once the email looked complete, not for every keystroke before the @.
    const asked = callsTo(fetchMock, 'GET', '/api/customer/property/12/duplicates').map(([u]) =>
      u.searchParams.get('email'),
    );
    expect(asked).toContain('ana@example.com');
    expect(asked.every((e) => e?.includes('@'))).toBe(true);
  });

  it('merges a duplicate into the saved customer after a confirmation that says what moves', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/customer/3': () => jsonResponse(buildCustomer()),
      'GET /api/customer/3/documents': () => jsonResponse([]),
      'GET /api/customer/3/stays': () =>
        jsonResponse({
          bookings: [],
          totals: { stays: 0, nights: 0, spent: 0, paid: 0, balance: 0, lastStay: null, nextStay: null },
        }),
      'GET /api/customer/property/12/duplicates': () => jsonResponse([duplicate]),
      'POST /api/customer/3/merge': () =>
        jsonResponse({ customer: buildCustomer({ phone: '+64 21 555' }), duplicates: [] }),
    });
    const { user } = renderRoutes([{ path: '/bookone/add-customer', element: <CustomerFormPage /> }], {
      initialEntries: ['/bookone/add-customer?customerId=3'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer: Ana Silva' })).toBeInTheDocument();
    const warning = await screen.findByRole('region', { name: 'Possible duplicate' });
    await user.click(within(warning).getByRole('button', { name: 'Merge Ana S. into this customer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Merge Ana S. into Ana Silva?' });
    expect(confirm).toHaveTextContent(
      'The bookings, payments and identity documents of Ana S. move to Ana Silva.',
    );
    expect(confirm).toHaveTextContent('this cannot be undone');
    expect(callsTo(fetchMock, 'POST', '/api/customer/3/merge')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/customer/3/merge')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/customer/3/merge')[0]?.[1])).toEqual({ duplicateId: 8 });
    expect(await screen.findByText('Ana S. was merged into this customer')).toBeInTheDocument();
  });
});

describe('customer list', () => {
  it('asks the server for the searched page and opens a customer from its row', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/customer/property/12': (url) =>
        jsonResponse({
          items: url.searchParams.get('search') === 'silva' ? [buildCustomer()] : [],
          total: url.searchParams.get('search') === 'silva' ? 1 : 0,
          page: 0,
          size: 25,
        }),
    });
    const { user, router } = renderRoutes(
      [
        { path: '/bookone/customer-list', element: <CustomerListPage /> },
        { path: '/bookone/add-customer', element: <p>details</p> },
      ],
      { initialEntries: ['/bookone/customer-list'] },
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'silva');
    const link = await screen.findByRole('link', { name: 'Ana Silva' });
    expect(screen.getByText('1 customer')).toBeInTheDocument();
    // The search is in the address: a reload or a shared link shows the same list.
    expect(router.state.location.search).toBe('?q=silva');
    const last = callsTo(fetchMock, 'GET', '/api/customer/property/12').at(-1)?.[0];
    expect(last?.searchParams.get('sort')).toBe('name');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?customerId=3'));
  });
});

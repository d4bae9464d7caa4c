import type { SearchResult } from '@bookone/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';
import { SearchResults } from './search-results';

const RESULT: SearchResult = {
  users: [
    { id: 7, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', roles: ['PROP_ADMIN'], propertyId: 12 },
  ],
  properties: [{ id: 12, name: 'Harbour View Hotel', businessType: 'Accommodation', city: 'Auckland' }],
  guests: [],
  bookings: [],
};

const GUEST_RESULT: SearchResult = {
  users: [],
  properties: [],
  guests: [
    { id: 31, propertyId: 12, firstName: 'Mere', lastName: 'Tipene', email: 'mere@example.nz', phone: null },
  ],
  bookings: [
    {
      id: 501,
      propertyId: 12,
      bookingNumber: 'HVH-00042',
      status: 'CONFIRMED',
      guestName: 'Mere Tipene',
      arrival: '2026-05-04',
      departure: '2026-05-06',
    },
  ],
};

function ResultsPage() {
  const [params] = useSearchParams();
  return <SearchResults q={params.get('q') ?? ''} />;
}

function renderSearch(onSearch = vi.fn(), result: SearchResult = RESULT) {
  const fetchMock = mockApi({ 'GET /api/search': () => jsonResponse(result) });
  const view = renderRoutes([
    { path: '/', element: <SearchBox onSearch={onSearch} /> },
    { path: '/search', element: <ResultsPage /> },
    { path: '/bookone/manage-booking/:id', element: <p>Booking page</p> },
    { path: '/bookone/manage-payment', element: <p>Payments page</p> },
  ]);
  return { ...view, fetchMock, onSearch, searches: () => callsTo(fetchMock, 'GET', '/api/search') };
}

const LABEL = 'Search pages, bookings, guests, users and properties';

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('emits its text and searches only after 200 ms without a change', async () => {
    // Only the timeouts are fake: the debounce is one, and Testing Library polls with an interval.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onSearch, searches } = renderSearch();
    const box = screen.getByRole('combobox', { name: LABEL });
    // fireEvent, not user-event: Testing Library's async helpers wait on a (here fake) timeout.
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ad' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    // Another keystroke starts the 200 ms again.
    fireEvent.change(box, { target: { value: 'ada' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    expect(searches()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ada');
    // (No waitFor here: it waits on a timeout too.) The search starts with the render of the debounced text.
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.[0].search).toBe('?q=ada&limit=5');
  });

  it("shows the server's users and properties as suggestions", async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: LABEL }), 'har');

    expect(await screen.findByRole('option', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Harbour View Hotel/ })).toHaveTextContent(
      'Accommodation · Auckland',
    );
    expect(screen.getByText('Users')).toBeInTheDocument();
    expect(screen.getByText('Properties')).toBeInTheDocument();
  });

  it('opens the results page for the text on Enter, with users and properties from the server', async () => {
    const { user, router, searches } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: LABEL }), 'harbour view{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=harbour%20view');
    expect(await screen.findByRole('table', { name: 'Users' })).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('table', { name: 'Properties' })).toHaveTextContent('Harbour View Hotel');
    expect(searches().some(([url]) => url.search === '?q=harbour+view&limit=50')).toBe(true);
  });

  it('opens the results page for a picked suggestion', async () => {
    const { user, router } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: LABEL }), 'ada');
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=ada'));
  });

  it('does nothing on Enter with an empty box', async () => {
    const { user, router, searches } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: LABEL }), '{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(searches()).toHaveLength(0);
  });

  it('suggests the pages the role may open by title, and opens a picked page at once', async () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }) }));
    const { user, router } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: LABEL }), 'manage');

    expect(await screen.findByRole('option', { name: /Manage Bookings/ })).toBeInTheDocument();
    // Expenses are not the desk's: the search never offers a page the guard would refuse.
    expect(screen.queryByRole('option', { name: /Manage Expenses/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Manage Payments/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookone/manage-payment'));
  });

  it('suggests the guests and bookings the server found; a booking opens its page', async () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }) }));
    const { user, router } = renderSearch(vi.fn(), GUEST_RESULT);
    await user.type(screen.getByRole('combobox', { name: LABEL }), 'tipene');

    expect(await screen.findByRole('option', { name: /Mere Tipene.*mere@example\.nz/ })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /HVH-00042/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookone/manage-booking/501'));
  });

  it('lists matching pages, bookings and guests on the results page, each linked', async () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }) }));
    const { user } = renderSearch(vi.fn(), GUEST_RESULT);
    await user.type(screen.getByRole('combobox', { name: LABEL }), 'tipene{Enter}');

    const bookings = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(bookings).getByRole('link', { name: 'HVH-00042' })).toHaveAttribute(
      'href',
      '/bookone/manage-booking/501',
    );
    expect(
      within(screen.getByRole('table', { name: 'Guests' })).getByRole('link', { name: 'Mere Tipene' }),
    ).toHaveAttribute('href', '/bookone/add-customer?customerId=31');
  });
});

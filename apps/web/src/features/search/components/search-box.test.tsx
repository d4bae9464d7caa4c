import type { SearchResult } from '@bookone/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';
import { SearchResults } from './search-results';

const RESULT: SearchResult = {
  users: [
    { id: 7, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', roles: ['PROP_ADMIN'], propertyId: 12 },
  ],
  properties: [{ id: 12, name: 'Harbour View Hotel', businessType: 'Accommodation', city: 'Auckland' }],
};

function ResultsPage() {
  const [params] = useSearchParams();
  return <SearchResults q={params.get('q') ?? ''} />;
}

function renderSearch(onSearch = vi.fn()) {
  const fetchMock = mockApi({ 'GET /api/search': () => jsonResponse(RESULT) });
  const view = renderRoutes([
    { path: '/', element: <SearchBox onSearch={onSearch} /> },
    { path: '/search', element: <ResultsPage /> },
  ]);
  return { ...view, fetchMock, onSearch, searches: () => callsTo(fetchMock, 'GET', '/api/search') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('emits its text and searches only after 200 ms without a change', async () => {
    // Only the timeouts are fake: the debounce is one, and Testing Library polls with an interval.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onSearch, searches } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search users and properties' });
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
    await user.type(screen.getByRole('combobox', { name: 'Search users and properties' }), 'har');

    expect(await screen.findByRole('option', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Harbour View Hotel/ })).toHaveTextContent(
      'Accommodation · Auckland',
    );
    expect(screen.getByText('Users')).toBeInTheDocument();
    expect(screen.getByText('Properties')).toBeInTheDocument();
  });

  it('opens the results page for the text on Enter, with users and properties from the server', async () => {
    const { user, router, searches } = renderSearch();
    await user.type(
      screen.getByRole('combobox', { name: 'Search users and properties' }),
      'harbour view{Enter}',
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=harbour%20view');
    expect(await screen.findByRole('table', { name: 'Users' })).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('table', { name: 'Properties' })).toHaveTextContent('Harbour View Hotel');
    expect(searches().some(([url]) => url.search === '?q=harbour+view&limit=50')).toBe(true);
  });

  it('opens the results page for a picked suggestion', async () => {
    const { user, router } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search users and properties' }), 'ada');
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=ada'));
  });

  it('does nothing on Enter with an empty box', async () => {
    const { user, router, searches } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search users and properties' }), '{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(searches()).toHaveLength(0);
  });
});

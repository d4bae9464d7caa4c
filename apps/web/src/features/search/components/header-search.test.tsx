import type { SearchResult } from '@bookone/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { HeaderSearch } from './header-search';

const RESULT: SearchResult = {
  users: [
    { id: 7, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', roles: ['PROP_ADMIN'], propertyId: 12 },
  ],
  properties: [],
  guests: [],
  bookings: [],
};

const LABEL = 'Search pages, bookings, guests, users and properties';

function renderHeaderSearch() {
  mockApi({ 'GET /api/search': () => jsonResponse(RESULT) });
  return renderRoutes([
    { path: '/', element: <HeaderSearch /> },
    { path: '/search', element: <p>Results page</p> },
  ]);
}

describe('HeaderSearch', () => {
  it('starts as a plain input and becomes the search box on focus, keeping what was typed', async () => {
    const { user } = renderHeaderSearch();
    const plain = screen.getByRole('combobox', { name: LABEL });
    // Not MUI's Autocomplete yet (its input carries MuiAutocomplete-input).
    expect(plain).not.toHaveClass('MuiAutocomplete-input');

    await user.type(plain, 'ada');

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: LABEL })).toHaveClass('MuiAutocomplete-input'),
    );
    const box = screen.getByRole('combobox', { name: LABEL });
    expect(box).toHaveValue('ada');
    expect(box).toHaveFocus();
    // Its suggestions open for the handed-over text, without a further keystroke.
    expect(await screen.findByRole('option', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('opens the results page on Enter', async () => {
    const { user, router } = renderHeaderSearch();
    await user.type(screen.getByRole('combobox', { name: LABEL }), 'harbour{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=harbour');
  });
});

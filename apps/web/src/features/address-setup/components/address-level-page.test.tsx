import type { AddressPlace } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { AddressLevelPage } from './address-level-page';

const PATH = '/bookone-admin/address-setup/subrub';

const place = (p: Partial<AddressPlace> & Pick<AddressPlace, 'id' | 'level' | 'name'>): AddressPlace => ({
  nameFr: null,
  code: null,
  postcode: null,
  parentId: null,
  parentName: null,
  country: null,
  state: null,
  city: null,
  suburb: null,
  children: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...p,
});

const AUCKLAND = place({
  id: 40,
  level: 'city',
  name: 'Auckland',
  parentId: 20,
  parentName: 'Auckland',
  state: 'Auckland',
  country: 'New Zealand',
  children: 2,
});
const PONSONBY = place({
  id: 41,
  level: 'suburb',
  name: 'Ponsonby',
  postcode: '1011',
  parentId: 40,
  parentName: 'Auckland',
  city: 'Auckland',
  state: 'Auckland',
  country: 'New Zealand',
  children: 3,
});

function setUp(roles: ('SUPER_ADMIN' | 'ORG_ADMIN')[]) {
  saveSession(buildLoginResponse({ user: buildUser({ roles, propertyId: null }), property: null }));
  const fetchMock = mockApi({
    'GET /api/address/suburbs': () => jsonResponse({ items: [PONSONBY], total: 1, page: 0, size: 25 }),
    'GET /api/address/cities/40': () => jsonResponse(AUCKLAND),
    'DELETE /api/address/suburbs/41': () =>
      jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'Suburb "Ponsonby" is in use by 3 streets: delete or move them first',
        },
        409,
      ),
    'POST /api/address/suburbs': (_url, init) =>
      jsonResponse({ ...PONSONBY, id: 42, ...(bodyOf(init) as object), children: 0 }, 201),
  });
  const view = renderRoutes([{ path: PATH, element: <AddressLevelPage level="suburb" /> }], {
    initialEntries: [`${PATH}?parentId=40`],
  });
  return { ...view, fetchMock };
}

// Slow on a loaded 2-core machine: the grid's first render takes seconds.
describe('address setup level page', { timeout: 60_000 }, () => {
  it('lists the suburbs of the parent named in the address, and adds one under it', async () => {
    const { user, fetchMock } = setUp(['SUPER_ADMIN']);
    const grid = await screen.findByRole('grid', { name: 'Suburb Setup' });
    const row = await within(grid).findByRole('row', { name: /Ponsonby/ });
    expect(row).toHaveTextContent('1011');
    expect(within(row).getByRole('link', { name: 'Show what is under Ponsonby (3)' })).toHaveAttribute(
      'href',
      '/bookone-admin/address-setup/steet?parentId=41',
    );
    expect(callsTo(fetchMock, 'GET', '/api/address/suburbs')[0]?.[0].searchParams.get('parentId')).toBe('40');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/address/cities/40')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Under the City' })).toHaveValue(
        'Auckland (Auckland, New Zealand)',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Add Suburb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Suburb' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Suburb/ }), 'Kingsland');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postcode' }), '1021');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/address/suburbs')[0]?.[1])).toEqual({
        parentId: 40,
        name: 'Kingsland',
        postcode: '1021',
      }),
    );
    expect(await screen.findByText('Kingsland saved')).toBeInTheDocument();
  });

  it('says what uses a place it cannot delete', async () => {
    const { user } = setUp(['SUPER_ADMIN']);
    const grid = await screen.findByRole('grid', { name: 'Suburb Setup' });
    const row = await within(grid).findByRole('row', { name: /Ponsonby/ });
    await user.click(within(row).getByRole('button', { name: 'Delete Ponsonby' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Suburb?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Ponsonby is in use by 3 streets: delete or move them first'),
    ).toBeInTheDocument();
  });

  it('offers no writes to a role that may only read', async () => {
    setUp(['ORG_ADMIN']);
    const grid = await screen.findByRole('grid', { name: 'Suburb Setup' });
    await within(grid).findByRole('row', { name: /Ponsonby/ });
    expect(screen.queryByRole('button', { name: 'Add Suburb' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Delete Ponsonby' })).toBeNull();
  });
});

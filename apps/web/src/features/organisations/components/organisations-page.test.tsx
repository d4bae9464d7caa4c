import type { Organisation } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { OrganisationsPage } from './organisations-page';

const PATH = '/bookone-admin/manage-organization';

const demo: Organisation = {
  id: 2,
  parentOrganisationId: 1,
  name: 'Demo Hospitality Group',
  ownerName: 'Aroha Ngata',
  email: null,
  address: null,
  mobile: null,
  landline: null,
  countryCode: 'NZ',
  countryName: 'New Zealand',
  currency: 'NZD',
  currencySymbol: '$',
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
  platform: false,
  propertyCount: 3,
  propertiesByPlan: [
    { plan: 'Business Premium', count: 2 },
    { plan: null, count: 1 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setUp(startNew = false) {
  saveSession(
    buildLoginResponse({
      user: buildUser({ roles: ['SUPER_ADMIN'], organisationId: 1, propertyId: null }),
      property: null,
    }),
  );
  const fetchMock = mockApi({
    'GET /api/organisation': () => jsonResponse({ items: [demo], total: 1, page: 0, size: 25 }),
    'POST /api/organisation': () =>
      jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'An organisation with this name already exists',
          messageKey: 'validation.organisationNameUsed',
          fields: { name: 'Already exists' },
          fieldKeys: { name: 'validation.alreadyExists' },
        },
        409,
      ),
  });
  const onProperties = vi.fn();
  const view = renderRoutes(
    [{ path: PATH, element: <OrganisationsPage startNew={startNew} onProperties={onProperties} /> }],
    { initialEntries: [PATH] },
  );
  return { ...view, fetchMock, onProperties };
}

// Slow on a loaded 2-core machine: typing in the form dialog takes seconds.
describe('manage organisations', { timeout: 60_000 }, () => {
  it('lists the organisations with their properties by plan and opens their property list', async () => {
    const { user, onProperties } = setUp();
    const grid = await screen.findByRole('grid', { name: 'Organisations' });
    const row = await within(grid).findByRole('row', { name: /Demo Hospitality Group/ });
    expect(row).toHaveTextContent('Business Premium 2 · No plan 1');
    await user.click(within(row).getByRole('button', { name: 'Properties of Demo Hospitality Group' }));
    expect(onProperties).toHaveBeenCalledWith(demo);
  });

  it('checks a colour before sending, and puts a taken name on its field', async () => {
    const { user, fetchMock } = setUp(true);
    const dialog = await screen.findByRole('dialog', { name: 'Add organisation' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Demo Hospitality Group');
    await user.type(within(dialog).getByRole('textbox', { name: /^Primary colour/ }), 'blue');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Use a colour such as #1A73E8');
    expect(callsTo(fetchMock, 'POST', '/api/organisation')).toHaveLength(0);

    const colour = within(dialog).getByRole('textbox', { name: /^Primary colour/ });
    await user.clear(colour);
    await user.type(colour, '#0B8043');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Already exists');
    const [call] = callsTo(fetchMock, 'POST', '/api/organisation');
    // Empty boxes go as null, what was typed as typed.
    expect(bodyOf(call![1])).toMatchObject({
      name: 'Demo Hospitality Group',
      themePrimary: '#0B8043',
      email: null,
    });
    await waitFor(() => expect(dialog).toBeVisible());
  });
});

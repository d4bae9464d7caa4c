import type { OrganisationProperty } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { OrganisationPropertiesPage } from './organisation-properties-page';

const PATH = '/bookone-admin/organisation-property-list';

const lodge: OrganisationProperty = {
  id: 5,
  organisationId: 3,
  name: 'Kauri Lodge',
  businessType: 'Accommodation',
  propertyStatus: 'COMPLETED',
  plan: 'Business Premium',
  status: 'ACTIVE',
  deactivatedAt: null,
  subscriptions: [{ id: 1, name: 'Booking Engine' }],
  resources: 12,
  city: 'Napier',
  country: 'New Zealand',
  email: null,
  lastActivityAt: '2026-05-04T09:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setUp(roles: ('ORG_ADMIN' | 'SUPER_ADMIN')[], address: string) {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles, organisationId: 3, propertyId: null }), property: null }),
  );
  let current = lodge;
  const fetchMock = mockApi({
    'GET /api/organisation/3/properties': () =>
      jsonResponse({ items: [current], total: 1, page: 0, size: 25 }),
    'GET /api/organisation/9/properties': () => jsonResponse({ items: [], total: 0, page: 0, size: 25 }),
    'GET /api/organisation': () => jsonResponse({ items: [], total: 0, page: 0, size: 200 }),
    'POST /api/property/deactivateBusiness/5': () => {
      current = { ...lodge, status: 'INACTIVE', deactivatedAt: '2026-05-05T00:00:00.000Z' };
      return jsonResponse(current);
    },
    'GET /api/subscription': () => jsonResponse({ items: [], total: 0, page: 0, size: 200 }),
  });
  const view = renderRoutes([{ path: PATH, element: <OrganisationPropertiesPage /> }], {
    initialEntries: [address],
  });
  return { ...view, fetchMock };
}

// Slow on a loaded 2-core machine: the grid's first render takes seconds.
describe('organisation property list', { timeout: 60_000 }, () => {
  it("an organisation admin sees its own organisation's properties, with the address's filter", async () => {
    const { fetchMock } = setUp(['ORG_ADMIN'], `${PATH}?businessType=Accommodation&q=kauri&organisationId=9`);
    const grid = await screen.findByRole('grid', { name: 'Properties' });
    const row = await within(grid).findByRole('row', { name: /Kauri Lodge/ });
    expect(row).toHaveTextContent('Business Premium');
    expect(row).toHaveTextContent('Booking Engine');
    expect(row).toHaveTextContent('Completed');
    // The organisationId of the address is the super admin's choice only: an organisation admin reads its own.
    const [first] = callsTo(fetchMock, 'GET', '/api/organisation/3/properties');
    expect(Object.fromEntries(first![0].searchParams)).toMatchObject({
      businessType: 'Accommodation',
      search: 'kauri',
    });
    expect(callsTo(fetchMock, 'GET', '/api/organisation/9/properties')).toHaveLength(0);
  });

  it('the super admin reads the organisation the address names', async () => {
    const { fetchMock } = setUp(['SUPER_ADMIN'], `${PATH}?organisationId=9`);
    await screen.findByText('Nothing matches these filters.');
    expect(callsTo(fetchMock, 'GET', '/api/organisation/9/properties')).toHaveLength(1);
  });

  it('deactivates a property after confirmation and shows it inactive', async () => {
    const { user, fetchMock } = setUp(['ORG_ADMIN'], PATH);
    const grid = await screen.findByRole('grid', { name: 'Properties' });
    await user.click(await within(grid).findByRole('button', { name: 'Deactivate Kauri Lodge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the property?' });
    expect(dialog).toHaveTextContent('signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/property/deactivateBusiness/5')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/property/deactivateBusiness/5')[0]![1])).toBeUndefined();
    await within(grid).findByRole('button', { name: 'Activate Kauri Lodge' });
    expect(await screen.findByText('Kauri Lodge deactivated')).toBeInTheDocument();
  });
});

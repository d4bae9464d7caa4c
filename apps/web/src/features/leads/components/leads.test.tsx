import type { Lead } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { BusinessLeadsPage } from './business-leads-page';

function buildLead(over: Partial<Lead> = {}): Lead {
  return {
    id: 7,
    organisationId: 1,
    businessType: 'Accommodation',
    firstName: 'Hemi',
    lastName: 'Walker',
    email: 'hemi@kauricove.example',
    mobile: null,
    ownerName: null,
    propertyName: 'Kauri Cove Lodge',
    city: 'Whangārei',
    solutions: ['PMS'],
    source: 'BOOK_A_DEMO',
    stage: 'CONTACTED',
    lostReason: null,
    accountManagerUserId: null,
    accountManagerName: null,
    followUpDate: null,
    propertyId: null,
    adminUserId: null,
    stageChangedAt: '2026-11-24T21:00:00Z',
    createdAt: '2026-11-24T21:00:00Z',
    updatedAt: '2026-11-24T21:00:00Z',
    ...over,
  };
}

const SLOW = { timeout: 60_000 };
const route = [{ path: '/business-lead/list', element: <BusinessLeadsPage /> }];

describe('business leads page', () => {
  it('tells a marketing user of another organisation that the pipeline is not theirs', SLOW, async () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_MARKETING'], organisationId: 1 }) }));
    mockApi({
      'GET /api/lead/account-managers': () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Organisation not found' }, 404),
      'GET /api/lead': () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Organisation not found' }, 404),
    });
    renderRoutes(route, { initialEntries: ['/business-lead/list'] });
    expect(await screen.findByText(/Your account belongs to another organisation/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Business Leads' })).toBeInTheDocument();
    expect(screen.queryByText(/Organisation not found/)).not.toBeInTheDocument();
  });
});

describe('business leads board', () => {
  it(
    'shows each stage as a column; a card moved to Lost asks why and sends the stage it was seen in',
    SLOW,
    async () => {
      saveSession(
        buildLoginResponse({ user: buildUser({ roles: ['ORG_SALES'], organisationId: 1 }), property: null }),
      );
      const lead = buildLead();
      const fetchMock = mockApi({
        'GET /api/lead/account-managers': () => jsonResponse([{ id: 3, name: 'Noah Walker' }]),
        'GET /api/lead': (url) => {
          const items = url.searchParams.get('stage') === 'CONTACTED' ? [lead] : [];
          return jsonResponse({ items, total: items.length, page: 0, size: 50 });
        },
        'PUT /api/lead/7/stage': () => jsonResponse({ ...lead, stage: 'LOST', lostReason: 'No budget' }),
      });
      const { user } = renderRoutes(route, { initialEntries: ['/business-lead/list'] });
      const contacted = await screen.findByRole('region', { name: /^Contacted/ });
      expect(await within(contacted).findByRole('button', { name: 'Kauri Cove Lodge' })).toBeInTheDocument();
      expect(
        screen
          .getAllByRole('region')
          .filter((r) => r.hasAttribute('data-stage'))
          .map((r) => r.getAttribute('data-stage')),
      ).toEqual(['NEW', 'CONTACTED', 'DEMO', 'PROPOSAL', 'WON', 'LOST']);

      await user.click(within(contacted).getByRole('button', { name: 'Move Kauri Cove Lodge' }));
      // Everywhere but where it is.
      expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
        'Move to New',
        'Move to Demo',
        'Move to Proposal',
        'Move to Won',
        'Move to Lost',
      ]);
      await user.click(screen.getByRole('menuitem', { name: 'Move to Lost' }));
      const dialog = await screen.findByRole('dialog', { name: 'Why was Kauri Cove Lodge lost?' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Why it was lost/ }), 'No budget');
      await user.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
      await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/lead/7/stage')).toHaveLength(1));
      expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/lead/7/stage')[0]![1])).toEqual({
        stage: 'LOST',
        from: 'CONTACTED',
        lostReason: 'No budget',
      });
      expect(await screen.findByText('Kauri Cove Lodge moved to Lost')).toBeInTheDocument();
    },
  );
});

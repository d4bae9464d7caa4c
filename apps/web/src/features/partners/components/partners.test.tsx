import { addDays, todayIn, type PartnerAgreement, type PartnerAvailability } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { PartnerListPage } from './partner-list-page';

function buildAgreement(over: Partial<PartnerAgreement> = {}): PartnerAgreement {
  return {
    id: 3,
    propertyId: 40,
    propertyName: 'Lakeside Lodge',
    businessType: 'Accommodation',
    city: 'Queenstown',
    country: 'New Zealand',
    timezone: 'Pacific/Auckland',
    ownerOrganisationId: 9,
    ownerOrganisationName: 'Southern Lakes Lodges',
    distributorOrganisationId: 4,
    distributorOrganisationName: 'Demo Hospitality Group',
    commissionPercentage: 12.5,
    status: 'ACTIVE',
    startDate: '2026-05-01',
    endDate: null,
    inForce: true,
    notes: null,
    version: 1,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...over,
  };
}

const SLOW = { timeout: 60_000 };
const PATH = '/bookone-admin/eglobe-property-list';
const LIST = '/api/partner-agreement/organisation/4';
const page = (items: PartnerAgreement[]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });

function signIn() {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['ORG_ADMIN'], organisationId: 4 }), property: null }),
  );
}

describe('partner properties', () => {
  it(
    'lists the partner properties with owner and commission, and shows one’s availability',
    SLOW,
    async () => {
      signIn();
      const grid: PartnerAvailability = {
        agreementId: 3,
        propertyId: 40,
        propertyName: 'Lakeside Lodge',
        from: '2026-05-10',
        to: '2026-05-11',
        dates: ['2026-05-10', '2026-05-11'],
        roomTypes: [
          {
            roomTypeId: 1,
            name: 'Lake View Queen',
            cells: [
              { date: '2026-05-10', available: 3, total: 4 },
              { date: '2026-05-11', available: 0, total: 4 },
            ],
          },
        ],
      };
      const fetchMock = mockApi({
        [`GET ${LIST}`]: () =>
          page([
            buildAgreement(),
            buildAgreement({ id: 5, propertyName: 'Glacier Inn', status: 'SUSPENDED', inForce: false }),
          ]),
        'GET /api/partner-agreement/3/availability': () => jsonResponse(grid),
      });
      const { user } = renderRoutes([{ path: PATH, element: <PartnerListPage /> }], {
        initialEntries: [PATH],
      });
      const row = (await screen.findByText('Lakeside Lodge')).closest('[role="row"]') as HTMLElement;
      expect(within(row).getByText('Southern Lakes Lodges')).toBeInTheDocument();
      expect(within(row).getByText('12.5%')).toBeInTheDocument();
      expect(within(row).getByText('Active')).toBeInTheDocument();
      const suspended = screen.getByText('Glacier Inn').closest('[role="row"]') as HTMLElement;
      expect(within(suspended).getByText('Not shared')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET', LIST)[0]?.[0].searchParams.get('side')).toBe('distributor');

      await user.click(within(row).getByRole('button', { name: 'Availability of Lakeside Lodge' }));
      const dialog = await screen.findByRole('dialog', { name: 'Availability: Lakeside Lodge' });
      const table = await within(dialog).findByRole('table');
      const lakeRow = within(table).getByRole('row', { name: /Lake View Queen/ });
      expect(within(lakeRow).getByText('3 / 4')).toBeInTheDocument();
      expect(within(lakeRow).getByText('0 / 4')).toBeInTheDocument();
      const asked = callsTo(fetchMock, 'GET', '/api/partner-agreement/3/availability')[0]![0];
      // Two weeks from the lodge's own today (Queenstown), whatever the browser's time zone.
      const from = todayIn('Pacific/Auckland');
      expect(asked.searchParams.get('from')).toBe(from);
      expect(asked.searchParams.get('to')).toBe(addDays(from, 13));
    },
  );

  it(
    'grants one of its properties to a distributor by email; the server’s field message lands on the email',
    SLOW,
    async () => {
      signIn();
      let unknown = true;
      const fetchMock = mockApi({
        [`GET ${LIST}`]: () => page([]),
        'GET /api/organisation/4/properties': () =>
          jsonResponse({ items: [{ id: 12, name: 'Harbour View Hotel' }], total: 1, page: 0, size: 200 }),
        'POST /api/partner-agreement': () =>
          unknown
            ? jsonResponse(
                {
                  statusCode: 400,
                  error: 'Bad Request',
                  message: 'No active organisation is registered with this email',
                  fields: { distributorEmail: 'No active organisation is registered with this email' },
                  fieldKeys: { distributorEmail: 'validation.noOrganisationWithEmail' },
                },
                400,
              )
            : jsonResponse(buildAgreement({ propertyId: 12, propertyName: 'Harbour View Hotel' }), 201),
      });
      const { user, router } = renderRoutes([{ path: PATH, element: <PartnerListPage /> }], {
        initialEntries: [PATH],
      });
      await user.click(await screen.findByRole('tab', { name: 'Our properties with distributors' }));
      expect(router.state.location.search).toContain('side=owner');
      await screen.findByText('None of your properties is distributed by another organisation yet.');
      await user.click(screen.getByRole('button', { name: 'Grant a distributor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Grant a distributor' });
      await user.click(within(dialog).getByRole('combobox', { name: /^Property/ }));
      await user.click(await screen.findByRole('option', { name: 'Harbour View Hotel' }));
      await user.type(
        within(dialog).getByRole('textbox', { name: /^Distributor organisation/ }),
        'sales@tours.example',
      );
      await user.type(within(dialog).getByRole('spinbutton', { name: /^Commission/ }), '15');
      await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
      expect(
        await within(dialog).findByText('No active organisation is registered with this email'),
      ).toBeInTheDocument();

      unknown = false;
      await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/partner-agreement').at(-1)?.[1])).toMatchObject({
        propertyId: 12,
        distributorEmail: 'sales@tours.example',
        commissionPercentage: 15,
        endDate: null,
      });
    },
  );
});

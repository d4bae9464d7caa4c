import type { Enquiry } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { formatBudget } from '../utils/format';
import { EnquiryListPage } from './enquiry-list-page';

function buildEnquiry(over: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 5,
    organisationId: 1,
    propertyId: 2,
    propertyName: 'Harbour View Hotel',
    enquiryNumber: 'ENQ-00005',
    source: 'PHONE',
    status: 'NEW',
    lostReason: null,
    firstName: 'Sione',
    lastName: 'Tupou',
    email: null,
    phone: '+64 21 555 0101',
    accommodationType: 'Hotel',
    persons: 2,
    rooms: 1,
    children: 1,
    pets: 0,
    location: null,
    checkInDate: '2026-12-01',
    checkOutDate: '2026-12-04',
    foodOptions: null,
    dietaryRequirement: null,
    budgetMin: 300,
    budgetMax: 500,
    notes: null,
    assigneeUserId: null,
    assigneeName: null,
    followUpDate: '2026-11-26',
    bookingId: null,
    bookingReference: null,
    quote: null,
    quoteProblem: null,
    language: null,
    createdBy: 3,
    createdByName: 'Mia Thompson',
    createdAt: '2026-11-24T21:00:00Z',
    updatedAt: '2026-11-24T21:00:00Z',
    ...over,
  };
}

// The first render loads the list kit and the grid: on a busy machine these tests need more than the default.
const SLOW = { timeout: 60_000 };

const page = (items: Enquiry[]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });
const choices = {
  'GET /api/enquiry/organisation/1/assignees': () =>
    jsonResponse([{ id: 3, name: 'Mia Thompson', propertyId: null }]),
  'GET /api/enquiry/organisation/1/properties': () => jsonResponse([{ id: 2, name: 'Harbour View Hotel' }]),
};

function signIn() {
  saveSession(
    buildLoginResponse({
      user: buildUser({ roles: ['ORG_CUST_SUPPORT'], organisationId: 1 }),
      property: null,
    }),
  );
}

const route = [{ path: '/bookone-admin/manage-enquiries', element: <EnquiryListPage /> }];

describe('enquiry inbox', () => {
  it('asks the server for the status, assignee and search, keeping them in the address', SLOW, async () => {
    signIn();
    const fetchMock = mockApi({
      ...choices,
      'GET /api/enquiry/organisation/1': (url) =>
        page(url.searchParams.get('status') === 'LOST' ? [] : [buildEnquiry()]),
    });
    const { user, router } = renderRoutes(route, { initialEntries: ['/bookone-admin/manage-enquiries'] });
    expect(await screen.findByRole('button', { name: 'ENQ-00005' })).toBeInTheDocument();
    expect(screen.getByText('1 enquiry')).toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'ENQ-00005' }).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Sione Tupou')).toBeInTheDocument();
    expect(within(row).getByText('Unassigned')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Lost' }));
    await screen.findByText('No enquiry matches these filters.');
    expect(router.state.location.search).toContain('status=LOST');
    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'tupou');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/enquiry/organisation/1').at(-1)?.[0].searchParams.get('search'),
      ).toBe('tupou'),
    );
    expect(router.state.location.search).toContain('q=tupou');
    await user.click(screen.getByRole('button', { name: 'Follow-up due' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/enquiry/organisation/1').at(-1)?.[0].searchParams.get('dueBy'),
      ).toMatch(/^\d{4}-\d{2}-\d{2}$/),
    );
    expect(router.state.location.search).toContain('due=due');
  });

  it(
    'types in a call: the guest, the stay and the follow-up go to the server; a 400 lands on its field',
    SLOW,
    async () => {
      signIn();
      let refuse = true;
      const fetchMock = mockApi({
        ...choices,
        'GET /api/enquiry/organisation/1': () => page([]),
        'GET /api/enquiry/5': () =>
          jsonResponse(buildEnquiry({ assigneeUserId: 3, assigneeName: 'Mia Thompson' })),
        'POST /api/enquiry/organisation/1': () =>
          refuse
            ? jsonResponse(
                {
                  statusCode: 400,
                  error: 'Bad Request',
                  message: 'Enter a valid phone number',
                  fields: { phone: 'Enter a valid phone number' },
                  fieldKeys: { phone: 'validation.phone' },
                },
                400,
              )
            : jsonResponse(buildEnquiry(), 201),
      });
      const { user } = renderRoutes(route, { initialEntries: ['/bookone-admin/manage-enquiries'] });
      await user.click(await screen.findByRole('button', { name: 'New enquiry' }));
      const dialog = await screen.findByRole('dialog', { name: 'New enquiry' });
      await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Sione');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      // Nothing to answer the guest with: the form says so before any call.
      expect(
        await within(dialog).findByText('Give a phone number or an email to answer the guest'),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/enquiry/organisation/1')).toHaveLength(0);

      await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+64 21 555 0101');
      await user.clear(within(dialog).getByRole('spinbutton', { name: /^Adults/ }));
      await user.type(within(dialog).getByRole('spinbutton', { name: /^Adults/ }), '2');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Enter a valid phone number')).toBeInTheDocument();
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/enquiry/organisation/1')[0]?.[1])).toMatchObject({
        firstName: 'Sione',
        phone: '+64 21 555 0101',
        source: 'PHONE',
        persons: 2,
        rooms: 1,
        propertyId: null,
        assigneeUserId: null,
      });
      refuse = false;
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      // Saved: the new enquiry opens with its number and who it is for.
      expect(await screen.findByRole('dialog', { name: /ENQ-00005 · Sione Tupou/ })).toBeInTheDocument();
    },
  );

  it('marks an enquiry lost only with a reason, and sends it', SLOW, async () => {
    signIn();
    const fetchMock = mockApi({
      ...choices,
      'GET /api/enquiry/organisation/1': () => page([buildEnquiry()]),
      'GET /api/enquiry/5': () => jsonResponse(buildEnquiry()),
      'PUT /api/enquiry/5/status': () =>
        jsonResponse(buildEnquiry({ status: 'LOST', lostReason: 'Booked elsewhere' })),
    });
    const { user } = renderRoutes(route, { initialEntries: ['/bookone-admin/manage-enquiries'] });
    await user.click(await screen.findByRole('button', { name: 'ENQ-00005' }));
    const details = await screen.findByRole('dialog', { name: /ENQ-00005/ });
    expect(within(details).getByText('2 adults, 1 children, 1 rooms, 0 pets')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Mark lost' }));
    const lost = await screen.findByRole('dialog', { name: 'Mark ENQ-00005 lost' });
    await user.click(within(lost).getByRole('button', { name: 'Mark lost' }));
    expect(await within(lost).findByText('This field is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/enquiry/5/status')).toHaveLength(0);
    await user.type(within(lost).getByRole('textbox', { name: /^Lost reason/ }), 'Booked elsewhere');
    await user.click(within(lost).getByRole('button', { name: 'Mark lost' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/enquiry/5/status')).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/enquiry/5/status')[0]?.[1])).toEqual({
      status: 'LOST',
      lostReason: 'Booked elsewhere',
    });
  });
});

describe('budget format', () => {
  it('reads a range, a floor or a ceiling in the language', () => {
    expect(formatBudget({ budgetMin: 1200, budgetMax: 2000 }, 'en')).toBe('1,200 – 2,000');
    expect(formatBudget({ budgetMin: 300, budgetMax: null }, 'fr')).toBe('≥ 300');
    expect(formatBudget({ budgetMin: null, budgetMax: null }, 'en')).toBe('');
  });
});

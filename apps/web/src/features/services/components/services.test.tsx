import type { CatalogueService, Offering, ServiceResource } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { ServiceManagementPage } from './service-management-page';

const SLOW = { timeout: 60_000 };
const PATH = '/master-service/service-list';
const BASE = '/api/service-catalogue';
const page = <T,>(items: T[]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });

const SPA: CatalogueService = {
  id: 3,
  propertyId: 12,
  name: 'Massage & Spa Treatments',
  description: null,
  serviceType: 'Spa',
  email: null,
  phone: null,
  code: 'SPA',
  groupName: 'Spa',
  minLeadMinutes: 60,
  maxLeadDays: 90,
  bufferMinutes: 15,
  priceIncludesTax: true,
  locationTerm: 'Treatment room',
  resourceTerm: 'Therapist',
  taxDetails: null,
  openingHours: null,
  active: true,
  offeringCount: 1,
  resourceCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function resource(id: number, name: string, over: Partial<ServiceResource> = {}): ServiceResource {
  return {
    id,
    propertyId: 12,
    kind: 'STAFF',
    name,
    businessServiceId: 3,
    businessServiceName: SPA.name,
    userId: null,
    userName: null,
    capacity: 1,
    workingHours: null,
    active: true,
    offeringCount: 1,
    nextTimeOff: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
const MIA = resource(7, 'Mia Chen');
const LIAM = resource(8, 'Liam Patel', {
  nextTimeOff: { startsAt: '2026-03-01T11:00:00.000Z', endsAt: '2026-03-05T11:00:00.000Z', reason: 'Leave' },
});

const SWEDISH: Offering = {
  id: 21,
  propertyId: 12,
  businessServiceId: 3,
  businessServiceName: SPA.name,
  name: 'Swedish Massage 60 min',
  description: null,
  code: 'SWE60',
  durationMinutes: 60,
  bufferMinutes: null,
  capacity: 1,
  price: 120,
  taxDetails: null,
  effectiveFrom: null,
  expiresOn: null,
  tags: ['massage'],
  bookable: true,
  active: true,
  resources: [{ id: 7, name: 'Mia Chen', kind: 'STAFF', capacity: 1 }],
  imageUrl: null,
  imageCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function signIn(roles = ['PROP_ADMIN']) {
  saveSession(buildLoginResponse({ user: buildUser({ roles, propertyId: 12 }) }));
}

function api() {
  return mockApi({
    [`GET ${BASE}/property/12/business-services`]: () => page([SPA]),
    [`GET ${BASE}/property/12/offerings`]: (url) =>
      page(url.searchParams.get('resourceId') === '8' ? [] : [SWEDISH]),
    [`GET ${BASE}/property/12/resources`]: () => page([LIAM, MIA]),
    [`POST ${BASE}/property/12/offerings`]: () =>
      jsonResponse({ ...SWEDISH, id: 22, images: [], maxImages: 40 }, 201),
    [`GET ${BASE}/resources/8/time-off`]: () => jsonResponse([]),
    [`POST ${BASE}/resources/8/time-off`]: (_url, init) =>
      jsonResponse(
        {
          id: 1,
          resourceId: 8,
          reason: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          ...(bodyOf(init) as object),
        },
        201,
      ),
  });
}

describe('Service Management', () => {
  it(
    'shows the three tabs, keeps the tab and filters in the address, and asks the server',
    SLOW,
    async () => {
      signIn();
      const fetchMock = api();
      const { user, router } = renderRoutes([{ path: PATH, element: <ServiceManagementPage /> }], {
        initialEntries: [PATH],
      });
      expect(await screen.findByRole('heading', { name: 'Service Management' })).toBeInTheDocument();
      const row = (await screen.findByText('Massage & Spa Treatments')).closest(
        '[role="row"]',
      ) as HTMLElement;
      expect(within(row).getByText('SPA')).toBeInTheDocument();
      expect(within(row).getByText('Business hours')).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Offerings' }));
      const offering = (await screen.findByText('Swedish Massage 60 min')).closest(
        '[role="row"]',
      ) as HTMLElement;
      expect(within(offering).getByText('Mia Chen')).toBeInTheDocument();
      expect(within(offering).getByText('60 minutes')).toBeInTheDocument();
      expect(router.state.location.search).toContain('tab=offerings');

      await user.click(screen.getByRole('combobox', { name: 'Resource' }));
      await user.click(await screen.findByRole('option', { name: 'Liam Patel' }));
      await screen.findByText('Nothing matches these filters.');
      expect(router.state.location.search).toContain('resource=8');
      expect(router.state.location.search).toContain('tab=offerings');
      expect(
        callsTo(fetchMock, 'GET', `${BASE}/property/12/offerings`).at(-1)?.[0].searchParams.get('resourceId'),
      ).toBe('8');
    },
  );

  it('adds an offering delivered by two therapists', SLOW, async () => {
    signIn();
    const fetchMock = api();
    const { user } = renderRoutes([{ path: PATH, element: <ServiceManagementPage /> }], {
      initialEntries: [`${PATH}?tab=offerings`],
    });
    await user.click(await screen.findByRole('button', { name: 'New offering' }));
    const dialog = await screen.findByRole('dialog', { name: 'New offering' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'lomi60');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Lomi Lomi');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Price/ }), '135');
    const who = within(dialog).getByRole('combobox', { name: 'Delivered by' });
    await user.click(who);
    await user.click(await screen.findByRole('option', { name: 'Mia Chen' }));
    await user.click(who);
    await user.click(await screen.findByRole('option', { name: 'Liam Patel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${BASE}/property/12/offerings`)).toHaveLength(1));
    const body = bodyOf(callsTo(fetchMock, 'POST', `${BASE}/property/12/offerings`)[0]![1]) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      businessServiceId: 3,
      code: 'LOMI60',
      name: 'Lomi Lomi',
      price: 135,
      capacity: 1,
    });
    expect(body.resourceIds).toEqual([7, 8]);
  });

  it("sets a therapist's time off in the property's time zone", SLOW, async () => {
    signIn();
    const fetchMock = api();
    const { user } = renderRoutes([{ path: PATH, element: <ServiceManagementPage /> }], {
      initialEntries: [`${PATH}?tab=resources`],
    });
    await user.click(await screen.findByRole('button', { name: 'Time off of Liam Patel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Time off: Liam Patel' });
    await screen.findByText('No time off set.');
    const from = within(dialog).getByLabelText('From (day)');
    await user.clear(from);
    await user.type(from, '2026-07-01');
    const fromTime = within(dialog).getByLabelText('From (time)');
    await user.clear(fromTime);
    await user.type(fromTime, '09:00');
    const to = within(dialog).getByLabelText('Until (day)');
    await user.clear(to);
    await user.type(to, '2026-07-03');
    const toTime = within(dialog).getByLabelText('Until (time)');
    await user.clear(toTime);
    await user.type(toTime, '18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${BASE}/resources/8/time-off`)).toHaveLength(1));
    // Auckland is at +12:00 in July: 09:00 there is 21:00 UTC the day before.
    expect(bodyOf(callsTo(fetchMock, 'POST', `${BASE}/resources/8/time-off`)[0]![1])).toEqual({
      startsAt: '2026-06-30T21:00:00.000Z',
      endsAt: '2026-07-03T06:00:00.000Z',
      reason: null,
    });
  });

  it('the desk reads the catalogue without the write actions', SLOW, async () => {
    signIn(['PROP_FRONTDESK']);
    api();
    renderRoutes([{ path: PATH, element: <ServiceManagementPage /> }], {
      initialEntries: [`${PATH}?tab=resources`],
    });
    expect(await screen.findByText('Mia Chen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New resource' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Time off of/ })).not.toBeInTheDocument();
  });
});

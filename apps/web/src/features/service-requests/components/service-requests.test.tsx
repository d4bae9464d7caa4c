import type { Role, Room } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, mockApi, renderApp, renderRoutes } from '../../../testing/test-utils';
import { buildRequest } from '../testing/build-request';
import { ServiceRequestsSection } from './service-requests-section';

const tap = buildRequest();
const towels = buildRequest({
  id: 2,
  referenceNumber: 'SR-000002',
  issueType: 'HOUSEKEEPING',
  description: 'Extra towels',
  priority: 'NORMAL',
  status: 'IN_PROGRESS',
  roomId: 12,
  roomNumber: '102',
});
const page = (items = [tap, towels]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });

function setUp(initial: string, roles: Role[] = ['PROP_FRONTDESK']) {
  saveSession(buildLoginResponse({ user: buildUser({ roles }), property: buildProperty() }));
  const fetchMock = mockApi({
    'GET /api/service/getBySearchCriteria': () => page(),
    'POST /api/service/1/status': (_url, init) =>
      jsonResponse({ ...tap, ...(bodyOf(init) as object), startedAt: '2026-05-04T10:00:00Z' }),
    'POST /api/service/create': (_url, init) =>
      jsonResponse({ ...tap, id: 9, referenceNumber: 'SR-000009', ...(bodyOf(init) as object) }, 201),
    'GET /api/room/property/12/rooms': () => jsonResponse(rooms),
    'GET /api/service/getServiceManagementReport': () =>
      jsonResponse([
        { assignedRole: 'PROP_HOUSEKEEPING', assignedUserId: null, assignedUserName: null, ...counts(7) },
        { assignedRole: null, assignedUserId: null, assignedUserName: null, ...counts(2) },
      ]),
    'GET /api/service/getPropertyServiceReport': () => jsonResponse([{ date: '2026-05-04', ...counts(9) }]),
    'GET /api/service/getIssueTypeReport': () => jsonResponse([{ issueType: 'MAINTENANCE', ...counts(5) }]),
  });
  const view = renderRoutes([{ path: '/requests', element: <ServiceRequestsSection /> }], {
    initialEntries: [initial],
  });
  return { ...view, fetchMock };
}

function counts(total: number) {
  return {
    total,
    open: 1,
    inProgress: 1,
    resolved: 1,
    closed: total - 3,
    urgent: 0,
    averageResolutionHours: 2.5,
  };
}

const rooms: Room[] = [
  {
    id: 11,
    propertyId: 12,
    roomTypeId: 1,
    roomTypeName: 'Queen',
    roomNumber: '101',
    floor: 1,
    bedType: null,
    status: 'VACANT_READY',
    inService: true,
    outOfOrderReason: null,
  },
  {
    id: 12,
    propertyId: 12,
    roomTypeId: 1,
    roomTypeName: 'Queen',
    roomNumber: '102',
    floor: 1,
    bedType: null,
    status: 'NOT_READY',
    inService: true,
    outOfOrderReason: null,
  },
];

describe('Requests list', () => {
  it('opens on what is still to do, newest first, asking the server for it', async () => {
    const { fetchMock } = setUp('/requests');
    const grid = await screen.findByRole('grid', { name: 'Service requests' });
    await within(grid).findByText('Broken tap');
    const [first] = callsTo(fetchMock, 'GET', '/api/service/getBySearchCriteria');
    expect(Object.fromEntries(first![0].searchParams)).toEqual({
      propertyId: '12',
      open: 'true',
      sort: 'openedAt',
      order: 'desc',
      page: '0',
      size: '25',
    });
    expect(screen.getByRole('tab', { name: 'To do', selected: true })).toBeInTheDocument();
    expect(screen.getByText('2 requests')).toBeInTheDocument();
  });

  it('reads its filters back from the address and a tab lands there', async () => {
    const { fetchMock, router, user } = setUp(
      '/requests?requestStatus=RESOLVED&issueType=MAINTENANCE&requestSearch=tap&openedFrom=2026-05-01',
    );
    await screen.findByRole('grid', { name: 'Service requests' });
    const [first] = callsTo(fetchMock, 'GET', '/api/service/getBySearchCriteria');
    expect(first![0].searchParams.get('status')).toBe('RESOLVED');
    expect(first![0].searchParams.get('issueType')).toBe('MAINTENANCE');
    expect(first![0].searchParams.get('search')).toBe('tap');
    expect(first![0].searchParams.get('fromDate')).toBe('2026-05-01');
    expect(first![0].searchParams.get('open')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('requestStatus')).toBe('CLOSED'),
    );
  });

  it('a row offers the moves its status allows; Start moves it and says so', async () => {
    const { fetchMock, user } = setUp('/requests');
    await screen.findByText('Broken tap');
    // Open: start, resolve or close; in progress: resolve or close.
    expect(screen.getByRole('button', { name: 'Start SR-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start SR-000002' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resolve SR-000002' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start SR-000001' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/service/1/status')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/service/1/status')[0]![1])).toEqual({
      status: 'IN_PROGRESS',
    });
    expect(await screen.findByText('SR-000001 is now In progress')).toBeInTheDocument();
  });

  it('raises a new request for a room; the form names what is missing first', async () => {
    const { fetchMock, user } = setUp('/requests');
    await screen.findByText('Broken tap');
    await user.click(screen.getByRole('button', { name: 'New request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service request' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST', '/api/service/create')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Issue type/ }));
    await user.click(await screen.findByRole('option', { name: 'Maintenance' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Room/ }));
    await user.click(await screen.findByRole('option', { name: '102' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Shower drain blocked');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/service/create')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/service/create')[0]![1])).toMatchObject({
      propertyId: 12,
      issueType: 'MAINTENANCE',
      roomId: 12,
      description: 'Shower drain blocked',
      priority: 'NORMAL',
      raisedBy: 'GUEST',
    });
    expect(await screen.findByText('Request SR-000009 raised')).toBeInTheDocument();
  });

  it('housekeeping may move its requests but sees no New, edit or delete', async () => {
    setUp('/requests', ['PROP_HOUSEKEEPING']);
    await screen.findByText('Broken tap');
    expect(screen.getByRole('button', { name: 'Resolve SR-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit SR-000001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete SR-000001' })).not.toBeInTheDocument();
  });
});

describe('Reports view', () => {
  it('shows the three reports for the range in the address, each with its download', async () => {
    const { fetchMock } = setUp('/requests?requestsView=reports&reportFrom=2026-05-01&reportTo=2026-05-31');
    const management = await screen.findByRole('table', { name: 'Service management report' });
    expect(within(management).getByText('Housekeeping')).toBeInTheDocument();
    expect(within(management).getByText('Unassigned')).toBeInTheDocument();
    expect(within(management).getAllByText('2.5 h')).toHaveLength(2);
    const days = await screen.findByRole('table', { name: 'Property service report' });
    expect(within(days).getByText('Mon, May 4, 2026')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Issue type report' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'GET', '/api/service/getIssueTypeReport');
    expect(Object.fromEntries(call![0].searchParams)).toEqual({
      propertyId: '12',
      fromDate: '2026-05-01',
      toDate: '2026-05-31',
    });
    expect(screen.getByRole('button', { name: 'Download as Excel: Issue type report' })).toBeInTheDocument();
  });
});

describe('housekeeping board', () => {
  const boardRoutes = {
    'GET /api/room/property/12/rooms': () => jsonResponse(rooms),
    'GET /api/service/property/12/open-by-room': () => jsonResponse([tap]),
    'POST /api/service/1/status': () => jsonResponse({ ...tap, status: 'RESOLVED' }),
  };

  it('shows a room’s open requests and housekeeping resolves one', async () => {
    const fetchMock = signedIn({ roles: ['PROP_HOUSEKEEPING'], routes: boardRoutes });
    const { user } = renderApp('/bookone/housekeeping');
    const card = await screen.findByRole('article', { name: 'Room 101' }, { timeout: 10_000 });
    expect(await within(card).findByText('1 open request')).toBeInTheDocument();
    expect(within(card).getByText('Broken tap')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Room 102' })).queryByText(/open request/)).toBeNull();
    // Housekeeping does not raise requests.
    expect(screen.queryByRole('button', { name: /Raise a request/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Resolve SR-000001: Broken tap' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/service/1/status')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/service/1/status')[0]![1])).toEqual({
      status: 'RESOLVED',
    });
    expect(await screen.findByText('SR-000001 resolved')).toBeInTheDocument();
  });

  it('the desk raises a request from a room’s card, the room already chosen', async () => {
    signedIn({
      roles: ['PROP_FRONTDESK'],
      routes: {
        ...boardRoutes,
        'GET /api/booking/property/12/front-desk': () =>
          jsonResponse({ arrivals: [], departures: [], inHouse: [] }),
      },
    });
    const { user } = renderApp('/bookone/housekeeping');
    await user.click(
      await screen.findByRole('button', { name: 'Raise a request for room 102' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New service request' });
    expect(within(dialog).getByRole('combobox', { name: /Room/ })).toHaveTextContent('102');
  });
});

describe('Service Management', () => {
  it('shows the requests as its Requests tab, under its own heading and tab bar', async () => {
    const fetchMock = signedIn({
      roles: ['PROP_ADMIN'],
      routes: { 'GET /api/service/getBySearchCriteria': () => page() },
    });
    const { user, router } = renderApp('/master-service/service-list?tab=requests');
    await screen.findByRole('heading', { level: 1, name: 'Service Management' }, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: 'Requests', selected: true })).toBeInTheDocument();
    await screen.findByText('Broken tap');
    expect(callsTo(fetchMock, 'GET', '/api/service/getBySearchCriteria')).toHaveLength(1);
    // A status tab of the list writes its own params and leaves the page's tab in the address.
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('requestStatus')).toBe('CLOSED'),
    );
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('requests');
    expect(screen.getByRole('tab', { name: 'Requests', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('requestsView')).toBe('reports'),
    );
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('requests');
  });
});

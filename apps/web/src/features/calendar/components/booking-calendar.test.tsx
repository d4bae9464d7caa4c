import { addDays, todayIn, type Calendar, type Role, type Room } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatDay } from '../../../lib/dates';
import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderApp, type ApiRoutes } from '../../../testing/test-utils';

/** Today at the demo property (buildProperty: Pacific/Auckland), as the page computes it. */
const today = todayIn('Pacific/Auckland');
const arrival = addDays(today, 2);

function buildCalendar(from: string, to: string): Calendar {
  return {
    from,
    to,
    today,
    roomTypes: [
      { id: 1, name: 'Queen', shared: false, beds: 1 },
      { id: 2, name: 'Suite', shared: false, beds: 1 },
    ],
    rooms: [
      { id: 11, roomNumber: '101', floor: 1, roomTypeId: 1, status: 'VACANT_READY', inService: true },
      { id: 12, roomNumber: '102', floor: 1, roomTypeId: 1, status: 'NOT_READY', inService: true },
      { id: 21, roomNumber: '201', floor: 2, roomTypeId: 2, status: 'VACANT_READY', inService: false },
    ],
    bookings: [
      {
        id: 7,
        bookingNumber: 'HV000007',
        status: 'CONFIRMED',
        guestName: 'Ann Smith',
        roomTypeId: 1,
        arrival,
        departure: addDays(arrival, 2),
        units: 1,
        adults: 2,
        children: 0,
        balance: 0,
        groupReference: null,
        allocations: [
          { id: 70, roomId: 11, roomNumber: '101', bed: 0, fromDate: arrival, toDate: addDays(arrival, 2) },
        ],
      },
      {
        id: 8,
        bookingNumber: 'HV000008',
        status: 'NEW',
        guestName: 'Bob Jones',
        roomTypeId: 1,
        arrival: addDays(arrival, 4),
        departure: addDays(arrival, 6),
        units: 1,
        adults: 1,
        children: 0,
        balance: 90,
        groupReference: null,
        allocations: [],
      },
    ],
  };
}

function signIn(roles: Role[], extra: ApiRoutes = {}) {
  return signedIn({
    roles,
    routes: {
      'GET /api/booking/property/12/calendar': (url) =>
        jsonResponse(buildCalendar(url.searchParams.get('from')!, url.searchParams.get('to')!)),
      ...extra,
    },
  });
}

const bar = () => screen.getByRole('button', { name: /^Ann Smith,/ });

describe('booking calendar page', () => {
  it('loads 14 days from yesterday with rooms by type, housekeeping status and the booking on its room', async () => {
    const fetchMock = signIn(['PROP_FRONTDESK']);
    renderApp('/bookone/booking-calendar');
    await screen.findByRole('grid', { name: 'Booking calendar' }, { timeout: 10_000 });
    const [call] = callsTo(fetchMock, 'GET', '/api/booking/property/12/calendar');
    expect(call?.[0].searchParams.get('from')).toBe(addDays(today, -1));
    expect(call?.[0].searchParams.get('to')).toBe(addDays(today, 13));

    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Queen',
      'Unallocated',
      '101Vacant, ready',
      '102Not ready',
      'Suite',
      'Unallocated',
      '201Out of order',
    ]);
    expect(await screen.findByRole('button', { name: /^Ann Smith,/ })).toHaveAttribute(
      'data-resource-id',
      '11:0',
    );
  });

  it('moves a booking to another room of its type: a room shift, then the chart is fetched again', async () => {
    const fetchMock = signIn(['PROP_FRONTDESK'], {
      'POST /api/booking/7/room-shift': () => jsonResponse({}),
    });
    const { user } = renderApp('/bookone/booking-calendar');
    await screen.findByRole('button', { name: /^Ann Smith,/ }, { timeout: 10_000 });
    const loads = callsTo(fetchMock, 'GET', '/api/booking/property/12/calendar').length;

    bar().focus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/booking/7/room-shift')).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/booking/7/room-shift') as [[URL, RequestInit]];
    expect(bodyOf(init)).toEqual({
      fromRoomId: 11,
      fromBed: 0,
      toRoomId: 12,
      toBed: 0,
      fromDate: arrival,
      changeCategory: false,
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/booking/property/12/calendar').length).toBeGreaterThan(loads),
    );
  });

  it('asks before moving to a room of another type; Cancel puts the booking back without a call', async () => {
    const fetchMock = signIn(['PROP_ADMIN'], {
      'POST /api/booking/7/room-shift': () => jsonResponse({}),
    });
    const { user } = renderApp('/bookone/booking-calendar');
    await screen.findByRole('button', { name: /^Ann Smith,/ }, { timeout: 10_000 });

    bar().focus();
    // 101 → 102 → Suite's Unallocated row → 201.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change the room type?' });
    expect(dialog).toHaveTextContent('Ann Smith is booked in Queen. Moving the stay to a Suite room');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(bar()).toHaveAttribute('data-resource-id', '11:0'));
    expect(callsTo(fetchMock, 'POST', '/api/booking/7/room-shift')).toHaveLength(0);

    bar().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change the room type?' })).getByRole('button', {
        name: 'Change room type',
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/booking/7/room-shift')).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/booking/7/room-shift') as [[URL, RequestInit]];
    expect(bodyOf(init)).toMatchObject({ toRoomId: 21, changeCategory: true });
  });

  it('allocates a booking from the Unallocated row to the room it is dropped on', async () => {
    const fetchMock = signIn(['PROP_FRONTDESK'], {
      'POST /api/booking/8/allocate': () => jsonResponse({}),
    });
    const { user } = renderApp('/bookone/booking-calendar');
    const bob = await screen.findByRole('button', { name: /^Bob Jones,/ }, { timeout: 10_000 });
    expect(bob).toHaveAttribute('data-resource-id', '');
    bob.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/booking/8/allocate')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/booking/8/allocate')[0]![1])).toEqual({
      rooms: [{ roomId: 12, bed: 0 }],
    });
  });

  it('shows the server refusal and puts the booking back', async () => {
    signIn(['PROP_FRONTDESK'], {
      'POST /api/booking/7/room-shift': () =>
        jsonResponse(
          { statusCode: 409, error: 'Conflict', message: `Room 102 is already taken on ${arrival}` },
          409,
        ),
    });
    const { user } = renderApp('/bookone/booking-calendar');
    await screen.findByRole('button', { name: /^Ann Smith,/ }, { timeout: 10_000 });
    bar().focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('timeline-refused')).toHaveTextContent(
      `Ann Smith is back where it was. Room 102 is already taken on ${arrival}`,
    );
    expect(bar()).toHaveAttribute('data-resource-id', '11:0');
  });

  it('moves the dates with the arrow keys (same nights) and the departure with Shift', async () => {
    const fetchMock = signIn(['PROP_FRONTDESK'], {
      'POST /api/booking/7/amend': () => jsonResponse({}),
    });
    const { user } = renderApp('/bookone/booking-calendar');
    await screen.findByRole('button', { name: /^Ann Smith,/ }, { timeout: 10_000 });
    bar().focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/booking/7/amend')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/booking/7/amend')[0]![1])).toEqual({
      arrival: addDays(arrival, -1),
      departure: addDays(arrival, 1),
    });

    await waitFor(() => expect(bar()).not.toHaveAttribute('aria-busy'));
    bar().focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/booking/7/amend')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/booking/7/amend')[1]![1])).toEqual({
      departure: addDays(arrival, 3),
    });
  });
});

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
  {
    id: 21,
    propertyId: 12,
    roomTypeId: 2,
    roomTypeName: 'Suite',
    roomNumber: '201',
    floor: 2,
    bedType: null,
    status: 'BLOCKED',
    inService: false,
    outOfOrderReason: 'Leak',
  },
];

describe('housekeeping board', () => {
  it('shows rooms by floor with counts, filters by status, and housekeeping changes a status', async () => {
    const fetchMock = signIn(['PROP_HOUSEKEEPING'], {
      'GET /api/room/property/12/rooms': () => jsonResponse(rooms),
      'PUT /api/room/rooms/12/status': (_url, init) =>
        jsonResponse({ ...rooms[1], ...(bodyOf(init) as object) }),
    });
    const { user } = renderApp('/bookone/housekeeping');
    await screen.findByRole('heading', { level: 1, name: 'Housekeeping' }, { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Floor 1' })).toBeInTheDocument();
    expect(screen.getByTestId('count-VACANT_READY')).toHaveTextContent('Vacant, ready: 1');
    expect(screen.getByTestId('count-OUT_OF_ORDER')).toHaveTextContent('Out of order: 1');
    expect(
      within(screen.getByRole('article', { name: 'Room 201' })).getByText('Reason: Leak'),
    ).toBeInTheDocument();
    // Housekeeping does not read bookings: no front-desk call.
    expect(callsTo(fetchMock, 'GET', '/api/booking/property/12/front-desk')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Status', { selector: 'select' }), 'NOT_READY');
    expect(screen.queryByRole('article', { name: 'Room 101' })).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Room 102' });

    await user.selectOptions(within(card).getByLabelText('Status of room 102'), 'VACANT_READY');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/room/rooms/12/status')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/room/rooms/12/status')[0]![1])).toEqual({
      status: 'VACANT_READY',
    });
    expect(await screen.findByText('Room 102: Vacant, ready')).toBeInTheDocument();
  });
});

describe('overbooked channel reservations', () => {
  it('are listed above the chart with channel, guest or reservation id, dates and room type; Show moves the chart', async () => {
    const later = addDays(today, 30);
    const fetchMock = signIn(['PROP_FRONTDESK'], {
      'GET /api/ical/property/12/overbookings': () =>
        jsonResponse([
          {
            id: 5,
            channelName: 'Airbnb',
            externalId: 'ical3:abc@airbnb.com',
            roomTypeId: 1,
            roomId: null,
            checkinDate: later,
            checkoutDate: addDays(later, 2),
            guestName: null,
            problem: 'Not booked: sold out',
          },
        ]),
    });
    const { user } = renderApp('/bookone/booking-calendar');
    const region = await screen.findByRole(
      'region',
      { name: 'Overbooked channel reservations' },
      { timeout: 10_000 },
    );
    expect(region).toHaveTextContent('1 channel reservation found no room');
    expect(region).toHaveTextContent(
      `Airbnb · ical3:abc@airbnb.com · ${formatDay(later, 'en')} → ${formatDay(addDays(later, 2), 'en')} · Queen`,
    );
    const [first] = callsTo(fetchMock, 'GET', '/api/ical/property/12/overbookings');
    expect(first?.[0].searchParams.get('from')).toBe(addDays(today, -1));
    expect(first?.[0].searchParams.get('to')).toBe(addDays(today, 12));

    await user.click(within(region).getByRole('button', { name: /^Show on the chart: Airbnb/ }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/booking/property/12/calendar').map(([url]) =>
          url.searchParams.get('from'),
        ),
      ).toContain(addDays(later, -1)),
    );
  });
});

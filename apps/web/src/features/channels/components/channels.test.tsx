import type { Channel, ChannelConnection, ChannelReservation } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { ChannelListPage } from './catalogue/channel-list-page';
import { ChannelConfigurePage } from './configure/channel-configure-page';

const SLOW = { timeout: 60_000 };
const page = <T,>(items: T[]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });

function channel(over: Partial<Channel> = {}): Channel {
  return {
    id: 1,
    name: 'Agoda',
    description: null,
    logoUrl: 'https://www.agoda.com/logo.png',
    website: 'https://www.agoda.com',
    email: null,
    contactNumber: null,
    adapterKind: 'HTTP_JSON',
    bookingSource: 'Agoda',
    availabilityUrl: null,
    ratesUrl: null,
    status: 'ACTIVE',
    connections: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

function connection(over: Partial<ChannelConnection> = {}): ChannelConnection {
  return {
    id: 5,
    propertyId: 12,
    channelId: 9,
    channelName: 'Airbnb',
    channelLogoUrl: null,
    adapterKind: 'ICAL',
    bookingSource: 'AirBnB',
    externalPropertyId: null,
    commissionFee: 3,
    commissionFeeType: 'PERCENTAGE',
    convenienceFee: 0,
    convenienceFeeType: 'AMOUNT',
    rateAdjustmentPercent: 15,
    stopSell: false,
    status: 'ACTIVE',
    lastSyncAt: null,
    lastSuccessAt: null,
    lastError: 'Feed answered 500',
    mappings: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

const overbooked: ChannelReservation = {
  id: 41,
  connectionId: 5,
  channelId: 9,
  channelName: 'Airbnb',
  externalId: 'uid-77@airbnb.com',
  externalTransactionId: 'HMX77',
  bookingId: null,
  bookingNumber: null,
  status: 'OVERBOOKED',
  bookingStatus: null,
  payloadType: 'ICAL',
  payload: 'BEGIN:VEVENT\r\nUID:uid-77@airbnb.com\r\nEND:VEVENT',
  roomTypeId: 3,
  checkinDate: '2026-12-24',
  checkoutDate: '2026-12-26',
  guestName: 'Grace Hopper',
  email: null,
  contactNumber: null,
  noOfPerson: 2,
  paidAmount: null,
  totalAmount: null,
  modeOfPayment: null,
  problem: 'No Standard Queen left on 24 Dec',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function signIn(roles: string[], withProperty = true) {
  saveSession(
    buildLoginResponse({
      user: buildUser({ roles, organisationId: 1, propertyId: withProperty ? 12 : null }),
      ...(withProperty ? { property: buildProperty() } : { property: null }),
    }),
  );
}

const CONFIGURE = '/bookone-admin/channel-configure/:a/:b/:c';
const configure = <ChannelConfigurePage propertyId={null} connectionId={null} channelId={null} />;

describe('the channel catalogue (super admin)', () => {
  it('lists the channels with their adapter and adds one', SLOW, async () => {
    signIn(['SUPER_ADMIN'], false);
    const fetchMock = mockApi({
      'GET /api/channel': () =>
        page([channel(), channel({ id: 2, name: 'iCal', adapterKind: 'ICAL', connections: 1 })]),
      'POST /api/channel': () => jsonResponse(channel({ id: 3, name: 'Vrbo' }), 201),
    });
    const { user } = renderRoutes([{ path: '/bookone-admin/manage-channel', element: <ChannelListPage /> }], {
      initialEntries: ['/bookone-admin/manage-channel'],
    });
    const row = (await screen.findAllByRole('gridcell', { name: 'iCal' }))[0]!.closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('iCal feeds')).toBeInTheDocument();
    // A logo on another site is not loaded (the content security policy): the initials stand in for it.
    expect(document.querySelector('img[src^="https://www.agoda.com"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Vrbo');
    await user.click(within(dialog).getByRole('combobox', { name: /^Adapter/ }));
    await user.click(await screen.findByRole('option', { name: 'iCal feeds' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Booking source/ }));
    await user.click(await screen.findByRole('option', { name: 'Others' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/channel').at(-1)?.[1])).toMatchObject({
      name: 'Vrbo',
      adapterKind: 'ICAL',
      bookingSource: 'Others',
      status: 'ACTIVE',
    });
  });
});

describe("a property's channels", () => {
  it('shows its connections with their last error', SLOW, async () => {
    signIn(['PROP_ADMIN']);
    mockApi({ 'GET /api/channel/property/12/connection': () => jsonResponse([connection()]) });
    renderRoutes([{ path: CONFIGURE, element: configure }], {
      initialEntries: ['/bookone-admin/channel-configure/0/0/0'],
    });
    const table = await screen.findByRole('table', { name: 'Connected channels' });
    expect(within(table).getByRole('link', { name: 'Airbnb' })).toHaveAttribute(
      'href',
      '/bookone-admin/channel-configure/12/5/0',
    );
    expect(within(table).getByText('Feed answered 500')).toBeInTheDocument();
    expect(within(table).getByText('+15%')).toBeInTheDocument();
  });

  it('explains the Channel Management subscription instead of an error', SLOW, async () => {
    signIn(['PROP_ADMIN']);
    mockApi({
      'GET /api/channel/property/12/connection': () =>
        jsonResponse(
          {
            statusCode: 403,
            error: 'Forbidden',
            message: 'This property has no Channel Management subscription',
            messageKey: 'validation.noChannelSubscription',
          },
          403,
        ),
    });
    renderRoutes([{ path: CONFIGURE, element: configure }], {
      initialEntries: ['/bookone-admin/channel-configure/0/0/0'],
    });
    expect(
      await screen.findByText("Channel Management is not part of this property's subscriptions"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/master-service/Upgrade-Plan',
    );
    expect(
      screen.queryByText('This property has no Channel Management subscription'),
    ).not.toBeInTheDocument();
  });

  it('flags an overbooked reservation, says why, and shows what the channel sent', SLOW, async () => {
    signIn(['PROP_ADMIN']);
    const fetchMock = mockApi({
      'GET /api/channel/property/12/connection': () => jsonResponse([connection()]),
      'GET /api/channel/property/12/reservations': () =>
        page([
          overbooked,
          {
            ...overbooked,
            id: 42,
            externalTransactionId: 'HMX78',
            status: 'BOOKED',
            bookingId: 301,
            bookingNumber: 'HV-301',
            problem: null,
          },
        ]),
    });
    const { user } = renderRoutes(
      [
        {
          path: CONFIGURE,
          element: <ChannelConfigurePage propertyId={null} connectionId={5} channelId={null} />,
        },
      ],
      { initialEntries: ['/bookone-admin/channel-configure/12/5/0?tab=reservations'] },
    );
    const grid = await screen.findByRole('grid', { name: 'Reservations from Airbnb' });
    const row = (await within(grid).findByText('HMX77')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Overbooked')).toBeInTheDocument();
    expect(within(row).getByText('No Standard Queen left on 24 Dec')).toBeInTheDocument();
    const booked = within(grid).getByText('HMX78').closest('[role="row"]') as HTMLElement;
    expect(within(booked).getByRole('link', { name: 'HV-301' })).toHaveAttribute(
      'href',
      '/bookone/manage-booking/301',
    );
    expect(
      callsTo(fetchMock, 'GET', '/api/channel/property/12/reservations')[0]?.[0].searchParams.get(
        'connectionId',
      ),
    ).toBe('5');

    await user.click(within(row).getByRole('button', { name: 'View the payload of HMX77' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservation HMX77' });
    expect(within(dialog).getByLabelText('Payload of HMX77')).toHaveTextContent('UID:uid-77@airbnb.com');
    expect(within(dialog).getByText('Grace Hopper')).toBeInTheDocument();
  });
});

import { type Notification } from '@bookone/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import {
  NotificationsDrawerContext,
  type NotificationsDrawerState,
} from '../../../components/layout/notifications-drawer-context';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/api-client';
import { NOTIFICATION_VALUE_KEY, saveSession } from '../../../lib/session';
import {
  buildLoginResponse,
  buildNotification,
  buildProperty,
  buildUser,
} from '../../../testing/data-generators';
import { liveStreams } from '../../../testing/live-streams';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import {
  NOTIFICATION_POLL_MS,
  newNotificationsFirst,
  receivesNotifications,
} from '../hooks/use-notifications';
import { NotificationsButton } from './notifications-button';
import { NotificationsPanel } from './notifications-panel';

/** Oldest first, as the server sends them. */
const LIST: Notification[] = [
  buildNotification({
    id: 1,
    message: 'Oldest new',
    status: 'submitted',
    createdDate: '2026-01-03T08:00:00',
  }),
  buildNotification({ id: 2, message: 'Already read', notificationStatus: 'Read' }),
  buildNotification({
    id: 3,
    message: 'Order cancelled',
    status: 'cancelled',
    notificationType: 'ORDER',
    referenceId: '77',
    referenceNumber: 'ORD-77',
    createdDate: '2026-01-04T18:30:00',
  }),
  buildNotification({
    id: 4,
    message: 'Newest booking',
    status: 'confirmed',
    referenceNumber: 'RES-0004',
    referenceId: '404',
    createdDate: '2026-01-05T09:07:00',
  }),
];

function signInAs(
  roles: ReturnType<typeof buildUser>['roles'],
  propertyStatus: 'NEW' | 'COMPLETED' = 'COMPLETED',
) {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles }), property: buildProperty({ propertyStatus }) }),
  );
}

function mockNotifications(list: () => Notification[] = () => LIST, live?: ReturnType<typeof liveStreams>) {
  return mockApi({
    ...(live ? { 'GET /api/live/12': () => live.response() } : {}),
    'GET /api/notification/property': () => jsonResponse(list()),
    'POST /api/notification/': (_url, init) => {
      const { id } = bodyOf(init) as { id: number };
      return jsonResponse(
        list().map((item) => (item.id === id ? { ...item, notificationStatus: 'Read' } : item)),
      );
    },
  });
}

function renderNotifications(drawer: Partial<NotificationsDrawerState> = {}) {
  const state: NotificationsDrawerState = {
    open: true,
    toggle: vi.fn(),
    setOpen: vi.fn(),
    ...drawer,
  };
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <NotificationsDrawerContext.Provider value={state}>
          <NotificationsButton />
          <NotificationsPanel />
        </NotificationsDrawerContext.Provider>
      ),
    },
    { path: '/master-service/reservation-details/:id', element: <h1>Reservation page</h1> },
    { path: '/order/order-details', element: <h1>Order page</h1> },
  ]);
  return { ...view, drawer: state };
}

let play: Mock<() => Promise<void>>;
beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(play);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications', () => {
  it('counts the New notifications of a property admin whose property is COMPLETED', async () => {
    signInAs(['PROP_ADMIN']);
    const fetchMock = mockNotifications();
    renderNotifications();

    expect(await screen.findByRole('button', { name: 'Notifications (3 new)' })).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'GET', '/api/notification/property');
    expect(calls[0]?.[0].search).toBe('?PropertyId=12');
  });

  it.each([
    ['a property admin whose property is NEW', ['PROP_ADMIN'] as const, 'NEW' as const],
    ['a property manager', ['PROP_MANAGER'] as const, 'COMPLETED' as const],
    ['an organisation admin', ['ORG_ADMIN'] as const, 'COMPLETED' as const],
  ])('gives %s a count of 0 and fetches nothing', async (_label, roles, status) => {
    signInAs([...roles], status);
    const fetchMock = mockNotifications();
    renderNotifications();

    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists only the New ones, newest first, with status icon, reference and date', async () => {
    signInAs(['PROP_ADMIN']);
    mockNotifications();
    renderNotifications();

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ConfirmedNewest bookingRef. RES-000405/01/2026 09:07',
      'CancelledOrder cancelledRef. ORD-7704/01/2026 18:30',
      'SubmittedOldest newRef. RES-000103/01/2026 08:00',
    ]);
    expect(within(items[0]!).getByTitle('Confirmed').closest('svg')).toHaveClass('MuiSvgIcon-colorPrimary');
    expect(within(items[1]!).getByTitle('Cancelled').closest('svg')).toHaveClass('MuiSvgIcon-colorError');
    expect(within(items[2]!).getByTitle('Submitted').closest('svg')).toHaveClass('MuiSvgIcon-colorSecondary');
    expect(screen.queryByText('Already read')).not.toBeInTheDocument();
  });

  it('on a click: saves it as Read, refreshes the list, closes the panel and goes where its type leads', async () => {
    signInAs(['PROP_ADMIN']);
    let list = LIST;
    const fetchMock = mockNotifications(() => list);
    const { user, router, drawer } = renderNotifications();

    await user.click(await screen.findByRole('button', { name: /Order cancelled/ }));
    list = LIST.map((item) => (item.id === 3 ? { ...item, notificationStatus: 'Read' } : item));

    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order/order-details');
    expect(router.state.location.search).toBe('?data=77');
    expect(drawer.setOpen).toHaveBeenCalledWith(false);

    const posts = callsTo(fetchMock, 'POST', '/api/notification/');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0]?.[1])).toEqual({ id: 3, notificationStatus: 'Read' });
    expect(new Headers(posts[0]?.[1].headers).get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/notification/property')).toHaveLength(2));
  });

  it('navigates to the reservation of a RESERVATION notification', async () => {
    signInAs(['PROP_ADMIN']);
    mockNotifications();
    const { user, router } = renderNotifications();
    await user.click(await screen.findByRole('button', { name: /Newest booking/ }));
    expect(await screen.findByRole('heading', { name: 'Reservation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/reservation-details/404');
  });

  it("'Clear all' empties the panel locally: nothing is sent", async () => {
    signInAs(['PROP_ADMIN']);
    const fetchMock = mockNotifications();
    const { user } = renderNotifications();

    await user.click(await screen.findByRole('button', { name: 'Clear all' }));

    expect(screen.getByText('No new notifications')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/notification/')).toHaveLength(0);
  });

  it('toggles the drawer from the bell', async () => {
    signInAs(['PROP_ADMIN']);
    mockNotifications();
    const { user, drawer } = renderNotifications({ open: false });
    await user.click(await screen.findByRole('button', { name: 'Notifications (3 new)' }));
    expect(drawer.toggle).toHaveBeenCalledTimes(1);
  });
});

describe('notification rules', () => {
  it('keeps the statuses containing "new" in any case, newest first', () => {
    const list = [
      buildNotification({ id: 1, notificationStatus: 'NEW' as 'New' }),
      buildNotification({ id: 2, notificationStatus: 'Read' }),
      buildNotification({ id: 3, notificationStatus: 'new' as 'New' }),
      buildNotification({ id: 4, notificationStatus: 'New' }),
    ];
    expect(newNotificationsFirst(list).map((item) => item.id)).toEqual([4, 3, 1]);
    expect(list.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('are for a property admin whose property is COMPLETED', () => {
    expect(receivesNotifications(['PROP_ADMIN'], { propertyStatus: 'COMPLETED' })).toBe(true);
    expect(receivesNotifications(['PROP_ADMIN'], { propertyStatus: 'NEW' })).toBe(false);
    expect(receivesNotifications(['PROP_ADMIN'], null)).toBe(false);
    expect(receivesNotifications(['PROP_MANAGER'], { propertyStatus: 'COMPLETED' })).toBe(false);
    expect(receivesNotifications(['SUPER_ADMIN'], { propertyStatus: 'COMPLETED' })).toBe(false);
  });
});

describe('notification polling', () => {
  it('asks again every 300 seconds, and stops once no property is stored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(['PROP_ADMIN']);
    const fetchMock = mockNotifications();
    renderNotifications();
    const polls = () => callsTo(fetchMock, 'GET', '/api/notification/property').length;

    await screen.findByRole('button', { name: 'Notifications (3 new)' });
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1000));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(polls()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    await waitFor(() => expect(polls()).toBe(3));

    sessionStorage.clear();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3));
    expect(polls()).toBe(3);
  });
});

describe('notifications over the live channel', () => {
  it('refresh the bell when one is announced and after a reconnect, not on the first connection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(['PROP_ADMIN']);
    let list = LIST;
    const live = liveStreams();
    const fetchMock = mockNotifications(() => list, live);
    renderNotifications();
    const reads = () => callsTo(fetchMock, 'GET', '/api/notification/property').length;
    await screen.findByRole('button', { name: 'Notifications (3 new)' });
    await waitFor(() => expect(live.opened()).toBe(1));

    // Connected, then a notification: one read, for the notification (the first `ready` asks for nothing).
    list = [...LIST, buildNotification({ id: 5, message: 'Another booking' })];
    live.send(
      'event: ready\ndata: {"propertyId":12}\n\n' +
        'event: notification\ndata: {"kind":"notification","propertyId":12}\n\n',
    );
    await screen.findByRole('button', { name: 'Notifications (4 new)' });
    expect(reads()).toBe(2);

    // The stream is lost; the client reconnects a second later and reads what it may have missed.
    list = [...list, buildNotification({ id: 6, message: 'Missed booking' })];
    live.end();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(live.opened()).toBe(2));
    live.send('event: ready\ndata: {"propertyId":12}\n\n');
    await screen.findByRole('button', { name: 'Notifications (5 new)' });
    expect(reads()).toBe(3);

    // The server's database listener came back (events may have been missed on its side): read again.
    live.send('event: ready\ndata: {"resumed":true}\n\n');
    await waitFor(() => expect(reads()).toBe(4));
  });
});

describe('notification sound', () => {
  it('plays when the New count exceeds the stored previous count, then stores the new count', async () => {
    signInAs(['PROP_ADMIN']);
    sessionStorage.setItem(NOTIFICATION_VALUE_KEY, '2');
    mockNotifications();
    renderNotifications();

    await screen.findByRole('button', { name: 'Notifications (3 new)' });
    await waitFor(() => expect(sessionStorage.getItem(NOTIFICATION_VALUE_KEY)).toBe('3'));
    expect(play).toHaveBeenCalledTimes(1);
    const audio = play.mock.contexts[0] as HTMLAudioElement;
    expect(audio.src).toMatch(/\/sounds\/notification\.wav$/);
  });

  it('stays quiet when the count has not grown, and still stores it', async () => {
    signInAs(['PROP_ADMIN']);
    sessionStorage.setItem(NOTIFICATION_VALUE_KEY, '5');
    mockNotifications();
    renderNotifications();

    await screen.findByRole('button', { name: 'Notifications (3 new)' });
    await waitFor(() => expect(sessionStorage.getItem(NOTIFICATION_VALUE_KEY)).toBe('3'));
    expect(play).not.toHaveBeenCalled();
  });

  it('plays on the first count of a session (no stored value)', async () => {
    signInAs(['PROP_ADMIN']);
    mockNotifications();
    renderNotifications();
    await waitFor(() => expect(sessionStorage.getItem(NOTIFICATION_VALUE_KEY)).toBe('3'));
    expect(play).toHaveBeenCalledTimes(1);
  });
});

import type { KitchenBoard, KitchenTicket } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { buildProperty } from '../../../testing/data-generators';
import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderRoutes } from '../../../testing/test-utils';
import { KitchenDisplayPage } from './kitchen-display-page';

const SLOW = { timeout: 120_000 };
const BOARD = '/api/property/12/kitchen/tickets';

const ticket = (id: number, minutesAgo: number, more: Partial<KitchenTicket> = {}): KitchenTicket => ({
  id,
  propertyId: 12,
  orderId: 100 + id,
  orderReference: `BISTRO-O-00010${id}`,
  number: id,
  station: 'Pizza oven',
  groupName: null,
  priority: 'NORMAL',
  status: 'NEW',
  deliveryMethod: 'DINE_IN',
  label: 'T4',
  notes: null,
  createdByName: 'Wendy Waiter',
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  statusChangedAt: new Date().toISOString(),
  lines: [
    {
      id: id * 10,
      orderLineId: id * 10,
      productName: 'Margherita',
      variationName: 'Large',
      modifiers: ['Olives'],
      quantity: 2,
      note: 'Well done',
    },
  ],
  ...more,
});

/** A live stream the test writes to, as the server would. */
function liveStream() {
  let push: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (t: string) => push(t),
  };
}

function show(first: KitchenBoard) {
  let board = first;
  const live = liveStream();
  const fetchMock = signedIn({
    property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
    roles: ['PROP_SERVICE'],
    routes: {
      [`GET ${BOARD}`]: () => jsonResponse(board),
      'GET /api/live/12': () => live.response(),
      'POST /api/kitchen/ticket/1/status': (_url, init) =>
        jsonResponse({ ...board.tickets[0], status: (bodyOf(init) as { to: string }).to }),
    },
  });
  renderRoutes([{ path: '/order/kitchen-display', element: <KitchenDisplayPage propertyId={12} /> }], {
    initialEntries: ['/order/kitchen-display?station=Pizza%20oven'],
  });
  return { fetchMock, live, answer: (next: KitchenBoard) => (board = next) };
}

describe('kitchen display', () => {
  it(
    'shows a station’s tickets with age and Late in words, a new one arrives live, one key bumps it',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { fetchMock, live, answer } = show({
        stations: ['Bar', 'Kitchen', 'Pizza oven'],
        tickets: [ticket(1, 20)],
      });
      const first = await screen.findByRole('article', { name: '#1 · Table T4' });
      expect(within(first).getByText('20 min')).toBeInTheDocument();
      expect(within(first).getByText('Late')).toBeInTheDocument();
      expect(within(first).getByText('2 × Margherita')).toBeInTheDocument();
      expect(within(first).getByText('Note: Well done')).toBeInTheDocument();
      expect(screen.getByLabelText('Sound for new tickets')).not.toBeChecked();
      expect(screen.getByText(/Space or Enter moves it to its next status/)).toBeInTheDocument();
      // The board asked for the station of the address.
      expect(callsTo(fetchMock, 'GET', BOARD)[0]![0].searchParams.get('station')).toBe('Pizza oven');

      // The live channel says a ticket came: the board is read again, no reload.
      live.send('event: ready\ndata: {}\n\n');
      await screen.findByText('Live');
      answer({
        stations: ['Bar', 'Kitchen', 'Pizza oven'],
        tickets: [ticket(1, 20), ticket(2, 0, { deliveryMethod: 'TAKE_AWAY', label: null })],
      });
      live.send(
        'event: kitchen\ndata: {"kind":"kitchen","propertyId":12,"station":"Pizza oven","ticketId":2}\n\n',
      );
      const second = await screen.findByRole('article', { name: '#2 · Take away' });
      expect(within(second).queryByText('Late')).toBeNull();

      // Space on the focused ticket moves it on from the status it shows.
      first.focus();
      await user.keyboard(' ');
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/kitchen/ticket/1/status')).toHaveLength(1));
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/kitchen/ticket/1/status')[0]![1])).toEqual({
        from: 'NEW',
        to: 'PREPARING',
      });
      // The arrows move along the tickets.
      first.focus();
      await user.keyboard('{ArrowRight}');
      expect(second).toHaveFocus();
    },
  );
});

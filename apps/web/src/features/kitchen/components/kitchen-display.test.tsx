import type { KitchenBoard } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { buildProperty } from '../../../testing/data-generators';
import { liveStreams } from '../../../testing/live-streams';
import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderRoutes } from '../../../testing/test-utils';
import { KitchenDisplayPage } from './kitchen-display-page';
import { ticket } from './ticket-fixtures';

const SLOW = { timeout: 120_000 };
const BOARD = '/api/property/12/kitchen/tickets';

function show(first: KitchenBoard) {
  let board = first;
  const live = liveStreams();
  const fetchMock = signedIn({
    property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
    roles: ['PROP_SERVICE'],
    routes: {
      [`GET ${BOARD}`]: () => jsonResponse(board),
      'GET /api/live/12': () => live.response(),
      'POST /api/kitchen/ticket/1/status': (_url, init) =>
        jsonResponse({ ...board.tickets[0], status: (bodyOf(init) as { to: string }).to }),
      'POST /api/kitchen/ticket/1/priority': (_url, init) =>
        jsonResponse({ ...board.tickets[0], ...(bodyOf(init) as object) }),
      'POST /api/kitchen/ticket/2/acknowledge': () =>
        jsonResponse({ ...board.tickets[1], voidAcknowledgedAt: new Date().toISOString() }),
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
      // The stream's first `ready` reads nothing again: the board was just read.
      expect(callsTo(fetchMock, 'GET', BOARD)).toHaveLength(1);
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

  it(
    'a void ticket says VOID, why and what was taken back; Enter acknowledges it; Rush is a toggle button',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { fetchMock } = show({
        stations: ['Pizza oven'],
        tickets: [
          ticket(1, 2, { lines: [{ ...ticket(1, 2).lines[0]!, voidedQuantity: 1 }] }),
          ticket(2, 30, {
            voidedAt: new Date().toISOString(),
            voidReason: 'Guest left',
            lines: [{ ...ticket(2, 30).lines[0]!, voidedQuantity: 2 }],
          }),
        ],
      });
      const open = await screen.findByRole('article', { name: '#1 · Table T4' });
      // One of the two pizzas was taken back: the cook reads both, the void struck through and in words.
      expect(within(open).getByText('1 × Margherita')).toBeInTheDocument();
      expect(within(open).getByText(/VOID 1 × Margherita/).tagName).toBe('DEL');

      const voided = screen.getByRole('article', { name: '#2 · Table T4' });
      expect(within(voided).getByText('VOID')).toBeInTheDocument();
      expect(within(voided).getByText('Order cancelled: Guest left')).toBeInTheDocument();
      expect(within(voided).getByText(/VOID 2 × Margherita/)).toBeInTheDocument();
      // Void is not late, has no bump and no rush.
      expect(within(voided).queryByText('Late')).toBeNull();
      expect(within(voided).queryByRole('button', { name: 'Start preparing' })).toBeNull();
      expect(within(voided).queryByRole('button', { name: 'Rush' })).toBeNull();
      voided.focus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'POST', '/api/kitchen/ticket/2/acknowledge')).toHaveLength(1),
      );
      expect(callsTo(fetchMock, 'POST', '/api/kitchen/ticket/2/status')).toHaveLength(0);

      // Rush: reached with Tab from the ticket, pressed with the keyboard.
      const rush = within(open).getByRole('button', { name: 'Rush' });
      expect(rush).toHaveAttribute('aria-pressed', 'false');
      open.focus();
      await user.tab();
      await user.tab();
      expect(rush).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'POST', '/api/kitchen/ticket/1/priority')).toHaveLength(1),
      );
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/kitchen/ticket/1/priority')[0]![1])).toEqual({
        priority: 'RUSH',
      });
      expect(await screen.findByText('Ticket 1 marked rush')).toBeInTheDocument();
    },
  );
});

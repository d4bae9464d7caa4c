import type { Role } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { buildProperty } from '../../../testing/data-generators';
import { liveStreams } from '../../../testing/live-streams';
import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderRoutes } from '../../../testing/test-utils';
import { OrderKitchenTickets } from './order-kitchen-tickets';
import { ticket } from './ticket-fixtures';

const SLOW = { timeout: 120_000 };

function show(roles: Role[]) {
  const live = liveStreams();
  const tickets = [
    ticket(1, 5, { orderId: 101, lines: [{ ...ticket(1, 5).lines[0]!, voidedQuantity: 1 }] }),
    ticket(2, 5, { orderId: 101, station: 'Bar', status: 'SERVED' }),
    ticket(3, 5, { orderId: 101, station: 'Cold kitchen', voidedAt: new Date().toISOString() }),
  ];
  const fetchMock = signedIn({
    property: buildProperty({ id: 12 }),
    roles,
    routes: {
      'GET /api/order/101/kitchen-tickets': () => jsonResponse(tickets),
      'GET /api/live/12': () => live.response(),
      'POST /api/kitchen/ticket/1/priority': (_url, init) =>
        jsonResponse({ ...tickets[0], ...(bodyOf(init) as object) }),
    },
  });
  renderRoutes([{ path: '/order/details', element: <OrderKitchenTickets propertyId={12} orderId={101} /> }], {
    initialEntries: ['/order/details'],
  });
  return fetchMock;
}

describe('an order’s kitchen tickets', () => {
  it(
    'shows voided units and void tickets; an open ticket is marked rush from the keyboard',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const fetchMock = show(['PROP_SERVICE']);
      // One of the two pizzas was taken back: the line says so rather than showing one pizza.
      expect(
        await screen.findByText('1 × Margherita (Well done), VOID 1 × Margherita (Well done)'),
      ).toBeInTheDocument();
      const section = screen.getByRole('region', { name: 'Kitchen tickets' });
      expect(within(section).getByText('VOID')).toBeInTheDocument();
      // Only the open ticket can be rushed: not the served one, not the void one.
      const rush = within(section).getByRole('button', { name: 'Rush ticket 1' });
      expect(within(section).getAllByRole('button', { name: /^Rush ticket/ })).toHaveLength(1);
      expect(rush).toHaveAttribute('aria-pressed', 'false');
      await user.tab();
      expect(rush).toHaveFocus();
      await user.keyboard(' ');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'POST', '/api/kitchen/ticket/1/priority')).toHaveLength(1),
      );
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/kitchen/ticket/1/priority')[0]![1])).toEqual({
        priority: 'RUSH',
      });
    },
  );

  it('whoever may not change tickets sees no rush button', SLOW, async () => {
    show(['PROP_HOUSEKEEPING']);
    await screen.findByText(/VOID 1 × Margherita/);
    expect(screen.queryByRole('button', { name: /^Rush ticket/ })).toBeNull();
  });
});

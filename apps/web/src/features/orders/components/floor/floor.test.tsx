import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../../testing/test-utils';
import { group, order, orderLine, OUTLET, page, product, signInWaiter, table } from '../pos/pos-fixtures';
import { PosPage } from '../pos/pos-page';

const SLOW = { timeout: 120_000 };
const nzd = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'NZD' }).format(n);
const LINES = [orderLine(1, 'Sirloin Steak', 46, { note: 'medium rare' }), orderLine(2, 'Flat White', 5.5)];

function api() {
  let paid = 0;
  const current = () =>
    order({
      lines: LINES,
      billRequested: true,
      paid,
      balance: 51.5 - paid,
      paymentStatus: paid === 0 ? 'NotPaid' : paid >= 51.5 ? 'Paid' : 'PartiallyPaid',
    });
  return mockApi({
    'GET /api/service-catalogue/property/12/business-services': () => page([OUTLET]),
    'GET /api/product/property/12/groups': () => page([group(1, 'Mains')]),
    'GET /api/product/property/12/products': () => page([product(30, 'Sirloin Steak', 1)]),
    'GET /api/order/property/12/tables': () =>
      jsonResponse([
        table(4, 'Table 4', {
          status: 'BILL_REQUESTED',
          orderId: 77,
          referenceNumber: 'BISTRO-O-000401',
          covers: 2,
          total: 51.5,
          since: '2026-11-27T06:30:00.000Z',
        }),
        table(5, 'Table 5'),
        table(9, 'Terrace 1', { area: 'Terrace', seats: 2, status: 'SEATED', orderId: 78, covers: 2 }),
      ]),
    'GET /api/order/77': () => jsonResponse(current()),
    'POST /api/order/77/split': (_url, init) => {
      const body = bodyOf(init) as { groups: number[][] };
      return jsonResponse({
        currency: 'NZD',
        total: 51.5,
        balance: 51.5,
        parts: body.groups.map((g) => ({ lineIds: g, amount: g.includes(1) ? 46 : 5.5 })),
      });
    },
    'POST /api/order/77/payment': (_url, init) => {
      paid += (bodyOf(init) as { amount: number }).amount;
      return jsonResponse(current());
    },
  });
}

describe('the floor plan', () => {
  it('shows each table by area with its status in words', SLOW, async () => {
    signInWaiter();
    api();
    renderRoutes([{ path: '/', element: <PosPage propertyId={12} /> }], {
      initialEntries: ['/?view=tables'],
    });
    const dining = await screen.findByRole('region', { name: 'Dining room' }, { timeout: 15_000 });
    expect(within(dining).getByRole('button', { name: 'Table 4, Bill requested' })).toHaveTextContent(
      /2 covers of 4.*\$51\.50/,
    );
    expect(within(dining).getByRole('button', { name: 'Table 5, Free' })).toHaveTextContent('4 seats');
    const terrace = screen.getByRole('region', { name: 'Terrace' });
    expect(within(terrace).getByRole('button', { name: 'Terrace 1, Seated' })).toBeInTheDocument();
    expect(screen.getByText('Tap a table to open it.')).toBeInTheDocument();
  });

  it('a free table starts a dine-in order for its covers', SLOW, async () => {
    signInWaiter();
    api();
    const { user, router } = renderRoutes([{ path: '/', element: <PosPage propertyId={12} /> }], {
      initialEntries: ['/?view=tables'],
    });
    await user.click(await screen.findByRole('button', { name: 'Table 5, Free' }, { timeout: 15_000 }));
    expect(router.state.location.search).toBe('?view=tables&table=5');
    await user.click(screen.getByRole('button', { name: 'Take an order' }));
    expect(router.state.location.search).toBe('?table=5');
    expect(await screen.findByRole('combobox', { name: /^Table/ })).toHaveTextContent('Table 5');
    expect(screen.getByRole('spinbutton', { name: 'Covers' })).toHaveValue(2);
  });

  it(
    'splits the bill of an occupied table by lines and takes two payments until it is paid',
    SLOW,
    async () => {
      signInWaiter();
      const fetchMock = api();
      const { user } = renderRoutes([{ path: '/', element: <PosPage propertyId={12} /> }], {
        initialEntries: ['/?view=tables&table=4'],
      });
      const lines = await screen.findByRole('list', { name: 'Lines of the order' }, { timeout: 15_000 });
      expect(within(lines).getByText('1 × Sirloin Steak')).toBeInTheDocument();
      expect(within(lines).getByText('Note: medium rare')).toBeInTheDocument();
      // The bill is asked for already: no second request offered.
      expect(screen.queryByRole('button', { name: 'Request the bill' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Split the bill' }));
      const dialog = await screen.findByRole('dialog', { name: 'Split the bill of BISTRO-O-000401' });
      await user.click(within(dialog).getByRole('button', { name: 'By lines' }));
      const coffee = within(dialog).getByRole('group', { name: /Flat White/ });
      await user.click(within(coffee).getByRole('combobox', { name: 'Paid by' }));
      await user.click(await screen.findByRole('option', { name: 'Part 2' }));
      await user.click(within(dialog).getByRole('button', { name: 'Work out the parts' }));
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/order/77/split')[0]![1])).toEqual({
        method: 'LINES',
        groups: [[1], [2]],
      });

      const first = await within(dialog).findByRole('group', { name: 'Part 1' });
      await user.click(within(first).getByRole('button', { name: `Take ${nzd(46)}` }));
      expect(await within(first).findByText('Paid (Card)')).toBeInTheDocument();
      const second = within(dialog).getByRole('group', { name: 'Part 2' });
      await user.click(within(second).getByRole('combobox', { name: 'Payment mode' }));
      await user.click(await screen.findByRole('option', { name: 'Cash' }));
      await user.click(within(second).getByRole('button', { name: `Take ${nzd(5.5)}` }));
      expect(await within(second).findByText('Paid (Cash)')).toBeInTheDocument();
      expect(await within(dialog).findByText(`Balance now: ${nzd(0)}`)).toBeInTheDocument();

      const payments = callsTo(fetchMock, 'POST', '/api/order/77/payment').map(([, init]) => bodyOf(init));
      expect(payments).toEqual([
        { amount: 46, mode: 'Card' },
        { amount: 5.5, mode: 'Cash' },
      ]);
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.getByText('BISTRO-O-000401 is paid.')).toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Split the bill' })).not.toBeInTheDocument();
    },
  );
});

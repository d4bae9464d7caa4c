import type { Order } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildProperty } from '../../../../testing/data-generators';
import { signedIn } from '../../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderRoutes, type ApiRoutes } from '../../../../testing/test-utils';
import { order, orderLine } from '../pos/pos-fixtures';
import { OrderDetailsPage } from './order-details-page';

const SLOW = { timeout: 120_000 };
const REF = 'BISTRO-O-000401';
const BY_REFERENCE = `/api/order/property/12/reference/${REF}`;

const lines = [
  orderLine(1, 'Margherita', 32.2, {
    variationName: 'Large',
    modifiers: [{ productId: 9, name: 'Olives', price: 2 }],
    unitPrice: 26,
    modifiersPrice: 2,
    quantity: 1,
    note: 'No basil',
    taxRate: 15,
    tax: 4.2,
  }),
  orderLine(2, 'Sparkling water', 5.25, { taxRate: 5, tax: 0.25, unitPrice: 5 }),
];

function show(
  first: Order,
  routes: ApiRoutes = {},
  roles: ('PROP_SERVICE' | 'PROP_HOUSEKEEPING')[] = ['PROP_SERVICE'],
) {
  let current = first;
  const fetchMock = signedIn({
    property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
    roles,
    routes: {
      [`GET ${BY_REFERENCE}`]: () => jsonResponse(current),
      'GET /api/order/77/history': () => jsonResponse([]),
      ...routes,
    },
  });
  const view = renderRoutes(
    [
      {
        path: '/order/order-details',
        element: (
          <OrderDetailsPage
            propertyId={12}
            referenceNumber={REF}
            renderChanges={(e) => <span>{e.changes.map((c) => c.field).join(', ')}</span>}
            tickets={<p>Kitchen tickets here</p>}
          />
        ),
      },
    ],
    { initialEntries: [`/order/order-details?data=${REF}`] },
  );
  return { ...view, fetchMock, answer: (next: Order) => (current = next) };
}

const actionNames = () =>
  within(screen.getByRole('group', { name: 'Order actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Order details', () => {
  it('shows the lines as sold, the tax per rate, the service charge and the balance', SLOW, async () => {
    show(
      order({
        lines,
        subtotal: 33,
        serviceChargePercentage: 10,
        serviceCharge: 3.3,
        tax: 4.45,
        total: 37.45,
        paid: 10,
        balance: 27.45,
        paymentStatus: 'PartiallyPaid',
      }),
    );
    expect(screen.getByRole('heading', { name: `Order ${REF}`, level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Items' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Margherita (Large)');
    expect(first).toHaveTextContent('+ Olives');
    expect(first).toHaveTextContent('Note: No basil');
    expect(screen.getByText('Tax 5 %').nextElementSibling).toHaveTextContent('$0.25');
    expect(screen.getByText('Tax 15 %').nextElementSibling).toHaveTextContent('$4.20');
    expect(screen.getByText('Service charge 10 %').nextElementSibling).toHaveTextContent('$3.30');
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$27.45');
    expect(screen.getByText('Partly paid')).toBeInTheDocument();
    expect(screen.getByText('Table 4')).toBeInTheDocument();
    // The kitchen tickets' slot, filled by the route.
    expect(screen.getByText('Kitchen tickets here')).toBeInTheDocument();
  });

  it('offers what the status and method allow, and moves a new order on', SLOW, async () => {
    const { user, fetchMock, answer } = show(order({ status: 'NEW', lines }), {
      'POST /api/order/77/confirm': () => {
        const next = order({ status: 'CONFIRMED', lines, updatedAt: '2026-11-27T19:05:00.000Z' });
        answer(next);
        return jsonResponse(next);
      },
    });
    await screen.findByRole('table', { name: 'Items' });
    expect(actionNames()).toEqual(['Confirm', 'Cancel order', 'Request bill']);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order confirmed: its items went to the kitchen.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/order/77/confirm')).toHaveLength(1);
    await waitFor(() => expect(actionNames()).toEqual(['Start preparing', 'Cancel order', 'Request bill']));
  });

  it(
    'sends a delivery out rather than serving it; completes only once paid; nothing once ended',
    SLOW,
    async () => {
      const delivery = show(
        order({
          status: 'READY_TO_SERVE',
          deliveryMethod: 'DELIVERY',
          tableName: null,
          deliveryAddress: '1 Quay St',
          lines,
        }),
      );
      await screen.findByText('1 Quay St');
      expect(actionNames()).toEqual(['Out for delivery', 'Cancel order']);
      delivery.unmount();

      const served = show(order({ status: 'SERVED', lines }));
      await screen.findByRole('table', { name: 'Items' });
      expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();
      expect(screen.getByText('Take the payment to complete the order.')).toBeInTheDocument();
      served.unmount();

      const paid = show(order({ status: 'SERVED', lines, paid: 37.45, balance: 0, paymentStatus: 'Paid' }));
      await screen.findByRole('table', { name: 'Items' });
      expect(screen.getByRole('button', { name: 'Complete' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
      paid.unmount();

      show(order({ status: 'CANCELLED', lines, cancelReason: 'Left before ordering' }));
      expect(await screen.findByText('Left before ordering')).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Order actions' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
    },
  );

  it('cancels with the reason typed', SLOW, async () => {
    const { user, fetchMock } = show(order({ status: 'CONFIRMED', lines }), {
      'POST /api/order/77/cancel': () =>
        jsonResponse(order({ status: 'CANCELLED', lines, cancelReason: 'Guest left' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${REF}` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Guest left');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order is cancelled.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/order/77/cancel')[0]![1])).toEqual({
      reason: 'Guest left',
    });
  });

  it('takes a payment of the balance through a dialog', SLOW, async () => {
    const { user, fetchMock } = show(order({ status: 'SERVED', lines }), {
      'POST /api/order/77/payment': () =>
        jsonResponse(order({ status: 'SERVED', lines, paid: 37.45, balance: 0, paymentStatus: 'Paid' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: `Take payment for ${REF}` });
    await user.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('Payment taken.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/order/77/payment')[0]![1])).toMatchObject({
      amount: 37.45,
      mode: 'Card',
    });
  });

  it('keeps its heading and says so for an unknown number; a room order is on the folio', SLOW, async () => {
    const missing = show(order(), {
      [`GET ${BY_REFERENCE}`]: () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Order not found' }, 404),
    });
    expect(await screen.findByText(`No order ${REF} at this property.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Order ${REF}`, level: 1 })).toBeInTheDocument();
    missing.unmount();

    show(
      order({
        status: 'CONFIRMED',
        deliveryMethod: 'ROOM_ORDER',
        tableName: null,
        bookingNumber: 'HV-000123',
        chargedToRoom: true,
        balance: 0,
        lines,
      }),
    );
    expect(await screen.findByText('Charged to booking')).toBeInTheDocument();
    expect(screen.getByText('On the folio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request bill' })).not.toBeInTheDocument();
  });
});

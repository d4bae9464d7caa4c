import { priceOrder } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  bodyOf,
  callsTo,
  jsonResponse,
  mockApi,
  renderRoutes,
  type ApiRoutes,
} from '../../../../testing/test-utils';
import { group, order, orderLine, OUTLET, page, product, signInWaiter, table } from './pos-fixtures';
import { PosPage } from './pos-page';

const SLOW = { timeout: 120_000 };
const MARGHERITA = product(30, 'Margherita', 1, {
  sellPrice: 22,
  variations: [
    { id: 5, name: 'Small', price: 17.6, factor: 0.8 },
    { id: 6, name: 'Large', price: 29.7, factor: 1.35 },
  ],
  modifierGroups: [{ id: 2, name: 'Toppings' }],
});
const OLIVES = product(60, 'Olives', 2, { sellPrice: 2 });
const GARLIC = product(80, 'Garlic Bread', 5, { sellPrice: 9 });
const GNOCCHI = product(50, 'Pumpkin Gnocchi', 5, { sellPrice: 28, outOfStock: true });
const TIRAMISU = product(70, 'Tiramisu', 3, { sellPrice: 14, maintainStock: true, unitsInStock: 1 });
const nzd = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'NZD' }).format(n);

/** Answers each create in turn; a retry of the client (the same Idempotency-Key) gets the same answer again. */
function api(answers: (() => Response)[], more: ApiRoutes = {}) {
  const byKey = new Map<string, () => Response>();
  return mockApi({
    'GET /api/service-catalogue/property/12/business-services': () => page([OUTLET]),
    'GET /api/product/property/12/groups': () =>
      page([group(1, 'Pizzas'), group(2, 'Toppings'), group(3, 'Desserts'), group(5, 'Mains')]),
    'GET /api/product/property/12/products': () => page([GARLIC, MARGHERITA, OLIVES, GNOCCHI, TIRAMISU]),
    'GET /api/order/property/12/tables': () => jsonResponse([table(4, 'Table 4'), table(5, 'Table 5')]),
    'POST /api/order/property/12': (_url, init) => {
      const key = new Headers(init.headers).get('Idempotency-Key') ?? '';
      if (!byKey.has(key)) byKey.set(key, answers.shift()!);
      return byKey.get(key)!();
    },
    ...more,
  });
}

describe('the point of sale', () => {
  it(
    'sells a pizza with a size, a topping and a note, keeps the cart on a 409 and sends it to the table',
    SLOW,
    async () => {
      signInWaiter();
      const created = order({
        lines: [
          orderLine(1, 'Margherita', 31.7),
          orderLine(2, 'Garlic Bread', 18),
          orderLine(3, 'Tiramisu', 14),
        ],
      });
      const fetchMock = api([
        () => jsonResponse({ statusCode: 409, error: 'Conflict', message: 'Tiramisu is sold out' }, 409),
        () => jsonResponse(created, 201),
      ]);
      const { user, router } = renderRoutes([{ path: '/', element: <PosPage propertyId={12} /> }]);

      // The first render downloads the page's modules: slow while the suite runs in parallel.
      await user.click(await screen.findByRole('button', { name: 'Add Margherita' }, { timeout: 15_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
      await user.click(within(dialog).getByRole('radio', { name: /^Large/ }));
      await user.click(within(dialog).getByRole('checkbox', { name: /^Olives/ }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Note for the kitchen' }), 'no basil');
      await user.click(within(dialog).getByRole('button', { name: 'Add to order' }));
      await user.click(screen.getByRole('button', { name: 'Add Garlic Bread' }));
      await user.click(screen.getByRole('button', { name: 'Add Garlic Bread' }));
      await user.click(screen.getByRole('button', { name: 'Add Tiramisu' }));

      const cart = screen.getByRole('list', { name: 'Order lines' });
      expect(within(cart).getByText('Margherita · Large · + Olives')).toBeInTheDocument();
      expect(within(cart).getByText('Note: no basil')).toBeInTheDocument();
      expect(within(cart).getByRole('group', { name: 'Quantity of Garlic Bread' })).toHaveTextContent('2');
      // The last Tiramisu is in the cart: no more can be added, as the gnocchi flagged out of stock.
      expect(screen.getByRole('button', { name: 'Tiramisu, sold out' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Pumpkin Gnocchi, sold out' })).toBeDisabled();
      // The toppings are sold with a pizza, not on their own.
      expect(screen.queryByRole('button', { name: 'Add Olives' })).not.toBeInTheDocument();

      const expected = priceOrder(
        [
          { unitPrice: 29.7, modifiersPrice: 2, quantity: 1, discountPercentage: 0, taxRate: 15 },
          { unitPrice: 9, modifiersPrice: 0, quantity: 2, discountPercentage: 0, taxRate: 15 },
          { unitPrice: 14, modifiersPrice: 0, quantity: 1, discountPercentage: 0, taxRate: 15 },
        ],
        { discountPercentage: 0, serviceChargePercentage: 0 },
      );
      const totals = screen.getByText('Total').closest('dl') as HTMLElement;
      expect(within(totals).getByText(nzd(expected.total))).toBeInTheDocument();
      expect(within(totals).getByText('Tax 15 %')).toBeInTheDocument();
      expect(within(totals).getByText(nzd(expected.tax))).toBeInTheDocument();

      // Dine in needs its table: the domain's rule says so before anything is sent.
      await user.click(screen.getByRole('button', { name: 'Send order' }));
      expect(await screen.findByText('This field is required')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/order/property/12')).toHaveLength(0);
      await user.click(screen.getByRole('combobox', { name: /^Table/ }));
      await user.click(await screen.findByRole('option', { name: /^Table 4/ }));
      await user.type(screen.getByRole('spinbutton', { name: 'Covers' }), '2');

      await user.click(screen.getByRole('button', { name: 'Send order' }));
      expect(await screen.findByText('Tiramisu is sold out', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(within(cart).getByText('Margherita · Large · + Olives')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Send order' }));
      expect(
        await screen.findByText('Order BISTRO-O-000401 sent', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      const sent = callsTo(fetchMock, 'POST', '/api/order/property/12');
      expect(bodyOf(sent.at(-1)![1])).toEqual({
        businessServiceId: 4,
        deliveryMethod: 'DINE_IN',
        tableId: 4,
        covers: 2,
        bookingId: null,
        deliveryAddress: null,
        customerId: null,
        notes: null,
        discountPercentage: 0,
        serviceChargePercentage: 0,
        lines: [
          {
            productId: 30,
            variationId: 6,
            modifierIds: [60],
            quantity: 1,
            note: 'no basil',
            discountPercentage: 0,
          },
          {
            productId: 80,
            variationId: null,
            modifierIds: [],
            quantity: 2,
            note: null,
            discountPercentage: 0,
          },
          {
            productId: 70,
            variationId: null,
            modifierIds: [],
            quantity: 1,
            note: null,
            discountPercentage: 0,
          },
        ],
      });
      // The waiter is taken to the table, its order open.
      await waitFor(() => expect(router.state.location.search).toBe('?view=tables&table=4'));
    },
  );

  it(
    'a waiter picks an in-house guest for a room order and looks a customer up through the till’s own reads',
    SLOW,
    async () => {
      signInWaiter(['PROP_SERVICE']);
      const fetchMock = api([], {
        'GET /api/order/property/12/pos/guests': () =>
          jsonResponse([
            {
              id: 900,
              bookingNumber: 'HV-B-000900',
              guestName: 'Ana Lopez',
              rooms: ['101'],
              departure: '2026-12-01',
            },
          ]),
        'GET /api/order/property/12/pos/customers': () =>
          jsonResponse([
            { id: 41, firstName: 'Mere', lastName: 'Tane', phone: '+64 21 555 0101', email: null },
          ]),
      });
      const { user } = renderRoutes([{ path: '/', element: <PosPage propertyId={12} /> }]);
      const room = await screen.findByRole('button', { name: 'Room order' }, { timeout: 15_000 });
      expect(room).toBeEnabled();
      await user.click(room);
      await user.click(await screen.findByRole('combobox', { name: /^In-house guest/ }));
      expect(await screen.findByRole('option', { name: /101.*Ana Lopez.*HV-B-000900/ })).toBeInTheDocument();
      await user.keyboard('{Escape}');

      await user.click(screen.getByRole('button', { name: 'Take away' }));
      await user.click(screen.getByRole('button', { name: 'Find a customer' }));
      await user.type(screen.getByRole('combobox', { name: /^Name, phone or email/ }), 'Tan');
      expect(await screen.findByRole('option', { name: /Mere Tane · \+64 21 555 0101/ })).toBeInTheDocument();
      expect(
        callsTo(fetchMock, 'GET', '/api/order/property/12/pos/customers')
          .at(-1)![0]
          .searchParams.get('search'),
      ).toBe('Tan');
      // Nothing of the bookings' or the customers' own lists is read.
      expect(callsTo(fetchMock, 'GET', '/api/booking/property/12')).toHaveLength(0);
      expect(callsTo(fetchMock, 'GET', '/api/customer/property/12')).toHaveLength(0);
    },
  );
});

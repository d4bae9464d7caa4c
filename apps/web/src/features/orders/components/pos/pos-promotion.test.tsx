import type { OrderQuote } from '@bookone/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../../testing/test-utils';
import { group, order, orderLine, OUTLET, page, product, signInWaiter, table } from './pos-fixtures';
import { PosPage } from './pos-page';

const SLOW = { timeout: 120_000 };
const GARLIC = product(80, 'Garlic Bread', 5, { sellPrice: 9 });
const QUOTE = '/api/order/property/12/quote';

const quote = (promotion: OrderQuote['promotion'], total: number): OrderQuote => ({
  currency: 'NZD',
  subtotal: 18,
  discountAmount: promotion?.discount ?? 0,
  serviceCharge: 0,
  tax: 2.4,
  total,
  promotion,
});

function pos(answer: (code: string) => OrderQuote) {
  return mockApi({
    'GET /api/service-catalogue/property/12/business-services': () => page([OUTLET]),
    'GET /api/product/property/12/groups': () => page([group(5, 'Mains')]),
    'GET /api/product/property/12/products': () => page([GARLIC]),
    'GET /api/order/property/12/tables': () => jsonResponse([table(4, 'Table 4')]),
    [`POST ${QUOTE}`]: (_url, init) =>
      jsonResponse(answer((bodyOf(init) as { promotionCode: string }).promotionCode)),
    'POST /api/order/property/12': () =>
      jsonResponse(order({ lines: [orderLine(1, 'Garlic Bread', 14)] }), 201),
  });
}

async function cartWithCode(user: ReturnType<typeof renderRoutes>['user'], code: string) {
  await user.click(await screen.findByRole('button', { name: 'Add Garlic Bread' }, { timeout: 15_000 }));
  await user.click(screen.getByRole('button', { name: 'Add Garlic Bread' }));
  await user.click(screen.getByRole('button', { name: 'Take away' }));
  await user.type(screen.getByRole('textbox', { name: 'Promotion code' }), code);
}

describe('the POS cart’s promotion code', () => {
  it('shows the code’s discount and the total with it, and sends the code with the order', SLOW, async () => {
    signInWaiter();
    const fetchMock = pos((code) =>
      quote(
        {
          code,
          promotionId: 1,
          name: 'Lunch deal',
          discount: 4.5,
          refusal: null,
          message: null,
          values: null,
        },
        15.53,
      ),
    );
    const { user } = renderRoutes([{ path: '/', element: <PosPage propertyId={12} /> }]);
    await cartWithCode(user, 'LUNCH');
    expect(await screen.findByTestId('promotion-applied')).toHaveTextContent(
      /^Code LUNCH \(Lunch deal\): − (NZ)?\$4\.50$/,
    );
    expect(screen.getByTestId('pos-total-with-code')).toHaveTextContent(/Total with the code: (NZ)?\$15\.53/);
    expect(bodyOf(callsTo(fetchMock, 'POST', QUOTE).at(-1)![1])).toMatchObject({
      businessServiceId: OUTLET.id,
      lines: [{ productId: 80, quantity: 2 }],
      promotionCode: 'LUNCH',
    });
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/order/property/12')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/order/property/12')[0]![1])).toMatchObject({
      deliveryMethod: 'TAKE_AWAY',
      promotionCode: 'LUNCH',
    });
  });

  it('says why a code does not apply', SLOW, async () => {
    signInWaiter();
    pos((code) =>
      quote(
        {
          code,
          promotionId: 2,
          name: 'Dinner',
          discount: 0,
          refusal: 'validation.promotionMinimumSpend',
          message: 'This code needs a spend of at least 50',
          values: { amount: 50 },
        },
        20.7,
      ),
    );
    const { user } = renderRoutes([{ path: '/', element: <PosPage propertyId={12} /> }]);
    await cartWithCode(user, 'DINNER');
    expect(await screen.findByTestId('promotion-refused')).toHaveTextContent(
      /^Code DINNER does not apply: This code needs a spend of at least (NZ)?\$50\.00$/,
    );
    expect(screen.queryByTestId('pos-total-with-code')).not.toBeInTheDocument();
  });
});

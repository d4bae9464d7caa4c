import type { Order } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildCreatedLink } from '../../../../features/payment-links/testing/build-payment-link';
import { saveSession } from '../../../../lib/session';
import { buildCustomer, buildLoginResponse, buildUser } from '../../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../../testing/test-utils';
import { OrderPaymentLink } from './order-payment-link';

const SLOW = { timeout: 60_000 };
const CREATE = 'POST /api/payment-link/property/12';

/** The fields of an order the action reads (the page hands it the order it fetched). */
const order = (over: Partial<Order> = {}) =>
  ({
    id: 44,
    propertyId: 12,
    referenceNumber: 'ORD-0044',
    status: 'SERVED',
    customerId: 31,
    customerName: 'Mere Diner',
    currency: 'NZD',
    total: 86.25,
    paid: 0,
    balance: 86.25,
    chargedToRoom: false,
    ...over,
  }) as Order;

const customer = buildCustomer({
  id: 31,
  firstName: 'Mere',
  lastName: 'Diner',
  email: 'mere@example.com',
  phone: '+64 21 555 0101',
});

function setUp(phoneChannels: string[]) {
  saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }) }));
  return mockApi({
    'GET /api/customer/31': () => jsonResponse(customer),
    'GET /api/payment-link/property/12/channels': () => jsonResponse({ phoneChannels }),
    [CREATE]: (_url, init) => {
      const body = bodyOf(init) as { email?: string; phone?: string };
      return jsonResponse(
        buildCreatedLink('/pay/' + 'b'.repeat(43), {
          purpose: 'ORDER',
          orderId: 44,
          bookingId: null,
          email: body.email ?? null,
          phone: body.phone ?? null,
        }),
        201,
      );
    },
  });
}

const openDialog = async (user: ReturnType<typeof renderRoutes>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Send payment link' }));
  return screen.findByRole('dialog', { name: 'Send a payment link' });
};

describe('Send payment link on an order', () => {
  it(
    'sends the order balance to the customer by email and WhatsApp when the property may text',
    SLOW,
    async () => {
      const fetchMock = setUp(['SMS', 'WHATSAPP']);
      const { user } = renderRoutes([{ path: '/', element: <OrderPaymentLink order={order()} /> }]);
      const dialog = await openDialog(user);
      expect(dialog).toHaveTextContent(/ORD-0044.*NZ\$86\.25/);
      // Prefilled from the order's customer.
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: "Guest's email" })).toHaveValue(
          'mere@example.com',
        ),
      );
      const phone = await within(dialog).findByRole('textbox', { name: "Guest's mobile" });
      expect(phone).toHaveValue('+64 21 555 0101');
      await user.click(within(dialog).getByRole('combobox', { name: 'Send to the mobile by' }));
      await user.click(await screen.findByRole('option', { name: 'WhatsApp' }));
      await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

      const shown = await screen.findByRole('dialog', { name: 'Payment link created' });
      expect(shown).toHaveTextContent('mere@example.com');
      expect(shown).toHaveTextContent(/\+64 21 555 0101 by text message/);
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/payment-link/property/12')[0]![1])).toMatchObject({
        purpose: 'ORDER',
        orderId: 44,
        amount: 86.25,
        email: 'mere@example.com',
        phone: '+64 21 555 0101',
        phoneChannel: 'WHATSAPP',
        payerName: 'Mere Diner',
      });
    },
  );

  it('offers no mobile without the SMS subscription', SLOW, async () => {
    const fetchMock = setUp([]);
    const { user } = renderRoutes([{ path: '/', element: <OrderPaymentLink order={order()} /> }]);
    const dialog = await openDialog(user);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/payment-link/property/12/channels')).toHaveLength(1),
    );
    expect(within(dialog).queryByRole('textbox', { name: "Guest's mobile" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await screen.findByRole('dialog', { name: 'Payment link created' });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/payment-link/property/12')[0]![1])).not.toHaveProperty(
      'phone',
    );
  });

  it('is not offered for a room order (its folio is paid at check-out)', SLOW, async () => {
    setUp([]);
    renderRoutes([
      { path: '/', element: <OrderPaymentLink order={order({ chargedToRoom: true, customerId: null })} /> },
    ]);
    // The button renders at once when offered (it needs nothing fetched).
    expect(screen.queryByRole('button', { name: 'Send payment link' })).not.toBeInTheDocument();
  });
});

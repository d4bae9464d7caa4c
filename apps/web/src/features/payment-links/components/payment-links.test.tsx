import type { PaymentLink, PublicPaymentLink } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { PayPage } from './pay-page';
import { PaymentLinksPage } from './payment-links-page';
import { buildCreatedLink, buildPaymentLink } from '../testing/build-payment-link';
import { SendPaymentLinkButton } from './send-payment-link-dialog';

const SLOW = { timeout: 60_000 };
const TOKEN = 'a'.repeat(43);
const PAGE = `/api/public/pay/${TOKEN}`;

function link(over: Partial<PublicPaymentLink> = {}): PublicPaymentLink {
  return {
    propertyName: 'Harbour View Hotel',
    logoUrl: null,
    purpose: 'BOOKING',
    reference: 'BK-240955',
    description: null,
    payerName: 'Grace Payer',
    amount: 398,
    currency: 'NZD',
    status: 'ACTIVE',
    expiresAt: '2026-12-01T10:00:00.000Z',
    paidAt: null,
    gatewayKind: 'TEST',
    testMode: true,
    quote: null,
    ...over,
  };
}

const renderPay = () =>
  renderRoutes([{ path: '/pay/:token', element: <PayPage token={TOKEN} /> }], {
    initialEntries: [`/pay/${TOKEN}`],
  });

describe('the payment link page', () => {
  it(
    'shows the property, what is paid, the amount and the test-mode banner; the test card pays',
    SLOW,
    async () => {
      let current = link();
      const fetchMock = mockApi({
        [`GET ${PAGE}`]: () => jsonResponse(current),
        [`POST ${PAGE}/checkout`]: () =>
          jsonResponse({ gatewayKind: 'TEST', redirectUrl: null, sessionId: 'test_cs_1' }),
        [`POST ${PAGE}/test-pay`]: (_url, init) => {
          const { cardNumber } = bodyOf(init) as { cardNumber: string };
          if (cardNumber === '4000000000000002') return jsonResponse({ outcome: 'DECLINED' });
          current = link({ status: 'PAID', paidAt: '2026-11-25T04:00:00.000Z' });
          return jsonResponse({ outcome: 'PAID' });
        },
      });
      const { user } = renderPay();

      expect(await screen.findByRole('heading', { name: 'Harbour View Hotel' })).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent(/Test mode.*no real money/);
      expect(screen.getByText('Booking BK-240955')).toBeInTheDocument();
      expect(screen.getByTestId('pay-amount')).toHaveTextContent('NZ$398.00');

      await user.click(screen.getByRole('button', { name: 'Pay NZ$398.00' }));
      const form = await screen.findByRole('form', { name: 'Test checkout' });
      const card = within(form).getByRole('textbox', { name: /Card number/ });
      await user.clear(card);
      await user.type(card, '4000000000000002');
      await user.click(within(form).getByRole('button', { name: /Pay NZ\$398\.00 \(test\)/ }));
      expect(await screen.findByText(/The card was declined/)).toBeInTheDocument();

      await user.clear(card);
      await user.type(card, '4242424242424242');
      await user.click(within(form).getByRole('button', { name: /\(test\)/ }));
      expect(await screen.findByText('Paid, thank you')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', `${PAGE}/test-pay`).map(([, init]) => bodyOf(init))).toEqual([
        { sessionId: 'test_cs_1', cardNumber: '4000000000000002' },
        { sessionId: 'test_cs_1', cardNumber: '4242424242424242' },
      ]);
    },
  );

  it('says when a link has expired or was cancelled, and offers no Pay', SLOW, async () => {
    mockApi({ [`GET ${PAGE}`]: () => jsonResponse(link({ status: 'EXPIRED', testMode: false })) });
    renderPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired on/);
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says a cancelled link was cancelled', SLOW, async () => {
    mockApi({ [`GET ${PAGE}`]: () => jsonResponse(link({ status: 'CANCELLED' })) });
    renderPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(/was cancelled/);
  });

  it('says an unknown link does not exist', SLOW, async () => {
    mockApi({});
    renderPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(/does not exist/);
  });
});

describe('Send payment link', () => {
  it('creates a link for the booking balance and shows it once', SLOW, async () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }) }));
    const created = buildCreatedLink(`/pay/${TOKEN}`);
    const fetchMock = mockApi({ 'POST /api/payment-link/property/12': () => jsonResponse(created, 201) });
    const subject = {
      purpose: 'BOOKING' as const,
      id: 7,
      propertyId: 12,
      reference: 'BK-1',
      balance: 200,
      currency: 'NZD',
      email: 'grace@example.com',
      payerName: 'Grace Payer',
    };
    const { user } = renderRoutes([{ path: '/', element: <SendPaymentLinkButton subject={subject} /> }]);
    await user.click(await screen.findByRole('button', { name: 'Send payment link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a payment link' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const shown = await screen.findByRole('dialog', { name: 'Payment link created' });
    expect(within(shown).getByRole('textbox', { name: 'Payment link' })).toHaveValue(
      `${window.location.origin}/pay/${TOKEN}`,
    );
    expect(shown).toHaveTextContent('grace@example.com');
    expect(shown).toHaveTextContent(/Test mode/);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/payment-link/property/12')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/payment-link/property/12')[0]![1])).toMatchObject({
      purpose: 'BOOKING',
      bookingId: 7,
      amount: 150,
      email: 'grace@example.com',
      validDays: 7,
      language: 'en',
    });
  });
});

describe('the payment links list', () => {
  it('lists the links with their status from the address, and cancels an active one', SLOW, async () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }) }));
    const row = (id: number, status: PaymentLink['status']) =>
      buildPaymentLink({ id, reference: `BK-${id}`, amount: 120, status, email: null });
    const fetchMock = mockApi({
      'GET /api/payment-link/property/12': () =>
        jsonResponse({ items: [row(1, 'ACTIVE'), row(2, 'PAID')], total: 2, page: 0, size: 25 }),
      'POST /api/payment-link/1/cancel': () => jsonResponse(row(1, 'CANCELLED')),
    });
    const { user } = renderRoutes([{ path: '/m', element: <PaymentLinksPage propertyId={12} /> }], {
      initialEntries: ['/m?tab=links&status=ACTIVE'],
    });
    expect(await screen.findByRole('heading', { name: 'Payment links', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/payment-link/property/12')).not.toHaveLength(0),
    );
    const [url] = callsTo(fetchMock, 'GET', '/api/payment-link/property/12').at(-1)!;
    expect(url.searchParams.get('status')).toBe('ACTIVE');
    expect(await screen.findByText('Booking BK-1')).toBeInTheDocument();
    // Only an active link offers Cancel.
    expect(screen.queryByRole('button', { name: 'Cancel payment link 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel payment link 1' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel link' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/payment-link/1/cancel')).toHaveLength(1));
    expect(await screen.findByText('Payment link cancelled')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildInvoice, summaryOf } from '../../../../features/invoices/testing/build-invoice';
import { buildCreatedLink } from '../../../../features/payment-links/testing/build-payment-link';
import { saveSession } from '../../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../../testing/test-utils';
import InvoiceListRoute from './invoice-list';

const SLOW = { timeout: 60_000 };
const counts = { DRAFT: 0, ISSUED: 1, PARTIALLY_PAID: 1, PAID: 1, VOID: 0 };

function renderWith(invoice: ReturnType<typeof buildInvoice>) {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }), property: buildProperty() }),
  );
  const fetchMock = mockApi({
    'GET /api/invoice/property/12': () =>
      jsonResponse({ items: [summaryOf(invoice)], total: 1, page: 0, size: 25, statusCounts: counts }),
    'GET /api/invoice/41': () => jsonResponse(invoice),
    'POST /api/payment-link/property/12': () =>
      jsonResponse(
        buildCreatedLink(`/pay/${'b'.repeat(43)}`, {
          purpose: 'INVOICE',
          bookingId: null,
          invoiceId: 41,
          reference: 'INV-00007',
          amount: 150,
          email: null,
        }),
        201,
      ),
  });
  const rendered = renderRoutes([{ path: '/invoice/invoice-list', element: <InvoiceListRoute /> }], {
    initialEntries: ['/invoice/invoice-list'],
  });
  return { ...rendered, fetchMock };
}

describe('Send payment link on an invoice', () => {
  it('sends a link for the balance of a partly paid invoice', SLOW, async () => {
    const { user, fetchMock } = renderWith(
      buildInvoice({
        number: 'INV-00007',
        status: 'PARTIALLY_PAID',
        issueDate: '2026-05-02',
        paid: 80,
        balance: 150,
      }),
    );
    await user.click(await screen.findByText('Tasman Travel'));
    const invoice = await screen.findByRole('dialog', { name: 'Invoice INV-00007' });
    await user.click(within(invoice).getByRole('button', { name: 'Send payment link' }));
    const form = await screen.findByRole('dialog', { name: 'Send a payment link' });
    expect(within(form).getByRole('spinbutton', { name: /Amount/ })).toHaveValue(150);
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('dialog', { name: 'Payment link created' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/payment-link/property/12')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/payment-link/property/12')[0]![1])).toMatchObject({
      purpose: 'INVOICE',
      invoiceId: 41,
      amount: 150,
      payerName: 'Tasman Travel',
    });
  });

  it('is not offered on a paid invoice nor on a draft', SLOW, async () => {
    const { user } = renderWith(
      buildInvoice({ number: 'INV-00008', status: 'PAID', issueDate: '2026-05-02', paid: 230, balance: 0 }),
    );
    await user.click(await screen.findByText('Tasman Travel'));
    const invoice = await screen.findByRole('dialog', { name: 'Invoice INV-00008' });
    expect(within(invoice).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(invoice).queryByRole('button', { name: 'Send payment link' })).toBeNull();
  });
});

import { MAX_DOCUMENT_BYTES, type Role } from '@bookone/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import {
  bodyOf,
  callsTo,
  jsonResponse,
  mockApi,
  renderRoutes,
  type ApiRoutes,
} from '../../../testing/test-utils';
import { buildPayment } from '../testing/build-payment';
import { ExpenseDialog } from './expense-dialog';
import { PaymentDialog } from './payment-dialog';
import { RefundDialog } from './refund-dialog';

function setUp(ui: ReactElement, routes: ApiRoutes = {}, roles: Role[] = ['PROP_ADMIN']) {
  saveSession(buildLoginResponse({ user: buildUser({ roles }), property: buildProperty() }));
  const fetchMock = mockApi(routes);
  const view = renderRoutes([{ path: '/', element: ui }]);
  return { ...view, fetchMock };
}

describe('payment dialog', () => {
  it('refuses a missing, zero or three-decimal amount before sending, then records the payment on the booking', async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const { user, fetchMock } = setUp(
      <PaymentDialog
        open
        onClose={onClose}
        propertyId={12}
        bookingId={40}
        currency="NZD"
        onSaved={onSaved}
      />,
      {
        'POST /api/payment/property/12': (_url, init) =>
          jsonResponse(buildPayment({ id: 9, bookingId: 40, ...(bodyOf(init) as object) }), 201),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'New payment' });
    const amount = within(dialog).getByRole('spinbutton', { name: /^Amount/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount')).toBeInTheDocument();

    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be more than 0')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 2 decimals')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payment/property/12')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '12.34');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const init = callsTo(fetchMock, 'POST', '/api/payment/property/12')[0]?.[1];
    expect(bodyOf(init)).toMatchObject({
      bookingId: 40,
      amount: 12.34,
      currency: 'NZD',
      mode: 'Cash',
      status: 'Paid',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('prefills the balance as the amount', async () => {
    setUp(<PaymentDialog open onClose={() => {}} propertyId={12} bookingId={40} defaultAmount={250.5} />);
    const dialog = await screen.findByRole('dialog', { name: 'New payment' });
    expect(within(dialog).getByRole('spinbutton', { name: /^Amount/ })).toHaveValue(250.5);
    expect(within(dialog).getByText(/^Balance due: 250,50/)).toBeInTheDocument();
  });

  it('shows a Paid payment read-only: no Save, every field disabled', async () => {
    setUp(<PaymentDialog open onClose={() => {}} propertyId={12} payment={buildPayment()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Payment #5' });
    expect(within(dialog).getByText(/This payment is paid: it can no longer be changed/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getByRole('spinbutton', { name: /^Amount/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('edits a NotPaid payment with PUT and shows the server refusal', async () => {
    const { user, fetchMock } = setUp(
      <PaymentDialog
        open
        onClose={() => {}}
        propertyId={12}
        payment={buildPayment({ status: 'NotPaid', mode: 'Cash' })}
      />,
      {
        'PUT /api/payment/5': () =>
          jsonResponse({ statusCode: 409, error: 'Conflict', message: 'This payment is already paid' }, 409),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment #5' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment is already paid');
    expect(callsTo(fetchMock, 'PUT', '/api/payment/5').length).toBeGreaterThan(0);
  });
});

describe('refund dialog', () => {
  it('refuses more than was paid and a missing reason, then refunds', async () => {
    const onDone = vi.fn();
    const { user, fetchMock } = setUp(
      <RefundDialog payment={buildPayment()} propertyId={12} onClose={() => {}} onDone={onDone} />,
      {
        'POST /api/payment/5/refund': () =>
          jsonResponse(buildPayment({ id: 6, amount: -40, refundOf: 5, refundReason: 'Early departure' })),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment #5' });
    const amount = within(dialog).getByRole('spinbutton', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/^At most 100,00.*\(what was paid\)$/)).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payment/5/refund')).toHaveLength(0);

    // user.clear leaves part of a decimal number in jsdom's number input: set the value as a change event.
    fireEvent.change(amount, { target: { value: '40' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Early departure');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const init = callsTo(fetchMock, 'POST', '/api/payment/5/refund')[0]?.[1];
    expect(bodyOf(init)).toMatchObject({ amount: 40, reason: 'Early departure', mode: 'Card' });
  });

  it('pays a payment made through a payment link back through its gateway (no mode to choose)', async () => {
    const onDone = vi.fn();
    const online = buildPayment({ receivedByName: 'Online (test gateway)', reference: 'test_cs_1' });
    const { user, fetchMock } = setUp(
      <RefundDialog payment={online} propertyId={12} onClose={() => {}} onDone={onDone} />,
      {
        'POST /api/payment-link/payment/5/refund': () =>
          jsonResponse(buildPayment({ id: 7, amount: -100, refundOf: 5, reference: 'test_re_1' }), 201),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment #5 to the card' });
    expect(within(dialog).getByText(/through the gateway/)).toHaveTextContent('Online (test gateway)');
    expect(within(dialog).queryByRole('combobox', { name: /^Mode/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Stay cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund to the card' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(callsTo(fetchMock, 'POST', '/api/payment/5/refund')).toHaveLength(0);
    const init = callsTo(fetchMock, 'POST', '/api/payment-link/payment/5/refund')[0]?.[1];
    expect(bodyOf(init)).toEqual({ amount: 100, reason: 'Stay cancelled' });
  });
});

describe('expense dialog', () => {
  it('requires type, description and amount, refuses an oversized receipt, then saves and uploads the receipt', async () => {
    const onSaved = vi.fn();
    const saved = {
      id: 31,
      propertyId: 12,
      date: '2026-05-04',
      type: 'Cleaning Fee',
      description: 'Windows',
      amount: 45.5,
      receiptNumber: null,
      receiptName: null,
      hasReceipt: false,
      department: null,
      paymentMode: null,
      bookingId: null,
      bookingNumber: null,
      status: 'SUBMITTED',
      notes: null,
      submittedByName: null,
      createdAt: '2026-05-04T10:00:00Z',
      updatedAt: '2026-05-04T10:00:00Z',
    };
    const { user, fetchMock } = setUp(
      <ExpenseDialog open onClose={() => {}} propertyId={12} onSaved={onSaved} />,
      { 'POST /api/expense/property/12': () => jsonResponse(saved, 201) },
      ['PROP_FINANCE'],
    );
    // The upload goes through XMLHttpRequest (for its progress): record what it sends.
    const sent: { url: string; body: FormData }[] = [];
    class FakeXhr {
      status = 200;
      responseText = JSON.stringify({ ...saved, hasReceipt: true, receiptName: 'receipt.pdf' });
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send(body: FormData) {
        sent.push({ url: this.url, body });
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);

    const dialog = await screen.findByRole('dialog', { name: 'New expense' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount')).toBeInTheDocument();
    // Type and description.
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST', '/api/expense/property/12')).toHaveLength(0);

    const input = within(dialog).getByLabelText('Upload receipt');
    const big = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('The file is larger than 5 MB')).toBeInTheDocument();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(await within(dialog).findByText('Choose an image or a PDF')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Upload receipt'), { target: { files: [pdf] } });
    expect(await within(dialog).findByText('receipt.pdf')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Expense type/ }));
    await user.click(await screen.findByRole('option', { name: 'Cleaning Fee' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Windows');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Amount/ }), '45.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const init = callsTo(fetchMock, 'POST', '/api/expense/property/12')[0]?.[1];
    expect(bodyOf(init)).toMatchObject({ type: 'Cleaning Fee', description: 'Windows', amount: 45.5 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/expense/31/receipt');
    expect((sent[0]?.body.get('file') as File).name).toBe('receipt.pdf');
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ hasReceipt: true });
  });
});

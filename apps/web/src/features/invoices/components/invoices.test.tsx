import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { buildInvoice, summaryOf } from '../testing/build-invoice';
import { InvoiceCreatePage } from './invoice-create-page';
import { InvoiceListPage } from './invoice-list-page';

/** Dialogs and typing: slow on a busy machine. */
const SLOW = { timeout: 60_000 };
const counts = { DRAFT: 1, ISSUED: 3, PARTIALLY_PAID: 0, PAID: 2, VOID: 0 };

function signIn(roles: string[]) {
  saveSession(buildLoginResponse({ user: buildUser({ roles }), property: buildProperty() }));
}

describe('invoice list', () => {
  it(
    'reads the status tab from the address, counts each tab, and issues a draft from its dialog',
    SLOW,
    async () => {
      signIn(['PROP_MANAGER']);
      const draft = buildInvoice();
      const issued = buildInvoice({ number: 'INV-00007', status: 'ISSUED', issueDate: '2026-05-02' });
      const fetchMock = mockApi({
        'GET /api/invoice/property/12': () =>
          jsonResponse({ items: [summaryOf(draft)], total: 1, page: 0, size: 25, statusCounts: counts }),
        'GET /api/invoice/41': () => jsonResponse(draft),
        'POST /api/invoice/41/issue': () => jsonResponse(issued),
      });
      const { user } = renderRoutes([{ path: '/invoice/invoice-list', element: <InvoiceListPage /> }], {
        initialEntries: ['/invoice/invoice-list?status=DRAFT&q=tasman'],
      });
      const grid = await screen.findByRole('grid', { name: 'Invoices' });
      const [first] = callsTo(fetchMock, 'GET', '/api/invoice/property/12');
      expect(first![0].searchParams.get('status')).toBe('DRAFT');
      expect(first![0].searchParams.get('search')).toBe('tasman');
      expect(await screen.findByRole('tab', { name: 'Issued (3)' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'All (6)' })).toBeInTheDocument();

      await user.click(await within(grid).findByText('Tasman Travel'));
      const dialog = await screen.findByRole('dialog', { name: 'Draft invoice' });
      expect(within(dialog).getByText('Conference room')).toBeInTheDocument();
      expect(within(dialog).getByText(/Two hundred thirty NZD/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
      expect(await screen.findByText('Invoice INV-00007 issued')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/invoice/41/issue')).toHaveLength(1);
    },
  );

  it('offers the desk no Issue button (issuing is for management and finance)', SLOW, async () => {
    signIn(['PROP_FRONTDESK']);
    mockApi({
      'GET /api/invoice/property/12': () =>
        jsonResponse({
          items: [summaryOf(buildInvoice())],
          total: 1,
          page: 0,
          size: 25,
          statusCounts: counts,
        }),
      'GET /api/invoice/41': () => jsonResponse(buildInvoice()),
    });
    const { user } = renderRoutes([{ path: '/invoice/invoice-list', element: <InvoiceListPage /> }], {
      initialEntries: ['/invoice/invoice-list'],
    });
    await user.click(await screen.findByText('Tasman Travel'));
    const dialog = await screen.findByRole('dialog', { name: 'Draft invoice' });
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Issue' })).toBeNull();
  });
});

describe('Manage Invoice', () => {
  it(
    "lists the organisation's invoices and filters them by the property picked",
    { timeout: 60_000 },
    async () => {
      saveSession(
        buildLoginResponse({
          user: buildUser({ roles: ['ORG_FINANCE'], organisationId: 3 }),
          property: null,
        }),
      );
      const fetchMock = mockApi({
        'GET /api/invoice/organisation/3': () =>
          jsonResponse({
            items: [summaryOf(buildInvoice())],
            total: 1,
            page: 0,
            size: 25,
            statusCounts: counts,
          }),
        'GET /api/invoice/organisation/3/properties': () =>
          jsonResponse([
            { id: 12, name: 'Harbour View Hotel' },
            { id: 14, name: 'Lotus Day Spa' },
          ]),
      });
      const { user } = renderRoutes([{ path: '/invoice/invoice-list', element: <InvoiceListPage /> }], {
        initialEntries: ['/invoice/invoice-list'],
      });
      await screen.findByRole('grid', { name: 'Invoices' });
      await user.click(screen.getByRole('combobox', { name: 'Property' }));
      await user.click(await screen.findByRole('option', { name: 'Lotus Day Spa' }));
      await waitFor(() =>
        expect(
          callsTo(fetchMock, 'GET', '/api/invoice/organisation/3').map(([url]) =>
            url.searchParams.get('propertyId'),
          ),
        ).toContain('14'),
      );
    },
  );
});

describe('credit note', () => {
  it(
    'credits an issued invoice by one line with its reason, and names the credit note made',
    SLOW,
    async () => {
      signIn(['PROP_FINANCE']);
      const paid = buildInvoice({
        number: 'INV-00009',
        status: 'PAID',
        issueDate: '2026-05-02',
        paid: 230,
        balance: 0,
      });
      const note = buildInvoice({
        id: 42,
        kind: 'CREDIT_NOTE',
        number: 'CN-00001',
        status: 'ISSUED',
        creditNoteOf: 41,
      });
      const fetchMock = mockApi({
        'GET /api/invoice/property/12': () =>
          jsonResponse({ items: [summaryOf(paid)], total: 1, page: 0, size: 25, statusCounts: counts }),
        'GET /api/invoice/41': () => jsonResponse(paid),
        'POST /api/invoice/41/credit-note': () => jsonResponse(note),
      });
      const { user } = renderRoutes([{ path: '/invoice/invoice-list', element: <InvoiceListPage /> }], {
        initialEntries: ['/invoice/invoice-list'],
      });
      await user.click(await screen.findByText('Tasman Travel'));
      const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-00009' });
      // Paid: nothing to record, nothing to void; a credit note corrects it.
      expect(within(dialog).queryByRole('button', { name: 'Record payment' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Void' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Credit note' }));
      const form = await screen.findByRole('dialog', { name: 'Credit note of invoice INV-00009' });
      await user.type(within(form).getByRole('spinbutton', { name: /Amount/ }), '40');
      await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Room not cleaned');
      await user.click(within(form).getByRole('button', { name: 'Credit note' }));
      expect(await screen.findByText('Credit note CN-00001 issued')).toBeInTheDocument();
      const [call] = callsTo(fetchMock, 'POST', '/api/invoice/41/credit-note');
      expect(JSON.parse(call![1].body as string)).toMatchObject({
        reason: 'Room not cleaned',
        lines: [{ description: 'Conference room', quantity: 1, unitPrice: 40, taxRate: 15 }],
      });
    },
  );
});

describe('new invoice', () => {
  it(
    'previews the tax per rate and the totals as lines are typed, and saves the draft',
    { timeout: 60_000 },
    async () => {
      signIn(['PROP_MANAGER']);
      const fetchMock = mockApi({
        'POST /api/invoice/property/12': () => jsonResponse(buildInvoice(), 201),
        'GET /api/invoice/41': () => jsonResponse(buildInvoice()),
      });
      const { user } = renderRoutes(
        [{ path: '/invoice/invoice-create', element: <InvoiceCreatePage bookingPicker={() => null} /> }],
        { initialEntries: ['/invoice/invoice-create'] },
      );
      await user.type(await screen.findByRole('textbox', { name: /Bill to/ }), 'Tasman Travel');
      await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Conference room');
      const qty = screen.getByRole('spinbutton', { name: /Qty/ });
      await user.clear(qty);
      await user.type(qty, '2');
      const price = screen.getByRole('spinbutton', { name: /Unit price/ });
      await user.clear(price);
      await user.type(price, '100');
      await user.type(screen.getByRole('spinbutton', { name: /Tax %/ }), '15');
      const totals = screen.getByRole('table', { name: 'Totals' });
      await waitFor(() => expect(within(totals).getByText(/Tax 15 % on/)).toBeInTheDocument());
      expect(
        within(totals).getByRole('rowheader', { name: 'Total after tax' }).nextSibling,
      ).toHaveTextContent(/230,00/);
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/invoice/property/12')).toHaveLength(1));
      const [call] = callsTo(fetchMock, 'POST', '/api/invoice/property/12');
      expect(JSON.parse(call![1].body as string)).toMatchObject({
        billToName: 'Tasman Travel',
        lines: [{ description: 'Conference room', quantity: 2, unitPrice: 100, taxRate: 15 }],
      });
      expect(await screen.findByRole('dialog', { name: 'Draft invoice' })).toBeInTheDocument();
    },
  );
});

describe('new invoice from a record', () => {
  it('drafts from a reservation picked by its reference', SLOW, async () => {
    signIn(['PROP_MANAGER']);
    const reservation = {
      id: 7,
      propertyId: 12,
      referenceNumber: 'RS-000007',
      status: 'COMPLETED',
      customerId: 3,
      customerName: 'Hana Brown',
      customerEmail: null,
      customerPhone: null,
      startsAt: '2026-12-07T21:00:00.000Z',
      endsAt: '2026-12-07T22:00:00.000Z',
      currency: 'NZD',
      total: 138,
      createdAt: '2026-12-01T01:00:00.000Z',
      offerings: 'Swedish Massage 60 min',
      resources: 'Mia Chen',
      persons: 1,
    };
    const fetchMock = mockApi({
      'GET /api/reservation/property/12': () =>
        jsonResponse({ items: [reservation], total: 1, page: 0, size: 10 }),
      'POST /api/invoice/property/12/draft-from': () =>
        jsonResponse(buildInvoice({ source: 'RESERVATION', billToName: 'Hana Brown' }), 201),
      'GET /api/invoice/41': () =>
        jsonResponse(buildInvoice({ source: 'RESERVATION', billToName: 'Hana Brown' })),
    });
    const { user } = renderRoutes(
      [{ path: '/invoice/invoice-create', element: <InvoiceCreatePage bookingPicker={() => null} /> }],
      { initialEntries: ['/invoice/invoice-create'] },
    );
    await user.click(await screen.findByRole('radio', { name: 'A reservation' }));
    // Nothing picked yet: said so, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Create the draft' }));
    expect(await screen.findByText('Choose a reservation')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Reservation' }), 'RS-0');
    await user.click(await screen.findByRole('option', { name: 'RS-000007 · Hana Brown' }));
    const [search] = callsTo(fetchMock, 'GET', '/api/reservation/property/12');
    expect(search![0].searchParams.get('search')).toBe('RS-0');
    await user.click(screen.getByRole('button', { name: 'Create the draft' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/invoice/property/12/draft-from')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/invoice/property/12/draft-from')[0]![1])).toEqual({
      source: 'RESERVATION',
      reservationId: 7,
    });
    expect(await screen.findByRole('dialog', { name: 'Draft invoice' })).toBeInTheDocument();
  });
});

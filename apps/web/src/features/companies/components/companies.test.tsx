import type { Company, CompanyChargePage, CompanyStatement } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { CompanyListPage } from './company-list-page';
import { CompanyPage } from './company-page';

function buildCompany(over: Partial<Company> = {}): Company {
  return {
    id: 7,
    organisationId: 1,
    name: 'Kauri Consulting',
    taxNumber: 'TX-42',
    email: null,
    phone: null,
    contactName: 'Wiremu Tane',
    contactEmail: null,
    contactPhone: null,
    addressLine1: null,
    addressLine2: null,
    city: 'Auckland',
    state: null,
    country: null,
    postcode: null,
    creditLimit: 1000,
    paymentTermsDays: 30,
    ratePlanId: null,
    ratePlanName: null,
    status: 'ACTIVE',
    notes: null,
    openBalance: 250,
    createdAt: '2026-05-01T10:00:00Z',
    updatedAt: '2026-05-01T10:00:00Z',
    ...over,
  };
}

// The first render loads the list kit and the grid: on a busy machine these tests need more than the default.
const SLOW = { timeout: 60_000 };

const page = (items: Company[]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });

function signIn() {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['ORG_ADMIN'], organisationId: 1 }), property: null }),
  );
}

describe('company list', () => {
  it('asks the server for the status and search, and shows what each company owes', SLOW, async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/company/organisation/1': (url) =>
        page(url.searchParams.get('status') === 'INACTIVE' ? [] : [buildCompany()]),
    });
    const { user, router } = renderRoutes(
      [{ path: '/bookone-admin/companyList', element: <CompanyListPage /> }],
      {
        initialEntries: ['/bookone-admin/companyList'],
      },
    );
    const link = await screen.findByRole('link', { name: 'Kauri Consulting' });
    expect(link).toHaveAttribute('href', '/bookone-admin/companyList/7');
    expect(screen.getByText('1 company')).toBeInTheDocument();
    const row = link.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('250.00')).toBeInTheDocument();
    expect(within(row).getByText('1,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Inactive' }));
    await screen.findByText('No company matches these filters.');
    expect(router.state.location.search).toContain('status=INACTIVE');
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'kauri');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/company/organisation/1').at(-1)?.[0].searchParams.get('search'),
      ).toBe('kauri'),
    );
    expect(
      callsTo(fetchMock, 'GET', '/api/company/organisation/1').at(-1)?.[0].searchParams.get('status'),
    ).toBe('INACTIVE');
  });

  it(
    'adds a company: a blank credit limit is no limit; the server’s 409 lands on the name',
    SLOW,
    async () => {
      signIn();
      // The name is taken until the second save (the client's own retry of a 409 gets the same answer).
      let taken = true;
      const fetchMock = mockApi({
        'GET /api/company/organisation/1': () => page([]),
        'GET /api/company/organisation/1/rate-plans': () => jsonResponse([]),
        'POST /api/company/organisation/1': () =>
          taken
            ? jsonResponse(
                {
                  statusCode: 409,
                  error: 'Conflict',
                  message: 'A company with this name already exists',
                  fields: { name: 'Already used' },
                  fieldKeys: { name: 'validation.alreadyUsed' },
                },
                409,
              )
            : jsonResponse(buildCompany({ creditLimit: null }), 201),
      });
      const { user, router } = renderRoutes(
        [
          { path: '/bookone-admin/companyList', element: <CompanyListPage /> },
          { path: '/bookone-admin/companyList/:companyId', element: <p>company page</p> },
        ],
        { initialEntries: ['/bookone-admin/companyList'] },
      );
      await user.click(await screen.findByRole('button', { name: 'New company' }));
      const dialog = await screen.findByRole('dialog', { name: 'New company' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Company name/ }), 'Kauri Consulting');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Already used')).toBeInTheDocument();
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/company/organisation/1')[0]?.[1])).toMatchObject({
        name: 'Kauri Consulting',
        creditLimit: null,
        paymentTermsDays: 30,
        status: 'ACTIVE',
      });
      taken = false;
      await user.type(within(dialog).getByRole('textbox', { name: /^Company name/ }), ' Ltd');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      // Saved: the dialog closes and the new company's page opens.
      await waitFor(() => expect(router.state.location.pathname).toBe('/bookone-admin/companyList/7'), {
        timeout: 10_000,
      });
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/company/organisation/1').at(-1)?.[1])).toMatchObject({
        name: 'Kauri Consulting Ltd',
      });
    },
  );
});

describe('company page', () => {
  it(
    'shows the open charges and the statement with its running balance, and warns over the limit',
    SLOW,
    async () => {
      signIn();
      const charges: CompanyChargePage = {
        items: [
          {
            kind: 'BOOKING',
            id: 31,
            propertyId: 1,
            propertyName: 'Harbour View Hotel',
            reference: 'HV-000031',
            guestName: 'Hemi Corporate',
            date: '2026-06-01',
            dueDate: '2026-07-01',
            status: 'CONFIRMED',
            currency: 'NZD',
            amount: 1500,
            paid: 100,
            balance: 1400,
          },
        ],
        total: 1,
        page: 0,
        size: 10,
        totalBalance: 1400,
      };
      const statement: CompanyStatement = {
        from: null,
        to: null,
        openingBalance: 0,
        lines: [
          {
            date: '2026-05-20',
            kind: 'PAYMENT',
            reference: 'HV-000031',
            description: 'Cash',
            debit: 0,
            credit: 100,
            balance: -100,
          },
          {
            date: '2026-06-01',
            kind: 'CHARGE',
            reference: 'HV-000031',
            description: 'Harbour View Hotel: Hemi Corporate',
            debit: 1500,
            credit: 0,
            balance: 1400,
          },
        ],
        totalDebit: 1500,
        totalCredit: 100,
        closingBalance: 1400,
      };
      mockApi({
        'GET /api/company/7': () => jsonResponse(buildCompany({ openBalance: 1400 })),
        'GET /api/company/7/charges': () => jsonResponse(charges),
        'GET /api/company/7/statement': () => jsonResponse(statement),
      });
      renderRoutes([{ path: '/bookone-admin/companyList/:companyId', element: <CompanyPage /> }], {
        initialEntries: ['/bookone-admin/companyList/7'],
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Kauri Consulting' })).toBeInTheDocument();
      expect(screen.getByText(/owes more than its credit limit/)).toBeInTheDocument();
      const open = screen.getByRole('region', { name: 'Open charges' });
      const charge = await within(open).findByRole('row', { name: /HV-000031/ });
      expect(charge).toHaveTextContent('Hemi Corporate');
      expect(within(open).getByText('Total owing: 1,400.00')).toBeInTheDocument();
      const account = screen.getByRole('region', { name: 'Statement of account' });
      const rows = await within(account).findAllByRole('row');
      expect(rows.map((r) => r.textContent)).toEqual([
        'DateReferenceDescriptionDebitCreditBalance',
        'Opening balance0.00',
        'May 20, 2026HV-000031Payment: Cash100.00-100.00',
        'Jun 1, 2026HV-000031Harbour View Hotel: Hemi Corporate1,500.001,400.00',
        'Closing balance1,500.00100.001,400.00',
      ]);
    },
  );
});

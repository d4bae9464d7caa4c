import type { AuditLogEntry } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { auditLogUrl, formatChange } from '../utils/audit-format';
import { AuditLogPage } from './audit-log-page';
import { HistoryPanel } from './history-panel';

function buildEntry(over: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 31,
    organisationId: 1,
    propertyId: 2,
    propertyName: 'Harbour View Hotel',
    timezone: 'Pacific/Auckland',
    entity: 'customer',
    entityId: '12',
    action: 'update',
    event: null,
    changes: [{ field: 'phone', before: '+64 21 555 0101', after: '+64 21 555 0202' }],
    userId: 5,
    userName: 'Hana Desk',
    ipAddress: '10.0.0.7',
    // 21:30 UTC is 10:30 the next morning in Auckland (NZDT).
    createdAt: '2026-01-14T21:30:00.000Z',
    ...over,
  };
}

const SLOW = { timeout: 60_000 };
const page = (items: AuditLogEntry[], total = items.length) =>
  jsonResponse({ items, total, page: 0, size: 25 });

function signIn(roles: string[] = ['PROP_ADMIN']) {
  saveSession(buildLoginResponse({ user: buildUser({ roles, organisationId: 1, propertyId: 2 }) }));
}

describe('formatChange', () => {
  const texts = { empty: '—', yes: 'yes', no: 'no' };
  it('reads "field: before → after", numbers in the language, nothing as a dash', () => {
    expect(
      formatChange({ field: 'creditLimit', before: 1000, after: 2500.5 }, { event: null }, 'fr', texts),
    ).toBe('creditLimit: 1\u202f000 → 2\u202f500,5');
    expect(
      formatChange({ field: 'email', before: null, after: 'a@b.nz' }, { event: null }, 'en', texts),
    ).toBe('email: — → a@b.nz');
    expect(formatChange({ field: 'cta', before: false, after: true }, { event: null }, 'en', texts)).toBe(
      'cta: no → yes',
    );
  });

  it("leaves out the field when it is the event's own value", () => {
    expect(
      formatChange({ field: 'CANCEL', before: 'CONFIRMED', after: 'Ill' }, { event: 'CANCEL' }, 'en', texts),
    ).toBe('CONFIRMED → Ill');
  });

  it('builds the Audit page address of one record', () => {
    expect(auditLogUrl({ entity: 'company', entityId: 7 })).toBe(
      '/bookone-admin/audit-log?entity=company&record=7',
    );
  });
});

describe('audit log page', () => {
  it(
    'shows who changed what, when (property time) and from where; filters go to the server and the address',
    SLOW,
    async () => {
      signIn();
      const fetchMock = mockApi({
        'GET /api/audit': (url) => page(url.searchParams.get('action') === 'delete' ? [] : [buildEntry()]),
        'GET /api/audit/facets': () =>
          jsonResponse({
            users: [{ id: 5, name: 'Hana Desk' }],
            properties: [
              { id: 2, name: 'Harbour View Hotel' },
              { id: 3, name: 'Lotus Day Spa' },
            ],
          }),
      });
      const { user, router } = renderRoutes(
        [{ path: '/bookone-admin/audit-log', element: <AuditLogPage /> }],
        {
          initialEntries: ['/bookone-admin/audit-log?entity=customer&record=12'],
        },
      );
      const change = await screen.findByText('phone: +64 21 555 0101 → +64 21 555 0202');
      const row = change.closest('[role="row"]') as HTMLElement;
      expect(within(row).getByText('Hana Desk')).toBeInTheDocument();
      expect(within(row).getByText('Customer #12')).toBeInTheDocument();
      expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
      expect(within(row).getByText(/Jan 15, 2026.*10:30/)).toBeInTheDocument();
      const first = callsTo(fetchMock, 'GET', '/api/audit')[0]![0].searchParams;
      expect(first.get('entity')).toBe('customer');
      expect(first.get('entityId')).toBe('12');
      expect(first.get('sort')).toBe('createdAt');
      expect(first.get('order')).toBe('desc');

      await user.click(screen.getByRole('combobox', { name: 'User' }));
      await user.click(await screen.findByRole('option', { name: 'Hana Desk' }));
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', '/api/audit').at(-1)?.[0].searchParams.get('userId')).toBe('5'),
      );
      expect(router.state.location.search).toContain('user=5');
      await user.click(screen.getByRole('combobox', { name: 'Property' }));
      await user.click(await screen.findByRole('option', { name: 'Lotus Day Spa' }));
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', '/api/audit').at(-1)?.[0].searchParams.get('propertyId')).toBe('3'),
      );

      await user.click(screen.getByRole('combobox', { name: 'Action' }));
      await user.click(await screen.findByRole('option', { name: 'Deleted' }));
      await screen.findByText('No change matches these filters.');
      expect(router.state.location.search).toContain('action=delete');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', '/api/audit').at(-1)?.[0].searchParams.get('action')).toBe('delete'),
      );
    },
  );
});

describe('history panel', () => {
  it("lists a record's latest changes with a link to the Audit page on it", SLOW, async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/audit': () =>
        page(
          [
            buildEntry(),
            buildEntry({
              id: 30,
              action: 'create',
              changes: [{ field: 'firstName', before: null, after: 'Aroha' }],
            }),
          ],
          14,
        ),
    });
    renderRoutes([{ path: '/', element: <HistoryPanel entity="customer" entityId={12} /> }], {
      initialEntries: ['/'],
    });
    expect(await screen.findByText('phone: +64 21 555 0101 → +64 21 555 0202')).toBeInTheDocument();
    expect(screen.getByText(/Hana Desk · Changed/)).toBeInTheDocument();
    expect(screen.getByText(/Hana Desk · Created/)).toBeInTheDocument();
    expect(screen.getByText('12 older changes in the audit log.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all in the audit log' })).toHaveAttribute(
      'href',
      '/bookone-admin/audit-log?entity=customer&record=12',
    );
    const asked = callsTo(fetchMock, 'GET', '/api/audit')[0]![0].searchParams;
    expect([asked.get('entity'), asked.get('entityId'), asked.get('size')]).toEqual(['customer', '12', '10']);
  });

  it('shows nothing, and asks nothing, to a role that may not read the log', SLOW, async () => {
    signIn(['PROP_FRONTDESK']);
    const fetchMock = mockApi({ 'GET /api/audit': () => page([]) });
    const { container } = renderRoutes(
      [{ path: '/', element: <HistoryPanel entity="customer" entityId={12} /> }],
      {
        initialEntries: ['/'],
      },
    );
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(callsTo(fetchMock, 'GET', '/api/audit')).toHaveLength(0);
  });
});

import type { ReportInfo, ReportResult } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty } from '../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { ReportDashboardPage } from './report-dashboard-page';

const SLOW = { timeout: 60_000 };

const audit: ReportInfo = {
  id: 'night-audit',
  group: 'accommodation',
  businessTypes: ['Accommodation'],
  period: 'day',
  chart: null,
  filters: [
    {
      key: 'view',
      kind: 'select',
      options: [
        { value: 'all', label: 'all' },
        { value: 'total', label: 'total' },
      ],
      translate: true,
    },
    { key: 'due', kind: 'boolean' },
  ],
};
const sales: ReportInfo = {
  id: 'sales',
  group: 'sales',
  businessTypes: ['Accommodation'],
  period: 'range',
  chart: { kind: 'bar', x: 'accountManager', series: ['totalAmount'] },
  filters: [],
};

function auditResult(date: string): ReportResult {
  return {
    report: 'night-audit',
    from: date,
    to: date,
    currency: 'NZD',
    columns: [
      { key: 'bookingNumber', label: 'Booking', type: 'text' },
      { key: 'arrival', label: 'Arrival', type: 'date' },
      { key: 'rooms', label: 'Rooms', type: 'int' },
      { key: 'due', label: 'Due', type: 'money' },
    ],
    rows: [
      { bookingNumber: 'HV-0001', arrival: '2026-11-20', rooms: 1, due: 1234.5 },
      { bookingNumber: 'HV-0002', arrival: '2026-11-21', rooms: 2, due: 0 },
    ],
    totals: { bookingNumber: null, arrival: null, rooms: 3, due: 1234.5 },
    chart: null,
    filters: audit.filters,
  };
}

const renderAt = (path: string) =>
  renderRoutes([{ path: '/report/report-dashboard', element: <ReportDashboardPage /> }], {
    initialEntries: [path],
  });

beforeEach(() => {
  saveSession(buildLoginResponse({ property: buildProperty({ timezone: 'Pacific/Auckland' }) }));
});

describe('the report dashboard', () => {
  it('lists the reports by group, and a card opens the report', SLOW, async () => {
    mockApi({
      'GET /api/report': () => jsonResponse([audit, sales]),
      'GET /api/report/sales': (url) =>
        jsonResponse({
          report: 'sales',
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          currency: 'NZD',
          columns: [
            { key: 'accountManager', label: 'Account manager', type: 'text' },
            { key: 'totalAmount', label: 'Total amount', type: 'money' },
          ],
          rows: [{ accountManager: 'maya', totalAmount: 500 }],
          totals: { accountManager: null, totalAmount: 500 },
          chart: sales.chart,
          filters: [],
        }),
    });
    const { user } = renderAt('/report/report-dashboard');
    expect(await screen.findByRole('heading', { name: 'Night audit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sales by account manager' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sales' }));
    await user.click(await screen.findByRole('button', { name: /Sales by account manager/ }));
    const table = await screen.findByRole('table', { name: 'Sales by account manager' });
    expect(within(table).getByRole('row', { name: /maya/ })).toHaveTextContent('$500.00');
    expect(screen.getByRole('button', { name: 'Download Sales by account manager as Excel' })).toBeEnabled();
  });

  it(
    'draws the rows in the language’s format with the totals, and keeps the filters in the address',
    SLOW,
    async () => {
      const fetchMock = mockApi({
        'GET /api/report': () => jsonResponse([audit]),
        'GET /api/report/night-audit': (url) => jsonResponse(auditResult(url.searchParams.get('date') ?? '')),
      });
      const { user } = renderAt('/report/report-dashboard?report=night-audit&date=2026-11-21');
      const table = await screen.findByRole('table', { name: 'Night audit' });
      const rows = within(table).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('HV-0001');
      expect(rows[1]).toHaveTextContent('Nov 20, 2026');
      expect(rows[1]).toHaveTextContent('$1,234.50');
      expect(screen.getByTestId('report-totals')).toHaveTextContent('Total');
      expect(screen.getByTestId('report-totals')).toHaveTextContent('3');
      expect(screen.getByLabelText('Date')).toHaveValue('2026-11-21');

      await user.click(screen.getByRole('checkbox', { name: 'Due amount' }));
      await waitFor(() =>
        expect(
          callsTo(fetchMock, 'GET', '/api/report/night-audit').map(([url]) => url.searchParams.get('due')),
        ).toContain('true'),
      );
      const last = callsTo(fetchMock, 'GET', '/api/report/night-audit').at(-1)![0];
      expect(last.searchParams.get('date')).toBe('2026-11-21');
    },
  );

  it('on a failed read only the loading indicator stops; the figures can be asked again', SLOW, async () => {
    let fail = true;
    const fetchMock = mockApi({
      'GET /api/report': () => jsonResponse([audit]),
      'GET /api/report/night-audit': () =>
        fail
          ? jsonResponse(
              { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
              500,
            )
          : jsonResponse(auditResult('2026-11-21')),
    });
    const { user } = renderAt('/report/report-dashboard?report=night-audit&date=2026-11-21');
    const again = await screen.findByRole('button', { name: 'Load again' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(again);
    expect(await screen.findByRole('table', { name: 'Night audit' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/report/night-audit').length).toBeGreaterThanOrEqual(2);
  });
});

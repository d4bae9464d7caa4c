import type { AuditEntry, Booking } from '@bookone/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { HistoryTab } from './details-history-tab';

const TRAIL: AuditEntry[] = [
  {
    id: 3,
    type: 'CANCEL',
    previousValue: 'CONFIRMED',
    newValue: 'Guest unwell',
    userName: 'Hana Desk',
    createdAt: '2026-01-14T21:30:00.000Z',
  },
];
// The tab reads only the booking's id.
const booking = { id: 9 } as Booking;
const toAudit = (id: number) => `/bookone-admin/audit-log?entity=booking&record=${id}`;

function show(roles: string[]) {
  saveSession(buildLoginResponse({ user: buildUser({ roles, propertyId: 2 }) }));
  mockApi({ 'GET /api/booking/9/audit': () => jsonResponse(TRAIL) });
  renderRoutes([{ path: '/', element: <HistoryTab booking={booking} auditLogUrl={toAudit} /> }]);
}

describe("a booking's history tab", () => {
  it('shows the trail, and to those who read the audit log a link to it on this booking', async () => {
    show(['PROP_ADMIN']);
    expect(await screen.findByText('CONFIRMED → Guest unwell')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all in the audit log' })).toHaveAttribute(
      'href',
      '/bookone-admin/audit-log?entity=booking&record=9',
    );
  });

  it('shows the trail without the link to the front desk (no audit.read)', async () => {
    show(['PROP_FRONTDESK']);
    expect(await screen.findByText('CONFIRMED → Guest unwell')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all in the audit log' })).toBeNull();
  });
});

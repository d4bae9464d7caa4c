import type { DayCloseReport, DayCloseStatus } from '@bookone/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { DayCloseCard } from './day-close-card';
import { DayCloseSettingsPanel } from './day-close-settings-panel';

const SLOW = { timeout: 60_000 };
const BASE = '/api/property/7/day-close';

const run = {
  id: 5,
  propertyId: 7,
  businessDate: '2026-11-27',
  status: 'DONE',
  trigger: 'AUTOMATIC',
  stepsDone: ['NO_SHOWS', 'ROOM_CHARGES', 'EXCEPTIONS', 'ROLL'],
  attempts: 1,
  nightsPosted: 4,
  amountPosted: 800,
  noShows: 1,
  exceptions: 2,
  startedByName: null,
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:00:02.000Z',
} satisfies DayCloseReport['run'];

const report: DayCloseReport = {
  run,
  currency: 'NZD',
  items: [
    {
      id: 1,
      kind: 'ARRIVAL_NOT_CHECKED_IN',
      bookingId: 31,
      orderId: null,
      reference: 'HV-000031',
      guestName: 'Ann Absent',
      amount: null,
      markedNoShow: true,
    },
    {
      id: 2,
      kind: 'UNBALANCED_FOLIO',
      bookingId: 32,
      orderId: null,
      reference: 'HV-000032',
      guestName: 'Ben Early',
      amount: -150,
      markedNoShow: false,
    },
  ],
};

const status: DayCloseStatus = {
  businessDate: '2026-11-28',
  settings: { automatic: false, auditTime: '02:00', markNoShows: true },
  dueAt: null,
  canClose: true,
  lastRun: run,
};

describe('Day close settings (business profile)', () => {
  it('the manager switches the automatic close on at 23:30', SLOW, async () => {
    const fetchMock = mockApi({
      [`GET ${BASE}/settings`]: () => jsonResponse(status.settings),
      [`PUT ${BASE}/settings`]: (_url, init) => jsonResponse(bodyOf(init)),
    });
    const { user } = renderRoutes([{ path: '/p', element: <DayCloseSettingsPanel propertyId={7} /> }], {
      initialEntries: ['/p'],
    });
    const automatic = await screen.findByRole('checkbox', { name: /Run the day close on its own/ });
    expect(automatic).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /as no-shows/ })).toBeChecked();
    await user.click(automatic);
    const time = screen.getByLabelText('Audit time');
    await user.clear(time);
    await user.type(time, '23:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Day close settings saved.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', `${BASE}/settings`)[0]![1])).toEqual({
      automatic: true,
      auditTime: '23:30',
      markNoShows: true,
    });
  });
});

describe('Day close card (dashboard)', () => {
  it(
    'shows the business date and the last close; the report lists the exceptions with their bookings',
    SLOW,
    async () => {
      signedIn({
        roles: ['PROP_FRONTDESK'],
        routes: {
          [`GET ${BASE}`]: () => jsonResponse(status),
          [`GET ${BASE}/runs/5`]: () => jsonResponse(report),
        },
      });
      const { user } = renderRoutes([{ path: '/d', element: <DayCloseCard propertyId={7} /> }], {
        initialEntries: ['/d'],
      });
      expect(await screen.findByRole('heading', { name: /Business date: .*28.*2026/ })).toBeInTheDocument();
      expect(screen.getByText(/Last close \(.*27.*\): 2 exceptions to look at/)).toBeInTheDocument();
      // The desk reads the report but does not close the day.
      expect(screen.queryByRole('button', { name: 'Run day close' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Exceptions report' }));
      const dialog = await screen.findByRole('dialog', { name: /Exceptions of/ });
      expect(
        await within(dialog).findByRole('heading', { name: '1 arrival not checked in' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'HV-000031' })).toHaveAttribute(
        'href',
        '/bookone/manage-booking/31',
      );
      expect(within(dialog).getByText(/Ann Absent · marked no-show/)).toBeInTheDocument();
      expect(
        within(dialog).getByRole('heading', { name: '1 folio that does not balance' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByText(/Ben Early · -150[.,]00/)).toBeInTheDocument();
    },
  );

  it('the manager runs the day close after confirming the date, and sees what it did', SLOW, async () => {
    const fetchMock = signedIn({
      roles: ['PROP_MANAGER'],
      routes: {
        [`GET ${BASE}`]: () => jsonResponse(status),
        [`POST ${BASE}/run`]: () =>
          jsonResponse({ ...report, run: { ...run, id: 6, businessDate: '2026-11-28', trigger: 'MANUAL' } }),
      },
    });
    const { user } = renderRoutes([{ path: '/d', element: <DayCloseCard propertyId={7} /> }], {
      initialEntries: ['/d'],
    });
    await user.click(await screen.findByRole('button', { name: 'Run day close' }));
    const dialog = await screen.findByRole('dialog', { name: /Day close of/ });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${BASE}/run`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Run day close' }));
    expect(await within(dialog).findByText(/is closed: 4 nights posted/)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', `${BASE}/run`)[0]![1])).toEqual({ businessDate: '2026-11-28' });
  });
});

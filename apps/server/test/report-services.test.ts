// The services reports of the dashboard (issue 15): reservations of a spa service made for this file on a day of
// its own, read back by offering and by resource (revenue after the discount, cancellations, no-shows, booked and
// available minutes from the service's week, a resource's own hours and its time off), then who may read them.
import { addDays, type ReportResult } from '@bookone/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { resourceTimeOff, serviceResource } from '../src/db/schema';
import { openForFile, today } from './demo-app';
import {
  at,
  createCatalogue,
  openDayFrom,
  openSpaApp,
  reservationBody,
  reserve,
} from './reservation-fixtures';
import { expectDenied, expectHidden } from './support';

const app = await openForFile(() => openSpaApp());
const { t, SPA, spa, clerk, rival } = app;

/** A Monday to Saturday a month ahead: the seeded reservations of the spa's own services do not matter (filtered). */
const D = openDayFrom(today, 30, addDays);
let cat: Awaited<ReturnType<typeof createCatalogue>>;

const act = async (id: number, action: string, body?: unknown) => {
  const res = await t.api('POST', `/api/reservation/${id}/${action}`, {
    token: spa,
    ...(body ? { body } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  cat = await createCatalogue(t, SPA, { resources: 2, price: 100, durationMinutes: 60 });
  const [a, b] = cat.resourceIds as [number, number];
  // On A: two sessions, one with 10 % off. On B: a no-show (it held its hour) and a cancellation.
  await reserve(t, SPA, spa, reservationBody(cat.offeringId, at(D, '10:00'), { resourceId: a }));
  await reserve(
    t,
    SPA,
    spa,
    reservationBody(cat.offeringId, at(D, '14:00'), { resourceId: a, persons: 1, discountPercentage: 10 }),
  );
  const noShow = await reserve(
    t,
    SPA,
    spa,
    reservationBody(cat.offeringId, at(D, '10:00'), { resourceId: b }),
  );
  await act(noShow.id, 'no-show');
  const gone = await reserve(t, SPA, spa, reservationBody(cat.offeringId, at(D, '15:00'), { resourceId: b }));
  await act(gone.id, 'cancel', { reason: 'Feeling unwell' });
  // A works 08:00–16:00 (within the spa's 09:00–17:00 less lunch: 09–12 and 13–16, 360 minutes); B is off from
  // 15:00 to 18:00 (420 − 120 = 300 minutes).
  const week = (['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const).map((weekday) => ({
    weekday,
    open: true,
    opensAt: '08:00',
    closesAt: '16:00',
    breaks: [],
  }));
  await t.db.update(serviceResource).set({ workingHours: week }).where(eq(serviceResource.id, a));
  await t.db
    .insert(resourceTimeOff)
    .values({ resourceId: b, startsAt: new Date(at(D, '15:00')), endsAt: new Date(at(D, '18:00')) });
});

async function report(id: string, query: string, token = spa) {
  const res = await t.api('GET', `/api/report/${id}?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportResult>();
}
const ofService = () => `propertyId=${SPA}&from=${D}&to=${D}&serviceId=${cat.serviceId}`;

describe('GET /api/report/service-offerings', () => {
  it('counts sessions, persons, revenue after discount, cancellations and no-shows of the offering', async () => {
    const r = await report('service-offerings', ofService());
    expect(r.rows).toHaveLength(1);
    const expected = {
      sessions: 3,
      persons: 2,
      revenue: 190,
      cancelled: 1,
      noShows: 1,
      noShowRate: 33.3,
    };
    expect(r.rows[0]).toMatchObject({ service: expect.stringMatching(/^Test spa/) as string, ...expected });
    expect(r.totals).toMatchObject({ offering: null, ...expected });
    expect(r.chart).toEqual({ kind: 'bar', x: 'offering', series: ['revenue'] });
    expect(r.currency).toBe('NZD');
    // The day before has none of them.
    const before = await report('service-offerings', ofService().replaceAll(D, addDays(D, -1)));
    expect(before.rows).toEqual([]);
  });
});

describe('GET /api/report/service-resources', () => {
  it('sets the minutes booked against the minutes each resource was available', async () => {
    const r = await report('service-resources', ofService());
    const [a, b] = cat.resourceIds as [number, number];
    const names = new Map(
      (
        await t.db
          .select()
          .from(serviceResource)
          .where(inArray(serviceResource.id, [a, b]))
      ).map((x) => [x.id, x.name] as const),
    );
    const named = (id: number) => r.rows.find((x) => x.resource === names.get(id));
    expect(named(a)).toMatchObject({
      kind: 'STAFF',
      sessions: 2,
      revenue: 190,
      bookedMinutes: 120,
      availableMinutes: 360,
      utilisation: 33.3,
    });
    expect(named(b)).toMatchObject({
      sessions: 1,
      revenue: 0,
      noShows: 1,
      cancelled: 1,
      bookedMinutes: 60,
      availableMinutes: 300,
      utilisation: 20,
    });
    expect(r.totals).toMatchObject({
      bookedMinutes: 180,
      availableMinutes: 660,
      utilisation: 27.3,
      sessions: 3,
    });
  });
});

describe('who reads the services reports', () => {
  it('a property user reads their own property without naming it; the clerk may not; another tenant is 404', async () => {
    const own = await report('service-resources', `from=${D}&to=${D}&serviceId=${cat.serviceId}`);
    expect(own.totals).toMatchObject({ bookedMinutes: 180 });
    expectDenied(await t.api('GET', `/api/report/service-offerings?${ofService()}`, { token: clerk }));
    const foreign = await t.api('GET', `/api/report/service-offerings?${ofService()}`, {
      token: await t.login(rival.propAdmin.username),
    });
    expectHidden(foreign);
  });

  it('lists the spa’s services with offerings as the filter’s choices', async () => {
    const r = await report('service-offerings', `propertyId=${SPA}&from=${D}&to=${D}`);
    const filter = r.filters.find((f) => f.key === 'serviceId');
    expect(filter?.options).toContainEqual({
      value: String(cat.serviceId),
      label: expect.stringMatching(/^Test spa/) as string,
    });
  });
});

describe('spec §7.3 service request reports on the dashboard', () => {
  it('count what the §7.3 calls count for the property (the hotel’s seeded requests of the last five weeks)', async () => {
    const { HARBOUR, session } = app;
    const token = await session.admin();
    const [from, to] = [addDays(today, -40), today];
    const spec = async (call: string) => {
      const res = await t.api(
        'GET',
        `/api/service/${call}?propertyId=${HARBOUR}&fromDate=${from}&toDate=${to}`,
        { token },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Record<string, unknown>[]>();
    };
    const counted = (rows: Record<string, unknown>[], key: string): Record<string, unknown> =>
      Object.fromEntries(
        rows
          .filter((r) => r.total !== 0)
          .map((r): [string, unknown] => [String(r[key]), [r.total, r.open, r.closed, r.urgent]]),
      );
    const range = `propertyId=${HARBOUR}&from=${from}&to=${to}`;

    const types = await report('service-request-issue-types', range, token);
    const specTypes = await spec('getIssueTypeReport');
    expect(specTypes.length).toBeGreaterThan(2);
    expect(counted(types.rows, 'issueType')).toEqual(counted(specTypes, 'issueType'));
    expect(types.totals?.total).toBe(specTypes.reduce((s, r) => s + (r.total as number), 0));

    const days = await report('service-request-days', range, token);
    expect(days.rows).toHaveLength(41);
    expect(counted(days.rows, 'date')).toEqual(counted(await spec('getPropertyServiceReport'), 'date'));

    const assignees = await report('service-request-assignees', range, token);
    const specAssignees = await spec('getServiceManagementReport');
    expect(assignees.rows.map((r) => [r.assignee ?? r.role, r.total])).toEqual(
      specAssignees.map((r) => [(r.assignedUserName ?? r.assignedRole) as string | null, r.total as number]),
    );
  });
});

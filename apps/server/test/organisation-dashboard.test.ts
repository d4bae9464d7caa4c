// The organisation dashboard (issue 10): figures of a fresh organisation with properties of its own, computed here by
// hand from the bookings and inventory the test makes; currencies never summed; tenant and role checks; the scope
// of a property's dashboard opened from it.
import {
  addDays,
  monthOf,
  monthRange,
  shiftMonth,
  type Booking,
  type DashboardScope,
  type OrganisationDashboard,
  type OrganisationDashboardProperty,
} from '@bookone/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

import { booking, dailyRate, onboardingProgress, organisation, property, ratePlan } from '../src/db/schema';
import { day, openForTests, openTenantsApp, today, type TenantsApp } from './demo-app';
import { createBooking, createRoomType } from './stay-fixtures';
import { expectDenied, expectError, expectHidden, insertUser, uniqueEmail, type TestUser } from './support';

let app: TenantsApp;
openForTests(openTenantsApp, (a) => (app = a));

const thisMonth = monthOf(today);
const lastMonth = shiftMonth(thisMonth, -1);
const daysIn = (month: string) => {
  const { start, end } = monthRange(month);
  return (Date.parse(end) - Date.parse(start)) / 86_400_000;
};

/** A fresh organisation: Alpha (NZD, created last month, a rate plan), Beta (AUD), Gamma (onboarding for 10 days). */
interface Fresh {
  org: number;
  orgName: string;
  alpha: number;
  beta: number;
  gamma: number;
  orgAdmin: TestUser;
  orgFinance: TestUser;
  alphaAdmin: TestUser;
  betaAdmin: TestUser;
}
let fresh: Fresh;
const token = (u: TestUser) => app.session(u.username);

async function insertProperty(org: number, name: string, values: Partial<typeof property.$inferInsert> = {}) {
  const [row] = await app.t.db
    .insert(property)
    .values({
      organisationId: org,
      name,
      businessType: 'Accommodation',
      propertyStatus: 'COMPLETED',
      plan: 'Business Starter',
      seoFriendlyName: `${name.toLowerCase()}-${randomBytes(3).toString('hex')}`,
      ...values,
    })
    .returning();
  return row!.id;
}

/** Every night of last month and this month in service for the room type (`units` each), none sold yet. */
async function fillInventory(roomTypeId: number, propertyId: number, units: number) {
  await app.t.db.execute(sql`
    insert into daily_rate (room_type_id, date, property_id, price, total)
    select ${roomTypeId}, d::date, ${propertyId}, 100, ${units}
    from generate_series(${`${lastMonth}-01`}::date, ${monthRange(thisMonth).end}::date - 1, interval '1 day') d
    on conflict do nothing`);
}

/** Moves a booking's nights by hand (the API books no past nights), keeping the inventory's booked counts right. */
async function moveStay(b: Booking, arrival: string, nights: number) {
  const shift = async (from: string, to: string, by: number) =>
    app.t.db
      .update(dailyRate)
      .set({ booked: sql`${dailyRate.booked} + ${by}` })
      .where(and(eq(dailyRate.roomTypeId, b.roomTypeId), gte(dailyRate.date, from), lt(dailyRate.date, to)));
  await shift(b.arrival, b.departure, -1);
  await shift(arrival, addDays(arrival, nights), 1);
  await app.t.db
    .update(booking)
    .set({ arrival, departure: addDays(arrival, nights), status: 'CHECKEDOUT' })
    .where(eq(booking.id, b.id));
}

async function read(user: TestUser | string, org = fresh.org, month?: string) {
  const res = await app.t.api('GET', `/api/dashboard/organisation/${org}${month ? `?month=${month}` : ''}`, {
    token: typeof user === 'string' ? user : await token(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrganisationDashboard>();
}
const named = (d: OrganisationDashboard, id: number) =>
  d.properties.find((p) => p.id === id) as OrganisationDashboardProperty;

let alphaStay: Booking;
let alphaPast: Booking;
let betaStay: Booking;

beforeAll(async () => {
  const { t } = app;
  const [org] = await t.db
    .insert(organisation)
    .values({ name: `Fresh Stays ${randomBytes(3).toString('hex')}`, parentOrganisationId: 1 })
    .returning();
  const orgId = org!.id;
  const lastStart = `${lastMonth}-01`;
  const alpha = await insertProperty(orgId, 'Alpha Lodge', { createdAt: new Date(`${lastStart}T00:00:00Z`) });
  const beta = await insertProperty(orgId, 'Beta Rooms', { localCurrency: 'AUD' });
  const gamma = await insertProperty(orgId, 'Gamma Cafe', {
    propertyStatus: 'NEW',
    businessType: 'Restaurant',
    createdAt: new Date(Date.now() - 10 * 86_400_000 - 3_600_000),
  });
  await t.db.insert(onboardingProgress).values([
    { propertyId: gamma, step: 'business', completedAt: new Date(Date.now() - 9 * 86_400_000) },
    { propertyId: gamma, step: 'tax', completedAt: new Date(Date.now() - 8 * 86_400_000) },
  ]);
  const [orgAdmin, orgFinance, alphaAdmin, betaAdmin, alphaDesk, betaDesk] = await Promise.all([
    insertUser(t, { roles: ['ORG_ADMIN'], organisationId: orgId }),
    insertUser(t, { roles: ['ORG_FINANCE'], organisationId: orgId }),
    insertUser(t, { roles: ['PROP_ADMIN'], organisationId: orgId, propertyId: alpha }),
    insertUser(t, { roles: ['PROP_ADMIN'], organisationId: orgId, propertyId: beta }),
    insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: orgId, propertyId: alpha }),
    insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: orgId, propertyId: beta }),
  ]);
  fresh = { org: orgId, orgName: org!.name, alpha, beta, gamma, orgAdmin, orgFinance, alphaAdmin, betaAdmin };

  const alphaType = await createRoomType(t, alpha, await token(alphaAdmin), { noOfRooms: 2, basePrice: 180 });
  const betaType = await createRoomType(t, beta, await token(betaAdmin), { noOfRooms: 1, basePrice: 150 });
  await fillInventory(alphaType.id, alpha, 2);
  await fillInventory(betaType.id, beta, 1);
  await t.db.insert(ratePlan).values({ roomTypeId: alphaType.id, code: 'BAR', name: 'Best available' });

  const book = async (
    desk: TestUser,
    propertyId: number,
    roomTypeId: number,
    arrival: string,
    nights: number,
  ) =>
    createBooking(t, propertyId, await token(desk), {
      roomTypeId,
      arrival,
      departure: addDays(arrival, nights),
      customer: { firstName: 'Aroha', lastName: 'Ngata', email: uniqueEmail('aroha') },
    });
  // Alpha: tonight's stay; a stay cancelled (sold nothing, made this month); a stay moved to last month's first three
  // nights, made last month.
  alphaStay = await book(alphaDesk, alpha, alphaType.id, today, 1);
  const cancelled = await book(alphaDesk, alpha, alphaType.id, today, 1);
  const cancel = await t.api('POST', `/api/booking/${cancelled.id}/cancel`, {
    token: await token(alphaDesk),
    body: { reason: 'Plans changed' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  alphaPast = await book(alphaDesk, alpha, alphaType.id, day(40), 3);
  await moveStay(alphaPast, lastStart, 3);
  await t.db
    .update(booking)
    .set({ createdAt: new Date(`${lastStart}T00:00:00Z`) })
    .where(eq(booking.id, alphaPast.id));
  // Beta (AUD): tonight's stay.
  betaStay = await book(betaDesk, beta, betaType.id, today, 1);
});

describe('GET /api/dashboard/organisation/{organisationId}', () => {
  it("counts each property's occupancy, revenue, bookings and onboarding for the month against the last", async () => {
    const d = await read(fresh.orgAdmin);
    expect(d.organisation).toEqual({ id: fresh.org, name: fresh.orgName });
    expect(d.month).toBe(thisMonth);
    expect(d.previousMonth).toBe(lastMonth);
    expect(d.activityKinds).toEqual(['bookings']);
    expect(d.properties.map((p) => p.name)).toEqual(['Alpha Lodge', 'Beta Rooms', 'Gamma Cafe']);

    const [now, before] = [daysIn(thisMonth), daysIn(lastMonth)];
    const pct = (sold: number, available: number) => Math.round((sold / available) * 1000) / 10;
    const alpha = named(d, fresh.alpha);
    // Alpha: 2 rooms every night; tonight's stay sold 1 night this month, the moved stay 3 nights last month.
    expect(alpha.occupancy).toEqual({
      thisMonth: { sold: 1, available: 2 * now, percent: pct(1, 2 * now) },
      lastMonth: { sold: 3, available: 2 * before, percent: pct(3, 2 * before) },
    });
    expect(alpha.revenue).toEqual([
      { currency: 'NZD', thisMonth: alphaStay.total, lastMonth: alphaPast.total },
    ]);
    // Made this month: tonight's stay and the cancelled one; last month: the moved one.
    expect(alpha.activity).toEqual([{ kind: 'bookings', thisMonth: 2, lastMonth: 1 }]);
    expect(alpha).toMatchObject({ currency: 'NZD', newThisMonth: false, active: true, onboardingStep: null });
    // Tonight's stay has no room allocated yet.
    expect(alpha.attention).toEqual([{ reason: 'UNALLOCATED_TODAY', count: 1 }]);

    const beta = named(d, fresh.beta);
    expect(beta.occupancy.thisMonth).toEqual({ sold: 1, available: now, percent: pct(1, now) });
    expect(beta.occupancy.lastMonth).toEqual({ sold: 0, available: before, percent: 0 });
    expect(beta.revenue).toEqual([{ currency: 'AUD', thisMonth: betaStay.total, lastMonth: 0 }]);
    expect(beta.newThisMonth).toBe(true);
    expect(beta.attention).toEqual([
      { reason: 'NO_RATE_PLANS', count: null },
      { reason: 'UNALLOCATED_TODAY', count: 1 },
    ]);

    const gamma = named(d, fresh.gamma);
    // A restaurant in onboarding: no inventory (no percentage rather than 0 %), its last saved step, stalled 10 days.
    expect(gamma.occupancy.thisMonth).toEqual({ sold: 0, available: 0, percent: null });
    expect(gamma.revenue).toEqual([{ currency: 'NZD', thisMonth: 0, lastMonth: 0 }]);
    expect(gamma.onboardingStep).toBe('tax');
    expect(gamma.attention).toEqual([{ reason: 'ONBOARDING_STALLED', count: 10 }]);

    expect(d.totals).toEqual({
      properties: 3,
      newThisMonth: 2,
      byStatus: { NEW: 1, COMPLETED: 2, INACTIVE: 0 },
      deactivated: 0,
      needingAttention: 3,
      occupancy: {
        thisMonth: { sold: 2, available: 3 * now, percent: pct(2, 3 * now) },
        lastMonth: { sold: 3, available: 3 * before, percent: pct(3, 3 * before) },
      },
      // One line per currency: NZD and AUD are never added together.
      revenue: [
        { currency: 'NZD', thisMonth: alphaStay.total, lastMonth: alphaPast.total },
        { currency: 'AUD', thisMonth: betaStay.total, lastMonth: 0 },
      ],
      activity: [{ kind: 'bookings', thisMonth: 3, lastMonth: 1 }],
    });
  });

  it('shows the month of the address: last month is what this month compared with', async () => {
    const d = await read(fresh.orgFinance, fresh.org, lastMonth);
    expect(d.month).toBe(lastMonth);
    expect(d.previousMonth).toBe(shiftMonth(lastMonth, -1));
    const alpha = named(d, fresh.alpha);
    expect(alpha.occupancy.thisMonth.sold).toBe(3);
    expect(alpha.revenue[0]).toEqual({ currency: 'NZD', thisMonth: alphaPast.total, lastMonth: 0 });
    expect(alpha.activity[0]).toEqual({ kind: 'bookings', thisMonth: 1, lastMonth: 0 });
    // Alpha was created on last month's first day.
    expect(alpha.newThisMonth).toBe(true);
    expect(d.totals.newThisMonth).toBe(1);
  });

  it('flags deactivated properties, room types overbooked tonight and allocated stays no more', async () => {
    const alphaType = alphaStay.roomTypeId;
    // Tonight's rooms in service drop below what is booked (a room taken out of order after the sale).
    await app.t.db
      .update(dailyRate)
      .set({ total: 0 })
      .where(and(eq(dailyRate.roomTypeId, alphaType), eq(dailyRate.date, today)));
    await app.t.db.update(property).set({ deactivatedAt: new Date() }).where(eq(property.id, fresh.beta));
    const d = await read(await app.session('superadmin@bookone.demo'));
    expect(named(d, fresh.alpha).attention).toEqual([
      { reason: 'OVERBOOKED_TODAY', count: 1 },
      { reason: 'UNALLOCATED_TODAY', count: 1 },
    ]);
    expect(named(d, fresh.beta).active).toBe(false);
    expect(named(d, fresh.beta).attention[0]).toEqual({ reason: 'DEACTIVATED', count: null });
    expect(d.totals.deactivated).toBe(1);
    await app.t.db.update(property).set({ deactivatedAt: null }).where(eq(property.id, fresh.beta));
    await app.t.db
      .update(dailyRate)
      .set({ total: 2 })
      .where(and(eq(dailyRate.roomTypeId, alphaType), eq(dailyRate.date, today)));
  });

  it('answers 404 for an organisation the caller does not belong to, exactly as for a missing one', async () => {
    const rivalAdmin = await token(app.rival.orgAdmin);
    const foreign = await app.t.api('GET', `/api/dashboard/organisation/${fresh.org}`, { token: rivalAdmin });
    const missing = await app.t.api('GET', '/api/dashboard/organisation/999999', { token: rivalAdmin });
    const body = expectHidden(foreign, ['Fresh Stays', 'Alpha Lodge']);
    expect(body.message).toBe('Organisation not found');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(foreign.json());
    // The super admin reads any organisation; a missing one is 404 for it too.
    const superToken = await app.session('superadmin@bookone.demo');
    expect((await read(superToken, app.rival.organisationId)).properties.map((p) => p.name)).toEqual([
      'Rival Inn',
    ]);
    const none = await app.t.api('GET', '/api/dashboard/organisation/999999', { token: superToken });
    expect(none.statusCode).toBe(404);
  });

  it('refuses property roles (403) and a malformed month (400 naming it)', async () => {
    const denied = await app.t.api('GET', `/api/dashboard/organisation/${fresh.org}`, {
      token: await token(fresh.alphaAdmin),
    });
    expectDenied(denied, ['Alpha Lodge']);
    for (const month of ['2026-13', '2026-1', 'last', '0001-01']) {
      const bad = await app.t.api('GET', `/api/dashboard/organisation/${fresh.org}?month=${month}`, {
        token: await token(fresh.orgAdmin),
      });
      const body = expectError(bad, 400, { fields: ['month'] });
      expect(body.fields?.month).toBe('Use a month, YYYY-MM');
    }
  });
});

describe("a property's dashboard opened from the organisation dashboard", () => {
  it('names the property and its organisation for the banner; other organisations get 404', async () => {
    const res = await app.t.api('GET', `/api/dashboard/property/${fresh.beta}/scope`, {
      token: await token(fresh.orgFinance),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DashboardScope>()).toEqual({
      propertyId: fresh.beta,
      propertyName: 'Beta Rooms',
      organisationId: fresh.org,
      organisationName: fresh.orgName,
    });
    const foreign = await app.t.api('GET', `/api/dashboard/property/${fresh.beta}/scope`, {
      token: await token(app.rival.orgAdmin),
    });
    expect(expectHidden(foreign, ['Beta Rooms']).message).toBe('Property not found');
    const propertyRole = await app.t.api('GET', `/api/dashboard/property/${fresh.beta}/scope`, {
      token: await token(fresh.betaAdmin),
    });
    expectDenied(propertyRole);
  });

  it("lets the organisation's roles read the property's dashboard, not another organisation's", async () => {
    for (const user of [fresh.orgAdmin, fresh.orgFinance]) {
      const res = await app.t.api('GET', `/api/dashboard/property/${fresh.alpha}`, {
        token: await token(user),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ currency: string }>().currency).toBe('NZD');
    }
    const foreign = await app.t.api('GET', `/api/dashboard/property/${fresh.alpha}`, {
      token: await token(app.rival.orgFinance),
    });
    expectHidden(foreign);
  });
});

// Partner properties (issue 10): the property's organisation grants a distributor (by its registered email), the
// distributor lists its partner properties (paged, sorted, filtered, exported) and reads their availability only
// while an agreement is in force; suspend, end (final), races on a grant and on an edit, the tenant rule.
import type { PartnerAgreement, PartnerAgreementPage, PartnerAvailability } from '@bookone/domain';
import { addDays, todayIn } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { organisation } from '../src/db/schema';
import { day, openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, expectHidden, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let ORG: number;
let HARBOUR: number;
let LAKES: number;
let LODGE: number;

const RIVAL_EMAIL = 'partners@rivalstays.example';

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, DEMO_ORG: ORG, HARBOUR } = app);
  LAKES = app.ids.organisation('Southern Lakes Lodges');
  LODGE = app.ids.property('Lakeside Lodge Queenstown');
});

const orgAdmin = () => session('orgadmin@bookone.demo');
const superAdmin = () => session('superadmin@bookone.demo');
const rivalAdmin = () => t.login(rival.orgAdmin.username);
const today = todayIn('UTC');
const list = (org: number, query = '') => `/api/partner-agreement/organisation/${org}${query}`;

async function page(token: string, org: number, query = ''): Promise<PartnerAgreementPage> {
  const res = await t.api('GET', list(org, query), { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PartnerAgreementPage>();
}

async function giveRivalAnEmail() {
  await t.db
    .update(organisation)
    .set({ email: RIVAL_EMAIL })
    .where(eq(organisation.id, rival.organisationId));
}

async function grant(body: Record<string, unknown>, token?: string) {
  return t.api('POST', '/api/partner-agreement', {
    token: token ?? (await orgAdmin()),
    body: {
      propertyId: HARBOUR,
      distributorEmail: RIVAL_EMAIL,
      commissionPercentage: 10,
      startDate: today,
      ...body,
    },
  });
}

const seeded = async () => (await page(await orgAdmin(), ORG)).items.find((a) => a.propertyId === LODGE)!;

describe('the seeded partner property', () => {
  it("the demo organisation's admin sees the lodge it distributes, in force, with its owner and commission", async () => {
    const p = await page(await orgAdmin(), ORG);
    expect(p.total).toBe(1);
    expect(p.items[0]).toMatchObject({
      propertyName: 'Lakeside Lodge Queenstown',
      ownerOrganisationId: LAKES,
      ownerOrganisationName: 'Southern Lakes Lodges',
      distributorOrganisationId: ORG,
      commissionPercentage: 12.5,
      status: 'ACTIVE',
      inForce: true,
      city: 'Queenstown',
      timezone: 'Pacific/Auckland',
    });
  });

  it('reads the availability of its room types, counts only, for a range', async () => {
    const a = await seeded();
    // The lodge's own days (Queenstown): a night before its today has no inventory to sell.
    const from = day(1);
    const to = day(7);
    const res = await t.api('GET', `/api/partner-agreement/${a.id}/availability?from=${from}&to=${to}`, {
      token: await orgAdmin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const grid = res.json<PartnerAvailability>();
    expect(grid.dates).toHaveLength(7);
    expect(grid.roomTypes.map((r) => r.name)).toEqual(['Lake View Queen', 'Alpine Family Suite']);
    expect(grid.roomTypes[0]!.cells[0]).toEqual({ date: from, available: 4, total: 4 });
    expect(res.body).not.toMatch(/price/i);
  });

  it('refuses a bad range with field messages', async () => {
    const a = await seeded();
    const token = await orgAdmin();
    const base = `/api/partner-agreement/${a.id}/availability`;
    expectError(await t.api('GET', `${base}?from=${today}&to=${addDays(today, -1)}`, { token }), 400, {
      fields: ['to'],
    });
    expectError(await t.api('GET', `${base}?from=${today}&to=${addDays(today, 120)}`, { token }), 400, {
      fields: ['to'],
    });
    expectError(await t.api('GET', `${base}?from=someday&to=${today}`, { token }), 400, { fields: ['from'] });
  });
});

describe('granting', () => {
  it('the property organisation grants a distributor by its email; the distributor sees it, and a second live grant is 409', async () => {
    await giveRivalAnEmail();
    const res = await grant({ commissionPercentage: 15.25, notes: 'Summer' });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json<PartnerAgreement>();
    expect(a).toMatchObject({
      propertyName: 'Harbour View Hotel',
      distributorOrganisationId: rival.organisationId,
      commissionPercentage: 15.25,
      status: 'ACTIVE',
      inForce: true,
      version: 1,
    });
    // The owner's side and the distributor's side of the same agreement.
    const owner = await page(await orgAdmin(), ORG, '?side=owner');
    expect(owner.items.map((i) => i.id)).toContain(a.id);
    const theirs = await page(await rivalAdmin(), rival.organisationId);
    expect(theirs.items.map((i) => i.propertyName)).toEqual(['Harbour View Hotel']);
    expectError(await grant({}), 409, { fields: ['distributorEmail'] });
  });

  it('two admins granting the same pair at once: one agreement, one 409', async () => {
    const props = await t.api('GET', `/api/organisation/${ORG}/properties?search=Lotus`, {
      token: await orgAdmin(),
    });
    const lotus = props.json<{ items: { id: number }[] }>().items[0]!.id;
    const [a, b] = await Promise.all([
      grant({ propertyId: lotus }),
      grant({ propertyId: lotus }, await superAdmin()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const owned = await page(await orgAdmin(), ORG, '?side=owner&search=Lotus');
    expect(owned.total).toBe(1);
  });

  it('refuses its own organisation, an unknown email, a stranger property and bad terms', async () => {
    expectError(await grant({ distributorEmail: 'office@demohospitality.example' }), 400, {
      fields: ['distributorEmail'],
      message: /own organisation/,
    });
    expectError(await grant({ distributorEmail: 'nobody@nowhere.example' }), 400, {
      fields: ['distributorEmail'],
    });
    // The lodge belongs to Southern Lakes: the demo organisation cannot grant it (as if it did not exist).
    expectError(await grant({ propertyId: LODGE }), 400, { fields: ['propertyId'] });
    expectError(
      await grant({ commissionPercentage: 120, startDate: today, endDate: addDays(today, -3) }),
      400,
      { fields: ['commissionPercentage', 'endDate'] },
    );
  });
});

describe('changing an agreement', () => {
  async function ownAgreement() {
    return (await page(await orgAdmin(), ORG, '?side=owner&search=Rival')).items.find(
      (i) => i.propertyId === HARBOUR && i.status !== 'ENDED',
    )!;
  }
  const body = (a: PartnerAgreement, over: Record<string, unknown> = {}) => ({
    commissionPercentage: a.commissionPercentage,
    status: a.status,
    startDate: a.startDate,
    endDate: a.endDate,
    notes: a.notes,
    version: a.version,
    ...over,
  });

  it('suspending stops the availability (403) until resumed; the distributor may not change it', async () => {
    const a = await ownAgreement();
    const token = await orgAdmin();
    const availability = async () =>
      t.api('GET', `/api/partner-agreement/${a.id}/availability?from=${today}&to=${today}`, {
        token: await rivalAdmin(),
      });
    expect((await availability()).statusCode).toBe(200);
    const suspended = await t.api('PUT', `/api/partner-agreement/${a.id}`, {
      token,
      body: body(a, { status: 'SUSPENDED' }),
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<PartnerAgreement>()).toMatchObject({
      status: 'SUSPENDED',
      inForce: false,
      version: 2,
    });
    expectError(await availability(), 403, { message: /not in force/ });
    expectError(
      await t.api('PUT', `/api/partner-agreement/${a.id}`, {
        token: await rivalAdmin(),
        body: body(suspended.json<PartnerAgreement>(), { status: 'ACTIVE' }),
      }),
      403,
    );
    const resumed = await t.api('PUT', `/api/partner-agreement/${a.id}`, {
      token,
      body: body(suspended.json<PartnerAgreement>(), { status: 'ACTIVE' }),
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await availability()).statusCode).toBe(200);
  });

  it('a stale version is 409; ending dates the end today and is final', async () => {
    const a = await ownAgreement();
    const token = await orgAdmin();
    expectError(
      await t.api('PUT', `/api/partner-agreement/${a.id}`, {
        token,
        body: body(a, { commissionPercentage: 9, version: a.version - 1 }),
      }),
      409,
      { fields: ['version'] },
    );
    const ended = await t.api('PUT', `/api/partner-agreement/${a.id}`, {
      token,
      body: body(a, { status: 'ENDED' }),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<PartnerAgreement>()).toMatchObject({ status: 'ENDED', endDate: today, inForce: false });
    expectError(
      await t.api('PUT', `/api/partner-agreement/${a.id}`, {
        token,
        body: body(ended.json<PartnerAgreement>(), { status: 'ACTIVE' }),
      }),
      409,
      { message: /has ended/ },
    );
    // After the end a new agreement of the same pair may be granted.
    expect((await grant({})).statusCode).toBe(201);
  });
});

describe('the list', () => {
  it('filters by status, sorts on the server and exports the same filter', async () => {
    const token = await orgAdmin();
    const ended = await page(token, ORG, '?side=owner&status=ENDED');
    expect(ended.items.every((i) => i.status === 'ENDED')).toBe(true);
    expect(ended.total).toBeGreaterThanOrEqual(1);
    const sorted = await page(token, ORG, '?side=owner&sort=commissionPercentage&order=desc');
    const c = sorted.items.map((i) => i.commissionPercentage);
    expect(c).toEqual([...c].sort((x, y) => y - x));
    expectError(await t.api('GET', list(ORG, '?side=nobody'), { token }), 400, { fields: ['side'] });

    const res = await t.api('GET', list(ORG, '/export?side=owner&status=ENDED'), { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount - 1).toBe(ended.total);
    expect(sheet.getRow(2).getCell(2).text).toBe(ended.items[0]!.propertyName);
  });
});

describe('who may', () => {
  it("another organisation's list and agreements answer as missing; finance and property roles are refused", async () => {
    const a = await seeded();
    const stranger = await rivalAdmin();
    expectHidden(await t.api('GET', list(ORG), { token: stranger }));
    expectHidden(await t.api('GET', `/api/partner-agreement/${a.id}`, { token: stranger }));
    expectHidden(
      await t.api('GET', `/api/partner-agreement/${a.id}/availability?from=${today}&to=${today}`, {
        token: stranger,
      }),
    );
    expectError(await t.api('GET', list(ORG), { token: await session('orgfinance@bookone.demo') }), 403);
    expectError(await t.api('GET', list(ORG), { token: await session.admin() }), 403);
    // The distributor cannot change the seeded agreement (the lodge's organisation granted it).
    const res = await t.api('PUT', `/api/partner-agreement/${a.id}`, {
      token: await orgAdmin(),
      body: {
        commissionPercentage: 50,
        status: 'ACTIVE',
        startDate: a.startDate,
        endDate: null,
        version: a.version,
      },
    });
    expectError(res, 403);
    expect((await seeded()).commissionPercentage).toBe(12.5);
  });
});

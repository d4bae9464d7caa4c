// Organisations and their properties (issue 10): the super admin's organisations (create, change, list, export,
// deactivate/activate), an organisation's property list (paging, sort, filters, export), new properties (NEW, they
// enter onboarding), plan and subscriptions, and deactivation: sign-in refused with the message AND the property's
// existing tokens revoked (the user's token version is bumped, so the auth gate refuses them: 401).
import type {
  Organisation,
  OrganisationPage,
  OrganisationProperty,
  OrganisationPropertyPage,
} from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { openForFile, openTenantsApp } from './demo-app';
import { expectError, insertUser } from './support';

const { t, session, rival, HARBOUR, DEMO_ORG: ORG } = await openForFile(openTenantsApp);

const superAdmin = () => session('superadmin@bookone.demo');
const orgAdmin = () => session('orgadmin@bookone.demo');

let seq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++seq}`;

async function createOrganisation(over: Record<string, unknown> = {}): Promise<Organisation> {
  const res = await t.api('POST', '/api/organisation', {
    token: await superAdmin(),
    body: { name: uniqueName('Org'), ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Organisation>();
}

const propertyBody = (over: Record<string, unknown> = {}) => ({
  name: uniqueName('Lodge'),
  businessType: 'Accommodation',
  localCurrency: 'NZD',
  timezone: 'Pacific/Auckland',
  ...over,
});

async function createProperty(organisationId: number, token: string, over: Record<string, unknown> = {}) {
  const res = await t.api('POST', `/api/organisation/${organisationId}/properties`, {
    token,
    body: propertyBody(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrganisationProperty>();
}

async function listProperties(organisationId: number, query: string, token?: string) {
  const res = await t.api('GET', `/api/organisation/${organisationId}/properties?${query}`, {
    token: token ?? (await orgAdmin()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrganisationPropertyPage>();
}

async function readSheet(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The platform's subscription catalogue (seeded: every SUBSCRIPTION_NAMES entry). */
async function catalogue() {
  const res = await t.api('GET', '/api/subscription?size=50', { token: await orgAdmin() });
  return res.json<{ items: { id: number }[] }>().items;
}

const signIn = (username: string) =>
  t.api('POST', '/api/user/login', { body: { username, password: 'Demo@2026' } });

describe('organisations (super admin)', () => {
  it('creates an organisation with the GroupUser fields, under the platform', async () => {
    const o = await createOrganisation({
      ownerName: 'Hemi Walker',
      email: 'hello@walker.example',
      mobile: '+64 21 000 111',
      countryCode: 'nz',
      countryName: 'New Zealand',
      currency: 'NZD',
      currencySymbol: '$',
      logoUrl: 'https://walker.example/logo.png',
      themePrimary: '#112233',
      themeSecondary: '#AABBCC',
      supportEmail: 'help@walker.example',
      facebook: 'https://facebook.com/walker',
    });
    expect(o).toMatchObject({
      parentOrganisationId: 1,
      ownerName: 'Hemi Walker',
      countryCode: 'NZ',
      currency: 'NZD',
      themePrimary: '#112233',
      status: 'ACTIVE',
      platform: false,
      propertyCount: 0,
      propertiesByPlan: [],
    });
    const got = await t.api('GET', `/api/organisation/${o.id}`, { token: await superAdmin() });
    expect(got.json<Organisation>().facebook).toBe('https://facebook.com/walker');
  });

  it('refuses a second organisation of the same name in any case (409 naming the field)', async () => {
    const o = await createOrganisation();
    const res = await t.api('POST', '/api/organisation', {
      token: await superAdmin(),
      body: { name: o.name.toUpperCase() },
    });
    const err = expectError(res, 409);
    expect(err.fields?.name).toBe('Already exists');
  });

  it('two super admins creating the same organisation at once: one 201, one 409 (the unique index decides)', async () => {
    const name = uniqueName('Race');
    const token = await superAdmin();
    const answers = await Promise.all(
      [name, name.toLowerCase()].map((n) => t.api('POST', '/api/organisation', { token, body: { name: n } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const res = await t.api('POST', '/api/organisation', {
      token: await superAdmin(),
      body: {
        name: '  ',
        email: 'not-an-email',
        themePrimary: 'blue',
        logoUrl: 'ftp://x',
        countryCode: 'NZL',
        currency: 'XYZ',
      },
    });
    const err = expectError(res, 400);
    expect(Object.keys(err.fields ?? {}).sort()).toEqual(
      ['countryCode', 'currency', 'email', 'logoUrl', 'name', 'themePrimary'].sort(),
    );
    expect(err.fields?.themePrimary).toBe('Use a colour such as #1A73E8');
  });

  it('is the super admin only: an organisation admin and a property admin get 403', async () => {
    for (const token of [await orgAdmin(), await session.admin()]) {
      expectError(await t.api('GET', '/api/organisation', { token }), 403);
      expectError(await t.api('POST', '/api/organisation', { token, body: { name: uniqueName('X') } }), 403);
      expectError(await t.api('GET', `/api/organisation/${ORG}`, { token }), 403);
      expectError(await t.api('POST', `/api/organisation/${ORG}/deactivate`, { token }), 403);
    }
  });

  it('lists with paging, sort, filter, search and counts the properties by plan', async () => {
    const token = await superAdmin();
    const page = (q: string) =>
      t.api('GET', `/api/organisation?${q}`, { token }).then((r) => r.json<OrganisationPage>());
    const all = await page('size=200');
    const demo = all.items.find((o) => o.id === ORG)!;
    expect(demo.propertyCount).toBeGreaterThan(0);
    expect(demo.propertiesByPlan.reduce((n, p) => n + p.count, 0)).toBe(demo.propertyCount);

    const byName = await page('size=2&sort=name&order=desc');
    expect(byName.items).toHaveLength(2);
    expect(byName.total).toBe(all.total);
    const names = all.items.map((o) => o.name.toLowerCase()).sort();
    expect(byName.items[0]!.name.toLowerCase()).toBe(names.at(-1));
    const second = await page('size=2&page=1&sort=name&order=desc');
    expect(second.items[0]!.id).not.toBe(byName.items[0]!.id);

    const biggest = await page('size=1&sort=propertyCount&order=desc');
    expect(biggest.items[0]!.propertyCount).toBe(Math.max(...all.items.map((o) => o.propertyCount)));

    const found = await page('search=hospitality');
    expect(found.items.map((o) => o.id)).toEqual([ORG]);

    const off = await createOrganisation();
    await t.api('POST', `/api/organisation/${off.id}/deactivate`, { token });
    const inactive = await page('status=INACTIVE&size=200');
    expect(inactive.items.map((o) => o.id)).toContain(off.id);
    expect(inactive.items.every((o) => o.status === 'INACTIVE')).toBe(true);

    expectError(await t.api('GET', '/api/organisation?sort=password', { token }), 400);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await t.api('GET', '/api/organisation/export?search=hospitality', {
      token: await superAdmin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toContain('Name');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Demo Hospitality Group');
  });

  it('changes an organisation (fields left out stay) and never deactivates the platform', async () => {
    const o = await createOrganisation({ ownerName: 'Before' });
    const res = await t.api('PUT', `/api/organisation/${o.id}`, {
      token: await superAdmin(),
      body: { supportName: 'Desk' },
    });
    expect(res.json<Organisation>()).toMatchObject({ ownerName: 'Before', supportName: 'Desk' });
    expectError(await t.api('POST', '/api/organisation/1/deactivate', { token: await superAdmin() }), 409);
    expectError(await t.api('GET', '/api/organisation/2147483647', { token: await superAdmin() }), 404);
  });

  it("deactivating an organisation signs its and its properties' users out and keeps them out until activated", async () => {
    const o = await createOrganisation();
    const p = await createProperty(o.id, await superAdmin());
    const admin = await insertUser(t, { roles: ['ORG_ADMIN'], organisationId: o.id });
    const staff = await insertUser(t, { roles: ['PROP_ADMIN'], organisationId: o.id, propertyId: p.id });
    const adminToken = await t.login(admin.username);
    const staffToken = await t.login(staff.username);

    const off = await t.api('POST', `/api/organisation/${o.id}/deactivate`, { token: await superAdmin() });
    expect(off.json<Organisation>().status).toBe('INACTIVE');
    expectError(await t.api('GET', `/api/user/findById/${admin.id}`, { token: adminToken }), 401);
    expectError(await t.api('GET', `/api/property/${p.id}`, { token: staffToken }), 401);
    for (const u of [admin, staff]) {
      const err = expectError(await signIn(u.username), 403);
      expect(err.message).toBe("Your organisation's account is deactivated: contact BookOne support");
    }
    // No new property in a deactivated organisation.
    expectError(
      await t.api('POST', `/api/organisation/${o.id}/properties`, {
        token: await superAdmin(),
        body: propertyBody(),
      }),
      409,
    );

    await t.api('POST', `/api/organisation/${o.id}/activate`, { token: await superAdmin() });
    expect((await signIn(staff.username)).statusCode).toBe(200);
  });
});

describe("an organisation's properties", () => {
  it('lists its properties with type, status, plan, subscriptions, rooms or services and last activity', async () => {
    const page = await listProperties(ORG, 'size=100');
    const harbour = page.items.find((p) => p.id === HARBOUR)!;
    expect(harbour).toMatchObject({ businessType: 'Accommodation', status: 'ACTIVE', organisationId: ORG });
    expect(harbour.resources).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(harbour.lastActivityAt))).toBe(false);
    expect(page.items.every((p) => p.organisationId === ORG)).toBe(true);
    expect(page.items.map((p) => p.id)).not.toContain(rival.propertyId);
  });

  it("answers another organisation's properties as missing (404), for reads and writes", async () => {
    const token = await orgAdmin();
    const foreign = expectError(
      await t.api('GET', `/api/organisation/${rival.organisationId}/properties`, { token }),
      404,
    );
    const missing = expectError(
      await t.api('GET', '/api/organisation/2147483647/properties', { token }),
      404,
    );
    expect(foreign.message).toBe(missing.message);
    expectError(await t.api('POST', `/api/property/deactivateBusiness/${rival.propertyId}`, { token }), 404);
    expectError(
      await t.api('PUT', `/api/property/${rival.propertyId}/plan`, { token, body: { plan: null } }),
      404,
    );
    expectError(
      await t.api('POST', `/api/organisation/${rival.organisationId}/properties`, {
        token,
        body: propertyBody(),
      }),
      404,
    );
    // Still active: the refused write changed nothing.
    const theirs = await listProperties(rival.organisationId, '', await superAdmin());
    expect(theirs.items[0]!.status).toBe('ACTIVE');
  });

  it('is for organisation and platform admins only (property staff and org finance: 403)', async () => {
    for (const token of [await session.admin(), await session('orgfinance@bookone.demo')]) {
      expectError(await t.api('GET', `/api/organisation/${ORG}/properties`, { token }), 403);
      expectError(await t.api('POST', `/api/property/deactivateBusiness/${HARBOUR}`, { token }), 403);
    }
  });

  it('creates a property that enters onboarding (NEW) with its plan and subscriptions', async () => {
    const subs = await catalogue();
    const p = await createProperty(ORG, await orgAdmin(), {
      plan: 'Business Premium',
      subscriptionIds: [subs[0]!.id],
      city: 'Napier',
    });
    expect(p).toMatchObject({
      propertyStatus: 'NEW',
      plan: 'Business Premium',
      status: 'ACTIVE',
      resources: 0,
    });
    expect(p.subscriptions.map((s) => s.id)).toEqual([subs[0]!.id]);
    const found = await listProperties(ORG, `search=${encodeURIComponent(p.name)}`);
    expect(found.items.map((i) => i.id)).toEqual([p.id]);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const res = await t.api('POST', `/api/organisation/${ORG}/properties`, {
      token: await orgAdmin(),
      body: {
        name: '',
        businessType: 'Castle',
        localCurrency: 'NZD',
        timezone: 'Mars/Olympus',
        plan: 'Gold',
      },
    });
    const err = expectError(res, 400);
    expect(Object.keys(err.fields ?? {}).sort()).toEqual(['businessType', 'name', 'plan', 'timezone']);
    const unknown = await t.api('POST', `/api/organisation/${ORG}/properties`, {
      token: await orgAdmin(),
      body: propertyBody({ subscriptionIds: [2147483647] }),
    });
    expect(expectError(unknown, 400).fields?.subscriptionIds).toBe('Unknown subscription');
  });

  it('changes the plan and replaces the subscriptions', async () => {
    const subs = await catalogue();
    const p = await createProperty(ORG, await orgAdmin(), { subscriptionIds: [subs[0]!.id] });
    const res = await t.api('PUT', `/api/property/${p.id}/plan`, {
      token: await orgAdmin(),
      body: { plan: 'Business Essentials', subscriptionIds: [subs[1]!.id, subs[2]!.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<OrganisationProperty>();
    expect(changed.plan).toBe('Business Essentials');
    expect(changed.subscriptions.map((s) => s.id).sort()).toEqual([subs[1]!.id, subs[2]!.id].sort());
  });

  it('pages, sorts, filters and exports', async () => {
    const all = await listProperties(ORG, 'size=200');
    const first = await listProperties(ORG, 'size=1&sort=name&order=desc');
    expect(first.total).toBe(all.total);
    const names = all.items.map((p) => p.name.toLowerCase()).sort();
    expect(first.items[0]!.name.toLowerCase()).toBe(names.at(-1));
    const spas = await listProperties(ORG, 'businessType=Services');
    expect(spas.items.length).toBeGreaterThan(0);
    expect(spas.items.every((p) => p.businessType === 'Services')).toBe(true);
    const news = await listProperties(ORG, 'propertyStatus=NEW&size=200');
    expect(news.items.every((p) => p.propertyStatus === 'NEW')).toBe(true);
    const recent = await listProperties(ORG, 'sort=lastActivityAt&order=desc&size=200');
    const times = recent.items.map((p) => p.lastActivityAt);
    expect([...times].sort().reverse()).toEqual(times);
    expectError(
      await t.api('GET', `/api/organisation/${ORG}/properties?status=GONE`, { token: await orgAdmin() }),
      400,
    );

    const res = await t.api('GET', `/api/organisation/${ORG}/properties/export?businessType=Accommodation`, {
      token: await orgAdmin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await readSheet(res.rawPayload);
    const accommodation = await listProperties(ORG, 'businessType=Accommodation&size=200');
    expect(rows).toHaveLength(accommodation.total + 1);
    expect(rows.slice(1).map((r) => r[1])).toContain('Harbour View Hotel');
  });

  it("deactivation refuses its users' sign-in with the message and their existing tokens; activation lets them in", async () => {
    const p = await createProperty(ORG, await orgAdmin());
    const staff = await insertUser(t, { roles: ['PROP_ADMIN'], organisationId: ORG, propertyId: p.id });
    const token = await t.login(staff.username);
    expect((await t.api('GET', `/api/property/${p.id}`, { token })).statusCode).toBe(200);

    const off = await t.api('POST', `/api/property/deactivateBusiness/${p.id}`, { token: await orgAdmin() });
    expect(off.json<OrganisationProperty>().status).toBe('INACTIVE');
    // The token issued before the deactivation no longer works anywhere.
    expectError(await t.api('GET', `/api/property/${p.id}`, { token }), 401);
    const refused = expectError(await signIn(staff.username), 403);
    expect(refused.message).toBe(
      'Your current subscription has expired, please pay your subscription fee to sign in again',
    );
    expect(refused.messageKey).toBe('validation.propertyInactive');
    // A wrong password still says only that: no hint that the account exists.
    const wrong = await t.api('POST', '/api/user/login', {
      body: { username: staff.username, password: 'Wrong#Pass2026' },
    });
    expect(wrong.statusCode).toBe(401);
    // Deactivating again changes nothing; the organisation's list shows it under INACTIVE.
    expect(
      (await t.api('POST', `/api/property/deactivateBusiness/${p.id}`, { token: await orgAdmin() }))
        .statusCode,
    ).toBe(200);
    const inactive = await listProperties(ORG, 'status=INACTIVE&size=200');
    expect(inactive.items.map((i) => i.id)).toContain(p.id);
    // Other properties' users are untouched.
    expect((await t.api('GET', `/api/property/${HARBOUR}`, { token: await session.desk() })).statusCode).toBe(
      200,
    );

    const on = await t.api('POST', `/api/property/activateBusiness/${p.id}`, { token: await orgAdmin() });
    expect(on.json<OrganisationProperty>().status).toBe('ACTIVE');
    const back = await signIn(staff.username);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('lets the super admin manage any organisation and read its counts by plan', async () => {
    const list = await listProperties(rival.organisationId, '', await superAdmin());
    expect(list.items.map((p) => p.id)).toEqual([rival.propertyId]);
    const counts = await t.api('GET', `/api/organisation/${rival.organisationId}/propertiesCountByPlan`, {
      token: await superAdmin(),
    });
    expect(counts.json()).toEqual([{ plan: 'Business Starter', count: 1 }]);
    expectError(
      await t.api('GET', `/api/organisation/${rival.organisationId}/propertiesCountByPlan`, {
        token: await orgAdmin(),
      }),
      404,
    );
  });
});

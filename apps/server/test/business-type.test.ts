// Business Type Config (issue 10): the platform's default types, an organisation's own settings over them (list,
// edit, reset), two admins racing on one type (one 409), the tenant rule, and onboarding offering only active types.
import type { BusinessTypeConfig, BusinessTypePage, OfferedBusinessType } from '@bookone/domain';
import { BUSINESS_TYPES } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, expectHidden, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let ORG: number;
let LODGE: number;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, DEMO_ORG: ORG } = app);
  LODGE = app.ids.property('Kauri Lodge');
});

const orgAdmin = () => session('orgadmin@bookone.demo');
const superAdmin = () => session('superadmin@bookone.demo');
const url = (org: number, key = '') => `/api/business-type/organisation/${org}${key ? `/${key}` : ''}`;

async function typeOf(org: number, key: string, token?: string): Promise<BusinessTypeConfig> {
  const res = await t.api('GET', url(org, key), { token: token ?? (await superAdmin()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BusinessTypeConfig>();
}

/** The type's settings as a PUT body, with changes. */
const bodyOf = (c: BusinessTypeConfig, over: Record<string, unknown> = {}) => ({
  labelEn: c.labelEn,
  labelFr: c.labelFr,
  locationTermEn: c.locationTermEn,
  locationTermFr: c.locationTermFr,
  resourceTermEn: c.resourceTermEn,
  resourceTermFr: c.resourceTermFr,
  modules: c.modules,
  active: c.active,
  version: c.version,
  ...over,
});

describe('the platform defaults', () => {
  it('lists the product types with labels, terms, modules and default menus, the organisation following them', async () => {
    const res = await t.api('GET', `${url(ORG)}?size=10`, { token: await orgAdmin() });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<BusinessTypePage>();
    expect(page.total).toBe(BUSINESS_TYPES.length);
    expect(page.items.map((i) => i.key)).toEqual([...BUSINESS_TYPES].sort());
    const services = page.items.find((i) => i.key === 'Services')!;
    expect(services).toMatchObject({
      labelFr: 'Services',
      resourceTermEn: 'Chair',
      resourceTermFr: 'Fauteuil',
      source: 'PLATFORM',
      version: 0,
      active: true,
      defaultMenus: { onboarding: 'onboardingBusiness', working: ['starter', 'essentials', 'premium'] },
    });
    // The demo organisation has two service businesses (the spa and the barbers).
    expect(services.properties).toBeGreaterThanOrEqual(2);
    const accommodation = page.items.find((i) => i.key === 'Accommodation')!;
    expect(accommodation.defaultMenus).toEqual({
      onboarding: 'onboardingProperty',
      working: ['accommodation'],
    });
    expect(accommodation.modules).toContain('bookings');
  });

  it('filters by active, searches the labels and terms, sorts on the server', async () => {
    const token = await orgAdmin();
    const search = await t.api('GET', `${url(ORG)}?search=fauteuil`, { token });
    expect(search.json<BusinessTypePage>().items.map((i) => i.key)).toEqual(['Services']);
    const sorted = await t.api('GET', `${url(ORG)}?sort=properties&order=desc`, { token });
    const counts = sorted.json<BusinessTypePage>().items.map((i) => i.properties);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const inactive = await t.api('GET', `${url(ORG)}?active=false`, { token });
    expect(inactive.json<BusinessTypePage>().total).toBe(0);
    expectError(await t.api('GET', `${url(ORG)}?sort=nothing`, { token }), 400, { fields: ['sort'] });
  });

  it('gives every signed-in user its organisation types for onboarding', async () => {
    const res = await t.api('GET', '/api/business-type', { token: await session.desk() });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<OfferedBusinessType[]>();
    expect(list.map((i) => i.key)).toEqual([...BUSINESS_TYPES]);
    expect(list[0]).toMatchObject({ key: 'Accommodation', resourceTermFr: 'Chambre' });
  });
});

describe("an organisation's own settings", () => {
  it('the organisation admin renames a type for its organisation only; the platform default stays', async () => {
    const before = await typeOf(ORG, 'Restaurant');
    const res = await t.api('PUT', url(ORG, 'Restaurant'), {
      token: await orgAdmin(),
      body: bodyOf(before, { labelEn: 'Bistro', labelFr: 'Bistrot', modules: ['reservations', 'orders'] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BusinessTypeConfig>()).toMatchObject({
      labelEn: 'Bistro',
      labelFr: 'Bistrot',
      modules: ['reservations', 'orders'],
      source: 'ORGANISATION',
      version: 1,
    });
    expect((await typeOf(1, 'Restaurant')).labelEn).toBe('Restaurant');
    expect((await typeOf(rival.organisationId, 'Restaurant')).labelEn).toBe('Restaurant');
    const offered = await t.api('GET', '/api/business-type', { token: await session.desk() });
    expect(offered.json<OfferedBusinessType[]>().find((i) => i.key === 'Restaurant')?.labelEn).toBe('Bistro');
  });

  it('two admins editing the same version: one wins, the other gets 409 and changes nothing', async () => {
    const before = await typeOf(ORG, 'Other');
    const [a, b] = await Promise.all([
      t.api('PUT', url(ORG, 'Other'), {
        token: await orgAdmin(),
        body: bodyOf(before, { labelEn: 'First' }),
      }),
      t.api('PUT', url(ORG, 'Other'), {
        token: await superAdmin(),
        body: bodyOf(before, { labelEn: 'Second' }),
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expectError(loser, 409, { fields: ['version'], message: /changed this meanwhile/ });
    const winner = (a.statusCode === 200 ? a : b).json<BusinessTypeConfig>().labelEn;
    expect((await typeOf(ORG, 'Other')).labelEn).toBe(winner);
    // A stale version of an own row is refused too.
    expectError(
      await t.api('PUT', url(ORG, 'Other'), {
        token: await orgAdmin(),
        body: bodyOf(before, { labelEn: 'Late' }),
      }),
      409,
    );
  });

  it('resets a type to the platform defaults, at the version read; the platform itself cannot be reset', async () => {
    const token = await orgAdmin();
    const own = await typeOf(ORG, 'Restaurant');
    expect(own.source).toBe('ORGANISATION');
    expectError(
      await t.api('DELETE', `${url(ORG, 'Restaurant')}?version=${own.version + 5}`, { token }),
      409,
    );
    const res = await t.api('DELETE', `${url(ORG, 'Restaurant')}?version=${own.version}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BusinessTypeConfig>()).toMatchObject({
      labelEn: 'Restaurant',
      source: 'PLATFORM',
      version: 0,
    });
    const platform = await typeOf(1, 'Restaurant');
    expectError(
      await t.api('DELETE', `${url(1, 'Restaurant')}?version=${platform.version}`, {
        token: await superAdmin(),
      }),
      409,
    );
  });

  it('refuses bad input with field messages', async () => {
    const c = await typeOf(ORG, 'Services');
    const res = await t.api('PUT', url(ORG, 'Services'), {
      token: await orgAdmin(),
      body: bodyOf(c, { labelEn: ' ', modules: [], resourceTermFr: 'x'.repeat(41) }),
    });
    expectError(res, 400, { fields: ['labelEn', 'modules', 'resourceTermFr'] });
    expectError(
      await t.api('PUT', url(ORG, 'Services'), {
        token: await orgAdmin(),
        body: bodyOf(c, { modules: ['bookings', 'bookings'] }),
      }),
      400,
      { fields: ['modules'] },
    );
    expectError(await t.api('GET', url(ORG, 'Spaceport'), { token: await orgAdmin() }), 400, {
      fields: ['key'],
    });
  });
});

describe('who may', () => {
  it("another organisation's types answer as missing; a property role may not write", async () => {
    const before = await typeOf(ORG, 'Services');
    const rivalToken = await t.login(rival.orgAdmin.username);
    expectHidden(await t.api('GET', url(ORG), { token: rivalToken }));
    expectHidden(
      await t.api('PUT', url(ORG, 'Services'), {
        token: rivalToken,
        body: bodyOf(before, { labelEn: 'Hijack' }),
      }),
    );
    expectError(
      await t.api('PUT', url(ORG, 'Services'), {
        token: await session.admin(),
        body: bodyOf(before, { labelEn: 'Hijack' }),
      }),
      403,
    );
    expect((await typeOf(ORG, 'Services')).labelEn).toBe(before.labelEn);
  });
});

describe('onboarding', () => {
  const business = (businessType: string) => ({
    name: 'Kauri Lodge',
    businessType,
    shortName: 'Kauri',
    email: 'hello@kaurilodge.demo',
    phone: '+64 9 402 7000',
    address: { addressLine1: '3 Marsden Road', city: 'Paihia', country: 'New Zealand' },
    timezone: 'Pacific/Auckland',
    localCurrency: 'NZD',
  });

  it('refuses a change to a type the organisation no longer offers, keeps a type already chosen', async () => {
    const token = await orgAdmin();
    const restaurant = await typeOf(ORG, 'Restaurant');
    const off = await t.api('PUT', url(ORG, 'Restaurant'), {
      token,
      body: bodyOf(restaurant, { active: false }),
    });
    expect(off.statusCode, off.body).toBe(200);
    const offered = await t.api('GET', '/api/business-type', { token: await session.desk() });
    expect(offered.json<OfferedBusinessType[]>().find((i) => i.key === 'Restaurant')?.active).toBe(false);

    const refused = await t.api('PUT', `/api/property/${LODGE}/onboarding/business`, {
      token,
      body: business('Restaurant'),
    });
    expectError(refused, 400, { fields: ['businessType'], message: /not offered/ });
    // The lodge is an accommodation: saving the step with its own type goes through.
    const kept = await t.api('PUT', `/api/property/${LODGE}/onboarding/business`, {
      token,
      body: business('Accommodation'),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // Another organisation still offers it (the platform's defaults).
    expect((await typeOf(rival.organisationId, 'Restaurant')).active).toBe(true);
  });
});

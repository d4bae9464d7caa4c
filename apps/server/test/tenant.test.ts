// The tenant rule: the platform reaches everything, an organisation user their organisation, a property user their
// property. Every endpoint that names a tenant (user id, username, organisation id, property id) is checked from
// both sides with a second organisation, "Rival Stays Ltd", that owns "Rival Inn".
import type { User } from '@bookone/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { appUser } from '../src/db/schema';
import { openTenantsApp, openForTests, type DemoIds, type Session } from './demo-app';
import type { TestApp } from './helpers';
import {
  expectDenied,
  expectError,
  expectHidden,
  fileUpload,
  propertySubscriptionIds,
  TINY_PNG,
  uniqueEmail,
  userRow,
  type ForeignTenant,
  type UserPage,
} from './support';

let t: TestApp;
let ids: DemoIds;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let SPA: number;
let DEMO_ORG: number;

openForTests(openTenantsApp, (app) => ({ t, ids, session, rival, HARBOUR, SPA, DEMO_ORG } = app));

const as = (username: string) => session(username);
const userCount = async () => (await t.db.select({ n: count() }).from(appUser))[0]!.n;

/** What a denied read must not reveal about each user it names. */
const secretsOf = (u: { username: string; firstName: string; lastName: string }) => [u.username, u.lastName];
const demo = {
  spaAdmin: { username: 'spa.admin@bookone.demo', firstName: 'Grace', lastName: 'Lee' },
  manager: { username: 'hotel.manager@bookone.demo', firstName: 'James', lastName: 'Wilson' },
  orgAdmin: { username: 'orgadmin@bookone.demo', firstName: 'Oliver', lastName: 'Bennett' },
};

describe('the foreign tenant works within itself (controls)', () => {
  it('its org admin reads its organisation, property and users', async () => {
    const token = await as(rival.orgAdmin.username);
    const org = await t.api('GET', `/api/user/organisation/${rival.organisationId}`, { token });
    expect(org.statusCode, org.body).toBe(200);
    expect(org.json<UserPage>().total).toBe(5);
    const prop = await t.api('GET', `/api/property/${rival.propertyId}`, { token });
    expect(prop.json()).toMatchObject({ name: 'Rival Inn', noOfRoomType: 1 });
    const user = await t.api('GET', `/api/user/findById/${rival.frontdesk.id}`, { token });
    expect(user.json<User>().lastName).toBe('Desk');
  });

  it('its property admin reads its property users', async () => {
    const res = await t.api('GET', `/api/property/${rival.propertyId}/users`, {
      token: await as(rival.propAdmin.username),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserPage>().total).toBe(3);
  });
});

describe('GET /api/user/findById/{userId} across tenants', () => {
  it.each([
    [
      'hotel.admin → a spa user (other property)',
      'hotel.admin@bookone.demo',
      () => ids.user(demo.spaAdmin.username),
      () => secretsOf(demo.spaAdmin),
    ],
    [
      'hotel.manager → a spa user',
      'hotel.manager@bookone.demo',
      () => ids.user(demo.spaAdmin.username),
      () => secretsOf(demo.spaAdmin),
    ],
    [
      'hotel.admin → the org admin (above the property)',
      'hotel.admin@bookone.demo',
      () => ids.user(demo.orgAdmin.username),
      () => secretsOf(demo.orgAdmin),
    ],
    [
      'org 2 admin → a rival user',
      'orgadmin@bookone.demo',
      () => rival.propAdmin.id,
      () => secretsOf(rival.propAdmin),
    ],
    [
      'org 2 support → a rival user',
      'orgsupport@bookone.demo',
      () => rival.manager.id,
      () => secretsOf(rival.manager),
    ],
  ])('%s: 404 as if missing', async (_label, who, target, hidden) => {
    const res = await t.api('GET', `/api/user/findById/${target()}`, { token: await as(who) });
    expectHidden(res, hidden());
  });

  it.each([
    ['rival org admin → hotel.manager', () => rival.orgAdmin.username],
    ['rival property admin → hotel.manager', () => rival.propAdmin.username],
    ['rival manager → hotel.manager', () => rival.manager.username],
  ])('%s: 404 as if missing', async (_label, who) => {
    const res = await t.api('GET', `/api/user/findById/${ids.user(demo.manager.username)}`, {
      token: await as(who()),
    });
    expectHidden(res, secretsOf(demo.manager));
  });
});

describe('GET /api/user/findByName/{userName} across tenants', () => {
  it('404s a property admin naming a user of another property', async () => {
    const res = await t.api('GET', `/api/user/findByName/${demo.spaAdmin.username}`, {
      token: await as('hotel.admin@bookone.demo'),
    });
    expectHidden(res, [demo.spaAdmin.lastName, demo.spaAdmin.firstName]);
  });

  it('404s a rival org admin naming an org 2 user, and the org 2 admin naming a rival user', async () => {
    expectHidden(
      await t.api('GET', `/api/user/findByName/${demo.orgAdmin.username}`, {
        token: await as(rival.orgAdmin.username),
      }),
      [demo.orgAdmin.lastName],
    );
    expectHidden(
      await t.api('GET', `/api/user/findByName/${rival.propAdmin.username}`, {
        token: await as(demo.orgAdmin.username),
      }),
      [rival.propAdmin.lastName],
    );
  });
});

describe('GET /api/user/findAll across tenants', () => {
  it('answers a rival org admin only their organisation', async () => {
    const res = await t.api('GET', '/api/user/findAll?size=200', {
      token: await as(rival.orgAdmin.username),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserPage>().total).toBe(5);
    expect(res.json<UserPage>().items.every((u) => u.organisationId === rival.organisationId)).toBe(true);
    expect(res.body).not.toContain('bookone.demo');
  });

  it('answers a rival property admin only their property', async () => {
    const res = await t.api('GET', '/api/user/findAll?size=200', {
      token: await as(rival.propAdmin.username),
    });
    expect(res.json<UserPage>().items.every((u) => u.propertyId === rival.propertyId)).toBe(true);
    expect(res.body).not.toContain(rival.orgAdmin.username);
  });

  it('answers the org 2 admin none of the rival users, even when searched for', async () => {
    const res = await t.api('GET', '/api/user/findAll?search=Rival&size=200', {
      token: await as('orgadmin@bookone.demo'),
    });
    expect(res.json()).toMatchObject({ total: 0, items: [] });
  });

  it('403s the front desk (permission)', async () => {
    expectDenied(
      await t.api('GET', '/api/user/findAll', { token: await as('hotel.frontdesk@bookone.demo') }),
      ['bookone.demo'],
    );
    expectDenied(await t.api('GET', '/api/user/findAll', { token: await as(rival.frontdesk.username) }), [
      'Rival',
    ]);
  });
});

describe('GET /api/user/organisation/{organizationId} across tenants', () => {
  it.each([
    ['rival org admin → org 2', () => rival.orgAdmin.username, () => DEMO_ORG],
    ['rival org finance → org 2', () => rival.orgFinance.username, () => DEMO_ORG],
    ['org 2 admin → rival org', () => 'orgadmin@bookone.demo', () => rival.organisationId],
    ['org 2 finance → rival org', () => 'orgfinance@bookone.demo', () => rival.organisationId],
    ['org 2 admin → the platform organisation', () => 'orgadmin@bookone.demo', () => 1],
  ])('%s: 404 as if missing', async (_label, who, orgId) => {
    const res = await t.api('GET', `/api/user/organisation/${orgId()}`, { token: await as(who()) });
    expectHidden(res, ['bookone.demo', 'Rival', 'test.example']);
  });
});

describe("a property's users across tenants", () => {
  const cases: [string, () => string, () => number][] = [
    ['rival org admin → Harbour View', () => rival.orgAdmin.username, () => HARBOUR],
    ['rival property admin → Harbour View', () => rival.propAdmin.username, () => HARBOUR],
    ['hotel.admin → the spa', () => 'hotel.admin@bookone.demo', () => SPA],
    ['hotel.manager → the spa', () => 'hotel.manager@bookone.demo', () => SPA],
    ['org 2 admin → Rival Inn', () => 'orgadmin@bookone.demo', () => rival.propertyId],
  ];
  for (const shape of ['/api/property/{id}/users', '/api/property/propertyId/{id}/users']) {
    it.each(cases)(`${shape}: %s: 404 as if missing`, async (_label, who, propertyId) => {
      const res = await t.api('GET', shape.replace('{id}', String(propertyId())), { token: await as(who()) });
      expectHidden(res, ['bookone.demo', 'Rival', 'test.example']);
    });
  }
});

describe('GET /api/property/{propertyId} across tenants', () => {
  it.each([
    [
      'hotel front desk → the spa',
      () => 'hotel.frontdesk@bookone.demo',
      () => SPA,
      ['Lotus', 'lotus-day-spa'],
    ],
    ['hotel.admin → the spa', () => 'hotel.admin@bookone.demo', () => SPA, ['Lotus']],
    ['rival org admin → Harbour View', () => rival.orgAdmin.username, () => HARBOUR, ['Harbour', 'Auckland']],
    ['rival front desk → Harbour View', () => rival.frontdesk.username, () => HARBOUR, ['Harbour']],
    [
      'org 2 admin → Rival Inn',
      () => 'orgadmin@bookone.demo',
      () => rival.propertyId,
      ['Rival Inn', 'rivalinn'],
    ],
  ] as [string, () => string, () => number, string[]][])(
    '%s: 404 as if missing',
    async (_label, who, propertyId, hidden) => {
      expectHidden(await t.api('GET', `/api/property/${propertyId()}`, { token: await as(who()) }), hidden);
    },
  );
});

describe('POST /api/user/signup (administrator creation) across tenants', () => {
  const body = (over: Record<string, unknown>) => ({
    email: uniqueEmail('placed'),
    password: 'Placed#2026',
    firstName: 'Placed',
    lastName: 'Person',
    roles: ['PROP_FRONTDESK'],
    ...over,
  });

  it.each([
    ['hotel.admin → at the spa', () => 'hotel.admin@bookone.demo', () => ({ propertyId: SPA })],
    ['rival org admin → at Harbour View', () => rival.orgAdmin.username, () => ({ propertyId: HARBOUR })],
    ['rival org admin → in org 2', () => rival.orgAdmin.username, () => ({ organisationId: DEMO_ORG })],
    [
      'org 2 admin → in the rival org',
      () => 'orgadmin@bookone.demo',
      () => ({ organisationId: rival.organisationId }),
    ],
    ['org 2 admin → at Rival Inn', () => 'orgadmin@bookone.demo', () => ({ propertyId: rival.propertyId })],
    [
      'rival property admin → at Harbour View',
      () => rival.propAdmin.username,
      () => ({ propertyId: HARBOUR }),
    ],
  ])('%s: refused as if missing, and no user is created', async (_label, who, where) => {
    const before = await userCount();
    const place = where();
    const res = await t.api('POST', '/api/user/signup', { token: await as(who()), body: body(place) });
    // The same answers as for a property or organisation that does not exist.
    if ('propertyId' in place) expectError(res, 400, { fields: ['propertyId'], message: 'No such property' });
    else expectHidden(res);
    expect(res.body).not.toMatch(/Harbour|Lotus|Rival Inn/);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/user/updateUser across tenants', () => {
  it.each([
    [
      'rival org admin renames hotel.manager',
      () => rival.orgAdmin.username,
      () => ids.user(demo.manager.username),
      { firstName: 'Hacked' },
    ],
    [
      'rival property admin disables hotel.manager',
      () => rival.propAdmin.username,
      () => ids.user(demo.manager.username),
      { enabled: false },
    ],
    [
      'hotel.admin renames the spa admin',
      () => 'hotel.admin@bookone.demo',
      () => ids.user(demo.spaAdmin.username),
      { firstName: 'Hacked' },
    ],
    [
      'hotel.admin re-roles the spa admin',
      () => 'hotel.admin@bookone.demo',
      () => ids.user(demo.spaAdmin.username),
      { roles: ['PROP_FRONTDESK'] },
    ],
    [
      'org 2 admin renames a rival user',
      () => 'orgadmin@bookone.demo',
      () => rival.manager.id,
      { firstName: 'Hacked' },
    ],
    [
      'org 2 admin takes a rival user’s email',
      () => 'orgadmin@bookone.demo',
      () => rival.frontdesk.id,
      { email: 'taken.over@test.example' },
    ],
  ] as [string, () => string, () => number, Record<string, unknown>][])(
    '%s: 404 as if missing, and nothing changes',
    async (_label, who, target, change) => {
      const before = await userRow(t, target());
      const res = await t.api('POST', '/api/user/updateUser', {
        token: await as(who()),
        body: { id: target(), ...change },
      });
      expectHidden(res, [before.username, before.lastName]);
      expect(await userRow(t, target())).toEqual(before);
    },
  );

  it('refuses moving a user of your own into another tenant (no such property), and nothing changes', async () => {
    const staff = ids.user('hotel.housekeeping@bookone.demo');
    const before = await userRow(t, staff);
    const orgAdmin = await as('orgadmin@bookone.demo');
    expectError(
      await t.api('POST', '/api/user/updateUser', {
        token: orgAdmin,
        body: { id: staff, propertyId: rival.propertyId },
      }),
      400,
      { fields: ['propertyId'], message: 'No such property' },
    );
    const hotelAdmin = await as('hotel.admin@bookone.demo');
    expectError(
      await t.api('POST', '/api/user/updateUser', {
        token: hotelAdmin,
        body: { id: staff, propertyId: SPA },
      }),
      400,
      { fields: ['propertyId'], message: 'No such property' },
    );
    expect(await userRow(t, staff)).toEqual(before);
  });
});

describe('POST /api/user/update across tenants', () => {
  it.each([
    ['rival org admin → hotel.manager', () => rival.orgAdmin.username, () => ids.user(demo.manager.username)],
    ['hotel.admin → the spa admin', () => 'hotel.admin@bookone.demo', () => ids.user(demo.spaAdmin.username)],
    ['org 2 admin → a rival user', () => 'orgadmin@bookone.demo', () => rival.frontdesk.id],
  ])('%s: 404 as if missing, and nothing changes', async (_label, who, target) => {
    const before = await userRow(t, target());
    const res = await t.api('POST', '/api/user/update', {
      token: await as(who()),
      body: { id: target(), firstName: 'Hacked', targetAmount: 1 },
    });
    expectHidden(res, [before.username, before.lastName]);
    expect(await userRow(t, target())).toEqual(before);
  });
});

describe('POST /api/user/updateProfilePic?userId across tenants', () => {
  it.each([
    ['hotel.admin → the spa admin', () => 'hotel.admin@bookone.demo', () => ids.user(demo.spaAdmin.username)],
    ['rival org admin → hotel.manager', () => rival.orgAdmin.username, () => ids.user(demo.manager.username)],
    ['org 2 admin → a rival user', () => 'orgadmin@bookone.demo', () => rival.propAdmin.id],
  ])('%s: 404 as if missing, and nothing changes', async (_label, who, target) => {
    const before = await userRow(t, target());
    const form = fileUpload('x.png', 'image/png', TINY_PNG);
    const res = await t.api('POST', `/api/user/updateProfilePic?userId=${target()}`, {
      token: await as(who()),
      body: form.body,
      headers: form.headers,
    });
    expectHidden(res, [before.username, before.lastName]);
    expect(await userRow(t, target())).toEqual(before);
  });
});

describe('POST /api/property/{propertyId}/addSubscription across tenants', () => {
  it.each([
    ['hotel.admin → the spa', () => 'hotel.admin@bookone.demo', () => SPA],
    ['rival org admin → Harbour View', () => rival.orgAdmin.username, () => HARBOUR],
    ['rival property admin → Harbour View', () => rival.propAdmin.username, () => HARBOUR],
    ['org 2 admin → Rival Inn', () => 'orgadmin@bookone.demo', () => rival.propertyId],
  ])('%s: 404 as if missing, and the subscriptions are unchanged', async (_label, who, propertyId) => {
    const username = who();
    const [user] = await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username));
    const before = await propertySubscriptionIds(t, propertyId());
    const res = await t.api('POST', `/api/property/${propertyId()}/addSubscription`, {
      token: await as(username),
      body: { name: 'SMS Host' },
      headers: { USER_ID: String(user!.id) },
    });
    expectHidden(res, ['Harbour', 'Lotus', 'Rival Inn', 'subscriptionList']);
    expect(await propertySubscriptionIds(t, propertyId())).toEqual(before);
  });
});

// Issue 10, users: each admin level hands out only what is below it (escalation → 403, nothing changed), another
// tenant's organisation or property answers as missing, disabling signs out everywhere, invitation and reset links
// are single-use, expiring and stored hashed, and the list filters, sorts, pages and exports on the server.
import { createHash } from 'node:crypto';

import type { PasswordLink, PasswordTokenCheck, SignupResponse, User } from '@bookone/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { appUser, userToken } from '../src/db/schema';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import {
  expectError,
  expectHidden,
  insertUser,
  type ForeignTenant,
  uniqueEmail,
  userRow,
  type UserPage,
} from './support';

let t: TestApp;
let session: Session;
let HARBOUR: number;
let SPA: number;
let DEMO_ORG: number;
let rival: ForeignTenant;

openForTests(openTenantsApp, (app) => ({ t, session, HARBOUR, SPA, DEMO_ORG, rival } = app));

const NEW_PASSWORD = 'Fresh#Start26';
const superAdmin = () => session('superadmin@bookone.demo');
const orgAdmin = () => session('orgadmin@bookone.demo');
const propAdmin = () => session.admin();
const secretOf = (link: PasswordLink) => link.path.split('/').pop() ?? '';
const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(appUser))[0]!.n;

async function invite(token: string, over: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/api/user/signup', {
    token,
    body: {
      email: uniqueEmail('invitee'),
      firstName: 'Ivy',
      lastName: 'Invitee',
      roles: ['PROP_FRONTDESK'],
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SignupResponse>();
}

describe('escalation: each admin level assigns only the roles and scopes below it', () => {
  it.each([
    { who: 'property admin', token: propAdmin, roles: ['ORG_ADMIN'] },
    { who: 'property admin', token: propAdmin, roles: ['PROP_FRONTDESK', 'SUPER_ADMIN'] },
    { who: 'organisation admin', token: orgAdmin, roles: ['SUPER_ADMIN'] },
    { who: 'organisation admin', token: orgAdmin, roles: ['CUST_SUPPORT'] },
    { who: 'organisation admin', token: orgAdmin, roles: ['USER'] },
  ])('signup: a $who creating $roles is 403 and creates nothing', async ({ token, roles }) => {
    const before = await userCount();
    const res = await t.api('POST', '/api/user/signup', {
      token: await token(),
      body: { email: uniqueEmail('esc'), firstName: 'E', lastName: 'Sc', roles, propertyId: HARBOUR },
    });
    expectError(res, 403);
    expect(await userCount()).toBe(before);
  });

  it('updateUser: a property admin raising a colleague to ORG_ADMIN or SUPER_ADMIN is 403, nothing changed', async () => {
    const desk = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const before = await userRow(t, desk.id);
    for (const roles of [['ORG_ADMIN'], ['SUPER_ADMIN'], ['USER']]) {
      const res = await t.api('POST', '/api/user/updateUser', {
        token: await propAdmin(),
        body: { id: desk.id, roles, firstName: 'Changed' },
      });
      expectError(res, 403);
    }
    expect(await userRow(t, desk.id)).toEqual(before);
  });

  it('update and profileUpdate: a user sending roles, organisation, property or enabled is 403, nothing changed', async () => {
    const desk = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const token = await t.login(desk.username);
    const before = await userRow(t, desk.id);
    const attempts = [
      { roles: ['SUPER_ADMIN'] },
      { organisationId: rival.organisationId },
      { propertyId: SPA },
      { enabled: true },
    ];
    for (const extra of attempts) {
      const upd = await t.api('POST', '/api/user/update', {
        token,
        body: { id: desk.id, firstName: 'Sneaky', ...extra },
      });
      expectError(upd, 403);
      const prof = await t.api('POST', '/api/user/profileUpdate', {
        token,
        body: { firstName: 'Sneaky', lastName: 'Desk', ...extra },
      });
      expectError(prof, 403);
    }
    expect(await userRow(t, desk.id)).toEqual(before);
  });

  it('update: an administrator raising their own discount caps or targets is 403, nothing changed', async () => {
    const admin = await insertUser(t, {
      roles: ['PROP_ADMIN'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const before = await userRow(t, admin.id);
    const res = await t.api('POST', '/api/user/update', {
      token: await t.login(admin.username),
      body: { id: admin.id, maxBookingDiscountPercentage: 100 },
    });
    expectError(res, 403);
    expect(await userRow(t, admin.id)).toEqual(before);
  });

  it('updateUser: an administrator moving themself to another property is 403', async () => {
    const admin = await insertUser(t, { roles: ['ORG_ADMIN'], organisationId: DEMO_ORG });
    const before = await userRow(t, admin.id);
    const res = await t.api('POST', '/api/user/updateUser', {
      token: await t.login(admin.username),
      body: { id: admin.id, propertyId: HARBOUR },
    });
    expectError(res, 403);
    expect(await userRow(t, admin.id)).toEqual(before);
  });

  it('a property role without a property is a 400 naming the property, for creation and update', async () => {
    const before = await userCount();
    const created = await t.api('POST', '/api/user/signup', {
      token: await orgAdmin(),
      body: { email: uniqueEmail('nowhere'), firstName: 'N', lastName: 'W', roles: ['PROP_FRONTDESK'] },
    });
    expectError(created, 400, { fields: ['propertyId'] });
    expect(await userCount()).toBe(before);
    const sales = await insertUser(t, { roles: ['ORG_SALES'], organisationId: DEMO_ORG });
    const updated = await t.api('POST', '/api/user/updateUser', {
      token: await orgAdmin(),
      body: { id: sales.id, roles: ['PROP_MANAGER'] },
    });
    expectError(updated, 400, { fields: ['propertyId'] });
    expect((await userRow(t, sales.id)).roles).toEqual(['ORG_SALES']);
  });

  it('the organisation admin creates an organisation role and a property role of its organisation', async () => {
    const sales = await invite(await orgAdmin(), { roles: ['ORG_SALES'], propertyId: undefined });
    expect(sales.user).toMatchObject({ roles: ['ORG_SALES'], organisationId: DEMO_ORG, propertyId: null });
    const desk = await invite(await orgAdmin(), { propertyId: SPA });
    expect(desk.user).toMatchObject({ organisationId: DEMO_ORG, propertyId: SPA });
  });
});

describe("another tenant's organisation or property answers as missing (decision 0008)", () => {
  it('signup into a foreign organisation is 404, into a foreign property is the 400 of an unknown one', async () => {
    const before = await userCount();
    const org = await t.api('POST', '/api/user/signup', {
      token: await orgAdmin(),
      body: {
        email: uniqueEmail('f'),
        firstName: 'F',
        lastName: 'O',
        roles: ['ORG_SALES'],
        organisationId: rival.organisationId,
      },
    });
    expectHidden(org, ['Rival']);
    const prop = await t.api('POST', '/api/user/signup', {
      token: await propAdmin(),
      body: {
        email: uniqueEmail('f'),
        firstName: 'F',
        lastName: 'P',
        roles: ['PROP_FRONTDESK'],
        propertyId: SPA,
      },
    });
    const unknown = await t.api('POST', '/api/user/signup', {
      token: await propAdmin(),
      body: {
        email: uniqueEmail('f'),
        firstName: 'F',
        lastName: 'P',
        roles: ['PROP_FRONTDESK'],
        propertyId: 999_999,
      },
    });
    expect(expectError(prop, 400, { fields: ['propertyId'] })).toEqual(expectError(unknown, 400));
    expect(await userCount()).toBe(before);
  });

  it('a foreign user is 404 to updateUser, invitation and reset, exactly as an unknown id', async () => {
    const before = await userRow(t, rival.frontdesk.id);
    for (const [method, url, body] of [
      ['POST', '/api/user/updateUser', { id: rival.frontdesk.id, enabled: false }],
      ['POST', `/api/user/${rival.frontdesk.id}/invitation`, undefined],
      ['POST', `/api/user/${rival.frontdesk.id}/passwordReset`, undefined],
    ] as const) {
      expectHidden(await t.api(method, url, { token: await orgAdmin(), body }), ['Rival']);
    }
    expectHidden(await t.api('POST', '/api/user/999999/passwordReset', { token: await orgAdmin() }));
    expect(await userRow(t, rival.frontdesk.id)).toEqual(before);
  });

  it("a list filter naming another tenant's organisation or property answers an empty page", async () => {
    for (const q of [`organisationId=${rival.organisationId}`, `propertyId=${rival.propertyId}`]) {
      const res = await t.api('GET', `/api/user/findAll?${q}`, { token: await orgAdmin() });
      expect(res.statusCode).toBe(200);
      expect(res.json<UserPage>()).toMatchObject({ items: [], total: 0 });
    }
  });
});

describe('disable signs the user out everywhere', () => {
  it('refuses the tokens issued before, and the password, until enabled again; old tokens stay dead', async () => {
    const desk = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const [a, b] = [await t.login(desk.username), await t.login(desk.username)];
    expect((await t.api('GET', `/api/user/findById/${desk.id}`, { token: a })).statusCode).toBe(200);
    const off = await t.api('POST', '/api/user/updateUser', {
      token: await propAdmin(),
      body: { id: desk.id, enabled: false },
    });
    expect(off.json<User>().enabled).toBe(false);
    for (const token of [a, b]) {
      expectError(await t.api('GET', `/api/user/findById/${desk.id}`, { token }), 401);
    }
    await expect(t.login(desk.username)).rejects.toThrow(/401/);
    await t.api('POST', '/api/user/updateUser', {
      token: await propAdmin(),
      body: { id: desk.id, enabled: true },
    });
    expectError(await t.api('GET', `/api/user/findById/${desk.id}`, { token: a }), 401);
    expect(await t.login(desk.username)).toEqual(expect.any(String));
  });
});

describe('invitation and reset links', () => {
  it('an invited user has no usable password until the link sets one; the link works once', async () => {
    const created = await invite(await propAdmin());
    expect(created.user).toMatchObject({ propertyId: HARBOUR, invitationPending: true });
    expect(created.invitation?.purpose).toBe('INVITE');
    expect(created.invitation?.path).toMatch(/^\/sessions\/set-password\/[\w-]{43}$/);
    const secret = secretOf(created.invitation!);

    const check = await t.api('GET', `/api/user/isUuidValid/${secret}`);
    expect(check.json<PasswordTokenCheck>()).toMatchObject({
      purpose: 'INVITE',
      username: created.user.username,
      firstName: 'Ivy',
    });

    const used = await t.api('POST', '/api/user/resetPassword', {
      body: { token: secret, password: NEW_PASSWORD },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(await t.login(created.user.username, NEW_PASSWORD)).toEqual(expect.any(String));
    expect((await userRow(t, created.user.id)).invitationPending).toBe(false);

    const again = await t.api('POST', '/api/user/resetPassword', {
      body: { token: secret, password: 'Other#Pass26' },
    });
    expectError(again, 400, { fields: ['token'] });
    expectError(await t.api('GET', `/api/user/isUuidValid/${secret}`), 400, { fields: ['token'] });
    await expect(t.login(created.user.username, 'Other#Pass26')).rejects.toThrow(/401/);
  });

  it('stores only the hash of the secret', async () => {
    const created = await invite(await propAdmin());
    const secret = secretOf(created.invitation!);
    const rows = await t.db.select().from(userToken).where(eq(userToken.userId, created.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('an expired link is refused and sets nothing', async () => {
    const created = await invite(await propAdmin());
    const secret = secretOf(created.invitation!);
    await t.db
      .update(userToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userToken.userId, created.user.id));
    const before = await userRow(t, created.user.id);
    expectError(await t.api('GET', `/api/user/isUuidValid/${secret}`), 400, { fields: ['token'] });
    const res = await t.api('POST', '/api/user/resetPassword', {
      body: { token: secret, password: NEW_PASSWORD },
    });
    expectError(res, 400, { fields: ['token'] });
    expect(await userRow(t, created.user.id)).toEqual(before);
  });

  it('two uses racing with one link: exactly one sets the password', async () => {
    const created = await invite(await propAdmin());
    const secret = secretOf(created.invitation!);
    const [a, b] = await Promise.all(
      ['Racer#One26', 'Racer#Two26'].map((password) =>
        t.api('POST', '/api/user/resetPassword', { body: { token: secret, password } }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 400]);
  });

  it('resending the invitation ends the earlier link; it is refused once a password is set', async () => {
    const created = await invite(await propAdmin());
    const first = secretOf(created.invitation!);
    const resent = await t.api('POST', `/api/user/${created.user.id}/invitation`, {
      token: await propAdmin(),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = secretOf(resent.json<PasswordLink>());
    expect(second).not.toBe(first);
    expectError(await t.api('GET', `/api/user/isUuidValid/${first}`), 400);
    expect(
      (await t.api('POST', '/api/user/resetPassword', { body: { token: second, password: NEW_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expectError(
      await t.api('POST', `/api/user/${created.user.id}/invitation`, { token: await propAdmin() }),
      409,
    );
  });

  it("an administrator's reset link sets a new password and ends the user's sessions", async () => {
    const desk = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const old = await t.login(desk.username);
    const res = await t.api('POST', `/api/user/${desk.id}/passwordReset`, { token: await propAdmin() });
    expect(res.json<PasswordLink>().purpose).toBe('RESET');
    expect(res.json<PasswordLink>().path).toMatch(/^\/sessions\/reset-password\/[\w-]{43}$/);
    // The password is kept until the link is used.
    expect((await t.api('GET', `/api/user/findById/${desk.id}`, { token: old })).statusCode).toBe(200);
    await t.api('POST', '/api/user/resetPassword', {
      body: { token: secretOf(res.json<PasswordLink>()), password: NEW_PASSWORD },
    });
    expectError(await t.api('GET', `/api/user/findById/${desk.id}`, { token: old }), 401);
    expect(await t.login(desk.username, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('a disabled user cannot use a link; a front desk cannot ask for one (403)', async () => {
    const created = await invite(await propAdmin());
    await t.api('POST', '/api/user/updateUser', {
      token: await propAdmin(),
      body: { id: created.user.id, enabled: false },
    });
    const res = await t.api('POST', '/api/user/resetPassword', {
      body: { token: secretOf(created.invitation!), password: NEW_PASSWORD },
    });
    expectError(res, 400, { fields: ['token'] });
    expectError(
      await t.api('POST', `/api/user/${created.user.id}/passwordReset`, { token: await session.desk() }),
      403,
    );
  });

  it('forgot password answers the same for a known and an unknown address; the known one gets one link a minute', async () => {
    const desk = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const known = await t.api('POST', '/api/user/forgotPassword', {
      body: { username: desk.username.toUpperCase() },
    });
    const unknown = await t.api('POST', '/api/user/forgotPassword', {
      body: { username: uniqueEmail('nobody') },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await t.api('POST', '/api/user/forgotPassword', { body: { username: desk.username } });
    const links = await t.db.select().from(userToken).where(eq(userToken.userId, desk.id));
    expect(links.map((l) => l.purpose)).toEqual(['RESET']);
  });

  it('400s a malformed link and a weak password, naming the field', async () => {
    expectError(await t.api('GET', '/api/user/isUuidValid/short'), 400);
    const created = await invite(await propAdmin());
    const res = await t.api('POST', '/api/user/resetPassword', {
      body: { token: secretOf(created.invitation!), password: 'weak' },
    });
    expectError(res, 400, { fields: ['password'] });
    expect((await t.api('GET', `/api/user/isUuidValid/${secretOf(created.invitation!)}`)).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/user/findAll and /api/user/export: filters, sort, paging, export', () => {
  const list = async (token: string, q: string) => {
    const res = await t.api('GET', `/api/user/findAll?${q}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UserPage>();
  };

  it('filters by role, property, enabled and search together, within the caller’s reach', async () => {
    const tag = `Zed${Date.now().toString(36)}`;
    await insertUser(t, {
      roles: ['PROP_MANAGER'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
      lastName: tag,
    });
    await insertUser(t, {
      roles: ['PROP_MANAGER'],
      organisationId: DEMO_ORG,
      propertyId: SPA,
      lastName: tag,
    });
    await insertUser(t, {
      roles: ['PROP_MANAGER'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
      lastName: tag,
      enabled: false,
    });
    await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
      lastName: tag,
    });
    const org = await orgAdmin();
    expect((await list(org, `search=${tag}`)).total).toBe(4);
    expect((await list(org, `search=${tag}&role=PROP_MANAGER`)).total).toBe(3);
    expect((await list(org, `search=${tag}&role=PROP_MANAGER&propertyId=${HARBOUR}`)).total).toBe(2);
    const enabled = await list(org, `search=${tag}&role=PROP_MANAGER&propertyId=${HARBOUR}&enabled=true`);
    expect(enabled.items.map((u) => u.enabled)).toEqual([true]);
    // The property admin sees only Harbour View, whatever it asks.
    expect((await list(await propAdmin(), `search=${tag}&propertyId=${SPA}`)).total).toBe(0);
    expect((await list(await propAdmin(), `search=${tag}`)).total).toBe(3);
  });

  it('sorts and pages on the server', async () => {
    const page0 = await list(await superAdmin(), 'sort=username&order=desc&size=3&page=0');
    const page1 = await list(await superAdmin(), 'sort=username&order=desc&size=3&page=1');
    const names = [...page0.items, ...page1.items].map((u) => u.username);
    expect(names).toEqual([...names].sort().reverse());
    expect(page0.items).toHaveLength(3);
    expect(page1.page).toBe(1);
    expect(new Set(names).size).toBe(6);
  });

  it('400s an unknown filter value', async () => {
    expectError(await t.api('GET', '/api/user/findAll?enabled=maybe', { token: await superAdmin() }), 400, {
      fields: ['enabled'],
    });
    expectError(await t.api('GET', '/api/user/findAll?role=KING', { token: await superAdmin() }), 400, {
      fields: ['role'],
    });
  });

  it('exports the filtered list as .xlsx, only within reach; 403 without user listing', async () => {
    const res = await t.api('GET', `/api/user/export?propertyId=${HARBOUR}&sort=username`, {
      token: await propAdmin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Users')!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toContain('Username');
    const listed = await list(await propAdmin(), `propertyId=${HARBOUR}&sort=username&size=200`);
    const usernames: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) usernames.push(row.getCell(2).value);
    });
    expect(usernames).toEqual(listed.items.map((u) => u.username));
    expectError(await t.api('GET', '/api/user/export', { token: await session.desk() }), 403);
  });
});

import { todayIn, type SignupResponse, type User } from '@bookone/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { appUser, property } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/modules/user/user.seed';
import { openDemoApp, openForTests, type DemoIds, type Session } from './demo-app';
import { DEMO_PASSWORD, type TestApp } from './helpers';
import {
  expectError,
  expectHidden,
  expectNoSecrets,
  insertUser,
  uniqueEmail,
  userRow,
  type UserPage,
} from './support';

let t: TestApp;
let ids: DemoIds;
let session: Session;
let HARBOUR: number;
let SPA: number;
let DEMO_ORG: number;

openForTests(openDemoApp, (app) => ({ t, ids, session, HARBOUR, SPA, DEMO_ORG } = app));

const as = (username: string) => session(username);
const harbourStaff = (role: 'PROP_FRONTDESK' | 'PROP_MANAGER' | 'PROP_HOUSEKEEPING' = 'PROP_FRONTDESK') =>
  insertUser(t, { roles: [role], organisationId: DEMO_ORG, propertyId: HARBOUR });
const userCount = async () => (await t.db.select({ n: count() }).from(appUser))[0]!.n;
const propertyCount = async () => (await t.db.select({ n: count() }).from(property))[0]!.n;

const signupBody = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail('owner'),
  password: 'Owner#2026',
  firstName: 'Olive',
  lastName: 'Owner',
  ...over,
});

describe('GET /api/user/findById/{userId}', () => {
  it('answers the caller themself, whatever their role, without secrets', async () => {
    const id = ids.user('hotel.frontdesk@bookone.demo');
    const res = await t.api('GET', `/api/user/findById/${id}`, {
      token: await as('hotel.frontdesk@bookone.demo'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      username: 'hotel.frontdesk@bookone.demo',
      email: 'hotel.frontdesk@bookone.demo',
      firstName: 'Emma',
      lastName: 'Brown',
      roles: ['PROP_FRONTDESK'],
      propertyId: HARBOUR,
      organisationId: DEMO_ORG,
      enabled: true,
    });
    expectNoSecrets(res);
  });

  it('answers a colleague to the property admin, with the target figures', async () => {
    const id = ids.user('hotel.manager@bookone.demo');
    const res = await t.api('GET', `/api/user/findById/${id}`, {
      token: await as('hotel.admin@bookone.demo'),
    });
    expect(res.statusCode).toBe(200);
    const year = todayIn('Pacific/Auckland').slice(0, 4);
    expect(res.json()).toMatchObject({
      firstName: 'James',
      targetStartDate: `${year}-01-01`,
      targetEndDate: `${year}-12-31`,
      targetAmount: 250000,
    });
  });

  it('answers any user of the organisation to an org role, and anyone to the super admin', async () => {
    const spa = ids.user('spa.admin@bookone.demo');
    expect(
      (
        await t.api('GET', `/api/user/findById/${spa}`, { token: await as('orgsupport@bookone.demo') })
      ).json(),
    ).toMatchObject({ id: spa, firstName: 'Grace' });
    const org = ids.user('orgadmin@bookone.demo');
    const res = await t.api('GET', `/api/user/findById/${org}`, {
      token: await as('superadmin@bookone.demo'),
    });
    expect(res.json()).toMatchObject({ id: org, roles: ['ORG_ADMIN'] });
  });

  it('403s a colleague to a role without user reading (front desk)', async () => {
    const res = await t.api('GET', `/api/user/findById/${ids.user('hotel.manager@bookone.demo')}`, {
      token: await as('hotel.frontdesk@bookone.demo'),
    });
    expect(expectError(res, 403)).toBeDefined();
    expect(res.body).not.toContain('James');
  });

  it('404s an unknown id and 400s an id that is not a positive number', async () => {
    const token = await as('superadmin@bookone.demo');
    expectError(await t.api('GET', '/api/user/findById/999999', { token }), 404);
    expectError(await t.api('GET', '/api/user/findById/abc', { token }), 400, { fields: ['userId'] });
    expectError(await t.api('GET', '/api/user/findById/0', { token }), 400, { fields: ['userId'] });
    expectError(await t.api('GET', '/api/user/findById/1.5', { token }), 400, { fields: ['userId'] });
  });
});

describe('GET /api/user/findByName/{userName}', () => {
  it('answers the user by username, case-insensitively', async () => {
    const token = await as('hotel.admin@bookone.demo');
    const res = await t.api('GET', '/api/user/findByName/hotel.manager%40bookone.demo', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.user('hotel.manager@bookone.demo'), firstName: 'James' });
    const upper = await t.api('GET', '/api/user/findByName/HOTEL.Manager@BookOne.demo', { token });
    expect(upper.json<User>().id).toBe(ids.user('hotel.manager@bookone.demo'));
    expectNoSecrets(res);
  });

  it('lets anyone look themselves up, but not a colleague without user reading', async () => {
    const token = await as('hotel.housekeeping@bookone.demo');
    const self = await t.api('GET', '/api/user/findByName/hotel.housekeeping@bookone.demo', { token });
    expect(self.json()).toMatchObject({ firstName: 'Tama' });
    const other = await t.api('GET', '/api/user/findByName/hotel.admin@bookone.demo', { token });
    expectError(other, 403);
    expect(other.body).not.toContain('Walker');
  });

  it('404s an unknown username', async () => {
    const res = await t.api('GET', '/api/user/findByName/nobody@bookone.demo', {
      token: await as('superadmin@bookone.demo'),
    });
    expectError(res, 404);
  });
});

describe('POST /api/user/signup: self signup', () => {
  it('201s a new owner with a token, a PROP_ADMIN of a NEW property under organisation 1', async () => {
    const email = uniqueEmail('Owner').replace('owner', 'Owner');
    const res = await t.api('POST', '/api/user/signup', {
      body: signupBody({
        email,
        propertyName: 'Sunny Studio',
        businessType: 'Services',
        phone: '+64 21 555 0199',
      }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<SignupResponse>();
    expect(body.user).toMatchObject({
      username: email.toLowerCase(),
      email,
      roles: ['PROP_ADMIN'],
      organisationId: 1,
      phone: '+64 21 555 0199',
    });
    expect(body.property).toMatchObject({
      id: body.user.propertyId,
      organisationId: 1,
      name: 'Sunny Studio',
      businessType: 'Services',
      propertyStatus: 'NEW',
      noOfRoomType: 0,
      subscriptionList: [],
    });
    expect(Date.parse(body.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expectNoSecrets(res);

    const me = await t.api('GET', `/api/user/findById/${body.user.id}`, { token: body.token ?? '' });
    expect(me.statusCode).toBe(200);
    const again = await t.api('POST', '/api/user/login', {
      body: { username: email, password: 'Owner#2026' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<SignupResponse>().property?.name).toBe('Sunny Studio');
  });

  it('names the business after the owner and makes it Accommodation when not told', async () => {
    const res = await t.api('POST', '/api/user/signup', {
      body: signupBody({ firstName: 'Ada', lastName: 'Lovel' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<SignupResponse>().property).toMatchObject({
      businessType: 'Accommodation',
      propertyStatus: 'NEW',
    });
    expect(res.json<SignupResponse>().property?.name).toContain('Ada');
  });

  it('accepts the phone and email forms of spec §5', async () => {
    for (const phone of ['+(64) 21-555.0100/1', '0215550100', '++64 9 555 0100']) {
      const res = await t.api('POST', '/api/user/signup', { body: signupBody({ phone }) });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(201);
    }
    const ipLiteral = `owner.${Date.now()}@[192.168.10.1]`;
    const res = await t.api('POST', '/api/user/signup', { body: signupBody({ email: ipLiteral }) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('409s an email that is taken, in any case, and creates nothing', async () => {
    const [users, props] = [await userCount(), await propertyCount()];
    const taken = await t.api('POST', '/api/user/signup', {
      body: signupBody({ email: 'hotel.admin@bookone.demo' }),
    });
    expectError(taken, 409, { fields: ['email'] });
    const upper = await t.api('POST', '/api/user/signup', {
      body: signupBody({ email: 'HOTEL.ADMIN@bookone.demo' }),
    });
    expectError(upper, 409, { fields: ['email'] });
    expect(await userCount()).toBe(users);
    expect(await propertyCount()).toBe(props);
  });

  it('403s a self signup that sets roles, organisation or property, and creates nothing', async () => {
    const before = await userCount();
    for (const extra of [{ roles: ['SUPER_ADMIN'] }, { organisationId: DEMO_ORG }, { propertyId: HARBOUR }]) {
      const res = await t.api('POST', '/api/user/signup', { body: signupBody(extra) });
      expectError(res, 403);
      expect(res.body).not.toContain('token');
    }
    expect(await userCount()).toBe(before);
  });

  it('400s missing fields and wrong types, naming each field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: undefined }, 'email'],
      [{ password: undefined }, 'password'],
      [{ firstName: undefined }, 'firstName'],
      [{ lastName: undefined }, 'lastName'],
      [{ firstName: '   ' }, 'firstName'],
      [{ email: 42 }, 'email'],
      [{ firstName: 7 }, 'firstName'],
      [{ phone: 5550100 }, 'phone'],
      [{ businessType: 'Spaceship' }, 'businessType'],
      [{ firstName: 'x'.repeat(61) }, 'firstName'],
    ];
    for (const [over, field] of cases) {
      expectError(await t.api('POST', '/api/user/signup', { body: signupBody(over) }), 400, {
        fields: [field],
      });
    }
  });

  it('400s an email, password or phone that breaks spec §5', async () => {
    for (const email of ['not-an-email', 'a@b', 'two@@example.com', 'space in@example.com', '@example.com']) {
      expectError(await t.api('POST', '/api/user/signup', { body: signupBody({ email }) }), 400, {
        fields: ['email'],
      });
    }
    // Too short, no uppercase, no lowercase, no digit, no special character from the list.
    for (const password of [
      'Ab#1xyz',
      'owner#2026',
      'OWNER#2026',
      'Owner#Pass',
      'Owner2026x',
      'Owner(2026)',
    ]) {
      expectError(await t.api('POST', '/api/user/signup', { body: signupBody({ password }) }), 400, {
        fields: ['password'],
      });
    }
    for (const phone of ['call me', '+64 (21) 555', '555-CALL', '+', '()']) {
      expectError(await t.api('POST', '/api/user/signup', { body: signupBody({ phone }) }), 400, {
        fields: ['phone'],
      });
    }
  });

  it('401s a bad token instead of treating the call as a self signup', async () => {
    const before = await userCount();
    const res = await t.api('POST', '/api/user/signup', { token: 'garbage', body: signupBody() });
    expectError(res, 401);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/user/signup: creation by an administrator', () => {
  it('the super admin creates an organisation admin; no token is answered', async () => {
    const body = signupBody({ roles: ['ORG_ADMIN'], organisationId: DEMO_ORG });
    const res = await t.api('POST', '/api/user/signup', { token: await as('superadmin@bookone.demo'), body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      user: { username: body.email, roles: ['ORG_ADMIN'], organisationId: DEMO_ORG, propertyId: null },
      property: null,
      token: null,
      expiresAt: null,
    });
    expectNoSecrets(res);
    expect(
      (await t.api('POST', '/api/user/login', { body: { username: body.email, password: body.password } }))
        .statusCode,
    ).toBe(200);
  });

  it('the org admin creates a manager at a property of the organisation', async () => {
    const res = await t.api('POST', '/api/user/signup', {
      token: await as('orgadmin@bookone.demo'),
      body: signupBody({
        roles: ['PROP_MANAGER'],
        propertyId: SPA,
        targetAmount: 1000,
        targetStartDate: '2026-03-01',
        targetEndDate: '2026-03-31',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SignupResponse>().user).toMatchObject({
      roles: ['PROP_MANAGER'],
      propertyId: SPA,
      organisationId: DEMO_ORG,
      targetAmount: 1000,
      targetStartDate: '2026-03-01',
    });
    expect(res.json<SignupResponse>().property).toMatchObject({ id: SPA, name: 'Lotus Day Spa' });
  });

  it('the property admin creates staff at their own property without naming it', async () => {
    const res = await t.api('POST', '/api/user/signup', {
      token: await as('hotel.admin@bookone.demo'),
      body: signupBody({ roles: ['PROP_FRONTDESK', 'PROP_HOUSEKEEPING'] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SignupResponse>().user).toMatchObject({
      roles: ['PROP_FRONTDESK', 'PROP_HOUSEKEEPING'],
      propertyId: HARBOUR,
      organisationId: DEMO_ORG,
    });
    expect(res.json<SignupResponse>().token).toBeNull();
  });

  it('403s a role above the creator, and creates nothing', async () => {
    const before = await userCount();
    const prop = await t.api('POST', '/api/user/signup', {
      token: await as('hotel.admin@bookone.demo'),
      body: signupBody({ roles: ['ORG_ADMIN'] }),
    });
    expect(expectError(prop, 403).message).toContain('ORG_ADMIN');
    expectError(
      await t.api('POST', '/api/user/signup', {
        token: await as('hotel.admin@bookone.demo'),
        body: signupBody({ roles: ['PROP_FRONTDESK', 'SUPER_ADMIN'] }),
      }),
      403,
    );
    expectError(
      await t.api('POST', '/api/user/signup', {
        token: await as('orgadmin@bookone.demo'),
        body: signupBody({ roles: ['SUPER_ADMIN'] }),
      }),
      403,
    );
    expect(await userCount()).toBe(before);
  });

  it('403s a caller who may not create users (manager, org support)', async () => {
    for (const who of ['hotel.manager@bookone.demo', 'orgsupport@bookone.demo']) {
      const res = await t.api('POST', '/api/user/signup', {
        token: await as(who),
        body: signupBody({ roles: ['PROP_FRONTDESK'] }),
      });
      expectError(res, 403);
    }
  });

  it('400s an administrator creation without roles, with an empty or unknown role', async () => {
    const token = await as('orgadmin@bookone.demo');
    expectError(
      await t.api('POST', '/api/user/signup', { token, body: signupBody({ propertyId: SPA }) }),
      400,
      {
        fields: ['roles'],
      },
    );
    expectError(await t.api('POST', '/api/user/signup', { token, body: signupBody({ roles: [] }) }), 400, {
      fields: ['roles'],
    });
    const unknown = expectError(
      await t.api('POST', '/api/user/signup', { token, body: signupBody({ roles: ['KING'] }) }),
      400,
    );
    expect(Object.keys(unknown.fields ?? {}).some((k) => k.startsWith('roles'))).toBe(true);
  });

  it('400s an unknown property, a property of another organisation than named, and a reversed target range', async () => {
    const token = await as('superadmin@bookone.demo');
    expectError(
      await t.api('POST', '/api/user/signup', {
        token,
        body: signupBody({ roles: ['PROP_MANAGER'], propertyId: 999999 }),
      }),
      400,
      { fields: ['propertyId'] },
    );
    expectError(
      await t.api('POST', '/api/user/signup', {
        token,
        body: signupBody({ roles: ['PROP_MANAGER'], propertyId: SPA, organisationId: 1 }),
      }),
      400,
      { fields: ['organisationId'] },
    );
    expectError(
      await t.api('POST', '/api/user/signup', {
        token,
        body: signupBody({
          roles: ['PROP_MANAGER'],
          targetStartDate: '2026-05-01',
          targetEndDate: '2026-04-01',
        }),
      }),
      400,
      { fields: ['targetEndDate'] },
    );
  });

  it('409s a taken email', async () => {
    const res = await t.api('POST', '/api/user/signup', {
      token: await as('orgadmin@bookone.demo'),
      body: signupBody({ email: 'spa.admin@bookone.demo', roles: ['PROP_MANAGER'], propertyId: SPA }),
    });
    expectError(res, 409, { fields: ['email'] });
  });
});

describe('POST /api/user/updateUser', () => {
  it("the property admin changes a staff member's details, roles and targets", async () => {
    const user = await harbourStaff();
    const token = await as('hotel.admin@bookone.demo');
    const res = await t.api('POST', '/api/user/updateUser', {
      token,
      body: {
        id: user.id,
        firstName: 'Renamed',
        lastName: 'Person',
        phone: '+64 9 555 0111',
        roles: ['PROP_MANAGER'],
        targetStartDate: '2026-02-01',
        targetEndDate: '2026-02-28',
        targetAmount: 5000,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    const read = await t.api('GET', `/api/user/findById/${user.id}`, { token });
    expect(read.json()).toMatchObject({
      firstName: 'Renamed',
      lastName: 'Person',
      phone: '+64 9 555 0111',
      roles: ['PROP_MANAGER'],
      targetStartDate: '2026-02-01',
      targetEndDate: '2026-02-28',
      targetAmount: 5000,
    });
  });

  it('changes the email and with it the username used to sign in', async () => {
    const user = await harbourStaff();
    const email = uniqueEmail('moved');
    const res = await t.api('POST', '/api/user/updateUser', {
      token: await as('orgadmin@bookone.demo'),
      body: { id: user.id, email: email.toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: email, email: email.toUpperCase() });
    expect(
      (await t.api('POST', '/api/user/login', { body: { username: email, password: DEMO_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expectError(
      await t.api('POST', '/api/user/login', { body: { username: user.username, password: DEMO_PASSWORD } }),
      401,
    );
  });

  it('409s an email that belongs to someone else, and changes nothing', async () => {
    const user = await harbourStaff();
    const before = await userRow(t, user.id);
    const res = await t.api('POST', '/api/user/updateUser', {
      token: await as('hotel.admin@bookone.demo'),
      body: { id: user.id, email: 'hotel.manager@bookone.demo', firstName: 'Nope' },
    });
    expectError(res, 409, { fields: ['email'] });
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('disables and re-enables an account', async () => {
    const user = await harbourStaff();
    const token = await as('hotel.admin@bookone.demo');
    const off = await t.api('POST', '/api/user/updateUser', { token, body: { id: user.id, enabled: false } });
    expect(off.json<User>().enabled).toBe(false);
    const login = () =>
      t.api('POST', '/api/user/login', { body: { username: user.username, password: DEMO_PASSWORD } });
    expectError(await login(), 401);
    const on = await t.api('POST', '/api/user/updateUser', { token, body: { id: user.id, enabled: true } });
    expect(on.json<User>().enabled).toBe(true);
    expect((await login()).statusCode).toBe(200);
  });

  it('the org admin moves a user to another property of the organisation', async () => {
    const user = await harbourStaff();
    const res = await t.api('POST', '/api/user/updateUser', {
      token: await as('orgadmin@bookone.demo'),
      body: { id: user.id, propertyId: SPA },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ propertyId: SPA, organisationId: DEMO_ORG });
  });

  it('answers the user unchanged when the body names only the id', async () => {
    const user = await harbourStaff();
    const before = await userRow(t, user.id);
    const res = await t.api('POST', '/api/user/updateUser', {
      token: await as('hotel.admin@bookone.demo'),
      body: { id: user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, firstName: before.firstName, roles: before.roles });
  });

  it('403s changing your own roles or disabling yourself, and changes nothing', async () => {
    const admin = await insertUser(t, {
      roles: ['PROP_ADMIN'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    const token = await t.login(admin.username);
    const before = await userRow(t, admin.id);
    expectError(
      await t.api('POST', '/api/user/updateUser', { token, body: { id: admin.id, roles: ['PROP_MANAGER'] } }),
      403,
    );
    expectError(
      await t.api('POST', '/api/user/updateUser', { token, body: { id: admin.id, enabled: false } }),
      403,
    );
    expect(await userRow(t, admin.id)).toEqual(before);
  });

  it('refuses a property admin handing out an org role or moving staff off the property, and changes nothing', async () => {
    const user = await harbourStaff();
    const before = await userRow(t, user.id);
    const token = await as('hotel.admin@bookone.demo');
    expectError(
      await t.api('POST', '/api/user/updateUser', { token, body: { id: user.id, roles: ['ORG_ADMIN'] } }),
      403,
    );
    // Another property is answered as one that does not exist.
    expectError(
      await t.api('POST', '/api/user/updateUser', { token, body: { id: user.id, propertyId: SPA } }),
      400,
      { fields: ['propertyId'], message: 'No such property' },
    );
    expectError(
      await t.api('POST', '/api/user/updateUser', { token, body: { id: user.id, propertyId: null } }),
      403,
    );
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('404s an org admin editing the super admin (outside its tenant), and 403s a manager editing anyone', async () => {
    const superId = ids.user('superadmin@bookone.demo');
    const before = await userRow(t, superId);
    expectHidden(
      await t.api('POST', '/api/user/updateUser', {
        token: await as('orgadmin@bookone.demo'),
        body: { id: superId, firstName: 'Hijacked' },
      }),
    );
    expect(await userRow(t, superId)).toEqual(before);
    const staff = await harbourStaff();
    expectError(
      await t.api('POST', '/api/user/updateUser', {
        token: await as('hotel.manager@bookone.demo'),
        body: { id: staff.id, firstName: 'Hijacked' },
      }),
      403,
    );
  });

  it('403s editing a user within reach who holds a role above the editor, and changes nothing', async () => {
    // Reach alone is not enough: an org admin may not manage a super admin who sits in their organisation, nor a
    // property admin an org role placed at their property.
    const superInOrg = await insertUser(t, { roles: ['SUPER_ADMIN'], organisationId: DEMO_ORG });
    const financeAtHotel = await insertUser(t, {
      roles: ['ORG_FINANCE'],
      organisationId: DEMO_ORG,
      propertyId: HARBOUR,
    });
    for (const [who, target] of [
      ['orgadmin@bookone.demo', superInOrg],
      ['hotel.admin@bookone.demo', financeAtHotel],
    ] as const) {
      const before = await userRow(t, target.id);
      const token = await as(who);
      expectError(
        await t.api('POST', '/api/user/updateUser', {
          token,
          body: { id: target.id, firstName: 'Demoted', enabled: false },
        }),
        403,
      );
      expectError(
        await t.api('POST', '/api/user/update', { token, body: { id: target.id, firstName: 'Demoted' } }),
        403,
      );
      expect(await userRow(t, target.id)).toEqual(before);
    }
  });

  it('400s a missing or mistyped id and invalid fields; 404s an unknown user', async () => {
    const token = await as('superadmin@bookone.demo');
    const post = (body: unknown) => t.api('POST', '/api/user/updateUser', { token, body });
    expectError(await post({ firstName: 'X' }), 400, { fields: ['id'] });
    expectError(await post({ id: '5' }), 400, { fields: ['id'] });
    const id = ids.user('hotel.manager@bookone.demo');
    expectError(await post({ id, email: 'nope' }), 400, { fields: ['email'] });
    expectError(await post({ id, phone: 'ring ring' }), 400, { fields: ['phone'] });
    expectError(await post({ id, roles: [] }), 400, { fields: ['roles'] });
    expectError(await post({ id, enabled: 'yes' }), 400, { fields: ['enabled'] });
    expectError(await post({ id, targetAmount: -1 }), 400, { fields: ['targetAmount'] });
    expectError(await post({ id, targetStartDate: '31/12/2026' }), 400, { fields: ['targetStartDate'] });
    expectError(await post({ id: 999999, firstName: 'Ghost' }), 404);
  });
});

describe('POST /api/user/update', () => {
  it('a user changes their own name and phone; null clears the phone', async () => {
    const user = await harbourStaff();
    const token = await t.login(user.username);
    const res = await t.api('POST', '/api/user/update', {
      token,
      body: { id: user.id, firstName: 'Selfie', phone: '021 555 0123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Selfie', lastName: user.lastName, phone: '021 555 0123' });
    const cleared = await t.api('POST', '/api/user/update', { token, body: { id: user.id, phone: null } });
    expect(cleared.json<User>().phone).toBeNull();
  });

  it('an administrator sets the targets of a user they manage', async () => {
    const user = await harbourStaff('PROP_MANAGER');
    const res = await t.api('POST', '/api/user/update', {
      token: await as('hotel.admin@bookone.demo'),
      body: {
        id: user.id,
        targetStartDate: '2026-07-01',
        targetEndDate: '2026-09-30',
        targetAmount: 42000.5,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      targetStartDate: '2026-07-01',
      targetEndDate: '2026-09-30',
      targetAmount: 42000.5,
    });
  });

  it('403s a user setting their own targets or editing a colleague, and changes nothing', async () => {
    const user = await harbourStaff('PROP_MANAGER');
    const colleague = await harbourStaff();
    const token = await t.login(user.username);
    const [mine, theirs] = [await userRow(t, user.id), await userRow(t, colleague.id)];
    expectError(
      await t.api('POST', '/api/user/update', { token, body: { id: user.id, targetAmount: 1e6 } }),
      403,
    );
    expectError(
      await t.api('POST', '/api/user/update', { token, body: { id: colleague.id, firstName: 'Changed' } }),
      403,
    );
    expect(await userRow(t, user.id)).toEqual(mine);
    expect(await userRow(t, colleague.id)).toEqual(theirs);
  });

  it('answers the user unchanged when the body names only the id', async () => {
    const user = await harbourStaff();
    const res = await t.api('POST', '/api/user/update', {
      token: await t.login(user.username),
      body: { id: user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, firstName: user.firstName });
  });

  it('403s roles or tenancy sent along (an escalation attempt), and changes nothing', async () => {
    const user = await harbourStaff();
    const before = await userRow(t, user.id);
    const res = await t.api('POST', '/api/user/update', {
      token: await t.login(user.username),
      body: { id: user.id, firstName: 'Sneaky', roles: ['SUPER_ADMIN'], propertyId: SPA, organisationId: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(await userRow(t, user.id)).toEqual(before);
  });

  it('400s a missing id, bad phone, bad target values and a reversed target range', async () => {
    const token = await as('hotel.admin@bookone.demo');
    const id = ids.user('hotel.manager@bookone.demo');
    const post = (body: unknown) => t.api('POST', '/api/user/update', { token, body });
    expectError(await post({ firstName: 'X' }), 400, { fields: ['id'] });
    expectError(await post({ id, phone: '12ab' }), 400, { fields: ['phone'] });
    expectError(await post({ id, firstName: '' }), 400, { fields: ['firstName'] });
    expectError(await post({ id, targetAmount: '100' }), 400, { fields: ['targetAmount'] });
    expectError(await post({ id, targetStartDate: '2026-06-01', targetEndDate: '2026-05-01' }), 400, {
      fields: ['targetEndDate'],
    });
  });
});

describe('POST /api/user/profileUpdate', () => {
  it("changes the caller's own profile", async () => {
    const user = await harbourStaff();
    const token = await t.login(user.username);
    const res = await t.api('POST', '/api/user/profileUpdate', {
      token,
      body: { firstName: 'Profile', lastName: 'Person', phone: '+64 27 555 0001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    const me = await t.api('GET', `/api/user/findById/${user.id}`, { token });
    expect(me.json()).toMatchObject({ firstName: 'Profile', lastName: 'Person', phone: '+64 27 555 0001' });
  });

  it('only ever changes the caller: an id in the body is ignored', async () => {
    const user = await harbourStaff();
    const managerId = ids.user('hotel.manager@bookone.demo');
    const before = await userRow(t, managerId);
    const res = await t.api('POST', '/api/user/profileUpdate', {
      token: await t.login(user.username),
      body: { id: managerId, firstName: 'Only', lastName: 'Me' },
    });
    expect(res.json()).toMatchObject({ id: user.id, firstName: 'Only' });
    expect(await userRow(t, managerId)).toEqual(before);
  });

  it('400s missing names, a blank or too long name, and a bad phone', async () => {
    const token = await as('hotel.marketing@bookone.demo');
    const post = (body: unknown) => t.api('POST', '/api/user/profileUpdate', { token, body });
    expectError(await post({ lastName: 'X' }), 400, { fields: ['firstName'] });
    expectError(await post({ firstName: 'X' }), 400, { fields: ['lastName'] });
    expectError(await post({ firstName: '  ', lastName: 'X' }), 400, { fields: ['firstName'] });
    expectError(await post({ firstName: 'X'.repeat(61), lastName: 'X' }), 400, { fields: ['firstName'] });
    expectError(await post({ firstName: 'X', lastName: 'Y', phone: 'phone' }), 400, { fields: ['phone'] });
    expectError(await post({ firstName: 1, lastName: 'Y' }), 400, { fields: ['firstName'] });
  });
});

describe('POST /api/user/updatePassword', () => {
  it('400s a wrong current password and keeps the old one', async () => {
    const user = await harbourStaff();
    const token = await t.login(user.username);
    const res = await t.api('POST', '/api/user/updatePassword', {
      token,
      body: { currentPassword: 'Not#TheOne1', newPassword: 'Brand#New2026' },
    });
    expectError(res, 400, { fields: ['currentPassword'] });
    expect((await t.api('GET', `/api/user/findById/${user.id}`, { token })).statusCode).toBe(200);
    await t.login(user.username); // the old password still works
  });

  it('400s a weak new password, a new password equal to the current one, and missing fields', async () => {
    const user = await harbourStaff();
    const token = await t.login(user.username);
    const post = (body: unknown) => t.api('POST', '/api/user/updatePassword', { token, body });
    for (const weak of ['shrt#A1', 'alllower#2026', 'NoDigits#Here', 'NoSpecial2026']) {
      expectError(await post({ currentPassword: DEMO_PASSWORD, newPassword: weak }), 400, {
        fields: ['newPassword'],
      });
    }
    expectError(await post({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }), 400, {
      fields: ['newPassword'],
    });
    expectError(await post({ newPassword: 'Brand#New2026' }), 400, { fields: ['currentPassword'] });
    expectError(await post({ currentPassword: DEMO_PASSWORD }), 400, { fields: ['newPassword'] });
    await t.login(user.username);
  });

  it('changes the password: the answered token works, the old token and old password do not', async () => {
    const user = await harbourStaff();
    const old = await t.login(user.username);
    const res = await t.api('POST', '/api/user/updatePassword', {
      token: old,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Brand#New2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; token: string; expiresAt: string }>();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'message', 'token']);
    expect((await t.api('GET', `/api/user/findById/${user.id}`, { token: body.token })).statusCode).toBe(200);
    expectError(await t.api('GET', `/api/user/findById/${user.id}`, { token: old }), 401);
    expect(
      (
        await t.api('POST', '/api/user/login', {
          body: { username: user.username, password: 'Brand#New2026' },
        })
      ).statusCode,
    ).toBe(200);
    expectError(
      await t.api('POST', '/api/user/login', { body: { username: user.username, password: DEMO_PASSWORD } }),
      401,
    );
  });
});

describe('GET /api/user/findAll', () => {
  const list = async (username: string, query = '') => {
    const res = await t.api('GET', `/api/user/findAll${query}`, { token: await as(username) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      items: {
        id: number;
        username: string;
        firstName: string;
        organisationId: number | null;
        propertyId: number | null;
        roles: string[];
      }[];
      total: number;
      page: number;
      size: number;
    }>();
  };

  it('pages the whole list for the super admin: page, size, total, ids ascending by default', async () => {
    const all = (await t.db.select({ n: count() }).from(appUser))[0]!.n;
    const first = await list('superadmin@bookone.demo', '?page=0&size=3');
    expect(first).toMatchObject({ page: 0, size: 3, total: all });
    expect(first.items).toHaveLength(3);
    const second = await list('superadmin@bookone.demo', '?page=1&size=3');
    expect(second.items).toHaveLength(3);
    const ids1 = first.items.map((u) => u.id);
    const ids2 = second.items.map((u) => u.id);
    expect([...ids1, ...ids2]).toEqual([...ids1, ...ids2].sort((a, b) => a - b));
    expect(ids2[0]).toBeGreaterThan(ids1[2]!);
    const beyond = await list('superadmin@bookone.demo', '?page=1000&size=3');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all);
    const defaults = await list('superadmin@bookone.demo');
    expect(defaults).toMatchObject({ page: 0, size: 25 });
  });

  it('sorts by a field in either order', async () => {
    const desc = await list(
      'superadmin@bookone.demo',
      '?search=bookone.demo&sort=firstName&order=desc&size=50',
    );
    const names = desc.items.map((u) => u.firstName);
    expect(names).toHaveLength(DEMO_ACCOUNTS.length);
    expect(names).toEqual([...names].sort().reverse());
    const asc = await list('superadmin@bookone.demo', '?search=bookone.demo&sort=username&size=50');
    const usernames = asc.items.map((u) => u.username);
    expect(usernames).toEqual([...usernames].sort());
  });

  it('searches username, first and last name, case-insensitively and literally', async () => {
    const hotel = await list('superadmin@bookone.demo', '?search=HOTEL.&size=50');
    expect(hotel.items.map((u) => u.username).sort()).toEqual([
      'hotel.admin@bookone.demo',
      'hotel.frontdesk@bookone.demo',
      'hotel.housekeeping@bookone.demo',
      'hotel.manager@bookone.demo',
      'hotel.marketing@bookone.demo',
    ]);
    expect(hotel.total).toBe(5);
    expect((await list('superadmin@bookone.demo', '?search=walker')).items.map((u) => u.username)).toEqual([
      'hotel.admin@bookone.demo',
    ]);
    expect((await list('superadmin@bookone.demo', '?search=Grace')).items.map((u) => u.username)).toEqual([
      'spa.admin@bookone.demo',
    ]);
    expect((await list('superadmin@bookone.demo', '?search=%25')).total).toBe(0);
  });

  it('filters by role', async () => {
    const admins = await list('superadmin@bookone.demo', '?role=PROP_ADMIN&search=bookone.demo&size=50');
    expect(admins.total).toBe(DEMO_ACCOUNTS.filter((a) => a.role === 'PROP_ADMIN').length);
    expect(admins.items.every((u) => u.roles.includes('PROP_ADMIN'))).toBe(true);
  });

  it('keeps an org role to its organisation', async () => {
    const inOrg = (
      await t.db.select({ n: count() }).from(appUser).where(eq(appUser.organisationId, DEMO_ORG))
    )[0]!.n;
    for (const who of ['orgadmin@bookone.demo', 'orgfinance@bookone.demo']) {
      const page = await list(who, '?size=200');
      expect(page.total).toBe(inOrg);
      expect(page.items).toHaveLength(inOrg);
      expect(page.items.every((u) => u.organisationId === DEMO_ORG)).toBe(true);
      expect(page.items.some((u) => u.username === 'superadmin@bookone.demo')).toBe(false);
    }
  });

  it('keeps a property admin to their property', async () => {
    const atHarbour = (
      await t.db.select({ n: count() }).from(appUser).where(eq(appUser.propertyId, HARBOUR))
    )[0]!.n;
    const page = await list('hotel.admin@bookone.demo', '?size=200');
    expect(page.total).toBe(atHarbour);
    expect(page.items.every((u) => u.propertyId === HARBOUR)).toBe(true);
    expect(page.items.some((u) => u.username === 'spa.admin@bookone.demo')).toBe(false);
    const spa = await list('spa.admin@bookone.demo', '?size=200');
    expect(spa.items.every((u) => u.propertyId === SPA)).toBe(true);
    expect(spa.items.map((u) => u.username)).toContain('spa.admin@bookone.demo');
  });

  it('403s roles without the permission', async () => {
    for (const who of [
      'hotel.frontdesk@bookone.demo',
      'hotel.manager@bookone.demo',
      'hotel.marketing@bookone.demo',
    ]) {
      const res = await t.api('GET', '/api/user/findAll', { token: await as(who) });
      expectError(res, 403);
      expect(res.body).not.toContain('bookone.demo');
    }
  });

  it('400s bad paging and sorting values, naming the parameter', async () => {
    const token = await as('superadmin@bookone.demo');
    const get = (q: string) => t.api('GET', `/api/user/findAll${q}`, { token });
    expectError(await get('?size=0'), 400, { fields: ['size'] });
    expectError(await get('?size=201'), 400, { fields: ['size'] });
    expectError(await get('?page=-1'), 400, { fields: ['page'] });
    expectError(await get('?page=two'), 400, { fields: ['page'] });
    expectError(await get('?sort=passwordHash'), 400, { fields: ['sort'] });
    expectError(await get('?order=sideways'), 400, { fields: ['order'] });
    expectError(await get('?role=KING'), 400, { fields: ['role'] });
  });
});

describe('GET /api/user/organisation/{organizationId}', () => {
  it("answers the organisation's users to its org roles and to the super admin", async () => {
    const inOrg = (
      await t.db.select({ n: count() }).from(appUser).where(eq(appUser.organisationId, DEMO_ORG))
    )[0]!.n;
    for (const who of ['orgadmin@bookone.demo', 'orgsupport@bookone.demo', 'superadmin@bookone.demo']) {
      const res = await t.api('GET', `/api/user/organisation/${DEMO_ORG}?size=200`, { token: await as(who) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<UserPage>().total).toBe(inOrg);
      expect(res.json<UserPage>().items.every((u) => u.organisationId === DEMO_ORG)).toBe(true);
      expectNoSecrets(res);
    }
    const platform = await t.api('GET', '/api/user/organisation/1', {
      token: await as('superadmin@bookone.demo'),
    });
    expect(platform.json<UserPage>().items.map((u) => u.username)).toContain('superadmin@bookone.demo');
  });

  it('pages and searches', async () => {
    const token = await as('orgadmin@bookone.demo');
    const page = await t.api('GET', `/api/user/organisation/${DEMO_ORG}?size=2&page=1&sort=username`, {
      token,
    });
    expect(page.json()).toMatchObject({ page: 1, size: 2 });
    expect(page.json<UserPage>().items).toHaveLength(2);
    const search = await t.api('GET', `/api/user/organisation/${DEMO_ORG}?search=barber`, { token });
    expect(search.json<UserPage>().items.map((u) => u.username)).toEqual(['barber.admin@bookone.demo']);
  });

  it('403s property roles (permission)', async () => {
    const res = await t.api('GET', `/api/user/organisation/${DEMO_ORG}`, {
      token: await as('hotel.admin@bookone.demo'),
    });
    expectError(res, 403);
    expect(res.body).not.toContain('bookone.demo');
  });

  it('400s an id that is not a positive number', async () => {
    const token = await as('orgadmin@bookone.demo');
    expectError(await t.api('GET', '/api/user/organisation/two', { token }), 400, {
      fields: ['organizationId'],
    });
    expectError(await t.api('GET', `/api/user/organisation/${DEMO_ORG}?size=0`, { token }), 400, {
      fields: ['size'],
    });
  });
});

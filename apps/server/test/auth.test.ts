import type { LoginResponse, User } from '@bookone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, DEMO_PASSWORD, JWT_SECRET, signToken, type TestApp } from './helpers';
import { demoIds, expectError, expectNoSecrets, insertUser, sessions, uniqueIp, userRow } from './support';

const INVALID = 'Invalid username or password';
const now = () => Math.floor(Date.now() / 1000);

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let session: ReturnType<typeof sessions>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  session = sessions(t);
});
afterAll(() => t.close());

/** A login call; failures come from their own address so that they never add up to an address block. */
const login = (body: unknown, ip = uniqueIp()) =>
  t.api('POST', '/api/user/login', { body, headers: { 'x-forwarded-for': ip } });

describe('POST /api/user/login', () => {
  it('answers a token, the user with roles and the property as the session keeps it', async () => {
    const res = await login({ username: 'hotel.admin@bookone.demo', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.token.split('.')).toHaveLength(3);
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 61 * 60_000);
    expect(body.user).toMatchObject({
      id: ids.user('hotel.admin@bookone.demo'),
      username: 'hotel.admin@bookone.demo',
      firstName: 'Hana',
      lastName: 'Walker',
      roles: ['PROP_ADMIN'],
      organisationId: ids.organisation('Demo Hospitality Group'),
      propertyId: ids.property('Harbour View Hotel'),
      enabled: true,
    });
    expect(body.property).toMatchObject({
      id: ids.property('Harbour View Hotel'),
      name: 'Harbour View Hotel',
      businessType: 'Accommodation',
      propertyStatus: 'COMPLETED',
      plan: 'Business Essentials',
      noOfRoomType: 4,
      localCurrency: 'NZD',
    });
    expect(body.property?.subscriptionList.map((s) => s.name)).toEqual([
      'Booking Engine',
      'Channel Management',
      'Payment Link',
    ]);
    expect(body.property?.taxDetails?.taxSlabsList).toHaveLength(3);
    expectNoSecrets(res);
  });

  it('the token it answers opens the API for that user', async () => {
    const res = await login({ username: 'hotel.frontdesk@bookone.demo', password: DEMO_PASSWORD });
    const { token, user } = res.json<LoginResponse>();
    const me = await t.api('GET', `/api/user/findById/${user.id}`, { token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, username: 'hotel.frontdesk@bookone.demo' });
  });

  it('reports a property without room types as 0 and without subscriptions as an empty list', async () => {
    const res = await login({ username: 'motel.admin@bookone.demo', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json<LoginResponse>().property).toMatchObject({
      name: 'Pine Motel',
      businessType: 'Accommodation',
      noOfRoomType: 0,
      subscriptionList: [],
    });
  });

  it('answers the business type, status and plan of a non-accommodation and a NEW property', async () => {
    const spa = await login({ username: 'spa.admin@bookone.demo', password: DEMO_PASSWORD });
    expect(spa.json<LoginResponse>().property).toMatchObject({
      name: 'Lotus Day Spa',
      businessType: 'Services',
      propertyStatus: 'COMPLETED',
      plan: 'Business Premium',
    });
    const lodge = await login({ username: 'lodge.admin@bookone.demo', password: DEMO_PASSWORD });
    expect(lodge.json<LoginResponse>().property).toMatchObject({
      name: 'Kauri Lodge',
      propertyStatus: 'NEW',
      plan: null,
    });
  });

  it('answers no property for platform staff', async () => {
    const res = await login({ username: 'superadmin@bookone.demo', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json<LoginResponse>().user).toMatchObject({
      roles: ['SUPER_ADMIN'],
      organisationId: 1,
      propertyId: null,
    });
    expect(res.json<LoginResponse>().property).toBeNull();
    expectNoSecrets(res);
  });

  it('treats the username case-insensitively and ignores surrounding spaces', async () => {
    const res = await login({ username: '  Hotel.ADMIN@BookOne.Demo ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json<LoginResponse>().user.id).toBe(ids.user('hotel.admin@bookone.demo'));
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = expectError(
      await login({ username: 'hotel.admin@bookone.demo', password: 'Wrong@2026' }),
      401,
    );
    expect(wrong.message).toBe(INVALID);
    const unknown = expectError(
      await login({ username: 'nobody@bookone.demo', password: DEMO_PASSWORD }),
      401,
    );
    expect(unknown).toEqual(wrong);
  });

  it('treats the password case-sensitively', async () => {
    expectError(await login({ username: 'hotel.admin@bookone.demo', password: 'demo@2026' }), 401, {
      message: INVALID,
    });
  });

  it('refuses a disabled user even with the right password, with the same message', async () => {
    const user = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: 2,
      propertyId: 1,
      enabled: false,
    });
    expectError(await login({ username: user.username, password: DEMO_PASSWORD }), 401, { message: INVALID });
  });

  it('400s a body without username or password, naming the field', async () => {
    expectError(await login({ password: DEMO_PASSWORD }), 400, { fields: ['username'] });
    expectError(await login({ username: 'hotel.admin@bookone.demo' }), 400, { fields: ['password'] });
    expectError(await login({ username: '   ', password: DEMO_PASSWORD }), 400, { fields: ['username'] });
    expectError(await login({ username: 'hotel.admin@bookone.demo', password: '' }), 400, {
      fields: ['password'],
    });
  });

  it('400s wrong types, naming the field', async () => {
    expectError(await login({ username: 42, password: DEMO_PASSWORD }), 400, { fields: ['username'] });
    expectError(await login({ username: 'hotel.admin@bookone.demo', password: ['x'] }), 400, {
      fields: ['password'],
    });
  });
});

describe('APP_ID header', () => {
  it('400s a call without it, naming the header, before looking at the token', async () => {
    const token = await session('hotel.admin@bookone.demo');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/findById/${ids.user('hotel.admin@bookone.demo')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = expectError(res, 400, { fields: ['APP_ID'] });
    expect(body.message).toContain('APP_ID');
    expect(res.body).not.toContain('Hana');

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/subscription' });
    expectError(anonymous, 400, { fields: ['APP_ID'] });
  });

  it('400s a wrong value, including a different case', async () => {
    for (const value of ['OTHER_APP', 'bookone_web_app', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { APP_ID: value },
        payload: { username: 'hotel.admin@bookone.demo', password: DEMO_PASSWORD },
      });
      expect(expectError(res, 400, { fields: ['APP_ID'] }).message).toContain('APP_ID');
      expect(res.body).not.toContain('token');
    }
  });

  it('guards a percent-encoded /api path like the plain one', async () => {
    const token = await session('hotel.frontdesk@bookone.demo');
    const noAppId = await t.app.inject({
      method: 'GET',
      url: '/%61pi/user/findAll',
      headers: { authorization: `Bearer ${token}` },
    });
    expectError(noAppId, 400, { fields: ['APP_ID'] });
    // The route's permission applies too: the front desk may not list users, whichever spelling of the path.
    expectError(await t.api('GET', '/%61pi/user/findAll', { token }), 403);
    const self = await t.api('GET', `/%61pi/user/findById/${ids.user('hotel.frontdesk@bookone.demo')}`, {
      token,
    });
    expect(self.statusCode).toBe(200);
  });
});

describe('API documentation', () => {
  it('serves the Swagger UI at /api/docs without APP_ID', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Swagger UI');
  });

  it('serves the OpenAPI document listing the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, object> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/user/login']).toHaveProperty('post');
    expect(doc.paths['/api/user/findById/{userId}']).toHaveProperty('get');
    expect(doc.paths['/api/subscription']).toHaveProperty('post');
    expect(doc.paths['/api/property/{propertyId}/addSubscription']).toHaveProperty('post');
  });
});

describe('bearer tokens', () => {
  const findSelf = (token: string | undefined, id: number, authorization?: string) =>
    t.api('GET', `/api/user/findById/${id}`, {
      ...(token ? { token } : {}),
      ...(authorization ? { headers: { authorization } } : {}),
    });

  it('401s a call without a token', async () => {
    expectError(await findSelf(undefined, ids.user('hotel.admin@bookone.demo')), 401);
  });

  it('401s garbage and a header that is not Bearer', async () => {
    const id = ids.user('hotel.admin@bookone.demo');
    expectError(await findSelf('not-a-token', id), 401);
    expectError(await findSelf('aaa.bbb.ccc', id), 401);
    const real = await session('hotel.admin@bookone.demo');
    expectError(await findSelf(undefined, id, `Basic ${real}`), 401);
    expectError(await findSelf(undefined, id, 'Bearer'), 401);
    // A real token with its signature cut off.
    expectError(await findSelf(real.split('.').slice(0, 2).join('.') + '.', id), 401);
  });

  it('401s an expired token, while the same claims unexpired are accepted', async () => {
    const id = ids.user('hotel.admin@bookone.demo');
    const fresh = signToken({ sub: String(id), ver: 0, iat: now(), exp: now() + 600 });
    expect((await findSelf(fresh, id)).statusCode).toBe(200);
    const expired = signToken({ sub: String(id), ver: 0, iat: now() - 7200, exp: now() - 3600 });
    expectError(await findSelf(expired, id), 401);
  });

  it('401s a token signed with another secret', async () => {
    const id = ids.user('hotel.admin@bookone.demo');
    const claims = { sub: String(id), ver: 0, iat: now(), exp: now() + 600 };
    expect((await findSelf(signToken(claims, JWT_SECRET), id)).statusCode).toBe(200);
    const forged = signToken(claims, 'another-secret-that-is-long-enough-for-hs256!');
    expectError(await findSelf(forged, id), 401);
  });

  it('401s an unsigned (alg none) token', async () => {
    const id = ids.user('superadmin@bookone.demo');
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: String(id), ver: 0, exp: now() + 600 })}.`;
    expectError(await findSelf(none, id), 401);
  });

  it('401s a well-signed token for no user, or without a token version', async () => {
    const id = ids.user('hotel.admin@bookone.demo');
    expectError(await findSelf(signToken({ sub: '999999', ver: 0, exp: now() + 600 }), 999999), 401);
    expectError(await findSelf(signToken({ sub: String(id), exp: now() + 600 }), id), 401);
    expectError(await findSelf(signToken({ sub: 'hotel.admin', ver: 0, exp: now() + 600 }), id), 401);
  });

  it('401s a token whose version no longer matches after a password change', async () => {
    const user = await insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: 2, propertyId: 1 });
    const before = await t.login(user.username);
    expect((await findSelf(before, user.id)).statusCode).toBe(200);
    const handMade = signToken({ sub: String(user.id), ver: 0, exp: now() + 600 });

    const change = await t.api('POST', '/api/user/updatePassword', {
      token: before,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh#Pass2026' },
    });
    expect(change.statusCode).toBe(200);
    expect((await userRow(t, user.id)).tokenVersion).toBe(1);

    expectError(await findSelf(before, user.id), 401);
    expectError(await findSelf(handMade, user.id), 401);
    expect((await findSelf(change.json<{ token: string }>().token, user.id)).statusCode).toBe(200);
  });

  it('401s the existing token of a user an administrator disabled', async () => {
    const user = await insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: 2, propertyId: 1 });
    const token = await t.login(user.username);
    const admin = await session('hotel.admin@bookone.demo');
    const off = await t.api('POST', '/api/user/updateUser', {
      token: admin,
      body: { id: user.id, enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<User>().enabled).toBe(false);
    expectError(await findSelf(token, user.id), 401);
  });
});

// Tokens the API must refuse although they carry our signature (issue 9, defects 6 and 11): a token issued before
// an account was disabled, one without an expiry, one signed with another HMAC algorithm and the same secret, and
// one whose subject is not the canonical positive integer we sign.
import { createHmac } from 'node:crypto';

import type { User } from '@bookone/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestApp, JWT_SECRET, type TestApp } from './helpers';
import { expectError, insertUser, sessions } from './support';

const now = () => Math.floor(Date.now() / 1000);

let t: TestApp;
let session: ReturnType<typeof sessions>;

beforeAll(async () => {
  t = await createTestApp();
  session = sessions(t);
});
afterAll(() => t.close());

const HMAC = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' } as const;

/** A token signed by hand with our secret, under any header and claims. */
function craft(claims: Record<string, unknown>, alg: keyof typeof HMAC = 'HS256') {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const signed = `${enc({ alg, typ: 'JWT' })}.${enc(claims)}`;
  return `${signed}.${createHmac(HMAC[alg], JWT_SECRET).update(signed).digest('base64url')}`;
}

const findSelf = (token: string, id: number) => t.api('GET', `/api/user/findById/${id}`, { token });

const freshUser = () => insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: 2, propertyId: 1 });

describe('token claims and algorithm', () => {
  it('accepts the well-formed token the refusals below are variations of', async () => {
    const user = await freshUser();
    const res = await findSelf(
      craft({ sub: String(user.id), ver: 0, iat: now(), exp: now() + 600 }),
      user.id,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('401s a token it accepted a moment ago once its expiry has passed (verified tokens are remembered until then)', async () => {
    const user = await freshUser();
    const token = craft({ sub: String(user.id), ver: 0, iat: now(), exp: now() + 600 });
    expect((await findSelf(token, user.id)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    try {
      expectError(await findSelf(token, user.id), 401, {
        message: 'Your session has expired, sign in again',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('401s a token without an expiry', async () => {
    const user = await freshUser();
    expectError(await findSelf(craft({ sub: String(user.id), ver: 0, iat: now() }), user.id), 401, {
      message: 'Invalid token',
    });
  });

  it('401s an expired token as an expired session, a forged or malformed one as invalid', async () => {
    const user = await freshUser();
    const claims = { sub: String(user.id), ver: 0, iat: now() - 700, exp: now() - 100 };
    expectError(await findSelf(craft(claims), user.id), 401, {
      message: 'Your session has expired, sign in again',
    });
    const valid = craft({ ...claims, exp: now() + 600 });
    const forged = `${valid.slice(0, valid.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expectError(await findSelf(forged, user.id), 401, { message: 'Invalid token' });
    expectError(await findSelf(valid.slice(0, valid.lastIndexOf('.')), user.id), 401, {
      message: 'Invalid token',
    });
    // Two spaces after the scheme: not the form we read.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/findById/${user.id}`,
      headers: { APP_ID: 'BOOKONE_WEB_APP', authorization: `Bearer  ${valid}` },
    });
    expectError(res, 401, { message: 'Invalid token' });
  });

  it('401s a token signed with HS384 or HS512 and the same secret', async () => {
    const user = await freshUser();
    const claims = { sub: String(user.id), ver: 0, iat: now(), exp: now() + 600 };
    expectError(await findSelf(craft(claims, 'HS384'), user.id), 401, { message: 'Invalid token' });
    expectError(await findSelf(craft(claims, 'HS512'), user.id), 401, { message: 'Invalid token' });
  });

  it('401s a subject that only reads as the user id: decimals, padding, hex, exponent, array, number', async () => {
    const user = await freshUser();
    const id = user.id;
    const subjects: unknown[] = [
      `${id}.0`,
      ` ${id}`,
      `${id} `,
      `0${id}`,
      `0x${id.toString(16)}`,
      `${id}e0`,
      [id],
      id,
    ];
    for (const sub of subjects) {
      const res = await findSelf(craft({ sub, ver: 0, iat: now(), exp: now() + 600 }), id);
      expectError(res, 401, { message: 'Invalid token' });
    }
  });

  it('401s a subject of zero, a negative one, or one beyond the id column', async () => {
    for (const sub of ['0', '-1', '2147483648', '99999999999999999999']) {
      const res = await findSelf(craft({ sub, ver: 0, iat: now(), exp: now() + 600 }), 1);
      expectError(res, 401, { message: 'Invalid token' });
    }
  });
});

describe('disabling an account', () => {
  it('kills its tokens for good: enabling it again does not revive them, a new sign-in works', async () => {
    const user = await freshUser();
    const before = await t.login(user.username);
    const handMade = craft({ sub: String(user.id), ver: 0, iat: now(), exp: now() + 600 });
    expect((await findSelf(before, user.id)).statusCode).toBe(200);

    const admin = await session('hotel.admin@bookone.demo');
    const setEnabled = (enabled: boolean) =>
      t.api('POST', '/api/user/updateUser', { token: admin, body: { id: user.id, enabled } });
    expect((await setEnabled(false)).json<User>().enabled).toBe(false);
    expectError(await findSelf(before, user.id), 401);
    expect((await setEnabled(true)).json<User>().enabled).toBe(true);

    expectError(await findSelf(before, user.id), 401, { message: 'Invalid token' });
    expectError(await findSelf(handMade, user.id), 401, { message: 'Invalid token' });
    const after = await t.login(user.username);
    expect((await findSelf(after, user.id)).statusCode).toBe(200);
  });

  it('leaves the tokens of an account saved without touching `enabled` alive', async () => {
    const user = await freshUser();
    const token = await t.login(user.username);
    const admin = await session('hotel.admin@bookone.demo');
    const save = await t.api('POST', '/api/user/updateUser', {
      token: admin,
      body: { id: user.id, firstName: 'Renamed', enabled: true },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await findSelf(token, user.id)).statusCode).toBe(200);
  });
});

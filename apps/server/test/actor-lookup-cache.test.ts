// The auth gate shares its user lookup between read requests for a second (decision 0033). What must stay exact:
// a token issued a moment ago is never refused on an older copy, a write always sees the stored user, and a write
// answered by this process applies to the very next read.
import { createHmac } from 'node:crypto';

import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appUser } from '../src/db/schema';
import { ActorLookupCache } from '../src/plugins/actor-lookup-cache';
import { createTestApp, JWT_SECRET, type TestApp } from './helpers';
import { expectError, insertUser, sessions } from './support';

const now = () => Math.floor(Date.now() / 1000);
function token(sub: number, ver: number) {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const signed = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: String(sub), ver, iat: now(), exp: now() + 600 })}`;
  return `${signed}.${createHmac('sha256', JWT_SECRET).update(signed).digest('base64url')}`;
}

let t: TestApp;
let session: ReturnType<typeof sessions>;
beforeAll(async () => {
  t = await createTestApp();
  session = sessions(t);
});
afterAll(() => t.close());

const readSelf = (tok: string, id: number) => t.api('GET', `/api/user/findById/${id}`, { token: tok });
/** What another process would do: change the stored user behind this process's back. */
const setStored = (id: number, values: { tokenVersion?: SQL; enabled?: boolean }) =>
  t.db.update(appUser).set(values).where(eq(appUser.id, id));

describe('the auth gate with shared read lookups', () => {
  it('accepts a token newer than the copy it shares (password changed elsewhere a moment ago)', async () => {
    const user = await insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: 2, propertyId: 1 });
    expect((await readSelf(token(user.id, 0), user.id)).statusCode).toBe(200);
    await setStored(user.id, { tokenVersion: sql`${appUser.tokenVersion} + 1` });
    expect((await readSelf(token(user.id, 1), user.id)).statusCode).toBe(200);
    // …and the old token is refused, judged on the fresh row.
    expectError(await readSelf(token(user.id, 0), user.id), 401, { message: 'Invalid token' });
  });

  it('refuses a write of a user disabled elsewhere at once, although reads may share the older copy', async () => {
    const user = await insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: 2, propertyId: 1 });
    const tok = token(user.id, 0);
    expect((await readSelf(tok, user.id)).statusCode).toBe(200);
    await setStored(user.id, { enabled: false });
    const write = await t.api('POST', '/api/user/profileUpdate', {
      token: tok,
      body: { firstName: 'Changed', lastName: 'Name' },
    });
    expectError(write, 401, { message: 'Invalid token' });
  });

  it('applies a disable answered by this process to the very next read', async () => {
    const admin = await session('hotel.admin@bookone.demo');
    const user = await insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: 2, propertyId: 1 });
    const tok = token(user.id, 0);
    expect((await readSelf(tok, user.id)).statusCode).toBe(200);
    const save = await t.api('POST', '/api/user/updateUser', {
      token: admin,
      body: { id: user.id, enabled: false },
    });
    expect(save.statusCode, save.body).toBe(200);
    expectError(await readSelf(tok, user.id), 401, { message: 'Invalid token' });
  });
});

describe('ActorLookupCache', () => {
  it('shares one lookup between concurrent and repeated gets within its time to live', async () => {
    const cache = new ActorLookupCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    const values = await Promise.all(Array.from({ length: 50 }, () => cache.get('1:2', load)));
    expect(new Set(values)).toEqual(new Set([1]));
    expect(await cache.get('1:2', load)).toBe(1);
    expect(await cache.get('1:3', load)).toBe(2);
    cache.clear();
    expect(await cache.get('1:2', load)).toBe(3);
  });

  it('looks up again once the time to live has passed, and never keeps a failed lookup', async () => {
    const cache = new ActorLookupCache<number>(0);
    let loads = 0;
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    const failing = new ActorLookupCache<number>(60_000);
    await expect(failing.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.get('k', async () => 7)).toBe(7);
  });
});

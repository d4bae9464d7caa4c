// Idempotency keys (issue 3, spec §8): the web client retries a failed request once, unchanged, with the same
// Idempotency-Key; the server answers a repeated key with the first result and never applies a write twice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { APP_ID, type SignupResponse, type User } from '@bookone/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app';
import { appUser, idempotencyKey, loginThrottle } from '../src/db/schema';
import { openDemoApp, openForTests, type DemoIds, type Session } from './demo-app';
import { DEMO_PASSWORD, JWT_SECRET, openTestDatabase, type TestApp } from './helpers';
import {
  createForeignTenant,
  expectError,
  fileUpload,
  TINY_PNG,
  uniqueEmail,
  uniqueIp,
  userRow,
} from './support';

let t: TestApp;
let ids: DemoIds;
let session: Session;
let HARBOUR: number;

openForTests(openDemoApp, (app) => ({ t, ids, session, HARBOUR } = app));

const as = (username: string) => session(username);
let keySeq = 0;
const newKey = () => `test-key-${++keySeq}-${Math.random().toString(36).slice(2)}`;
const userCount = async () => (await t.db.select({ n: count() }).from(appUser))[0]!.n;
const usersNamed = async (email: string) =>
  (await t.db.select({ n: count() }).from(appUser).where(eq(appUser.username, email)))[0]!.n;
const recordsFor = async (key: string) =>
  t.db.select().from(idempotencyKey).where(eq(idempotencyKey.key, key));
const staffBody = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail('desk'),
  password: 'Desk#2026x',
  firstName: 'Desk',
  lastName: 'Clerk',
  roles: ['PROP_FRONTDESK'],
  ...over,
});
const signup = async (key: string | undefined, body: unknown, who = 'hotel.admin@bookone.demo') =>
  t.api('POST', '/api/user/signup', {
    token: await as(who),
    body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
const profileUpdate = async (who: string, key: string, body: { firstName?: string; lastName?: string }) =>
  t.api('POST', '/api/user/profileUpdate', {
    token: await as(who),
    body: { firstName: 'Test', lastName: 'Person', ...body },
    headers: { 'Idempotency-Key': key },
  });

describe('a repeated Idempotency-Key', () => {
  it('creates one user for two signups with the same key; the second answer is the first, marked replayed', async () => {
    const key = newKey();
    const body = staffBody();
    const before = await userCount();
    const first = await signup(key, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await signup(key, body);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    expect(second.json<SignupResponse>().user.propertyId).toBe(HARBOUR);
    expect(await userCount()).toBe(before + 1);
    expect(await usersNamed(body.email)).toBe(1);
  });

  it('answers a repeat from the record even when the data changed meanwhile: the handler does not run', async () => {
    const who = 'hotel.manager@bookone.demo';
    const id = ids.user(who);
    const key = newKey();
    const first = await profileUpdate(who, key, { firstName: 'Jim' });
    expect(first.statusCode).toBe(200);
    expect(first.json<User>().firstName).toBe('Jim');
    await t.db.update(appUser).set({ firstName: 'Changed' }).where(eq(appUser.id, id));
    const second = await profileUpdate(who, key, { firstName: 'Jim' });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<User>().firstName).toBe('Jim');
    expect((await userRow(t, id)).firstName).toBe('Changed');
    await t.db.update(appUser).set({ firstName: 'James' }).where(eq(appUser.id, id));
  });

  it('ignores the order of keys in the body', async () => {
    const key = newKey();
    const body = staffBody();
    const first = await signup(key, body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await signup(key, reordered);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it('replays a 4xx answer too: a refused write stays refused, and is not tried again', async () => {
    const key = newKey();
    const taken = staffBody({ email: 'hotel.frontdesk@bookone.demo' });
    const first = await signup(key, taken);
    expectError(first, 409);
    const second = await signup(key, taken);
    expectError(second, 409);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it('replays a validation error of the same request', async () => {
    const key = newKey();
    const first = await signup(key, { email: 'not-an-email' });
    expectError(first, 400, { fields: ['email'] });
    const second = await signup(key, { email: 'not-an-email' });
    expect(second.statusCode).toBe(400);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it('makes a retried wrong password count once against the sign-in throttle', async () => {
    const key = newKey();
    const ip = uniqueIp();
    const login = () =>
      t.api('POST', '/api/user/login', {
        body: { username: 'orgfinance@bookone.demo', password: 'Wrong#2026' },
        headers: { 'Idempotency-Key': key, 'x-forwarded-for': ip },
      });
    expectError(await login(), 401);
    const retry = await login();
    expectError(retry, 401);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const [row] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `ip:${ip}`));
    expect(row?.failures).toBe(1);
  });

  it('stores answers encrypted, and no password in the request fingerprint', async () => {
    const key = newKey();
    const login = () =>
      t.api('POST', '/api/user/login', {
        body: { username: 'orgadmin@bookone.demo', password: DEMO_PASSWORD },
        headers: { 'Idempotency-Key': key, 'x-forwarded-for': uniqueIp() },
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    const token = first.json<{ token: string }>().token;
    const second = await login();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<{ token: string }>().token).toBe(token);
    const [record] = await recordsFor(key);
    expect(record).toMatchObject({ scope: 'public', userId: null, method: 'POST', path: '/api/user/login' });
    expect(record?.statusCode).toBe(200);
    expect(JSON.stringify(record)).not.toContain(token.split('.')[1]!);
    expect(JSON.stringify(record)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(record)).not.toContain('orgadmin');
  });
});

describe('a reused key with another request', () => {
  it('422s the same key with another body, and creates nothing', async () => {
    const key = newKey();
    expect((await signup(key, staffBody())).statusCode).toBe(201);
    const before = await userCount();
    const other = staffBody();
    const res = await signup(key, other);
    expectError(res, 422, { fields: ['Idempotency-Key'], message: /already used for another request/ });
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await userCount()).toBe(before);
    expect(await usersNamed(other.email)).toBe(0);
  });

  it('422s the same key on another path or method', async () => {
    const key = newKey();
    const who = 'hotel.admin@bookone.demo';
    expect((await profileUpdate(who, key, { firstName: 'Hana' })).statusCode).toBe(200);
    const otherPath = await t.api('POST', '/api/user/update', {
      token: await as(who),
      body: { firstName: 'Hana' },
      headers: { 'Idempotency-Key': key },
    });
    expectError(otherPath, 422);
    const otherMethod = await t.api('PUT', '/api/user/profileUpdate', {
      token: await as(who),
      body: { firstName: 'Hana' },
      headers: { 'Idempotency-Key': key },
    });
    expect(otherMethod.statusCode).toBe(404); // no such route: nothing to protect
  });
});

describe('keys are per caller', () => {
  it('two users with the same key are independent: each write runs, nothing is replayed across', async () => {
    const key = newKey();
    const a = await profileUpdate('spa.admin@bookone.demo', key, { lastName: 'Lee' });
    const b = await profileUpdate('barber.admin@bookone.demo', key, { lastName: 'Kim' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.json<User>().username).toBe('spa.admin@bookone.demo');
    expect(b.json<User>().username).toBe('barber.admin@bookone.demo');
    const records = await recordsFor(key);
    expect(records.map((r) => r.scope).sort()).toEqual(
      [`user:${ids.user('barber.admin@bookone.demo')}`, `user:${ids.user('spa.admin@bookone.demo')}`].sort(),
    );
  });

  it('another user sending the same key and body gets their own answer, never the first user’s', async () => {
    const rival = await createForeignTenant(t);
    const key = newKey();
    const body = { firstName: 'Same' };
    const mine = await profileUpdate('hotel.housekeeping@bookone.demo', key, body);
    const theirs = await profileUpdate(rival.frontdesk.username, key, body);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<User>().id).toBe(rival.frontdesk.id);
    expect(theirs.body).not.toContain('bookone.demo');
    expect(mine.json<User>().username).toBe('hotel.housekeeping@bookone.demo');
  });
});

describe('concurrent requests with one key', () => {
  it('two signups sent at once create exactly one user', async () => {
    const key = newKey();
    const body = staffBody();
    const token = await as('hotel.admin@bookone.demo');
    const before = await userCount();
    const send = () =>
      t.api('POST', '/api/user/signup', { token, body, headers: { 'Idempotency-Key': key } });
    const answers = await Promise.all([send(), send()]);
    expect(await usersNamed(body.email)).toBe(1);
    expect(await userCount()).toBe(before + 1);
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Either request may be the one that ran (the order of the answers says nothing about which started first):
    // exactly one 201 is the original, any other 201 is its replay.
    expect(created.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const r of answers) {
      if (r.statusCode === 201) continue;
      expectError(r, 409, { message: 'A request with this Idempotency-Key is still being processed' });
    }
    for (const r of created) {
      expect(r.json<SignupResponse>().user.username).toBe(body.email.toLowerCase());
    }
    // Whatever the interleaving, a later retry gets the stored answer.
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<SignupResponse>().user.username).toBe(body.email.toLowerCase());
  });

  it('409s while the first request is still running, with Retry-After, and runs nothing', async () => {
    const who = 'hotel.admin@bookone.demo';
    const id = ids.user(who);
    const body = { firstName: 'Hana', lastName: 'Walker' };
    // The fingerprint of this very request, from a first run under another key.
    const probeKey = newKey();
    expect((await profileUpdate(who, probeKey, body)).statusCode).toBe(200);
    const [probe] = await recordsFor(probeKey);
    const key = newKey();
    const pending = { key, scope: `user:${id}`, userId: id, method: 'POST', path: '/api/user/profileUpdate' };
    await t.db.insert(idempotencyKey).values({ ...pending, requestHash: probe!.requestHash });
    await t.db.update(appUser).set({ firstName: 'Untouched' }).where(eq(appUser.id, id));
    const res = await profileUpdate(who, key, body);
    expectError(res, 409, { message: 'A request with this Idempotency-Key is still being processed' });
    expect(res.headers['retry-after']).toBe('1');
    expect((await userRow(t, id)).firstName).toBe('Untouched');
    expect((await recordsFor(key))[0]?.statusCode).toBeNull();
    // Another request under the running one's key is refused as a misuse, not as a wait.
    expectError(await profileUpdate(who, key, { firstName: 'Other', lastName: 'Body' }), 422);
    await t.db.update(appUser).set({ firstName: 'Hana' }).where(eq(appUser.id, id));
  });

  it('takes over a pending record abandoned for more than five minutes (its process died)', async () => {
    const key = newKey();
    const who = 'hotel.admin@bookone.demo';
    const id = ids.user(who);
    await t.db.insert(idempotencyKey).values({
      key,
      scope: `user:${id}`,
      userId: id,
      method: 'POST',
      path: '/api/user/profileUpdate',
      requestHash: 'stale',
      createdAt: new Date(Date.now() - 6 * 60_000),
    });
    const res = await profileUpdate(who, key, { firstName: 'Hana' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect((await recordsFor(key))[0]?.statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('forgets a key after 24 hours: the same key then runs the request again', async () => {
    const who = 'hotel.marketing@bookone.demo';
    const id = ids.user(who);
    const key = newKey();
    expect((await profileUpdate(who, key, { firstName: 'Chlo' })).statusCode).toBe(200);
    await t.db.update(appUser).set({ firstName: 'Changed' }).where(eq(appUser.id, id));
    await t.db
      .update(idempotencyKey)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKey.key, key));
    const again = await profileUpdate(who, key, { firstName: 'Chlo' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await userRow(t, id)).firstName).toBe('Chlo');
    // A different request with an expired key is a new request, not a misuse.
    await t.db
      .update(idempotencyKey)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKey.key, key));
    expect((await profileUpdate(who, key, { firstName: 'Chloe' })).statusCode).toBe(200);
  });
});

describe('what is not covered', () => {
  it('without the header, a repeated request runs again', async () => {
    const body = staffBody();
    expect((await signup(undefined, body)).statusCode).toBe(201);
    const again = await signup(undefined, body);
    expectError(again, 409, { message: 'An account with this email already exists' });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('GET requests ignore the header (they change nothing)', async () => {
    const key = newKey();
    const token = await as('hotel.admin@bookone.demo');
    const get = () =>
      t.api('GET', `/api/property/${HARBOUR}`, { token, headers: { 'Idempotency-Key': key } });
    expect((await get()).statusCode).toBe(200);
    const second = await get();
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await recordsFor(key)).toEqual([]);
    const bad = await t.api('GET', `/api/property/${HARBOUR}`, { token, headers: { 'Idempotency-Key': '' } });
    expect(bad.statusCode).toBe(200);
  });

  it('multipart uploads are not covered: each upload runs', async () => {
    const key = newKey();
    const token = await as('hotel.frontdesk@bookone.demo');
    const upload = () => {
      const form = fileUpload('me.png', 'image/png', TINY_PNG);
      return t.api('POST', '/api/user/updateProfilePic', {
        token,
        body: form.body,
        headers: { ...form.headers, 'Idempotency-Key': key },
      });
    };
    const a = await upload();
    const b = await upload();
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json<User>().photoUrl).not.toBe(a.json<User>().photoUrl);
    expect(await recordsFor(key)).toEqual([]);
  });

  it('a refused caller (no token, no permission) leaves no record', async () => {
    const key = newKey();
    expectError(
      await t.api('POST', '/api/notification/', {
        body: { id: 1, notificationStatus: 'Read' },
        headers: { 'Idempotency-Key': key },
      }),
      401,
    );
    expectError(
      await t.api('POST', '/api/user/updateUser', {
        token: await as('hotel.frontdesk@bookone.demo'),
        body: { id: 1, firstName: 'X' },
        headers: { 'Idempotency-Key': key },
      }),
      403,
    );
    expect(await recordsFor(key)).toEqual([]);
  });
});

describe('the header', () => {
  it.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
    ['with a space', 'my key'],
    ['with a non-ASCII character', 'clé-1'],
  ])('400s a key %s, naming the header, and runs nothing', async (_label, key) => {
    const body = staffBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: {
        APP_ID,
        authorization: `Bearer ${await as('hotel.admin@bookone.demo')}`,
        'Idempotency-Key': Buffer.from(key, 'utf8').toString('latin1'),
      },
      payload: body,
    });
    expectError(res, 400, { fields: ['Idempotency-Key'] });
    expect(await usersNamed(body.email)).toBe(0);
  });

  it('accepts a key of exactly 200 characters', async () => {
    const key = `${newKey()}-`.padEnd(200, 'x');
    expect(key).toHaveLength(200);
    const body = staffBody();
    expect((await signup(key, body)).statusCode).toBe(201);
    expect((await signup(key, body)).headers['idempotent-replayed']).toBe('true');
  });
});

describe('server errors', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let runs = 0;

  beforeAll(async () => {
    const database = await openTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'bookone-idem-'));
    app = await buildApp({
      db: database.db,
      config: {
        jwtSecret: JWT_SECRET,
        jwtExpiresIn: '1h',
        logLevel: 'silent',
        webDist: join(dir, 'no-web'),
        uploadsDir: dir,
        trustProxy: false,
      },
      logger: false,
    });
    // Fails the first time it runs, succeeds after.
    app.post('/api/test/flaky', { config: { public: true } }, async (_req, reply) => {
      runs += 1;
      if (runs === 1) throw new Error('boom');
      return reply.status(201).send({ run: runs });
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('does not store a 5xx: the retry with the same key runs again and its answer is kept', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/test/flaky',
        headers: { APP_ID, 'Idempotency-Key': 'flaky-1' },
        payload: { a: 1 },
      });
    expectError(await send(), 500);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ run: 2 });
    const third = await send();
    expect(third.statusCode).toBe(201);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json()).toEqual({ run: 2 });
    expect(runs).toBe(2);
  });
});

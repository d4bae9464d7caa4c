import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { APP_ID, type User } from '@bookone/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildApp } from '../src/app';
import { openDemoApp, openForTests, type DemoIds, type Session } from './demo-app';
import { DEMO_PASSWORD, JWT_SECRET, openTestDatabase, type TestApp } from './helpers';
import { expectError } from './support';

let t: TestApp;
let ids: DemoIds;
let session: Session;

openForTests(openDemoApp, (app) => ({ t, ids, session } = app));

describe('the error shape {statusCode, error, message, fields?}', () => {
  it('holds for each kind of refusal the API gives', async () => {
    const admin = await session('hotel.admin@bookone.demo');
    const desk = await session('hotel.frontdesk@bookone.demo');
    // 400 with fields
    const invalid = expectError(
      await t.api('POST', '/api/user/profileUpdate', { token: admin, body: { firstName: '' } }),
      400,
    );
    expect(Object.keys(invalid.fields ?? {})).toEqual(expect.arrayContaining(['firstName', 'lastName']));
    expect(invalid.message).toContain('firstName');
    // 401, 403, 404, 409 without fields
    const unauth = expectError(await t.api('GET', '/api/subscription'), 401);
    expect(unauth).not.toHaveProperty('fields');
    expect(expectError(await t.api('GET', '/api/user/findAll', { token: desk }), 403)).not.toHaveProperty(
      'fields',
    );
    expectError(await t.api('GET', '/api/user/findById/999999', { token: admin }), 404);
    expectError(
      await t.api('POST', '/api/user/signup', {
        body: { email: 'hotel.admin@bookone.demo', password: 'Owner#2026', firstName: 'A', lastName: 'B' },
      }),
      409,
      { fields: ['email'] },
    );
  });
});

describe('malformed requests', () => {
  it('400s a body that is not valid JSON', async () => {
    for (const payload of ['{bad', '{"username": "a",}', "{'username':'a'}"]) {
      const res = await t.api('POST', '/api/user/login', {
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(expectError(res, 400).message).toMatch(/JSON/);
    }
  });

  it('400s an empty JSON body and a body that is not an object', async () => {
    expectError(
      await t.api('POST', '/api/user/login', { body: '', headers: { 'content-type': 'application/json' } }),
      400,
    );
    for (const payload of ['null', '[1,2]', '"text"', '42']) {
      expectError(
        await t.api('POST', '/api/user/login', {
          body: payload,
          headers: { 'content-type': 'application/json' },
        }),
        400,
      );
    }
  });

  it('415s a content type the API does not read', async () => {
    const res = await t.api('POST', '/api/user/login', {
      body: '<login><username>a</username></login>',
      headers: { 'content-type': 'application/xml' },
    });
    expectError(res, 415);
  });

  it('413s a JSON body over the limit', async () => {
    const res = await t.api('POST', '/api/user/profileUpdate', {
      token: await session('hotel.admin@bookone.demo'),
      body: JSON.stringify({ firstName: 'A', lastName: 'B', padding: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 413);
    // Nothing was changed by the refused call.
    const me = await t.api('GET', `/api/user/findById/${ids.user('hotel.admin@bookone.demo')}`, {
      token: await session('hotel.admin@bookone.demo'),
    });
    expect(me.json<User>().firstName).toBe('Hana');
  });
});

describe('unknown paths', () => {
  it('404s an unknown /api path as JSON, for any method, naming the path', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
      const res = await t.api(
        method,
        '/api/user/nothing-here?x=1',
        method === 'GET' || method === 'DELETE' ? {} : { body: {} },
      );
      const body = expectError(res, 404);
      expect(body.message).toContain('/api/user/nothing-here');
      expect(body.message).not.toContain('x=1');
    }
    expectError(await t.api('GET', '/api'), 404);
  });

  it('404s a method a known path does not take', async () => {
    expectError(await t.api('DELETE', '/api/user/login'), 404);
    expectError(await t.api('GET', '/api/user/signup'), 404);
  });

  it('404s an unknown upload as JSON', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/uploads/users/missing.png' }), 404);
  });
});

describe('500: never a stack or an internal message', () => {
  let app: FastifyInstance;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'bookone-errors-'));
    app = await buildApp({
      db: t.db,
      config: {
        jwtSecret: JWT_SECRET,
        jwtExpiresIn: '1h',
        logLevel: 'silent',
        webDist: join(uploadsDir, 'no-web'),
        trustProxy: false,
        uploadsDir,
      },
      logger: false,
    });
    // Two routes that only this test has: a crash, and an answer that breaks its own response schema.
    app.get('/api/test/crash', { config: { public: true } }, () => {
      throw new Error('connection to db-secret.internal:5432 failed for user "admin" password "hunter2"');
    });
    app.get(
      '/api/test/bad-response',
      { config: { public: true }, schema: { response: { 200: z.object({ id: z.number() }) } } },
      () => ({ id: 'not a number', passwordHash: 'scrypt$secret' }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const EXACT = { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' };

  it('answers a crash with the bare 500 shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/crash', headers: { APP_ID } });
    expectError(res, 500);
    expect(res.json()).toEqual(EXACT);
    for (const leak of ['hunter2', 'db-secret', 'Error:', '.ts:', 'stack'])
      expect(res.body).not.toContain(leak);
  });

  it('answers a response that breaks its schema with the bare 500 shape, not the data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/bad-response', headers: { APP_ID } });
    expect(res.json()).toEqual(EXACT);
    expect(res.body).not.toContain('scrypt');
  });

  it('answers a database failure with the bare 500 shape', async () => {
    const database = await openTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'bookone-errors-db-'));
    const broken = await buildApp({
      db: database.db,
      config: {
        jwtSecret: JWT_SECRET,
        jwtExpiresIn: '1h',
        logLevel: 'silent',
        webDist: join(dir, 'no-web'),
        trustProxy: false,
        uploadsDir: dir,
      },
      logger: false,
    });
    await broken.ready();
    await database.close();
    try {
      const res = await broken.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { APP_ID },
        payload: { username: 'hotel.admin@bookone.demo', password: DEMO_PASSWORD },
      });
      expectError(res, 500);
      expect(res.json()).toEqual(EXACT);
      expect(res.body).not.toMatch(/select|login_throttle|pool|closed/i);
    } finally {
      await broken.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

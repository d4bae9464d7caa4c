import { randomBytes, createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { APP_ID } from '@bookone/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';

import { buildApp, type AppOptions } from '../src/app';
import { openPostgres, wrapPglite, type Database, type Db, type PostgresOptions } from '../src/db/client';
import { DEFAULT_THROTTLE, type ThrottleOptions } from '../src/modules/auth/auth.service';
import { DEMO_PASSWORD } from '../src/seed';
import { withDatabase } from './db-template';

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export { DEMO_PASSWORD };

/** A fresh copy of the migrated, demo-seeded database. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const data = await readFile(template.file);
    const client = await PGlite.create({ loadDataDir: new Blob([data]) });
    return wrapPglite(client);
  }
  return openNewPostgresDatabase(template.url, { prefix: 'bookone_test', template: template.template });
}

/**
 * A database of its own on the test PostgreSQL server (empty, or a copy of `template`), dropped again on close;
 * `options` are the pool's (timeouts, the outer-query policy).
 */
export async function openNewPostgresDatabase(
  serverUrl: string,
  { prefix, template, ...options }: { prefix: string; template?: string } & PostgresOptions,
): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = openPostgres(withDatabase(serverUrl, name), options);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on its own connection: create and drop database cannot run inside the pool's sessions. */
export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  uploadsDir: string;
  /** Signs in (demo password by default) and returns the token. */
  login(username: string, password?: string): Promise<string>;
  /** An /api call with APP_ID, and the bearer token when given. */
  api(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    throttle?: Partial<ThrottleOptions>;
    config?: Partial<AppOptions['config']>;
    ical?: AppOptions['ical'];
    /** Outbound requests' policy (the SSRF tests: private addresses refused, a resolver of their own). */
    outbound?: AppOptions['outbound'];
    /** The key sealing stored secrets, when the test opens them itself (a second process on the same data). */
    secretsKey?: Buffer;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const uploadsDir = await mkdtemp(join(tmpdir(), 'bookone-uploads-'));
  const app = await buildApp({
    db: database.db,
    config: {
      jwtSecret: JWT_SECRET,
      jwtExpiresIn: '1h',
      logLevel: 'silent',
      webDist: join(uploadsDir, 'no-web'),
      uploadsDir,
      // The tests give each login its own X-Forwarded-For address to keep per-address counters apart.
      trustProxy: true,
      // The tests' OTAs and providers answer from 127.0.0.1 (outbound-http.ts refuses it unless allowed); the
      // SSRF tests turn it off again.
      outboundAllowPrivate: true,
      ...options.config,
    },
    // Many files sign up anonymously from one address (the inject default); throttle.test.ts tests the limit.
    throttle: {
      ...DEFAULT_THROTTLE,
      signupPerIp: { ...DEFAULT_THROTTLE.signupPerIp, limit: 10_000 },
      ...options.throttle,
    },
    logger: false,
    ...(options.ical ? { ical: options.ical } : {}),
    ...(options.outbound ? { outbound: options.outbound } : {}),
    ...(options.secretsKey ? { secretsKey: options.secretsKey } : {}),
  });
  await app.ready();

  const api: TestApp['api'] = (method, url, opts = {}) =>
    app.inject({
      method,
      url,
      headers: {
        APP_ID,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    });

  return {
    app,
    db: database.db,
    uploadsDir,
    api,
    async login(username, password = DEMO_PASSWORD) {
      const res = await api('POST', '/api/user/login', { body: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Signs an HS256 token by hand, for expired and forged token tests. */
export function signToken(payload: Record<string, unknown>, secret = JWT_SECRET): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = enc({ alg: 'HS256', typ: 'JWT' });
  const body = enc(payload);
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

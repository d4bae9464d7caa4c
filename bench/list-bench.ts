// The method of bench/bookings.ts for any list endpoint, as a library: the real server (buildApp, in cluster
// child processes so that the load generator does not share their event loop) and the "limit" (bench/limit-server.ts:
// bare Fastify + pg verifying the same token and running the very SQL the product sent for that list, as prepared
// statements) answer the same addresses under autocannon, in turns (product, limit, product…: a change in the
// machine's load hits both alike). Budgets (issue 9 §3): ≥ 0.8× the limit's requests per second at 50 connections,
// p99 ≤ 15 ms at 1 connection. A bench file builds its data, names its lists and how to capture their SQL, and
// calls `serveIfChild()` first (the forked servers run the bench file itself) and then `runListBench`.
import cluster from 'node:cluster';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { APP_ID, type Page } from '@bookone/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import { buildApp } from '../apps/server/src/app';
import { openPostgres, type Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { startLimitServer, type CapturedQuery, type LimitRoute } from './limit-server';

export const BUDGET_RATIO = 0.8;
export const BUDGET_P99_ALONE_MS = 15;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Slices per measure: product and limit take turns. */
const ROUNDS = 3;

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total: number;
}
interface CannonResult {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}
// autocannon ships no types; only the part of its API used here.
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

type Kind = 'product' | 'limit';

interface Server {
  base: string;
  pids: number[];
  stop: () => void;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  cpu: number;
}

// ------------------------------------------------------------------ servers (child processes)

async function serveWorker(kind: Kind, url: string, port: number) {
  if (kind === 'limit') {
    const routes = JSON.parse(process.env.BENCH_LIMIT_ROUTES!) as Record<string, LimitRoute>;
    const limit = await startLimitServer({
      databaseUrl: url,
      secret: process.env.BENCH_JWT_SECRET!,
      routes,
      port,
    });
    process.on('disconnect', () => void limit.close().then(() => process.exit(0)));
    return;
  }
  const database = openPostgres(url);
  const uploadsDir = await mkdtemp(join(tmpdir(), 'bookone-bench-'));
  const app = await buildApp({
    db: database.db,
    config: {
      jwtSecret: process.env.BENCH_JWT_SECRET!,
      jwtExpiresIn: '1h',
      logLevel: 'silent',
      webDist: join(uploadsDir, 'no-web'),
      uploadsDir,
      trustProxy: false,
    },
    logger: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.on('disconnect', () => {
    void (async () => {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A cluster primary running `workers` processes on one port; reports the port once all of them listen. */
async function servePrimary(kind: Kind, url: string, workers: number) {
  const port = await freePort();
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === workers)
      process.send!({ port, pids: Object.values(cluster.workers ?? {}).map((w) => w!.process.pid!) });
  });
  cluster.on('exit', (_worker, code) => {
    if (code !== 0) console.error(`${kind} worker exited with ${code}`);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  for (let i = 0; i < workers; i++)
    cluster.fork({ BENCH_KIND: kind, BENCH_URL: url, BENCH_PORT: String(port) });
  process.on('disconnect', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.disconnect();
  });
}

/**
 * In a server process of the bench (a cluster worker, or the primary forked with --serve), serves and answers true:
 * the bench file then does nothing else. Call it first, at the top of the bench file.
 */
export async function serveIfChild(): Promise<boolean> {
  if (cluster.isWorker) {
    await serveWorker(process.env.BENCH_KIND as Kind, process.env.BENCH_URL!, Number(process.env.BENCH_PORT));
    return true;
  }
  if (process.argv[2] === '--serve') {
    await servePrimary(process.argv[3] as Kind, process.argv[4]!, Number(process.argv[5]));
    return true;
  }
  return false;
}

function startServer(
  entry: string,
  secret: string,
  kind: Kind,
  url: string,
  limitRoutes?: Record<string, LimitRoute>,
) {
  const child = fork(entry, ['--serve', kind, url, '1'], {
    env: {
      ...process.env,
      BENCH_JWT_SECRET: secret,
      BENCH_LIMIT_ROUTES: limitRoutes ? JSON.stringify(limitRoutes) : '',
    },
    execArgv: process.execArgv,
  });
  return new Promise<Server>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    child.once('message', (m: { port: number; pids: number[] }) =>
      resolve({
        base: `http://127.0.0.1:${m.port}`,
        pids: m.pids,
        stop: () => {
          child.removeAllListeners('exit');
          child.disconnect();
        },
      }),
    );
  });
}

// ------------------------------------------------------------------ load

/** Processor time (user + system) of the processes so far, in ms, from /proc (Linux; 0 elsewhere). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  }
  return ticks * 10;
}

async function call(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { APP_ID, 'content-type': 'application/json', ...init.headers },
  });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function compare(
  what: string,
  servers: { product: Server; limit: Server },
  path: string,
  headers: Record<string, string>,
  connections: number,
): Promise<{ product: Load; limit: Load }> {
  const urls = { product: `${servers.product.base}${path}`, limit: `${servers.limit.base}${path}` };
  for (const url of [urls.product, urls.limit]) await autocannon({ url, connections, duration: 2, headers });
  type Run = CannonResult & { cpu: number };
  const runs = { product: [] as Run[], limit: [] as Run[] };
  for (let i = 0; i < ROUNDS; i++)
    for (const side of ['product', 'limit'] as const) {
      const before = cpuMs(servers[side].pids);
      const r = await autocannon({ url: urls[side], connections, duration: DURATION_S / ROUNDS, headers });
      if (r.non2xx) throw new Error(`${side} ${what}: ${r.non2xx} answers other than 2xx`);
      runs[side].push({ ...r, cpu: (cpuMs(servers[side].pids) - before) / Math.max(1, r.requests.total) });
    }
  const sum = (rs: Run[]): Load => ({
    rps: rs.reduce((n, r) => n + r.requests.average, 0) / rs.length,
    p50: median(rs.map((r) => r.latency.p50)),
    p99: median(rs.map((r) => r.latency.p99)),
    failed: rs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    cpu: median(rs.map((r) => r.cpu)),
  });
  return { product: sum(runs.product), limit: sum(runs.limit) };
}

/**
 * The SQL the product sends for a list: `run` calls the repository's own function on a pool that records every
 * query (text and parameters as they reach pg); the page (with LIMIT) and the count are kept.
 */
export async function captureListSql(url: string, run: (db: Db) => Promise<unknown>): Promise<LimitRoute> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const sent: CapturedQuery[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as { query: unknown }).query = (config: string | pg.QueryConfig, values?: unknown[]) => {
    sent.push(
      typeof config === 'string'
        ? { text: config, values: values ?? [] }
        : { text: config.text, values: config.values ?? values ?? [] },
    );
    return query(config, values);
  };
  await run(drizzle({ client: pool, schema, casing: 'snake_case' }));
  await pool.end();
  const page = sent.find((q) => /\blimit\b/i.test(q.text));
  const count = sent.find((q) => /\bcount\(/i.test(q.text) && q !== page);
  if (sent.length !== 2 || !page || !count)
    throw new Error(`expected a page and a count query, got ${sent.length}`);
  return { page, count };
}

/** A temporary database on BENCH_DATABASE_URL, migrated, handed to `fn`, dropped after (BENCH_KEEP=1 keeps it). */
export async function withBenchDatabase(fn: (url: string) => Promise<void>) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/postgres';
  const name = `bookone_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    const migrated = openPostgres(u.toString());
    await migrated.migrate();
    await migrated.close();
    await fn(u.toString());
  } finally {
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP) console.log(`\nKept database ${name}.`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Product against limit on each list, at CONNECTIONS connections and at 1, printed as a table with the load
 * average; answers whether every list is within budget.
 */
export async function runListBench(options: {
  entry: string;
  url: string;
  username: string;
  password: string;
  lists: { name: string; path: string; sql: LimitRoute }[];
}): Promise<boolean> {
  const secret = randomBytes(48).toString('base64url');
  const routes = Object.fromEntries(options.lists.map((l) => [l.path, l.sql]));
  const product = await startServer(options.entry, secret, 'product', options.url);
  const limit = await startServer(options.entry, secret, 'limit', options.url, routes);
  try {
    const { token } = (await call(product.base, '/api/user/login', {
      method: 'POST',
      body: JSON.stringify({ username: options.username, password: options.password }),
    })) as { token: string };
    const auth = { APP_ID, authorization: `Bearer ${token}` };
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const rows: string[] = [];
    let pass = true;
    for (const list of options.lists) {
      const page = (await call(product.base, list.path, { headers: auth })) as Page<unknown>;
      const bare = (await call(limit.base, list.path, { headers: auth })) as {
        items: unknown[];
        total: number;
      };
      if (bare.total !== page.total || bare.items.length !== page.items.length)
        throw new Error(`${list.name}: the limit answers ${bare.total} rows, the product ${page.total}`);
      const busy = await compare(list.name, { product, limit }, list.path, auth, CONNECTIONS);
      const alone = await compare(`${list.name} alone`, { product, limit }, list.path, auth, 1);
      const ratio = busy.product.rps / busy.limit.rps;
      const failed = busy.product.failed + alone.product.failed;
      const ok = ratio >= BUDGET_RATIO && alone.product.p99 <= BUDGET_P99_ALONE_MS && failed === 0;
      if (!ok) pass = false;
      rows.push(
        [
          list.name.padEnd(40),
          `${page.items.length} of ${page.total}`.padStart(14),
          busy.product.rps.toFixed(0).padStart(9),
          busy.limit.rps.toFixed(0).padStart(9),
          `${ratio.toFixed(2)}×`.padStart(7),
          ms(busy.product.p99).padStart(10),
          ms(alone.product.p99).padStart(10),
          ms(alone.limit.p99).padStart(10),
          (ok ? 'PASS' : failed ? `FAIL (${failed} errors)` : 'FAIL').padStart(8),
        ].join(' '),
      );
    }
    console.log(
      `\nautocannon, ${CONNECTIONS} connections (and 1), ${DURATION_S} s each, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
    );
    console.log(
      [
        'list'.padEnd(40),
        'rows'.padStart(14),
        'req/s'.padStart(9),
        'limit'.padStart(9),
        'ratio'.padStart(7),
        `p99 @${CONNECTIONS}`.padStart(10),
        'p99 @1'.padStart(10),
        'limit @1'.padStart(10),
        'result'.padStart(8),
      ].join(' '),
    );
    for (const r of rows) console.log(r);
    console.log(
      `\nBudgets: throughput ≥ ${BUDGET_RATIO}× the limit's at ${CONNECTIONS} connections; p99 ≤ ` +
        `${BUDGET_P99_ALONE_MS} ms at 1 connection. ${pass ? 'All within budget.' : 'OVER BUDGET.'}`,
    );
    return pass;
  } finally {
    product.stop();
    limit.stop();
  }
}

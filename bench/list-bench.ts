// The method of bench/bookings.ts for any list endpoint, as a library: the real server (buildApp, in cluster
// child processes so that the load generator does not share their event loop) and the "limit" (bench/limit-server.ts:
// bare Fastify + pg verifying the same token and running the very SQL the product sent for that list, as prepared
// statements) answer the same addresses under autocannon, in turns (product, limit, product…: a change in the
// machine's load hits both alike). Budgets (issue 9 §3): ≥ 0.8× the limit's requests per second at 50 connections,
// p99 ≤ 15 ms at 1 connection. A bench file builds its data, names its lists and how to capture their SQL, and
// calls `serveIfChild()` first (the forked servers run the bench file itself) and then `runListBench`.
// Every list bench reads these variables:
//   BENCH_DATABASE_URL=postgres://…   the server on which a temporary database is created (and dropped after)
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50
//   WORKERS=2      n API processes (and n limit processes) sharing one port (node:cluster); WORKERS=1,2 both in turn
//   BENCH_KEEP=1   keeps the database (its name is printed) for EXPLAIN ANALYZE or BENCH_REUSE; drop it by hand
//   BENCH_REUSE=<name>   runs on a database kept by BENCH_KEEP=1 (skips building the data set)
//   BENCH_CPU_PROF=<dir>   CPU profiles of the server processes (open them in Chrome DevTools)
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
const WORKERS = (process.env.WORKERS ?? '1').split(',').map(Number);
if (!WORKERS.every((n) => Number.isInteger(n) && n > 0))
  throw new Error('WORKERS is a count (2) or a list (1,2)');
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
  /** Errors and timeouts (autocannon gives up on a request after 10 s): any fails the budget. */
  failed: number;
  /** Processor time of the server processes per request, ms. */
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
  workers: number,
  limitRoutes?: Record<string, LimitRoute>,
) {
  const child = fork(entry, ['--serve', kind, url, String(workers)], {
    env: {
      ...process.env,
      BENCH_JWT_SECRET: secret,
      BENCH_LIMIT_ROUTES: limitRoutes ? JSON.stringify(limitRoutes) : '',
    },
    execArgv: [
      ...process.execArgv,
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
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

/**
 * Processor time (user + system) the processes have used so far, in ms, from /proc (Linux; 0 elsewhere). Per request
 * it is the servers' own cost, which a busy machine changes much less than their throughput: on a shared machine the
 * throughput ratio also measures who got the cores.
 */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
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

/**
 * The product and the limit on the same address and connections, in turns (product, limit, product, limit…: on a
 * shared machine the load changes from one second to the next, and a ratio of two runs ten seconds apart measures
 * that change as much as the servers). Requests per second over all slices; latencies the median of the slices'.
 */
async function compare(
  what: string,
  servers: { product: Server; limit: Server },
  path: string,
  headers: Record<string, string>,
  connections: number,
): Promise<{ product: Load; limit: Load }> {
  const urls = { product: `${servers.product.base}${path}`, limit: `${servers.limit.base}${path}` };
  // A short warm-up so that the JIT, the connection pool and the prepared statements are not part of the measure.
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

/**
 * A temporary database on BENCH_DATABASE_URL, migrated, handed to `fn` (`reused` false: build the data set in it),
 * dropped after; BENCH_KEEP=1 keeps it, BENCH_REUSE=<name> hands over a kept one instead (`reused` true).
 */
export async function withBenchDatabase(fn: (url: string, reused: boolean) => Promise<void>) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/postgres';
  const reuse = process.env.BENCH_REUSE;
  const name = reuse ?? `bookone_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    const migrated = openPostgres(u.toString());
    await migrated.migrate();
    await migrated.close();
    if (reuse) console.log(`\nReusing the data set of ${reuse}.`);
    await fn(u.toString(), Boolean(reuse));
  } finally {
    // Give the servers a moment to close their pools before the database is dropped.
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP || reuse) console.log(`\nKept database ${name}.`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The bench user's property in a kept database (BENCH_REUSE), where the data set was not built this time. */
export async function benchUserProperty(url: string, username: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select property_id from app_user where username = $1`, [username]);
    const id = (rows[0] as { property_id: number } | undefined)?.property_id;
    if (id == null) throw new Error('BENCH_REUSE: not a database kept by this bench');
    return id;
  } finally {
    await client.end();
  }
}

interface Row {
  workers: number;
  name: string;
  rows: string;
  product: Load;
  limit: Load;
  productAlone: Load;
  limitAlone: Load;
}

/** The results as a table; answers whether every list is within budget. */
function printTable(rows: Row[], health: { workers: number; product: Load; limit: Load }[]) {
  const n0 = (n: number) => n.toFixed(0);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const cpu = (n: number) => (n > 0 ? n.toFixed(2) : '-');
  // The limit's processor time per request over the product's: what the ratio would be if the servers' own
  // processing were all that counted (informative; the budget is the throughput ratio).
  const cpuRatio = (r: { product: Load; limit: Load }) =>
    r.product.cpu > 0 && r.limit.cpu > 0 ? `${(r.limit.cpu / r.product.cpu).toFixed(2)}×` : '-';
  const cols: [string, number][] = [
    ['workers', 8],
    ['list', 40],
    ['rows', 14],
    ['product req/s', 14],
    ['limit req/s', 12],
    ['ratio', 7],
    [`p99 @${CONNECTIONS}`, 10],
    ['p99 @1 conn', 12],
    ['limit p99 @1', 13],
    ['CPU ms/req', 11],
    ['limit CPU', 10],
    ['CPU ratio', 10],
    ['result', 8],
  ];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 1 ? c.padEnd(cols[i]![1]) : c.padStart(cols[i]![1]))).join(' ');
  console.log(line(cols.map(([c]) => c)));
  let pass = true;
  for (const r of rows) {
    const ratio = r.product.rps / r.limit.rps;
    const failed = r.product.failed + r.productAlone.failed;
    const ok = ratio >= BUDGET_RATIO && r.productAlone.p99 <= BUDGET_P99_ALONE_MS && failed === 0;
    if (!ok) pass = false;
    console.log(
      line([
        String(r.workers),
        r.name,
        r.rows,
        n0(r.product.rps),
        n0(r.limit.rps),
        `${ratio.toFixed(2)}×`,
        ms(r.product.p99),
        ms(r.productAlone.p99),
        ms(r.limitAlone.p99),
        cpu(r.product.cpu),
        cpu(r.limit.cpu),
        cpuRatio(r),
        ok ? 'PASS' : failed ? `FAIL (${failed} errors)` : 'FAIL',
      ]),
    );
  }
  for (const h of health)
    console.log(
      line([
        String(h.workers),
        'GET /api/health (reference)',
        '-',
        n0(h.product.rps),
        n0(h.limit.rps),
        `${(h.product.rps / h.limit.rps).toFixed(2)}×`,
        '',
        '',
        '',
        cpu(h.product.cpu),
        cpu(h.limit.cpu),
        cpuRatio(h),
        '',
      ]),
    );
  console.log(
    `\nCPU ms/req: processor time of the server processes per request at ${CONNECTIONS} connections (/proc).` +
      `\nBudgets: throughput ≥ ${BUDGET_RATIO}× the limit's at ${CONNECTIONS} connections; ` +
      `p99 ≤ ${BUDGET_P99_ALONE_MS} ms at 1 connection. ${pass ? 'All within budget.' : 'OVER BUDGET.'}`,
  );
  return pass;
}

/**
 * Product against limit on each list, at CONNECTIONS connections and at 1, for each WORKERS count, with the health
 * route as a reference (identical work on both sides); printed as a table with the load average (and `about`, what
 * the data set is); answers whether every list is within budget.
 */
export async function runListBench(options: {
  entry: string;
  url: string;
  username: string;
  password: string;
  lists: { name: string; path: string; sql: LimitRoute }[];
  about?: string;
}): Promise<boolean> {
  const secret = randomBytes(48).toString('base64url');
  const routes = Object.fromEntries(options.lists.map((l) => [l.path, l.sql]));
  const rows: Row[] = [];
  const health: { workers: number; product: Load; limit: Load }[] = [];
  for (const workers of WORKERS) {
    const product = await startServer(options.entry, secret, 'product', options.url, workers);
    const limit = await startServer(options.entry, secret, 'limit', options.url, workers, routes);
    try {
      const { token } = (await call(product.base, '/api/user/login', {
        method: 'POST',
        body: JSON.stringify({ username: options.username, password: options.password }),
      })) as { token: string };
      const auth = { APP_ID, authorization: `Bearer ${token}` };
      health.push({
        workers,
        ...(await compare('health', { product, limit }, '/api/health', { APP_ID }, CONNECTIONS)),
      });
      for (const list of options.lists) {
        const page = (await call(product.base, list.path, { headers: auth })) as Page<unknown>;
        const bare = (await call(limit.base, list.path, { headers: auth })) as {
          items: unknown[];
          total: number;
        };
        // The limit must do the same work: the same rows and the same count.
        if (bare.total !== page.total || bare.items.length !== page.items.length)
          throw new Error(`${list.name}: the limit answers ${bare.total} rows, the product ${page.total}`);
        const busy = await compare(list.name, { product, limit }, list.path, auth, CONNECTIONS);
        const alone = await compare(`${list.name} alone`, { product, limit }, list.path, auth, 1);
        rows.push({
          workers,
          name: list.name,
          rows: `${page.items.length} of ${page.total}`,
          ...busy,
          productAlone: alone.product,
          limitAlone: alone.limit,
        });
      }
    } finally {
      product.stop();
      limit.stop();
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  console.log(
    `\nautocannon, ${CONNECTIONS} connections (and 1), ${DURATION_S} s each${options.about ? `, ${options.about}` : ''}, ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
  );
  return printTable(rows, health);
}

// Benchmark of the paginated booking list (issues 5 and 9): 200k bookings across 50 properties on PostgreSQL; the
// real server (buildApp, in child processes so that the load generator does not share their event loop) is hit
// by autocannon on two filtered booking-list pages of 50 rows, and so is the "limit" (bench/limit-server.ts): bare
// Fastify + pg verifying the same token and running the SQL the product sent for the same list, as prepared
// statements. Budgets (issue 9 §3): each list serves ≥ 0.8× the limit's requests per second at 50 connections, and
// its p99 at 1 connection is ≤ 15 ms. Product and limit take turns in slices of the same run, so that a loaded
// or a different machine changes the ratio much less than the absolute figures. A temporary database is created on BENCH_DATABASE_URL and dropped at the end.
//   npm run bench:bookings
//   BENCH_DATABASE_URL=postgres://… BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench:bookings
//   WORKERS=2 npm run bench:bookings      n API processes (and n limit processes) sharing one port (node:cluster)
//   WORKERS=1,2 npm run bench:bookings    both, one after the other, on the same data
// BENCH_KEEP=1 keeps the database (its name is printed) for EXPLAIN ANALYZE; drop it by hand afterwards.
import cluster from 'node:cluster';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  APP_ID,
  addDays,
  bookingListQuerySchema,
  bookingNumberPrefix,
  todayIn,
  type Page,
} from '@bookone/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import { buildApp } from '../apps/server/src/app';
import { openPostgres } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/password';
import { listBookings } from '../apps/server/src/modules/booking/booking.repository';
import { startLimitServer, type CapturedQuery, type LimitRoute } from './limit-server';

const BUDGET_RATIO = 0.8;
const BUDGET_P99_ALONE_MS = 15;
const PROPERTIES = 50;
const TYPES_PER_PROPERTY = 4;
const ROOMS_PER_TYPE = 12;
const CUSTOMERS = 150_000; // 3,000 guests per property: most guests stay once, some come back
const BOOKINGS = 200_000; // 4,000 per property, arrivals from a year ago to a year ahead
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WORKERS = (process.env.WORKERS ?? '1').split(',').map(Number);
if (!WORKERS.every((n) => Number.isInteger(n) && n > 0))
  throw new Error('WORKERS is a count (2) or a list (1,2)');
const PASSWORD = 'Bench@2026';
const JWT_SECRET = randomBytes(48).toString('base64url');

// autocannon ships no types; only the part of its API used here.
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
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

// ------------------------------------------------------------------ servers (child processes)

type Kind = 'product' | 'limit';

/** A cluster worker: the real app, or the limit, on the bench database; closes when the primary lets go. */
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
  // The baseline: the same server, hooks and APP_ID check, but no token, no query, no serialisation of rows.
  if (!app.hasRoute({ method: 'GET', url: '/api/health' }))
    app.get('/api/health', { config: { public: true } }, () => ({ status: 'ok' }));
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

/**
 * The child process: a cluster primary that runs `workers` processes listening on one port (the kernel hands each
 * new connection to the primary, which passes it round-robin), and reports the port once all of them listen.
 */
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

// ------------------------------------------------------------------ data

const FIRST = (
  'Aroha James Mere Oliver Sophie Liam Charlotte Noah Isla Jack Amelia Leo Ruby Hemi Olivia George ' +
  'Ella Lucas Mia Arlo Harper Mason Lily Hugo Zoe Finn Grace Theo Emily Nikau Ava Eli Maia Sam ' +
  'Hannah Tama Chloe Max Anahera Ben'
).split(' ');
const LAST = (
  'Smith Wilson Williams Brown Taylor Jones Ngata Walker Harris Martin Thompson White Anderson ' +
  'Clarke Robinson King Campbell Young Wright Scott Mitchell Green Hall Parata Edwards Baker Turner ' +
  'Moore Cooper Hughes Kelly Lewis Wood Cook Bell Murphy Ward Watson Reid Stewart Tipene Morgan ' +
  'Ross Adams Evans Jackson Hill Marshall Cox Graham Russell Fraser Patel Singh Chen Wang Li Kaur ' +
  'Nguyen Henare'
).split(' ');
const SOURCES = ['Walk In', 'Phone', 'Email', 'Website', 'Booking.com', 'Expedia'];

/**
 * Builds the data set with set-based SQL (INSERT … SELECT generate_series), a fixed random seed so that every run
 * measures the same rows. Returns the first property's id (the one the bench signs in to) and its counts.
 */
async function build(client: pg.Client) {
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  const [org] = (await q(`insert into organisation (name) values ('Bench Org') returning id`)).rows as {
    id: number;
  }[];
  const prefixes = Array.from({ length: PROPERTIES }, (_, k) =>
    bookingNumberPrefix({ shortName: `Bench ${k + 1}`, name: `Bench Hotel ${k + 1}` }),
  );
  await q(
    `insert into property (organisation_id, name, short_name, business_type, property_status, plan,
       seo_friendly_name, timezone, local_currency)
     select $1, 'Bench Hotel ' || k, 'Bench ' || k, 'Accommodation', 'COMPLETED', 'Business Starter',
       'bench-hotel-' || k, 'Pacific/Auckland', 'NZD'
     from generate_series(1, $2::int) k order by k`,
    [org!.id, PROPERTIES],
  );
  await q(
    `create temp table bench_prop as
     select id, (row_number() over (order by id) - 1)::int as k, ($2::text[])[row_number() over (order by id)] as prefix
     from property where organisation_id = $1`,
    [org!.id, prefixes],
  );
  await q(
    `insert into room_type (property_id, name, no_of_rooms, base_price, max_occupancy, base_occupancy,
       extra_adult_charge, ranking)
     select p.id, (array['Standard Queen','Deluxe King','Family Room','Harbour Suite'])[r + 1], $1, 120 + 40 * r,
       4, 2, 30, r + 1
     from bench_prop p, generate_series(0, $2::int - 1) r order by p.k, r`,
    [ROOMS_PER_TYPE, TYPES_PER_PROPERTY],
  );
  await q(
    `create temp table bench_type as
     select t.id, t.property_id, p.k, t.ranking - 1 as r, t.base_price as price
     from room_type t join bench_prop p on p.id = t.property_id`,
  );
  await q(
    `insert into room (property_id, room_type_id, room_number, floor)
     select t.property_id, t.id, ((t.r + 1) * 100 + n)::text, t.r + 1
     from bench_type t, generate_series(1, $1::int) n order by t.id, n`,
    [ROOMS_PER_TYPE],
  );
  await q(
    `insert into rate_plan (room_type_id, code, name, deviation_type, deviation, meal_plan)
     select id, 'BAR', 'Best available rate', 'AMOUNT', 0, 'ROOM_ONLY' from bench_type order by id`,
  );
  await q(`alter table bench_type add column plan_id int`);
  await q(`update bench_type t set plan_id = p.id from rate_plan p where p.room_type_id = t.id`);
  // Two years of rates (booked is filled in from the bookings below).
  await q(
    `insert into daily_rate (room_type_id, date, property_id, price, total)
     select t.id, d::date, t.property_id, t.price, $1
     from bench_type t, generate_series(current_date - 366, current_date + 371, interval '1 day') d`,
    [ROOMS_PER_TYPE],
  );
  const perProperty = CUSTOMERS / PROPERTIES;
  await q(
    `insert into customer (property_id, first_name, last_name, email, phone, phone_digits, city, country)
     select p.id, f, l, lower(f || '.' || l || '.' || g || '@guest.example'), '+64 21 ' || lpad(g::text, 7, '0'),
       '6421' || lpad(g::text, 7, '0'), (array['Auckland','Wellington','Christchurch','Sydney','London'])[1 + g % 5],
       'New Zealand'
     from generate_series(0, $1::int - 1) g
     join bench_prop p on p.k = g / $2::int
     cross join lateral (select ($3::text[])[1 + g % 40] as f,
                                ($4::text[])[1 + (g / 40 + g * 7) % 60] as l) n
     order by g`,
    [CUSTOMERS, perProperty, FIRST, LAST],
  );
  await q(
    `create temp table bench_cust as
     select property_id, min(id) as first_id, max(id) - min(id) + 1 as span, count(*) as n
     from customer where property_id in (select id from bench_prop) group by property_id`,
  );
  const gaps = await q(`select count(*)::int as n from bench_cust where span <> n`);
  if ((gaps.rows[0] as { n: number }).n > 0) throw new Error('customer ids are not contiguous per property');

  // Status follows the dates: past stays are mostly checked out, current ones checked in, future ones confirmed;
  // every status appears. Numbers follow creation order per property, as the booking sequence hands them out.
  await q(`select setseed(0.2026)`);
  await q(
    `insert into booking (property_id, booking_number, sequence, status, room_type_id, rate_plan_id, customer_id,
       arrival, departure, nights, rooms, units, adults, children, source, external_reference, currency,
       room_charge, extra_charge, subtotal, taxes, tax, total, paid, cancel_reason, cancelled_at, checked_in_at,
       checked_out_at, created_at, updated_at)
     with raw as (
       select g, g % $2::int as k, floor(random() * $3::int)::int as r, floor(random() * $4::int)::int as c,
         current_date - 365 + floor(random() * 730)::int as arrival, 1 + floor(random() * 4)::int as nights,
         random() as u, random() as u2, floor(random() * 120)::int as lead
       from generate_series(0, $1::int - 1) g
     ), st as (
       select raw.*, arrival + nights as departure,
         case
           when arrival + nights <= current_date then
             case when u < .80 then 'CHECKEDOUT' when u < .90 then 'CANCELLED' when u < .95 then 'NO_SHOW' else 'VOID' end
           when arrival <= current_date then case when u < .90 then 'CHECKEDIN' else 'CANCELLED' end
           else case when u < .65 then 'CONFIRMED' when u < .75 then 'NEW' when u < .85 then 'ENQUIRY' else 'CANCELLED' end
         end as status,
         least(now() - interval '1 hour', (arrival - lead)::timestamptz + make_interval(secs => u2 * 86400)) as created
       from raw
     ), numbered as (
       select st.*, row_number() over (partition by k order by created, g)::int as seq from st
     )
     select p.id, p.prefix || '-' || lpad(n.seq::text, 6, '0'), n.seq, n.status, t.id, t.plan_id, c.first_id + n.c,
       n.arrival, n.departure, n.nights, 1, 1, 1 + g % 2, (g % 7 = 0)::int, ($5::text[])[1 + g % 6],
       case when g % 6 >= 4 then 'OTA-' || g end, 'NZD',
       t.price * n.nights, 0, t.price * n.nights,
       jsonb_build_array(jsonb_build_object('name', 'GST', 'amount', round(t.price * n.nights * 0.15, 2))),
       round(t.price * n.nights * 0.15, 2), round(t.price * n.nights * 1.15, 2),
       case n.status when 'CHECKEDOUT' then round(t.price * n.nights * 1.15, 2)
                     when 'CHECKEDIN' then round(t.price * 1.15, 2) else 0 end,
       case when n.status = 'CANCELLED' then 'Change of plans' end,
       case when n.status = 'CANCELLED' then least(now(), n.created + interval '1 day') end,
       case when n.status in ('CHECKEDIN', 'CHECKEDOUT') then (n.arrival + time '14:00')::timestamptz end,
       case when n.status = 'CHECKEDOUT' then (n.departure + time '10:00')::timestamptz end,
       n.created, n.created
     from numbered n
     join bench_prop p on p.k = n.k
     join bench_type t on t.k = n.k and t.r = n.r
     join bench_cust c on c.property_id = p.id
     order by p.id, n.seq`,
    [BOOKINGS, PROPERTIES, TYPES_PER_PROPERTY, perProperty, SOURCES],
  );
  await q(
    `insert into booking_sequence (property_id, last_value)
     select property_id, max(sequence) from booking where property_id in (select id from bench_prop)
     group by property_id`,
  );
  // Inventory: booked = units of the bookings holding inventory, per night [arrival, departure).
  await q(
    `update daily_rate d set booked = s.n
     from (select b.room_type_id, n::date as date, sum(b.units)::int as n
           from booking b, generate_series(b.arrival, b.departure - 1, interval '1 day') n
           where b.status in ('NEW', 'CONFIRMED', 'CHECKEDIN', 'CHECKEDOUT')
             and b.property_id in (select id from bench_prop)
           group by 1, 2) s
     where d.room_type_id = s.room_type_id and d.date = s.date`,
  );
  const over = await q(`select count(*)::int as n from daily_rate where booked > total`);
  // Allocations of the stays that happened or are happening: a room picked by booking id, one room_night per
  // night; a stay whose room is already taken on some night stays unallocated (as at a real desk, now and then).
  await q(
    `create temp table bench_room as
     select r.id, r.room_type_id, (row_number() over (partition by r.room_type_id order by r.id) - 1)::int as i
     from room r join bench_type t on t.id = r.room_type_id`,
  );
  await q(
    `insert into booking_room (property_id, booking_id, room_id, bed, from_date, to_date, checked_in_at,
       checked_out_at, created_at)
     select b.property_id, b.id, r.id, 0, b.arrival, b.departure, b.checked_in_at, b.checked_out_at, b.checked_in_at
     from booking b join bench_room r on r.room_type_id = b.room_type_id and r.i = b.id % $1::int
     where b.status in ('CHECKEDIN', 'CHECKEDOUT') and b.property_id in (select id from bench_prop)
     order by b.id`,
    [ROOMS_PER_TYPE],
  );
  await q(
    `insert into room_night (room_id, bed, date, booking_room_id)
     select br.room_id, 0, d::date, br.id
     from booking_room br, generate_series(br.from_date, br.to_date - 1, interval '1 day') d
     where br.property_id in (select id from bench_prop)
     order by br.id, d
     on conflict do nothing`,
  );
  await q(
    `delete from booking_room br
     where br.property_id in (select id from bench_prop)
       and (select count(*) from room_night n where n.booking_room_id = br.id) < br.to_date - br.from_date`,
  );
  await q(
    `update room set status = 'OCCUPIED' where id in
       (select br.room_id from booking_room br join booking b on b.id = br.booking_id where b.status = 'CHECKEDIN')`,
  );
  const counts = (
    await q(
      `select (select count(*) from booking)::int as bookings, (select count(*) from customer)::int as customers,
         (select count(*) from booking_room)::int as allocations, (select count(*) from room_night)::int as nights,
         (select count(*) from daily_rate)::int as rates`,
    )
  ).rows[0] as Record<string, number>;
  // A database in service has statistics and a visibility map; a freshly loaded one has neither until autovacuum.
  await q(`vacuum analyze`);
  const [first] = (await q(`select id from bench_prop where k = 0`)).rows as { id: number }[];
  return { orgId: org!.id, propertyId: first!.id, counts, overbooked: (over.rows[0] as { n: number }).n };
}

// ------------------------------------------------------------------ load

interface Server {
  base: string;
  /** The processes that answer (the cluster's workers), whose processor time the bench reads. */
  pids: number[];
  stop: () => void;
}

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

function startServer(kind: Kind, url: string, workers: number, limitRoutes?: Record<string, LimitRoute>) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind, url, String(workers)], {
    env: {
      ...process.env,
      BENCH_JWT_SECRET: JWT_SECRET,
      BENCH_LIMIT_ROUTES: limitRoutes ? JSON.stringify(limitRoutes) : '',
    },
    // BENCH_CPU_PROF=<dir>: CPU profiles of the server processes (open them in Chrome DevTools).
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

async function call(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { APP_ID, 'content-type': 'application/json', ...init.headers },
  });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Errors and timeouts (autocannon gives up on a request after 10 s): any fails the budget. */
  failed: number;
  /** Processor time of the server processes per request, ms. */
  cpu: number;
}

/** Slices per measure: product and limit take turns, so a change in the machine's load hits both alike. */
const ROUNDS = 3;

async function slice(
  what: string,
  url: string,
  headers: Record<string, string>,
  connections: number,
  pids: number[],
) {
  const before = cpuMs(pids);
  const r = await autocannon({ url, connections, duration: DURATION_S / ROUNDS, headers });
  const cpu = (cpuMs(pids) - before) / Math.max(1, r.requests.total);
  if (r.non2xx) throw new Error(`${what}: ${r.non2xx} answers other than 2xx`);
  if (r.errors || r.timeouts) console.error(`${what}: ${r.errors} errors, ${r.timeouts} timeouts`);
  return { ...r, cpu };
}

/** The median of a few values. */
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
    for (const side of ['product', 'limit'] as const)
      runs[side].push(await slice(`${side} ${what}`, urls[side], headers, connections, servers[side].pids));
  const sum = (rs: Run[]): Load => ({
    rps: rs.reduce((n, r) => n + r.requests.average, 0) / rs.length,
    p50: median(rs.map((r) => r.latency.p50)),
    p99: median(rs.map((r) => r.latency.p99)),
    failed: rs.reduce((n, r) => n + r.errors, 0),
    cpu: median(rs.map((r) => r.cpu)),
  });
  return { product: sum(runs.product), limit: sum(runs.limit) };
}

/**
 * The SQL the product sends for a list address: the repository's own function on a pool that records every query
 * (text and parameters, as they reach pg), with the query parsed by the route's own schema.
 */
async function captureListSql(
  url: string,
  propertyId: number,
  path: string,
  today: string,
): Promise<LimitRoute> {
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
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  const parsed = bookingListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
  await listBookings(db, propertyId, parsed, today);
  await pool.end();
  const page = sent.find((q) => /\blimit\b/i.test(q.text));
  const count = sent.find((q) => /\bcount\(/i.test(q.text) && q !== page);
  if (sent.length !== 2 || !page || !count)
    throw new Error(`expected a page and a count query, got ${sent.length}`);
  return { page, count };
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
    ['list', 38],
    ['rows', 12],
    ['product req/s', 14],
    ['limit req/s', 12],
    ['ratio', 7],
    ['p99 @1 conn', 12],
    ['limit p99 @1', 13],
    ['CPU ms/req', 11],
    ['limit CPU', 10],
    ['CPU ratio', 10],
    ['result', 7],
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

/** Builds the data set and the bench's user (PROP_ADMIN of the first property). */
async function buildWithUser(client: pg.Client, email: string) {
  const started = process.hrtime.bigint();
  const data = await build(client);
  const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  await client.query(
    `insert into app_user (username, email, password_hash, first_name, last_name, roles, organisation_id,
       property_id)
     values ($1, $1, $2, 'Bench', 'Admin', $3, $4, $5)`,
    [email, await hashPassword(PASSWORD), ['PROP_ADMIN'], data.orgId, data.propertyId],
  );
  const c = data.counts;
  console.log(
    `\nPostgreSQL data set built in ${buildSeconds.toFixed(1)} s: ${PROPERTIES} properties, ` +
      `${PROPERTIES * TYPES_PER_PROPERTY} room types, ${PROPERTIES * TYPES_PER_PROPERTY * ROOMS_PER_TYPE} rooms, ` +
      `${c.rates} daily rates, ${c.customers} customers, ${c.bookings} bookings, ${c.allocations} allocations ` +
      `(${c.nights} room nights)${data.overbooked ? `, ${data.overbooked} over-booked rate cells` : ''}`,
  );
  return data;
}

/** The first property and the bench's user of a kept database. */
async function kept(client: pg.Client, email: string) {
  const { rows } = await client.query(
    `select property_id as "propertyId" from app_user where username = $1`,
    [email],
  );
  const row = rows[0] as { propertyId: number } | undefined;
  if (!row) throw new Error('BENCH_REUSE: not a database kept by this bench');
  console.log(`\nReusing the data set of ${process.env.BENCH_REUSE}.`);
  return row;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/postgres';
  // BENCH_REUSE=<name>: run on a database kept by BENCH_KEEP=1 (skips the minute of building it).
  const reuse = process.env.BENCH_REUSE;
  const name = reuse ?? `bookone_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const benchUrl = u.toString();
  const servers: Server[] = [];
  try {
    const migrated = openPostgres(benchUrl);
    await migrated.migrate();
    await migrated.close();

    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    const email = 'bench.admin@bench.example';
    const data = reuse ? await kept(client, email) : await buildWithUser(client, email);
    const { d: today, tz } = (
      await client.query(`select current_date::text as d, timezone as tz from property where id = $1`, [
        data.propertyId,
      ])
    ).rows[0] as { d: string; tz: string };
    await client.end();
    const listPath = `/api/booking/property/${data.propertyId}`;
    const lists = [
      {
        name: 'CONFIRMED,CHECKEDIN by arrival desc',
        path: `${listPath}?page=0&size=50&status=CONFIRMED,CHECKEDIN&sort=arrival&order=desc`,
      },
      {
        name: 'search "smith", stay ±30 days',
        path:
          `${listPath}?page=0&size=50&status=CONFIRMED,CHECKEDIN,CHECKEDOUT&search=smith` +
          `&stayFrom=${addDays(today, -30)}&stayTo=${addDays(today, 30)}&sort=arrival&order=asc`,
      },
    ];
    const limitRoutes: Record<string, LimitRoute> = {};
    for (const list of lists)
      limitRoutes[list.path] = await captureListSql(benchUrl, data.propertyId, list.path, todayIn(tz));

    const rows: Row[] = [];
    const health: { workers: number; product: Load; limit: Load }[] = [];
    let token = '';
    for (const workers of WORKERS) {
      const product = await startServer('product', benchUrl, workers);
      servers.push(product);
      const limit = await startServer('limit', benchUrl, workers, limitRoutes);
      servers.push(limit);
      if (!token)
        token = (
          (await call(product.base, '/api/user/login', {
            method: 'POST',
            body: JSON.stringify({ username: email, password: PASSWORD }),
          })) as { token: string }
        ).token;
      const auth = { APP_ID, authorization: `Bearer ${token}` };
      health.push({
        workers,
        ...(await compare('health', { product, limit }, '/api/health', { APP_ID }, CONNECTIONS)),
      });
      for (const list of lists) {
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
      product.stop();
      limit.stop();
      servers.length = 0;
      await new Promise((r) => setTimeout(r, 500));
    }

    console.log(
      `\nautocannon, ${CONNECTIONS} connections (and 1), ${DURATION_S} s each, property ${data.propertyId} ` +
        `(${BOOKINGS / PROPERTIES} bookings), load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}\n`,
    );
    process.exitCode = printTable(rows, health) ? 0 : 1;
  } finally {
    for (const server of servers) server.stop();
    // Give the children a moment to close their pools before the database is dropped (drop … with (force) would
    // do too).
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP) console.log(`\nKept database ${name}.`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (cluster.isWorker)
  await serveWorker(process.env.BENCH_KIND as Kind, process.env.BENCH_URL!, Number(process.env.BENCH_PORT));
else if (process.argv[2] === '--serve')
  await servePrimary(process.argv[3] as Kind, process.argv[4]!, Number(process.argv[5]));
else await main();

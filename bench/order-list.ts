// Benchmark of the order list (issue 12 "Done when": the order list's p99 under the platform issue's list budget at
// 50 connections), by the method of bench/bookings.ts (bench/list-bench.ts): 200k orders of 20 restaurants over 90
// days on PostgreSQL, three lines each, the completed ones paid; the real server and the limit (bare Fastify + pg
// running the SQL the product sent) on two pages of 50: a whole day's orders newest first (the data set's last whole
// day: see lastWholeDay), and a week of one status and method. Budgets (issue 9 §3): ≥ 0.8× the limit's requests
// per second at 50 connections, p99 ≤ 15 ms at 1.
//   npm run bench:order-list
//   BENCH_DATABASE_URL=postgres://… BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench:order-list
//   BENCH_KEEP=1, BENCH_REUSE=<name>, WORKERS=1,2, BENCH_CPU_PROF=<dir>: see bench/list-bench.ts
import { fileURLToPath } from 'node:url';

import { addDays, orderListQuerySchema, wallClockToInstant } from '@bookone/domain';
import pg from 'pg';

import { hashPassword } from '../apps/server/src/lib/password';
import { listOrders } from '../apps/server/src/modules/order/order-list.repository';
import {
  benchUserProperty,
  captureListSql,
  runListBench,
  serveIfChild,
  withBenchDatabase,
} from './list-bench';

const PROPERTIES = 20;
const TABLES = 12;
const ORDERS = 200_000; // 10,000 per restaurant over 90 days: about 110 a day
const DAYS = 90;
const TZ = 'Pacific/Auckland';
const PASSWORD = 'Bench@2026';
const EMAIL = 'bench.admin@bench.example';

/** The data set, set-based (INSERT … SELECT generate_series) with a fixed seed; answers the first property. */
async function build(client: pg.Client) {
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  const [org] = (await q(`insert into organisation (name) values ('Bench Org') returning id`)).rows as {
    id: number;
  }[];
  await q(
    `insert into property (organisation_id, name, short_name, business_type, property_status, plan,
       seo_friendly_name, timezone, local_currency)
     select $1, 'Bench Bistro ' || k, 'BB' || k, 'Restaurant', 'COMPLETED', 'Business Starter',
       'bench-bistro-' || k, $3, 'NZD'
     from generate_series(1, $2::int) k order by k`,
    [org!.id, PROPERTIES, TZ],
  );
  await q(
    `create temp table bench_prop as
     select id, (row_number() over (order by id) - 1)::int as k, short_name from property where organisation_id = $1`,
    [org!.id],
  );
  await q(
    `insert into business_service (property_id, name, service_type)
     select id, 'Dine In', 'Restaurant' from bench_prop order by k`,
  );
  await q(
    `insert into service_resource (property_id, business_service_id, kind, name, area, capacity)
     select p.id, s.id, 'TABLE', 'Table ' || n, case when n <= 8 then 'Dining room' else 'Terrace' end, 4
     from bench_prop p join business_service s on s.property_id = p.id, generate_series(1, $1::int) n
     order by p.k, n`,
    [TABLES],
  );
  await q(
    `insert into customer (property_id, first_name, last_name, email)
     select p.id, (array['Aroha','James','Mere','Oliver','Sophie','Liam'])[1 + n % 6],
       (array['Smith','Ngata','Walker','Chen','Patel','Brown','Wilson'])[1 + n % 7], 'guest' || p.k || '.' || n || '@bench.example'
     from bench_prop p, generate_series(1, 300) n order by p.k, n`,
  );
  await q(`select setseed(0.2026)`);
  // Orders over the last DAYS days, numbered in time order per property; status by age (today's still running).
  await q(
    `insert into sales_order (property_id, business_service_id, sequence, reference_number, status, delivery_method,
       table_id, covers, customer_id, currency, subtotal, tax, total, cancel_reason, created_at, updated_at)
     with raw as (
       select g, g % $2::int as k, now() - make_interval(secs => random() * $3::int * 86400) as created,
         random() as u, random() as m, floor(random() * $4::int)::int as t, floor(random() * 300)::int as c,
         round((15 + random() * 80)::numeric, 2) as amount
       from generate_series(0, $1::int - 1) g
     ), numbered as (
       select raw.*, row_number() over (partition by k order by created, g)::int as seq from raw
     )
     select p.id, s.id, n.seq, upper(p.short_name) || '-O-' || lpad(n.seq::text, 6, '0'),
       case when n.created > now() - interval '3 hours' then
              (array['NEW','CONFIRMED','IN_PROGRESS','READY_TO_SERVE','SERVED'])[1 + floor(n.u * 5)::int]
            when n.u < 0.07 then 'CANCELLED' else 'COMPLETED' end,
       case when n.m < 0.7 then 'DINE_IN' when n.m < 0.9 then 'TAKE_AWAY' else 'DELIVERY' end,
       case when n.m < 0.7 then r.id end, case when n.m < 0.7 then 2 end,
       case when n.m >= 0.7 then (select min(id) from customer where property_id = p.id) + n.c end,
       'NZD', n.amount, round(n.amount * 0.15, 2), round(n.amount * 1.15, 2),
       case when n.u < 0.07 then 'Guest left' end, n.created, n.created
     from numbered n
     join bench_prop p on p.k = n.k
     join business_service s on s.property_id = p.id
     join lateral (select id from service_resource where property_id = p.id order by id offset n.t limit 1) r on true
     order by p.id, n.seq`,
    [ORDERS, PROPERTIES, DAYS, TABLES],
  );
  await q(
    `insert into order_sequence (property_id, last_value)
     select property_id, max(sequence) from sales_order where property_id in (select id from bench_prop)
     group by property_id`,
  );
  await q(
    `insert into order_line (order_id, property_id, product_name, product_code, group_name, unit_price, quantity,
       amount, tax_rate, tax, total, position, created_at)
     select o.id, o.property_id, (array['Margherita','Flat white','Fish and chips'])[l], 'P' || l, 'Mains',
       round(o.subtotal / 3, 2), 1, round(o.subtotal / 3, 2), 15, round(o.tax / 3, 2), round(o.total / 3, 2), l - 1,
       o.created_at
     from sales_order o, generate_series(1, 3) l where o.property_id in (select id from bench_prop)
     order by o.id, l`,
  );
  await q(
    `insert into payment (property_id, order_id, date, amount, currency, mode, status)
     select o.property_id, o.id, (o.created_at at time zone $1)::date, o.total, 'NZD', 'Card', 'Paid'
     from sales_order o where o.status = 'COMPLETED' and o.property_id in (select id from bench_prop)`,
    [TZ],
  );
  await q(`vacuum analyze`);
  const [first] = (await q(`select id from bench_prop where k = 0`)).rows as { id: number }[];
  await q(
    `insert into app_user (username, email, password_hash, first_name, last_name, roles, organisation_id,
       property_id)
     values ($1, $1, $2, 'Bench', 'Admin', $3, $4, $5)`,
    [EMAIL, await hashPassword(PASSWORD), ['PROP_ADMIN'], org!.id, first!.id],
  );
  return first!.id;
}

async function buildAndTell(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  const propertyId = await build(client);
  await client.end();
  console.log(
    `\nPostgreSQL data set built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${PROPERTIES} restaurants, ` +
      `${ORDERS} orders over ${DAYS} days, ${ORDERS * 3} lines, the completed ones paid`,
  );
  return propertyId;
}

/**
 * The data set's last whole day in the restaurants' zone: the orders end when the set was built, so "today" holds
 * a few orders just after midnight in Auckland (or none in a kept set a day old) and a whole day's ~110 late in it.
 * A day's list is the same query as today's (the range of one day), so a whole day measures it alike at any hour.
 */
async function lastWholeDay(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select ((max(created_at) at time zone $1)::date - 1)::text as day from sales_order`,
      [TZ],
    );
    return (rows[0] as { day: string }).day;
  } finally {
    await client.end();
  }
}

async function main() {
  await withBenchDatabase(async (url, reused) => {
    const propertyId = reused ? await benchUserProperty(url, EMAIL) : await buildAndTell(url);
    const day = await lastWholeDay(url);
    const base = `/api/order/property/${propertyId}?page=0&size=50`;
    const lists = [
      { name: "a day's orders, newest first", path: `${base}&date=${day}&sort=createdAt&order=desc` },
      {
        name: 'a week of COMPLETED dine-in, by total',
        path: `${base}&from=${addDays(day, -6)}&to=${day}&status=COMPLETED&deliveryMethod=DINE_IN&sort=total&order=desc`,
      },
    ];
    // The range as the service computes it (the property's days), for the repository's own SQL.
    const start = (d: string) => new Date(wallClockToInstant(d, '00:00', TZ));
    const withSql = [];
    for (const list of lists) {
      const q = orderListQuerySchema.parse(Object.fromEntries(new URL(list.path, 'http://x').searchParams));
      const [first, last] = q.from && q.to ? [q.from, q.to] : [q.date!, q.date!];
      const range: [Date, Date] = [start(first), start(addDays(last, 1))];
      withSql.push({ ...list, sql: await captureListSql(url, (db) => listOrders(db, propertyId, q, range)) });
    }
    const pass = await runListBench({
      entry: fileURLToPath(import.meta.url),
      url,
      username: EMAIL,
      password: PASSWORD,
      lists: withSql,
      about: `property ${propertyId} (${ORDERS / PROPERTIES} orders)`,
    });
    process.exitCode = pass ? 0 : 1;
  });
}

if (!(await serveIfChild())) await main();

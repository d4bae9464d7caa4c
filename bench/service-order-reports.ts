// Benchmark of the dashboard's services, service request and orders reports (issue 15): on PostgreSQL, a property
// with a year of 200k service reservations on 24 resources, 200k orders (600k lines, kitchen tickets with voids)
// at two outlets and 50k service requests, built by SQL; each report's compute (what GET /api/report/<id> runs
// after the tenant check) over the whole year and over one month, median of 5 runs after a warm-up. Budget
// (issue 15's Done-when): every report under 500 ms. The machine's load is printed beside the figures, and so is the
// processor time of the database backend (from /proc, when PostgreSQL runs on this machine).
//   node --import tsx bench/service-order-reports.ts
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres node --import tsx bench/service-order-reports.ts
//   BENCH_KEEP=1 keeps the database; BENCH_REUSE=<name> runs again on a kept one.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { addDays, todayIn } from '@bookone/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';

import { openPostgres } from '../apps/server/src/db/client';
import { REPORTS } from '../apps/server/src/modules/report/reports';
import { withBenchDatabase } from './list-bench';

const BUDGET_MS = 500;
const RUNS = 5;
const TZ = 'Pacific/Auckland';
const RESERVATIONS = 200_000;
const ORDERS = 200_000;
const REQUESTS = 50_000;
const IDS = ['service-', 'order-'];

/** The data set, in SQL: a year back from today, spread evenly over the days and the opening hours. */
async function build(client: pg.Client): Promise<number> {
  const one = async (text: string, values: unknown[] = []) =>
    ((await client.query(text, values)).rows[0] as { id: number }).id;
  const org = await one(`insert into organisation (name) values ('Bench Reports Org') returning id`);
  const prop = await one(
    `insert into property (organisation_id, name, business_type, property_status, timezone, seo_friendly_name)
     values ($1, 'Bench Spa and Bistro', 'Restaurant', 'COMPLETED', $2, 'bench-reports') returning id`,
    [org, TZ],
  );
  await client.query(
    `insert into business_hours (property_id, weekday, open, opens_at, closes_at, breaks)
     select $1, w, true, '09:00', '21:00', '[{"start":"13:00","end":"14:00"}]'::jsonb
     from unnest(array['MON','TUE','WED','THU','FRI','SAT','SUN']) w`,
    [prop],
  );
  const spa = await one(`insert into business_service (property_id, name) values ($1, 'Spa') returning id`, [
    prop,
  ]);
  await client.query(
    `insert into offering (property_id, business_service_id, name, code, duration_minutes, price)
     select $1, $2, 'Treatment ' || i, 'T' || i, 60, 80 + i * 10 from generate_series(1, 6) i`,
    [prop, spa],
  );
  await client.query(
    `insert into service_resource (property_id, business_service_id, kind, name, capacity)
     select $1, $2, case when i > 20 then 'TABLE' else 'STAFF' end, 'Resource ' || i, case when i > 20 then 4 else 1 end
     from generate_series(1, 24) i`,
    [prop, spa],
  );
  await client.query(
    `insert into offering_resource (offering_id, resource_id)
     select o.id, r.id from offering o cross join service_resource r where o.property_id = $1 and r.property_id = $1`,
    [prop],
  );
  await client.query(
    `insert into resource_time_off (resource_id, starts_at, ends_at)
     select r.id, now() - (i || ' days')::interval, now() - (i || ' days')::interval + interval '3 hours'
     from service_resource r cross join generate_series(1, 360, 9) i where r.property_id = $1`,
    [prop],
  );
  await client.query(
    `insert into customer (property_id, first_name, last_name)
     select $1, 'Guest', 'Number ' || i from generate_series(1, 5000) i`,
    [prop],
  );
  // Reservations: one line each, on the hour between 09:00 and 20:00, every status.
  await client.query(
    `with c as (select min(id) lo from customer where property_id = $1),
     o as (select array_agg(id order by id) ids from offering where property_id = $1),
     r as (select array_agg(id order by id) ids from service_resource where property_id = $1),
     rows as (
       select i, ((current_date - 365 + (i % 365)) + make_interval(hours => 9 + (i / 365) % 11)) at time zone $2 as s
       from generate_series(1, $3::int) i)
     insert into reservation (property_id, sequence, reference_number, status, customer_id, starts_at, ends_at,
       currency, subtotal, discount_amount, total)
     select $1, i, 'RS-' || i, (array['COMPLETED','COMPLETED','COMPLETED','CONFIRMED','CANCELLED','NO_SHOW'])[1 + i % 6],
       (select lo from c) + i % 5000, s, s + interval '1 hour', 'NZD', 100, case when i % 10 = 0 then 10 else 0 end, 100
     from rows`,
    [prop, TZ, RESERVATIONS],
  );
  await client.query(
    `with o as (select array_agg(id order by id) ids from offering where property_id = $1),
     r as (select array_agg(id order by id) ids from service_resource where property_id = $1)
     insert into reservation_line (reservation_id, property_id, offering_id, resource_id, starts_at, ends_at,
       held_until, persons, unit_price, price)
     select v.id, $1, (select ids from o)[1 + v.sequence % 6], (select ids from r)[1 + v.sequence % 24],
       v.starts_at, v.ends_at, v.ends_at, 1, 100, 100
     from reservation v where v.property_id = $1`,
    [prop],
  );
  // Orders: two outlets, 40 products in 4 groups, three lines each, ten operators, 5 % cancelled.
  await client.query(`insert into business_service (property_id, name) values ($1, 'Dine In'), ($1, 'Bar')`, [
    prop,
  ]);
  await client.query(
    `insert into app_user (username, email, password_hash, first_name, last_name, roles, organisation_id, property_id)
     select 'bench.waiter' || i || '@bench.example', 'bench.waiter' || i || '@bench.example', 'x', 'Waiter', 'No ' || i,
       array['PROP_SERVICE'], $2, $1 from generate_series(1, 10) i`,
    [prop, org],
  );
  await client.query(
    `with outlets as (select array_agg(id order by id) ids from business_service where property_id = $1
                      and name in ('Dine In', 'Bar')),
     users as (select array_agg(id order by id) ids from app_user where property_id = $1),
     rows as (
       select i, ((current_date - 365 + (i % 365)) + make_interval(mins => 600 + (i * 7) % 720)) at time zone $2 as t
       from generate_series(1, $3::int) i)
     insert into sales_order (property_id, business_service_id, sequence, reference_number, status, delivery_method,
       covers, currency, subtotal, discount_amount, tax, total, cancel_reason, created_by, created_at)
     select $1, (select ids from outlets)[1 + i % 2], i, 'B-O-' || i,
       case when i % 20 = 0 then 'CANCELLED' else 'COMPLETED' end, 'DINE_IN', 1 + i % 4, 'NZD', 60,
       case when i % 8 = 0 then 6 else 0 end, 9, 69, case when i % 20 = 0 then 'Reason ' || (i % 5) end,
       (select ids from users)[1 + i % 10], t
     from rows`,
    [prop, TZ, ORDERS],
  );
  await client.query(
    `insert into order_line (order_id, property_id, product_name, product_code, group_name, unit_price, quantity,
       discount_percentage, amount, discount_amount, tax_rate, tax, total)
     select o.id, $1, 'Product ' || p, 'P' || p, 'Group ' || (p % 4), 10, 2, case when o.sequence % 8 = 0 then 10 else 0 end,
       20, case when o.sequence % 8 = 0 then 2 else 0 end, case when p % 4 = 0 then 0 else 15 end, 3, 23
     from sales_order o cross join lateral (select (o.sequence * 3 + k) % 40 p from generate_series(0, 2) k) x
     where o.property_id = $1`,
    [prop],
  );
  await client.query(
    `insert into kitchen_ticket (property_id, order_id, number, station, delivery_method)
     select $1, o.id, o.sequence, 'Kitchen', 'DINE_IN' from sales_order o
     where o.property_id = $1 and o.sequence % 10 = 0`,
    [prop],
  );
  await client.query(
    `insert into kitchen_ticket_line (ticket_id, order_line_id, product_name, quantity, voided_quantity)
     select t.id, l.id, l.product_name, l.quantity, case when o.status = 'CANCELLED' then l.quantity else 0 end
     from kitchen_ticket t join sales_order o on o.id = t.order_id join order_line l on l.order_id = o.id
     where t.property_id = $1`,
    [prop],
  );
  await client.query(
    `insert into service_request (organisation_id, property_id, sequence, reference_number, issue_type, description,
       priority, status, assigned_role, opened_at, resolved_at)
     select $2, $1, i, 'SR-' || i, (array['HOUSEKEEPING','MAINTENANCE','FRONT_DESK','AMENITIES'])[1 + i % 4], 'Bench',
       (array['LOW','NORMAL','HIGH','URGENT'])[1 + i % 4], (array['OPEN','IN_PROGRESS','RESOLVED','CLOSED'])[1 + i % 4],
       (array['PROP_SERVICE','PROP_HOUSEKEEPING'])[1 + i % 2],
       now() - make_interval(mins => i * 10), now() - make_interval(mins => i * 10) + interval '2 hours'
     from generate_series(1, $3::int) i`,
    [prop, org, REQUESTS],
  );
  await client.query('analyze');
  return prop;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Processor time (ms) the PostgreSQL backend `pid` has used, from /proc when the server runs on this machine (else
 * null): on a machine shared with other work, the wall-clock time mostly measures the wait for a core, this does not.
 */
function backendCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function main() {
  await withBenchDatabase(async (url, reused) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const started = Date.now();
    const propertyId = reused
      ? (
          (await client.query(`select id from property where seo_friendly_name = 'bench-reports'`))
            .rows[0] as {
            id: number;
          }
        ).id
      : await build(client);
    if (!reused) console.log(`\nData set built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await client.end();
    const database = openPostgres(url);
    const today = todayIn(TZ);
    const scope = {
      properties: [
        { id: propertyId, name: 'Bench', timezone: TZ, currency: 'NZD', businessType: 'Restaurant' as const },
      ],
      propertyIds: [propertyId],
    };
    const ranges = { year: [addDays(today, -365), today], month: [addDays(today, -30), today] } as const;
    let pass = true;
    console.log(
      `\nload average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; budget ${BUDGET_MS} ms`,
    );
    // The pool hands back its last released connection: one backend runs every report, one after the other.
    const pidResult: unknown = await database.db.execute(sql`select pg_backend_pid() as pid`);
    const pid = Number((pidResult as { rows: { pid: number }[] }).rows[0]!.pid);
    console.log(
      'report'.padEnd(30),
      'year ms'.padStart(9),
      'cpu ms'.padStart(8),
      'month ms'.padStart(9),
      'cpu ms'.padStart(8),
      'rows'.padStart(6),
    );
    for (const report of REPORTS.filter((r) => IDS.some((p) => r.id.startsWith(p)))) {
      const times: Record<string, number> = {};
      const cpu: Record<string, number | null> = {};
      let rows = 0;
      for (const [name, [from, to]] of Object.entries(ranges)) {
        const query = report.query.parse({ from, to });
        await report.compute(database.db, scope, query);
        const runs: number[] = [];
        const cpuRuns: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const c0 = backendCpuMs(pid);
          const t0 = process.hrtime.bigint();
          const figures = await report.compute(database.db, scope, query);
          runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
          const c1 = backendCpuMs(pid);
          if (c0 != null && c1 != null) cpuRuns.push(c1 - c0);
          rows = figures.rows.length;
        }
        times[name] = median(runs);
        cpu[name] = cpuRuns.length === RUNS ? median(cpuRuns) : null;
      }
      const ok = Object.values(times).every((ms) => ms < BUDGET_MS);
      pass &&= ok;
      console.log(
        report.id.padEnd(30),
        times.year!.toFixed(1).padStart(9),
        (cpu.year?.toFixed(0) ?? '-').padStart(8),
        times.month!.toFixed(1).padStart(9),
        (cpu.month?.toFixed(0) ?? '-').padStart(8),
        String(rows).padStart(6),
        ok ? '' : ' OVER BUDGET',
      );
    }
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await database.close();
    process.exitCode = pass ? 0 : 1;
  });
}

await main();

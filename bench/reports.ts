// Benchmark of the dashboard's accommodation and sales reports (issue 15): on PostgreSQL, the bookings benchmark's
// data set (bench/bookings.ts: 200k bookings over 50 properties of one organisation, a year back to a year ahead),
// each report's compute (what GET /api/report/<id> runs after the tenant check) for the whole organisation (all
// 200k bookings) and for one property, over a year (a day for the night audit) and over a month; median of 5 runs
// after a warm-up. Budget (issue 15's Done-when): every report under 500 ms. The machine's load is printed beside
// the figures: on a shared machine the wall-clock time also measures the wait for a core.
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres node --import tsx bench/reports.ts
//   BENCH_KEEP=1 keeps the database; BENCH_REUSE=<name> runs again on a kept one.
import { loadavg } from 'node:os';

import { addDays, type BusinessType } from '@bookone/domain';
import pg from 'pg';

import { openPostgres } from '../apps/server/src/db/client';
import { REPORTS } from '../apps/server/src/modules/report/reports';
import { build } from './bookings';
import { withBenchDatabase } from './list-bench';

const BUDGET_MS = 500;
const RUNS = 5;
const IDS = [
  'sales',
  'night-audit',
  'occupancy',
  'revenue',
  'movements',
  'cancellations',
  'nationality',
  'payments',
  'balances',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  await withBenchDatabase(async (url, reused) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const started = Date.now();
    if (!reused) await build(client);
    if (!reused) console.log(`\nData set built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { rows: props } = await client.query(
      `select p.id, p.name, p.timezone, p.local_currency as currency, p.business_type as "businessType"
       from property p join organisation o on o.id = p.organisation_id where o.name = 'Bench Org' order by p.id`,
    );
    const { rows: dates } = await client.query(`select current_date::text as today`);
    await client.end();
    const properties = props as {
      id: number;
      name: string;
      timezone: string;
      currency: string;
      businessType: BusinessType;
    }[];
    const today = (dates[0] as { today: string }).today;
    const scopes = {
      organisation: { properties, propertyIds: properties.map((p) => p.id) },
      property: { properties: properties.slice(0, 1), propertyIds: [properties[0]!.id] },
    };
    const database = openPostgres(url);
    const periods = {
      year: { from: addDays(today, -182), to: addDays(today, 182), date: addDays(today, -1) },
      month: { from: addDays(today, -15), to: addDays(today, 15), date: today },
    };
    console.log(`\n${properties.length} properties; load average ${load()}; budget ${BUDGET_MS} ms`);
    console.log(
      'report'.padEnd(16),
      'org year'.padStart(9),
      'org month'.padStart(10),
      'prop year'.padStart(10),
      'prop month'.padStart(11),
      'rows'.padStart(6),
    );
    let pass = true;
    for (const report of REPORTS.filter((r) => IDS.includes(r.id))) {
      const cells: number[] = [];
      let rows = 0;
      for (const scope of Object.values(scopes))
        for (const p of Object.values(periods)) {
          const query = report.query.parse(
            report.period === 'day' ? { date: p.date } : { from: p.from, to: p.to },
          );
          await report.compute(database.db, scope, query);
          const runs: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            const t0 = process.hrtime.bigint();
            const figures = await report.compute(database.db, scope, query);
            runs.push(Number(process.hrtime.bigint() - t0) / 1e6);
            rows = Math.max(rows, figures.rows.length);
          }
          cells.push(median(runs));
        }
      const ok = cells.every((ms) => ms < BUDGET_MS);
      pass &&= ok;
      console.log(
        report.id.padEnd(16),
        ...cells.map((ms, i) => ms.toFixed(1).padStart([9, 10, 10, 11][i]!)),
        String(rows).padStart(6),
        ok ? '' : ' OVER BUDGET',
      );
    }
    console.log(`load average ${load()}`);
    await database.close();
    process.exitCode = pass ? 0 : 1;
  });
}

await main();

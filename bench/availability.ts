// Benchmark of the availability engine (issue 4): a 100-room, 8-room-type property with 365 days of rates; times a
// full-year availability query (every room type) and a 7-night quote, median and p95 of 50 runs after a warm-up.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a temporary database is created and dropped).
//   npm run bench:availability
//   BENCH_DATABASE_URL=postgres://postgres:postgres@localhost:5432/postgres npm run bench:availability
import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { addDays, todayIn } from '@bookone/domain';
import pg from 'pg';

import { openPostgres, wrapPglite, type Database } from '../apps/server/src/db/client';
import { organisation, property, ratePlan, room, roomType } from '../apps/server/src/db/schema';
import { getAvailability, quoteStay } from '../apps/server/src/modules/availability/availability.service';
import { generateYearOfRates } from '../apps/server/src/modules/room/room.service';

const BUDGET_MS = 30;
const RUNS = 50;
const WARMUP = 10;
const ROOMS_PER_TYPE = [20, 16, 14, 12, 12, 10, 8, 8]; // 100 rooms

async function build(db: Database['db']) {
  const [org] = await db.insert(organisation).values({ name: 'Bench Org' }).returning();
  const [prop] = await db
    .insert(property)
    .values({
      organisationId: org!.id,
      name: 'Bench Hotel',
      businessType: 'Accommodation',
      propertyStatus: 'COMPLETED',
      timezone: 'Pacific/Auckland',
      taxes: [
        {
          name: 'Room tax',
          percentage: null,
          taxSlabsList: [
            { minAmount: 0, maxAmount: 999.99, percentage: 5 },
            { minAmount: 1000, maxAmount: null, percentage: 12 },
          ],
        },
      ],
    })
    .returning();
  const types = await db
    .insert(roomType)
    .values(
      ROOMS_PER_TYPE.map((n, i) => ({
        propertyId: prop!.id,
        name: `Type ${i + 1}`,
        noOfRooms: n,
        basePrice: 100 + i * 25,
        maxOccupancy: 4,
        baseOccupancy: 2,
        extraAdultCharge: 30,
        ranking: i + 1,
      })),
    )
    .returning();
  await db.insert(room).values(
    types.flatMap((t, i) =>
      Array.from({ length: ROOMS_PER_TYPE[i]! }, (_, k) => ({
        propertyId: prop!.id,
        roomTypeId: t.id,
        roomNumber: `${i + 1}${String(k + 1).padStart(2, '0')}`,
        floor: i + 1,
      })),
    ),
  );
  await db
    .insert(ratePlan)
    .values(types.map((t) => ({ roomTypeId: t.id, code: 'BB', name: 'B&B', deviation: 35 })));
  for (const t of types) await generateYearOfRates(db, t, t.noOfRooms, 'Pacific/Auckland');
  const [plan] = await db.select().from(ratePlan).limit(1);
  return { property: prop!, types, plan: plan! };
}

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function bench(label: string, database: Database) {
  await database.migrate();
  const { property: p, types, plan } = await build(database.db);
  const from = todayIn('Pacific/Auckland');
  const to = addDays(from, 364);
  const ids = types.map((t) => t.id);
  const check = await getAvailability(database.db, p.id, ids, from, to);
  const cells = check.roomTypes.reduce((n, r) => n + r.cells.length, 0);
  const year = await time(() => getAvailability(database.db, p.id, ids, from, to));
  const quoteRequest = {
    roomTypeId: plan.roomTypeId,
    planId: plan.id,
    checkIn: addDays(from, 30),
    checkOut: addDays(from, 37),
    adults: 3,
    children: 1,
    rooms: 1,
  };
  const q = await quoteStay(database.db, p, quoteRequest);
  const quote = await time(() => quoteStay(database.db, p, quoteRequest));
  const fmt = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;
  console.log(`\n${label}: ${types.length} room types, 100 rooms, ${cells} cells (365 days)`);
  console.log(
    `  full-year availability  median ${fmt(year.median)}  p95 ${fmt(year.p95)}  = ${(year.p95 / BUDGET_MS).toFixed(2)} × the ${BUDGET_MS} ms budget (p95)`,
  );
  console.log(
    `  7-night quote           median ${fmt(quote.median)}  p95 ${fmt(quote.p95)}  = ${(quote.p95 / BUDGET_MS).toFixed(2)} × the ${BUDGET_MS} ms budget (p95)   total ${q.total} ${q.currency}`,
  );
  return year.p95 <= BUDGET_MS;
}

const results: boolean[] = [];
const lite = wrapPglite(await PGlite.create());
try {
  results.push(await bench('PGlite (in memory)', lite));
} finally {
  await lite.close();
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = `bookone_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString());
  try {
    results.push(await bench('PostgreSQL', database));
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to run it too)');
}
console.log(results.every(Boolean) ? '\nWithin budget.' : '\nOVER BUDGET.');

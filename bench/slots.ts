// Benchmark of the slot search (issue 11): an offering delivered by 20 resources, each with its own hours, some
// leave, and about a third of its time already reserved; times the free slots of all 20 resources over 30 days
// (one read of the rows, then the domain's engine per day), median and p95 of 50 runs after a warm-up.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a temporary database is created and dropped).
//   npm run bench:slots
//   BENCH_DATABASE_URL=postgres://postgres:postgres@localhost:5432/postgres npm run bench:slots
import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { WEEKDAYS, addDays, todayIn, wallClockToInstant, type BusinessDay } from '@bookone/domain';
import pg from 'pg';

import { openPostgres, wrapPglite, type Database } from '../apps/server/src/db/client';
import {
  businessService,
  customer,
  offering,
  offeringResource,
  organisation,
  property,
  reservation,
  reservationLine,
  resourceTimeOff,
  serviceResource,
} from '../apps/server/src/db/schema';
import { findOfferingForSlots, slotDays } from '../apps/server/src/modules/reservation/reservation-slots';

const BUDGET_MS = 50;
const RUNS = 50;
const WARMUP = 10;
const RESOURCES = 20;
const DAYS = 30;
const TZ = 'Pacific/Auckland';

const week = (opens: string, closes: string): BusinessDay[] =>
  WEEKDAYS.map((weekday) =>
    weekday === 'SUN'
      ? { weekday, open: false, opensAt: null, closesAt: null, breaks: [] }
      : { weekday, open: true, opensAt: opens, closesAt: closes, breaks: [{ start: '12:00', end: '12:30' }] },
  );

async function build(db: Database['db']) {
  const [org] = await db.insert(organisation).values({ name: 'Bench Org' }).returning();
  const [prop] = await db
    .insert(property)
    .values({
      organisationId: org!.id,
      name: 'Bench Spa',
      businessType: 'Services',
      propertyStatus: 'COMPLETED',
      plan: 'Business Premium',
      timezone: TZ,
    })
    .returning();
  const [service] = await db
    .insert(businessService)
    .values({
      propertyId: prop!.id,
      name: 'Bench spa',
      openingHours: week('08:00', '20:00'),
      maxLeadDays: 365,
    })
    .returning();
  const [off] = await db
    .insert(offering)
    .values({
      propertyId: prop!.id,
      businessServiceId: service!.id,
      name: 'Massage',
      code: 'M60',
      durationMinutes: 60,
      bufferMinutes: 15,
      price: 100,
    })
    .returning();
  const [guest] = await db.insert(customer).values({ propertyId: prop!.id, firstName: 'Bench' }).returning();
  const from = addDays(todayIn(TZ), 1);
  let seq = 0;
  for (let r = 0; r < RESOURCES; r++) {
    const [res] = await db
      .insert(serviceResource)
      .values({
        propertyId: prop!.id,
        kind: 'STAFF',
        name: `Therapist ${r + 1}`,
        // Half work the early shift, half the late one.
        workingHours: r % 2 ? week('08:00', '16:00') : week('12:00', '20:00'),
      })
      .returning();
    await db.insert(offeringResource).values({ offeringId: off!.id, resourceId: res!.id });
    if (r % 5 === 0)
      await db.insert(resourceTimeOff).values({
        resourceId: res!.id,
        startsAt: new Date(wallClockToInstant(addDays(from, 10), '00:00', TZ)),
        endsAt: new Date(wallClockToInstant(addDays(from, 14), '00:00', TZ)),
      });
    // Three sessions a day on each resource: about a third of an eight-hour shift.
    for (let d = 0; d < DAYS; d++) {
      const date = addDays(from, d);
      for (const time of r % 2 ? ['09:00', '11:00', '14:00'] : ['13:00', '15:00', '18:00']) {
        const startsAt = new Date(wallClockToInstant(date, time, TZ));
        const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
        seq++;
        const [row] = await db
          .insert(reservation)
          .values({
            propertyId: prop!.id,
            sequence: seq,
            referenceNumber: `RS-${seq}`,
            customerId: guest!.id,
            startsAt,
            endsAt,
            currency: 'NZD',
          })
          .returning();
        await db.insert(reservationLine).values({
          reservationId: row!.id,
          propertyId: prop!.id,
          offeringId: off!.id,
          resourceId: res!.id,
          startsAt,
          endsAt,
          heldUntil: new Date(endsAt.getTime() + 15 * 60_000),
          persons: 1,
          unitPrice: 100,
          price: 100,
        });
      }
    }
  }
  return { property: prop!, offeringId: off!.id, from, reservations: seq };
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
  const b = await build(database.db);
  const o = (await findOfferingForSlots(database.db, b.offeringId))!;
  // A fixed "now" a day before the first searched day: no slot is cut by the lead time.
  const now = new Date(wallClockToInstant(addDays(b.from, -1), '12:00', TZ));
  const search = () => slotDays(database.db, { property: b.property, offering: o, now }, b.from, DAYS);
  const days = await search();
  const slots = days.reduce((n, d) => n + d.slots.length, 0);
  const places = days.reduce((n, d) => n + d.slots.reduce((m, s) => m + s.resourceIds.length, 0), 0);
  const t = await time(search);
  const fmt = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;
  console.log(
    `\n${label}: ${RESOURCES} resources × ${DAYS} days, ${b.reservations} reservations held; ${slots} free start times, ${places} resource-slots`,
  );
  console.log(
    `  free slots, 30 days     median ${fmt(t.median)}  p95 ${fmt(t.p95)}  = ${(t.p95 / BUDGET_MS).toFixed(2)} × the ${BUDGET_MS} ms budget (p95)`,
  );
  return t.p95 <= BUDGET_MS;
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

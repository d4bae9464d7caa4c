// Benchmark of the paginated booking list (issues 5 and 9): 200k bookings across 50 properties on PostgreSQL; the
// real server (buildApp, in child processes so that the load generator does not share their event loop) is hit
// by autocannon on two filtered booking-list pages of 50 rows, and so is the "limit" (bench/limit-server.ts): bare
// Fastify + pg verifying the same token and running the SQL the product sent for the same list, as prepared
// statements. Budgets (issue 9 §3): each list serves ≥ 0.8× the limit's requests per second at 50 connections, and
// its p99 at 1 connection is ≤ 15 ms. Product and limit take turns in slices of the same run, so that a loaded
// or a different machine changes the ratio much less than the absolute figures. The machinery (servers, load,
// table, the variables it reads: WORKERS, BENCH_KEEP, BENCH_REUSE, BENCH_CPU_PROF…) is bench/list-bench.ts.
//   npm run bench:bookings
//   BENCH_DATABASE_URL=postgres://… BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench:bookings
//   WORKERS=1,2 npm run bench:bookings    1 API process, then 2 sharing one port (node:cluster), on the same data
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { addDays, bookingListQuerySchema, bookingNumberPrefix, todayIn } from '@bookone/domain';
import pg from 'pg';

import { hashPassword } from '../apps/server/src/lib/password';
import { listBookings } from '../apps/server/src/modules/booking/booking.repository';
import {
  benchUserProperty,
  captureListSql,
  runListBench,
  serveIfChild,
  withBenchDatabase,
} from './list-bench';

const PROPERTIES = 50;
const TYPES_PER_PROPERTY = 4;
const ROOMS_PER_TYPE = 12;
const CUSTOMERS = 150_000; // 3,000 guests per property: most guests stay once, some come back
const BOOKINGS = 200_000; // 4,000 per property, arrivals from a year ago to a year ahead
const PASSWORD = 'Bench@2026';
const EMAIL = 'bench.admin@bench.example';

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
export async function build(client: pg.Client) {
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

async function main() {
  await withBenchDatabase(async (url, reused) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const propertyId = reused
      ? await benchUserProperty(url, EMAIL)
      : (await buildWithUser(client, EMAIL)).propertyId;
    const { d: today, tz } = (
      await client.query(`select current_date::text as d, timezone as tz from property where id = $1`, [
        propertyId,
      ])
    ).rows[0] as { d: string; tz: string };
    await client.end();
    const listPath = `/api/booking/property/${propertyId}`;
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
    const withSql = [];
    for (const list of lists) {
      const q = bookingListQuerySchema.parse(Object.fromEntries(new URL(list.path, 'http://x').searchParams));
      withSql.push({
        ...list,
        sql: await captureListSql(url, (db) => listBookings(db, propertyId, q, todayIn(tz))),
      });
    }
    const pass = await runListBench({
      entry: fileURLToPath(import.meta.url),
      url,
      username: EMAIL,
      password: PASSWORD,
      lists: withSql,
      about: `property ${propertyId} (${BOOKINGS / PROPERTIES} bookings)`,
    });
    process.exitCode = pass ? 0 : 1;
  });
}

// Run only as the entry (bench/reports.ts imports the data set's builder).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url) && !(await serveIfChild()))
  await main();

// Benchmark of taking an order (issue 12): an outlet with a 40-product menu, ten lines per order (two of them
// kept-stock products, one with a variation, one with a topping), through the order service as the route calls it
// (reach, caps, catalogue read, stock taken, number, lines, audit, notification in one transaction); median and
// p95 of 100 orders after a warm-up. Budget: 30 ms p50 on PGlite (the Done-when).
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a temporary database is created and dropped).
//   node --import tsx bench/orders.ts
//   BENCH_DATABASE_URL=postgres://postgres:postgres@localhost:5432/postgres node --import tsx bench/orders.ts
import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { PERMISSIONS, type Permission } from '@bookone/domain';
import pg from 'pg';

import { openPostgres, wrapPglite, type Database } from '../apps/server/src/db/client';
import {
  appUser,
  businessService,
  organisation,
  product,
  productGroup,
  productModifierGroup,
  productVariation,
  property,
} from '../apps/server/src/db/schema';
import { createOrderService } from '../apps/server/src/modules/order/order.service';
import type { Actor } from '../apps/server/src/plugins/auth';

const BUDGET_MS = 30;
const RUNS = 100;
const WARMUP = 15;

async function build(db: Database['db']) {
  const [org] = await db.insert(organisation).values({ name: 'Bench Org' }).returning();
  const [prop] = await db
    .insert(property)
    .values({
      organisationId: org!.id,
      name: 'Bench Bistro',
      shortName: 'Bench',
      businessType: 'Restaurant',
      propertyStatus: 'COMPLETED',
      timezone: 'Pacific/Auckland',
      taxDetails: { name: 'GST', percentage: 15, taxSlabsList: [] },
    })
    .returning();
  const [outlet] = await db
    .insert(businessService)
    .values({ propertyId: prop!.id, name: 'Dine In', serviceType: 'Restaurant' })
    .returning();
  const groups = await db
    .insert(productGroup)
    .values(
      ['Mains', 'Pizzas', 'Drinks', 'Toppings'].map((name) => ({
        propertyId: prop!.id,
        businessServiceId: outlet!.id,
        name,
        printerName: name === 'Drinks' ? 'Bar' : 'Kitchen',
      })),
    )
    .returning();
  const products = await db
    .insert(product)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        propertyId: prop!.id,
        businessServiceId: outlet!.id,
        productGroupId: groups[i % 4]!.id,
        name: `Dish ${i + 1}`,
        code: `D${i + 1}`,
        sellPrice: 10 + (i % 7) * 2.5,
        // Ten kept-stock products with plenty left: every run takes from them.
        maintainStock: i < 10,
        unitsInStock: i < 10 ? 1_000_000 : 0,
      })),
    )
    .returning();
  const pizza = products[1]!;
  const [large] = await db
    .insert(productVariation)
    .values({ productId: pizza.id, name: 'Large', price: 24 })
    .returning();
  await db.insert(productModifierGroup).values({ productId: pizza.id, productGroupId: groups[3]!.id });
  const [user] = await db
    .insert(appUser)
    .values({
      username: 'bench@bench.example',
      email: 'bench@bench.example',
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Waiter',
      roles: ['PROP_SERVICE'],
      organisationId: org!.id,
      propertyId: prop!.id,
    })
    .returning();
  const actor: Actor = {
    id: user!.id,
    username: user!.username,
    roles: ['PROP_SERVICE'],
    permissions: new Set(
      (Object.keys(PERMISSIONS) as Permission[]).filter((p) =>
        (PERMISSIONS[p] as readonly string[]).includes('PROP_SERVICE'),
      ),
    ),
    organisationId: org!.id,
    propertyId: prop!.id,
  };
  const lines = [
    { productId: products[0]!.id, quantity: 2 },
    {
      productId: pizza.id,
      variationId: large!.id,
      modifierIds: [products[3]!.id],
      quantity: 1,
      note: 'Well done',
    },
    ...products.slice(10, 18).map((p, i) => ({ productId: p.id, quantity: 1 + (i % 2) })),
  ];
  return {
    actor,
    propertyId: prop!.id,
    body: { businessServiceId: outlet!.id, deliveryMethod: 'TAKE_AWAY' as const, lines },
  };
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
  const orders = createOrderService(database.db);
  const input = {
    ...b.body,
    discountPercentage: 0,
    serviceChargePercentage: 0,
    lines: b.body.lines.map((l) => ({ modifierIds: [], discountPercentage: 0, ...l })),
  };
  const first = await orders.create(b.actor, b.propertyId, input);
  if (first.lines.length !== 10) throw new Error(`expected 10 lines, got ${first.lines.length}`);
  const t = await time(() => orders.create(b.actor, b.propertyId, input));
  const fmt = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;
  console.log(
    `\n${label}: an order of ${first.lines.length} lines (${first.referenceNumber} first), ${RUNS} runs`,
  );
  console.log(
    `  create order            median ${fmt(t.median)}  p95 ${fmt(t.p95)}  = ${(t.median / BUDGET_MS).toFixed(2)} × the ${BUDGET_MS} ms budget (p50)`,
  );
  return t.median <= BUDGET_MS;
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

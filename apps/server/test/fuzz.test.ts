// The fuzz tier (issue 9, §2): seeded fast-check values, shaped by every operation's schema in the OpenAPI document
// and mixed with hostile ones (wrong types, huge and nested values, NUL, unicode, SQL, prototype keys, invalid dates,
// ids of 2^31 and more). Whatever comes, the API answers a 4xx or a 2xx, never a 5xx; no answer carries a stack
// trace or the database's text; and a refusal writes nothing. A failure prints the seed: FUZZ_SEED=<seed> replays it.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './helpers';
import { demoIds, sessions } from './support';
import {
  exampleOf,
  listOperations,
  recordIds,
  REF_BY_NAME,
  rowCounts,
  type JsonSchema,
  type Operation,
  type Ref,
} from './openapi-support';

/** About 3 000 requests in all, spread evenly over the operations. */
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
// A fixed seed by default, so that `npm test` and CI are repeatable; FUZZ_SEED=random explores new values.
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20261124);

const HUGE_TEXT = 'x'.repeat(70_000);
const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: nested(depth - 1) });

/** Values no field expects: the shapes that broke servers before. */
const hostile = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\n\r',
  "'; drop table booking; --",
  "' or '1'='1",
  '%_\\',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '-001000-01-01',
  '2026-12-01T25:61:00Z',
  '24:00',
  'NaN',
  'Infinity',
  '1e309',
  '2147483648',
  '-0',
  '\ud800',
  'ﷺ'.repeat(50),
  '😀'.repeat(500),
  '\u202egnp.exe',
  HUGE_TEXT,
  [],
  [null],
  {},
  { __proto__: null, constructor: { prototype: { admin: true } } },
  nested(60),
  Array.from({ length: 2000 }, (_, i) => i),
);

/** A value of the schema's own type (often valid, sometimes out of its bounds). */
function typed(schema: JsonSchema, ids: number[]): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => typed(o, ids)));
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, ids);
    case 'array':
      return fc.array(typed(schema.items ?? {}, ids), { maxLength: 4 });
    case 'integer':
      return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: -5, max: 1000 }), fc.integer());
    case 'number':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 10_000 }),
      );
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        fc.constantFrom('2026-12-01', '2026-12-03', '09:00', 'probe@test.example', '021 555 0100', 'Probe'),
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
      );
    case undefined:
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** An object of the schema's properties, each typed, hostile or left out, plus now and then a stray key. */
function objectOf(schema: JsonSchema, ids: number[]): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    entries.map(([key, prop]) => [key, fc.oneof({ weight: 3, arbitrary: typed(prop, ids) }, hostile)]),
  );
  const requiredKeys = (schema.required ?? []).filter((k) => k in fields);
  const base = fc.record(fields, { requiredKeys });
  const stray = fc.dictionary(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'isAdmin',
      'roles',
      'organisationId',
      'id\u0000',
      '$where',
    ),
    hostile,
    { maxKeys: 2 },
  );
  return fc.tuple(base, stray).map(([a, b]) => ({ ...b, ...(a as object) }));
}

interface FuzzRequest {
  token: number;
  url: string;
  body?: unknown;
}

/** Lone surrogates replaced (encodeURIComponent throws on them; a client could not send them in a URL). */
const wellFormed = (v: string) =>
  v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 3000);

/** What a path parameter names when its name alone does not say it. */
function refOf(op: Operation, name: string): Ref | undefined {
  if (name === 'imageId') return op.path.includes('/room/') ? 'roomTypeImage' : 'propertyImage';
  if (name === 'serviceId') return op.path.includes('/booking/') ? 'bookingService' : 'businessService';
  return REF_BY_NAME[name];
}

interface Slot {
  part: 'path' | 'query' | 'body';
  name: string;
  schema: JsonSchema;
}

/**
 * A valid request of the operation (the caller's own records, the example body), with one to three of its values
 * (a parameter, a body field, the whole body, or a stray body key) replaced by a hostile or random one: so that most
 * requests get past validation into the services and the database, each carrying something unexpected.
 */
function requestOf(
  op: Operation,
  own: Record<Ref, number | string>,
  tokens: number,
): fc.Arbitrary<FuzzRequest> {
  const ids = Object.values(own).filter((v): v is number => typeof v === 'number');
  const path: Record<string, string> = {};
  for (const p of op.pathParams) {
    const ref = refOf(op, p.name);
    path[p.name] = String(ref ? own[ref] : p.name === 'date' ? '2026-12-01' : exampleOf(p.schema, p.name));
  }
  const query: Record<string, string> = {};
  for (const p of op.queryParams) {
    const ref = refOf(op, p.name);
    if (p.required) query[p.name] = String(ref ? own[ref] : exampleOf(p.schema, p.name));
  }
  const body = op.body ? (exampleOf(op.body, 'body') as Record<string, unknown>) : undefined;
  if (body && op.body?.properties)
    for (const name of Object.keys(op.body.properties)) {
      const ref = REF_BY_NAME[name];
      if (ref && name in body) body[name] = own[ref];
    }
  const slots: Slot[] = [
    ...op.pathParams.map((p) => ({ part: 'path' as const, name: p.name, schema: p.schema })),
    ...op.queryParams.map((p) => ({ part: 'query' as const, name: p.name, schema: p.schema })),
    ...Object.entries(op.body?.properties ?? {}).map(([name, schema]) => ({
      part: 'body' as const,
      name,
      schema,
    })),
  ];
  // Two more slots when there is a body: the whole body, and a key the schema does not know.
  const extra = op.body ? 2 : 0;
  const mutation =
    slots.length + extra === 0
      ? fc.constant(undefined)
      : fc.nat({ max: slots.length + extra - 1 }).chain((i) => {
          const slot = slots[i];
          const value = slot ? fc.oneof({ weight: 2, arbitrary: hostile }, typed(slot.schema, ids)) : hostile;
          return fc.tuple(fc.constant(i), value);
        });
  const strayKey = fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'id\u0000',
    '$where',
    'roles',
  );
  return fc
    .tuple(fc.nat({ max: tokens - 1 }), fc.array(mutation, { minLength: 1, maxLength: 3 }), strayKey)
    .map(([token, mutations, stray]) => {
      const p = { ...path };
      const q = { ...query };
      let b: unknown = body ? { ...body } : undefined;
      for (const m of mutations) {
        if (!m) continue;
        const [i, value] = m;
        const slot = slots[i];
        if (slot?.part === 'path') p[slot.name] = asText(value);
        else if (slot?.part === 'query') q[slot.name] = asText(value);
        else if (slot && b && typeof b === 'object') (b as Record<string, unknown>)[slot.name] = value;
        else if (i === slots.length) b = value;
        else if (b && typeof b === 'object' && !Array.isArray(b)) b = { ...b, [stray]: value };
      }
      let url = op.path;
      for (const [name, value] of Object.entries(p))
        url = url.replace(`{${name}}`, encodeURIComponent(wellFormed(value)) || '%20');
      const qs = new URLSearchParams(q).toString();
      return { token, url: qs ? `${url}?${qs}` : url, ...(b !== undefined ? { body: b } : {}) };
    });
}

/** Texts an answer never carries: stack frames, the driver's and the database's own words, SQL. */
const LEAKS = [
  /\bat (?:async )?\S+ \(?(?:file:|\/|node:)\S+:\d+:\d+/,
  /node_modules/,
  /DrizzleQueryError|Failed query|PGlite|DatabaseError/i,
  /violates|relation "|syntax error at|column "|duplicate key value/i,
  /\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|values|set|where)\b/i,
];

let t: TestApp;
let tokens: string[];
let own: Record<Ref, number | string>;
let operations: Operation[];

beforeAll(async () => {
  // A live stream (GET /api/live/…) ends after 20 ms instead of staying open for minutes.
  t = await createTestApp({ config: { liveStreamMaxMs: 20 } });
  const session = sessions(t);
  // A property admin, its organisation's admin and the platform: between them every route has someone allowed.
  tokens = await Promise.all(
    ['hotel.admin@bookone.demo', 'orgadmin@bookone.demo', 'superadmin@bookone.demo'].map((u) => session(u)),
  );
  const demo = await demoIds(t);
  own = await recordIds(t, demo.organisation('Demo Hospitality Group'), demo.property('Harbour View Hotel'));
  operations = listOperations(t.app);
}, 120_000);
afterAll(() => t?.close());

describe('fuzz', () => {
  it(`answers ~${TOTAL_REQUESTS} hostile requests with no 5xx, no leak, and no write on a refusal`, async () => {
    const perOperation = Math.max(1, Math.round(TOTAL_REQUESTS / operations.length));
    const failures: string[] = [];
    const started = performance.now();
    let sent = 0;
    let countingMs = 0;
    const statuses: Record<number, number> = {};
    for (const [index, op] of operations.entries()) {
      // Reads may fill lazily kept rows (daily rates), so each writing operation starts from fresh counts.
      let counts = op.method === 'GET' ? {} : await rowCounts(t);
      const samples = fc.sample(requestOf(op, own, tokens.length), {
        seed: SEED + index,
        numRuns: perOperation,
      });
      for (const req of samples) {
        const res = await t.api(op.method, req.url, {
          token: tokens[req.token],
          ...(req.body !== undefined ? { body: req.body as InjectOptions['payload'] } : {}),
        });
        sent += 1;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const label = `${op.method} ${req.url.slice(0, 200)} ${JSON.stringify(req.body)?.slice(0, 300) ?? ''}`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label} -> ${res.body.slice(0, 200)}`);
        const leak = LEAKS.find((re) => re.test(res.body));
        if (leak) failures.push(`leak ${leak} in ${label} -> ${res.body.slice(0, 300)}`);
        if (op.method === 'GET') continue;
        const c0 = performance.now();
        const after = await rowCounts(t);
        countingMs += performance.now() - c0;
        if (res.statusCode >= 400) {
          const changed = Object.keys(after).filter((k) => after[k] !== counts[k]);
          if (changed.length > 0) failures.push(`${res.statusCode} wrote ${changed.join(', ')}: ${label}`);
        }
        counts = after;
      }
      if (failures.length >= 30) break;
    }
    console.info(
      `fuzz: ${sent} requests in ${Math.round(performance.now() - started)} ms (${Math.round(countingMs)} ms counting rows), seed ${SEED}`,
      statuses,
    );
    if (failures.length > 0)
      console.error(`fuzz failed: replay with FUZZ_SEED=${SEED}\n${failures.join('\n')}`);
    expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
    expect(sent).toBeGreaterThan(TOTAL_REQUESTS * 0.9);
  }, 170_000);
});

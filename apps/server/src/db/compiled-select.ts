import { isDeepStrictEqual } from 'node:util';

import * as drizzleOrm from 'drizzle-orm';
import {
  Column,
  DrizzleQueryError,
  fillPlaceholders,
  is,
  NoopLogger,
  sql,
  SQL,
  type DriverValueDecoder,
  type Placeholder,
  type Query,
} from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PgTimestamp, type PgSession } from 'drizzle-orm/pg-core';
import type pg from 'pg';

import type { Db } from './client';

/**
 * A select that drizzle builds once and that then runs many times: each run only binds its values (the query's
 * `sql.placeholder`s) and decodes the rows with decoders chosen once. For the hottest reads (the auth gate, the
 * booking list): building a 50-column select with its joins and mapping its rows cell by cell through drizzle took
 * as much processor time as everything else the request did (issue 9 §3, bench/bookings.ts).
 *
 * Each run goes through the session's `prepareQuery`, exactly as a drizzle query does, so the transaction guard
 * (transaction-context.ts) and the prepared statements of PostgreSQL (prepared.ts) apply unchanged; the SQL text is
 * the same whatever database it runs on (one dialect, snake_case), so one compiled select serves every handle.
 */
export interface CompiledSelect<Row> {
  run(db: Db, values?: Record<string, unknown>): Promise<Row[]>;
  /** The SQL and its parameters (placeholders still unbound), for tests and the benchmark. */
  readonly query: Query;
}

/** What compileSelect needs of a drizzle select builder (public API: `toSQL` and the selection's type). */
interface SelectBuilder<Row> {
  toSQL(): Query;
  _: { selectedFields: unknown; result: Row[] };
}

interface OrderedField {
  path: string[];
  field: unknown;
}
// Drizzle's own ordering of a selection: the order of the columns in the SQL it builds. Exported by drizzle-orm at
// run time (marked internal in its types).
const { orderSelectedFields } = drizzleOrm as unknown as {
  orderSelectedFields: (this: void, fields: unknown) => OrderedField[];
};

type Decode = (value: unknown) => unknown;

/** A row type with its `timestamp with time zone` values as ISO strings (compileSelect's `isoTimestamps`). */
export type IsoTimestamps<T> = {
  [K in keyof T]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K] extends Record<string, unknown> | null
        ? IsoTimestamps<T[K]>
        : T[K];
};

// PostgreSQL's text for a timestamp with time zone when the session's zone is UTC: 2025-08-04 23:04:54.08238+00.
const UTC_TIMESTAMP = /^[1-9]\d{3}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * A timestamp with time zone as the API writes it (Date.prototype.toISOString: milliseconds, `Z`), straight from
 * PostgreSQL's text when it is in UTC: parsing it into a Date and formatting that again cost about 3 µs a value
 * (issue 9 §3: 150 of them on a page of 50 bookings). Any other text (another session time zone, a year outside
 * 1000–9999) goes through the Date as before. Fractions are cut to milliseconds, as Date does.
 */
export function isoTimestamp(text: string, viaDate: (text: string) => Date): string {
  if (!UTC_TIMESTAMP.test(text)) return viaDate(text).toISOString();
  const fraction = text.length > 22 ? `${text.slice(20, -3)}00`.slice(0, 3) : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}

// What drizzle does for a column or expression that converts nothing (text, varchar, a plain sql``): skipped.
// (Compared by reference, never called: `this` does not matter.)
type FromDriver = (this: void, value: unknown) => unknown;
const IDENTITY: FromDriver[] = [
  (Column.prototype as unknown as { mapFromDriverValue: FromDriver }).mapFromDriverValue,
  (sql`` as unknown as { decoder: { mapFromDriverValue: FromDriver } }).decoder.mapFromDriverValue,
];

/**
 * The driver value → API value conversion drizzle would apply to one selected field; undefined for none. With
 * `isoTimestamps`, a timestamp with time zone becomes its ISO string instead of a Date.
 */
function decoderOf(field: unknown, isoTimestamps: boolean): Decode | undefined {
  // `decoder` is internal to drizzle's types: set by sql<T>`…`.mapWith(), a pass-through otherwise.
  const expression = is(field, Column) || is(field, SQL) ? field : (field as SQL.Aliased).sql;
  if (isoTimestamps && is(expression, PgTimestamp) && expression.withTimezone) {
    const viaDate = (text: string) => expression.mapFromDriverValue(text);
    return (v) => (typeof v === 'string' ? isoTimestamp(v, viaDate) : (v as Date).toISOString());
  }
  const decoder = is(expression, Column)
    ? expression
    : (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
  if (IDENTITY.includes((decoder as unknown as { mapFromDriverValue: FromDriver }).mapFromDriverValue))
    return undefined;
  return (v) => decoder.mapFromDriverValue(v);
}

type Tree = Map<string, Tree | number>;

/**
 * A row decoder generated for one selection: object literals with the selection's keys (one hidden class per row
 * shape, no per-cell lookups), each cell through its drizzle decoder. A row built key by key, as drizzle does, was
 * most of the booking list's processor time. The generated code holds only the selection's own keys (quoted with
 * JSON.stringify) and cell indexes, never data.
 */
function rowDecoder<Row>(fields: OrderedField[], isoTimestamps: boolean): (row: unknown[]) => Row {
  const decoders = fields.map((f) => decoderOf(f.field, isoTimestamps));
  const root: Tree = new Map();
  fields.forEach(({ path }, i) => {
    let node = root;
    for (const key of path.slice(0, -1)) {
      let child = node.get(key);
      if (!(child instanceof Map)) node.set(key, (child = new Map()));
      node = child;
    }
    node.set(path[path.length - 1]!, i);
  });
  const cell = (i: number) =>
    decoders[i] ? `(row[${i}] == null ? null : d[${i}](row[${i}]))` : `(row[${i}] ?? null)`;
  const literal = (node: Tree): string =>
    `{${[...node]
      .map(([key, v]) => `${JSON.stringify(key)}: ${typeof v === 'number' ? cell(v) : literal(v)}`)
      .join(', ')}}`;
  const indexes = (node: Tree): number[] =>
    [...node.values()].flatMap((v) => (typeof v === 'number' ? [v] : indexes(v)));
  // A nested object (a joined table selected whole) is null when all its cells are, as drizzle answers a left join
  // that found no row.
  const nullable = [...root]
    .filter((entry): entry is [string, Tree] => entry[1] instanceof Map)
    .map(
      ([key, node]) =>
        `if (${indexes(node)
          .map((i) => `row[${i}] == null`)
          .join(' && ')}) o[${JSON.stringify(key)}] = null;`,
    );
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from the selection's keys, see above
  const build = new Function(
    'd',
    `return (row) => { const o = ${literal(root)}; ${nullable.join(' ')} return o; };`,
  ) as (d: (Decode | undefined)[]) => unknown;
  return build(decoders) as (row: unknown[]) => Row;
}

/**
 * Compiles a select. `isoTimestamps: true` answers its timestamps with time zone as the ISO strings the API writes
 * rather than Dates (isoTimestamp), for a read whose rows go straight into an answer (the booking list).
 */
export function compileSelect<Row>(builder: SelectBuilder<Row>): CompiledSelect<Row>;
export function compileSelect<Row>(
  builder: SelectBuilder<Row>,
  options: { isoTimestamps: true },
): CompiledSelect<IsoTimestamps<Row>>;
export function compileSelect<Row>(
  builder: SelectBuilder<Row>,
  options: { isoTimestamps?: boolean } = {},
): CompiledSelect<Row> {
  const query = builder.toSQL();
  const decodeRow = rowDecoder<Row>(
    orderSelectedFields(builder._.selectedFields),
    options.isoTimestamps ?? false,
  );

  return {
    query,
    run(db, values = {}) {
      const session = (db as unknown as { _: { session: PgSession } })._.session;
      const params = fillPlaceholders(query.params, values);
      // A Date bound to a placeholder reaches the driver as is (drizzle's column encoder is not on a placeholder):
      // the same instant as an ISO string, which node-postgres would otherwise write through a slower local-time
      // formatter on every request.
      for (let i = 0; i < params.length; i++) {
        const p = params[i];
        if (p instanceof Date) params[i] = p.toISOString();
      }
      const bound: Query = { sql: query.sql, params };
      const prepared = session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
        bound,
        undefined,
        undefined,
        true,
        (rows) => rows.map(decodeRow),
      );
      return onNodePostgres(prepared, bound, decodeRow) ?? prepared.execute();
    },
  };
}

/** The parts of drizzle's node-postgres prepared query that its `execute` reads (private in its types). */
interface NodePgInternals {
  client: Pick<pg.Pool, 'query'>;
  queryConfig: pg.QueryArrayConfig;
  logger: unknown;
  cache: unknown;
}

/**
 * On node-postgres, the one call drizzle's `execute` makes (`client.query` with its array-mode config: the pool, or
 * the transaction's client when the query was prepared on or redirected to a transaction), without the layers
 * around it: three tracing spans, the query cache and the logger, both no-ops here, and two async wrappers, a
 * promise and a turn of the event loop each. Errors are wrapped as drizzle wraps them. Undefined (run drizzle's
 * `execute`) on PGlite, or with a logger or a cache that would have something to do.
 */
function onNodePostgres<Row>(
  prepared: unknown,
  bound: Query,
  decodeRow: (row: unknown[]) => Row,
): Promise<Row[]> | undefined {
  if (!is(prepared, NodePgPreparedQuery)) return undefined;
  const { client, queryConfig, logger, cache } = prepared as unknown as NodePgInternals;
  if (!queryConfig || !is(logger, NoopLogger) || (cache !== undefined && !is(cache, NoopCache)))
    return undefined;
  return client.query(queryConfig, bound.params).then(
    (result) => result.rows.map(decodeRow),
    (error: Error) => {
      throw new DrizzleQueryError(bound.sql, bound.params, error);
    },
  );
}

/**
 * How a list filter takes its values: inline (`literal`), or as named placeholders whose values it records (a
 * `Bindings`), so that the query built for one shape of filters is compiled once and reused.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const literal: Bind = (_name, value) => value;

export class Bindings {
  readonly values: Record<string, unknown> = {};
  readonly bind: Bind = (name, value) => {
    this.values[name] = value;
    return sql.placeholder(name);
  };
}

/**
 * A bounded cache of a list's compiled queries by shape (which filters are present, the sort and its order: few).
 * `compiledOf(shape, values, compile)` compiles a shape on its first request, `compile` building its conditions
 * through the `bind` it is given; `values` are the request's values by name, worked out without building conditions
 * (building drizzle's condition objects on every request only to collect them cost a few percent of a list's
 * processor time), and they must equal what `compile` bound: a filter added to one and not the other fails its
 * first request (and its test).
 */
export function compiledShapes<C>(max = 500) {
  const compiled = new Map<string, C>();
  return (shape: string, values: Record<string, unknown>, compile: (bind: Bind) => C): C => {
    let c = compiled.get(shape);
    if (!c) {
      const bindings = new Bindings();
      c = compile(bindings.bind);
      if (!isDeepStrictEqual(bindings.values, values))
        throw new Error(
          `a list's values and its conditions disagree: ${JSON.stringify(values)} against ${JSON.stringify(bindings.values)}`,
        );
      if (compiled.size < max) compiled.set(shape, c);
    }
    return c;
  };
}

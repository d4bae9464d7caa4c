import * as drizzleOrm from 'drizzle-orm';
import { Column, fillPlaceholders, is, SQL, type DriverValueDecoder, type Query } from 'drizzle-orm';
import type { PgSession } from 'drizzle-orm/pg-core';

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

/** The driver value → API value conversion drizzle would apply to one selected field. */
function decoderOf(field: unknown): Decode {
  if (is(field, Column)) return (v) => field.mapFromDriverValue(v);
  // `decoder` is internal to drizzle's types: set by sql<T>`…`.mapWith(), a pass-through otherwise.
  const sql = (is(field, SQL) ? field : (field as SQL.Aliased).sql) as unknown as {
    decoder: DriverValueDecoder<unknown, unknown>;
  };
  return (v) => sql.decoder.mapFromDriverValue(v);
}

export function compileSelect<Row>(builder: SelectBuilder<Row>): CompiledSelect<Row> {
  const query = builder.toSQL();
  const fields = orderSelectedFields(builder._.selectedFields);
  const decoders = fields.map((f) => decoderOf(f.field));
  const paths = fields.map((f) => f.path);
  // Nested objects (a joined table selected whole): null when every value is null, as drizzle answers a left join
  // that found no row.
  const groups = [...new Set(paths.filter((p) => p.length === 2).map((p) => p[0]!))];

  const decodeRow = (row: unknown[]): Row => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < decoders.length; i++) {
      const raw = row[i];
      const value = raw === null || raw === undefined ? null : decoders[i]!(raw);
      const path = paths[i]!;
      if (path.length === 1) {
        out[path[0]!] = value;
        continue;
      }
      let node = out;
      for (let j = 0; j < path.length - 1; j++) node = (node[path[j]!] ??= {}) as Record<string, unknown>;
      node[path[path.length - 1]!] = value;
    }
    for (const group of groups) {
      const nested = out[group] as Record<string, unknown>;
      if (Object.values(nested).every((v) => v === null)) out[group] = null;
    }
    return out as Row;
  };

  return {
    query,
    run(db, values = {}) {
      const session = (db as unknown as { _: { session: PgSession } })._.session;
      const bound: Query = { sql: query.sql, params: fillPlaceholders(query.params, values) };
      const prepared = session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
        bound,
        undefined,
        undefined,
        true,
        (rows) => rows.map(decodeRow),
      );
      return prepared.execute();
    },
  };
}

// The street CSV upload: every row is checked against the places above it (country by code or name, then state, city
// and suburb by name under it), a preview lists each row's fate, and a write adds the new streets of a file only
// when no row has an error: in one transaction, so that a file is imported whole or not at all.
import {
  STREET_CSV_COLUMNS,
  STREET_CSV_MAX_ROWS,
  type StreetCsvColumn,
  type StreetRowError,
  type StreetUpload,
  type StreetUploadRow,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { insertStreets, placesNamed, streetsUnder } from './address.repository';
import { readStreetCsv, type StreetCsvRow } from './street-csv';

/** Longest text of each column (the same limits as the forms). */
const MAX_LENGTH: Record<StreetCsvColumn, number> = {
  country: 100,
  state: 100,
  city: 100,
  suburb: 100,
  street: 100,
  postcode: 12,
};

const MESSAGES: Record<StreetRowError, (column: string, value: string) => string> = {
  missing: (column) => `The ${column} is missing`,
  tooLong: (column) => `The ${column} is longer than ${MAX_LENGTH[column as StreetCsvColumn]} characters`,
  unknown: (column, value) =>
    column === 'country'
      ? `No country "${value}" (use its name or its two-letter code)`
      : `No ${column} "${value}" under the row's ${PARENT_COLUMN[column as Exclude<StreetCsvColumn, 'country'>]}`,
  duplicate: (column, value) => `The ${column} "${value}" is listed twice in this file`,
};

const PARENT_COLUMN: Record<Exclude<StreetCsvColumn, 'country'>, string> = {
  state: 'country',
  city: 'state',
  suburb: 'city',
  street: 'suburb',
  postcode: 'street',
};

type Place = { id: number; parentId: number | null };
const key = (parentId: number | null, name: string) => `${parentId ?? 0}\u0000${name.toLowerCase()}`;
const distinctLower = (rows: StreetCsvRow[], column: StreetCsvColumn) => [
  ...new Set(rows.map((r) => r.values[column].toLowerCase()).filter(Boolean)),
];

export function createStreetUploadService(db: Db) {
  /** Each row's fate: new, exists (left as is) or error (with the column and why), and the suburb it goes under. */
  async function check(rows: StreetCsvRow[]) {
    const [countries, states, cities, suburbs] = await Promise.all([
      placesNamed(db, 'country', []),
      placesNamed(db, 'state', distinctLower(rows, 'state')),
      placesNamed(db, 'city', distinctLower(rows, 'city')),
      placesNamed(db, 'suburb', distinctLower(rows, 'suburb')),
    ]);
    const countryBy = new Map<string, Place>();
    for (const c of countries)
      for (const name of [c.name, c.nameFr, c.code]) if (name) countryBy.set(name.toLowerCase(), c);
    const index = (places: (Place & { name: string })[]) =>
      new Map(places.map((p) => [key(p.parentId, p.name), p]));
    const below = { state: index(states), city: index(cities), suburb: index(suburbs) };

    const resolved = rows.map((row) => resolve(row, countryBy, below));
    const suburbIds = [...new Set(resolved.flatMap((r) => (r.suburbId ? [r.suburbId] : [])))];
    const existing = new Set((await streetsUnder(db, suburbIds)).map((s) => key(s.parentId, s.name)));
    const seen = new Set<string>();
    return resolved.map(({ row, suburbId, error }): StreetUploadRow & { suburbId: number | null } => {
      let status: StreetUploadRow['status'] = 'new';
      let err = error;
      if (!err && suburbId) {
        const k = key(suburbId, row.values.street);
        if (seen.has(k)) err = { code: 'duplicate', column: 'street' };
        else if (existing.has(k)) status = 'exists';
        seen.add(k);
      }
      if (err) status = 'error';
      const v = row.values;
      return {
        line: row.line,
        country: v.country,
        state: v.state,
        city: v.city,
        suburb: v.suburb,
        street: v.street,
        postcode: v.postcode || null,
        status,
        error: err ? { ...err, message: MESSAGES[err.code](err.column, v[err.column]) } : null,
        suburbId,
      };
    });
  }

  async function preview(buffer: Buffer) {
    const rows = readStreetCsv(buffer);
    if (rows.length === 0) throw badRequest('The file has a header but no streets', { file: 'No rows' });
    if (rows.length > STREET_CSV_MAX_ROWS)
      throw badRequest(`At most ${STREET_CSV_MAX_ROWS} streets per file: split it`, {
        file: `At most ${STREET_CSV_MAX_ROWS} rows`,
      });
    const checked = await check(rows);
    const counts = { new: 0, exists: 0, error: 0 };
    for (const r of checked) counts[r.status]++;
    return { checked, counts };
  }

  const strip = (rows: (StreetUploadRow & { suburbId: number | null })[]) =>
    rows.map(({ suburbId: _, ...row }) => row);

  return {
    /** What an upload of the file would do, row by row; writes nothing. */
    async preview(buffer: Buffer): Promise<StreetUpload> {
      const { checked, counts } = await preview(buffer);
      return { rows: strip(checked), counts, written: 0 };
    },

    /** Adds the file's new streets, all in one transaction, or none when any row has an error (400). */
    async importFile(actor: Actor, buffer: Buffer): Promise<StreetUpload> {
      const { checked, counts } = await preview(buffer);
      if (counts.error > 0) {
        const first = checked.filter((r) => r.error).slice(0, 20);
        throw badRequest(
          `${counts.error} ${counts.error === 1 ? 'row has an error' : 'rows have errors'}: nothing was imported`,
          Object.fromEntries(first.map((r) => [`line ${r.line}`, r.error!.message])),
        );
      }
      const fresh = checked.filter((r) => r.status === 'new');
      try {
        await db.transaction(async (tx) => {
          await insertStreets(
            tx,
            fresh.map((r) => ({ parentId: r.suburbId!, name: r.street, postcode: r.postcode })),
          );
          // One row for the file: how many streets it added (each street's own row would bury the log).
          await recordAudit(tx, actor, {
            entity: 'address_place',
            entityId: 'streets',
            action: 'create',
            event: 'STREET_IMPORT',
            after: { streets: fresh.length, skipped: checked.length - fresh.length },
          });
        });
      } catch (err) {
        // Someone added one of these streets (or a suburb changed) since the check: nothing of the file was written.
        if (isUniqueViolation(err))
          throw conflict(
            'Some of these streets were added meanwhile: nothing was imported, preview the file again',
          );
        throw err;
      }
      return { rows: strip(checked), counts, written: fresh.length };
    },
  };
}

/** Finds a row's country, then each place under the one before; the first that fails is the row's error. */
function resolve(
  row: StreetCsvRow,
  countryBy: Map<string, Place>,
  below: Record<'state' | 'city' | 'suburb', Map<string, Place>>,
): {
  row: StreetCsvRow;
  suburbId: number | null;
  error: { code: StreetRowError; column: StreetCsvColumn } | null;
} {
  const v = row.values;
  for (const column of STREET_CSV_COLUMNS) {
    if (column !== 'postcode' && !v[column])
      return { row, suburbId: null, error: { code: 'missing', column } };
    if (v[column].length > MAX_LENGTH[column])
      return { row, suburbId: null, error: { code: 'tooLong', column } };
  }
  const country = countryBy.get(v.country.toLowerCase());
  if (!country) return { row, suburbId: null, error: { code: 'unknown', column: 'country' } };
  let parent: Place = country;
  for (const level of ['state', 'city', 'suburb'] as const) {
    const place = below[level].get(key(parent.id, v[level]));
    if (!place) return { row, suburbId: null, error: { code: 'unknown', column: level } };
    parent = place;
  }
  return { row, suburbId: parent.id, error: null };
}
export type StreetUploadService = ReturnType<typeof createStreetUploadService>;

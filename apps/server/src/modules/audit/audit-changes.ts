// What an audit row says changed: pure, so that the rules (secrets never kept, unchanged fields left out) are tested
// without a database.
import type { AuditValue } from '@bookone/domain';

export type AuditChanges = Record<string, [AuditValue, AuditValue]>;

/**
 * Fields never written to the log, whatever the record: secrets (a hash is still a secret: it can be attacked
 * offline) and bookkeeping the row itself carries (when, by whom).
 */
const NEVER_LOGGED = new Set([
  'password',
  'passwordHash',
  'tokenHash',
  'token',
  'tokenVersion',
  'secret',
  'createdAt',
  'updatedAt',
]);

/** A value as the log keeps it: dates as ISO text, lists and objects as JSON text, undefined as null. */
export function auditValue(v: unknown): AuditValue {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
  if (typeof v === 'bigint') return v.toString();
  return JSON.stringify(v);
}

/**
 * The changed fields between two states of a record, `{ field: [before, after] }`: a create lists the fields it set
 * (before null), a delete the fields it had (after null), an update only those that differ. A field present on one
 * side only counts (a partial `after` compares just the fields it names when `onlyAfterFields`).
 */
export function changesOf(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  options: { onlyAfterFields?: boolean; omit?: readonly string[] } = {},
): AuditChanges {
  const omit = new Set(options.omit ?? []);
  const keys = new Set<string>();
  if (after) for (const k of Object.keys(after)) keys.add(k);
  if (before && !(options.onlyAfterFields && after)) for (const k of Object.keys(before)) keys.add(k);
  const out: AuditChanges = {};
  for (const k of keys) {
    if (NEVER_LOGGED.has(k) || omit.has(k)) continue;
    if (after && options.onlyAfterFields && after[k] === undefined) continue;
    const b = auditValue(before?.[k]);
    const a = auditValue(after?.[k]);
    if (b === a) continue;
    // A create's or delete's empty fields say nothing.
    if (b === null && a === null) continue;
    out[k] = [b, a];
  }
  return out;
}

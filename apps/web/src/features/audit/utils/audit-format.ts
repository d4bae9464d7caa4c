import type { AuditChange, AuditLogEntry, AuditValue } from '@bookone/domain';

/** The Audit page's address (the route table's auditLog), with the filters it opens on. */
export const AUDIT_LOG_PATH = '/bookone-admin/audit-log';

/** The Audit page filtered to one record: a History panel's "See all". */
export function auditLogUrl(filter: { entity?: string; entityId?: string | number; property?: number }) {
  const params = new URLSearchParams();
  if (filter.entity) params.set('entity', filter.entity);
  if (filter.entityId != null) params.set('record', String(filter.entityId));
  if (filter.property != null) params.set('property', String(filter.property));
  const qs = params.toString();
  return qs ? `${AUDIT_LOG_PATH}?${qs}` : AUDIT_LOG_PATH;
}

/** Texts the formatter needs, translated by the caller (no i18n import here: pure and testable). */
export interface ValueTexts {
  empty: string;
  yes: string;
  no: string;
}

/** A logged value as people read it: numbers in the language's format, yes/no, a dash for nothing. */
export function formatAuditValue(value: AuditValue, language: string, texts: ValueTexts): string {
  if (value === null || value === '') return texts.empty;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  return value;
}

/**
 * One change as "field: before → after". A named event's own value (a booking's CANCEL) is shown without the field,
 * the event already says what it is: "CONFIRMED → guest unwell".
 */
export function formatChange(
  change: AuditChange,
  entry: Pick<AuditLogEntry, 'event'>,
  language: string,
  texts: ValueTexts,
): string {
  const before = formatAuditValue(change.before, language, texts);
  const after = formatAuditValue(change.after, language, texts);
  const values = `${before} → ${after}`;
  return change.field === entry.event ? values : `${change.field}: ${values}`;
}

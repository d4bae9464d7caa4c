// Queries of the audit log: rows written in the caller's transaction, the scoped list and its export.
import type { AuditAction, AuditFacets, AuditLogEntry, AuditLogListQuery } from '@bookone/domain';
import { and, asc, count, eq, gte, ilike, isNotNull, lt, max, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, auditLog, property } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';
import type { AuditChanges } from './audit-changes';

export interface AuditRowInput {
  organisationId: number | null;
  propertyId: number | null;
  entity: string;
  entityId: string;
  action: AuditAction;
  event: string | null;
  changes: AuditChanges;
  userId: number | null;
  userName: string | null;
  ipAddress: string | null;
}

/** Writes rows on the handle given: the caller's transaction, so a rolled-back change leaves no row. */
export async function insertAuditRows(tx: Db, rows: AuditRowInput[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(rows);
}

/** Which rows a caller may read: everything (platform), one organisation's or one property's. */
export type AuditScope =
  | { kind: 'platform' }
  | { kind: 'organisation'; organisationId: number }
  | { kind: 'property'; propertyId: number };

/** The list's filter; `timezone` is where the `from`/`to` days are counted. */
function auditWhere(scope: AuditScope, q: AuditLogListQuery, timezone: string): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timezone})`;
  return and(
    scope.kind === 'organisation' ? eq(auditLog.organisationId, scope.organisationId) : undefined,
    scope.kind === 'property' ? eq(auditLog.propertyId, scope.propertyId) : undefined,
    q.organisationId != null ? eq(auditLog.organisationId, q.organisationId) : undefined,
    q.propertyId != null ? eq(auditLog.propertyId, q.propertyId) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.userId != null ? eq(auditLog.userId, q.userId) : undefined,
    q.from ? gte(auditLog.createdAt, dayStart(q.from)) : undefined,
    // `to` is the last day shown: up to the start of the next one.
    q.to ? lt(auditLog.createdAt, sql`${dayStart(q.to)} + interval '1 day'`) : undefined,
    like
      ? or(ilike(auditLog.userName, like), ilike(auditLog.entityId, like), ilike(auditLog.ipAddress, like))
      : undefined,
  );
}

const SORT = listSort<NonNullable<AuditLogListQuery['sort']>>({
  columns: {
    createdAt: auditLog.createdAt,
    entity: [auditLog.entity, auditLog.entityId],
    action: auditLog.action,
    userName: sql`lower(${auditLog.userName})`,
  },
  tiebreak: auditLog.id,
  fallback: [sql`${auditLog.createdAt} desc`, sql`${auditLog.id} desc`],
});

const auditRows = (db: Db, where: SQL | undefined) => async (w: Window) => {
  const rows = await db
    .select({ row: auditLog, propertyName: property.name, timezone: property.timezone })
    .from(auditLog)
    .leftJoin(property, eq(property.id, auditLog.propertyId))
    .where(where)
    .orderBy(...w.orderBy)
    .limit(w.limit)
    .offset(w.offset);
  return rows.map(({ row, propertyName, timezone }): AuditLogEntry => ({
    id: row.id,
    organisationId: row.organisationId,
    propertyId: row.propertyId,
    propertyName: propertyName ?? null,
    timezone: timezone ?? null,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    event: row.event,
    changes: Object.entries(row.changes).map(([field, [before, after]]) => ({
      field,
      before: before as AuditLogEntry['changes'][number]['before'],
      after: after as AuditLogEntry['changes'][number]['after'],
    })),
    userId: row.userId,
    userName: row.userName,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  }));
};

export async function listAuditLog(db: Db, scope: AuditScope, q: AuditLogListQuery, timezone: string) {
  const where = auditWhere(scope, q, timezone);
  return paginate(q, SORT, {
    rows: auditRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(auditLog).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export function allAuditLog(
  db: Db,
  scope: AuditScope,
  q: AuditLogListQuery,
  timezone: string,
  limit: number,
) {
  return firstRows(q, SORT, auditRows(db, auditWhere(scope, q, timezone)), limit);
}

/** Whose record it is: a property's, or an organisation's that belongs to no property (a business lead). */
export type RecordTenant = { propertyId: number } | { organisationId: number };

/**
 * One record's entries, newest first (up to `limit`), kept to the property (or organisation) it belongs to: a
 * record's own history page, which its module has already checked the caller may read.
 */
export function entityAuditLog(
  db: Db,
  r: { entity: string; entityId: string } & RecordTenant,
  limit: number,
): Promise<AuditLogEntry[]> {
  const where = and(
    eq(auditLog.entity, r.entity),
    eq(auditLog.entityId, r.entityId),
    'propertyId' in r ? eq(auditLog.propertyId, r.propertyId) : eq(auditLog.organisationId, r.organisationId),
  );
  return auditRows(
    db,
    where,
  )({
    orderBy: [sql`${auditLog.createdAt} desc`, sql`${auditLog.id} desc`],
    limit,
    offset: 0,
  });
}

/** The organisation of a property, for a row that names only the property. */
export async function organisationOfProperty(tx: Db, propertyId: number): Promise<number | null> {
  const [row] = await tx
    .select({ organisationId: property.organisationId })
    .from(property)
    .where(eq(property.id, propertyId));
  return row?.organisationId ?? null;
}

/** A property's organisation and time zone, for the scope check of a property filter. */
export async function findPropertyScope(db: Db, propertyId: number) {
  const [row] = await db
    .select({ id: property.id, organisationId: property.organisationId, timezone: property.timezone })
    .from(property)
    .where(eq(property.id, propertyId));
  return row;
}

/** A user's name as people read it ("Ana Lopez"), kept on the row: the name stays if the user goes. */
export async function displayNameOf(tx: Db, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: appUser.firstName, lastName: appUser.lastName })
    .from(appUser)
    .where(eq(appUser.id, userId));
  const name = row ? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() : '';
  return name || null;
}

/**
 * Copies a booking trail (booking_audit) into the log: each event a row of entity `booking`, its values under the
 * event's name, as the booking module writes them since (decision 0028). Rows already there (same booking, event and
 * instant: both are written in one transaction, so they share `now()`) are left: the copy can run again. The 0014
 * migration runs the same statement once for the trails written before the log; the demo seed after its trail.
 */
export const COPY_BOOKING_TRAIL = sql`
  insert into audit_log
    (organisation_id, property_id, entity, entity_id, action, event, changes, user_id, user_name, created_at)
  select p.organisation_id, ba.property_id, 'booking', ba.booking_id::text,
    case when ba.type in ('NEW_BOOKING', 'NEW_ENQUIRY') then 'create' else 'update' end,
    ba.type,
    case when ba.previous_value is null and ba.new_value is null then '{}'::jsonb
      else jsonb_build_object(ba.type, jsonb_build_array(ba.previous_value, ba.new_value)) end,
    ba.user_id, ba.user_name, ba.created_at
  from booking_audit ba
  join property p on p.id = ba.property_id
  where not exists (
    select 1 from audit_log a
    where a.entity = 'booking' and a.entity_id = ba.booking_id::text and a.event = ba.type
      and a.created_at = ba.created_at
  )
  order by ba.created_at, ba.id`;

export async function copyBookingTrail(db: Db): Promise<void> {
  await db.execute(COPY_BOOKING_TRAIL);
}

/** Most choices a facet lists: a filter, not a directory (the search box finds the rest). */
const FACET_LIMIT = 300;

/** The users who appear in the scope's rows and the properties the scope covers, by name. */
export async function auditFacets(db: Db, scope: AuditScope): Promise<AuditFacets> {
  const inScope =
    scope.kind === 'organisation'
      ? eq(auditLog.organisationId, scope.organisationId)
      : scope.kind === 'property'
        ? eq(auditLog.propertyId, scope.propertyId)
        : undefined;
  const name = max(auditLog.userName);
  const users = await db
    .select({ id: auditLog.userId, name })
    .from(auditLog)
    .where(and(inScope, isNotNull(auditLog.userId)))
    .groupBy(auditLog.userId)
    .orderBy(sql`lower(${name})`, asc(auditLog.userId))
    .limit(FACET_LIMIT);
  const properties =
    scope.kind === 'property'
      ? []
      : await db
          .select({ id: property.id, name: property.name })
          .from(property)
          .where(
            scope.kind === 'organisation' ? eq(property.organisationId, scope.organisationId) : undefined,
          )
          .orderBy(sql`lower(${property.name})`, asc(property.id))
          .limit(FACET_LIMIT);
  return {
    users: users.map((u) => ({ id: u.id!, name: u.name ?? String(u.id) })),
    properties,
  };
}

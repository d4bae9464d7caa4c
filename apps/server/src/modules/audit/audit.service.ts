// The audit log (issue 10): every module records its creates, updates and deletes here, in its own transaction;
// the admins read the log within their scope (decision 0028).
import {
  tenantScopeOf,
  type AuditAction,
  type AuditFacets,
  type AuditLogEntry,
  type AuditLogListQuery,
  type AuditLogPage,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import type { Actor } from '../../plugins/auth';
import { auditValue, changesOf, type AuditChanges } from './audit-changes';
import {
  allAuditLog,
  auditFacets,
  displayNameOf,
  entityAuditLog,
  findPropertyScope,
  insertAuditRows,
  listAuditLog,
  organisationOfProperty,
  type AuditScope,
  type RecordTenant,
} from './audit.repository';

/**
 * Who made a change: a signed-in actor (its address comes with it), or null for the system (seeds, jobs). `name`
 * is the name kept on the row when the caller knows it; otherwise the user's is read (the username failing that).
 */
export type AuditActor = Pick<Actor, 'id' | 'username' | 'ip'> & { name?: string | null };

export interface AuditRecord {
  entity: string;
  entityId: number | string;
  action: AuditAction;
  /** The record before the change (update, delete) and after it (create, update): the changed fields are computed. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * `after` holds only the fields the request set (a partial update's input): compare just those. Leave it off
   * when `after` is the whole record as saved.
   */
  partial?: boolean;
  /** Fields to leave out besides the secrets (e.g. a derived total). */
  omit?: readonly string[];
  /** Changes given outright, merged over the computed ones (for values that are not fields of the record). */
  changes?: AuditChanges;
  /** An operation that is more than a field edit (CANCEL, DEACTIVATE…). */
  event?: string | null;
  /** The tenant of the record; `organisationId` is read from the property when only that is given. */
  organisationId?: number | null;
  propertyId?: number | null;
}

async function nameOf(tx: Db, actor: AuditActor | null): Promise<string | null> {
  if (!actor) return null;
  return actor.name || (await displayNameOf(tx, actor.id)) || actor.username;
}

/**
 * Writes one audit row for a change, on `tx`: call it inside the transaction of the change, so that a rolled-back
 * change leaves no row. An update that changed nothing (and names no event) writes nothing and answers false.
 */
export async function recordAudit(tx: Db, actor: AuditActor | null, r: AuditRecord): Promise<boolean> {
  const changes = {
    ...changesOf(r.before, r.after, { onlyAfterFields: r.partial, omit: r.omit }),
    ...r.changes,
  };
  if (r.action === 'update' && !r.event && Object.keys(changes).length === 0) return false;
  const propertyId = r.propertyId ?? null;
  const organisationId =
    r.organisationId !== undefined && r.organisationId !== null
      ? r.organisationId
      : propertyId != null
        ? await organisationOfProperty(tx, propertyId)
        : null;
  await insertAuditRows(tx, [
    {
      organisationId,
      propertyId,
      entity: r.entity,
      entityId: String(r.entityId),
      action: r.action,
      event: r.event ?? null,
      changes,
      userId: actor?.id ?? null,
      userName: await nameOf(tx, actor),
      ipAddress: actor?.ip ?? null,
    },
  ]);
  return true;
}

/** Writes one property record's operation that is not a field edit (an image added, a time off set), on `tx`. */
export type PropertyEventAudit<E extends string> = (
  tx: Db,
  actor: AuditActor | null,
  entity: E,
  record: { id: number; propertyId: number },
  event: string,
  changes: AuditChanges,
) => Promise<boolean>;

/** The catalogues' PropertyEventAudit: the row is an update under the event's name, with the changes given. */
export const recordPropertyEvent: PropertyEventAudit<string> = (tx, actor, entity, record, event, changes) =>
  recordAudit(tx, actor, {
    entity,
    entityId: record.id,
    action: 'update',
    event,
    changes,
    propertyId: record.propertyId,
  });

/** One named operation on a record: the event and the value it changed, if any. */
export interface AuditEvent {
  event: string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes a row per event of one record (a booking's CANCEL, PAYMENT…), on `tx`; the change is kept under the
 * event's own name ("CANCEL: CONFIRMED → guest ill").
 */
export async function recordAuditEvents(
  tx: Db,
  actor: AuditActor | null,
  record: { entity: string; entityId: number | string; propertyId: number; organisationId?: number | null },
  events: readonly AuditEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const organisationId = record.organisationId ?? (await organisationOfProperty(tx, record.propertyId));
  const userName = await nameOf(tx, actor);
  await insertAuditRows(
    tx,
    events.map((e) => ({
      organisationId,
      propertyId: record.propertyId,
      entity: record.entity,
      entityId: String(record.entityId),
      action: e.action,
      event: e.event,
      changes:
        e.before == null && e.after == null ? {} : { [e.event]: [auditValue(e.before), auditValue(e.after)] },
      userId: actor?.id ?? null,
      userName,
      ipAddress: actor?.ip ?? null,
    })),
  );
}

export function createAuditService(db: Db) {
  /**
   * The caller's reach as a filter, and the time zone its days are counted in. A property or organisation filter
   * beyond the caller's reach answers 404, as a missing one (decision 0008).
   */
  async function scopeOf(
    actor: Actor,
    q: AuditLogListQuery,
  ): Promise<{ scope: AuditScope; timezone: string }> {
    const level = tenantScopeOf(actor.roles);
    let scope: AuditScope;
    if (level === 'platform') scope = { kind: 'platform' };
    else if (level === 'organisation') {
      if (actor.organisationId == null) throw notFound('Organisation');
      if (q.organisationId != null && q.organisationId !== actor.organisationId)
        throw notFound('Organisation');
      scope = { kind: 'organisation', organisationId: actor.organisationId };
    } else {
      if (actor.propertyId == null) throw notFound('Property');
      scope = { kind: 'property', propertyId: actor.propertyId };
      if (q.organisationId != null) {
        const own = await findPropertyScope(db, actor.propertyId);
        if (own?.organisationId !== q.organisationId) throw notFound('Organisation');
      }
    }
    const propertyId = q.propertyId ?? (scope.kind === 'property' ? scope.propertyId : undefined);
    if (propertyId == null) return { scope, timezone: 'UTC' };
    const p = await findPropertyScope(db, propertyId);
    const reachable =
      p != null &&
      (scope.kind === 'platform' ||
        (scope.kind === 'organisation' && p.organisationId === scope.organisationId) ||
        (scope.kind === 'property' && p.id === scope.propertyId));
    if (!reachable) throw notFound('Property');
    return { scope, timezone: p.timezone };
  }

  return {
    async list(actor: Actor, q: AuditLogListQuery): Promise<AuditLogPage> {
      const { scope, timezone } = await scopeOf(actor, q);
      return listAuditLog(db, scope, q, timezone);
    },

    /** The page's user and property choices, within the caller's reach. */
    async facets(actor: Actor): Promise<AuditFacets> {
      const { scope } = await scopeOf(actor, { page: 0, size: 1, order: 'desc' });
      return auditFacets(db, scope);
    },

    async exportRows(actor: Actor, q: AuditLogListQuery): Promise<AuditLogEntry[]> {
      const { scope, timezone } = await scopeOf(actor, q);
      return allAuditLog(db, scope, q, timezone, EXPORT_READ_ROWS);
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

/** A record's own history is a page, not the log: enough for any record's life, bounded all the same. */
const RECORD_HISTORY_MAX = 500;

/**
 * For other modules: one record's audit entries, newest first, within its property (or its organisation, for a
 * record of no property). The caller has checked that the actor may read the record (its own permission, e.g.
 * reservation.read, not the audit log's).
 */
export function recordHistory(
  db: Db,
  r: { entity: string; entityId: number | string } & RecordTenant,
): Promise<AuditLogEntry[]> {
  return entityAuditLog(db, { ...r, entityId: String(r.entityId) }, RECORD_HISTORY_MAX);
}

// ------------------------------------------------------------------ For other modules
export { changesOf } from './audit-changes';

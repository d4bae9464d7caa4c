import {
  PARENT_ORGANISATION_ID,
  VALIDATION_KEYS,
  type Organisation,
  type OrganisationInput,
  type OrganisationListQuery,
  type OrganisationPage,
  type OrganisationUpdate,
  type PlanCount,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { assertReach, canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import {
  allOrganisations,
  findOrganisationRow,
  insertOrganisation,
  listOrganisations,
  lockOrganisationRow,
  planCounts,
  revokeOrganisationTokens,
  setOrganisationDeactivated,
  toOrganisation,
  updateOrganisationRow,
  type OrganisationRow,
} from './organisation.repository';

/** The audit row of an organisation's change (its fields but ids and times), on the change's transaction. */
const auditOrganisation = (
  tx: Db,
  actor: Actor,
  before: OrganisationRow | null,
  after: OrganisationRow,
  event?: string,
) =>
  recordAudit(tx, actor, {
    entity: 'organisation',
    entityId: after.id,
    action: before ? 'update' : 'create',
    before,
    after,
    omit: ['id', 'parentOrganisationId'],
    organisationId: after.id,
    event,
  });

/** The unique name index answers a second organisation of the same name (any case), even two created at once. */
function nameTaken(err: unknown): never {
  if (isUniqueViolation(err, 'organisation_name_idx'))
    throw conflict(VALIDATION_KEYS.organisationNameUsed, { name: VALIDATION_KEYS.alreadyExists });
  throw err;
}

/**
 * Organisations (issue 10). Their management is the platform's (permission `organisation.manage`, super admin
 * only): the tenant rule is spelled out all the same, so that widening the permission cannot open another's.
 */
export function createOrganisationService(db: Db) {
  async function reachable(actor: Actor, id: number) {
    const row = await findOrganisationRow(db, id);
    if (!row) throw notFound('Organisation');
    assertReach(canReachOrganisation(actor, row.id), 'Organisation');
    return row;
  }

  async function answer(id: number): Promise<Organisation> {
    const row = await findOrganisationRow(db, id);
    if (!row) throw notFound('Organisation');
    return toOrganisation(row, (await planCounts(db, [id])).get(id) ?? []);
  }

  /** Deactivation and its token revocation in one transaction: no token issued in between survives it. */
  async function setActive(actor: Actor, id: number, active: boolean): Promise<Organisation> {
    await reachable(actor, id);
    if (!active && id === PARENT_ORGANISATION_ID) throw conflict(VALIDATION_KEYS.platformOrganisation);
    await db.transaction(async (tx) => {
      const before = await lockOrganisationRow(tx, id);
      const changed = await setOrganisationDeactivated(tx, id, !active);
      if (changed && !active) await revokeOrganisationTokens(tx, id);
      if (changed && before)
        await auditOrganisation(
          tx,
          actor,
          before,
          (await findOrganisationRow(tx, id))!,
          active ? 'ACTIVATE' : 'DEACTIVATE',
        );
    });
    return answer(id);
  }

  return {
    list(_actor: Actor, query: OrganisationListQuery): Promise<OrganisationPage> {
      return listOrganisations(db, query);
    },

    exportRows(_actor: Actor, query: OrganisationListQuery) {
      return allOrganisations(db, query, EXPORT_READ_ROWS);
    },

    async get(actor: Actor, id: number): Promise<Organisation> {
      await reachable(actor, id);
      return answer(id);
    },

    /** Properties by plan (the original's `propertiesCountByPlan`). */
    async countByPlan(actor: Actor, id: number): Promise<PlanCount[]> {
      await reachable(actor, id);
      return (await planCounts(db, [id])).get(id) ?? [];
    },

    /** A new organisation sits under the platform (spec §9: parent organisation id 1). */
    async create(actor: Actor, input: OrganisationInput): Promise<Organisation> {
      const row = await db.transaction(async (tx) => {
        const saved = await insertOrganisation(tx, {
          ...input,
          parentOrganisationId: PARENT_ORGANISATION_ID,
        }).catch(nameTaken);
        await auditOrganisation(tx, actor, null, saved);
        return saved;
      });
      return answer(row.id);
    },

    async update(actor: Actor, id: number, input: OrganisationUpdate): Promise<Organisation> {
      await reachable(actor, id);
      if (Object.keys(input).length > 0)
        await db.transaction(async (tx) => {
          const before = await lockOrganisationRow(tx, id);
          const after = await updateOrganisationRow(tx, id, input).catch(nameTaken);
          if (before && after) await auditOrganisation(tx, actor, before, after);
        });
      return answer(id);
    },

    deactivate: (actor: Actor, id: number) => setActive(actor, id, false),
    activate: (actor: Actor, id: number) => setActive(actor, id, true),
  };
}
export type OrganisationService = ReturnType<typeof createOrganisationService>;

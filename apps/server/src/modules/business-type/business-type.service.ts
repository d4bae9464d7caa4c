import {
  PARENT_ORGANISATION_ID,
  VALIDATION_KEYS,
  type BusinessType,
  type BusinessTypeConfig,
  type BusinessTypeInput,
  type BusinessTypeListQuery,
  type BusinessTypePage,
  type OfferedBusinessType,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import {
  allBusinessTypes,
  deleteOwnBusinessType,
  ensurePlatformBusinessTypes,
  findBusinessType,
  insertOwnBusinessType,
  listBusinessTypes,
  organisationExists,
  updateOwnBusinessType,
} from './business-type.repository';

const changedMeanwhile = () =>
  conflict(VALIDATION_KEYS.changedMeanwhile, { version: VALIDATION_KEYS.changedMeanwhile });

/**
 * A database made before the table existed has no platform rows: the first read of the process writes the defaults
 * (idempotent), so that onboarding never offers an empty list. A new database gets them from the seed.
 */
const defaultsChecked = new WeakSet<Db>();
async function withDefaults(db: Db) {
  if (defaultsChecked.has(db)) return;
  await ensurePlatformBusinessTypes(db);
  defaultsChecked.add(db);
}

/** The organisation whose types the caller reads for itself: its own, the platform's for a caller without one. */
const ownOrganisation = (actor: Actor) => actor.organisationId ?? PARENT_ORGANISATION_ID;

export function createBusinessTypeService(db: Db) {
  /** The organisation must be one the caller reaches (404 as a missing one otherwise). */
  async function reachable(actor: Actor, organisationId: number) {
    if (!canReachOrganisation(actor, organisationId) || !(await organisationExists(db, organisationId)))
      throw notFound('Organisation');
    await withDefaults(db);
  }

  async function answer(organisationId: number, key: BusinessType): Promise<BusinessTypeConfig> {
    const row = await findBusinessType(db, organisationId, key);
    if (!row) throw notFound('Business type');
    return row;
  }

  return {
    async list(
      actor: Actor,
      organisationId: number,
      query: BusinessTypeListQuery,
    ): Promise<BusinessTypePage> {
      await reachable(actor, organisationId);
      return listBusinessTypes(db, organisationId, query);
    },

    /** The caller's organisation's types with their labels and terms (onboarding offers the active ones). */
    async offered(actor: Actor): Promise<OfferedBusinessType[]> {
      await withDefaults(db);
      return allBusinessTypes(db, ownOrganisation(actor));
    },

    async get(actor: Actor, organisationId: number, key: BusinessType): Promise<BusinessTypeConfig> {
      await reachable(actor, organisationId);
      return answer(organisationId, key);
    },

    /**
     * The organisation's configuration of a type: its first change writes its own row over the platform's defaults
     * (version 0), later ones update it at the version read. The platform organisation's rows are the defaults.
     */
    async update(
      actor: Actor,
      organisationId: number,
      key: BusinessType,
      input: BusinessTypeInput,
    ): Promise<BusinessTypeConfig> {
      await reachable(actor, organisationId);
      const written =
        input.version === 0
          ? organisationId !== PARENT_ORGANISATION_ID &&
            (await insertOwnBusinessType(db, organisationId, key, input))
          : await updateOwnBusinessType(db, organisationId, key, input.version, input);
      if (!written) throw changedMeanwhile();
      return answer(organisationId, key);
    },

    /** The organisation follows the platform's defaults of the type again (its own row at `version` dropped). */
    async reset(actor: Actor, organisationId: number, key: BusinessType, version: number) {
      await reachable(actor, organisationId);
      if (organisationId === PARENT_ORGANISATION_ID)
        throw conflict('The platform organisation holds the defaults: edit them instead of resetting them');
      if (!(await deleteOwnBusinessType(db, organisationId, key, version))) throw changedMeanwhile();
      return answer(organisationId, key);
    },
  };
}
export type BusinessTypeService = ReturnType<typeof createBusinessTypeService>;

// For other modules ------------------------------------------------------------------

/**
 * Whether onboarding may give a property of the organisation this type: it is active for the organisation. A
 * property keeps a type that was deactivated after it chose it (only a change to an inactive type is refused).
 */
export async function isBusinessTypeOffered(db: Db, organisationId: number, key: BusinessType) {
  await withDefaults(db);
  const row = await findBusinessType(db, organisationId, key);
  return row?.active ?? false;
}

export { ensurePlatformBusinessTypes } from './business-type.repository';

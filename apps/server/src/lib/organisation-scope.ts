// The reach of a caller in one organisation's records (enquiries, campaigns): the whole organisation for the
// platform and the organisation's own staff, one property for property staff; anything else answers as a missing
// organisation (decision 0008). The lookups are the module's repository functions (lib runs no query itself).
import { tenantScopeOf } from '@bookone/domain';

import type { Actor } from '../plugins/auth';
import { notFound } from './errors';

export interface OrganisationReach {
  organisationId: number;
  /** A property user's own property: its records only (never the organisation-level ones). */
  propertyId?: number;
}

export interface OrganisationLookups {
  organisationExists: (id: number) => Promise<boolean>;
  propertyOrganisation: (propertyId: number) => Promise<{ id: number; organisationId: number } | undefined>;
}

export async function organisationReach(
  actor: Actor,
  organisationId: number,
  lookups: OrganisationLookups,
): Promise<OrganisationReach> {
  const scope = tenantScopeOf(actor.roles);
  if (scope === 'platform') {
    if (!(await lookups.organisationExists(organisationId))) throw notFound('Organisation');
    return { organisationId };
  }
  if (scope === 'organisation') {
    if (actor.organisationId !== organisationId) throw notFound('Organisation');
    return { organisationId };
  }
  const own = actor.propertyId == null ? undefined : await lookups.propertyOrganisation(actor.propertyId);
  if (!own || own.organisationId !== organisationId) throw notFound('Organisation');
  return { organisationId, propertyId: own.id };
}

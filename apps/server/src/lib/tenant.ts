import { tenantScopeOf } from '@bookone/domain';

import type { Actor } from '../plugins/auth';
import { notFound } from './errors';

/**
 * The tenant rule, in one place: the platform reaches everything, an organisation user their organisation, a
 * property user their property. Services call these before reading or writing anything that belongs to a tenant.
 */
export function canReachOrganisation(actor: Actor, organisationId: number | null): boolean {
  const scope = tenantScopeOf(actor.roles);
  if (scope === 'platform') return true;
  if (scope === 'organisation') return organisationId != null && organisationId === actor.organisationId;
  return false;
}

export function canReachProperty(actor: Actor, property: { id: number; organisationId: number }): boolean {
  const scope = tenantScopeOf(actor.roles);
  if (scope === 'platform') return true;
  if (scope === 'organisation') return property.organisationId === actor.organisationId;
  return property.id === actor.propertyId;
}

export function canReachUser(
  actor: Actor,
  user: { id: number; organisationId: number | null; propertyId: number | null },
): boolean {
  if (user.id === actor.id) return true;
  const scope = tenantScopeOf(actor.roles);
  if (scope === 'platform') return true;
  if (scope === 'organisation')
    return user.organisationId != null && user.organisationId === actor.organisationId;
  return user.propertyId != null && user.propertyId === actor.propertyId;
}

/**
 * A record of another tenant is answered exactly as a missing one (404, same message: name what the caller asked
 * for), so that nobody can probe which ids exist elsewhere. 403 stays for "your role may not do this".
 */
export function assertReach(ok: boolean, what = 'Resource'): void {
  if (!ok) throw notFound(what);
}

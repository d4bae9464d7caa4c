import type { Db } from '../db/client';
import { findPropertyRow, type PropertyRow } from '../modules/property/property.repository';
import type { Actor } from '../plugins/auth';
import { notFound } from './errors';
import { assertReach, canReachProperty } from './tenant';

/**
 * The property a request names, after the tenant rule: 404 when it does not exist or the caller may not reach it
 * (the same answer, so that other tenants' ids cannot be probed). `what` names the record the caller asked for
 * when the property is that record's owner: a foreign booking answers "Booking not found", as a missing one does.
 * Every property-setup service starts here.
 */
export async function reachableProperty(
  db: Db,
  actor: Actor,
  propertyId: number,
  what = 'Property',
): Promise<PropertyRow> {
  const row = await findPropertyRow(db, propertyId);
  if (!row) throw notFound(what);
  assertReach(canReachProperty(actor, row), what);
  return row;
}

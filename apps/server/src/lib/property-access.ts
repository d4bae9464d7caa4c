import type { Db } from '../db/client';
import { findPropertyRow, type PropertyRow } from '../modules/property/property.repository';
import type { Actor } from '../plugins/auth';
import { notFound } from './errors';
import { assertReach, canReachProperty } from './tenant';

/**
 * The property a request names, after the tenant rule: 404 when it does not exist, 403 when the caller may not
 * reach it. Every property-setup service starts here.
 */
export async function reachableProperty(db: Db, actor: Actor, propertyId: number): Promise<PropertyRow> {
  const row = await findPropertyRow(db, propertyId);
  if (!row) throw notFound('Property');
  assertReach(canReachProperty(actor, row));
  return row;
}

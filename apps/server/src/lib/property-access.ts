import type { Db } from '../db/client';
import { findPropertyRow, type PropertyRow } from '../modules/property/property.repository';
import type { Actor } from '../plugins/auth';
import { notFound } from './errors';
import { assertReach, canReachProperty } from './tenant';

/** A property row the auth gate read with the caller, waiting for the request's first reachableProperty. */
interface Preloaded {
  db: Db;
  id: number;
  row: PropertyRow | undefined;
}
// Keyed by the request's actor (one object per request), so an entry never outlives its request.
const preloaded = new WeakMap<Actor, Preloaded>();

/**
 * Hands reachableProperty the row of the property the request names, read by the auth gate in the same query as
 * the user (plugins/auth.ts): a property's routes then make one round trip fewer. Taken once: the service's tenant
 * check comes first, before it writes anything, and a later call in the same request reads afresh.
 */
export function rememberProperty(actor: Actor, db: Db, id: number, row: PropertyRow | undefined) {
  preloaded.set(actor, { db, id, row });
}

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
  const early = preloaded.get(actor);
  let row: PropertyRow | undefined;
  // Only on the handle it was read from: inside a transaction (another handle) the row is read on the transaction.
  if (early && early.id === propertyId && early.db === db) {
    preloaded.delete(actor);
    row = early.row;
  } else row = await findPropertyRow(db, propertyId);
  if (!row) throw notFound(what);
  assertReach(canReachProperty(actor, row), what);
  return row;
}

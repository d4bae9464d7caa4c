// The audit rows of the product catalogue's writes (decision 0028): one per create or update, in its transaction.
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { recordAudit, recordPropertyEvent, type PropertyEventAudit } from '../audit/audit.service';

type Entity = 'product_group' | 'product';
type Audited = { id: number; propertyId: number } & Record<string, unknown>;

/** Ids, the tenant and timestamps say nothing a reader of the record's history needs. */
const OMIT = ['id', 'propertyId', 'createdAt', 'updatedAt'] as const;

export function auditProduct(tx: Db, actor: Actor, entity: Entity, before: Audited | null, after: Audited) {
  return recordAudit(tx, actor, {
    entity,
    entityId: after.id,
    action: before ? 'update' : 'create',
    before,
    after,
    omit: OMIT,
    propertyId: after.propertyId,
  });
}

/** An operation that is not a field edit (an image added or removed), under its event's name. */
export const auditProductEvent: PropertyEventAudit<Entity> = recordPropertyEvent;

// The audit rows of the catalogue's writes (decision 0028): one per create or update, in the change's transaction.
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { recordAudit, recordPropertyEvent, type PropertyEventAudit } from '../audit/audit.service';

type Entity = 'business_service' | 'offering' | 'service_resource';
type Audited = { id: number; propertyId: number } & Record<string, unknown>;

/** Ids, the tenant and timestamps say nothing a reader of the record's history needs. */
const OMIT = ['id', 'propertyId', 'createdAt', 'updatedAt'] as const;

export function auditCatalogue(
  tx: Db,
  actor: Actor,
  entity: Entity,
  before: Audited | null,
  after: Audited | null,
) {
  const record = (after ?? before)!;
  return recordAudit(tx, actor, {
    entity,
    entityId: record.id,
    action: before && after ? 'update' : after ? 'create' : 'delete',
    before,
    after,
    omit: OMIT,
    propertyId: record.propertyId,
  });
}

/** An operation on a record that is not a field edit (an image added, a time off set), under its event's name. */
export const auditCatalogueEvent: PropertyEventAudit<Entity> = recordPropertyEvent;

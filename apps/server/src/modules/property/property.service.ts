import type { AddPropertySubscriptionInput, Property } from '@bookone/domain';

import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { assertReach, canReachProperty } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { findSubscriptionById, findSubscriptionByName } from '../subscription/subscription.service';
import { addPropertySubscription, findPropertyRow, findPropertyView } from './property.repository';

export function createPropertyService(db: Db) {
  async function reachableProperty(actor: Actor, id: number) {
    const row = await findPropertyRow(db, id);
    if (!row) throw notFound('Property');
    assertReach(canReachProperty(actor, row), 'Property');
    return row;
  }

  return {
    async findById(actor: Actor, id: number): Promise<Property> {
      await reachableProperty(actor, id);
      const view = await findPropertyView(db, id);
      if (!view) throw notFound('Property');
      return view;
    },

    /** Adding a subscription the property already has changes nothing and answers the same. */
    async addSubscription(
      actor: Actor,
      propertyId: number,
      input: AddPropertySubscriptionInput,
    ): Promise<Property> {
      await reachableProperty(actor, propertyId);
      const sub =
        input.subscriptionId != null
          ? await findSubscriptionById(db, input.subscriptionId)
          : await findSubscriptionByName(db, input.name ?? '');
      if (!sub) throw notFound('Subscription');
      await db.transaction(async (tx) => {
        const added = await addPropertySubscription(tx, propertyId, sub.id, actor.id);
        // Only a subscription it did not have is a change.
        if (added)
          await recordAudit(tx, actor, {
            entity: 'property',
            entityId: propertyId,
            action: 'update',
            event: 'SUBSCRIPTION_ADDED',
            changes: { subscriptions: [null, sub.name] },
            propertyId,
          });
      });
      const view = await findPropertyView(db, propertyId);
      if (!view) throw notFound('Property');
      return view;
    },
  };
}
export type PropertyService = ReturnType<typeof createPropertyService>;

/** For other modules: the property row and view, new properties and their subscriptions, the setup status. */
export {
  addPropertySubscription,
  countRoomTypes,
  findPropertyRow,
  findPropertyView,
  insertProperty,
} from './property.repository';
export { onboardingFacts, refreshOnboardingStatus } from './property-status';

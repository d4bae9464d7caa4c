import { type CreateSubscriptionInput, type ListQuery, VALIDATION_KEYS } from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { findSubscriptionByName, insertSubscription, listSubscriptions } from './subscription.repository';

const NAME_TAKEN = VALIDATION_KEYS.subscriptionNameTaken;

export function createSubscriptionService(db: Db) {
  return {
    list: (query: ListQuery) => listSubscriptions(db, query),

    async create(input: CreateSubscriptionInput) {
      if (await findSubscriptionByName(db, input.name)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
      try {
        return await insertSubscription(db, input);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
        throw err;
      }
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/** For other modules (property, onboarding). */
export { findSubscriptionById, findSubscriptionByName } from './subscription.repository';

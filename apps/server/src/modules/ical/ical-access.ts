// The tenant and subscription check every iCal endpoint of a property starts with: the property must be the
// caller's (404 otherwise, decision 0008) and hold the Channel Management subscription (403 with its key).
import { CHANNEL_SUBSCRIPTION, VALIDATION_KEYS } from '@bookone/domain';

import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { holdsSubscription } from '../payment-link/payment-link.service';

export async function icalProperty(db: Db, actor: Actor, propertyId: number) {
  const p = await reachableProperty(db, actor, propertyId);
  if (!(await holdsSubscription(db, p.id, CHANNEL_SUBSCRIPTION)))
    throw forbidden(VALIDATION_KEYS.noChannelSubscription);
  return p;
}

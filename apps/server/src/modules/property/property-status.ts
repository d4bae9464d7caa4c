// The property's status NEW -> COMPLETED follows its setup (rooms, or hours and services). It lives with the property
// so that the modules whose writes complete a setup (room, business, onboarding) all reach it without a cycle.
import { ACCOMMODATION, onboardingComplete, type OnboardingFacts } from '@bookone/domain';

import type { Db } from '../../db/client';
import {
  countBusinessHours,
  countBusinessServices,
  countRoomTypesWithRooms,
  findPropertyRow,
  markCompleted,
  type PropertyRow,
} from './property.repository';

export async function onboardingFacts(db: Db, p: PropertyRow): Promise<OnboardingFacts> {
  const accommodation = p.businessType === ACCOMMODATION;
  // Called inside the writes' transactions: one query at a time.
  const roomTypesWithRooms = accommodation ? await countRoomTypesWithRooms(db, p.id) : 0;
  const hours = accommodation ? 0 : await countBusinessHours(db, p.id);
  const services = accommodation ? 0 : await countBusinessServices(db, p.id);
  return {
    businessType: p.businessType,
    roomTypesWithRooms,
    hasBusinessHours: hours > 0,
    businessServices: services,
  };
}

/**
 * Moves a NEW property to COMPLETED once the onboarding rule holds (called after every write that could make it
 * hold). The move is one way: removing rooms later does not send a property back to onboarding.
 */
export async function refreshOnboardingStatus(db: Db, propertyId: number): Promise<void> {
  const p = await findPropertyRow(db, propertyId);
  if (!p || p.propertyStatus !== 'NEW') return;
  if (onboardingComplete(await onboardingFacts(db, p))) await markCompleted(db, propertyId);
}

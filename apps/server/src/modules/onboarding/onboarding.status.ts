import { ACCOMMODATION, onboardingComplete, type OnboardingFacts } from '@bookone/domain';

import type { Db } from '../../db/client';
import { findPropertyRow, type PropertyRow } from '../property/property.repository';
import { countRoomTypesWithRooms } from '../room/room.repository';
import { countBusinessHours, countBusinessServices, markCompleted } from './onboarding.repository';

export async function onboardingFacts(db: Db, p: PropertyRow): Promise<OnboardingFacts> {
  const accommodation = p.businessType === ACCOMMODATION;
  const [roomTypesWithRooms, hours, services] = await Promise.all([
    accommodation ? countRoomTypesWithRooms(db, p.id) : Promise.resolve(0),
    accommodation ? Promise.resolve(0) : countBusinessHours(db, p.id),
    accommodation ? Promise.resolve(0) : countBusinessServices(db, p.id),
  ]);
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

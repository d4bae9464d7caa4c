import type { SectionModule } from '../../../route-module';

/**
 * The lazily loaded 'bookone-onboarding' section (onboarding of a new property or business, spec §2.5): the
 * accommodation wizard ('Add Property'), the business wizard ('Business Details Setup') and the room step
 * ('Add Room'), by route id (domain APP_ROUTES).
 */
export const pages: SectionModule['pages'] = {
  onboardingProperty: () => import('../bookone-onboarding/property'),
  onboardingBusiness: () => import('../bookone-onboarding/business'),
  onboardingRoom: () => import('../bookone-onboarding/room'),
};

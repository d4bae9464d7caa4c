import { APP_ROUTES, isAccommodation, PREMIUM_PLAN, routeUrl, type Property } from '@bookone/domain';

/** The parts of the stored property (spec §3) the shell reads. */
export type ShellProperty = Pick<
  Property,
  'name' | 'businessType' | 'propertyStatus' | 'plan' | 'logoUrl' | 'seoFriendlyName'
> &
  // The footer's listing button asks whether it holds the Booking Engine subscription (issue 16).
  Partial<Pick<Property, 'subscriptionList'>>;

/** Spec §2.3, §6: 'Upgrade Now' is for a property admin whose plan is not Business Premium. */
export function canUpgrade(roles: readonly string[], property: Pick<ShellProperty, 'plan'> | null): boolean {
  return roles.includes('PROP_ADMIN') && property?.plan !== PREMIUM_PLAN;
}

/** Spec §2.3: the Home button shows only when the property status is COMPLETED. */
export function showsHome(property: Pick<ShellProperty, 'propertyStatus'> | null): boolean {
  return property?.propertyStatus === 'COMPLETED';
}

const upgradeRoute = APP_ROUTES.find((route) => route.id === 'upgradePlan');
/** Spec §2.1: /master-service/Upgrade-Plan. */
export const UPGRADE_PATH = upgradeRoute ? routeUrl(upgradeRoute) : '/master-service/Upgrade-Plan';

/** Spec §2.1: the lock screen is linked from the side sidebar. */
export const LOCK_SCREEN_PATH = '/sessions/lockscreen';

export type LogoKind = 'property' | 'default' | 'business';

/**
 * Which logo the sidebar shows (spec §2.3, §6): the property's own logo when it has one, else the bundled default
 * logo, or the default business logo for a non-accommodation business.
 */
export function logoKind(property: Pick<ShellProperty, 'logoUrl' | 'businessType'> | null): LogoKind {
  if (property?.logoUrl) return 'property';
  return property && !isAccommodation(property.businessType) ? 'business' : 'default';
}

/**
 * The public listing page of a property (spec §2.3), or null without a seoFriendlyName: its own booking page
 * /book/{seo} when it holds the Booking Engine subscription (issue 16), else the listing under `base` (an external
 * site, PUBLIC_LISTING_BASE_URL).
 */
export function listingUrl(
  base: string,
  seoFriendlyName: string | null | undefined,
  subscriptions: readonly { name: string }[] | null | undefined = [],
): string | null {
  const name = seoFriendlyName?.trim();
  if (!name) return null;
  const bookingEngine = (subscriptions ?? []).some((s) => s.name.trim().toLowerCase() === 'booking engine');
  return bookingEngine
    ? `/book/${encodeURIComponent(name)}`
    : `${base.replace(/\/+$/, '')}/${encodeURIComponent(name)}`;
}

/** 'Hana Walker' -> 'HW'. */
export function initialsOf(firstName: string | undefined, lastName: string | undefined): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

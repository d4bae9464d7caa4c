import { PUBLIC_LISTING_BASE_URL } from '../config/env';

/** The public listing page of a property (spec §2.3), or null when it has no seoFriendlyName. */
export function publicListingUrl(
  seoFriendlyName: string | null | undefined,
  base: string = PUBLIC_LISTING_BASE_URL,
): string | null {
  const name = seoFriendlyName?.trim();
  return name ? `${base.replace(/\/+$/, '')}/${encodeURIComponent(name)}` : null;
}

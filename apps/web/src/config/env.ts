import { DEFAULT_APP_NAME } from '@bookone/domain';

/** The product name: the one setting behind the document title, the app bar and the sign-in card. */
export const APP_NAME: string = import.meta.env.VITE_APP_NAME?.trim() || DEFAULT_APP_NAME;

/**
 * Where a property's public listing page lives (spec §2.3): the footer links to `${base}/${seoFriendlyName}`.
 */
export const PUBLIC_LISTING_BASE_URL: string =
  import.meta.env.VITE_PUBLIC_LISTING_BASE_URL?.trim() || 'https://bookone.example/listing';

/** The external developers credited in the footer (spec §2.3). */
export const CREDITS_URL: string =
  import.meta.env.VITE_CREDITS_URL?.trim() || 'https://bookone.example/community';

/** Where a business asks the platform team for a plan change; without it the upgrade page says to ask the admin. */
export const SUPPORT_EMAIL: string | undefined = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || undefined;

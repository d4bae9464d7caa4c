/** The value every /api request must carry in its APP_ID header (spec §7, §9). */
export const APP_ID = 'BOOKONE_WEB_APP';
export const APP_ID_HEADER = 'APP_ID';
/** Header naming the acting user on subscription calls (spec §7.1). */
export const USER_ID_HEADER = 'USER_ID';

/** Default product name; the web app reads its own setting and falls back to this. */
export const DEFAULT_APP_NAME = 'BookOne';

/** The platform's own organisation: self-signed-up businesses start under it (spec §9). */
export const PARENT_ORGANISATION_ID = 1;

export const BUSINESS_TYPES = ['Accommodation', 'Services', 'Restaurant', 'Other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const ACCOMMODATION = 'Accommodation' satisfies BusinessType;

export const PROPERTY_STATUSES = ['NEW', 'COMPLETED', 'INACTIVE'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const SUBSCRIPTION_NAMES = [
  'Booking Engine',
  'Channel Management',
  'Payment Link',
  'SMS Host',
  'SMS Subscription',
] as const;

/** The property whose business operations are invoiced (spec §9). */
export const INVOICE_BUSINESS_OPERATIONS_PROPERTY_ID = 269;

/** Upload limit for profile pictures and logos. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

import type { TFunction } from 'i18next';
import { formatCurrency, todayIn } from '@bookone/domain';

import { propertyTimeZone } from '../../../lib/dates';
import { getPropertyId, getSessionProperty } from '../../../lib/session';

/** The signed-in user's property as the front office needs it: id, currency, time zone and today there. */
export function currentProperty() {
  const property = getSessionProperty();
  const timeZone = propertyTimeZone();
  const currency = property?.localCurrency ?? null;
  return {
    propertyId: getPropertyId(),
    name: property?.name ?? '',
    currency,
    timeZone,
    today: todayIn(timeZone),
  };
}

/** An amount in a booking's currency (spec §9 format). */
export const money = (amount: number | null | undefined, currency: string | null | undefined) =>
  formatCurrency(amount, currency);

export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Sources with a translated name; the others are brand names (Booking.com, Expedia…) shown as they are. */
const SOURCE_KEYS = {
  'Walk In': 'walkIn',
  Phone: 'phone',
  Email: 'email',
  WebSite: 'website',
  'Fit Frequent Individual Traveller': 'fit',
  Others: 'others',
} as const;

export function sourceLabel(t: TFunction<'bookings'>, source: string): string {
  const key = SOURCE_KEYS[source as keyof typeof SOURCE_KEYS] as
    (typeof SOURCE_KEYS)[keyof typeof SOURCE_KEYS] | undefined;
  return key ? t(`sources.${key}`) : source;
}

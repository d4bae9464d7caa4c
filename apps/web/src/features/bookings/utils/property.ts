import type { TFunction } from 'i18next';
import { formatCurrency, todayIn } from '@bookone/domain';

import { getPropertyId, getSessionProperty } from '../../../lib/session';

/** The signed-in user's property as the front office needs it: id, currency, time zone and today there. */
export function currentProperty() {
  const property = getSessionProperty();
  const timeZone = property?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
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

/** A calendar day, e.g. "Mon 4 May 2026", in the interface language. */
export function formatDate(date: string | null | undefined, language: string): string {
  if (!date) return '';
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** An instant (audit entries, check-in times) in the interface language. */
export function formatInstant(
  instant: string | null | undefined,
  language: string,
  timeZone?: string,
): string {
  if (!instant) return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return instant;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}

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

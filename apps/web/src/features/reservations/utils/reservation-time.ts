import { propertyTimeZone } from '../../../lib/dates';

/** An instant's time of day at the property, in the language's format ("9:30 AM" / "09:30"). */
export function formatTime(instant: string, language: string, timeZone: string = propertyTimeZone()): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return instant;
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(d);
}

/** A start–end span at the property, the day once ("Mon 7 Dec 2026, 9:00 AM – 10:00 AM"). */
export function formatSpan(
  startsAt: string,
  endsAt: string,
  language: string,
  timeZone: string = propertyTimeZone(),
): string {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return startsAt;
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(start);
  return `${day}, ${formatTime(startsAt, language, timeZone)} – ${formatTime(endsAt, language, timeZone)}`;
}

/** An amount in the reservation's currency, in the language's format. */
export const formatMoney = (amount: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);

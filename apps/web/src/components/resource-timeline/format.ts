// How the timeline names its days and times, in the interface language. Calendar days (YYYY-MM-DD) have no zone;
// instants are shown in the scale's zone (the property's), wherever the browser is.

/** A calendar day, e.g. "Mon 4 May"; undefined options leave a part out. */
export function formatDay(date: string, language: string, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...options,
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Two days as a range, e.g. "4 May – 7 May" (an arrival and a departure), with the year after the second. */
export function formatRange(start: string, end: string, language: string, withYear = false): string {
  const options: Intl.DateTimeFormatOptions = { weekday: undefined, day: 'numeric', month: 'short' };
  const second = withYear ? { ...options, year: 'numeric' as const } : options;
  return `${formatDay(start, language, options)} – ${formatDay(end, language, second)}`;
}

/** An instant's time of day in the zone, e.g. "09:15" / "09:15". */
export function formatTime(instant: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}

/** An instant's day in the zone, e.g. "Wednesday 25 November". */
export function formatInstantDay(instant: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(new Date(instant));
}

/** A time range on one day, e.g. "Wednesday 25 November, 09:00–10:00". */
export function formatTimeRange(start: string, end: string, language: string, timeZone: string): string {
  return `${formatInstantDay(start, language, timeZone)}, ${formatTime(start, language, timeZone)}–${formatTime(end, language, timeZone)}`;
}

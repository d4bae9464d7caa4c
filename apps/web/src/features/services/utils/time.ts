/** A time range in the property's zone and the reader's language: "12 Mar 2026, 09:00 – 14 Mar 2026, 18:00". */
export function formatRange(startsAt: string, endsAt: string, timeZone: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

// Times of the services flow in the customer's language and the business's zone (a slot is an instant: it is shown
// on the business's clock, wherever the customer reads it).
const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { ...options, timeZone });
    formats.set(key, f);
  }
  return f;
}

/** "10:30" / "10:30 AM": the start of a slot on the business's clock. */
export const timeOf = (iso: string, lang: string, timeZone: string) =>
  format(lang, timeZone, { timeStyle: 'short' }).format(new Date(iso));

/** "Tuesday 8 December 2026 at 10:30": a reservation's start on the business's clock. */
export const dayAndTimeOf = (iso: string, lang: string, timeZone: string) =>
  format(lang, timeZone, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/** A duration in the language's units: "1 h 30 min", "45 min". */
export function durationOf(minutes: number, lang: string) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const unit = (value: number, u: 'hour' | 'minute') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'narrow' }).format(value);
  return [h > 0 ? unit(h, 'hour') : null, m > 0 || h === 0 ? unit(m, 'minute') : null]
    .filter(Boolean)
    .join(' ');
}

// The booking page's words (decision 0048): the server writes the page's namespace (public/locales/{lang}/
// booking-engine.json) and the validation messages the page can meet into the HTML, so the page needs no i18next and
// no request before it draws. `t` reads a key with `{{name}}` values; numbers, money and days are written by Intl
// in the page's language.
import type { BookingEngineLanguage } from '@bookone/domain';

export type Messages = Record<string, unknown>;
export type Values = Record<string, string | number>;

export interface Translator {
  lang: BookingEngineLanguage;
  t(key: string, values?: Values): string;
  /** A server's message key (`validation.x`) in the page's language, or `fallback` when the page has no words for it. */
  message(key: string | undefined, fallback: string, values?: Values): string;
  date(iso: string, style?: 'medium' | 'long'): string;
  money(amount: number, currency: string): string;
}

const lookup = (messages: Messages, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);

const fill = (text: string, values?: Values) =>
  values
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole))
    : text;

export function createTranslator(lang: BookingEngineLanguage, messages: Messages): Translator {
  const dates = new Map<string, Intl.DateTimeFormat>();
  const moneys = new Map<string, Intl.NumberFormat>();
  const plurals = new Intl.PluralRules(lang);
  return {
    lang,
    t(key, values) {
      // A count picks the plural form (key_one, key_other…) as i18next names them, else the key itself.
      const count = values?.count;
      const plural =
        typeof count === 'number' ? lookup(messages, `${key}_${plurals.select(count)}`) : undefined;
      const text = plural ?? lookup(messages, key);
      return typeof text === 'string' ? fill(text, values) : key;
    },
    message(key, fallback, values) {
      const text = key ? lookup(messages, key) : undefined;
      return typeof text === 'string' ? fill(text, values) : fallback;
    },
    date(iso, style = 'medium') {
      let f = dates.get(style);
      if (!f) {
        // A stay's days are calendar days: written as they are, whatever the reader's zone.
        f = new Intl.DateTimeFormat(lang, {
          dateStyle: style === 'long' ? 'full' : 'medium',
          timeZone: 'UTC',
        });
        dates.set(style, f);
      }
      return f.format(new Date(`${iso}T00:00:00Z`));
    },
    money(amount, currency) {
      let f = moneys.get(currency);
      if (!f) {
        f = new Intl.NumberFormat(lang, { style: 'currency', currency });
        moneys.set(currency, f);
      }
      return f.format(amount);
    },
  };
}

/**
 * The interface language, chosen before any translation library loads: the stand-alone sign-in page (issue 9 §3)
 * picks its translation file with these, without i18next. lib/i18n.ts re-exports them for the rest of the app.
 */

/** Interface languages (spec §2.2, §9): the browser language when it is English or French, else English. */
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

function isLanguage(value: string | undefined): value is Language {
  return (SUPPORTED_LANGUAGES as readonly (string | undefined)[]).includes(value);
}

/** Maps a BCP 47 tag such as 'fr-CA' to a supported language. */
export function detectLanguage(browserLanguage: string | null | undefined): Language {
  const primary = browserLanguage?.split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** Where the language picked in the header menu is kept across visits (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'bookone.language';

/** The language the user picked before, if any. Without one the browser language applies (spec §2.2). */
export function readStoredLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value ?? undefined) ? (value as Language) : null;
  } catch {
    return null;
  }
}

/** The language a page starts in: the stored choice, else the browser's. */
export function startLanguage(): Language {
  return readStoredLanguage() ?? detectLanguage(navigator.language);
}

import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { fetchBackend } from './i18n-backend';

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

export const NAMESPACES = [
  'translation',
  'shell',
  'setup',
  'rooms',
  'bookings',
  'calendar',
  'customers',
  'payments',
  'dashboard',
] as const;

/**
 * What the first screen needs: the sign-in and lock screens and the status pages use 'translation' only. The other
 * namespaces ('shell' included) belong to the signed-in area and load with its layout (loadAppNamespaces), so that
 * a first visit fetches one file before it can paint instead of nine (issue 9 §3); index.html preloads it.
 */
export const INITIAL_NAMESPACES = ['translation'] as const;

/** Settles once initI18n has (i18next cannot load a namespace before it is initialised). */
let initialised: Promise<unknown> = new Promise(() => undefined);

/** Loads every namespace (the signed-in area); resolves at once when they are there, and never rejects. */
export async function loadAppNamespaces(): Promise<void> {
  await initialised.catch(() => undefined);
  await i18next.loadNamespaces([...NAMESPACES]).catch(() => undefined);
}

export type I18nOptions = {
  /** Defaults to the browser language. */
  lng?: Language;
  /** Inline translations (unit tests). Without them the files are fetched from /locales/{{lng}}/{{ns}}.json. */
  resources?: Resource;
};

/** Initialises the global i18next instance used by react-i18next and by the API client's fallback messages. */
export async function initI18n({ lng, resources }: I18nOptions = {}): Promise<void> {
  if (!resources) i18next.use(fetchBackend(import.meta.env.BASE_URL));
  i18next.use(initReactI18next);
  // Keeps <html lang> in step with the interface language, for screen readers and hyphenation.
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  initialised = i18next.init({
    lng: lng ?? readStoredLanguage() ?? detectLanguage(navigator.language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    load: 'languageOnly',
    // 'translation': shell pages and features; 'shell': the layout, menus and customizer; 'setup': onboarding and
    // business profile; 'rooms': room types, rooms, facilities, rates and availability; 'bookings': Manage Booking,
    // booking details and forms; 'calendar': the tape chart and housekeeping board; 'customers'; 'payments':
    // payments and expenses; 'dashboard': the front-desk dashboards.
    ns: resources ? NAMESPACES : INITIAL_NAMESPACES,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    ...(resources ? { resources, initAsync: false } : {}),
  });
  await initialised;
}

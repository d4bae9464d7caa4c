import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { fetchBackend } from './i18n-backend';
import { DEFAULT_LANGUAGE, startLanguage, SUPPORTED_LANGUAGES, type Language } from './language';
import { setTranslator } from './translate';

export {
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from './language';

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
  'address',
  'users',
  'organisations',
  'companies',
  'enquiries',
  'business-types',
  'partners',
  'organisation-dashboard',
  'audit',
  'services',
  'service-requests',
  'messages',
  'payment-gateways',
  'payment-links',
  'reservations',
  'timeline',
  'reservation-schedule',
  'products',
  'invoices',
  'orders',
  'kitchen',
  'reviews',
  'campaigns',
  'leads',
  'promotions',
  'reports',
  'day-close',
  'channels',
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
  /**
   * Files already fetched (the stand-alone sign-in page's 'translation' files), used as they are; the other
   * namespaces are fetched as usual.
   */
  fetched?: Resource;
};

/** Initialises the global i18next instance used by react-i18next and by the API client's fallback messages. */
export async function initI18n({ lng, resources, fetched }: I18nOptions = {}): Promise<void> {
  if (!resources) i18next.use(fetchBackend(import.meta.env.BASE_URL));
  i18next.use(initReactI18next);
  // Keeps <html lang> in step with the interface language, for screen readers and hyphenation.
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  // The API client's messages (lib/translate.ts). The keys are known only at run time: the typed t() does not take them.
  const say = i18next.t as unknown as (key: string, values?: Record<string, string | number>) => string;
  setTranslator({
    t: (key, values) => say(key, values),
    exists: (key) => i18next.exists(key, { ns: 'translation' }),
  });
  initialised = i18next.init({
    lng: lng ?? startLanguage(),
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
    ...(fetched && !resources ? { resources: fetched, partialBundledLanguages: true } : {}),
  });
  await initialised;
}

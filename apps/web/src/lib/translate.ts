/**
 * The translations seen by code outside React (the API client's messages), behind a seam: the app plugs i18next in
 * (lib/i18n.ts `initI18n`), the stand-alone sign-in page its one translation file (lib/translation-file.ts), so that
 * the sign-in page's API client does not carry i18next (issue 9 §3). Until one is plugged in, keys are returned.
 */
export type Translator = {
  /** The text of a key of the 'translation' namespace, `{{name}}` placeholders filled from `values`. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** Whether the 'translation' namespace has the key (a key the server sent may be unknown here). */
  exists: (key: string) => boolean;
};

let current: Translator = { t: (key) => key, exists: () => false };

export function setTranslator(translator: Translator): void {
  current = translator;
}

export const translate: Translator['t'] = (key, values) => current.t(key, values);
export const hasTranslation: Translator['exists'] = (key) => current.exists(key);

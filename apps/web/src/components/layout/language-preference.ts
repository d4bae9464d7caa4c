import { LANGUAGE_STORAGE_KEY, readStoredLanguage, type Language } from '../../lib/i18n';

// The stored choice is read by initI18n at start-up, so the first frame (and the sign-in page) use it too.
export { LANGUAGE_STORAGE_KEY, readStoredLanguage };

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

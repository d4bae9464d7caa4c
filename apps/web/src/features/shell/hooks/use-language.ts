import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { readStoredLanguage, storeLanguage } from '../../../components/layout/language-preference';
import { detectLanguage, type Language } from '../../../lib/i18n';

/** The interface language and a way to change it (kept in localStorage for the next visits). */
export function useLanguage() {
  const { i18n } = useTranslation('shell');
  const language = detectLanguage(i18n.resolvedLanguage ?? i18n.language);
  const changeLanguage = (next: Language) => {
    storeLanguage(next);
    void i18n.changeLanguage(next);
  };
  return { language, changeLanguage };
}

/** Applies a language picked on an earlier visit; without one the browser language stays (spec §2.2). */
export function useStoredLanguage(): void {
  const { i18n } = useTranslation('shell');
  useEffect(() => {
    const stored = readStoredLanguage();
    if (stored && stored !== detectLanguage(i18n.language)) void i18n.changeLanguage(stored);
  }, [i18n]);
}

import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import en from '../../public/locales/en/translation.json';
import fr from '../../public/locales/fr/translation.json';
import { initI18n } from '../lib/i18n';

// The real translation files, inline: no HTTP backend in unit tests.
await initI18n({ lng: 'en', resources: { en: { translation: en }, fr: { translation: fr } } });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import enShell from '../../public/locales/en/shell.json';
import en from '../../public/locales/en/translation.json';
import frShell from '../../public/locales/fr/shell.json';
import fr from '../../public/locales/fr/translation.json';
import { initI18n } from '../lib/i18n';

// The real translation files, inline: no HTTP backend in unit tests.
await initI18n({
  lng: 'en',
  resources: { en: { translation: en, shell: enShell }, fr: { translation: fr, shell: frShell } },
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import enRooms from '../../public/locales/en/rooms.json';
import enSetup from '../../public/locales/en/setup.json';
import enShell from '../../public/locales/en/shell.json';
import en from '../../public/locales/en/translation.json';
import frRooms from '../../public/locales/fr/rooms.json';
import frSetup from '../../public/locales/fr/setup.json';
import frShell from '../../public/locales/fr/shell.json';
import fr from '../../public/locales/fr/translation.json';
import { resetClearedNotifications } from '../features/notifications/stores/cleared-notifications';
import { dismissAccessDenied } from '../lib/access-denied';
import { initI18n } from '../lib/i18n';
import { setCurrentAppLocation } from '../lib/route-access';

// Route modules load lazily, and the first import of one (the whole admin layout) is slow while the suite runs in
// parallel: give Testing Library's queries and each test more time than their defaults.
configure({ asyncUtilTimeout: 3000 });
vi.setConfig({ testTimeout: 15_000 });

// The real translation files, inline: no HTTP backend in unit tests.
await initI18n({
  lng: 'en',
  resources: {
    en: { translation: en, shell: enShell, setup: enSetup, rooms: enRooms },
    fr: { translation: fr, shell: frShell, setup: frSetup, rooms: frRooms },
  },
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // Module-level state of the app that would otherwise leak from one test into the next.
  dismissAccessDenied();
  resetClearedNotifications();
  setCurrentAppLocation(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { resetClearedNotifications } from '../features/notifications/stores/cleared-notifications';
import { dismissAccessDenied } from '../lib/access-denied';
import { initI18n, NAMESPACES, SUPPORTED_LANGUAGES } from '../lib/i18n';
import { closeLiveStreams } from '../lib/live';
import { setCurrentAppLocation } from '../lib/route-access';

// Route modules load lazily, and the first import of one (the whole admin layout) is slow while the suite runs in
// parallel: give Testing Library's queries and each test more time than their defaults.
configure({ asyncUtilTimeout: 3000 });
vi.setConfig({ testTimeout: 15_000 });

// The real translation files, inline: no HTTP backend in unit tests. Every namespace file is picked up.
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lng) => [
    lng,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`../../public/locales/${lng}/${ns}.json`] ?? {}])),
  ]),
);
await initI18n({ lng: 'en', resources });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // Module-level state of the app that would otherwise leak from one test into the next.
  dismissAccessDenied();
  resetClearedNotifications();
  setCurrentAppLocation(null);
  closeLiveStreams();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';

import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';
import { installGlobalErrorHandler } from './lib/global-error-handler';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/react-query';

// The CSP allows no eval: without this zod probes `new Function` and every page logs a CSP violation. Only zod's
// small config module: the first page does not use zod (issue 9 §3), the pages that do load it later.
zodConfig({ jitless: true });

// Spec §8: count uncaught errors, log the first and every fifth, reload the page at the 50th.
installGlobalErrorHandler();

// Translations load first, so that no screen flashes translation keys; if they fail, the app still starts. The
// router starts loading the first page's code and data meanwhile (after i18next is set up: a loader may need it).
const translations = initI18n();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

translations.catch((error: unknown) => console.error('Could not load translations', error)).finally(render);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { installGlobalErrorHandler } from './lib/global-error-handler';
import { initI18n } from './lib/i18n';

// The CSP allows no eval: without this zod probes `new Function` and every page logs a CSP violation.
z.config({ jitless: true });

// Spec §8: count uncaught errors, log the first and every fifth, reload the page at the 50th.
installGlobalErrorHandler();

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

// Translations load first, so that no screen flashes translation keys; if they fail, the app still starts.
initI18n()
  .catch((error: unknown) => console.error('Could not load translations', error))
  .finally(render);

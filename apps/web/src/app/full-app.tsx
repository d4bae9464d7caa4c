import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';

import { initI18n } from '../lib/i18n';
import type { FetchedTranslations } from '../lib/translation-file';
import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { AppRouter, createAppRouter } from './router';
import { warmUpSignedInArea } from './warm-up';

// The CSP allows no eval: without this zod probes `new Function` and every page logs a CSP violation. Only zod's
// small config module: the first page does not use zod (issue 9 §3), the pages that do load it later.
zodConfig({ jitless: true });

let translations: Promise<void> | undefined;

/**
 * i18next, set up once; if the translations fail to load the app still starts. `fetched`: the files the stand-alone
 * sign-in page has read, which i18next then does not wait for again.
 */
function startTranslations(fetched?: FetchedTranslations): Promise<void> {
  translations ??= initI18n({ fetched }).catch((error: unknown) =>
    console.error('Could not load translations', error),
  );
  return translations;
}

/**
 * The stand-alone sign-in page's warm-up (signin-app.tsx, at the first character typed): this module (the router,
 * TanStack Query, i18next) is then loaded, and it sets up i18next and starts the signed-in area's warm-up.
 */
export function prepareSignedInArea(fetched?: FetchedTranslations): void {
  void startTranslations(fetched);
  warmUpSignedInArea();
}

type Router = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first page's code and data (or failed to: its error page is ready). */
function whenLoaded(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders the app (router, query client, i18next) at the current address. The router is created before the first
 * render, so that the page's code and loaders run while the translations load. With `replacing` (the stand-alone
 * sign-in page, after signing in), that page stays on screen until the next one is ready, then gives way in the
 * same frame: no blank page or spinner between them.
 */
export async function startApp(
  container: HTMLElement,
  { replacing, fetched }: { replacing?: Root; fetched?: FetchedTranslations } = {},
) {
  const translationsReady = startTranslations(fetched);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await translationsReady;
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (!replacing) {
    createRoot(container).render(app);
    return;
  }
  await whenLoaded(router);
  replacing.unmount();
  const root = createRoot(container);
  flushSync(() => root.render(app));
}

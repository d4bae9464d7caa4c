import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { RequestProgress } from '../components/request-progress';
import { APP_NAME } from '../config/env';
import { AuthEnvironmentContext, type AuthEnvironment } from '../features/auth/auth-environment';
import { startLanguage } from '../lib/language';
import { buildDocumentTitle } from '../lib/title';
import { setTranslator } from '../lib/translate';
import { loadTranslationFile } from '../lib/translation-file';
import SigninRoute from './routes/sessions/signin';
import { theme } from './theme';

/**
 * The sign-in page of a first visit, on its own (issue 9 §3, decision 0007): the same page component as the router's
 * sign-in route, with the theme and the global request loader, but without the router, TanStack Query or i18next
 * (about a third of the app's first JavaScript). Its text comes from the one translation file index.html preloads.
 * Signing in (or any other navigation the page makes) starts the full app at the new address (full-app.tsx, which
 * the page starts downloading at the first character typed); the page stays on screen until the next one is ready.
 */
export async function startSignin(container: HTMLElement): Promise<void> {
  const language = startLanguage();
  const translator = await loadTranslationFile(import.meta.env.BASE_URL, language);
  // The API client's messages (a failed sign-in's summary, the network error) in the same language.
  setTranslator(translator);
  document.documentElement.lang = language;
  document.title = buildDocumentTitle([translator.t('routes.signin')], APP_NAME);

  const root: Root = createRoot(container);
  const environment: AuthEnvironment = {
    t: translator.t,
    search: window.location.search,
    navigate: async (to, options) => {
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      const { startApp } = await import('./full-app');
      await startApp(container, { replacing: root, fetched: translator.fetched });
    },
    warmUp: () => void import('./full-app').then((app) => app.prepareSignedInArea(translator.fetched)),
  };
  // A transition: React renders the page in slices of a few milliseconds instead of one long task, so that the
  // main thread stays free for input while it does (Lighthouse's total blocking time: this render was most of it).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RequestProgress label={translator.t('common.working')} />
          {/* The sessions layout's frame (routes/sessions/layout.tsx), so that both ways draw the same page. */}
          <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
            <AuthEnvironmentContext value={environment}>
              <SigninRoute />
            </AuthEnvironmentContext>
          </Box>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
}

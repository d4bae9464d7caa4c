import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { RequestProgress } from '../components/request-progress';
import { theme } from './theme';

/**
 * App-wide providers: theme, baseline CSS, the TanStack Query client and the global request loader. The dialog
 * services are in the signed-in layout (routes/app/layout.tsx); the query client (shared with the router's
 * loaders) and i18n are set up in full-app.tsx, the global error handler in main.tsx. The stand-alone sign-in page
 * (signin-app.tsx) has its own, smaller set.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AppRequestProgress />
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function AppRequestProgress() {
  const { t } = useTranslation();
  return <RequestProgress label={t('common.working')} />;
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { RequestProgress } from '../components/request-progress';
import { theme } from './theme';

/**
 * App-wide providers: theme, baseline CSS, the TanStack Query client and the global request loader. The dialog
 * services are in the signed-in layout (routes/app/layout.tsx); the query client (shared with the router's
 * loaders), i18n and the global error handler are set up in main.tsx.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RequestProgress />
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { DialogsProvider } from '../components/dialogs/dialogs-provider';
import { RequestProgress } from '../components/request-progress';
import { createQueryClient } from '../lib/react-query';
import { theme } from './theme';

/**
 * App-wide providers: theme, baseline CSS, the TanStack Query client, the dialog services (confirm, loader) and the
 * global request loader. i18n and the global error handler are set up in main.tsx.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <DialogsProvider>
          <RequestProgress />
          {children}
        </DialogsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

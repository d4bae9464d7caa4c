import type { ReactNode } from 'react';

import { ConfirmDialogProvider } from './confirm-dialog';
import { LoaderDialogProvider } from './loader-dialog';

/** The dialog services of spec §4: `useConfirm()` and `useLoaderDialog()` anywhere below. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  return (
    <ConfirmDialogProvider>
      <LoaderDialogProvider>{children}</LoaderDialogProvider>
    </ConfirmDialogProvider>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the loader dialog is 200 px wide, its content at least 122 px high. */
export const LOADER_DIALOG_WIDTH = 200;
export const LOADER_DIALOG_MIN_HEIGHT = 122;

export type LoaderDialog = {
  /** Opens the dialog; the title defaults to 'Please wait' (translated). */
  open: (title?: string) => void;
  close: () => void;
};

const LoaderDialogContext = createContext<LoaderDialog | null>(null);

/**
 * The loader dialog (spec §4, §9): a small modal with a spinner for work the user must wait for. The user cannot
 * dismiss it (no backdrop click, no Escape); the app closes it.
 */
export function LoaderDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [state, setState] = useState<{ open: boolean; title?: string }>({ open: false });
  const controls = useMemo<LoaderDialog>(
    () => ({
      open: (title) => setState({ open: true, title }),
      close: () => setState((previous) => ({ ...previous, open: false })),
    }),
    [],
  );
  const title = state.title ?? t('dialogs.loader.title');

  return (
    <LoaderDialogContext.Provider value={controls}>
      {children}
      <Dialog
        open={state.open}
        onClose={() => undefined}
        aria-labelledby={titleId}
        aria-busy
        slotProps={{ paper: { sx: { width: LOADER_DIALOG_WIDTH, m: 2 } } }}
      >
        <DialogTitle id={titleId} sx={{ textAlign: 'center', fontSize: '1rem' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Box
            data-testid="loader-dialog-content"
            sx={{ minHeight: LOADER_DIALOG_MIN_HEIGHT, display: 'grid', placeItems: 'center' }}
          >
            <CircularProgress aria-label={title} />
          </Box>
        </DialogContent>
      </Dialog>
    </LoaderDialogContext.Provider>
  );
}

/** Opens and closes the loader dialog. Needs LoaderDialogProvider above. */
export function useLoaderDialog(): LoaderDialog {
  const controls = useContext(LoaderDialogContext);
  if (!controls) throw new Error('useLoaderDialog needs a LoaderDialogProvider (see app/provider.tsx).');
  return controls;
}

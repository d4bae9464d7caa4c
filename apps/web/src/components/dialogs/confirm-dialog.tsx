import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the confirm dialog is 380 px wide. */
export const CONFIRM_DIALOG_WIDTH = 380;

export type ConfirmOptions = {
  /** Defaults to 'Confirm' (translated). */
  title?: string;
  /** Defaults to 'Are you sure?' (translated). */
  message?: string;
  okText?: string;
  cancelText?: string;
};

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** The options stay after an answer, so that the dialog keeps its texts while it fades out. */
type DialogState = { open: boolean; options: ConfirmOptions; resolve?: (answer: boolean) => void };

/**
 * The confirm dialog service (spec §4, §9): `await confirm()` is true after OK and false after Cancel. The dialog
 * cannot be dismissed any other way: not by the backdrop, not by Escape.
 */
export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const [dialog, setDialog] = useState<DialogState>({ open: false, options: {} });

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        setDialog((previous) => {
          // A second question replaces the first, which counts as cancelled.
          previous.resolve?.(false);
          return { open: true, options, resolve };
        });
      }),
    [],
  );

  const answer = (value: boolean) => {
    dialog.resolve?.(value);
    setDialog({ open: false, options: dialog.options });
  };

  const { title, message, okText, cancelText } = dialog.options;
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={dialog.open}
        // Neither the backdrop nor Escape closes it: only OK or Cancel answer the question.
        onClose={() => undefined}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        slotProps={{
          paper: { sx: { width: CONFIRM_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } },
        }}
      >
        <DialogTitle id={titleId}>{title ?? t('dialogs.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId}>{message ?? t('dialogs.confirm.message')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => answer(false)}>{cancelText ?? t('dialogs.confirm.cancel')}</Button>
          <Button variant="contained" onClick={() => answer(true)} autoFocus>
            {okText ?? t('dialogs.confirm.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

/** Opens the confirm dialog; resolves to true (OK) or false (Cancel). Needs ConfirmDialogProvider above. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmDialogProvider (see app/provider.tsx).');
  return confirm;
}

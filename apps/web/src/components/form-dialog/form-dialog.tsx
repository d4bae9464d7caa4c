import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../dialogs/confirm-dialog';

export type FormDialogProps = {
  title: ReactNode;
  /** Closes without saving; asks first when the form holds unsaved changes (`dirty`). */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** Unsaved changes: Cancel, Escape and the backdrop ask before throwing them away. */
  dirty?: boolean;
  /** The message above the fields (a server error no field could take). */
  formError?: string | null;
  submitLabel?: string;
  submittingLabel?: string;
  /** The submit button's colour: `warning` for an action that gives money back (a refund). */
  submitColor?: ButtonProps['color'];
  maxWidth?: DialogProps['maxWidth'];
  /** Only shown (e.g. a paid payment): no submit button, and Cancel reads Close. */
  readOnly?: boolean;
  children: ReactNode;
};

/**
 * The one dialog around a form: titled for assistive technology (aria-labelledby), full screen on phones, a
 * message slot for server errors no field could take, Cancel and a submit button that shows the pending state, and
 * a confirmation before unsaved changes are thrown away. Pair it with `useKitForm` (schema, defaults, server
 * field errors); the fields are the children.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitting,
  dirty = false,
  formError,
  submitLabel,
  submittingLabel,
  submitColor = 'primary',
  maxWidth = 'sm',
  readOnly = false,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const confirm = useConfirm();

  const close = async () => {
    if (submitting) return;
    if (dirty) {
      const discard = await confirm({
        title: t('formDialog.discardTitle'),
        message: t('formDialog.discardMessage'),
        okText: t('formDialog.discard'),
        cancelText: t('formDialog.keepEditing'),
      });
      if (!discard) return;
    }
    onClose();
  };

  return (
    <Dialog
      open
      onClose={() => void close()}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void close()} disabled={submitting}>
            {readOnly ? t('formDialog.close') : t('formDialog.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" color={submitColor} disabled={submitting}>
              {submitting
                ? (submittingLabel ?? t('formDialog.saving'))
                : (submitLabel ?? t('formDialog.save'))}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

import type { PasswordLink } from '@bookone/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/dates';
import { linkAddress } from '../api/users';

/**
 * Shows a set-password link once (invitation or reset): until messages are sent by the product, the administrator
 * hands it to the user. Only its hash is stored, so it cannot be shown again: a new one replaces it.
 */
export function PasswordLinkDialog({
  open,
  link,
  userName,
  onClose,
}: {
  open: boolean;
  link: PasswordLink | null;
  userName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('users');
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const address = link ? linkAddress(link) : '';
  const copy = () =>
    void navigator.clipboard
      ?.writeText(address)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {t(link?.purpose === 'RESET' ? 'link.resetTitle' : 'link.inviteTitle', { name: userName })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('link.explain', {
            name: userName,
            expires: link ? formatDateTime(link.expiresAt, i18n.language) : '',
          })}
        </DialogContentText>
        <TextField
          label={t('link.address')}
          value={address}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'password-link' } }}
          onFocus={(e) => e.target.select()}
        />
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('link.once')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {copied ? t('link.copied') : t('link.copy')}
        </Button>
        <Button variant="contained" onClick={close}>
          {t('link.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

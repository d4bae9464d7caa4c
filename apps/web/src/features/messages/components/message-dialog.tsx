import { SECRET_LINK_MARK, type OutboxMessage } from '@bookone/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../components/facts/facts-list';
import { formatDateTime, propertyTimeZone } from '../../../lib/dates';
import { canCancel, canResend } from '../utils/message-list';
import { MessageStatusChip } from './message-status-chip';

/**
 * One message as it was sent: its facts, subject and text. The server never answers a one-time link (the text holds
 * a mark in its place), and the mark is shown as words saying so.
 */
export function MessageDialog({
  message: m,
  onClose,
  onResend,
  onCancel,
  busy,
}: {
  message: OutboxMessage;
  onClose: () => void;
  onResend: (m: OutboxMessage) => void;
  onCancel: (m: OutboxMessage) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('messages');
  const titleId = useId();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, propertyTimeZone()) : '—');
  const facts: [string, React.ReactNode][] = [
    [t('fields.status'), <MessageStatusChip key="s" status={m.status} />],
    [t('fields.purpose'), t(`purpose.${m.purpose}`)],
    [t('fields.channel'), t(`channel.${m.channel}`)],
    [t('fields.recipient'), m.recipient],
    [t('fields.createdAt'), when(m.createdAt)],
    [t('fields.sentAt'), when(m.sentAt)],
    [t('fields.attempts'), new Intl.NumberFormat(i18n.language).format(m.attempts)],
    [t('fields.nextAttemptAt'), when(m.nextAttemptAt)],
    [t('fields.transport'), m.transport ? t(`transport.${m.transport}`, { defaultValue: m.transport }) : '—'],
    [t('fields.providerAnswer'), m.providerAnswer ?? '—'],
    [t('fields.lastError'), m.lastError ?? '—'],
    [t('fields.property'), m.propertyName ?? t('list.noProperty')],
    [
      t('fields.record'),
      m.relatedEntity ? t('detail.record', { entity: m.relatedEntity, id: m.relatedId }) : '—',
    ],
    [t('fields.resendOf'), m.resendOf != null ? `#${m.resendOf}` : '—'],
    [t('fields.attachments'), m.attachments.length > 0 ? m.attachments.join(', ') : '—'],
  ];
  const hidden = t('detail.linkHidden');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('detail.title', { id: m.id })}</DialogTitle>
      {/* Focusable: a long message scrolls, and a keyboard user must be able to scroll it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <FactsList items={facts} />
        {m.subject && (
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
            {m.subject}
          </Typography>
        )}
        <Box
          component="pre"
          aria-label={t('detail.body')}
          sx={{
            mt: 1,
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            fontFamily: 'inherit',
          }}
        >
          {m.body.split(SECRET_LINK_MARK).join(hidden)}
        </Box>
      </DialogContent>
      <DialogActions>
        {canCancel(m) && (
          <Button color="warning" disabled={busy} onClick={() => onCancel(m)}>
            {t('actions.cancel')}
          </Button>
        )}
        {canResend(m) && (
          <Button disabled={busy} onClick={() => onResend(m)}>
            {t('actions.resend')}
          </Button>
        )}
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import type { ChannelReservation } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../../components/facts/facts-list';
import { formatDay } from '../../../../lib/dates';
import { PayloadText } from './payload-text';

/** A channel reservation as received: the guest, stay and amounts it named, why it is overbooked, and its payload. */
export function PayloadDialog({
  reservation: r,
  onClose,
}: {
  reservation: ChannelReservation;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('channels');
  const titleId = useId();
  const money = (v: number | null) =>
    v == null ? '—' : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(v);
  const id = r.externalTransactionId ?? r.externalId;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('reservations.payloadTitle', { id })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {r.status === 'OVERBOOKED' && (
            <Alert severity="error">{r.problem ?? t('reservationStatuses.OVERBOOKED')}</Alert>
          )}
          <FactsList
            items={[
              [t('reservations.externalId'), r.externalId],
              [t('reservations.guest'), r.guestName ?? '—'],
              [
                t('reservations.stay'),
                `${formatDay(r.checkinDate, i18n.language)} – ${formatDay(r.checkoutDate, i18n.language)}`,
              ],
              [t('reservations.persons'), String(r.noOfPerson)],
              [t('reservations.total'), money(r.totalAmount)],
              [t('reservations.paid'), money(r.paidAmount)],
              [t('reservations.modeOfPayment'), r.modeOfPayment ?? '—'],
              [t('reservations.channelStatus'), r.bookingStatus ?? '—'],
            ]}
          />
          {r.payload ? (
            <PayloadText payload={r.payload} label={t('reservations.payloadOf', { id })} />
          ) : (
            <Alert severity="info">{t('reservations.noPayload')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

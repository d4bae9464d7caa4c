import { canReschedule, reservationActions, type Reservation, type ReservationAction } from '@bookone/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../../components/dialogs/confirm-dialog';
import { errorMessage } from '../../../../lib/form-errors';
import { useReservationTransition } from '../../api/reservation-actions';
import { CancelReservationDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';

/** The order the buttons read in: the way forward first, the ways out last. */
const ORDER: ReservationAction[] = ['confirm', 'check-in', 'complete', 'no-show', 'cancel'];

/**
 * What the reservation's status allows (the domain's `reservationActions`): confirm, check in, complete at once;
 * no-show after a confirmation; cancel with a reason; reschedule to another free slot. Outcomes go to `report`.
 */
export function DetailsActions({
  reservation,
  report,
}: {
  reservation: Reservation;
  report: (message: string, severity?: 'success' | 'error') => void;
}) {
  const { t } = useTranslation('reservations');
  const confirm = useConfirm();
  const transition = useReservationTransition(reservation.propertyId);
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const allowed = reservationActions(reservation.status);

  const run = async (action: ReservationAction) => {
    if (action === 'cancel') return setDialog('cancel');
    if (action === 'no-show') {
      const ok = await confirm({
        title: t('details.confirmNoShowTitle'),
        message: t('details.confirmNoShow', { reference: reservation.referenceNumber }),
        okText: t('details.confirmNoShowOk'),
        cancelText: t('details.keep'),
      });
      if (!ok) return;
    }
    transition.mutate(
      { id: reservation.id, action },
      {
        onSuccess: () => report(t(`details.done.${action}`)),
        onError: (error) => report(errorMessage(error), 'error'),
      },
    );
  };

  const done = (what: 'cancel' | 'reschedule') => () => {
    setDialog(null);
    report(t(`details.done.${what}`));
  };

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('details.actionsLabel')}
      >
        {ORDER.filter((a) => allowed.includes(a)).map((action, i) => (
          <Button
            key={action}
            variant={i === 0 ? 'contained' : 'outlined'}
            color={action === 'cancel' || action === 'no-show' ? 'error' : 'primary'}
            disabled={transition.isPending}
            onClick={() => void run(action)}
          >
            {t(`details.action.${action}`)}
          </Button>
        ))}
        {canReschedule(reservation.status) && (
          <Button variant="outlined" onClick={() => setDialog('reschedule')}>
            {t('details.action.reschedule')}
          </Button>
        )}
      </Stack>
      {dialog === 'cancel' && (
        <CancelReservationDialog
          reservation={reservation}
          onClose={() => setDialog(null)}
          onDone={done('cancel')}
        />
      )}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          reservation={reservation}
          onClose={() => setDialog(null)}
          onDone={done('reschedule')}
        />
      )}
    </>
  );
}

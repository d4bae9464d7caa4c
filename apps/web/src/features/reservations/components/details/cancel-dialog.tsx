import { cancelReservationSchema, type Reservation } from '@bookone/domain';
import { useTranslation } from 'react-i18next';

import { ReasonDialog } from '../../../../components/form-dialog/reason-dialog';
import { useReservationTransition } from '../../api/reservation-actions';

/** Cancel a booked or confirmed reservation with its reason (kept in the history); its places are freed. */
export function CancelReservationDialog({
  reservation,
  onClose,
  onDone,
}: {
  reservation: Reservation;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('reservations');
  const transition = useReservationTransition(reservation.propertyId);
  return (
    <ReasonDialog
      schema={cancelReservationSchema}
      title={t('cancel.title', { reference: reservation.referenceNumber })}
      label={t('cancel.reason')}
      hint={t('cancel.reasonHint')}
      submitLabel={t('cancel.submit')}
      submittingLabel={t('cancel.submitting')}
      onClose={onClose}
      onSave={async (body) => {
        await transition.mutateAsync({ id: reservation.id, action: 'cancel', body });
        onDone();
      }}
    />
  );
}

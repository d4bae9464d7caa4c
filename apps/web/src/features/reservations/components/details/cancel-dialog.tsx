import { cancelReservationSchema, type Reservation } from '@bookone/domain';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
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
  const { form, dialogProps } = useKitForm({
    schema: cancelReservationSchema,
    fields: ['reason'],
    defaultValues: { reason: '' },
    onSave: async (body) => {
      await transition.mutateAsync({ id: reservation.id, action: 'cancel', body });
      onDone();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={t('cancel.title', { reference: reservation.referenceNumber })}
      onClose={onClose}
      submitLabel={t('cancel.submit')}
      submittingLabel={t('cancel.submitting')}
      submitColor="error"
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={t('cancel.reason')}
        hint={t('cancel.reasonHint')}
        required
        autoFocus
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

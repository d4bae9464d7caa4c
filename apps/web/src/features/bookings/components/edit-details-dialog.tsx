import {
  BOOKING_SOURCES,
  bookingDetailsSchema,
  type Booking,
  type BookingDetailsInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { applyServerErrors, domainResolver, fieldErrorText } from '../../../lib/form-errors';
import { useUpdateBookingDetails } from '../api/bookings';
import { sourceLabel } from '../utils/property';
import { BillToCompanyField } from './bill-to-company-field';

type Values = {
  source: string;
  externalReference: string;
  notes: string;
  discountPercentage: number;
  companyId: number | null;
};

/**
 * Source, external reference, notes, discount (the server caps it by the user's limit) and bill to company.
 * `company`: the company the booking is billed to now, named even when it is no longer active.
 */
type EditDetailsDialogProps = {
  booking: Booking;
  open: boolean;
  onClose: () => void;
  company?: { id: number; name: string } | null;
};

export function EditDetailsDialog(props: EditDetailsDialogProps) {
  if (!props.open) return null;
  return <EditDetailsDialogOpen {...props} />;
}

function EditDetailsDialogOpen({ booking, onClose, company }: EditDetailsDialogProps) {
  const { t } = useTranslation('bookings');
  const { t: tr } = useTranslation();
  const update = useUpdateBookingDetails(booking.id);
  const [formError, setFormError] = useState<string | null>(null);
  const initial = (): Values => ({
    source: booking.source,
    externalReference: booking.externalReference ?? '',
    notes: booking.notes ?? '',
    discountPercentage: booking.discountPercentage,
    companyId: booking.companyId,
  });
  const { register, control, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    BookingDetailsInput
  >({
    defaultValues: initial(),
    resolver: domainResolver(bookingDetailsSchema) as never,
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      onClose();
    } catch (e) {
      setFormError(
        applyServerErrors(e, setError, [
          'source',
          'externalReference',
          'notes',
          'discountPercentage',
          'companyId',
        ]),
      );
    }
  });
  const err = (name: keyof Values) => fieldErrorText(tr, formState.errors[name]);
  const sources: string[] = [...BOOKING_SOURCES];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-details-title">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id="edit-details-title">{t('editDetails.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <Controller
              control={control}
              name="source"
              render={({ field }) => (
                <TextField
                  select
                  label={t('form.source')}
                  value={field.value}
                  onChange={field.onChange}
                  error={!!err('source')}
                  helperText={err('source')}
                >
                  {(sources.includes(booking.source) ? sources : [booking.source, ...sources]).map((s) => (
                    <MenuItem key={s} value={s}>
                      {sourceLabel(t, s)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label={t('form.externalReference')}
              {...register('externalReference')}
              error={!!err('externalReference')}
              helperText={err('externalReference')}
            />
            <TextField
              type="number"
              label={t('form.discount')}
              {...register('discountPercentage', { valueAsNumber: true })}
              error={!!err('discountPercentage')}
              helperText={err('discountPercentage') ?? t('editDetails.discountHelp')}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
            />
            <Controller
              control={control}
              name="companyId"
              render={({ field }) => (
                <BillToCompanyField
                  propertyId={booking.propertyId}
                  value={field.value}
                  onChange={field.onChange}
                  balance={booking.balance}
                  error={err('companyId')}
                  current={company}
                />
              )}
            />
            <TextField
              multiline
              minRows={3}
              label={t('form.notes')}
              {...register('notes')}
              error={!!err('notes')}
              helperText={err('notes')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

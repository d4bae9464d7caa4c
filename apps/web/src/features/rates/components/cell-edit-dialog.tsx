import {
  formatCurrency,
  updateDailyRateSchema,
  type DailyRate,
  type UpdateDailyRateInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import {
  numberOrNull,
  numberOrUndefined,
  fieldErrorText,
} from '../../../components/form-dialog/field-errors';
import { formatDay } from '../utils/dates';

const FIELDS = [
  'price',
  'available',
  'onHold',
  'minStay',
  'maxStay',
  'closed',
  'stopSell',
  'cta',
  'ctd',
] as const;

/** Only what changed, so that a cell edit never overwrites a value someone else changed meanwhile. */
export function cellChanges(cell: DailyRate, values: UpdateDailyRateInput): UpdateDailyRateInput {
  const out: UpdateDailyRateInput = {};
  for (const key of FIELDS) {
    if (values[key] !== undefined && values[key] !== cell[key]) Object.assign(out, { [key]: values[key] });
  }
  return out;
}

type CellEditDialogProps = {
  roomTypeName: string;
  cell: DailyRate;
  currency: string;
  onClose: () => void;
  /** Saves the changes; rejects with the server's error, which the dialog shows without losing the input. */
  onSave: (input: UpdateDailyRateInput) => Promise<unknown>;
};

/** Edits one cell of the grid: price, availability, on hold, min/max stay, closed, stop-sell, CTA and CTD. */
export function CellEditDialog({ roomTypeName, cell, currency, onClose, onSave }: CellEditDialogProps) {
  const { t, i18n } = useTranslation('rooms');
  const [unchanged, setUnchanged] = useState(false);
  const { form, dialogProps } = useDialogForm({
    schema: updateDailyRateSchema,
    fields: FIELDS,
    defaultValues: {
      price: cell.price,
      available: cell.available,
      onHold: cell.onHold,
      minStay: cell.minStay,
      maxStay: cell.maxStay,
      closed: cell.closed,
      stopSell: cell.stopSell,
      cta: cell.cta,
      ctd: cell.ctd,
    },
    // Only what changed is sent; nothing changed is said, not sent.
    onSave: async (values) => {
      const changes = cellChanges(cell, values);
      if (Object.keys(changes).length === 0) {
        setUnchanged(true);
        return;
      }
      await onSave(changes);
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const msg = (name: (typeof FIELDS)[number]) => fieldErrorText(t, errors[name]);
  const date = formatDay(cell.date, i18n.language, { weekday: 'long', year: 'numeric', month: 'long' });

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="sm"
      title={t('cellForm.title', { name: roomTypeName, date })}
    >
      {unchanged && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('cellForm.nothingChanged')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('cellForm.booked', { count: cell.booked })}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...register('price', { setValueAs: numberOrUndefined })}
            label={`${t('cellForm.price')} (${currency})`}
            type="number"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
            error={!!errors.price}
            helperText={msg('price') ?? formatCurrency(cell.price, currency)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            {...register('available', { setValueAs: numberOrUndefined })}
            label={t('cellForm.available')}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            error={!!errors.available}
            helperText={
              msg('available') ?? t('cellForm.availableHelp', { total: cell.total, booked: cell.booked })
            }
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            {...register('onHold', { setValueAs: numberOrUndefined })}
            label={t('cellForm.onHold')}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            error={!!errors.onHold}
            helperText={msg('onHold')}
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <TextField
            {...register('minStay', { setValueAs: numberOrNull })}
            label={t('cellForm.minStay')}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            error={!!errors.minStay}
            helperText={msg('minStay')}
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <TextField
            {...register('maxStay', { setValueAs: numberOrNull })}
            label={t('cellForm.maxStay')}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            error={!!errors.maxStay}
            helperText={msg('maxStay')}
          />
        </Grid>
        {(['closed', 'stopSell', 'cta', 'ctd'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t(`cellForm.${name}`)}
                />
              )}
            />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}

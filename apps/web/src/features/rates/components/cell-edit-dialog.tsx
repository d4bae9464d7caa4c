import {
  formatCurrency,
  updateDailyRateSchema,
  type DailyRate,
  type UpdateDailyRateInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
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
  const { form, dialogProps } = useKitForm({
    emptyBoxes: 'asRead',
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
  const { control } = form;
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
          <FormTextField
            control={form.control}
            name="price"
            reads="number"
            label={`${t('cellForm.price')} (${currency})`}
            autoFocus
            min={0}
            step="0.01"
            hint={formatCurrency(cell.price, currency)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="available"
            reads="number"
            label={t('cellForm.available')}
            min={0}
            hint={t('cellForm.availableHelp', { total: cell.total, booked: cell.booked })}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="onHold"
            reads="number"
            label={t('cellForm.onHold')}
            min={0}
          />
        </Grid>
        {(['minStay', 'maxStay'] as const).map((name) => (
          <Grid key={name} size={{ xs: 6 }}>
            <FormTextField
              control={form.control}
              name={name}
              reads="optionalNumber"
              label={t(`cellForm.${name}`)}
              min={1}
            />
          </Grid>
        ))}
        {(['closed', 'stopSell', 'cta', 'ctd'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <CheckboxField control={control} name={name} label={t(`cellForm.${name}`)} />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}

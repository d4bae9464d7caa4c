import {
  bulkUpdateSchema,
  DEVIATION_TYPES,
  PRICE_CHANGE_MODES,
  WEEKDAYS,
  type BulkUpdateInput,
  type BulkUpdateResult,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { fieldErrorText } from '../../../lib/form-errors';
import { BulkSummary } from './bulk-summary';
import { BulkSelect, RoomTypeChoice } from './bulk-update-fields';
import { WeekdayToggles } from './weekday-toggles';

const FLAGS = ['cta', 'ctd', 'closed', 'stopSell', 'propertyStopSell'] as const;
/** A restriction is left as it is ('') or switched on or off. */
const tri = z.enum(['', 'on', 'off']);
const optionalNumber = z.number().nullable().optional();

/**
 * The form as typed (every choice, "No change" included), turned into the domain's request (only what changes)
 * and validated by the domain's own bulk-update schema: the messages are the server's.
 */
const bulkFormSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    weekdays: z.array(z.enum(WEEKDAYS)),
    roomTypeIds: z.array(z.number()),
    price: z.object({
      mode: z.enum(['', ...PRICE_CHANGE_MODES]),
      by: z.enum(DEVIATION_TYPES),
      value: optionalNumber,
    }),
    available: optionalNumber,
    minStay: optionalNumber,
    maxStay: optionalNumber,
    cta: tri,
    ctd: tri,
    closed: tri,
    stopSell: tri,
    propertyStopSell: tri,
  })
  .transform(({ price, available, minStay, maxStay, ...form }) => {
    const body: Record<string, unknown> = {
      from: form.from,
      to: form.to,
      weekdays: form.weekdays,
      roomTypeIds: form.roomTypeIds,
    };
    // A price change is set as an amount; an empty value stays NaN so that the domain says it is required.
    if (price.mode)
      body.price = {
        mode: price.mode,
        by: price.mode === 'SET' ? 'AMOUNT' : price.by,
        value: price.value ?? NaN,
      };
    for (const [key, value] of Object.entries({ available, minStay, maxStay }))
      if (value != null) body[key] = value;
    for (const key of FLAGS) if (form[key]) body[key] = form[key] === 'on';
    return body;
  })
  .pipe(bulkUpdateSchema);

type BulkForm = z.input<typeof bulkFormSchema>;

const FIELDS = [
  'from',
  'to',
  'weekdays',
  'roomTypeIds',
  'price',
  'available',
  'minStay',
  'maxStay',
  ...FLAGS,
];

type BulkUpdateDialogProps = {
  initialFrom: string;
  initialTo: string;
  roomTypes: { roomTypeId: number; name: string }[];
  onClose: () => void;
  onSubmit: (input: BulkUpdateInput) => Promise<BulkUpdateResult>;
};

/**
 * Bulk update over a date range and chosen weekdays: price (set, raise or lower by an amount or a percentage),
 * availability, min/max stay, CTA, CTD, closed and stop-sell of the chosen room types, or the property's stop-sell.
 * Fields left on "No change" are not sent. A valid form first shows a summary of what will change; only "Apply
 * changes" there sends it.
 */
export function BulkUpdateDialog({
  initialFrom,
  initialTo,
  roomTypes,
  onClose,
  onSubmit,
}: BulkUpdateDialogProps) {
  const { t } = useTranslation('rooms');
  const { t: tAny } = useTranslation();
  /** The validated change, shown as a summary to confirm before anything is sent. */
  const [review, setReview] = useState<BulkUpdateInput | null>(null);
  const { form, dialogProps } = useKitForm({
    emptyBoxes: 'asRead',
    schema: bulkFormSchema,
    fields: FIELDS,
    defaultValues: {
      from: initialFrom,
      to: initialTo,
      weekdays: [],
      // None ticked: a bulk change touches many prices, so the rooms it applies to are chosen, never assumed.
      roomTypeIds: [],
      price: { mode: '', by: 'AMOUNT', value: null },
      available: null,
      minStay: null,
      maxStay: null,
      cta: '',
      ctd: '',
      closed: '',
      stopSell: '',
      propertyStopSell: '',
    },
    onSave: async (input) => {
      if (!review) {
        setReview(input);
        return;
      }
      try {
        await onSubmit(input);
      } catch (error) {
        // Back to the form, where the server's messages land on their fields.
        setReview(null);
        throw error;
      }
    },
  });
  const { control, setValue } = form;
  const errors = form.formState.errors;
  const priceMode = useWatch({ control, name: 'price.mode' });
  const setWeekdays = (days: BulkForm['weekdays']) => setValue('weekdays', days, { shouldDirty: true });
  // "Choose something to change" is about the whole form: said above it, not under the price.
  const formMessage = fieldErrorText(tAny, errors.price?.message ? errors.price : undefined);

  return (
    <FormDialog
      {...dialogProps}
      // On the summary nothing typed is lost by leaving: the choices were validated and can be made again.
      dirty={dialogProps.dirty && !review}
      onClose={onClose}
      maxWidth="md"
      title={t('bulk.title')}
      submitLabel={review ? t('bulk.confirm') : t('bulk.review')}
      submittingLabel={t('common.saving')}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('bulk.intro')}
      </Typography>
      {formMessage && !review && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formMessage}
        </Alert>
      )}
      {review ? (
        <>
          <BulkSummary input={review} roomTypes={roomTypes} />
          <Button onClick={() => setReview(null)} disabled={dialogProps.submitting}>
            {t('bulk.back')}
          </Button>
        </>
      ) : (
        <Grid container spacing={2}>
          {(['from', 'to'] as const).map((name) => (
            <Grid key={name} size={{ xs: 6, sm: 3 }}>
              <FormTextField
                control={form.control}
                name={name}
                type="date"
                size="small"
                label={t(`bulk.${name}`)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControl component="fieldset" fullWidth>
              <FormLabel component="legend" sx={{ typography: 'body2' }}>
                {t('bulk.weekdays')}
              </FormLabel>
              <Controller
                control={control}
                name="weekdays"
                render={({ field }) => (
                  <WeekdayToggles label={t('bulk.weekdays')} value={field.value} onChange={field.onChange} />
                )}
              />
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => setWeekdays([])}>
                  {t('bulk.allDays')}
                </Button>
                <Button size="small" onClick={() => setWeekdays(['MON', 'TUE', 'WED', 'THU', 'FRI'])}>
                  {t('bulk.weekdaysOnly')}
                </Button>
                <Button size="small" onClick={() => setWeekdays(['SAT', 'SUN'])}>
                  {t('bulk.weekendOnly')}
                </Button>
              </Box>
              <FormHelperText>{t('bulk.weekdaysHelp')}</FormHelperText>
            </FormControl>
          </Grid>

          <Grid size={12}>
            <RoomTypeChoice
              control={control}
              roomTypes={roomTypes}
              error={fieldErrorText(tAny, errors.roomTypeIds)}
            />
          </Grid>

          <SectionTitle>{t('bulk.price')}</SectionTitle>
          <Grid size={{ xs: 12, sm: 4 }}>
            <BulkSelect control={control} name="price.mode" label={t('bulk.priceMode')}>
              <option value="">{t('common.noChange')}</option>
              <option value="SET">{t('bulk.priceSet')}</option>
              <option value="INCREASE">{t('bulk.priceIncrease')}</option>
              <option value="DECREASE">{t('bulk.priceDecrease')}</option>
            </BulkSelect>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <BulkSelect
              control={control}
              name="price.by"
              label={t('bulk.priceBy')}
              disabled={!priceMode || priceMode === 'SET'}
              // A price is set as an amount, whatever was picked before.
              shown={priceMode === 'SET' ? 'AMOUNT' : undefined}
            >
              <option value="AMOUNT">{t('bulk.byAmount')}</option>
              <option value="PERCENT">{t('bulk.byPercent')}</option>
            </BulkSelect>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField
              control={form.control}
              name="price.value"
              reads="optionalNumber"
              size="small"
              label={t('bulk.priceValue')}
              disabled={!priceMode}
              min={0}
              step="0.01"
            />
          </Grid>

          <SectionTitle>{t('bulk.inventory')}</SectionTitle>
          {(['available', 'minStay', 'maxStay'] as const).map((name) => (
            <Grid key={name} size={{ xs: name === 'available' ? 12 : 6, sm: 4 }}>
              <FormTextField
                control={form.control}
                name={name}
                reads="optionalNumber"
                size="small"
                label={t(`bulk.${name}`)}
                min={name === 'available' ? 0 : 1}
                hint={t('bulk.leaveEmpty')}
              />
            </Grid>
          ))}

          <SectionTitle>{t('bulk.restrictions')}</SectionTitle>
          {FLAGS.map((name) => (
            <Grid
              key={name}
              size={{
                xs: name === 'propertyStopSell' ? 12 : 6,
                sm: name === 'stopSell' || name === 'propertyStopSell' ? 6 : 4,
              }}
            >
              <BulkSelect control={control} name={name} label={t(`bulk.${name}`)}>
                <option value="">{t('common.noChange')}</option>
                <option value="on">{t('common.on')}</option>
                <option value="off">{t('common.off')}</option>
              </BulkSelect>
            </Grid>
          ))}
        </Grid>
      )}
    </FormDialog>
  );
}

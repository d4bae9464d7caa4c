import {
  MEAL_PLANS,
  ratePlanInputSchema,
  WEEKDAYS,
  type RatePlan,
  type RatePlanInput,
  type Weekday,
} from '@bookone/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { TagsField } from '../../../components/form-dialog/tags-field';
import {
  numberOrNull,
  numberOrUndefined,
  fieldErrorText,
} from '../../../components/form-dialog/field-errors';

const FIELDS = [
  'code',
  'name',
  'description',
  'amount',
  'deviationType',
  'deviation',
  'mealPlan',
  'inclusions',
  'minStay',
  'maxStay',
  'minOccupancy',
  'maxOccupancy',
  'extraAdultCharge',
  'extraChildCharge',
  'weekdays',
  'effectiveDate',
  'expiryDate',
  'active',
] as const;
const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

type RatePlanDialogProps = {
  plan: RatePlan | null;
  roomTypeName: string;
  currency: string;
  onClose: () => void;
  onSave: (input: RatePlanInput) => Promise<unknown>;
};

/**
 * Adds or edits a rate plan: code, name, a fixed amount or a deviation (amount or percent) from the standard rate,
 * board and inclusions, min/max stay and occupancy, extra adult/child charges, valid weekdays, effective and expiry
 * dates, active.
 */
export function RatePlanDialog({ plan, roomTypeName, currency, onClose, onSave }: RatePlanDialogProps) {
  const { t } = useTranslation('rooms');
  const [pricing, setPricing] = useState<'fixed' | 'deviation'>(plan?.amount != null ? 'fixed' : 'deviation');
  const { form, dialogProps } = useDialogForm({
    schema: ratePlanInputSchema,
    fields: FIELDS,
    defaultValues: {
      code: plan?.code ?? '',
      name: plan?.name ?? '',
      description: plan?.description ?? null,
      amount: plan?.amount ?? null,
      deviationType: plan?.deviationType ?? 'AMOUNT',
      deviation: plan?.deviation ?? 0,
      mealPlan: plan?.mealPlan ?? 'ROOM_ONLY',
      inclusions: plan?.inclusions ?? [],
      minStay: plan?.minStay ?? null,
      maxStay: plan?.maxStay ?? null,
      minOccupancy: plan?.minOccupancy ?? null,
      maxOccupancy: plan?.maxOccupancy ?? null,
      extraAdultCharge: plan?.extraAdultCharge ?? null,
      extraChildCharge: plan?.extraChildCharge ?? null,
      weekdays: plan?.weekdays ?? [],
      effectiveDate: plan?.effectiveDate ?? null,
      expiryDate: plan?.expiryDate ?? null,
      active: plan?.active ?? true,
    },
    // One way of pricing at a time: a fixed amount, or a deviation from the room type's price.
    onSave: (values) =>
      onSave(pricing === 'fixed' ? { ...values, deviation: 0 } : { ...values, amount: null }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const deviationType = useWatch({ control, name: 'deviationType' });

  const msg = (e: unknown) => fieldErrorText(t, e as FieldError | undefined);
  const num = (
    name:
      | 'amount'
      | 'deviation'
      | 'minStay'
      | 'maxStay'
      | 'minOccupancy'
      | 'maxOccupancy'
      | 'extraAdultCharge'
      | 'extraChildCharge',
    label: string,
    options: { nullable?: boolean; money?: boolean; help?: string; min?: number } = {},
  ) => (
    <TextField
      {...register(name, { setValueAs: options.nullable ? numberOrNull : numberOrUndefined })}
      label={label}
      type="number"
      fullWidth
      slotProps={{ htmlInput: { min: options.min, step: options.money ? '0.01' : 1 } }}
      error={!!errors[name]}
      helperText={msg(errors[name]) ?? options.help}
    />
  );

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={
        plan ? t('plans.editTitle', { code: plan.code }) : t('plans.createTitle', { name: roomTypeName })
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...register('code', {
              setValueAs: (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : ''),
            })}
            label={t('planForm.code')}
            required
            fullWidth
            autoFocus
            error={!!errors.code}
            helperText={msg(errors.code) ?? t('planForm.codeHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            {...register('name')}
            label={t('planForm.name')}
            required
            fullWidth
            error={!!errors.name}
            helperText={msg(errors.name)}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...register('description', { setValueAs: textOrNull })}
            label={t('planForm.description')}
            fullWidth
            multiline
            minRows={2}
            error={!!errors.description}
            helperText={msg(errors.description)}
          />
        </Grid>

        <Grid size={12}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('planForm.pricing')}</FormLabel>
            <RadioGroup
              row
              value={pricing}
              onChange={(e) => setPricing(e.target.value as 'fixed' | 'deviation')}
            >
              <FormControlLabel
                value="deviation"
                control={<Radio />}
                label={t('planForm.pricingDeviation')}
              />
              <FormControlLabel value="fixed" control={<Radio />} label={t('planForm.pricingFixed')} />
            </RadioGroup>
          </FormControl>
        </Grid>
        {pricing === 'fixed' ? (
          <Grid size={{ xs: 12, sm: 4 }}>
            {num('amount', `${t('planForm.amount')} (${currency})`, {
              nullable: true,
              money: true,
              min: 0,
            })}
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                {...register('deviationType')}
                select
                label={t('planForm.deviationType')}
                fullWidth
                defaultValue={plan?.deviationType ?? 'AMOUNT'}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="AMOUNT">{t('planForm.deviationAmount')}</option>
                <option value="PERCENT">{t('planForm.deviationPercent')}</option>
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {num(
                'deviation',
                `${t('planForm.deviation')} (${deviationType === 'PERCENT' ? '%' : currency})`,
                { money: true, help: t('planForm.deviationHelp') },
              )}
            </Grid>
          </>
        )}

        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...register('mealPlan')}
            select
            label={t('planForm.mealPlan')}
            fullWidth
            defaultValue={plan?.mealPlan ?? 'ROOM_ONLY'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {MEAL_PLANS.map((m) => (
              <option key={m} value={m}>
                {t(`mealPlans.${m}`)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TagsField
            control={control}
            name="inclusions"
            label={t('planForm.inclusions')}
            error={!!errors.inclusions}
            helperText={msg(errors.inclusions) ?? t('planForm.inclusionsHelp')}
          />
        </Grid>

        <Grid size={{ xs: 6, sm: 3 }}>
          {num('minStay', t('planForm.minStay'), { nullable: true, min: 1 })}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {num('maxStay', t('planForm.maxStay'), { nullable: true, min: 1 })}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {num('minOccupancy', t('planForm.minOccupancy'), { nullable: true, min: 1 })}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {num('maxOccupancy', t('planForm.maxOccupancy'), { nullable: true, min: 1 })}
        </Grid>
        <Grid size={{ xs: 6 }}>
          {num('extraAdultCharge', `${t('planForm.extraAdultCharge')} (${currency})`, {
            nullable: true,
            money: true,
            min: 0,
            help: t('planForm.chargesHelp'),
          })}
        </Grid>
        <Grid size={{ xs: 6 }}>
          {num('extraChildCharge', `${t('planForm.extraChildCharge')} (${currency})`, {
            nullable: true,
            money: true,
            min: 0,
            help: t('planForm.chargesHelp'),
          })}
        </Grid>

        <Grid size={12}>
          <Controller
            control={control}
            name="weekdays"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{t('planForm.weekdays')}</FormLabel>
                <ToggleButtonGroup
                  size="small"
                  value={field.value ?? []}
                  onChange={(_e, value: Weekday[]) =>
                    field.onChange(WEEKDAYS.filter((d) => value.includes(d)))
                  }
                  aria-label={t('planForm.weekdays')}
                  sx={{ flexWrap: 'wrap' }}
                >
                  {WEEKDAYS.map((d) => (
                    <ToggleButton key={d} value={d} aria-label={t(`weekdaysLong.${d}`)}>
                      {t(`weekdays.${d}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <FormHelperText>{t('planForm.weekdaysHelp')}</FormHelperText>
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            {...register('effectiveDate', { setValueAs: textOrNull })}
            type="date"
            label={t('planForm.effectiveDate')}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!errors.effectiveDate}
            helperText={msg(errors.effectiveDate)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            {...register('expiryDate', { setValueAs: textOrNull })}
            type="date"
            label={t('planForm.expiryDate')}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!errors.expiryDate}
            helperText={msg(errors.expiryDate)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={t('planForm.active')}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

import { MEAL_PLANS, ratePlanInputSchema, type RatePlan, type RatePlanInput } from '@bookone/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { TagsField } from '../../../components/form-dialog/tags-field';
import { fieldErrorText } from '../../../lib/form-errors';
import { WeekdayToggles } from './weekday-toggles';

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
/** A plan code is kept in capitals, as the domain wants it. */
const upperCase = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : '');

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
  const { form, dialogProps } = useKitForm({
    emptyBoxes: 'asRead',
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

  // Field messages are keys of any namespace: translated with the default one (lib/form-errors).
  const { t: tAny } = useTranslation();
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
    <FormTextField
      control={form.control}
      name={name}
      reads={options.nullable ? 'optionalNumber' : 'number'}
      label={label}
      min={options.min}
      step={options.money ? '0.01' : 1}
      hint={options.help}
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
          <FormTextField
            control={form.control}
            name="code"
            reads={upperCase}
            label={t('planForm.code')}
            required
            autoFocus
            hint={t('planForm.codeHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={form.control} name="name" label={t('planForm.name')} required />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="description"
            reads="optionalText"
            label={t('planForm.description')}
            multiline
            minRows={2}
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
            helperText={fieldErrorText(tAny, errors.inclusions) ?? t('planForm.inclusionsHelp')}
          />
        </Grid>

        {(['minStay', 'maxStay', 'minOccupancy', 'maxOccupancy'] as const).map((name) => (
          <Grid key={name} size={{ xs: 6, sm: 3 }}>
            {num(name, t(`planForm.${name}`), { nullable: true, min: 1 })}
          </Grid>
        ))}
        {(['extraAdultCharge', 'extraChildCharge'] as const).map((name) => (
          <Grid key={name} size={{ xs: 6 }}>
            {num(name, `${t(`planForm.${name}`)} (${currency})`, {
              nullable: true,
              money: true,
              min: 0,
              help: t('planForm.chargesHelp'),
            })}
          </Grid>
        ))}

        <Grid size={12}>
          <Controller
            control={control}
            name="weekdays"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{t('planForm.weekdays')}</FormLabel>
                <WeekdayToggles
                  label={t('planForm.weekdays')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                />
                <FormHelperText>{t('planForm.weekdaysHelp')}</FormHelperText>
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="effectiveDate"
            reads="optionalText"
            type="date"
            label={t('planForm.effectiveDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            control={form.control}
            name="expiryDate"
            reads="optionalText"
            type="date"
            label={t('planForm.expiryDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CheckboxField control={control} name="active" label={t('planForm.active')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

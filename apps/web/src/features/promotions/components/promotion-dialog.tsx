import {
  DISCOUNT_KINDS,
  PROMOTION_TARGETS,
  promotionInputSchema,
  WEEKDAYS,
  type Promotion,
  type PromotionImage,
  type PromotionInput,
} from '@bookone/domain';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { FormTextField } from '../../../components/form/form-text-field';
import { DayField, MoneyField } from '../../../components/form/money-field';
import { propertyToday } from '../../../lib/dates';
import { usePromotionTargets, useSavePromotion } from '../api/promotions';
import { IdChoiceField } from './id-choice-field';
import { PromotionImages } from './promotion-images';

const TEXT_FIELDS = [
  'name',
  'shortName',
  'seoFriendlyName',
  'description',
  'highlights',
  'restrictions',
] as const;
const FIELDS = [
  ...TEXT_FIELDS,
  'couponCode',
  'discountKind',
  'discountValue',
  'minimumSpend',
  'startDate',
  'endDate',
  'appliesTo',
  'roomTypeIds',
  'ratePlanIds',
  'offeringIds',
  'productGroupIds',
  'stayFrom',
  'stayTo',
  'stayWeekdays',
  'minDaysBefore',
  'maxDaysBefore',
  'totalUses',
  'usesPerCustomer',
  'stackable',
  'active',
] as const;

function defaultsOf(p: Promotion | null): PromotionInput {
  const today = propertyToday();
  return {
    name: p?.name ?? '',
    shortName: p?.shortName ?? '',
    seoFriendlyName: p?.seoFriendlyName ?? '',
    description: p?.description ?? '',
    highlights: p?.highlights ?? '',
    restrictions: p?.restrictions ?? '',
    images: p?.images ?? [],
    couponCode: p?.couponCode ?? '',
    discountKind: p?.discountKind ?? 'PERCENT',
    discountValue: p?.discountValue ?? (undefined as unknown as number),
    minimumSpend: p?.minimumSpend ?? null,
    startDate: p?.startDate ?? today,
    endDate: p?.endDate ?? today,
    appliesTo: p?.appliesTo ?? 'ALL',
    roomTypeIds: p?.roomTypeIds ?? [],
    ratePlanIds: p?.ratePlanIds ?? [],
    offeringIds: p?.offeringIds ?? [],
    productGroupIds: p?.productGroupIds ?? [],
    stayFrom: p?.stayFrom ?? null,
    stayTo: p?.stayTo ?? null,
    stayWeekdays: p?.stayWeekdays ?? [],
    minDaysBefore: p?.minDaysBefore ?? null,
    maxDaysBefore: p?.maxDaysBefore ?? null,
    totalUses: p?.totalUses ?? null,
    usesPerCustomer: p?.usesPerCustomer ?? null,
    stackable: p?.stackable ?? false,
    active: p?.active ?? true,
  };
}

export type PromotionDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** Edit this promotion; without it, a new one of the property. */
  promotion?: Promotion | null;
  onSaved?: (p: Promotion) => void;
};

/**
 * A promotion and its coupon code (the original's BusinessOfferDto): names and texts, the code, a percentage or an
 * amount off, the minimum spend, the days it may be used, what it applies to (room types and rate plans,
 * offerings, product groups or everything), the stay or visit dates and weekdays, the booking window, uses in all
 * and per customer, whether it combines with another discount, active; once saved, its images within the plan's
 * count (uploaded and deleted at once, as products' are).
 */
export function PromotionDialog(props: PromotionDialogProps) {
  return props.open ? <PromotionForm {...props} key={props.promotion?.id ?? 'new'} /> : null;
}

function PromotionForm({ onClose, propertyId, promotion = null, onSaved }: PromotionDialogProps) {
  const { t } = useTranslation('promotions');
  const save = useSavePromotion();
  const targets = usePromotionTargets(propertyId);
  const { form, dialogProps } = useKitForm({
    schema: promotionInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(promotion),
    onSave: async (input) => {
      const saved = await save.mutateAsync({ propertyId, id: promotion?.id, input });
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  // Uploads and deletes are saved at once; the form keeps the list so that its own save sends it back unchanged.
  const keepImages = useCallback((images: PromotionImage[]) => form.setValue('images', images), [form]);
  const [appliesTo, discountKind] = useWatch({ control, name: ['appliesTo', 'discountKind'] });
  const text = (
    name: (typeof TEXT_FIELDS)[number],
    size: number,
    more: { required?: boolean; rows?: number } = {},
  ) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField
        control={control}
        name={name}
        required={more.required ?? false}
        multiline={more.rows != null}
        minRows={more.rows}
        label={t(`fields.${name}`)}
      />
    </Grid>
  );
  const count = (name: 'minDaysBefore' | 'maxDaysBefore' | 'totalUses' | 'usesPerCustomer') => (
    <Grid size={{ xs: 6, sm: 3 }}>
      <FormTextField
        control={control}
        name={name}
        reads="optionalNumber"
        min={0}
        label={t(`fields.${name}`)}
        hint={t(`hints.${name}`)}
      />
    </Grid>
  );
  const choices = targets.data;

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={promotion ? t('form.editTitle', { name: promotion.name }) : t('form.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {text('name', 8, { required: true })}
        {text('shortName', 4)}
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="couponCode"
            required
            label={t('fields.couponCode')}
            hint={t('hints.couponCode')}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField
            control={control}
            name="discountKind"
            required
            label={t('fields.discountKind')}
            options={DISCOUNT_KINDS.map((k) => ({ value: k, label: t(`discountKinds.${k}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <MoneyField
            control={control}
            name="discountValue"
            required
            label={discountKind === 'PERCENT' ? t('fields.percentage') : t('fields.amount')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DayField control={control} name="startDate" required label={t('fields.startDate')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DayField control={control} name="endDate" required label={t('fields.endDate')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <MoneyField
            control={control}
            name="minimumSpend"
            label={t('fields.minimumSpend')}
            hint={t('hints.minimumSpend')}
          />
        </Grid>
        <SectionTitle>{t('form.appliesTo')}</SectionTitle>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="appliesTo"
            required
            label={t('fields.appliesTo')}
            options={PROMOTION_TARGETS.map((v) => ({ value: v, label: t(`targets.${v}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          {appliesTo === 'ROOMS' ? (
            <IdChoiceField
              control={control}
              name="roomTypeIds"
              label={t('fields.roomTypeIds')}
              hint={t('hints.noneIsAll')}
              choices={choices?.roomTypes ?? []}
            />
          ) : appliesTo === 'OFFERINGS' ? (
            <IdChoiceField
              control={control}
              name="offeringIds"
              label={t('fields.offeringIds')}
              hint={t('hints.noneIsAll')}
              choices={choices?.offerings ?? []}
            />
          ) : appliesTo === 'PRODUCT_GROUPS' ? (
            <IdChoiceField
              control={control}
              name="productGroupIds"
              label={t('fields.productGroupIds')}
              hint={t('hints.noneIsAll')}
              choices={choices?.productGroups ?? []}
            />
          ) : null}
        </Grid>
        {appliesTo === 'ROOMS' ? (
          <Grid size={12}>
            <IdChoiceField
              control={control}
              name="ratePlanIds"
              label={t('fields.ratePlanIds')}
              hint={t('hints.noneIsAll')}
              choices={(choices?.ratePlans ?? []).map((p) => ({
                id: p.id,
                name: `${choices?.roomTypes.find((r) => r.id === p.roomTypeId)?.name ?? ''} · ${p.name}`,
              }))}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: 3 }}>
          <DayField control={control} name="stayFrom" label={t('fields.stayFrom')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <DayField control={control} name="stayTo" label={t('fields.stayTo')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <IdChoiceField
            control={control}
            name="stayWeekdays"
            label={t('fields.stayWeekdays')}
            hint={t('hints.stayWeekdays')}
            choices={WEEKDAYS.map((d) => ({ id: d, name: t(`weekdays.${d}`) }))}
          />
        </Grid>
        <SectionTitle>{t('form.limits')}</SectionTitle>
        {count('minDaysBefore')}
        {count('maxDaysBefore')}
        {count('totalUses')}
        {count('usesPerCustomer')}
        <Grid size={12}>
          <CheckboxField control={control} name="stackable" label={t('fields.stackable')} />
          <CheckboxField control={control} name="active" label={t('fields.active')} />
        </Grid>
        <SectionTitle>{t('form.texts')}</SectionTitle>
        {text('seoFriendlyName', 12)}
        {text('description', 12, { rows: 2 })}
        {text('highlights', 6, { rows: 2 })}
        {text('restrictions', 6, { rows: 2 })}
        <SectionTitle>{t('images.heading')}</SectionTitle>
        <Grid size={12}>
          {promotion ? (
            <PromotionImages promotionId={promotion.id} name={promotion.name} onImages={keepImages} />
          ) : (
            <Typography color="text.secondary">{t('images.afterSave')}</Typography>
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}

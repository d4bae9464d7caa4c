import {
  DEPOSIT_KINDS,
  enquiryQuoteInputSchema,
  type Enquiry,
  type EnquiryQuoteInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { GridField } from '../../../components/form/grid-field';
import { DayField } from '../../../components/form/money-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/error-message';
import { useRatePlans } from '../../../lib/queries/rate-plans';
import { useRoomTypes } from '../../../lib/queries/room-types';
import { useQuotePreview, useSaveQuote } from '../api/enquiry-quote';

const FIELDS = [
  'roomTypeId',
  'ratePlanId',
  'arrival',
  'departure',
  'rooms',
  'adults',
  'children',
  'discountPercentage',
  'depositKind',
  'depositValue',
] as const;
const readId = (text: string) => (text === '' ? null : Number(text));

/**
 * The clerk's quote for an enquiry of a property: the booking form's room type, plan, dates and guests, priced live
 * (availability and prices as the booking dialog shows them) with the deposit asked; saved on the enquiry (QUOTED).
 */
export function EnquiryQuoteDialog({
  enquiry,
  propertyId,
  onClose,
}: {
  enquiry: Enquiry;
  propertyId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('enquiries');
  const roomTypes = useRoomTypes(propertyId);
  const save = useSaveQuote(enquiry.id);
  const q = enquiry.quote;
  const { form, dialogProps } = useKitForm({
    schema: enquiryQuoteInputSchema,
    fields: FIELDS,
    defaultValues: {
      roomTypeId: q?.roomTypeId ?? (undefined as unknown as number),
      ratePlanId: q?.ratePlanId ?? null,
      arrival: q?.arrival ?? enquiry.checkInDate ?? '',
      departure: q?.departure ?? enquiry.checkOutDate ?? '',
      rooms: q?.rooms ?? enquiry.rooms,
      adults: q?.adults ?? enquiry.persons,
      children: q?.children ?? enquiry.children,
      discountPercentage: q?.discountPercentage ?? 0,
      depositKind: q?.depositKind ?? 'PERCENT',
      depositValue: q?.depositValue ?? 30,
    },
    onSave: async (input) => {
      await save.mutateAsync(input);
      onClose();
    },
  });
  const { control, setValue } = form;
  const values = useWatch({ control });
  const roomTypeId = values.roomTypeId ?? roomTypes.data?.[0]?.id;
  // The first room type once they load, unless the quote names one.
  useEffect(() => {
    if (values.roomTypeId == null && roomTypeId != null) setValue('roomTypeId', roomTypeId);
  }, [values.roomTypeId, roomTypeId, setValue]);
  const plans = useRatePlans(roomTypeId ?? 0, roomTypeId != null);
  const parsed = enquiryQuoteInputSchema.safeParse({ ...values, roomTypeId });
  const request = useDebouncedValue<EnquiryQuoteInput | null>(parsed.success ? parsed.data : null, 350);
  const preview = useQuotePreview(enquiry.id, request);
  // Nothing to price (departure before arrival, a blank box): no figures, not those of the stay typed before, which
  // the preview keeps while the next one loads.
  const p = request ? preview.data : undefined;
  const money = (n: number) =>
    p ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency: p.currency }).format(n) : '';

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={t('quote.title', { number: enquiry.enquiryNumber })}
      submitLabel={t('quote.save')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <SectionTitle>{t('quote.stay')}</SectionTitle>
        <GridField
          sm={6}
          control={control}
          name="roomTypeId"
          required
          reads={readId}
          label={t('quote.roomType')}
          options={(roomTypes.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
        />
        <GridField
          sm={6}
          control={control}
          name="ratePlanId"
          reads={readId}
          label={t('quote.ratePlan')}
          // Room only is a choice like the plans: shown when picked, not an empty box under the label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          options={[
            { value: '', label: t('quote.roomOnly') },
            ...(plans.data ?? [])
              .filter((x) => x.active)
              .map((x) => ({ value: String(x.id), label: x.name })),
          ]}
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField control={control} name="arrival" required label={t('quote.arrival')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField control={control} name="departure" required label={t('quote.departure')} />
        </Grid>
        {(['rooms', 'adults', 'children', 'discountPercentage'] as const).map((name) => (
          <GridField
            key={name}
            sm={3}
            control={control}
            name={name}
            reads="number"
            min={0}
            label={t(`quote.${name}`)}
          />
        ))}
        <SectionTitle>{t('quote.depositSection')}</SectionTitle>
        <GridField
          sm={6}
          control={control}
          name="depositKind"
          required
          label={t('quote.depositKind')}
          options={DEPOSIT_KINDS.map((k) => ({ value: k, label: t(`quote.depositKinds.${k}`) }))}
        />
        <GridField
          sm={6}
          control={control}
          name="depositValue"
          required
          reads="number"
          min={0}
          step="0.01"
          label={t('quote.depositValue')}
        />
        <Grid size={12} aria-live="polite">
          {preview.isError && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
          {p && !p.available && (
            <Alert severity="warning" role="alert">
              {t('quote.unavailable', { reason: p.message ?? '' })}
            </Alert>
          )}
          {p && p.available && (
            <Alert severity="info" data-testid="quote-preview">
              <Typography>
                {t('quote.preview', { count: p.nights, total: money(p.total), left: p.unitsLeft })}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {t('quote.depositAsked', { deposit: money(p.deposit) })}
              </Typography>
            </Alert>
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}

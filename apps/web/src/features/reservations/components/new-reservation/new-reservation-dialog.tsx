import { reservationsAllowed, type Reservation } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import { useState, type JSX } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../../components/form-dialog';
import { GridField } from '../../../../components/form/grid-field';
import { useCan } from '../../../../hooks/use-can';
import { propertyTimeZone, propertyToday } from '../../../../lib/dates';
import { useBookableOfferings } from '../../../../lib/queries/offerings';
import { getSessionProperty } from '../../../../lib/session';
import { nextSlotsOf, useCreateReservation } from '../../api/create-reservation';
import {
  emptyLine,
  localDay,
  newReservationDefaults,
  newReservationFormSchema,
  type NewReservationInitial,
} from '../../utils/new-reservation-form';
import { NextSlotChoices, type NextSlots } from '../shared/next-slot-choices';
import { AdvancePaymentFields } from './advance-payment-fields';
import { CustomerFields } from './customer-fields';
import { PromotionCodeFields } from './promotion-code-fields';
import { ReservationLineFields } from './reservation-line-fields';
import { TotalsPreview } from './totals-preview';
import type { NewReservationForm } from './types';

export type NewReservationDialogProps = {
  open: boolean;
  propertyId: number;
  /** A prefill: the scheduler's clicked free cell (day, start, resource), an offering, a customer. */
  initial?: NewReservationInitial;
  onClose: () => void;
  onCreated?: (reservation: Reservation) => void;
};

/** The lines at most one reservation holds (the domain's rule). */
const MAX_LINES = 10;

/**
 * "New reservation": one or more lines (offering, day, resource or any, persons, one of the free slots), the
 * customer (picked or typed in), notes, the service address, a discount, an optional advance payment, and what it
 * comes to. A slot taken meanwhile answers 409 with the next free ones, offered here as one-click choices. Opened by
 * the reservation list, the scheduler (a clicked free cell) and the service home.
 */
export function NewReservationDialog(props: NewReservationDialogProps): JSX.Element {
  // Mounted only while open: each opening starts a fresh form from the caller's prefill.
  if (!props.open) return <></>;
  return <NewReservationForm {...props} />;
}

function NewReservationForm({ propertyId, initial, onClose, onCreated }: NewReservationDialogProps) {
  const { t } = useTranslation('reservations');
  const property = getSessionProperty();
  const timeZone = propertyTimeZone();
  const currency = property?.localCurrency ?? 'NZD';
  const allowed = reservationsAllowed(property?.plan);
  const canFindCustomers = useCan('customer.read');
  const offerings = useBookableOfferings(propertyId, allowed);
  const create = useCreateReservation(propertyId);
  const [taken, setTaken] = useState<{ line: number; slots: NextSlots } | null>(null);

  const kit = useKitForm({
    schema: newReservationFormSchema,
    defaultValues: newReservationDefaults(initial, propertyToday(), timeZone, canFindCustomers) as never,
    mode: 'onSubmit',
    onSave: async (input) => {
      setTaken(null);
      try {
        const reservation = await create.mutateAsync(input);
        onCreated?.(reservation);
        onClose();
      } catch (error) {
        const next = nextSlotsOf(error);
        if (next) setTaken({ line: takenLine(error, input.lines), slots: next });
        throw error;
      }
    },
  });
  const form = kit.form as unknown as NewReservationForm;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const offeringList = offerings.data ?? [];

  // The 409 names the offering whose slot was taken: its line takes the choice (the first line otherwise).
  function takenLine(error: unknown, sent: readonly { offeringId: number }[]) {
    const message = error instanceof Error ? error.message : '';
    const i = sent.findIndex((l) => {
      const name = offeringList.find((o) => o.id === l.offeringId)?.name;
      return name != null && message.includes(name);
    });
    return Math.max(i, 0);
  }

  const chooseNext = (line: number, startsAt: string) => {
    form.setValue(`lines.${line}.date`, localDay(startsAt, timeZone), { shouldDirty: true });
    form.setValue(`lines.${line}.startsAt`, startsAt, { shouldDirty: true });
    form.clearErrors(`lines.${line}.startsAt`);
    kit.setFormError(null);
    setTaken(null);
  };

  if (!allowed)
    return (
      <FormDialog
        title={t('form.title')}
        onClose={onClose}
        onSubmit={(e) => e.preventDefault()}
        submitting={false}
        readOnly
      >
        <Alert severity="info">{t('form.planRefused')}</Alert>
      </FormDialog>
    );

  return (
    <FormDialog
      {...kit.dialogProps}
      title={t('form.title')}
      onClose={onClose}
      maxWidth="md"
      submitLabel={t('form.submit')}
      submittingLabel={t('form.submitting')}
    >
      {taken && (
        <NextSlotChoices
          slots={taken.slots}
          timeZone={timeZone}
          onChoose={(startsAt) => chooseNext(taken.line, startsAt)}
        />
      )}
      {offerings.isSuccess && offeringList.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('form.noOfferings')}
        </Alert>
      )}
      {lines.fields.map((field, index) => (
        <ReservationLineFields
          key={field.id}
          form={form}
          index={index}
          propertyId={propertyId}
          offerings={offeringList}
          onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
        />
      ))}
      {lines.fields.length < MAX_LINES && (
        <Button
          size="small"
          onClick={() => {
            const last = form.getValues(`lines.${lines.fields.length - 1}`);
            lines.append(emptyLine(last?.date ?? propertyToday()));
          }}
        >
          {t('form.addLine')}
        </Button>
      )}
      <Divider sx={{ my: 2 }} />
      <CustomerFields form={form} propertyId={propertyId} initialCustomerId={initial?.customerId} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <GridField
          sm={6}
          control={form.control}
          name="notes"
          label={t('form.notes')}
          reads="optionalText"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <GridField
          sm={6}
          control={form.control}
          name="serviceAddress"
          label={t('form.serviceAddress')}
          hint={t('form.serviceAddressHint')}
          reads="optionalText"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <GridField
          sm={6}
          control={form.control}
          name="discountPercentage"
          label={t('form.discount')}
          hint={t('form.discountHint')}
          reads="optionalNumber"
          min={0}
          step="0.5"
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <TotalsPreview form={form} offerings={offeringList} currency={currency} propertyId={propertyId} />
        </Grid>
        <PromotionCodeFields form={form} propertyId={propertyId} currency={currency} />
      </Grid>
      <AdvancePaymentFields form={form} />
    </FormDialog>
  );
}

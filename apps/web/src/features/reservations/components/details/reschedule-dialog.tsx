import { idSchema, isoDateSchema, rescheduleInputSchema, type Reservation } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useEffect, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { FormDialog, useKitForm } from '../../../../components/form-dialog';
import { DayField } from '../../../../components/form/money-field';
import { GridField } from '../../../../components/form/grid-field';
import { errorMessage, fieldErrorText } from '../../../../lib/form-errors';
import { propertyTimeZone, propertyToday } from '../../../../lib/dates';
import { useBookableOfferings } from '../../../../lib/queries/offerings';
import { nextSlotsOf } from '../../api/create-reservation';
import { useFreeSlots } from '../../api/free-slots';
import { useRescheduleReservation } from '../../api/reservation-actions';
import { localDay } from '../../utils/new-reservation-form';
import { formatSpan } from '../../utils/reservation-time';
import { NextSlotChoices, type NextSlots } from '../shared/next-slot-choices';
import { sameInstant, SlotChoices } from '../shared/slot-choices';

const PICK_SLOT = 'reservations:form.pickSlot';

/** The dialog's values (a line, the day looked at, the resource or any, the slot), sent as the domain's request. */
const rescheduleFormSchema = z
  .object({
    lineId: idSchema,
    date: isoDateSchema,
    resourceId: idSchema.nullable(),
    startsAt: z.string({ error: PICK_SLOT }).min(1, PICK_SLOT),
  })
  .transform(({ lineId, startsAt, resourceId }): z.input<typeof rescheduleInputSchema> => ({
    lineId,
    startsAt,
    resourceId,
  }))
  .pipe(rescheduleInputSchema);

type Values = { lineId: number; date: string; resourceId: number | null; startsAt: string | null };

const idOrNull = (text: string) => (text === '' ? null : Number(text));

/**
 * Reschedule: one line of the reservation to another free slot of the same offering (and resource, or any), picked
 * from the day's free slots. A refusal (the slot taken meanwhile) shows the server's message and the next free ones.
 */
export function RescheduleDialog({
  reservation,
  onClose,
  onDone,
}: {
  reservation: Reservation;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const { t: tr } = useTranslation();
  const timeZone = propertyTimeZone();
  const move = useRescheduleReservation(reservation.propertyId);
  const offerings = useBookableOfferings(reservation.propertyId);
  const first = reservation.lines[0]!;
  const [next, setNext] = useState<NextSlots | null>(null);
  const kit = useKitForm({
    schema: rescheduleFormSchema,
    defaultValues: {
      lineId: first.id,
      date: localDay(first.startsAt, timeZone),
      resourceId: first.resourceId,
      startsAt: null,
    } as never,
    mode: 'onSubmit',
    onSave: async (input) => {
      setNext(null);
      try {
        await move.mutateAsync({ id: reservation.id, input });
        onDone();
      } catch (error) {
        setNext(nextSlotsOf(error));
        throw error;
      }
    },
  });
  const form = kit.form as unknown as UseFormReturn<Values>;
  const { control, setValue, getFieldState, formState } = form;
  const values = useWatch({ control }) as Values;
  const line = reservation.lines.find((l) => l.id === values.lineId) ?? first;
  const offering = offerings.data?.find((o) => o.id === line.offeringId);
  const slots = useFreeSlots(
    reservation.propertyId,
    /^\d{4}-\d{2}-\d{2}$/.test(values.date ?? '')
      ? {
          offeringId: line.offeringId,
          date: values.date,
          resourceId: values.resourceId ?? undefined,
          persons: line.persons,
        }
      : null,
  );
  const answer = slots.data;
  useEffect(() => {
    if (!answer || slots.isFetching || !values.startsAt) return;
    if (!answer.slots.some((s) => sameInstant(s.startsAt, values.startsAt))) setValue('startsAt', null);
  }, [answer, slots.isFetching, values.startsAt, setValue]);

  const resources = offering?.resources ?? [{ id: line.resourceId, name: line.resourceName }];
  const slotError = fieldErrorText(tr, getFieldState('startsAt', formState).error);

  return (
    <FormDialog
      {...kit.dialogProps}
      title={t('reschedule.title', { reference: reservation.referenceNumber })}
      onClose={onClose}
      maxWidth="md"
      submitLabel={t('reschedule.submit')}
      submittingLabel={t('reschedule.submitting')}
    >
      {next && (
        <NextSlotChoices
          slots={next}
          timeZone={timeZone}
          onChoose={(startsAt) => {
            setValue('date', localDay(startsAt, timeZone));
            setValue('startsAt', startsAt, { shouldDirty: true });
            kit.setFormError(null);
            setNext(null);
          }}
        />
      )}
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {reservation.lines.length > 1 && (
          <GridField
            sm={12}
            control={control}
            name="lineId"
            label={t('reschedule.line')}
            reads={Number}
            options={reservation.lines.map((l) => ({
              value: String(l.id),
              label: `${l.offeringName} · ${formatSpan(l.startsAt, l.endsAt, i18n.language, timeZone)}`,
            }))}
          />
        )}
        <Grid size={12}>
          {t('reschedule.current', {
            when: formatSpan(line.startsAt, line.endsAt, i18n.language, timeZone),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField
            control={control}
            name="date"
            label={t('form.date')}
            required
            slotProps={{ htmlInput: { min: propertyToday() } }}
          />
        </Grid>
        <GridField
          sm={6}
          control={control}
          name="resourceId"
          label={t('form.resource')}
          reads={idOrNull}
          options={[
            { value: '', label: t('form.anyResource') },
            ...resources.map((r) => ({ value: String(r.id), label: r.name })),
          ]}
        />
        <Grid size={12}>
          <Controller
            control={control}
            name="startsAt"
            render={({ field }) => (
              <SlotChoices
                day={answer}
                loading={slots.isFetching}
                failed={slots.isError ? errorMessage(slots.error) : null}
                value={field.value}
                onChange={field.onChange}
                error={slotError}
                inputRef={field.ref}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

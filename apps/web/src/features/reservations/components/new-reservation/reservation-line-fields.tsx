import { isTableBooking, type Offering } from '@bookone/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DayField } from '../../../../components/form/money-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { errorMessage, fieldErrorText } from '../../../../lib/form-errors';
import { propertyToday } from '../../../../lib/dates';
import { useFreeSlots } from '../../api/free-slots';
import { isId } from '../../utils/new-reservation-form';
import { sameInstant, SlotChoices } from '../shared/slot-choices';
import type { NewReservationForm } from './types';

const idOrNull = (text: string) => (text === '' ? null : Number(text));

/**
 * One line of a new reservation: the offering, the day, the resource (or any), the persons, and one of the day's
 * free slots for them. A table booking asks for the party's covers and offers only the tables that seat them. The slots are asked again whenever one of these changes; a chosen slot that is no longer
 * offered is dropped, so only a free slot can be sent.
 */
export function ReservationLineFields({
  form,
  index,
  propertyId,
  offerings,
  onRemove,
}: {
  form: NewReservationForm;
  index: number;
  propertyId: number;
  offerings: readonly Offering[];
  onRemove?: () => void;
}) {
  const { t } = useTranslation('reservations');
  const { t: tr } = useTranslation();
  const { control, setValue, getFieldState, formState } = form;
  const line = useWatch({ control, name: `lines.${index}` });
  const offering = offerings.find((o) => o.id === line.offeringId);
  const persons = Number.isInteger(line.persons) && line.persons >= 1 ? line.persons : null;
  const slots = useFreeSlots(
    propertyId,
    offering && /^\d{4}-\d{2}-\d{2}$/.test(line.date ?? '') && persons != null
      ? {
          offeringId: offering.id,
          date: line.date,
          resourceId: isId(line.resourceId) ? line.resourceId : undefined,
          persons,
        }
      : null,
  );

  // A chosen slot that the fresh answer no longer offers (another day, resource or count, or taken) is dropped.
  const answer = slots.data;
  useEffect(() => {
    if (!answer || slots.isFetching || !line.startsAt) return;
    if (!answer.slots.some((s) => sameInstant(s.startsAt, line.startsAt)))
      setValue(`lines.${index}.startsAt`, null, { shouldDirty: true });
  }, [answer, slots.isFetching, line.startsAt, index, setValue]);

  // A resource chosen for another offering (or prefilled by the scheduler) that cannot deliver this one: any.
  useEffect(() => {
    if (offering && line.resourceId != null && !offering.resources.some((r) => r.id === line.resourceId))
      setValue(`lines.${index}.resourceId`, null);
  }, [offering, line.resourceId, index, setValue]);

  // A table booking asks for covers and offers the tables that seat them, smallest first (the server's order).
  const tables = offering != null && isTableBooking(offering);
  const fitting = (offering?.resources ?? [])
    .filter((r) => !tables || persons == null || r.capacity >= persons)
    .sort((a, b) => (tables ? a.capacity - b.capacity : 0));
  const largest = Math.max(0, ...(offering?.resources ?? []).map((r) => r.capacity));

  // A table chosen before the party grew past its seats: any fitting table instead.
  useEffect(() => {
    if (tables && line.resourceId != null && !fitting.some((r) => r.id === line.resourceId))
      setValue(`lines.${index}.resourceId`, null);
  }, [tables, fitting, line.resourceId, index, setValue]);

  const resourceOptions = [
    { value: '', label: tables ? t('form.anyTable') : t('form.anyResource') },
    ...fitting.map((r) => ({
      value: String(r.id),
      label: tables ? t('form.tableOption', { name: r.name, count: r.capacity }) : r.name,
    })),
  ];
  const slotError = fieldErrorText(tr, getFieldState(`lines.${index}.startsAt`, formState).error);

  return (
    <Box component="section" aria-label={t('form.lineLabel', { n: index + 1 })} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {t('form.lineLabel', { n: index + 1 })}
        </Typography>
        {onRemove && (
          <Button size="small" color="inherit" onClick={onRemove}>
            {t('form.removeLine', { n: index + 1 })}
          </Button>
        )}
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={`lines.${index}.offeringId`}
            label={t('form.offering')}
            required
            reads={idOrNull}
            options={offerings.map((o) => ({
              value: String(o.id),
              label: t('form.offeringOption', {
                name: o.name,
                minutes: o.durationMinutes,
                capacity: o.capacity,
              }),
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField
            control={control}
            name={`lines.${index}.date`}
            label={t('form.date')}
            required
            slotProps={{ htmlInput: { min: propertyToday() } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name={`lines.${index}.resourceId`}
            label={tables ? t('form.table') : t('form.resource')}
            reads={idOrNull}
            options={resourceOptions}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name={`lines.${index}.persons`}
            label={tables ? t('form.covers') : t('form.persons')}
            required
            reads="number"
            min={1}
            hint={
              offering
                ? tables
                  ? t('form.coversHint', { count: Math.min(largest, offering.capacity) })
                  : t('form.capacity', { count: offering.capacity })
                : undefined
            }
            slotProps={{ htmlInput: { max: offering?.capacity ?? 500 } }}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name={`lines.${index}.startsAt`}
            render={({ field }) => (
              <SlotChoices
                day={offering && persons != null ? answer : undefined}
                loading={slots.isFetching}
                failed={slots.isError ? errorMessage(slots.error) : null}
                value={field.value}
                onChange={field.onChange}
                tables={tables}
                error={slotError}
                inputRef={field.ref}
              />
            )}
          />
        </Grid>
      </Grid>
    </Box>
  );
}

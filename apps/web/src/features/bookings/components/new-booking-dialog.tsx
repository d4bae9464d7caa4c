import { BOOKING_SOURCES, bookingCreateSchema, type Booking, type BookingCreateInput } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { api } from '../../../lib/api-client';
import { useRatePlans } from '../../../lib/queries/rate-plans';
import { useRoomTypes } from '../../../lib/queries/room-types';
import { applyServerErrors, domainResolver, fieldErrorText } from '../../../lib/form-errors';
import { useBookingQuote, useCreateBooking } from '../api/bookings';
import { addDaysIso, currentProperty, sourceLabel } from '../utils/property';
import { quoteRequestFrom, toCreateInput, type NewBookingValues } from '../utils/quote-form';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { AdvancePaymentFields } from './new-booking-advance';
import { BillToCompanyField } from './bill-to-company-field';
import { GuestFields } from './new-booking-guest';
import { QuoteSummary } from './quote-summary';

/** What the company would be billed: the quoted total less the advance taken now. */
function owedAfterAdvance(total: number | undefined, values: NewBookingValues): number | null {
  if (total == null) return null;
  const advance = values.takePayment ? values.advancePayment.amount : 0;
  return total - (Number.isNaN(advance) ? 0 : advance);
}

export type NewBookingDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  initial?: {
    roomTypeId?: number;
    arrival?: string;
    departure?: string;
    roomId?: number;
    customerId?: number;
  };
  onCreated?: (booking: Booking) => void;
};

const FIELDS = [
  'roomTypeId',
  'ratePlanId',
  'arrival',
  'departure',
  'rooms',
  'adults',
  'children',
  'source',
  'externalReference',
  'customerId',
  'customer',
  'notes',
  'discountPercentage',
  'advancePayment',
  'companyId',
  'promotionCode',
] as const;

function defaults(initial: NewBookingDialogProps['initial']): NewBookingValues {
  const { today } = currentProperty();
  const arrival = initial?.arrival ?? today;
  return {
    roomTypeId: initial?.roomTypeId ?? null,
    ratePlanId: null,
    arrival,
    departure: initial?.departure ?? addDaysIso(arrival, 1),
    rooms: 1,
    adults: 1,
    children: 0,
    source: 'Walk In',
    externalReference: '',
    customerMode: initial?.customerId ? 'existing' : 'new',
    customerId: initial?.customerId ?? null,
    customer: { firstName: '', lastName: '', email: '', phone: '' },
    notes: '',
    discountPercentage: 0,
    takePayment: false,
    advancePayment: { amount: Number.NaN, mode: 'Cash', reference: '' },
    companyId: null,
    promotionCode: '',
  };
}

/**
 * "New booking": the stay, the guest (picked or typed in), and an optional advance payment, priced live as the
 * clerk types. A stay that cannot be sold says why and can still be kept as an enquiry.
 * Reused by the tape chart (prefilled room type, dates, room) and the customer screens (prefilled guest).
 */
export function NewBookingDialog(props: NewBookingDialogProps) {
  // Mounted only while open: every opening starts a fresh form with the caller's prefill.
  if (!props.open) return null;
  return <NewBookingDialogOpen {...props} />;
}

function NewBookingDialogOpen({ onClose, propertyId, initial, onCreated }: NewBookingDialogProps) {
  const open = true;
  const { t } = useTranslation('bookings');
  const { t: tr } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const roomTypes = useRoomTypes(propertyId);
  const create = useCreateBooking(propertyId);
  const [formError, setFormError] = useState<string | null>(null);
  const statusRef = useRef<'CONFIRMED' | 'ENQUIRY'>('CONFIRMED');

  const resolver = useMemo<Resolver<NewBookingValues, unknown, BookingCreateInput>>(() => {
    const inner = domainResolver(bookingCreateSchema);
    return (values, context, options) =>
      inner(toCreateInput(values, statusRef.current), context, options as never);
  }, []);
  const form = useForm<NewBookingValues, unknown, BookingCreateInput>({
    defaultValues: defaults(initial),
    resolver,
  });
  const { register, control, setValue, handleSubmit, setError, formState } = form;

  const values = useWatch({ control }) as NewBookingValues;
  // The first room type once they load, unless the caller chose one.
  useEffect(() => {
    if (open && values.roomTypeId == null && roomTypes.data?.[0])
      setValue('roomTypeId', roomTypes.data[0].id);
  }, [open, roomTypes.data, values.roomTypeId, setValue]);

  const roomType = roomTypes.data?.find((r) => r.id === values.roomTypeId);
  const plans = useRatePlans(values.roomTypeId ?? 0, open && values.roomTypeId != null);
  const activePlans = (plans.data ?? []).filter((p) => p.active);

  const request = useDebouncedValue(open ? quoteRequestFrom(values) : null, 350);
  const quote = useBookingQuote(propertyId, request);
  const maxDiscount = quote.data?.maxDiscountPercentage ?? 100;
  const overCap = (values.discountPercentage || 0) > maxDiscount;

  const err = (name: string) => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return fieldErrorText(tr, node as { message?: string; type?: string } | undefined);
  };

  const submit = (status: 'CONFIRMED' | 'ENQUIRY') => {
    statusRef.current = status;
    setFormError(null);
    void handleSubmit(async (input) => {
      if (overCap) {
        setError('discountPercentage', {
          type: 'server',
          message: t('form.discountCap', { max: maxDiscount }),
        });
        return;
      }
      try {
        const booking = await create.mutateAsync({ ...input, status });
        // Booked from a room of the tape chart: give it that room (a failure leaves the booking unallocated).
        if (initial?.roomId && status === 'CONFIRMED' && booking.units === 1)
          await api
            .post(`/api/booking/${booking.id}/allocate`, { rooms: [{ roomId: initial.roomId, bed: 0 }] })
            .catch(() => undefined);
        onCreated?.(booking);
        onClose();
      } catch (e) {
        setFormError(applyServerErrors(e, setError, FIELDS));
      }
    })();
  };

  const unavailable = quote.data != null && !quote.data.available && request != null;
  const shared = roomType?.shared ?? false;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      // On a phone the form takes the whole screen: its dates and counts need the width.
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby="new-booking-title"
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: (e: React.FormEvent) => {
            e.preventDefault();
            submit(unavailable ? 'ENQUIRY' : 'CONFIRMED');
          },
        } as never,
      }}
    >
      <DialogTitle id="new-booking-title">{t('form.title')}</DialogTitle>
      <DialogContent dividers>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {formError}
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
              {t('form.stay')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="roomTypeId"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={t('form.roomType')}
                      value={field.value ?? ''}
                      onChange={(e) => {
                        field.onChange(Number(e.target.value));
                        setValue('ratePlanId', null);
                      }}
                      error={!!err('roomTypeId')}
                      helperText={err('roomTypeId')}
                    >
                      {(roomTypes.data ?? []).map((r) => (
                        <MenuItem key={r.id} value={r.id}>
                          {r.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="ratePlanId"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      label={t('form.ratePlan')}
                      value={field.value ?? ''}
                      // Room only is a choice like the plans: shown when picked, not an empty box under the label.
                      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                    >
                      <MenuItem value="">{t('form.roomOnly')}</MenuItem>
                      {activePlans.map((p) => (
                        <MenuItem key={p.id} value={p.id}>
                          {p.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <TextField
                  fullWidth
                  required
                  type="date"
                  label={t('form.arrival')}
                  {...register('arrival', {
                    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                      // Keep the stay's length when the arrival moves past the departure.
                      const arrival = e.target.value;
                      if (arrival && values.departure <= arrival)
                        setValue('departure', addDaysIso(arrival, 1));
                    },
                  })}
                  error={!!err('arrival')}
                  helperText={err('arrival')}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <TextField
                  fullWidth
                  required
                  type="date"
                  label={t('form.departure')}
                  {...register('departure')}
                  error={!!err('departure')}
                  helperText={err('departure')}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: values.arrival ? addDaysIso(values.arrival, 1) : undefined },
                  }}
                />
              </Grid>
              <Grid size={{ xs: 4, sm: 2 }}>
                <TextField
                  fullWidth
                  required
                  type="number"
                  label={shared ? t('form.beds') : t('form.rooms')}
                  {...register('rooms', { valueAsNumber: true })}
                  error={!!err('rooms')}
                  helperText={err('rooms')}
                  slotProps={{ htmlInput: { min: 1, max: 100 } }}
                />
              </Grid>
              <Grid size={{ xs: 4, sm: 2 }}>
                <TextField
                  fullWidth
                  required
                  type="number"
                  label={t('form.adults')}
                  {...register('adults', { valueAsNumber: true })}
                  error={!!err('adults')}
                  helperText={err('adults')}
                  slotProps={{ htmlInput: { min: 1, max: 50 } }}
                />
              </Grid>
              <Grid size={{ xs: 4, sm: 2 }}>
                <TextField
                  fullWidth
                  type="number"
                  label={t('form.children')}
                  {...register('children', { valueAsNumber: true })}
                  error={!!err('children')}
                  helperText={err('children')}
                  slotProps={{ htmlInput: { min: 0, max: 50 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="source"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={t('form.source')}
                      value={field.value}
                      onChange={field.onChange}
                      error={!!err('source')}
                      helperText={err('source')}
                    >
                      {BOOKING_SOURCES.map((s) => (
                        <MenuItem key={s} value={s}>
                          {sourceLabel(t, s)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  label={t('form.externalReference')}
                  {...register('externalReference')}
                  error={!!err('externalReference')}
                  helperText={err('externalReference')}
                  slotProps={{ htmlInput: { maxLength: 60 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  type="number"
                  label={t('form.discount')}
                  {...register('discountPercentage', { valueAsNumber: true })}
                  error={!!err('discountPercentage') || overCap}
                  helperText={
                    overCap
                      ? t('form.discountCap', { max: maxDiscount })
                      : (err('discountPercentage') ?? t('form.discountHelp', { max: maxDiscount }))
                  }
                  slotProps={{ htmlInput: { min: 0, max: maxDiscount, step: 0.5 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  label={t('form.promotionCode')}
                  {...register('promotionCode')}
                  error={!!err('promotionCode')}
                  helperText={err('promotionCode') ?? t('form.promotionCodeHelp')}
                  slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
                />
              </Grid>
            </Grid>

            <GuestFields
              form={form}
              err={err}
              propertyId={propertyId}
              initialCustomerId={initial?.customerId}
            />
            <TextField
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 2 }}
              label={t('form.notes')}
              placeholder={t('form.notesHint')}
              {...register('notes')}
              error={!!err('notes')}
              helperText={err('notes')}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />

            <AdvancePaymentFields form={form} err={err} />
            <Box sx={{ mt: 2 }}>
              <BillToCompanyField
                propertyId={propertyId}
                value={values.companyId ?? null}
                onChange={(id) => setValue('companyId', id, { shouldDirty: true })}
                balance={owedAfterAdvance(quote.data?.total, values)}
                error={err('companyId')}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: 'sticky' }, top: 0 }}>
              <QuoteSummary
                quote={quote.data}
                incomplete={request == null}
                fetching={quote.isFetching}
                error={quote.isError ? quote.error.message : null}
              />
              {unavailable && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('form.enquiryHint')}
                </Typography>
              )}
            </Box>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          onClick={() => submit('ENQUIRY')}
          loading={create.isPending && create.variables?.status === 'ENQUIRY'}
          variant={unavailable ? 'contained' : 'text'}
        >
          {t('form.saveEnquiry')}
        </Button>
        {!unavailable && (
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending && create.variables?.status === 'CONFIRMED'}
            disabled={quote.isFetching && request != null && !quote.data}
          >
            {t('form.book')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import type { AmendBookingInput, Booking } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useRatePlans } from '../../../lib/queries/rate-plans';
import { useRoomTypes } from '../../../lib/queries/room-types';
import { useAmendBooking, useBookingQuote } from '../api/bookings';
import { addDaysIso, money } from '../utils/property';
import { quoteRequestFrom } from '../utils/quote-form';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { QuoteSummary } from './quote-summary';
import { errorMessage, serverFieldMessages } from '../../../lib/form-errors';

type Draft = {
  arrival: string;
  departure: string;
  roomTypeId: number;
  ratePlanId: number | null;
  rooms: number;
  adults: number;
  children: number;
};

const draftOf = (b: Booking): Draft => ({
  arrival: b.arrival,
  departure: b.departure,
  roomTypeId: b.roomTypeId,
  ratePlanId: b.ratePlanId,
  rooms: b.rooms,
  adults: b.adults,
  children: b.children,
});

/** Only what changed, as the amend request wants it. */
export function amendmentOf(booking: Booking, draft: Draft): AmendBookingInput {
  const before = draftOf(booking);
  const out: AmendBookingInput = {};
  const put = out as Record<string, unknown>;
  for (const key of Object.keys(before) as (keyof Draft)[])
    if (draft[key] !== before[key]) put[key] = draft[key];
  return out;
}

/**
 * Changes dates, room type, plan, rooms or guests: re-quoted live (the booking's own rooms count as free), saved as
 * one amendment; a refusal (sold out, 409) is shown as the server words it and nothing changes.
 */
type AmendProps = { booking: Booking; open: boolean; onClose: () => void };

export function AmendBookingDialog(props: AmendProps) {
  // Mounted only while open: each opening starts from the booking as it is now.
  if (!props.open) return null;
  return <AmendBookingDialogOpen {...props} />;
}

function AmendBookingDialogOpen({ booking, open, onClose }: AmendProps) {
  const { t } = useTranslation('bookings');
  const [draft, setDraft] = useState<Draft>(() => draftOf(booking));
  const [error, setError] = useState<string | null>(null);
  const roomTypes = useRoomTypes(booking.propertyId);
  const plans = useRatePlans(draft.roomTypeId, open);
  const amend = useAmendBooking(booking.id);

  const changes = amendmentOf(booking, draft);
  const changed = Object.keys(changes).length > 0;
  const checkedIn = booking.status === 'CHECKEDIN';
  const request = useDebouncedValue(
    open && changed
      ? quoteRequestFrom({ ...draft, discountPercentage: booking.discountPercentage }, booking.id)
      : null,
    350,
  );
  const quote = useBookingQuote(booking.propertyId, request);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'roomTypeId' ? { ratePlanId: null } : {}) }));
    setError(null);
  };
  const numberField = (key: 'rooms' | 'adults' | 'children', label: string, min: number) => (
    <TextField
      fullWidth
      type="number"
      label={label}
      value={Number.isNaN(draft[key]) ? '' : draft[key]}
      onChange={(e) => set(key, e.target.value === '' ? Number.NaN : Number(e.target.value))}
      slotProps={{ htmlInput: { min, max: key === 'rooms' ? 100 : 50 } }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return onClose();
    try {
      await amend.mutateAsync(changes);
      onClose();
    } catch (e) {
      const fields = serverFieldMessages(e).join(' ');
      setError([errorMessage(e), fields].filter(Boolean).join(': '));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="amend-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="amend-title">{t('amend.title', { number: booking.bookingNumber })}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }} container spacing={2}>
              <Grid size={6}>
                <TextField
                  fullWidth
                  type="date"
                  label={t('form.arrival')}
                  value={draft.arrival}
                  disabled={checkedIn}
                  helperText={checkedIn ? t('amend.arrivalLocked') : undefined}
                  onChange={(e) => {
                    const arrival = e.target.value;
                    setDraft((d) => ({
                      ...d,
                      arrival,
                      departure: arrival && d.departure <= arrival ? addDaysIso(arrival, 1) : d.departure,
                    }));
                  }}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={6}>
                <TextField
                  fullWidth
                  type="date"
                  label={t('form.departure')}
                  value={draft.departure}
                  onChange={(e) => set('departure', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={6}>
                <TextField
                  select
                  fullWidth
                  label={t('form.roomType')}
                  value={draft.roomTypeId}
                  onChange={(e) => set('roomTypeId', Number(e.target.value))}
                >
                  {(roomTypes.data ?? [{ id: booking.roomTypeId, name: booking.roomTypeName }]).map((r) => (
                    <MenuItem key={r.id} value={r.id}>
                      {r.name}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={6}>
                <TextField
                  select
                  fullWidth
                  label={t('form.ratePlan')}
                  value={draft.ratePlanId ?? ''}
                  // Room only is a choice like the plans: shown when picked, not an empty box under the label.
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  onChange={(e) => set('ratePlanId', e.target.value === '' ? null : Number(e.target.value))}
                >
                  <MenuItem value="">{t('form.roomOnly')}</MenuItem>
                  {(plans.data ?? [])
                    .filter((p) => p.active || p.id === draft.ratePlanId)
                    .map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        {p.name}
                      </MenuItem>
                    ))}
                </TextField>
              </Grid>
              <Grid size={4}>{numberField('rooms', t('form.rooms'), 1)}</Grid>
              <Grid size={4}>{numberField('adults', t('form.adults'), 1)}</Grid>
              <Grid size={4}>{numberField('children', t('form.children'), 0)}</Grid>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              {changed ? (
                <>
                  <QuoteSummary
                    quote={quote.data}
                    incomplete={request == null}
                    fetching={quote.isFetching}
                    error={quote.isError ? errorMessage(quote.error) : null}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('amend.currentTotal', { amount: money(booking.total, booking.currency) })}
                  </Typography>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('amend.nothingYet')}
                </Typography>
              )}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={amend.isPending}
            disabled={!changed || request == null || (quote.data != null && !quote.data.available)}
          >
            {t('amend.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

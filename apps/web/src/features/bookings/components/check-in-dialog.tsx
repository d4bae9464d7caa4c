import type { Booking, RoomPick } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useAvailableRooms, useBookingTransition } from '../api/bookings';
import { pickKey, pickOptions, RoomPicker } from './room-picker';
import { errorMessage } from '../../../lib/form-errors';

export type CheckInDialogProps = {
  open: boolean;
  onClose: () => void;
  booking: Booking | null;
  onDone?: (booking: Booking) => void;
  /** Whether the room type is shared (beds are picked); guessed from the allocations when not given. */
  shared?: boolean;
};

/**
 * Checks a guest in: the clerk picks exactly as many clean rooms (or beds) as booked (the ones already allocated
 * come ticked), and the check-in allocates them and marks them occupied. The server's refusal is shown as it came.
 */
export function CheckInDialog(props: CheckInDialogProps) {
  if (!props.open || !props.booking) return null;
  return <CheckInDialogOpen {...props} booking={props.booking} key={props.booking.id} />;
}

function CheckInDialogOpen({ onClose, booking, onDone, shared }: CheckInDialogProps & { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const rooms = useAvailableRooms(booking.id);
  const checkIn = useBookingTransition();
  const [picked, setPicked] = useState<RoomPick[]>(() =>
    booking.allocations.map((a) => ({ roomId: a.roomId, bed: a.bed })),
  );
  const [error, setError] = useState<string | null>(null);
  const isShared = shared ?? booking.allocations.some((a) => a.bed > 0);
  const sharedType = isShared || (rooms.data ?? []).some((r) => r.bed > 0);

  const options = useMemo(() => pickOptions(booking, rooms.data ?? []), [booking, rooms.data]);
  const needed = booking.units;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length !== needed) {
      setError(t('rooms.pickExactly', { count: needed }));
      return;
    }
    const own = new Set(booking.allocations.map(pickKey));
    const same = booking.allocations.length === needed && picked.every((p) => own.has(pickKey(p)));
    try {
      const done = await checkIn.mutateAsync({
        action: 'check-in',
        bookingId: booking.id,
        // Already allocated exactly these: check in as allocated; otherwise send the new picks.
        rooms: same ? undefined : picked,
      });
      onDone?.(done);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      void rooms.refetch();
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="check-in-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="check-in-title">{t('checkIn.title', { number: booking.bookingNumber })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('checkIn.intro', {
              guest: booking.guestName,
              roomType: booking.roomTypeName,
              count: needed,
            })}
          </DialogContentText>
          {rooms.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(rooms.error)}
            </Alert>
          )}
          <RoomPicker
            options={options}
            loading={rooms.isLoading}
            needed={needed}
            shared={sharedType}
            value={picked}
            onChange={(next) => {
              setPicked(next);
              setError(null);
            }}
            requireClean
            error={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" variant="contained" loading={checkIn.isPending} disabled={rooms.isLoading}>
            {t('checkIn.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

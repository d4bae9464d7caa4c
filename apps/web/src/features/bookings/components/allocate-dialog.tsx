import type { Allocation, Booking, RoomPick } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useAllocateRooms, useAvailableRooms, useRoomShift } from '../api/bookings';
import { pickOptions, RoomPicker } from './room-picker';
import { errorMessage } from '../../../lib/form-errors';

type AllocateDialogProps = {
  booking: Booking;
  open: boolean;
  onClose: () => void;
  /** Moving one allocation to another room (a room shift) instead of choosing them all. */
  moving?: Allocation | null;
};

/**
 * Allocates rooms ahead of arrival (exactly as many as booked), or moves one allocated room to another free room
 * for the rest of the stay. A room taken meanwhile comes back as the server's 409 message.
 */
export function AllocateDialog(props: AllocateDialogProps) {
  if (!props.open) return null;
  return <AllocateDialogOpen {...props} />;
}

function AllocateDialogOpen({ booking, onClose, moving }: AllocateDialogProps) {
  const { t } = useTranslation('bookings');
  const rooms = useAvailableRooms(booking.id);
  const allocate = useAllocateRooms(booking.id);
  const shift = useRoomShift(booking.id);
  const [picked, setPicked] = useState<RoomPick[]>(() =>
    moving ? [] : booking.allocations.map((a) => ({ roomId: a.roomId, bed: a.bed })),
  );
  const [error, setError] = useState<string | null>(null);
  const shared = booking.allocations.some((a) => a.bed > 0) || (rooms.data ?? []).some((r) => r.bed > 0);
  const options = useMemo(
    () =>
      moving
        ? pickOptions({ ...booking, allocations: [] }, rooms.data ?? [])
        : pickOptions(booking, rooms.data ?? []),
    [booking, rooms.data, moving],
  );
  const needed = moving ? 1 : booking.units;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length !== needed) {
      setError(t('rooms.pickExactly', { count: needed }));
      return;
    }
    try {
      if (moving)
        await shift.mutateAsync({
          fromRoomId: moving.roomId,
          fromBed: moving.bed,
          toRoomId: picked[0]!.roomId,
          toBed: picked[0]!.bed,
        });
      else await allocate.mutateAsync(picked);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      void rooms.refetch();
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="allocate-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="allocate-title">
          {moving
            ? t('rooms.moveTitle', { room: moving.roomNumber })
            : t('rooms.allocateTitle', { number: booking.bookingNumber })}
        </DialogTitle>
        <DialogContent>
          {rooms.isError && <Alert severity="error">{errorMessage(rooms.error)}</Alert>}
          <RoomPicker
            options={options}
            loading={rooms.isLoading}
            needed={needed}
            shared={shared}
            value={picked}
            onChange={(next) => {
              setPicked(next);
              setError(null);
            }}
            requireClean={booking.status === 'CHECKEDIN'}
            error={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" variant="contained" loading={allocate.isPending || shift.isPending}>
            {moving ? t('rooms.move') : t('rooms.allocate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

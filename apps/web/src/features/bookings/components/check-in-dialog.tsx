import type { Booking } from '@bookone/domain';
import DialogContentText from '@mui/material/DialogContentText';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useAvailableRooms, useBookingTransition } from '../api/bookings';
import { RoomPickDialog } from './room-pick-dialog';
import { pickKey, pickOptions } from './room-picker';

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
  const isShared = shared ?? booking.allocations.some((a) => a.bed > 0);
  const sharedType = isShared || (rooms.data ?? []).some((r) => r.bed > 0);
  const options = useMemo(() => pickOptions(booking, rooms.data ?? []), [booking, rooms.data]);
  const needed = booking.units;

  return (
    <RoomPickDialog
      title={t('checkIn.title', { number: booking.bookingNumber })}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          {t('checkIn.intro', { guest: booking.guestName, roomType: booking.roomTypeName, count: needed })}
        </DialogContentText>
      }
      rooms={rooms}
      options={options}
      needed={needed}
      shared={sharedType}
      requireClean
      initial={booking.allocations.map((a) => ({ roomId: a.roomId, bed: a.bed }))}
      submitLabel={t('checkIn.submit')}
      pending={checkIn.isPending}
      onClose={onClose}
      onSubmit={async (picked) => {
        const own = new Set(booking.allocations.map(pickKey));
        const same = booking.allocations.length === needed && picked.every((p) => own.has(pickKey(p)));
        const done = await checkIn.mutateAsync({
          action: 'check-in',
          bookingId: booking.id,
          // Already allocated exactly these: check in as allocated; otherwise send the new picks.
          rooms: same ? undefined : picked,
        });
        onDone?.(done);
      }}
    />
  );
}

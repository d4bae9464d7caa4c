import type { Allocation, Booking } from '@bookone/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useAllocateRooms, useAvailableRooms, useRoomShift } from '../api/bookings';
import { RoomPickDialog } from './room-pick-dialog';
import { pickOptions } from './room-picker';

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
  const shared = booking.allocations.some((a) => a.bed > 0) || (rooms.data ?? []).some((r) => r.bed > 0);
  const options = useMemo(
    () =>
      moving
        ? pickOptions({ ...booking, allocations: [] }, rooms.data ?? [])
        : pickOptions(booking, rooms.data ?? []),
    [booking, rooms.data, moving],
  );

  return (
    <RoomPickDialog
      title={
        moving
          ? t('rooms.moveTitle', { room: moving.roomNumber })
          : t('rooms.allocateTitle', { number: booking.bookingNumber })
      }
      rooms={rooms}
      options={options}
      needed={moving ? 1 : booking.units}
      shared={shared}
      requireClean={booking.status === 'CHECKEDIN'}
      initial={moving ? [] : booking.allocations.map((a) => ({ roomId: a.roomId, bed: a.bed }))}
      submitLabel={moving ? t('rooms.move') : t('rooms.allocate')}
      pending={allocate.isPending || shift.isPending}
      onClose={onClose}
      onSubmit={async (picked) => {
        if (moving)
          await shift.mutateAsync({
            fromRoomId: moving.roomId,
            fromBed: moving.bed,
            toRoomId: picked[0]!.roomId,
            toBed: picked[0]!.bed,
          });
        else await allocate.mutateAsync(picked);
      }}
    />
  );
}

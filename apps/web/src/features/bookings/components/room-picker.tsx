import type { AvailableRoom, Booking, RoomPick } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

export type PickOption = AvailableRoom & { allocated?: boolean };

export const pickKey = (p: { roomId: number; bed: number }) => `${p.roomId}:${p.bed}`;

/**
 * The rooms a booking may get: those already allocated to it, then the free ones the server offers (clean first).
 * Check-in needs clean rooms; allocating ahead may take any free room.
 */
export function pickOptions(booking: Booking, available: AvailableRoom[]): PickOption[] {
  const own: PickOption[] = booking.allocations.map((a) => ({
    roomId: a.roomId,
    roomNumber: a.roomNumber,
    bed: a.bed,
    floor: null,
    status: '',
    clean: true,
    allocated: true,
  }));
  const ownKeys = new Set(own.map(pickKey));
  const free = available
    .filter((r) => !ownKeys.has(pickKey(r)))
    .sort((a, b) => Number(b.clean) - Number(a.clean));
  return [...own, ...free];
}

type RoomPickerProps = {
  options: PickOption[];
  loading: boolean;
  /** How many the booking needs: rooms, or beds of a shared type. */
  needed: number;
  shared: boolean;
  value: RoomPick[];
  onChange: (next: RoomPick[]) => void;
  /** Check-in refuses rooms that are not clean. */
  requireClean: boolean;
  error?: string | null;
};

/** A checkbox per room (or bed); stops at the number booked and says how many are still to pick. */
export function RoomPicker({
  options,
  loading,
  needed,
  shared,
  value,
  onChange,
  requireClean,
  error,
}: RoomPickerProps) {
  const { t } = useTranslation('bookings');
  const { t: tr } = useTranslation('rooms');
  const picked = new Set(value.map(pickKey));
  const full = value.length >= needed;
  const toggle = (o: PickOption) => {
    const key = pickKey(o);
    onChange(
      picked.has(key)
        ? value.filter((p) => pickKey(p) !== key)
        : [...value, { roomId: o.roomId, bed: o.bed }],
    );
  };
  const label = (o: PickOption) => {
    const name = shared
      ? t('rooms.roomBed', { room: o.roomNumber, bed: o.bed })
      : t('rooms.room', { room: o.roomNumber });
    if (o.allocated) return `${name} · ${t('rooms.allocatedNow')}`;
    const floor = o.floor != null ? ` · ${t('rooms.floor', { floor: o.floor })}` : '';
    const status = o.status ? ` · ${tr(`roomStatus.${o.status}`, { defaultValue: o.status })}` : '';
    return `${name}${floor}${status}`;
  };

  if (loading) return <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  if (options.length === 0) return <Alert severity="warning">{t('rooms.noneFree')}</Alert>;
  const remaining = needed - value.length;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <FormLabel component="legend">
        {shared ? t('rooms.pickBeds', { count: needed }) : t('rooms.pickRooms', { count: needed })}
      </FormLabel>
      <FormGroup sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {options.map((o) => {
          const key = pickKey(o);
          const checked = picked.has(key);
          const dirty = requireClean && !o.clean;
          return (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  checked={checked}
                  onChange={() => toggle(o)}
                  disabled={!checked && (full || dirty)}
                />
              }
              label={label(o)}
            />
          );
        })}
      </FormGroup>
      <FormHelperText error={!!error} role={error ? 'alert' : undefined}>
        {error ?? (remaining > 0 ? t('rooms.remaining', { count: remaining }) : t('rooms.allPicked'))}
      </FormHelperText>
    </fieldset>
  );
}

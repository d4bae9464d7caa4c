import type { AvailableRoom, RoomPick } from '@bookone/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../lib/form-errors';
import { RoomPicker, type PickOption } from './room-picker';

type RoomPickDialogProps = {
  title: string;
  /** Shown above the rooms. */
  intro?: ReactNode;
  /** The free rooms as the server answered them (read again after a refusal: one was taken meanwhile). */
  rooms: UseQueryResult<AvailableRoom[]>;
  options: PickOption[];
  needed: number;
  shared: boolean;
  requireClean: boolean;
  /** The picks the dialog opens with (the rooms already allocated). */
  initial: RoomPick[];
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  /** Sends exactly `needed` picks; a refusal is shown under the rooms as the server worded it. */
  onSubmit: (picked: RoomPick[]) => Promise<void>;
};

/**
 * The dialogs that pick rooms for a booking (allocate, move a room, check in): exactly as many rooms or beds as
 * needed, "pick exactly n" before any call, and the server's refusal shown with the free rooms read again.
 */
export function RoomPickDialog({
  title,
  intro,
  rooms,
  options,
  needed,
  shared,
  requireClean,
  initial,
  submitLabel,
  pending,
  onClose,
  onSubmit,
}: RoomPickDialogProps) {
  const { t } = useTranslation('bookings');
  const titleId = useId();
  const [picked, setPicked] = useState<RoomPick[]>(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length !== needed) {
      setError(t('rooms.pickExactly', { count: needed }));
      return;
    }
    try {
      await onSubmit(picked);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      void rooms.refetch();
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {intro}
          {rooms.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(rooms.error)}
            </Alert>
          )}
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
            requireClean={requireClean}
            error={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="submit" variant="contained" loading={pending} disabled={rooms.isLoading}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

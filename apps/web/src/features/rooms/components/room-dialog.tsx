import { BED_TYPES, ROOM_STATUSES, roomInputSchema, type Room, type RoomInput } from '@bookone/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { numberOrNull, fieldErrorText } from '../../../components/form-dialog/field-errors';

const FIELDS = [
  'roomTypeId',
  'roomNumber',
  'floor',
  'bedType',
  'status',
  'inService',
  'outOfOrderReason',
] as const;
const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

type RoomDialogProps = {
  room: Room | null;
  roomTypeId: number;
  roomTypeName: string;
  onClose: () => void;
  onSave: (input: RoomInput) => Promise<unknown>;
};

/** Adds or edits a physical room: number, floor, bed type, housekeeping status, in service or out of order. */
export function RoomDialog({ room, roomTypeId, roomTypeName, onClose, onSave }: RoomDialogProps) {
  const { t } = useTranslation('rooms');
  const { form, dialogProps } = useDialogForm({
    schema: roomInputSchema,
    fields: FIELDS,
    defaultValues: {
      roomTypeId,
      roomNumber: room?.roomNumber ?? '',
      floor: room?.floor ?? null,
      bedType: room?.bedType ?? null,
      status: room?.status ?? 'VACANT_READY',
      inService: room?.inService ?? true,
      outOfOrderReason: room?.outOfOrderReason ?? null,
    },
    // A room in service has no out-of-order reason.
    onSave: (values) =>
      onSave({ ...values, outOfOrderReason: values.inService ? null : values.outOfOrderReason }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const inService = useWatch({ control, name: 'inService' });
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="sm"
      title={
        room
          ? t('rooms.editTitle', { number: room.roomNumber })
          : t('rooms.createTitle', { name: roomTypeName })
      }
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 6 }}>
          <TextField
            {...register('roomNumber')}
            label={t('rooms.roomNumber')}
            required
            fullWidth
            autoFocus
            error={!!errors.roomNumber}
            helperText={fieldErrorText(t, errors.roomNumber)}
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <TextField
            {...register('floor', { setValueAs: numberOrNull })}
            label={t('rooms.floor')}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { step: 1 } }}
            error={!!errors.floor}
            helperText={fieldErrorText(t, errors.floor)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('bedType', { setValueAs: textOrNull })}
            select
            label={t('rooms.bedType')}
            fullWidth
            defaultValue={room?.bedType ?? ''}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('rooms.noBedType')}</option>
            {BED_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`bedTypes.${b}`)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('status')}
            select
            label={t('rooms.status')}
            fullWidth
            defaultValue={room?.status ?? 'VACANT_READY'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {ROOM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`roomStatus.${s}`)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="inService"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={t('rooms.inService')}
              />
            )}
          />
        </Grid>
        {!inService && (
          <Grid size={12}>
            <TextField
              {...register('outOfOrderReason', { setValueAs: textOrNull })}
              label={t('rooms.outOfOrderReason')}
              fullWidth
              error={!!errors.outOfOrderReason}
              helperText={fieldErrorText(t, errors.outOfOrderReason)}
            />
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}

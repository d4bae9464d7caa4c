import { BED_TYPES, ROOM_STATUSES, roomInputSchema, type Room, type RoomInput } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';

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
  const { form, dialogProps } = useKitForm({
    emptyBoxes: 'asRead',
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
  const { register, control } = form;
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
          <FormTextField
            control={form.control}
            name="roomNumber"
            label={t('rooms.roomNumber')}
            required
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <FormTextField
            control={form.control}
            name="floor"
            reads="optionalNumber"
            label={t('rooms.floor')}
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
          <CheckboxField control={control} name="inService" label={t('rooms.inService')} />
        </Grid>
        {!inService && (
          <Grid size={12}>
            <FormTextField
              control={form.control}
              name="outOfOrderReason"
              reads="optionalText"
              label={t('rooms.outOfOrderReason')}
            />
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}

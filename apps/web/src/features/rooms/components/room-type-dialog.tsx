import { roomTypeInputSchema, type Facility, type RoomType, type RoomTypeInput } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { TagsField } from '../../../components/form-dialog/tags-field';
import {
  numberOrNull,
  numberOrUndefined,
  fieldErrorText,
} from '../../../components/form-dialog/field-errors';

type FormIn = z.input<typeof roomTypeInputSchema>;

const FIELDS = [
  'name',
  'description',
  'minOccupancy',
  'maxOccupancy',
  'baseOccupancy',
  'extraAdultCharge',
  'extraChildCharge',
  'basePrice',
  'weeklyPrice',
  'monthlyPrice',
  'shared',
  'beds',
  'ranking',
  'noOfRooms',
  'facilityIds',
] as const;

const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

function defaults(rt: RoomType | null): FormIn {
  return {
    name: rt?.name ?? '',
    description: rt?.description ?? null,
    minOccupancy: rt?.minOccupancy ?? 1,
    maxOccupancy: rt?.maxOccupancy ?? 2,
    baseOccupancy: rt?.baseOccupancy ?? 2,
    extraAdultCharge: rt?.extraAdultCharge ?? 0,
    extraChildCharge: rt?.extraChildCharge ?? 0,
    basePrice: rt?.basePrice ?? (undefined as unknown as number),
    weeklyPrice: rt?.weeklyPrice ?? null,
    monthlyPrice: rt?.monthlyPrice ?? null,
    shared: rt?.shared ?? false,
    beds: rt?.beds ?? [],
    ranking: rt?.ranking ?? null,
    noOfRooms: rt?.noOfRooms ?? (undefined as unknown as number),
    facilityIds: rt?.facilities.map((f) => f.id) ?? [],
  };
}

type RoomTypeDialogProps = {
  roomType: RoomType | null;
  facilities: Facility[];
  currency: string;
  onClose: () => void;
  onSave: (input: RoomTypeInput) => Promise<unknown>;
};

/**
 * Adds or edits a room type: name, description, occupancy (min, max, base), prices per night (base, weekly,
 * monthly), extra adult and child charges, number of rooms, ranking, shared (sold by bed) with its beds, and the
 * facilities picked from the organisation's catalogue. Validated inline with the domain schema; the server's field
 * errors land on their fields and nothing typed is lost.
 */
export function RoomTypeDialog({ roomType, facilities, currency, onClose, onSave }: RoomTypeDialogProps) {
  const { t } = useTranslation('rooms');
  const { form, dialogProps } = useDialogForm({
    schema: roomTypeInputSchema,
    defaultValues: defaults(roomType),
    fields: FIELDS,
    onSave,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const shared = useWatch({ control, name: 'shared' });

  const msg = (e: FieldError | undefined) => fieldErrorText(t, e);
  const numberField = (
    name:
      | 'minOccupancy'
      | 'maxOccupancy'
      | 'baseOccupancy'
      | 'extraAdultCharge'
      | 'extraChildCharge'
      | 'basePrice'
      | 'weeklyPrice'
      | 'monthlyPrice'
      | 'ranking'
      | 'noOfRooms',
    options: { required?: boolean; nullable?: boolean; money?: boolean; help?: string } = {},
  ) => (
    <TextField
      {...register(name, { setValueAs: options.nullable ? numberOrNull : numberOrUndefined })}
      label={options.money ? `${t(`roomTypeForm.${name}`)} (${currency})` : t(`roomTypeForm.${name}`)}
      type="number"
      fullWidth
      required={options.required}
      slotProps={{ htmlInput: { min: 0, step: options.money ? '0.01' : 1 } }}
      error={!!errors[name]}
      helperText={msg(errors[name]) ?? options.help}
    />
  );

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={roomType ? t('roomTypeForm.editTitle', { name: roomType.name }) : t('roomTypeForm.createTitle')}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <Typography variant="subtitle2">{t('roomTypeForm.sectionGeneral')}</Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            {...register('name')}
            label={t('roomTypeForm.name')}
            required
            fullWidth
            autoFocus
            error={!!errors.name}
            helperText={msg(errors.name)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{numberField('noOfRooms', { required: true })}</Grid>
        <Grid size={12}>
          <TextField
            {...register('description', { setValueAs: textOrNull })}
            label={t('roomTypeForm.description')}
            fullWidth
            multiline
            minRows={2}
            error={!!errors.description}
            helperText={msg(errors.description)}
          />
        </Grid>

        <Grid size={12}>
          <Typography variant="subtitle2">{t('roomTypeForm.sectionOccupancy')}</Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{numberField('minOccupancy', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{numberField('maxOccupancy', { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {numberField('baseOccupancy', { required: true, help: t('roomTypeForm.baseOccupancyHelp') })}
        </Grid>

        <Grid size={12}>
          <Typography variant="subtitle2">{t('roomTypeForm.sectionPrices')}</Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{numberField('basePrice', { required: true, money: true })}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{numberField('weeklyPrice', { nullable: true, money: true })}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{numberField('monthlyPrice', { nullable: true, money: true })}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{numberField('extraAdultCharge', { money: true })}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{numberField('extraChildCharge', { money: true })}</Grid>

        <Grid size={12}>
          <Typography variant="subtitle2">{t('roomTypeForm.sectionSetup')}</Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {numberField('ranking', { nullable: true, help: t('roomTypeForm.rankingHelp') })}
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Controller
            control={control}
            name="facilityIds"
            render={({ field }) => (
              <Autocomplete
                multiple
                options={facilities}
                getOptionLabel={(f) => f.name}
                value={facilities.filter((f) => (field.value ?? []).includes(f.id))}
                onChange={(_e, value) => field.onChange(value.map((f) => f.id))}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                noOptionsText={t('roomTypeForm.noFacilities')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label={t('roomTypeForm.facilities')}
                    helperText={
                      msg(errors.facilityIds as FieldError | undefined) ?? t('roomTypeForm.facilitiesHelp')
                    }
                    error={!!errors.facilityIds}
                  />
                )}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="shared"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={t('roomTypeForm.shared')}
              />
            )}
          />
        </Grid>
        {shared && (
          <Grid size={12}>
            <TagsField
              control={control}
              name="beds"
              label={t('roomTypeForm.beds')}
              required
              error={!!errors.beds}
              helperText={
                msg((errors.beds as FieldError | undefined) ?? errors.beds?.[0]) ?? t('roomTypeForm.bedsHelp')
              }
            />
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}

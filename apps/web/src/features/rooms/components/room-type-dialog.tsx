import { roomTypeInputSchema, type Facility, type RoomType, type RoomTypeInput } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Fragment } from 'react';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { TagsField } from '../../../components/form-dialog/tags-field';
import { fieldErrorText } from '../../../lib/form-errors';

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

type NumberSpec = {
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
    | 'noOfRooms';
  required?: boolean;
  /** Blank is no value (null) rather than "Required". */
  nullable?: boolean;
  /** In the property's currency, with cents. */
  money?: boolean;
  /** Half the row on a phone. */
  half?: boolean;
  help?: 'baseOccupancyHelp' | 'rankingHelp';
};

/** The number fields grouped by section, in the order they are shown. */
const NUMBER_SECTIONS: { title: 'sectionOccupancy' | 'sectionPrices'; fields: NumberSpec[] }[] = [
  {
    title: 'sectionOccupancy',
    fields: [
      { name: 'minOccupancy', required: true },
      { name: 'maxOccupancy', required: true },
      { name: 'baseOccupancy', required: true, help: 'baseOccupancyHelp' },
    ],
  },
  {
    title: 'sectionPrices',
    fields: [
      { name: 'basePrice', required: true, money: true },
      { name: 'weeklyPrice', nullable: true, money: true, half: true },
      { name: 'monthlyPrice', nullable: true, money: true, half: true },
      { name: 'extraAdultCharge', money: true, half: true },
      { name: 'extraChildCharge', money: true, half: true },
    ],
  },
];

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
  const { form, dialogProps } = useKitForm({
    emptyBoxes: 'asRead',
    schema: roomTypeInputSchema,
    defaultValues: defaults(roomType),
    fields: FIELDS,
    onSave,
  });
  const {
    control,
    formState: { errors },
  } = form;
  const shared = useWatch({ control, name: 'shared' });

  // Field messages are keys of any namespace: translated with the default one (lib/form-errors).
  const { t: tAny } = useTranslation();
  const msg = (e: FieldError | undefined) => fieldErrorText(tAny, e);
  const numberField = ({ name, required, nullable, money, help }: NumberSpec) => (
    <FormTextField
      control={form.control}
      name={name}
      reads={nullable ? 'optionalNumber' : 'number'}
      label={money ? `${t(`roomTypeForm.${name}`)} (${currency})` : t(`roomTypeForm.${name}`)}
      required={required}
      min={0}
      step={money ? '0.01' : 1}
      hint={help && t(`roomTypeForm.${help}`)}
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
        <SectionTitle>{t('roomTypeForm.sectionGeneral')}</SectionTitle>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('roomTypeForm.name')}
            required
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{numberField({ name: 'noOfRooms', required: true })}</Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="description"
            reads="optionalText"
            label={t('roomTypeForm.description')}
            multiline
            minRows={2}
          />
        </Grid>
        {NUMBER_SECTIONS.map((section) => (
          <Fragment key={section.title}>
            <SectionTitle>{t(`roomTypeForm.${section.title}`)}</SectionTitle>
            {section.fields.map((spec) => (
              <Grid key={spec.name} size={{ xs: spec.half ? 6 : 12, sm: 4 }}>
                {numberField(spec)}
              </Grid>
            ))}
          </Fragment>
        ))}
        <SectionTitle>{t('roomTypeForm.sectionSetup')}</SectionTitle>
        <Grid size={{ xs: 12, sm: 4 }}>
          {numberField({ name: 'ranking', nullable: true, help: 'rankingHelp' })}
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
          <CheckboxField control={control} name="shared" label={t('roomTypeForm.shared')} />
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

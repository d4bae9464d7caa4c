import {
  ADDRESS_PARENT_LEVEL,
  ADDRESS_POSTCODE_LEVELS,
  countryInputSchema,
  placeInputSchema,
  type AddressLevel,
  type AddressPlace,
} from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { GridField } from '../../../components/form/grid-field';
import { fieldErrorText } from '../../../lib/form-errors';
import { useSavePlace } from '../api/places';
import { ParentPicker } from './parent-picker';

export type PlaceDialogProps = {
  level: AddressLevel;
  open: boolean;
  onClose: () => void;
  /** Edit this place; without it, a new one (under `parentId` when the list is filtered by a parent). */
  place?: AddressPlace | null;
  parentId?: number | null;
  onSaved?: (p: AddressPlace) => void;
};

/** Add or edit a place of any level: a country's code and names, or another level's parent, name and postcode. */
export function PlaceDialog(props: PlaceDialogProps) {
  if (!props.open) return null;
  const key = `${props.level}-${props.place?.id ?? 'new'}`;
  return props.level === 'country' ? (
    <CountryForm {...props} key={key} />
  ) : (
    <PlaceForm {...props} key={key} />
  );
}

function useTitle({ level, place }: PlaceDialogProps) {
  const { t } = useTranslation('address');
  return place
    ? t('dialog.editTitle', { level: t(`levels.${level}.one`), name: place.name })
    : t('dialog.newTitle', { level: t(`levels.${level}.one`) });
}

function CountryForm(props: PlaceDialogProps) {
  const { t } = useTranslation('address');
  const { place, onClose, onSaved } = props;
  const save = useSavePlace('country');
  const { form, dialogProps } = useKitForm({
    schema: countryInputSchema,
    fields: ['code', 'name', 'nameFr'],
    defaultValues: { code: place?.code ?? '', name: place?.name ?? '', nameFr: place?.nameFr ?? '' },
    onSave: async (input) => {
      const saved = await save.mutateAsync({ id: place?.id, input });
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormDialog {...dialogProps} onClose={onClose} title={useTitle(props)}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <GridField
          sm={4}
          control={control}
          name="code"
          required
          label={t('fields.code')}
          hint={t('dialog.codeHint')}
        />
        <GridField sm={8} control={control} name="name" required label={t('fields.name')} />
        <GridField sm={12} control={control} name="nameFr" reads="optionalText" label={t('fields.nameFr')} />
      </Grid>
    </FormDialog>
  );
}

type PlaceValues = z.input<typeof placeInputSchema>;

function PlaceForm(props: PlaceDialogProps) {
  const { t } = useTranslation('address');
  const { level, place, parentId, onClose, onSaved } = props;
  const save = useSavePlace(level);
  const withPostcode = ADDRESS_POSTCODE_LEVELS.includes(level);
  const { form, dialogProps } = useKitForm({
    schema: placeInputSchema,
    fields: ['parentId', 'name', 'postcode'],
    mode: 'onSubmit',
    defaultValues: {
      parentId: place?.parentId ?? parentId ?? (undefined as unknown as number),
      name: place?.name ?? '',
      postcode: place?.postcode ?? '',
    },
    onSave: async (input) => {
      const saved = await save.mutateAsync({ id: place?.id, input });
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormDialog {...dialogProps} onClose={onClose} title={useTitle(props)}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <ParentField control={control} level={ADDRESS_PARENT_LEVEL[level]!} />
        </Grid>
        <Grid size={{ xs: 12, sm: withPostcode ? 8 : 12 }}>
          <FormTextField control={control} name="name" required label={t(`levels.${level}.one`)} />
        </Grid>
        {withPostcode && (
          <GridField
            sm={4}
            control={control}
            name="postcode"
            reads="optionalText"
            label={t('fields.postcode')}
          />
        )}
      </Grid>
    </FormDialog>
  );
}

function ParentField({
  control,
  level,
}: {
  control: Control<PlaceValues, unknown, unknown>;
  level: AddressLevel;
}) {
  const { t } = useTranslation('address');
  const { field, fieldState } = useController({ control, name: 'parentId' });
  return (
    <ParentPicker
      level={level}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={(id) => field.onChange(id ?? undefined)}
      label={t(`levels.${level}.one`)}
      required
      error={fieldErrorText(t, fieldState.error)}
    />
  );
}

import { ADDRESS_LEVELS, type AddressChoice, type AddressLevel, type AddressPlace } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { choiceName, useAddressLookup } from '../../../lib/queries/address-lookup';
import { usePlace } from '../api/places';

type Option = Pick<AddressChoice, 'id' | 'name' | 'nameFr' | 'country' | 'state' | 'city'>;

const fromPlace = (p: AddressPlace): Option => ({
  id: p.id,
  name: p.name,
  nameFr: p.nameFr,
  country: p.country,
  state: p.state,
  city: p.city,
});

export type ParentPickerProps = {
  /** The level of the places offered (the parent level of the list or the form). */
  level: AddressLevel;
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  required?: boolean;
  error?: string | undefined;
  size?: 'small' | 'medium';
  minWidth?: number;
};

/** Picks one place of a level by typing its name (the places above it shown beside, to tell namesakes apart). */
export function ParentPicker({
  level,
  value,
  onChange,
  label,
  required,
  error,
  size,
  minWidth,
}: ParentPickerProps) {
  const { t, i18n } = useTranslation('address');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Option | null>(null);
  const search = useDebouncedValue(text, 250);
  const lookup = useAddressLookup({ level, search, size: 20 }, open);
  const known = usePlace(level, value != null && picked?.id !== value ? value : null);
  const selected =
    value == null ? null : picked?.id === value ? picked : known.data ? fromPlace(known.data) : null;
  // The names above the place's own level (a lookup choice also carries its own name at its level).
  const aboveLevels = ADDRESS_LEVELS.slice(0, ADDRESS_LEVELS.indexOf(level)).reverse() as (
    'country' | 'state' | 'city'
  )[];
  const above = (o: Option) =>
    aboveLevels
      .map((l) => o[l])
      .filter(Boolean)
      .join(', ');
  const labelOf = (o: Option) => {
    const where = above(o);
    return where ? `${choiceName(o, i18n.language)} (${where})` : choiceName(o, i18n.language);
  };

  return (
    <Autocomplete<Option>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={lookup.data ?? []}
      filterOptions={(options) => options}
      loading={lookup.isFetching}
      loadingText={t('common.loading', { ns: 'translation' })}
      noOptionsText={t('picker.noOptions')}
      value={selected}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={labelOf}
      onInputChange={(_e, v, reason) => {
        if (reason === 'input') setText(v);
      }}
      onChange={(_e, v) => {
        setPicked(v);
        setText('');
        onChange(v?.id ?? null);
      }}
      size={size}
      sx={minWidth ? { minWidth } : undefined}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error != null} helperText={error} />
      )}
    />
  );
}

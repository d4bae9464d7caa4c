import { ADDRESS_LEVELS, type AddressChoice, type AddressLevel } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { fieldErrorText } from '../../lib/form-errors';
import { choiceName, useAddressLookup } from '../../lib/queries/address-lookup';

/** The names an address already holds above the field's level: they narrow its choices. */
export type AddressWithin = Partial<
  Record<'country' | 'state' | 'city' | 'suburb', string | null | undefined>
>;

/** A picked place as the names of a whole address, in the interface language (the country's French name in fr). */
export type AddressFill = {
  street: string | null;
  suburb: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postcode: string | null;
};

export function addressFill(c: AddressChoice, language: string): AddressFill {
  const fr = language.startsWith('fr');
  return {
    street: c.level === 'street' ? c.name : null,
    suburb: c.suburb,
    city: c.city,
    state: c.state,
    country: fr && c.countryFr ? c.countryFr : c.country,
    postcode: c.postcode,
  };
}

/**
 * Fills the address's other boxes from a picked place: each box named in `names` gets the place's value, when the
 * place has one (a picked city leaves the street as typed). Marks them dirty, as if typed.
 */
export function fillAddress<T extends FieldValues>(
  setValue: UseFormSetValue<T>,
  choice: AddressChoice,
  language: string,
  names: Partial<Record<keyof AddressFill, Path<T>>>,
) {
  const fill = addressFill(choice, language);
  for (const [key, name] of Object.entries(names) as [keyof AddressFill, Path<T>][]) {
    const value = fill[key];
    if (value != null)
      setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
  }
}

/** "12 ", "12A ", "3/45 ": the number a street line starts with, kept when a street is picked. */
const STREET_NUMBER = /^\s*(\d+[A-Za-z]?(?:\/\d+[A-Za-z]?)?)\s+/;

export type AddressAutocompleteFieldProps<T extends FieldValues, O = T> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** Which places it offers: countries, states or regions, cities, suburbs or streets. */
  level: AddressLevel;
  label: string;
  /** The names the address holds above this level (a name that matches no place narrows nothing). */
  within?: AddressWithin;
  /** Called with the picked place, to fill the address's other fields (`addressFill`). */
  onPick?: (choice: AddressChoice) => void;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
};

/**
 * A text box of an address form that offers the address setup's places while typing (country, state, city, suburb
 * or street, narrowed by what the address already holds) and still takes any text: the reference data helps, it
 * never refuses an address it does not know. The field holds text. A street box keeps a leading street number
 * ("12 Quay" searches "Quay" and picking keeps "12 Quay Street"). Choices are fetched once the box is focused.
 */
export function AddressAutocompleteField<T extends FieldValues, O = T>({
  control,
  name,
  level,
  label,
  within = {},
  onPick,
  required,
  disabled,
  hint,
}: AddressAutocompleteFieldProps<T, O>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [focused, setFocused] = useState(false);
  const text = typeof field.value === 'string' ? field.value : '';
  const number = level === 'street' ? (STREET_NUMBER.exec(text)?.[1] ?? null) : null;
  const search = useDebouncedValue((number ? text.replace(STREET_NUMBER, '') : text).trim(), 250);
  const query = useAddressLookup(
    {
      level,
      search,
      country: within.country || undefined,
      state: within.state || undefined,
      city: within.city || undefined,
      suburb: within.suburb || undefined,
    },
    focused && !disabled,
  );
  const lang = i18n.language;
  const valueOf = (c: AddressChoice) => (number ? `${number} ${choiceName(c, lang)}` : choiceName(c, lang));
  const errorText = fieldErrorText(t, fieldState.error);

  return (
    <Autocomplete<AddressChoice, false, false, true>
      freeSolo
      disabled={disabled}
      options={focused ? (query.data ?? []) : []}
      filterOptions={(options) => options}
      loading={focused && query.isFetching}
      loadingText={t('common.loading')}
      getOptionLabel={(o) => (typeof o === 'string' ? o : valueOf(o))}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
      inputValue={text}
      value={null}
      onInputChange={(_e, value, reason) => {
        // Picking an option is handled by onChange (with the street number); 'reset' would echo it.
        if (reason === 'input' || reason === 'clear') field.onChange(value);
      }}
      onChange={(_e, value) => {
        if (value == null || typeof value === 'string') return;
        field.onChange(valueOf(value));
        onPick?.(value);
      }}
      onOpen={() => setFocused(true)}
      onFocus={() => setFocused(true)}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{choiceName(o, lang)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[o.postcode, placesAbove(o, lang)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          label={label}
          required={required}
          error={errorText != null}
          helperText={errorText ?? hint}
        />
      )}
    />
  );
}

/** The names above a choice, nearest first: "Ponsonby, Auckland, Auckland, New Zealand". */
function placesAbove(c: AddressChoice, language: string): string {
  const fill = addressFill(c, language);
  const above = ADDRESS_LEVELS.slice(0, ADDRESS_LEVELS.indexOf(c.level)).reverse() as Exclude<
    AddressLevel,
    'street'
  >[];
  return above
    .map((level) => fill[level])
    .filter(Boolean)
    .join(', ');
}

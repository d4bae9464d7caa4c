import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

import { customerLabel, type CustomerChoice, type NamedCustomer } from './use-customer-choice';

/** The search box of an existing customer: the choice's customers as the clerk types, the picked one shown. */
export function CustomerSearchField({
  choice,
  onPick,
  label,
  placeholder,
  noOptionsText,
  error,
  helperText,
}: {
  choice: CustomerChoice;
  onPick: (customer: NamedCustomer | null) => void;
  label: string;
  placeholder: string;
  noOptionsText: string;
  error: boolean;
  helperText?: string;
}) {
  const { customers, picked, setSearch } = choice;
  return (
    <Autocomplete<NamedCustomer>
      options={customers.data?.items ?? []}
      value={picked}
      loading={customers.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={customerLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, v, reason) => reason === 'input' && setSearch(v)}
      onChange={(_e, c) => onPick(c)}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={label}
          placeholder={placeholder}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}

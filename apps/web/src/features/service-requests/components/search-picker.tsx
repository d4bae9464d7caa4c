import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useBookingOptions, useCustomerOptions, type Picked } from '../api/pickers';

/**
 * A type-ahead over a server search (the property's bookings or guests): waits for a pause in typing, asks for a
 * few, picks one.
 */
export function SearchPicker({
  label,
  hint,
  value,
  onChange,
  propertyId,
  of,
}: {
  label: string;
  hint: string;
  value: Picked | null;
  onChange: (picked: Picked | null) => void;
  propertyId: number;
  of: 'bookings' | 'customers';
}) {
  const { t } = useTranslation('service-requests');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const bookings = useBookingOptions(propertyId, search, of === 'bookings');
  const customers = useCustomerOptions(propertyId, search, of === 'customers');
  const { data, isFetching } = of === 'bookings' ? bookings : customers;
  return (
    <Autocomplete
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      options={data ?? []}
      loading={isFetching}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      noOptionsText={search.length >= 2 ? t('dialog.noOptions') : t('dialog.typeMore')}
      loadingText={t('dialog.loading')}
      renderInput={(params) => <TextField {...params} label={label} helperText={hint} />}
    />
  );
}

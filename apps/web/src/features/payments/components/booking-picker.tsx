import { bookingPageSchema, type Booking } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../../lib/api-client';

/** The booking an expense or payment is linked to, as the picker shows it. */
export type PickedBooking = Pick<Booking, 'id' | 'bookingNumber' | 'guestName'>;

/**
 * Picks a booking of the property by booking number or guest name (GET /api/booking/property/:id?search=…), a few
 * at a time as the user types.
 */
export function BookingPicker({
  propertyId,
  value,
  onChange,
  label,
  helperText,
  disabled,
}: {
  propertyId: number;
  value: PickedBooking | null;
  onChange: (booking: PickedBooking | null) => void;
  label: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('payments');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  // Wait for a pause in typing before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useQuery({
    queryKey: ['bookings', propertyId, 'picker', search],
    queryFn: async ({ signal }) =>
      bookingPageSchema.parse(
        await api.get<unknown>(`/api/booking/property/${propertyId}`, {
          params: { search, size: 10, sort: 'createdAt', order: 'desc' },
          signal,
        }),
      ).items,
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
  const options: PickedBooking[] = data ?? [];

  return (
    <Autocomplete
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      options={options}
      loading={isFetching}
      disabled={disabled}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(b) => `${b.bookingNumber} · ${b.guestName}`}
      noOptionsText={search.length >= 2 ? t('bookingPicker.none') : t('bookingPicker.typeMore')}
      loadingText={t('bookingPicker.loading')}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText ?? ' '} />}
    />
  );
}

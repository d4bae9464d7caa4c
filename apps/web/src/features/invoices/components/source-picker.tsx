import { companyPageSchema, orderPageSchema, reservationPageSchema } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../../lib/api-client';

/** A record an invoice is drafted from, as the picker shows it. */
export type SourceRecord = { id: number; label: string };
export type PickedSource = 'RESERVATION' | 'COMPANY' | 'ORDER';

/** Where each kind of record is searched (its list, `search` on the server) and how an option reads. */
const SOURCES = {
  RESERVATION: {
    url: (scope: Scope) => `/api/reservation/property/${scope.propertyId}`,
    read: (body: unknown) =>
      reservationPageSchema
        .parse(body)
        .items.map((r) => ({ id: r.id, label: `${r.referenceNumber} · ${r.customerName ?? ''}` })),
  },
  COMPANY: {
    url: (scope: Scope) => `/api/company/organisation/${scope.organisationId}`,
    read: (body: unknown) => companyPageSchema.parse(body).items.map((c) => ({ id: c.id, label: c.name })),
  },
  ORDER: {
    url: (scope: Scope) => `/api/order/property/${scope.propertyId}`,
    read: (body: unknown) =>
      orderPageSchema.parse(body).items.map((o) => ({
        id: o.id,
        label: [o.referenceNumber, o.outletName, o.customerName].filter(Boolean).join(' · '),
      })),
  },
} as const;

type Scope = { propertyId: number; organisationId: number | null };

/**
 * Picks the reservation, company or outlet order an invoice is drafted from, by what the user types (the record
 * list's own server search, a few at a time).
 */
export function SourcePicker({
  source,
  scope,
  value,
  onChange,
}: {
  source: PickedSource;
  scope: Scope;
  value: SourceRecord | null;
  onChange: (record: SourceRecord | null) => void;
}) {
  const { t } = useTranslation('invoices');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  // Wait for a pause in typing before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const spec = SOURCES[source];
  const { data, isFetching } = useQuery({
    queryKey: ['invoice-source', source, scope, search],
    queryFn: async ({ signal }) =>
      spec.read(await api.get<unknown>(spec.url(scope), { params: { search, size: 10 }, signal })),
    enabled: search.length >= 2 && (source !== 'COMPANY' || scope.organisationId != null),
    placeholderData: keepPreviousData,
  });

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
      getOptionLabel={(r) => r.label}
      noOptionsText={search.length >= 2 ? t('create.noneFound') : t('create.typeMore')}
      loadingText={t('create.searching')}
      renderInput={(params) => (
        <TextField {...params} label={t(`fields.${source}`)} helperText={t(`create.hints.${source}`)} />
      )}
    />
  );
}

import type { ReportFilter, ReportInfo } from '@bookone/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

import type { ReportParams } from '../api/reports';

/**
 * The report's period, property (organisation users: one or all of theirs) and its own filters. Each change is
 * written to the address by `onChange(key, value)`; an empty value removes the key.
 */
export function ReportFilters({
  info,
  params,
  filters,
  properties,
  onChange,
}: {
  info: ReportInfo;
  params: ReportParams;
  /** The filters with their options for the properties in scope (from the last answer), else the catalogue's. */
  filters: ReportFilter[];
  /** The organisation's properties to pick from; null for a property user (their own property). */
  properties: { id: number; name: string }[] | null;
  onChange: (key: string, value: string) => void;
}) {
  const { t } = useTranslation('reports');
  const dateField = (key: 'from' | 'to' | 'date', invalid = false) => (
    <TextField
      size="small"
      type="date"
      label={t(`period.${key}`)}
      value={params[key] ?? ''}
      onChange={(e) => onChange(key, e.target.value)}
      error={invalid}
      helperText={invalid ? t('period.inverted') : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const optionLabel = (filter: ReportFilter, o: { value: string; label: string }) =>
    filter.translate
      ? t(`options.${filter.key as 'view'}.${o.value as 'all'}`, { defaultValue: o.label })
      : o.label;

  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {info.period === 'day' ? (
        dateField('date')
      ) : (
        <>
          {dateField('from')}
          {dateField('to', params.from != null && params.to != null && params.to < params.from)}
        </>
      )}
      {properties && (
        <TextField
          select
          size="small"
          label={t('property')}
          value={params.propertyId ?? ''}
          onChange={(e) => onChange('propertyId', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('allProperties')}</MenuItem>
          {properties.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {filters.map((filter) => {
        const label = t(`filterLabels.${filter.key as 'view'}`, { defaultValue: filter.key });
        const value = params[filter.key] ?? '';
        if (filter.kind === 'boolean')
          return (
            <FormControlLabel
              key={filter.key}
              label={label}
              control={
                <Checkbox
                  checked={value === 'true'}
                  onChange={(e) => onChange(filter.key, e.target.checked ? 'true' : '')}
                />
              }
            />
          );
        if (filter.kind === 'date')
          return (
            <TextField
              key={filter.key}
              size="small"
              type="date"
              label={label}
              value={value}
              onChange={(e) => onChange(filter.key, e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          );
        const multiple = filter.kind === 'multiselect';
        return (
          <TextField
            key={filter.key}
            select
            size="small"
            label={label}
            value={multiple ? (value ? value.split(',') : []) : value}
            onChange={(e) => {
              const v = e.target.value as string | string[];
              onChange(filter.key, Array.isArray(v) ? v.filter(Boolean).join(',') : v);
            }}
            sx={{ minWidth: 180 }}
            slotProps={{
              select: multiple
                ? {
                    multiple: true,
                    renderValue: (selected) =>
                      (selected as string[])
                        .map((v) => {
                          const o = filter.options?.find((x) => x.value === v);
                          return o ? optionLabel(filter, o) : v;
                        })
                        .join(', '),
                  }
                : {},
            }}
          >
            {!multiple && <MenuItem value="">{t('any')}</MenuItem>}
            {(filter.options ?? []).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {optionLabel(filter, o)}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Stack>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type Ref } from 'react';

import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { ListController } from './use-list-state';

/** Filter controls bound to one filter of a list (kept in the address): the pieces of a list's filter bar. */

type Bound<K extends string, S extends string> = { list: ListController<K, S>; filter: K; label: string };

const patch = <K extends string>(filter: K, value: string) =>
  ({ [filter]: value }) as Partial<Record<K, string>>;

/**
 * The search box: the address (and so the server query) follows once the user pauses typing; when the address
 * changes otherwise (back button, "Clear filters", a link) the box shows its search.
 */
export function SearchFilter<K extends string, S extends string>({
  list,
  filter,
  label,
  placeholder,
  inputRef,
  shortcut,
}: Bound<K, S> & { placeholder?: string; inputRef?: Ref<HTMLInputElement>; shortcut?: string }) {
  const current = list.state.filters[filter];
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled.trim() !== current.trim()) list.setFilters(patch(filter, settled.trim()));
    // Only the settled text drives the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    if (text.trim() !== current) setText(current);
  }
  return (
    <TextField
      inputRef={inputRef}
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ minWidth: { md: 300 }, flex: { md: 1 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 120, ...(shortcut ? { 'aria-keyshortcuts': shortcut } : {}) },
      }}
    />
  );
}

/**
 * A select; `anyLabel` is the "no filter" choice (value ''). `clears` names the filters whose choices depend on this
 * one (a property's outlets): they are emptied when it changes, so that no stale choice stays in the address.
 */
export function SelectFilter<K extends string, S extends string>({
  list,
  filter,
  label,
  options,
  anyLabel,
  minWidth = 160,
  clears = [],
}: Bound<K, S> & {
  options: readonly { value: string; label: string }[];
  anyLabel?: string;
  minWidth?: number;
  clears?: readonly K[];
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={list.state.filters[filter]}
      onChange={(e) =>
        list.setFilters({
          ...(Object.fromEntries(clears.map((k) => [k, ''])) as Partial<Record<K, string>>),
          ...patch(filter, e.target.value),
        })
      }
      sx={{ minWidth }}
    >
      {anyLabel != null && <MenuItem value="">{anyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A from–to pair of calendar days; a range given backwards is flagged (`invertedText`). */
export function DateRangeFilter<K extends string, S extends string>({
  list,
  from,
  to,
  fromLabel,
  toLabel,
  invertedText,
}: {
  list: ListController<K, S>;
  from: K;
  to: K;
  fromLabel: string;
  toLabel: string;
  invertedText?: string;
}) {
  const { filters } = list.state;
  const inverted = filters[from] !== '' && filters[to] !== '' && filters[to] < filters[from];
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={fromLabel}
        value={filters[from]}
        onChange={(e) => list.setFilters(patch(from, e.target.value))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={toLabel}
        value={filters[to]}
        onChange={(e) => list.setFilters(patch(to, e.target.value))}
        error={inverted && invertedText != null}
        helperText={inverted ? invertedText : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

/** Quick views as toggle chips: one at a time, a second press turns it off. */
export function ChipsFilter<K extends string, S extends string>({
  list,
  filter,
  label,
  options,
  onPick,
}: Bound<K, S> & {
  options: readonly { value: string; label: string }[];
  /** Other filters to change with the pick (a quick view replaces the date range). */
  onPick?: (value: string) => Partial<Record<K, string>>;
}) {
  const current = list.state.filters[filter];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={label}>
      {options.map((o) => {
        const on = current === o.value;
        const value = on ? '' : o.value;
        return (
          <Chip
            key={o.value}
            label={o.label}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => list.setFilters({ ...onPick?.(value), ...patch(filter, value) })}
            aria-pressed={on}
          />
        );
      })}
    </Stack>
  );
}

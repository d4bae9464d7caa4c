import type { SearchResult } from '@bookone/domain';
import ApartmentIcon from '@mui/icons-material/Apartment';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { SUGGESTION_LIMIT, useSearch } from '../api/search';

/** Spec §2.3, §9: the search box emits its text after 200 ms without a change. */
export const SEARCH_DEBOUNCE_MS = 200;

type Suggestion = {
  kind: 'users' | 'properties';
  id: number;
  label: string;
  detail: string;
  /** What the results page searches for when the suggestion is picked. */
  query: string;
};

function toSuggestions(result: SearchResult | undefined): Suggestion[] {
  if (!result) return [];
  return [
    ...result.users.map((user) => ({
      kind: 'users' as const,
      id: user.id,
      label: `${user.firstName} ${user.lastName}`.trim() || user.username,
      detail: user.username,
      query: user.username,
    })),
    ...result.properties.map((property) => ({
      kind: 'properties' as const,
      id: property.id,
      label: property.name,
      detail: [property.businessType, property.city].filter(Boolean).join(' · '),
      query: property.name,
    })),
  ];
}

type SearchBoxProps = {
  /** Called with the text once it has not changed for 200 ms. */
  onSearch?: (text: string) => void;
  /** The text to start with (the results page passes its query). */
  defaultValue?: string;
  /** Full width instead of the compact header size. */
  fullWidth?: boolean;
};

/**
 * The search box of the header (spec §2.3). 200 ms after the last keystroke it emits the text and shows inline
 * suggestions (users and properties, searched on the server); Enter opens the results page for the text, and
 * picking a suggestion opens the results page for it.
 */
export function SearchBox({ onSearch, defaultValue = '', fullWidth = false }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [input, setInput] = useState(defaultValue);
  const text = useDebouncedValue(input, SEARCH_DEBOUNCE_MS).trim();
  const { data, isFetching } = useSearch(text, SUGGESTION_LIMIT);
  const options = text ? toSuggestions(data) : [];

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  const emitted = useRef(text);
  useEffect(() => {
    if (emitted.current === text) return;
    emitted.current = text;
    onSearchRef.current?.(text);
  }, [text]);

  const openResults = (query: string) => {
    if (!query.trim()) return;
    void navigate(paths.search.getHref(query));
  };

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      value={null}
      options={options}
      // The server has already filtered: show its answer as is.
      filterOptions={(all) => all}
      groupBy={(option) => t(`search.groups.${option.kind}`)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.kind}-${option.id}`)}
      loading={isFetching}
      loadingText={t('common.loading')}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, value) => {
        if (value == null) return;
        const query = typeof value === 'string' ? value : value.query;
        setInput(query);
        openResults(query);
      }}
      clearOnBlur={false}
      handleHomeEndKeys={false}
      sx={{ width: fullWidth ? '100%' : { xs: 180, sm: 260 } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {option.kind === 'users' ? (
            <PersonIcon fontSize="small" color="action" aria-hidden />
          ) : (
            <ApartmentIcon fontSize="small" color="action" aria-hidden />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.label}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {option.detail}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          id={inputId}
          size="small"
          placeholder={t('search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

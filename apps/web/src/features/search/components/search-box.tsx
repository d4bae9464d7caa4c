import type { SearchResult } from '@bookone/domain';
import ApartmentIcon from '@mui/icons-material/Apartment';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import PersonIcon from '@mui/icons-material/Person';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
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
import { getSessionRoles } from '../../../lib/session';
import { SUGGESTION_LIMIT, useSearch } from '../api/search';
import { bookingPath, guestName, guestPath } from '../utils/links';
import { matchPages, type PageMatch } from '../utils/page-matches';

/** How many pages the inline suggestions list at most. */
const PAGE_SUGGESTION_LIMIT = 4;

/** Spec §2.3, §9: the search box emits its text after 200 ms without a change. */
export const SEARCH_DEBOUNCE_MS = 200;

type Suggestion = {
  kind: 'pages' | 'bookings' | 'guests' | 'users' | 'properties';
  id: number | string;
  label: string;
  detail: string;
  /** What the results page searches for when the suggestion is picked. */
  query: string;
  /** Where picking it goes instead of the results page (a page, a booking, a guest). */
  to?: string;
};

const KIND_ICONS = {
  pages: DescriptionIcon,
  bookings: EventIcon,
  guests: PersonOutlineIcon,
  users: PersonIcon,
  properties: ApartmentIcon,
} as const;

function toSuggestions(result: SearchResult | undefined, pages: PageMatch[]): Suggestion[] {
  return [
    ...pages.map((page) => ({
      kind: 'pages' as const,
      id: page.id,
      label: page.title,
      detail: page.path,
      query: page.title,
      to: page.path,
    })),
    ...(result?.bookings ?? []).map((booking) => ({
      kind: 'bookings' as const,
      id: booking.id,
      label: booking.bookingNumber,
      detail: `${booking.guestName} · ${booking.arrival} → ${booking.departure}`,
      query: booking.bookingNumber,
      to: bookingPath(booking.id),
    })),
    ...(result?.guests ?? []).map((guest) => ({
      kind: 'guests' as const,
      id: guest.id,
      label: guestName(guest),
      detail: guest.email ?? guest.phone ?? '',
      query: guestName(guest),
      to: guestPath(guest.id),
    })),
    ...(result?.users ?? []).map((user) => ({
      kind: 'users' as const,
      id: user.id,
      label: `${user.firstName} ${user.lastName}`.trim() || user.username,
      detail: user.username,
      query: user.username,
    })),
    ...(result?.properties ?? []).map((property) => ({
      kind: 'properties' as const,
      id: property.id,
      label: property.name,
      detail: [property.businessType, property.city].filter(Boolean).join(' · '),
      query: property.name,
    })),
  ];
}

function KindIcon({ kind }: { kind: Suggestion['kind'] }) {
  const Icon = KIND_ICONS[kind];
  return <Icon fontSize="small" color="action" aria-hidden />;
}

type SearchBoxProps = {
  /** Called with the text once it has not changed for 200 ms. */
  onSearch?: (text: string) => void;
  /** The text to start with (the results page passes its query). */
  defaultValue?: string;
  /** Full width instead of the compact header size. */
  fullWidth?: boolean;
  /** Takes the focus on mount, its suggestions open when it starts with text (the header's box, loaded on focus). */
  autoFocus?: boolean;
};

/**
 * The search box of the header (spec §2.3). 200 ms after the last keystroke it emits the text and shows inline
 * suggestions: the pages the user may open whose title matches (in the interface language), then the bookings,
 * guests, users and properties the server found. Picking a page, booking or guest opens it; picking a user or a
 * property, or Enter, opens the results page.
 */
export function SearchBox({
  onSearch,
  defaultValue = '',
  fullWidth = false,
  autoFocus = false,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [input, setInput] = useState(defaultValue);
  const text = useDebouncedValue(input, SEARCH_DEBOUNCE_MS).trim();
  const { data, isFetching } = useSearch(text, SUGGESTION_LIMIT);
  const pages = text ? matchPages(text, t, getSessionRoles(), PAGE_SUGGESTION_LIMIT) : [];
  const options = text ? toSuggestions(data, pages) : [];

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
        if (typeof value !== 'string' && value.to) {
          setInput('');
          void navigate(value.to);
          return;
        }
        const query = typeof value === 'string' ? value : value.query;
        setInput(query);
        openResults(query);
      }}
      clearOnBlur={false}
      openOnFocus={autoFocus && defaultValue.trim() !== ''}
      handleHomeEndKeys={false}
      sx={{ width: fullWidth ? '100%' : { xs: 180, sm: 260 } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <KindIcon kind={option.kind} />
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
          autoFocus={autoFocus}
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

import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import type { SearchBox as SearchBoxComponent } from './search-box';

type SearchBoxType = typeof SearchBoxComponent;

/** The real box's module, requested once per page load (a second focus reuses the same promise). */
let searchBoxModule: Promise<SearchBoxType> | null = null;
function loadSearchBox(): Promise<SearchBoxType> {
  searchBoxModule ??= import('./search-box').then((module) => module.SearchBox);
  return searchBoxModule;
}

/**
 * The header's search box (spec §2.3), drawn first as a plain input that looks like it. The real one (MUI's
 * Autocomplete, its popper and the text field: about 30 KB gzipped) is downloaded when the pointer comes over the
 * input or it takes the focus, so that the signed-in pages' first load does not carry it (issue 9 §3). What is typed
 * meanwhile is handed over, and Enter already opens the results page.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [Loaded, setLoaded] = useState<ComponentType<Parameters<SearchBoxType>[0]> | null>(null);
  const focused = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = () => {
    void loadSearchBox().then((box) => {
      // Swapped in only once it is wanted: a pointer passing over only downloads it.
      if (mounted.current && focused.current) setLoaded(() => box);
    });
  };

  if (Loaded) return <Loaded defaultValue={text} autoFocus />;

  const label = t('search.label');
  return (
    <Box sx={{ position: 'relative', width: { xs: 180, sm: 260 } }}>
      <SearchIcon
        fontSize="small"
        color="action"
        aria-hidden
        sx={{
          position: 'absolute',
          left: 14,
          top: '50%',
          transform: 'translateY(-50%)',
          pointerEvents: 'none',
        }}
      />
      <Box
        component="input"
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={label}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPointerEnter={load}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim()) void navigate(paths.search.getHref(text));
        }}
        sx={{
          // The look of a small outlined TextField with a start adornment (the real box, once loaded).
          boxSizing: 'border-box',
          width: '100%',
          height: 40,
          pl: '44px',
          pr: '14px',
          font: 'inherit',
          fontSize: '1rem',
          // The bar's own text colour, chosen to contrast with the bar (the header's colour is configurable).
          color: 'inherit',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'rgba(127, 127, 127, 0.5)',
          borderRadius: 1,
          outline: 'none',
          '&::placeholder': { color: 'inherit', opacity: 0.7 },
          '&:hover': { borderColor: 'currentColor' },
          '&:focus': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
}

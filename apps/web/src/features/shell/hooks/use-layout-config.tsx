import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useEffect, useReducer, useState, type Dispatch } from 'react';
import { useLocation } from 'react-router';

import {
  layoutReducer,
  layoutStorage,
  MOBILE_MEDIA_QUERY,
  queryOverrides,
  readLayoutConfig,
  writeLayoutConfig,
  type LayoutAction,
  type LayoutConfig,
} from '../stores/layout-config';

export type LayoutConfigValue = { config: LayoutConfig; dispatch: Dispatch<LayoutAction> };

export const LayoutConfigContext = createContext<LayoutConfigValue | null>(null);

/** The layout configuration and its dispatcher, inside AdminLayout. */
export function useLayoutConfig(): LayoutConfigValue {
  const value = useContext(LayoutConfigContext);
  if (!value) throw new Error('useLayoutConfig must be used inside AdminLayout.');
  return value;
}

/**
 * Owns the layout configuration: read from localStorage and the query string at start, kept in step with the
 * screen width (spec §4), with `?layout=` / `?theme=` applied whenever they appear, closing the mobile sidenav
 * when a navigation ends (spec §2.2), and persisted on every change.
 */
export function useLayoutConfigState(): LayoutConfigValue {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const location = useLocation();
  const [config, dispatch] = useReducer(layoutReducer, undefined, () =>
    readLayoutConfig(layoutStorage(), location.search, isMobile),
  );

  // Adjusting state while rendering (rather than in an effect) avoids painting one frame with the old layout.
  if (config.isMobile !== isMobile) dispatch({ type: 'screen', isMobile });

  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    const patch = queryOverrides(location.search);
    if (Object.keys(patch).length > 0) dispatch({ type: 'set', patch });
  }

  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (config.isMobile && config.sidebarStyle !== 'closed') {
      dispatch({ type: 'set', patch: { sidebarStyle: 'closed' } });
    }
  }

  useEffect(() => writeLayoutConfig(layoutStorage(), config), [config]);

  return { config, dispatch };
}

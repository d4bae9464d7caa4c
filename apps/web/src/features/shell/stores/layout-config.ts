import { SIDE_MENU_TYPES, type SideMenuType } from '@bookone/domain';

/*
 * The layout configuration of spec §3 and its rules (§4, §9) as pure data and functions: the defaults, the sidebar
 * style transitions, the screen-size adjustment, and persistence in localStorage with the `?layout=` and `?theme=`
 * overrides of §2.1. The React side (hooks/use-layout-config.tsx) only wires these to a reducer.
 */

export const NAVIGATION_POSITIONS = ['side', 'top'] as const;
export type NavigationPos = (typeof NAVIGATION_POSITIONS)[number];

export const MAT_THEMES = ['egret-navy', 'egret-navy-dark'] as const;
export type MatTheme = (typeof MAT_THEMES)[number];

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const BREADCRUMB_STYLES = ['simple', 'title'] as const;
export type BreadcrumbStyle = (typeof BREADCRUMB_STYLES)[number];

export const SIDEBAR_STYLES = ['full', 'compact', 'compact-big', 'closed'] as const;
export type SidebarStyle = (typeof SIDEBAR_STYLES)[number];

/** Sidebar colours of spec §9. */
export const SIDEBAR_COLORS = ['black', 'slate', 'white', 'grey', 'brown', 'purple', 'dark-blue'] as const;
export type SidebarColor = (typeof SIDEBAR_COLORS)[number];

/** Topbar and footer colours of spec §9. */
export const BAR_COLORS = [
  'black',
  'slate',
  'white',
  'dark-gray',
  'purple',
  'dark-blue',
  'indigo',
  'pink',
  'red',
  'yellow',
  'green',
] as const;
export type BarColor = (typeof BAR_COLORS)[number];

export type LayoutConfig = {
  navigationPos: NavigationPos;
  topbarFixed: boolean;
  footerFixed: boolean;
  dir: Direction;
  matTheme: MatTheme;
  useBreadcrumb: boolean;
  breadcrumb: BreadcrumbStyle;
  perfectScrollbar: boolean;
  sidebarStyle: SidebarStyle;
  sidebarCompactToggle: boolean;
  sidebarColor: SidebarColor;
  topbarColor: BarColor;
  footerColor: BarColor;
  /** Derived from the screen width, never stored. */
  isMobile: boolean;
  /** Which side menu variant GET /api/me/navigation returns (spec §2.3). */
  sideMenuType: SideMenuType;
};

/** Spec §9: side navigation, full sidebar, slate colours, left-to-right, egret-navy, breadcrumb shown as title. */
export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  navigationPos: 'side',
  topbarFixed: true,
  footerFixed: false,
  dir: 'ltr',
  matTheme: 'egret-navy',
  useBreadcrumb: true,
  breadcrumb: 'title',
  perfectScrollbar: true,
  sidebarStyle: 'full',
  sidebarCompactToggle: false,
  sidebarColor: 'slate',
  topbarColor: 'slate',
  footerColor: 'slate',
  isMobile: false,
  sideMenuType: 'icon-menu',
};

/** Spec §9: mobile is xs or sm, i.e. at most 959 px wide; the sidebar is locked open from 960 px. */
export const MOBILE_MEDIA_QUERY = '(max-width:959px)';

export const LAYOUT_STORAGE_KEY = 'bookone.layout';

// ------------------------------------------------------------------------------------------------ transitions (§4)

/** The menu toggle: closed goes to full, any other style goes to closed. */
export function toggleSidebarStyle(style: SidebarStyle): SidebarStyle {
  return style === 'closed' ? 'full' : 'closed';
}

/** The collapse action: compact goes to full (compact toggle off), any other style to compact (toggle on). */
export function collapseSidebar(config: LayoutConfig): LayoutConfig {
  return config.sidebarStyle === 'compact'
    ? { ...config, sidebarStyle: 'full', sidebarCompactToggle: false }
    : { ...config, sidebarStyle: 'compact', sidebarCompactToggle: true };
}

/**
 * On load and on every screen-size change: closed under 960 px; from 960 px the sidebar opens again, compact when
 * the compact toggle is on, else full. A compact or compact-big style chosen on a large screen is kept.
 */
export function adjustForScreen(config: LayoutConfig, isMobile: boolean): LayoutConfig {
  if (isMobile) return { ...config, isMobile, sidebarStyle: 'closed' };
  const sidebarStyle =
    config.sidebarStyle === 'closed'
      ? config.sidebarCompactToggle
        ? 'compact'
        : 'full'
      : config.sidebarStyle;
  return { ...config, isMobile, sidebarStyle };
}

/** A sidebar style picked in the customizer; the compact toggle follows it, so hover expansion works. */
export function withSidebarStyle(config: LayoutConfig, sidebarStyle: SidebarStyle): LayoutConfig {
  const compact = sidebarStyle === 'compact' || sidebarStyle === 'compact-big';
  return {
    ...config,
    sidebarStyle,
    sidebarCompactToggle: compact ? true : sidebarStyle === 'full' ? false : config.sidebarCompactToggle,
  };
}

export type LayoutSettings = Omit<LayoutConfig, 'isMobile'>;

export type LayoutAction =
  | { type: 'set'; patch: Partial<LayoutSettings> }
  | { type: 'toggleSidebar' }
  | { type: 'collapseSidebar' }
  | { type: 'setSidebarStyle'; style: SidebarStyle }
  | { type: 'screen'; isMobile: boolean }
  | { type: 'reset' };

export function layoutReducer(config: LayoutConfig, action: LayoutAction): LayoutConfig {
  switch (action.type) {
    case 'set':
      return { ...config, ...action.patch };
    case 'toggleSidebar':
      return { ...config, sidebarStyle: toggleSidebarStyle(config.sidebarStyle) };
    case 'collapseSidebar':
      return collapseSidebar(config);
    case 'setSidebarStyle':
      return withSidebarStyle(config, action.style);
    case 'screen':
      return adjustForScreen(config, action.isMobile);
    case 'reset':
      return adjustForScreen({ ...DEFAULT_LAYOUT_CONFIG }, config.isMobile);
  }
}

// ------------------------------------------------------------------------------------------------ persistence

const D = DEFAULT_LAYOUT_CONFIG;

/** The stored value when it is one of `allowed`, else the default: an old or hand-edited entry never breaks the app. */
function oneOf<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

const BOOLEANS = [true, false] as const;

/*
 * Checked by hand, not with zod: this runs on every signed-in page's first render, and zod (26 KB gzipped) would be
 * downloaded for it alone (issue 9 §3). Each field falls back to its default on its own.
 */
function parseStored(raw: string | null): LayoutSettings {
  if (raw == null) return { ...D };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { ...D };
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { ...D };
  const s = stored as Record<string, unknown>;
  return {
    navigationPos: oneOf(s.navigationPos, NAVIGATION_POSITIONS, D.navigationPos),
    topbarFixed: oneOf(s.topbarFixed, BOOLEANS, D.topbarFixed),
    footerFixed: oneOf(s.footerFixed, BOOLEANS, D.footerFixed),
    dir: oneOf(s.dir, DIRECTIONS, D.dir),
    matTheme: oneOf(s.matTheme, MAT_THEMES, D.matTheme),
    useBreadcrumb: oneOf(s.useBreadcrumb, BOOLEANS, D.useBreadcrumb),
    breadcrumb: oneOf(s.breadcrumb, BREADCRUMB_STYLES, D.breadcrumb),
    perfectScrollbar: oneOf(s.perfectScrollbar, BOOLEANS, D.perfectScrollbar),
    sidebarStyle: oneOf(s.sidebarStyle, SIDEBAR_STYLES, D.sidebarStyle),
    sidebarCompactToggle: oneOf(s.sidebarCompactToggle, BOOLEANS, D.sidebarCompactToggle),
    sidebarColor: oneOf(s.sidebarColor, SIDEBAR_COLORS, D.sidebarColor),
    topbarColor: oneOf(s.topbarColor, BAR_COLORS, D.topbarColor),
    footerColor: oneOf(s.footerColor, BAR_COLORS, D.footerColor),
    sideMenuType: oneOf(s.sideMenuType, SIDE_MENU_TYPES, D.sideMenuType),
  };
}

/** `?layout=top|side` and `?theme=egret-navy|egret-navy-dark` (spec §2.1); unknown values are ignored. */
export function queryOverrides(search: string): Partial<LayoutSettings> {
  const params = new URLSearchParams(search);
  const patch: Partial<LayoutSettings> = {};
  const layout = params.get('layout');
  const theme = params.get('theme');
  if ((NAVIGATION_POSITIONS as readonly (string | null)[]).includes(layout)) {
    patch.navigationPos = layout as NavigationPos;
  }
  if ((MAT_THEMES as readonly (string | null)[]).includes(theme)) patch.matTheme = theme as MatTheme;
  return patch;
}

/** localStorage, or null where it is not available (private modes, sandboxed frames). */
export function layoutStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The configuration at start: stored settings, then the query overrides, then the screen-size rule. */
export function readLayoutConfig(storage: Storage | null, search: string, isMobile: boolean): LayoutConfig {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(LAYOUT_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  const settings = { ...parseStored(raw), ...queryOverrides(search) };
  return adjustForScreen({ ...settings, isMobile }, isMobile);
}

/** The settings to keep (everything but isMobile). */
export function layoutSettings(config: LayoutConfig): LayoutSettings {
  const { isMobile: _isMobile, ...settings } = config;
  return settings;
}

export function writeLayoutConfig(storage: Storage | null, config: LayoutConfig): void {
  try {
    storage?.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(layoutSettings(config)));
  } catch {
    // Quota or privacy mode: the layout still works for this visit.
  }
}

import { afterEach, describe, expect, it } from 'vitest';

import {
  adjustForScreen,
  collapseSidebar,
  DEFAULT_LAYOUT_CONFIG,
  LAYOUT_STORAGE_KEY,
  layoutReducer,
  queryOverrides,
  readLayoutConfig,
  SIDEBAR_STYLES,
  toggleSidebarStyle,
  writeLayoutConfig,
  type LayoutConfig,
  type SidebarStyle,
} from './layout-config';

const config = (patch: Partial<LayoutConfig> = {}): LayoutConfig => ({ ...DEFAULT_LAYOUT_CONFIG, ...patch });

afterEach(() => localStorage.clear());

describe('defaults (spec §9)', () => {
  it('are side navigation, full sidebar, slate colours, ltr, egret-navy, breadcrumb as title, icon menu', () => {
    expect(DEFAULT_LAYOUT_CONFIG).toMatchObject({
      navigationPos: 'side',
      sidebarStyle: 'full',
      sidebarColor: 'slate',
      topbarColor: 'slate',
      footerColor: 'slate',
      dir: 'ltr',
      matTheme: 'egret-navy',
      useBreadcrumb: true,
      breadcrumb: 'title',
      sideMenuType: 'icon-menu',
    });
  });
});

describe('sidebar style transitions (spec §4)', () => {
  it.each<[SidebarStyle, SidebarStyle]>([
    ['closed', 'full'],
    ['full', 'closed'],
    ['compact', 'closed'],
    ['compact-big', 'closed'],
  ])('toggle: %s -> %s', (from, to) => {
    expect(toggleSidebarStyle(from)).toBe(to);
    expect(layoutReducer(config({ sidebarStyle: from }), { type: 'toggleSidebar' }).sidebarStyle).toBe(to);
  });

  it('collapse: compact -> full with the compact toggle off', () => {
    const next = collapseSidebar(config({ sidebarStyle: 'compact', sidebarCompactToggle: true }));
    expect(next).toMatchObject({ sidebarStyle: 'full', sidebarCompactToggle: false });
  });

  it.each<SidebarStyle>(['full', 'compact-big', 'closed'])(
    'collapse: %s -> compact with the compact toggle on',
    (from) => {
      const next = layoutReducer(config({ sidebarStyle: from, sidebarCompactToggle: false }), {
        type: 'collapseSidebar',
      });
      expect(next).toMatchObject({ sidebarStyle: 'compact', sidebarCompactToggle: true });
    },
  );

  it('collapsing twice comes back to full', () => {
    const once = collapseSidebar(config());
    expect(collapseSidebar(once)).toMatchObject({ sidebarStyle: 'full', sidebarCompactToggle: false });
  });

  it.each(SIDEBAR_STYLES)('a screen under 960 px closes a %s sidebar', (style) => {
    expect(adjustForScreen(config({ sidebarStyle: style }), true)).toMatchObject({
      isMobile: true,
      sidebarStyle: 'closed',
    });
  });

  it('a large screen opens a closed sidebar full, or compact when the compact toggle is on', () => {
    expect(adjustForScreen(config({ sidebarStyle: 'closed' }), false).sidebarStyle).toBe('full');
    expect(
      adjustForScreen(config({ sidebarStyle: 'closed', sidebarCompactToggle: true }), false).sidebarStyle,
    ).toBe('compact');
    expect(adjustForScreen(config({ sidebarStyle: 'compact' }), false).sidebarStyle).toBe('compact');
  });

  it('picking compact in the customizer turns the compact toggle on, and full turns it off', () => {
    const compact = layoutReducer(config(), { type: 'setSidebarStyle', style: 'compact' });
    expect(compact).toMatchObject({ sidebarStyle: 'compact', sidebarCompactToggle: true });
    expect(layoutReducer(compact, { type: 'setSidebarStyle', style: 'full' })).toMatchObject({
      sidebarStyle: 'full',
      sidebarCompactToggle: false,
    });
  });

  it('reset restores the defaults but keeps the screen rule', () => {
    const changed = config({ navigationPos: 'top', matTheme: 'egret-navy-dark', isMobile: true });
    expect(layoutReducer(changed, { type: 'reset' })).toEqual({
      ...DEFAULT_LAYOUT_CONFIG,
      isMobile: true,
      sidebarStyle: 'closed',
    });
  });
});

describe('persistence and query parameters', () => {
  it('starts from the defaults with nothing stored', () => {
    expect(readLayoutConfig(localStorage, '', false)).toEqual(DEFAULT_LAYOUT_CONFIG);
  });

  it('keeps the configuration across reloads, without isMobile', () => {
    writeLayoutConfig(localStorage, config({ navigationPos: 'top', footerColor: 'pink', isMobile: true }));
    const stored = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).not.toHaveProperty('isMobile');
    expect(readLayoutConfig(localStorage, '', false)).toMatchObject({
      navigationPos: 'top',
      footerColor: 'pink',
    });
  });

  it('falls back field by field on a damaged entry', () => {
    localStorage.setItem(
      LAYOUT_STORAGE_KEY,
      JSON.stringify({ navigationPos: 'diagonal', sidebarColor: 'purple', footerFixed: 'yes' }),
    );
    expect(readLayoutConfig(localStorage, '', false)).toMatchObject({
      navigationPos: 'side',
      sidebarColor: 'purple',
      footerFixed: false,
    });
    localStorage.setItem(LAYOUT_STORAGE_KEY, '{not json');
    expect(readLayoutConfig(localStorage, '', false)).toEqual(DEFAULT_LAYOUT_CONFIG);
  });

  it('lets ?layout= and ?theme= override what is stored', () => {
    writeLayoutConfig(localStorage, config({ navigationPos: 'side', matTheme: 'egret-navy' }));
    expect(readLayoutConfig(localStorage, '?layout=top&theme=egret-navy-dark', false)).toMatchObject({
      navigationPos: 'top',
      matTheme: 'egret-navy-dark',
    });
  });

  it('ignores unknown query values', () => {
    expect(queryOverrides('?layout=left&theme=pink')).toEqual({});
    expect(queryOverrides('?layout=side')).toEqual({ navigationPos: 'side' });
  });

  it('applies the screen rule on load', () => {
    expect(readLayoutConfig(null, '', true)).toMatchObject({ isMobile: true, sidebarStyle: 'closed' });
  });
});

import { createTheme, type Theme } from '@mui/material/styles';

import type { Direction, MatTheme } from '../stores/layout-config';

const FONT_FAMILY = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The two themes of spec §9: egret-navy (light, navy primary) and egret-navy-dark. `dir` sets the theme direction
 * for right-to-left layouts (the layout also sets the `dir` attribute of the document). The shell's own styles use
 * logical properties; the MUI styles it shows most (button icons, list and menu items, input adornments) are
 * mirrored here, as no RTL style plugin is installed.
 */
export function createShellTheme(matTheme: MatTheme, dir: Direction): Theme {
  const dark = matTheme === 'egret-navy-dark';
  const rtl = dir === 'rtl';
  return createTheme({
    direction: dir,
    palette: dark
      ? {
          mode: 'dark',
          primary: { main: '#8fa8ff', contrastText: '#0b1533' },
          secondary: { main: '#5eead4' },
          background: { default: '#0b1220', paper: '#131c2e' },
          divider: 'rgba(148, 163, 184, 0.18)',
        }
      : {
          mode: 'light',
          primary: { main: '#1e3a8a' },
          secondary: { main: '#0f766e' },
          // MUI's default warning (#ed6c02) and info (#0288d1) give white chip text 3.1:1 and 3.9:1, below WCAG AA
          // (4.5:1); these darker shades give 5.0:1 and 5.9:1 on white.
          warning: { main: '#b45309' },
          info: { main: '#0369a1' },
          background: { default: '#f4f6fb', paper: '#ffffff' },
        },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: rtl
          ? {
              startIcon: { marginLeft: 8, marginRight: -4 },
              endIcon: { marginLeft: -4, marginRight: 8 },
            }
          : {},
      },
      MuiCard: { defaultProps: { elevation: 0 } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // MUI writes physical left/right styles; without an RTL style plugin these are the ones the shell shows.
      MuiListItemButton: { styleOverrides: rtl ? { root: { textAlign: 'right' } } : {} },
      MuiMenuItem: { styleOverrides: rtl ? { root: { textAlign: 'right' } } : {} },
      MuiInputAdornment: {
        styleOverrides: rtl
          ? {
              positionStart: { marginRight: 0, marginLeft: 8 },
              positionEnd: { marginLeft: 0, marginRight: 8 },
            }
          : {},
      },
    },
  });
}

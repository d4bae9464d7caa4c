import type { BarColor, SidebarColor } from '../stores/layout-config';

/** A background and the text colour that reads on it (WCAG AA, checked by colors.test.ts). */
export type ColorPair = { background: string; text: string; muted: string };

export const SIDEBAR_PALETTE: Record<SidebarColor, ColorPair> = {
  black: { background: '#111315', text: '#f3f4f6', muted: '#b8bcc4' },
  slate: { background: '#1e293b', text: '#e2e8f0', muted: '#a9b6c8' },
  white: { background: '#ffffff', text: '#1f2937', muted: '#5b6472' },
  grey: { background: '#eceff3', text: '#1f2937', muted: '#4f5866' },
  brown: { background: '#3e2a22', text: '#f5ece8', muted: '#d2bdb3' },
  purple: { background: '#34184f', text: '#f1e8fb', muted: '#c9b5e0' },
  'dark-blue': { background: '#0c1f46', text: '#e6edfb', muted: '#a9bbe0' },
};

export const BAR_PALETTE: Record<BarColor, ColorPair> = {
  black: { background: '#111315', text: '#f3f4f6', muted: '#b8bcc4' },
  slate: { background: '#1e293b', text: '#f1f5f9', muted: '#b3c0d3' },
  white: { background: '#ffffff', text: '#1f2937', muted: '#5b6472' },
  'dark-gray': { background: '#374151', text: '#f9fafb', muted: '#d1d5db' },
  purple: { background: '#5b2a86', text: '#ffffff', muted: '#e2d3f3' },
  'dark-blue': { background: '#0c1f46', text: '#e6edfb', muted: '#a9bbe0' },
  indigo: { background: '#303f9f', text: '#ffffff', muted: '#dfe3fb' },
  pink: { background: '#ad1457', text: '#ffffff', muted: '#fde0ec' },
  red: { background: '#b71c1c', text: '#ffffff', muted: '#fde2e2' },
  yellow: { background: '#fcd34d', text: '#1f2937', muted: '#433a12' },
  green: { background: '#1b5e20', text: '#ffffff', muted: '#d7f0d8' },
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether text on this background is dark (so the background is light). */
export const isLightBackground = (pair: ColorPair) => luminance(pair.background) > 0.4;

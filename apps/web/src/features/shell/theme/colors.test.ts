import { describe, expect, it } from 'vitest';

import { BAR_COLORS, SIDEBAR_COLORS } from '../stores/layout-config';
import { BAR_PALETTE, contrastRatio, SIDEBAR_PALETTE } from './colors';

describe('layout colours (spec §9)', () => {
  it('define every sidebar, topbar and footer colour of the spec', () => {
    expect(Object.keys(SIDEBAR_PALETTE).sort()).toEqual([...SIDEBAR_COLORS].sort());
    expect(Object.keys(BAR_PALETTE).sort()).toEqual([...BAR_COLORS].sort());
  });

  it.each([
    ...Object.entries(SIDEBAR_PALETTE).map(([name, pair]) => [`sidebar ${name}`, pair] as const),
    ...Object.entries(BAR_PALETTE).map(([name, pair]) => [`bar ${name}`, pair] as const),
  ])('%s reads with AA contrast', (_name, pair) => {
    expect(contrastRatio(pair.text, pair.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(pair.muted, pair.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});

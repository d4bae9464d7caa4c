import { describe, expect, it } from 'vitest';

import { achievedBy, changeOf, formatChange, formatPercent, progressOf, shortDay } from './figures';

describe('dashboard figures', () => {
  it('formats percentages with at most one decimal in the interface language', () => {
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(formatPercent(33.3, 'en')).toBe('33.3%');
    // French: a decimal comma and a no-break space before the sign (which space depends on the ICU version).
    expect(formatPercent(33.3, 'fr')).toMatch(/^33,3[\u00a0\u202f]%$/);
  });

  it('compares this month with last month', () => {
    expect(changeOf(1100, 1000)).toEqual({ direction: 'up', percent: 10 });
    expect(changeOf(750, 1000)).toEqual({ direction: 'down', percent: -25 });
    expect(changeOf(500, 500)).toEqual({ direction: 'flat', percent: 0 });
    // Nothing last month: up, but no percentage to give.
    expect(changeOf(200, 0)).toEqual({ direction: 'up', percent: null });
    expect(formatChange(changeOf(1100, 1000), 'en')).toBe('+10%');
    expect(formatChange(changeOf(750, 1000), 'en')).toBe('-25%');
    expect(formatChange(changeOf(500, 500), 'en')).toBe('0%');
    expect(formatChange(changeOf(200, 0), 'en')).toBeNull();
  });

  it("sums the current user's rows of the sales report, ignoring case", () => {
    const rows = [
      { accountManager: 'hotel.manager@bookone.demo', totalAmount: 1200.5 },
      { accountManager: 'hotel.frontdesk@bookone.demo', totalAmount: 900 },
      { accountManager: 'HOTEL.MANAGER@bookone.demo', totalAmount: 99.5 },
    ];
    expect(achievedBy(rows, 'hotel.manager@bookone.demo')).toBe(1300);
    expect(achievedBy(rows, 'someone.else@bookone.demo')).toBe(0);
  });

  it('caps the progress bar at 100 but keeps the real percentage', () => {
    expect(progressOf(50_000, 250_000)).toEqual({ percent: 20, bar: 20 });
    expect(progressOf(300, 200)).toEqual({ percent: 150, bar: 100 });
    expect(progressOf(10, 0)).toEqual({ percent: 0, bar: 0 });
  });

  it('labels chart days without shifting them across time zones', () => {
    // 2026-03-07 is a Saturday everywhere; a local-time parse west of UTC would have said Friday the 6th.
    expect(shortDay('2026-03-07', 'en')).toMatch(/^(Sat 7|7 Sat)$/);
    expect(shortDay('2026-03-07', 'fr')).toBe('sam. 7');
  });
});

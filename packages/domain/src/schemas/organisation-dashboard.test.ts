import { describe, expect, it } from 'vitest';

import { monthOf, monthRange, organisationDashboardQuerySchema, shiftMonth } from './organisation-dashboard';

describe('months of the organisation dashboard', () => {
  it('steps months across year ends and gives their half-open date ranges', () => {
    expect(monthOf('2026-03-31')).toBe('2026-03');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', -14)).toBe('2025-03');
    expect(monthRange('2028-02')).toEqual({ start: '2028-02-01', end: '2028-03-01' });
    expect(monthRange('2026-12')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('takes a month as YYYY-MM only, or none (the current month)', () => {
    expect(organisationDashboardQuerySchema.parse({})).toEqual({});
    expect(organisationDashboardQuerySchema.parse({ month: '2026-11' })).toEqual({ month: '2026-11' });
    for (const month of ['2026-13', '2026-00', '2026-1', '26-11', '0001-01', '2026-11-01', ''])
      expect(organisationDashboardQuerySchema.safeParse({ month }).success, month).toBe(false);
  });
});

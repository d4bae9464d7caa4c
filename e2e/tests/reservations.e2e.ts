// Reservations (issue 11) end to end: the spa's admin opens the reservation list on the seeded demo (about three
// hundred reservations around today), narrows it by status tab and by number, both kept in the address; axe on
// the page. The seeded reservations are placed relative to the day of start, so every run finds each status.
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { severeAxeViolations, signInAs } from '../support/shell.ts';

describe('reservation list', () => {
  test('the spa admin lists reservations, filters by status and finds one by its number', async ({
    page,
  }) => {
    await signInAs(page, 'spa.admin');
    await page.goto('/master-service/reservation-list');
    await page.getByRole('heading', { name: 'Reservations', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    const grid = page.getByRole('grid', { name: 'Reservations' });
    const rows = grid.getByRole('row').filter({ hasText: /RS-\d{6}/ });
    await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);
    expect(await severeAxeViolations(page), 'axe on the reservation list').toEqual([]);

    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('CANCELLED');
    await expect
      .poll(async () => (await rows.first().textContent()) ?? '', { timeout: UI_TIMEOUT })
      .toContain('Cancelled');
    const reference = ((await rows.first().textContent()) ?? '').match(/RS-\d{6}/)![0];

    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: UI_TIMEOUT })
      .toBe(reference);
    await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT }).toBe(1);
    expect(await rows.first().textContent()).toContain(reference);
  });
});

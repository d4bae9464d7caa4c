// Business Type Config and partner properties (issue 10) end to end: the organisation admin renames a business type
// for its organisation, sees the new name in the list after a reload, and goes back to the platform's defaults;
// then opens its partner properties (the seeded lodge of another organisation) and reads the lodge's availability.
// Axe on both pages and on the availability view. The renamed type is put back, so that a re-run starts the same.
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const CONFIG = '/bookone-admin/service-config';
const PARTNERS = '/bookone-admin/eglobe-property-list';

describe('business types and partner properties', () => {
  test('an org admin renames a business type for its organisation, then returns to the platform defaults', async ({
    page,
  }) => {
    const name = `Pop-up ventures ${Date.now().toString(36)}`;
    await openAs(page, 'orgadmin', CONFIG);
    await page.getByRole('heading', { level: 1, name: 'Business Type Config' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Business types' });
    await grid
      .getByRole('row', { name: /Accommodation/ })
      .first()
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page)).toEqual([]);

    // "Other" is the type whose resource is called "Resource" by default.
    await grid.getByRole('gridcell', { name: 'Resource', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Business type: Other' });
    await dialog.waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    const english = dialog.getByRole('textbox', { name: /^Name in English/ });
    await english.fill(name);
    await dialog.getByRole('textbox', { name: /^Resource term in English/ }).fill('Stall');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await grid.getByRole('gridcell', { name, exact: true }).waitFor({ timeout: UI_TIMEOUT });

    // Saved for the organisation: still there after a reload, marked as the organisation's own settings.
    await page.reload();
    const row = page
      .getByRole('grid', { name: 'Business types' })
      .getByRole('row', { name: new RegExp(name) });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await expect.poll(() => row.innerText()).toMatch(/Stall[\s\S]*Your organisation's/);

    // Back to the platform's defaults.
    await row.getByRole('gridcell', { name, exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Business type: Other' });
    await again.getByRole('button', { name: "Use the platform's defaults" }).click();
    await page
      .getByRole('dialog', { name: "Use the platform's defaults?" })
      .getByRole('button', { name: "Use the platform's defaults" })
      .click();
    await again.waitFor({ state: 'hidden' });
    await page
      .getByRole('grid', { name: 'Business types' })
      .getByRole('gridcell', { name: 'Resource', exact: true })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByText(name).count()).toBe(0);
  });

  test("an org admin sees its partner property and reads the partner's availability", async ({ page }) => {
    await openAs(page, 'orgadmin', PARTNERS);
    await page.getByRole('heading', { level: 1, name: 'Partner properties' }).waitFor();
    const row = page
      .getByRole('grid', { name: 'Partner properties' })
      .getByRole('row', { name: /Lakeside Lodge Queenstown/ });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await expect.poll(() => row.innerText()).toMatch(/Southern Lakes Lodges[\s\S]*12\.5%[\s\S]*Active/);
    expect(await severeAxeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Availability of Lakeside Lodge Queenstown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Availability: Lakeside Lodge Queenstown' });
    const queen = dialog.getByRole('table').getByRole('row', { name: /Lake View Queen/ });
    await queen.waitFor({ timeout: UI_TIMEOUT });
    // Fourteen days, each "left / total" of the room type's four rooms.
    expect(await queen.getByRole('cell').count()).toBe(14);
    await expect.poll(() => queen.innerText()).toMatch(/\d+ \/ 4/);
    expect(await dialog.getByRole('row', { name: /Alpine Family Suite/ }).count()).toBe(1);
    expect(await severeAxeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => queen.innerText()).toMatch(/\d+ \/ 4/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The other tab: the demo organisation's own properties that others distribute (none are seeded).
    await page.getByRole('tab', { name: 'Our properties with distributors' }).click();
    await page.getByRole('button', { name: 'Grant a distributor' }).waitFor();
    expect(new URL(page.url()).searchParams.get('side')).toBe('owner');
  });
});

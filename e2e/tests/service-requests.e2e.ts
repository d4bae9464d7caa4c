// Service requests (issue 11) end to end: the front desk raises a "broken tap" for a room from the housekeeping board,
// assigned to housekeeping; housekeeping, signed in elsewhere, sees it on that room's card and resolves it, and it
// leaves the board. Then the admin finds the requests as Service Management's Requests tab (a status tab in the
// address) and their three reports with a download. Axe on the board, the dialog, the list and the reports. The
// raised request's description is unique to the run, so the seeded requests decide nothing there.
import { describe, expect } from 'vitest';

import { newContext, test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('service requests', () => {
  test('the desk raises "broken tap" for a room; housekeeping sees it on the board and resolves it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const description = unique('Broken tap');
    await openAs(page, 'hotel.frontdesk', '/bookone/housekeeping');
    await page.getByRole('heading', { level: 1, name: 'Housekeeping' }).waitFor();
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    const room = (await firstCard.getAttribute('data-room'))!;
    const card = page.getByRole('article', { name: `Room ${room}`, exact: true });

    await card.getByRole('button', { name: `Raise a request for room ${room}` }).click();
    const dialog = page.getByRole('dialog', { name: 'New service request' });
    await dialog.waitFor();
    // The room of the card is already chosen.
    await expect.poll(() => dialog.getByRole('combobox', { name: /^Room/ }).innerText()).toBe(room);
    await dialog.getByRole('combobox', { name: /^Issue type/ }).click();
    await page.getByRole('option', { name: 'Maintenance', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Description/ }).fill(description);
    await dialog.getByRole('combobox', { name: /^Team/ }).click();
    await page.getByRole('option', { name: 'Housekeeping', exact: true }).click();
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const raised = card.getByText(description);
    await raised.waitFor({ timeout: UI_TIMEOUT });
    const reference = (await card.locator('li', { hasText: description }).getAttribute('data-request'))!;
    expect(reference).toMatch(/^SR-\d{6}$/);
    await page.getByText(`Request ${reference} raised`).waitFor();

    // Housekeeping, in its own session.
    const other = await newContext(browser, baseURL);
    try {
      const hk = await other.newPage();
      await openAs(hk, 'hotel.housekeeping', '/bookone/housekeeping');
      const hkCard = hk.getByRole('article', { name: `Room ${room}`, exact: true });
      await hkCard.getByText(description).waitFor({ timeout: UI_TIMEOUT });
      // Housekeeping resolves, but raises nothing.
      expect(await hk.getByRole('button', { name: /^Raise a request/ }).count()).toBe(0);
      expect(await severeAxeViolations(hk)).toEqual([]);

      await hkCard.getByRole('button', { name: `Resolve ${reference}: ${description}` }).click();
      await hk.getByText(`${reference} resolved`).waitFor({ timeout: UI_TIMEOUT });
      await hkCard.getByText(description).waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    } finally {
      await other.close();
    }

    // The desk's board no longer shows it once it reloads.
    await page.reload();
    await page.getByRole('article', { name: `Room ${room}`, exact: true }).waitFor();
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Raise a request/ })
      .waitFor();
    expect(await page.getByText(description).count()).toBe(0);
  });

  test("the admin finds the requests and their reports as Service Management's Requests tab", async ({
    page,
  }) => {
    await openAs(page, 'hotel.admin', '/master-service/service-list?tab=requests');
    await page.getByRole('heading', { level: 1, name: 'Service Management' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Service requests' });
    // The seeded requests still to do.
    await grid
      .getByText(/^SR-\d{6}$/)
      .first()
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('tab', { name: 'Closed' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('requestStatus')).toBe('CLOSED');
    await grid.getByText('Closed').first().waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Reports' }).click();
    const byType = page.getByRole('table', { name: 'Issue type report' });
    await byType.getByText('Housekeeping').waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('table', { name: 'Service management report' }).waitFor();
    await page.getByRole('table', { name: 'Property service report' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as Excel: Issue type report' }).click();
    expect((await download).suggestedFilename()).toMatch(/^issue-type-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});

// Reports (issue 15) end to end: the hotel's manager opens the night audit from the report dashboard; it opens on
// yesterday (the property's) and lists exactly the seeded bookings that stayed that night, as the booking list's API
// answers them; the Excel download is read back with exceljs and its totals row is the sum of its rows.
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const PROPERTY_ID = 1;

describe('reports', () => {
  test('the night audit of yesterday lists the seeded stays, and its workbook adds up', async ({ page }) => {
    await openAs(page, 'hotel.manager', '/report/report-dashboard');
    await page.getByRole('button', { name: /^Night audit/ }).click();
    const table = page.getByRole('table', { name: 'Night audit' });
    await table.waitFor({ timeout: UI_TIMEOUT });
    const date = await page.getByLabel('Date', { exact: true }).inputValue();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await severeAxeViolations(page)).toEqual([]);

    // The seeded bookings that spent that night, as the booking list reads them.
    const token = await page.evaluate(() => sessionStorage.getItem('AuthToken'));
    const response = await page.request.get(
      `/api/booking/property/${PROPERTY_ID}?stayFrom=${date}&stayTo=${date}&status=NEW,CONFIRMED,CHECKEDIN,CHECKEDOUT&size=200`,
      { headers: { APP_ID: 'BOOKONE_WEB_APP', Authorization: `Bearer ${token}` } },
    );
    expect(response.status()).toBe(200);
    const stays = ((await response.json()) as { items: { bookingNumber: string }[] }).items;
    expect(stays.length, 'the demo data has stays last night').toBeGreaterThan(0);
    const shown = await table.locator('tbody tr td:first-child').allTextContents();
    expect(shown.sort()).toEqual(stays.map((b) => b.bookingNumber).sort());

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Night audit as Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^night-audit-report-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(stays.length + 2);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    for (const name of ['Room revenue (night)', 'Folio total', 'Paid', 'Due']) {
      const at = header.indexOf(name) + 1;
      expect(at, name).toBeGreaterThan(0);
      let sum = 0;
      for (let r = 2; r < sheet.rowCount; r++) sum += Number(sheet.getRow(r).getCell(at).value);
      expect(Number(last.getCell(at).value), name).toBeCloseTo(sum, 1);
    }

    // The manager's dashboard shows the day close (business date, how it closes): labelled and axe clean too.
    await page.goto('/bookone/dashboard');
    await page.getByRole('region', { name: /^Business date: / }).waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});

// B2B companies (issue 10) end to end: the organisation's admin adds a corporate client on the Companies page, the
// front desk bills a new booking to it from the booking dialog, and the company's page shows the booking among its
// open charges and in its statement of account, both exported to Excel; axe on the list and the company's page.
// The company's name is one no other run uses, so the seeded companies decide nothing.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations, signInAs } from '../support/shell.ts';

const LIST = '/bookone-admin/companyList';
const BOOKINGS = '/bookone/manage-booking/list';
const isoPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs the current user out (the session lives in sessionStorage) and signs `user` in. */
async function switchUser(page: Page, user: Parameters<typeof signInAs>[1]) {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await signInAs(page, user);
}

/** The rows of the first sheet of a downloaded workbook, as text. */
async function sheetRows(page: Page, click: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).join(' | ')));
  return rows;
}

describe('B2B companies', () => {
  test('an org admin adds a company, the desk bills a booking to it, its page shows and exports the charge', async ({
    page,
  }) => {
    const name = unique('Kauri Consulting');
    const surname = unique('Corporate').replace(' ', '');

    // The organisation's admin adds the company.
    await openAs(page, 'orgadmin', LIST);
    await page.getByRole('heading', { level: 1, name: 'B2B companies' }).waitFor();
    await page.getByRole('grid', { name: 'Companies' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New company' }).click();
    const dialog = page.getByRole('dialog', { name: 'New company' });
    await dialog.getByRole('textbox', { name: /^Company name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Tax number/ }).fill('TX-42');
    await dialog.getByRole('textbox', { name: /^Contact name/ }).fill('Wiremu Tane');
    await dialog.getByRole('spinbutton', { name: /^Credit limit/ }).fill('100000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: UI_TIMEOUT });
    const companyUrl = new URL(page.url()).pathname;
    expect(companyUrl).toMatch(/^\/bookone-admin\/companyList\/\d+$/);
    await page.getByText('Nothing is owed: no billed booking has a balance.').waitFor();

    // The front desk bills a new booking to it.
    await switchUser(page, 'hotel.frontdesk');
    await page.goto(BOOKINGS);
    await page.getByRole('heading', { level: 1, name: 'Manage Bookings' }).waitFor();
    await page.getByRole('button', { name: 'New booking' }).click();
    const booking = page.getByRole('dialog', { name: 'New booking' });
    const arrival = 220 + Math.floor(Math.random() * 60);
    await booking.getByLabel('Arrival').fill(isoPlus(arrival));
    await booking.getByLabel('Departure').fill(isoPlus(arrival + 1));
    await booking.getByRole('textbox', { name: 'First name' }).fill('Hemi');
    await booking.getByRole('textbox', { name: 'Last name' }).fill(surname);
    const price = booking.getByRole('region', { name: 'Price' });
    await expect.poll(() => price.innerText(), { timeout: UI_TIMEOUT }).toMatch(/Nights\s*1/);
    await booking.getByRole('combobox', { name: 'Bill to company' }).click();
    await page.getByRole('option', { name: new RegExp(`^${name} \\(credit left`) }).click();
    await booking.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByText(/^Booking [A-Z0-9]+-\d+ created$/).waitFor();
    await booking.waitFor({ state: 'hidden' });

    // The company's page shows the charge in its open charges and its statement, and exports both.
    await switchUser(page, 'orgadmin');
    await page.goto(companyUrl);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const charges = page.getByRole('region', { name: 'Open charges' });
    const chargeRow = charges.getByRole('row').filter({ hasText: `Hemi ${surname}` });
    await chargeRow.waitFor({ timeout: UI_TIMEOUT });
    const reference = (await chargeRow.getByRole('cell').nth(2).innerText()).trim();
    expect(reference).toMatch(/^[A-Z0-9]+-\d+$/);
    const statement = page.getByRole('region', { name: 'Statement of account' });
    await statement.getByRole('row').filter({ hasText: reference }).waitFor();
    await statement.getByRole('row').filter({ hasText: 'Closing balance' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    const chargeSheet = await sheetRows(page, () =>
      charges.getByRole('button', { name: 'Export to Excel' }).click(),
    );
    expect(chargeSheet[0]).toMatch(/^Date \| Due \| Reference/);
    expect(chargeSheet.some((r) => r.includes(reference) && r.includes(`Hemi ${surname}`))).toBe(true);
    const statementSheet = await sheetRows(page, () =>
      statement.getByRole('button', { name: 'Export to Excel' }).click(),
    );
    expect(statementSheet.some((r) => r.includes('Opening balance'))).toBe(true);
    expect(statementSheet.some((r) => r.includes(reference) && r.includes('CHARGE'))).toBe(true);
    expect(statementSheet.at(-1)).toMatch(/Closing balance/);

    // The list shows what the company owes now.
    await page.goto(`${LIST}?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('grid', { name: 'Companies' }).getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await row.innerText()).not.toMatch(/\b0\.00\b/);
  });
});

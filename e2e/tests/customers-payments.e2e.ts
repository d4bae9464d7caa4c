// Customers, payments and expenses (issue 5) as the property's staff use them: a new customer warned about a
// duplicate (same email) while typing and merged with it; an identity document with its front scan uploaded and
// downloaded (a file over 5 MB refused before sending); a payment recorded on its own changing the total of the
// filter; the payments exported to Excel; an expense with its receipt showing in the totals by type; axe on the
// four pages. Each test makes its own data with names no other run uses, so the seeded data decides nothing.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations, signInAs } from '../support/shell.ts';

const PROPERTY_ID = 1;
/** A 1×1 PNG: the server judges uploads by their first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const unique = (what: string) => `${what}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the API as the signed-in user (the token the app keeps in sessionStorage); answers status and body. */
async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await page.evaluate(() => sessionStorage.getItem('AuthToken'));
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { APP_ID: 'BOOKONE_WEB_APP', Authorization: `Bearer ${token}` },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/** A formatted amount as a number: the app formats money the French way ("1 234,50 $NZ", spec §9). */
function amountOf(text: string): number {
  const cleaned = text
    .replace(/[^0-9,.-]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  return Number(cleaned);
}

describe('customers', () => {
  test('a new customer with the email of another is warned while typing, then merged with it', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.frontdesk');
    const last = unique('Dup');
    const email = `${last.toLowerCase()}@example.com`;
    const phone = `+64 21 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const existing = await apiCall<{ customer: { id: number } }>(
      page,
      'POST',
      `/api/customer/property/${PROPERTY_ID}`,
      { firstName: 'Original', lastName: last, email, phone },
    );
    expect(existing.status).toBe(201);

    await page.goto('/bookone/add-customer');
    await page.getByRole('heading', { level: 1, name: 'Add customer' }).waitFor();
    await page.getByRole('textbox', { name: /^First name/ }).fill('Copy');
    await page.getByRole('textbox', { name: /^Last name/ }).fill(last);
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    const warning = page.getByRole('region', { name: 'Possible duplicate' });
    await expect.poll(() => warning.innerText(), { timeout: UI_TIMEOUT }).toContain(`Original ${last}`);
    // Not saved yet: the duplicate can be opened, not merged.
    expect(await warning.getByRole('button', { name: /^Merge/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('customerId')).toMatch(/^\d+$/);
    const newId = Number(new URL(page.url()).searchParams.get('customerId'));
    expect(newId).not.toBe(existing.body.customer.id);
    await page.getByRole('heading', { level: 1, name: `Customer: Copy ${last}` }).waitFor();

    await warning.getByRole('button', { name: `Merge Original ${last} into this customer` }).click();
    const confirm = page.getByRole('dialog', { name: `Merge Original ${last} into Copy ${last}?` });
    await expect
      .poll(() => confirm.innerText())
      .toMatch(/bookings, payments and identity documents of Original .* move to Copy/);
    await confirm.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText(`Original ${last} was merged into this customer`).waitFor();

    // The duplicate is gone and its phone filled the blank phone of the kept customer.
    expect((await apiCall(page, 'GET', `/api/customer/${existing.body.customer.id}`)).status).toBe(404);
    await expect.poll(() => page.getByRole('textbox', { name: /^Phone/ }).inputValue()).toBe(phone);
    await expect.poll(() => warning.count()).toBe(0);
  });

  test('an identity document: a file over 5 MB is refused, a scan is uploaded and downloaded', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.frontdesk');
    const last = unique('Kyc');
    const created = await apiCall<{ customer: { id: number } }>(
      page,
      'POST',
      `/api/customer/property/${PROPERTY_ID}`,
      { firstName: 'Ida', lastName: last },
    );
    await page.goto(`/bookone/add-customer?customerId=${created.body.customer.id}`);
    const section = page.getByRole('region', { name: 'Identity documents' });
    await section.getByText('No identity document yet').waitFor();
    const number = unique('P').toUpperCase();
    await section.getByRole('textbox', { name: /^Document number/ }).fill(number);
    await section.getByRole('button', { name: 'Add document' }).click();
    await section.getByRole('rowheader', { name: number }).waitFor();

    const frontInput = section.getByLabel(`Upload front · ${number}`);
    await frontInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await section.getByRole('alert').filter({ hasText: 'The file is larger than 5 MB' }).first().waitFor();

    await frontInput.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    const download = section.getByRole('button', { name: 'Download Front (passport.png)' });
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('passport.png');
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await file.path())).equals(PNG)).toBe(true);
  });

  test('axe: the customer list and a customer page have no serious violations', async ({ page }) => {
    await openAs(page, 'hotel.frontdesk', '/bookone/customer-list');
    await page.getByRole('grid', { name: 'Customers' }).waitFor();
    await page.getByRole('grid', { name: 'Customers' }).getByRole('row').nth(1).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.goto('/bookone/add-customer');
    await page.getByRole('heading', { level: 1, name: 'Add customer' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});

describe('payments and expenses', () => {
  test('a payment on its own changes the total of the filter, and the export holds it', async ({ page }) => {
    await openAs(page, 'hotel.admin', '/bookone/manage-payment');
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    const note = unique('Deposit ');
    await page.getByRole('searchbox', { name: 'Search' }).fill(note);
    const total = page.getByTestId('payments-total');
    await expect.poll(async () => amountOf(await total.innerText())).toBe(0);

    await page.getByRole('button', { name: 'New payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New payment' });
    // The dialog refuses a zero amount before sending anything.
    await dialog.getByRole('spinbutton', { name: /^Amount/ }).fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Must be more than 0').waitFor();
    await dialog.getByRole('spinbutton', { name: /^Amount/ }).fill('123.45');
    await dialog.getByRole('textbox', { name: /^Description/ }).fill(note);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => amountOf(await total.innerText())).toBe(123.45);
    const grid = page.getByRole('grid', { name: 'Payments' });
    await grid.getByRole('row').filter({ hasText: note }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    // The export is the same filter as the list: the header and this payment (maybe a totals row).
    const mine = rows.filter((r) => r.some((v) => v === note));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(123.45);

    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('an expense with its receipt shows in the totals by type', async ({ page }) => {
    await openAs(page, 'hotel.admin', '/bookone/manage-expense');
    await page.getByRole('heading', { level: 1, name: 'Expenses' }).waitFor();
    const description = unique('Window cleaning ');
    await page.getByRole('searchbox', { name: 'Search' }).fill(description);
    const byType = page.getByRole('region', { name: 'Totals by type' });
    await byType.getByText('Nothing spent in this filter').waitFor();

    await page.getByRole('button', { name: 'New expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'New expense' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Type and description are required, and the amount too.
    await dialog.getByText('This field is required').first().waitFor();
    await dialog.getByText('Enter an amount').waitFor();
    await dialog.getByRole('combobox', { name: /^Expense type/ }).click();
    await page.getByRole('option', { name: 'Cleaning Fee', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Description/ }).fill(description);
    await dialog.getByRole('spinbutton', { name: /^Amount/ }).fill('45.5');
    await dialog.getByLabel('Upload receipt').setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByText('receipt.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = byType.getByRole('row', { name: /Cleaning Fee/ });
    await row.waitFor();
    expect(amountOf((await row.getByRole('cell').nth(1).innerText()) ?? '')).toBe(45.5);
    expect(amountOf(await page.getByTestId('expenses-total').innerText())).toBe(45.5);

    const grid = page.getByRole('grid', { name: 'Expenses' });
    const receipt = grid.getByRole('button', { name: /^Download receipt of expense #\d+$/ });
    await receipt.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(file.suggestedFilename()).toBe('receipt.pdf');

    expect(await severeAxeViolations(page)).toEqual([]);
  });
});

// Address setup (issue 10) as the platform keeps it and the front desk uses it: the super admin opens Auckland's
// suburbs from the city list, adds one, uploads a street CSV with one bad row (sees the row's error, and nothing is
// written), fixes the file and imports it; the front desk's customer form then offers the new street while typing
// an address, and picking it fills the city and postcode. Axe on the setup pages and the customer form.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations, signInAs } from '../support/shell.ts';

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SUBURB = `Kingsland ${suffix}`;
const STREET = `Harakeke Lane ${suffix}`;
const HEADER = 'country,state,city,suburb,street,postcode';

/** Counts the streets matching a name through the API, as the signed-in super admin. */
async function streetsNamed(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('AuthToken'));
  const response = await page.request.get(`/api/address/streets?search=${encodeURIComponent(name)}`, {
    headers: { APP_ID: 'BOOKONE_WEB_APP', Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

describe('address setup', () => {
  test('the super admin adds a suburb and imports its streets; the customer form offers them', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAs(page, 'superadmin');

    // Auckland's suburbs, from the city list's count.
    await page.goto('/bookone-admin/address-setup/city?q=Auckland');
    await page.getByRole('heading', { name: 'City Setup', level: 1 }).waitFor();
    const cities = page.getByRole('grid', { name: 'City Setup' });
    await cities.getByRole('link', { name: /^Show what is under Auckland \(\d+\)$/ }).click();
    await page.getByRole('heading', { name: 'Suburb Setup', level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('parentId')).toMatch(/^\d+$/);
    const suburbs = page.getByRole('grid', { name: 'Suburb Setup' });
    await suburbs.getByRole('row', { name: /Ponsonby/ }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Suburb' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Suburb' });
    await expect
      .poll(() => dialog.getByRole('combobox', { name: /^City/ }).inputValue())
      .toMatch(/^Auckland/);
    await dialog.getByRole('textbox', { name: /^Suburb/ }).fill(SUBURB);
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('1021');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await suburbs.getByRole('row', { name: new RegExp(SUBURB) }).waitFor();

    // A street file with one bad row: the preview names it and nothing is written.
    await page.goto('/bookone-admin/address-setup/steet');
    await page.getByRole('heading', { name: 'Street Setup', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload streets from a CSV file' });
    const fileInput = upload.locator('input[type="file"]');
    const bad = [
      HEADER,
      `New Zealand,Auckland,Auckland,${SUBURB},${STREET},1021`,
      `NZ,Auckland,Auckland,Atlantis,${STREET} East,1021`,
    ].join('\n');
    await fileInput.setInputFiles({ name: 'streets.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await upload.getByText('1 new, 0 already there, 1 with errors.').waitFor();
    await upload.getByText('No suburb “Atlantis” here').waitFor();
    expect(await upload.getByRole('button', { name: 'Import 1 street' }).isDisabled()).toBe(true);
    expect(await streetsNamed(page, STREET)).toBe(0);
    expect(await severeAxeViolations(page)).toEqual([]);

    // The file fixed: both streets imported at once.
    const fixed = bad.replace(',Atlantis,', `,${SUBURB},`);
    await fileInput.setInputFiles({ name: 'streets.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
    await upload.getByText('2 new, 0 already there, 0 with errors.').waitFor();
    await upload.getByRole('button', { name: 'Import 2 streets' }).click();
    await upload.waitFor({ state: 'hidden' });
    await page.getByText('2 streets imported').waitFor();
    expect(await streetsNamed(page, STREET)).toBe(2);
    await page
      .getByRole('grid', { name: 'Street Setup' })
      .getByRole('row', { name: new RegExp(`${STREET} East`) })
      .waitFor();

    // The front desk types a guest's address: the new street is offered, and picking it fills the rest.
    const desk = await (await browser.newContext({ baseURL, locale: 'en-GB' })).newPage();
    await openAs(desk, 'hotel.frontdesk', '/bookone/add-customer');
    await desk.getByRole('heading', { level: 1, name: 'Add customer' }).waitFor();
    const line1 = desk.getByRole('combobox', { name: 'Address line 1' });
    await line1.fill(`12 Harakeke Lane ${suffix}`);
    await desk.getByRole('option', { name: new RegExp(`^${STREET}\\s*1021`) }).click({ timeout: UI_TIMEOUT });
    await expect.poll(() => line1.inputValue()).toBe(`12 ${STREET}`);
    expect(await desk.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Auckland');
    expect(await desk.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe('1021');
    expect(await desk.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('New Zealand');
    expect(await severeAxeViolations(desk)).toEqual([]);
    await desk.context().close();
  });
});

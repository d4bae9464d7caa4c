// Products (issue 12) end to end: the bistro's admin adds a product group and a product with two variations (one
// priced by a factor of the product's price) and a modifier group, changes the price and sees the factored
// variation follow; imports a menu file with an error (nothing written, the row's error shown) and then a valid
// one (its rows listed); the filters survive a reload; the list is exported to Excel; axe on both pages and the
// dialogs. Names and codes carry this run's stamp, so earlier runs decide nothing.
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

describe('Products', () => {
  test('the bistro admin builds a group and a product, imports a menu and exports the list', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase().slice(-6);
    const groupName = `Specials ${stamp}`;
    const productName = `Capricciosa ${stamp}`;
    const code = `CAP-${stamp}`;

    await openAs(page, 'bistro.admin', '/product/product-group-list');
    await page.getByRole('heading', { level: 1, name: 'Product groups' }).waitFor();
    await page.getByRole('grid', { name: 'Product groups' }).getByText('Pizzas', { exact: true }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'New product group' });
    await groupDialog.getByRole('textbox', { name: /^Name/ }).fill(groupName);
    await groupDialog.getByRole('textbox', { name: /^Kitchen station/ }).fill('Pizza oven');
    expect(await severeAxeViolations(page)).toEqual([]);
    await groupDialog.getByRole('button', { name: 'Save' }).click();
    await groupDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await page.getByRole('row').filter({ hasText: groupName }).waitFor({ timeout: UI_TIMEOUT });

    // A product of the new group: a family size at 1.5 × its price, a slice at its own price, toppings.
    await page.goto('/product/list');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('grid', { name: 'Products' }).getByText('Tiramisu', { exact: true }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByRole('combobox', { name: /^Group/ }).click();
    await page.getByRole('option', { name: `${groupName} (Dine In)` }).click();
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(productName);
    await dialog
      .getByRole('spinbutton', { name: /^Price/ })
      .first()
      .fill('20');
    await dialog.getByRole('button', { name: 'Add a variation' }).click();
    await dialog.getByRole('textbox', { name: /^Variation 1/ }).fill('Family');
    await dialog.getByRole('combobox', { name: /^Priced by \(variation 1\)/ }).click();
    await page.getByRole('option', { name: 'A factor of the price' }).click();
    await dialog.getByRole('spinbutton', { name: /^Factor \(variation 1\)/ }).fill('1.5');
    await dialog.getByText(/Makes .*30\.00/).waitFor();
    await dialog.getByRole('button', { name: 'Add a variation' }).click();
    await dialog.getByRole('textbox', { name: /^Variation 2/ }).fill('Slice');
    await dialog.getByRole('spinbutton', { name: /^Price \(variation 2\)/ }).fill('6');
    await dialog.getByRole('combobox', { name: 'Modifiers and toppings' }).click();
    await page.getByRole('option', { name: 'Toppings' }).click();
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(stamp);
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await expect.poll(() => row.innerText()).toMatch(/Family .*30\.00/);
    await expect.poll(() => row.innerText()).toMatch(/Slice .*6\.00/);

    // A new price: the family size follows (1.5 × 24), the slice keeps its own.
    await row.click();
    const edit = page.getByRole('dialog', { name: `Product: ${productName}` });
    await edit
      .getByRole('spinbutton', { name: /^Price/ })
      .first()
      .fill('24');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await expect.poll(() => row.innerText()).toMatch(/Family .*36\.00/);
    await expect.poll(() => row.innerText()).toMatch(/Slice .*6\.00/);

    // A menu file with a row missing its price: the row's error, no import.
    await page.getByRole('button', { name: 'Import a menu' }).click();
    const importer = page.getByRole('dialog', { name: 'Import a menu (CSV)' });
    await importer
      .getByRole('combobox', { name: /^Outlet/ })
      .getByText('Dine In')
      .waitFor();
    await importer
      .getByLabel('Choose a CSV file')
      .setInputFiles(
        csvFile(
          'bad.csv',
          `name,group,price,tax\nBanoffee ${stamp},${groupName},12,15\nSpritz ${stamp},${groupName},,\n`,
        ),
      );
    await importer.getByText('Price: Enter an amount').waitFor({ timeout: UI_TIMEOUT });
    expect(await importer.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);
    await importer
      .getByLabel('Choose a CSV file')
      .setInputFiles(
        csvFile(
          'menu.csv',
          `name,group,price,tax\nBanoffee ${stamp},${groupName},12,15\nSpritz ${stamp},${groupName},14,\n`,
        ),
      );
    await importer.getByText('2 rows ready to import (0 new groups).').waitFor({ timeout: UI_TIMEOUT });
    await importer.getByRole('button', { name: 'Import' }).click();
    await importer.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await page
      .getByRole('row')
      .filter({ hasText: `Banoffee ${stamp}` })
      .waitFor({ timeout: UI_TIMEOUT });
    await page
      .getByRole('row')
      .filter({ hasText: `Spritz ${stamp}` })
      .waitFor();

    // The filters live in the address: a reload keeps them and the rows they find.
    await page.getByRole('tab', { name: 'On sale' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('active');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(stamp);
    await page.reload();
    await page.getByRole('row').filter({ hasText: productName }).waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(stamp);
    expect(await page.getByRole('tab', { name: 'On sale' }).getAttribute('aria-selected')).toBe('true');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const names: unknown[] = [];
    workbook.worksheets[0]!.eachRow((r) => names.push((r.values as unknown[])[5]));
    expect(names.filter((n) => typeof n === 'string' && n.endsWith(stamp)).sort()).toEqual(
      [`Banoffee ${stamp}`, productName, `Spritz ${stamp}`].sort(),
    );
  });
});

// Rates and availability (issue 4) as a hotel user sees them: a bulk rate update over a range changes the grid, an
// inline cell edit persists after a reload, and the front desk sees the grid read-only. The suite's server starts
// with fresh demo data: Harbour View Hotel has 4 room types with 365 days of rates.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { signIn, signOutButton, test, UI_TIMEOUT } from '../support/browser.ts';
import { severeAxeViolations } from '../support/shell.ts';

const PASSWORD = 'Demo@2026';
const HOTEL_ADMIN = 'hotel.admin@bookone.demo';
const HOTEL_FRONTDESK = 'hotel.frontdesk@bookone.demo';
const RATES_PATH = '/bookone/manage-rates-availability';
const GRID = /^Rates and availability from/;

async function openGrid(page: Page, username: string): Promise<void> {
  await signIn(page, username, PASSWORD);
  await signOutButton(page).waitFor();
  await page.goto(RATES_PATH);
  await page.getByRole('heading', { level: 1, name: 'Rates & Availability' }).waitFor();
  await page.getByRole('region', { name: GRID }).waitFor();
}

/** The cell of a room type on a date (an edit button for editors, a group for readers). */
const cell = (page: Page, roomType: string, date: string) =>
  page.locator(`[data-date="${date}"][aria-label*=", ${roomType}, "]`);

const priceOf = (page: Page, roomType: string, date: string) =>
  cell(page, roomType, date).getByTestId('cell-price').innerText();

/** The dates shown in the grid, in order. */
async function gridDates(page: Page, roomType: string): Promise<string[]> {
  return page
    .locator(`[data-date][aria-label*=", ${roomType}, "]`)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''));
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('rates and availability grid', () => {
  test('a bulk update sets 199 for Standard Queen on next Mon–Fri; the weekend keeps its price', async ({
    page,
  }) => {
    await openGrid(page, HOTEL_ADMIN);
    const dates = await gridDates(page, 'Standard Queen');
    expect(dates).toHaveLength(14);
    // The first Monday after today whose Friday and Sunday are in view.
    const monday = dates.find((d, i) => i > 0 && weekday(d) === 1 && dates.includes(plusDays(d, 6)));
    expect(monday, `a Monday in ${dates.join(', ')}`).toBeTruthy();
    const week = [0, 1, 2, 3, 4].map((n) => plusDays(monday!, n));
    const weekend = [plusDays(monday!, 5), plusDays(monday!, 6)];
    const weekendBefore = await Promise.all(weekend.map((d) => priceOf(page, 'Standard Queen', d)));
    const otherBefore = await priceOf(page, 'Family Suite', monday!);

    await page.getByRole('button', { name: 'Bulk update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk update' });
    await dialog.getByLabel('From', { exact: true }).fill(monday!);
    await dialog.getByLabel('To', { exact: true }).fill(weekend[1]!);
    await dialog.getByRole('button', { name: 'Mon–Fri' }).click();
    // No room type is ticked at first (issue 8): the update applies only to what the user picks.
    expect(await dialog.getByRole('checkbox', { name: 'All room types' }).isChecked()).toBe(false);
    await dialog.getByRole('checkbox', { name: 'Standard Queen' }).check();
    await dialog.getByLabel('Price change', { exact: true }).selectOption('SET');
    await dialog.getByRole('spinbutton', { name: 'Value' }).fill('199');
    // A summary of what will change comes before the update is applied.
    await dialog.getByRole('button', { name: 'Review changes' }).click();
    await dialog.getByText('Room types: Standard Queen').waitFor();
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('5 cells updated').waitFor();

    for (const d of week) {
      await expect.poll(() => priceOf(page, 'Standard Queen', d), { timeout: UI_TIMEOUT }).toBe('199');
    }
    for (const [i, d] of weekend.entries()) {
      expect(await priceOf(page, 'Standard Queen', d)).toBe(weekendBefore[i]);
    }
    expect(await priceOf(page, 'Family Suite', monday!)).toBe(otherBefore);

    // The change is the server's: it is still there after a reload.
    await page.reload();
    await page.getByRole('region', { name: GRID }).waitFor();
    expect(await priceOf(page, 'Standard Queen', week[2]!)).toBe('199');
  });

  test('an inline cell edit persists after a reload', async ({ page }) => {
    await openGrid(page, HOTEL_ADMIN);
    const [, date] = await gridDates(page, 'Deluxe King Harbour View');
    await cell(page, 'Deluxe King Harbour View', date!).click();
    const dialog = page.getByRole('dialog');
    const price = dialog.getByRole('spinbutton', { name: /^Price/ });
    await price.fill('287');
    await dialog.getByRole('checkbox', { name: 'Closed to arrival (CTA)' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => priceOf(page, 'Deluxe King Harbour View', date!)).toBe('287');

    await page.reload();
    await page.getByRole('region', { name: GRID }).waitFor();
    expect(await priceOf(page, 'Deluxe King Harbour View', date!)).toBe('287');
    await cell(page, 'Deluxe King Harbour View', date!).getByText('CTA').waitFor();
  });

  test('the grid an editor sees: no serious or critical axe violations (cells named after what they show)', async ({
    page,
  }) => {
    await openGrid(page, HOTEL_ADMIN);
    await page.getByRole('button', { name: 'Show rate plans of Standard Queen' }).click();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('the front desk sees the grid read-only', async ({ page }) => {
    await openGrid(page, HOTEL_FRONTDESK);
    await page.getByText(/only a property administrator or manager can change it/).waitFor();
    expect(await page.getByRole('button', { name: 'Bulk update' }).count()).toBe(0);
    const region = page.getByRole('region', { name: GRID });
    expect(await region.getByRole('button', { name: /, Standard Queen, / }).count()).toBe(0);
    expect(await region.getByRole('group', { name: /, Standard Queen, / }).count()).toBe(14);
    // A cell opens nothing.
    await region
      .getByRole('group', { name: /, Standard Queen, / })
      .first()
      .click();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

// The point of sale (issue 12) end to end. At the Corner Bistro the waiter (service staff) opens table 4 on the
// floor plan, orders three items (a pizza in a size with a note for the kitchen), sends them to the table, splits the bill equally and takes two payments until the order is paid; the sold-out
// dishes are marked and cannot be picked. At Harbour View the desk takes a room order for an in-house guest and
// finds it on that guest's folio. Axe on the POS and floor views and the split dialog.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

/** Adds a product from its tile; one with sizes or toppings asks first. */
async function addSimple(page: Page, name: string) {
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

describe('Point of sale', () => {
  test(
    'a waiter serves table 4: another round, a split bill and two payments',
    { timeout: 240_000 },
    async ({ page }) => {
      await openAs(page, 'bistro.waiter', '/order/create-order?view=tables');
      await page.getByRole('heading', { level: 1, name: 'Point of sale' }).waitFor();
      const table4 = page.getByRole('button', { name: /^Table 4, / });
      await table4.waitFor({ timeout: UI_TIMEOUT });
      // Today's service is running: table 4 has an order, table 5 waits for guests.
      expect(await table4.getAttribute('aria-label')).not.toBe('Table 4, Free');
      await page.getByRole('button', { name: 'Table 5, Free' }).waitFor();
      expect(await severeAxeViolations(page)).toEqual([]);

      await table4.click();
      const lines = page.getByRole('list', { name: 'Lines of the order' });
      await lines.waitFor({ timeout: UI_TIMEOUT });
      const before = await lines.getByRole('listitem').count();
      await page.getByRole('button', { name: 'Add items' }).click();
      await page
        .getByRole('heading', { name: /^Another round for Table 4/ })
        .waitFor({ timeout: UI_TIMEOUT });

      // Sold out: flagged so, or its kept stock gone; neither can be picked.
      await page.getByRole('button', { name: 'Mains', exact: true }).click();
      expect(await page.getByRole('button', { name: 'Pumpkin Gnocchi, sold out' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Desserts', exact: true }).click();
      expect(await page.getByRole('button', { name: 'Baked Cheesecake, sold out' }).isDisabled()).toBe(true);

      await page.getByRole('textbox', { name: 'Search the menu' }).fill('margherita');
      await page.getByRole('button', { name: 'Add Margherita', exact: true }).click();
      const options = page.getByRole('dialog', { name: 'Margherita' });
      await options.getByRole('radio', { name: /^Large/ }).check();
      await options.getByRole('textbox', { name: 'Note for the kitchen' }).fill('no basil');
      expect(await severeAxeViolations(page)).toEqual([]);
      await options.getByRole('button', { name: 'Add to order' }).click();
      await options.waitFor({ state: 'hidden' });
      await page.getByRole('textbox', { name: 'Search the menu' }).fill('');
      await addSimple(page, 'Garlic Bread');
      await addSimple(page, 'Tiramisu');
      const cart = page.getByRole('list', { name: 'Order lines' });
      await cart.getByText('Margherita · Large').waitFor();
      await cart.getByText('Note: no basil').waitFor();
      expect(await cart.getByRole('listitem').count()).toBe(3);
      await page
        .getByText(/^Tax\b/)
        .first()
        .waitFor();
      expect(await severeAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Send to the table' }).click();
      await page.getByText(/^Sent to Table 4 \(.+-O-\d{6}\)$/).waitFor({ timeout: UI_TIMEOUT });
      // Back on the floor, the table's order holds the new round.
      await expect.poll(() => lines.getByRole('listitem').count(), { timeout: UI_TIMEOUT }).toBe(before + 3);
      await lines.getByText('1 × Margherita · Large').waitFor();
      await lines.getByText('Note: no basil').waitFor();

      await page.getByRole('button', { name: 'Split the bill' }).click();
      const split = page.getByRole('dialog', { name: /^Split the bill of / });
      await split.getByRole('button', { name: 'Equally' }).click();
      expect(await severeAxeViolations(page)).toEqual([]);
      await split.getByRole('button', { name: 'Work out the parts' }).click();
      const part1 = split.getByRole('group', { name: 'Part 1' });
      const part2 = split.getByRole('group', { name: 'Part 2' });
      await part1.getByRole('button', { name: /^Take / }).click();
      await part1.getByText('Paid (Card)').waitFor({ timeout: UI_TIMEOUT });
      await part2.getByRole('combobox', { name: 'Payment mode' }).click();
      await page.getByRole('option', { name: 'Cash' }).click();
      await part2.getByRole('button', { name: /^Take / }).click();
      await part2.getByText('Paid (Cash)').waitFor({ timeout: UI_TIMEOUT });
      await split.getByText(/^Balance now: \D*0[.,]00$/).waitFor({ timeout: UI_TIMEOUT });
      await split.getByRole('button', { name: 'Done' }).click();
      await page.getByText(/^.+-O-\d{6} is paid\.$/).waitFor({ timeout: UI_TIMEOUT });
      expect(await page.getByRole('button', { name: 'Split the bill' }).count()).toBe(0);
    },
  );

  test(
    "a room order at Harbour View is charged to the in-house guest's folio",
    { timeout: 120_000 },
    async ({ page }) => {
      await openAs(page, 'hotel.frontdesk', '/order/create-order');
      await page.getByRole('heading', { level: 1, name: 'Point of sale' }).waitFor();
      await page.getByRole('combobox', { name: 'Outlet' }).click();
      await page.getByRole('option', { name: 'Harbour Kitchen' }).click();
      await page.getByRole('button', { name: 'Room order' }).click();
      await page.getByRole('combobox', { name: /^In-house guest/ }).click();
      const guest = page.getByRole('option').first();
      await guest.waitFor({ timeout: UI_TIMEOUT });
      await guest.click();
      await addSimple(page, 'Club Sandwich');
      expect(await severeAxeViolations(page)).toEqual([]);

      const created = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/order\/property\/\d+$/.test(r.url()),
      );
      await page.getByRole('button', { name: 'Send order' }).click();
      const order = (await (await created).json()) as {
        referenceNumber: string;
        bookingId: number;
        bookingNumber: string;
      };
      await page.getByText(`Order ${order.referenceNumber} sent`).waitFor({ timeout: UI_TIMEOUT });

      await page.goto(`/bookone/manage-booking/${order.bookingId}`);
      await page.getByRole('heading', { level: 1, name: `Booking ${order.bookingNumber}` }).waitFor();
      await page.getByRole('tab', { name: 'Folio' }).click();
      await page.getByText(`Room order ${order.referenceNumber}`).first().waitFor({ timeout: UI_TIMEOUT });
    },
  );
});

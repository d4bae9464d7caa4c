// Business leads end to end (issue 15's Done-when: "a lead moves across the board"): a visitor books a demo on the
// public form; the platform's sales account finds it on the board, drags the seeded Kauri Cove Lodge from New to
// Contacted, moves it on to Demo with the card's menu (the keyboard's way), and after a reload both leads are where
// they were put. axe on the public form and the board.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

/** A seeded lead in the New column (apps/server/src/modules/lead/lead.seed.ts). */
const SEEDED = 'Kauri Cove Lodge';

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}\\b`) });
const card = (page: Page, stage: string, name: string) =>
  column(page, stage).getByRole('listitem').filter({ hasText: name });

describe('business leads', () => {
  test('a demo booked on the public form arrives; a lead moves across the board and stays moved', async ({
    page,
    context,
  }) => {
    const business = `Tui Ridge Retreat ${Date.now().toString(36)}`;

    // A visitor, signed in nowhere, books a demo.
    const visitor = await context.newPage();
    await visitor.goto('/book-a-demo');
    await visitor.getByRole('heading', { name: 'Book a demo', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(visitor), 'book a demo form').toEqual([]);
    await visitor.getByRole('textbox', { name: /^Business name/ }).fill(business);
    await visitor.getByRole('textbox', { name: /^First name/ }).fill('Anahera');
    await visitor
      .getByRole('textbox', { name: /^Email/ })
      .fill(`anahera.${Date.now().toString(36)}@tuiridge.example`);
    await visitor.getByRole('checkbox', { name: 'Channel manager' }).check();
    await visitor.getByRole('button', { name: 'Book my demo' }).click();
    await visitor.getByRole('status').filter({ hasText: 'Thank you' }).waitFor();
    await visitor.close();

    await openAs(page, 'sales', '/business-lead/list');
    await card(page, 'New', business).waitFor();
    await card(page, 'New', SEEDED).waitFor();
    expect(await severeAxeViolations(page), 'leads board').toEqual([]);

    // Dragged from New onto Contacted.
    await card(page, 'New', SEEDED).dragTo(column(page, 'Contacted'));
    await card(page, 'Contacted', SEEDED).waitFor();
    await expect.poll(() => card(page, 'New', SEEDED).count()).toBe(0);

    // On to Demo with the card's menu, from the keyboard.
    await card(page, 'Contacted', SEEDED)
      .getByRole('button', { name: `Move ${SEEDED}` })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move to Demo' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Move to Demo');
    await page.keyboard.press('Enter');
    await card(page, 'Demo', SEEDED).waitFor();

    // The server kept both where they were put.
    await page.reload();
    await card(page, 'Demo', SEEDED).waitFor();
    await card(page, 'New', business).waitFor();
    expect(await card(page, 'Contacted', SEEDED).count()).toBe(0);
  });
});

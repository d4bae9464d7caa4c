// OTA channels (issue 16) end to end: the super admin's catalogue; Harbour View's admin connects the property to a
// channel and maps a room type, copies the iCal channel's busy feed URL of a room type and that URL answers a
// calendar, and reads the connection's sync health; a property without Channel Management is told how to get it.
// Axe on the catalogue, the connections, a connection's tabs and the explanation.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const settled = (page: Page) =>
  expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);

describe('OTA channels', () => {
  test('the super admin sees the channel catalogue', async ({ page }) => {
    await openAs(page, 'superadmin', '/bookone-admin/manage-channel');
    await page.getByRole('heading', { name: 'OTA channels', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    const grid = page.getByRole('grid', { name: 'OTA channels' });
    await grid.getByRole('row').filter({ hasText: 'Agoda' }).first().waitFor({ timeout: UI_TIMEOUT });
    expect(await grid.getByRole('row').filter({ hasText: 'iCal feeds' }).count()).toBeGreaterThan(0);
    await settled(page);
    expect(await severeAxeViolations(page), 'axe on the catalogue').toEqual([]);
  });

  test('the hotel admin connects a channel, maps a room type, copies a working iCal feed URL and reads sync health', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openAs(page, 'hotel.admin', '/bookone-admin/channel-configure/0/0/0');
    await page
      .getByRole('heading', { name: 'OTA channel management', level: 1 })
      .waitFor({ timeout: UI_TIMEOUT });
    const connections = page.getByRole('table', { name: 'Connected channels' });
    await connections.getByRole('link', { name: 'iCal' }).waitFor({ timeout: UI_TIMEOUT });
    await settled(page);
    expect(await severeAxeViolations(page), 'axe on the connections').toEqual([]);

    // Connect Agoda: its connection opens on the Mapping tab, where a room type gets its code at the channel.
    await page.getByRole('button', { name: 'Connect a channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a channel' });
    await dialog.getByRole('combobox', { name: /^Channel/ }).click();
    await page.getByRole('option', { name: 'Agoda', exact: true }).click();
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await page.getByRole('heading', { name: 'Agoda', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('combobox', { name: 'Map a room type' }).click();
    await page.getByRole('option', { name: 'Standard Queen', exact: true }).click();
    await page.getByRole('textbox', { name: /^Room code of Standard Queen/ }).fill('AGODA-SQ');
    await page.getByRole('button', { name: 'Save mapping' }).click();
    await page.getByText('Mapping saved').waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page), 'axe on the mapping tab').toEqual([]);

    // The iCal channel's busy feed of a room type: created (or regenerated), copied, and it answers a calendar.
    await page.getByRole('link', { name: 'All connections' }).click();
    await connections.getByRole('link', { name: 'iCal' }).click();
    await page.getByRole('tab', { name: 'iCal feeds' }).click();
    const issue = page.getByRole('button', { name: /^(Create|Regenerate) the feed URL of Standard Queen$/ });
    await issue.waitFor({ timeout: UI_TIMEOUT });
    const regenerating = (await issue.textContent()) === 'Regenerate';
    await issue.click();
    if (regenerating) await page.getByRole('button', { name: 'Regenerate', exact: true }).last().click();
    await page.getByText('Feed URL of Standard Queen ready.').waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Copy the feed URL of Standard Queen' }).click();
    await page.getByText('Feed URL of Standard Queen copied.').waitFor({ timeout: UI_TIMEOUT });
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/api\/public\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('VERSION:2.0');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    await settled(page);
    expect(await severeAxeViolations(page), 'axe on the iCal feeds').toEqual([]);

    await page.getByRole('tab', { name: 'Sync health' }).click();
    await page.getByRole('heading', { name: 'Sync health' }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByText('Last successful sync').waitFor();
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
    await settled(page);
    expect(await severeAxeViolations(page), 'axe on sync health').toEqual([]);
  });

  test('a property without Channel Management is told how to get it', async ({ page }) => {
    await openAs(page, 'lodge.admin', '/bookone-admin/channel-configure/0/0/0');
    await page
      .getByText("Channel Management is not part of this property's subscriptions")
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('link', { name: 'Upgrade plan' }).waitFor();
    expect(await severeAxeViolations(page), 'axe on the explanation').toEqual([]);
  });
});

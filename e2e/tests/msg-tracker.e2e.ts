// Msg Tracker (issue 13) end to end: a property admin invites a front-desk user from Add User (the link shown once, as
// before), and the organisation's admin finds the invitation email in Msg Tracker, sent by the server's outbox worker
// within seconds (over SMTP to the run's mail server); its details never show the link;
// axe on the page and the dialog. The invited address is unique per run, so the seeded data decides nothing.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations, signInAs } from '../support/shell.ts';

const unique = (what: string) => `${what}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Invites a front-desk user from Add User as the signed-in property admin; answers the link shown once. */
async function invite(page: Page, lastName: string, email: string): Promise<string> {
  await page.goto('/bookone-admin/create-user/0/0/0');
  await page.getByRole('heading', { name: 'Add User', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
  await page.getByRole('textbox', { name: /^First name/ }).fill('Mere');
  await page.getByRole('textbox', { name: /^Last name/ }).fill(lastName);
  await page.getByRole('textbox', { name: /^Email \(username\)/ }).fill(email);
  await page.getByRole('checkbox', { name: 'Front desk', exact: true }).check();
  await page.getByRole('button', { name: 'Save and invite' }).click();
  const dialog = page.getByRole('dialog', { name: `Invitation for Mere ${lastName}` });
  await dialog.waitFor({ timeout: UI_TIMEOUT });
  const link = await dialog.getByTestId('password-link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return link;
}

describe('msg tracker', () => {
  test('an invitation is emailed through the outbox and shows as Sent, without its link', async ({
    page,
  }) => {
    const lastName = unique('Outbox');
    const email = `${lastName.toLowerCase()}@example.com`;
    await signInAs(page, 'hotel.admin');
    const link = await invite(page, lastName, email);
    const secret = link.split('/').pop() ?? '';
    expect(secret).toHaveLength(43);

    await page.evaluate(() => sessionStorage.clear());
    await openAs(page, 'orgadmin', `/bookone-admin/msg-tracker?q=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Message Tracker', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.count(), { timeout: UI_TIMEOUT }).toBe(1);
    // The worker polls every second and the page every five: Sent within a few seconds.
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Sent');
    expect(await row.textContent()).toContain('Invitation');
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);
    expect(await severeAxeViolations(page), 'axe on Msg Tracker').toEqual([]);

    await row.getByRole('button', { name: /^Details of message / }).click();
    const dialog = page.getByRole('dialog', { name: /^Message \d+$/ });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByText('You are invited to Harbour View Hotel').waitFor();
    expect(await dialog.getByLabel('Message text').textContent()).toContain(
      '[one-time link — never shown here]',
    );
    // The provider's answer is the run's SMTP server accepting it.
    await dialog.getByText(/^250 /).waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await severeAxeViolations(page), 'axe on the message dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The Sent tab keeps it, in the address too.
    await page.getByRole('tab', { name: 'Sent' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('SENT');
    await expect.poll(() => row.count(), { timeout: UI_TIMEOUT }).toBe(1);
  });
});

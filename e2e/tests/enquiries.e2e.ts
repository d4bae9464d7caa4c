// Enquiries (issue 15) end to end: the organisation's customer support types in a phone call on Manage Enquiries,
// assigns it, marks it lost with a reason; the inbox's filters (status tab, search) survive a reload; axe on the
// inbox and the enquiry. The guest's name is one no other run uses, so the seeded enquiries decide nothing.
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const INBOX = '/bookone-admin/manage-enquiries';
const isoPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('Manage Enquiries', () => {
  test('support types in a call, assigns it, marks it lost; the filters survive a reload', async ({
    page,
  }) => {
    const surname = `Caller${Date.now().toString(36)}`;
    await openAs(page, 'orgsupport', INBOX);
    await page.getByRole('heading', { level: 1, name: 'Manage Enquiries' }).waitFor();
    await page.getByRole('grid', { name: 'Enquiries' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    // A phone call typed in: the guest, the stay, the party.
    await page.getByRole('button', { name: 'New enquiry' }).click();
    const form = page.getByRole('dialog', { name: 'New enquiry' });
    await form.getByRole('textbox', { name: /^First name/ }).fill('Ana');
    await form.getByRole('textbox', { name: /^Last name/ }).fill(surname);
    await form.getByRole('textbox', { name: /^Phone/ }).fill('+64 21 555 0177');
    await form.getByRole('combobox', { name: /^Property/ }).click();
    await page.getByRole('option', { name: 'Harbour View Hotel' }).click();
    await form.getByLabel(/^Check-in/).fill(isoPlus(30));
    await form.getByLabel(/^Check-out/).fill(isoPlus(33));
    await form.getByRole('spinbutton', { name: /^Adults/ }).fill('2');
    await form.getByRole('textbox', { name: /^Notes/ }).fill('Asked for a harbour view');
    await form.getByRole('button', { name: 'Save' }).click();

    // Saved: the enquiry opens with the number the guest is given.
    const details = page.getByRole('dialog', { name: new RegExp(`^ENQ-\\d{5} · Ana ${surname}`) });
    await details.waitFor({ timeout: UI_TIMEOUT });
    const number = /ENQ-\d{5}/.exec((await details.getByRole('heading').first().innerText()) ?? '')?.[0];
    expect(number).toMatch(/^ENQ-\d{5}$/);
    await details.getByText('Unassigned').waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    // Assigned to herself.
    await details.getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: `Assign ${number}` });
    await assign.getByRole('combobox', { name: /^Assignee/ }).click();
    await page.getByRole('option', { name: 'Mia Thompson' }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await assign.waitFor({ state: 'hidden' });
    await details.getByText('Mia Thompson', { exact: true }).first().waitFor();

    // Lost, with its reason.
    await details.getByRole('button', { name: 'Mark lost' }).click();
    const lost = page.getByRole('dialog', { name: `Mark ${number} lost` });
    await lost.getByRole('textbox', { name: /^Lost reason/ }).fill('Booked elsewhere');
    await lost.getByRole('button', { name: 'Mark lost' }).click();
    await lost.waitFor({ state: 'hidden' });
    await details.getByText('Booked elsewhere').waitFor();
    await details.getByText('Lost', { exact: true }).first().waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    // The Lost tab and the search, in the address: a reload shows the same list.
    await page.getByRole('tab', { name: 'Lost' }).click();
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(surname);
    const row = page.getByRole('row', { name: new RegExp(surname) });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await expect.poll(() => new URL(page.url()).search).toContain(`q=${surname}`);
    expect(new URL(page.url()).search).toContain('status=LOST');
    await page.reload();
    await page.getByRole('row', { name: new RegExp(surname) }).waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByRole('tab', { name: 'Lost' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('searchbox', { name: 'Search enquiries' }).inputValue()).toBe(surname);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
  });
});

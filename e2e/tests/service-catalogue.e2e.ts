// Services catalogue (issue 11) end to end: the spa's admin opens Service Management, adds an offering delivered by
// two therapists, and sets a therapist's time off; axe on the page, the offering dialog and the time off dialog.
// The offering's code and the leave's day are ones no other run uses, so earlier runs decide nothing.
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const PAGE = '/master-service/service-list';
const isoPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('Service Management', () => {
  test('the spa admin adds an offering with two therapists and sets a therapist time off', async ({
    page,
  }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase().slice(-7)}`;
    const name = `Lomi Lomi ${code}`;

    await openAs(page, 'spa.admin', `${PAGE}?tab=offerings`);
    await page.getByRole('heading', { level: 1, name: 'Service Management' }).waitFor();
    await page.getByRole('grid', { name: 'Offerings' }).getByText('Morning Yoga Class').waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New offering' }).click();
    const dialog = page.getByRole('dialog', { name: 'New offering' });
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('135');
    const who = dialog.getByRole('combobox', { name: 'Delivered by' });
    await who.click();
    await page.getByRole('option', { name: 'Mia Chen' }).click();
    await who.click();
    await page.getByRole('option', { name: 'Aroha Ngata' }).click();
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });

    // The new offering is listed (searched in the address) with its two therapists.
    await page.getByRole('searchbox', { name: 'Search' }).fill(code);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await expect.poll(() => row.innerText()).toMatch(/Aroha Ngata, Mia Chen/);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(code);

    // A therapist's time off, typed in the spa's own days and times.
    await page.getByRole('tab', { name: 'Resources' }).click();
    await page.getByRole('grid', { name: 'Resources' }).getByText('Sophie Walker').waitFor();
    await page.getByRole('button', { name: 'Time off of Sophie Walker' }).click();
    const timeOff = page.getByRole('dialog', { name: 'Time off: Sophie Walker' });
    await timeOff.getByText(/Days and times are those of the property/).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    const day = isoPlus(300 + Math.floor(Math.random() * 400));
    await timeOff.getByLabel('From (day)').fill(day);
    await timeOff.getByLabel('From (time)').fill('09:00');
    await timeOff.getByLabel('Until (day)').fill(day);
    await timeOff.getByLabel('Until (time)').fill('12:00');
    await timeOff.getByRole('textbox', { name: 'Reason' }).fill(`Training ${code}`);
    await timeOff.getByRole('button', { name: 'Add time off' }).click();
    await timeOff.getByText(`Training ${code}`).waitFor({ timeout: UI_TIMEOUT });
    await timeOff.getByRole('button', { name: 'Close' }).click();
    await timeOff.waitFor({ state: 'hidden' });
  });
});

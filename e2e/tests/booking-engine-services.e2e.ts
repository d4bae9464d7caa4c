// A spa customer books a slot online (issue 16's Done-when): on a phone-sized screen, at /book/lotus-day-spa with no
// sign-in, they pick a treatment, a day a month ahead and a free time, give their details and read the
// confirmation; the confirmation email reaches them through the outbox; the spa's admin then finds the reservation,
// confirmed, in the reservation list. Axe on the times and on the confirmation.
import { addDays, todayIn } from '@bookone/domain';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { emailedMatch } from '../support/mail.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const TREATMENT = 'Back, Neck & Shoulders';

describe('booking engine: services', () => {
  test('a customer books a spa slot on a phone; the spa sees it in its reservation list', async ({
    browser,
    baseURL,
    page: deskPage,
  }) => {
    const phone = await browser.newContext({
      baseURL,
      locale: 'en-NZ',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    phone.setDefaultTimeout(UI_TIMEOUT);
    const page = await phone.newPage();
    const email = `online.${Date.now()}@example.com`;
    try {
      await page.goto('/book/lotus-day-spa');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TREATMENT }) });
      await card.getByRole('button', { name: 'Choose a time' }).click();
      await page.getByRole('heading', { name: `${TREATMENT}: choose a day and a time` }).waitFor();

      // A month ahead, past the demo's reservations; a day the spa is closed says so, and the next one is tried.
      const times = page.getByRole('radio');
      let day = addDays(todayIn('Pacific/Auckland'), 30);
      for (let tries = 0; ; tries++) {
        await page.getByLabel('Day', { exact: true }).fill(day);
        await times
          .or(page.getByText(/choose another one\.$/))
          .first()
          .waitFor();
        if ((await times.count()) > 0) break;
        expect(tries, 'a week without a free time at the spa').toBeLessThan(6);
        day = addDays(day, 1);
      }
      expect(await severeAxeViolations(page), 'axe on the free times').toEqual([]);
      // Keyboard: the first free time is chosen with the space bar, then Continue.
      await times.first().focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await page.getByLabel('First name', { exact: true }).fill('Mere');
      await page.getByLabel('Last name', { exact: true }).fill('Online');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Phone', { exact: true }).fill('+64 21 555 0177');
      await page.getByRole('button', { name: 'Book this time' }).click();

      await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
      const reference = ((await page.getByText(/^RS-\d{6}$/).textContent()) ?? '').trim();
      expect(reference).toMatch(/^RS-\d{6}$/);
      expect(await page.getByText(`A confirmation has been sent to ${email}.`).isVisible()).toBe(true);
      expect(await severeAxeViolations(page), 'axe on the confirmation').toEqual([]);
      // Nothing wider than the phone: the page is mobile-first.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      expect(await emailedMatch(email, /(RS-\d{6})/)).toBe(reference);

      await openAs(deskPage, 'spa.admin', `/master-service/reservation-list?q=${reference}`);
      const rows = deskPage
        .getByRole('grid', { name: 'Reservations' })
        .getByRole('row')
        .filter({ hasText: reference });
      await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT }).toBe(1);
      const row = (await rows.first().textContent()) ?? '';
      expect(row).toContain('Confirmed');
      expect(row).toContain('Mere Online');
      expect(row).toContain(TREATMENT);
    } finally {
      await phone.close();
    }
  });
});

// Guest reviews end to end (issue 14's Done-when): a stay is checked out through the API with a guest's unique email;
// the outbox emails the review link (read from the run's SMTP server, support/mail-server.ts);
// the guest, not signed in, rates by keyboard and leaves a comment on /feedback/{token}; Harbour View's admin finds
// it in Business Review, replies and publishes it with a reason; the property's public JSON then shows it, reply
// included, without the guest's name or email. axe on the guest's page, the list and the dialog.

import type { APIRequestContext } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { emailedMatch } from '../support/mail.ts';
import { DEMO_PASSWORD, openAs, severeAxeViolations } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A one-night stay of Harbour View from today, for a guest with `email`, paid and checked out (as the desk does). */
async function checkedOutStay(request: APIRequestContext, email: string) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username: 'hotel.admin@bookone.demo', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, property } = (await login.json()) as { token: string; property: { id: number } };
  const p = property.id;
  const call = async <T>(url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(url, {
      method: data === undefined ? 'GET' : 'POST',
      headers: { ...APP, Authorization: `Bearer ${token}` },
      data,
    });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const type = await call<{ id: number }>(`/api/room/property/${p}/room-types`, {
    name: `Review ${tag}`,
    maxOccupancy: 2,
    baseOccupancy: 2,
    basePrice: 180,
    noOfRooms: 1,
  });
  const room = await call<{ id: number }>(`/api/room/property/${p}/rooms`, {
    roomTypeId: type.id,
    roomNumber: `V${tag}`,
  });
  const today = (await call<{ date: string }>(`/api/booking/property/${p}/front-desk`)).date;
  const booking = await call<{ id: number; balance: number }>(`/api/booking/property/${p}`, {
    roomTypeId: type.id,
    arrival: today,
    departure: plusDays(today, 1),
    adults: 2,
    source: 'Walk In',
    customer: { firstName: 'Hana', lastName: `Reviewer${tag}`, email },
  });
  await call(`/api/booking/${booking.id}/check-in`, { rooms: [{ roomId: room.id, bed: 0 }] });
  await call(`/api/payment/property/${p}`, {
    bookingId: booking.id,
    date: today,
    amount: booking.balance,
    mode: 'Card',
    status: 'Paid',
  });
  await call(`/api/booking/${booking.id}/check-out`, {});
  return { propertyId: p };
}

/** The review link's token from the email sent to `email` (read from the run's SMTP server). */
async function emailedReviewToken(email: string): Promise<string> {
  return emailedMatch(email, /\/feedback\/([A-Za-z0-9_-]{43})/);
}

describe('guest reviews', () => {
  test('a guest reviews through the emailed link; the admin replies and publishes; the public JSON shows it', async ({
    page,
    context,
  }) => {
    const tag = Date.now().toString(36);
    const email = `hana.${tag}@example.com`;
    const comment = `Calm room, kind staff ${tag}`;
    const { propertyId } = await checkedOutStay(page.request, email);
    const token = await emailedReviewToken(email);

    // The guest, in a tab of their own (no session), from the email's link.
    const guest = await context.newPage();
    await guest.goto(`/feedback/${token}`);
    await guest
      .getByRole('heading', { name: 'Harbour View Hotel', level: 1 })
      .waitFor({ timeout: UI_TIMEOUT });
    const overall = guest.getByRole('group', { name: 'Your overall rating' });
    // Keyboard: into the group, then the arrows choose the stars.
    await overall.getByRole('radio', { name: '1 star', exact: true }).focus();
    await guest.keyboard.press('ArrowRight');
    await guest.keyboard.press('ArrowRight');
    await guest.keyboard.press('ArrowRight');
    await expect
      .poll(() => overall.getByRole('radio', { name: '4 stars', exact: true }).isChecked())
      .toBe(true);
    // An aspect: Space on a focused star chooses it.
    const cleanliness = guest.getByRole('group', { name: 'Cleanliness' });
    await cleanliness.getByRole('radio', { name: '5 stars', exact: true }).focus();
    await guest.keyboard.press('Space');
    await expect
      .poll(() => cleanliness.getByRole('radio', { name: '5 stars', exact: true }).isChecked())
      .toBe(true);
    await guest.getByRole('textbox', { name: /^Your comment/ }).fill(comment);
    expect(await severeAxeViolations(guest), 'axe on the guest’s review page').toEqual([]);
    await guest.getByRole('button', { name: 'Send my review' }).click();
    await guest.getByText('Your review was sent to Harbour View Hotel.').waitFor({ timeout: UI_TIMEOUT });
    await guest.reload();
    await guest
      .getByText('A review was already left with this link. Thank you!')
      .waitFor({ timeout: UI_TIMEOUT });
    await guest.close();

    // The property's admin answers and publishes it.
    await openAs(page, 'hotel.admin', `/review/list?status=NEW&q=${encodeURIComponent(tag)}`);
    await page.getByRole('heading', { name: 'Business Reviews', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    const row = page.getByRole('row').filter({ hasText: comment });
    await expect.poll(() => row.count(), { timeout: UI_TIMEOUT }).toBe(1);
    expect(await row.textContent()).toContain('4 out of 5');
    expect(await severeAxeViolations(page), 'axe on Business Review').toEqual([]);
    await row.click();
    const dialog = page.getByRole('dialog', { name: /^Review of / });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByRole('textbox', { name: /^Your reply/ }).fill('Thank you, Hana: see you again soon.');
    await dialog.getByRole('button', { name: 'Save reply' }).click();
    await page.getByText('Reply saved').waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page), 'axe on the review dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const reason = page.getByRole('dialog', { name: 'Publish this review' });
    await reason.getByRole('textbox', { name: /^Reason/ }).fill('Fair and on topic');
    await reason.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Review published').waitFor({ timeout: UI_TIMEOUT });

    // The website's JSON: the review with its reply, nothing of the guest beyond what they chose to show.
    const feed = await page.request.get(`/api/public/review/property/${propertyId}`);
    expect(feed.status()).toBe(200);
    const body = (await feed.json()) as {
      reviews: { comment: string | null; reply: string | null; rating: number }[];
    };
    expect(body.reviews.find((r) => r.comment === comment)).toMatchObject({
      rating: 4,
      reply: 'Thank you, Hana: see you again soon.',
    });
    const raw = JSON.stringify(body);
    expect(raw).not.toContain(email);
    expect(raw).not.toContain(`Reviewer`);
  });
});

// The front desk's day with bookings (issue 5): a booking taken from the list with a new guest, a check-in with
// the room picked, a payment then the check-out, a cancellation with its reason, the filtered list exported to
// Excel, and axe on the list and details pages. Each test makes its own bookings far enough ahead (or today, for
// the check-in) that the seeded bookings do not decide the outcome.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { severeAxeViolations, signInAs } from '../support/shell.ts';

const PROPERTY_ID = 1;
const LIST = '/bookone/manage-booking/list';

type BookingRow = { id: number; bookingNumber: string; status: string; units: number; balance: number };
type RoomTypeRow = { id: number; name: string };

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const isoPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A surname no other test run uses, to find this run's bookings by search. */
const uniqueName = (what: string) => `${what}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the API as the signed-in user (the token the app keeps in sessionStorage). */
async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('AuthToken'));
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { APP_ID: 'BOOKONE_WEB_APP', Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as T;
  expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

/** Today at the property, as the server sees it (its front-desk date). */
async function propertyToday(page: Page): Promise<string> {
  return (await apiCall<{ date: string }>(page, 'GET', `/api/booking/property/${PROPERTY_ID}/front-desk`))
    .date;
}

async function createBooking(
  page: Page,
  lastName: string,
  stay: { arrival: string; departure: string; roomTypeId?: number },
): Promise<BookingRow> {
  let roomTypeId = stay.roomTypeId;
  if (roomTypeId == null) {
    const types = await apiCall<RoomTypeRow[]>(page, 'GET', `/api/room/property/${PROPERTY_ID}/room-types`);
    for (const type of types) {
      const quote = await apiCall<{ available: boolean }>(
        page,
        'POST',
        `/api/booking/property/${PROPERTY_ID}/quote`,
        {
          roomTypeId: type.id,
          arrival: stay.arrival,
          departure: stay.departure,
        },
      );
      if (quote.available) {
        roomTypeId = type.id;
        break;
      }
    }
  }
  expect(roomTypeId, `a room type free from ${stay.arrival}`).toBeDefined();
  return apiCall<BookingRow>(page, 'POST', `/api/booking/property/${PROPERTY_ID}`, {
    roomTypeId,
    arrival: stay.arrival,
    departure: stay.departure,
    adults: 1,
    source: 'Phone',
    customer: { firstName: 'Test', lastName, email: `${lastName.toLowerCase()}@example.com` },
  });
}

async function openList(page: Page, search = ''): Promise<void> {
  await page.goto(search ? `${LIST}?q=${encodeURIComponent(search)}` : LIST);
  await page.getByRole('heading', { level: 1, name: 'Manage Bookings' }).waitFor();
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Bookings' });

describe('front desk: bookings', () => {
  test('a booking taken from the list with a new guest shows in the list', async ({ page }) => {
    await signInAs(page, 'hotel.frontdesk');
    await openList(page);
    const surname = uniqueName('Walkin');

    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    // Far ahead: the seeded three months do not fill the first room type then.
    await dialog.getByLabel('Arrival').fill(isoPlus(200));
    await dialog.getByLabel('Departure').fill(isoPlus(202));
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Mere');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(surname);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${surname.toLowerCase()}@example.com`);
    const price = dialog.getByRole('region', { name: 'Price' });
    await expect.poll(() => price.innerText(), { timeout: UI_TIMEOUT }).toMatch(/Nights\s*2/);
    await expect.poll(() => price.innerText()).toMatch(/Total/);
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByText(/^Booking [A-Z0-9]+-\d+ created$/).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search' }).fill(surname);
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: UI_TIMEOUT }).toBe(surname);
    const row = grid(page)
      .getByRole('row')
      .filter({ hasText: `Mere ${surname}` });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Confirmed/);
    // The filter is in the address: a reload keeps it.
    await page.reload();
    await grid(page)
      .getByRole('row')
      .filter({ hasText: `Mere ${surname}` })
      .waitFor();
  });

  test('check in with the room picked, take the payment, then check out', async ({ page }) => {
    await signInAs(page, 'hotel.admin');
    const today = await propertyToday(page);
    const types = await apiCall<RoomTypeRow[]>(page, 'GET', `/api/room/property/${PROPERTY_ID}/room-types`);
    // A room type free tonight with a clean room to check into.
    let booking: BookingRow | undefined;
    for (const type of types) {
      const quote = await apiCall<{ available: boolean }>(
        page,
        'POST',
        `/api/booking/property/${PROPERTY_ID}/quote`,
        {
          roomTypeId: type.id,
          arrival: today,
          departure: dayAfter(today),
        },
      );
      if (!quote.available) continue;
      const candidate = await createBooking(page, uniqueName('Arrival'), {
        arrival: today,
        departure: dayAfter(today),
        roomTypeId: type.id,
      });
      const rooms = await apiCall<{ clean: boolean }[]>(
        page,
        'GET',
        `/api/booking/${candidate.id}/available-rooms`,
      );
      if (rooms.some((r) => r.clean)) {
        booking = candidate;
        break;
      }
      await apiCall(page, 'POST', `/api/booking/${candidate.id}/cancel`, { reason: 'e2e: no clean room' });
    }
    expect(booking, 'a booking for tonight with a clean room free').toBeDefined();

    await page.goto(`/bookone/manage-booking/${booking!.id}`);
    await page.getByRole('heading', { level: 1, name: `Booking ${booking!.bookingNumber}` }).waitFor();
    await page
      .getByRole('group', { name: 'Booking actions' })
      .getByRole('button', { name: 'Check in' })
      .click();
    const checkIn = page.getByRole('dialog', { name: `Check in ${booking!.bookingNumber}` });
    await checkIn.getByRole('checkbox').and(page.locator(':enabled')).first().check();
    await checkIn.getByText('All picked').waitFor();
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await checkIn.waitFor({ state: 'hidden' });
    await page.getByText(`${booking!.bookingNumber} checked in`).waitFor();
    await page.getByRole('tab', { name: 'Rooms' }).click();
    // One room booked, one allocated: a header row and one room row.
    await expect.poll(() => page.getByRole('table', { name: 'Rooms' }).getByRole('row').count()).toBe(2);

    // The guest owes the stay: check-out asks to settle first, and continues once paid.
    await page
      .getByRole('group', { name: 'Booking actions' })
      .getByRole('button', { name: 'Check out' })
      .click();
    const settle = page.getByRole('dialog', { name: 'Settle the balance first' });
    await settle.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', { name: 'New payment' });
    await payment.getByRole('button', { name: 'Save' }).click();
    await payment.waitFor({ state: 'hidden' });
    const confirmOut = page.getByRole('dialog', { name: `Check out ${booking!.bookingNumber}?` });
    await confirmOut.getByRole('button', { name: 'Check out' }).click();
    await page.getByText(`${booking!.bookingNumber} checked out`).waitFor();
    await expect.poll(() => page.getByTestId('booking-balance').innerText()).toMatch(/Balance: 0*0,00/);
    const after = await apiCall<BookingRow>(page, 'GET', `/api/booking/${booking!.id}`);
    expect(after.status).toBe('CHECKEDOUT');
    expect(after.balance).toBeLessThanOrEqual(0);
  });

  test('a booking is cancelled from the list with a reason', async ({ page }) => {
    await signInAs(page, 'hotel.frontdesk');
    const surname = uniqueName('Cancel');
    const booking = await createBooking(page, surname, { arrival: isoPlus(220), departure: isoPlus(221) });
    await openList(page, surname);
    await page.getByRole('button', { name: `Actions for ${booking.bookingNumber}` }).click();
    await page.getByRole('menuitem', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.bookingNumber}` });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByText('Give a reason for the cancellation').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Guest phoned: flight cancelled');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText(`Booking ${booking.bookingNumber} cancelled`).waitFor();
    await grid(page)
      .getByRole('row')
      .filter({ hasText: booking.bookingNumber })
      .getByText('Cancelled')
      .waitFor();
    const after = await apiCall<{ status: string; cancelReason: string }>(
      page,
      'GET',
      `/api/booking/${booking.id}`,
    );
    expect(after).toMatchObject({ status: 'CANCELLED', cancelReason: 'Guest phoned: flight cancelled' });
  });

  test('the filtered list exports to Excel with its rows', async ({ page }) => {
    await signInAs(page, 'hotel.frontdesk');
    const surname = uniqueName('Export');
    const first = await createBooking(page, surname, { arrival: isoPlus(230), departure: isoPlus(232) });
    const second = await createBooking(page, surname, { arrival: isoPlus(240), departure: isoPlus(241) });
    await openList(page, surname);
    await grid(page).getByRole('row').filter({ hasText: second.bookingNumber }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Booking number', 'Status', 'Guest']);
    const numbers: string[] = [];
    sheet.eachRow((row, index) => {
      const value = row.getCell(1).value;
      if (index > 1 && typeof value === 'string' && /^[A-Z0-9]+-\d+$/.test(value)) numbers.push(value);
    });
    // Only what the filter shows: this run's two bookings.
    expect(numbers.sort()).toEqual([first.bookingNumber, second.bookingNumber].sort());
    const firstRow = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(1).value === first.bookingNumber)!;
    expect(firstRow.getCell(3).value).toBe(`Test ${surname}`);
  });

  test('the list and the details page have no serious accessibility problems', async ({ page }) => {
    await signInAs(page, 'hotel.frontdesk');
    const booking = await createBooking(page, uniqueName('Axe'), {
      arrival: isoPlus(250),
      departure: isoPlus(251),
    });
    await openList(page);
    await grid(page).getByRole('row').nth(1).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.goto(`/bookone/manage-booking/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: `Booking ${booking.bookingNumber}` }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Folio' }).click();
    await page.getByRole('table', { name: 'Folio' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});

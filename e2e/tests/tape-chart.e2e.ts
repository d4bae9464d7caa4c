// The tape chart and the housekeeping board (issue 5) as hotel staff use them: a booking dragged with the mouse to
// another room of its type stays there after a reload (and the server agrees), a drop on a taken room is refused
// and the bar visibly goes back, a booking moves with the keyboard alone, housekeeping staff change a room's status
// on their board; axe on both pages. Each test makes its own room type, rooms and bookings through the API, so no
// seeded booking gets in the way.
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { signIn, signOutButton, test, UI_TIMEOUT } from '../support/browser.ts';
import { severeAxeViolations } from '../support/shell.ts';

const PASSWORD = 'Demo@2026';
const HOTEL_ADMIN = 'hotel.admin@bookone.demo';
const HOTEL_FRONTDESK = 'hotel.frontdesk@bookone.demo';
const HOTEL_HOUSEKEEPING = 'hotel.housekeeping@bookone.demo';
const APP = { APP_ID: 'BOOKONE_WEB_APP' };
const CALENDAR_PATH = '/bookone/booking-calendar';
const HOUSEKEEPING_PATH = '/bookone/housekeeping';

type Allocation = { roomId: number; bed: number; fromDate: string; toDate: string };
type Booking = { id: number; bookingNumber: string; guestName: string; allocations: Allocation[] };
type Room = { id: number; roomNumber: string; status: string };

async function apiAs(request: APIRequestContext, username: string) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, property } = (await login.json()) as { token: string; property: { id: number } | null };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  return {
    propertyId: property!.id,
    async post<T>(url: string, data: unknown, status = 201): Promise<T> {
      const res = await request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(status);
      return (await res.json()) as T;
    },
    async get<T>(url: string): Promise<T> {
      const res = await request.get(url, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as T;
    },
  };
}

const suffix = () => Math.random().toString(36).slice(2, 6).toUpperCase();
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A room type of its own with three clean rooms (numbers sorting 1, 2, 3 in the chart) and a helper to book a
 * stay on one of them: the chart's rows of this type are then Unallocated, room 1, room 2, room 3.
 */
async function freshHotelFloor(request: APIRequestContext) {
  const admin = await apiAs(request, HOTEL_ADMIN);
  const p = admin.propertyId;
  const tag = suffix();
  const type = await admin.post<{ id: number; name: string }>(`/api/room/property/${p}/room-types`, {
    name: `Tape ${tag}`,
    maxOccupancy: 2,
    baseOccupancy: 2,
    basePrice: 150,
    noOfRooms: 3,
  });
  const rooms: Room[] = [];
  for (const n of [1, 2, 3])
    rooms.push(
      await admin.post<Room>(`/api/room/property/${p}/rooms`, {
        roomTypeId: type.id,
        roomNumber: `T${tag}${n}`,
        floor: 9,
      }),
    );
  const today = (await admin.get<{ date: string }>(`/api/booking/property/${p}/front-desk`)).date;

  const book = async (room: Room, arrival: string, nights: number) => {
    const lastName = `Tape${suffix()}`;
    const b = await admin.post<Booking>(`/api/booking/property/${p}`, {
      roomTypeId: type.id,
      arrival,
      departure: plusDays(arrival, nights),
      adults: 2,
      source: 'Walk In',
      customer: { firstName: 'Dana', lastName },
    });
    await admin.post(`/api/booking/${b.id}/allocate`, { rooms: [{ roomId: room.id, bed: 0 }] }, 200);
    return b;
  };
  const bookingOf = (id: number) => admin.get<Booking>(`/api/booking/${id}`);
  return { propertyId: p, type, rooms, today, book, bookingOf };
}

async function openAs(page: Page, username: string, path: string) {
  await signIn(page, username, PASSWORD);
  await signOutButton(page).waitFor();
  await page.goto(path);
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Booking calendar' });
/** A booking's bar: its accessible name starts with the guest's name. */
const bar = (page: Page, guestName: string) =>
  grid(page).getByRole('button', { name: new RegExp(`^${guestName},`) });
const cell = (page: Page, room: Room, date: string) =>
  grid(page).locator(`[role="gridcell"][data-resource-id="${room.id}:0"][data-date="${date}"]`);

async function openChart(page: Page, username: string) {
  // A tall window: the new room type's rows are at the bottom of the chart.
  await page.setViewportSize({ width: 1400, height: 1300 });
  await openAs(page, username, CALENDAR_PATH);
  await page.getByRole('heading', { level: 1, name: 'Booking Calendar' }).waitFor();
  await grid(page).waitFor();
}

/** Brings a bar to the middle of the chart's scroll area and answers the centre of its first day. */
async function grab(bar: Locator) {
  await bar.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = (await bar.boundingBox())!;
  return { x: box.x + Math.min(20, box.width / 2), y: box.y + box.height / 2 };
}

/** Drags with the mouse in small steps, like a hand would, from a point to the middle of a cell. */
async function dragTo(page: Page, from: { x: number; y: number }, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const to = { x: from.x, y: box.y + box.height / 2 };
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  await page.mouse.up();
}

describe('tape chart', () => {
  test('a booking dragged with the mouse to another free room stays there after a reload', async ({
    page,
  }) => {
    const floor = await freshHotelFloor(page.request);
    const [r1, r2] = floor.rooms as [Room, Room, Room];
    const arrival = plusDays(floor.today, 2);
    const b = await floor.book(r1, arrival, 2);

    await openChart(page, HOTEL_FRONTDESK);
    await expect.poll(() => bar(page, b.guestName).getAttribute('data-resource-id')).toBe(`${r1.id}:0`);
    expect(await severeAxeViolations(page)).toEqual([]);

    const from = await grab(bar(page, b.guestName));
    await dragTo(page, from, cell(page, r2, arrival));
    // At once on room 2, and still there once the server answered and the chart was fetched again.
    await expect
      .poll(() => bar(page, b.guestName).getAttribute('data-resource-id'), { timeout: UI_TIMEOUT })
      .toBe(`${r2.id}:0`);
    await expect
      .poll(() => bar(page, b.guestName).getAttribute('aria-busy'), {
        timeout: UI_TIMEOUT,
        message: 'the move is saved',
      })
      .toBeNull();
    await expect
      .poll(async () => (await floor.bookingOf(b.id)).allocations.map((a) => a.roomId))
      .toEqual([r2.id]);

    await page.reload();
    await grid(page).waitFor();
    await expect.poll(() => bar(page, b.guestName).getAttribute('data-resource-id')).toBe(`${r2.id}:0`);
    expect(await bar(page, b.guestName).getAttribute('data-start')).toBe(arrival);
  });

  test('a drop on a taken room is refused and the booking visibly goes back', async ({ page }) => {
    const floor = await freshHotelFloor(page.request);
    const [r1, , r3] = floor.rooms as [Room, Room, Room];
    const arrival = plusDays(floor.today, 3);
    const mover = await floor.book(r1, arrival, 2);
    const blocker = await floor.book(r3, arrival, 2);

    await openChart(page, HOTEL_FRONTDESK);
    await bar(page, blocker.guestName).waitFor();
    const from = await grab(bar(page, mover.guestName));
    await dragTo(page, from, cell(page, r3, arrival));

    const refused = page.getByTestId('timeline-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(
      new RegExp(`${mover.guestName} is back where it was\\..*${r3.roomNumber}`),
    );
    await expect.poll(() => bar(page, mover.guestName).getAttribute('data-resource-id')).toBe(`${r1.id}:0`);
    expect(await bar(page, mover.guestName).getAttribute('data-rolled-back')).toBe('true');
    // The server kept both bookings where they were.
    expect((await floor.bookingOf(mover.id)).allocations.map((a) => a.roomId)).toEqual([r1.id]);
    expect((await floor.bookingOf(blocker.id)).allocations.map((a) => a.roomId)).toEqual([r3.id]);
  });

  test('a booking moves to the next room and a day later with the keyboard alone', async ({ page }) => {
    const floor = await freshHotelFloor(page.request);
    const [r1, r2] = floor.rooms as [Room, Room, Room];
    const arrival = plusDays(floor.today, 4);
    const b = await floor.book(r1, arrival, 2);

    await openChart(page, HOTEL_ADMIN);
    await bar(page, b.guestName).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => bar(page, b.guestName).getAttribute('data-resource-id')).toBe(`${r2.id}:0`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Moving' }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await floor.bookingOf(b.id)).allocations.map((a) => a.roomId))
      .toEqual([r2.id]);

    // Then a day later: an amendment of the dates, same number of nights, still in room 2.
    await expect
      .poll(() => bar(page, b.guestName).getAttribute('aria-busy'), {
        timeout: UI_TIMEOUT,
        message: 'the move is saved',
      })
      .toBeNull();
    await bar(page, b.guestName).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => {
        const after = await floor.bookingOf(b.id);
        return after.allocations.map((a) => [a.roomId, a.fromDate, a.toDate]);
      })
      .toEqual([[r2.id, plusDays(arrival, 1), plusDays(arrival, 3)]]);
  });
});

describe('housekeeping board', () => {
  test('housekeeping staff change a room status on the board; it stays after a reload', async ({ page }) => {
    const floor = await freshHotelFloor(page.request);
    const room = floor.rooms[0]!;

    await openAs(page, HOTEL_HOUSEKEEPING, HOUSEKEEPING_PATH);
    await page.getByRole('heading', { level: 1, name: 'Housekeeping' }).waitFor();
    const card = page.getByRole('article', { name: `Room ${room.roomNumber}` });
    await card.waitFor();
    expect(await card.getByTestId('room-status').innerText()).toBe('Vacant, ready');
    expect(await severeAxeViolations(page)).toEqual([]);

    await card.getByLabel(`Status of room ${room.roomNumber}`).selectOption('CLEANING_IN_PROGRESS');
    await page.getByText(`Room ${room.roomNumber}: Cleaning in progress`).waitFor();
    expect(await card.getByTestId('room-status').innerText()).toBe('Cleaning in progress');

    // Filtering by the new status keeps the room and hides the other rooms of its type (still vacant, ready).
    await page.getByLabel('Status', { exact: true }).selectOption('CLEANING_IN_PROGRESS');
    await card.waitFor();
    await expect
      .poll(() => page.getByRole('article', { name: `Room ${floor.rooms[1]!.roomNumber}` }).count())
      .toBe(0);
    await page.getByLabel('Status', { exact: true }).selectOption('');

    // Out of order, with its reason.
    const third = page.getByRole('article', { name: `Room ${floor.rooms[2]!.roomNumber}` });
    await third.getByRole('button', { name: 'Out of order' }).click();
    const dialog = page.getByRole('dialog', { name: `Put room ${floor.rooms[2]!.roomNumber} out of order` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Leaking tap');
    await dialog.getByRole('button', { name: 'Out of order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await third.getByText('Reason: Leaking tap').waitFor();
    expect(await third.getByTestId('room-status').innerText()).toBe('Out of order');

    await page.reload();
    const after = page.getByRole('article', { name: `Room ${room.roomNumber}` }).getByTestId('room-status');
    await expect.poll(() => after.innerText(), { timeout: UI_TIMEOUT }).toBe('Cleaning in progress');
    const admin = await apiAs(page.request, HOTEL_ADMIN);
    const rooms = await admin.get<Room[]>(`/api/room/property/${floor.propertyId}/rooms`);
    expect(rooms.find((r) => r.id === room.id)?.status).toBe('CLEANING_IN_PROGRESS');
  });
});

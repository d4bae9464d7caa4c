// The Reservation Dashboard's scheduler (issue 11) as the spa's staff use it, on the seeded Lotus Day Spa: a booked
// or confirmed reservation dragged with the mouse to a free slot of another therapist stays there after a reload
// (and the server agrees), another moves a few slots later with the keyboard alone, and a move onto a therapist's
// taken time is refused: the bar visibly goes back and the server's message shows. Axe on the page. The seeded
// reservations are placed relative to the day of start; the test picks, through the API, bars and free slots of
// the first day from the day after tomorrow with a few movable bars, that the server itself offers, so it does not
// depend on the seed's exact layout.
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { DEMO_PASSWORD, openAs, severeAxeViolations, usernameOf } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };
const SLOT_MS = 15 * 60_000;

type Line = {
  lineId: number;
  reservationId: number;
  referenceNumber: string;
  status: string;
  customerName: string;
  offeringId: number;
  resourceId: number;
  startsAt: string;
  endsAt: string;
};
type Schedule = {
  resources: { id: number; name: string; capacity: number; offeringIds: number[] }[];
  lines: Line[];
};
type Slot = { startsAt: string; resourceIds: number[] };
type Reservation = { lines: { id: number; resourceId: number; startsAt: string }[] };

const iso = (instant: string) => new Date(instant).toISOString();
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function spaApi(request: APIRequestContext) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username: usernameOf('spa.admin'), password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, property } = (await login.json()) as { token: string; property: { id: number } };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  const get = async <T>(url: string): Promise<T> => {
    const res = await request.get(url, { headers });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const p = property.id;
  const today = (await get<{ date: string }>(`/api/reservation/property/${p}/today`)).date;
  // From the day after tomorrow, the first day with a few movable bars: the seed leaves some days (a quiet Monday)
  // without any, and the test must not depend on the weekday it runs on.
  let day = plusDays(today, 2);
  for (let k = 2; k < 10; k++) {
    const candidate = plusDays(today, k);
    const lines = (
      await get<Schedule>(`/api/reservation/property/${p}/schedule?from=${candidate}&to=${candidate}`)
    ).lines;
    if (movable({ resources: [], lines }).length >= 3) {
      day = candidate;
      break;
    }
  }
  return {
    day,
    schedule: () => get<Schedule>(`/api/reservation/property/${p}/schedule?from=${day}&to=${day}`),
    slots: (offeringId: number) =>
      get<{ slots: Slot[] }>(`/api/reservation/property/${p}/slots?offeringId=${offeringId}&date=${day}`),
    lineOf: async (line: Line) =>
      (await get<Reservation>(`/api/reservation/${line.reservationId}`)).lines.find(
        (l) => l.id === line.lineId,
      )!,
  };
}

type Spa = Awaited<ReturnType<typeof spaApi>>;
const movable = (s: Schedule) => s.lines.filter((l) => l.status === 'BOOKED' || l.status === 'CONFIRMED');

/** A movable bar and a free slot the server offers for it on another therapist (at another time). */
async function dragPlan(spa: Spa, schedule: Schedule) {
  for (const line of movable(schedule)) {
    for (const slot of (await spa.slots(line.offeringId)).slots) {
      const resourceId = slot.resourceIds.find((r) => r !== line.resourceId);
      if (resourceId != null && iso(slot.startsAt) !== iso(line.startsAt))
        return { line, resourceId, startsAt: iso(slot.startsAt) };
    }
  }
  throw new Error(`No bookable bar with a free slot on another resource on ${spa.day}`);
}

/** A movable bar and a free slot on its own therapist a few slots later or earlier: arrows only. */
async function keyboardPlan(spa: Spa, schedule: Schedule, skip: number) {
  for (const line of movable(schedule).filter((l) => l.lineId !== skip)) {
    for (const slot of (await spa.slots(line.offeringId)).slots) {
      const steps = (Date.parse(slot.startsAt) - Date.parse(line.startsAt)) / SLOT_MS;
      if (
        slot.resourceIds.includes(line.resourceId) &&
        steps !== 0 &&
        Number.isInteger(steps) &&
        Math.abs(steps) <= 8
      )
        return { line, steps, startsAt: iso(slot.startsAt) };
    }
  }
  throw new Error('No bookable bar with a free slot near it on its own resource');
}

/** A movable bar and another reservation's time on the same single-place therapist: a move there is refused. */
function busyPlan(schedule: Schedule, skip: number[]) {
  const single = new Set(schedule.resources.filter((r) => r.capacity === 1).map((r) => r.id));
  for (const line of movable(schedule).filter((l) => !skip.includes(l.lineId) && single.has(l.resourceId))) {
    const other = schedule.lines.find(
      (o) =>
        o.resourceId === line.resourceId &&
        o.reservationId !== line.reservationId &&
        Number.isInteger((Date.parse(o.startsAt) - Date.parse(line.startsAt)) / SLOT_MS) &&
        o.startsAt !== line.startsAt,
    );
    if (other) return { line, steps: (Date.parse(other.startsAt) - Date.parse(line.startsAt)) / SLOT_MS };
  }
  throw new Error('No two reservations on one single-place resource');
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Reservation scheduler' });
const bar = (page: Page, line: Line) => grid(page).locator(`[data-item-id="line:${line.lineId}"]`);
const cell = (page: Page, resourceId: number, startsAt: string) =>
  grid(page).locator(`[role="gridcell"][data-resource-id="${resourceId}"][data-date="${startsAt}"]`);

async function openScheduler(page: Page, day: string) {
  // Wide and tall: the whole working day and every therapist fit without scrolling while dragging.
  await page.setViewportSize({ width: 2200, height: 1300 });
  await openAs(page, 'spa.admin', `/master-service/service?view=day&date=${day}`);
  await page
    .getByRole('heading', { level: 1, name: 'Reservation Dashboard' })
    .waitFor({ timeout: UI_TIMEOUT });
  await grid(page).waitFor({ timeout: UI_TIMEOUT });
}

/** Presses near the bar's start and drags in small steps, like a hand would, to the middle of a cell. */
async function dragTo(page: Page, item: Locator, target: Locator) {
  await item.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const from = (await item.boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: from.x + 8, y: from.y + from.height / 2 };
  // The bar starts 2 px into its first slot: a press 10 px into that slot, a release 10 px into the target slot.
  const end = { x: to.x + 10, y: to.y + to.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(start.x + ((end.x - start.x) * i) / 10, start.y + ((end.y - start.y) * i) / 10);
  await page.mouse.up();
}

describe('reservation scheduler', () => {
  test('a clerk reschedules by drag and by keyboard; a move onto taken time is refused and goes back', async ({
    page,
  }) => {
    const spa = await spaApi(page.request);
    const schedule = await spa.schedule();
    const drag = await dragPlan(spa, schedule);

    await openScheduler(page, spa.day);
    await expect.poll(() => bar(page, drag.line).getAttribute('data-start')).toBe(iso(drag.line.startsAt));
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);
    expect(await severeAxeViolations(page), 'axe on the Reservation Dashboard').toEqual([]);

    // 1. Dragged with the mouse to a free slot of another therapist: there at once, and after a reload.
    await dragTo(page, bar(page, drag.line), cell(page, drag.resourceId, drag.startsAt));
    await expect
      .poll(() => bar(page, drag.line).getAttribute('data-resource-id'), { timeout: UI_TIMEOUT })
      .toBe(String(drag.resourceId));
    await expect
      .poll(() => bar(page, drag.line).getAttribute('aria-busy'), {
        timeout: UI_TIMEOUT,
        message: 'the move is saved',
      })
      .toBeNull();
    expect(await bar(page, drag.line).getAttribute('data-start')).toBe(drag.startsAt);
    const saved = await spa.lineOf(drag.line);
    expect([saved.resourceId, iso(saved.startsAt)]).toEqual([drag.resourceId, drag.startsAt]);
    await page.reload();
    await grid(page).waitFor();
    await expect
      .poll(() => bar(page, drag.line).getAttribute('data-resource-id'))
      .toBe(String(drag.resourceId));
    expect(await bar(page, drag.line).getAttribute('data-start')).toBe(drag.startsAt);

    // 2. Another bar, a few slots along its own row with the keyboard alone: M picks it up, arrows, Enter drops.
    const keys = await keyboardPlan(spa, await spa.schedule(), drag.line.lineId);
    await bar(page, keys.line).focus();
    await page.keyboard.press('m');
    for (let i = 0; i < Math.abs(keys.steps); i++)
      await page.keyboard.press(keys.steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    await expect.poll(() => bar(page, keys.line).getAttribute('data-start')).toBe(keys.startsAt);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Moving' }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => iso((await spa.lineOf(keys.line)).startsAt), { timeout: UI_TIMEOUT })
      .toBe(keys.startsAt);
    await expect
      .poll(() => bar(page, keys.line).getAttribute('aria-busy'), {
        timeout: UI_TIMEOUT,
        message: 'the move is saved',
      })
      .toBeNull();

    // 3. Onto another reservation's time on the same therapist: refused, back where it was, with the reason.
    const busy = busyPlan(await spa.schedule(), [drag.line.lineId, keys.line.lineId]);
    await bar(page, busy.line).focus();
    for (let i = 0; i < Math.abs(busy.steps); i++)
      await page.keyboard.press(busy.steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('Enter');
    const refused = page.getByTestId('timeline-refused');
    await refused.waitFor({ timeout: UI_TIMEOUT });
    expect(await refused.innerText()).toContain(`${busy.line.customerName}`);
    expect(await refused.innerText()).toMatch(/is back where it was\.\s+\S/);
    await expect.poll(() => bar(page, busy.line).getAttribute('data-start')).toBe(iso(busy.line.startsAt));
    expect(await bar(page, busy.line).getAttribute('data-rolled-back')).toBe('true');
    expect(iso((await spa.lineOf(busy.line)).startsAt)).toBe(iso(busy.line.startsAt));
    expect(await severeAxeViolations(page), 'axe with the refusal shown').toEqual([]);
  });
});

describe('service business home', () => {
  test("the spa's home shows today's reservations and leads to the scheduler", async ({ page }) => {
    await openAs(page, 'spa.admin', '/master-service/home');
    const today = page.getByRole('region', { name: 'Today' });
    await today
      .getByRole('list', { name: "Today's reservations by status" })
      .waitFor({ timeout: UI_TIMEOUT });
    for (const heading of ['Next arrivals', 'In service', 'Free today'])
      await today.getByRole('heading', { level: 3, name: heading }).waitFor();
    expect(await severeAxeViolations(page), 'axe on the service home').toEqual([]);
    await today.getByRole('link', { name: 'Open the scheduler' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Reservation Dashboard' })
      .waitFor({ timeout: UI_TIMEOUT });
    await grid(page).waitFor({ timeout: UI_TIMEOUT });
  });
});

// A room order and its charge on the guest's folio are one transaction (decision 0039): the folio shows the order
// as soon as it is taken, a folio that fails to take the charge leaves no order behind (no number, notification or
// stock taken), and an order that fails after its charge was written leaves no charge on the folio.
import type { Folio } from '@bookone/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { booking, bookingService, notification, salesOrder } from '../src/db/schema';
import { openDemoApp, openForTests, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { bistroOf, setStock, stockOf, takeOrder, type Bistro } from './order-fixtures';

let t: TestApp;
let session: Session;
let HARBOUR: number;
let kitchen: Bistro;
let desk: string;
let guestBooking: number;
let clubId: number;

openForTests(openDemoApp, (app) => {
  ({ t, session, HARBOUR } = app);
});

beforeAll(async () => {
  desk = await session.desk();
  kitchen = await bistroOf(t, HARBOUR, 'Harbour Kitchen');
  clubId = (await kitchen.product('CLUB')).id;
  await setStock(t, clubId, 20);
  const [inHouse] = await t.db
    .select()
    .from(booking)
    .where(and(eq(booking.propertyId, HARBOUR), eq(booking.status, 'CHECKEDIN')))
    .orderBy(desc(booking.id))
    .limit(1);
  guestBooking = inHouse!.id;
});

afterEach(async () => {
  await t.db.execute(sql`DROP TRIGGER IF EXISTS test_fail ON booking_service`);
  await t.db.execute(sql`DROP TRIGGER IF EXISTS test_fail ON sales_order`);
});

/** Makes every INSERT (or UPDATE) of a table fail from now on, as a broken disk or a constraint would. */
async function failOn(table: 'booking_service' | 'sales_order', event: 'INSERT' | 'UPDATE') {
  await t.db.execute(sql`CREATE OR REPLACE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
  await t.db.execute(
    sql.raw(`CREATE TRIGGER test_fail BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION test_fail()`),
  );
}

const roomOrder = () => ({
  businessServiceId: kitchen.outletId,
  deliveryMethod: 'ROOM_ORDER',
  bookingId: guestBooking,
  lines: [{ productId: clubId, quantity: 2 }],
});

const folio = async () =>
  (await t.api('GET', `/api/booking/${guestBooking}/folio`, { token: desk })).json<Folio>();

/** What a taken order leaves: its rows, the property's ORDER notifications, the folio's services, the stock. */
async function traces() {
  const [[orders], [notes], [services]] = await Promise.all([
    t.db.select({ n: count() }).from(salesOrder).where(eq(salesOrder.propertyId, HARBOUR)),
    t.db
      .select({ n: count() })
      .from(notification)
      .where(and(eq(notification.propertyId, HARBOUR), eq(notification.notificationType, 'ORDER'))),
    t.db.select({ n: count() }).from(bookingService).where(eq(bookingService.bookingId, guestBooking)),
  ]);
  return { orders: orders!.n, notes: notes!.n, services: services!.n, stock: await stockOf(t, clubId) };
}

describe('a room order and its folio charge', () => {
  it('shows on the folio as soon as the order is taken, for its total', async () => {
    const o = await takeOrder(t, desk, HARBOUR, roomOrder());
    const line = (await folio()).lines.find((l) => l.description.includes(o.referenceNumber));
    expect(line).toMatchObject({ kind: 'SERVICE', amount: o.total });
  });

  it('leaves no order when the folio fails to take the charge', async () => {
    const before = await traces();
    const charges = (await folio()).charges;
    await failOn('booking_service', 'INSERT');
    const res = await t.api('POST', `/api/order/property/${HARBOUR}`, { token: desk, body: roomOrder() });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await traces()).toEqual(before);
    expect((await folio()).charges).toBe(charges);
  });

  it('leaves no charge on the folio when the order fails after it', async () => {
    const before = await traces();
    const charges = (await folio()).charges;
    // The order's last write (its link to the folio line) fails, after the charge was written.
    await failOn('sales_order', 'UPDATE');
    const res = await t.api('POST', `/api/order/property/${HARBOUR}`, { token: desk, body: roomOrder() });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await traces()).toEqual(before);
    expect((await folio()).charges).toBe(charges);
  });

  it('moves the charge with a change of the order and takes it back on a cancel', async () => {
    const o = await takeOrder(t, desk, HARBOUR, roomOrder());
    const more = await t.api('POST', `/api/order/${o.id}/lines`, {
      token: desk,
      body: { lines: [{ productId: clubId, quantity: 1 }] },
    });
    expect(more.statusCode, more.body).toBe(200);
    const mine = async () =>
      (await folio()).lines.filter((l) => l.description.includes(o.referenceNumber)).map((l) => l.amount);
    expect(await mine()).toEqual([more.json<{ total: number }>().total]);
    const cancel = await t.api('POST', `/api/order/${o.id}/cancel`, {
      token: desk,
      body: { reason: 'Wrong room' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await mine()).toEqual([]);
  });
});

// The demo orders (issue 12's seed): the Corner Bistro's twelve tables in two areas and about four hundred orders
// over three months in every status and delivery method, paid when completed; Harbour View's room-service orders
// each on an in-house guest's folio.
import { ORDER_STATUSES, type Folio, type KitchenBoard } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, orderLine, payment, salesOrder, serviceResource } from '../src/db/schema';
import { openDemoApp, openForTests, type DemoApp } from './demo-app';

let app: DemoApp;
openForTests(openDemoApp, (a) => (app = a));

describe('the demo orders', () => {
  it('give the bistro twelve tables in two areas and about four hundred orders of every kind', async () => {
    const { t, ids } = app;
    const BISTRO = ids.property('Corner Bistro');
    const tables = await t.db.select().from(serviceResource).where(eq(serviceResource.propertyId, BISTRO));
    const seeded = tables.filter((r) => r.kind === 'TABLE');
    expect(seeded).toHaveLength(12);
    expect(new Set(seeded.map((r) => r.area))).toEqual(new Set(['Dining room', 'Terrace']));
    const orders = await t.db.select().from(salesOrder).where(eq(salesOrder.propertyId, BISTRO));
    expect(orders.length).toBeGreaterThan(350);
    expect(orders.length).toBeLessThan(500);
    const statuses = new Set(orders.map((o) => o.status));
    for (const s of ORDER_STATUSES.filter((s) => s !== 'SHIPPED')) expect(statuses, s).toContain(s);
    expect(new Set(orders.map((o) => o.deliveryMethod))).toEqual(
      new Set(['DINE_IN', 'TAKE_AWAY', 'DELIVERY']),
    );
    // Numbers run from 1 without a gap; a completed order is paid in full.
    expect(orders.map((o) => o.sequence).sort((a, b) => a - b)).toEqual(orders.map((_, i) => i + 1));
    const paid = await t.db.select().from(payment).where(eq(payment.propertyId, BISTRO));
    const completed = orders.filter((o) => o.status === 'COMPLETED');
    for (const o of completed.slice(0, 20))
      expect(paid.filter((p) => p.orderId === o.id).reduce((s, p) => s + p.amount, 0)).toBeCloseTo(
        o.total,
        2,
      );
    const lines = await t.db.select().from(orderLine).where(eq(orderLine.propertyId, BISTRO));
    expect(lines.length).toBeGreaterThan(orders.length);
  });

  it("put Harbour View's room-service orders on the in-house guests' folios", async () => {
    const { t, HARBOUR, session } = app;
    const rooms = await t.db.select().from(salesOrder).where(eq(salesOrder.propertyId, HARBOUR));
    expect(rooms.length).toBeGreaterThan(0);
    const desk = await session.desk();
    for (const o of rooms) {
      expect(o.deliveryMethod).toBe('ROOM_ORDER');
      const [b] = await t.db.select().from(booking).where(eq(booking.id, o.bookingId!));
      expect(b!.status).toBe('CHECKEDIN');
      const folio = (await t.api('GET', `/api/booking/${o.bookingId}/folio`, { token: desk })).json<Folio>();
      expect(folio.lines.find((l) => l.description === `Meal: Room order ${o.referenceNumber}`)?.amount).toBe(
        o.total,
      );
    }
  });

  it("put today's running orders on the kitchen displays, each ticket at its order's stage", async () => {
    const { t, ids, session, HARBOUR } = app;
    const BISTRO = ids.property('Corner Bistro');
    const admin = await session('bistro.admin@bookone.demo');
    const res = await t.api('GET', `/api/property/${BISTRO}/kitchen/tickets`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const { tickets } = res.json<KitchenBoard>();
    const orders = await t.db.select().from(salesOrder).where(eq(salesOrder.propertyId, BISTRO));
    const byId = new Map(orders.map((o) => [o.id, o]));
    // The take-away and the table confirmed today wait as new; the table in progress is being prepared, the one
    // ready to serve is ready; served orders' tickets have left the display.
    const stages = tickets.map((k) => `${byId.get(k.orderId)!.status} ${k.status}`);
    expect(new Set(stages)).toEqual(
      new Set(['CONFIRMED NEW', 'IN_PROGRESS PREPARING', 'READY_TO_SERVE READY']),
    );
    expect(new Set(tickets.map((k) => byId.get(k.orderId)!.deliveryMethod))).toEqual(
      new Set(['DINE_IN', 'TAKE_AWAY']),
    );
    expect(tickets.every((k) => k.lines.length > 0)).toBe(true);
    // Room service's confirmed orders of today wait in Harbour View's kitchen, labelled with the guest's room.
    const hotel = await t.api('GET', `/api/property/${HARBOUR}/kitchen/tickets`, {
      token: await session.desk(),
    });
    const roomTickets = hotel.json<KitchenBoard>().tickets;
    expect(roomTickets.length).toBeGreaterThan(0);
    expect(roomTickets.every((k) => k.deliveryMethod === 'ROOM_ORDER' && !!k.label)).toBe(true);
  });
});

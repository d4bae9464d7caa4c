// Kitchen tickets (issue 12): an order confirmed at the Corner Bistro makes one ticket per station (Pizza oven, Cold
// kitchen, the Bar's "group KOT" drinks, the default station for a group without one), another round on a confirmed
// order makes tickets at once, the display filters by station and status, a bump moves only from the status read (two
// cooks: one 409), other tenants see nothing; and the live stream hands each event to the right property and
// permission only.
import { APP_ID, type KitchenBoard, type KitchenTicket, type Order } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { appUser, auditLog, productGroup } from '../src/db/schema';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { addTables, bistroOf, takeOrder, type Bistro } from './order-fixtures';
import { openStream } from './live-stream';
import { expectError, insertUser, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let BISTRO: number;
let HARBOUR: number;
let bistro: Bistro;
let admin: string;
/** A PROP_SERVICE waiter, who also reads the kitchen display. */
let waiter: string;
/** The bistro's housekeeping: notifications, but no kitchen. */
let housekeeper: string;
let tables: number[];

openForTests(
  () => openTenantsApp(),
  (app) => {
    ({ t, session, rival, HARBOUR } = app);
    BISTRO = app.ids.property('Corner Bistro');
  },
);

beforeAll(async () => {
  admin = await session('bistro.admin@bookone.demo');
  bistro = await bistroOf(t, BISTRO);
  tables = await addTables(t, bistro, ['K1', 'K2', 'K3', 'K4']);
  const [owner] = await t.db.select().from(appUser).where(eq(appUser.username, 'bistro.admin@bookone.demo'));
  const staff = (role: string) =>
    insertUser(t, { roles: [role], organisationId: owner!.organisationId, propertyId: BISTRO });
  waiter = await t.login((await staff('PROP_SERVICE')).username);
  housekeeper = await t.login((await staff('PROP_HOUSEKEEPING')).username);
  // Mains lose their station: their lines go to the default one.
  await t.db
    .update(productGroup)
    .set({ printerName: null })
    .where(and(eq(productGroup.propertyId, BISTRO), eq(productGroup.code, 'MAINS')));
});

const api = (method: 'GET' | 'POST', url: string, body?: unknown, token = waiter) =>
  t.api(method, url, { token, body });

async function confirmedOrder(table: number, lines: unknown[]) {
  const o = await takeOrder(t, waiter, BISTRO, {
    businessServiceId: bistro.outletId,
    deliveryMethod: 'DINE_IN',
    tableId: table,
    covers: 2,
    lines,
  });
  const res = await api('POST', `/api/order/${o.id}/confirm`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order>();
}

const ticketsOf = async (orderId: number, token = waiter) => {
  const res = await api('GET', `/api/order/${orderId}/kitchen-tickets`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<KitchenTicket[]>();
};

const board = async (query = '', token = waiter) => {
  const res = await api('GET', `/api/property/${BISTRO}/kitchen/tickets${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<KitchenBoard>();
};

const move = (id: number, from: string, to: string, token = waiter) =>
  api('POST', `/api/kitchen/ticket/${id}/status`, { from, to }, token);

describe('tickets made from an order', () => {
  let order: Order;

  it('none while the order is new; on confirm one per station, group KOT apart, no station → Kitchen', async () => {
    const line = async (code: string, more: object = {}) => ({
      productId: (await bistro.product(code)).id,
      quantity: 1,
      ...more,
    });
    const o = await takeOrder(t, waiter, BISTRO, {
      businessServiceId: bistro.outletId,
      deliveryMethod: 'DINE_IN',
      tableId: tables[0],
      covers: 2,
      lines: [
        await line('MARGHERITA', {
          variationId: await bistro.variation('MARGHERITA', 'Large'),
          modifierIds: [(await bistro.product('X-OLIVES')).id],
          quantity: 2,
          note: 'Well done',
        }),
        await line('BRUSCHETTA'),
        await line('TIRAMISU'),
        await line('FLAT-WHITE'),
        await line('STEAK'),
      ],
    });
    expect(await ticketsOf(o.id)).toEqual([]);
    const res = await api('POST', `/api/order/${o.id}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    order = res.json<Order>();

    const tickets = await ticketsOf(order.id);
    const byStation = Object.fromEntries(tickets.map((k) => [k.station, k]));
    expect(Object.keys(byStation).sort()).toEqual(['Bar', 'Cold kitchen', 'Kitchen', 'Pizza oven']);
    expect(byStation['Pizza oven']).toMatchObject({
      status: 'NEW',
      priority: 'NORMAL',
      deliveryMethod: 'DINE_IN',
      label: 'K1',
      orderReference: order.referenceNumber,
      groupName: null,
      lines: [
        {
          productName: 'Margherita',
          variationName: 'Large',
          modifiers: ['Olives'],
          quantity: 2,
          note: 'Well done',
        },
      ],
    });
    expect(byStation['Cold kitchen']!.lines.map((l) => l.productName)).toEqual([
      'Tomato Bruschetta',
      'Tiramisu',
    ]);
    expect(byStation.Bar).toMatchObject({ groupName: 'Drinks', lines: [{ productName: 'Flat White' }] });
    expect(byStation.Kitchen!.lines).toHaveLength(1);
    // Numbers per property, one each.
    expect(new Set(tickets.map((k) => k.number)).size).toBe(4);

    const [created] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'kitchen_ticket'), eq(auditLog.entityId, String(byStation.Bar!.id))));
    expect(created).toMatchObject({ event: 'KOT_CREATE', propertyId: BISTRO });
  });

  it('another round on a confirmed order goes to the kitchen at once; earlier lines are not sent twice', async () => {
    const cola = await bistro.product('COLA');
    const res = await api('POST', `/api/order/${order.id}/lines`, {
      lines: [{ productId: cola.id, quantity: 3, note: 'No ice' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const tickets = await ticketsOf(order.id);
    expect(tickets).toHaveLength(5);
    const last = tickets.at(-1)!;
    expect(last).toMatchObject({
      station: 'Bar',
      lines: [{ productName: 'Cola', quantity: 3, note: 'No ice' }],
    });
    expect(tickets.flatMap((k) => k.lines)).toHaveLength(6);
  });

  it('the display shows a station’s open tickets and every station, rush first', async () => {
    const pizza = await board('?station=Pizza%20oven');
    expect(pizza.stations).toEqual(expect.arrayContaining(['Bar', 'Cold kitchen', 'Kitchen', 'Pizza oven']));
    expect(pizza.tickets.every((k) => k.station === 'Pizza oven')).toBe(true);
    expect(pizza.tickets.map((k) => k.orderId)).toContain(order.id);

    const other = await confirmedOrder(tables[1]!, [
      { productId: (await bistro.product('FUNGHI')).id, quantity: 1 },
    ]);
    const [rushed] = await ticketsOf(other.id);
    const res = await api('POST', `/api/kitchen/ticket/${rushed!.id}/priority`, { priority: 'RUSH' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await board('?station=Pizza%20oven')).tickets[0]).toMatchObject({
      id: rushed!.id,
      priority: 'RUSH',
    });
  });
});

describe('moving a ticket', () => {
  it('bumps forward from the status read; two cooks at once: one wins, the other gets 409', async () => {
    const o = await confirmedOrder(tables[2]!, [
      { productId: (await bistro.product('CALZONE')).id, quantity: 1 },
    ]);
    const [k] = await ticketsOf(o.id);
    const [a, b] = await Promise.all([move(k!.id, 'NEW', 'PREPARING'), move(k!.id, 'NEW', 'PREPARING')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expectError(a.statusCode === 409 ? a : b, 409, { message: /being prepared already/ });

    const ready = await move(k!.id, 'PREPARING', 'READY');
    expect(ready.json<KitchenTicket>().status).toBe('READY');
    // Not a move the domain allows, and a stale status read.
    expectError(await move(k!.id, 'NEW', 'SERVED'), 409);
    expectError(await move(k!.id, 'PREPARING', 'READY'), 409, { message: /ready already/ });
    expect((await move(k!.id, 'READY', 'SERVED')).json<KitchenTicket>().status).toBe('SERVED');
    // Served leaves the screen; asked for, it is there.
    expect((await board()).tickets.map((x) => x.id)).not.toContain(k!.id);
    expect((await board('?status=SERVED')).tickets.map((x) => x.id)).toContain(k!.id);
    expectError(await api('POST', `/api/kitchen/ticket/${k!.id}/priority`, { priority: 'RUSH' }), 409);
  });

  it('refuses a bad status with 400 naming the field', async () => {
    const res = await api('POST', `/api/kitchen/ticket/1/status`, { from: 'NEW', to: 'COOKING' });
    expectError(res, 400, { fields: ['to'] });
  });
});

describe('tenants and permissions', () => {
  it('another tenant gets 404 for the display, the ticket, its moves and the order’s tickets; housekeeping 403', async () => {
    const o = await confirmedOrder(tables[3]!, [
      { productId: (await bistro.product('HAWAIIAN')).id, quantity: 1 },
    ]);
    const [k] = await ticketsOf(o.id);
    const foreign = await t.login(rival.propAdmin.username);
    expectError(await api('GET', `/api/property/${BISTRO}/kitchen/tickets`, undefined, foreign), 404);
    expectError(await api('GET', `/api/kitchen/ticket/${k!.id}`, undefined, foreign), 404);
    expectError(await move(k!.id, 'NEW', 'PREPARING', foreign), 404);
    expectError(await api('GET', `/api/order/${o.id}/kitchen-tickets`, undefined, foreign), 404);
    // Harbour View's admin is of the same organisation's other property: not this one's kitchen.
    const hotel = await session('hotel.admin@bookone.demo');
    expectError(await api('GET', `/api/kitchen/ticket/${k!.id}`, undefined, hotel), 404);
    expect((await board('', admin)).tickets.map((x) => x.id)).toContain(k!.id);
    expectError(await api('GET', `/api/property/${BISTRO}/kitchen/tickets`, undefined, housekeeper), 403);
    expect(HARBOUR).not.toBe(BISTRO);
  });
});

describe('the live stream', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers auth errors at once: no token 401, another tenant’s property 404', async () => {
    const anonymous = await fetch(`${base}/api/live/${BISTRO}`, { headers: { APP_ID } });
    expect(anonymous.status).toBe(401);
    const foreign = await openStream(base, await t.login(rival.propAdmin.username), BISTRO);
    expect(foreign.res.status).toBe(404);
  });

  it('a kitchen event reaches the property’s kitchen staff only; a notification every tab of the property', async () => {
    const cook = await openStream(base, waiter, BISTRO);
    const maid = await openStream(base, housekeeper, BISTRO);
    const rivalTab = await openStream(base, await t.login(rival.propAdmin.username), rival.propertyId);
    const hotelTab = await openStream(base, await session('hotel.admin@bookone.demo'), HARBOUR);
    try {
      expect(cook.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(cook.res.headers.get('content-encoding')).toBeNull();
      for (const s of [cook, maid, rivalTab, hotelTab]) await s.waitFor((f) => f.event === 'ready', 'ready');

      const o = await confirmedOrder(tables[0]!, [
        { productId: (await bistro.product('PEPPERONI')).id, quantity: 1 },
      ]);
      const [k] = await ticketsOf(o.id);
      await cook.waitFor(
        (f) => f.event === 'kitchen' && f.data.ticketId === k!.id,
        'the cook hears the ticket',
      );
      expect(cook.frames.find((f) => f.event === 'kitchen')!.data).toMatchObject({
        propertyId: BISTRO,
        station: 'Pizza oven',
        orderId: o.id,
      });
      // The order's notification reached both tabs of the bistro: housekeeping too, but no kitchen event.
      await cook.waitFor((f) => f.event === 'notification', 'the cook hears the notification');
      await maid.waitFor((f) => f.event === 'notification', 'housekeeping hears the notification');
      expect(maid.frames.filter((f) => f.event === 'kitchen')).toEqual([]);
      // Other properties heard nothing but their own ready.
      expect(rivalTab.frames.map((f) => f.event)).toEqual(['ready']);
      expect(hotelTab.frames.map((f) => f.event)).toEqual(['ready']);

      // A bump is announced too.
      expect((await move(k!.id, 'NEW', 'READY')).statusCode).toBe(200);
      await cook.waitFor(
        (f) => f.event === 'kitchen' && f.data.ticketId === k!.id && cook.frames.indexOf(f) > 2,
        'the cook hears the bump',
      );
    } finally {
      for (const s of [cook, maid, rivalTab, hotelTab]) s.close();
    }
  });

  it('app.close() ends the streams still open', async () => {
    const cook = await openStream(base, waiter, BISTRO);
    await cook.waitFor((f) => f.event === 'ready', 'ready');
    const closing = t.app.close();
    for (let i = 0; i < 100 && !cook.ended(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(cook.ended()).toBe(true);
    // As main.ts does after its drain: whatever connection is left is cut.
    t.app.server.closeAllConnections();
    await closing;
  });
});

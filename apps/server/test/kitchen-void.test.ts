// Kitchen tickets follow the order (issue 12): a cancelled order's open tickets stay on the display as VOID with the
// reason until a cook acknowledges them; a removed or lowered line shows its units voided on the open ticket; a
// raised quantity sends the extra units on a new ticket; a new note voids the old units and sends them again; a
// served ticket is history. Every change is announced on the live channel.
import type { KitchenBoard, KitchenTicket, Order } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../src/db/schema';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { openStream } from './live-stream';
import { addTables, bistroOf, takeOrder, type Bistro } from './order-fixtures';
import { expectError } from './support';

let t: TestApp;
let session: Session;
let BISTRO: number;
let bistro: Bistro;
let token: string;
let tables: number[];

openForTests(
  () => openTenantsApp(),
  (app) => ({ t, session } = app) && (BISTRO = app.ids.property('Corner Bistro')),
);

beforeAll(async () => {
  token = await session('bistro.admin@bookone.demo');
  bistro = await bistroOf(t, BISTRO);
  tables = await addTables(t, bistro, ['V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
});

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
  const res = await t.api(method, url, { token, body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res;
};

/** A dine-in order at the table, confirmed: its tickets are on the display. */
async function confirmed(table: number, lines: [code: string, quantity: number, note?: string][]) {
  const o = await takeOrder(t, token, BISTRO, {
    businessServiceId: bistro.outletId,
    deliveryMethod: 'DINE_IN',
    tableId: table,
    covers: 2,
    lines: await Promise.all(
      lines.map(async ([code, quantity, note]) => ({
        productId: (await bistro.product(code)).id,
        quantity,
        note,
      })),
    ),
  });
  return (await call('POST', `/api/order/${o.id}/confirm`)).json<Order>();
}

const ticketsOf = async (orderId: number) =>
  (await call('GET', `/api/order/${orderId}/kitchen-tickets`)).json<KitchenTicket[]>();
const onDisplay = async () =>
  (await call('GET', `/api/property/${BISTRO}/kitchen/tickets`)).json<KitchenBoard>().tickets;
/** What the cook reads of a ticket: "2x Margherita", "VOID 1x Margherita". */
const readout = (k: KitchenTicket) =>
  k.lines.flatMap((l) => [
    ...(l.quantity > l.voidedQuantity ? [`${l.quantity - l.voidedQuantity}x ${l.productName}`] : []),
    ...(l.voidedQuantity ? [`VOID ${l.voidedQuantity}x ${l.productName}`] : []),
  ]);

describe('a cancelled order', () => {
  it('voids its open tickets, which stay on the display with the reason until a cook acknowledges them', async () => {
    const o = await confirmed(tables[0]!, [
      ['MARGHERITA', 2],
      ['BRUSCHETTA', 1],
      ['FLAT-WHITE', 1],
    ]);
    const byStation = Object.fromEntries((await ticketsOf(o.id)).map((k) => [k.station, k]));
    const pizza = byStation['Pizza oven']!;
    const bar = byStation.Bar!;
    // The pizza is being made; the coffee went out already.
    await call('POST', `/api/kitchen/ticket/${pizza.id}/status`, { from: 'NEW', to: 'PREPARING' });
    await call('POST', `/api/kitchen/ticket/${bar.id}/status`, { from: 'NEW', to: 'READY' });
    await call('POST', `/api/kitchen/ticket/${bar.id}/status`, { from: 'READY', to: 'SERVED' });

    await call('POST', `/api/order/${o.id}/cancel`, { reason: 'Guest left' });
    const after = Object.fromEntries((await ticketsOf(o.id)).map((k) => [k.station, k]));
    expect(after['Pizza oven']).toMatchObject({ status: 'PREPARING', voidReason: 'Guest left' });
    expect(after['Pizza oven']!.voidedAt).not.toBeNull();
    expect(readout(after['Pizza oven']!)).toEqual(['VOID 2x Margherita']);
    expect(after['Cold kitchen']!.voidedAt).not.toBeNull();
    // Served is history: nothing to take back.
    expect(after.Bar).toMatchObject({ status: 'SERVED', voidedAt: null });
    expect(readout(after.Bar!)).toEqual(['1x Flat White']);

    // Still on the screen, as VOID; no bump, no rush.
    const shown = (await onDisplay()).find((k) => k.id === pizza.id);
    expect(shown).toMatchObject({ voidReason: 'Guest left', voidAcknowledgedAt: null });
    const bump = await t.api('POST', `/api/kitchen/ticket/${pizza.id}/status`, {
      token,
      body: { from: 'PREPARING', to: 'READY' },
    });
    expectError(bump, 409, { message: /void/ });
    const rush = await t.api('POST', `/api/kitchen/ticket/${pizza.id}/priority`, {
      token,
      body: { priority: 'RUSH' },
    });
    expectError(rush, 409, { message: /void/ });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'kitchen_ticket'),
          eq(auditLog.entityId, String(pizza.id)),
          eq(auditLog.event, 'KOT_VOID'),
        ),
      );
    expect(audit).toMatchObject({ propertyId: BISTRO });

    // Acknowledged: it leaves the display, once.
    const ack = (await call('POST', `/api/kitchen/ticket/${pizza.id}/acknowledge`)).json<KitchenTicket>();
    expect(ack.voidAcknowledgedAt).not.toBeNull();
    expect((await onDisplay()).map((k) => k.id)).not.toContain(pizza.id);
    expect((await onDisplay()).map((k) => k.id)).toContain(after['Cold kitchen']!.id);
    expectError(await t.api('POST', `/api/kitchen/ticket/${pizza.id}/acknowledge`, { token }), 409, {
      message: /acknowledged already/,
    });
  });

  it('a ticket that is not void has nothing to acknowledge (409); another tenant’s is missing (404)', async () => {
    const o = await confirmed(tables[1]!, [['CALZONE', 1]]);
    const [k] = await ticketsOf(o.id);
    expectError(await t.api('POST', `/api/kitchen/ticket/${k!.id}/acknowledge`, { token }), 409, {
      message: /not void/,
    });
    const hotel = await session('hotel.admin@bookone.demo');
    expectError(await t.api('POST', `/api/kitchen/ticket/${k!.id}/acknowledge`, { token: hotel }), 404);
  });
});

describe('lines moved to another table', () => {
  it('void their unserved units on the old table’s ticket and go to the kitchen again under the new table', async () => {
    const o = await confirmed(tables[4]!, [
      ['MARGHERITA', 1],
      ['CALZONE', 1],
    ]);
    const [oven] = await ticketsOf(o.id);
    expect(oven).toMatchObject({ label: 'V5' });
    const calzone = o.lines.find((l) => l.productName === 'Calzone')!;
    await call('POST', `/api/order/${o.id}/move-lines`, { lineIds: [calzone.id], tableId: tables[5] });

    expect((await ticketsOf(o.id)).map(readout)).toEqual([['1x Margherita', 'VOID 1x Calzone']]);
    const onV6 = (await onDisplay()).filter((k) => k.label === 'V6');
    expect(onV6.map(readout)).toEqual([['1x Calzone']]);
    expect(onV6[0]).toMatchObject({ station: oven!.station, status: 'NEW', voidedAt: null });
  });
});

describe('lines changed on a confirmed order', () => {
  it('a removed line shows VOID on its open ticket; the last one removed voids the ticket', async () => {
    const o = await confirmed(tables[2]!, [
      ['BRUSCHETTA', 2],
      ['TIRAMISU', 1],
    ]);
    const [cold] = await ticketsOf(o.id);
    const [bruschetta, tiramisu] = o.lines;
    await call('DELETE', `/api/order/${o.id}/lines/${bruschetta!.id}`);
    let [k] = await ticketsOf(o.id);
    expect(k).toMatchObject({ id: cold!.id, voidedAt: null });
    expect(readout(k!)).toEqual(['VOID 2x Tomato Bruschetta', '1x Tiramisu']);

    await call('DELETE', `/api/order/${o.id}/lines/${tiramisu!.id}`);
    [k] = await ticketsOf(o.id);
    expect(k!.voidedAt).not.toBeNull();
    expect(k!.voidReason).toBeNull();
    expect(readout(k!)).toEqual(['VOID 2x Tomato Bruschetta', 'VOID 1x Tiramisu']);
  });

  it('lower voids the units taken back, higher sends the extra on a new ticket, a new note voids and resends', async () => {
    const o = await confirmed(tables[3]!, [['MARGHERITA', 3]]);
    const line = o.lines[0]!;
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cook = await openStream(base, token, BISTRO);
    try {
      await cook.waitFor((f) => f.event === 'ready', 'ready');
      await call('PATCH', `/api/order/${o.id}/lines/${line.id}`, { quantity: 1 });
      let tickets = await ticketsOf(o.id);
      expect(tickets.map(readout)).toEqual([['1x Margherita', 'VOID 2x Margherita']]);
      await cook.waitFor(
        (f) => f.event === 'kitchen' && f.data.ticketId === tickets[0]!.id,
        'the cook hears the void',
      );

      await call('PATCH', `/api/order/${o.id}/lines/${line.id}`, { quantity: 4 });
      tickets = await ticketsOf(o.id);
      expect(tickets.map(readout)).toEqual([['1x Margherita', 'VOID 2x Margherita'], ['3x Margherita']]);

      // A discount is the bill's business, not the kitchen's.
      await call('PATCH', `/api/order/${o.id}/lines/${line.id}`, { discountPercentage: 10 });
      expect((await ticketsOf(o.id)).map(readout)).toEqual(tickets.map(readout));

      await call('PATCH', `/api/order/${o.id}/lines/${line.id}`, { note: 'No basil' });
      tickets = await ticketsOf(o.id);
      expect(tickets.map(readout)).toEqual([
        ['VOID 3x Margherita'],
        ['VOID 3x Margherita'],
        ['4x Margherita'],
      ]);
      expect(tickets[2]!.lines[0]!.note).toBe('No basil');
      expect(tickets.map((k) => !!k.voidedAt)).toEqual([true, true, false]);
    } finally {
      cook.close();
    }
  });
});

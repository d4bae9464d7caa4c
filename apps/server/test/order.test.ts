// Orders of the outlets (issue 12): an order taken at the Corner Bistro's tables priced from its demo menu
// (variations, modifiers, tax), the field refusals, kept stock and sold-out products, the lifecycle with its 409s,
// another round, the bill (requested, split, paid), lines moved to another table, the floor plan, the list and its
// export, room orders on the guest's folio at Harbour View, and other tenants kept out.
import type { FloorTable, Folio, Order, OrderPage, OrderSplit, Payment } from '@bookone/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { appUser, auditLog, booking, notification } from '../src/db/schema';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { addTables, bistroOf, setStock, stockOf, takeOrder, type Bistro } from './order-fixtures';
import { expectError, insertUser, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let BISTRO: number;
let bistro: Bistro;
let admin: string;
/** A PROP_SERVICE waiter who may give 10 % off an order and 5 % off a line. */
let waiter: string;
let tables: number[];

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, HARBOUR } = app);
  BISTRO = app.ids.property('Corner Bistro');
});

beforeAll(async () => {
  admin = await session('bistro.admin@bookone.demo');
  bistro = await bistroOf(t, BISTRO);
  tables = await addTables(t, bistro, ['T1', 'T2', 'T3', 'T4', 'T5']);
  const [owner] = await t.db.select().from(appUser).where(eq(appUser.username, 'bistro.admin@bookone.demo'));
  const u = await insertUser(t, {
    roles: ['PROP_SERVICE'],
    organisationId: owner!.organisationId,
    propertyId: BISTRO,
  });
  await t.db
    .update(appUser)
    .set({ maxOrderDiscountPercentage: 10, maxOrderItemDiscountPercentage: 5 })
    .where(eq(appUser.id, u.id));
  waiter = await t.login(u.username);
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin) =>
  t.api(method, url, { token, body });
const act = async (id: number, action: string, body?: unknown, token = admin) => {
  const res = await api('POST', `/api/order/${id}/${action}`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order>();
};
const dineIn = (table: number, lines: unknown[], more: object = {}) => ({
  businessServiceId: bistro.outletId,
  deliveryMethod: 'DINE_IN' as const,
  tableId: table,
  covers: 2,
  lines,
  ...more,
});

describe('taking an order', () => {
  it('prices the lines as sold (variation, modifiers, tax), numbers it, notifies and audits it', async () => {
    const margherita = await bistro.product('MARGHERITA');
    const large = await bistro.variation('MARGHERITA', 'Large');
    const olives = await bistro.product('X-OLIVES');
    const chilli = await bistro.product('X-CHILLI');
    const flat = await bistro.product('FLAT-WHITE');
    const o = await takeOrder(
      t,
      waiter,
      BISTRO,
      dineIn(tables[0]!, [
        {
          productId: margherita.id,
          variationId: large,
          modifierIds: [olives.id, chilli.id],
          quantity: 2,
          note: 'Well done',
        },
        { productId: flat.id, quantity: 1, discountPercentage: 5 },
      ]),
    );
    expect(o.referenceNumber).toMatch(/^CORNERBISTRO-O-\d{6}$/);
    expect(o).toMatchObject({ status: 'NEW', paymentStatus: 'NotPaid', tableName: 'T1', covers: 2 });
    const [pizza, coffee] = o.lines;
    // Large = 22 × 1.35 = 29.70, toppings 2.50 + 1.50; GST 15 % (the bistro's) on the line.
    expect(pizza).toMatchObject({
      productName: 'Margherita',
      variationName: 'Large',
      unitPrice: 29.7,
      modifiersPrice: 4,
      amount: 67.4,
      tax: 10.11,
      total: 77.51,
      note: 'Well done',
      station: 'Pizza oven',
      confirmedAt: null,
    });
    expect(pizza!.modifiers.map((m) => m.name)).toEqual(['Olives', 'Fresh Chilli']);
    expect(coffee).toMatchObject({ unitPrice: 5.5, discountAmount: 0.28, tax: 0.78, total: 6 });
    expect(o.total).toBe(83.51);
    expect(o.balance).toBe(83.51);
    expect(o.actions).toEqual(['confirm', 'cancel']);

    const [note] = await t.db
      .select()
      .from(notification)
      .where(and(eq(notification.propertyId, BISTRO), eq(notification.referenceNumber, o.referenceNumber)));
    expect(note).toMatchObject({ notificationType: 'ORDER', referenceId: o.referenceNumber });
    const history = await api('GET', `/api/order/${o.id}/history`, undefined, waiter);
    expect(history.json<{ event: string }[]>().map((h) => h.event)).toEqual(['ORDER_CREATE']);

    // The details page and the notification open it by its number.
    const byRef = await api('GET', `/api/order/property/${BISTRO}/reference/${o.referenceNumber}`);
    expect(byRef.json<Order>().id).toBe(o.id);
    const listed = await api('GET', `/api/order/property/${BISTRO}?search=${o.referenceNumber}`);
    expect(listed.json<OrderPage>().items).toMatchObject([{ id: o.id, itemCount: 3, total: 83.51 }]);
  });

  it('refuses what the method needs, products of the menu only, and discounts over the caps, on their fields', async () => {
    const pizza = await bistro.product('MARGHERITA');
    const steak = await bistro.product('STEAK');
    const cola = await bistro.product('COLA');
    const post = (body: unknown, token = admin) => api('POST', `/api/order/property/${BISTRO}`, body, token);
    expectError(
      await post({ businessServiceId: bistro.outletId, deliveryMethod: 'DINE_IN', lines: [] }),
      400,
      {
        fields: ['tableId'],
      },
    );
    expectError(
      await post({
        businessServiceId: bistro.outletId,
        deliveryMethod: 'DELIVERY',
        lines: [{ productId: cola.id, quantity: 1 }],
      }),
      400,
      { fields: ['deliveryAddress'] },
    );
    expectError(await post(dineIn(tables[1]!, [{ productId: 999_999, quantity: 1 }])), 400, {
      fields: ['lines.0.productId'],
    });
    expectError(
      await post(
        dineIn(tables[1]!, [
          { productId: pizza.id, variationId: await bistro.variation('CAESAR', 'Half'), quantity: 1 },
        ]),
      ),
      400,
      { fields: ['lines.0.variationId'] },
    );
    // Toppings go with pizzas, not with a steak.
    const olives = await bistro.product('X-OLIVES');
    expectError(
      await post(dineIn(tables[1]!, [{ productId: steak.id, modifierIds: [olives.id], quantity: 1 }])),
      400,
      {
        fields: ['lines.0.modifierIds.0'],
      },
    );
    expectError(await post(dineIn(999_999, [])), 400, { fields: ['tableId'] });
    const cap = expectError(await post(dineIn(tables[1]!, [], { discountPercentage: 15 }), waiter), 400, {
      fields: ['discountPercentage'],
    });
    expect(cap.fieldValues?.discountPercentage).toEqual({ max: 10 });
    expectError(
      await post(dineIn(tables[1]!, [{ productId: cola.id, quantity: 1, discountPercentage: 6 }]), waiter),
      400,
      {
        fields: ['lines.0.discountPercentage'],
      },
    );
    expectError(await post(dineIn(tables[1]!, [{ productId: cola.id, quantity: 0 }])), 400, {
      fields: ['lines.0.quantity'],
    });
  });

  it('refuses a sold-out product and more than the kept stock with a 409 naming it; cancelling gives it back', async () => {
    const gnocchi = await bistro.product('GNOCCHI');
    const sold = await api(
      'POST',
      `/api/order/property/${BISTRO}`,
      dineIn(tables[1]!, [{ productId: gnocchi.id, quantity: 1 }]),
    );
    expectError(sold, 409, { message: 'Pumpkin Gnocchi is sold out' });

    const shank = await bistro.product('LAMB-SHANK');
    await setStock(t, shank.id, 3);
    const over = await api(
      'POST',
      `/api/order/property/${BISTRO}`,
      dineIn(tables[1]!, [{ productId: shank.id, quantity: 4 }]),
    );
    expectError(over, 409, { message: 'Only 3 Braised Lamb Shank left in stock' });
    expect(await stockOf(t, shank.id)).toBe(3);

    const o = await takeOrder(t, admin, BISTRO, dineIn(tables[1]!, [{ productId: shank.id, quantity: 2 }]));
    expect(await stockOf(t, shank.id)).toBe(1);
    // A line's quantity moves the stock with it.
    const line = o.lines[0]!.id;
    expectError(await api('PATCH', `/api/order/${o.id}/lines/${line}`, { quantity: 4 }), 409, {
      message: 'Only 1 Braised Lamb Shank left in stock',
    });
    expect(
      (await api('PATCH', `/api/order/${o.id}/lines/${line}`, { quantity: 3, note: 'No jus' })).statusCode,
    ).toBe(200);
    expect(await stockOf(t, shank.id)).toBe(0);
    expectError(await api('POST', `/api/order/${o.id}/cancel`, { reason: '' }), 400, { fields: ['reason'] });
    const cancelled = await act(o.id, 'cancel', { reason: 'Guest left' });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Guest left', actions: [] });
    expect(await stockOf(t, shank.id)).toBe(3);
    const history = (await api('GET', `/api/order/${o.id}/history`)).json<{ event: string }[]>();
    expect(history.map((h) => h.event)).toEqual(['ORDER_CANCEL', 'ORDER_UPDATE', 'ORDER_CREATE']);
  });
});

describe('the lifecycle and the bill', () => {
  it('moves only where allowed, sends lines to the kitchen on confirm, and completes once paid', async () => {
    const cola = await bistro.product('COLA');
    const burger = await bistro.product('BURGER');
    const o = await takeOrder(t, waiter, BISTRO, dineIn(tables[2]!, [{ productId: burger.id, quantity: 2 }]));
    expectError(await api('POST', `/api/order/${o.id}/serve`), 409, {
      message: 'An order new cannot be served',
    });
    const confirmed = await act(o.id, 'confirm', undefined, waiter);
    expect(confirmed.lines[0]!.confirmedAt).not.toBeNull();
    await act(o.id, 'start');
    // The kitchen has started: lines stay as they are, but another round is taken and goes to the kitchen at once.
    expectError(await api('PATCH', `/api/order/${o.id}/lines/${o.lines[0]!.id}`, { quantity: 1 }), 409);
    const more = await api('POST', `/api/order/${o.id}/lines`, {
      lines: [{ productId: cola.id, quantity: 2 }],
    });
    expect(more.statusCode, more.body).toBe(200);
    const round = more.json<Order>();
    expect(round.lines).toHaveLength(2);
    expect(round.lines[1]!.confirmedAt).not.toBeNull();
    expect(round.total).toBe(72.45); // 2 × 26 + 2 × 5.50, GST 15 %
    await act(o.id, 'ready');
    expectError(await api('POST', `/api/order/${o.id}/dispatch`), 409); // not a delivery
    await act(o.id, 'serve');
    expectError(await api('POST', `/api/order/${o.id}/cancel`, { reason: 'Too late' }), 409);

    // The table asks for the bill and splits it in two.
    await act(o.id, 'request-bill', undefined, waiter);
    const floor = (
      await api('GET', `/api/order/property/${BISTRO}/tables?businessServiceId=${bistro.outletId}`)
    ).json<FloorTable[]>();
    expect(floor.find((f) => f.id === tables[2])).toMatchObject({
      status: 'BILL_REQUESTED',
      orderId: o.id,
      total: 72.45,
    });
    expectError(await api('POST', `/api/order/${o.id}/complete`), 409, {
      message: `NZD 72.45 is left to pay on order ${o.referenceNumber}`,
    });
    const split = (
      await api('POST', `/api/order/${o.id}/split`, { method: 'EQUAL', parts: 2 }, waiter)
    ).json<OrderSplit>();
    expect(split.parts.map((p) => p.amount)).toEqual([36.23, 36.22]);
    const byLines = (
      await api('POST', `/api/order/${o.id}/split`, {
        method: 'LINES',
        groups: [[round.lines[0]!.id], [round.lines[1]!.id]],
      })
    ).json<OrderSplit>();
    expect(byLines.parts.map((p) => p.amount)).toEqual([59.8, 12.65]);
    expectError(
      await api('POST', `/api/order/${o.id}/split`, {
        method: 'LINES',
        groups: [[round.lines[0]!.id], [round.lines[0]!.id]],
      }),
      400,
      { fields: ['groups.1.0'] },
    );
    const first = await act(o.id, 'payment', { amount: 36.23, mode: 'Card' }, waiter);
    expect(first).toMatchObject({ paymentStatus: 'PartiallyPaid', paid: 36.23, balance: 36.22 });
    const over = expectError(
      await api('POST', `/api/order/${o.id}/payment`, { amount: 40, mode: 'Cash' }),
      409,
      {
        fields: ['amount'],
      },
    );
    expect(over.fieldValues?.amount).toEqual({ max: '36.22' });
    const paid = await act(o.id, 'payment', { amount: 36.22, mode: 'Cash' });
    expect(paid).toMatchObject({ paymentStatus: 'Paid', balance: 0 });
    expect(paid.payments.map((p) => [p.amount, p.orderReference])).toEqual([
      [36.23, o.referenceNumber],
      [36.22, o.referenceNumber],
    ]);
    // The payments module names the order too.
    const payment = await api('GET', `/api/payment/${paid.payments[0]!.id}`);
    expect(payment.json<Payment>()).toMatchObject({ orderId: o.id, orderReference: o.referenceNumber });
    expect((await act(o.id, 'complete')).status).toBe('COMPLETED');
    const after = (await api('GET', `/api/order/property/${BISTRO}/tables`)).json<FloorTable[]>();
    expect(after.find((f) => f.id === tables[2])).toMatchObject({ status: 'FREE', orderId: null });
  });

  it('sends a delivery out and ships it instead of serving it', async () => {
    const pizza = await bistro.product('PEPPERONI');
    const o = await takeOrder(t, admin, BISTRO, {
      businessServiceId: bistro.outletId,
      deliveryMethod: 'DELIVERY',
      deliveryAddress: '12 Castle Street, Dunedin',
      customer: { firstName: 'Ana', lastName: 'Ruiz', phone: '+64 21 555 0101' },
      serviceChargePercentage: 10,
      lines: [{ productId: pizza.id, quantity: 1 }],
    });
    expect(o).toMatchObject({ customerName: 'Ana Ruiz', serviceCharge: 2.5, total: 31.25 });
    for (const step of ['confirm', 'start', 'ready']) await act(o.id, step);
    expectError(await api('POST', `/api/order/${o.id}/serve`), 409);
    expect((await act(o.id, 'dispatch')).status).toBe('OUT_FOR_DELIVERY');
    expect((await act(o.id, 'ship')).actions).toEqual(['complete']);
  });

  it('seats a table, then moves lines to another table (its open order, or a new one), audited on both', async () => {
    const seated = await takeOrder(t, waiter, BISTRO, dineIn(tables[3]!, []));
    const floor = (await api('GET', `/api/order/property/${BISTRO}/tables`)).json<FloorTable[]>();
    expect(floor.find((f) => f.id === tables[3])).toMatchObject({ status: 'SEATED', covers: 2 });
    const tea = await bistro.product('TEA');
    const cake = await bistro.product('AFFOGATO');
    const o = await takeOrder(
      t,
      waiter,
      BISTRO,
      dineIn(tables[4]!, [
        { productId: tea.id, quantity: 1 },
        { productId: cake.id, quantity: 1 },
      ]),
    );
    const res = await api(
      'POST',
      `/api/order/${o.id}/move-lines`,
      { lineIds: [o.lines[1]!.id], tableId: tables[3] },
      waiter,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>().lines.map((l) => l.productName)).toEqual(['Pot of Tea']);
    const target = (await api('GET', `/api/order/${seated.id}`)).json<Order>();
    expect(target.lines.map((l) => l.productName)).toEqual(['Affogato']);
    expect(target.total).toBe(13.8);
    for (const id of [o.id, seated.id]) {
      const h = (await api('GET', `/api/order/${id}/history`)).json<{ event: string }[]>();
      expect(h[0]!.event).toBe('ORDER_ITEM_SHIFT');
    }
    expectError(
      await api('POST', `/api/order/${o.id}/move-lines`, {
        lineIds: [o.lines[0]!.id],
        tableId: tables[4],
      }),
      400,
      { fields: ['tableId'] },
    );
    expectError(
      await api('POST', `/api/order/${o.id}/move-lines`, {
        lineIds: [target.lines[0]!.id],
        tableId: tables[0],
      }),
      400,
      { fields: ['lineIds.0'] },
    );
  });
});

describe('the order list', () => {
  it("lists today's orders, searches by number, filters, refuses more than 31 days and exports", async () => {
    const page = (await api('GET', `/api/order/property/${BISTRO}?size=200`)).json<OrderPage>();
    expect(page.total).toBeGreaterThanOrEqual(5);
    const one = page.items.find((i) => i.status === 'COMPLETED')!;
    const found = (
      await api('GET', `/api/order/property/${BISTRO}?search=${one.referenceNumber}`)
    ).json<OrderPage>();
    expect(found.items.map((i) => i.id)).toEqual([one.id]);
    const delivery = (
      await api('GET', `/api/order/property/${BISTRO}?deliveryMethod=DELIVERY&size=200`)
    ).json<OrderPage>();
    expect(delivery.items.every((i) => i.deliveryMethod === 'DELIVERY')).toBe(true);
    expect(delivery.items.length).toBeGreaterThan(0);
    const byTable = (
      await api('GET', `/api/order/property/${BISTRO}?tableId=${tables[2]}`)
    ).json<OrderPage>();
    expect(byTable.items.map((i) => i.tableName)).toEqual(['T3']);
    expectError(await api('GET', `/api/order/property/${BISTRO}?from=2026-01-01&to=2026-02-15`), 400, {
      fields: ['to'],
    });
    expectError(await api('GET', `/api/order/property/${BISTRO}?from=2026-01-01`), 400, { fields: ['to'] });
    const xlsx = await api('GET', `/api/order/property/${BISTRO}/export`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('room orders', () => {
  it("charges an in-house guest's folio, refuses a guest not checked in, and takes the charge back on a cancel", async () => {
    const kitchen = await bistroOf(t, HARBOUR, 'Harbour Kitchen');
    const club = await kitchen.product('CLUB');
    const [inHouse] = await t.db
      .select()
      .from(booking)
      .where(and(eq(booking.propertyId, HARBOUR), eq(booking.status, 'CHECKEDIN')))
      .orderBy(desc(booking.id))
      .limit(1);
    const [coming] = await t.db
      .select()
      .from(booking)
      .where(and(eq(booking.propertyId, HARBOUR), eq(booking.status, 'CONFIRMED')))
      .limit(1);
    const desk = await session.desk();
    const body = (bookingId: number) => ({
      businessServiceId: kitchen.outletId,
      deliveryMethod: 'ROOM_ORDER',
      bookingId,
      lines: [{ productId: club.id, quantity: 2 }],
    });
    expectError(await api('POST', `/api/order/property/${HARBOUR}`, body(coming!.id), desk), 409, {
      fields: ['bookingId'],
    });
    const o = await takeOrder(t, desk, HARBOUR, body(inHouse!.id));
    expect(o).toMatchObject({
      chargedToRoom: true,
      bookingId: inHouse!.id,
      customerId: inHouse!.customerId,
      balance: 0,
    });
    const folio = async () =>
      (await api('GET', `/api/booking/${inHouse!.id}/folio`, undefined, desk)).json<Folio>();
    const line = (await folio()).lines.find((l) => l.description.includes(o.referenceNumber));
    expect(line).toMatchObject({ kind: 'SERVICE', amount: o.total });
    expectError(await api('POST', `/api/order/${o.id}/payment`, { amount: 5, mode: 'Cash' }, desk), 409);
    await act(o.id, 'cancel', { reason: 'Wrong room' }, desk);
    expect((await folio()).lines.some((l) => l.description.includes(o.referenceNumber))).toBe(false);
  });
});

describe('roles', () => {
  it('keep housekeeping out of orders (403): only management, service staff and the desk take them', async () => {
    const housekeeping = await session.housekeeping();
    expectError(await api('GET', `/api/order/property/${HARBOUR}`, undefined, housekeeping), 403);
    expectError(
      await api(
        'POST',
        `/api/order/property/${HARBOUR}`,
        { businessServiceId: bistro.outletId, deliveryMethod: 'TAKE_AWAY', lines: [] },
        housekeeping,
      ),
      403,
    );
    expect(
      (await api('GET', `/api/order/property/${HARBOUR}`, undefined, await session.desk())).statusCode,
    ).toBe(200);
  });
});

describe('other tenants', () => {
  it("keep out of the bistro's orders (404) and their own property's list is theirs", async () => {
    const o = (await api('GET', `/api/order/property/${BISTRO}`)).json<OrderPage>().items[0]!;
    const theirs = await t.login(rival.propAdmin.username);
    expectError(await api('GET', `/api/order/${o.id}`, undefined, theirs), 404);
    expectError(await api('POST', `/api/order/${o.id}/confirm`, undefined, theirs), 404);
    expectError(await api('GET', `/api/order/property/${BISTRO}`, undefined, theirs), 404);
    const cola = await bistro.product('COLA');
    expectError(
      await api(
        'POST',
        `/api/order/property/${rival.propertyId}`,
        {
          businessServiceId: bistro.outletId,
          deliveryMethod: 'TAKE_AWAY',
          lines: [{ productId: cola.id, quantity: 1 }],
        },
        theirs,
      ),
      400,
      { fields: ['businessServiceId'] },
    );
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'order'));
    expect(entries.every((e) => e.propertyId === BISTRO || e.propertyId === HARBOUR)).toBe(true);
  });
});

// The orders reports of the dashboard (issue 15): three orders taken through the API at an outlet of this file's
// own (a bar at the Corner Bistro with a taxed and an untaxed group), dated yesterday at fixed local hours, read back
// by product, group, hour, outlet, operator, tax rate, cancellation reason, kitchen voids and discounts.
import type { Order, ReportResult } from '@bookone/domain';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { appUser, businessService, product, productGroup, salesOrder } from '../src/db/schema';
import { at } from './reservation-fixtures';
import { day, openForFile, openTenantsApp } from './demo-app';
import { takeOrder } from './order-fixtures';
import { expectDenied, expectHidden, insertUser } from './support';

const { t, ids, session, rival } = await openForFile(openTenantsApp);
const BISTRO = ids.property('Corner Bistro');
const YESTERDAY = day(-1);

let outletId: number;
let admin: string;
const waiters: { token: string; name: string }[] = [];

async function outletWithMenu() {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const [outlet] = await t.db
    .insert(businessService)
    .values({ propertyId: BISTRO, name: `Report Bar ${tag}`, code: `RB${tag}` })
    .returning();
  const group = async (name: string, taxable: boolean) =>
    (
      await t.db
        .insert(productGroup)
        .values({ propertyId: BISTRO, businessServiceId: outlet!.id, name, taxable, printerName: 'Bar' })
        .returning()
    )[0]!.id;
  const drinks = await group('Drinks', true);
  const snacks = await group('Snacks', false);
  const rows = await t.db
    .insert(product)
    .values(
      (
        [
          ['BEER', 'Beer', drinks, 10],
          ['WINE', 'Wine', drinks, 12],
          ['CHIPS', 'Chips', snacks, 5],
        ] as const
      ).map(([code, name, groupId, price]) => ({
        propertyId: BISTRO,
        businessServiceId: outlet!.id,
        productGroupId: groupId,
        code,
        name,
        sellPrice: price,
        taxRate: 15,
      })),
    )
    .returning();
  return { outletId: outlet!.id, id: (code: string) => rows.find((r) => r.code === code)!.id };
}

beforeAll(async () => {
  admin = await session('bistro.admin@bookone.demo');
  const menu = await outletWithMenu();
  outletId = menu.outletId;
  const [owner] = await t.db.select().from(appUser).where(eq(appUser.username, 'bistro.admin@bookone.demo'));
  for (const lastName of ['Amber', 'Blue']) {
    const u = await insertUser(t, {
      roles: ['PROP_SERVICE'],
      organisationId: owner!.organisationId,
      propertyId: BISTRO,
      firstName: 'Waiter',
      lastName,
    });
    await t.db
      .update(appUser)
      .set({ maxOrderDiscountPercentage: 10, maxOrderItemDiscountPercentage: 10 })
      .where(eq(appUser.id, u.id));
    waiters.push({ token: await t.login(u.username), name: `Waiter ${lastName}` });
  }
  const [amber, blue] = waiters as [(typeof waiters)[0], (typeof waiters)[0]];
  const takeAway = (lines: object[], more: object = {}) => ({
    businessServiceId: outletId,
    deliveryMethod: 'TAKE_AWAY',
    lines,
    ...more,
  });
  // Amber: 2 beers at 10 % off the line and chips (untaxed group); later 2 wines, sent to the kitchen, cancelled.
  const o1 = await takeOrder(
    t,
    amber.token,
    BISTRO,
    takeAway([
      { productId: menu.id('BEER'), quantity: 2, discountPercentage: 10 },
      { productId: menu.id('CHIPS'), quantity: 1 },
    ]),
  );
  // Blue: a wine and a beer with 10 % off the order.
  const o2 = await takeOrder(
    t,
    blue.token,
    BISTRO,
    takeAway(
      [
        { productId: menu.id('WINE'), quantity: 1 },
        { productId: menu.id('BEER'), quantity: 1 },
      ],
      { discountPercentage: 10 },
    ),
  );
  const o3 = await takeOrder(t, amber.token, BISTRO, takeAway([{ productId: menu.id('WINE'), quantity: 2 }]));
  for (const [action, body] of [
    ['confirm', undefined],
    ['cancel', { reason: 'Guest left' }],
  ] as const) {
    const res = await t.api('POST', `/api/order/${o3.id}/${action}`, { token: admin, body });
    expect(res.statusCode, res.body).toBe(200);
  }
  // Dated yesterday at fixed local hours, so that the day and the hour never depend on when the file runs.
  const dated = async (o: Order, time: string) =>
    t.db
      .update(salesOrder)
      .set({ createdAt: new Date(at(YESTERDAY, time)) })
      .where(eq(salesOrder.id, o.id));
  await dated(o1, '09:15');
  await dated(o2, '20:30');
  await dated(o3, '20:45');
  expect(
    await t.db
      .select({ id: salesOrder.id })
      .from(salesOrder)
      .where(inArray(salesOrder.id, [o1.id, o2.id, o3.id])),
  ).toHaveLength(3);
});

async function report(id: string, token = admin, query = `propertyId=${BISTRO}&outletId=${outletId}`) {
  const res = await t.api('GET', `/api/report/${id}?${query}&from=${YESTERDAY}&to=${YESTERDAY}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportResult>();
}
const rowOf = (r: ReportResult, key: string, value: string | number) => r.rows.find((x) => x[key] === value);

describe('sales of the outlet', () => {
  it('by product: units, price before discounts, discounts, net, tax and sales of the orders not cancelled', async () => {
    const r = await report('order-products');
    expect(r.rows.map((x) => x.product)).toEqual(['Beer', 'Wine', 'Chips']);
    expect(rowOf(r, 'product', 'Beer')).toMatchObject({
      group: 'Drinks',
      quantity: 3,
      gross: 30,
      discount: 3,
      net: 27,
      tax: 4.05,
      sales: 31.05,
    });
    expect(rowOf(r, 'product', 'Wine')).toMatchObject({
      quantity: 1,
      discount: 1.2,
      tax: 1.62,
      sales: 12.42,
    });
    expect(rowOf(r, 'product', 'Chips')).toMatchObject({ group: 'Snacks', quantity: 1, tax: 0, sales: 5 });
    expect(r.totals).toMatchObject({
      product: null,
      quantity: 5,
      gross: 47,
      discount: 4.2,
      net: 42.8,
      tax: 5.67,
      sales: 48.47,
    });
  });

  it('by group, by hour (every hour listed) and by outlet', async () => {
    const groups = await report('order-groups');
    expect(rowOf(groups, 'group', 'Drinks')).toMatchObject({
      quantity: 4,
      net: 37.8,
      sales: 43.47,
    });
    expect(rowOf(groups, 'group', 'Snacks')).toMatchObject({ quantity: 1, sales: 5 });
    const hours = await report('order-hours');
    expect(hours.rows.map((x) => x.hour)).toEqual([...Array(24).keys()]);
    expect(rowOf(hours, 'hour', 9)).toMatchObject({ orders: 1, net: 23, tax: 2.7, sales: 25.7 });
    // The cancelled order of 20:45 is not a sale.
    expect(rowOf(hours, 'hour', 20)).toMatchObject({ orders: 1, net: 19.8, sales: 22.77 });
    expect(hours.rows.filter((x) => x.orders !== 0)).toHaveLength(2);
    const outlets = await report('order-outlets');
    expect(outlets.rows).toEqual([
      expect.objectContaining({
        property: 'Corner Bistro',
        orders: 2,
        net: 42.8,
        tax: 5.67,
        sales: 48.47,
        averageOrder: 24.24,
      }),
    ]);
  });

  it('by operator, with the orders each cancelled', async () => {
    const r = await report('order-operators');
    const [amber, blue] = waiters;
    expect(rowOf(r, 'operator', amber!.name)).toMatchObject({
      orders: 1,
      sales: 25.7,
      cancelled: 1,
      cancelledValue: 27.6,
    });
    expect(rowOf(r, 'operator', blue!.name)).toMatchObject({ orders: 1, sales: 22.77, cancelled: 0 });
    expect(r.totals).toMatchObject({ orders: 2, sales: 48.47, cancelled: 1 });
  });

  it('tax by rate: the taxable amount after discounts and the tax of each slab', async () => {
    const r = await report('order-tax');
    expect(r.rows).toEqual([
      { rate: 0, lines: 1, taxable: 5, tax: 0, sales: 5 },
      { rate: 15, lines: 3, taxable: 37.8, tax: 5.67, sales: 43.47 },
    ]);
    expect(r.totals).toMatchObject({ lines: 4, taxable: 42.8, tax: 5.67 });
  });
});

describe('voids and discounts', () => {
  it('cancelled orders by reason, and the units the kitchen had been sent', async () => {
    const cancelled = await report('order-cancellations');
    expect(cancelled.rows).toEqual([{ reason: 'Guest left', orders: 1, value: 27.6 }]);
    const voids = await report('order-kitchen-voids');
    expect(voids.rows).toEqual([{ product: 'Wine', tickets: 1, units: 2, value: 24 }]);
  });

  it('line and order discounts by operator, with their share of the price before discounts', async () => {
    const r = await report('order-discounts');
    const [amber, blue] = waiters;
    expect(rowOf(r, 'operator', amber!.name)).toMatchObject({
      orders: 1,
      gross: 25,
      lineDiscounts: 2,
      orderDiscounts: 0,
      promotionDiscounts: 0,
      discount: 2,
      discountRate: 8,
    });
    expect(rowOf(r, 'operator', blue!.name)).toMatchObject({
      gross: 22,
      lineDiscounts: 0,
      orderDiscounts: 2.2,
      discount: 2.2,
      discountRate: 10,
    });
    expect(r.totals).toMatchObject({ orders: 2, discount: 4.2, discountRate: 8.9 });
  });
});

describe('who reads the orders reports', () => {
  it('the organisation admin, across its properties with the outlet chosen; a waiter may not; another tenant is 404', async () => {
    const org = await report('order-outlets', await session('orgadmin@bookone.demo'), `outletId=${outletId}`);
    expect(org.totals).toMatchObject({ orders: 2, sales: 48.47 });
    expect(org.filters.find((f) => f.key === 'outletId')?.options).toContainEqual({
      value: String(outletId),
      label: expect.stringMatching(/^Corner Bistro · Report Bar/) as string,
    });
    expectDenied(
      await t.api(
        'GET',
        `/api/report/order-products?propertyId=${BISTRO}&from=${YESTERDAY}&to=${YESTERDAY}`,
        {
          token: waiters[0]!.token,
        },
      ),
    );
    expectHidden(
      await t.api(
        'GET',
        `/api/report/order-products?propertyId=${BISTRO}&from=${YESTERDAY}&to=${YESTERDAY}`,
        {
          token: await t.login(rival.orgAdmin.username),
        },
      ),
    );
  });
});

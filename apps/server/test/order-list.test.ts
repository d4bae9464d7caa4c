// The order list's compiled page (order-list.repository.ts: compiled once per shape, only the answer's columns,
// timestamps as ISO strings) against the same orders read through drizzle's rows (the export's path), on the Corner
// Bistro's demo orders: a decoder that disagreed (a timestamp, an amount, whether a bill was asked for) or a filter
// bound to the wrong value would show here, for each shape and for a shape's second, cached, run.
import { orderListQuerySchema, type OrderListQuery } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { allOrders, listOrders } from '../src/modules/order/order-list.repository';
import { openDemoApp, openForTests } from './demo-app';
import type { TestApp } from './helpers';

let t: TestApp;
let BISTRO: number;

openForTests(openDemoApp, (app) => {
  t = app.t;
  BISTRO = app.ids.property('Corner Bistro');
});

const query = (more: Record<string, string>): OrderListQuery =>
  orderListQuerySchema.parse({ page: '0', size: '20', ...more });
/** Every demo order's time: the seed spreads them around today. */
const EVERY_DAY: [Date, Date] = [new Date('2000-01-01T00:00:00Z'), new Date('2100-01-01T00:00:00Z')];

describe('order list page', () => {
  it.each([
    ['newest first, every day', query({}), EVERY_DAY],
    [
      'by total, COMPLETED dine-in',
      query({ status: 'COMPLETED', deliveryMethod: 'DINE_IN', sort: 'total', order: 'desc' }),
      EVERY_DAY,
    ],
    ['a search by number, no day', query({ search: '-O-0001' }), null],
    ['the second page by reference', query({ page: '1', sort: 'referenceNumber', order: 'asc' }), EVERY_DAY],
  ] as const)('%s: the orders drizzle reads, twice', async (_name, q, range) => {
    const all = await allOrders(t.db, BISTRO, q, range, 1000);
    const expected = all.slice(q.page * q.size, (q.page + 1) * q.size);
    expect(expected.length).toBeGreaterThan(0);
    for (let run = 0; run < 2; run++) {
      const page = await listOrders(t.db, BISTRO, q, range);
      expect(page.total).toBe(all.length);
      expect(page.items).toEqual(expected);
    }
  });
});

// The organisation admin's order list (GET /api/order/organisation/:organisationId): every property's orders of the
// organisation with a property filter, each order with its property's name and zone, the days read in each
// property's own zone; other organisations and property staff kept out (404, as a missing organisation).
import type { OrganisationOrderPage } from '@bookone/domain';
import { count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { property, salesOrder } from '../src/db/schema';
import { openForFile, openTenantsApp } from './demo-app';
import { expectError } from './support';

const { t, session, rival, HARBOUR, DEMO_ORG, ids } = await openForFile(openTenantsApp);
const BISTRO = ids.property('Corner Bistro');
const orgAdmin = await session('orgadmin@bookone.demo');

const list = async (query: string, token = orgAdmin) => {
  const res = await t.api('GET', `/api/order/organisation/${DEMO_ORG}?size=200&${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrganisationOrderPage>();
};

const ordersOf = async (propertyId: number) =>
  (await t.db.select({ n: count() }).from(salesOrder).where(eq(salesOrder.propertyId, propertyId)))[0]!.n;

/** An order of the property, by id. */
async function oneOrderOf(propertyId: number) {
  const [row] = await t.db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(eq(salesOrder.propertyId, propertyId))
    .limit(1);
  expect(row, `an order of property ${propertyId}`).toBeDefined();
  return row!.id;
}

describe("the organisation's order list", () => {
  it("shows every property's orders with its name and zone, and one property's with the filter", async () => {
    const every = await list('search=-');
    expect(new Set(every.items.map((o) => o.propertyName))).toEqual(
      new Set(['Corner Bistro', 'Harbour View Hotel']),
    );
    expect(every.items.every((o) => o.timeZone === 'Pacific/Auckland')).toBe(true);
    expect(every.total).toBe((await ordersOf(BISTRO)) + (await ordersOf(HARBOUR)));

    const harbour = await list(`search=-&propertyId=${HARBOUR}`);
    expect(harbour.items.length).toBeGreaterThan(0);
    expect(
      harbour.items.every((o) => o.propertyId === HARBOUR && o.propertyName === 'Harbour View Hotel'),
    ).toBe(true);
    expect(harbour.total).toBe(await ordersOf(HARBOUR));
  });

  it("reads each property's days in its own zone", async () => {
    // The same instant is the evening of 10 March in New York and the next day's lunch in Auckland.
    const [bistroOrder, harbourOrder] = [await oneOrderOf(BISTRO), await oneOrderOf(HARBOUR)];
    const instant = new Date('2026-03-10T23:30:00Z');
    await t.db
      .update(salesOrder)
      .set({ createdAt: instant })
      .where(inArray(salesOrder.id, [bistroOrder, harbourOrder]));
    await t.db.update(property).set({ timezone: 'America/New_York' }).where(eq(property.id, HARBOUR));
    try {
      const tenth = await list('date=2026-03-10');
      expect(tenth.items.map((o) => [o.id, o.timeZone])).toEqual([[harbourOrder, 'America/New_York']]);
      const eleventh = await list('date=2026-03-11');
      expect(eleventh.items.map((o) => [o.id, o.timeZone])).toEqual([[bistroOrder, 'Pacific/Auckland']]);
      const both = await list('from=2026-03-10&to=2026-03-11&sort=createdAt&order=asc');
      expect(both.items.map((o) => o.id).sort()).toEqual([bistroOrder, harbourOrder].sort());
    } finally {
      await t.db.update(property).set({ timezone: 'Pacific/Auckland' }).where(eq(property.id, HARBOUR));
    }
  });

  it("exports the filtered list to Excel, each order with its property and its time in that property's zone", async () => {
    const harbourOrder = await oneOrderOf(HARBOUR);
    await t.db
      .update(salesOrder)
      .set({ createdAt: new Date('2026-04-02T01:15:00Z') })
      .where(eq(salesOrder.id, harbourOrder));
    const res = await t.api('GET', `/api/order/organisation/${DEMO_ORG}/export?date=2026-04-02`, {
      token: orgAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Property', 'Number', 'Taken']);
    const page = await list('date=2026-04-02');
    expect(sheet.rowCount - 1).toBe(page.total);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    const mine = page.items.find((o) => o.id === harbourOrder)!;
    // 01:15 UTC is 14:15 in Auckland (NZDT ends on 5 April).
    expect(row.slice(0, 3)).toEqual(['Harbour View Hotel', mine.referenceNumber, '2026-04-02 14:15']);
    expectError(
      await t.api('GET', `/api/order/organisation/${DEMO_ORG}/export`, {
        token: await t.login(rival.orgAdmin.username),
      }),
      404,
    );
  });

  it('refuses more than 31 days and a half range, naming the field', async () => {
    const url = `/api/order/organisation/${DEMO_ORG}`;
    expectError(await t.api('GET', `${url}?from=2026-01-01&to=2026-02-15`, { token: orgAdmin }), 400, {
      fields: ['to'],
    });
    expectError(await t.api('GET', `${url}?from=2026-01-01`, { token: orgAdmin }), 400, { fields: ['to'] });
  });

  it('keeps other organisations and property staff out (404), and a foreign property filter finds nothing', async () => {
    const url = `/api/order/organisation/${DEMO_ORG}`;
    expectError(await t.api('GET', url, { token: await t.login(rival.orgAdmin.username) }), 404);
    expectError(await t.api('GET', url, { token: await session('bistro.admin@bookone.demo') }), 404);
    const foreign = await list(`search=-&propertyId=${rival.propertyId}`);
    expect(foreign.items).toEqual([]);
    expect(foreign.total).toBe(0);
  });
});

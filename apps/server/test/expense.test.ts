// Expenses (issue 5): record, change, delete, charge to a guest's folio (booking.expensesTotal), the filtered list
// with totals by type, the Excel export, private receipts (image or PDF, 5 MB), roles and tenants.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { type Booking, type Expense, type ExpensePage } from '@bookone/domain';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';

import { day, openForTests, openTenantsApp, today, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, fileUpload, insertUser, TINY_PNG, uniqueEmail, type ForeignTenant } from './support';

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let ORG: number;
let privateDir: string;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, HARBOUR, DEMO_ORG: ORG } = app);
  // Receipts are kept beside the uploads folder, never inside it (see lib/private-files.ts).
  privateDir = `${t.uploadsDir}-private`;
});
afterAll(() => rm(privateDir, { recursive: true, force: true }));

async function newBooking(): Promise<Booking> {
  const rt = await createRoomType(t, HARBOUR, await session.admin(), {
    name: uniqueTypeName('Expense Test'),
  });
  return createBooking(t, HARBOUR, await session.desk(), {
    roomTypeId: rt.id,
    arrival: day(40),
    departure: day(41),
    customer: { firstName: 'Ivy', lastName: 'Spender', email: uniqueEmail('ivy') },
  });
}
const getBooking = async (id: number) =>
  (await t.api('GET', `/api/booking/${id}`, { token: await session.desk() })).json<Booking>();

const expenseBody = (over: Record<string, unknown> = {}) => ({
  date: today,
  type: 'Grocery',
  description: 'Milk and bread',
  amount: 42.5,
  ...over,
});
async function post(over: Record<string, unknown> = {}, token?: string, propertyId = HARBOUR) {
  return t.api('POST', `/api/expense/property/${propertyId}`, {
    token: token ?? (await session.manager()),
    body: expenseBody(over),
  });
}
async function created(over: Record<string, unknown> = {}) {
  const res = await post(over);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Expense>();
}
async function list(query: string, token?: string) {
  const res = await t.api('GET', `/api/expense/property/${HARBOUR}?${query}`, {
    token: token ?? (await session.manager()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExpensePage>();
}
async function upload(id: number, name: string, type: string, content: Buffer | string, token?: string) {
  const form = fileUpload(name, type, content);
  return t.api('POST', `/api/expense/${id}/receipt`, {
    token: token ?? (await session.manager()),
    body: form.body,
    headers: form.headers,
  });
}
const storedReceipts = async () => readdir(join(privateDir, 'receipts')).catch(() => [] as string[]);

describe('POST /api/expense/property/{id}', () => {
  it('records an expense with who submitted it', async () => {
    const e = await created({
      receiptNumber: 'R-100',
      department: 'Kitchen',
      paymentMode: 'Card',
      notes: 'Weekly shop',
    });
    expect(e).toMatchObject({
      propertyId: HARBOUR,
      date: today,
      type: 'Grocery',
      description: 'Milk and bread',
      amount: 42.5,
      receiptNumber: 'R-100',
      department: 'Kitchen',
      paymentMode: 'Card',
      notes: 'Weekly shop',
      bookingId: null,
      bookingNumber: null,
      status: 'SUBMITTED',
      hasReceipt: false,
      receiptName: null,
    });
    expect(e.submittedByName).toEqual(expect.any(String));
    const again = await t.api('GET', `/api/expense/${e.id}`, { token: await session.manager() });
    expect(again.json<Expense>()).toEqual(e);
  });

  it("charges an expense with a booking to the guest's folio", async () => {
    const b = await newBooking();
    const e = await created({ bookingId: b.id, type: 'Meal & Restaurant Bill', amount: 35 });
    expect(e).toMatchObject({ bookingId: b.id, bookingNumber: b.bookingNumber });
    await created({ bookingId: b.id, type: 'Fuel', amount: 15.25 });
    const after = await getBooking(b.id);
    expect(after.expensesTotal).toBe(50.25);
    expect(after.balance).toBe(Math.round((b.balance + 50.25) * 100) / 100);
  });

  it('refuses a booking of another property', async () => {
    const b = await newBooking();
    const token = await t.login(rival.manager.username);
    const res = await post({ bookingId: b.id }, token, rival.propertyId);
    expectError(res, 400, { fields: ['bookingId'] });
    expect(res.body).not.toContain(b.bookingNumber);
    expect((await getBooking(b.id)).expensesTotal).toBe(0);
  });

  it('names each invalid field', async () => {
    const res = await post({
      type: 'Caviar',
      description: ' ',
      amount: -1,
      date: '2026-02-30',
      paymentMode: 'Gold',
    });
    expectError(res, 400, { fields: ['type', 'description', 'amount', 'date', 'paymentMode'] });
  });
});

describe('PUT and DELETE /api/expense/{id}', () => {
  it('moves an expense between bookings and both folios follow; deleting takes it off', async () => {
    const [a, b] = [await newBooking(), await newBooking()];
    const e = await created({ bookingId: a.id, amount: 20 });
    const moved = await t.api('PUT', `/api/expense/${e.id}`, {
      token: await session.manager(),
      body: { bookingId: b.id, amount: 25, description: 'Taxi to airport', type: 'Fuel' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Expense>()).toMatchObject({
      bookingId: b.id,
      amount: 25,
      description: 'Taxi to airport',
      type: 'Fuel',
      date: today,
    });
    expect([(await getBooking(a.id)).expensesTotal, (await getBooking(b.id)).expensesTotal]).toEqual([0, 25]);

    const off = await t.api('PUT', `/api/expense/${e.id}`, {
      token: await session.manager(),
      body: { bookingId: null },
    });
    expect(off.json<Expense>().bookingId).toBeNull();
    expect((await getBooking(b.id)).expensesTotal).toBe(0);

    await t.api('PUT', `/api/expense/${e.id}`, { token: await session.manager(), body: { bookingId: b.id } });
    expect((await getBooking(b.id)).expensesTotal).toBe(25);
    const del = await t.api('DELETE', `/api/expense/${e.id}`, { token: await session.manager() });
    expect(del.statusCode, del.body).toBe(200);
    expect((await getBooking(b.id)).expensesTotal).toBe(0);
    expectError(await t.api('GET', `/api/expense/${e.id}`, { token: await session.manager() }), 404);
  });

  it('names invalid fields and 404s an unknown expense', async () => {
    const e = await created();
    const bad = await t.api('PUT', `/api/expense/${e.id}`, {
      token: await session.manager(),
      body: { amount: 0 },
    });
    expectError(bad, 400, { fields: ['amount'] });
    expectError(
      await t.api('PUT', '/api/expense/99999999', { token: await session.manager(), body: {} }),
      404,
    );
    expectError(await t.api('DELETE', '/api/expense/99999999', { token: await session.manager() }), 404);
  });
});

describe('GET /api/expense/property/{id}', () => {
  it('filters by type, dates, booking and search, with the total and totals by type of the filter', async () => {
    const b = await newBooking();
    const fuel = await created({ bookingId: b.id, type: 'Fuel', amount: 30, date: day(-5) });
    await created({ bookingId: b.id, type: 'Fuel', amount: 20, date: day(-1) });
    const meal = await created({
      bookingId: b.id,
      type: 'Meal & Restaurant Bill',
      amount: 70,
      date: day(-1),
      description: 'Room service for the Okonkwo party',
    });

    const all = await list(`bookingId=${b.id}&size=1`);
    expect(all.total).toBe(3);
    expect(all.items).toHaveLength(1);
    expect(all.totalAmount).toBe(120);
    expect(all.byType).toEqual([
      { type: 'Meal & Restaurant Bill', count: 1, amount: 70 },
      { type: 'Fuel', count: 2, amount: 50 },
    ]);
    expect((await list(`bookingId=${b.id}&type=Fuel`)).totalAmount).toBe(50);
    expect((await list(`bookingId=${b.id}&to=${day(-2)}`)).items.map((e) => e.id)).toEqual([fuel.id]);
    expect(
      (await list(`bookingId=${b.id}&from=${day(-2)}&sort=amount&order=desc`)).items.map((e) => e.amount),
    ).toEqual([70, 20]);
    expect((await list('search=okonkwo')).items.map((e) => e.id)).toEqual([meal.id]);
    expect((await list(`search=${b.bookingNumber}`)).total).toBe(3);
  });

  it('names invalid filters', async () => {
    const res = await t.api('GET', `/api/expense/property/${HARBOUR}?type=Caviar&to=soon`, {
      token: await session.manager(),
    });
    expectError(res, 400, { fields: ['type', 'to'] });
  });
});

describe('GET /api/expense/property/{id}/export', () => {
  it('downloads the filtered expenses as an .xlsx with a totals row', async () => {
    const b = await newBooking();
    await created({ bookingId: b.id, amount: 10.1, description: 'Export one' });
    await created({ bookingId: b.id, amount: 5.4, description: 'Export two', type: 'Fuel' });
    await created({ amount: 1000, description: 'Not in the filter' });
    const res = await t.api('GET', `/api/expense/property/${HARBOUR}/export?bookingId=${b.id}&sort=amount`, {
      token: await session.manager(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="expenses-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const rows = [];
    for (let r = 2; r <= sheet.rowCount; r++) rows.push(sheet.getRow(r));
    expect(rows.map((r) => r.getCell(col('Description')).value)).toEqual(['Export two', 'Export one', null]);
    expect(rows.map((r) => r.getCell(col('Amount')).value)).toEqual([5.4, 10.1, 15.5]);
    expect(rows.map((r) => r.getCell(col('Booking')).value)).toEqual([
      b.bookingNumber,
      b.bookingNumber,
      null,
    ]);
  });
});

describe('receipts', () => {
  it('stores a PDF privately and gives it back to the staff with its type and name', async () => {
    const e = await created();
    const res = await upload(e.id, 'taxi receipt.pdf', 'application/pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Expense>()).toMatchObject({
      id: e.id,
      hasReceipt: true,
      receiptName: 'taxi_receipt.pdf',
    });

    const files = await storedReceipts();
    expect(files.some((f) => f.endsWith('.pdf'))).toBe(true);
    // Nothing went to the public uploads folder.
    expect(await readdir(t.uploadsDir)).toEqual([]);

    const down = await t.api('GET', `/api/expense/${e.id}/receipt`, { token: await session.manager() });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe('attachment; filename="taxi_receipt.pdf"');
    expect(down.rawPayload.equals(PDF)).toBe(true);
  });

  it('judges the file by its bytes and replaces the old receipt', async () => {
    const e = await created();
    await upload(e.id, 'first.pdf', 'application/pdf', PDF);
    const before = await storedReceipts();
    const res = await upload(e.id, 'photo.pdf', 'application/pdf', TINY_PNG);
    expect(res.statusCode, res.body).toBe(200);
    const after = await storedReceipts();
    expect(after).toHaveLength(before.length); // the old file is gone, the new one is there
    const down = await t.api('GET', `/api/expense/${e.id}/receipt`, { token: await session.admin() });
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('refuses a file that is not an image or a PDF, and one over 5 MB', async () => {
    const e = await created();
    expectError(await upload(e.id, 'notes.pdf', 'application/pdf', 'just some text'), 400, {
      fields: ['file'],
    });
    const big = Buffer.concat([PDF, Buffer.alloc(5 * MB)]);
    expectError(await upload(e.id, 'big.pdf', 'application/pdf', big), 413);
    const none = await t.api('POST', `/api/expense/${e.id}/receipt`, {
      token: await session.manager(),
      body: {},
    });
    expectError(none, 400);
    expect(
      (await t.api('GET', `/api/expense/${e.id}`, { token: await session.manager() })).json<Expense>()
        .hasReceipt,
    ).toBe(false);
    expectError(await t.api('GET', `/api/expense/${e.id}/receipt`, { token: await session.manager() }), 404);
  });

  it('is not reachable without a token, from the desk, or from another organisation', async () => {
    const e = await created();
    await upload(e.id, 'secret.pdf', 'application/pdf', PDF);
    const url = `/api/expense/${e.id}/receipt`;
    expectError(await t.api('GET', url), 401);
    expectError(await t.api('GET', url, { token: await session.desk() }), 403);
    for (const user of [rival.orgAdmin, rival.orgFinance, rival.propAdmin]) {
      const token = await t.login(user.username);
      const res = await t.api('GET', url, { token });
      // Refused as for a missing record, or with 403 first where the role may not use the route at all.
      expectError(res, res.statusCode === 403 ? 403 : 404);
      expect(res.body).not.toContain('%PDF');
      const put = await upload(e.id, 'x.pdf', 'application/pdf', PDF, token);
      expectError(put, put.statusCode === 403 ? 403 : 404);
    }
    // The stored names are not under /uploads either.
    for (const f of await storedReceipts()) {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/receipts/${f}` })).statusCode).not.toBe(200);
    }
  });
});

describe('who may', () => {
  it('lets finance staff of the property and of its organisation in', async () => {
    const finance = await insertUser(t, {
      roles: ['PROP_FINANCE'],
      organisationId: ORG,
      propertyId: HARBOUR,
    });
    expect((await post({}, await t.login(finance.username))).statusCode).toBe(201);
    expect((await list('size=1', await session('orgfinance@bookone.demo'))).total).toBeGreaterThan(0);
  });

  it('keeps the desk and housekeeping out of expenses', async () => {
    const e = await created();
    for (const token of [await session.desk(), await session.housekeeping()]) {
      expectError(await t.api('GET', `/api/expense/property/${HARBOUR}`, { token }), 403);
      expectError(await t.api('GET', `/api/expense/property/${HARBOUR}/export`, { token }), 403);
      expectError(await post({}, token), 403);
      expectError(await t.api('GET', `/api/expense/${e.id}`, { token }), 403);
      expectError(await t.api('PUT', `/api/expense/${e.id}`, { token, body: { amount: 1 } }), 403);
      expectError(await t.api('DELETE', `/api/expense/${e.id}`, { token }), 403);
      expectError(await upload(e.id, 'x.png', 'image/png', TINY_PNG, token), 403);
    }
  });

  it("keeps another organisation's staff out of this property's expenses", async () => {
    const e = await created({ description: 'Hidden spend' });
    for (const user of [rival.orgAdmin, rival.orgFinance, rival.propAdmin]) {
      const token = await t.login(user.username);
      for (const res of [
        await t.api('GET', `/api/expense/property/${HARBOUR}`, { token }),
        await t.api('GET', `/api/expense/property/${HARBOUR}/export`, { token }),
        await t.api('GET', `/api/expense/${e.id}`, { token }),
        await t.api('PUT', `/api/expense/${e.id}`, { token, body: { amount: 1 } }),
        await t.api('DELETE', `/api/expense/${e.id}`, { token }),
        await post({}, token),
      ]) {
        // Refused as for a missing record, or with 403 first where the role may not use the route at all.
        expectError(res, res.statusCode === 403 ? 403 : 404);
        expect(res.body).not.toContain('Hidden spend');
      }
    }
    expect(
      (await t.api('GET', `/api/expense/${e.id}`, { token: await session.manager() })).json<Expense>().amount,
    ).toBe(42.5);
  });
});

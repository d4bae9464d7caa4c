// Invoices (issue 13): a draft from a booking's folio or blank, issue with the property's number, immutable once
// issued, payments through the payment module (PARTIALLY_PAID → PAID), void, credit notes, the lists with status
// counts and the organisation's Manage Invoice, the Excel export, the PDF read back, roles and tenants.
import { type Booking, type Invoice, type InvoicePage, type Notification } from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { queryRows } from './openapi-support';

import { day, openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { pdfText } from './pdf-text';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, uniqueEmail, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let ORG: number;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, HARBOUR, DEMO_ORG: ORG } = app);
});

async function newBooking(): Promise<Booking> {
  const rt = await createRoomType(t, HARBOUR, await session.admin(), {
    name: uniqueTypeName('Invoice Test'),
  });
  return createBooking(t, HARBOUR, await session.desk(), {
    roomTypeId: rt.id,
    arrival: day(50),
    departure: day(52),
    customer: { firstName: 'Ina', lastName: 'Voice', email: uniqueEmail('ina') },
  });
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) {
  return t.api(method, url, { token: token ?? (await session.manager()), body });
}
async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) {
  const res = await call(method, url, body, token);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}
const blank = (over: Record<string, unknown> = {}) => ({
  billToName: 'Walk-in Client Ltd',
  billToTaxNumber: 'NZ-123-456',
  lines: [
    { description: 'Conference room', quantity: 2, unitPrice: 150, discount: 20, taxRate: 15 },
    { description: 'Coffee', quantity: 10, unitPrice: 4.5, taxRate: 0 },
  ],
  ...over,
});
const draftBlank = (over: Record<string, unknown> = {}, token?: string) =>
  ok<Invoice>('POST', `/api/invoice/property/${HARBOUR}`, blank(over), token);

describe('a draft from a booking folio, issued, paid and read back as a PDF', () => {
  it('takes the folio charges with their tax, numbers at issue, refuses edits, turns PAID', async () => {
    const b = await newBooking();
    await ok('POST', `/api/booking/${b.id}/services`, {
      serviceType: 'Laundry',
      description: 'Two shirts',
      date: day(50),
      quantity: 2,
      unitPrice: 12.5,
      taxPercentage: 10,
    });
    const draft = await ok<Invoice>(
      'POST',
      `/api/invoice/property/${HARBOUR}/draft-from`,
      { source: 'BOOKING', bookingId: b.id },
      await session.desk(),
    );
    expect(draft).toMatchObject({ status: 'DRAFT', number: null, source: 'BOOKING', bookingId: b.id });
    expect(draft.billToName).toBe('Ina Voice');
    // The room at the booking's own tax, the service at its 10 %: the invoice's total is the folio's charges.
    expect(draft.lines.map((l) => l.description)).toEqual([
      expect.stringContaining(b.bookingNumber),
      'Laundry: Two shirts',
    ]);
    expect(draft.lines[1]).toMatchObject({
      quantity: 2,
      unitPrice: 12.5,
      taxRate: 10,
      tax: 2.5,
      total: 27.5,
    });
    expect(draft.total).toBeCloseTo(b.total + 27.5, 2);
    expect(draft.taxes.find((x) => x.rate === 10)).toEqual({ rate: 10, net: 25, tax: 2.5 });
    // A booking is invoiced once.
    expectError(
      await call('POST', `/api/invoice/property/${HARBOUR}/draft-from`, {
        source: 'BOOKING',
        bookingId: b.id,
      }),
      409,
    );
    // The desk makes drafts but does not issue them.
    expectError(await call('POST', `/api/invoice/${draft.id}/issue`, {}, await session.desk()), 403);

    const before = await ok<{ nextNumber: number; prefix: string }>(
      'GET',
      `/api/invoice/property/${HARBOUR}/numbering`,
    );
    const issued = await ok<Invoice>('POST', `/api/invoice/${draft.id}/issue`, { dueDate: day(60) });
    expect(issued.status).toBe('ISSUED');
    expect(issued.number).toBe(`${before.prefix}${String(before.nextNumber).padStart(5, '0')}`);
    expect(issued.issueDate).not.toBeNull();
    // Immutable from now on.
    expectError(await call('PUT', `/api/invoice/${draft.id}`, blank()), 409, { message: /credit note/ });
    expectError(await call('DELETE', `/api/invoice/${draft.id}`), 409);
    expectError(await call('POST', `/api/invoice/${draft.id}/issue`, {}), 409);

    // The INVOICE notification targets the invoice list.
    const notes = await ok<Notification[]>(
      'GET',
      `/api/notification/property?PropertyId=${HARBOUR}`,
      undefined,
      await session.admin(),
    );
    expect(
      notes.filter((n) => n.notificationType === 'INVOICE' && n.referenceNumber === issued.number),
    ).toHaveLength(1);

    // The PDF: property, bill-to, number, lines, the tax per rate, totals and the amount in words.
    const pdf = await call('GET', `/api/invoice/${issued.id}/pdf`, undefined, await session.desk());
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const textOf = await pdfText(pdf.rawPayload);
    expect(textOf).toContain('Harbour View Hotel');
    expect(textOf).toContain(issued.number!);
    expect(textOf).toContain('Ina Voice');
    expect(textOf).toContain('Laundry: Two shirts');
    expect(textOf).toMatch(/Tax 10\.00% on/);
    expect(textOf.replace(/\s/g, '')).toContain(String(issued.total.toFixed(2)).replace('.', ','));
    expect(textOf).toContain(issued.amountInWords);

    // Money through the payment module: more than the balance is refused, part then the rest.
    expectError(
      await call('POST', `/api/invoice/${issued.id}/payment`, { amount: issued.balance + 1, mode: 'Cash' }),
      400,
      { fields: ['amount'] },
    );
    const part = await ok<Invoice>(
      'POST',
      `/api/invoice/${issued.id}/payment`,
      { amount: 100, mode: 'Card' },
      await session.desk(),
    );
    expect(part).toMatchObject({ status: 'PARTIALLY_PAID', paid: 100 });
    const paid = await ok<Invoice>('POST', `/api/invoice/${issued.id}/payment`, {
      amount: part.balance,
      mode: 'Cash',
    });
    expect(paid).toMatchObject({ status: 'PAID', balance: 0 });
    expect(paid.payments.map((p) => p.amount)).toEqual([100, part.balance]);
    // The booking's folio counts the same money.
    const after = await ok<Booking>('GET', `/api/booking/${b.id}`);
    expect(after.paid).toBeCloseTo(paid.paid, 2);
    // A paid invoice is not voided; a credit note corrects it.
    expectError(await call('POST', `/api/invoice/${issued.id}/void`, { reason: 'x' }), 409);
  });
});

describe('a draft from an outlet order', () => {
  it("takes the order's lines as sold with their tax, keeps what was paid, and invoices an order once", async () => {
    const [o] = await queryRows<{ id: number; property_id: number; total: string; paid: string }>(
      t,
      `select o.id, o.property_id, o.total,
         coalesce((select sum(p.amount) from payment p where p.order_id = o.id and p.status = 'Paid'), 0) paid
       from sales_order o join property p on p.id = o.property_id
       where p.name = 'Corner Bistro' and o.status = 'COMPLETED' and o.booking_id is null
       order by o.id limit 1`,
    );
    expect(o, 'the demo bistro has completed orders').toBeDefined();
    const token = await session('bistro.admin@bookone.demo');
    const url = `/api/invoice/property/${o!.property_id}/draft-from`;
    const draft = await ok<Invoice>('POST', url, { source: 'ORDER', orderId: o!.id }, token);
    expect(draft).toMatchObject({ source: 'ORDER', status: 'DRAFT' });
    expect(draft.total).toBeCloseTo(Number(o!.total), 1);
    expect(draft.paid).toBeCloseTo(Number(o!.paid), 2);
    expectError(await call('POST', url, { source: 'ORDER', orderId: o!.id }, token), 409);
    // Another property's order is no order of this one.
    expectError(
      await call('POST', `/api/invoice/property/${HARBOUR}/draft-from`, { source: 'ORDER', orderId: o!.id }),
      400,
      {
        fields: ['orderId'],
      },
    );
    // A deleted draft gives its payments back: the order can be invoiced again.
    await ok('DELETE', `/api/invoice/${draft.id}`, undefined, token);
    const again = await ok<Invoice>('POST', url, { source: 'ORDER', orderId: o!.id }, token);
    expect(again.paid).toBeCloseTo(Number(o!.paid), 2);
  });
});

describe('blank drafts, credit notes and void', () => {
  it('computes lines and totals, validates with field keys, and edits while DRAFT', async () => {
    const d = await draftBlank();
    expect(d.lines.map((l) => [l.net, l.tax, l.total])).toEqual([
      [280, 42, 322],
      [45, 0, 45],
    ]);
    expect([d.subtotal, d.taxTotal, d.total, d.discountTotal]).toEqual([325, 42, 367, 20]);
    expect(d.amountInWords).toBe('Three hundred sixty-seven NZD and 00/100');

    const both = await call(
      'POST',
      `/api/invoice/property/${HARBOUR}`,
      blank({ customerId: 1, companyId: 1 }),
    );
    expect(expectError(both, 400).fieldKeys).toMatchObject({ companyId: 'validation.billToOne' });
    const overDiscount = await call(
      'POST',
      `/api/invoice/property/${HARBOUR}`,
      blank({ lines: [{ description: 'x', quantity: 1, unitPrice: 10, discount: 11 }] }),
    );
    expectError(overDiscount, 400, { fields: ['lines.0.discount'] });
    expectError(await call('POST', `/api/invoice/property/${HARBOUR}`, blank({ lines: [] })), 400, {
      fields: ['lines'],
    });

    const edited = await ok<Invoice>(
      'PUT',
      `/api/invoice/${d.id}`,
      blank({ notes: 'Net 30', lines: [blank().lines[1]] }),
    );
    expect(edited).toMatchObject({ total: 45, notes: 'Net 30', status: 'DRAFT' });
    expect(edited.lines).toHaveLength(1);
    await ok('DELETE', `/api/invoice/${d.id}`);
    expectError(await call('GET', `/api/invoice/${d.id}`), 404);
  });

  it('voids an unpaid invoice with its reason, and credits a paid one within what is left', async () => {
    const v = await ok<Invoice>('POST', `/api/invoice/${(await draftBlank()).id}/issue`, {});
    expectError(await call('POST', `/api/invoice/${v.id}/void`, { reason: '' }), 400, { fields: ['reason'] });
    const voided = await ok<Invoice>('POST', `/api/invoice/${v.id}/void`, { reason: 'Billed twice' });
    expect(voided).toMatchObject({ status: 'VOID', voidReason: 'Billed twice', number: v.number });
    expectError(await call('POST', `/api/invoice/${v.id}/payment`, { amount: 1, mode: 'Cash' }), 409);

    const inv = await ok<Invoice>('POST', `/api/invoice/${(await draftBlank()).id}/issue`, {});
    await ok('POST', `/api/invoice/${inv.id}/payment`, { amount: 300, mode: 'Cash' });
    const tooMuch = await call('POST', `/api/invoice/${inv.id}/credit-note`, {
      reason: 'Too much',
      lines: [{ description: 'Refund', quantity: 1, unitPrice: 400, taxRate: 0 }],
    });
    expectError(tooMuch, 400, { fields: ['lines'] });
    const note = await ok<Invoice>('POST', `/api/invoice/${inv.id}/credit-note`, {
      reason: 'Coffee not served',
      lines: [{ description: 'Coffee', quantity: 10, unitPrice: 4.5, taxRate: 0 }],
    });
    expect(note).toMatchObject({ kind: 'CREDIT_NOTE', status: 'ISSUED', creditNoteOf: inv.id, total: 45 });
    expect(note.number).toMatch(/^CN-\d{5}$/);
    // 367 invoiced, 45 credited, 300 paid: 22 left, still partly paid; paying it makes it PAID.
    const again = await ok<Invoice>('GET', `/api/invoice/${inv.id}`);
    expect(again).toMatchObject({ credited: 45, paid: 300, balance: 22, status: 'PARTIALLY_PAID' });
    expect(again.creditNotes).toEqual([
      expect.objectContaining({ id: note.id, number: note.number, total: 45 }),
    ]);
    const done = await ok<Invoice>('POST', `/api/invoice/${inv.id}/payment`, { amount: 22, mode: 'Cash' });
    expect(done.status).toBe('PAID');
  });
});

describe('lists, export and numbering', () => {
  it('pages with status counts, filters, and the organisation list with its property filter', async () => {
    const name = `Listing Co ${Math.random().toString(36).slice(2, 7)}`;
    const a = await draftBlank({ billToName: name });
    await ok('POST', `/api/invoice/${(await draftBlank({ billToName: name })).id}/issue`, {});
    const page = await ok<InvoicePage>(
      'GET',
      `/api/invoice/property/${HARBOUR}?search=${encodeURIComponent(name)}`,
    );
    expect(page.total).toBe(2);
    expect(page.statusCounts).toMatchObject({ DRAFT: 1, ISSUED: 1, PAID: 0 });
    const drafts = await ok<InvoicePage>(
      'GET',
      `/api/invoice/property/${HARBOUR}?status=DRAFT&search=${encodeURIComponent(name)}`,
    );
    expect(drafts.items.map((i) => i.id)).toEqual([a.id]);
    expect(drafts.total).toBe(1);
    expectError(await call('GET', `/api/invoice/property/${HARBOUR}?status=OPEN`), 400, {
      fields: ['status'],
    });

    const orgAdmin = await session('orgadmin@bookone.demo');
    const org = await ok<InvoicePage>(
      'GET',
      `/api/invoice/organisation/${ORG}?search=${encodeURIComponent(name)}`,
      undefined,
      orgAdmin,
    );
    expect(org.total).toBe(2);
    expect(org.items[0]!.propertyName).toBe('Harbour View Hotel');
    const elsewhere = await ok<InvoicePage>(
      'GET',
      `/api/invoice/organisation/${ORG}?propertyId=${rival.propertyId}&search=${encodeURIComponent(name)}`,
      undefined,
      orgAdmin,
    );
    expect(elsewhere.total).toBe(0);
    const res = await call(
      'GET',
      `/api/invoice/property/${HARBOUR}/export?search=${encodeURIComponent(name)}`,
    );
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe('Number');
    expect(wb.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(3);
  });

  it('issues with a changed prefix and runs the numbers on', async () => {
    const before = await ok<{ nextNumber: number }>('GET', `/api/invoice/property/${HARBOUR}/numbering`);
    expectError(
      await call('PUT', `/api/invoice/property/${HARBOUR}/numbering`, {
        prefix: 'A B',
        creditNotePrefix: 'CN-',
      }),
      400,
      { fields: ['prefix'] },
    );
    await ok('PUT', `/api/invoice/property/${HARBOUR}/numbering`, { prefix: 'HV/', creditNotePrefix: 'CN-' });
    const inv = await ok<Invoice>('POST', `/api/invoice/${(await draftBlank()).id}/issue`, {});
    expect(inv.number).toBe(`HV/${String(before.nextNumber).padStart(5, '0')}`);
    await ok('PUT', `/api/invoice/property/${HARBOUR}/numbering`, {
      prefix: 'INV-',
      creditNotePrefix: 'CN-',
    });
  });
});

describe('tenants and roles', () => {
  it("answers another organisation's staff as if the invoice did not exist", async () => {
    const inv = await draftBlank();
    const foreign = await t.login(rival.manager.username);
    for (const [method, url] of [
      ['GET', `/api/invoice/${inv.id}`],
      ['GET', `/api/invoice/${inv.id}/pdf`],
      ['PUT', `/api/invoice/${inv.id}`],
      ['POST', `/api/invoice/${inv.id}/issue`],
      ['POST', `/api/invoice/${inv.id}/payment`],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'GET' ? undefined : method === 'PUT' ? blank() : { amount: 1, mode: 'Cash' },
        foreign,
      );
      expect([404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
    expectError(await call('GET', `/api/invoice/property/${HARBOUR}`, undefined, foreign), 404);
    expectError(
      await call(
        'GET',
        `/api/invoice/organisation/${ORG}`,
        undefined,
        await t.login(rival.orgFinance.username),
      ),
      404,
    );
    // The organisation's finance reads its own organisation's invoices, and writes none.
    const fin = await t.login(rival.orgFinance.username);
    expect(
      (await call('GET', `/api/invoice/organisation/${rival.organisationId}`, undefined, fin)).statusCode,
    ).toBe(200);
    expectError(await call('POST', `/api/invoice/property/${rival.propertyId}`, blank(), fin), 403);
    // Manage Invoice's property picker: the organisation's own properties, and never another's.
    const picker = await call(
      'GET',
      `/api/invoice/organisation/${rival.organisationId}/properties`,
      undefined,
      fin,
    );
    expect(picker.json<{ id: number }[]>().map((p) => p.id)).toEqual([rival.propertyId]);
    expectError(await call('GET', `/api/invoice/organisation/${ORG}/properties`, undefined, fin), 404);
    const ours = await call(
      'GET',
      `/api/invoice/organisation/${ORG}/properties`,
      undefined,
      await session('orgadmin@bookone.demo'),
    );
    expect(ours.json<{ id: number; name: string }[]>().map((p) => p.name)).toContain('Harbour View Hotel');
    // A customer of another property is not billed here.
    const bill = await call(
      'POST',
      `/api/invoice/property/${HARBOUR}`,
      blank({ billToName: null, customerId: 2_000_000 }),
    );
    expectError(bill, 400, { fields: ['customerId'] });
  });
});

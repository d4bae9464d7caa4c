// Customers, front office part two (issue 5): profile fields, search, identity documents with private scans, stay
// history with totals, merging a duplicate; roles and tenants.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import {
  addDays,
  type Customer,
  type CustomerDocument,
  type CustomerSaved,
  type CustomerStays,
  type Page,
  type Payment,
} from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { booking, payment } from '../src/db/schema';
import { day, openForTests, openTenantsApp, today, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { createBooking, createRoomType } from './stay-fixtures';
import { expectError, expectHidden, fileUpload, TINY_PNG, uniqueEmail, type ForeignTenant } from './support';

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let privateDir: string;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, HARBOUR } = app);
  privateDir = `${t.uploadsDir}-private`;
});
afterAll(() => rm(privateDir, { recursive: true, force: true }));

async function customer(body: Record<string, unknown> = {}, propertyId = HARBOUR, token?: string) {
  const res = await t.api('POST', `/api/customer/property/${propertyId}`, {
    token: token ?? (await session.desk()),
    body: { firstName: 'Mere', lastName: `Tane${Math.random().toString(36).slice(2, 6)}`, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CustomerSaved>().customer;
}

let roomTypeId: number | undefined;
async function bookFor(customerId: number, arrival: string, nights = 2) {
  roomTypeId ??= (
    await createRoomType(t, HARBOUR, await session.admin(), {
      name: 'History Test Room',
      basePrice: 100,
      noOfRooms: 5,
    })
  ).id;
  return createBooking(t, HARBOUR, await session.desk(), {
    roomTypeId,
    arrival,
    departure: addDays(arrival, nights),
    source: 'Phone',
    customerId,
  });
}

const docs = (customerId: number) => `/api/customer/${customerId}/documents`;
async function addDoc(customerId: number, body: Record<string, unknown> = {}, token?: string) {
  return t.api('POST', docs(customerId), {
    token: token ?? (await session.desk()),
    body: { type: 'Passport', number: 'LA123456', ...body },
  });
}
async function scan(url: string, name: string, type: string, content: Buffer | string, token?: string) {
  const form = fileUpload(name, type, content);
  return t.api('POST', url, {
    token: token ?? (await session.desk()),
    body: form.body,
    headers: form.headers,
  });
}
const storedDocuments = async () => readdir(join(privateDir, 'documents')).catch(() => [] as string[]);

describe('customer profile fields and search', () => {
  it('keeps gender, language, birthday, anniversary and tax id', async () => {
    const c = await customer({
      gender: 'Female',
      language: 'Te reo Māori',
      birthday: '1988-04-12',
      anniversary: '2015-11-30',
      taxId: 'NZ-123-456-789',
    });
    expect(c).toMatchObject({
      gender: 'Female',
      language: 'Te reo Māori',
      birthday: '1988-04-12',
      anniversary: '2015-11-30',
      taxId: 'NZ-123-456-789',
    });
    const upd = await t.api('PUT', `/api/customer/${c.id}`, {
      token: await session.desk(),
      body: { gender: 'Undisclosed', anniversary: null, taxId: '' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const read = (
      await t.api('GET', `/api/customer/${c.id}`, { token: await session.desk() })
    ).json<Customer>();
    expect(read).toMatchObject({
      gender: 'Undisclosed',
      anniversary: null,
      taxId: null,
      birthday: '1988-04-12',
    });
  });

  it('names invalid profile fields', async () => {
    const res = await t.api('POST', `/api/customer/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { firstName: 'X', gender: 'Robot', birthday: '1990-02-31' },
    });
    expectError(res, 400, { fields: ['gender', 'birthday'] });
  });

  it('finds a customer by name, email, phone digits in any format, or company', async () => {
    const email = uniqueEmail('wiremu');
    const c = await customer({
      firstName: 'Wiremu',
      lastName: 'Zanzibarson',
      email,
      phone: '+64 9-555 7171',
      company: 'Kauri Timber Exports',
    });
    const found = async (search: string) => {
      const res = await t.api(
        'GET',
        `/api/customer/property/${HARBOUR}?search=${encodeURIComponent(search)}&size=50`,
        { token: await session.desk() },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Page<Customer>>().items.map((x) => x.id);
    };
    for (const q of [
      'wiremu zanzibar',
      'zanzibarson',
      email.toUpperCase(),
      '6495557171',
      '555 71',
      'kauri timber',
    ])
      expect(await found(q), q).toContain(c.id);
    expect(await found('Kauri Timber Importers')).not.toContain(c.id);
  });
});

describe('identity documents', () => {
  it('adds, lists, changes and deletes a document', async () => {
    const c = await customer();
    const res = await addDoc(c.id);
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json<CustomerDocument>();
    expect(d).toMatchObject({
      customerId: c.id,
      type: 'Passport',
      number: 'LA123456',
      frontName: null,
      backName: null,
    });

    const upd = await t.api('PUT', `${docs(c.id)}/${d.id}`, {
      token: await session.desk(),
      body: { type: 'Driving_License', number: 'DL-998877' },
    });
    expect(upd.json<CustomerDocument>()).toMatchObject({ type: 'Driving_License', number: 'DL-998877' });
    const listed = await t.api('GET', docs(c.id), { token: await session.desk() });
    expect(listed.json<CustomerDocument[]>()).toEqual([upd.json<CustomerDocument>()]);

    expect((await t.api('DELETE', `${docs(c.id)}/${d.id}`, { token: await session.desk() })).statusCode).toBe(
      200,
    );
    expect((await t.api('GET', docs(c.id), { token: await session.desk() })).json()).toEqual([]);
  });

  it("deleting a customer (without bookings) deletes their documents' files too", async () => {
    const c = await customer();
    const d = (await addDoc(c.id)).json<CustomerDocument>();
    await scan(`${docs(c.id)}/${d.id}/front`, 'f.pdf', 'application/pdf', PDF);
    await scan(`${docs(c.id)}/${d.id}/back`, 'b.png', 'image/png', TINY_PNG);
    const count = (await storedDocuments()).length;
    expect((await t.api('DELETE', `/api/customer/${c.id}`, { token: await session.desk() })).statusCode).toBe(
      200,
    );
    expect((await storedDocuments()).length).toBe(count - 2);
  });

  it('names invalid fields, and does not find a document through another customer', async () => {
    const [a, b] = [await customer(), await customer()];
    expectError(await addDoc(a.id, { type: 'Library_Card', number: ' ' }), 400, {
      fields: ['type', 'number'],
    });
    const d = (await addDoc(a.id)).json<CustomerDocument>();
    expectError(
      await t.api('PUT', `${docs(b.id)}/${d.id}`, { token: await session.desk(), body: { number: 'X' } }),
      404,
    );
    expectError(await t.api('DELETE', `${docs(b.id)}/${d.id}`, { token: await session.desk() }), 404);
    expectError(await t.api('GET', `${docs(b.id)}/${d.id}/front`, { token: await session.desk() }), 404);
  });

  it('keeps front and back scans privately and gives them back to the staff', async () => {
    const c = await customer();
    const d = (await addDoc(c.id)).json<CustomerDocument>();
    const front = await scan(`${docs(c.id)}/${d.id}/front`, 'passport front.pdf', 'application/pdf', PDF);
    expect(front.statusCode, front.body).toBe(200);
    expect(front.json<CustomerDocument>()).toMatchObject({ frontName: 'passport_front.pdf', backName: null });
    const back = await scan(`${docs(c.id)}/${d.id}/back`, 'back.png', 'image/png', TINY_PNG);
    expect(back.json<CustomerDocument>()).toMatchObject({
      frontName: 'passport_front.pdf',
      backName: 'back.png',
    });
    expect(await readdir(t.uploadsDir)).toEqual([]); // nothing public

    const getFront = await t.api('GET', `${docs(c.id)}/${d.id}/front`, { token: await session.desk() });
    expect(getFront.statusCode).toBe(200);
    expect(getFront.headers['content-type']).toBe('application/pdf');
    expect(getFront.headers['content-disposition']).toBe('attachment; filename="passport_front.pdf"');
    expect(getFront.rawPayload.equals(PDF)).toBe(true);
    const getBack = await t.api('GET', `${docs(c.id)}/${d.id}/back`, { token: await session.admin() });
    expect(getBack.headers['content-type']).toBe('image/png');
    expect(getBack.rawPayload.equals(TINY_PNG)).toBe(true);

    // Replacing a side removes the old file; deleting the document removes both.
    const count = (await storedDocuments()).length;
    await scan(`${docs(c.id)}/${d.id}/front`, 'again.png', 'image/png', TINY_PNG);
    expect((await storedDocuments()).length).toBe(count);
    await t.api('DELETE', `${docs(c.id)}/${d.id}`, { token: await session.desk() });
    expect((await storedDocuments()).length).toBe(count - 2);
  });

  it('refuses a file that is not an image or a PDF, one over 5 MB, and a side with no scan is 404', async () => {
    const c = await customer();
    const d = (await addDoc(c.id)).json<CustomerDocument>();
    const url = `${docs(c.id)}/${d.id}/front`;
    expectError(await scan(url, 'id.exe', 'application/pdf', Buffer.from('MZ\x90\x00 not a pdf')), 400, {
      fields: ['file'],
    });
    expectError(await scan(url, 'id.png', 'image/png', Buffer.concat([TINY_PNG, Buffer.alloc(5 * MB)])), 413);
    expectError(await t.api('GET', url, { token: await session.desk() }), 404);
  });

  it('is not reachable without a token, by housekeeping, or from another organisation', async () => {
    const c = await customer();
    const d = (await addDoc(c.id, { number: 'SECRET-PASSPORT-1' })).json<CustomerDocument>();
    const url = `${docs(c.id)}/${d.id}/front`;
    await scan(url, 'p.pdf', 'application/pdf', PDF);
    expectError(await t.api('GET', url), 401);
    expectError(await t.api('GET', docs(c.id)), 401);
    const hk = await session.housekeeping();
    expectError(await t.api('GET', url, { token: hk }), 403);
    expectError(await t.api('GET', docs(c.id), { token: hk }), 403);
    for (const user of [rival.orgAdmin, rival.propAdmin, rival.frontdesk]) {
      const token = await t.login(user.username);
      for (const res of [
        await t.api('GET', url, { token }),
        await t.api('GET', docs(c.id), { token }),
        await t.api('GET', `${docs(c.id)}/${d.id}/back`, { token }),
        await addDoc(c.id, {}, token),
        await t.api('PUT', `${docs(c.id)}/${d.id}`, { token, body: { number: 'X' } }),
        await t.api('DELETE', `${docs(c.id)}/${d.id}`, { token }),
        await scan(url, 'x.png', 'image/png', TINY_PNG, token),
      ]) {
        // Refused as for a missing record, or with 403 first where the role may not use the route at all.
        expectError(res, res.statusCode === 403 ? 403 : 404);
        expect(res.body).not.toContain('SECRET-PASSPORT-1');
        expect(res.body).not.toContain('%PDF');
      }
    }
    const still = await t.api('GET', url, { token: await session.desk() });
    expect(still.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('GET /api/customer/{id}/stays', () => {
  it('lists the bookings newest first with stays, nights, spent, paid, balance, last and next stay', async () => {
    const c = await customer();
    const past = await bookFor(c.id, day(50), 3);
    // A stay that happened: the test moves it into the past (the booking API sells future nights only).
    await t.db
      .update(booking)
      .set({ status: 'CHECKEDOUT', arrival: day(-10), departure: day(-7) })
      .where(eq(booking.id, past.id));
    const next = await bookFor(c.id, day(60), 2);
    const later = await bookFor(c.id, day(90), 1);
    const cancelled = await bookFor(c.id, day(70), 4);
    const cancel = await t.api('POST', `/api/booking/${cancelled.id}/cancel`, {
      token: await session.desk(),
      body: { reason: 'Changed plans' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const pay = await t.api('POST', `/api/payment/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { bookingId: next.id, date: today, amount: 50, mode: 'Card', status: 'Paid' },
    });
    expect(pay.statusCode, pay.body).toBe(201);

    const res = await t.api('GET', `/api/customer/${c.id}/stays`, { token: await session.desk() });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<CustomerStays>();
    expect(s.bookings.map((b) => b.id)).toEqual([later.id, cancelled.id, next.id, past.id]);
    const spent = Math.round((past.total + next.total + later.total) * 100) / 100;
    expect(s.totals).toEqual({
      stays: 3,
      nights: 6,
      spent,
      paid: 50,
      balance: Math.round((spent - 50) * 100) / 100,
      lastStay: day(-10),
      nextStay: day(60),
    });
  });

  it('is empty for a new customer, and closed to other organisations and housekeeping', async () => {
    const c = await customer();
    const s = (
      await t.api('GET', `/api/customer/${c.id}/stays`, { token: await session.desk() })
    ).json<CustomerStays>();
    expect(s).toEqual({
      bookings: [],
      totals: { stays: 0, nights: 0, spent: 0, paid: 0, balance: 0, lastStay: null, nextStay: null },
    });
    expectError(
      await t.api('GET', `/api/customer/${c.id}/stays`, { token: await session.housekeeping() }),
      403,
    );
    const token = await t.login(rival.orgAdmin.username);
    expectHidden(await t.api('GET', `/api/customer/${c.id}/stays`, { token }));
  });
});

describe('POST /api/customer/{id}/merge', () => {
  it("moves the duplicate's bookings, payments and documents, fills blank fields and deletes the duplicate", async () => {
    const email = uniqueEmail('dup');
    const keep = await customer({ firstName: 'Hemi', lastName: 'Walker', phone: '+64 21 555 0199' });
    const dup = await customer({
      firstName: 'H.',
      lastName: 'Walker-Smith',
      email,
      phone: '021 555 0199',
      company: 'Walker Tours',
      birthday: '1979-06-01',
    });
    const b = await bookFor(dup.id, day(100));
    const p = await t.api('POST', `/api/payment/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { bookingId: b.id, date: today, amount: 75, mode: 'Cash', status: 'Paid' },
    });
    const d = (await addDoc(dup.id, { number: 'MERGE-DOC' })).json<CustomerDocument>();
    await scan(`${docs(dup.id)}/${d.id}/front`, 'front.pdf', 'application/pdf', PDF);

    const res = await t.api('POST', `/api/customer/${keep.id}/merge`, {
      token: await session.desk(),
      body: { duplicateId: dup.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<CustomerSaved>().customer;
    expect(merged).toMatchObject({
      id: keep.id,
      firstName: 'Hemi', // kept: not blank
      lastName: 'Walker',
      phone: '+64 21 555 0199',
      email, // filled from the duplicate
      company: 'Walker Tours',
      birthday: '1979-06-01',
    });
    expectError(await t.api('GET', `/api/customer/${dup.id}`, { token: await session.desk() }), 404);

    const stays = (
      await t.api('GET', `/api/customer/${keep.id}/stays`, { token: await session.desk() })
    ).json<CustomerStays>();
    expect(stays.bookings.map((x) => x.id)).toEqual([b.id]);
    expect(stays.bookings[0]!.guestName).toBe('Hemi Walker');
    expect(stays.totals.paid).toBe(75);
    const [prow] = await t.db.select().from(payment).where(eq(payment.id, p.json<Payment>().id));
    expect(prow!.customerId).toBe(keep.id);
    const moved = (await t.api('GET', docs(keep.id), { token: await session.desk() })).json<
      CustomerDocument[]
    >();
    expect(moved.map((x) => [x.id, x.number, x.frontName])).toEqual([[d.id, 'MERGE-DOC', 'front.pdf']]);
    const file = await t.api('GET', `${docs(keep.id)}/${d.id}/front`, { token: await session.desk() });
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses itself, an unknown customer and one of another property', async () => {
    const keep = await customer();
    const merge = async (duplicateId: unknown, token?: string, id = keep.id) =>
      t.api('POST', `/api/customer/${id}/merge`, {
        token: token ?? (await session.desk()),
        body: { duplicateId },
      });
    expectError(await merge(keep.id), 400, { fields: ['duplicateId'] });
    expectError(await merge(99_999_999), 400, { fields: ['duplicateId'] });
    expectError(await merge('seven'), 400, { fields: ['duplicateId'] });
    const foreign = await customer({}, rival.propertyId, await t.login(rival.frontdesk.username));
    const res = await merge(foreign.id);
    expectError(res, 400, { fields: ['duplicateId'] });
    expect(res.body).not.toContain(foreign.lastName!);
    // The foreign customer is untouched.
    const token = await t.login(rival.frontdesk.username);
    expect((await t.api('GET', `/api/customer/${foreign.id}`, { token })).statusCode).toBe(200);
    // And from the other side: their staff cannot merge ours.
    expectHidden(await merge(foreign.id, token, keep.id));
    expectError(await merge(keep.id, await session.housekeeping()), 403);
  });
});

// "Save as enquiry" on the booking form (issue 15): the ENQUIRY booking is filed in the enquiry inbox too, with the
// guest and the stay, numbered in the organisation's sequence; confirming the booking wins the enquiry, cancelling it
// loses it with the clerk's reason; a sold-out confirmation leaves the enquiry open.
import type { Booking, Enquiry, EnquiryPage } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { day, openForFile, openTenantsApp } from './demo-app';
import { createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, uniqueEmail } from './support';

const { t, session, HARBOUR, DEMO_ORG } = await openForFile(openTenantsApp);

let calls = 0;
const surname = () => `Formguest${Date.now().toString(36)}${calls++}`;

async function saveAsEnquiry(roomTypeId: number, lastName: string, over: Record<string, unknown> = {}) {
  const res = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
    token: await session.desk(),
    body: {
      roomTypeId,
      arrival: day(40),
      departure: day(43),
      adults: 2,
      children: 1,
      source: 'Phone',
      status: 'ENQUIRY',
      notes: 'Wants a quiet room',
      customer: { firstName: 'Ava', lastName, email: uniqueEmail('ava'), phone: '+64 21 555 0199' },
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

async function inboxFor(lastName: string): Promise<Enquiry[]> {
  const res = await t.api('GET', `/api/enquiry/organisation/${DEMO_ORG}?search=${lastName}`, {
    token: await session('orgsupport@bookone.demo'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EnquiryPage>().items;
}

const freshType = async (rooms: number) =>
  createRoomType(t, HARBOUR, await session.admin(), {
    name: uniqueTypeName('Form Enquiry'),
    noOfRooms: rooms,
  });

describe('Save as enquiry on the booking form', () => {
  it('files a NEW enquiry from the booking form with the guest and the stay; confirming the booking wins it', async () => {
    const rt = await freshType(2);
    const name = surname();
    const b = await saveAsEnquiry(rt.id, name);
    const [e, ...more] = await inboxFor(name);
    expect(more).toHaveLength(0);
    expect(e).toMatchObject({
      status: 'NEW',
      source: 'BOOKING_FORM',
      propertyId: HARBOUR,
      firstName: 'Ava',
      lastName: name,
      phone: '+64 21 555 0199',
      accommodationType: rt.name,
      persons: 2,
      children: 1,
      rooms: 1,
      checkInDate: day(40),
      checkOutDate: day(43),
      notes: 'Wants a quiet room',
      bookingId: b.id,
    });
    expect(e!.enquiryNumber).toMatch(/^ENQ-\d{5}$/);

    const confirm = await t.api('POST', `/api/booking/${b.id}/confirm`, { token: await session.desk() });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await inboxFor(name))[0]).toMatchObject({ status: 'WON', bookingId: b.id });
  });

  it('cancelling the enquiry booking loses the enquiry with the reason; a confirmed booking files nothing', async () => {
    const rt = await freshType(1);
    const name = surname();
    const b = await saveAsEnquiry(rt.id, name);
    const cancel = await t.api('POST', `/api/booking/${b.id}/cancel`, {
      token: await session.desk(),
      body: { reason: 'Found cheaper elsewhere' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await inboxFor(name))[0]).toMatchObject({
      status: 'LOST',
      lostReason: 'Found cheaper elsewhere',
    });

    const other = surname();
    await saveAsEnquiry(rt.id, other, { status: 'CONFIRMED' });
    expect(await inboxFor(other)).toEqual([]);
  });

  it('a sold-out confirmation (409) leaves the enquiry NEW', async () => {
    const rt = await freshType(1);
    await saveAsEnquiry(rt.id, surname(), { status: 'CONFIRMED' });
    const name = surname();
    const b = await saveAsEnquiry(rt.id, name);
    const confirm = await t.api('POST', `/api/booking/${b.id}/confirm`, { token: await session.desk() });
    expectError(confirm, 409, { message: /^No rooms of this type are left for / });
    expect((await inboxFor(name))[0]).toMatchObject({ status: 'NEW', bookingId: b.id });
  });
});

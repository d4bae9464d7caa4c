// A waiter (PROP_SERVICE) takes room orders and looks customers up at the till (issue 12) through the POS reads of
// the order module, without the bookings' or customers' permissions: today's in-house guests and a short customer
// lookup, narrow answers of the caller's property only. What the waiter still may not do answers 403.
import type { PosCustomer, PosGuest } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { appUser, booking } from '../src/db/schema';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { bistroOf, takeOrder } from './order-fixtures';
import { expectError, insertUser, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let waiter: string;
let housekeeper: string;

openForTests(
  () => openTenantsApp(),
  (app) => ({ t, session, rival, HARBOUR } = app),
);

beforeAll(async () => {
  const [admin] = await t.db.select().from(appUser).where(eq(appUser.username, 'hotel.admin@bookone.demo'));
  const staff = async (role: string) =>
    t.login(
      (await insertUser(t, { roles: [role], organisationId: admin!.organisationId, propertyId: HARBOUR }))
        .username,
    );
  waiter = await staff('PROP_SERVICE');
  housekeeper = await staff('PROP_HOUSEKEEPING');
});

const get = (url: string, token = waiter) => t.api('GET', url, { token });
const guestsUrl = () => `/api/order/property/${HARBOUR}/pos/guests`;
const customersUrl = (search: string) =>
  `/api/order/property/${HARBOUR}/pos/customers?search=${encodeURIComponent(search)}`;

describe('a waiter at the till', () => {
  it('lists today’s in-house guests (booking, guest, rooms) and charges a room order to one of them', async () => {
    const res = await get(guestsUrl());
    expect(res.statusCode, res.body).toBe(200);
    const guests = res.json<PosGuest[]>();
    const inHouse = await t.db
      .select()
      .from(booking)
      .where(and(eq(booking.propertyId, HARBOUR), eq(booking.status, 'CHECKEDIN')));
    expect(guests.map((g) => g.id).sort()).toEqual(inHouse.map((b) => b.id).sort());
    expect(guests.every((g) => g.rooms.length > 0)).toBe(true);
    // By guest name; nothing of the folio, the email or the phone.
    const names = guests.map((g) => g.guestName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(guests[0]!).sort()).toEqual([
      'bookingNumber',
      'departure',
      'guestName',
      'id',
      'rooms',
    ]);

    const kitchen = await bistroOf(t, HARBOUR, 'Harbour Kitchen');
    const order = await takeOrder(t, waiter, HARBOUR, {
      businessServiceId: kitchen.outletId,
      deliveryMethod: 'ROOM_ORDER',
      bookingId: guests[0]!.id,
      lines: [{ productId: (await kitchen.product('CLUB')).id, quantity: 1 }],
    });
    expect(order).toMatchObject({ deliveryMethod: 'ROOM_ORDER', bookingId: guests[0]!.id });
  });

  it('looks a customer up by name, phone or email and takes an order for them', async () => {
    const [guest] = (await get(guestsUrl())).json<PosGuest[]>();
    const [b] = await t.db.select().from(booking).where(eq(booking.id, guest!.id));
    const lastName = guest!.guestName.split(' ').at(-1)!;
    const res = await get(customersUrl(lastName.slice(0, 4)));
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<PosCustomer[]>();
    expect(found.map((c) => c.id)).toContain(b!.customerId);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(Object.keys(found[0]!).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'phone']);
    const customer = found.find((c) => c.id === b!.customerId)!;
    if (customer.email) {
      const byEmail = (await get(customersUrl(customer.email))).json<PosCustomer[]>();
      expect(byEmail.map((c) => c.id)).toContain(customer.id);
    }

    const kitchen = await bistroOf(t, HARBOUR, 'Harbour Kitchen');
    const order = await takeOrder(t, waiter, HARBOUR, {
      businessServiceId: kitchen.outletId,
      deliveryMethod: 'TAKE_AWAY',
      customerId: customer.id,
      lines: [{ productId: (await kitchen.product('CLUB')).id, quantity: 1 }],
    });
    expect(order.customerId).toBe(customer.id);
  });

  it('refuses a search under two characters with 400 on the field', async () => {
    expectError(await get(customersUrl('a')), 400, { fields: ['search'] });
  });

  it('still may not read the bookings, a booking’s folio or the customers (403)', async () => {
    const [guest] = (await get(guestsUrl())).json<PosGuest[]>();
    expectError(await get(`/api/booking/property/${HARBOUR}?view=inHouse`), 403);
    expectError(await get(`/api/booking/${guest!.id}`), 403);
    expectError(await get(`/api/booking/${guest!.id}/folio`), 403);
    expectError(await get(`/api/customer/property/${HARBOUR}?search=ab`), 403);
  });
});

describe('who else', () => {
  it('housekeeping takes no orders: 403; another organisation’s admin: 404 as a missing property', async () => {
    expectError(await get(guestsUrl(), housekeeper), 403);
    expectError(await get(customersUrl('ab'), housekeeper), 403);
    const foreign = await t.login(rival.propAdmin.username);
    expectError(await get(guestsUrl(), foreign), 404);
    expectError(await get(customersUrl('ab'), foreign), 404);
    // The bistro's admin is of the same organisation, at another property: not Harbour View's guests either.
    expectError(await get(guestsUrl(), await session('bistro.admin@bookone.demo')), 404);
  });
});

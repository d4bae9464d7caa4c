// GET /api/search?q=&limit= (the header search box): users and properties within the caller's reach, matched
// case-insensitively on names, usernames and cities. The tenant rule is the user list's: the platform everything,
// an organisation its own, a property user their property; users only for those who may read other users.
import { searchResultSchema, type SearchResult } from '@bookone/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { booking, customer } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/modules/user/user.seed';

import { createTestApp, type TestApp } from './helpers';
import {
  createForeignTenant,
  demoIds,
  expectError,
  expectNoSecrets,
  insertUser,
  sessions,
  type ForeignTenant,
} from './support';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let session: ReturnType<typeof sessions>;
let rival: ForeignTenant;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  session = sessions(t);
  rival = await createForeignTenant(t);
});
afterAll(() => t.close());

const as = (username: string) => session(username);
async function search(who: string, q: string, limit?: number): Promise<SearchResult> {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await t.api('GET', `/api/search?${query.toString()}`, { token: await as(who) });
  expect(res.statusCode, res.body).toBe(200);
  expectNoSecrets(res);
  return searchResultSchema.parse(res.json());
}
const NOTHING: SearchResult = { users: [], properties: [], guests: [], bookings: [] };
const usernames = (r: SearchResult) => r.users.map((u) => u.username).sort();
const propertyNames = (r: SearchResult) => r.properties.map((p) => p.name).sort();

describe('GET /api/search: what it finds', () => {
  it('finds users by username, first name, last name and full name, case-insensitively', async () => {
    const sa = 'superadmin@bookone.demo';
    expect(usernames(await search(sa, 'HOTEL.ADMIN'))).toEqual(['hotel.admin@bookone.demo']);
    expect(usernames(await search(sa, 'hana'))).toEqual(['hotel.admin@bookone.demo']);
    expect(usernames(await search(sa, 'wALKER'))).toEqual(['hotel.admin@bookone.demo']);
    expect(usernames(await search(sa, 'hana walker'))).toEqual(['hotel.admin@bookone.demo']);
  });

  it('finds properties by name, short name and city, with the fields of the contract', async () => {
    const sa = 'superadmin@bookone.demo';
    const byName = await search(sa, 'harbour view hotel');
    expect(byName.properties).toEqual([
      {
        id: ids.property('Harbour View Hotel'),
        name: 'Harbour View Hotel',
        businessType: 'Accommodation',
        city: 'Auckland',
      },
    ]);
    expect(propertyNames(await search(sa, 'lotus spa'))).toEqual(['Lotus Day Spa']);
    expect(propertyNames(await search(sa, 'DUNEDIN'))).toEqual(['Corner Bistro']);
  });

  it('answers both lists empty when nothing matches', async () => {
    expect(await search('superadmin@bookone.demo', 'zzzz-nothing-like-this')).toEqual(NOTHING);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await search('superadmin@bookone.demo', '%')).toEqual(NOTHING);
    expect(await search('superadmin@bookone.demo', '_')).toEqual(NOTHING);
  });

  it('answers at most `limit` of each, sorted by name', async () => {
    const all = await search('superadmin@bookone.demo', 'bookone.demo', 50);
    expect(all.users.length).toBe(DEMO_ACCOUNTS.length);
    const three = await search('superadmin@bookone.demo', 'bookone.demo', 3);
    expect(three.users).toEqual(all.users.slice(0, 3));
    const names = all.users.map((u) => `${u.lastName} ${u.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const defaults = await search('superadmin@bookone.demo', 'bookone.demo');
    expect(defaults.users).toHaveLength(10);
  });
});

/** A guest of the seeded front office with a booking, as the desk would type them. */
async function seededGuest() {
  const [row] = await t.db
    .select({
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      bookingId: booking.id,
      bookingNumber: booking.bookingNumber,
    })
    .from(booking)
    .innerJoin(customer, eq(customer.id, booking.customerId))
    .where(eq(booking.propertyId, ids.property('Harbour View Hotel')))
    .orderBy(desc(booking.id))
    .limit(1);
  if (!row) throw new Error('the seed has no booking with a guest');
  return row;
}

describe('GET /api/search: guests and bookings', () => {
  it('the front desk finds a seeded guest by full name, and their booking by number', async () => {
    const guest = await seededGuest();
    const byName = await search(
      'hotel.frontdesk@bookone.demo',
      `${guest.firstName} ${guest.lastName ?? ''}`.trim(),
      50,
    );
    expect(byName.guests.map((g) => g.id)).toContain(guest.id);
    expect(byName.bookings.map((b) => b.id)).toContain(guest.bookingId);

    const byNumber = await search('hotel.frontdesk@bookone.demo', guest.bookingNumber.toLowerCase());
    expect(byNumber.bookings).toEqual([
      expect.objectContaining({ id: guest.bookingId, bookingNumber: guest.bookingNumber }),
    ]);
  });

  it('staff who may not read guests or bookings find none of them', async () => {
    const guest = await seededGuest();
    const r = await search('hotel.housekeeping@bookone.demo', guest.bookingNumber);
    expect(r.bookings).toEqual([]);
    expect((await search('hotel.housekeeping@bookone.demo', guest.firstName)).guests).toEqual([]);
  });
});

describe('GET /api/search: validation', () => {
  it.each([
    ['no q', ''],
    ['an empty q', '?q='],
    ['a blank q', '?q=%20%20'],
    ['a q longer than 120 characters', `?q=${'a'.repeat(121)}`],
  ])('400s %s, naming q', async (_label, query) => {
    const res = await t.api('GET', `/api/search${query}`, { token: await as('hotel.admin@bookone.demo') });
    expectError(res, 400, { fields: ['q'] });
  });

  it.each(['0', '51', 'ten', '2.5'])('400s limit=%s, naming limit', async (limit) => {
    const res = await t.api('GET', `/api/search?q=hotel&limit=${limit}`, {
      token: await as('hotel.admin@bookone.demo'),
    });
    expectError(res, 400, { fields: ['limit'] });
  });

  it('401s without a token', async () => {
    expectError(await t.api('GET', '/api/search?q=hotel'), 401);
  });
});

describe('GET /api/search: the tenant rule', () => {
  it('the platform finds everyone and every property, other organisations included', async () => {
    const r = await search('superadmin@bookone.demo', 'rival');
    expect(usernames(r)).toEqual(
      [rival.orgAdmin, rival.orgFinance, rival.propAdmin, rival.manager, rival.frontdesk]
        .map((u) => u.username)
        .sort(),
    );
    expect(propertyNames(r)).toEqual(['Rival Inn']);
  });

  it('an organisation user finds their organisation only', async () => {
    for (const who of ['orgadmin@bookone.demo', 'orgsupport@bookone.demo']) {
      expect(await search(who, 'rival')).toEqual(NOTHING);
      const r = await search(who, 'admin', 50);
      expect(usernames(r)).toEqual(
        [
          'bistro.admin@bookone.demo',
          'barber.admin@bookone.demo',
          'hotel.admin@bookone.demo',
          'lodge.admin@bookone.demo',
          'motel.admin@bookone.demo',
          'nails.admin@bookone.demo',
          'orgadmin@bookone.demo',
          'spa.admin@bookone.demo',
        ].sort(),
      );
      expect(propertyNames(await search(who, 'e', 50))).toEqual([
        'Corner Bistro',
        'Fresh Cuts Barbers',
        'Harbour View Hotel',
        'Kauri Lodge',
        'Kowhai Nails',
        'Lotus Day Spa',
        'Pine Motel',
      ]);
    }
  });

  it("another organisation's staff find nothing of the demo organisation", async () => {
    for (const who of [rival.orgAdmin.username, rival.propAdmin.username, rival.frontdesk.username]) {
      const r = await search(who, 'harbour');
      expect(r).toEqual(NOTHING);
      const guest = await seededGuest();
      expect(await search(who, guest.lastName ?? guest.firstName)).toMatchObject({
        guests: [],
        bookings: [],
      });
      expect(usernames(await search(who, 'bookone.demo'))).toEqual([]);
      // Their own admins match 'admin' too; no demo account does.
      expect(usernames(await search(who, 'admin')).every((u) => u.endsWith('@test.example'))).toBe(true);
    }
    const own = await search(rival.orgAdmin.username, 'rival');
    expect(own.users).toHaveLength(5);
    expect(propertyNames(own)).toEqual(['Rival Inn']);
  });

  it('a property admin finds the users and the property of their own property only', async () => {
    const r = await search('hotel.admin@bookone.demo', 'bookone.demo', 50);
    expect(usernames(r)).toEqual(
      [
        'hotel.admin@bookone.demo',
        'hotel.frontdesk@bookone.demo',
        'hotel.housekeeping@bookone.demo',
        'hotel.manager@bookone.demo',
        'hotel.marketing@bookone.demo',
      ].sort(),
    );
    expect(r.users.every((u) => u.propertyId === ids.property('Harbour View Hotel'))).toBe(true);
    expect(await search('hotel.admin@bookone.demo', 'lotus')).toEqual(NOTHING);
    expect(propertyNames(await search('hotel.admin@bookone.demo', 'auckland'))).toEqual([
      'Harbour View Hotel',
    ]);
    expect(propertyNames(await search('hotel.admin@bookone.demo', 'e', 50))).toEqual(['Harbour View Hotel']);
  });

  it('staff who may not read other users find only themselves, and their property', async () => {
    const r = await search('hotel.frontdesk@bookone.demo', 'hotel', 50);
    expect(usernames(r)).toEqual(['hotel.frontdesk@bookone.demo']);
    expect(propertyNames(r)).toEqual(['Harbour View Hotel']);
    expect(usernames(await search('hotel.frontdesk@bookone.demo', 'walker'))).toEqual([]);
  });

  it('a user with no property finds no property', async () => {
    const loose = await insertUser(t, {
      roles: ['PROP_ADMIN'],
      organisationId: ids.organisation('Demo Hospitality Group'),
    });
    const token = await t.login(loose.username);
    const res = await t.api('GET', '/api/search?q=o&limit=50', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json<SearchResult>().properties).toEqual([]);
  });
});

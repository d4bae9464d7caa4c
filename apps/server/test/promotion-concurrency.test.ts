// The last uses of a coupon under races (issue 14's Done-when, decision 0044): clerks booking at once with a code
// that has two uses left: two bookings carry it, the others get 409 naming the code, the counter stops at the total
// and one redemption per booking is written; one guest booking twice at once with a once-per-customer code gets it
// once. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL), where the requests really overlap.
import { type Promotion, type RoomType } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, promotion, promotionRedemption, property } from '../src/db/schema';
import { day, openDemoApp, openForFile } from './demo-app';
import { insertUser } from './support';

const RACERS = 10;
const RACE_TIMEOUT = 120_000;

const { t, session, HARBOUR } = await openForFile(openDemoApp);
const [hotel] = await t.db.select().from(property).where(eq(property.id, HARBOUR));
const clerks = await Promise.all(
  Array.from({ length: 4 }, (_, i) =>
    insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: hotel!.organisationId,
      propertyId: HARBOUR,
      firstName: 'Racer',
      lastName: `Clerk${i + 1}`,
    }),
  ),
);
const tokens = await Promise.all(clerks.map((c) => t.login(c.username)));
const token = (i: number) => tokens[i % tokens.length]!;

const roomType = (
  await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
    token: await session.admin(),
    body: { name: 'Race Promo', maxOccupancy: 4, baseOccupancy: 2, basePrice: 150, noOfRooms: 20 },
  })
).json<RoomType>();

async function code(couponCode: string, limits: { totalUses?: number; usesPerCustomer?: number }) {
  const res = await t.api('POST', `/api/promotion/property/${HARBOUR}`, {
    token: await session('hotel.marketing@bookone.demo'),
    body: {
      name: couponCode,
      startDate: day(-1),
      endDate: day(30),
      couponCode,
      discountKind: 'AMOUNT',
      discountValue: 25,
      ...limits,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

const book = (i: number, promotionCode: string, guest: { customerId: number } | { customer: object }) =>
  t.api('POST', `/api/booking/property/${HARBOUR}`, {
    token: token(i),
    body: {
      roomTypeId: roomType.id,
      arrival: day(20),
      departure: day(21),
      adults: 1,
      source: 'Walk In',
      promotionCode,
      ...guest,
    },
  });

const redemptionsOf = (promotionId: number) =>
  t.db.select().from(promotionRedemption).where(eq(promotionRedemption.promotionId, promotionId));

describe('the last uses of a code', () => {
  it(
    `${RACERS} clerks, 2 uses left: two bookings carry it, the others 409 on the code, the counter at its total`,
    async () => {
      const p = await code('LASTTWO', { totalUses: 2 });
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          book(i, 'lasttwo', { customer: { firstName: 'Race', lastName: `Guest${i}` } }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(RACERS - 2);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json<{ fieldKeys: Record<string, string> }>().fieldKeys.promotionCode).toMatch(
          /^validation\.(promotionUsedUp|promotionLastUseTaken)$/,
        );
      const [row] = await t.db.select().from(promotion).where(eq(promotion.id, p.id));
      expect(row!.usesCount).toBe(2);
      const used = await redemptionsOf(p.id);
      const won = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ id: number }>().id);
      expect(used.map((r) => r.saleId).sort()).toEqual(won.sort());
      // A refused clerk's booking was not written: its rooms and its number are not taken either.
      const made = await t.db.select().from(booking).where(eq(booking.roomTypeId, roomType.id));
      expect(made).toHaveLength(2);
    },
    RACE_TIMEOUT,
  );

  it(
    'one guest booked by several clerks at once with a once-per-customer code: it applies once',
    async () => {
      const p = await code('ONEEACH', { usesPerCustomer: 1 });
      const guest = await t.api('POST', `/api/customer/property/${HARBOUR}`, {
        token: token(0),
        body: { firstName: 'Twice', lastName: 'Tried' },
      });
      expect(guest.statusCode, guest.body).toBe(201);
      const customerId = guest.json<{ customer: { id: number } }>().customer.id;
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => book(i, 'ONEEACH', { customerId })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json<{ fieldKeys: Record<string, string> }>().fieldKeys.promotionCode).toBe(
          'validation.promotionUsedUpByCustomer',
        );
      expect(await redemptionsOf(p.id)).toHaveLength(1);
    },
    RACE_TIMEOUT,
  );
});

// A booking sold with a coupon code and then amended (issue 14, decision 0044): the booking keeps its discount
// percentage over the new stay, its answer names the code, and the redemption's discount and revenue follow the
// new charges (not the figures of the stay first booked).
import { type Booking, type Promotion, type RoomType } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { promotionRedemption } from '../src/db/schema';
import { day, openDemoApp, openForFile } from './demo-app';

const { t, session, HARBOUR } = await openForFile(openDemoApp);
const admin = await session.admin();

const roomType = (
  await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
    token: admin,
    body: { name: 'Promo Amend', maxOccupancy: 4, baseOccupancy: 2, basePrice: 200, noOfRooms: 5 },
  })
).json<RoomType>();

describe('an amended booking with a code', () => {
  it('keeps the code’s percentage over the new stay and its redemption follows the new charges', async () => {
    const created = await t.api('POST', `/api/promotion/property/${HARBOUR}`, {
      token: await session('hotel.marketing@bookone.demo'),
      body: {
        name: 'Stay longer',
        startDate: day(-1),
        endDate: day(30),
        couponCode: 'AMEND15',
        discountKind: 'PERCENT',
        discountValue: 15,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json<Promotion>();
    const booked = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
      token: admin,
      body: {
        roomTypeId: roomType.id,
        arrival: day(10),
        departure: day(12),
        adults: 2,
        source: 'Walk In',
        promotionCode: 'AMEND15',
        customer: { firstName: 'Amend', lastName: 'Guest' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const b = booked.json<Booking>();
    expect(b.discountPercentage).toBe(15);
    expect(b.promotion).toEqual({ code: 'AMEND15', name: 'Stay longer', discount: b.discountAmount });

    const res = await t.api('POST', `/api/booking/${b.id}/amend`, {
      token: admin,
      body: { departure: day(14) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const amended = res.json<Booking>();
    expect(amended.nights).toBe(4);
    expect(amended.discountPercentage).toBe(15);
    const gross = amended.roomCharge + amended.extraCharge;
    expect(amended.discountAmount).toBeCloseTo(gross * 0.15, 2);
    const [r] = await t.db
      .select()
      .from(promotionRedemption)
      .where(eq(promotionRedemption.promotionId, p.id));
    // Twice the nights: the code's discount and the revenue are the new stay's, not the first two nights'.
    expect(r!.amount).toBeCloseTo(gross * 0.15, 2);
    expect(r!.amount).toBeGreaterThan(b.discountAmount);
    expect(r!.revenue).toBe(amended.total);
    expect(amended.promotion).toMatchObject({ code: 'AMEND15', discount: r!.amount });
  });
});

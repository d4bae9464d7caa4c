// Promotions and coupon codes (issue 14): the marketing user keeps the property's promotions (code unique whatever
// its case, targets of the property only), lists them by status with uses and revenue, exports them; the
// organisation admin lists every property's; a clerk applies a code to a booking's quote and creation (the discount
// before tax, clear refusals) and a cancelled booking gives the use back. Other tenants' records answer 404.
import {
  weekdayOf,
  type Booking,
  type BookingQuote,
  type Promotion,
  type PromotionPage,
  type RoomType,
} from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { day, openForFile, openTenantsApp } from './demo-app';
import { expectError } from './support';

const { t, session, HARBOUR, SPA, DEMO_ORG, rival } = await openForFile(openTenantsApp);
const marketing = () => session('hotel.marketing@bookone.demo');

/** The first Friday at least `from` days ahead: a weekend stay is its night and Saturday's. */
function friday(from: number): number {
  let n = from;
  while (weekdayOf(day(n)) !== 'FRI') n++;
  return n;
}

async function freshRoomType(name: string): Promise<RoomType> {
  const res = await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
    token: await session.admin(),
    body: { name, maxOccupancy: 4, baseOccupancy: 2, basePrice: 200, noOfRooms: 5 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RoomType>();
}

const weekendCode = (roomTypeId: number, code: string, extra: Record<string, unknown> = {}) => ({
  name: 'Weekend 15',
  startDate: day(-1),
  endDate: day(60),
  couponCode: code,
  discountKind: 'PERCENT',
  discountValue: 15,
  appliesTo: 'ROOMS',
  roomTypeIds: [roomTypeId],
  stayWeekdays: ['FRI', 'SAT'],
  ...extra,
});

async function createPromotion(body: unknown, propertyId = HARBOUR): Promise<Promotion> {
  const res = await t.api('POST', `/api/promotion/property/${propertyId}`, {
    token: await marketing(),
    body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

const suite = await freshRoomType('Promo Suite');
const other = await freshRoomType('Promo Garden');
const fri = friday(10);
const weekendStay = (roomTypeId = suite.id) => ({
  roomTypeId,
  arrival: day(fri),
  departure: day(fri + 2),
  adults: 2,
});

describe('keeping promotions', () => {
  it('the marketing user creates a weekend code; another with the same code in other case is 409', async () => {
    const p = await createPromotion(weekendCode(suite.id, 'Weekend15'));
    expect(p).toMatchObject({
      status: 'ACTIVE',
      uses: 0,
      revenue: 0,
      roomTypeIds: [suite.id],
      currency: 'NZD',
    });
    const again = await t.api('POST', `/api/promotion/property/${HARBOUR}`, {
      token: await marketing(),
      body: weekendCode(suite.id, 'WEEKEND15'),
    });
    const err = expectError(again, 409, { fields: ['couponCode'] });
    expect(err.fieldKeys?.couponCode).toBe('validation.couponCodeTaken');
    // Another property may use the same code.
    const spaAdmin = await session('spa.admin@bookone.demo');
    const spa = await t.api('POST', `/api/promotion/property/${SPA}`, {
      token: spaAdmin,
      body: { ...weekendCode(suite.id, 'weekend15'), appliesTo: 'ALL', roomTypeIds: [] },
    });
    expect(spa.statusCode, spa.body).toBe(201);
  });

  it('refuses bad input with field keys: end before start, over 100 %, a room type of another property', async () => {
    const res = await t.api('POST', `/api/promotion/property/${HARBOUR}`, {
      token: await marketing(),
      body: weekendCode(suite.id, 'BAD1', { endDate: day(-5), discountValue: 120 }),
    });
    const err = expectError(res, 400, { fields: ['endDate', 'discountValue'] });
    expect(err.fieldKeys).toMatchObject({
      endDate: 'validation.endsAfterStart',
      discountValue: 'validation.atMost100',
    });
    const rivalType = await t.api('POST', `/api/promotion/property/${HARBOUR}`, {
      token: await marketing(),
      body: weekendCode(999_999, 'BAD2'),
    });
    expectError(rivalType, 400, { fields: ['roomTypeIds'] });
  });

  it('lists by computed status with counts for the tabs, searches, exports', async () => {
    await createPromotion(
      weekendCode(suite.id, 'LATER', { name: 'Later', startDate: day(5), endDate: day(9) }),
    );
    await createPromotion(
      weekendCode(suite.id, 'GONE', { name: 'Gone', startDate: day(-20), endDate: day(-2) }),
    );
    await createPromotion(weekendCode(suite.id, 'OFF', { name: 'Off', active: false }));
    const res = await t.api('GET', `/api/promotion/property/${HARBOUR}?status=SCHEDULED&search=later`, {
      token: await marketing(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<PromotionPage>();
    expect(page.items.map((p) => p.couponCode)).toEqual(['LATER']);
    expect(page.statusCounts).toMatchObject({ SCHEDULED: 1, ACTIVE: 0, EXPIRED: 0 });
    const all = (
      await t.api('GET', `/api/promotion/property/${HARBOUR}?size=200`, { token: await marketing() })
    ).json<PromotionPage>();
    const status = Object.fromEntries(all.items.map((p) => [p.couponCode, p.status]));
    expect(status).toMatchObject({
      LATER: 'SCHEDULED',
      GONE: 'EXPIRED',
      OFF: 'INACTIVE',
      Weekend15: 'ACTIVE',
    });
    const xlsx = await t.api('GET', `/api/promotion/property/${HARBOUR}/export?status=EXPIRED&search=gone`, {
      token: await marketing(),
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Promotions')!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[header.indexOf('Code')]).toBe('GONE');
    expect(row[header.indexOf('Status')]).toBe('EXPIRED');
    expect(row[header.indexOf('Property')]).toBe('Harbour View Hotel');
  });

  it("the organisation admin lists every property's, or one property's", async () => {
    const token = await session('orgadmin@bookone.demo');
    const all = (
      await t.api('GET', `/api/promotion/organisation/${DEMO_ORG}?size=200&search=weekend15`, { token })
    ).json<PromotionPage>();
    expect(new Set(all.items.map((p) => p.propertyId))).toEqual(new Set([HARBOUR, SPA]));
    const spaOnly = (
      await t.api('GET', `/api/promotion/organisation/${DEMO_ORG}?propertyId=${SPA}&search=weekend15`, {
        token,
      })
    ).json<PromotionPage>();
    expect(spaOnly.items.map((p) => p.propertyId)).toEqual([SPA]);
  });

  it('a clerk may not keep promotions (403); another tenant gets 404 as for a missing record', async () => {
    const desk = await session.desk();
    expectError(await t.api('GET', `/api/promotion/property/${HARBOUR}`, { token: desk }), 403);
    expectError(
      await t.api('POST', `/api/promotion/property/${HARBOUR}`, {
        token: desk,
        body: weekendCode(suite.id, 'DESK'),
      }),
      403,
    );
    const p = await createPromotion(weekendCode(suite.id, 'PRIVATE'));
    const foreign = await t.login(rival.propAdmin.username);
    expectError(await t.api('GET', `/api/promotion/${p.id}`, { token: foreign }), 404);
    expectError(await t.api('GET', `/api/promotion/property/${HARBOUR}`, { token: foreign }), 404);
    expectError(
      await t.api('PUT', `/api/promotion/${p.id}`, { token: foreign, body: weekendCode(suite.id, 'MINE') }),
      404,
    );
    const rivalOrg = await t.login(rival.orgAdmin.username);
    expectError(await t.api('GET', `/api/promotion/organisation/${DEMO_ORG}`, { token: rivalOrg }), 404);
  });
});

describe('a clerk applies a code to a booking', () => {
  it('the quote shows 15 % off a weekend stay of the room type, tax after it', async () => {
    const token = await session.desk();
    const plain = (
      await t.api('POST', `/api/booking/property/${HARBOUR}/quote`, { token, body: weekendStay() })
    ).json<BookingQuote>();
    const res = await t.api('POST', `/api/booking/property/${HARBOUR}/quote`, {
      token,
      body: { ...weekendStay(), promotionCode: 'weekend15' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json<BookingQuote>();
    const gross = plain.roomCharge + plain.extraCharge;
    expect(q.promotion).toMatchObject({
      code: 'Weekend15',
      refusal: null,
      discount: Math.round(gross * 15) / 100,
    });
    expect(q.discountAmount).toBe(q.promotion!.discount);
    expect(q.subtotal).toBeCloseTo(gross - q.promotion!.discount, 2);
    expect(q.tax).toBeLessThan(plain.tax);
  });

  it('an expired code, a wrong room type, a weekday stay or an unknown code: clear refusals, no discount', async () => {
    const token = await session.desk();
    const quote = async (body: Record<string, unknown>) =>
      (await t.api('POST', `/api/booking/property/${HARBOUR}/quote`, { token, body })).json<BookingQuote>();
    const gone = await quote({ ...weekendStay(), promotionCode: 'gone' });
    expect(gone.promotion).toMatchObject({ refusal: 'validation.promotionExpired', discount: 0 });
    // The English writes the day out (no ISO date in a message); the figure goes as ISO for the web to localise.
    expect(gone.promotion!.message).toMatch(/^This code expired on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(gone.promotion!.values).toEqual({ date: day(-2) });
    expect(gone.discountAmount).toBe(0);
    expect((await quote({ ...weekendStay(other.id), promotionCode: 'WEEKEND15' })).promotion?.refusal).toBe(
      'validation.promotionWrongItem',
    );
    const weekday = { ...weekendStay(), arrival: day(fri + 3), departure: day(fri + 4) };
    expect((await quote({ ...weekday, promotionCode: 'WEEKEND15' })).promotion?.refusal).toBe(
      'validation.promotionOutsideStayDates',
    );
    expect((await quote({ ...weekendStay(), promotionCode: 'NOPE42' })).promotion?.refusal).toBe(
      'validation.promotionUnknown',
    );
  });

  it('the booking is saved with the discount and counts one use; an expired code is 400 on promotionCode', async () => {
    const token = await session.desk();
    const p = await createPromotion(weekendCode(suite.id, 'TWICE', { totalUses: 2 }));
    const body = {
      ...weekendStay(),
      source: 'Walk In',
      customer: { firstName: 'Ada', lastName: 'Coupon' },
      promotionCode: 'twice',
    };
    const res = await t.api('POST', `/api/booking/property/${HARBOUR}`, { token, body });
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json<Booking>();
    expect(b.discountPercentage).toBe(15);
    const after = (
      await t.api('GET', `/api/promotion/${p.id}`, { token: await marketing() })
    ).json<Promotion>();
    expect(after).toMatchObject({ uses: 1, discountGiven: b.discountAmount, revenue: b.total });

    const refused = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
      token,
      body: { ...body, promotionCode: 'GONE' },
    });
    const err = expectError(refused, 400, { fields: ['promotionCode'] });
    expect(err.fieldKeys?.promotionCode).toBe('validation.promotionExpired');

    // Cancelling gives the use back.
    const cancel = await t.api('POST', `/api/booking/${b.id}/cancel`, {
      token,
      body: { reason: 'Changed plans' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const released = (
      await t.api('GET', `/api/promotion/${p.id}`, { token: await marketing() })
    ).json<Promotion>();
    expect(released).toMatchObject({ uses: 0, revenue: 0 });
    // A used promotion cannot be deleted (its history stays); an unused one can.
    expectError(await t.api('DELETE', `/api/promotion/${p.id}`, { token: await marketing() }), 409);
    const unused = await createPromotion(weekendCode(suite.id, 'UNUSED'));
    const del = await t.api('DELETE', `/api/promotion/${unused.id}`, { token: await marketing() });
    expect(del.statusCode, del.body).toBe(200);
  });

  it('a used-up code answers 409 with its key', async () => {
    const token = await session.desk();
    await createPromotion(weekendCode(suite.id, 'ONCE', { totalUses: 1 }));
    const body = (last: string) => ({
      ...weekendStay(),
      source: 'Walk In',
      customer: { firstName: 'Once', lastName: last },
      promotionCode: 'ONCE',
    });
    expect(
      (await t.api('POST', `/api/booking/property/${HARBOUR}`, { token, body: body('A') })).statusCode,
    ).toBe(201);
    const second = await t.api('POST', `/api/booking/property/${HARBOUR}`, { token, body: body('B') });
    const err = expectError(second, 409, { fields: ['promotionCode'] });
    expect(err.fieldKeys?.promotionCode).toBe('validation.promotionUsedUp');
  });
});

describe('the demo promotions', () => {
  it('the hotel and the bistro have a promotion in every status (the spa all but used up), used-up ones with their uses', async () => {
    const token = await session('orgadmin@bookone.demo');
    const res = await t.api('GET', `/api/promotion/organisation/${DEMO_ORG}?size=200`, { token });
    const page = res.json<PromotionPage>();
    for (const name of ['Harbour View Hotel', 'Lotus Day Spa', 'Corner Bistro']) {
      const mine = page.items.filter(
        (p) => p.propertyName === name && /^(HARBOUR|LOTUS|BISTRO)/.test(p.couponCode),
      );
      // The spa's reservations take no code yet: none of its codes is used up.
      const statuses = [
        'ACTIVE',
        'SCHEDULED',
        'EXPIRED',
        'INACTIVE',
        ...(name === 'Lotus Day Spa' ? [] : ['USED_UP']),
      ];
      expect(new Set(mine.map((p) => p.status)), name).toEqual(new Set(statuses));
      for (const p of mine.filter((x) => x.status === 'USED_UP')) {
        expect(p.uses).toBe(p.totalUses);
        expect(p.revenue).toBeGreaterThan(0);
      }
    }
    // The hotel's weekend code on the three weekend bookings the desk made with it.
    const weekend = page.items.find((p) => p.couponCode === 'HARBOUR15')!;
    expect(weekend).toMatchObject({ uses: 3, stayWeekdays: ['FRI', 'SAT'] });
    expect(page.items.find((p) => p.couponCode === 'HARBOURLAUNCH')).toMatchObject({
      status: 'USED_UP',
      uses: 1,
    });
  });
});

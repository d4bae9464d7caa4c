import { describe, expect, it } from 'vitest';

import {
  BED_TYPES,
  bulkUpdateSchema,
  businessDaySchema,
  businessHoursSchema,
  businessStepSchema,
  quoteRequestSchema,
  ratePlanInputSchema,
  roomInputSchema,
  ROOM_STATUSES,
  roomTypeInputSchema,
  seoFriendlyNameSchema,
  taxStepSchema,
  updateDailyRateSchema,
  WEEKDAYS,
  type BusinessDay,
} from '../index';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('fixed lists', () => {
  it('keeps the original bed types and corrects DO_NOT_DISTURB', () => {
    expect(BED_TYPES).toEqual(['Single Bed', 'Trundler Bed', 'Double Bed', 'Queen Bed']);
    expect(ROOM_STATUSES).toContain('DO_NOT_DISTURB');
    expect(ROOM_STATUSES).not.toContain('DO_NOT_DISTRUB');
    expect(ROOM_STATUSES).toHaveLength(10);
  });
});

describe('businessStepSchema', () => {
  const ok = {
    name: 'Kauri Lodge',
    businessType: 'Accommodation',
    shortName: 'Kauri',
    email: 'hello@kaurilodge.demo',
    phone: '+64 9 402 0000',
    address: { addressLine1: '1 Marsden Rd', city: 'Paihia', country: 'New Zealand' },
    timezone: 'Pacific/Auckland',
    localCurrency: 'NZD',
  };
  it('accepts a complete step', () => expect(businessStepSchema.safeParse(ok).success).toBe(true));
  it('names bad fields', () => {
    const r = businessStepSchema.safeParse({
      ...ok,
      shortName: '1',
      timezone: 'Mars/Base',
      localCurrency: 'XXX',
    });
    expect(paths(r).sort()).toEqual(['localCurrency', 'shortName', 'timezone']);
  });
});

describe('taxStepSchema', () => {
  it('needs a percentage or slabs, distinct names, and slabs that do not overlap', () => {
    expect(
      taxStepSchema.safeParse({ taxes: [{ name: 'GST', percentage: 15, taxSlabsList: [] }] }).success,
    ).toBe(true);
    const r = taxStepSchema.safeParse({
      taxes: [
        { name: 'GST', percentage: null, taxSlabsList: [] },
        {
          name: 'gst',
          percentage: null,
          taxSlabsList: [
            { minAmount: 0, maxAmount: 1000, percentage: 5 },
            { minAmount: 1000, maxAmount: null, percentage: 12 },
          ],
        },
      ],
    });
    expect(paths(r)).toEqual(['taxes.0.percentage', 'taxes.1.taxSlabsList', 'taxes']);
  });
});

describe('business hours', () => {
  const day = (over: Partial<BusinessDay> = {}) => ({
    weekday: 'MON',
    open: true,
    opensAt: '09:00',
    closesAt: '17:00',
    breaks: [{ start: '12:00', end: '12:30' }],
    ...over,
  });
  it('accepts a day with a break, and a closed day without times', () => {
    expect(businessDaySchema.safeParse(day()).success).toBe(true);
    expect(businessDaySchema.safeParse(day({ open: false, opensAt: null, closesAt: null })).success).toBe(
      true,
    );
  });
  it('rejects closing before opening, breaks outside hours or overlapping', () => {
    expect(paths(businessDaySchema.safeParse(day({ closesAt: '08:00', breaks: [] })))).toEqual(['closesAt']);
    expect(paths(businessDaySchema.safeParse(day({ breaks: [{ start: '18:00', end: '18:30' }] })))).toEqual([
      'breaks.0',
    ]);
    const overlapping = day({
      breaks: [
        { start: '12:00', end: '13:00' },
        { start: '12:30', end: '13:30' },
      ],
    });
    expect(paths(businessDaySchema.safeParse(overlapping))).toEqual(['breaks']);
    expect(paths(businessDaySchema.safeParse(day({ opensAt: null })))).toEqual(['opensAt']);
    expect(paths(businessDaySchema.safeParse(day({ opensAt: '9am' })))).toEqual(['opensAt']);
  });
  it('needs the seven weekdays once each', () => {
    const week = WEEKDAYS.map((weekday) => day({ weekday }));
    expect(businessHoursSchema.safeParse({ days: week }).success).toBe(true);
    expect(businessHoursSchema.safeParse({ days: week.slice(1) }).success).toBe(false);
    expect(businessHoursSchema.safeParse({ days: [...week.slice(1), day({ weekday: 'TUE' })] }).success).toBe(
      false,
    );
  });
});

describe('roomTypeInputSchema', () => {
  const ok = { name: 'Standard Queen', maxOccupancy: 2, baseOccupancy: 2, basePrice: 180, noOfRooms: 10 };
  it('fills defaults', () => {
    expect(roomTypeInputSchema.parse(ok)).toMatchObject({
      minOccupancy: 1,
      extraAdultCharge: 0,
      shared: false,
      beds: [],
      facilityIds: [],
    });
  });
  it('checks occupancy order, cents and beds of a shared type', () => {
    const r = roomTypeInputSchema.safeParse({
      ...ok,
      minOccupancy: 3,
      baseOccupancy: 3,
      basePrice: 10.005,
      shared: true,
    });
    expect(paths(r).sort()).toEqual(['baseOccupancy', 'basePrice', 'beds', 'minOccupancy']);
    expect(paths(roomTypeInputSchema.safeParse({ ...ok, noOfRooms: -1, name: '' })).sort()).toEqual([
      'name',
      'noOfRooms',
    ]);
  });
});

describe('roomInputSchema', () => {
  it('accepts a room and rejects an unknown bed type or status', () => {
    expect(roomInputSchema.parse({ roomTypeId: 1, roomNumber: '101' })).toMatchObject({
      status: 'VACANT_READY',
      inService: true,
    });
    const r = roomInputSchema.safeParse({
      roomTypeId: 1,
      roomNumber: '101',
      bedType: 'King',
      status: 'DO_NOT_DISTRUB',
    });
    expect(paths(r).sort()).toEqual(['bedType', 'status']);
  });
});

describe('ratePlanInputSchema', () => {
  it('accepts a deviation plan and rejects reversed bounds', () => {
    expect(ratePlanInputSchema.parse({ code: 'BB', name: 'Bed & Breakfast', deviation: 35 })).toMatchObject({
      deviationType: 'AMOUNT',
      mealPlan: 'ROOM_ONLY',
      weekdays: [],
      active: true,
    });
    const r = ratePlanInputSchema.safeParse({
      code: 'bb',
      name: 'x',
      minStay: 5,
      maxStay: 2,
      effectiveDate: '2026-05-01',
      expiryDate: '2026-04-01',
      weekdays: ['MON', 'MON'],
    });
    expect(paths(r).sort()).toEqual(['code', 'expiryDate', 'minStay', 'weekdays']);
    expect(
      paths(
        ratePlanInputSchema.safeParse({ code: 'X', name: 'x', deviationType: 'PERCENT', deviation: -120 }),
      ),
    ).toEqual(['deviation']);
  });
});

describe('rates schemas', () => {
  it('cell updates need something, and not both available and blocked', () => {
    expect(updateDailyRateSchema.safeParse({}).success).toBe(false);
    expect(updateDailyRateSchema.safeParse({ price: 120 }).success).toBe(true);
    expect(paths(updateDailyRateSchema.safeParse({ available: 2, blocked: 1 }))).toEqual(['available']);
  });

  it('bulk updates need a change, room types for room-type changes, and an ordered range', () => {
    const base = { from: '2026-03-01', to: '2026-03-31' };
    expect(bulkUpdateSchema.safeParse({ ...base, propertyStopSell: true }).success).toBe(true);
    expect(paths(bulkUpdateSchema.safeParse(base))).toEqual(['price']);
    expect(paths(bulkUpdateSchema.safeParse({ ...base, cta: true }))).toEqual(['roomTypeIds']);
    expect(
      paths(
        bulkUpdateSchema.safeParse({ from: '2026-03-31', to: '2026-03-01', roomTypeIds: [1], cta: true }),
      ),
    ).toEqual(['to']);
    expect(
      paths(
        bulkUpdateSchema.safeParse({
          ...base,
          roomTypeIds: [1],
          price: { mode: 'SET', by: 'PERCENT', value: 5 },
        }),
      ),
    ).toEqual(['price.by']);
    expect(
      paths(bulkUpdateSchema.safeParse({ ...base, from: '2026-02-30', roomTypeIds: [1], cta: true })),
    ).toEqual(['from']);
  });

  it('a quote checks out after it checks in', () => {
    expect(
      quoteRequestSchema.parse({ roomTypeId: 1, checkIn: '2026-03-01', checkOut: '2026-03-02' }),
    ).toMatchObject({
      adults: 1,
      children: 0,
      rooms: 1,
    });
    expect(
      paths(quoteRequestSchema.safeParse({ roomTypeId: 1, checkIn: '2026-03-02', checkOut: '2026-03-02' })),
    ).toEqual(['checkOut']);
  });

  it('seo names are slugs', () => {
    expect(seoFriendlyNameSchema.safeParse('harbour-view-hotel').success).toBe(true);
    expect(seoFriendlyNameSchema.safeParse('Harbour View').success).toBe(false);
  });
});

describe('update schemas', () => {
  it('leave out what is not sent: no creation defaults on a partial update', async () => {
    const { updateRoomTypeSchema, updateRatePlanSchema, updateRoomSchema, updateBusinessServiceSchema } =
      await import('../index');
    expect(updateRoomTypeSchema.parse({ basePrice: 150 })).toEqual({ basePrice: 150 });
    expect(updateRatePlanSchema.parse({ name: 'x' })).toEqual({ name: 'x' });
    expect(updateRoomSchema.parse({ floor: 2 })).toEqual({ floor: 2 });
    expect(updateBusinessServiceSchema.parse({})).toEqual({});
    expect(updateRoomTypeSchema.safeParse({ noOfRooms: -1 }).success).toBe(false);
  });
});

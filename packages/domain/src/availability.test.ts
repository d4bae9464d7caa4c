import { describe, expect, it } from 'vitest';

import {
  addDays,
  applyPriceChange,
  availableOf,
  blockedForAvailable,
  bookingPrefix,
  canAddImage,
  dateRange,
  datesMatching,
  daysBetween,
  extraPersons,
  guestsPerRoom,
  imageLimitMessage,
  roomTypeImageLimitMessage,
  isValidSeoName,
  isValidShortName,
  onboardingComplete,
  planNightlyRate,
  quoteStay,
  roundCents,
  sellableUnits,
  slugify,
  stayNights,
  todayIn,
  weekdayOf,
  whyNotSellable,
  type DayCell,
  type NamedTaxSource,
  type QuotePlan,
  type QuoteRoomType,
  type StayInput,
} from './availability';

const cell = (date: string, over: Partial<DayCell> = {}): DayCell => ({
  date,
  price: 100,
  total: 5,
  booked: 0,
  onHold: 0,
  blocked: 0,
  closed: false,
  minStay: null,
  maxStay: null,
  cta: false,
  ctd: false,
  stopSell: false,
  ...over,
});

const ROOM: QuoteRoomType = {
  shared: false,
  minOccupancy: 1,
  maxOccupancy: 4,
  baseOccupancy: 2,
  extraAdultCharge: 30,
  extraChildCharge: 15,
};
const DORM: QuoteRoomType = { ...ROOM, shared: true, maxOccupancy: 1, baseOccupancy: 1 };

const plan = (over: Partial<QuotePlan> = {}): QuotePlan => ({
  amount: null,
  deviationType: 'AMOUNT',
  deviation: 0,
  active: true,
  minStay: null,
  maxStay: null,
  minOccupancy: null,
  maxOccupancy: null,
  extraAdultCharge: null,
  extraChildCharge: null,
  weekdays: [],
  effectiveDate: null,
  expiryDate: null,
  ...over,
});

const SLABS: NamedTaxSource = {
  name: 'Room tax',
  percentage: null,
  taxSlabsList: [
    { minAmount: 0, maxAmount: 999.99, percentage: 5 },
    { minAmount: 1000, maxAmount: 7499.99, percentage: 12 },
    { minAmount: 7500, maxAmount: null, percentage: 18 },
  ],
};
const GST: NamedTaxSource = { name: 'GST', percentage: 15, taxSlabsList: [] };

// 2026-03-02 is a Monday.
const stay = (over: Partial<StayInput> = {}): StayInput => ({
  checkIn: '2026-03-02',
  checkOut: '2026-03-05',
  adults: 2,
  children: 0,
  rooms: 1,
  roomType: ROOM,
  plan: null,
  cells: dateRange('2026-03-02', '2026-03-05').map((d) => cell(d)),
  departure: null,
  propertyStopSell: [],
  taxes: [],
  ...over,
});
const codes = (input: StayInput) => whyNotSellable(input).map((r) => r.code);

describe('dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days without daylight-saving drift', () => {
    expect(daysBetween('2026-04-01', '2026-04-10')).toBe(9);
    expect(daysBetween('2026-09-20', '2026-10-05')).toBe(15);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('lists a range inclusive, empty when reversed', () => {
    expect(dateRange('2026-03-01', '2026-03-03')).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(dateRange('2026-03-03', '2026-03-01')).toEqual([]);
  });

  it('lists the nights of a stay, without the departure day', () => {
    expect(stayNights('2026-03-02', '2026-03-04')).toEqual(['2026-03-02', '2026-03-03']);
    expect(stayNights('2026-03-02', '2026-03-02')).toEqual([]);
  });

  it('names weekdays Monday first', () => {
    expect(weekdayOf('2026-03-02')).toBe('MON');
    expect(weekdayOf('2026-03-07')).toBe('SAT');
    expect(weekdayOf('2026-03-08')).toBe('SUN');
  });

  it('picks the dates of a range that fall on the chosen weekdays', () => {
    expect(datesMatching('2026-03-02', '2026-03-15', ['SAT', 'SUN'])).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(datesMatching('2026-03-02', '2026-03-04')).toHaveLength(3);
    expect(datesMatching('2026-03-02', '2026-03-06', ['SUN'])).toEqual([]);
  });

  it("gives today's date in a time zone", () => {
    const now = new Date('2026-03-01T12:30:00Z');
    expect(todayIn('Pacific/Auckland', now)).toBe('2026-03-02');
    expect(todayIn('America/New_York', now)).toBe('2026-03-01');
    expect(todayIn('Not/AZone', now)).toBe('2026-03-01');
  });
});

describe('money', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [10.1 + 0.2, 10.3],
    [-1.005, -1.01],
    [0, 0],
  ])('rounds %d to %d', (n, r) => expect(roundCents(n)).toBe(r));

  it.each<[number, Parameters<typeof applyPriceChange>[1], number]>([
    [100, { mode: 'SET', by: 'AMOUNT', value: 149.5 }, 149.5],
    [100, { mode: 'INCREASE', by: 'AMOUNT', value: 20 }, 120],
    [100, { mode: 'DECREASE', by: 'AMOUNT', value: 20 }, 80],
    [100, { mode: 'INCREASE', by: 'PERCENT', value: 12.5 }, 112.5],
    [99.99, { mode: 'INCREASE', by: 'PERCENT', value: 10 }, 109.99],
    [33.33, { mode: 'DECREASE', by: 'PERCENT', value: 15 }, 28.33],
    [50, { mode: 'DECREASE', by: 'AMOUNT', value: 80 }, 0],
    [50, { mode: 'DECREASE', by: 'PERCENT', value: 100 }, 0],
  ])('price %d changed by %j is %d', (price, change, expected) => {
    expect(applyPriceChange(price, change)).toBe(expected);
  });

  it('prices a plan: fixed amount, amount deviation, percent deviation, never negative', () => {
    expect(planNightlyRate(180, null)).toBe(180);
    expect(planNightlyRate(180, { amount: 150, deviationType: 'AMOUNT', deviation: 99 })).toBe(150);
    expect(planNightlyRate(180, { amount: null, deviationType: 'AMOUNT', deviation: 35 })).toBe(215);
    expect(planNightlyRate(180, { amount: null, deviationType: 'AMOUNT', deviation: -20 })).toBe(160);
    expect(planNightlyRate(199.99, { amount: null, deviationType: 'PERCENT', deviation: -10 })).toBe(179.99);
    expect(planNightlyRate(20, { amount: null, deviationType: 'AMOUNT', deviation: -50 })).toBe(0);
  });
});

describe('inventory', () => {
  it('available = total − booked − on hold − blocked, never below 0', () => {
    expect(availableOf({ total: 10, booked: 3, onHold: 2, blocked: 1 })).toBe(4);
    expect(availableOf({ total: 10, booked: 10, onHold: 0, blocked: 0 })).toBe(0);
    expect(availableOf({ total: 3, booked: 4, onHold: 1, blocked: 0 })).toBe(0);
  });

  it('counts rooms in service, or beds for a shared type', () => {
    expect(sellableUnits({ noOfRooms: 10, shared: false, beds: [] })).toBe(10);
    expect(sellableUnits({ noOfRooms: 10, shared: false, beds: [] }, 2)).toBe(8);
    expect(sellableUnits({ noOfRooms: 1, shared: true, beds: [1, 2, 3, 4, 5, 6, 7, 8] })).toBe(8);
    expect(sellableUnits({ noOfRooms: 2, shared: true, beds: [1, 2, 3, 4] }, 1)).toBe(4);
    expect(sellableUnits({ noOfRooms: 1, shared: false, beds: [] }, 3)).toBe(0);
  });

  it('finds the blocked count that leaves a wanted availability', () => {
    expect(blockedForAvailable({ total: 10, booked: 2, onHold: 1 }, 4)).toBe(3);
    expect(blockedForAvailable({ total: 10, booked: 2, onHold: 1 }, 7)).toBe(0);
    expect(blockedForAvailable({ total: 10, booked: 2, onHold: 1 }, 9)).toBe(0);
  });
});

describe('extra persons', () => {
  it('fills the base occupancy with adults first, then children', () => {
    expect(extraPersons(ROOM, 2, 0)).toEqual({ extraAdults: 0, extraChildren: 0 });
    expect(extraPersons(ROOM, 3, 0)).toEqual({ extraAdults: 1, extraChildren: 0 });
    expect(extraPersons(ROOM, 2, 2)).toEqual({ extraAdults: 0, extraChildren: 2 });
    expect(extraPersons(ROOM, 1, 2)).toEqual({ extraAdults: 0, extraChildren: 1 });
    expect(extraPersons(DORM, 5, 5)).toEqual({ extraAdults: 0, extraChildren: 0 });
  });

  it('spreads a party over rooms evenly', () => {
    expect(guestsPerRoom(5, 1, 2)).toEqual([
      { adults: 3, children: 0 },
      { adults: 2, children: 1 },
    ]);
    expect(guestsPerRoom(4, 0, 2)).toEqual([
      { adults: 2, children: 0 },
      { adults: 2, children: 0 },
    ]);
  });
});

describe('whyNotSellable', () => {
  it('is empty for an open stay', () => {
    expect(whyNotSellable(stay())).toEqual([]);
  });

  it('sold out when any night has fewer free units than wanted, naming those nights', () => {
    const cells = stay().cells.map((c) =>
      c.date === '2026-03-03' ? { ...c, booked: 3, onHold: 1, blocked: 1 } : c,
    );
    const reasons = whyNotSellable(stay({ cells }));
    expect(reasons).toEqual([{ code: 'SOLD_OUT', message: 'Sold out', dates: ['2026-03-03'] }]);
    const twoRooms = stay({ rooms: 2, adults: 4, cells: cells.map((c) => ({ ...c, booked: 4 })) });
    expect(codes(twoRooms)).toEqual(['SOLD_OUT']);
    expect(codes(stay({ rooms: 5, adults: 5 }))).toEqual([]);
    expect(codes(stay({ rooms: 6, adults: 6 }))).toEqual(['SOLD_OUT']);
  });

  it('names missing rate rows', () => {
    const r = whyNotSellable(stay({ cells: [cell('2026-03-02')] }));
    expect(r[0]).toMatchObject({ code: 'NO_RATES', dates: ['2026-03-03', '2026-03-04'] });
  });

  it('closed and stop-sell on any night; property stop-sell counts too', () => {
    const cells = stay().cells.map((c) => (c.date === '2026-03-04' ? { ...c, closed: true } : c));
    expect(codes(stay({ cells }))).toEqual(['CLOSED']);
    const stopped = stay().cells.map((c) => (c.date === '2026-03-02' ? { ...c, stopSell: true } : c));
    expect(codes(stay({ cells: stopped }))).toEqual(['STOP_SELL']);
    expect(whyNotSellable(stay({ propertyStopSell: ['2026-03-03', '2026-03-10'] }))).toEqual([
      { code: 'STOP_SELL', message: 'Sales are stopped', dates: ['2026-03-03'] },
    ]);
    // A stop on the departure day does not touch the stay.
    expect(codes(stay({ propertyStopSell: ['2026-03-05'] }))).toEqual([]);
  });

  it('closed to arrival only on the check-in date, to departure only on the check-out date', () => {
    const ctaMidStay = stay().cells.map((c) => (c.date === '2026-03-03' ? { ...c, cta: true } : c));
    expect(codes(stay({ cells: ctaMidStay }))).toEqual([]);
    const ctaArrival = stay().cells.map((c) => (c.date === '2026-03-02' ? { ...c, cta: true } : c));
    expect(codes(stay({ cells: ctaArrival }))).toEqual(['CLOSED_TO_ARRIVAL']);
    const ctdMidStay = stay().cells.map((c) => (c.date === '2026-03-03' ? { ...c, ctd: true } : c));
    expect(codes(stay({ cells: ctdMidStay }))).toEqual([]);
    expect(codes(stay({ departure: { ctd: true } }))).toEqual(['CLOSED_TO_DEPARTURE']);
  });

  it('min stay on the arrival date, at its exact bound', () => {
    const withMin = (n: number) => stay().cells.map((c, i) => (i === 0 ? { ...c, minStay: n } : c));
    expect(codes(stay({ cells: withMin(3) }))).toEqual([]); // 3 nights
    expect(whyNotSellable(stay({ cells: withMin(4) }))).toEqual([
      { code: 'MIN_STAY', message: 'The minimum stay is 4 nights', dates: ['2026-03-02'] },
    ]);
    // A min stay on a later night does not bind an arrival before it.
    const later = stay().cells.map((c, i) => (i === 1 ? { ...c, minStay: 7 } : c));
    expect(codes(stay({ cells: later }))).toEqual([]);
  });

  it('max stay at its exact bound; the strictest of cell and plan applies', () => {
    const withMax = (n: number) => stay().cells.map((c, i) => (i === 0 ? { ...c, maxStay: n } : c));
    expect(codes(stay({ cells: withMax(3) }))).toEqual([]);
    expect(codes(stay({ cells: withMax(2) }))).toEqual(['MAX_STAY']);
    expect(codes(stay({ cells: withMax(5), plan: plan({ maxStay: 2 }) }))).toEqual(['MAX_STAY']);
    expect(codes(stay({ plan: plan({ minStay: 4 }) }))).toEqual(['MIN_STAY']);
  });

  it('occupancy: per room, against the room type and the plan', () => {
    expect(codes(stay({ adults: 4 }))).toEqual([]);
    expect(codes(stay({ adults: 4, children: 1 }))).toEqual(['OVER_MAX_OCCUPANCY']);
    expect(codes(stay({ adults: 6, rooms: 2 }))).toEqual([]);
    expect(codes(stay({ adults: 3, plan: plan({ maxOccupancy: 2 }) }))).toEqual(['OVER_MAX_OCCUPANCY']);
    expect(codes(stay({ adults: 1, plan: plan({ minOccupancy: 2 }) }))).toEqual(['UNDER_MIN_OCCUPANCY']);
  });

  it('shared rooms count beds: each guest takes one', () => {
    const dorm = (booked: number, adults: number) =>
      stay({ roomType: DORM, adults, cells: stay().cells.map((c) => ({ ...c, total: 8, booked })) });
    expect(codes(dorm(5, 3))).toEqual([]);
    expect(codes(dorm(6, 3))).toEqual(['SOLD_OUT']);
    // No per-room occupancy limit for a dorm: the beds are the limit.
    expect(codes(dorm(0, 8))).toEqual([]);
  });

  it('plan validity, weekdays and active flag', () => {
    expect(codes(stay({ plan: plan({ active: false }) }))).toEqual(['PLAN_INACTIVE']);
    expect(whyNotSellable(stay({ plan: plan({ effectiveDate: '2026-03-03' }) }))[0]).toMatchObject({
      code: 'PLAN_OUTSIDE_VALIDITY',
      dates: ['2026-03-02'],
    });
    expect(whyNotSellable(stay({ plan: plan({ expiryDate: '2026-03-03' }) }))[0]).toMatchObject({
      dates: ['2026-03-04'],
    });
    // Expiry on the last night is still valid.
    expect(codes(stay({ plan: plan({ expiryDate: '2026-03-04' }) }))).toEqual([]);
    expect(whyNotSellable(stay({ plan: plan({ weekdays: ['MON', 'TUE'] }) }))[0]).toMatchObject({
      code: 'PLAN_WEEKDAY',
      dates: ['2026-03-04'],
    });
  });

  it('lists every reason at once', () => {
    const cells = stay().cells.map((c, i) => (i === 0 ? { ...c, cta: true, minStay: 5, closed: true } : c));
    expect(codes(stay({ cells, departure: { ctd: true }, adults: 9 }))).toEqual([
      'CLOSED',
      'CLOSED_TO_ARRIVAL',
      'CLOSED_TO_DEPARTURE',
      'MIN_STAY',
      'OVER_MAX_OCCUPANCY',
    ]);
  });
});

describe('quoteStay', () => {
  it('nights × nightly rate, standard plan, no tax', () => {
    const q = quoteStay(stay());
    expect(q).toMatchObject({ nights: 3, units: 1, sellable: true, available: 5, roomCharge: 300 });
    expect(q).toMatchObject({ extraCharge: 0, subtotal: 300, tax: 0, total: 300 });
    expect(q.breakdown.map((n) => n.rate)).toEqual([100, 100, 100]);
  });

  it('uses each night’s own price and the plan deviation', () => {
    const cells = [
      cell('2026-03-02', { price: 180 }),
      cell('2026-03-03', { price: 200 }),
      cell('2026-03-04'),
    ];
    const q = quoteStay(stay({ cells, plan: plan({ deviation: 35 }) }));
    expect(q.breakdown.map((n) => n.rate)).toEqual([215, 235, 135]);
    expect(q.total).toBe(585);
    const pct = quoteStay(stay({ cells, plan: plan({ deviationType: 'PERCENT', deviation: -10 }) }));
    expect(pct.roomCharge).toBe(162 + 180 + 90);
    const fixed = quoteStay(stay({ cells, plan: plan({ amount: 99.5 }) }));
    expect(fixed.roomCharge).toBe(298.5);
  });

  it('charges extra adults and children beyond the base occupancy, plan charges first', () => {
    // 3 adults + 1 child, base 2: 1 extra adult (30) + 1 extra child (15) per night.
    const q = quoteStay(stay({ adults: 3, children: 1 }));
    expect(q.breakdown[0]).toMatchObject({ extraAdults: 1, extraChildren: 1, extraCharge: 45, amount: 145 });
    expect(q).toMatchObject({ extraCharge: 135, subtotal: 435, sellable: true });
    const planned = quoteStay(stay({ adults: 3, plan: plan({ extraAdultCharge: 50 }) }));
    expect(planned.extraCharge).toBe(150);
  });

  it('several rooms: the rate per room, extras only where a room is over its base', () => {
    // 5 adults in 2 rooms: 3 + 2 → one extra adult per night.
    const q = quoteStay(stay({ adults: 5, rooms: 2 }));
    expect(q).toMatchObject({ units: 2, roomCharge: 600, extraCharge: 90, subtotal: 690 });
  });

  it('tax by slab, per room per night, at the exact slab bounds', () => {
    const at = (price: number) =>
      quoteStay(stay({ checkOut: '2026-03-03', cells: [cell('2026-03-02', { price })], taxes: [SLABS] }));
    expect(at(999.99).tax).toBe(50); // 5% of 999.99 = 49.9995 → 50.00
    expect(at(1000).tax).toBe(120); // 12%
    expect(at(7499.99).tax).toBe(900); // 12% of 7499.99 = 899.9988 → 900.00
    expect(at(7500).tax).toBe(1350); // 18%
    // A gap between slabs taxes nothing.
    const gap: NamedTaxSource = { ...SLABS, taxSlabsList: [{ minAmount: 0, maxAmount: 100, percentage: 5 }] };
    const q = quoteStay(
      stay({ checkOut: '2026-03-03', cells: [cell('2026-03-02', { price: 150 })], taxes: [gap] }),
    );
    expect(q.tax).toBe(0);
  });

  it('the slab is judged per night, not on the whole stay', () => {
    // Ten nights at 900: each night is in the 5% band although the stay is 9,000.
    const cells = dateRange('2026-03-02', '2026-03-11').map((d) => cell(d, { price: 900 }));
    const q = quoteStay(stay({ checkOut: '2026-03-12', cells, taxes: [SLABS] }));
    expect(q).toMatchObject({ subtotal: 9000, tax: 450, total: 9450 });
  });

  it('extra persons count towards the slab amount', () => {
    const cells = [cell('2026-03-02', { price: 980 })];
    const q = quoteStay(stay({ checkOut: '2026-03-03', adults: 3, cells, taxes: [SLABS] }));
    expect(q.breakdown[0]).toMatchObject({ amount: 1010, tax: 121.2 });
  });

  it('sums several named taxes and reports each', () => {
    const q = quoteStay(stay({ taxes: [GST, { name: 'Levy', percentage: 2.5, taxSlabsList: [] }] }));
    expect(q.taxes).toEqual([
      { name: 'GST', amount: 45 },
      { name: 'Levy', amount: 7.5 },
    ]);
    expect(q).toMatchObject({ tax: 52.5, total: 352.5 });
  });

  it('a shared type prices per bed, one bed per guest', () => {
    const cells = stay().cells.map((c) => ({ ...c, price: 35, total: 8 }));
    const q = quoteStay(stay({ roomType: DORM, adults: 3, cells, taxes: [GST] }));
    expect(q).toMatchObject({ units: 3, roomCharge: 315, extraCharge: 0, tax: 47.25, total: 362.25 });
  });

  it('still prices an unsellable stay, with its reasons', () => {
    const cells = stay().cells.map((c) => ({ ...c, booked: 5 }));
    const q = quoteStay(stay({ cells }));
    expect(q).toMatchObject({ sellable: false, available: 0, total: 300 });
    expect(q.reasons.map((r) => r.code)).toEqual(['SOLD_OUT']);
  });

  it('available is the fewest free units on any night', () => {
    const cells = stay().cells.map((c, i) => ({ ...c, booked: i }));
    expect(quoteStay(stay({ cells })).available).toBe(3);
  });
});

describe('property rules', () => {
  it('image count by plan: starter 1, premium and essentials 40, none is starter', () => {
    expect(canAddImage('Business Starter', 0)).toBe(true);
    expect(canAddImage('Business Starter', 1)).toBe(false);
    expect(canAddImage(null, 1)).toBe(false);
    expect(canAddImage('Business Premium', 39)).toBe(true);
    expect(canAddImage('Business Premium', 40)).toBe(false);
    expect(canAddImage('Business Essentials', 40)).toBe(false);
    expect(imageLimitMessage('Business Starter')).toBe(
      'Business Starter allows 1 image. Delete an image or upgrade your plan to add more.',
    );
    expect(imageLimitMessage('Business Premium')).toMatch(/allows 40 images/);
    expect(roomTypeImageLimitMessage('Business Starter', 'Twin')).toBe(
      'Business Starter allows 1 image per room type, and Twin has 1. Delete an image or upgrade your plan to add more.',
    );
    expect(roomTypeImageLimitMessage('Business Essentials', 'Twin')).toMatch(
      /allows 40 images per room type/,
    );
  });

  it('onboarding: accommodation needs a room type with rooms', () => {
    const base = { hasBusinessHours: false, businessServices: 0 };
    expect(onboardingComplete({ businessType: 'Accommodation', roomTypesWithRooms: 0, ...base })).toBe(false);
    expect(onboardingComplete({ businessType: 'Accommodation', roomTypesWithRooms: 1, ...base })).toBe(true);
  });

  it('onboarding: other businesses need hours and a first service', () => {
    const f = (hasBusinessHours: boolean, businessServices: number) =>
      onboardingComplete({
        businessType: 'Services',
        roomTypesWithRooms: 3,
        hasBusinessHours,
        businessServices,
      });
    expect(f(false, 0)).toBe(false);
    expect(f(true, 0)).toBe(false);
    expect(f(false, 1)).toBe(false);
    expect(f(true, 1)).toBe(true);
  });

  it.each([
    ['Harbour View', true],
    ['HV', true],
    ['Lotus-Spa 2', true],
    ['H', false],
    ['2Harbour', false],
    ['Harbour_View', false],
    ['ThisIsFarTooLongAName', false],
  ])('short name %j valid: %s', (name, ok) => expect(isValidShortName(name)).toBe(ok));

  it('derives the booking prefix from the short name', () => {
    expect(bookingPrefix('Harbour View')).toBe('HARBOURVIEW');
    expect(bookingPrefix('Lotus-Spa 2')).toBe('LOTUSSPA2');
  });

  it.each([
    ['harbour-view-hotel', true],
    ['abc', true],
    ['ab', false],
    ['Harbour', false],
    ['harbour--view', false],
    ['-harbour', false],
    ['harbour-', false],
    ['harbour view', false],
    ['a'.repeat(61), false],
  ])('seo name %j valid: %s', (name, ok) => expect(isValidSeoName(name)).toBe(ok));

  it('slugifies names', () => {
    expect(slugify('Harbour View Hotel')).toBe('harbour-view-hotel');
    expect(slugify('Café Kōwhai & Co.')).toBe('cafe-kowhai-and-co');
    expect(slugify('  --Taupō!! Motel--  ')).toBe('taupo-motel');
    expect(slugify('x'.repeat(59) + ' yy')).toBe('x'.repeat(59));
    expect(isValidSeoName(slugify('The Lodge at Kauri Bay'))).toBe(true);
  });
});

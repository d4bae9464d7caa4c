import { describe, expect, it } from 'vitest';

import {
  actionsFor,
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  bookingNumberPrefix,
  canTransition,
  enquiryExpiredReason,
  enquiryLostReason,
  enquiryReplacedReason,
  enquiryWonElsewhereReason,
  formatBookingNumber,
  applyDiscount,
  holdsInventory,
  maxDiscountOf,
  parseBookingNumber,
  parseEnquiryClosedReason,
  parseEnquiryReplacedReason,
  sameDayIn,
  type BookingAction,
  type BookingStatus,
} from './front-office';
import { can } from './permissions';
import { bookingCreateSchema, customerInputSchema, phoneKey, phoneSearchDigits } from './index';

/** Every (status, action) the lifecycle allows at all, and where it leads. */
const ALLOWED: [BookingStatus, BookingAction, BookingStatus][] = [
  ['ENQUIRY', 'CONFIRM', 'CONFIRMED'],
  ['NEW', 'CONFIRM', 'CONFIRMED'],
  ['ENQUIRY', 'CANCEL', 'CANCELLED'],
  ['NEW', 'CANCEL', 'CANCELLED'],
  ['CONFIRMED', 'CANCEL', 'CANCELLED'],
  ['ENQUIRY', 'VOID', 'VOID'],
  ['NEW', 'VOID', 'VOID'],
  ['CONFIRMED', 'VOID', 'VOID'],
  ['NEW', 'NO_SHOW', 'NO_SHOW'],
  ['CONFIRMED', 'NO_SHOW', 'NO_SHOW'],
  ['CONFIRMED', 'CHECK_IN', 'CHECKEDIN'],
  ['CHECKEDIN', 'CHECK_OUT', 'CHECKEDOUT'],
  ['CHECKEDOUT', 'UNDO_CHECK_OUT', 'CHECKEDIN'],
];
/** A context under which every guard passes. */
const OK = { reason: 'Guest asked', roomsAllocated: 0, balance: 0, checkedOutToday: true };
const okFor = (action: BookingAction) =>
  action === 'CHECK_IN' ? { ...OK, roomsAllocated: 1, roomsBooked: 1 } : OK;

describe('canTransition', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, action, to) => {
    expect(canTransition(from, action, okFor(action))).toEqual({ ok: true, to });
  });

  const refused = BOOKING_STATUSES.flatMap((s) =>
    BOOKING_ACTIONS.filter((a) => !ALLOWED.some(([f, b]) => f === s && b === a)).map(
      (a) => [s, a] as [BookingStatus, BookingAction],
    ),
  );
  it.each(refused)('refuses %s --%s--> with a reason', (from, action) => {
    const r = canTransition(from, action, okFor(action));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/cannot be/);
  });

  it('needs a reason to cancel', () => {
    expect(canTransition('CONFIRMED', 'CANCEL', { reason: '  ' })).toEqual({
      ok: false,
      reason: 'Give a reason for the cancellation',
    });
    expect(canTransition('CONFIRMED', 'CANCEL', {})).toMatchObject({ ok: false });
  });

  it('cancels with rooms allocated (the cancellation releases them)', () => {
    expect(canTransition('CONFIRMED', 'CANCEL', { ...OK, roomsAllocated: 2 })).toEqual({
      ok: true,
      to: 'CANCELLED',
    });
  });

  it.each<BookingAction>(['VOID', 'NO_SHOW'])('refuses %s while a room is allocated', (action) => {
    const r = canTransition('CONFIRMED', action, { ...OK, roomsAllocated: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/Release the allocated rooms/);
  });

  it('checks in only with every booked room allocated', () => {
    expect(canTransition('CONFIRMED', 'CHECK_IN', { roomsAllocated: 0 })).toEqual({
      ok: false,
      reason: 'Allocate rooms before checking in',
    });
    expect(canTransition('CONFIRMED', 'CHECK_IN', { roomsAllocated: 1, roomsBooked: 2 })).toEqual({
      ok: false,
      reason: 'Allocate all 2 rooms before checking in (1 allocated)',
    });
    expect(canTransition('CONFIRMED', 'CHECK_IN', { roomsAllocated: 2, roomsBooked: 2 }).ok).toBe(true);
  });

  it('checks out only when the balance is settled', () => {
    expect(canTransition('CHECKEDIN', 'CHECK_OUT', { balance: 120.5 })).toEqual({
      ok: false,
      reason: 'Settle the balance of 120.50 before checking out',
    });
    expect(canTransition('CHECKEDIN', 'CHECK_OUT', { balance: 0 }).ok).toBe(true);
    expect(canTransition('CHECKEDIN', 'CHECK_OUT', { balance: -10 }).ok).toBe(true);
  });

  it('undoes a check-out only the same day', () => {
    expect(canTransition('CHECKEDOUT', 'UNDO_CHECK_OUT', { checkedOutToday: false })).toEqual({
      ok: false,
      reason: 'A check-out can only be undone on the same day',
    });
  });

  it('names the state when the action does not apply', () => {
    expect(canTransition('CANCELLED', 'CHECK_IN')).toEqual({
      ok: false,
      reason: 'A booking that is cancelled cannot be checked in',
    });
  });
});

describe('actionsFor and holdsInventory', () => {
  it('lists the actions of each state', () => {
    expect(actionsFor('ENQUIRY')).toEqual(['CONFIRM', 'CANCEL', 'VOID']);
    expect(actionsFor('CONFIRMED')).toEqual(['CANCEL', 'VOID', 'NO_SHOW', 'CHECK_IN']);
    expect(actionsFor('CANCELLED')).toEqual([]);
  });
  it('lists the actions of every state', () => {
    expect(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, actionsFor(s)]))).toEqual({
      ENQUIRY: ['CONFIRM', 'CANCEL', 'VOID'],
      NEW: ['CONFIRM', 'CANCEL', 'VOID', 'NO_SHOW'],
      CONFIRMED: ['CANCEL', 'VOID', 'NO_SHOW', 'CHECK_IN'],
      CHECKEDIN: ['CHECK_OUT'],
      CHECKEDOUT: ['UNDO_CHECK_OUT'],
      CANCELLED: [],
      VOID: [],
      NO_SHOW: [],
    });
  });
  it('counts inventory for NEW, CONFIRMED, CHECKEDIN and CHECKEDOUT (stayed nights stay counted)', () => {
    expect(BOOKING_STATUSES.filter(holdsInventory)).toEqual(['NEW', 'CONFIRMED', 'CHECKEDIN', 'CHECKEDOUT']);
  });
});

describe('booking numbers', () => {
  it('pads the per-property sequence to six digits', () => {
    expect(formatBookingNumber('HV', 123)).toBe('HV-000123');
    expect(formatBookingNumber('HARBOURVIEW', 1)).toBe('HARBOURVIEW-000001');
    expect(formatBookingNumber('HV', 1234567)).toBe('HV-1234567');
  });
  it('refuses a sequence that is not a positive integer', () => {
    expect(() => formatBookingNumber('HV', 0)).toThrow(RangeError);
    expect(() => formatBookingNumber('HV', 1.5)).toThrow(RangeError);
  });
  it('takes the prefix from the short name, else the initials of the name', () => {
    expect(bookingNumberPrefix({ shortName: 'Harbour View', name: 'Harbour View Hotel' })).toBe(
      'HARBOURVIEW',
    );
    expect(bookingNumberPrefix({ shortName: null, name: 'Harbour View Hotel' })).toBe('HVH');
    expect(bookingNumberPrefix({ shortName: '', name: '—' })).toBe('BK');
  });
  it('parses what it formats', () => {
    expect(parseBookingNumber('hv-000123')).toEqual({ prefix: 'HV', sequence: 123 });
    expect(parseBookingNumber('not a number')).toBeNull();
  });
});

describe('the reason of an enquiry booking a paid quote replaced', () => {
  it('names the new booking and the quote, and is told apart from a reason a clerk typed', () => {
    const reason = enquiryReplacedReason('HV-000124', 'ENQ-00012');
    expect(reason).toBe('Booked as HV-000124 when the guest paid quote ENQ-00012');
    expect(parseEnquiryReplacedReason(reason)).toEqual({
      bookingNumber: 'HV-000124',
      enquiryNumber: 'ENQ-00012',
    });
    expect(parseEnquiryReplacedReason('Found cheaper elsewhere')).toBeNull();
    expect(parseEnquiryReplacedReason(`${reason}, then cancelled`)).toBeNull();
  });
});

describe('the reason of an enquiry booking closed with its enquiry in the inbox', () => {
  it('reads back the lost, expired and won-elsewhere reasons, and nothing from a reason a clerk typed', () => {
    expect(parseEnquiryClosedReason(enquiryLostReason('ENQ-00012', 'Too dear: next year'))).toEqual({
      kind: 'LOST',
      enquiryNumber: 'ENQ-00012',
      reason: 'Too dear: next year',
    });
    expect(parseEnquiryClosedReason(enquiryExpiredReason('ENQ-00012'))).toEqual({
      kind: 'EXPIRED',
      enquiryNumber: 'ENQ-00012',
    });
    expect(parseEnquiryClosedReason(enquiryWonElsewhereReason('HV-000124', 'ENQ-00012'))).toEqual({
      kind: 'WON',
      bookingNumber: 'HV-000124',
      enquiryNumber: 'ENQ-00012',
    });
    expect(parseEnquiryClosedReason(enquiryReplacedReason('HV-000124', 'ENQ-00012'))).toMatchObject({
      kind: 'PAID',
      bookingNumber: 'HV-000124',
    });
    expect(parseEnquiryClosedReason('Found cheaper elsewhere')).toBeNull();
    expect(parseEnquiryClosedReason(`${enquiryExpiredReason('ENQ-00012')} twice`)).toBeNull();
  });
});

describe('front-office schemas', () => {
  const base = {
    roomTypeId: 1,
    arrival: '2026-12-01',
    departure: '2026-12-03',
    source: 'Walk In',
    customerId: 7,
  };
  it('fills defaults of a booking', () => {
    expect(bookingCreateSchema.parse(base)).toMatchObject({
      rooms: 1,
      adults: 1,
      children: 0,
      status: 'CONFIRMED',
    });
  });
  it('names the fields of a bad booking', () => {
    const r = bookingCreateSchema.safeParse({ ...base, departure: '2026-12-01', customerId: undefined });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['departure', 'customerId']));
    const both = bookingCreateSchema.safeParse({ ...base, customer: { firstName: 'A' } });
    expect(both.error!.issues.map((i) => i.path.join('.'))).toEqual(['customer']);
    const src = bookingCreateSchema.safeParse({ ...base, source: 'Carrier pigeon' });
    expect(src.error!.issues.map((i) => i.path.join('.'))).toEqual(['source']);
  });
  it('validates customer email and phone by spec §5', () => {
    expect(
      customerInputSchema.safeParse({ firstName: 'Ana', email: 'ana@x.nz', phone: '+64 21 555' }).success,
    ).toBe(true);
    const bad = customerInputSchema.safeParse({ firstName: '', email: 'nope', phone: 'abc' });
    expect([...new Set(bad.error!.issues.map((i) => i.path.join('.')))].sort()).toEqual([
      'email',
      'firstName',
      'phone',
    ]);
  });
  it('compares phones by digits', () => {
    expect(phoneKey('+64 (21) 555-0101')).toBe(phoneKey('64215550101'));
  });
  it.each([
    ['+64 21 555', '6421555'],
    ['555-01', '55501'],
    ['021', '021'],
    ['12', null],
    ['HARBOURVIEW-000123', null],
    ['Room 12 3', null],
    ['Zz3k9a1', null],
    ['José 555', null],
  ])('searches phones by digits only when %j looks like a phone', (search, digits) => {
    expect(phoneSearchDigits(search)).toBe(digits);
  });
});

describe('front-office permissions', () => {
  it.each(['booking.read', 'booking.write', 'customer.read', 'customer.write'] as const)(
    '%s: the desk and the administrators above it',
    (p) => {
      expect(can(['PROP_FRONTDESK'], p)).toBe(true);
      expect(can(['PROP_ADMIN'], p)).toBe(true);
      expect(can(['PROP_MANAGER'], p)).toBe(true);
      expect(can(['SUPER_ADMIN'], p)).toBe(true);
      expect(can(['ORG_ADMIN'], p)).toBe(true);
      expect(can(['ORG_FINANCE'], p)).toBe(false);
      expect(can(['PROP_HOUSEKEEPING'], p)).toBe(false);
      expect(can(['PROP_MARKETING'], p)).toBe(false);
    },
  );
});

describe('discounts', () => {
  const flat = [{ name: 'GST', percentage: 15, taxSlabsList: [] }];
  const quote = {
    units: 2,
    roomCharge: 800,
    extraCharge: 80,
    taxes: [{ name: 'GST', amount: 132 }],
    tax: 132,
    // Two rooms, two nights: 200 + 200 + 40 extra on the first night.
    breakdown: [{ amount: 440 }, { amount: 440 }],
  };

  it('caps at the user limit, 100 when unset', () => {
    expect(maxDiscountOf(null)).toBe(100);
    expect(maxDiscountOf(undefined)).toBe(100);
    expect(maxDiscountOf(10)).toBe(10);
    expect(maxDiscountOf(150)).toBe(100);
  });

  it('keeps the quote as it is without a discount', () => {
    expect(applyDiscount(quote, 0, flat)).toEqual({
      roomCharge: 800,
      extraCharge: 80,
      discountPercentage: 0,
      discountAmount: 0,
      subtotal: 880,
      taxes: [{ name: 'GST', amount: 132 }],
      tax: 132,
      total: 1012,
    });
  });

  it('takes the discount off room charge and extras before tax', () => {
    const d = applyDiscount(quote, 10, flat);
    expect(d.discountAmount).toBe(88);
    expect(d.subtotal).toBe(792);
    expect(d.tax).toBe(118.8); // 15 % of 792
    expect(d.total).toBe(910.8);
  });

  it('re-taxes stored amounts when asked, even without a discount', () => {
    const stored = { ...quote, taxes: [{ name: 'GST', amount: 1 }], tax: 1 };
    expect(applyDiscount(stored, 0, flat, { retax: true })).toMatchObject({ tax: 132, total: 1012 });
  });

  it('picks the tax slab on the discounted night of one unit', () => {
    // 12 % up to 200 a night, 18 % above: a 10 % discount moves a 220 night (198) into the lower slab.
    const slabs = [
      {
        name: 'GST',
        percentage: null,
        taxSlabsList: [
          { minAmount: 0, maxAmount: 200, percentage: 12 },
          { minAmount: 200.01, maxAmount: null, percentage: 18 },
        ],
      },
    ];
    const d = applyDiscount(quote, 10, slabs);
    expect(d.tax).toBe(95.04); // 198 × 12 % × 4 unit-nights
  });
});

describe('sameDayIn', () => {
  it('compares the instant with today in the property time zone', () => {
    // 11:30 UTC on 1 March is 00:30 on 2 March in Auckland (UTC+13 in summer).
    const instant = new Date('2026-03-01T11:30:00Z');
    expect(sameDayIn('Pacific/Auckland', instant, '2026-03-02')).toBe(true);
    expect(sameDayIn('UTC', instant, '2026-03-02')).toBe(false);
  });
});

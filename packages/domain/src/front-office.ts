// Front office rules (issue 5): the booking lifecycle as a pure transition table, booking numbers, discounts.
import { bookingPrefix, roundCents, todayIn, type NamedTaxSource } from './availability';
import { taxRateFor } from './tax';

export const BOOKING_STATUSES = [
  'ENQUIRY',
  'NEW',
  'CONFIRMED',
  'CHECKEDIN',
  'CHECKEDOUT',
  'CANCELLED',
  'VOID',
  'NO_SHOW',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = [
  'CONFIRM',
  'CANCEL',
  'VOID',
  'NO_SHOW',
  'CHECK_IN',
  'CHECK_OUT',
  'UNDO_CHECK_OUT',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** What a transition may depend on besides the current status. */
export interface TransitionContext {
  /** Physical rooms (or beds) allocated to the booking. */
  roomsAllocated?: number;
  /** Rooms (units) the booking is for; check-in needs all of them allocated. */
  roomsBooked?: number;
  /** Amount still owed by the guest (total − payments); settled when ≤ 0. */
  balance?: number;
  /** Why a booking is cancelled (required for CANCEL). */
  reason?: string | null;
  /** Whether the check-out happened today in the property's time zone (UNDO_CHECK_OUT). */
  checkedOutToday?: boolean;
}

export type TransitionResult = { ok: true; to: BookingStatus } | { ok: false; reason: string };

interface Rule {
  from: readonly BookingStatus[];
  to: BookingStatus;
  /** A reason to refuse, given the context; undefined when allowed. */
  guard?: (ctx: TransitionContext) => string | undefined;
}

const noRoomAllocated = (what: string) => (ctx: TransitionContext) =>
  (ctx.roomsAllocated ?? 0) > 0
    ? `Release the allocated rooms before marking the booking ${what}`
    : undefined;

/**
 * The lifecycle: ENQUIRY → CONFIRMED; NEW/CONFIRMED (and an ENQUIRY) → CANCELLED (with a reason; its allocated
 * rooms are released with it), VOID or NO_SHOW (only while no room is allocated; an enquiry cannot be a no-show); CONFIRMED with every room allocated →
 * CHECKEDIN; CHECKEDIN → CHECKEDOUT only when the balance is settled; a check-out can be undone the same day.
 */
export const BOOKING_TRANSITIONS: Record<BookingAction, Rule> = {
  CONFIRM: { from: ['ENQUIRY', 'NEW'], to: 'CONFIRMED' },
  CANCEL: {
    from: ['ENQUIRY', 'NEW', 'CONFIRMED'],
    to: 'CANCELLED',
    guard: (ctx) => (!ctx.reason?.trim() ? 'Give a reason for the cancellation' : undefined),
  },
  VOID: { from: ['ENQUIRY', 'NEW', 'CONFIRMED'], to: 'VOID', guard: noRoomAllocated('void') },
  NO_SHOW: { from: ['NEW', 'CONFIRMED'], to: 'NO_SHOW', guard: noRoomAllocated('a no-show') },
  CHECK_IN: {
    from: ['CONFIRMED'],
    to: 'CHECKEDIN',
    guard: (ctx) => {
      const allocated = ctx.roomsAllocated ?? 0;
      if (allocated <= 0) return 'Allocate rooms before checking in';
      if (ctx.roomsBooked != null && allocated < ctx.roomsBooked)
        return `Allocate all ${ctx.roomsBooked} rooms before checking in (${allocated} allocated)`;
      return undefined;
    },
  },
  CHECK_OUT: {
    from: ['CHECKEDIN'],
    to: 'CHECKEDOUT',
    guard: (ctx) =>
      (ctx.balance ?? 0) > 0.004
        ? `Settle the balance of ${(ctx.balance ?? 0).toFixed(2)} before checking out`
        : undefined,
  },
  UNDO_CHECK_OUT: {
    from: ['CHECKEDOUT'],
    to: 'CHECKEDIN',
    guard: (ctx) => (ctx.checkedOutToday ? undefined : 'A check-out can only be undone on the same day'),
  },
};

const STATUS_LABELS: Record<BookingStatus, string> = {
  ENQUIRY: 'an enquiry',
  NEW: 'new',
  CONFIRMED: 'confirmed',
  CHECKEDIN: 'checked in',
  CHECKEDOUT: 'checked out',
  CANCELLED: 'cancelled',
  VOID: 'void',
  NO_SHOW: 'a no-show',
};

/** Whether `action` may be applied to a booking in status `from`; the new status, or why not. */
export function canTransition(
  from: BookingStatus,
  action: BookingAction,
  ctx: TransitionContext = {},
): TransitionResult {
  const rule = BOOKING_TRANSITIONS[action];
  if (!rule.from.includes(from))
    return {
      ok: false,
      reason: `A booking that is ${STATUS_LABELS[from]} cannot be ${ACTION_PAST[action]}`,
    };
  const refused = rule.guard?.(ctx);
  return refused ? { ok: false, reason: refused } : { ok: true, to: rule.to };
}

const ACTION_PAST: Record<BookingAction, string> = {
  CONFIRM: 'confirmed',
  CANCEL: 'cancelled',
  VOID: 'voided',
  NO_SHOW: 'marked a no-show',
  CHECK_IN: 'checked in',
  CHECK_OUT: 'checked out',
  UNDO_CHECK_OUT: 'reopened',
};

/** The actions the status allows at all (the context may still refuse one); for row actions by state. */
export function actionsFor(status: BookingStatus): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => BOOKING_TRANSITIONS[a].from.includes(status));
}

/**
 * Statuses whose booking holds inventory (counted in daily_rate.booked). An ENQUIRY does not; a CHECKEDOUT booking
 * keeps its stayed nights counted as history (an early check-out releases the nights it did not stay).
 */
export const INVENTORY_STATUSES: readonly BookingStatus[] = ['NEW', 'CONFIRMED', 'CHECKEDIN', 'CHECKEDOUT'];
export function holdsInventory(status: BookingStatus): boolean {
  return INVENTORY_STATUSES.includes(status);
}

/**
 * "Departing today", one definition for the dashboard's tile and the booking list's quick view: guests due out
 * today who arrived, whether still in house (to check out) or already checked out (an early check-out moves the
 * departure to today). A booking that never checked in is not a departure: it is a no-show to record.
 */
export const DEPARTING_STATUSES: readonly BookingStatus[] = ['CHECKEDIN', 'CHECKEDOUT'];
export function isDepartingToday(
  booking: { status: BookingStatus; departure: string },
  today: string,
): boolean {
  return booking.departure === today && DEPARTING_STATUSES.includes(booking.status);
}

/**
 * The reason a booking form's ENQUIRY booking is closed with (VOID) once the guest paid its enquiry's quote (issue
 * 15): the paid quote made a new CONFIRMED booking, which it names. One wording, written by the server (the
 * API's English, what lists and exports show) and recognised by the web to say it in the interface language.
 */
export const enquiryReplacedReason = (bookingNumber: string, enquiryNumber: string) =>
  `Booked as ${bookingNumber} when the guest paid quote ${enquiryNumber}`;

/** The booking and enquiry numbers of an `enquiryReplacedReason`, or null for any other reason. */
export function parseEnquiryReplacedReason(
  reason: string,
): { bookingNumber: string; enquiryNumber: string } | null {
  const m = /^Booked as (\S+) when the guest paid quote (\S+)$/.exec(reason);
  return m ? { bookingNumber: m[1]!, enquiryNumber: m[2]! } : null;
}

/**
 * The reasons a booking form's ENQUIRY booking is closed with (VOID) when its enquiry is moved in the inbox (issue
 * 15): lost (the clerk's reason), expired, or won by hand with another booking, which it names.
 */
export const enquiryLostReason = (enquiryNumber: string, reason: string) =>
  `Enquiry ${enquiryNumber} lost: ${reason}`;
export const enquiryExpiredReason = (enquiryNumber: string) => `Enquiry ${enquiryNumber} expired`;
export const enquiryWonElsewhereReason = (bookingNumber: string, enquiryNumber: string) =>
  `Enquiry ${enquiryNumber} was booked as ${bookingNumber}`;

/** Why a booking form's ENQUIRY booking was closed with its enquiry, read back from one of the reasons above. */
export type EnquiryClosedReason =
  | { kind: 'PAID' | 'WON'; bookingNumber: string; enquiryNumber: string }
  | { kind: 'LOST'; enquiryNumber: string; reason: string }
  | { kind: 'EXPIRED'; enquiryNumber: string };

/** The web says these in the interface language; null for a reason a clerk typed. */
export function parseEnquiryClosedReason(reason: string): EnquiryClosedReason | null {
  const paid = parseEnquiryReplacedReason(reason);
  if (paid) return { kind: 'PAID', ...paid };
  const won = /^Enquiry (\S+) was booked as (\S+)$/.exec(reason);
  if (won) return { kind: 'WON', enquiryNumber: won[1]!, bookingNumber: won[2]! };
  const lost = /^Enquiry (\S+) lost: (.+)$/s.exec(reason);
  if (lost) return { kind: 'LOST', enquiryNumber: lost[1]!, reason: lost[2]! };
  const expired = /^Enquiry (\S+) expired$/.exec(reason);
  return expired ? { kind: 'EXPIRED', enquiryNumber: expired[1]! } : null;
}

/** Digits of the sequence part of a booking number. */
export const BOOKING_NUMBER_DIGITS = 6;

/**
 * The prefix of a property's booking numbers: its short name as `bookingPrefix` makes it ('Harbour View' →
 * 'HARBOURVIEW'), or, without a short name, the initials of its name ('Harbour View Hotel' → 'HVH').
 */
export function bookingNumberPrefix(property: { shortName?: string | null; name: string }): string {
  const short = property.shortName ? bookingPrefix(property.shortName) : '';
  if (short) return short;
  const initials = property.name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return initials || 'BK';
}

/** 'HV', 123 → 'HV-000123'; a sequence past the padding keeps all its digits. */
export function formatBookingNumber(prefix: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError('sequence must be a positive integer');
  return `${prefix}-${String(sequence).padStart(BOOKING_NUMBER_DIGITS, '0')}`;
}

/** The sequence of a booking number, or null when it is not one. */
export function parseBookingNumber(value: string): { prefix: string; sequence: number } | null {
  const m = /^([A-Z0-9]+)-(\d+)$/.exec(value.trim().toUpperCase());
  if (!m) return null;
  return { prefix: m[1]!, sequence: Number(m[2]) };
}

// ------------------------------------------------------------------ discounts

/** The most a user may take off a booking, in percent: their cap, or 100 when they have none. */
export function maxDiscountOf(cap: number | null | undefined): number {
  return cap == null ? 100 : Math.max(0, Math.min(100, cap));
}

/** What a quoted stay comes to after a discount: the parts a booking stores. */
export interface DiscountedAmounts {
  roomCharge: number;
  extraCharge: number;
  discountPercentage: number;
  discountAmount: number;
  /** Room charge + extras − discount: the taxed amount. */
  subtotal: number;
  taxes: { name: string; amount: number }[];
  tax: number;
  total: number;
}

/**
 * Takes `percentage` off the room charge and extras, before tax, and taxes what is left. The tax slab is chosen,
 * as in the quote, on one unit for one night: the discounted night's amount shared evenly by its units (rooms of
 * one stay carry the same rate; only extra persons can differ between them). Without a discount the quote's own
 * taxes are kept as they are, unless `retax` (the taxes given are not the undiscounted ones, e.g. a stored
 * booking's).
 */
export function applyDiscount(
  quote: {
    units: number;
    roomCharge: number;
    extraCharge: number;
    taxes: { name: string; amount: number }[];
    tax: number;
    breakdown: readonly { amount: number }[];
  },
  percentage: number,
  taxes: readonly NamedTaxSource[],
  options: { retax?: boolean } = {},
): DiscountedAmounts {
  const gross = roundCents(quote.roomCharge + quote.extraCharge);
  if (!(percentage > 0) && !options.retax) {
    return {
      roomCharge: quote.roomCharge,
      extraCharge: quote.extraCharge,
      discountPercentage: 0,
      discountAmount: 0,
      subtotal: gross,
      taxes: quote.taxes.map((t) => ({ ...t })),
      tax: quote.tax,
      total: roundCents(gross + quote.tax),
    };
  }
  const keep = 1 - Math.min(100, Math.max(0, percentage)) / 100;
  const discountAmount = roundCents(gross * (1 - keep));
  const units = Math.max(1, quote.units);
  const totals = taxes.map((t) => ({ name: t.name, amount: 0 }));
  for (const night of quote.breakdown) {
    const perUnit = roundCents((night.amount / units) * keep);
    taxes.forEach((t, i) => {
      const unitTax = roundCents((perUnit * (taxRateFor(perUnit, t) ?? 0)) / 100);
      totals[i]!.amount = roundCents(totals[i]!.amount + unitTax * units);
    });
  }
  const tax = roundCents(totals.reduce((s, t) => s + t.amount, 0));
  const subtotal = roundCents(gross - discountAmount);
  return {
    roomCharge: quote.roomCharge,
    extraCharge: quote.extraCharge,
    discountPercentage: Math.max(0, percentage),
    discountAmount,
    subtotal,
    taxes: totals,
    tax,
    total: roundCents(subtotal + tax),
  };
}

/** Whether a check-out (an instant) happened on `today` in the property's time zone. */
export function sameDayIn(timeZone: string, instant: Date, today: string): boolean {
  return todayIn(timeZone, instant) === today;
}

import { maxImagesFor, type Plan } from './plans';
import { taxRateFor, type TaxSource } from './tax';
import { SEO_NAME_PATTERN, SHORT_NAME_PATTERN, WEEKDAYS, type Weekday } from './schemas/fields';
import type { PriceChange, Unsellable, UnsellableReason } from './schemas/availability';
import type { DeviationType } from './schemas/room';
import { ACCOMMODATION, type BusinessType } from './constants';

// The availability engine's rules, pure: the server reads the rows and calls these. Dates are ISO calendar days
// ('YYYY-MM-DD') and are handled in UTC so that no time zone or daylight saving change shifts a day.

// ------------------------------------------------------------------ dates

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function dateRange(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  const out: string[] = [];
  for (let i = 0; i <= n; i++) out.push(addDays(from, i));
  return out;
}

/** The nights of a stay: check-in up to the day before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  return daysBetween(checkIn, checkOut) <= 0 ? [] : dateRange(checkIn, addDays(checkOut, -1));
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(toUtc(date)).getUTCDay() + 6) % 7]!;
}

/** The dates of a range that fall on the chosen weekdays (all dates when none are chosen). */
export function datesMatching(from: string, to: string, weekdays: readonly Weekday[] = []): string[] {
  const all = dateRange(from, to);
  if (weekdays.length === 0) return all;
  const set = new Set(weekdays);
  return all.filter((d) => set.has(weekdayOf(d)));
}

// Building an Intl.DateTimeFormat costs far more than using one (about 0.3 ms, on every list request): one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = null; // an unknown zone: UTC below
    }
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's calendar date in a time zone (the property's), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const format = dayFormat(timeZone);
  if (!format) return now.toISOString().slice(0, 10);
  const parts = format.formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

// ------------------------------------------------------------------ money

/** Rounds to whole cents, half away from zero, without binary drift (1.005 → 1.01). */
export function roundCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100 || 0;
}

/** A bulk price change: set, raise or lower by an amount or a percentage; rounded to cents, never negative. */
export function applyPriceChange(price: number, change: PriceChange): number {
  let next: number;
  const delta = change.by === 'PERCENT' ? (price * change.value) / 100 : change.value;
  if (change.mode === 'SET') next = change.value;
  else if (change.mode === 'INCREASE') next = price + delta;
  else next = price - delta;
  return Math.max(0, roundCents(next));
}

export interface PlanPricing {
  amount: number | null;
  deviationType: DeviationType;
  deviation: number;
}

/** A plan's nightly rate: its fixed amount, else the standard rate plus the deviation; cents, never negative. */
export function planNightlyRate(standard: number, plan: PlanPricing | null | undefined): number {
  if (!plan) return Math.max(0, roundCents(standard));
  if (plan.amount != null) return Math.max(0, roundCents(plan.amount));
  const delta = plan.deviationType === 'PERCENT' ? (standard * plan.deviation) / 100 : plan.deviation;
  return Math.max(0, roundCents(standard + delta));
}

// ------------------------------------------------------------------ inventory

export interface InventoryCounts {
  total: number;
  booked: number;
  onHold: number;
  blocked: number;
}

/** available = rooms in service − booked − on hold − blocked, never below 0. */
export function availableOf(c: InventoryCounts): number {
  return Math.max(0, c.total - c.booked - c.onHold - c.blocked);
}

/** Units a room type sells per date: rooms in service, or their beds when the type is sold by bed. */
export function sellableUnits(
  rt: { noOfRooms: number; shared: boolean; beds: readonly unknown[] },
  outOfOrder = 0,
) {
  const rooms = Math.max(0, rt.noOfRooms - outOfOrder);
  return rt.shared ? rooms * rt.beds.length : rooms;
}

/** The `blocked` count that leaves exactly `available` units free (clamped: blocking never goes below 0). */
export function blockedForAvailable(c: Omit<InventoryCounts, 'blocked'>, available: number): number {
  return Math.max(0, c.total - c.booked - c.onHold - available);
}

// ------------------------------------------------------------------ quotes and sellability

export interface DayCell extends InventoryCounts {
  date: string;
  price: number;
  closed: boolean;
  minStay: number | null;
  maxStay: number | null;
  cta: boolean;
  ctd: boolean;
  stopSell: boolean;
}

export interface QuoteRoomType {
  shared: boolean;
  minOccupancy: number;
  maxOccupancy: number;
  baseOccupancy: number;
  extraAdultCharge: number;
  extraChildCharge: number;
}

export interface QuotePlan extends PlanPricing {
  active: boolean;
  minStay: number | null;
  maxStay: number | null;
  minOccupancy: number | null;
  maxOccupancy: number | null;
  extraAdultCharge: number | null;
  extraChildCharge: number | null;
  weekdays: readonly Weekday[];
  effectiveDate: string | null;
  expiryDate: string | null;
}

export interface NamedTaxSource {
  name: string;
  percentage: number | null;
  taxSlabsList: NonNullable<TaxSource>['taxSlabsList'];
}

export interface StayInput {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** Rooms wanted (per-room occupancy); for a shared type each guest takes one bed instead. */
  rooms: number;
  roomType: QuoteRoomType;
  plan: QuotePlan | null;
  /** The stored cells of the nights (any order; missing nights make the stay unsellable). */
  cells: readonly DayCell[];
  /** The cell of the departure date, for closed-to-departure; null when there is none. */
  departure: Pick<DayCell, 'ctd'> | null;
  /** Dates on which the whole property is stopped. */
  propertyStopSell: readonly string[];
  /** The property's named taxes (the §5 rule applied to each). */
  taxes: readonly NamedTaxSource[];
}

export interface QuoteNight {
  date: string;
  rate: number;
  extraAdults: number;
  extraChildren: number;
  extraCharge: number;
  amount: number;
  tax: number;
}

export interface StayQuote {
  nights: number;
  units: number;
  sellable: boolean;
  reasons: Unsellable[];
  available: number;
  breakdown: QuoteNight[];
  roomCharge: number;
  extraCharge: number;
  subtotal: number;
  taxes: { name: string; amount: number }[];
  tax: number;
  total: number;
}

/** Units a stay takes: rooms, or one bed per guest when the type is sold by bed. */
export function unitsFor(
  roomType: Pick<QuoteRoomType, 'shared'>,
  adults: number,
  children: number,
  rooms: number,
) {
  return roomType.shared ? adults + children : rooms;
}

/**
 * Guests beyond the base occupancy, per room: adults fill the included places first, then children. A shared
 * type has no extra persons (each guest has a bed).
 */
export function extraPersons(
  roomType: Pick<QuoteRoomType, 'shared' | 'baseOccupancy'>,
  adultsPerRoom: number,
  childrenPerRoom: number,
): { extraAdults: number; extraChildren: number } {
  if (roomType.shared) return { extraAdults: 0, extraChildren: 0 };
  const extraAdults = Math.max(0, adultsPerRoom - roomType.baseOccupancy);
  const placesLeft = Math.max(0, roomType.baseOccupancy - adultsPerRoom);
  return { extraAdults, extraChildren: Math.max(0, childrenPerRoom - placesLeft) };
}

const REASON_TEXT: Record<UnsellableReason, string> = {
  NO_RATES: 'No rates are loaded for these dates',
  SOLD_OUT: 'Sold out',
  CLOSED: 'Closed',
  STOP_SELL: 'Sales are stopped',
  CLOSED_TO_ARRIVAL: 'Closed to arrival on the check-in date',
  CLOSED_TO_DEPARTURE: 'Closed to departure on the check-out date',
  MIN_STAY: 'Shorter than the minimum stay',
  MAX_STAY: 'Longer than the maximum stay',
  OVER_MAX_OCCUPANCY: 'More guests than a room takes',
  UNDER_MIN_OCCUPANCY: 'Fewer guests than a room needs',
  PLAN_INACTIVE: 'The rate plan is not active',
  PLAN_OUTSIDE_VALIDITY: 'Outside the rate plan’s dates',
  PLAN_WEEKDAY: 'The rate plan is not sold on these weekdays',
};

/**
 * Why a stay cannot be sold, every reason at once (empty when it can). Minimum and maximum stay are judged on the
 * arrival date (the industry's "min stay on arrival"): the strictest of the arrival cell and the plan applies.
 */
export function whyNotSellable(input: StayInput): Unsellable[] {
  const reasons: Unsellable[] = [];
  const add = (code: UnsellableReason, dates: string[] = [], message = REASON_TEXT[code]) =>
    reasons.push({ code, message, dates });
  const nights = stayNights(input.checkIn, input.checkOut);
  const byDate = new Map(input.cells.map((c) => [c.date, c]));
  const missing = nights.filter((d) => !byDate.has(d));
  if (missing.length > 0) add('NO_RATES', missing);
  const cells = nights.map((d) => byDate.get(d)).filter((c): c is DayCell => !!c);
  const { roomType: rt, plan } = input;
  const units = unitsFor(rt, input.adults, input.children, input.rooms);

  const soldOut = cells.filter((c) => availableOf(c) < units).map((c) => c.date);
  if (soldOut.length > 0) add('SOLD_OUT', soldOut);
  const closed = cells.filter((c) => c.closed).map((c) => c.date);
  if (closed.length > 0) add('CLOSED', closed);
  const stopped = new Set(input.propertyStopSell);
  const stopSell = cells.filter((c) => c.stopSell || stopped.has(c.date)).map((c) => c.date);
  if (stopSell.length > 0) add('STOP_SELL', stopSell);
  const arrival = byDate.get(input.checkIn);
  if (arrival?.cta) add('CLOSED_TO_ARRIVAL', [input.checkIn]);
  if (input.departure?.ctd) add('CLOSED_TO_DEPARTURE', [input.checkOut]);

  const minStays = [arrival?.minStay, plan?.minStay].filter((v): v is number => v != null);
  const maxStays = [arrival?.maxStay, plan?.maxStay].filter((v): v is number => v != null);
  const minStay = minStays.length ? Math.max(...minStays) : null;
  const maxStay = maxStays.length ? Math.min(...maxStays) : null;
  if (minStay != null && nights.length < minStay)
    add('MIN_STAY', [input.checkIn], `The minimum stay is ${minStay} night${minStay === 1 ? '' : 's'}`);
  if (maxStay != null && nights.length > maxStay)
    add('MAX_STAY', [input.checkIn], `The maximum stay is ${maxStay} night${maxStay === 1 ? '' : 's'}`);

  if (!rt.shared) {
    const rooms = Math.max(1, input.rooms);
    const perRoom = Math.ceil((input.adults + input.children) / rooms);
    const maxOcc = Math.min(rt.maxOccupancy, plan?.maxOccupancy ?? Infinity);
    const minOcc = Math.max(rt.minOccupancy, plan?.minOccupancy ?? 0);
    if (perRoom > maxOcc) add('OVER_MAX_OCCUPANCY', [], `A room takes at most ${maxOcc} guests`);
    if (Math.floor((input.adults + input.children) / rooms) < minOcc)
      add('UNDER_MIN_OCCUPANCY', [], `A room needs at least ${minOcc} guests`);
  }

  if (plan) {
    if (!plan.active) add('PLAN_INACTIVE');
    const outside = nights.filter(
      (d) =>
        (plan.effectiveDate != null && d < plan.effectiveDate) ||
        (plan.expiryDate != null && d > plan.expiryDate),
    );
    if (outside.length > 0) add('PLAN_OUTSIDE_VALIDITY', outside);
    if (plan.weekdays.length > 0) {
      const days = new Set(plan.weekdays);
      const wrong = nights.filter((d) => !days.has(weekdayOf(d)));
      if (wrong.length > 0) add('PLAN_WEEKDAY', wrong);
    }
  }
  return reasons;
}

/**
 * Prices a stay and says whether it can be sold. For each night and each room (or bed): the plan's nightly rate
 * plus the extra adults and children beyond the base occupancy; the tax slab is chosen on that amount, one room for
 * one night, and the tax rounded to cents there. A night of the breakdown sums its rooms.
 *
 * Why per night: slabbed room taxes (e.g. GST bands on hotel tariffs, the origin of the §5 slabs) are defined on the
 * tariff of one room for one night. Judging the slab on the whole stay would move a long stay of cheap nights into
 * the luxury band, and would make the tax rate depend on the length of stay.
 */
export function quoteStay(input: StayInput): StayQuote {
  const reasons = whyNotSellable(input);
  const nights = stayNights(input.checkIn, input.checkOut);
  const byDate = new Map(input.cells.map((c) => [c.date, c]));
  const { roomType: rt, plan } = input;
  const units = unitsFor(rt, input.adults, input.children, input.rooms);
  const adultCharge = plan?.extraAdultCharge ?? rt.extraAdultCharge;
  const childCharge = plan?.extraChildCharge ?? rt.extraChildCharge;
  // Guests spread as evenly as rooms allow: the first rooms take the odd adult, the last rooms the odd child.
  const rooms = rt.shared ? [] : guestsPerRoom(input.adults, input.children, Math.max(1, input.rooms));
  const perUnitExtras = rt.shared
    ? Array.from({ length: units }, () => ({ extraAdults: 0, extraChildren: 0 }))
    : rooms.map((r) => extraPersons(rt, r.adults, r.children));

  const taxTotals = input.taxes.map((t) => ({ name: t.name, amount: 0 }));
  const breakdown: QuoteNight[] = [];
  for (const date of nights) {
    const cell = byDate.get(date);
    if (!cell) continue;
    const rate = planNightlyRate(cell.price, plan);
    const night: QuoteNight = {
      date,
      rate,
      extraAdults: 0,
      extraChildren: 0,
      extraCharge: 0,
      amount: 0,
      tax: 0,
    };
    for (const extras of perUnitExtras) {
      const extra = roundCents(extras.extraAdults * adultCharge + extras.extraChildren * childCharge);
      const amount = roundCents(rate + extra);
      input.taxes.forEach((t, i) => {
        const unitTax = roundCents((amount * (taxRateFor(amount, t) ?? 0)) / 100);
        night.tax = roundCents(night.tax + unitTax);
        taxTotals[i]!.amount = roundCents(taxTotals[i]!.amount + unitTax);
      });
      night.extraAdults += extras.extraAdults;
      night.extraChildren += extras.extraChildren;
      night.extraCharge = roundCents(night.extraCharge + extra);
      night.amount = roundCents(night.amount + amount);
    }
    breakdown.push(night);
  }
  const sum = (f: (n: QuoteNight) => number) => roundCents(breakdown.reduce((s, n) => s + f(n), 0));
  const roomCharge = roundCents(sum((n) => n.rate) * units);
  const extraCharge = sum((n) => n.extraCharge);
  const subtotal = roundCents(roomCharge + extraCharge);
  const tax = sum((n) => n.tax);
  const cells = nights.map((d) => byDate.get(d)).filter((c): c is DayCell => !!c);
  return {
    nights: nights.length,
    units,
    sellable: reasons.length === 0,
    reasons,
    available: cells.length === nights.length && cells.length > 0 ? Math.min(...cells.map(availableOf)) : 0,
    breakdown,
    roomCharge,
    extraCharge,
    subtotal,
    taxes: taxTotals,
    tax,
    total: roundCents(subtotal + tax),
  };
}

/** Adults and children per room when a party takes several rooms. */
export function guestsPerRoom(adults: number, children: number, rooms: number) {
  return Array.from({ length: rooms }, (_, i) => ({
    adults: Math.floor(adults / rooms) + (i < adults % rooms ? 1 : 0),
    children: Math.floor(children / rooms) + (i >= rooms - (children % rooms) ? 1 : 0),
  }));
}

// ------------------------------------------------------------------ property rules

/** Image count by plan (spec §9): may one more image be added? */
export function canAddImage(plan: Plan | null | undefined, current: number): boolean {
  return current < maxImagesFor(plan);
}

export function imageLimitMessage(plan: Plan | null | undefined): string {
  const max = maxImagesFor(plan);
  return `${plan ?? 'Business Starter'} allows ${max} image${max === 1 ? '' : 's'}. Delete an image or upgrade your plan to add more.`;
}

/** The 409 of a room type already holding its plan's image count. */
export function roomTypeImageLimitMessage(plan: Plan | null | undefined, roomTypeName: string): string {
  const max = maxImagesFor(plan);
  return `${plan ?? 'Business Starter'} allows ${max} image${max === 1 ? '' : 's'} per room type, and ${roomTypeName} has ${max}. Delete an image or upgrade your plan to add more.`;
}

export interface OnboardingFacts {
  businessType: BusinessType;
  /** Room types that have at least one physical room. */
  roomTypesWithRooms: number;
  hasBusinessHours: boolean;
  businessServices: number;
}

/**
 * Onboarding is complete for an accommodation with at least one room type that has rooms, and for any other
 * business with its opening hours and a first business service.
 */
export function onboardingComplete(f: OnboardingFacts): boolean {
  return f.businessType === ACCOMMODATION
    ? f.roomTypesWithRooms > 0
    : f.hasBusinessHours && f.businessServices > 0;
}

export function isValidShortName(value: string): boolean {
  return SHORT_NAME_PATTERN.test(value.trim());
}

/** The booking-number prefix derived from a short name: upper-case letters and digits only ('Harbour View' → 'HARBOURVIEW'). */
export function bookingPrefix(shortName: string): string {
  return shortName.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function isValidSeoName(value: string): boolean {
  return value.length >= 3 && value.length <= 60 && SEO_NAME_PATTERN.test(value);
}

/** A public address slug from a business name: 'Café Kōwhai & Co.' → 'cafe-kowhai-and-co'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

// Whether a promotion's code applies to a sale, and how much it takes off (issue 14). Pure: the server runs it in
// the sale's transaction on the promotion row it has locked and the uses it has counted there (decision 0044), the
// booking quote runs the same function before anything is saved, so the quote and the saved sale never disagree.
import { daysBetween, roundCents, weekdayOf } from './availability';
import type { Weekday } from './schemas/fields';
import type { DiscountKind, PromotionTarget, SaleKind } from './schemas/promotion';
import { VALIDATION_KEYS, type MessageValues, type ValidationMessageKey } from './validation-messages';

/** The promotion's rules, as stored. */
export interface PromotionRules {
  name: string;
  active: boolean;
  startDate: string;
  endDate: string;
  discountKind: DiscountKind;
  discountValue: number;
  minimumSpend: number | null;
  appliesTo: PromotionTarget;
  roomTypeIds: readonly number[];
  ratePlanIds: readonly number[];
  offeringIds: readonly number[];
  productGroupIds: readonly number[];
  stayFrom: string | null;
  stayTo: string | null;
  stayWeekdays: readonly Weekday[];
  minDaysBefore: number | null;
  maxDaysBefore: number | null;
  totalUses: number | null;
  usesPerCustomer: number | null;
  stackable: boolean;
}

/** A line of the sale: its money before discounts, what it sells, and the nights (booking) or day (visit) of it. */
export interface SaleLine {
  amount: number;
  roomTypeId?: number | null;
  ratePlanId?: number | null;
  offeringId?: number | null;
  productGroupId?: number | null;
  /** Stay nights, or the visit's day: at least one. */
  dates: readonly string[];
}

export interface PromotionSale {
  kind: SaleKind;
  /** The day the sale is made, in the property's time zone. */
  saleDate: string;
  lines: readonly SaleLine[];
  /** Every line's money before any discount: what the minimum spend is read against. */
  subtotal: number;
  customerId: number | null;
  /** Other discounts on the same sale (a clerk's manual discount, another promotion) and whether they combine. */
  otherDiscounts: readonly { name: string; stackable: boolean }[];
}

/** The uses already counted: in all, and by this sale's customer. */
export interface PromotionUses {
  total: number;
  byCustomer: number;
}

export type PromotionOutcome =
  | {
      ok: true;
      discount: number;
      /** The discount spread over the sale's lines in proportion to their money (0 on lines it does not apply to),
       * whole cents summing to `discount`: an order's lines are taxed after it. */
      lineDiscounts: number[];
    }
  | { ok: false; reason: ValidationMessageKey; values: MessageValues };

const refuse = (reason: ValidationMessageKey, values: MessageValues = {}): PromotionOutcome => ({
  ok: false,
  reason,
  values,
});

const TARGET_KIND: Record<PromotionTarget, SaleKind | null> = {
  ALL: null,
  ROOMS: 'BOOKING',
  OFFERINGS: 'RESERVATION',
  PRODUCT_GROUPS: 'ORDER',
};

const listed = (ids: readonly number[], value: number | null | undefined) =>
  ids.length === 0 || (value != null && ids.includes(value));

/** Whether a line sells what the promotion applies to (room type and rate plan, offering, product group). */
function lineTargeted(p: PromotionRules, line: SaleLine): boolean {
  switch (p.appliesTo) {
    case 'ALL':
      return true;
    case 'ROOMS':
      return listed(p.roomTypeIds, line.roomTypeId) && listed(p.ratePlanIds, line.ratePlanId);
    case 'OFFERINGS':
      return listed(p.offeringIds, line.offeringId);
    case 'PRODUCT_GROUPS':
      return listed(p.productGroupIds, line.productGroupId);
  }
}

/** Every night or visit day of the line within the stay dates and on the promotion's weekdays. */
function lineInStayDates(p: PromotionRules, line: SaleLine): boolean {
  return line.dates.every(
    (d) =>
      (p.stayFrom == null || d >= p.stayFrom) &&
      (p.stayTo == null || d <= p.stayTo) &&
      (p.stayWeekdays.length === 0 || p.stayWeekdays.includes(weekdayOf(d))),
  );
}

/** `total` cut over `weights` in proportion, whole cents, the odd cents on the largest weights first. */
export function spreadCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const cents = Math.round(total * 100);
  if (sum <= 0 || cents === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (cents * w) / sum);
  const shares = exact.map(Math.floor);
  let left = cents - shares.reduce((s, c) => s + c, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares.map((c) => c / 100);
}

/**
 * The promotion applied to the sale: its discount, or the first rule it fails as a message key with its figures.
 * Rules in order: switched off, validity (not yet valid, expired), uses (in all, per customer: a per-customer
 * limit needs a named customer), combination with other discounts, what it applies to (kind of sale, then lines),
 * stay or visit dates and weekdays, the booking window (days before the first date), the minimum spend. The
 * discount is a percentage of the lines it applies to, or a fixed amount capped at them.
 */
export function evaluatePromotion(
  p: PromotionRules,
  sale: PromotionSale,
  uses: PromotionUses,
): PromotionOutcome {
  if (!p.active) return refuse(VALIDATION_KEYS.promotionInactive);
  if (sale.saleDate < p.startDate) return refuse(VALIDATION_KEYS.promotionNotYetValid, { date: p.startDate });
  if (sale.saleDate > p.endDate) return refuse(VALIDATION_KEYS.promotionExpired, { date: p.endDate });
  if (p.totalUses != null && uses.total >= p.totalUses) return refuse(VALIDATION_KEYS.promotionUsedUp);
  if (p.usesPerCustomer != null) {
    if (sale.customerId == null) return refuse(VALIDATION_KEYS.promotionCustomerNeeded);
    if (uses.byCustomer >= p.usesPerCustomer)
      return refuse(VALIDATION_KEYS.promotionUsedUpByCustomer, { count: p.usesPerCustomer });
  }
  const clash = sale.otherDiscounts.find((o) => !p.stackable || !o.stackable);
  if (clash) return refuse(VALIDATION_KEYS.promotionNotStackable, { other: clash.name });
  const kind = TARGET_KIND[p.appliesTo];
  const targeted = sale.lines.map((l) => (kind == null || kind === sale.kind) && lineTargeted(p, l));
  if (!targeted.some(Boolean)) return refuse(VALIDATION_KEYS.promotionWrongItem);
  const eligible = sale.lines.map((l, i) => targeted[i] === true && lineInStayDates(p, l));
  if (!eligible.some(Boolean)) return refuse(VALIDATION_KEYS.promotionOutsideStayDates);
  const first = sale.lines
    .filter((_, i) => eligible[i])
    .flatMap((l) => l.dates)
    .sort()[0];
  const ahead = first == null ? 0 : daysBetween(sale.saleDate, first);
  if (p.minDaysBefore != null && ahead < p.minDaysBefore)
    return refuse(VALIDATION_KEYS.promotionTooLate, { days: p.minDaysBefore });
  if (p.maxDaysBefore != null && ahead > p.maxDaysBefore)
    return refuse(VALIDATION_KEYS.promotionTooEarly, { days: p.maxDaysBefore });
  if (p.minimumSpend != null && sale.subtotal < p.minimumSpend)
    return refuse(VALIDATION_KEYS.promotionMinimumSpend, { amount: p.minimumSpend });
  const weights = sale.lines.map((l, i) => (eligible[i] ? Math.max(0, l.amount) : 0));
  const base = roundCents(weights.reduce((s, w) => s + w, 0));
  const discount =
    p.discountKind === 'PERCENT'
      ? roundCents((base * p.discountValue) / 100)
      : roundCents(Math.min(p.discountValue, base));
  return { ok: true, discount, lineDiscounts: spreadCents(discount, weights) };
}

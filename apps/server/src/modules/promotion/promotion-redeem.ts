// A coupon code applied to a sale (issue 14, decision 0044), for the booking, reservation and order services: the
// quote's preview (nothing taken), the claim in the sale's own transaction (every rule, then one use taken by a
// conditional update: the last use goes to one sale only), the redemption written once the sale has its id, and
// the use given back when the sale is cancelled.
import {
  evaluatePromotion,
  todayIn,
  VALIDATION_KEYS,
  validationText,
  withValues,
  type AppliedPromotion,
  type MessageValues,
  type PromotionSale,
  type SalePromotion,
  type SaleKind,
  type ValidationMessageKey,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { PropertyRow } from '../property/property.repository';
import {
  customerUses,
  findPromotionByCode,
  insertRedemption,
  releaseSaleRedemption,
  saleRedemption,
  setRedemptionFigures,
  takeUse,
  type PromotionRow,
} from './promotion.repository';
import { campaignOfRedemption } from '../campaign/campaign.service';

/** The sale as the rule reads it; the day is the property's today. */
export type SaleDraft = Omit<PromotionSale, 'saleDate'>;

/** A use taken in the sale's transaction: what to take off, and the promotion to name on the redemption. */
export interface PromotionClaim {
  promotionId: number;
  code: string;
  name: string;
  discount: number;
  /** The discount per line of the sale draft (0 where it does not apply). */
  lineDiscounts: number[];
}

/** The field a sale's form names the code in: every refusal is about it. */
export const PROMOTION_CODE_FIELD = 'promotionCode';

/**
 * The English of a refusal with its days written out ("2 Nov 2026"), for clients that show the server's text; the
 * figures themselves go out as sent (ISO days) for the web to write in the user's language.
 */
function refusalText(reason: ValidationMessageKey, values: MessageValues): string {
  const day = new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const written = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? day.format(new Date(`${v}T00:00:00Z`)) : v,
    ]),
  );
  return validationText(reason, written);
}

/** A code's refusal as the sale's error: 400 on the code field; 409 when every use is taken (a race or not). */
function refusal(reason: ValidationMessageKey, values: MessageValues): AppError {
  const status =
    reason === VALIDATION_KEYS.promotionUsedUp ||
    reason === VALIDATION_KEYS.promotionLastUseTaken ||
    reason === VALIDATION_KEYS.promotionUsedUpByCustomer
      ? 409
      : 400;
  return new AppError(status, refusalText(reason, values), {
    [PROMOTION_CODE_FIELD]: withValues(reason, values),
  });
}

async function evaluate(
  db: Db,
  property: PropertyRow,
  row: PromotionRow,
  sale: SaleDraft,
  usesTotal: number,
) {
  const byCustomer =
    row.usesPerCustomer != null && sale.customerId != null
      ? await customerUses(db, row.id, sale.customerId)
      : 0;
  return evaluatePromotion(
    row,
    { ...sale, saleDate: todayIn(property.timezone) },
    { total: usesTotal, byCustomer },
  );
}

/**
 * The quote's answer for a code: its discount, or why it does not apply (a key with its figures and English).
 * Nothing is taken: the sale's own transaction claims the use when it is saved.
 */
export async function previewPromotion(
  db: Db,
  property: PropertyRow,
  code: string,
  sale: SaleDraft,
): Promise<{ applied: AppliedPromotion; lineDiscounts: number[] }> {
  const row = await findPromotionByCode(db, property.id, code.trim());
  const refused = (reason: ValidationMessageKey, values: MessageValues) => ({
    applied: {
      code: code.trim(),
      promotionId: row?.id ?? null,
      name: row?.name ?? null,
      discount: 0,
      refusal: reason,
      message: refusalText(reason, values),
      values,
    },
    lineDiscounts: sale.lines.map(() => 0),
  });
  if (!row) return refused(VALIDATION_KEYS.promotionUnknown, {});
  const outcome = await evaluate(db, property, row, sale, row.usesCount);
  if (!outcome.ok) return refused(outcome.reason, outcome.values);
  return {
    applied: {
      code: row.couponCode,
      promotionId: row.id,
      name: row.name,
      discount: outcome.discount,
      refusal: null,
      message: null,
      values: null,
    },
    lineDiscounts: outcome.lineDiscounts,
  };
}

/**
 * In the sale's transaction, before the sale is written: the code checked against every rule and one use taken.
 * 400 on `promotionCode` for a rule it fails; 409 when its uses are all taken, including by another clerk's sale
 * committed while this one ran (the conditional update finds no use left) or the customer's own limit reached by
 * a concurrent sale of theirs (counted again once the row's lock is held).
 */
export async function claimPromotion(
  tx: Db,
  property: PropertyRow,
  code: string,
  sale: SaleDraft,
): Promise<PromotionClaim> {
  const row = await findPromotionByCode(tx, property.id, code.trim());
  if (!row) throw refusal(VALIDATION_KEYS.promotionUnknown, {});
  const outcome = await evaluate(tx, property, row, sale, row.usesCount);
  if (!outcome.ok) throw refusal(outcome.reason, outcome.values);
  if (!(await takeUse(tx, row.id))) throw refusal(VALIDATION_KEYS.promotionLastUseTaken, {});
  if (row.usesPerCustomer != null && sale.customerId != null) {
    const used = await customerUses(tx, row.id, sale.customerId);
    if (used >= row.usesPerCustomer)
      throw refusal(VALIDATION_KEYS.promotionUsedUpByCustomer, { count: row.usesPerCustomer });
  }
  return {
    promotionId: row.id,
    code: row.couponCode,
    name: row.name,
    discount: outcome.discount,
    lineDiscounts: outcome.lineDiscounts,
  };
}

/** The claimed use written against the saved sale, in the same transaction (one counted use per sale). */
export async function recordRedemption(
  tx: Db,
  actor: Pick<Actor, 'id'> | null,
  propertyId: number,
  claim: PromotionClaim,
  sale: {
    kind: SaleKind;
    id: number;
    reference: string | null;
    customerId: number | null;
    /** The sale's money after every discount: the revenue the promotion brought. */
    revenue: number;
    campaignId?: number | null;
  },
) {
  return insertRedemption(tx, {
    promotionId: claim.promotionId,
    propertyId,
    saleKind: sale.kind,
    saleId: sale.id,
    saleReference: sale.reference,
    customerId: sale.customerId,
    amount: claim.discount,
    revenue: sale.revenue,
    // A code that came from a campaign (the customer was sent one carrying it) counts in that campaign's results.
    campaignId: sale.campaignId ?? (await campaignOfRedemption(tx, claim.promotionId, sale.customerId)),
    createdBy: actor?.id ?? null,
  });
}

/** A cancelled sale gives its use back (decision 0044); a sale without a code: nothing. */
export const releasePromotionUse = (tx: Db, kind: SaleKind, saleId: number) =>
  releaseSaleRedemption(tx, kind, saleId);

/**
 * The code a sale was sold with, for its details: code, name and the discount given, or null. A cancelled sale
 * still shows it (its money was priced with it), though its use was given back.
 */
export async function promotionOfSale(db: Db, kind: SaleKind, saleId: number): Promise<SalePromotion | null> {
  const r = await saleRedemption(db, kind, saleId, { withReleased: true });
  return r ? { code: r.couponCode, name: r.name, discount: r.redemption.amount } : null;
}

/**
 * A sale's money changed (amended, lines added or taken off): its redemption's revenue follows, and the code's
 * discount when the sale's pricing recomputed it.
 */
export async function updateRedemption(
  tx: Db,
  kind: SaleKind,
  saleId: number,
  figures: { revenue: number; discount?: number },
) {
  const r = await saleRedemption(tx, kind, saleId);
  if (r)
    await setRedemptionFigures(tx, r.redemption.id, {
      revenue: figures.revenue,
      ...(figures.discount !== undefined ? { amount: figures.discount } : {}),
    });
  return r?.redemption ?? null;
}

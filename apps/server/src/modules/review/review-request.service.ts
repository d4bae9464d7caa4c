// The review request a sale's end makes (issue 14): the booking, reservation and order services call requestReview
// inside the transaction that checks out or completes, so the request and its email (through the outbox) exist
// exactly when that change commits. A sale whose guest has no email gets no request (nobody to ask).
import { createHash, randomBytes } from 'node:crypto';

import { REVIEW_LINK_DAYS, type ReviewSaleKind } from '@bookone/domain';

import type { Db } from '../../db/client';
import { enqueueMessage } from '../outbox/outbox.service';
import type { PropertyRow } from '../property/property.repository';
import { insertRequestOnce, saleForReview, type NewReviewRequestRow } from './review.repository';

/** A review link's token: 32 random bytes (256 bits), base64url; the table keeps its SHA-256. */
export const newReviewToken = () => randomBytes(32).toString('base64url');
export const hashReviewToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 86_400_000;

/** The property's calendar day of an instant (YYYY-MM-DD). */
export const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** The guest's language if it is one the messages speak ('fr', 'French', 'Français'…), else English. */
function languageOf(typed: string | null): 'en' | 'fr' {
  const t = (typed ?? '').trim().toLowerCase();
  return /^(fr|french|fran)/.test(t) ? 'fr' : 'en';
}

/** A request's row for a sale, with a fresh token (told only in the email): what the seed writes too. */
export function requestValues(
  property: Pick<PropertyRow, 'id' | 'timezone'>,
  kind: ReviewSaleKind,
  saleId: number,
  sale: NonNullable<Awaited<ReturnType<typeof saleForReview>>>,
  now = new Date(),
): { token: string; values: NewReviewRequestRow } {
  const token = newReviewToken();
  const guestName = [sale.firstName, sale.lastName].filter(Boolean).join(' ') || null;
  return {
    token,
    values: {
      propertyId: property.id,
      saleKind: kind,
      saleId,
      saleReference: sale.reference,
      about: sale.about,
      visitDate: dayIn(property.timezone, sale.endedAt),
      customerId: sale.customerId,
      guestName,
      email: sale.email?.trim() || null,
      language: languageOf(sale.language),
      tokenHash: hashReviewToken(token),
      expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS),
    },
  };
}

/**
 * Asks the guest of a sale that just ended for a review, on `tx` (the transaction of the check-out or completion).
 * Once per sale: a check-out undone and done again asks nothing more. Answers the request's id, or null.
 */
export async function requestReview(
  tx: Db,
  property: Pick<PropertyRow, 'id' | 'timezone' | 'organisationId'>,
  kind: ReviewSaleKind,
  saleId: number,
  createdBy: number | null = null,
): Promise<number | null> {
  const sale = await saleForReview(tx, kind, saleId);
  if (!sale?.email?.trim()) return null;
  const { token, values } = requestValues(property, kind, saleId, sale);
  const row = await insertRequestOnce(tx, values);
  if (!row) return null;
  await enqueueMessage(tx, {
    channel: 'EMAIL',
    purpose: 'REVIEW_REQUEST',
    recipient: row.email!,
    language: row.language === 'fr' ? 'fr' : 'en',
    params: {
      guestName: sale.firstName,
      about: row.about,
      reference: row.saleReference,
      linkExpiresAt: row.expiresAt.toISOString(),
    },
    secretPath: `/feedback/${token}`,
    organisationId: property.organisationId,
    propertyId: property.id,
    related: { entity: 'review_request', id: row.id },
    dedupeKey: `review-request:${row.id}`,
    createdBy,
  });
  return row.id;
}

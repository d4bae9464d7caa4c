// Guest reviews, the public side (issue 14): no sign-in. The guest's page reads and answers one request by its token
// (only its hash is stored; the link works once, until it expires); a website reads a property's published reviews
// as JSON, with nothing personal beyond the display name the guest chose. That JSON is kept per property in memory
// and dropped whenever staff publish, hide or answer one of the property's reviews.
import { createHash } from 'node:crypto';

import {
  REVIEW_ASPECTS,
  reviewAspectsOf,
  VALIDATION_KEYS,
  type PublicReviewRequest,
  type PublicReviews,
  type ReviewSubmit,
  type reviewSubmitSchema,
} from '@bookone/domain';
import type { z } from 'zod';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { dayIn, hashReviewToken } from './review-request.service';
import {
  findRequestByTokenHash,
  insertReview,
  propertyFace,
  publishedReviews,
  publishedStats,
  takeRequest,
} from './review.repository';

/** How many published reviews the public JSON carries (the newest). */
export const PUBLIC_REVIEWS_LIMIT = 50;

export interface CachedReviews {
  body: PublicReviews;
  etag: string;
}

/** The public JSON per property, built once and kept until a review of the property changes. */
export function createReviewCache() {
  const entries = new Map<number, CachedReviews>();
  return {
    get: (propertyId: number) => entries.get(propertyId),
    set: (propertyId: number, body: PublicReviews): CachedReviews => {
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
      const entry = { body, etag };
      entries.set(propertyId, entry);
      return entry;
    },
    invalidate: (propertyId: number) => entries.delete(propertyId),
  };
}
export type ReviewCache = ReturnType<typeof createReviewCache>;

type Submitted = z.output<typeof reviewSubmitSchema>;

export function createReviewPublicService(db: Db, cache: ReviewCache) {
  async function requestOf(token: string) {
    const found = await findRequestByTokenHash(db, hashReviewToken(token));
    // An unknown token and a malformed one answer alike: nothing tells a guesser which tokens exist.
    if (!found) throw notFound('Review link');
    return found;
  }

  return {
    async page(token: string): Promise<PublicReviewRequest> {
      const { request: q, propertyName, logoUrl, businessType } = await requestOf(token);
      return {
        state: q.usedAt ? 'USED' : q.expiresAt <= new Date() ? 'EXPIRED' : 'OPEN',
        propertyName,
        logoUrl,
        businessType,
        saleKind: q.saleKind,
        about: q.about,
        date: q.visitDate,
        guestFirstName: q.guestName?.split(' ')[0] ?? null,
        aspects: [...reviewAspectsOf(businessType)],
      };
    },

    /** Saves the review and uses the link up, in one transaction: 409 once used or expired. */
    async submit(token: string, input: ReviewSubmit | Submitted): Promise<{ id: number }> {
      const { request: q, businessType } = await requestOf(token);
      const asked: readonly string[] = REVIEW_ASPECTS[businessType] ?? REVIEW_ASPECTS.Other;
      const aspects = input.aspects ?? {};
      const unknown = Object.keys(aspects).filter((a) => !asked.includes(a));
      if (unknown.length)
        throw badRequest(
          `Not an aspect of this business: ${unknown.join(', ')}`,
          Object.fromEntries(unknown.map((a) => [`aspects.${a}`, VALIDATION_KEYS.unknownId])),
        );
      return db.transaction(async (tx) => {
        const now = new Date();
        const taken = await takeRequest(tx, q.id, now);
        if (!taken)
          throw conflict(
            q.usedAt || q.expiresAt > now
              ? 'This review link has already been used'
              : 'This review link has expired',
          );
        const saved = await insertReview(tx, {
          propertyId: q.propertyId,
          requestId: q.id,
          rating: input.rating,
          aspects,
          comment: input.comment?.trim() || null,
          displayName: input.displayName?.trim() || null,
        });
        return { id: saved.id };
      });
    },

    /** A property's published reviews (404 for no such property), from the cache when nothing changed since. */
    async published(propertyId: number): Promise<CachedReviews> {
      const hit = cache.get(propertyId);
      if (hit) return hit;
      const face = await propertyFace(db, propertyId);
      if (!face) throw notFound('Property');
      const [rows, stats] = [
        await publishedReviews(db, propertyId, PUBLIC_REVIEWS_LIMIT),
        await publishedStats(db, propertyId),
      ];
      return cache.set(propertyId, {
        count: stats.count,
        average: stats.average,
        reviews: rows.map((r) => ({
          displayName: r.displayName,
          rating: r.rating,
          aspects: r.aspects,
          comment: r.comment,
          reply: r.reply,
          date: dayIn(face.timezone, r.createdAt),
        })),
      });
    },
  };
}
export type ReviewPublicService = ReturnType<typeof createReviewPublicService>;

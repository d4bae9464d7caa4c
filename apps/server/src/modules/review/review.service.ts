// Guest reviews, the staff side (issue 14): a property's reviews listed with their averages and monthly trend,
// exported, answered, published and hidden (with a reason, audited). Every change drops the property's cached public
// JSON. The organisation's admin reaches every property of the organisation, one property at a time.
import type {
  Review,
  ReviewListQuery,
  ReviewPage,
  ReviewSummary,
  reviewReplyInputSchema,
  reviewStatusInputSchema,
} from '@bookone/domain';
import type { z } from 'zod';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { userDisplayName } from '../payment/payment.service';
import type { ReviewCache } from './review-public.service';
import {
  allReviews,
  findReviewView,
  listReviews,
  lockReviewRow,
  reviewSummary,
  updateReviewRow,
  type ReviewRow,
} from './review.repository';

/** What the audit log compares: the standing and the answer, never the guest's details. */
const audited = (r: ReviewRow) => ({
  status: r.status,
  statusReason: r.statusReason,
  reply: r.reply,
});

export function createReviewService(db: Db, cache: ReviewCache) {
  async function reachableReview(actor: Actor, id: number) {
    const view = await findReviewView(db, id);
    if (!view) throw notFound('Review');
    // Another tenant's review answers as a missing one (decision 0008).
    await reachableProperty(db, actor, view.propertyId, 'Review');
    return view;
  }

  /** Changes a review under its row lock, audited in the same transaction; drops the property's public JSON. */
  async function change(
    actor: Actor,
    id: number,
    make: (before: ReviewRow, who: string) => Partial<ReviewRow> | null,
    event: string,
  ): Promise<Review> {
    await reachableReview(actor, id);
    const who = (await userDisplayName(db, actor.id)) ?? actor.username;
    await db.transaction(async (tx) => {
      const before = (await lockReviewRow(tx, id))!;
      const values = make(before, who);
      if (!values) return;
      const after = (await updateReviewRow(tx, id, values))!;
      await recordAudit(
        tx,
        { ...actor, name: who },
        {
          entity: 'review',
          entityId: id,
          action: 'update',
          before: audited(before),
          after: audited(after),
          event,
          propertyId: before.propertyId,
        },
      );
    });
    const view = (await findReviewView(db, id))!;
    cache.invalidate(view.propertyId);
    return view;
  }

  return {
    async list(actor: Actor, propertyId: number, query: ReviewListQuery): Promise<ReviewPage> {
      const property = await reachableProperty(db, actor, propertyId);
      return listReviews(db, propertyId, property.timezone, query);
    },

    async summary(actor: Actor, propertyId: number, query: ReviewListQuery): Promise<ReviewSummary> {
      const property = await reachableProperty(db, actor, propertyId);
      return reviewSummary(db, propertyId, property.timezone, query);
    },

    async exportRows(actor: Actor, propertyId: number, query: ReviewListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const rows = await allReviews(db, propertyId, property.timezone, query, EXPORT_READ_ROWS);
      return { rows, property };
    },

    get: (actor: Actor, id: number): Promise<Review> => reachableReview(actor, id),

    /** The property's answer under the review; an empty one takes it away. */
    reply: (actor: Actor, id: number, input: z.output<typeof reviewReplyInputSchema>) =>
      change(
        actor,
        id,
        (before, who) => {
          const reply = input.reply.trim() || null;
          if (reply === before.reply) return null;
          return reply
            ? { reply, repliedAt: new Date(), repliedByName: who }
            : { reply: null, repliedAt: null, repliedByName: null };
        },
        'REPLY',
      ),

    /** NEW or HIDDEN → PUBLISHED, NEW or PUBLISHED → HIDDEN, with the reason; 409 when it is so already. */
    setStatus: (actor: Actor, id: number, input: z.output<typeof reviewStatusInputSchema>) =>
      change(
        actor,
        id,
        (before, who) => {
          if (before.status === input.status)
            throw conflict(`This review is ${input.status.toLowerCase()} already`);
          return {
            status: input.status,
            statusReason: input.reason,
            statusChangedByName: who,
            statusChangedAt: new Date(),
          };
        },
        input.status === 'PUBLISHED' ? 'PUBLISH' : 'HIDE',
      ),
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;

// Demo guest reviews (issue 14): about 120 across the demo properties, on sales that really ended (checked-out stays,
// completed reservations and orders with a guest), written one to four days after, through the module's own
// repository functions. Most are published, some new, some hidden with a reason; many carry the property's reply.
// Deterministic: the n-th review of a property always gets the same words and ratings.
import { reviewAspectsOf, type BusinessType, type ReviewSaleKind } from '@bookone/domain';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { booking, property, reservation, salesOrder } from '../../db/schema';
import { requestValues } from './review-request.service';
import { insertRequestOnce, insertReview, saleForReview } from './review.repository';

/** How many reviews each demo property gets (about 120 in all). */
const PER_PROPERTY: Record<string, number> = {
  'Harbour View Hotel': 45,
  'Lotus Day Spa': 30,
  'Corner Bistro': 30,
  'Fresh Cuts Barbers': 15,
};

const COMMENTS: Record<BusinessType, string[]> = {
  Accommodation: [
    'Spotless room and a great view of the harbour.',
    'Friendly staff at the desk, quick check-in.',
    'Bed was comfortable but the room was a little noisy.',
    'Perfect location for the waterfront, will come back.',
    'Good value for the price, breakfast could be better.',
    'The shower took a while to warm up.',
  ],
  Services: [
    'Very relaxing, the therapist was excellent.',
    'Booked online, no waiting at all.',
    'Nice place but the session started late.',
    'Great cut, exactly what I asked for.',
    'A bit pricey for what it was.',
  ],
  Restaurant: [
    'Delicious food and generous portions.',
    'Service was slow on a busy Friday night.',
    'The fish of the day was excellent.',
    'Cosy room, friendly waiters, fair prices.',
    'Dessert was the highlight.',
  ],
  Other: ['Thank you!', 'All good.'],
};

const REPLIES = [
  'Thank you for your kind words, we hope to welcome you again soon.',
  'Thank you for the feedback: we have passed it on to the team.',
  'We are sorry to read this and are looking into it. Thank you for telling us.',
];
const NAMES = ['Sarah K.', 'Tom', null, 'Aroha W.', null, 'Lucas M.', 'Priya', null];
const HIDE_REASONS = ['Mentions a staff member by full name', 'Guest asked us to remove it', 'Off topic'];

/** A fixed, well-mixed sequence: the i-th review's ratings and words, the same on every run. */
const mix = (i: number, salt: number) => ((i + 1) * 2654435761 + salt * 40503) >>> 0;
const pick = <T>(list: readonly T[], i: number, salt: number): T => list[mix(i, salt) % list.length]!;
/** Mostly fours and fives, some threes, a few low ones (as review sites see them). */
const RATINGS = [5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 5, 4, 1, 5, 4];

const DAY_MS = 86_400_000;

/** Sales of a property that ended before now, with a guest: the newest first. */
async function endedSales(db: Db, propertyId: number, limit: number) {
  // A day ago at least: a review is written after the visit, never before it ends.
  const before = new Date(Date.now() - DAY_MS);
  const stays = await db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        eq(booking.propertyId, propertyId),
        eq(booking.status, 'CHECKEDOUT'),
        lt(booking.checkedOutAt, before),
      ),
    )
    .orderBy(sql`${booking.checkedOutAt} desc`)
    .limit(limit);
  const visits = await db
    .select({ id: reservation.id })
    .from(reservation)
    .where(
      and(
        eq(reservation.propertyId, propertyId),
        eq(reservation.status, 'COMPLETED'),
        isNotNull(reservation.customerId),
        lt(reservation.endsAt, before),
      ),
    )
    .orderBy(sql`${reservation.endsAt} desc`)
    .limit(limit);
  const orders = await db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(
      and(
        eq(salesOrder.propertyId, propertyId),
        eq(salesOrder.status, 'COMPLETED'),
        isNotNull(salesOrder.customerId),
        lt(salesOrder.completedAt, before),
      ),
    )
    .orderBy(sql`${salesOrder.completedAt} desc`)
    .limit(limit);
  const all: { kind: ReviewSaleKind; id: number }[] = [
    ...stays.map((s) => ({ kind: 'BOOKING' as const, id: s.id })),
    ...visits.map((s) => ({ kind: 'RESERVATION' as const, id: s.id })),
    ...orders.map((s) => ({ kind: 'ORDER' as const, id: s.id })),
  ];
  return all;
}

export async function seedDemoReviews(db: Db, properties: Record<string, { id: number }>) {
  const now = Date.now();
  for (const [name, wanted] of Object.entries(PER_PROPERTY)) {
    const id = properties[name]?.id;
    if (!id) continue;
    const [p] = await db.select().from(property).where(eq(property.id, id));
    if (!p) continue;
    const aspects = reviewAspectsOf(p.businessType);
    const sales = await endedSales(db, id, wanted);
    let n = 0;
    for (const [i, s] of sales.entries()) {
      if (n >= wanted) break;
      const sale = await saleForReview(db, s.kind, s.id);
      if (!sale || sale.endedAt.getTime() > now - DAY_MS) continue;
      const writtenAt = new Date(
        Math.min(now - 3_600_000, sale.endedAt.getTime() + (1 + (mix(i, 1) % 4)) * DAY_MS),
      );
      const { values } = requestValues(p, s.kind, s.id, sale, sale.endedAt);
      const request = await insertRequestOnce(db, { ...values, createdAt: sale.endedAt, usedAt: writtenAt });
      if (!request) continue;
      const rating = pick(RATINGS, i, 2);
      const status = n % 7 === 3 ? 'HIDDEN' : n % 5 === 1 ? 'NEW' : 'PUBLISHED';
      const replied = status !== 'NEW' && (rating <= 3 || mix(i, 3) % 3 === 0);
      await insertReview(db, {
        propertyId: id,
        requestId: request.id,
        rating,
        aspects: Object.fromEntries(
          aspects.map((a, k) => [a, Math.max(1, Math.min(5, rating + ((mix(i, 10 + k) % 3) - 1)))]),
        ),
        comment: mix(i, 4) % 6 === 0 ? null : pick(COMMENTS[p.businessType], i, 5),
        displayName: pick(NAMES, i, 6),
        status,
        statusReason:
          status === 'HIDDEN'
            ? pick(HIDE_REASONS, i, 7)
            : status === 'PUBLISHED'
              ? 'Fair and on topic'
              : null,
        statusChangedByName: status === 'NEW' ? null : 'Demo',
        statusChangedAt: status === 'NEW' ? null : new Date(writtenAt.getTime() + DAY_MS / 2),
        reply: replied ? REPLIES[rating <= 3 ? 2 : mix(i, 8) % 2]! : null,
        repliedAt: replied ? new Date(writtenAt.getTime() + DAY_MS / 3) : null,
        repliedByName: replied ? `${name} team` : null,
        createdAt: writtenAt,
        updatedAt: writtenAt,
      });
      n++;
    }
  }
}

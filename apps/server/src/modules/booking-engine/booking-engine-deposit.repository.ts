// The deposit sweep's SQL (issue 16): which online reservations still hold a time their customer never paid the
// deposit for. An online reservation is one the customer made on the booking page: it has a link nobody signed in
// opened (its deposit). It is due for release while BOOKED (confirmed neither by the staff nor by its deposit), with
// no payment of any kind, no link paid and none the customer can still pay, and its time not begun (a time gone
// by frees nothing to sell, and a past visit is the desk's to settle).
import { and, asc, count, eq, exists, gt, isNull, not, or, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { payment, paymentLink, reservation } from '../../db/schema';
import type { ReservationRow } from '../reservation/reservation.repository';

/**
 * A checkout started shortly before the link expired may still be paid on the gateway's page: the reservation waits
 * this long after the last checkout, so a customer who paid at the last minute does not find their time given away.
 */
export const CHECKOUT_GRACE_MS = 30 * 60_000;

/** The rules of a reservation due for release at `now`, as one condition on `reservation`. */
function dueAt(db: Db, now: Date): SQL {
  const links = (where: SQL) =>
    exists(
      db
        .select({ one: paymentLink.id })
        .from(paymentLink)
        .where(and(eq(paymentLink.reservationId, reservation.id), where)),
    );
  const checkoutSince = new Date(now.getTime() - CHECKOUT_GRACE_MS);
  return and(
    eq(reservation.status, 'BOOKED'),
    gt(reservation.startsAt, now),
    // The customer's own deposit link: nobody signed in opened it.
    links(and(isNull(paymentLink.createdBy), eq(paymentLink.purpose, 'RESERVATION'))!),
    // Nothing paid, nothing payable: a link PAID, or ACTIVE before its expiry or within a fresh checkout's grace.
    not(
      links(
        or(
          eq(paymentLink.status, 'PAID'),
          and(
            eq(paymentLink.status, 'ACTIVE'),
            or(gt(paymentLink.expiresAt, now), gt(paymentLink.updatedAt, checkoutSince)),
          ),
        )!,
      ),
    ),
    not(
      exists(db.select({ one: payment.id }).from(payment).where(eq(payment.reservationId, reservation.id))),
    ),
  )!;
}

/** The ids of reservations due for release at `now`, oldest first, at most `limit`. */
export async function dueDepositHolds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: reservation.id })
    .from(reservation)
    .where(dueAt(db, now))
    .orderBy(asc(reservation.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The reservation under lock when it is still due, on `tx`; undefined when it is not, or when another process or a
 * payment holds it or one of its links. Nothing here waits: the reservation and its links are taken with SKIP
 * LOCKED (a payment locks its link, then the reservation: waiting on either could deadlock with it), and what is
 * left busy is seen again next round. Under these locks no link can be paid nor the reservation confirmed, so the
 * check made here holds until the commit.
 */
export async function lockDueHold(tx: Db, id: number, now: Date): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(reservation)
    .where(eq(reservation.id, id))
    .for('update', { skipLocked: true });
  if (!row) return undefined;
  const locked = await tx
    .select({ id: paymentLink.id })
    .from(paymentLink)
    .where(eq(paymentLink.reservationId, id))
    .for('update', { skipLocked: true });
  const [all] = await tx.select({ n: count() }).from(paymentLink).where(eq(paymentLink.reservationId, id));
  if (locked.length !== (all?.n ?? 0)) return undefined;
  const [due] = await tx
    .select({ id: reservation.id })
    .from(reservation)
    .where(and(eq(reservation.id, id), dueAt(tx, now)));
  return due ? row : undefined;
}

/**
 * The released reservation's links nobody paid, cancelled with it on `tx` (they are expired, or a clock apart from
 * the database's): none of them can take money for a time given away.
 */
export async function cancelOpenLinks(tx: Db, id: number, now: Date, byName: string) {
  await tx
    .update(paymentLink)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelledByName: byName, updatedAt: now })
    .where(and(eq(paymentLink.reservationId, id), eq(paymentLink.status, 'ACTIVE')));
}

// The end of a refund through the gateway (decision 0038's follow-up): the refund was written NotPaid by
// beginGatewayRefund; once the gateway answers, it turns Paid (and the booking's, reservation's or order's money
// follows) or goes (the gateway refused: nothing moved). Each is one short transaction, conditional on the refund
// still pending, so that the clerk's request and the reconciler finishing the same refund record it once.
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { auditPaymentChange, settlePayment } from './payment-settle';
import {
  dropPendingRefund,
  lockBookings,
  markRefundPaid,
  pendingRefunds,
  type PaymentRow,
} from './payment.repository';

/**
 * The gateway paid the refund back: it turns Paid with the gateway's refund id and is settled as any refund, on one
 * transaction (`after` runs on it: the invoice's money). Answers the row, or null when it was settled already.
 * No actor: the reconciler finished it; the trails then name the clerk who asked for it.
 */
export async function completeGatewayRefund(
  db: Db,
  pending: PaymentRow,
  refundRef: string,
  actor: AuditActor | null,
  after?: (tx: Db, refund: PaymentRow) => Promise<unknown>,
): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    await lockBookings(tx, [pending.bookingId]);
    const done = await markRefundPaid(tx, pending.id, refundRef);
    if (!done) return null;
    await auditPaymentChange(tx, actor, null, done, 'REFUND');
    await settlePayment(tx, actor, done.receivedByName ?? 'Payment gateway', done);
    if (after) await after(tx, done);
    return done;
  });
}

/** The gateway refused the refund: the pending row goes, nothing was paid back (false when settled already). */
export async function dropGatewayRefund(db: Db, pending: PaymentRow): Promise<boolean> {
  return db.transaction(async (tx) => (await dropPendingRefund(tx, pending.id)) != null);
}

/** Refunds still waiting for the gateway's answer since before `before`, for the reconciler. */
export const staleGatewayRefunds = (db: Db, before: Date) => pendingRefunds(db, before);

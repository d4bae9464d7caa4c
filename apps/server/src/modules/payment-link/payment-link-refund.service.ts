// Refunds of a card payment a guest made through a payment link (issue 13, decision 0038's follow-up): paid back
// through the gateway that took it, in three steps so that no lock waits on the gateway:
//   1. one short transaction writes the refund NotPaid (pending) if the payment still holds the amount; a unique
//      index keeps one pending refund per payment, so of two clerks at once one wins and the other gets 409;
//   2. the gateway is asked outside any transaction, with an idempotency key made from the pending refund's id;
//   3. a second short transaction records its answer: Paid with the gateway's refund id (the booking's, order's,
//      reservation's and invoice's money follow), or the row goes when the gateway refused.
// A crash between 2 and 3, or a gateway that does not answer, leaves the refund pending: the reconciler
// (resolvePendingRefunds, run by the server every minute) asks the gateway again with the same key, which pays
// back once however often it is asked, and records the answer.
import type { GatewayRefundInput, Payment } from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { AuditActor } from '../audit/audit.service';
import { settleInvoicePayments } from '../invoice/invoice.service';
import type { PaymentRow } from '../payment/payment.repository';
import {
  completeGatewayRefund,
  createPaymentService,
  dropGatewayRefund,
  staleGatewayRefunds,
} from '../payment/payment.service';
import { GatewayUnavailableError, type GatewayAdapter } from './gateway-adapter';
import type { GatewayChooser } from './gateway-chooser';
import { findLinkByPayment } from './payment-link.repository';

/** The key the gateway remembers a refund by: one per pending refund row, the same on every retry. */
export const refundIdempotencyKey = (refundId: number) => `bookone-refund-${refundId}`;

/**
 * A pending refund older than this is one nobody is waiting on any more (the Stripe client gives up after 20 s
 * and one retry): the reconciler may finish it.
 */
export const PENDING_REFUND_GRACE_MS = 120_000;

/** What the gateway said about a pending refund. */
type Answer = { refundRef: string } | { refused: string } | { unknown: string };

async function askGateway(gateway: GatewayAdapter, paymentRef: string, pending: PaymentRow): Promise<Answer> {
  try {
    return await gateway.refund(
      paymentRef,
      -pending.amount,
      pending.currency,
      refundIdempotencyKey(pending.id),
    );
  } catch (err) {
    const why = err instanceof Error ? err.message : 'no reason given';
    return err instanceof GatewayUnavailableError ? { unknown: why } : { refused: why };
  }
}

/** The invoice the refunded payment paid: its paid, balance and status follow, in the refund's transaction. */
const settleInvoice = (tx: Db, refund: PaymentRow) =>
  refund.invoiceId != null ? settleInvoicePayments(tx, refund.invoiceId) : Promise.resolve(null);

/** The gateway's answer recorded: true when the refund is settled (paid back or dropped), false when still pending. */
async function record(db: Db, pending: PaymentRow, answer: Answer, actor: AuditActor | null) {
  if ('refundRef' in answer) {
    await completeGatewayRefund(db, pending, answer.refundRef, actor, settleInvoice);
    return true;
  }
  if ('refused' in answer) {
    await dropGatewayRefund(db, pending);
    return true;
  }
  return false;
}

export function createPaymentLinkRefundService(db: Db, gateways: GatewayChooser) {
  const payments = createPaymentService(db);

  /** The link that took the payment and the property's adapter, which must still be of the link's gateway. */
  async function gatewayOf(propertyId: number, paymentId: number) {
    const link = await findLinkByPayment(db, paymentId);
    if (!link?.gatewayPaymentRef)
      return { refusal: 'This payment was not made online through a payment link' };
    const gateway = await gateways.adapterFor(propertyId);
    if (gateway?.kind !== link.gatewayKind)
      return { refusal: "The gateway that took this payment is no longer the property's" };
    return { gateway, paymentRef: link.gatewayPaymentRef };
  }

  return {
    /**
     * 201 with the refund once the gateway paid it back; 202 with the refund still NotPaid when the gateway did not
     * answer (the reconciler finishes it); 409 when the gateway refused (nothing recorded), another refund of the
     * payment is pending, or nothing is left.
     */
    async refund(
      actor: Actor,
      paymentId: number,
      input: GatewayRefundInput,
    ): Promise<{ status: 201 | 202; refund: Payment }> {
      // Read through the payment module first: another property's payment answers 404 (decision 0008).
      const original = await payments.get(actor, paymentId);
      const via = await gatewayOf(original.propertyId, paymentId);
      if ('refusal' in via)
        throw conflict(
          `${via.refusal}: refund it on the gateway that took it and record the refund at the desk`,
        );
      const pending = await payments.beginGatewayRefund(actor, paymentId, input);
      const answer = await askGateway(via.gateway, via.paymentRef, pending);
      if ('refused' in answer) {
        await record(db, pending, answer, actor);
        throw conflict(`The gateway refused the refund: ${answer.refused}`);
      }
      const settled = await record(db, pending, answer, actor);
      return { status: settled ? 201 : 202, refund: await payments.get(actor, pending.id) };
    },
  };
}
export type PaymentLinkRefundService = ReturnType<typeof createPaymentLinkRefundService>;

export interface ReconcileOutcome {
  refunded: number;
  dropped: number;
  stillPending: number;
}

/**
 * Finishes the refunds left pending since before `before` (a crash between the gateway's answer and its record, or
 * a gateway that did not answer): asks the gateway again with each one's key and records what it says. A refund
 * whose link or gateway is gone stays pending for a person to settle on the gateway's dashboard.
 */
export async function resolvePendingRefunds(
  db: Db,
  gateways: GatewayChooser,
  before = new Date(Date.now() - PENDING_REFUND_GRACE_MS),
): Promise<ReconcileOutcome> {
  const out: ReconcileOutcome = { refunded: 0, dropped: 0, stillPending: 0 };
  for (const pending of await staleGatewayRefunds(db, before)) {
    const link = await findLinkByPayment(db, pending.refundOf!);
    const gateway = await gateways.adapterFor(pending.propertyId);
    if (!link?.gatewayPaymentRef || gateway?.kind !== link.gatewayKind) {
      out.stillPending++;
      continue;
    }
    const answer = await askGateway(gateway, link.gatewayPaymentRef, pending);
    if (!(await record(db, pending, answer, null))) out.stillPending++;
    else if ('refundRef' in answer) out.refunded++;
    else out.dropped++;
  }
  return out;
}

/** The reconciler every `everyMs` (the server's; tests call resolvePendingRefunds themselves). */
export function startRefundReconciler(
  db: Db,
  gateways: GatewayChooser,
  everyMs: number,
  log: (err: unknown) => void,
) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= resolvePendingRefunds(db, gateways)
      .catch(log)
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

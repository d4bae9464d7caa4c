// Payment links, the guest's side (issue 13, decision 0038): no sign-in, the token is the key. The page's data,
// starting a checkout on the property's gateway, the test gateway's Pay, and the gateways' webhooks. Whatever
// the path, a payment is recorded once per gateway payment: the link row's lock orders deliveries, and its
// ACTIVE → PAID change and the unique gateway payment id refuse a second.
import { timingSafeEqual } from 'node:crypto';

import {
  ONLINE_RECEIVED_BY,
  TEST_DECLINED_CARD,
  todayIn,
  VALIDATION_KEYS,
  type PaymentCheckout,
  type PublicPaymentLink,
  type TestGatewayPayInput,
  type TestGatewayPayResult,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { invoiceCarrying, settleAfterPayment } from '../invoice/invoice.service';
import { recordOnlinePayment } from '../payment/payment.service';
import { WebhookSignatureError, type ReceivedPayment } from './gateway-adapter';
import type { GatewayChooser } from './gateway-chooser';
import type { QuoteBooked, QuoteBooking } from './payment-link-quote';
import {
  findLinkByTokenHash,
  findLinkRow,
  linkStatus,
  lockLinkRow,
  markLinkPaid,
  propertyForPage,
  updateLinkRow,
  type PaymentLinkRow,
} from './payment-link.repository';
import { hashLinkToken } from './payment-link.service';

/** Why a link takes no payment, in the guest's words (the page shows its own per status). */
const CLOSED = {
  PAID: 'This payment link has already been paid',
  EXPIRED: 'This payment link has expired',
  CANCELLED: 'This payment link was cancelled',
} as const;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface WebhookOutcome {
  received: true;
  /** recorded: a payment was recorded now; duplicate: it had been already; ignored: not a payment event. */
  result: 'recorded' | 'duplicate' | 'ignored';
}

export function createPaymentLinkPublicService(
  db: Db,
  gateways: GatewayChooser,
  quotes?: QuoteBooking,
  webBookings?: QuoteBooking,
  /** What a paid deposit of a reservation made online does to it (the reservation module's, from app.ts). */
  reservationPaid?: (tx: Db, reservationId: number) => Promise<void>,
) {
  /** Who books what a link's payment buys: an enquiry's quote, or a booking engine guest's stay (issue 16). */
  const bookerOf = (row: PaymentLinkRow) =>
    row.enquiryId != null ? quotes : row.bookingRequest != null ? webBookings : undefined;

  /**
   * The booking of an enquiry quote's deposit link, on the payment's transaction. A card payment the gateway has
   * already taken (a Stripe webhook) is recorded even when the stay sold out since: the booking is tried in a
   * savepoint and the enquiry keeps why, for the clerk to refund. The test gateway's Pay takes nothing: its refusal
   * rolls everything back and the guest is told.
   */
  async function bookQuote(
    tx: Db,
    kind: 'TEST' | 'STRIPE',
    row: PaymentLinkRow,
  ): Promise<QuoteBooked | null> {
    const booker = bookerOf(row);
    if (!booker) return null;
    if (kind === 'TEST') return booker.book(tx, row);
    try {
      return await tx.transaction((inner) => booker.book(inner, row));
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
      await booker.refused(tx, row, `Paid online but not booked: ${err.message}`);
      return null;
    }
  }

  async function linkOf(token: string) {
    const row = await findLinkByTokenHash(db, hashLinkToken(token));
    if (!row) throw notFound('Payment link');
    return row;
  }

  function assertOpen(row: PaymentLinkRow) {
    const status = linkStatus(row);
    if (status !== 'ACTIVE') throw conflict(CLOSED[status]);
  }

  /**
   * Records the payment a gateway reports for a link, once: under the link's lock, a link already PAID answers
   * 'duplicate' (a webhook delivered twice, or two at once). Money that lands on a link cancelled or expired
   * meanwhile is still recorded: the guest paid.
   */
  async function settle(kind: 'TEST' | 'STRIPE', p: ReceivedPayment): Promise<WebhookOutcome['result']> {
    try {
      return await db.transaction(async (tx) => {
        const row = await lockLinkRow(tx, p.linkId);
        if (!row) throw badRequest('No such payment link');
        if (row.status === 'PAID') return 'duplicate';
        const property = (await propertyForPage(tx, row.propertyId))!;
        const booked = await bookQuote(tx, kind, row);
        // A link for an order or a booking invoiced since pays the invoice that carries it now: the guest paid what
        // was asked, and the accountant reads the money on the invoice (its balance and status follow).
        const carrying = row.invoiceId == null ? await invoiceCarrying(tx, row) : null;
        const invoiceId = row.invoiceId ?? carrying?.id ?? null;
        const payment = await recordOnlinePayment(tx, {
          propertyId: row.propertyId,
          bookingId: booked?.bookingId ?? row.bookingId,
          reservationId: row.reservationId,
          invoiceId,
          orderId: row.orderId,
          // The notification names the invoice once it has a number, else what the link was for.
          ...(carrying?.number
            ? { reference: carrying.number, referenceKind: 'invoice' as const }
            : carrying
              ? { reference: row.reference, referenceKind: row.orderId != null ? 'order' : 'booking' }
              : booked
                ? { reference: booked.bookingNumber, referenceKind: 'booking' as const }
                : { reference: row.reference }),
          customerId: booked?.customerId ?? null,
          amount: row.amount,
          currency: row.currency,
          date: todayIn(property.timezone),
          receivedByName: ONLINE_RECEIVED_BY[kind],
          gatewayReference: p.paymentRef,
          description: row.description ?? `Payment link #${row.id}`,
        });
        const paid = await markLinkPaid(tx, row.id, {
          gatewayKind: kind,
          gatewayPaymentRef: p.paymentRef,
          paymentId: payment.id,
        });
        if (!paid) throw new Error(`payment link ${row.id} changed under its lock`);
        // The link names the booking its payment made, like a booking's own link.
        if (booked) await updateLinkRow(tx, row.id, { bookingId: booked.bookingId });
        // The invoice's paid, balance and status follow (PAID raises its INVOICE notification).
        if (invoiceId != null) await settleAfterPayment(tx, invoiceId);
        // A link nobody signed in made is a customer's own, from the booking engine: its deposit confirms the time.
        if (row.reservationId != null && row.createdBy == null)
          await reservationPaid?.(tx, row.reservationId);
        return 'recorded';
      });
    } catch (err) {
      // The same gateway payment already recorded on another link: nothing more to do.
      if (isUniqueViolation(err)) return 'duplicate';
      throw err;
    }
  }

  return {
    async page(token: string): Promise<PublicPaymentLink> {
      const row = await linkOf(token);
      const property = (await propertyForPage(db, row.propertyId))!;
      return {
        propertyName: property.name,
        logoUrl: property.logoUrl,
        purpose: row.purpose as PublicPaymentLink['purpose'],
        reference: row.reference,
        description: row.description,
        payerName: row.payerName,
        amount: row.amount,
        currency: row.currency,
        status: linkStatus(row),
        expiresAt: row.expiresAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
        gatewayKind: property.gatewayKind ?? null,
        // A link made in test mode stays one; a property still on the test gateway or in TEST mode is one too.
        testMode: row.testMode || property.gatewayKind === 'TEST' || property.mode === 'TEST',
        quote: row.enquiryId != null && quotes ? await quotes.page(db, row) : null,
      };
    },

    /** Starts a checkout on the property's gateway (409 when the link is closed or the property has none). */
    async checkout(token: string, returnUrl: string): Promise<PaymentCheckout> {
      const row = await linkOf(token);
      assertOpen(row);
      // A quote that can no longer be booked takes no money: the guest is told before any card is asked for.
      const problem = (await bookerOf(row)?.check(db, row)) ?? null;
      if (problem) throw conflict(problem);
      const gateway = await gateways.adapterFor(row.propertyId);
      if (!gateway) throw conflict('Online payment is not available for this property at the moment');
      const property = (await propertyForPage(db, row.propertyId))!;
      // The gateway is called outside any transaction: a slow gateway holds no lock.
      const session = await gateway.createCheckout({
        linkId: row.id,
        propertyId: row.propertyId,
        amount: row.amount,
        currency: row.currency,
        description: `${property.name}: ${row.reference ?? row.description ?? `payment #${row.id}`}`,
        customerEmail: row.email,
        returnUrl,
        expiresAt: row.expiresAt,
      });
      await db.transaction(async (tx) => {
        const locked = (await lockLinkRow(tx, row.id))!;
        assertOpen(locked);
        await updateLinkRow(tx, row.id, { gatewayKind: gateway.kind, checkoutRef: session.sessionId });
      });
      return {
        gatewayKind: gateway.kind,
        redirectUrl: session.redirectUrl,
        sessionId: gateway.kind === 'TEST' ? session.sessionId : null,
      };
    },

    /**
     * The test gateway's Pay, on BookOne's own checkout page: the session must be the link's last checkout (its id
     * was only told to whoever started it). The declining card pays nothing; a repeated Pay answers PAID again.
     */
    async testPay(token: string, input: TestGatewayPayInput): Promise<TestGatewayPayResult> {
      const row = await linkOf(token);
      const session = row.checkoutRef ?? '';
      if (row.gatewayKind !== 'TEST' || !sameText(session, input.sessionId))
        throw badRequest('This checkout is not the link’s current one: start again', {
          sessionId: VALIDATION_KEYS.unknownId,
        });
      if (row.status === 'PAID') return { outcome: 'PAID' };
      assertOpen(row);
      const gateway = await gateways.adapterFor(row.propertyId);
      if (gateway?.kind !== 'TEST') throw conflict('The test gateway is no longer this property’s gateway');
      if (input.cardNumber === TEST_DECLINED_CARD) return { outcome: 'DECLINED' };
      try {
        await settle('TEST', {
          paymentRef: session,
          sessionId: session,
          linkId: row.id,
          amount: row.amount,
          currency: row.currency,
        });
      } catch (err) {
        // The quoted stay sold out since: nothing was taken; the enquiry keeps why, the guest reads it (409).
        const booker = bookerOf(row);
        if (booker && err instanceof AppError && err.statusCode === 409)
          await booker.refused(db, row, err.message);
        throw err;
      }
      return { outcome: 'PAID' };
    },

    /**
     * A Stripe webhook for a property: verified with its signing secret (400 otherwise, and Stripe retries), then
     * recorded once. A payment for another property's link, or for another amount, is refused.
     */
    async stripeWebhook(
      propertyId: number,
      rawBody: string,
      signature: string | undefined,
    ): Promise<WebhookOutcome> {
      const gateway = await gateways.adapterFor(propertyId);
      if (gateway?.kind !== 'STRIPE' || !gateway.verifyWebhook) throw notFound('Stripe gateway');
      let received: ReceivedPayment | null;
      try {
        received = gateway.verifyWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw badRequest(`Webhook refused: ${err.message}`);
        throw err;
      }
      if (!received) return { received: true, result: 'ignored' };
      const row = await findLinkRow(db, received.linkId);
      if (!row || row.propertyId !== propertyId) throw badRequest('No such payment link at this property');
      if (received.currency !== row.currency || Math.abs(received.amount - row.amount) > 0.005)
        throw badRequest(
          `The payment (${received.currency} ${received.amount.toFixed(2)}) is not the link's amount (${row.currency} ${row.amount.toFixed(2)})`,
        );
      return { received: true, result: await settle('STRIPE', received) };
    },
  };
}
export type PaymentLinkPublicService = ReturnType<typeof createPaymentLinkPublicService>;

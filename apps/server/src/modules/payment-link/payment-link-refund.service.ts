// Refunds of a card payment a guest made through a payment link (issue 13): paid back through the gateway that took
// it (its adapter's refund), recorded by the payment module as a refund linked by refund_of with the gateway's
// refund id as its reference. The payment module's refund checks, under the payment's lock, that no more goes back
// than was paid: two clerks refunding at once are served one after the other, and the second is refused (409) once
// nothing is left. The gateway is called last in that transaction, so a refusal records nothing.
import type { GatewayRefundInput, Payment } from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { createPaymentService } from '../payment/payment.service';
import type { GatewayChooser } from './gateway-chooser';
import { findLinkByPayment } from './payment-link.repository';

export function createPaymentLinkRefundService(db: Db, gateways: GatewayChooser) {
  const payments = createPaymentService(db);

  return {
    async refund(actor: Actor, paymentId: number, input: GatewayRefundInput): Promise<Payment> {
      // Read through the payment module first: another property's payment answers 404 (decision 0008).
      const original = await payments.get(actor, paymentId);
      const link = await findLinkByPayment(db, paymentId);
      if (!link?.gatewayPaymentRef)
        throw conflict('This payment was not made online through a payment link: record its refund instead');
      const gateway = await gateways.adapterFor(original.propertyId);
      if (gateway?.kind !== link.gatewayKind)
        throw conflict(
          "The gateway that took this payment is no longer the property's: refund it on that gateway and record it",
        );
      const ref = link.gatewayPaymentRef;
      return payments.refund(actor, paymentId, { ...input, mode: 'Card' }, async (row, amount) => {
        try {
          return await gateway.refund(ref, amount, row.currency);
        } catch (err) {
          throw conflict(
            `The gateway refused the refund: ${err instanceof Error ? err.message : 'no reason given'}`,
          );
        }
      });
    },
  };
}
export type PaymentLinkRefundService = ReturnType<typeof createPaymentLinkRefundService>;

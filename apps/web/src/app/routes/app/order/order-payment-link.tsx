import type { Order } from '@bookone/domain';

import { SendPaymentLinkButton } from '../../../../features/payment-links/components/send-payment-link-dialog';
import { useCustomer } from '../../../../lib/queries/customers';

/**
 * Send payment link on an order with a balance (issue 13): the customer pays it online, the email and mobile
 * prefilled from the order's customer. A room order is paid with its booking's folio: no link.
 */
export function OrderPaymentLink({ order }: { order: Order }) {
  const customer = useCustomer(order.customerId).data;
  return (
    <SendPaymentLinkButton
      subject={{
        purpose: 'ORDER',
        id: order.id,
        propertyId: order.propertyId,
        reference: order.referenceNumber,
        balance: order.chargedToRoom ? 0 : order.balance,
        currency: order.currency,
        email: customer?.email ?? null,
        phone: customer?.phone ?? null,
        payerName: order.customerName,
      }}
    />
  );
}

import type { Invoice } from '@bookone/domain';

import { SendPaymentLinkButton } from '../../../../features/payment-links/components/send-payment-link-dialog';

/** Send payment link on an issued invoice with a balance (issue 13): the guest pays it online. */
export const invoicePaymentLink = (inv: Invoice) => (
  <SendPaymentLinkButton
    subject={{
      purpose: 'INVOICE',
      id: inv.id,
      propertyId: inv.propertyId,
      reference: inv.number ?? '',
      balance: inv.balance,
      currency: inv.currency,
      payerName: inv.billToName,
    }}
  />
);

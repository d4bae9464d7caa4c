import type { CreatedPaymentLink, PaymentLink } from '@bookone/domain';

/** A payment link answer of the API, valid against the domain schema; override what a test is about. */
export function buildPaymentLink(over: Partial<PaymentLink> = {}): PaymentLink {
  return {
    id: 5,
    propertyId: 12,
    purpose: 'BOOKING',
    bookingId: 7,
    reservationId: null,
    invoiceId: null,
    orderId: null,
    reference: 'BK-1',
    description: null,
    amount: 150,
    currency: 'NZD',
    status: 'ACTIVE',
    expiresAt: '2026-12-01T10:00:00.000Z',
    email: 'grace@example.com',
    phone: null,
    payerName: 'Grace Payer',
    testMode: true,
    paymentId: null,
    paidAt: null,
    cancelledAt: null,
    cancelledByName: null,
    createdByName: 'Desk',
    createdAt: '2026-11-25T04:00:00.000Z',
    ...over,
  };
}

/** The creation's answer: the link with its path, told once. */
export const buildCreatedLink = (path: string, over: Partial<PaymentLink> = {}): CreatedPaymentLink => ({
  ...buildPaymentLink(over),
  path,
});

import type { Payment } from '@bookone/domain';

/** A Paid card payment of 100 NZD at property 12 (not on a booking), for the payments tests. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 5,
    propertyId: 12,
    bookingId: null,
    bookingNumber: null,
    guestName: null,
    reservationId: null,
    reservationReference: null,
    orderId: null,
    orderReference: null,
    expenseId: null,
    date: '2026-05-04',
    amount: 100,
    currency: 'NZD',
    mode: 'Card',
    status: 'Paid',
    reference: null,
    description: 'Deposit',
    refundReason: null,
    refundOf: null,
    advance: false,
    receivedByName: 'Hotel Admin',
    createdAt: '2026-05-04T10:00:00Z',
    updatedAt: '2026-05-04T10:00:00Z',
    ...overrides,
  };
}

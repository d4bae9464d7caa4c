// A link that asks for the deposit of an enquiry's quote (issue 15): paying it books the quoted stay in the
// transaction that records the payment. The enquiry module (above this one) books it; app.ts hands its functions in
// (decision 0012), so that this module never imports the enquiry module.
import type { PublicQuote } from '@bookone/domain';

import type { Db } from '../../db/client';
import type { PaymentLinkRow } from './payment-link.repository';

export interface QuoteBooked {
  bookingId: number;
  bookingNumber: string;
  customerId: number;
}

export interface QuoteBooking {
  /**
   * On the payment's transaction: books the link's quote CONFIRMED and turns its enquiry WON. Throws the 409 of a
   * stay that can no longer be sold: the caller's transaction then rolls back, and no payment is recorded.
   */
  book(tx: Db, link: PaymentLinkRow): Promise<QuoteBooked>;
  /** Why the quote can no longer be booked (sold out, the enquiry closed), or null: checked before any checkout. */
  check(db: Db, link: PaymentLinkRow): Promise<string | null>;
  /** A payment refused for `reason`: the enquiry keeps it for the clerk (on `db`, after the rollback). */
  refused(db: Db, link: PaymentLinkRow, reason: string): Promise<void>;
  /** The quote as the guest's page shows it. */
  page(db: Db, link: PaymentLinkRow): Promise<PublicQuote | null>;
}

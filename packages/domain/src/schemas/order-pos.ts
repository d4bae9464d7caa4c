// What the point of sale reads of other modules (issue 12): the in-house guests a room order is charged to and a
// customer looked up by name, phone or email. Whoever takes orders (order.write, e.g. a waiter) reads these narrow
// answers without the bookings' or customers' permissions: no folio, no address, no notes, no documents.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

/** An in-house guest of today: a checked-in booking of the property. */
export const posGuestSchema = z.object({
  /** The booking's id: the order's `bookingId`. */
  id: z.number().int(),
  bookingNumber: z.string(),
  guestName: z.string(),
  /** The rooms allocated now, by number. */
  rooms: z.array(z.string()),
  departure: z.string(),
});
export type PosGuest = z.infer<typeof posGuestSchema>;
export const posGuestListSchema = z.array(posGuestSchema);

/** GET …/pos/customers: a name, phone or email fragment of two characters or more. */
export const posCustomerQuerySchema = z.object({
  search: z.string().trim().min(2, VALIDATION_KEYS.searchText).max(120, VALIDATION_KEYS.tooLong),
});
export type PosCustomerQuery = z.infer<typeof posCustomerQuerySchema>;

/** A customer as the till picks one: who it is and how to reach them. */
export const posCustomerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type PosCustomer = z.infer<typeof posCustomerSchema>;
export const posCustomerListSchema = z.array(posCustomerSchema);

/** At most this many customers answer a lookup: the till shows a short list to pick from. */
export const POS_CUSTOMER_LIMIT = 10;

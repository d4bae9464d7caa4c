// Reservations of the services (issue 11): a customer's booking of one or more offerings' slots, each line holding
// a resource for a time range. The slot engine that finds free slots is ../slots.ts.
import { z } from 'zod';

/** BOOKED → CONFIRMED → CHECKED_IN (arrived) → COMPLETED; CANCELLED (with a reason) and NO_SHOW end it early. */
export const RESERVATION_STATUSES = [
  'BOOKED',
  'CONFIRMED',
  'CHECKED_IN',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);

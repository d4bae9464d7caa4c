// A customer's identity documents, stay history and merge (they read bookings, so they sit above both).
import { z } from 'zod';

import { requiredText } from '../validation';
import { ID_DOCUMENT_TYPES } from './front-desk-lists';
import { bookingSchema } from './booking';
import { id } from './helpers';

// ------------------------------------------------------------------ customers: documents, history, merge

/**
 * GET/POST /api/customer/:customerId/documents (JSON: type and number); PUT/DELETE …/documents/:documentId;
 * POST …/documents/:documentId/front and …/back (multipart `file`, image or PDF ≤ 5 MB); GET the same paths to
 * download (staff of the property only; never public).
 */
export const customerDocumentInputSchema = z.object({
  type: z.enum(ID_DOCUMENT_TYPES),
  number: requiredText(60),
});
export type CustomerDocumentInput = z.infer<typeof customerDocumentInputSchema>;

export const customerDocumentSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  type: z.string(),
  number: z.string(),
  frontName: z.string().nullable(),
  backName: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

/** GET /api/customer/:customerId/stays: their bookings (newest first) and totals. */
export const customerStaysSchema = z.object({
  bookings: z.array(bookingSchema),
  totals: z.object({
    stays: z.number().int(),
    nights: z.number().int(),
    spent: z.number(),
    paid: z.number(),
    balance: z.number(),
    lastStay: z.string().nullable(),
    nextStay: z.string().nullable(),
  }),
});
export type CustomerStays = z.infer<typeof customerStaysSchema>;

/**
 * POST /api/customer/:customerId/merge: the duplicate's bookings, payments and documents move to this customer,
 * blank fields are filled from it, and the duplicate is deleted. Both must be of the same property.
 */
export const customerMergeSchema = z.object({ duplicateId: id });
export type CustomerMergeInput = z.infer<typeof customerMergeSchema>;

// Email invoice (issue 13): an issued invoice's PDF sent through the message outbox (decision 0029).
import { z } from 'zod';

import { emailSchema } from '../validation';
import { nullableOptional } from './helpers';

/** POST /api/invoice/:invoiceId/email. `to` left out: the bill-to customer's or company's email. */
export const invoiceEmailInputSchema = z.object({
  to: nullableOptional(z.union([emailSchema, z.literal('')])),
  /** The email's language (the clerk's, unless the customer speaks another). */
  language: z.enum(['en', 'fr']).default('en'),
});
export type InvoiceEmailInput = z.input<typeof invoiceEmailInputSchema>;

/** The queued email: Msg Tracker shows it as it is sent. */
export const invoiceEmailResultSchema = z.object({
  messageId: z.number().int(),
  recipient: z.string(),
});
export type InvoiceEmailResult = z.infer<typeof invoiceEmailResultSchema>;

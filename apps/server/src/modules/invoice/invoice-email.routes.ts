import { idParam, invoiceEmailInputSchema, invoiceEmailResultSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses } from '../../lib/route';
import type { InvoiceEmailService } from './invoice-email.service';

export const invoiceEmailRoutes: FastifyPluginAsyncZod<{ invoiceEmail: InvoiceEmailService }> = async (
  app,
  { invoiceEmail },
) => {
  app.post(
    '/api/invoice/:invoiceId/email',
    {
      config: { permission: 'invoice.write' },
      schema: {
        tags: ['invoices'],
        summary:
          'Email an issued invoice with its PDF attached, through the message outbox (Msg Tracker shows it); the ' +
          'recipient defaults to the bill-to customer’s or company’s email (400 when there is none); 409 for a draft, ' +
          'a void invoice or a credit note',
        params: z.object({ invoiceId: idParam }),
        body: invoiceEmailInputSchema,
        response: { 202: invoiceEmailResultSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const result = await invoiceEmail.send(actorOf(req), req.params.invoiceId, req.body);
      return reply.code(202).send(result);
    },
  );
};

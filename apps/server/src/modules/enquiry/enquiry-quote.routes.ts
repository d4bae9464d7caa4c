import {
  enquiryQuoteInputSchema,
  enquiryQuotePreviewSchema,
  enquiryQuoteSendSchema,
  enquirySchema,
  idParam,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses } from '../../lib/route';
import type { EnquiryQuoteService } from './enquiry-quote.service';

const tags = ['enquiries'];
const enquiryParams = z.object({ enquiryId: idParam });
const write = { permission: 'enquiry.write' } as const;

export const enquiryQuoteRoutes: FastifyPluginAsyncZod<{ quotes: EnquiryQuoteService }> = async (
  app,
  { quotes },
) => {
  app.post(
    '/api/enquiry/:enquiryId/quote/preview',
    {
      config: write,
      schema: {
        tags,
        summary:
          "The booking form's live quote of a stay for an open enquiry of a property (availability, prices, the " +
          "caller's discount cap) and the deposit it would ask; nothing is saved",
        params: enquiryParams,
        body: enquiryQuoteInputSchema,
        response: { 200: enquiryQuotePreviewSchema, ...errorResponses },
      },
    },
    (req) => quotes.preview(actorOf(req), req.params.enquiryId, req.body),
  );

  app.put(
    '/api/enquiry/:enquiryId/quote',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Save the quote on an open enquiry (NEW/QUOTED → QUOTED), priced again with live availability (409 when ' +
          'the stay cannot be sold); a quote sent before is replaced and its payment link cancelled',
        params: enquiryParams,
        body: enquiryQuoteInputSchema,
        response: { 200: enquirySchema, ...errorResponses },
      },
    },
    (req) => quotes.save(actorOf(req), req.params.enquiryId, req.body),
  );

  app.post(
    '/api/enquiry/:enquiryId/quote/send',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Email the saved quote with a payment link for its deposit (the caller also sends payment links; the ' +
          "property's Payment Link subscription and gateway); paying the link books the quote CONFIRMED and the " +
          'enquiry turns WON',
        params: enquiryParams,
        body: enquiryQuoteSendSchema,
        response: { 200: enquirySchema, ...errorResponses },
      },
    },
    (req) => quotes.send(actorOf(req), req.params.enquiryId, req.body),
  );
};

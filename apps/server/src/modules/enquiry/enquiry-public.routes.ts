// The public enquiry form's API: no sign-in, rate-limited per address like the other public routes.
import {
  publicEnquiryFormSchema,
  publicEnquiryInputSchema,
  publicEnquiryReceiptSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createRateLimit, publicTokenErrors } from '../../lib/rate-limit';
import type { PublicEnquiryService } from './enquiry-public.service';

const tags = ['enquiries (public)'];
const params = z.object({
  seoFriendlyName: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/i),
});

export interface PublicEnquiryOptions {
  enquiryForm: PublicEnquiryService;
  /** Requests a minute per address: reading the form, and sending one (far fewer: each files an enquiry). */
  pagesPerMinute?: number;
  sendsPerMinute?: number;
}

export const enquiryPublicRoutes: FastifyPluginAsyncZod<PublicEnquiryOptions> = async (app, o) => {
  const pages = createRateLimit(o.pagesPerMinute ?? 60);
  const sends = createRateLimit(o.sendsPerMinute ?? 10);

  app.get(
    '/api/public/enquire/:seoFriendlyName',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          "A property's public enquiry form: its name, logo and room types (404 for an unknown address)",
        params,
        response: { 200: publicEnquiryFormSchema, ...publicTokenErrors },
      },
    },
    (req) => o.enquiryForm.form(req.params.seoFriendlyName),
  );

  app.post(
    '/api/public/enquire/:seoFriendlyName',
    {
      config: { public: true },
      onRequest: async (req) => sends.hit(req.ip),
      schema: {
        tags,
        summary:
          "Send an enquiry to the property: filed NEW in its organisation's inbox, the property's staff notified; " +
          'answers the enquiry number to quote',
        params,
        body: publicEnquiryInputSchema,
        response: { 201: publicEnquiryReceiptSchema, ...publicTokenErrors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await o.enquiryForm.submit(req.params.seoFriendlyName, req.body)),
  );
};

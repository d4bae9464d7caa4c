// The guest's review page and the public reviews of a property: no sign-in, rate-limited per address (the payment
// link pages' limit). The JSON for websites carries an ETag and may be cached a few minutes by browsers and proxies.
import {
  idParam,
  publicReviewRequestSchema,
  publicReviewsSchema,
  reviewSubmitSchema,
  reviewTokenSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createRateLimit, publicTokenErrors } from '../../lib/rate-limit';
import type { ReviewPublicService } from './review-public.service';

const tags = ['reviews (public)'];
const tokenParams = z.object({ token: reviewTokenSchema });
const publicErrors = publicTokenErrors;

export interface PublicReviewOptions {
  reviews: ReviewPublicService;
  /** Requests a minute per address on the guest's page; the website JSON allows more (many visitors, one office). */
  pagesPerMinute?: number;
  feedPerMinute?: number;
}

/** How long a browser or proxy may reuse the JSON without asking again. */
const FEED_MAX_AGE_SECONDS = 300;

export const reviewPublicRoutes: FastifyPluginAsyncZod<PublicReviewOptions> = async (app, o) => {
  const pages = createRateLimit(o.pagesPerMinute ?? 60);
  const feed = createRateLimit(o.feedPerMinute ?? 600);
  const { reviews } = o;

  app.get(
    '/api/public/review/:token',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          'A review link’s page: the property, what was stayed in or visited, the aspects to rate, and whether ' +
          'the link is still open (USED, EXPIRED otherwise)',
        params: tokenParams,
        response: { 200: publicReviewRequestSchema, ...publicErrors },
      },
    },
    (req) => reviews.page(req.params.token),
  );

  app.post(
    '/api/public/review/:token',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          'Leave the review (overall rating 1–5, the aspects of the business type, a comment, a display name): ' +
          'once per link, 409 once used or expired',
        params: tokenParams,
        body: reviewSubmitSchema,
        response: { 201: z.object({ id: z.number().int() }), ...publicErrors },
      },
    },
    async (req, reply) => reply.status(201).send(await reviews.submit(req.params.token, req.body)),
  );

  app.get(
    '/api/public/review/property/:propertyId',
    {
      config: { public: true, external: true },
      onRequest: async (req) => feed.hit(req.ip),
      schema: {
        tags,
        summary:
          "A property's published reviews for its website (newest 50): display name, ratings, comment, the " +
          "property's reply, the day; nothing else about the guest. ETag and If-None-Match (304) supported",
        params: z.object({ propertyId: idParam }),
        response: { 200: publicReviewsSchema, 304: z.null().describe('Not modified'), ...publicErrors },
      },
    },
    async (req, reply) => {
      const { body, etag } = await reviews.published(req.params.propertyId);
      void reply
        .header('etag', etag)
        .header('cache-control', `public, max-age=${FEED_MAX_AGE_SECONDS}`)
        .header('access-control-allow-origin', '*');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return body;
    },
  );
};

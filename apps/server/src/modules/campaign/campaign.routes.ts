import {
  apiErrorSchema,
  audiencePreviewInputSchema,
  audiencePreviewSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignPageSchema,
  campaignPromotionSchema,
  campaignPropertySchema,
  campaignSchema,
  idParam,
  unsubscribeAnswerSchema,
  unsubscribeTokenSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createRateLimit } from '../../lib/rate-limit';
import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import type { CampaignService } from './campaign.service';

const tags = ['campaigns'];
const organisationParams = z.object({ organisationId: idParam });
const campaignParams = z.object({ campaignId: idParam });
const read = { permission: 'campaign.read' } as const;
const write = { permission: 'campaign.write' } as const;

export interface CampaignRoutesOptions {
  campaigns: CampaignService;
  /** Unsubscribe requests a minute per address. */
  publicPerMinute?: number;
}

export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (
  app,
  { campaigns, publicPerMinute },
) => {
  app.get(
    '/api/campaign/organisation/:organisationId',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of the organisation's campaigns with their results (a property user's: their property's), newest " +
          'first unless sorted, filtered by status and property, searched by name',
        params: organisationParams,
        querystring: campaignListQuerySchema,
        response: { 200: campaignPageSchema, ...readErrorResponses },
      },
    },
    (req) => campaigns.list(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/campaign/organisation/:organisationId/properties',
    {
      config: read,
      schema: {
        tags,
        summary: 'The properties a campaign may be for (a property user: their own)',
        params: organisationParams,
        response: { 200: z.array(campaignPropertySchema), ...readErrorResponses },
      },
    },
    (req) => campaigns.properties(actorOf(req), req.params.organisationId),
  );

  app.get(
    '/api/campaign/organisation/:organisationId/promotions',
    {
      config: read,
      schema: {
        tags,
        summary: 'The active promotions not yet ended that a campaign may carry (a property user: their own)',
        params: organisationParams,
        response: { 200: z.array(campaignPromotionSchema), ...readErrorResponses },
      },
    },
    (req) => campaigns.promotions(actorOf(req), req.params.organisationId),
  );

  app.post(
    '/api/campaign/organisation/:organisationId/audience',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Who a campaign with this filter would reach now: the count of consenting customers with an address (or ' +
          'number) for the channel, those left out and why, and a page of the customers',
        params: organisationParams,
        body: audiencePreviewInputSchema,
        response: { 200: audiencePreviewSchema, ...errorResponses },
      },
    },
    (req) => campaigns.preview(actorOf(req), req.params.organisationId, req.body),
  );

  app.post(
    '/api/campaign/organisation/:organisationId',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Write a campaign: a draft, or SCHEDULED when it has a time; a property user writes for their property, ' +
          'the organisation administrator also for the organisation (propertyId null)',
        params: organisationParams,
        body: campaignInputSchema,
        response: { 201: campaignSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await campaigns.create(actorOf(req), req.params.organisationId, req.body)),
  );

  app.get(
    '/api/campaign/:campaignId',
    {
      config: read,
      schema: {
        tags,
        summary: 'One campaign with its results',
        params: campaignParams,
        response: { 200: campaignSchema, ...readErrorResponses },
      },
    },
    (req) => campaigns.get(actorOf(req), req.params.campaignId),
  );

  app.put(
    '/api/campaign/:campaignId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a draft or scheduled campaign (409 once sent or cancelled)',
        params: campaignParams,
        body: campaignInputSchema,
        response: { 200: campaignSchema, ...errorResponses },
      },
    },
    (req) => campaigns.update(actorOf(req), req.params.campaignId, req.body),
  );

  app.post(
    '/api/campaign/:campaignId/send',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Send a draft or scheduled campaign now: one message per consenting customer through the outbox, never ' +
          'twice to a customer (409 when already sent)',
        params: campaignParams,
        response: { 200: campaignSchema, ...errorResponses },
      },
    },
    (req) => campaigns.send(actorOf(req), req.params.campaignId),
  );

  app.post(
    '/api/campaign/:campaignId/cancel',
    {
      config: write,
      schema: {
        tags,
        summary: 'Call off a draft or scheduled campaign (409 once sent)',
        params: campaignParams,
        response: { 200: campaignSchema, ...errorResponses },
      },
    },
    (req) => campaigns.cancel(actorOf(req), req.params.campaignId),
  );

  // The guest's side: no sign-in, the link's signed token only, rate-limited per address.
  const limit = createRateLimit(publicPerMinute ?? 30);
  const tokenParams = z.object({ token: unsubscribeTokenSchema });
  const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema } as const;
  const publicTags = ['campaigns (public)'];

  app.get(
    '/api/public/unsubscribe/:token',
    {
      config: { public: true },
      onRequest: async (req) => limit.hit(req.ip),
      schema: {
        tags: publicTags,
        summary:
          "An unsubscribe link's page: the property the guest would stop hearing from, and whether they already " +
          'did (reading changes nothing: mail scanners open links)',
        params: tokenParams,
        response: { 200: unsubscribeAnswerSchema, ...publicErrors },
      },
    },
    (req) => campaigns.unsubscribePage(req.params.token),
  );

  app.post(
    '/api/public/unsubscribe/:token',
    {
      config: { public: true },
      onRequest: async (req) => limit.hit(req.ip),
      schema: {
        tags: publicTags,
        summary:
          "Unsubscribe: clears the customer's marketing consent (dated) and records it on the campaign; again: no " +
          'change',
        params: tokenParams,
        response: { 200: unsubscribeAnswerSchema, ...publicErrors },
      },
    },
    (req) => campaigns.unsubscribe(req.params.token),
  );
};

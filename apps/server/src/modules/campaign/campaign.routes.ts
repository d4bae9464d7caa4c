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
  campaignZone,
  idParam,
  instantToWallClock,
  todayIn,
  type Campaign,
  unsubscribeAnswerSchema,
  unsubscribeTokenSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { createRateLimit } from '../../lib/rate-limit';
import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import type { CampaignService } from './campaign.service';

const tags = ['campaigns'];
const organisationParams = z.object({ organisationId: idParam });
const campaignParams = z.object({ campaignId: idParam });
const read = { permission: 'campaign.read' } as const;
const write = { permission: 'campaign.write' } as const;

/** The export's columns: times as the campaign's local date and time, in `zoneOf` it (campaignZone). */
function exportColumns(zoneOf: (c: Campaign) => string): ExcelColumn<Campaign>[] {
  const r = (c: Campaign) => c.results;
  const at = (c: Campaign, instant: string | null) => {
    if (instant == null) return null;
    const { date, time } = instantToWallClock(Date.parse(instant), zoneOf(c));
    return `${date} ${time}`;
  };
  return [
    { header: 'ID', type: 'number', width: 8, value: (c) => c.id },
    { header: 'Name', width: 30, value: (c) => c.name },
    { header: 'Property', width: 24, value: (c) => c.propertyName ?? 'Whole organisation' },
    { header: 'Channel', width: 9, value: (c) => c.channel },
    { header: 'Status', width: 11, value: (c) => c.status },
    { header: 'Scheduled', width: 17, value: (c) => at(c, c.scheduledAt) },
    { header: 'Sent', width: 17, value: (c) => at(c, c.sentAt) },
    { header: 'Promotion', width: 24, value: (c) => c.promotionName },
    { header: 'Audience', type: 'number', width: 10, value: (c) => r(c).audienceSize },
    { header: 'Sent messages', type: 'number', width: 10, value: (c) => r(c).sent },
    { header: 'Waiting', type: 'number', width: 10, value: (c) => r(c).pending },
    { header: 'Failed', type: 'number', width: 10, value: (c) => r(c).failed },
    { header: 'Unsubscribed', type: 'number', width: 13, value: (c) => r(c).unsubscribed },
    { header: 'Redemptions', type: 'number', width: 12, value: (c) => r(c).redemptions },
    { header: 'Revenue', type: 'money', width: 14, value: (c) => r(c).revenue },
    { header: 'Time zone', width: 20, value: zoneOf },
    { header: 'Created by', width: 20, value: (c) => c.createdByName },
  ];
}

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
    '/api/campaign/organisation/:organisationId/export',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The same filter as the list, every row with its results, as an .xlsx workbook; times in the ' +
          "campaign's time zone (its property's; an organisation-wide campaign's: the organisation's first property's)",
        params: organisationParams,
        querystring: campaignListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, properties } = await campaigns.exportRows(
        actorOf(req),
        req.params.organisationId,
        req.query,
      );
      return sendExport(reply, {
        sheet: 'Campaigns',
        file: 'campaigns',
        date: todayIn(campaignZone(properties, null).zone),
        columns: exportColumns((c) => campaignZone(properties, c.propertyId).zone),
        rows,
      });
    },
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

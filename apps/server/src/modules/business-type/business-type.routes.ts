import {
  businessTypeInputSchema,
  businessTypeKeyParam,
  businessTypeListQuerySchema,
  businessTypePageSchema,
  businessTypeSchema,
  idParam,
  offeredBusinessTypeSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import type { BusinessTypeService } from './business-type.service';

const tags = ['business-types'];
const organisationParams = z.object({ organisationId: idParam });
const typeParams = organisationParams.extend({ key: businessTypeKeyParam });
const read = { permission: 'businessType.read' } as const;
const write = { permission: 'businessType.write' } as const;

export const businessTypeRoutes: FastifyPluginAsyncZod<{ businessTypes: BusinessTypeService }> = async (
  app,
  { businessTypes },
) => {
  app.get(
    '/api/business-type',
    {
      config: read,
      schema: {
        tags,
        summary:
          "The caller's organisation's business types with their labels, terms and modules, in the product's " +
          'order; onboarding offers the active ones',
        response: { 200: z.array(offeredBusinessTypeSchema), ...readErrorResponses },
      },
    },
    (req) => businessTypes.offered(actorOf(req)),
  );

  app.get(
    '/api/business-type/organisation/:organisationId',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of the organisation's business types (its own settings over the platform's defaults), filtered " +
          'by active, searched by key, label or terms, with the number of its properties of each type',
        params: organisationParams,
        querystring: businessTypeListQuerySchema,
        response: { 200: businessTypePageSchema, ...readErrorResponses },
      },
    },
    (req) => businessTypes.list(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/business-type/organisation/:organisationId/:key',
    {
      config: read,
      schema: {
        tags,
        summary: 'One business type as the organisation sees it',
        params: typeParams,
        response: { 200: businessTypeSchema, ...readErrorResponses },
      },
    },
    (req) => businessTypes.get(actorOf(req), req.params.organisationId, req.params.key),
  );

  app.put(
    '/api/business-type/organisation/:organisationId/:key',
    {
      config: write,
      schema: {
        tags,
        summary:
          "The organisation's labels, terms, modules and offer of a type (the platform organisation's are the " +
          'defaults of every other); 409 when it changed since the version read',
        params: typeParams,
        body: businessTypeInputSchema,
        response: { 200: businessTypeSchema, ...errorResponses },
      },
    },
    (req) => businessTypes.update(actorOf(req), req.params.organisationId, req.params.key, req.body),
  );

  app.delete(
    '/api/business-type/organisation/:organisationId/:key',
    {
      config: write,
      schema: {
        tags,
        summary:
          "The organisation follows the platform's defaults of the type again; 409 when its settings changed " +
          'since the version read, or for the platform organisation itself',
        params: typeParams,
        querystring: z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: businessTypeSchema, ...errorResponses },
      },
    },
    (req) => businessTypes.reset(actorOf(req), req.params.organisationId, req.params.key, req.query.version),
  );
};

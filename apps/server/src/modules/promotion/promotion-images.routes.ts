import { idParam, promotionImageQuerySchema, promotionImagesSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { readImageUpload } from '../../lib/images';
import { actorOf, errorResponses, readErrorResponses, uploadErrorResponses } from '../../lib/route';
import type { PromotionImageService } from './promotion-images';

const tags = ['promotions'];
const params = z.object({ promotionId: idParam });

export const promotionImageRoutes: FastifyPluginAsyncZod<{ images: PromotionImageService }> = async (
  app,
  { images },
) => {
  app.get(
    '/api/promotion/:promotionId/images',
    {
      config: { permission: 'promotion.read' },
      schema: {
        tags,
        summary: "A promotion's images and the plan's image count per promotion",
        params,
        response: { 200: promotionImagesSchema, ...readErrorResponses },
      },
    },
    (req) => images.list(actorOf(req), req.params.promotionId),
  );

  app.post(
    '/api/promotion/:promotionId/images',
    {
      config: { permission: 'promotion.write' },
      schema: {
        tags,
        summary:
          'Add a promotion image (multipart "file", PNG/JPEG/GIF/WebP, at most 5 MB; optional "caption" before it); ' +
          "per promotion at most the plan's image count (409 beyond); the first is the main one",
        consumes: ['multipart/form-data'],
        params,
        response: { 201: promotionImagesSchema, ...uploadErrorResponses },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await images.add(actorOf(req), req.params.promotionId, await readImageUpload(req))),
  );

  app.delete(
    '/api/promotion/:promotionId/images',
    {
      config: { permission: 'promotion.write' },
      schema: {
        tags,
        summary: 'Delete a promotion image (by its address) and its file; the next one becomes main',
        params,
        querystring: promotionImageQuerySchema,
        response: { 200: promotionImagesSchema, ...errorResponses },
      },
    },
    (req) => images.remove(actorOf(req), req.params.promotionId, req.query.url),
  );
};

// The reviews module's routes as one plugin for app.ts: the staff API and the public page and JSON, sharing the
// cache of the public JSON (staff changes drop it).
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import { createReviewCache, createReviewPublicService } from './review-public.service';
import { reviewPublicRoutes, type PublicReviewOptions } from './review-public.routes';
import { reviewRoutes } from './review.routes';
import { createReviewService } from './review.service';

export type ReviewOptions = Omit<PublicReviewOptions, 'reviews'>;

export const reviewModuleRoutes: FastifyPluginAsync<ReviewOptions & { db: Db }> = async (app, o) => {
  const cache = createReviewCache();
  await app.register(reviewRoutes, { reviews: createReviewService(o.db, cache) });
  await app.register(reviewPublicRoutes, {
    reviews: createReviewPublicService(o.db, cache),
    ...(o.pagesPerMinute ? { pagesPerMinute: o.pagesPerMinute } : {}),
    ...(o.feedPerMinute ? { feedPerMinute: o.feedPerMinute } : {}),
  });
};

import {
  idParam,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewReplyInputSchema,
  reviewSchema,
  reviewStatusInputSchema,
  reviewSummarySchema,
  todayIn,
  type Review,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { ReviewService } from './review.service';

const tags = ['reviews'];
const reviewParams = z.object({ reviewId: idParam });

const EXPORT_COLUMNS: ExcelColumn<Review>[] = [
  { header: 'ID', type: 'number', width: 8, value: (r) => r.id },
  { header: 'Written', width: 22, value: (r) => r.createdAt },
  { header: 'Status', width: 11, value: (r) => r.status },
  { header: 'Rating', type: 'number', width: 8, value: (r) => r.rating },
  {
    header: 'Aspects',
    width: 40,
    value: (r) =>
      Object.entries(r.aspects)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
  },
  { header: 'Comment', width: 50, value: (r) => r.comment },
  { header: 'Display name', width: 20, value: (r) => r.displayName },
  { header: 'Guest', width: 22, value: (r) => r.guestName },
  { header: 'For', width: 12, value: (r) => r.saleKind },
  { header: 'Reference', width: 18, value: (r) => r.saleReference },
  { header: 'About', width: 24, value: (r) => r.about },
  { header: 'Visit', width: 12, value: (r) => r.visitDate },
  { header: 'Reply', width: 40, value: (r) => r.reply },
  { header: 'Status reason', width: 30, value: (r) => r.statusReason },
];

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get(
    '/api/review/property/:propertyId',
    {
      config: { permission: 'review.read' },
      schema: {
        tags,
        summary:
          "A page of the property's guest reviews (newest first unless sorted), filtered by rating, status, " +
          "business type, what was reviewed and the property's days of writing; searched by comment, names, reference",
        params: propertyParams,
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, ...readErrorResponses },
      },
    },
    (req) => reviews.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/review/property/:propertyId/summary',
    {
      config: { permission: 'review.read' },
      schema: {
        tags,
        summary:
          'The same filter’s count, average rating, split by rating, averages per aspect and trend by month',
        params: propertyParams,
        querystring: reviewListQuerySchema,
        response: { 200: reviewSummarySchema, ...readErrorResponses },
      },
    },
    (req) => reviews.summary(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/review/property/:propertyId/export',
    {
      config: { permission: 'review.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: propertyParams,
        querystring: reviewListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, property } = await reviews.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Reviews',
        file: 'reviews',
        date: todayIn(property.timezone),
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/review/:reviewId',
    {
      config: { permission: 'review.read' },
      schema: {
        tags,
        summary: 'A guest review',
        params: reviewParams,
        response: { 200: reviewSchema, ...readErrorResponses },
      },
    },
    (req) => reviews.get(actorOf(req), req.params.reviewId),
  );

  app.post(
    '/api/review/:reviewId/reply',
    {
      config: { permission: 'review.write' },
      schema: {
        tags,
        summary: "The property's answer, shown under the review once published (an empty answer removes it)",
        params: reviewParams,
        body: reviewReplyInputSchema,
        response: { 200: reviewSchema, ...errorResponses },
      },
    },
    (req) => reviews.reply(actorOf(req), req.params.reviewId, req.body),
  );

  app.post(
    '/api/review/:reviewId/status',
    {
      config: { permission: 'review.write' },
      schema: {
        tags,
        summary:
          'Publish or hide a review, with the reason (kept in the audit log); 409 when it is so already',
        params: reviewParams,
        body: reviewStatusInputSchema,
        response: { 200: reviewSchema, ...errorResponses },
      },
    },
    (req) => reviews.setStatus(actorOf(req), req.params.reviewId, req.body),
  );
};

import {
  idParam,
  messageSchema,
  organisationPromotionListQuerySchema,
  promotionInputSchema,
  promotionListQuerySchema,
  promotionPageSchema,
  promotionSchema,
  promotionTargetsSchema,
  todayIn,
  type Promotion,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { PromotionService } from './promotion.service';

const tags = ['promotions'];
const promotionParams = z.object({ promotionId: idParam });
const organisationParams = z.object({ organisationId: idParam });

const EXPORT_COLUMNS: ExcelColumn<Promotion>[] = [
  { header: 'ID', type: 'number', width: 8, value: (p) => p.id },
  { header: 'Property', width: 24, value: (p) => p.propertyName },
  { header: 'Name', width: 28, value: (p) => p.name },
  { header: 'Code', width: 16, value: (p) => p.couponCode },
  { header: 'Status', width: 11, value: (p) => p.status },
  { header: 'From', width: 12, value: (p) => p.startDate },
  { header: 'To', width: 12, value: (p) => p.endDate },
  { header: 'Discount', type: 'number', width: 10, value: (p) => p.discountValue },
  { header: 'Kind', width: 9, value: (p) => (p.discountKind === 'PERCENT' ? '%' : p.currency) },
  { header: 'Applies to', width: 15, value: (p) => p.appliesTo },
  { header: 'Minimum spend', type: 'money', width: 14, value: (p) => p.minimumSpend },
  { header: 'Total uses', type: 'number', width: 10, value: (p) => p.totalUses },
  { header: 'Uses', type: 'number', width: 8, value: (p) => p.uses },
  { header: 'Discount given', type: 'money', width: 14, value: (p) => p.discountGiven },
  { header: 'Revenue', type: 'money', width: 14, value: (p) => p.revenue },
  { header: 'Currency', width: 10, value: (p) => p.currency },
];

export const promotionRoutes: FastifyPluginAsyncZod<{ promotions: PromotionService }> = async (
  app,
  { promotions },
) => {
  app.get(
    '/api/promotion/property/:propertyId',
    {
      config: { permission: 'promotion.read' },
      schema: {
        tags,
        summary:
          "A page of the property's promotions (latest start first unless sorted) with uses, discount given and " +
          'revenue, filtered by status (computed from today in the property time zone), target and dates, searched ' +
          'by name or code; the count of each status for the tabs',
        params: propertyParams,
        querystring: promotionListQuerySchema,
        response: { 200: promotionPageSchema, ...readErrorResponses },
      },
    },
    (req) => promotions.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/promotion/property/:propertyId/export',
    {
      config: { permission: 'promotion.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: propertyParams,
        querystring: promotionListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, property } = await promotions.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Promotions',
        file: 'promotions',
        date: todayIn(property.timezone),
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/promotion/organisation/:organisationId',
    {
      config: { permission: 'promotion.read' },
      schema: {
        tags,
        summary: "Every property's promotions of the organisation, with a property filter",
        params: organisationParams,
        querystring: organisationPromotionListQuerySchema,
        response: { 200: promotionPageSchema, ...readErrorResponses },
      },
    },
    (req) => promotions.listOrganisation(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/promotion/organisation/:organisationId/export',
    {
      config: { permission: 'promotion.read' },
      schema: {
        tags,
        summary: "The organisation's list as an .xlsx workbook (same filter)",
        params: organisationParams,
        querystring: organisationPromotionListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) =>
      sendExport(reply, {
        sheet: 'Promotions',
        file: 'promotions',
        date: new Date().toISOString().slice(0, 10),
        columns: EXPORT_COLUMNS,
        rows: await promotions.exportOrganisation(actorOf(req), req.params.organisationId, req.query),
      }),
  );

  app.post(
    '/api/promotion/property/:propertyId',
    {
      config: { permission: 'promotion.write' },
      schema: {
        tags,
        summary:
          'Create a promotion with its coupon code (unique at the property whatever its case: 409 otherwise); ' +
          'room types, rate plans, offerings and product groups named must be the property’s',
        params: propertyParams,
        body: promotionInputSchema,
        response: { 201: promotionSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await promotions.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/promotion/property/:propertyId/targets',
    {
      config: { permission: 'promotion.read' },
      schema: {
        tags,
        summary:
          "What the property's promotions may apply to: room types, rate plans, offerings, product groups",
        params: propertyParams,
        response: { 200: promotionTargetsSchema, ...readErrorResponses },
      },
    },
    (req) => promotions.targets(actorOf(req), req.params.propertyId),
  );

  app.get(
    '/api/promotion/:promotionId',
    {
      config: { permission: 'promotion.read' },
      schema: {
        tags,
        summary: 'A promotion with its status, uses and revenue',
        params: promotionParams,
        response: { 200: promotionSchema, ...readErrorResponses },
      },
    },
    (req) => promotions.get(actorOf(req), req.params.promotionId),
  );

  app.put(
    '/api/promotion/:promotionId',
    {
      config: { permission: 'promotion.write' },
      schema: {
        tags,
        summary: 'Edit a promotion (its total uses not below the uses already counted)',
        params: promotionParams,
        body: promotionInputSchema,
        response: { 200: promotionSchema, ...errorResponses },
      },
    },
    (req) => promotions.update(actorOf(req), req.params.promotionId, req.body),
  );

  app.delete(
    '/api/promotion/:promotionId',
    {
      config: { permission: 'promotion.write' },
      schema: {
        tags,
        summary: 'Delete a promotion never used (409 once used: switch it off instead)',
        params: promotionParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      await promotions.remove(actorOf(req), req.params.promotionId);
      return { message: 'Promotion deleted' };
    },
  );
};

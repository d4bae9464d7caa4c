import {
  catalogueServiceInputSchema,
  catalogueServiceListQuerySchema,
  catalogueServicePageSchema,
  catalogueServiceSchema,
  idParam,
  updateCatalogueServiceSchema,
  type CatalogueService,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { CatalogueServiceService } from './catalogue-services.service';

const tags = ['service catalogue'];
const serviceParams = z.object({ serviceId: idParam });

const EXPORT_COLUMNS: ExcelColumn<CatalogueService>[] = [
  { header: 'ID', type: 'number', width: 8, value: (s) => s.id },
  { header: 'Code', width: 12, value: (s) => s.code },
  { header: 'Name', width: 28, value: (s) => s.name },
  { header: 'Group', width: 18, value: (s) => s.groupName },
  { header: 'Type', width: 16, value: (s) => s.serviceType },
  { header: 'Min lead (minutes)', type: 'number', width: 12, value: (s) => s.minLeadMinutes },
  { header: 'Max lead (days)', type: 'number', width: 12, value: (s) => s.maxLeadDays },
  { header: 'Buffer (minutes)', type: 'number', width: 12, value: (s) => s.bufferMinutes },
  { header: 'Prices include tax', width: 10, value: (s) => (s.priceIncludesTax ? 'Yes' : 'No') },
  { header: 'Offerings', type: 'number', width: 10, value: (s) => s.offeringCount },
  { header: 'Resources', type: 'number', width: 10, value: (s) => s.resourceCount },
  { header: 'Active', width: 8, value: (s) => (s.active ? 'Yes' : 'No') },
];

export const catalogueServiceRoutes: FastifyPluginAsyncZod<{ services: CatalogueServiceService }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/service-catalogue/property/:propertyId/business-services',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary:
          "A page of the property's business services with their booking rules and counts (by group and name unless " +
          'sorted), filtered by active, searched by name, code, group, type or description',
        params: propertyParams,
        querystring: catalogueServiceListQuerySchema,
        response: { 200: catalogueServicePageSchema, ...readErrorResponses },
      },
    },
    (req) => services.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/service-catalogue/property/:propertyId/business-services/export',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: propertyParams,
        querystring: catalogueServiceListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await services.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Business services',
        file: 'business-services',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/service-catalogue/property/:propertyId/business-services',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary: 'Add a business service with its booking rules (code unique at the property: 409 otherwise)',
        params: propertyParams,
        body: catalogueServiceInputSchema,
        response: { 201: catalogueServiceSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await services.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/service-catalogue/business-services/:serviceId',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary: 'One business service with its booking rules',
        params: serviceParams,
        response: { 200: catalogueServiceSchema, ...readErrorResponses },
      },
    },
    (req) => services.get(actorOf(req), req.params.serviceId),
  );

  app.put(
    '/api/service-catalogue/business-services/:serviceId',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary: 'Change a business service (fields left out stay; active: false deactivates it)',
        params: serviceParams,
        body: updateCatalogueServiceSchema,
        response: { 200: catalogueServiceSchema, ...errorResponses },
      },
    },
    (req) => services.update(actorOf(req), req.params.serviceId, req.body),
  );
};

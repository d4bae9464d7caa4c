import {
  idParam,
  messageSchema,
  offeringDetailSchema,
  offeringImageSchema,
  offeringInputSchema,
  offeringListQuerySchema,
  offeringPageSchema,
  updateOfferingSchema,
  type Offering,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { readImageUpload } from '../../lib/images';
import {
  actorOf,
  errorResponses,
  propertyParams,
  readErrorResponses,
  uploadErrorResponses,
} from '../../lib/route';
import type { OfferingService } from './offerings.service';

const tags = ['service catalogue'];
const offeringParams = z.object({ offeringId: idParam });
const imageParams = offeringParams.extend({ imageId: idParam });

const EXPORT_COLUMNS: ExcelColumn<Offering>[] = [
  { header: 'ID', type: 'number', width: 8, value: (o) => o.id },
  { header: 'Code', width: 12, value: (o) => o.code },
  { header: 'Name', width: 28, value: (o) => o.name },
  { header: 'Business service', width: 22, value: (o) => o.businessServiceName },
  { header: 'Duration (minutes)', type: 'number', width: 12, value: (o) => o.durationMinutes },
  { header: 'Buffer (minutes)', type: 'number', width: 12, value: (o) => o.bufferMinutes },
  { header: 'Capacity', type: 'number', width: 10, value: (o) => o.capacity },
  { header: 'Price', type: 'money', width: 12, value: (o) => o.price },
  { header: 'Effective from', type: 'date', width: 12, value: (o) => o.effectiveFrom },
  { header: 'Expires on', type: 'date', width: 12, value: (o) => o.expiresOn },
  { header: 'Resources', width: 36, value: (o) => o.resources.map((r) => r.name).join(', ') },
  { header: 'Tags', width: 24, value: (o) => o.tags.join(', ') },
  { header: 'Bookable', width: 10, value: (o) => (o.bookable ? 'Yes' : 'No') },
  { header: 'Active', width: 8, value: (o) => (o.active ? 'Yes' : 'No') },
];

export const offeringRoutes: FastifyPluginAsyncZod<{ offerings: OfferingService }> = async (
  app,
  { offerings },
) => {
  app.get(
    '/api/service-catalogue/property/:propertyId/offerings',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary:
          "A page of the property's offerings with their resources and main image (by service and name unless " +
          'sorted), filtered by service, resource, active and bookable, searched by name, code, description, ' +
          'service or tag',
        params: propertyParams,
        querystring: offeringListQuerySchema,
        response: { 200: offeringPageSchema, ...readErrorResponses },
      },
    },
    (req) => offerings.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/service-catalogue/property/:propertyId/offerings/export',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: propertyParams,
        querystring: offeringListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await offerings.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Offerings',
        file: 'offerings',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/service-catalogue/property/:propertyId/offerings',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary:
          'Add an offering of one of the business services, with the resources that deliver it (code unique at ' +
          'the property: 409 otherwise)',
        params: propertyParams,
        body: offeringInputSchema,
        response: { 201: offeringDetailSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await offerings.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/service-catalogue/offerings/:offeringId',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary: 'One offering with its resources, images and the plan image count',
        params: offeringParams,
        response: { 200: offeringDetailSchema, ...readErrorResponses },
      },
    },
    (req) => offerings.get(actorOf(req), req.params.offeringId),
  );

  app.put(
    '/api/service-catalogue/offerings/:offeringId',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary:
          'Change an offering (fields left out stay; resourceIds replaces who delivers it; active: false deactivates it)',
        params: offeringParams,
        body: updateOfferingSchema,
        response: { 200: offeringDetailSchema, ...errorResponses },
      },
    },
    (req) => offerings.update(actorOf(req), req.params.offeringId, req.body),
  );

  app.post(
    '/api/service-catalogue/offerings/:offeringId/images',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary:
          'Add an offering image (multipart "file", PNG/JPEG/GIF/WebP, at most 5 MB; optional "caption" before it); ' +
          'per offering at most 1 on Business Starter, 40 on Premium and Essentials (409 beyond)',
        consumes: ['multipart/form-data'],
        params: offeringParams,
        response: { 201: offeringImageSchema, ...uploadErrorResponses },
      },
    },
    async (req, reply) => {
      const image = await offerings.addImage(actorOf(req), req.params.offeringId, await readImageUpload(req));
      return reply.status(201).send(image);
    },
  );

  app.put(
    '/api/service-catalogue/offerings/:offeringId/images/:imageId/main',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary: "Make an image the offering's main one",
        params: imageParams,
        response: { 200: offeringDetailSchema, ...errorResponses },
      },
    },
    (req) => offerings.makeImageMain(actorOf(req), req.params.offeringId, req.params.imageId),
  );

  app.delete(
    '/api/service-catalogue/offerings/:offeringId/images/:imageId',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary: 'Delete an offering image and its file (the next one becomes main)',
        params: imageParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => offerings.removeImage(actorOf(req), req.params.offeringId, req.params.imageId),
  );
};

import {
  businessHoursAnswerSchema,
  businessHoursSchema,
  businessServiceInputSchema,
  businessServiceSchema,
  idParam,
  messageSchema,
  propertyImageSchema,
  propertyProfileSchema,
  seoNameCheckQuerySchema,
  seoNameCheckSchema,
  updatePropertyImageSchema,
  updateBusinessServiceSchema,
  updatePropertyProfileSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, propertyParams, uploadErrorResponses } from '../../lib/route';
import { readImageUpload as readUpload } from '../../lib/images';
import type { BusinessProfileService } from './business.service';

const params = propertyParams;
const imageParams = params.extend({ imageId: idParam });
const serviceParams = params.extend({ serviceId: idParam });
const tags = ['business profile'];

export const businessRoutes: FastifyPluginAsyncZod<{ business: BusinessProfileService }> = async (
  app,
  { business },
) => {
  app.get(
    '/api/property/:propertyId/profile',
    {
      config: { permission: 'property.read' },
      schema: {
        tags,
        summary: 'The business profile: every property field, taxes, images and the image limit',
        params,
        response: { 200: propertyProfileSchema, ...errorResponses },
      },
    },
    (req) => business.getProfile(actorOf(req), req.params.propertyId),
  );

  app.put(
    '/api/property/:propertyId/profile',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary: 'Edit the business profile (only the fields sent change)',
        params,
        body: updatePropertyProfileSchema,
        response: { 200: propertyProfileSchema, ...errorResponses },
      },
    },
    (req) => business.updateProfile(actorOf(req), req.params.propertyId, req.body),
  );

  app.get(
    '/api/property/seo-name/check',
    {
      config: { permission: 'property.read' },
      schema: {
        tags,
        summary: 'Is a public address (seoFriendlyName) valid and free? With a free suggestion',
        querystring: seoNameCheckQuerySchema,
        response: { 200: seoNameCheckSchema, ...errorResponses },
      },
    },
    (req) => business.checkSeoName(actorOf(req), req.query.name, req.query.propertyId),
  );

  app.post(
    '/api/property/:propertyId/logo',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary: 'Upload the logo (multipart field "file", PNG/JPEG/GIF/WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: propertyProfileSchema, ...uploadErrorResponses },
      },
    },
    async (req) => business.uploadLogo(actorOf(req), req.params.propertyId, await readUpload(req)),
  );

  app.get(
    '/api/property/:propertyId/images',
    {
      config: { permission: 'property.read' },
      schema: {
        tags,
        summary: 'The gallery',
        params,
        response: { 200: z.array(propertyImageSchema), ...errorResponses },
      },
    },
    (req) => business.listImages(actorOf(req), req.params.propertyId),
  );

  app.post(
    '/api/property/:propertyId/images',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary:
          'Add a gallery image (multipart "file", optional "caption" before it); at most 1 on Business Starter, 40 on Premium and Essentials (409 beyond)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: propertyImageSchema, ...uploadErrorResponses },
      },
    },
    async (req, reply) => {
      const image = await business.addImage(actorOf(req), req.params.propertyId, await readUpload(req));
      return reply.status(201).send(image);
    },
  );

  app.put(
    '/api/property/:propertyId/images/:imageId',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary: 'Caption, main image, order',
        params: imageParams,
        body: updatePropertyImageSchema,
        response: { 200: propertyImageSchema, ...errorResponses },
      },
    },
    (req) => business.updateImage(actorOf(req), req.params.propertyId, req.params.imageId, req.body),
  );

  app.delete(
    '/api/property/:propertyId/images/:imageId',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary: 'Delete a gallery image',
        params: imageParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => business.deleteImage(actorOf(req), req.params.propertyId, req.params.imageId),
  );

  app.get(
    '/api/property/:propertyId/business-hours',
    {
      config: { permission: 'property.read' },
      schema: {
        tags,
        summary: 'Opening hours per weekday (no days until they are set)',
        params,
        response: { 200: businessHoursAnswerSchema, ...errorResponses },
      },
    },
    (req) => business.getHours(actorOf(req), req.params.propertyId),
  );

  app.put(
    '/api/property/:propertyId/business-hours',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary: 'Set the opening hours of all seven weekdays, with breaks',
        params,
        body: businessHoursSchema,
        response: { 200: businessHoursSchema, ...errorResponses },
      },
    },
    (req) => business.setHours(actorOf(req), req.params.propertyId, req.body.days),
  );

  app.get(
    '/api/property/:propertyId/business-services',
    {
      config: { permission: 'property.read' },
      schema: {
        tags,
        summary: 'Business services (outlets)',
        params,
        response: { 200: z.array(businessServiceSchema), ...errorResponses },
      },
    },
    (req) => business.listServices(actorOf(req), req.params.propertyId),
  );

  app.post(
    '/api/property/:propertyId/business-services',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary: 'Add a business service (outlet)',
        params,
        body: businessServiceInputSchema,
        response: { 201: businessServiceSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await business.createService(actorOf(req), req.params.propertyId, req.body)),
  );

  app.put(
    '/api/property/:propertyId/business-services/:serviceId',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary: 'Edit a business service',
        params: serviceParams,
        body: updateBusinessServiceSchema,
        response: { 200: businessServiceSchema, ...errorResponses },
      },
    },
    (req) => business.updateService(actorOf(req), req.params.propertyId, req.params.serviceId, req.body),
  );

  app.delete(
    '/api/property/:propertyId/business-services/:serviceId',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary: 'Delete a business service',
        params: serviceParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => business.deleteService(actorOf(req), req.params.propertyId, req.params.serviceId),
  );
};

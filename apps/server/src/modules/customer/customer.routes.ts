import {
  apiErrorSchema,
  customerDuplicateSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSavedSchema,
  customerSchema,
  duplicateQuerySchema,
  idParam,
  messageSchema,
  partialUpdate,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireActor } from '../../plugins/auth';
import type { CustomerService } from './customer.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['customers'];
const propertyParams = z.object({ propertyId: idParam });
const customerParams = z.object({ customerId: idParam });

export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/api/customer/property/:propertyId',
    {
      config: { permission: 'customer.read' },
      schema: {
        tags,
        summary: "A page of the property's customers; search by name, company, email or phone",
        params: propertyParams,
        querystring: customerListQuerySchema,
        response: { 200: customerPageSchema, ...errors },
      },
    },
    (req) => customers.list(requireActor(req), req.params.propertyId, req.query),
  );

  app.post(
    '/api/customer/property/:propertyId',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary: 'Create a customer; other customers with the same email or phone come back as duplicates',
        params: propertyParams,
        body: customerInputSchema,
        response: { 201: customerSavedSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await customers.create(requireActor(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/customer/property/:propertyId/duplicates',
    {
      config: { permission: 'customer.read' },
      schema: {
        tags,
        summary: 'Customers of the property with this email or phone (a warning while typing)',
        params: propertyParams,
        querystring: duplicateQuerySchema,
        response: { 200: z.array(customerDuplicateSchema), ...errors },
      },
    },
    (req) => customers.duplicates(requireActor(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/customer/:customerId',
    {
      config: { permission: 'customer.read' },
      schema: {
        tags,
        summary: 'One customer',
        params: customerParams,
        response: { 200: customerSchema, ...errors },
      },
    },
    (req) => customers.get(requireActor(req), req.params.customerId),
  );

  app.put(
    '/api/customer/:customerId',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary: 'Update a customer (fields left out stay); duplicates by email or phone come back',
        params: customerParams,
        body: partialUpdate(customerInputSchema),
        response: { 200: customerSavedSchema, ...errors },
      },
    },
    (req) => customers.update(requireActor(req), req.params.customerId, req.body),
  );

  app.delete(
    '/api/customer/:customerId',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary: 'Delete a customer without bookings',
        params: customerParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => customers.remove(requireActor(req), req.params.customerId),
  );
};

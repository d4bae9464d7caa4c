import {
  apiErrorSchema,
  customerDocumentInputSchema,
  customerDocumentSchema,
  customerMergeSchema,
  customerStaysSchema,
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

import { readDocumentUpload, sendPrivateFile } from '../../lib/private-files';
import { requireActor } from '../../plugins/auth';
import type { CustomerService, DocumentSide } from './customer.service';

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
const documentParams = z.object({ customerId: idParam, documentId: idParam });
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

export const customerRoutes: FastifyPluginAsyncZod<{
  customers: CustomerService;
  privateDir: string;
}> = async (app, { customers, privateDir }) => {
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

  // ---------------------------------------------------------------- identity documents (private files)

  app.get(
    '/api/customer/:customerId/documents',
    {
      config: { permission: 'customer.read' },
      schema: {
        tags,
        summary: "The customer's identity documents",
        params: customerParams,
        response: { 200: z.array(customerDocumentSchema), ...errors },
      },
    },
    (req) => customers.documents(requireActor(req), req.params.customerId),
  );

  app.post(
    '/api/customer/:customerId/documents',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary: 'Add an identity document (type and number); its scans are uploaded to …/front and …/back',
        params: customerParams,
        body: customerDocumentInputSchema,
        response: { 201: customerDocumentSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await customers.addDocument(requireActor(req), req.params.customerId, req.body)),
  );

  app.put(
    '/api/customer/:customerId/documents/:documentId',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary: "Change a document's type or number",
        params: documentParams,
        body: partialUpdate(customerDocumentInputSchema),
        response: { 200: customerDocumentSchema, ...errors },
      },
    },
    (req) =>
      customers.updateDocument(requireActor(req), req.params.customerId, req.params.documentId, req.body),
  );

  app.delete(
    '/api/customer/:customerId/documents/:documentId',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary: 'Delete a document and its scans',
        params: documentParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => customers.removeDocument(requireActor(req), req.params.customerId, req.params.documentId),
  );

  for (const side of ['front', 'back'] as const satisfies readonly DocumentSide[]) {
    app.post(
      `/api/customer/:customerId/documents/:documentId/${side}`,
      {
        config: { permission: 'customer.write' },
        schema: {
          tags,
          summary: `Attach or replace the ${side} scan: multipart \`file\`, an image or a PDF of at most 5 MB (kept private)`,
          consumes: ['multipart/form-data'],
          params: documentParams,
          response: { 200: customerDocumentSchema, ...uploadErrors },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const file = await readDocumentUpload(req);
        return customers.attachDocumentFile(actor, req.params.customerId, req.params.documentId, side, file);
      },
    );

    app.get(
      `/api/customer/:customerId/documents/:documentId/${side}`,
      {
        config: { permission: 'customer.read' },
        schema: {
          tags,
          summary: `Download the ${side} scan (signed-in staff of the property only)`,
          params: documentParams,
          response: errors,
        },
      },
      async (req, reply) => {
        const stored = await customers.documentFile(
          requireActor(req),
          req.params.customerId,
          req.params.documentId,
          side,
        );
        return sendPrivateFile(reply, privateDir, stored, 'Document file');
      },
    );
  }

  // ---------------------------------------------------------------- history and merge

  app.get(
    '/api/customer/:customerId/stays',
    {
      config: { permission: 'customer.read' },
      schema: {
        tags,
        summary:
          "The customer's bookings (newest first) and totals: stays, nights, spent, paid, balance, last and next stay",
        params: customerParams,
        response: { 200: customerStaysSchema, ...errors },
      },
    },
    (req) => customers.stays(requireActor(req), req.params.customerId),
  );

  app.post(
    '/api/customer/:customerId/merge',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary:
          'Merge a duplicate into this customer: its bookings, payments and documents move over, blank fields are ' +
          'filled from it, and it is deleted (same property only, one transaction)',
        params: customerParams,
        body: customerMergeSchema,
        response: { 200: customerSavedSchema, ...errors },
      },
    },
    (req) => customers.merge(requireActor(req), req.params.customerId, req.body.duplicateId),
  );
};

import {
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

import { actorOf, errorResponses, propertyParams, uploadErrorResponses } from '../../lib/route';
import { readDocumentUpload, sendPrivateFile } from '../../lib/private-files';
import type { CustomerService, DocumentSide } from './customer.service';

const tags = ['customers'];
const customerParams = z.object({ customerId: idParam });
const documentParams = z.object({ customerId: idParam, documentId: idParam });

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
        response: { 200: customerPageSchema, ...errorResponses },
      },
    },
    (req) => customers.list(actorOf(req), req.params.propertyId, req.query),
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
        response: { 201: customerSavedSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await customers.create(actorOf(req), req.params.propertyId, req.body)),
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
        response: { 200: z.array(customerDuplicateSchema), ...errorResponses },
      },
    },
    (req) => customers.duplicates(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/customer/:customerId',
    {
      config: { permission: 'customer.read' },
      schema: {
        tags,
        summary: 'One customer',
        params: customerParams,
        response: { 200: customerSchema, ...errorResponses },
      },
    },
    (req) => customers.get(actorOf(req), req.params.customerId),
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
        response: { 200: customerSavedSchema, ...errorResponses },
      },
    },
    (req) => customers.update(actorOf(req), req.params.customerId, req.body),
  );

  app.delete(
    '/api/customer/:customerId',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary: 'Delete a customer without bookings',
        params: customerParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => customers.remove(actorOf(req), req.params.customerId),
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
        response: { 200: z.array(customerDocumentSchema), ...errorResponses },
      },
    },
    (req) => customers.documents(actorOf(req), req.params.customerId),
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
        response: { 201: customerDocumentSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await customers.addDocument(actorOf(req), req.params.customerId, req.body)),
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
        response: { 200: customerDocumentSchema, ...errorResponses },
      },
    },
    (req) => customers.updateDocument(actorOf(req), req.params.customerId, req.params.documentId, req.body),
  );

  app.delete(
    '/api/customer/:customerId/documents/:documentId',
    {
      config: { permission: 'customer.write' },
      schema: {
        tags,
        summary: 'Delete a document and its scans',
        params: documentParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => customers.removeDocument(actorOf(req), req.params.customerId, req.params.documentId),
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
          response: { 200: customerDocumentSchema, ...uploadErrorResponses },
        },
      },
      async (req) => {
        const actor = actorOf(req);
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
          response: errorResponses,
        },
      },
      async (req, reply) => {
        const stored = await customers.documentFile(
          actorOf(req),
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
        response: { 200: customerStaysSchema, ...errorResponses },
      },
    },
    (req) => customers.stays(actorOf(req), req.params.customerId),
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
        response: { 200: customerSavedSchema, ...errorResponses },
      },
    },
    (req) => customers.merge(actorOf(req), req.params.customerId, req.body.duplicateId),
  );
};

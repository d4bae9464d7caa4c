import {
  idParam,
  productGroupInputSchema,
  productGroupListQuerySchema,
  productGroupPageSchema,
  productGroupSchema,
  updateProductGroupSchema,
  type ProductGroup,
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
import type { ProductGroupService } from './product-groups.service';

const tags = ['product'];
const groupParams = z.object({ productGroupId: idParam });

const EXPORT_COLUMNS: ExcelColumn<ProductGroup>[] = [
  { header: 'ID', type: 'number', width: 8, value: (g) => g.id },
  { header: 'Outlet', width: 22, value: (g) => g.businessServiceName },
  { header: 'Name', width: 24, value: (g) => g.name },
  { header: 'Code', width: 12, value: (g) => g.code },
  { header: 'Category', width: 16, value: (g) => g.category },
  { header: 'Type', width: 14, value: (g) => g.type },
  { header: 'Kitchen station', width: 18, value: (g) => g.printerName },
  { header: 'Group KOT', width: 10, value: (g) => (g.groupKot ? 'Yes' : 'No') },
  { header: 'Taxable', width: 10, value: (g) => (g.taxable ? 'Yes' : 'No') },
  { header: 'Products', type: 'number', width: 10, value: (g) => g.productCount },
  { header: 'Active', width: 8, value: (g) => (g.active ? 'Yes' : 'No') },
];

export const productGroupRoutes: FastifyPluginAsyncZod<{ groups: ProductGroupService }> = async (
  app,
  { groups },
) => {
  app.get(
    '/api/product/property/:propertyId/groups',
    {
      config: { permission: 'product.read' },
      schema: {
        tags,
        summary:
          "A page of the property's product groups with their product count (by outlet and name unless sorted), " +
          'filtered by outlet and active, searched by name, code, category, kitchen station or outlet',
        params: propertyParams,
        querystring: productGroupListQuerySchema,
        response: { 200: productGroupPageSchema, ...readErrorResponses },
      },
    },
    (req) => groups.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/product/property/:propertyId/groups/export',
    {
      config: { permission: 'product.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: propertyParams,
        querystring: productGroupListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await groups.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Product groups',
        file: 'product-groups',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/product/property/:propertyId/groups',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary:
          'Add a product group to one of the outlets (name and code unique at the outlet: 409 otherwise)',
        params: propertyParams,
        body: productGroupInputSchema,
        response: { 201: productGroupSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await groups.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/product/groups/:productGroupId',
    {
      config: { permission: 'product.read' },
      schema: {
        tags,
        summary: 'One product group',
        params: groupParams,
        response: { 200: productGroupSchema, ...readErrorResponses },
      },
    },
    (req) => groups.get(actorOf(req), req.params.productGroupId),
  );

  app.put(
    '/api/product/groups/:productGroupId',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary:
          'Change a product group (fields left out stay; active: false deactivates it; a group with products ' +
          'stays at its outlet: 409)',
        params: groupParams,
        body: updateProductGroupSchema,
        response: { 200: productGroupSchema, ...errorResponses },
      },
    },
    (req) => groups.update(actorOf(req), req.params.productGroupId, req.body),
  );

  app.post(
    '/api/product/groups/:productGroupId/image',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary:
          'Set or replace the group\'s image (multipart "file", PNG/JPEG/GIF/WebP, at most 5 MB); the old file goes',
        consumes: ['multipart/form-data'],
        params: groupParams,
        response: { 200: productGroupSchema, ...uploadErrorResponses },
      },
    },
    async (req) => groups.setImage(actorOf(req), req.params.productGroupId, await readImageUpload(req)),
  );

  app.delete(
    '/api/product/groups/:productGroupId/image',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary: "Remove the group's image and its file (404 when it has none)",
        params: groupParams,
        response: { 200: productGroupSchema, ...errorResponses },
      },
    },
    (req) => groups.removeImage(actorOf(req), req.params.productGroupId),
  );
};

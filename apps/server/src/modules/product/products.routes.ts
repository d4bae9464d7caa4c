import {
  idParam,
  menuImportInputSchema,
  menuImportPreviewSchema,
  menuImportResultSchema,
  messageSchema,
  productDetailSchema,
  productImageSchema,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
  updateProductSchema,
  type Product,
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
import type { MenuImportService } from './menu-import.service';
import type { ProductService } from './products.service';

const tags = ['product'];
const productParams = z.object({ productId: idParam });
const imageParams = productParams.extend({ imageId: idParam });

const EXPORT_COLUMNS: ExcelColumn<Product>[] = [
  { header: 'ID', type: 'number', width: 8, value: (p) => p.id },
  { header: 'Outlet', width: 20, value: (p) => p.businessServiceName },
  { header: 'Group', width: 18, value: (p) => p.productGroupName },
  { header: 'Code', width: 14, value: (p) => p.code },
  { header: 'Name', width: 28, value: (p) => p.name },
  { header: 'Sell price', type: 'money', width: 12, value: (p) => p.sellPrice },
  { header: 'Discounted price', type: 'money', width: 12, value: (p) => p.discountedPrice },
  { header: 'Buy price', type: 'money', width: 12, value: (p) => p.buyPrice },
  { header: 'Tax (%)', type: 'number', width: 8, value: (p) => p.taxRate },
  {
    header: 'Variations',
    width: 36,
    value: (p) => p.variations.map((v) => `${v.name} ${v.price.toFixed(2)}`).join(', '),
  },
  { header: 'Modifiers', width: 24, value: (p) => p.modifierGroups.map((g) => g.name).join(', ') },
  { header: 'Stock kept', width: 10, value: (p) => (p.maintainStock ? 'Yes' : 'No') },
  {
    header: 'Units in stock',
    type: 'number',
    width: 10,
    value: (p) => (p.maintainStock ? p.unitsInStock : null),
  },
  { header: 'Out of stock', width: 10, value: (p) => (p.outOfStock ? 'Yes' : 'No') },
  { header: 'Active', width: 8, value: (p) => (p.active ? 'Yes' : 'No') },
];

export const productRoutes: FastifyPluginAsyncZod<{
  products: ProductService;
  menus: MenuImportService;
}> = async (app, { products, menus }) => {
  app.get(
    '/api/product/property/:propertyId/products',
    {
      config: { permission: 'product.read' },
      schema: {
        tags,
        summary:
          "A page of the property's products with variations, modifier groups and main image (by group and name " +
          'unless sorted), filtered by outlet, group, active, out of stock and stock kept, searched by name, code, ' +
          'short description or group',
        params: propertyParams,
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...readErrorResponses },
      },
    },
    (req) => products.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/product/property/:propertyId/products/export',
    {
      config: { permission: 'product.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: propertyParams,
        querystring: productListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await products.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Products',
        file: 'products',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/product/property/:propertyId/products',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary:
          "Add a product to a group, with variations (own price or a factor of the product's) and modifier groups " +
          'of the same outlet (code unique at the outlet: 409 otherwise)',
        params: propertyParams,
        body: productInputSchema,
        response: { 201: productDetailSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await products.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.post(
    '/api/product/property/:propertyId/import/preview',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary:
          "Check a menu file (CSV with a header: name, group, price, tax, code) for one outlet: each row's problems " +
          'and the groups it would create; writes nothing',
        params: propertyParams,
        body: menuImportInputSchema,
        response: { 200: menuImportPreviewSchema, ...errorResponses },
      },
    },
    (req) => menus.preview(actorOf(req), req.params.propertyId, req.body),
  );

  app.post(
    '/api/product/property/:propertyId/import',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary:
          'Import a menu file: every row and its new groups in one transaction, or nothing (400 naming the first ' +
          'problem) when any row is wrong',
        params: propertyParams,
        body: menuImportInputSchema,
        response: { 201: menuImportResultSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await menus.import(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/product/products/:productId',
    {
      config: { permission: 'product.read' },
      schema: {
        tags,
        summary: 'One product with its variations, modifier groups, images and the plan image count',
        params: productParams,
        response: { 200: productDetailSchema, ...readErrorResponses },
      },
    },
    (req) => products.get(actorOf(req), req.params.productId),
  );

  app.put(
    '/api/product/products/:productId',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary:
          'Change a product (fields left out stay; variations and modifierGroupIds replace their lists; a new sell ' +
          'price recomputes the factored variations; active: false deactivates it)',
        params: productParams,
        body: updateProductSchema,
        response: { 200: productDetailSchema, ...errorResponses },
      },
    },
    (req) => products.update(actorOf(req), req.params.productId, req.body),
  );

  app.post(
    '/api/product/products/:productId/images',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary:
          'Add a product image (multipart "file", PNG/JPEG/GIF/WebP, at most 5 MB; optional "caption" before it); ' +
          "per product at most the plan's image count (409 beyond)",
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 201: productImageSchema, ...uploadErrorResponses },
      },
    },
    async (req, reply) => {
      const image = await products.addImage(actorOf(req), req.params.productId, await readImageUpload(req));
      return reply.status(201).send(image);
    },
  );

  app.put(
    '/api/product/products/:productId/images/:imageId/main',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary: "Make an image the product's main one",
        params: imageParams,
        response: { 200: productDetailSchema, ...errorResponses },
      },
    },
    (req) => products.makeImageMain(actorOf(req), req.params.productId, req.params.imageId),
  );

  app.delete(
    '/api/product/products/:productId/images/:imageId',
    {
      config: { permission: 'product.write' },
      schema: {
        tags,
        summary: 'Delete a product image and its file (the next one becomes main)',
        params: imageParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => products.removeImage(actorOf(req), req.params.productId, req.params.imageId),
  );
};

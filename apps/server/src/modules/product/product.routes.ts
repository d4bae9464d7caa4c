// The product catalogue (issue 12): product groups, products and the menu import under /api/product.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/client';
import { createMenuImportService } from './menu-import.service';
import { productGroupRoutes } from './product-groups.routes';
import { createProductGroupService } from './product-groups.service';
import { productRoutes } from './products.routes';
import { createProductService } from './products.service';

export const productModuleRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir: string }> = async (
  app,
  { db, uploadsDir },
) => {
  await app.register(productGroupRoutes, { groups: createProductGroupService(db, uploadsDir) });
  await app.register(productRoutes, {
    products: createProductService(db, uploadsDir),
    menus: createMenuImportService(db),
  });
};

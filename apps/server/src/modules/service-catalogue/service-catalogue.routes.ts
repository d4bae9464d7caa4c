// The services catalogue (issue 11): business services, offerings and resources under /api/service-catalogue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/client';
import { catalogueServiceRoutes } from './catalogue-services.routes';
import { createCatalogueServiceService } from './catalogue-services.service';
import { offeringRoutes } from './offerings.routes';
import { createOfferingService } from './offerings.service';
import { resourceRoutes } from './resources.routes';
import { createResourceService } from './resources.service';

export const serviceCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir: string }> = async (
  app,
  { db, uploadsDir },
) => {
  await app.register(catalogueServiceRoutes, { services: createCatalogueServiceService(db) });
  await app.register(offeringRoutes, { offerings: createOfferingService(db, uploadsDir) });
  await app.register(resourceRoutes, { resources: createResourceService(db) });
};

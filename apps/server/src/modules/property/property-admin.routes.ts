import {
  organisationParams,
  organisationPropertyInputSchema,
  organisationPropertyListQuerySchema,
  organisationPropertyPageSchema,
  organisationPropertySchema,
  propertyPlanInputSchema,
  todayIn,
  type OrganisationProperty,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { PropertyAdminService } from './property-admin.service';

const tags = ['organisation'];

const EXPORT_COLUMNS: ExcelColumn<OrganisationProperty>[] = [
  { header: 'ID', type: 'number', width: 8, value: (p) => p.id },
  { header: 'Name', width: 30, value: (p) => p.name },
  { header: 'Type', width: 14, value: (p) => p.businessType },
  { header: 'Setup', width: 12, value: (p) => p.propertyStatus },
  { header: 'Status', width: 10, value: (p) => p.status },
  { header: 'Plan', width: 20, value: (p) => p.plan },
  { header: 'Subscriptions', width: 40, value: (p) => p.subscriptions.map((s) => s.name).join(', ') },
  { header: 'Rooms or services', type: 'number', width: 12, value: (p) => p.resources },
  { header: 'City', width: 18, value: (p) => p.city },
  { header: 'Country', width: 18, value: (p) => p.country },
  { header: 'Last activity', type: 'date', width: 13, value: (p) => p.lastActivityAt.slice(0, 10) },
  { header: 'Created', type: 'date', width: 12, value: (p) => p.createdAt.slice(0, 10) },
];

export const propertyAdminRoutes: FastifyPluginAsyncZod<{ propertyAdmin: PropertyAdminService }> = async (
  app,
  { propertyAdmin },
) => {
  app.get(
    '/api/organisation/:organisationId/properties',
    {
      config: { permission: 'organisation.properties' },
      schema: {
        tags,
        summary:
          "A page of the organisation's properties (by name unless sorted), filtered by type, setup status, plan " +
          'and active status, searched by name, city, country or email (an organisation admin: its own only)',
        params: organisationParams,
        querystring: organisationPropertyListQuerySchema,
        response: { 200: organisationPropertyPageSchema, ...readErrorResponses },
      },
    },
    (req) => propertyAdmin.list(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/organisation/:organisationId/properties/export',
    {
      config: { permission: 'organisation.properties' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: organisationParams,
        querystring: organisationPropertyListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await propertyAdmin.exportRows(actorOf(req), req.params.organisationId, req.query);
      return sendExport(reply, {
        sheet: 'Properties',
        file: 'properties',
        date: todayIn('UTC'),
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/organisation/:organisationId/properties',
    {
      config: { permission: 'organisation.properties' },
      schema: {
        tags,
        summary:
          'Create a property of the organisation, status NEW (its administrator goes through onboarding); 409 ' +
          'when the organisation is deactivated',
        params: organisationParams,
        body: organisationPropertyInputSchema,
        response: { 201: organisationPropertySchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await propertyAdmin.create(actorOf(req), req.params.organisationId, req.body)),
  );

  // The original's paths (§2.18), as POST: they change state.
  app.post(
    '/api/property/deactivateBusiness/:propertyId',
    {
      config: { permission: 'organisation.properties' },
      schema: {
        tags,
        summary:
          "Deactivate a property: its users' tokens stop working at once and they cannot sign in (403, the " +
          'subscription message) until it is activated again; deactivating twice changes nothing',
        params: propertyParams,
        response: { 200: organisationPropertySchema, ...errorResponses },
      },
    },
    (req) => propertyAdmin.deactivate(actorOf(req), req.params.propertyId),
  );

  app.post(
    '/api/property/activateBusiness/:propertyId',
    {
      config: { permission: 'organisation.properties' },
      schema: {
        tags,
        summary: 'Activate a deactivated property: its users may sign in again',
        params: propertyParams,
        response: { 200: organisationPropertySchema, ...errorResponses },
      },
    },
    (req) => propertyAdmin.activate(actorOf(req), req.params.propertyId),
  );

  app.put(
    '/api/property/:propertyId/plan',
    {
      config: { permission: 'organisation.properties' },
      schema: {
        tags,
        summary: 'Change the plan and replace the subscriptions of a property (those left out are removed)',
        params: propertyParams,
        body: propertyPlanInputSchema,
        response: { 200: organisationPropertySchema, ...errorResponses },
      },
    },
    (req) => propertyAdmin.changePlan(actorOf(req), req.params.propertyId, req.body),
  );
};

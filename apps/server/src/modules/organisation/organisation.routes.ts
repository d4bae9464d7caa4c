import {
  organisationInputSchema,
  organisationListQuerySchema,
  organisationPageSchema,
  organisationParams,
  organisationSchema,
  organisationUpdateSchema,
  planCountSchema,
  todayIn,
  type Organisation,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import type { OrganisationService } from './organisation.service';

const tags = ['organisation'];

const EXPORT_COLUMNS: ExcelColumn<Organisation>[] = [
  { header: 'ID', type: 'number', width: 8, value: (o) => o.id },
  { header: 'Name', width: 30, value: (o) => o.name },
  { header: 'Owner', width: 24, value: (o) => o.ownerName },
  { header: 'Email', width: 28, value: (o) => o.email },
  { header: 'Mobile', width: 16, value: (o) => o.mobile },
  { header: 'Country', width: 18, value: (o) => o.countryName },
  { header: 'Currency', width: 10, value: (o) => o.currency },
  { header: 'Status', width: 10, value: (o) => o.status },
  { header: 'Properties', type: 'number', width: 11, value: (o) => o.propertyCount },
  {
    header: 'By plan',
    width: 40,
    value: (o) => o.propertiesByPlan.map((p) => `${p.plan ?? 'No plan'}: ${p.count}`).join(', '),
  },
  { header: 'Created', type: 'date', width: 12, value: (o) => o.createdAt.slice(0, 10) },
];

export const organisationRoutes: FastifyPluginAsyncZod<{ organisations: OrganisationService }> = async (
  app,
  { organisations },
) => {
  app.get(
    '/api/organisation',
    {
      config: { permission: 'organisation.manage' },
      schema: {
        tags,
        summary:
          'A page of the organisations (by name unless sorted), filtered by status, searched by name, owner, ' +
          'email or country; each with its properties counted by plan',
        querystring: organisationListQuerySchema,
        response: { 200: organisationPageSchema, ...readErrorResponses },
      },
    },
    (req) => organisations.list(actorOf(req), req.query),
  );

  app.get(
    '/api/organisation/export',
    {
      config: { permission: 'organisation.manage' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        querystring: organisationListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await organisations.exportRows(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Organisations',
        file: 'organisations',
        date: todayIn('UTC'),
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/organisation',
    {
      config: { permission: 'organisation.manage' },
      schema: {
        tags,
        summary: 'Create an organisation under the platform (409 when the name, in any case, is taken)',
        body: organisationInputSchema,
        response: { 201: organisationSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await organisations.create(actorOf(req), req.body)),
  );

  app.get(
    '/api/organisation/:organisationId',
    {
      config: { permission: 'organisation.manage' },
      schema: {
        tags,
        summary: 'One organisation',
        params: organisationParams,
        response: { 200: organisationSchema, ...readErrorResponses },
      },
    },
    (req) => organisations.get(actorOf(req), req.params.organisationId),
  );

  app.put(
    '/api/organisation/:organisationId',
    {
      config: { permission: 'organisation.manage' },
      schema: {
        tags,
        summary: 'Change an organisation (fields left out stay)',
        params: organisationParams,
        body: organisationUpdateSchema,
        response: { 200: organisationSchema, ...errorResponses },
      },
    },
    (req) => organisations.update(actorOf(req), req.params.organisationId, req.body),
  );

  app.post(
    '/api/organisation/:organisationId/deactivate',
    {
      config: { permission: 'organisation.manage' },
      schema: {
        tags,
        summary:
          "Deactivate an organisation: its users and its properties' users are signed out and cannot sign in " +
          'until it is activated again (409 for the platform organisation; deactivating twice changes nothing)',
        params: organisationParams,
        response: { 200: organisationSchema, ...errorResponses },
      },
    },
    (req) => organisations.deactivate(actorOf(req), req.params.organisationId),
  );

  app.post(
    '/api/organisation/:organisationId/activate',
    {
      config: { permission: 'organisation.manage' },
      schema: {
        tags,
        summary: 'Activate a deactivated organisation: its users may sign in again',
        params: organisationParams,
        response: { 200: organisationSchema, ...errorResponses },
      },
    },
    (req) => organisations.activate(actorOf(req), req.params.organisationId),
  );

  app.get(
    '/api/organisation/:organisationId/propertiesCountByPlan',
    {
      config: { permission: 'organisation.properties' },
      schema: {
        tags,
        summary: "The organisation's properties counted by plan (an organisation admin: its own only)",
        params: organisationParams,
        response: { 200: z.array(planCountSchema), ...readErrorResponses },
      },
    },
    (req) => organisations.countByPlan(actorOf(req), req.params.organisationId),
  );
};

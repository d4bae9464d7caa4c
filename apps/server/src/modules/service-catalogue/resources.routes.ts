import {
  idParam,
  messageSchema,
  resourceInputSchema,
  resourceListQuerySchema,
  resourcePageSchema,
  serviceResourceSchema,
  timeOffInputSchema,
  timeOffQuerySchema,
  timeOffSchema,
  updateResourceSchema,
  type ServiceResource,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { ResourceService } from './resources.service';

const tags = ['service catalogue'];
const resourceParams = z.object({ resourceId: idParam });
const timeOffParams = z.object({ timeOffId: idParam });

const EXPORT_COLUMNS: ExcelColumn<ServiceResource>[] = [
  { header: 'ID', type: 'number', width: 8, value: (r) => r.id },
  { header: 'Name', width: 24, value: (r) => r.name },
  { header: 'Kind', width: 10, value: (r) => r.kind },
  { header: 'Business service', width: 22, value: (r) => r.businessServiceName ?? 'Any' },
  { header: 'Staff account', width: 22, value: (r) => r.userName },
  { header: 'Capacity', type: 'number', width: 10, value: (r) => r.capacity },
  { header: 'Own hours', width: 10, value: (r) => (r.workingHours ? 'Yes' : 'No') },
  { header: 'Offerings', type: 'number', width: 10, value: (r) => r.offeringCount },
  { header: 'Next time off from', width: 22, value: (r) => r.nextTimeOff?.startsAt },
  { header: 'Next time off until', width: 22, value: (r) => r.nextTimeOff?.endsAt },
  { header: 'Active', width: 8, value: (r) => (r.active ? 'Yes' : 'No') },
];

export const resourceRoutes: FastifyPluginAsyncZod<{ resources: ResourceService }> = async (
  app,
  { resources },
) => {
  app.get(
    '/api/service-catalogue/property/:propertyId/resources',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary:
          "A page of the property's resources (staff, rooms, chairs, tables, vehicles) with their next time off (by " +
          'name unless sorted), filtered by kind, service (its own and those serving any) and active, searched by ' +
          'name, service or staff account',
        params: propertyParams,
        querystring: resourceListQuerySchema,
        response: { 200: resourcePageSchema, ...readErrorResponses },
      },
    },
    (req) => resources.list(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/service-catalogue/property/:propertyId/resources/export',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: propertyParams,
        querystring: resourceListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await resources.exportRows(actorOf(req), req.params.propertyId, req.query);
      return sendExport(reply, {
        sheet: 'Resources',
        file: 'resources',
        date: today,
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/service-catalogue/property/:propertyId/resources',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary:
          'Add a resource (name unique at the property: 409 otherwise), with its own working hours or none',
        params: propertyParams,
        body: resourceInputSchema,
        response: { 201: serviceResourceSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await resources.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/service-catalogue/resources/:resourceId',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary: 'One resource',
        params: resourceParams,
        response: { 200: serviceResourceSchema, ...readErrorResponses },
      },
    },
    (req) => resources.get(actorOf(req), req.params.resourceId),
  );

  app.put(
    '/api/service-catalogue/resources/:resourceId',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary:
          'Change a resource (fields left out stay; workingHours null: the service or property hours apply)',
        params: resourceParams,
        body: updateResourceSchema,
        response: { 200: serviceResourceSchema, ...errorResponses },
      },
    },
    (req) => resources.update(actorOf(req), req.params.resourceId, req.body),
  );

  app.get(
    '/api/service-catalogue/resources/:resourceId/time-off',
    {
      config: { permission: 'services.read' },
      schema: {
        tags,
        summary: "A resource's time off ending on or after `from` (default: 30 days ago), earliest first",
        params: resourceParams,
        querystring: timeOffQuerySchema,
        response: { 200: z.array(timeOffSchema), ...readErrorResponses },
      },
    },
    (req) => resources.timeOff(actorOf(req), req.params.resourceId, req.query.from),
  );

  app.post(
    '/api/service-catalogue/resources/:resourceId/time-off',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary:
          'Set time off (leave, maintenance): no slot is offered on the resource then; 409 when it overlaps another',
        params: resourceParams,
        body: timeOffInputSchema,
        response: { 201: timeOffSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await resources.addTimeOff(actorOf(req), req.params.resourceId, req.body)),
  );

  app.delete(
    '/api/service-catalogue/time-off/:timeOffId',
    {
      config: { permission: 'services.write' },
      schema: {
        tags,
        summary: 'Remove a time off',
        params: timeOffParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => resources.removeTimeOff(actorOf(req), req.params.timeOffId),
  );
};

import {
  idParam,
  issueTypeReportRowSchema,
  messageSchema,
  openRoomRequestsSchema,
  propertyServiceReportRowSchema,
  serviceManagementReportRowSchema,
  serviceReportQuerySchema,
  serviceRequestByIdSchema,
  serviceRequestByPropertySchema,
  serviceRequestCreateSchema,
  serviceRequestDatesSchema,
  serviceRequestPageSchema,
  serviceRequestSchema,
  serviceRequestSearchSchema,
  serviceRequestStatusSchema,
  serviceRequestUpdateSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport } from '../../lib/excel';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import {
  ISSUE_TYPE_COLUMNS,
  MANAGEMENT_COLUMNS,
  PROPERTY_REPORT_COLUMNS,
  requestColumns,
} from './service-request.export';
import type { ServiceRequestService } from './service-request.service';

const tags = ['service requests'];
const read = { permission: 'serviceRequest.read' } as const;
const write = { permission: 'serviceRequest.write' } as const;
const idParams = z.object({ id: idParam });
const orgParams = z.object({ orgId: idParam });

/**
 * Service requests (issue 11) at the paths of spec §7.3 under /api/service, plus what the screens need that the spec
 * does not list: PUT /api/service/:id (edit, assign), POST /api/service/:id/status (move) and the board's open
 * requests per room.
 */
export const serviceRequestRoutes: FastifyPluginAsyncZod<{ serviceRequests: ServiceRequestService }> = async (
  app,
  { serviceRequests: service },
) => {
  app.get(
    '/api/service/findByPropertyId',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of a property's service requests (newest first); the organisation must be the property's",
        querystring: serviceRequestByPropertySchema,
        response: { 200: serviceRequestPageSchema, ...readErrorResponses },
      },
    },
    (req) => service.byProperty(actorOf(req), req.query),
  );

  app.get(
    '/api/service/organisation/:orgId/dates',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of the organisation's service requests opened from fromDate to toDate (inclusive), of one property " +
          'when propertyId is given (a property user: always their own)',
        params: orgParams,
        querystring: serviceRequestDatesSchema,
        response: { 200: serviceRequestPageSchema, ...readErrorResponses },
      },
    },
    (req) => service.byOrganisationDates(actorOf(req), req.params.orgId, req.query),
  );

  app.get(
    '/api/service/getBySearchCriteria',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of a property's service requests, filtered by status (or open), issue type, priority, assignee, " +
          'room, booking, customer and the days opened; searched by reference, description, notes, room, booking ' +
          'number and guest name',
        querystring: serviceRequestSearchSchema,
        response: { 200: serviceRequestPageSchema, ...readErrorResponses },
      },
    },
    (req) => service.search(actorOf(req), req.query),
  );

  app.get(
    '/api/service/download/serviceToExcel',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The search criteria list, every row, as an .xlsx workbook (instants in the property’s time zone)',
        querystring: serviceRequestSearchSchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today, timeZone } = await service.exportRows(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Service requests',
        file: 'service-requests',
        date: today,
        columns: requestColumns(timeZone),
        rows,
      });
    },
  );

  app.post(
    '/api/service/create',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Raise a service request at a property (the next reference number); the room, booking, customer and ' +
          'assigned user must be the property’s',
        body: serviceRequestCreateSchema,
        response: { 201: serviceRequestSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(actorOf(req), req.body)),
  );

  app.get(
    '/api/service/findById',
    {
      config: read,
      schema: {
        tags,
        summary: 'One service request',
        querystring: serviceRequestByIdSchema,
        response: { 200: serviceRequestSchema, ...readErrorResponses },
      },
    },
    (req) => service.get(actorOf(req), req.query.ServiceId),
  );

  app.put(
    '/api/service/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Change a service request (fields left out stay): what, links, priority, assignee; closed: 409',
        params: idParams,
        body: serviceRequestUpdateSchema,
        response: { 200: serviceRequestSchema, ...errorResponses },
      },
    },
    (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  app.post(
    '/api/service/:id/status',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Move a request: OPEN → IN_PROGRESS → RESOLVED → CLOSED (reopening until closed), stamping the instant; ' +
          'a move its status does not allow, a closed request or a request moved meanwhile: 409',
        params: idParams,
        body: serviceRequestStatusSchema,
        response: { 200: serviceRequestSchema, ...errorResponses },
      },
    },
    (req) => service.changeStatus(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/api/service/deleteById/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a service request',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    (req) => service.remove(actorOf(req), req.params.id),
  );

  app.get(
    '/api/service/property/:propertyId/open-by-room',
    {
      config: read,
      schema: {
        tags,
        summary: 'The open and in-progress requests that name a room, oldest first (the housekeeping board)',
        params: propertyParams,
        response: { 200: openRoomRequestsSchema, ...readErrorResponses },
      },
    },
    (req) => service.openByRoom(actorOf(req), req.params.propertyId),
  );

  // ---------------------------------------------------------------- reports (days opened, property's time zone)

  app.get(
    '/api/service/getServiceManagementReport',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Service management report: by assignee, how many were opened, where they stand, resolution time',
        querystring: serviceReportQuerySchema,
        response: { 200: z.array(serviceManagementReportRowSchema), ...readErrorResponses },
      },
    },
    async (req) => (await service.managementReport(actorOf(req), req.query)).rows,
  );

  app.get(
    '/api/service/downloadServiceManagementReportToExcel',
    {
      config: read,
      schema: {
        tags,
        summary: 'The service management report as .xlsx',
        querystring: serviceReportQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await service.managementReport(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Service management',
        file: 'service-management-report',
        date: today,
        columns: MANAGEMENT_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/service/getPropertyServiceReport',
    {
      config: read,
      schema: {
        tags,
        summary: "Property service report: the property's requests day by day (the day opened)",
        querystring: serviceReportQuerySchema,
        response: { 200: z.array(propertyServiceReportRowSchema), ...readErrorResponses },
      },
    },
    async (req) => (await service.propertyReport(actorOf(req), req.query)).rows,
  );

  app.get(
    '/api/service/downloadPropertyServiceExcelReport',
    {
      config: read,
      schema: {
        tags,
        summary: 'The property service report as .xlsx',
        querystring: serviceReportQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await service.propertyReport(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Property service',
        file: 'property-service-report',
        date: today,
        columns: PROPERTY_REPORT_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/service/getIssueTypeReport',
    {
      config: read,
      schema: {
        tags,
        summary: 'Issue type report: the requests opened in the range by issue type, most frequent first',
        querystring: serviceReportQuerySchema,
        response: { 200: z.array(issueTypeReportRowSchema), ...readErrorResponses },
      },
    },
    async (req) => (await service.issueTypeReport(actorOf(req), req.query)).rows,
  );

  app.get(
    '/api/service/downloadIssueTypeExcelReport',
    {
      config: read,
      schema: {
        tags,
        summary: 'The issue type report as .xlsx',
        querystring: serviceReportQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, today } = await service.issueTypeReport(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Issue types',
        file: 'issue-type-report',
        date: today,
        columns: ISSUE_TYPE_COLUMNS,
        rows,
      });
    },
  );
};

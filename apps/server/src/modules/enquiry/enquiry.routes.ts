import {
  enquiryAssigneeSchema,
  enquiryAssignSchema,
  enquiryInputSchema,
  enquiryListQuerySchema,
  enquiryPageSchema,
  enquiryPropertySchema,
  enquirySchema,
  enquiryStatusSchema,
  enquiryUpdateSchema,
  idParam,
  type Enquiry,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import { exportDay, type EnquiryService } from './enquiry.service';

const tags = ['enquiries'];
const organisationParams = z.object({ organisationId: idParam });
const enquiryParams = z.object({ enquiryId: idParam });
const read = { permission: 'enquiry.read' } as const;
const write = { permission: 'enquiry.write' } as const;

const name = (e: Enquiry) => [e.firstName, e.lastName].filter(Boolean).join(' ');

const ENQUIRY_COLUMNS: ExcelColumn<Enquiry>[] = [
  { header: 'Number', width: 12, value: (e) => e.enquiryNumber },
  { header: 'Received', type: 'date', width: 12, value: (e) => e.createdAt.slice(0, 10) },
  { header: 'Status', width: 10, value: (e) => e.status },
  { header: 'Source', width: 13, value: (e) => e.source },
  { header: 'Property', width: 24, value: (e) => e.propertyName },
  { header: 'Guest', width: 24, value: name },
  { header: 'Email', width: 26, value: (e) => e.email },
  { header: 'Phone', width: 16, value: (e) => e.phone },
  { header: 'Accommodation', width: 16, value: (e) => e.accommodationType },
  { header: 'Check-in', type: 'date', width: 12, value: (e) => e.checkInDate },
  { header: 'Check-out', type: 'date', width: 12, value: (e) => e.checkOutDate },
  { header: 'Adults', type: 'number', width: 8, value: (e) => e.persons },
  { header: 'Children', type: 'number', width: 8, value: (e) => e.children },
  { header: 'Rooms', type: 'number', width: 8, value: (e) => e.rooms },
  { header: 'Budget min', type: 'number', width: 12, value: (e) => e.budgetMin },
  { header: 'Budget max', type: 'number', width: 12, value: (e) => e.budgetMax },
  { header: 'Assignee', width: 20, value: (e) => e.assigneeName },
  { header: 'Follow-up', type: 'date', width: 12, value: (e) => e.followUpDate },
  { header: 'Lost reason', width: 30, value: (e) => e.lostReason },
  { header: 'Booking', width: 14, value: (e) => e.bookingReference },
];

export const enquiryRoutes: FastifyPluginAsyncZod<{ enquiries: EnquiryService }> = async (
  app,
  { enquiries },
) => {
  app.get(
    '/api/enquiry/organisation/:organisationId',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of the organisation's enquiries (newest first unless sorted; a property user's: their property's), " +
          'filtered by status, assignee, property, follow-up due and day received, searched by number, name, email ' +
          'or phone',
        params: organisationParams,
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryPageSchema, ...readErrorResponses },
      },
    },
    (req) => enquiries.list(actorOf(req), req.params.organisationId, req.query),
  );

  app.get(
    '/api/enquiry/organisation/:organisationId/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        params: organisationParams,
        querystring: enquiryListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await enquiries.exportRows(actorOf(req), req.params.organisationId, req.query);
      return sendExport(reply, {
        sheet: 'Enquiries',
        file: 'enquiries',
        date: exportDay(),
        columns: ENQUIRY_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/enquiry/organisation/:organisationId/assignees',
    {
      config: read,
      schema: {
        tags,
        summary:
          "Who may be given the organisation's enquiries: its staff who work enquiries, and its properties' (each " +
          "only their property's)",
        params: organisationParams,
        response: { 200: z.array(enquiryAssigneeSchema), ...readErrorResponses },
      },
    },
    (req) => enquiries.assignees(actorOf(req), req.params.organisationId),
  );

  app.get(
    '/api/enquiry/organisation/:organisationId/properties',
    {
      config: read,
      schema: {
        tags,
        summary:
          "The properties an enquiry may be for: the organisation's (a property user's own only), by name",
        params: organisationParams,
        response: { 200: z.array(enquiryPropertySchema), ...readErrorResponses },
      },
    },
    (req) => enquiries.properties(actorOf(req), req.params.organisationId),
  );

  app.post(
    '/api/enquiry/organisation/:organisationId',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Take an enquiry (staff typing in a call): NEW, numbered in the organisation's sequence; a property user's " +
          'is for their property',
        params: organisationParams,
        body: enquiryInputSchema,
        response: { 201: enquirySchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await enquiries.create(actorOf(req), req.params.organisationId, req.body)),
  );

  app.get(
    '/api/enquiry/:enquiryId',
    {
      config: read,
      schema: {
        tags,
        summary: 'One enquiry',
        params: enquiryParams,
        response: { 200: enquirySchema, ...readErrorResponses },
      },
    },
    (req) => enquiries.get(actorOf(req), req.params.enquiryId),
  );

  app.put(
    '/api/enquiry/:enquiryId',
    {
      config: write,
      schema: {
        tags,
        summary: "Change an enquiry's details (fields left out stay)",
        params: enquiryParams,
        body: enquiryUpdateSchema,
        response: { 200: enquirySchema, ...errorResponses },
      },
    },
    (req) => enquiries.update(actorOf(req), req.params.enquiryId, req.body),
  );

  app.put(
    '/api/enquiry/:enquiryId/assignee',
    {
      config: write,
      schema: {
        tags,
        summary: 'Give the enquiry to a user who works enquiries (null: nobody)',
        params: enquiryParams,
        body: enquiryAssignSchema,
        response: { 200: enquirySchema, ...errorResponses },
      },
    },
    (req) => enquiries.assign(actorOf(req), req.params.enquiryId, req.body),
  );

  app.put(
    '/api/enquiry/:enquiryId/status',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Move the enquiry: NEW/QUOTED → QUOTED, WON (the booking it became, of its property), LOST (with the ' +
          'reason) or EXPIRED; LOST/EXPIRED → NEW; WON is final (409 for any other move)',
        params: enquiryParams,
        body: enquiryStatusSchema,
        response: { 200: enquirySchema, ...errorResponses },
      },
    },
    (req) => enquiries.setStatus(actorOf(req), req.params.enquiryId, req.body),
  );
};

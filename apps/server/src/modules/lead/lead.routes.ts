import {
  apiErrorSchema,
  auditLogEntrySchema,
  bookDemoAnswerSchema,
  bookDemoSchema,
  idParam,
  leadInputSchema,
  leadListQuerySchema,
  leadManagerSchema,
  leadNoteInputSchema,
  leadNoteSchema,
  leadPageSchema,
  leadSchema,
  leadStageSchema,
  leadUpdateSchema,
  todayIn,
  type Lead,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { createRateLimit } from '../../lib/rate-limit';
import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import type { LeadService } from './lead.service';

const tags = ['business leads'];
const leadParams = z.object({ leadId: idParam });
const read = { permission: 'lead.read' } as const;
const write = { permission: 'lead.write' } as const;

const LEAD_COLUMNS: ExcelColumn<Lead>[] = [
  { header: 'Received', type: 'date', width: 12, value: (l) => l.createdAt.slice(0, 10) },
  { header: 'Stage', width: 11, value: (l) => l.stage },
  { header: 'Business', width: 26, value: (l) => l.propertyName },
  { header: 'Type', width: 14, value: (l) => l.businessType },
  { header: 'Contact', width: 24, value: (l) => [l.firstName, l.lastName].filter(Boolean).join(' ') },
  { header: 'Owner', width: 20, value: (l) => l.ownerName },
  { header: 'Email', width: 26, value: (l) => l.email },
  { header: 'Mobile', width: 16, value: (l) => l.mobile },
  { header: 'City', width: 16, value: (l) => l.city },
  { header: 'Solutions', width: 30, value: (l) => l.solutions.join(', ') },
  { header: 'Source', width: 13, value: (l) => l.source },
  { header: 'Account manager', width: 20, value: (l) => l.accountManagerName },
  { header: 'Follow-up', type: 'date', width: 12, value: (l) => l.followUpDate },
  { header: 'Lost reason', width: 30, value: (l) => l.lostReason },
];

export interface LeadRouteOptions {
  leads: LeadService;
  /** Public form submissions a minute per address. */
  bookDemoPerMinute?: number;
}

export const leadRoutes: FastifyPluginAsyncZod<LeadRouteOptions> = async (
  app,
  { leads, bookDemoPerMinute },
) => {
  const bookDemoLimit = createRateLimit(bookDemoPerMinute ?? 10);

  app.get(
    '/api/lead',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A page of the leads organisation's business leads (newest first unless sorted), filtered by stage, " +
          'source, business type, account manager and follow-up due, searched by name, business, email or mobile',
        querystring: leadListQuerySchema,
        response: { 200: leadPageSchema, ...readErrorResponses },
      },
    },
    (req) => leads.list(actorOf(req), req.query),
  );

  app.get(
    '/api/lead/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        querystring: leadListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) =>
      sendExport(reply, {
        sheet: 'Business leads',
        file: 'business-leads',
        date: todayIn('UTC'),
        columns: LEAD_COLUMNS,
        rows: await leads.exportRows(actorOf(req), req.query),
      }),
  );

  app.get(
    '/api/lead/account-managers',
    {
      config: read,
      schema: {
        tags,
        summary: "Who may be a lead's account manager: the leads organisation's staff who work leads",
        response: { 200: z.array(leadManagerSchema), ...readErrorResponses },
      },
    },
    (req) => leads.managers(actorOf(req)),
  );

  app.post(
    '/api/lead',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a business lead (a call, a referral, a fair): NEW',
        body: leadInputSchema,
        response: { 201: leadSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await leads.create(actorOf(req), req.body)),
  );

  app.get(
    '/api/lead/:leadId',
    {
      config: read,
      schema: {
        tags,
        summary: 'One business lead',
        params: leadParams,
        response: { 200: leadSchema, ...readErrorResponses },
      },
    },
    (req) => leads.get(actorOf(req), req.params.leadId),
  );

  app.put(
    '/api/lead/:leadId',
    {
      config: write,
      schema: {
        tags,
        summary: "Change a lead's details (fields left out stay)",
        params: leadParams,
        body: leadUpdateSchema,
        response: { 200: leadSchema, ...errorResponses },
      },
    },
    (req) => leads.update(actorOf(req), req.params.leadId, req.body),
  );

  app.put(
    '/api/lead/:leadId/stage',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Move the lead: an open stage (NEW, CONTACTED, DEMO, PROPOSAL) to any other, to LOST (with the reason) or ' +
          'WON (makes the business its property, status NEW, and invites its administrator by email); LOST back to ' +
          'an open stage; WON is final. 409 if the lead is no longer at `from`',
        params: leadParams,
        body: leadStageSchema,
        response: { 200: leadSchema, ...errorResponses },
      },
    },
    (req) => leads.move(actorOf(req), req.params.leadId, req.body),
  );

  app.get(
    '/api/lead/:leadId/notes',
    {
      config: read,
      schema: {
        tags,
        summary: "A lead's notes, newest first",
        params: leadParams,
        response: { 200: z.array(leadNoteSchema), ...readErrorResponses },
      },
    },
    (req) => leads.notes(actorOf(req), req.params.leadId),
  );

  app.post(
    '/api/lead/:leadId/notes',
    {
      config: write,
      schema: {
        tags,
        summary: 'Write a note on a lead (kept as written; in its history)',
        params: leadParams,
        body: leadNoteInputSchema,
        response: { 201: leadNoteSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await leads.addNote(actorOf(req), req.params.leadId, req.body)),
  );

  app.get(
    '/api/lead/:leadId/history',
    {
      config: read,
      schema: {
        tags,
        summary: "A lead's history: who added, changed, moved or annotated it, newest first",
        params: leadParams,
        response: { 200: z.array(auditLogEntrySchema), ...readErrorResponses },
      },
    },
    (req) => leads.history(actorOf(req), req.params.leadId),
  );

  app.post(
    '/api/public/book-a-demo',
    {
      config: { public: true },
      onRequest: async (req) => bookDemoLimit.hit(req.ip),
      schema: {
        tags: ['business leads (public)'],
        summary:
          'The marketing site\'s "book a demo" form (no sign-in, a few a minute per address): a NEW business lead',
        body: bookDemoSchema,
        response: { 202: bookDemoAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await leads.bookDemo(req.body);
      return reply.status(202).send({ received: true });
    },
  );
};

import {
  idParam,
  outboxListQuerySchema,
  outboxMessageSchema,
  outboxPageSchema,
  todayIn,
  type OutboxMessage,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import type { OutboxService } from './outbox.service';

const tags = ['messages'];
const read = { permission: 'message.read' } as const;
const write = { permission: 'message.write' } as const;
const messageParams = z.object({ messageId: idParam });

const utc = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : null);

const COLUMNS: ExcelColumn<OutboxMessage>[] = [
  { header: 'Created (UTC)', width: 20, value: (m) => utc(m.createdAt) },
  { header: 'Type', width: 16, value: (m) => m.purpose },
  { header: 'Channel', width: 8, value: (m) => m.channel },
  { header: 'Recipient', width: 30, value: (m) => m.recipient },
  { header: 'Subject', width: 36, value: (m) => m.subject },
  { header: 'Status', width: 11, value: (m) => m.status },
  { header: 'Attempts', width: 9, value: (m) => m.attempts },
  { header: 'Sent (UTC)', width: 20, value: (m) => utc(m.sentAt) },
  { header: 'Transport', width: 10, value: (m) => m.transport },
  { header: 'Provider answer', width: 40, value: (m) => m.providerAnswer },
  { header: 'Last error', width: 40, value: (m) => m.lastError },
  { header: 'Property', width: 24, value: (m) => m.propertyName },
  {
    header: 'Record',
    width: 14,
    value: (m) => (m.relatedEntity ? `${m.relatedEntity} ${m.relatedId ?? ''}` : null),
  },
];

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/api/messages',
    {
      config: read,
      schema: {
        tags,
        summary:
          'A page of the outgoing messages (email, SMS) within the caller’s reach, newest first unless sorted; ' +
          'filtered by status, channel, type, property and days of creation (UTC); searched by recipient. ' +
          'One-time links are never shown',
        querystring: outboxListQuerySchema,
        response: { 200: outboxPageSchema, ...readErrorResponses },
      },
    },
    (req) => outbox.list(actorOf(req), req.query),
  );

  app.get(
    '/api/messages/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        querystring: outboxListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await outbox.exportRows(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Messages',
        file: 'messages',
        date: todayIn('UTC'),
        columns: COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/messages/:messageId',
    {
      config: read,
      schema: {
        tags,
        summary:
          'One message as sent (its one-time link shown as a mark), with its attempts and the provider’s answer',
        params: messageParams,
        response: { 200: outboxMessageSchema, ...readErrorResponses },
      },
    },
    (req) => outbox.get(actorOf(req), req.params.messageId),
  );

  app.post(
    '/api/messages/:messageId/resend',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Sends a SENT or FAILED message again as a new PENDING copy (a message is resent once: resend the copy ' +
          'to send again; 409 otherwise, and for a one-time link no longer kept or expired)',
        params: messageParams,
        response: { 200: outboxMessageSchema, ...errorResponses },
      },
    },
    (req) => outbox.resend(actorOf(req), req.params.messageId),
  );

  app.post(
    '/api/messages/:messageId/cancel',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Stops a message still waiting to be sent (409 once a worker took it, or it was sent or failed)',
        params: messageParams,
        response: { 200: outboxMessageSchema, ...errorResponses },
      },
    },
    (req) => outbox.cancel(actorOf(req), req.params.messageId),
  );
};

import {
  auditFacetsSchema,
  auditLogListQuerySchema,
  auditLogPageSchema,
  todayIn,
  type AuditLogEntry,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, readErrorResponses } from '../../lib/route';
import type { AuditService } from './audit.service';

const tags = ['audit'];
const read = { permission: 'audit.read' } as const;

/** "field: before → after" per changed field, one per line (the page shows the same). */
const changesText = (e: AuditLogEntry) =>
  e.changes.map((c) => `${c.field}: ${String(c.before ?? '—')} → ${String(c.after ?? '—')}`).join('\n');

/** When, in the record's property's time zone (UTC for organisation and platform records), as Excel reads it. */
const localTime = (e: AuditLogEntry) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: e.timezone ?? 'UTC',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(e.createdAt));

const AUDIT_COLUMNS: ExcelColumn<AuditLogEntry>[] = [
  { header: 'When', width: 20, value: localTime },
  { header: 'Time zone', width: 18, value: (e) => e.timezone ?? 'UTC' },
  { header: 'User', width: 24, value: (e) => e.userName },
  { header: 'Address', width: 16, value: (e) => e.ipAddress },
  { header: 'Property', width: 24, value: (e) => e.propertyName },
  { header: 'Record', width: 16, value: (e) => e.entity },
  { header: 'Record ID', width: 10, value: (e) => e.entityId },
  { header: 'Action', width: 8, value: (e) => e.action },
  { header: 'Event', width: 18, value: (e) => e.event },
  { header: 'Changes', width: 60, value: changesText },
];

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/audit',
    {
      config: read,
      schema: {
        tags,
        summary:
          'A page of the audit log within the caller’s reach (newest first unless sorted), filtered by record, ' +
          'action, user, property and days; searched by user name, record id and address',
        querystring: auditLogListQuerySchema,
        response: { 200: auditLogPageSchema, ...readErrorResponses },
      },
    },
    (req) => audit.list(actorOf(req), req.query),
  );

  app.get(
    '/api/audit/facets',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The audit page’s choices within the caller’s reach: the users in the log, the properties it covers',
        response: { 200: auditFacetsSchema, ...readErrorResponses },
      },
    },
    (req) => audit.facets(actorOf(req)),
  );

  app.get(
    '/api/audit/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The same filter as the list, every row, as an .xlsx workbook',
        querystring: auditLogListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await audit.exportRows(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Audit log',
        file: 'audit-log',
        date: todayIn('UTC'),
        columns: AUDIT_COLUMNS,
        rows,
      });
    },
  );
};

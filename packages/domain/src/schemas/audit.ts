// The audit log (issue 10): who changed which business record, when, from where, and what (before → after).
import { z } from 'zod';

import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record the log names (the `entity` column): the filter of the audit page and the History tabs. */
export const AUDIT_ENTITIES = [
  'booking',
  'customer',
  'customer_document',
  'payment',
  'expense',
  'company',
  'organisation',
  'property',
  'business_service',
  'offering',
  'service_resource',
  'room_type',
  'room',
  'facility',
  'rate_plan',
  'daily_rate',
  'address_place',
  'user',
  'role',
  'service_request',
  'reservation',
  'payment_gateway',
  'payment_setting',
  'enquiry',
  'order',
  'product_group',
  'product',
  'invoice',
  'kitchen_ticket',
  'promotion',
  'review',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A field's value as the log keeps it: scalars only (dates as ISO text, lists and objects as JSON text). */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

export const auditChangeSchema = z.object({
  field: z.string(),
  before: auditValueSchema,
  after: auditValueSchema,
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int().nullable(),
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  /** The property's IANA time zone (the page shows the time there); null for organisation and platform records. */
  timezone: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** An operation that is more than a field edit, e.g. a booking's CANCEL or CHECKIN. */
  event: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const AUDIT_SORTS = ['createdAt', 'entity', 'action', 'userName'] as const;
/**
 * GET /api/audit (and …/export): newest first unless sorted. Scoped by the caller: the platform sees everything, an
 * organisation admin their organisation, a property admin or manager their property (a foreign property or
 * organisation filter answers 404). `from`/`to` are days in the property's time zone when the list is of one
 * property, in UTC otherwise; `search` matches the user's name, the record id and the address.
 */
export const auditLogListQuerySchema = listQuery({
  sorts: AUDIT_SORTS,
  filters: {
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entityId: z.string().trim().min(1).max(40).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    userId: idParam.optional(),
    propertyId: idParam.optional(),
    organisationId: idParam.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  },
});
export type AuditLogListQuery = z.infer<typeof auditLogListQuerySchema>;
export const auditLogPageSchema = pageOf(auditLogEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/**
 * GET /api/audit/facets: the Audit page's choices within the caller's reach: the users who appear in the log (by
 * name, as last recorded) and the properties whose rows the caller may read (none for a property's own staff).
 */
export const auditFacetsSchema = z.object({
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
  properties: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

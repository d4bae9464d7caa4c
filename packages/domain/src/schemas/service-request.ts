// Service requests (issue 11, spec §7.3 under /api/service): what guests or staff ask of the property (extra towels,
// a broken tap, a late checkout), typed, linked to a room, booking or customer, assigned, and followed to closure.
import { z } from 'zod';

import type { Role } from '../roles';
import { optionalText, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';
import { id, nullableOptional } from './helpers';

export const SERVICE_REQUEST_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const SERVICE_REQUEST_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type ServiceRequestPriority = (typeof SERVICE_REQUEST_PRIORITIES)[number];

/** What a request is about: the issue type report groups by it. */
export const SERVICE_ISSUE_TYPES = [
  'HOUSEKEEPING',
  'MAINTENANCE',
  'AMENITIES',
  'FOOD_AND_BEVERAGE',
  'FRONT_DESK',
  'TRANSPORT',
  'NOISE',
  'COMPLAINT',
  'OTHER',
] as const;
export type ServiceIssueType = (typeof SERVICE_ISSUE_TYPES)[number];

/** Who asked: a guest (at the desk, by phone) or a member of staff who found it. */
export const SERVICE_REQUEST_SOURCES = ['GUEST', 'STAFF'] as const;
export type ServiceRequestSource = (typeof SERVICE_REQUEST_SOURCES)[number];

/** The property roles a request may be assigned to (the team that handles it). */
export const SERVICE_ASSIGNABLE_ROLES = [
  'PROP_HOUSEKEEPING',
  'PROP_SERVICE',
  'PROP_FRONTDESK',
  'PROP_MANAGER',
  'PROP_ADMIN',
] as const satisfies readonly Role[];
export type ServiceAssignableRole = (typeof SERVICE_ASSIGNABLE_ROLES)[number];

/** The statuses still needing work: the housekeeping board and the "open" counts show these. */
export const SERVICE_REQUEST_OPEN_STATUSES = [
  'OPEN',
  'IN_PROGRESS',
] as const satisfies readonly ServiceRequestStatus[];

/**
 * The moves a request's status may make. A resolved request may be reopened (put back in progress) until it is
 * closed; a closed one is final (the server answers 409).
 */
export const SERVICE_REQUEST_TRANSITIONS: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  OPEN: ['IN_PROGRESS', 'RESOLVED', 'CLOSED'],
  IN_PROGRESS: ['OPEN', 'RESOLVED', 'CLOSED'],
  RESOLVED: ['IN_PROGRESS', 'CLOSED'],
  CLOSED: [],
};

export function canMoveServiceRequest(from: ServiceRequestStatus, to: ServiceRequestStatus): boolean {
  return SERVICE_REQUEST_TRANSITIONS[from].includes(to);
}

/**
 * The timestamps a move sets: started the first time work begins, resolved and closed when reached; reopening a
 * resolved request clears its resolution (it is not resolved any more). Closing an unresolved request resolves it
 * at the same instant, so the reports' resolution times count every finished request.
 */
export function serviceRequestTimestamps(
  current: { startedAt: string | null; resolvedAt: string | null },
  to: ServiceRequestStatus,
  now: string,
): { startedAt?: string | null; resolvedAt?: string | null; closedAt?: string | null } {
  switch (to) {
    case 'OPEN':
      return { resolvedAt: null };
    case 'IN_PROGRESS':
      return { startedAt: current.startedAt ?? now, resolvedAt: null };
    case 'RESOLVED':
      return { resolvedAt: now };
    case 'CLOSED':
      return { resolvedAt: current.resolvedAt ?? now, closedAt: now };
  }
}

/**
 * POST /api/service/create (with `propertyId`); PUT /api/service/:id (fields left out stay, no propertyId). The room,
 * booking, customer and assigned user must be the property's (400 naming the field otherwise).
 */
export const serviceRequestInputSchema = z.object({
  issueType: z.enum(SERVICE_ISSUE_TYPES),
  description: requiredText(1000),
  priority: z.enum(SERVICE_REQUEST_PRIORITIES).default('NORMAL'),
  raisedBy: z.enum(SERVICE_REQUEST_SOURCES).default('GUEST'),
  roomId: id.nullable().optional(),
  bookingId: id.nullable().optional(),
  customerId: id.nullable().optional(),
  assignedRole: z.enum(SERVICE_ASSIGNABLE_ROLES).nullable().optional(),
  assignedUserId: id.nullable().optional(),
  notes: nullableOptional(optionalText(2000)),
});
export type ServiceRequestInput = z.infer<typeof serviceRequestInputSchema>;
export const serviceRequestCreateSchema = serviceRequestInputSchema.extend({ propertyId: id });
export type ServiceRequestCreate = z.infer<typeof serviceRequestCreateSchema>;
/** The PUT body: every field optional, no defaults filled in (a left-out priority stays). */
export const serviceRequestUpdateSchema = serviceRequestInputSchema
  .extend({
    priority: z.enum(SERVICE_REQUEST_PRIORITIES).optional(),
    raisedBy: z.enum(SERVICE_REQUEST_SOURCES).optional(),
  })
  .partial();
export type ServiceRequestUpdate = z.infer<typeof serviceRequestUpdateSchema>;

/** POST /api/service/:id/status: the move, and optionally the notes to keep with it (e.g. what was done). */
export const serviceRequestStatusSchema = z.object({
  status: z.enum(SERVICE_REQUEST_STATUSES),
  notes: nullableOptional(optionalText(2000)),
});
export type ServiceRequestStatusChange = z.infer<typeof serviceRequestStatusSchema>;

export const serviceRequestSchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  propertyId: z.number().int(),
  referenceNumber: z.string(),
  issueType: z.string(),
  description: z.string(),
  priority: z.string(),
  raisedBy: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  roomId: z.number().int().nullable(),
  roomNumber: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  bookingNumber: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  assignedRole: z.string().nullable(),
  assignedUserId: z.number().int().nullable(),
  assignedUserName: z.string().nullable(),
  notes: z.string().nullable(),
  openedAt: z.string(),
  startedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const SERVICE_REQUEST_SORTS = [
  'openedAt',
  'priority',
  'status',
  'issueType',
  'referenceNumber',
] as const;

/** The list's filters, shared by the search, the property's list and the export. */
const serviceRequestFilters = {
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  /** Only the statuses still needing work (OPEN and IN_PROGRESS). */
  open: z.enum(['true', 'false']).optional(),
  issueType: z.enum(SERVICE_ISSUE_TYPES).optional(),
  priority: z.enum(SERVICE_REQUEST_PRIORITIES).optional(),
  assignedRole: z.enum(SERVICE_ASSIGNABLE_ROLES).optional(),
  assignedUserId: idParam.optional(),
  roomId: idParam.optional(),
  bookingId: idParam.optional(),
  customerId: idParam.optional(),
  /** Opened on or after / on or before, in the property's time zone. */
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
};

const toDateNotBefore = (v: { fromDate?: string | undefined; toDate?: string | undefined }) =>
  !v.fromDate || !v.toDate || v.toDate >= v.fromDate;
const toDateMessage = { message: VALIDATION_KEYS.toDateBeforeFromDate, path: ['toDate'] };

/** GET /api/service/getBySearchCriteria and GET /api/service/download/serviceToExcel. */
export const serviceRequestSearchSchema = listQuery({
  sorts: SERVICE_REQUEST_SORTS,
  filters: { propertyId: idParam, ...serviceRequestFilters },
}).refine(toDateNotBefore, toDateMessage);
export type ServiceRequestSearch = z.infer<typeof serviceRequestSearchSchema>;

/** GET /api/service/findByPropertyId?organisationId&propertyId (the spec's call, paged like every list). */
export const serviceRequestByPropertySchema = listQuery({
  sorts: SERVICE_REQUEST_SORTS,
  filters: { organisationId: idParam, propertyId: idParam },
});
export type ServiceRequestByProperty = z.infer<typeof serviceRequestByPropertySchema>;

/** GET /api/service/organisation/:orgId/dates?fromDate&toDate&propertyId: opened in the range. */
export const serviceRequestDatesSchema = listQuery({
  sorts: SERVICE_REQUEST_SORTS,
  filters: { fromDate: isoDateSchema, toDate: isoDateSchema, propertyId: idParam.optional() },
}).refine(toDateNotBefore, toDateMessage);
export type ServiceRequestDates = z.infer<typeof serviceRequestDatesSchema>;

export const serviceRequestPageSchema = pageOf(serviceRequestSchema);
export type ServiceRequestPage = z.infer<typeof serviceRequestPageSchema>;

/** GET /api/service/findById?ServiceId (the spec's spelling). */
export const serviceRequestByIdSchema = z.object({ ServiceId: idParam });

/** The three reports' query: a property and the days the requests were opened (its time zone, at most a year). */
export const serviceReportQuerySchema = z
  .object({ propertyId: idParam, fromDate: isoDateSchema, toDate: isoDateSchema })
  .refine(toDateNotBefore, toDateMessage);
export type ServiceReportQuery = z.infer<typeof serviceReportQuerySchema>;

/** The counts of one report row: how many were opened, where they stand now, how fast they were resolved. */
const reportCounts = {
  total: z.number().int(),
  open: z.number().int(),
  inProgress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
  urgent: z.number().int(),
  /** Mean hours from opened to resolved, over the resolved and closed ones; null when none is. */
  averageResolutionHours: z.number().nullable(),
};

/** Service management report: who handles the requests (the assigned user, else the assigned role). */
export const serviceManagementReportRowSchema = z.object({
  assignedRole: z.string().nullable(),
  assignedUserId: z.number().int().nullable(),
  assignedUserName: z.string().nullable(),
  ...reportCounts,
});
export type ServiceManagementReportRow = z.infer<typeof serviceManagementReportRowSchema>;

/** Property service report: the property's requests day by day (the day they were opened). */
export const propertyServiceReportRowSchema = z.object({ date: z.string(), ...reportCounts });
export type PropertyServiceReportRow = z.infer<typeof propertyServiceReportRowSchema>;

/** Issue type report: the requests by issue type. */
export const issueTypeReportRowSchema = z.object({ issueType: z.string(), ...reportCounts });
export type IssueTypeReportRow = z.infer<typeof issueTypeReportRowSchema>;

/** GET /api/service/property/:propertyId/open-by-room: the open requests naming a room (housekeeping board). */
export const openRoomRequestsSchema = z.array(serviceRequestSchema);

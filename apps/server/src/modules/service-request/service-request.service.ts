import {
  canMoveServiceRequest,
  serviceRequestTimestamps,
  todayIn,
  VALIDATION_KEYS,
  type ServiceReportQuery,
  type ServiceRequest,
  type ServiceRequestByProperty,
  type ServiceRequestCreate,
  type ServiceRequestDates,
  type ServiceRequestPage,
  type ServiceRequestSearch,
  type ServiceRequestStatus,
  type ServiceRequestStatusChange,
  type ServiceRequestUpdate,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import { canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { userDisplayName } from '../payment/payment.service';
import {
  allServiceRequests,
  deleteServiceRequestRow,
  findServiceRequest,
  findServiceRequestRow,
  foreignLinks,
  insertServiceRequest,
  issueTypeReport,
  listServiceRequests,
  lockServiceRequestRow,
  moveServiceRequestRow,
  nextServiceRequestSequence,
  openRoomRequests,
  propertyServiceReport,
  serviceManagementReport,
  updateServiceRequestRow,
  type ServiceRequestFilter,
  type ServiceRequestRow,
} from './service-request.repository';

const WHAT = 'Service request';
const HOUSEKEEPING = 'PROP_HOUSEKEEPING';
/** The roles that operate every request of their property; housekeeping alone sees only its own (below). */
const OPERATORS = [
  'SUPER_ADMIN',
  'ORG_ADMIN',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_SERVICE',
  'PROP_FRONTDESK',
];
/** The board shows at most this many open room requests (far more than any property has open at once). */
const BOARD_LIMIT = 500;

export const CLOSED_IS_FINAL = 'This request is closed: it cannot change any more';

/**
 * Housekeeping staff (and nobody else) work only on the requests assigned to housekeeping or to themselves: the row
 * rule of the issue. A user who also holds an operating role (or a custom role) is not narrowed.
 */
function housekeepingOnly(actor: Actor) {
  return actor.roles.includes(HOUSEKEEPING) && !actor.roles.some((r) => OPERATORS.includes(r))
    ? { role: HOUSEKEEPING, userId: actor.id }
    : undefined;
}

const visibleTo = (actor: Actor, row: ServiceRequestRow) => {
  const own = housekeepingOnly(actor);
  return !own || row.assignedRole === own.role || row.assignedUserId === own.userId;
};

/** What the request's form sets and where it stands, as the audit log compares it. */
const audited = (r: ServiceRequestRow) => ({
  referenceNumber: r.referenceNumber,
  issueType: r.issueType,
  description: r.description,
  priority: r.priority,
  raisedBy: r.raisedBy,
  status: r.status,
  roomId: r.roomId,
  bookingId: r.bookingId,
  customerId: r.customerId,
  assignedRole: r.assignedRole,
  assignedUserId: r.assignedUserId,
  notes: r.notes,
  startedAt: r.startedAt,
  resolvedAt: r.resolvedAt,
  closedAt: r.closedAt,
});

function audit(
  tx: Db,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  before: ServiceRequestRow | null,
  after: ServiceRequestRow | null,
  event?: string,
) {
  const row = (after ?? before)!;
  return recordAudit(tx, actor, {
    entity: 'service_request',
    entityId: row.id,
    action,
    before: before && audited(before),
    after: after && audited(after),
    event: event ?? null,
    organisationId: row.organisationId,
    propertyId: row.propertyId,
  });
}

const reference = (sequence: number) => `SR-${String(sequence).padStart(6, '0')}`;
const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

export function createServiceRequestService(db: Db) {
  /** The request, after the tenant rule and housekeeping's row rule: 404 as if missing otherwise. */
  async function reachable(actor: Actor, id: number) {
    const row = await findServiceRequestRow(db, id);
    if (!row) throw notFound(WHAT);
    const property = await reachableProperty(db, actor, row.propertyId, WHAT);
    if (!visibleTo(actor, row)) throw notFound(WHAT);
    return { row, property };
  }

  async function answer(id: number): Promise<ServiceRequest> {
    const r = await findServiceRequest(db, id);
    if (!r) throw notFound(WHAT);
    return r;
  }

  /** Housekeeping moves the status of its requests; raising, editing and deleting are the operators'. */
  function assertOperator(actor: Actor) {
    if (housekeepingOnly(actor))
      throw forbidden('Housekeeping can change the status of the requests assigned to it, not edit them');
  }

  async function assertLinks(propertyId: number, links: Parameters<typeof foreignLinks>[2]) {
    const wrong = await foreignLinks(db, propertyId, links);
    if (wrong.length === 0) return;
    const keys: Record<string, string> = {
      roomId: VALIDATION_KEYS.noSuchRoom,
      bookingId: VALIDATION_KEYS.noSuchBooking,
      customerId: VALIDATION_KEYS.noSuchCustomer,
      assignedUserId: VALIDATION_KEYS.notPropertyOrganisation,
    };
    throw badRequest('Invalid links', Object.fromEntries(wrong.map((f) => [f, keys[f]!])));
  }

  /** A report's property (the tenant rule) and the repository's arguments: its days are the property's. */
  async function reportScope(actor: Actor, q: ServiceReportQuery) {
    const property = await reachableProperty(db, actor, q.propertyId);
    const args = [property.id, property.timezone, q.fromDate, q.toDate] as const;
    return { property, args };
  }

  async function propertyFilter(actor: Actor, propertyId: number): Promise<ServiceRequestFilter> {
    const property = await reachableProperty(db, actor, propertyId);
    return { propertyId, timeZone: property.timezone, onlyAssignedTo: housekeepingOnly(actor) };
  }

  return {
    /** GET /api/service/getBySearchCriteria: a page of the property's requests, filtered and sorted. */
    async search(actor: Actor, q: ServiceRequestSearch): Promise<ServiceRequestPage> {
      const f = await propertyFilter(actor, q.propertyId);
      return listServiceRequests(db, { ...q, ...f }, q);
    },

    /** The same filter, every row (up to the export's limit), and the property's today for the file name. */
    async exportRows(actor: Actor, q: ServiceRequestSearch) {
      const f = await propertyFilter(actor, q.propertyId);
      const rows = await allServiceRequests(db, { ...q, ...f }, q, EXPORT_READ_ROWS);
      return { rows, today: todayIn(f.timeZone), timeZone: f.timeZone };
    },

    /** GET /api/service/findByPropertyId: the property's requests; an organisation that is not its own: 404. */
    async byProperty(actor: Actor, q: ServiceRequestByProperty): Promise<ServiceRequestPage> {
      const property = await reachableProperty(db, actor, q.propertyId);
      if (property.organisationId !== q.organisationId) throw notFound('Property');
      return listServiceRequests(
        db,
        { propertyId: property.id, timeZone: property.timezone, onlyAssignedTo: housekeepingOnly(actor) },
        q,
      );
    },

    /**
     * GET /api/service/organisation/:orgId/dates: the organisation's requests opened in the range, optionally of one
     * property. A property user sees their own property's only; days are the named property's (the first's
     * otherwise: an organisation's properties share a time zone in practice, and a day off at a border is harmless).
     */
    async byOrganisationDates(actor: Actor, organisationId: number, q: ServiceRequestDates) {
      const ownProperty = actor.propertyId != null && actor.organisationId === organisationId;
      if (!canReachOrganisation(actor, organisationId) && !ownProperty) throw notFound('Organisation');
      let propertyId = q.propertyId;
      if (!canReachOrganisation(actor, organisationId)) {
        if (propertyId != null && propertyId !== actor.propertyId) throw notFound('Property');
        propertyId = actor.propertyId!;
      }
      let timeZone = 'UTC';
      if (propertyId != null) {
        const property = await reachableProperty(db, actor, propertyId);
        if (property.organisationId !== organisationId) throw notFound('Property');
        timeZone = property.timezone;
      }
      return listServiceRequests(
        db,
        {
          organisationId,
          propertyId,
          fromDate: q.fromDate,
          toDate: q.toDate,
          timeZone,
          onlyAssignedTo: housekeepingOnly(actor),
        },
        q,
      );
    },

    async get(actor: Actor, id: number): Promise<ServiceRequest> {
      await reachable(actor, id);
      return answer(id);
    },

    /** Raises a request with the property's next reference number. */
    async create(actor: Actor, input: ServiceRequestCreate): Promise<ServiceRequest> {
      assertOperator(actor);
      const property = await reachableProperty(db, actor, input.propertyId);
      await assertLinks(property.id, input);
      const name = (await userDisplayName(db, actor.id)) ?? actor.username;
      const id = await db.transaction(async (tx) => {
        const sequence = await nextServiceRequestSequence(tx, property.id);
        const row = await insertServiceRequest(tx, {
          organisationId: property.organisationId,
          propertyId: property.id,
          sequence,
          referenceNumber: reference(sequence),
          issueType: input.issueType,
          description: input.description,
          priority: input.priority,
          raisedBy: input.raisedBy,
          roomId: input.roomId ?? null,
          bookingId: input.bookingId ?? null,
          customerId: input.customerId ?? null,
          assignedRole: input.assignedRole ?? null,
          assignedUserId: input.assignedUserId ?? null,
          notes: input.notes || null,
          createdBy: actor.id,
          createdByName: name,
        });
        await audit(tx, actor, 'create', null, row);
        return row.id;
      });
      return answer(id);
    },

    /** Changes what a request says, its links or its assignee (fields left out stay); a closed one: 409. */
    async update(actor: Actor, id: number, input: ServiceRequestUpdate): Promise<ServiceRequest> {
      assertOperator(actor);
      const { row: current } = await reachable(actor, id);
      await assertLinks(current.propertyId, input);
      await db.transaction(async (tx) => {
        const row = await lockServiceRequestRow(tx, id);
        if (!row) throw notFound(WHAT);
        if (row.status === 'CLOSED') throw conflict(CLOSED_IS_FINAL);
        const saved = await updateServiceRequestRow(tx, id, {
          issueType: input.issueType,
          description: input.description,
          priority: input.priority,
          raisedBy: input.raisedBy,
          roomId: input.roomId,
          bookingId: input.bookingId,
          customerId: input.customerId,
          assignedRole: input.assignedRole,
          assignedUserId: input.assignedUserId,
          notes: text(input.notes),
        });
        await audit(tx, actor, 'update', row, saved);
      });
      return answer(id);
    },

    /**
     * Moves the status (OPEN → IN_PROGRESS → RESOLVED → CLOSED, reopening until closed) and stamps the instant. The
     * move applies only if the status is still the one read: of two clerks at once, one wins, the other gets 409.
     */
    async changeStatus(actor: Actor, id: number, input: ServiceRequestStatusChange): Promise<ServiceRequest> {
      const { row } = await reachable(actor, id);
      const from = row.status as ServiceRequestStatus;
      if (from === 'CLOSED') throw conflict(CLOSED_IS_FINAL);
      if (!canMoveServiceRequest(from, input.status))
        throw conflict(`A request that is ${from} cannot be moved to ${input.status}`);
      const stamps = serviceRequestTimestamps(
        {
          startedAt: row.startedAt?.toISOString() ?? null,
          resolvedAt: row.resolvedAt?.toISOString() ?? null,
        },
        input.status,
        new Date().toISOString(),
      );
      const toDate = (v: string | null | undefined) => (v == null ? v : new Date(v));
      await db.transaction(async (tx) => {
        const saved = await moveServiceRequestRow(tx, id, from, {
          status: input.status,
          startedAt: toDate(stamps.startedAt),
          resolvedAt: toDate(stamps.resolvedAt),
          closedAt: toDate(stamps.closedAt),
          notes: text(input.notes),
        });
        if (!saved) throw conflict('Someone else changed this request meanwhile: reload it and try again');
        await audit(tx, actor, 'update', row, saved, `STATUS_${input.status}`);
      });
      return answer(id);
    },

    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      assertOperator(actor);
      await reachable(actor, id);
      await db.transaction(async (tx) => {
        const before = await lockServiceRequestRow(tx, id);
        if (!before) throw notFound(WHAT);
        await deleteServiceRequestRow(tx, id);
        await audit(tx, actor, 'delete', before, null);
      });
      return { message: 'Service request deleted' };
    },

    /** The open requests naming a room (the housekeeping board), within the caller's row rule. */
    async openByRoom(actor: Actor, propertyId: number): Promise<ServiceRequest[]> {
      return openRoomRequests(db, await propertyFilter(actor, propertyId), BOARD_LIMIT);
    },

    /** Service management report (spec §7.3): who handles the requests opened in the range. */
    async managementReport(actor: Actor, q: ServiceReportQuery) {
      const { property, args } = await reportScope(actor, q);
      return { rows: await serviceManagementReport(db, ...args), today: todayIn(property.timezone) };
    },

    /** Property service report: the property's requests day by day. */
    async propertyReport(actor: Actor, q: ServiceReportQuery) {
      const { property, args } = await reportScope(actor, q);
      return { rows: await propertyServiceReport(db, ...args), today: todayIn(property.timezone) };
    },

    /** Issue type report: the requests by issue type. */
    async issueTypeReport(actor: Actor, q: ServiceReportQuery) {
      const { property, args } = await reportScope(actor, q);
      return { rows: await issueTypeReport(db, ...args), today: todayIn(property.timezone) };
    },
  };
}
export type ServiceRequestService = ReturnType<typeof createServiceRequestService>;

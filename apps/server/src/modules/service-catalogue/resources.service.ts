// Service resources: staff, rooms, chairs, tables and vehicles; their working hours and their time off.
import {
  todayIn,
  VALIDATION_KEYS,
  type ResourceInput,
  type ResourceListQuery,
  type ResourcePage,
  type ServiceResource,
  type TimeOff,
  type TimeOffInput,
  type UpdateResourceInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { auditCatalogue, auditCatalogueEvent } from './catalogue-audit';
import { findCatalogueServiceRow } from './catalogue-services.repository';
import {
  allResources,
  deleteTimeOffRow,
  findPropertyUser,
  findResource,
  findResourceRow,
  findTimeOffRow,
  insertResource,
  insertTimeOff,
  listResources,
  listTimeOff,
  lockResourceRow,
  overlappingTimeOff,
  toTimeOff,
  updateResourceRow,
  type ResourceRow,
} from './resources.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A taken name answers 409 on the field: two resources of one property are told apart by name on every screen. */
async function nameGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'service_resource_property_name_key'))
      throw conflict('A resource of the property already has this name', {
        name: VALIDATION_KEYS.alreadyUsed,
      });
    throw err;
  }
}

/** The service and the staff account a resource points to must be of its property (400 naming the field). */
async function assertLinks(
  db: Db,
  propertyId: number,
  input: { businessServiceId?: number | null; userId?: number | null },
) {
  if (input.businessServiceId != null) {
    const s = await findCatalogueServiceRow(db, input.businessServiceId);
    if (!s || s.propertyId !== propertyId)
      throw badRequest('No such business service at this property', {
        businessServiceId: VALIDATION_KEYS.unknownId,
      });
  }
  if (input.userId != null && !(await findPropertyUser(db, propertyId, input.userId)))
    throw badRequest('No such user at this property', { userId: VALIDATION_KEYS.unknownId });
}

/** A time off as one line of the resource's history. */
const timeOffText = (t: { startsAt: Date; endsAt: Date; reason: string | null }) =>
  `${t.startsAt.toISOString()} – ${t.endsAt.toISOString()}${t.reason ? ` (${t.reason})` : ''}`;

export function createResourceService(db: Db) {
  async function reachable(actor: Actor, id: number): Promise<ResourceRow> {
    const row = await findResourceRow(db, id);
    if (!row) throw notFound('Resource');
    await reachableProperty(db, actor, row.propertyId, 'Resource');
    return row;
  }

  async function answer(id: number): Promise<ServiceResource> {
    const r = await findResource(db, id);
    if (!r) throw notFound('Resource');
    return r;
  }

  return {
    async list(actor: Actor, propertyId: number, q: ResourceListQuery): Promise<ResourcePage> {
      await reachableProperty(db, actor, propertyId);
      return listResources(db, propertyId, q);
    },

    async exportRows(actor: Actor, propertyId: number, q: ResourceListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      return {
        rows: await allResources(db, propertyId, q, EXPORT_READ_ROWS),
        today: todayIn(property.timezone),
      };
    },

    async get(actor: Actor, id: number): Promise<ServiceResource> {
      await reachable(actor, id);
      return answer(id);
    },

    async create(actor: Actor, propertyId: number, input: ResourceInput): Promise<ServiceResource> {
      const property = await reachableProperty(db, actor, propertyId);
      await assertLinks(db, property.id, input);
      const id = await nameGuard(() =>
        db.transaction(async (tx) => {
          const row = await insertResource(tx, {
            propertyId: property.id,
            kind: input.kind,
            name: input.name,
            businessServiceId: input.businessServiceId ?? null,
            userId: input.userId ?? null,
            capacity: input.capacity,
            workingHours: input.workingHours ?? null,
            active: input.active,
          });
          await auditCatalogue(tx, actor, 'service_resource', null, row);
          return row.id;
        }),
      );
      return answer(id);
    },

    /** Changes the fields sent: kind, name, service, staff account, capacity, working hours, active. */
    async update(actor: Actor, id: number, input: UpdateResourceInput): Promise<ServiceResource> {
      const current = await reachable(actor, id);
      await assertLinks(db, current.propertyId, input);
      await nameGuard(() =>
        db.transaction(async (tx) => {
          const before = await lockResourceRow(tx, id);
          if (!before) throw notFound('Resource');
          const after = await updateResourceRow(tx, id, {
            kind: input.kind,
            name: input.name,
            businessServiceId: input.businessServiceId,
            userId: input.userId,
            capacity: input.capacity,
            workingHours: input.workingHours,
            active: input.active,
            updatedAt: new Date(),
          });
          await auditCatalogue(tx, actor, 'service_resource', before, after);
        }),
      );
      return answer(id);
    },

    /** The resource's time off ending on or after `from` (default: 30 days ago), earliest first. */
    async timeOff(actor: Actor, id: number, from: string | undefined): Promise<TimeOff[]> {
      await reachable(actor, id);
      const since = from ? new Date(`${from}T00:00:00Z`) : new Date(Date.now() - 30 * DAY_MS);
      return listTimeOff(db, id, since);
    },

    /**
     * Sets time off; one overlapping another of the same resource answers 409 (the resource row is locked while
     * checking, so two clerks cannot both set overlapping ranges).
     */
    async addTimeOff(actor: Actor, id: number, input: TimeOffInput): Promise<TimeOff> {
      await reachable(actor, id);
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      return db.transaction(async (tx) => {
        const resource = await lockResourceRow(tx, id);
        if (!resource) throw notFound('Resource');
        const clash = await overlappingTimeOff(tx, id, startsAt, endsAt);
        if (clash)
          throw conflict(`${resource.name} already has time off from ${timeOffText(clash)}`, {
            startsAt: VALIDATION_KEYS.alreadyUsed,
          });
        const row = await insertTimeOff(tx, {
          resourceId: id,
          startsAt,
          endsAt,
          reason: input.reason || null,
        });
        await auditCatalogueEvent(tx, actor, 'service_resource', resource, 'TIME_OFF_ADDED', {
          timeOff: [null, timeOffText(row)],
        });
        return toTimeOff(row);
      });
    },

    async removeTimeOff(actor: Actor, timeOffId: number): Promise<{ message: string }> {
      const row = await findTimeOffRow(db, timeOffId);
      if (!row) throw notFound('Time off');
      const resource = await findResourceRow(db, row.resourceId);
      if (!resource) throw notFound('Time off');
      await reachableProperty(db, actor, resource.propertyId, 'Time off');
      await db.transaction(async (tx) => {
        await deleteTimeOffRow(tx, timeOffId);
        await auditCatalogueEvent(tx, actor, 'service_resource', resource, 'TIME_OFF_REMOVED', {
          timeOff: [timeOffText(row), null],
        });
      });
      return { message: 'Time off removed' };
    },
  };
}
export type ResourceService = ReturnType<typeof createResourceService>;

// Business services in the catalogue: list, read, create and edit their outlet fields and booking rules.
import {
  todayIn,
  VALIDATION_KEYS,
  type CatalogueService,
  type CatalogueServiceInput,
  type CatalogueServiceListQuery,
  type CatalogueServicePage,
  type UpdateCatalogueServiceInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { auditCatalogue } from './catalogue-audit';
import {
  allCatalogueServices,
  findCatalogueService,
  findCatalogueServiceRow,
  insertCatalogueService,
  listCatalogueServices,
  lockCatalogueServiceRow,
  updateCatalogueServiceRow,
  type CatalogueServiceRow,
} from './catalogue-services.repository';

/** A taken code answers 409 on the field, whichever clerk saved first. */
export async function codeGuard<T>(constraint: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, constraint))
      throw conflict('This code is already used at the property', { code: VALIDATION_KEYS.alreadyUsed });
    throw err;
  }
}

/** The row's columns from the input: only the fields sent (undefined leaves a column as it is). */
const columns = (input: UpdateCatalogueServiceInput) => ({
  name: input.name,
  description: input.description,
  serviceType: input.serviceType,
  email: input.email,
  phone: input.phone,
  code: input.code,
  groupName: input.groupName,
  minLeadMinutes: input.minLeadMinutes,
  maxLeadDays: input.maxLeadDays,
  bufferMinutes: input.bufferMinutes,
  priceIncludesTax: input.priceIncludesTax,
  locationTerm: input.locationTerm,
  resourceTerm: input.resourceTerm,
  taxDetails: input.taxDetails,
  openingHours: input.openingHours,
  active: input.active,
});

export function createCatalogueServiceService(db: Db) {
  /** The service and its property, when the caller may reach them (404 otherwise, as for a missing one). */
  async function reachable(actor: Actor, id: number): Promise<CatalogueServiceRow> {
    const row = await findCatalogueServiceRow(db, id);
    if (!row) throw notFound('Business service');
    await reachableProperty(db, actor, row.propertyId, 'Business service');
    return row;
  }

  async function answer(id: number): Promise<CatalogueService> {
    const s = await findCatalogueService(db, id);
    if (!s) throw notFound('Business service');
    return s;
  }

  return {
    async list(
      actor: Actor,
      propertyId: number,
      q: CatalogueServiceListQuery,
    ): Promise<CatalogueServicePage> {
      await reachableProperty(db, actor, propertyId);
      return listCatalogueServices(db, propertyId, q);
    },

    async exportRows(actor: Actor, propertyId: number, q: CatalogueServiceListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      return {
        rows: await allCatalogueServices(db, propertyId, q, EXPORT_READ_ROWS),
        today: todayIn(property.timezone),
      };
    },

    async get(actor: Actor, id: number): Promise<CatalogueService> {
      await reachable(actor, id);
      return answer(id);
    },

    async create(actor: Actor, propertyId: number, input: CatalogueServiceInput): Promise<CatalogueService> {
      const property = await reachableProperty(db, actor, propertyId);
      const id = await codeGuard('business_service_property_code_key', () =>
        db.transaction(async (tx) => {
          const row = await insertCatalogueService(tx, {
            ...columns(input),
            name: input.name,
            propertyId: property.id,
          });
          await auditCatalogue(tx, actor, 'business_service', null, row);
          return row.id;
        }),
      );
      return answer(id);
    },

    /** Changes the fields sent; `active: false` takes the service and its offerings off the booking screens. */
    async update(actor: Actor, id: number, input: UpdateCatalogueServiceInput): Promise<CatalogueService> {
      await reachable(actor, id);
      await codeGuard('business_service_property_code_key', () =>
        db.transaction(async (tx) => {
          const before = await lockCatalogueServiceRow(tx, id);
          if (!before) throw notFound('Business service');
          const after = await updateCatalogueServiceRow(tx, id, { ...columns(input), updatedAt: new Date() });
          await auditCatalogue(tx, actor, 'business_service', before, after);
        }),
      );
      return answer(id);
    },
  };
}
export type CatalogueServiceService = ReturnType<typeof createCatalogueServiceService>;

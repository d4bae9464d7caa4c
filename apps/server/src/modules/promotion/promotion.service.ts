// Promotions and coupon codes of a property (issue 14): create, edit, delete while unused, lists of the property
// and of the organisation with exports. How a code is applied to a sale is promotion-redeem.ts (decision 0044).
import {
  maxImagesFor,
  promotionImageLimitMessage,
  VALIDATION_KEYS,
  withValues,
  type OrganisationPromotionListQuery,
  type Promotion,
  type PromotionInputParsed,
  type PromotionListQuery,
  type PromotionPage,
  type PromotionTargets,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import { assertReach, canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import type { PropertyRow } from '../property/property.repository';
import { recordAudit } from '../audit/audit.service';
import {
  allPromotions,
  deletePromotionRow,
  findPromotion,
  findPromotionRow,
  hasRedemptions,
  insertPromotion,
  listPromotions,
  lockPromotionRow,
  organisationScope,
  propertyScope,
  propertyTargets,
  targetChoices,
  updatePromotionRow,
  type NewPromotionRow,
  type PromotionRow,
} from './promotion.repository';

const codeTaken = () =>
  conflict('Another promotion of this property has this code', {
    couponCode: VALIDATION_KEYS.couponCodeTaken,
  });

/** Ids, the tenant, the counter and timestamps say nothing a reader of the record's history needs. */
const OMIT = ['id', 'propertyId', 'usesCount', 'createdBy', 'createdAt', 'updatedAt'] as const;

const auditPromotion = (tx: Db, actor: Actor, before: PromotionRow | null, after: PromotionRow | null) =>
  recordAudit(tx, actor, {
    entity: 'promotion',
    entityId: (after ?? before)!.id,
    action: before && after ? 'update' : before ? 'delete' : 'create',
    before,
    after,
    omit: OMIT,
    propertyId: (after ?? before)!.propertyId,
  });

/** The row's columns from the form: blanks as nulls, targets kept only for what the promotion applies to. */
function columnsOf(input: PromotionInputParsed): Omit<NewPromotionRow, 'propertyId'> {
  const text = (v: string | null | undefined) => (v ? v : null);
  const only = (target: PromotionInputParsed['appliesTo'], ids: number[]) =>
    input.appliesTo === target ? [...new Set(ids)] : [];
  return {
    name: input.name,
    shortName: text(input.shortName),
    seoFriendlyName: text(input.seoFriendlyName),
    description: text(input.description),
    highlights: text(input.highlights),
    restrictions: text(input.restrictions),
    images: input.images.map((i) => ({
      url: i.url,
      name: text(i.name),
      description: text(i.description),
      mainImage: i.mainImage,
    })),
    startDate: input.startDate,
    endDate: input.endDate,
    couponCode: input.couponCode,
    discountKind: input.discountKind,
    discountValue: input.discountValue,
    minimumSpend: input.minimumSpend ?? null,
    appliesTo: input.appliesTo,
    roomTypeIds: only('ROOMS', input.roomTypeIds),
    ratePlanIds: only('ROOMS', input.ratePlanIds),
    offeringIds: only('OFFERINGS', input.offeringIds),
    productGroupIds: only('PRODUCT_GROUPS', input.productGroupIds),
    stayFrom: input.stayFrom ?? null,
    stayTo: input.stayTo ?? null,
    stayWeekdays: [...new Set(input.stayWeekdays)],
    minDaysBefore: input.minDaysBefore ?? null,
    maxDaysBefore: input.maxDaysBefore ?? null,
    totalUses: input.totalUses ?? null,
    usesPerCustomer: input.usesPerCustomer ?? null,
    stackable: input.stackable,
    active: input.active,
  };
}

/** Room types, rate plans, offerings and product groups named must be the property's: 400 naming the field. */
async function assertTargets(db: Db, propertyId: number, c: ReturnType<typeof columnsOf>) {
  const lists = {
    roomTypeIds: c.roomTypeIds ?? [],
    ratePlanIds: c.ratePlanIds ?? [],
    offeringIds: c.offeringIds ?? [],
    productGroupIds: c.productGroupIds ?? [],
  };
  const found = await propertyTargets(db, propertyId, lists);
  const fields: Record<string, string> = {};
  for (const [field, ids] of Object.entries(lists) as [keyof typeof lists, number[]][])
    if (ids.some((id) => !found[field].has(id))) fields[field] = VALIDATION_KEYS.unknownId;
  if (Object.keys(fields).length > 0) throw badRequest('Not a record of this property', fields);
}

/** No more images than the property's plan allows per promotion (uploads are checked by promotion-images.ts). */
function assertImageCount(property: PropertyRow, c: ReturnType<typeof columnsOf>) {
  const max = maxImagesFor(property.plan);
  if ((c.images ?? []).length > max) throw conflict(promotionImageLimitMessage(property.plan, max, c.name));
}

/** A write whose unique index on lower(code) decides a race: 409 naming the field. */
async function codeGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'promotion_property_code_key')) throw codeTaken();
    throw err;
  }
}

export function createPromotionService(db: Db) {
  async function reachablePromotion(actor: Actor, id: number, tx: Db = db): Promise<PromotionRow> {
    const row = await findPromotionRow(tx, id);
    if (!row) throw notFound('Promotion');
    await reachableProperty(tx, actor, row.propertyId, 'Promotion');
    return row;
  }

  async function answer(id: number): Promise<Promotion> {
    return (await findPromotion(db, id))!;
  }

  function orgScope(actor: Actor, organisationId: number, q: OrganisationPromotionListQuery) {
    assertReach(canReachOrganisation(actor, organisationId), 'Organisation');
    return organisationScope(organisationId, q.propertyId);
  }

  return {
    async list(actor: Actor, propertyId: number, q: PromotionListQuery): Promise<PromotionPage> {
      await reachableProperty(db, actor, propertyId);
      return listPromotions(db, propertyScope(propertyId), q);
    },

    async exportRows(actor: Actor, propertyId: number, q: PromotionListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      return { property, rows: await allPromotions(db, propertyScope(propertyId), q, EXPORT_READ_ROWS) };
    },

    /** Every property's of the organisation (or one's, `propertyId`): the organisation admin's list. */
    listOrganisation(actor: Actor, organisationId: number, q: OrganisationPromotionListQuery) {
      return listPromotions(db, orgScope(actor, organisationId, q), q);
    },

    exportOrganisation(actor: Actor, organisationId: number, q: OrganisationPromotionListQuery) {
      return allPromotions(db, orgScope(actor, organisationId, q), q, EXPORT_READ_ROWS);
    },

    /** The room types, rate plans, offerings and product groups a promotion of the property may target. */
    async targets(actor: Actor, propertyId: number): Promise<PromotionTargets> {
      await reachableProperty(db, actor, propertyId);
      return targetChoices(db, propertyId);
    },

    async get(actor: Actor, id: number): Promise<Promotion> {
      await reachablePromotion(actor, id);
      return answer(id);
    },

    async create(actor: Actor, propertyId: number, input: PromotionInputParsed): Promise<Promotion> {
      const property = await reachableProperty(db, actor, propertyId);
      const columns = columnsOf(input);
      assertImageCount(property, columns);
      await assertTargets(db, property.id, columns);
      const id = await codeGuard(() =>
        db.transaction(async (tx) => {
          const row = await insertPromotion(tx, { ...columns, propertyId: property.id, createdBy: actor.id });
          await auditPromotion(tx, actor, null, row);
          return row.id;
        }),
      );
      return answer(id);
    },

    /** Edits every field but the uses counted; a total below the uses already counted is refused. */
    async update(actor: Actor, id: number, input: PromotionInputParsed): Promise<Promotion> {
      const current = await reachablePromotion(actor, id);
      const columns = columnsOf(input);
      assertImageCount(await reachableProperty(db, actor, current.propertyId), columns);
      await assertTargets(db, current.propertyId, columns);
      await codeGuard(() =>
        db.transaction(async (tx) => {
          const before = (await lockPromotionRow(tx, id))!;
          if (columns.totalUses != null && columns.totalUses < before.usesCount)
            throw badRequest('Fewer uses than already counted', {
              totalUses: withValues(VALIDATION_KEYS.usesBelowCounted, { min: before.usesCount }),
            });
          const after = await updatePromotionRow(tx, id, columns);
          await auditPromotion(tx, actor, before, after);
        }),
      );
      return answer(id);
    },

    /** Deletes a promotion never used; one with uses is switched off instead (its history stays). */
    async remove(actor: Actor, id: number): Promise<void> {
      await reachablePromotion(actor, id);
      await db.transaction(async (tx) => {
        const before = (await lockPromotionRow(tx, id))!;
        if (await hasRedemptions(tx, id))
          throw conflict('This promotion has been used: switch it off instead', {
            active: VALIDATION_KEYS.promotionHasUses,
          });
        await deletePromotionRow(tx, id);
        await auditPromotion(tx, actor, before, null);
      });
    },
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;

// What the sales (bookings, reservations, orders) call, inside their own transaction for the claim: other modules
// reach the promotion module through this service only.
export {
  claimPromotion,
  previewPromotion,
  promotionOfSale,
  recordRedemption,
  releasePromotionUse,
  updateRedemption,
  type PromotionClaim,
  type SaleDraft,
} from './promotion-redeem';
export { amendBookingRedemption, claimBookingPromotion, previewBookingPromotion } from './promotion-sales';

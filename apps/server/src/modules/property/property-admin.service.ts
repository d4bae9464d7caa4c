// The administration of an organisation's properties (issue 10): the list, a new property (it enters onboarding),
// deactivate/activate, plan and subscriptions. Permission `organisation.properties` (super admin, organisation
// admin); the tenant rule narrows an organisation admin to its own organisation, others' answering as missing.
import {
  VALIDATION_KEYS,
  type OrganisationProperty,
  type OrganisationPropertyInput,
  type OrganisationPropertyListQuery,
  type OrganisationPropertyPage,
  type PropertyPlanInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import { assertReach, canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import {
  allOrganisationProperties,
  existingSubscriptionIds,
  findOrganisationProperty,
  findOrganisationState,
  listOrganisationProperties,
  replacePlan,
  revokePropertyTokens,
  setPropertyDeactivated,
} from './property-admin.repository';
import { insertProperty } from './property.repository';

/** The ids given once each, every one in the catalogue (400 naming `subscriptionIds` otherwise). */
async function checkedSubscriptions(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const known = await existingSubscriptionIds(db, unique);
  if (unique.some((id) => !known.has(id)))
    throw badRequest('Unknown subscription', { subscriptionIds: VALIDATION_KEYS.unknownSubscription });
  return unique;
}

/** What the audit log compares of a property's plan: the plan and the subscriptions by name. */
const planOf = (p: OrganisationProperty | undefined) => ({
  plan: p?.plan ?? null,
  subscriptions: (p?.subscriptions ?? []).map((s) => s.name).sort(),
});

export function createPropertyAdminService(db: Db) {
  async function reachableOrganisation(actor: Actor, organisationId: number) {
    const org = await findOrganisationState(db, organisationId);
    if (!org) throw notFound('Organisation');
    assertReach(canReachOrganisation(actor, org.id), 'Organisation');
    return org;
  }

  async function answer(id: number): Promise<OrganisationProperty> {
    const p = await findOrganisationProperty(db, id);
    if (!p) throw notFound('Property');
    return p;
  }

  /**
   * Deactivation and the revocation of the property's users' tokens in one transaction: a sign-in racing it either
   * sees the property deactivated or is issued a token of the old version, which the bump kills.
   */
  async function setActive(actor: Actor, propertyId: number, active: boolean) {
    await reachableProperty(db, actor, propertyId);
    await db.transaction(async (tx) => {
      const changed = await setPropertyDeactivated(tx, propertyId, !active);
      if (changed && !active) await revokePropertyTokens(tx, propertyId);
      if (changed)
        await recordAudit(tx, actor, {
          entity: 'property',
          entityId: propertyId,
          action: 'update',
          event: active ? 'ACTIVATE' : 'DEACTIVATE',
          changes: { status: active ? ['INACTIVE', 'ACTIVE'] : ['ACTIVE', 'INACTIVE'] },
          propertyId,
        });
    });
    return answer(propertyId);
  }

  return {
    async list(
      actor: Actor,
      organisationId: number,
      query: OrganisationPropertyListQuery,
    ): Promise<OrganisationPropertyPage> {
      await reachableOrganisation(actor, organisationId);
      return listOrganisationProperties(db, organisationId, query);
    },

    async exportRows(actor: Actor, organisationId: number, query: OrganisationPropertyListQuery) {
      await reachableOrganisation(actor, organisationId);
      return allOrganisationProperties(db, organisationId, query, EXPORT_READ_ROWS);
    },

    /** A new property, status NEW: its administrator is taken through onboarding (issue 4) at sign-in. */
    async create(
      actor: Actor,
      organisationId: number,
      input: OrganisationPropertyInput,
    ): Promise<OrganisationProperty> {
      const org = await reachableOrganisation(actor, organisationId);
      if (org.deactivatedAt) throw conflict(VALIDATION_KEYS.organisationInactive);
      const subscriptionIds = await checkedSubscriptions(db, input.subscriptionIds);
      const id = await db.transaction(async (tx) => {
        const row = await insertProperty(tx, {
          organisationId,
          name: input.name,
          businessType: input.businessType,
          propertyStatus: 'NEW',
          plan: input.plan,
          email: input.email ?? null,
          mobile: input.mobile ?? null,
          city: input.city || null,
          country: input.country || null,
          localCurrency: input.localCurrency,
          timezone: input.timezone,
        });
        await replacePlan(tx, row.id, input.plan, subscriptionIds, actor.id);
        const { id: _id, organisationId: _o, ...fields } = row;
        await recordAudit(tx, actor, {
          entity: 'property',
          entityId: row.id,
          action: 'create',
          after: { ...fields, ...planOf(await findOrganisationProperty(tx, row.id)) },
          organisationId,
          propertyId: row.id,
        });
        return row.id;
      });
      return answer(id);
    },

    deactivate: (actor: Actor, propertyId: number) => setActive(actor, propertyId, false),
    activate: (actor: Actor, propertyId: number) => setActive(actor, propertyId, true),

    /** Replaces the plan and the subscription list (those left out are removed). */
    async changePlan(actor: Actor, propertyId: number, input: PropertyPlanInput) {
      await reachableProperty(db, actor, propertyId);
      const subscriptionIds = await checkedSubscriptions(db, input.subscriptionIds);
      await db.transaction(async (tx) => {
        const before = planOf(await findOrganisationProperty(tx, propertyId));
        await replacePlan(tx, propertyId, input.plan, subscriptionIds, actor.id);
        await recordAudit(tx, actor, {
          entity: 'property',
          entityId: propertyId,
          action: 'update',
          before,
          after: planOf(await findOrganisationProperty(tx, propertyId)),
          propertyId,
        });
      });
      return answer(propertyId);
    },
  };
}
export type PropertyAdminService = ReturnType<typeof createPropertyAdminService>;

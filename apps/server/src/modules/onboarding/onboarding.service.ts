import {
  ACCOMMODATION,
  type BusinessStepInput,
  type ManagerStepInput,
  onboardingComplete,
  type OnboardingProgress,
  type OnboardingStep,
  type PlanStepInput,
  type TaxStepInput,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { freeSeoName, isSeoNameTaken, taxColumns, updatePropertyAudited } from '../business/business.service';
import { isBusinessTypeOffered } from '../business-type/business-type.service';
import type { PropertyRow } from '../property/property.repository';
import {
  addPropertySubscription,
  countRoomTypes,
  findPropertyRow,
  onboardingFacts,
  refreshOnboardingStatus,
} from '../property/property.service';
import { findSubscriptionByName } from '../subscription/subscription.service';
import { listProgress, saveProgress } from './onboarding.repository';

const WIZARD: OnboardingStep[] = ['business', 'manager', 'tax', 'plan'];
const ACCOMMODATION_STEPS: OnboardingStep[] = [...WIZARD, 'roomTypes', 'rooms'];
const SERVICE_STEPS: OnboardingStep[] = [...WIZARD, 'businessHours', 'businessService'];

export function createOnboardingService(db: Db) {
  async function progress(p: PropertyRow): Promise<OnboardingProgress> {
    const [saved, facts, types] = await Promise.all([
      listProgress(db, p.id),
      onboardingFacts(db, p),
      countRoomTypes(db, p.id),
    ]);
    const savedBy = new Map(saved.map((s) => [s.step, s]));
    const accommodation = p.businessType === ACCOMMODATION;
    // A property past NEW was set up before the wizard existed (or by an administrator): its wizard steps count
    // as done, and only the setup of what it sells may remain (e.g. a COMPLETED motel with no room types yet).
    const legacy = p.propertyStatus !== 'NEW';
    const done = (step: OnboardingStep): boolean => {
      switch (step) {
        case 'roomTypes':
          return types > 0;
        case 'rooms':
          return facts.roomTypesWithRooms > 0;
        case 'businessHours':
          return facts.hasBusinessHours;
        case 'businessService':
          return facts.businessServices > 0;
        case 'business':
        case 'manager':
        case 'tax':
        case 'plan':
          return legacy || savedBy.has(step);
      }
    };
    const steps = (accommodation ? ACCOMMODATION_STEPS : SERVICE_STEPS).map((step) => ({
      step,
      done: done(step),
      completedAt: savedBy.get(step)?.completedAt.toISOString() ?? null,
    }));
    const complete = onboardingComplete(facts);
    return {
      propertyId: p.id,
      businessType: p.businessType,
      propertyStatus: p.propertyStatus,
      steps,
      nextStep: steps.find((s) => !s.done)?.step ?? null,
      complete,
      saved: Object.fromEntries(saved.map((s) => [s.step, s.data])),
    };
  }

  /** Saves one wizard step, re-evaluates the status, and answers the whole progress. */
  async function afterStep(p: PropertyRow, step: OnboardingStep, data: Record<string, unknown>) {
    await saveProgress(db, p.id, step, data);
    await refreshOnboardingStatus(db, p.id);
    return progress((await findPropertyRow(db, p.id))!);
  }

  return {
    async get(actor: Actor, propertyId: number) {
      return progress(await reachableProperty(db, actor, propertyId));
    },

    async saveBusiness(actor: Actor, propertyId: number, input: BusinessStepInput) {
      const p = await reachableProperty(db, actor, propertyId);
      // Onboarding offers the organisation's active types (Business Type Config); a property keeps the type it has.
      if (
        input.businessType !== p.businessType &&
        !(await isBusinessTypeOffered(db, p.organisationId, input.businessType))
      )
        throw badRequest(VALIDATION_KEYS.businessTypeNotOffered, {
          businessType: VALIDATION_KEYS.businessTypeNotOffered,
        });
      // The public address is made from the name on the first save; it can be changed in the profile later.
      const seoFriendlyName = p.seoFriendlyName ?? (await freeSeoName(db, input.name, p.id));
      if (
        seoFriendlyName &&
        seoFriendlyName !== p.seoFriendlyName &&
        (await isSeoNameTaken(db, seoFriendlyName, p.id))
      )
        throw conflict(VALIDATION_KEYS.publicAddressTaken, { seoFriendlyName: VALIDATION_KEYS.alreadyTaken });
      const { address, ...fields } = input;
      try {
        await db.transaction((tx) =>
          updatePropertyAudited(tx, actor, p, {
            ...fields,
            mobile: fields.mobile ?? null,
            whatsApp: fields.whatsApp ?? null,
            website: fields.website ?? null,
            addressLine1: address.addressLine1,
            addressLine2: address.addressLine2 ?? null,
            suburb: address.suburb ?? null,
            city: address.city,
            state: address.state ?? null,
            country: address.country,
            postcode: address.postcode ?? null,
            seoFriendlyName,
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(VALIDATION_KEYS.publicAddressTaken, {
            seoFriendlyName: VALIDATION_KEYS.alreadyTaken,
          });
        throw err;
      }
      return afterStep(p, 'business', input);
    },

    async saveManager(actor: Actor, propertyId: number, input: ManagerStepInput) {
      const p = await reachableProperty(db, actor, propertyId);
      await db.transaction((tx) =>
        updatePropertyAudited(tx, actor, p, {
          managerFirstName: input.managerFirstName,
          managerLastName: input.managerLastName,
          managerEmail: input.managerEmail ?? null,
          managerContactNo: input.managerContactNo ?? null,
        }),
      );
      return afterStep(p, 'manager', input);
    },

    async saveTax(actor: Actor, propertyId: number, input: TaxStepInput) {
      const p = await reachableProperty(db, actor, propertyId);
      await db.transaction((tx) => updatePropertyAudited(tx, actor, p, taxColumns(input.taxes)));
      return afterStep(p, 'tax', input);
    },

    /** The plan, and the catalogue subscriptions named (added; existing ones are kept). */
    async savePlan(actor: Actor, propertyId: number, input: PlanStepInput) {
      const p = await reachableProperty(db, actor, propertyId);
      const subs = await Promise.all(input.subscriptions.map((name) => findSubscriptionByName(db, name)));
      const unknown = input.subscriptions.filter((_, i) => !subs[i]);
      if (unknown.length > 0)
        throw badRequest(`Unknown subscription: ${unknown.join(', ')}`, {
          subscriptions: VALIDATION_KEYS.unknownSubscription,
        });
      await db.transaction(async (tx) => {
        await updatePropertyAudited(tx, actor, p, { plan: input.plan });
        for (const s of subs) await addPropertySubscription(tx, p.id, s!.id, actor.id);
      });
      return afterStep(p, 'plan', input);
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;

import {
  addDays,
  daysBetween,
  MAX_GRID_DAYS,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  type PartnerAgreement,
  type PartnerAgreementInput,
  type PartnerAgreementListQuery,
  type PartnerAgreementPage,
  type PartnerAgreementUpdate,
  type PartnerAvailability,
  type PartnerAvailabilityQuery,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { propertyAvailability } from '../availability/availability.service';
import { findPropertyRow } from '../property/property.service';
import {
  allAgreements,
  findAgreement,
  findAgreementRow,
  findOrganisationByEmail,
  findOrganisationRow,
  findPropertyOwner,
  insertAgreement,
  listAgreements,
  updateAgreementRow,
} from './partner.repository';

/**
 * Agreements are dated in the platform's day (UTC): they bind two organisations that may sit in different time
 * zones, and a day's difference at the edges does not matter for a distribution agreement.
 */
export const partnerToday = () => todayIn('UTC');

const changedMeanwhile = () =>
  conflict(VALIDATION_KEYS.changedMeanwhile, { version: VALIDATION_KEYS.changedMeanwhile });

/**
 * Partner properties (decision: the property's own organisation grants the agreement, the distributor reads it).
 * The owner's admin (or the platform) creates, changes, suspends and ends agreements; the distributor's admin lists
 * them and reads the property's availability while one is in force.
 */
export function createPartnerService(db: Db) {
  async function reachableOrganisation(actor: Actor, organisationId: number) {
    if (!canReachOrganisation(actor, organisationId) || !(await findOrganisationRow(db, organisationId)))
      throw notFound('Organisation');
  }

  async function answer(id: number): Promise<PartnerAgreement> {
    const a = await findAgreement(db, id, partnerToday());
    if (!a) throw notFound('Partner agreement');
    return a;
  }

  /** The agreement as its owner sees it: 404 for a stranger, 403 for the distributor (it sees, may not change). */
  async function ownedAgreement(actor: Actor, id: number) {
    const row = await findAgreementRow(db, id);
    if (!row) throw notFound('Partner agreement');
    if (canReachOrganisation(actor, row.ownerOrganisationId)) return row;
    if (canReachOrganisation(actor, row.agreement.distributorOrganisationId))
      throw forbidden("Only the property's organisation changes its agreements");
    throw notFound('Partner agreement');
  }

  return {
    async list(
      actor: Actor,
      organisationId: number,
      query: PartnerAgreementListQuery,
    ): Promise<PartnerAgreementPage> {
      await reachableOrganisation(actor, organisationId);
      return listAgreements(db, organisationId, query, partnerToday());
    },

    async exportRows(actor: Actor, organisationId: number, query: PartnerAgreementListQuery) {
      await reachableOrganisation(actor, organisationId);
      return allAgreements(db, organisationId, query, partnerToday(), EXPORT_READ_ROWS);
    },

    async get(actor: Actor, id: number): Promise<PartnerAgreement> {
      const row = await findAgreementRow(db, id);
      if (
        !row ||
        !(
          canReachOrganisation(actor, row.ownerOrganisationId) ||
          canReachOrganisation(actor, row.agreement.distributorOrganisationId)
        )
      )
        throw notFound('Partner agreement');
      return answer(id);
    },

    async create(actor: Actor, input: PartnerAgreementInput): Promise<PartnerAgreement> {
      const p = await findPropertyOwner(db, input.propertyId);
      // Only the property's own organisation grants it (a stranger's property answers as a missing one).
      if (!p || !canReachOrganisation(actor, p.organisationId))
        throw badRequest(VALIDATION_KEYS.noSuchProperty, { propertyId: VALIDATION_KEYS.noSuchProperty });
      const distributor = await findOrganisationByEmail(db, input.distributorEmail);
      if (!distributor)
        throw badRequest(VALIDATION_KEYS.noOrganisationWithEmail, {
          distributorEmail: VALIDATION_KEYS.noOrganisationWithEmail,
        });
      if (distributor.id === p.organisationId)
        throw badRequest(VALIDATION_KEYS.ownOrganisationProperty, {
          distributorEmail: VALIDATION_KEYS.ownOrganisationProperty,
        });
      try {
        const id = await insertAgreement(db, {
          propertyId: p.id,
          distributorOrganisationId: distributor.id,
          commissionPercentage: input.commissionPercentage,
          startDate: input.startDate,
          endDate: input.endDate ?? null,
          notes: input.notes || null,
        });
        return answer(id);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(VALIDATION_KEYS.agreementExists, {
            distributorEmail: VALIDATION_KEYS.agreementExists,
          });
        throw err;
      }
    },

    /** Terms and status; ENDED is final, and ending an agreement dates its end today at the latest. */
    async update(actor: Actor, id: number, input: PartnerAgreementUpdate): Promise<PartnerAgreement> {
      const { agreement } = await ownedAgreement(actor, id);
      if (agreement.status === 'ENDED') throw conflict(VALIDATION_KEYS.agreementEnded);
      let endDate = input.endDate;
      if (input.status === 'ENDED') {
        const today = partnerToday();
        if (endDate == null || endDate > today) endDate = today < input.startDate ? input.startDate : today;
      }
      const written = await updateAgreementRow(db, id, input.version, {
        commissionPercentage: input.commissionPercentage,
        status: input.status,
        startDate: input.startDate,
        endDate,
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      });
      if (!written) throw changedMeanwhile();
      return answer(id);
    },

    /**
     * The partner property's rooms left per room type and day, for the distributor while the agreement is in force
     * (403 otherwise); counts only: the owner's prices and restrictions stay its own.
     */
    async availability(
      actor: Actor,
      id: number,
      query: PartnerAvailabilityQuery,
    ): Promise<PartnerAvailability> {
      const row = await findAgreementRow(db, id);
      if (!row || !canReachOrganisation(actor, row.agreement.distributorOrganisationId))
        throw notFound('Partner agreement');
      const days = daysBetween(query.from, query.to) + 1;
      if (days < 1) throw badRequest('to must not be before from', { to: VALIDATION_KEYS.toBeforeFrom });
      if (days > MAX_GRID_DAYS)
        throw badRequest(`Pick at most ${MAX_GRID_DAYS} days`, {
          to: withValues(VALIDATION_KEYS.atMostDaysAfterFrom, { max: MAX_GRID_DAYS }),
        });
      const agreement = await answer(id);
      if (!agreement.inForce)
        throw forbidden('The agreement is not in force: the property does not share its availability');
      const p = await findPropertyRow(db, agreement.propertyId);
      if (!p) throw notFound('Partner agreement');
      const grid = await propertyAvailability(db, p, query.from, query.to);
      const dates = Array.from({ length: days }, (_, i) => addDays(query.from, i));
      const stopped = new Set(grid.propertyStopSell);
      return {
        agreementId: id,
        propertyId: p.id,
        propertyName: p.name,
        from: query.from,
        to: query.to,
        dates,
        roomTypes: grid.roomTypes.map((t) => {
          const byDate = new Map(t.cells.map((c) => [c.date, c]));
          return {
            roomTypeId: t.roomTypeId,
            name: t.name,
            cells: dates.map((date) => {
              const c = byDate.get(date);
              const closed = !c || c.closed || c.stopSell || stopped.has(date);
              return { date, available: closed ? 0 : Math.max(0, c.available), total: c?.total ?? 0 };
            }),
          };
        }),
      };
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;

import {
  canMoveEnquiry,
  enquiryExpiredReason,
  enquiryLostReason,
  enquiryWonElsewhereReason,
  enquiryFieldIssues,
  enquiryNumber,
  tenantScopeOf,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  type Enquiry,
  type EnquiryAssign,
  type EnquiryAssignee,
  type EnquiryInput,
  type EnquiryListQuery,
  type EnquiryProperty,
  type EnquiryPage,
  type EnquiryStatus,
  type EnquiryStatusChange,
  type EnquiryUpdate,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound, type FieldMessages } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { organisationReach } from '../../lib/organisation-scope';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { createBookingService } from '../booking/booking.service';
import { cancelEnquiryLinks, lockEnquiryLinks } from '../payment-link/payment-link.service';
import {
  allEnquiries,
  findAssignee,
  findBookingScope,
  findEnquiry,
  findEnquiryRow,
  findPropertyOrganisation,
  insertEnquiry,
  listAssignees,
  listEnquiries,
  listProperties,
  lockEnquiryRow,
  nextEnquirySequence,
  organisationExists,
  updateEnquiryRow,
  userName,
  type EnquiryRow,
  type EnquiryScope,
} from './enquiry.repository';

/** The day in an export's file name: an organisation spans time zones, so the platform's (UTC). */
export const exportDay = () => todayIn('UTC');

/** Text as stored: empty is null, left out stays left out. */
const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

function auditEnquiry(
  tx: Db,
  actor: Actor,
  action: 'create' | 'update',
  before: EnquiryRow | null,
  after: EnquiryRow,
) {
  return recordAudit(tx, actor, {
    entity: 'enquiry',
    entityId: after.id,
    action,
    before,
    after,
    omit: ['id', 'organisationId', 'sequence', 'createdAt', 'updatedAt', 'createdBy', 'createdByName'],
    organisationId: after.organisationId,
    propertyId: after.propertyId,
  });
}

/** The cross-field checks of the domain, as a 400 naming each field. */
function assertFields(values: Parameters<typeof enquiryFieldIssues>[0]) {
  const issues = enquiryFieldIssues(values);
  if (issues.length === 0) return;
  const fields: FieldMessages = Object.fromEntries(issues.map((i) => [i.path, i.message]));
  throw badRequest(issues[0]!.message, fields);
}

export function createEnquiryService(db: Db) {
  // Only to close a booking form's ENQUIRY booking when its enquiry is moved (no booking hooks needed for that).
  const bookings = createBookingService(db);
  /**
   * The enquiries of an organisation the caller reaches: all of them for the platform and the organisation's own
   * staff, their property's for property staff. Anything else answers as a missing organisation.
   */
  const scopeFor = (actor: Actor, organisationId: number): Promise<EnquiryScope> =>
    organisationReach(actor, organisationId, {
      organisationExists: (id) => organisationExists(db, id),
      propertyOrganisation: (id) => findPropertyOrganisation(db, id),
    });

  /** An enquiry the caller may read (a property user: their property's only); any other answers as missing. */
  async function reachableEnquiry(actor: Actor, id: number): Promise<EnquiryRow> {
    const row = await findEnquiryRow(db, id);
    if (!row) throw notFound('Enquiry');
    const scope = tenantScopeOf(actor.roles);
    const ok =
      scope === 'platform' ||
      (scope === 'organisation' && row.organisationId === actor.organisationId) ||
      (scope === 'property' && row.propertyId != null && row.propertyId === actor.propertyId);
    if (!ok) throw notFound('Enquiry');
    return row;
  }

  /** The property an enquiry is for: one of the organisation's, and the caller's own for property staff. */
  async function assertProperty(scope: EnquiryScope, propertyId: number | null) {
    if (propertyId == null) {
      if (scope.propertyId != null)
        throw badRequest(VALIDATION_KEYS.required, { propertyId: VALIDATION_KEYS.required });
      return;
    }
    const p = await findPropertyOrganisation(db, propertyId);
    const ok =
      p != null &&
      p.organisationId === scope.organisationId &&
      (scope.propertyId == null || p.id === scope.propertyId);
    if (!ok) throw badRequest(VALIDATION_KEYS.noSuchProperty, { propertyId: VALIDATION_KEYS.noSuchProperty });
  }

  /**
   * An assignee works the enquiry's organisation: its own staff take any enquiry, a property's staff only their
   * property's (never an organisation-level one). 400 naming assigneeUserId otherwise, foreign users alike.
   */
  async function assertAssignee(organisationId: number, propertyId: number | null, userId: number | null) {
    if (userId == null) return;
    const user = await findAssignee(db, organisationId, userId);
    if (!user || (user.propertyId != null && user.propertyId !== propertyId))
      throw badRequest(VALIDATION_KEYS.noSuchAssignee, { assigneeUserId: VALIDATION_KEYS.noSuchAssignee });
  }

  async function answer(id: number): Promise<Enquiry> {
    const e = await findEnquiry(db, id);
    if (!e) throw notFound('Enquiry');
    return e;
  }

  return {
    async list(actor: Actor, organisationId: number, query: EnquiryListQuery): Promise<EnquiryPage> {
      const scope = await scopeFor(actor, organisationId);
      if (typeof query.propertyId === 'number') await assertFilterProperty(scope, query.propertyId);
      return listEnquiries(db, scope, query, actor.id);
    },

    async exportRows(actor: Actor, organisationId: number, query: EnquiryListQuery) {
      const scope = await scopeFor(actor, organisationId);
      if (typeof query.propertyId === 'number') await assertFilterProperty(scope, query.propertyId);
      return allEnquiries(db, scope, query, actor.id, EXPORT_READ_ROWS);
    },

    async assignees(actor: Actor, organisationId: number): Promise<EnquiryAssignee[]> {
      const scope = await scopeFor(actor, organisationId);
      const all = await listAssignees(db, organisationId);
      // Property staff hand their enquiries to the organisation's staff or their own colleagues.
      return scope.propertyId == null
        ? all
        : all.filter((u) => u.propertyId == null || u.propertyId === scope.propertyId);
    },

    /** The properties the caller may file an enquiry under: the organisation's, or a property user's own. */
    async properties(actor: Actor, organisationId: number): Promise<EnquiryProperty[]> {
      const scope = await scopeFor(actor, organisationId);
      return listProperties(db, organisationId, scope.propertyId);
    },

    async get(actor: Actor, id: number): Promise<Enquiry> {
      await reachableEnquiry(actor, id);
      return answer(id);
    },

    /** Staff typing in a call: numbered in the organisation's sequence, NEW, created by the caller. */
    async create(actor: Actor, organisationId: number, input: EnquiryInput): Promise<Enquiry> {
      const scope = await scopeFor(actor, organisationId);
      // Property staff take calls for their own property: left out, it is theirs.
      const propertyId = input.propertyId ?? scope.propertyId ?? null;
      await assertProperty(scope, propertyId);
      await assertAssignee(organisationId, propertyId, input.assigneeUserId ?? null);
      const row = await db.transaction(async (tx) => {
        const sequence = await nextEnquirySequence(tx, organisationId);
        const saved = await insertEnquiry(tx, {
          organisationId,
          propertyId,
          sequence,
          enquiryNumber: enquiryNumber(sequence),
          source: input.source,
          status: 'NEW',
          firstName: input.firstName,
          lastName: input.lastName || null,
          email: input.email || null,
          phone: input.phone || null,
          accommodationType: input.accommodationType || null,
          persons: input.persons,
          rooms: input.rooms,
          children: input.children,
          pets: input.pets,
          location: input.location || null,
          checkInDate: input.checkInDate ?? null,
          checkOutDate: input.checkOutDate ?? null,
          foodOptions: input.foodOptions || null,
          dietaryRequirement: input.dietaryRequirement || null,
          budgetMin: input.budgetMin ?? null,
          budgetMax: input.budgetMax ?? null,
          notes: input.notes || null,
          followUpDate: input.followUpDate ?? null,
          assigneeUserId: input.assigneeUserId ?? null,
          createdBy: actor.id,
          createdByName: (await userName(tx, actor.id)) ?? actor.username,
        });
        await auditEnquiry(tx, actor, 'create', null, saved);
        return saved;
      });
      return answer(row.id);
    },

    /** Changes an enquiry's fields (left out stay); the checks across fields run on the result. */
    async update(actor: Actor, id: number, input: EnquiryUpdate): Promise<Enquiry> {
      const current = await reachableEnquiry(actor, id);
      const scope = await scopeFor(actor, current.organisationId);
      if (input.propertyId !== undefined && input.propertyId !== current.propertyId) {
        // A won enquiry's property is its booking's: moving it would part the two.
        if (current.status === 'WON')
          throw conflict(VALIDATION_KEYS.wonKeepsProperty, { propertyId: VALIDATION_KEYS.wonKeepsProperty });
        await assertProperty(scope, input.propertyId);
      }
      await db.transaction(async (tx) => {
        const before = await lockEnquiryRow(tx, id);
        if (!before) throw notFound('Enquiry');
        const values = {
          propertyId: input.propertyId,
          source: input.source,
          firstName: input.firstName,
          lastName: text(input.lastName),
          email: text(input.email),
          phone: text(input.phone),
          accommodationType: text(input.accommodationType),
          persons: input.persons,
          rooms: input.rooms,
          children: input.children,
          pets: input.pets,
          location: text(input.location),
          checkInDate: input.checkInDate,
          checkOutDate: input.checkOutDate,
          foodOptions: text(input.foodOptions),
          dietaryRequirement: text(input.dietaryRequirement),
          budgetMin: input.budgetMin,
          budgetMax: input.budgetMax,
          notes: text(input.notes),
          followUpDate: input.followUpDate,
        };
        const merged = {
          ...before,
          ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)),
        };
        assertFields(merged);
        // A property's staff member no longer fits once the enquiry moves to another property: it is unassigned.
        let assigneeUserId: number | null | undefined;
        if (merged.propertyId !== before.propertyId && before.assigneeUserId != null) {
          const user = await findAssignee(tx, before.organisationId, before.assigneeUserId);
          if (!user || (user.propertyId != null && user.propertyId !== merged.propertyId))
            assigneeUserId = null;
        }
        const after = await updateEnquiryRow(tx, id, { ...values, assigneeUserId, updatedAt: new Date() });
        await auditEnquiry(tx, actor, 'update', before, after);
      });
      return answer(id);
    },

    async assign(actor: Actor, id: number, input: EnquiryAssign): Promise<Enquiry> {
      const current = await reachableEnquiry(actor, id);
      await assertAssignee(current.organisationId, current.propertyId, input.assigneeUserId);
      await db.transaction(async (tx) => {
        const before = await lockEnquiryRow(tx, id);
        if (!before) throw notFound('Enquiry');
        if (before.propertyId !== current.propertyId)
          await assertAssignee(before.organisationId, before.propertyId, input.assigneeUserId);
        const after = await updateEnquiryRow(tx, id, {
          assigneeUserId: input.assigneeUserId,
          updatedAt: new Date(),
        });
        await auditEnquiry(tx, actor, 'update', before, after);
      });
      return answer(id);
    },

    /**
     * Moves an enquiry along (ENQUIRY_TRANSITIONS), under its row lock: of two clerks moving it at once, the second
     * finds it moved and gets the 409. WON names the booking it became, of the enquiry's property (of the
     * organisation's for an enquiry without one, which then takes the booking's property); a booking that is
     * elsewhere, missing or already another enquiry's answers 409 naming bookingId.
     * In the same transaction, a move out of QUOTED cancels the quote's payment links (a guest paying one would
     * otherwise be booked, or recorded with no booking, after the clerk moved on), and LOST, EXPIRED or WON with
     * another booking closes the booking form's ENQUIRY booking the enquiry came from (back to NEW keeps it).
     * Locks as a guest's payment does: the links, the booking, then the enquiry.
     */
    async setStatus(actor: Actor, id: number, input: EnquiryStatusChange): Promise<Enquiry> {
      const current = await reachableEnquiry(actor, id);
      const by = { id: actor.id, name: (await userName(db, actor.id)) ?? actor.username };
      await db.transaction(async (tx) => {
        const withLinks = input.status !== 'QUOTED';
        if (withLinks) await lockEnquiryLinks(tx, id);
        const move = () => moveStatus(tx, actor, id, input, current.bookingId, by);
        if (current.bookingId == null) await move();
        else await bookings.closeEnquiryOnTransaction(tx, current.bookingId, move);
        // Locked again under the enquiry's lock: a link sent just before it is cancelled too.
        if (withLinks) await cancelEnquiryLinks(tx, actor, await lockEnquiryLinks(tx, id));
      });
      return answer(id);
    },
  };

  /**
   * The move itself, the enquiry locked (its booking form booking `formBookingId` already is), and why that booking
   * now closes, if it does.
   */
  async function moveStatus(
    tx: Db,
    actor: Actor,
    id: number,
    input: EnquiryStatusChange,
    formBookingId: number | null,
    by: { id: number; name: string },
  ) {
    const before = await lockEnquiryRow(tx, id);
    if (!before) throw notFound('Enquiry');
    // Its booking changed between the read and the lock (a paid quote, another clerk): the locks no longer fit.
    if (before.bookingId !== formBookingId)
      throw conflict(`Enquiry ${before.enquiryNumber} changed meanwhile: try again`);
    const from = before.status as EnquiryStatus;
    if (!canMoveEnquiry(from, input.status))
      throw conflict(`An enquiry that is ${from} cannot become ${input.status}`, {
        status: withValues(VALIDATION_KEYS.enquiryStatusMove, { from, to: input.status }),
      });
    let propertyId = before.propertyId;
    // Back to NEW (or QUOTED) it is still the same question, about the same booking.
    let bookingId: number | null =
      input.status === 'NEW' || input.status === 'QUOTED' ? before.bookingId : null;
    let reason: string | null = null;
    if (input.status === 'WON') {
      const b = await findBookingScope(tx, input.bookingId!);
      const here =
        b != null &&
        (before.propertyId != null
          ? b.propertyId === before.propertyId
          : b.organisationId === before.organisationId);
      if (!here)
        throw conflict(VALIDATION_KEYS.wonBookingNotHere, {
          bookingId: VALIDATION_KEYS.wonBookingNotHere,
        });
      propertyId = b.propertyId;
      bookingId = b.id;
      if (b.id !== formBookingId) reason = enquiryWonElsewhereReason(b.bookingNumber, before.enquiryNumber);
    } else if (input.status === 'LOST') reason = enquiryLostReason(before.enquiryNumber, input.lostReason!);
    else if (input.status === 'EXPIRED') reason = enquiryExpiredReason(before.enquiryNumber);
    const after = await updateEnquiryRow(tx, id, {
      status: input.status,
      lostReason: input.status === 'LOST' ? input.lostReason! : null,
      bookingId,
      propertyId,
      updatedAt: new Date(),
    }).catch((err: unknown) => {
      if (isUniqueViolation(err, 'enquiry_booking'))
        throw conflict(VALIDATION_KEYS.bookingHasEnquiry, {
          bookingId: VALIDATION_KEYS.bookingHasEnquiry,
        });
      throw err;
    });
    await auditEnquiry(tx, actor, 'update', before, after);
    return { result: after, close: reason == null ? null : { reason, by } };
  }

  /** A property filter must name one of the scope's properties (404 as a missing one otherwise). */
  async function assertFilterProperty(scope: EnquiryScope, propertyId: number) {
    const p = await findPropertyOrganisation(db, propertyId);
    if (
      !p ||
      p.organisationId !== scope.organisationId ||
      (scope.propertyId != null && p.id !== scope.propertyId)
    )
      throw notFound('Property');
  }
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;

/** For other modules (the report dashboard's Enquiries report): the enquiry figures, in SQL aggregates. */
export { enquiryFigures } from './enquiry-report.repository';

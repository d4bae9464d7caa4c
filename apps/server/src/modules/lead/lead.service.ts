// Business leads (issue 15): the leads organisation's pipeline of businesses that may join the platform. The leads
// organisation comes from configuration (LEADS_ORGANISATION_ID, default the platform organisation); its sales and
// marketing staff and the platform work it, anyone else is answered as if it did not exist (decision 0008).
import {
  canMoveLead,
  tenantScopeOf,
  VALIDATION_KEYS,
  withValues,
  type AuditLogEntry,
  type BookDemoInput,
  type Lead,
  type LeadInput,
  type LeadListQuery,
  type LeadManager,
  type LeadNote,
  type LeadNoteInput,
  type LeadPage,
  type LeadStage,
  type LeadStageChange,
  type LeadUpdate,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import type { Actor } from '../../plugins/auth';
import { recordAudit, recordHistory } from '../audit/audit.service';
import { insertProperty } from '../property/property.service';
import { inviteNewUser } from '../user/user.service';
import {
  allLeads,
  findLead,
  findLeadRow,
  insertLead,
  insertNote,
  isManager,
  listLeads,
  listManagers,
  listNotes,
  lockLeadRow,
  updateLeadRow,
  userName,
  type LeadRow,
} from './lead.repository';

/** The audit log's entity of a lead. */
export const LEAD_ENTITY = 'businessLead';

/** Text as stored: empty is null, left out stays left out. */
const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

const auditLead = (
  tx: Db,
  actor: Actor | null,
  action: 'create' | 'update',
  before: LeadRow | null,
  after: LeadRow,
  event?: string,
) =>
  recordAudit(tx, actor, {
    entity: LEAD_ENTITY,
    entityId: after.id,
    action,
    before,
    after,
    event: event ?? null,
    omit: ['id', 'organisationId', 'createdAt', 'updatedAt', 'stageChangedAt', 'createdBy'],
    organisationId: after.organisationId,
  });

export interface LeadServiceOptions {
  /** The organisation whose pipeline this is (configuration). */
  organisationId: number;
}

export function createLeadService(db: Db, { organisationId }: LeadServiceOptions) {
  /** The platform and the leads organisation's own staff (its properties' too) work its leads; nobody else. */
  const reaches = (actor: Actor) =>
    tenantScopeOf(actor.roles) === 'platform' || actor.organisationId === organisationId;

  function assertLeadsUser(actor: Actor) {
    if (!reaches(actor)) throw notFound('Organisation');
  }

  async function reachableLead(actor: Actor, id: number): Promise<LeadRow> {
    const row = await findLeadRow(db, id);
    if (!row || row.organisationId !== organisationId || !reaches(actor)) throw notFound('Business lead');
    return row;
  }

  async function answer(id: number): Promise<Lead> {
    const lead = await findLead(db, id);
    if (!lead) throw notFound('Business lead');
    return lead;
  }

  async function assertManager(userId: number | null | undefined) {
    if (userId == null) return;
    if (!(await isManager(db, organisationId, userId)))
      throw badRequest(VALIDATION_KEYS.noSuchAccountManager, {
        accountManagerUserId: VALIDATION_KEYS.noSuchAccountManager,
      });
  }

  /**
   * WON: the business gets its property (status NEW: its administrator is taken through onboarding at sign-in) in
   * the leads organisation, as a self-signup would, and its administrator (the lead's contact) an invitation to set
   * a password, emailed through the outbox: all on the move's transaction.
   */
  async function win(tx: Db, actor: Actor, lead: LeadRow) {
    if (!lead.email)
      throw badRequest(VALIDATION_KEYS.leadWonNeedsEmail, { email: VALIDATION_KEYS.leadWonNeedsEmail });
    const shell = await insertProperty(tx, {
      organisationId: lead.organisationId,
      name: lead.propertyName,
      businessType: lead.businessType,
      propertyStatus: 'NEW',
      email: lead.email,
      mobile: lead.mobile,
      city: lead.city,
    });
    const { id: _id, ...fields } = shell;
    await recordAudit(tx, actor, {
      entity: 'property',
      entityId: shell.id,
      action: 'create',
      event: 'LEAD_WON',
      after: fields,
      organisationId: shell.organisationId,
      propertyId: shell.id,
    });
    const admin = await inviteNewUser(tx, actor, {
      email: lead.email,
      firstName: lead.firstName,
      lastName: lead.lastName ?? '',
      phone: lead.mobile,
      roles: ['PROP_ADMIN'],
      organisationId: lead.organisationId,
      propertyId: shell.id,
    });
    return { propertyId: shell.id, adminUserId: admin.id };
  }

  return {
    organisationId,

    async list(actor: Actor, query: LeadListQuery): Promise<LeadPage> {
      assertLeadsUser(actor);
      return listLeads(db, organisationId, query, actor.id);
    },

    async exportRows(actor: Actor, query: LeadListQuery) {
      assertLeadsUser(actor);
      return allLeads(db, organisationId, query, actor.id, EXPORT_READ_ROWS);
    },

    async managers(actor: Actor): Promise<LeadManager[]> {
      assertLeadsUser(actor);
      return listManagers(db, organisationId);
    },

    async get(actor: Actor, id: number): Promise<Lead> {
      await reachableLead(actor, id);
      return answer(id);
    },

    async create(actor: Actor, input: LeadInput): Promise<Lead> {
      assertLeadsUser(actor);
      await assertManager(input.accountManagerUserId);
      const id = await db.transaction(async (tx) => {
        const row = await insertLead(tx, {
          organisationId,
          businessType: input.businessType,
          firstName: input.firstName,
          lastName: input.lastName || null,
          email: input.email || null,
          mobile: input.mobile || null,
          ownerName: input.ownerName || null,
          propertyName: input.propertyName,
          city: input.city || null,
          solutions: input.solutions,
          source: input.source,
          accountManagerUserId: input.accountManagerUserId ?? null,
          followUpDate: input.followUpDate ?? null,
          createdBy: actor.id,
        });
        await auditLead(tx, actor, 'create', null, row);
        return row.id;
      });
      return answer(id);
    },

    /** The public form: a NEW lead from the website, of no one yet. */
    async bookDemo(input: BookDemoInput): Promise<void> {
      // The honeypot: a field people never see. A robot that fills it is told it worked and nothing is kept.
      if (input.website) return;
      await db.transaction(async (tx) => {
        const row = await insertLead(tx, {
          organisationId,
          businessType: input.businessType,
          firstName: input.firstName,
          lastName: input.lastName || null,
          email: input.email || null,
          mobile: input.mobile || null,
          propertyName: input.propertyName,
          solutions: input.solutions,
          source: 'BOOK_A_DEMO',
        });
        await auditLead(tx, null, 'create', null, row);
      });
    },

    /** Changes a lead's fields (left out stay); an email or a mobile must remain. */
    async update(actor: Actor, id: number, input: LeadUpdate): Promise<Lead> {
      await reachableLead(actor, id);
      await assertManager(input.accountManagerUserId);
      await db.transaction(async (tx) => {
        const before = await lockLeadRow(tx, id);
        if (!before) throw notFound('Business lead');
        const values = {
          businessType: input.businessType,
          firstName: input.firstName,
          lastName: text(input.lastName),
          email: text(input.email),
          mobile: text(input.mobile),
          ownerName: text(input.ownerName),
          propertyName: input.propertyName,
          city: text(input.city),
          solutions: input.solutions,
          source: input.source,
          accountManagerUserId: input.accountManagerUserId,
          followUpDate: input.followUpDate,
        };
        const email = values.email === undefined ? before.email : values.email;
        const mobile = values.mobile === undefined ? before.mobile : values.mobile;
        if (!email && !mobile)
          throw badRequest(VALIDATION_KEYS.leadContact, { mobile: VALIDATION_KEYS.leadContact });
        const after = await updateLeadRow(tx, id, { ...values, updatedAt: new Date() });
        await auditLead(tx, actor, 'update', before, after);
      });
      return answer(id);
    },

    /**
     * Moves a lead on the board, under its row lock: of two people moving it at once, the second finds it moved
     * (409 naming the stage it is in, when they said which stage they saw) or a move the stage does not allow (409).
     */
    async move(actor: Actor, id: number, input: LeadStageChange): Promise<Lead> {
      await reachableLead(actor, id);
      await db.transaction(async (tx) => {
        const before = await lockLeadRow(tx, id);
        if (!before) throw notFound('Business lead');
        const from = before.stage as LeadStage;
        if (input.from && input.from !== from)
          throw conflict(`Someone else moved this lead to ${from} meanwhile`, {
            stage: withValues(VALIDATION_KEYS.leadMovedMeanwhile, { stage: from }),
          });
        if (!canMoveLead(from, input.stage))
          throw conflict(`A lead that is ${from} cannot become ${input.stage}`, {
            stage: withValues(VALIDATION_KEYS.leadStageMove, { from, to: input.stage }),
          });
        const made = input.stage === 'WON' ? await win(tx, actor, before) : {};
        const after = await updateLeadRow(tx, id, {
          stage: input.stage,
          lostReason: input.stage === 'LOST' ? input.lostReason! : null,
          ...made,
          stageChangedAt: new Date(),
          updatedAt: new Date(),
        });
        await auditLead(tx, actor, 'update', before, after, input.stage === 'WON' ? 'WON' : undefined);
      });
      return answer(id);
    },

    async notes(actor: Actor, id: number): Promise<LeadNote[]> {
      await reachableLead(actor, id);
      return listNotes(db, id);
    },

    /** A note is kept as written and its writing is in the lead's history. */
    async addNote(actor: Actor, id: number, input: LeadNoteInput): Promise<LeadNote> {
      await reachableLead(actor, id);
      return db.transaction(async (tx) => {
        const note = await insertNote(tx, {
          leadId: id,
          body: input.body,
          createdBy: actor.id,
          createdByName: (await userName(tx, actor.id)) ?? actor.username,
        });
        await recordAudit(tx, actor, {
          entity: LEAD_ENTITY,
          entityId: id,
          action: 'update',
          event: 'NOTE',
          changes: { note: [null, input.body] },
          organisationId,
        });
        return note;
      });
    },

    /** The lead's history (who changed what, moved it, wrote a note), newest first. */
    async history(actor: Actor, id: number): Promise<AuditLogEntry[]> {
      await reachableLead(actor, id);
      return recordHistory(db, { entity: LEAD_ENTITY, entityId: id, organisationId });
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;

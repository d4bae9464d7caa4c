import {
  OPEN_LEAD_STAGES,
  PERMISSIONS,
  type Lead,
  type LeadListQuery,
  type LeadManager,
  type LeadNote,
  type LeadPage,
  type LeadSolution,
  type LeadSource,
  type LeadStage,
} from '@bookone/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, businessLead, businessLeadNote, organisation, property } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type LeadRow = typeof businessLead.$inferSelect;
export type NewLeadRow = typeof businessLead.$inferInsert;

const fullName = sql<string>`trim(${appUser.firstName} || ' ' || ${appUser.lastName})`;

const columns = {
  lead: businessLead,
  managerName: sql<string | null>`case when ${appUser.id} is null then null else ${fullName} end`,
};

const joined = (db: Db) =>
  db.select(columns).from(businessLead).leftJoin(appUser, eq(appUser.id, businessLead.accountManagerUserId));

function toLead(r: { lead: LeadRow; managerName: string | null }): Lead {
  const l = r.lead;
  return {
    id: l.id,
    organisationId: l.organisationId,
    businessType: l.businessType,
    firstName: l.firstName,
    lastName: l.lastName,
    email: l.email,
    mobile: l.mobile,
    ownerName: l.ownerName,
    propertyName: l.propertyName,
    city: l.city,
    solutions: l.solutions as LeadSolution[],
    source: l.source as LeadSource,
    stage: l.stage as LeadStage,
    lostReason: l.lostReason,
    accountManagerUserId: l.accountManagerUserId,
    accountManagerName: r.managerName,
    followUpDate: l.followUpDate,
    propertyId: l.propertyId,
    adminUserId: l.adminUserId,
    stageChangedAt: l.stageChangedAt.toISOString(),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

export async function organisationExists(db: Db, id: number) {
  const [row] = await db.select({ id: organisation.id }).from(organisation).where(eq(organisation.id, id));
  return row != null;
}

export async function insertLead(db: Db, values: NewLeadRow) {
  const [row] = await db.insert(businessLead).values(values).returning();
  return row!;
}

export async function findLeadRow(db: Db, id: number) {
  const [row] = await db.select().from(businessLead).where(eq(businessLead.id, id));
  return row;
}

/** The lead locked until the transaction ends: two people moving it run one after the other. */
export async function lockLeadRow(db: Db, id: number) {
  const [row] = await db.select().from(businessLead).where(eq(businessLead.id, id)).for('update');
  return row;
}

export async function updateLeadRow(db: Db, id: number, values: Partial<NewLeadRow>) {
  const [row] = await db.update(businessLead).set(values).where(eq(businessLead.id, id)).returning();
  return row!;
}

export async function findLead(db: Db, id: number): Promise<Lead | undefined> {
  const [row] = await joined(db).where(eq(businessLead.id, id));
  return row ? toLead(row) : undefined;
}

// ------------------------------------------------------------------ account managers

/** The built-in roles that work leads, but the platform's (not a member of the organisation). */
const MANAGER_ROLES = PERMISSIONS['lead.write'].filter((r) => r !== 'SUPER_ADMIN');
const rolesLiteral = sql`array[${sql.join(
  MANAGER_ROLES.map((r) => sql`${r}`),
  sql`, `,
)}]::text[]`;

/** Enabled users of the leads organisation (its own staff or its properties') who work leads. */
const managerOf = (organisationId: number) =>
  and(
    eq(appUser.enabled, true),
    sql`${appUser.roles} && ${rolesLiteral}`,
    or(eq(appUser.organisationId, organisationId), eq(property.organisationId, organisationId)),
  );

export async function listManagers(db: Db, organisationId: number): Promise<LeadManager[]> {
  return db
    .select({ id: appUser.id, name: fullName })
    .from(appUser)
    .leftJoin(property, eq(property.id, appUser.propertyId))
    .where(managerOf(organisationId))
    .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id));
}

export async function isManager(db: Db, organisationId: number, userId: number) {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .leftJoin(property, eq(property.id, appUser.propertyId))
    .where(and(eq(appUser.id, userId), managerOf(organisationId)));
  return row != null;
}

/** A user's name as a note keeps it, their username without one. */
export async function userName(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: fullName, username: appUser.username })
    .from(appUser)
    .where(eq(appUser.id, id));
  return row ? row.name || row.username : null;
}

// ------------------------------------------------------------------ notes

export async function insertNote(db: Db, values: typeof businessLeadNote.$inferInsert): Promise<LeadNote> {
  const [row] = await db.insert(businessLeadNote).values(values).returning();
  return toNote(row!);
}

const toNote = (n: typeof businessLeadNote.$inferSelect): LeadNote => ({
  id: n.id,
  body: n.body,
  createdByName: n.createdByName,
  createdAt: n.createdAt.toISOString(),
});

/** A lead's notes, newest first (a lead's life holds tens of them, not thousands: bounded all the same). */
export async function listNotes(db: Db, leadId: number): Promise<LeadNote[]> {
  const rows = await db
    .select()
    .from(businessLeadNote)
    .where(eq(businessLeadNote.leadId, leadId))
    .orderBy(desc(businessLeadNote.createdAt), desc(businessLeadNote.id))
    .limit(500);
  return rows.map(toNote);
}

// ------------------------------------------------------------------ the list and the board

const SORT = listSort({
  columns: {
    createdAt: businessLead.createdAt,
    name: [sql`lower(${businessLead.firstName})`, sql`lower(coalesce(${businessLead.lastName}, ''))`],
    propertyName: sql`lower(${businessLead.propertyName})`,
    stage: sql`array_position(array['NEW','CONTACTED','DEMO','PROPOSAL','WON','LOST'], ${businessLead.stage})`,
    followUpDate: businessLead.followUpDate,
    stageChangedAt: businessLead.stageChangedAt,
  },
  tiebreak: businessLead.id,
  // Newest first: the list opens on what just came in.
  fallback: [sql`${businessLead.createdAt} desc`, sql`${businessLead.id} desc`],
});

function leadWhere(organisationId: number, q: LeadListQuery, actorId: number): SQL | undefined {
  const search = q.search?.trim();
  const digits = search && /^[\d\s+().-]+$/.test(search) ? search.replace(/\D/g, '') : undefined;
  return and(
    eq(businessLead.organisationId, organisationId),
    q.stage ? eq(businessLead.stage, q.stage) : undefined,
    q.source ? eq(businessLead.source, q.source) : undefined,
    q.businessType ? eq(businessLead.businessType, q.businessType) : undefined,
    q.manager === 'me'
      ? eq(businessLead.accountManagerUserId, actorId)
      : q.manager === 'none'
        ? isNull(businessLead.accountManagerUserId)
        : q.manager != null
          ? eq(businessLead.accountManagerUserId, q.manager)
          : undefined,
    q.dueBy
      ? and(lte(businessLead.followUpDate, q.dueBy), inArray(businessLead.stage, [...OPEN_LEAD_STAGES]))
      : undefined,
    search
      ? or(
          ilike(
            sql`${businessLead.firstName} || ' ' || coalesce(${businessLead.lastName}, '')`,
            likeText(search),
          ),
          ilike(businessLead.propertyName, likeText(search)),
          ilike(businessLead.ownerName, likeText(search)),
          ilike(businessLead.email, likeText(search)),
          // Only a search that looks like a phone number is compared with mobiles, digits against digits.
          digits && digits.length >= 3
            ? sql`regexp_replace(coalesce(${businessLead.mobile}, ''), '\\D', '', 'g') like ${likeText(digits)}`
            : undefined,
        )
      : undefined,
  );
}

const leadRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toLead);

export async function listLeads(
  db: Db,
  organisationId: number,
  q: LeadListQuery,
  actorId: number,
): Promise<LeadPage> {
  const where = leadWhere(organisationId, q, actorId);
  return paginate(q, SORT, {
    rows: leadRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(businessLead).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export async function allLeads(
  db: Db,
  organisationId: number,
  q: LeadListQuery,
  actorId: number,
  limit: number,
) {
  return firstRows(q, SORT, leadRows(db, leadWhere(organisationId, q, actorId)), limit);
}

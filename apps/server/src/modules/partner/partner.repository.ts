import {
  PARENT_ORGANISATION_ID,
  type PartnerAgreement,
  type PartnerAgreementListQuery,
  type PartnerAgreementPage,
} from '@bookone/domain';
import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { organisation, partnerAgreement, property } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type PartnerAgreementRow = typeof partnerAgreement.$inferSelect;
export type NewPartnerAgreementRow = typeof partnerAgreement.$inferInsert;

const owner = alias(organisation, 'owner');
const distributor = alias(organisation, 'distributor');

/** In force: ACTIVE and `today` within its dates (the day of the platform, UTC, as every date of the agreement). */
const inForce = (today: string) =>
  sql<boolean>`(${partnerAgreement.status} = 'ACTIVE' and ${partnerAgreement.startDate} <= ${today} and (${partnerAgreement.endDate} is null or ${partnerAgreement.endDate} >= ${today}))`;

function joined(db: Db, today: string) {
  return db
    .select({
      agreement: partnerAgreement,
      propertyName: property.name,
      businessType: property.businessType,
      city: property.city,
      country: property.country,
      timezone: property.timezone,
      ownerOrganisationId: property.organisationId,
      ownerOrganisationName: owner.name,
      distributorOrganisationName: distributor.name,
      inForce: inForce(today),
    })
    .from(partnerAgreement)
    .innerJoin(property, eq(property.id, partnerAgreement.propertyId))
    .innerJoin(owner, eq(owner.id, property.organisationId))
    .innerJoin(distributor, eq(distributor.id, partnerAgreement.distributorOrganisationId))
    .$dynamic();
}
type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function toAgreement(r: Joined): PartnerAgreement {
  const a = r.agreement;
  return {
    id: a.id,
    propertyId: a.propertyId,
    propertyName: r.propertyName,
    businessType: r.businessType,
    city: r.city,
    country: r.country,
    timezone: r.timezone,
    ownerOrganisationId: r.ownerOrganisationId,
    ownerOrganisationName: r.ownerOrganisationName,
    distributorOrganisationId: a.distributorOrganisationId,
    distributorOrganisationName: r.distributorOrganisationName,
    commissionPercentage: a.commissionPercentage,
    status: a.status,
    startDate: a.startDate,
    endDate: a.endDate,
    inForce: r.inForce,
    notes: a.notes,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export async function findAgreementRow(db: Db, id: number) {
  const [row] = await db
    .select({ agreement: partnerAgreement, ownerOrganisationId: property.organisationId })
    .from(partnerAgreement)
    .innerJoin(property, eq(property.id, partnerAgreement.propertyId))
    .where(eq(partnerAgreement.id, id));
  return row;
}

export async function findAgreement(db: Db, id: number, today: string) {
  const [row] = await joined(db, today).where(eq(partnerAgreement.id, id));
  return row ? toAgreement(row) : undefined;
}

export async function insertAgreement(db: Db, values: NewPartnerAgreementRow) {
  const [row] = await db.insert(partnerAgreement).values(values).returning({ id: partnerAgreement.id });
  return row!.id;
}

/** The agreement at `version` gets the values and the next version; false when it is no longer at that version. */
export async function updateAgreementRow(
  db: Db,
  id: number,
  version: number,
  values: Partial<NewPartnerAgreementRow>,
) {
  const rows = await db
    .update(partnerAgreement)
    .set({ ...values, version: sql`${partnerAgreement.version} + 1` })
    .where(and(eq(partnerAgreement.id, id), eq(partnerAgreement.version, version)))
    .returning({ id: partnerAgreement.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------ the list

function listWhere(organisationId: number, q: PartnerAgreementListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  const other = q.side === 'owner' ? distributor : owner;
  return and(
    q.side === 'owner'
      ? eq(property.organisationId, organisationId)
      : eq(partnerAgreement.distributorOrganisationId, organisationId),
    q.status ? eq(partnerAgreement.status, q.status) : undefined,
    like ? or(ilike(property.name, like), ilike(property.city, like), ilike(other.name, like)) : undefined,
  );
}

const sortFor = (side: PartnerAgreementListQuery['side']) =>
  listSort<NonNullable<PartnerAgreementListQuery['sort']>>({
    columns: {
      propertyName: sql`lower(${property.name})`,
      // The other side's name: the property's owner for a distributor, the distributor for the owner.
      organisation: sql`lower(${side === 'owner' ? distributor.name : owner.name})`,
      commissionPercentage: partnerAgreement.commissionPercentage,
      status: partnerAgreement.status,
      startDate: partnerAgreement.startDate,
    },
    tiebreak: partnerAgreement.id,
    fallback: 'propertyName',
  });

const rowsOf = (db: Db, where: SQL | undefined, today: string) => async (w: Window) =>
  (
    await joined(db, today)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toAgreement);

export async function listAgreements(
  db: Db,
  organisationId: number,
  q: PartnerAgreementListQuery,
  today: string,
): Promise<PartnerAgreementPage> {
  const where = listWhere(organisationId, q);
  return paginate(q, sortFor(q.side), {
    rows: rowsOf(db, where, today),
    count: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(partnerAgreement)
        .innerJoin(property, eq(property.id, partnerAgreement.propertyId))
        .innerJoin(owner, eq(owner.id, property.organisationId))
        .innerJoin(distributor, eq(distributor.id, partnerAgreement.distributorOrganisationId))
        .where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export async function allAgreements(
  db: Db,
  organisationId: number,
  q: PartnerAgreementListQuery,
  today: string,
  limit: number,
) {
  return firstRows(q, sortFor(q.side), rowsOf(db, listWhere(organisationId, q), today), limit);
}

// ------------------------------------------------------------------ organisations and properties

export async function findOrganisationRow(db: Db, id: number) {
  const [row] = await db
    .select({ id: organisation.id, deactivatedAt: organisation.deactivatedAt })
    .from(organisation)
    .where(eq(organisation.id, id));
  return row;
}

/** The active organisation registered with the email (any case), the platform's excepted. */
export async function findOrganisationByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: organisation.id })
    .from(organisation)
    .where(
      and(
        sql`lower(${organisation.email}) = ${email.trim().toLowerCase()}`,
        isNull(organisation.deactivatedAt),
        ne(organisation.id, PARENT_ORGANISATION_ID),
      ),
    )
    .orderBy(asc(organisation.id))
    .limit(1);
  return row;
}

export async function findPropertyOwner(db: Db, propertyId: number) {
  const [row] = await db
    .select({ id: property.id, organisationId: property.organisationId })
    .from(property)
    .where(eq(property.id, propertyId));
  return row;
}

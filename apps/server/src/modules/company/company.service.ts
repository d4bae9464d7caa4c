import {
  type BillableCompany,
  type Company,
  type CompanyChargePage,
  type CompanyChargeQuery,
  type CompanyInput,
  type CompanyListQuery,
  type CompanyPage,
  type CompanyRatePlan,
  type CompanyStatement,
  type CompanyStatementQuery,
  type CompanyUpdate,
  roundCents,
  todayIn,
  VALIDATION_KEYS,
  withValues,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS, MAX_EXPORT_ROWS, tooManyRows } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import { assertReach, canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import {
  allCompanies,
  allCompanyCharges,
  companyHasBookings,
  companyOwing,
  deleteCompanyRow,
  findCompany,
  findCompanyRow,
  findOrganisationRatePlan,
  insertCompany,
  ledgerBalanceBefore,
  ledgerEntries,
  listBillableCompanies,
  listCompanies,
  listCompanyCharges,
  listOrganisationRatePlans,
  lockCompanyRow,
  organisationExists,
  updateCompanyRow,
  type CompanyRow,
} from './company.repository';

/** The day in an export's file name: an organisation spans time zones, so the platform's (UTC). */
export const exportDay = () => todayIn('UTC');

/** Statement lines one answer may hold: beyond it the caller narrows the dates (as an export does). */
const STATEMENT_MAX_LINES = MAX_EXPORT_ROWS;

const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
const money2 = (n: number) => n.toFixed(2);

/** The audit row of a company's create, update or delete (its fields but ids and times), on its transaction. */
function auditCompany(
  tx: Db,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  before: CompanyRow | null | undefined,
  after: CompanyRow | null | undefined,
) {
  const row = (after ?? before)!;
  return recordAudit(tx, actor, {
    entity: 'company',
    entityId: row.id,
    action,
    before,
    after,
    omit: ['id', 'organisationId'],
    organisationId: row.organisationId,
  });
}

/** The organisation a new company goes to must be one the caller reaches (404 as a missing one otherwise). */
async function reachableOrganisation(db: Db, actor: Actor, organisationId: number) {
  if (!canReachOrganisation(actor, organisationId) || !(await organisationExists(db, organisationId)))
    throw notFound('Organisation');
}

function uniqueName(err: unknown): never {
  if (isUniqueViolation(err))
    throw conflict(VALIDATION_KEYS.companyNameUsed, { name: VALIDATION_KEYS.alreadyUsed });
  throw err;
}

export function createCompanyService(db: Db) {
  async function reachableCompany(actor: Actor, id: number): Promise<CompanyRow> {
    const row = await findCompanyRow(db, id);
    if (!row) throw notFound('Company');
    assertReach(canReachOrganisation(actor, row.organisationId), 'Company');
    return row;
  }

  async function answer(id: number): Promise<Company> {
    const c = await findCompany(db, id);
    if (!c) throw notFound('Company');
    return c;
  }

  /** The negotiated plan must be a plan of one of the organisation's properties (400 naming ratePlanId). */
  async function assertRatePlan(organisationId: number, ratePlanId: number | null | undefined) {
    if (ratePlanId == null) return;
    if (!(await findOrganisationRatePlan(db, organisationId, ratePlanId)))
      throw badRequest(VALIDATION_KEYS.noSuchRatePlanHere, {
        ratePlanId: VALIDATION_KEYS.noSuchRatePlanHere,
      });
  }

  return {
    async list(actor: Actor, organisationId: number, query: CompanyListQuery): Promise<CompanyPage> {
      await reachableOrganisation(db, actor, organisationId);
      return listCompanies(db, organisationId, query);
    },

    async exportRows(actor: Actor, organisationId: number, query: CompanyListQuery) {
      await reachableOrganisation(db, actor, organisationId);
      return allCompanies(db, organisationId, query, EXPORT_READ_ROWS);
    },

    async ratePlans(actor: Actor, organisationId: number): Promise<CompanyRatePlan[]> {
      await reachableOrganisation(db, actor, organisationId);
      return listOrganisationRatePlans(db, organisationId);
    },

    async get(actor: Actor, id: number): Promise<Company> {
      await reachableCompany(actor, id);
      return answer(id);
    },

    async create(actor: Actor, organisationId: number, input: CompanyInput): Promise<Company> {
      await reachableOrganisation(db, actor, organisationId);
      await assertRatePlan(organisationId, input.ratePlanId);
      const row = await db.transaction(async (tx) => {
        const saved = await insertCompany(tx, {
          organisationId,
          name: input.name,
          taxNumber: input.taxNumber || null,
          email: input.email || null,
          phone: input.phone || null,
          contactName: input.contactName || null,
          contactEmail: input.contactEmail || null,
          contactPhone: input.contactPhone || null,
          addressLine1: input.addressLine1 || null,
          addressLine2: input.addressLine2 || null,
          city: input.city || null,
          state: input.state || null,
          country: input.country || null,
          postcode: input.postcode || null,
          creditLimit: input.creditLimit ?? null,
          paymentTermsDays: input.paymentTermsDays,
          ratePlanId: input.ratePlanId ?? null,
          status: input.status,
          notes: input.notes || null,
        }).catch(uniqueName);
        await auditCompany(tx, actor, 'create', null, saved);
        return saved;
      });
      return answer(row.id);
    },

    /** Changes a company (fields left out stay). A lower credit limit applies to the next booking billed. */
    async update(actor: Actor, id: number, input: CompanyUpdate): Promise<Company> {
      const current = await reachableCompany(actor, id);
      await assertRatePlan(current.organisationId, input.ratePlanId);
      await db.transaction(async (tx) => {
        const before = await lockCompanyRow(tx, id);
        if (!before) throw notFound('Company');
        await updateCompanyRow(tx, id, {
          name: input.name,
          taxNumber: text(input.taxNumber),
          email: text(input.email),
          phone: text(input.phone),
          contactName: text(input.contactName),
          contactEmail: text(input.contactEmail),
          contactPhone: text(input.contactPhone),
          addressLine1: text(input.addressLine1),
          addressLine2: text(input.addressLine2),
          city: text(input.city),
          state: text(input.state),
          country: text(input.country),
          postcode: text(input.postcode),
          creditLimit: input.creditLimit,
          paymentTermsDays: input.paymentTermsDays,
          ratePlanId: input.ratePlanId,
          status: input.status,
          notes: text(input.notes),
          updatedAt: new Date(),
        }).catch(uniqueName);
        await auditCompany(tx, actor, 'update', before, await findCompanyRow(tx, id));
      });
      return answer(id);
    },

    /** Deletes a company no booking was ever billed to; one with bookings is kept (made INACTIVE): 409. */
    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      await reachableCompany(actor, id);
      await db.transaction(async (tx) => {
        const before = await lockCompanyRow(tx, id);
        if (!before) throw notFound('Company');
        if (await companyHasBookings(tx, id)) throw conflict(VALIDATION_KEYS.companyHasCharges);
        await deleteCompanyRow(tx, id);
        await auditCompany(tx, actor, 'delete', before, null);
      });
      return { message: 'Company deleted' };
    },

    /** The active companies of the property's organisation: the booking form's "Bill to company". */
    async billable(actor: Actor, propertyId: number): Promise<BillableCompany[]> {
      const property = await reachableProperty(db, actor, propertyId);
      return listBillableCompanies(db, property.organisationId);
    },

    async charges(actor: Actor, id: number, query: CompanyChargeQuery): Promise<CompanyChargePage> {
      const c = await reachableCompany(actor, id);
      return listCompanyCharges(db, c, query);
    },

    async exportCharges(actor: Actor, id: number, query: CompanyChargeQuery) {
      const c = await reachableCompany(actor, id);
      return { company: c, rows: await allCompanyCharges(db, c, query, EXPORT_READ_ROWS) };
    },

    /**
     * The statement of account over [from, to]: the balance owed before `from`, then every charge and payment by
     * date with the running balance, and the closing balance. More lines than one answer holds: 400 (narrow it).
     */
    async statement(actor: Actor, id: number, query: CompanyStatementQuery) {
      const c = await reachableCompany(actor, id);
      const openingBalance = query.from ? await ledgerBalanceBefore(db, id, query.from) : 0;
      const entries = await ledgerEntries(db, id, query, STATEMENT_MAX_LINES + 1);
      if (entries.length > STATEMENT_MAX_LINES) throw tooManyRows(STATEMENT_MAX_LINES);
      let balance = openingBalance;
      let totalDebit = 0;
      let totalCredit = 0;
      const lines = entries.map((e) => {
        balance = roundCents(balance + e.debit - e.credit);
        totalDebit += e.debit;
        totalCredit += e.credit;
        return { ...e, balance };
      });
      const statement: CompanyStatement = {
        from: query.from ?? null,
        to: query.to ?? null,
        openingBalance,
        lines,
        totalDebit: roundCents(totalDebit),
        totalCredit: roundCents(totalCredit),
        closingBalance: balance,
      };
      return { company: c, statement };
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;

// ------------------------------------------------------------------ For other modules

/**
 * Bill to company, for the booking module (later reservations and orders), inside the caller's transaction: the
 * company must be an ACTIVE company of the record's organisation (400 naming companyId otherwise, as a missing one:
 * decision 0008), and what it owes on its other charges plus `amount` must stay within its credit limit (409 with
 * the figures). The company's row stays locked until the transaction ends, so two clerks billing the last of a
 * company's credit run one after the other and the second is refused.
 */
export async function assertBillable(
  tx: Db,
  organisationId: number,
  companyId: number,
  charge: { amount: number; currency: string; exceptBookingId?: number },
) {
  const c = await lockCompanyRow(tx, companyId);
  if (!c || c.organisationId !== organisationId || c.status !== 'ACTIVE')
    throw badRequest(VALIDATION_KEYS.noSuchCompany, { companyId: VALIDATION_KEYS.noSuchCompany });
  if (c.creditLimit == null) return;
  const owing = await companyOwing(tx, companyId, charge.exceptBookingId);
  const amount = Math.max(0, charge.amount);
  if (roundCents(owing + amount) > c.creditLimit) {
    const values = { limit: money2(c.creditLimit), owing: money2(owing), amount: money2(amount) };
    throw conflict(
      `${c.name} would go over its credit limit of ${values.limit} ${charge.currency}: it owes ${values.owing} and this booking's balance is ${values.amount}`,
      { companyId: withValues(VALIDATION_KEYS.overCreditLimit, values) },
    );
  }
}

/** The company a record is billed to, as its pages name it (active or not). */
export async function billedCompany(db: Db, companyId: number | null) {
  if (companyId == null) return null;
  const c = await findCompanyRow(db, companyId);
  return c ? { id: c.id, name: c.name, status: c.status } : null;
}

/**
 * For the invoice module (issue 13): a company of the organisation (active or not) and its open charges at one
 * property (billed bookings with a balance), oldest first; null when the company is not the organisation's.
 */
export async function openChargesAt(db: Db, organisationId: number, companyId: number, propertyId: number) {
  const c = await findCompanyRow(db, companyId);
  if (!c || c.organisationId !== organisationId) return null;
  const query: CompanyChargeQuery = { page: 0, size: 200, order: 'asc' };
  const charges = await allCompanyCharges(db, c, query, EXPORT_READ_ROWS);
  return { company: c, charges: charges.filter((ch) => ch.propertyId === propertyId) };
}

/** For the invoice module: a company of the organisation (active or not) to bill, or null. */
export async function companyOfOrganisation(db: Db, organisationId: number, companyId: number) {
  const c = await findCompanyRow(db, companyId);
  return c && c.organisationId === organisationId ? c : null;
}

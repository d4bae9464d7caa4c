// B2B companies (issue 10): corporate clients of an organisation, bookings billed to them, their statement.
import { z } from 'zod';

import type { BookingStatus } from '../front-office';
import { VALIDATION_KEYS } from '../validation-messages';
import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';
import { id, money, nullableOptional } from './helpers';

export const COMPANY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/**
 * The booking statuses that bill the company: an enquiry is not sold yet, a cancelled or void booking owes nothing.
 * Its charges are the booking's total with its folio's services and expenses.
 */
export const COMPANY_CHARGE_STATUSES = [
  'NEW',
  'CONFIRMED',
  'CHECKEDIN',
  'CHECKEDOUT',
  'NO_SHOW',
] as const satisfies readonly BookingStatus[];

/**
 * POST /api/company/organisation/:organisationId; PUT /api/company/:companyId (fields left out stay).
 * `creditLimit` null: no limit. `ratePlanId`: one of the organisation's properties' rate plans (400 otherwise).
 */
export const companyInputSchema = z.object({
  name: requiredText(120),
  taxNumber: nullableOptional(optionalText(40)),
  email: nullableOptional(emailSchema),
  phone: nullableOptional(phoneSchema),
  contactName: nullableOptional(optionalText(120)),
  contactEmail: nullableOptional(emailSchema),
  contactPhone: nullableOptional(phoneSchema),
  addressLine1: nullableOptional(optionalText(200)),
  addressLine2: nullableOptional(optionalText(200)),
  city: nullableOptional(optionalText(80)),
  state: nullableOptional(optionalText(80)),
  country: nullableOptional(optionalText(80)),
  postcode: nullableOptional(optionalText(20)),
  creditLimit: money().min(0, VALIDATION_KEYS.atLeastZero).max(100_000_000).nullable().optional(),
  paymentTermsDays: z
    .number()
    .int(VALIDATION_KEYS.wholeNumber)
    .min(0, VALIDATION_KEYS.atLeastZero)
    .max(365)
    .default(30),
  ratePlanId: id.nullable().optional(),
  status: z.enum(COMPANY_STATUSES).default('ACTIVE'),
  notes: nullableOptional(optionalText(2000)),
});
export type CompanyInput = z.infer<typeof companyInputSchema>;
/** The PUT body: every field optional (no defaults filled in, so a left-out status stays). */
export const companyUpdateSchema = companyInputSchema
  .extend({
    paymentTermsDays: companyInputSchema.shape.paymentTermsDays.removeDefault().optional(),
    status: z.enum(COMPANY_STATUSES).optional(),
  })
  .partial();
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

export const companySchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  name: z.string(),
  taxNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  postcode: z.string().nullable(),
  creditLimit: z.number().nullable(),
  paymentTermsDays: z.number().int(),
  ratePlanId: z.number().int().nullable(),
  /** "Property · Room type · Plan", for the list and the page. */
  ratePlanName: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  notes: z.string().nullable(),
  /** The open balances of the bookings billed to it (what it owes now). */
  openBalance: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const COMPANY_SORTS = ['name', 'status', 'creditLimit', 'openBalance', 'createdAt'] as const;
/** GET /api/company/organisation/:organisationId (and …/export): search by name, tax number, contact, email, city. */
export const companyListQuerySchema = listQuery({
  sorts: COMPANY_SORTS,
  filters: { status: z.enum(COMPANY_STATUSES).optional() },
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;
export const companyPageSchema = pageOf(companySchema);
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** The negotiated rate plans a company may be given: every plan of the organisation's properties. */
export const companyRatePlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  propertyName: z.string(),
  roomTypeName: z.string(),
});
export type CompanyRatePlan = z.infer<typeof companyRatePlanSchema>;

/**
 * GET /api/company/property/:propertyId/billable: the active companies of the property's organisation, for the
 * booking form's "Bill to company" (the desk reads these, not the company records).
 */
export const billableCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditLimit: z.number().nullable(),
  openBalance: z.number(),
  /** creditLimit − openBalance; null without a limit. */
  availableCredit: z.number().nullable(),
});
export type BillableCompany = z.infer<typeof billableCompanySchema>;

// ------------------------------------------------------------------ charges and statement

/** A booking (later a reservation or an order) billed to the company with money still owed. */
export const companyChargeSchema = z.object({
  kind: z.enum(['BOOKING']),
  id: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  reference: z.string(),
  guestName: z.string(),
  /** The charge's date: a booking's arrival. */
  date: z.string(),
  /** date + the company's payment terms. */
  dueDate: z.string(),
  status: z.string(),
  currency: z.string(),
  amount: z.number(),
  paid: z.number(),
  balance: z.number(),
});
export type CompanyCharge = z.infer<typeof companyChargeSchema>;

export const COMPANY_CHARGE_SORTS = ['date', 'dueDate', 'reference', 'balance'] as const;
/** GET /api/company/:companyId/charges (and …/export): the open charges, oldest first unless sorted. */
export const companyChargeQuerySchema = listQuery({ sorts: COMPANY_CHARGE_SORTS });
export type CompanyChargeQuery = z.infer<typeof companyChargeQuerySchema>;
export const companyChargePageSchema = pageOf(companyChargeSchema).extend({ totalBalance: z.number() });
export type CompanyChargePage = z.infer<typeof companyChargePageSchema>;

/** GET /api/company/:companyId/statement (and …/export): [from, to], both optional (everything by default). */
export const companyStatementQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.toBeforeFrom, path: ['to'] });
  });
export type CompanyStatementQuery = z.infer<typeof companyStatementQuerySchema>;

/** One line of the statement: a charge (debit) or a payment or refund (credit), with the balance after it. */
export const statementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(['CHARGE', 'PAYMENT']),
  reference: z.string(),
  /** A charge: property, guest and stay; a payment or refund (a refund is a debit): its mode and reference. */
  description: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const companyStatementSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** What was owed before `from` (0 without one). */
  openingBalance: z.number(),
  lines: z.array(statementLineSchema),
  totalDebit: z.number(),
  totalCredit: z.number(),
  closingBalance: z.number(),
});
export type CompanyStatement = z.infer<typeof companyStatementSchema>;

/** The company a booking is billed to (create and details bodies); null clears it. */
export const billToCompanySchema = id.nullable().optional();

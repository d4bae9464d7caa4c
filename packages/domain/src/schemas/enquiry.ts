// Enquiries (issue 15): a guest's question before a booking, worked in the Manage Enquiries inbox.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';
import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';
import { enquiryQuoteSchema } from './enquiry-quote';
import { count, id, money, nullableOptional, positiveCount } from './helpers';

export const ENQUIRY_STATUSES = ['NEW', 'QUOTED', 'WON', 'LOST', 'EXPIRED'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Where an enquiry came from: staff type in the first three, the last two arrive from forms. */
export const ENQUIRY_SOURCES = ['PHONE', 'EMAIL', 'WALK_IN', 'WEBSITE', 'BOOKING_FORM'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

/**
 * The moves of an enquiry. WON is final (a booking exists); a LOST or EXPIRED one may be reopened as NEW when the
 * guest comes back, so that its history and number stay; EXPIRED only while it is still open (NEW or QUOTED).
 */
export const ENQUIRY_TRANSITIONS: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  NEW: ['QUOTED', 'WON', 'LOST', 'EXPIRED'],
  QUOTED: ['NEW', 'WON', 'LOST', 'EXPIRED'],
  WON: [],
  LOST: ['NEW'],
  EXPIRED: ['NEW'],
};

export const canMoveEnquiry = (from: EnquiryStatus, to: EnquiryStatus) =>
  ENQUIRY_TRANSITIONS[from].includes(to);

/** The statuses still being worked: the inbox's default tab and the follow-up filter. */
export const OPEN_ENQUIRY_STATUSES = ['NEW', 'QUOTED'] as const satisfies readonly EnquiryStatus[];

/** The number shown to the guest: the organisation's running number, ENQ-00042. */
export const enquiryNumber = (sequence: number) => `ENQ-${String(sequence).padStart(5, '0')}`;

const budget = () => money().min(0, VALIDATION_KEYS.atLeastZero).max(100_000_000, VALIDATION_KEYS.tooLarge);

const enquiryFields = z.object({
  /** null: an organisation-level enquiry whose guest has not chosen a property yet. */
  propertyId: id.nullable().optional(),
  source: z.enum(ENQUIRY_SOURCES).default('PHONE'),
  firstName: requiredText(60),
  lastName: nullableOptional(optionalText(60)),
  email: nullableOptional(emailSchema),
  phone: nullableOptional(phoneSchema),
  accommodationType: nullableOptional(optionalText(60)),
  /** Adults. */
  persons: positiveCount(500).default(1),
  rooms: positiveCount(200).default(1),
  children: count(500).default(0),
  pets: count(50).default(0),
  location: nullableOptional(optionalText(120)),
  checkInDate: isoDateSchema.nullable().optional(),
  checkOutDate: isoDateSchema.nullable().optional(),
  foodOptions: nullableOptional(optionalText(120)),
  dietaryRequirement: nullableOptional(optionalText(200)),
  budgetMin: budget().nullable().optional(),
  budgetMax: budget().nullable().optional(),
  notes: nullableOptional(optionalText(2000)),
  followUpDate: isoDateSchema.nullable().optional(),
});

/** What the checks across fields read (a body, or a stored enquiry merged with a change). */
interface EnquiryFieldValues {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  checkInDate?: string | null | undefined;
  checkOutDate?: string | null | undefined;
  budgetMin?: number | null | undefined;
  budgetMax?: number | null | undefined;
}

/**
 * The checks across fields, on whatever a body (or a stored enquiry merged with a change) holds: a way to answer
 * the guest, check-out after check-in, the budget's maximum not below its minimum.
 */
export function enquiryFieldIssues(v: EnquiryFieldValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!v.email && !v.phone) issues.push({ path: 'phone', message: VALIDATION_KEYS.phoneOrEmail });
  if (v.checkInDate && v.checkOutDate && v.checkOutDate <= v.checkInDate)
    issues.push({ path: 'checkOutDate', message: VALIDATION_KEYS.checkOutAfterCheckIn });
  if (v.budgetMin != null && v.budgetMax != null && v.budgetMax < v.budgetMin)
    issues.push({ path: 'budgetMax', message: VALIDATION_KEYS.notBelowMinimum });
  return issues;
}

const crossCheck = (v: EnquiryFieldValues, ctx: z.RefinementCtx) => {
  for (const issue of enquiryFieldIssues(v))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** POST /api/enquiry/organisation/:organisationId: staff typing in a call (or a mail, a walk-in). */
export const enquiryInputSchema = enquiryFields
  .extend({ assigneeUserId: id.nullable().optional() })
  .superRefine(crossCheck);
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

/**
 * PUT /api/enquiry/:enquiryId: fields left out stay (no defaults filled in). The checks across fields run here on
 * what the body holds, and again on the service's merge with the stored enquiry.
 */
export const enquiryUpdateSchema = enquiryFields
  .extend({
    source: z.enum(ENQUIRY_SOURCES).optional(),
    persons: positiveCount(500).optional(),
    rooms: positiveCount(200).optional(),
    children: count(500).optional(),
    pets: count(50).optional(),
  })
  .partial()
  .superRefine((v, ctx) => {
    // Only what this body says: a left-out email may be stored, so "a phone or an email" waits for the merge.
    const stored = (x: string | null | undefined) => (x === undefined ? 'stored' : x);
    for (const issue of enquiryFieldIssues({ ...v, email: stored(v.email), phone: stored(v.phone) }))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/** PUT /api/enquiry/:enquiryId/assignee: null unassigns. */
export const enquiryAssignSchema = z.object({ assigneeUserId: id.nullable() });
export type EnquiryAssign = z.infer<typeof enquiryAssignSchema>;

/**
 * PUT /api/enquiry/:enquiryId/status: LOST needs its reason, WON the booking it became (a booking of the enquiry's
 * property, or of the organisation's for an enquiry without one; 409 otherwise).
 */
export const enquiryStatusSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES),
    lostReason: nullableOptional(optionalText(500)),
    bookingId: id.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'LOST' && !v.lostReason)
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: VALIDATION_KEYS.required });
    if (v.status === 'WON' && v.bookingId == null)
      ctx.addIssue({ code: 'custom', path: ['bookingId'], message: VALIDATION_KEYS.required });
  });
export type EnquiryStatusChange = z.infer<typeof enquiryStatusSchema>;

export const enquirySchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  enquiryNumber: z.string(),
  source: z.enum(ENQUIRY_SOURCES),
  status: z.enum(ENQUIRY_STATUSES),
  lostReason: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accommodationType: z.string().nullable(),
  persons: z.number().int(),
  rooms: z.number().int(),
  children: z.number().int(),
  pets: z.number().int(),
  location: z.string().nullable(),
  checkInDate: z.string().nullable(),
  checkOutDate: z.string().nullable(),
  foodOptions: z.string().nullable(),
  dietaryRequirement: z.string().nullable(),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  notes: z.string().nullable(),
  assigneeUserId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  followUpDate: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  /** The booking's own number (WON). */
  bookingReference: z.string().nullable(),
  /** The stay quoted to the guest (QUOTED), its deposit link once sent (issue 15). */
  quote: enquiryQuoteSchema.nullable(),
  /** Why the guest's payment of the quote was refused (the stay sold out since): a new quote clears it. */
  quoteProblem: z.string().nullable(),
  /** The guest's language when known (en, fr). */
  language: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const ENQUIRY_SORTS = [
  'createdAt',
  'enquiryNumber',
  'name',
  'checkInDate',
  'followUpDate',
  'status',
] as const;
/**
 * GET /api/enquiry/organisation/:organisationId (and …/export): by status, assignee ("me" is the caller, "none"
 * unassigned), property ("none": the organisation-level ones), follow-up due (on or before `dueBy`, open ones), the
 * day received [from, to]; searched by number, name, email or phone. A property user sees their property's only.
 */
export const enquiryListQuerySchema = listQuery({
  sorts: ENQUIRY_SORTS,
  filters: {
    status: z.enum(ENQUIRY_STATUSES).optional(),
    assignee: z.union([z.enum(['me', 'none']), idParam]).optional(),
    propertyId: z.union([z.literal('none'), idParam]).optional(),
    dueBy: isoDateSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  },
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;
export const enquiryPageSchema = pageOf(enquirySchema);
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

/** GET /api/enquiry/organisation/:organisationId/properties: the properties an enquiry may be for. */
export const enquiryPropertySchema = z.object({ id: z.number().int(), name: z.string() });
export type EnquiryProperty = z.infer<typeof enquiryPropertySchema>;

/** GET /api/enquiry/organisation/:organisationId/assignees: who may be given the organisation's enquiries. */
export const enquiryAssigneeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null: an organisation user (any enquiry); else the only property whose enquiries they may take. */
  propertyId: z.number().int().nullable(),
});
export type EnquiryAssignee = z.infer<typeof enquiryAssigneeSchema>;

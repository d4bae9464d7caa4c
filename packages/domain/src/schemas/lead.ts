// Business leads (issue 15): businesses that may join the platform, worked by the leads organisation's sales and
// marketing staff on a board (NEW → CONTACTED → DEMO → PROPOSAL → WON / LOST). The public "book a demo" form feeds it.
import { z } from 'zod';

import { BUSINESS_TYPES } from '../constants';
import { VALIDATION_KEYS } from '../validation-messages';
import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';
import { id, nullableOptional } from './helpers';

export const LEAD_STAGES = ['NEW', 'CONTACTED', 'DEMO', 'PROPOSAL', 'WON', 'LOST'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The stages still being worked, in the board's order. */
export const OPEN_LEAD_STAGES = [
  'NEW',
  'CONTACTED',
  'DEMO',
  'PROPOSAL',
] as const satisfies readonly LeadStage[];

/**
 * The moves of a lead. An open lead goes to any other open stage (a demo may be put back to CONTACTED when it is
 * rescheduled), to WON or to LOST; a LOST lead is reopened at an open stage when the business comes back; WON is
 * final: the business has its property and its administrator.
 */
export function canMoveLead(from: LeadStage, to: LeadStage): boolean {
  if (from === to || from === 'WON') return false;
  if (from === 'LOST') return (OPEN_LEAD_STAGES as readonly LeadStage[]).includes(to);
  return true;
}

/** Where a lead came from: the public form, or typed in by staff. */
export const LEAD_SOURCES = ['BOOK_A_DEMO', 'PHONE', 'EMAIL', 'REFERRAL', 'EVENT', 'OTHER'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The solutions of the original's "book a demo" wizard. */
export const LEAD_SOLUTIONS = ['PMS', 'CHANNEL_MANAGER', 'WEBSITE_BOOKING_ENGINE', 'HELP_ME_CHOOSE'] as const;
export type LeadSolution = (typeof LEAD_SOLUTIONS)[number];

const solutions = z
  .array(z.enum(LEAD_SOLUTIONS))
  .max(LEAD_SOLUTIONS.length)
  .transform((v) => [...new Set(v)]);

/** What the public form and staff both give. */
const leadContactFields = z.object({
  businessType: z.enum(BUSINESS_TYPES),
  firstName: requiredText(60),
  lastName: nullableOptional(optionalText(60)),
  email: nullableOptional(emailSchema),
  mobile: nullableOptional(phoneSchema),
  propertyName: requiredText(120),
  solutions: solutions.default([]),
});

const contactCheck = (v: { email?: string | null; mobile?: string | null }, ctx: z.RefinementCtx) => {
  if (!v.email && !v.mobile)
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: VALIDATION_KEYS.leadContact });
};

const staffFields = leadContactFields.extend({
  ownerName: nullableOptional(optionalText(120)),
  city: nullableOptional(optionalText(80)),
  source: z.enum(LEAD_SOURCES).default('PHONE'),
  accountManagerUserId: id.nullable().optional(),
  followUpDate: isoDateSchema.nullable().optional(),
});

/** POST /api/lead: staff typing in a lead (a call, a referral, a fair). */
export const leadInputSchema = staffFields.superRefine(contactCheck);
export type LeadInput = z.infer<typeof leadInputSchema>;

/** PUT /api/lead/:leadId: fields left out stay; "an email or a mobile" is checked again on the merge. */
export const leadUpdateSchema = staffFields
  .extend({ source: z.enum(LEAD_SOURCES).optional(), solutions: solutions.optional() })
  .partial();
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/**
 * POST /api/public/book-a-demo: the marketing site's form (no sign-in). `website` is a honeypot a person never sees
 * nor fills: a robot's submission is answered as accepted and dropped.
 */
export const bookDemoSchema = leadContactFields
  .extend({ website: z.string().max(200).nullable().optional() })
  .superRefine(contactCheck);
export type BookDemoInput = z.infer<typeof bookDemoSchema>;
export const bookDemoAnswerSchema = z.object({ received: z.literal(true) });

/**
 * PUT /api/lead/:leadId/stage. `from` is the stage the mover saw: if someone moved the lead meanwhile, 409 (the
 * board then shows where it is). LOST needs its reason. WON makes the business's property (status NEW: onboarding)
 * in the leads organisation and invites its administrator (the lead's email) to set a password.
 */
export const leadStageSchema = z
  .object({
    stage: z.enum(LEAD_STAGES),
    from: z.enum(LEAD_STAGES).optional(),
    lostReason: nullableOptional(optionalText(500)),
  })
  .superRefine((v, ctx) => {
    if (v.stage === 'LOST' && !v.lostReason)
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: VALIDATION_KEYS.required });
  });
export type LeadStageChange = z.infer<typeof leadStageSchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  businessType: z.enum(BUSINESS_TYPES),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  ownerName: z.string().nullable(),
  propertyName: z.string(),
  city: z.string().nullable(),
  solutions: z.array(z.enum(LEAD_SOLUTIONS)),
  source: z.enum(LEAD_SOURCES),
  stage: z.enum(LEAD_STAGES),
  lostReason: z.string().nullable(),
  accountManagerUserId: z.number().int().nullable(),
  accountManagerName: z.string().nullable(),
  followUpDate: z.string().nullable(),
  /** WON: the property made for the business and its invited administrator. */
  propertyId: z.number().int().nullable(),
  adminUserId: z.number().int().nullable(),
  stageChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const LEAD_SORTS = [
  'createdAt',
  'name',
  'propertyName',
  'stage',
  'followUpDate',
  'stageChangedAt',
] as const;
/**
 * GET /api/lead (and …/export): by stage, source, business type, account manager ("me", "none" or a user),
 * follow-up due (on or before `dueBy`, open leads), searched by name, property name, email or mobile.
 */
export const leadListQuerySchema = listQuery({
  sorts: LEAD_SORTS,
  filters: {
    stage: z.enum(LEAD_STAGES).optional(),
    source: z.enum(LEAD_SOURCES).optional(),
    businessType: z.enum(BUSINESS_TYPES).optional(),
    manager: z.union([z.enum(['me', 'none']), idParam]).optional(),
    dueBy: isoDateSchema.optional(),
  },
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export const leadPageSchema = pageOf(leadSchema);
export type LeadPage = z.infer<typeof leadPageSchema>;

/** GET /api/lead/account-managers: the leads organisation's staff who work leads. */
export const leadManagerSchema = z.object({ id: z.number().int(), name: z.string() });
export type LeadManager = z.infer<typeof leadManagerSchema>;

/** A note on a lead (a call's outcome, what the demo showed): kept, never edited; the lead's history is audited. */
export const leadNoteInputSchema = z.object({ body: requiredText(2000) });
export type LeadNoteInput = z.infer<typeof leadNoteInputSchema>;
export const leadNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** The web's "why was it lost" box before a move to LOST (sent as the move's lostReason). */
export const leadLostReasonSchema = z.object({ reason: requiredText(500) });

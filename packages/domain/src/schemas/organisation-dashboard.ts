// The organisation dashboard (issue 10, /bookone/su-dashboard): an organisation's figures across its properties for a
// month against the month before, the onboarding of its properties and the ones that need attention.
import { z } from 'zod';

import { BUSINESS_TYPES, PROPERTY_STATUSES } from '../constants';
import { VALIDATION_KEYS } from '../validation-messages';
import { ONBOARDING_STEPS } from './onboarding';

// ------------------------------------------------------------------ months

/** A calendar month, YYYY-MM (years 1970 to 2999: the dates PostgreSQL and Date.UTC agree on). */
const YEAR_MONTH = /^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])$/;
export const yearMonthSchema = z.string().regex(YEAR_MONTH, VALIDATION_KEYS.yearMonth);

/** The month (YYYY-MM) of a calendar date (YYYY-MM-DD). */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `offset` months after `month` (negative: before), across year ends. */
export function shiftMonth(month: string, offset: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** The month's days as a half-open range of dates [start, end): end is the first day of the next month. */
export function monthRange(month: string): { start: string; end: string } {
  return { start: `${month}-01`, end: `${shiftMonth(month, 1)}-01` };
}

// ------------------------------------------------------------------ figures

/**
 * What a property's figures count besides stays. Bookings exist today; reservations (services) and orders
 * (restaurant) join this list when their modules do, and the dashboard shows a column for each kind the server
 * answers: a kind that does not exist is left out, never shown as zero.
 */
export const ACTIVITY_KINDS = ['bookings'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Why a property needs the organisation's attention, each from data the platform keeps:
 * - DEACTIVATED: an administrator deactivated it (its users cannot sign in);
 * - ONBOARDING_STALLED: still in onboarding (NEW) more than ONBOARDING_STALL_DAYS after it was created;
 * - NO_ROOM_TYPES: an accommodation past onboarding with nothing to sell;
 * - NO_RATE_PLANS: an accommodation with room types but no active rate plan (it sells at the standard rate only);
 * - OVERBOOKED_TODAY: room types with more units booked tonight than in service (`count`: how many room types);
 * - UNALLOCATED_TODAY: bookings staying tonight without a room allocated for tonight (`count`: how many).
 */
export const ATTENTION_REASONS = [
  'DEACTIVATED',
  'ONBOARDING_STALLED',
  'NO_ROOM_TYPES',
  'NO_RATE_PLANS',
  'OVERBOOKED_TODAY',
  'UNALLOCATED_TODAY',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Days a property may stay in onboarding (NEW) before it is listed as needing attention. */
export const ONBOARDING_STALL_DAYS = 7;

/** GET /api/dashboard/organisation/:organisationId?month=YYYY-MM (the current month when left out). */
export const organisationDashboardQuerySchema = z.object({ month: yearMonthSchema.optional() });
export type OrganisationDashboardQuery = z.infer<typeof organisationDashboardQuerySchema>;

/** Room-nights sold over room-nights in service (the daily inventory); percent is null when none were in service. */
const occupancySchema = z.object({
  sold: z.number().int(),
  available: z.number().int(),
  percent: z.number().nullable(),
});
export type OccupancyFigure = z.infer<typeof occupancySchema>;

/** Room revenue by stay night in one currency: amounts of different currencies are never added together. */
const revenueLineSchema = z.object({ currency: z.string(), thisMonth: z.number(), lastMonth: z.number() });
export type RevenueLine = z.infer<typeof revenueLineSchema>;

/** How many records of a kind were made in the month and the month before. */
const activityLineSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  thisMonth: z.number().int(),
  lastMonth: z.number().int(),
});
export type ActivityLine = z.infer<typeof activityLineSchema>;

const attentionSchema = z.object({
  reason: z.enum(ATTENTION_REASONS),
  /** How many (room types overbooked, bookings unallocated, days in onboarding); null when the reason has none. */
  count: z.number().int().nullable(),
});
export type Attention = z.infer<typeof attentionSchema>;

const occupancyPairSchema = z.object({ thisMonth: occupancySchema, lastMonth: occupancySchema });

export const organisationDashboardPropertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  active: z.boolean(),
  currency: z.string(),
  /** ISO instant the property was created. */
  createdAt: z.string(),
  /** Created during the month (in the property's time zone). */
  newThisMonth: z.boolean(),
  /** The last onboarding step saved, while the property is in onboarding (NEW); null otherwise or before any. */
  onboardingStep: z.enum(ONBOARDING_STEPS).nullable(),
  occupancy: occupancyPairSchema,
  /** The property's own currency first (0 when nothing was sold), then any other currency its bookings were in. */
  revenue: z.array(revenueLineSchema),
  activity: z.array(activityLineSchema),
  attention: z.array(attentionSchema),
});
export type OrganisationDashboardProperty = z.infer<typeof organisationDashboardPropertySchema>;

export const organisationDashboardSchema = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  /** The month shown and the one it is compared with, YYYY-MM. */
  month: z.string(),
  previousMonth: z.string(),
  /** The kinds of activity the platform counts (see ACTIVITY_KINDS). */
  activityKinds: z.array(z.enum(ACTIVITY_KINDS)),
  totals: z.object({
    properties: z.number().int(),
    newThisMonth: z.number().int(),
    /** Properties by setup status (NEW: onboarding), and how many are deactivated. */
    byStatus: z.object({ NEW: z.number().int(), COMPLETED: z.number().int(), INACTIVE: z.number().int() }),
    deactivated: z.number().int(),
    needingAttention: z.number().int(),
    occupancy: occupancyPairSchema,
    /** One line per currency, in the order of first appearance among the properties. */
    revenue: z.array(revenueLineSchema),
    activity: z.array(activityLineSchema),
  }),
  /** By name. */
  properties: z.array(organisationDashboardPropertySchema),
});
export type OrganisationDashboard = z.infer<typeof organisationDashboardSchema>;

/**
 * GET /api/dashboard/property/:propertyId/scope: what the banner of a property's dashboard opened from the
 * organisation dashboard names ("Viewing <property> as <organisation>").
 */
export const dashboardScopeSchema = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  organisationId: z.number().int(),
  organisationName: z.string(),
});
export type DashboardScope = z.infer<typeof dashboardScopeSchema>;

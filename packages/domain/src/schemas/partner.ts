// Partner properties (issue 10, bookone-admin/eglobe-property-list): properties of other organisations that an
// organisation distributes under an agreement granted by the property's own organisation.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';
import { emailSchema, optionalText } from '../validation';
import { listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';
import { id, money, nullableOptional } from './helpers';

/**
 * An agreement is granted ACTIVE by the property's organisation, may be SUSPENDED (the partner keeps the row but
 * loses the availability) and resumed, and ENDED once for good (a new agreement is granted after it).
 */
export const PARTNER_AGREEMENT_STATUSES = ['ACTIVE', 'SUSPENDED', 'ENDED'] as const;
export type PartnerAgreementStatus = (typeof PARTNER_AGREEMENT_STATUSES)[number];

/** Which side of the agreement a list shows: properties we distribute, or our properties others distribute. */
export const PARTNER_SIDES = ['distributor', 'owner'] as const;
export type PartnerSide = (typeof PARTNER_SIDES)[number];

/** The distributor's commission on what it sells, a percentage with at most two decimals. */
const commission = money().min(0, VALIDATION_KEYS.atLeastZero).max(100, VALIDATION_KEYS.atMost100);

/**
 * POST /api/partner-agreement: the property's organisation (its admin, or the platform) lets another organisation
 * distribute the property, naming it by its registered email (organisations are not listed to each other). 409
 * while a live (not ENDED) agreement of the same pair exists.
 */
export const partnerAgreementInputSchema = z
  .object({
    propertyId: id,
    distributorEmail: emailSchema,
    commissionPercentage: commission,
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().optional(),
    notes: nullableOptional(optionalText(2000)),
  })
  .refine((v) => v.endDate == null || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: VALIDATION_KEYS.endBeforeStart,
  });
export type PartnerAgreementInput = z.infer<typeof partnerAgreementInputSchema>;

/**
 * PUT /api/partner-agreement/:agreementId: terms and status (ENDED is final); `version` is the one read, 409 when
 * someone changed the agreement meanwhile.
 */
export const partnerAgreementUpdateSchema = z
  .object({
    commissionPercentage: commission,
    status: z.enum(PARTNER_AGREEMENT_STATUSES),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable(),
    notes: nullableOptional(optionalText(2000)),
    version: z.number().int().min(1).max(2_147_483_647),
  })
  .refine((v) => v.endDate == null || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: VALIDATION_KEYS.endBeforeStart,
  });
export type PartnerAgreementUpdate = z.infer<typeof partnerAgreementUpdateSchema>;

export const partnerAgreementSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  businessType: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** The property's time zone: its days (availability) are its own. */
  timezone: z.string(),
  /** The property's own organisation, which granted the agreement. */
  ownerOrganisationId: z.number().int(),
  ownerOrganisationName: z.string(),
  distributorOrganisationId: z.number().int(),
  distributorOrganisationName: z.string(),
  commissionPercentage: z.number(),
  status: z.enum(PARTNER_AGREEMENT_STATUSES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** ACTIVE and today within its dates: the distributor may read the availability. */
  inForce: z.boolean(),
  notes: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerAgreement = z.infer<typeof partnerAgreementSchema>;

export const PARTNER_AGREEMENT_SORTS = [
  'propertyName',
  'organisation',
  'commissionPercentage',
  'status',
  'startDate',
] as const;
/**
 * GET /api/partner-agreement/organisation/:organisationId (and …/export): `side=distributor` the properties the
 * organisation distributes (the default), `side=owner` its properties it lets others distribute; searched by
 * property, city or the other organisation's name.
 */
export const partnerAgreementListQuerySchema = listQuery({
  sorts: PARTNER_AGREEMENT_SORTS,
  filters: {
    side: z.enum(PARTNER_SIDES).default('distributor'),
    status: z.enum(PARTNER_AGREEMENT_STATUSES).optional(),
  },
});
export type PartnerAgreementListQuery = z.infer<typeof partnerAgreementListQuerySchema>;
export const partnerAgreementPageSchema = pageOf(partnerAgreementSchema);
export type PartnerAgreementPage = z.infer<typeof partnerAgreementPageSchema>;

/** GET /api/partner-agreement/:agreementId/availability?from&to: counts only, no prices (read-only). */
export const partnerAvailabilityQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export type PartnerAvailabilityQuery = z.infer<typeof partnerAvailabilityQuerySchema>;
export const partnerAvailabilitySchema = z.object({
  agreementId: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  from: z.string(),
  to: z.string(),
  dates: z.array(z.string()),
  roomTypes: z.array(
    z.object({
      roomTypeId: z.number().int(),
      name: z.string(),
      /** One per date: rooms left to sell (0 on a closed or stopped day), of `total`. */
      cells: z.array(z.object({ date: z.string(), available: z.number().int(), total: z.number().int() })),
    }),
  ),
});
export type PartnerAvailability = z.infer<typeof partnerAvailabilitySchema>;

// The onboarding wizard (issue 4): its steps and progress.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { BUSINESS_TYPES, PROPERTY_STATUSES } from '../constants';
import { PLANS } from '../plans';
import { emailSchema, phoneSchema, requiredText } from '../validation';
import { CURRENCIES, shortNameSchema } from './fields';
import { nullableText, urlText } from './helpers';

// ------------------------------------------------------------------ onboarding

export const ONBOARDING_STEPS = [
  'business',
  'manager',
  'tax',
  'plan',
  'roomTypes',
  'rooms',
  'businessHours',
  'businessService',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const addressInputSchema = z.object({
  addressLine1: requiredText(200),
  addressLine2: nullableText(200).optional(),
  suburb: nullableText(100).optional(),
  city: requiredText(100),
  state: nullableText(100).optional(),
  country: requiredText(100),
  postcode: nullableText(20).optional(),
});

/** Step 1: business details. */
export const businessStepSchema = z.object({
  name: requiredText(120),
  businessType: z.enum(BUSINESS_TYPES),
  shortName: shortNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  mobile: phoneSchema.nullable().optional(),
  whatsApp: phoneSchema.nullable().optional(),
  website: urlText.optional(),
  address: addressInputSchema,
  timezone: requiredText(60).refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, VALIDATION_KEYS.timezone),
  localCurrency: z.enum(CURRENCIES),
});
export type BusinessStepInput = z.infer<typeof businessStepSchema>;

/** Step 2: the property's manager. */
export const managerStepSchema = z.object({
  managerFirstName: requiredText(60),
  managerLastName: requiredText(60),
  managerEmail: emailSchema.nullable().optional(),
  managerContactNo: phoneSchema.nullable().optional(),
});
export type ManagerStepInput = z.infer<typeof managerStepSchema>;

/** Step 4: the plan and the subscriptions (by catalogue name). */
export const planStepSchema = z.object({
  plan: z.enum(PLANS),
  subscriptions: z.array(requiredText(80)).max(10).default([]),
});
export type PlanStepInput = z.infer<typeof planStepSchema>;

export const onboardingStepStateSchema = z.object({
  step: z.enum(ONBOARDING_STEPS),
  done: z.boolean(),
  completedAt: z.string().nullable(),
});
export const onboardingProgressSchema = z.object({
  propertyId: z.number().int(),
  businessType: z.enum(BUSINESS_TYPES),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  /** The steps of this business type, in order. */
  steps: z.array(onboardingStepStateSchema),
  /** The first step not done yet; null once complete. */
  nextStep: z.enum(ONBOARDING_STEPS).nullable(),
  complete: z.boolean(),
  /** What each saved wizard step last held, for resuming a form. */
  saved: z.record(z.string(), z.unknown()),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

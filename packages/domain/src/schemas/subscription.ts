import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { idSchema } from './common';
import { requiredText } from '../validation';

const money = z.number().min(0).max(10_000_000);

export const subscriptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyAmount: z.number(),
  annualAmount: z.number(),
  currency: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const createSubscriptionSchema = z.object({
  name: requiredText(80),
  description: z.string().trim().max(500).optional(),
  monthlyAmount: money,
  annualAmount: money,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, VALIDATION_KEYS.currencyCode)
    .transform((v) => v.toUpperCase()),
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

/** Add a catalogue subscription to a property, by id or by name. */
export const addPropertySubscriptionSchema = z
  .object({
    subscriptionId: idSchema.optional(),
    name: z.string().trim().min(1).optional(),
  })
  .refine((v) => v.subscriptionId != null || v.name != null, {
    message: VALIDATION_KEYS.subscriptionOrName,
    path: ['subscriptionId'],
  });
export type AddPropertySubscriptionInput = z.infer<typeof addPropertySubscriptionSchema>;

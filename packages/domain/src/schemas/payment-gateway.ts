// Payment gateways (issue 13, decision 0031): the platform's catalogue and each property's setting (which gateway,
// its keys, fees, test or live). Secrets are write-only: answers say whether one is set and its last four characters.
import { z } from 'zod';

import { optionalText, requiredText } from '../validation';
import { VALIDATION_KEYS, withValues, type KeyedMessage } from '../validation-messages';
import { idParam, listQuery, pageOf } from './common';
import { isCents, moneySchema } from './fields';
import { count, id, nullableOptional, urlText } from './helpers';

/**
 * The adapters a gateway of the catalogue runs on: TEST is BookOne's built-in test gateway (no money moves, every
 * screen says so), STRIPE the Stripe adapter. A new provider is a new kind and its adapter.
 */
export const GATEWAY_KINDS = ['TEST', 'STRIPE'] as const;
export type GatewayKind = (typeof GATEWAY_KINDS)[number];
/** A property's mode: TEST takes test cards only; LIVE charges real cards (never on the TEST gateway). */
export const GATEWAY_MODES = ['TEST', 'LIVE'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

// ------------------------------------------------------------------ the catalogue (super admin)

/** POST /api/payment-gateway. */
export const paymentGatewayInputSchema = z.object({
  kind: z.enum(GATEWAY_KINDS),
  name: requiredText(80),
  enabled: z.boolean().default(true),
  /** The mode a property's new setting starts in. */
  testModeDefault: z.boolean().default(true),
  notes: nullableOptional(optionalText(1000)),
});
export type PaymentGatewayInput = z.input<typeof paymentGatewayInputSchema>;

/** PUT /api/payment-gateway/:gatewayId: fields left out stay; `version` is the one read (409 when it moved). */
export const paymentGatewayUpdateSchema = z.object({
  name: requiredText(80).optional(),
  enabled: z.boolean().optional(),
  testModeDefault: z.boolean().optional(),
  notes: nullableOptional(optionalText(1000)),
  version: z.number().int().min(1).max(2_147_483_647),
});
export type PaymentGatewayUpdate = z.infer<typeof paymentGatewayUpdateSchema>;

export const paymentGatewaySchema = z.object({
  id: z.number().int(),
  kind: z.enum(GATEWAY_KINDS),
  name: z.string(),
  enabled: z.boolean(),
  testModeDefault: z.boolean(),
  notes: z.string().nullable(),
  /** How many properties use it. */
  propertyCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

export const PAYMENT_GATEWAY_SORTS = ['name', 'kind', 'updatedAt'] as const;
/** GET /api/payment-gateway (and …/export). */
export const paymentGatewayListQuerySchema = listQuery({
  sorts: PAYMENT_GATEWAY_SORTS,
  filters: {
    kind: z.enum(GATEWAY_KINDS).optional(),
    enabled: z.enum(['true', 'false']).optional(),
  },
});
export type PaymentGatewayListQuery = z.infer<typeof paymentGatewayListQuerySchema>;
export const paymentGatewayPageSchema = pageOf(paymentGatewaySchema);
export type PaymentGatewayPage = z.infer<typeof paymentGatewayPageSchema>;

/** GET /api/payment-gateway/choices: the enabled gateways a property may pick. */
export const gatewayChoiceSchema = paymentGatewaySchema.pick({
  id: true,
  kind: true,
  name: true,
  testModeDefault: true,
});
export type GatewayChoice = z.infer<typeof gatewayChoiceSchema>;

// ------------------------------------------------------------------ a property's setting

/** A percentage with at most two decimals (a card fee of 2.95 %). */
const feePercentage = z
  .number()
  .min(0, VALIDATION_KEYS.notNegative)
  .max(100, VALIDATION_KEYS.tooLarge)
  .refine(isCents, VALIDATION_KEYS.twoDecimals);

/**
 * PUT /api/payment-gateway/property/:propertyId. A secret left out or empty keeps the stored one (the form never
 * has it); choosing another gateway drops the old gateway's secrets unless new ones come with it. `version` is the
 * one read (0 when the property had no setting yet): 409 when someone saved meanwhile.
 */
export const propertyPaymentSettingInputSchema = z.object({
  gatewayId: id,
  mode: z.enum(GATEWAY_MODES),
  publicKey: nullableOptional(optionalText(255)),
  secretKey: optionalText(255),
  webhookSecret: optionalText(255),
  cardFeePercentage: feePercentage.default(0),
  transactionFee: moneySchema.default(0),
  callbackUrl: urlText.optional(),
  version: count(2_147_483_647),
});
export type PropertyPaymentSettingInput = z.input<typeof propertyPaymentSettingInputSchema>;

export const propertyPaymentSettingSchema = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  organisationId: z.number().int(),
  organisationName: z.string(),
  /** False until someone saved the property's setting: the other fields are then empty. */
  configured: z.boolean(),
  gatewayId: z.number().int().nullable(),
  gatewayKind: z.enum(GATEWAY_KINDS).nullable(),
  gatewayName: z.string().nullable(),
  gatewayEnabled: z.boolean().nullable(),
  mode: z.enum(GATEWAY_MODES).nullable(),
  publicKey: z.string().nullable(),
  secretKeySet: z.boolean(),
  secretKeyLast4: z.string().nullable(),
  webhookSecretSet: z.boolean(),
  webhookSecretLast4: z.string().nullable(),
  cardFeePercentage: z.number(),
  transactionFee: z.number(),
  callbackUrl: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
  version: z.number().int(),
});
export type PropertyPaymentSetting = z.infer<typeof propertyPaymentSettingSchema>;

export const PAYMENT_SETTING_SORTS = [
  'propertyName',
  'organisationName',
  'gatewayName',
  'mode',
  'updatedAt',
] as const;
/** GET /api/payment-gateway/settings (and …/export): every property's setting across the platform. */
export const paymentSettingListQuerySchema = listQuery({
  sorts: PAYMENT_SETTING_SORTS,
  filters: {
    organisationId: idParam.optional(),
    gatewayId: idParam.optional(),
    mode: z.enum(GATEWAY_MODES).optional(),
  },
});
export type PaymentSettingListQuery = z.infer<typeof paymentSettingListQuerySchema>;
export const paymentSettingPageSchema = pageOf(propertyPaymentSettingSchema);
export type PaymentSettingPage = z.infer<typeof paymentSettingPageSchema>;

// ------------------------------------------------------------------ rules

/** The text a key of a gateway starts with in a mode (Stripe's `pk_test_`, `sk_live_`…); none for TEST. */
export function gatewayKeyPrefixes(
  kind: GatewayKind,
  mode: GatewayMode,
): { publicKey: string[]; secretKey: string[]; webhookSecret: string[] } | null {
  if (kind !== 'STRIPE') return null;
  const m = mode === 'LIVE' ? 'live' : 'test';
  // A restricted key (rk_) works wherever a secret key does.
  return { publicKey: [`pk_${m}_`], secretKey: [`sk_${m}_`, `rk_${m}_`], webhookSecret: ['whsec_'] };
}

/**
 * The field messages of a setting's keys (those given; an empty secret keeps the stored one): a Stripe key of the
 * wrong mode or kind is refused before anything is stored.
 */
export function gatewayKeyProblems(
  kind: GatewayKind,
  mode: GatewayMode,
  keys: { publicKey?: string | null; secretKey?: string | null; webhookSecret?: string | null },
): Record<string, KeyedMessage> {
  const prefixes = gatewayKeyPrefixes(kind, mode);
  const out: Record<string, KeyedMessage> = {};
  if (!prefixes) return out;
  for (const field of ['publicKey', 'secretKey', 'webhookSecret'] as const) {
    const value = keys[field];
    if (!value) continue;
    const allowed = prefixes[field];
    if (!allowed.some((p) => value.startsWith(p)))
      out[field] = withValues(VALIDATION_KEYS.keyStartsWith, { prefix: allowed[0]! });
  }
  return out;
}

/** The last four characters of a secret, the only part any answer shows. */
export const lastFour = (secret: string) => secret.slice(-4);

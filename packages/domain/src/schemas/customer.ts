// Customers of a property: requests, responses and the list query.
import { z } from 'zod';

import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { idParam, listQuery, pageOf } from './common';
import { GENDERS } from './front-desk-lists';
import { isoDateSchema } from './fields';
import { nullableOptional } from './helpers';

// ------------------------------------------------------------------ customers

/** A guest of the property. Only the first name is required; email and phone follow spec §5. */
export const customerInputSchema = z.object({
  firstName: requiredText(80),
  lastName: nullableOptional(optionalText(80)),
  company: nullableOptional(optionalText(120)),
  email: nullableOptional(emailSchema),
  phone: nullableOptional(phoneSchema),
  addressLine1: nullableOptional(optionalText(200)),
  addressLine2: nullableOptional(optionalText(200)),
  city: nullableOptional(optionalText(80)),
  state: nullableOptional(optionalText(80)),
  country: nullableOptional(optionalText(80)),
  postcode: nullableOptional(optionalText(20)),
  notes: nullableOptional(optionalText(2000)),
  gender: z.enum(GENDERS).nullable().optional(),
  /** The guest's preferred language (free text: 'English', 'Français'…). */
  language: nullableOptional(optionalText(40)),
  birthday: isoDateSchema.nullable().optional(),
  anniversary: isoDateSchema.nullable().optional(),
  taxId: nullableOptional(optionalText(40)),
  /** Marketing consent (issue 14): campaigns go only to customers who gave it; a change is dated by the server. */
  marketingConsent: z.boolean().optional(),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  postcode: z.string().nullable(),
  notes: z.string().nullable(),
  gender: z.string().nullable(),
  language: z.string().nullable(),
  birthday: z.string().nullable(),
  anniversary: z.string().nullable(),
  taxId: z.string().nullable(),
  marketingConsent: z.boolean(),
  /** When consent was last given or withdrawn (the form, or the guest's unsubscribe link). */
  marketingConsentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Another customer of the property with the same email or phone: a warning, never a refusal. */
export const customerDuplicateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  matchedOn: z.array(z.enum(['email', 'phone'])),
});
export type CustomerDuplicate = z.infer<typeof customerDuplicateSchema>;

/** The answer of a create or update: the customer and the possible duplicates to review (or merge, later). */
export const customerSavedSchema = z.object({
  customer: customerSchema,
  duplicates: z.array(customerDuplicateSchema),
});
export type CustomerSaved = z.infer<typeof customerSavedSchema>;

export const CUSTOMER_SORTS = ['name', 'email', 'createdAt'] as const;
export const customerListQuerySchema = listQuery({ sorts: CUSTOMER_SORTS });
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export const customerPageSchema = pageOf(customerSchema);

export const duplicateQuerySchema = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(30).optional(),
  excludeId: idParam.optional(),
});
export type DuplicateQuery = z.infer<typeof duplicateQuerySchema>;

/** Compares phones by their digits only ('+64 21 555 0101' and '+64-21-5550101' are the same phone). */
export function phoneKey(phone: string): string {
  return phone.replace(/[^0-9]/g, '');
}

/**
 * The digits to look for among phone numbers when a list search looks like a phone (at least 3 digits and no
 * letter), else null: 'HARBOURVIEW-000123' or 'Room 12' are not phones, and their digits would match strangers'.
 */
export function phoneSearchDigits(search: string): string | null {
  if (/\p{L}/u.test(search)) return null;
  const digits = phoneKey(search);
  return digits.length >= 3 ? digits : null;
}

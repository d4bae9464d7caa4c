// Invoices (issue 13): bill-to, lines taxed by the property's slabs, a gap-free number at issue, payments
// allocated to the invoice, void with a reason and credit notes linked to their invoice.
import { z } from 'zod';

import { roundCents } from '../availability';
import { taxRateFor, type TaxSource } from '../tax';
import { optionalText, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { idParam, listQuery, pageOf } from './common';
import { CURRENCIES, isoDateSchema } from './fields';
import { PAYMENT_MODES } from './front-desk-lists';
import { id, money, nullableOptional, positiveMoney } from './helpers';

// ------------------------------------------------------------------ statuses as data

/**
 * DRAFT (editable, no number) → ISSUED (numbered, immutable from then on) → PARTIALLY_PAID → PAID; an issued
 * invoice with no payment may be VOID with a reason. A credit note is born ISSUED and corrects its invoice.
 */
export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What an invoice of each status may become (the server refuses any other move with 409). */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  DRAFT: ['ISSUED'],
  ISSUED: ['PARTIALLY_PAID', 'PAID', 'VOID'],
  PARTIALLY_PAID: ['PAID'],
  PAID: [],
  VOID: [],
};
export const canMoveInvoice = (from: InvoiceStatus, to: InvoiceStatus) =>
  INVOICE_TRANSITIONS[from].includes(to);
/** Statuses that take payments and credit notes: issued and still owing. */
export const INVOICE_OPEN_STATUSES = ['ISSUED', 'PARTIALLY_PAID'] as const satisfies readonly InvoiceStatus[];
export const isInvoiceOpen = (s: InvoiceStatus) => (INVOICE_OPEN_STATUSES as readonly string[]).includes(s);

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Where a draft's lines came from. */
export const INVOICE_SOURCES = ['BLANK', 'BOOKING', 'RESERVATION', 'COMPANY', 'ORDER'] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];

/**
 * The status an issued invoice takes from its money: PAID once payments and credit notes cover the total,
 * PARTIALLY_PAID once something was paid, else ISSUED. DRAFT and VOID are not moved by money.
 */
export function invoiceStatusFor(
  current: InvoiceStatus,
  money: { total: number; paid: number; credited: number },
): InvoiceStatus {
  if (current === 'DRAFT' || current === 'VOID') return current;
  const balance = roundCents(money.total - money.credited - money.paid);
  if (balance <= 0) return 'PAID';
  return money.paid > 0 ? 'PARTIALLY_PAID' : 'ISSUED';
}

// ------------------------------------------------------------------ lines and totals

const quantity = z
  .number({ message: VALIDATION_KEYS.required })
  .finite()
  .positive(VALIDATION_KEYS.positive)
  .max(100_000, VALIDATION_KEYS.tooLarge)
  .multipleOf(0.01, VALIDATION_KEYS.twoDecimals);
const taxRate = z
  .number()
  .finite()
  .min(0, VALIDATION_KEYS.notNegative)
  .max(100, VALIDATION_KEYS.atMost100)
  .multipleOf(0.01, VALIDATION_KEYS.twoDecimals);

export const invoiceLineInputSchema = z
  .object({
    description: requiredText(300),
    quantity,
    unitPrice: money().min(0, VALIDATION_KEYS.notNegative).max(10_000_000, VALIDATION_KEYS.tooLarge),
    /** An amount off the line, before tax. */
    discount: money()
      .min(0, VALIDATION_KEYS.notNegative)
      .max(10_000_000, VALIDATION_KEYS.tooLarge)
      .default(0),
    /** Left out or null: the property's tax slab for the line's amount after discount (spec §5). */
    taxRate: taxRate.nullable().optional(),
  })
  .refine((l) => l.discount <= roundCents(l.quantity * l.unitPrice), {
    path: ['discount'],
    message: VALIDATION_KEYS.discountOverPrice,
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

export interface InvoiceLineAmounts {
  description: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  taxRate: number;
  /** quantity × unitPrice − discount. */
  net: number;
  tax: number;
  total: number;
}
export interface InvoiceTotals {
  lines: InvoiceLineAmounts[];
  /** The tax per rate, by rate ascending: what the PDF's tax breakdown shows. */
  taxes: { rate: number; net: number; tax: number }[];
  /** Sum of quantity × unitPrice before discounts. */
  gross: number;
  discountTotal: number;
  /** Total before tax (after discounts). */
  subtotal: number;
  taxTotal: number;
  /** Total after tax. */
  total: number;
}

/**
 * The one computation of an invoice's money (the server stores it, the form previews it): each line's net and tax
 * (its own rate, or the property's slab for its net when none is given), the tax per rate and the totals.
 */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLineInput, 'description' | 'quantity' | 'unitPrice' | 'discount' | 'taxRate'>[],
  propertyTax?: TaxSource,
): InvoiceTotals {
  const computed = lines.map((l): InvoiceLineAmounts => {
    const discount = l.discount ?? 0;
    const net = roundCents(l.quantity * l.unitPrice - discount);
    const rate = l.taxRate ?? taxRateFor(net, propertyTax) ?? 0;
    const tax = roundCents((net * rate) / 100);
    return {
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount,
      taxRate: rate,
      net,
      tax,
      total: roundCents(net + tax),
    };
  });
  const byRate = new Map<number, { rate: number; net: number; tax: number }>();
  for (const l of computed) {
    const r = byRate.get(l.taxRate) ?? { rate: l.taxRate, net: 0, tax: 0 };
    byRate.set(l.taxRate, { rate: r.rate, net: roundCents(r.net + l.net), tax: roundCents(r.tax + l.tax) });
  }
  const sum = (f: (l: InvoiceLineAmounts) => number) => roundCents(computed.reduce((s, l) => s + f(l), 0));
  return {
    lines: computed,
    taxes: [...byRate.values()].sort((a, b) => a.rate - b.rate),
    gross: sum((l) => l.quantity * l.unitPrice),
    discountTotal: sum((l) => l.discount),
    subtotal: sum((l) => l.net),
    taxTotal: sum((l) => l.tax),
    total: sum((l) => l.total),
  };
}

// ------------------------------------------------------------------ requests

const billTo = {
  /** Bill to a customer of the property, or to a company of the organisation (its tax number), or to a name. */
  customerId: id.nullable().optional(),
  companyId: id.nullable().optional(),
  /** Left out: the customer's or company's name. Required when billing neither. */
  billToName: nullableOptional(optionalText(200)),
  billToTaxNumber: nullableOptional(optionalText(40)),
  billToAddress: nullableOptional(optionalText(500)),
};

/**
 * POST /api/invoice/property/:propertyId (a blank draft); PUT /api/invoice/:invoiceId (only while DRAFT: 409 once
 * issued). The currency left out is the property's localCurrency.
 */
export const invoiceInputSchema = z
  .object({
    ...billTo,
    currency: z.enum(CURRENCIES).optional(),
    dueDate: isoDateSchema.nullable().optional(),
    notes: nullableOptional(optionalText(2000)),
    lines: z
      .array(invoiceLineInputSchema)
      .min(1, VALIDATION_KEYS.atLeastOne)
      .max(200, VALIDATION_KEYS.tooLong),
  })
  .refine((i) => !(i.customerId != null && i.companyId != null), {
    path: ['companyId'],
    message: VALIDATION_KEYS.billToOne,
  })
  .refine((i) => i.customerId != null || i.companyId != null || !!i.billToName, {
    path: ['billToName'],
    message: VALIDATION_KEYS.billToOne,
  });
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

/**
 * POST /api/invoice/property/:propertyId/draft-from: a DRAFT filled from a booking's folio (its charges: room,
 * extras and discount, services with their tax, expenses), a reservation's lines, or a company's open charges (the
 * balances of its bookings at the property not yet on an invoice), or an outlet's order (its lines as sold; a room
 * order is on its booking's folio instead); the clerk edits it before issuing.
 */
export const invoiceDraftFromSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('BOOKING'), bookingId: id }),
  z.object({ source: z.literal('RESERVATION'), reservationId: id }),
  z.object({ source: z.literal('COMPANY'), companyId: id }),
  z.object({ source: z.literal('ORDER'), orderId: id }),
]);
export type InvoiceDraftFrom = z.infer<typeof invoiceDraftFromSchema>;

/** POST /api/invoice/:invoiceId/issue: assigns the next number of the property's sequence (gap-free). */
export const invoiceIssueSchema = z.object({
  /** Left out: the property's today. */
  issueDate: isoDateSchema.optional(),
  dueDate: isoDateSchema.nullable().optional(),
});
export type InvoiceIssue = z.infer<typeof invoiceIssueSchema>;

/** POST /api/invoice/:invoiceId/void: an issued invoice with no payment (409 otherwise: credit it instead). */
export const invoiceVoidSchema = z.object({ reason: requiredText(500) });
export type InvoiceVoid = z.infer<typeof invoiceVoidSchema>;

/**
 * POST /api/invoice/:invoiceId/credit-note: an ISSUED credit note linked to the invoice, numbered from the
 * property's credit-note series; its total (after tax) is at most what the invoice still has uncredited.
 */
export const creditNoteInputSchema = z.object({
  reason: requiredText(500),
  lines: z.array(invoiceLineInputSchema).min(1, VALIDATION_KEYS.atLeastOne).max(200, VALIDATION_KEYS.tooLong),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

/**
 * POST /api/invoice/:invoiceId/payment: a Paid payment recorded through the payment module, allocated to the
 * invoice (payment.invoiceId), at most its balance; the invoice moves to PARTIALLY_PAID or PAID.
 */
export const invoicePaymentInputSchema = z.object({
  amount: positiveMoney,
  mode: z.enum(PAYMENT_MODES),
  reference: nullableOptional(optionalText(80)),
  /** Left out: the property's today. */
  date: isoDateSchema.optional(),
});
export type InvoicePaymentInput = z.infer<typeof invoicePaymentInputSchema>;

/** GET/PUT /api/invoice/property/:propertyId/numbering: the prefixes of the property's two series. */
const prefix = z
  .string()
  .trim()
  .max(12, VALIDATION_KEYS.tooLong)
  .regex(/^[A-Za-z0-9/_-]*$/, VALIDATION_KEYS.invoicePrefix);
export const invoiceNumberingInputSchema = z.object({ prefix, creditNotePrefix: prefix });
export type InvoiceNumberingInput = z.infer<typeof invoiceNumberingInputSchema>;
export const invoiceNumberingSchema = z.object({
  prefix: z.string(),
  creditNotePrefix: z.string(),
  /** The number the next issued invoice (credit note) takes. */
  nextNumber: z.number().int(),
  nextCreditNoteNumber: z.number().int(),
});
export type InvoiceNumbering = z.infer<typeof invoiceNumberingSchema>;
export const DEFAULT_INVOICE_PREFIX = 'INV-';
export const DEFAULT_CREDIT_NOTE_PREFIX = 'CN-';
/** An issued number: the prefix and the sequence on at least 5 digits (INV-00042). */
export const invoiceNumber = (prefixText: string, n: number) => `${prefixText}${String(n).padStart(5, '0')}`;

// ------------------------------------------------------------------ answers

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  taxRate: z.number(),
  net: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const invoiceCore = {
  id: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** Null while DRAFT. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  source: z.enum(INVOICE_SOURCES),
  customerId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  billToName: z.string(),
  billToTaxNumber: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  bookingNumber: z.string().nullable(),
  reservationId: z.number().int().nullable(),
  /** The invoice a credit note corrects, and its number. */
  creditNoteOf: z.number().int().nullable(),
  creditNoteOfNumber: z.string().nullable(),
  currency: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  /** Credit notes issued against it (after tax). */
  credited: z.number(),
  paid: z.number(),
  /** total − credited − paid. */
  balance: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A row of the lists. */
export const invoiceSummarySchema = z.object(invoiceCore);
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/invoice/:invoiceId and every write's answer. */
export const invoiceSchema = z.object({
  ...invoiceCore,
  billToAddress: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  taxes: z.array(z.object({ rate: z.number(), net: z.number(), tax: z.number() })),
  discountTotal: z.number(),
  /** The total after tax in words (spec §9's number-to-words), as the PDF prints it. */
  amountInWords: z.string(),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** Payments allocated to it (refunds negative). */
  payments: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      amount: z.number(),
      mode: z.string(),
      reference: z.string().nullable(),
      receivedByName: z.string().nullable(),
    }),
  ),
  /** Its credit notes (for an invoice). */
  creditNotes: z.array(
    z.object({
      id: z.number().int(),
      number: z.string().nullable(),
      issueDate: z.string().nullable(),
      total: z.number(),
    }),
  ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const INVOICE_SORTS = [
  'number',
  'issueDate',
  'dueDate',
  'billToName',
  'total',
  'balance',
  'createdAt',
] as const;
const listFilters = {
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  /** Issue date range (a draft by its creation date). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  customerId: idParam.optional(),
  companyId: idParam.optional(),
  bookingId: idParam.optional(),
};
/** GET /api/invoice/property/:propertyId (and …/export, an .xlsx of the same filter). */
export const invoiceListQuerySchema = listQuery({ sorts: INVOICE_SORTS, filters: listFilters });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
/**
 * GET /api/invoice/organisation/:organisationId (and …/export): Manage Invoice, every property of the organisation,
 * with a property filter.
 */
export const organisationInvoiceListQuerySchema = listQuery({
  sorts: INVOICE_SORTS,
  filters: { ...listFilters, propertyId: idParam.optional() },
});
export type OrganisationInvoiceListQuery = z.infer<typeof organisationInvoiceListQuerySchema>;
/** GET /api/invoice/organisation/:organisationId/properties: Manage Invoice's property picker, by name. */
export const invoicePropertySchema = z.object({ id: z.number().int(), name: z.string() });
export type InvoiceProperty = z.infer<typeof invoicePropertySchema>;

export const invoicePageSchema = pageOf(invoiceSummarySchema).extend({
  /** Counts per status of the filter without its status: the tabs' badges. */
  statusCounts: z.record(z.enum(INVOICE_STATUSES), z.number().int()),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

import {
  idSchema,
  instantToWallClock,
  isoDateSchema,
  reservationInputSchema,
  type Offering,
  type ReservationQuoteRequest,
  type PaymentMode,
} from '@bookone/domain';
import { z } from 'zod';

/** The form's own messages (keys of the reservations namespace, decision 0015). */
const PICK_OFFERING = 'reservations:form.pickOffering';
const PICK_SLOT = 'reservations:form.pickSlot';

/**
 * One line of the dialog: the request's line plus the day its slots are looked up on. `startsAt` is a free slot's
 * instant, chosen from the slots of that day (blank until chosen).
 */
const lineValues = z.looseObject({
  offeringId: z.number({ error: PICK_OFFERING }),
  date: isoDateSchema,
  startsAt: z.string({ error: PICK_SLOT }).min(1, PICK_SLOT),
});

/**
 * The dialog's values turned into the create request and checked by the domain's own schema, so that the messages
 * are the server's (the bulk update's way, decision 0018). The field names are the request's (`lines.0.startsAt`,
 * `customer.email`, `advancePayment.amount`) so that a server message lands on its box.
 */
export const newReservationFormSchema = z
  .looseObject({
    lines: z.array(lineValues),
    customerMode: z.enum(['existing', 'new']),
    takePayment: z.boolean(),
  })
  .transform((v): z.input<typeof reservationInputSchema> => {
    // The first step checked the lines' offering and slot: what remains is the request's to check.
    const values = v as unknown as NewReservationValues;
    return {
      lines: values.lines.map(({ offeringId, startsAt, resourceId, persons }) => ({
        offeringId: offeringId as number,
        startsAt: startsAt as string,
        resourceId: resourceId ?? null,
        persons,
      })),
      customerId: values.customerMode === 'existing' ? (values.customerId ?? undefined) : undefined,
      customer: values.customerMode === 'new' ? values.customer : undefined,
      notes: values.notes ?? null,
      serviceAddress: values.serviceAddress ?? null,
      discountPercentage: values.discountPercentage ?? 0,
      promotionCode: values.promotionCode?.trim() || null,
      // A blank amount goes on as sent: the money rule answers "Enter an amount" on its box.
      advancePayment: values.takePayment
        ? { ...values.advancePayment, amount: values.advancePayment.amount as number }
        : undefined,
    };
  })
  .pipe(reservationInputSchema);

export type NewReservationLine = {
  offeringId: number | null;
  date: string;
  /** null: any resource that can deliver the offering. */
  resourceId: number | null;
  persons: number;
  startsAt: string | null;
};

export type NewReservationValues = {
  lines: NewReservationLine[];
  customerMode: 'existing' | 'new';
  customerId: number | null;
  customer: { firstName: string; lastName: string | null; email: string | null; phone: string | null };
  notes: string | null;
  serviceAddress: string | null;
  discountPercentage: number | null;
  /** A promotion's coupon code; blank: none. */
  promotionCode: string | null;
  takePayment: boolean;
  advancePayment: { amount: number | null; mode: PaymentMode; reference: string | null };
};

export type NewReservationInitial = {
  date?: string;
  startsAt?: string;
  resourceId?: number;
  offeringId?: number;
  customerId?: number;
};

export const emptyLine = (date: string, offeringId: number | null = null): NewReservationLine => ({
  offeringId,
  date,
  resourceId: null,
  persons: 1,
  startsAt: null,
});

/** The dialog's first values: the caller's prefill (a clicked free cell of the scheduler, a customer), else today. */
export function newReservationDefaults(
  initial: NewReservationInitial | undefined,
  today: string,
  timeZone: string,
  canFindCustomers = true,
): NewReservationValues {
  const startsAt = initial?.startsAt ?? null;
  const date = startsAt ? localDay(startsAt, timeZone) : (initial?.date ?? today);
  return {
    lines: [
      { ...emptyLine(date, initial?.offeringId ?? null), resourceId: initial?.resourceId ?? null, startsAt },
    ],
    customerMode: initial?.customerId && canFindCustomers ? 'existing' : 'new',
    customerId: canFindCustomers ? (initial?.customerId ?? null) : null,
    customer: { firstName: '', lastName: null, email: null, phone: null },
    notes: null,
    serviceAddress: null,
    discountPercentage: null,
    promotionCode: null,
    takePayment: false,
    advancePayment: { amount: null, mode: 'Cash', reference: null },
  };
}

/** The property's calendar day of an instant. */
export const localDay = (instant: string, timeZone: string) =>
  instantToWallClock(Date.parse(instant), timeZone).date;

/** Whether an id is one the API takes (the domain's id rule). */
export const isId = (value: unknown): value is number => idSchema.safeParse(value).success;

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The totals preview: the lines' prices (unit price × persons) and the discount, as the server prices them before
 * tax; the tax itself depends on the business's slabs and is added by the server (shown on the details page).
 */
export function previewTotals(
  lines: readonly Pick<NewReservationLine, 'offeringId' | 'persons'>[],
  offerings: readonly Offering[],
  discountPercentage: number | null,
) {
  const priced = lines.map((l) => {
    const offering = offerings.find((o) => o.id === l.offeringId);
    const persons = Number.isFinite(l.persons) && l.persons > 0 ? l.persons : 0;
    return offering ? cents(offering.price * persons) : 0;
  });
  const subtotal = cents(priced.reduce((s, p) => s + p, 0));
  const pct =
    discountPercentage != null && discountPercentage > 0 && discountPercentage <= 100
      ? discountPercentage
      : 0;
  const discount = cents((subtotal * pct) / 100);
  return { lines: priced, subtotal, discount, beforeTax: cents(subtotal - discount) };
}

/**
 * The quote request of the code's live preview: the lines with an offering (their day and persons), the customer
 * when one is picked (a per-customer limit reads it), the clerk's discount and the code; null without a code or a
 * line to price.
 */
export function promotionQuoteRequest(
  values: Pick<
    NewReservationValues,
    'lines' | 'customerMode' | 'customerId' | 'discountPercentage' | 'promotionCode'
  >,
): ReservationQuoteRequest | null {
  const code = values.promotionCode?.trim();
  const lines = values.lines
    .filter((l) => isId(l.offeringId) && Number.isInteger(l.persons) && l.persons > 0)
    .map((l) => ({ offeringId: l.offeringId as number, date: l.date, persons: l.persons }));
  if (!code || lines.length === 0) return null;
  const pct = values.discountPercentage;
  return {
    lines,
    customerId: values.customerMode === 'existing' && isId(values.customerId) ? values.customerId : null,
    discountPercentage: pct != null && pct >= 0 && pct <= 100 ? pct : 0,
    promotionCode: code,
  };
}

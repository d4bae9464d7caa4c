import {
  bookingQuoteRequestSchema,
  type BookingCreateInput,
  type BookingQuoteRequest,
  type BookingSource,
  type PaymentMode,
} from '@bookone/domain';

/** The new-booking form as the inputs hold it; `toCreateInput` turns it into the domain's create request. */
export type NewBookingValues = {
  roomTypeId: number | null;
  ratePlanId: number | null;
  arrival: string;
  departure: string;
  rooms: number;
  adults: number;
  children: number;
  source: BookingSource | '';
  externalReference: string;
  /** Pick an existing guest or type a new one. */
  customerMode: 'existing' | 'new';
  customerId: number | null;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  notes: string;
  discountPercentage: number;
  takePayment: boolean;
  advancePayment: { amount: number; mode: PaymentMode; reference: string };
  /** Bill to company (issue 10), or null. */
  companyId: number | null;
  /** A promotion's coupon code (issue 14); blank: none. */
  promotionCode: string;
};

/** An amount field left empty reads as NaN (valueAsNumber); treat it as not given. */
const num = (v: number | null | undefined) => (v == null || Number.isNaN(v) ? undefined : v);

/**
 * The create request for the form's values: only the guest of the chosen mode, and the advance payment only when
 * the clerk takes one. Validation is the domain's bookingCreateSchema (the same the server runs).
 */
export function toCreateInput(values: NewBookingValues, status: 'CONFIRMED' | 'ENQUIRY' = 'CONFIRMED') {
  const input: Record<string, unknown> = {
    roomTypeId: values.roomTypeId ?? undefined,
    ratePlanId: values.ratePlanId,
    arrival: values.arrival,
    departure: values.departure,
    rooms: num(values.rooms),
    adults: num(values.adults),
    children: num(values.children) ?? 0,
    source: values.source || undefined,
    externalReference: values.externalReference,
    notes: values.notes,
    status,
    discountPercentage: num(values.discountPercentage) ?? 0,
    companyId: values.companyId,
    promotionCode: values.promotionCode.trim() || null,
  };
  if (values.customerMode === 'existing') input.customerId = values.customerId ?? undefined;
  else input.customer = { ...values.customer };
  if (values.takePayment)
    input.advancePayment = {
      amount: num(values.advancePayment.amount),
      mode: values.advancePayment.mode,
      reference: values.advancePayment.reference,
    };
  return input as unknown as BookingCreateInput;
}

/**
 * What to quote for the form's current values, or null while the stay is not complete enough to price (no room
 * type, a date missing, departure not after arrival, a guest count empty).
 */
export function quoteRequestFrom(
  values: Pick<
    NewBookingValues,
    | 'roomTypeId'
    | 'ratePlanId'
    | 'arrival'
    | 'departure'
    | 'rooms'
    | 'adults'
    | 'children'
    | 'discountPercentage'
  > &
    Partial<Pick<NewBookingValues, 'promotionCode' | 'customerMode' | 'customerId'>>,
  bookingId?: number,
): BookingQuoteRequest | null {
  // An emptied count must not be priced as the schema's default of 1.
  if (num(values.rooms) == null || num(values.adults) == null) return null;
  const parsed = bookingQuoteRequestSchema.safeParse({
    roomTypeId: values.roomTypeId ?? undefined,
    ratePlanId: values.ratePlanId ?? null,
    arrival: values.arrival,
    departure: values.departure,
    rooms: num(values.rooms),
    adults: num(values.adults),
    children: num(values.children) ?? 0,
    // A discount beyond 100 is the form's error to show; the quote still prices the stay without it.
    discountPercentage: Math.min(100, Math.max(0, num(values.discountPercentage) ?? 0)),
    ...(bookingId ? { bookingId } : {}),
    // A coupon code prices the stay with it (the quote says why when it does not apply); the guest, for a code
    // limited per customer.
    ...(values.promotionCode?.trim() ? { promotionCode: values.promotionCode.trim() } : {}),
    ...(values.customerMode === 'existing' && values.customerId ? { customerId: values.customerId } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** Nights between two YYYY-MM-DD dates (0 when incomplete or backwards). */
export function nightsOf(arrival: string, departure: string): number {
  const a = Date.parse(`${arrival}T00:00:00Z`);
  const d = Date.parse(`${departure}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(d) || d <= a) return 0;
  return Math.round((d - a) / 86_400_000);
}

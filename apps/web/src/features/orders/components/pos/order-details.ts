// The order's own fields on the POS screen (how it is delivered, to whom, its discount and service charge), kept
// apart from the cart's lines, and turned into the order API's input.
import {
  orderInputSchema,
  type DeliveryMethod,
  type OrderInput,
  type OrderLineInput,
  type OrderQuoteRequest,
} from '@bookone/domain';

import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { translate } from '../../../../lib/translate';

export type CustomerMode = 'walkIn' | 'existing' | 'new';

export interface OrderDetails {
  deliveryMethod: DeliveryMethod;
  tableId: number | null;
  covers: number | null;
  bookingId: number | null;
  deliveryAddress: string;
  customerMode: CustomerMode;
  customerId: number | null;
  newCustomer: { firstName: string; lastName: string; phone: string; email: string };
  discountPercentage: number;
  serviceChargePercentage: number;
  notes: string;
  /** A promotion's coupon code; blank: none. */
  promotionCode: string;
}

export const EMPTY_DETAILS: OrderDetails = {
  deliveryMethod: 'DINE_IN',
  tableId: null,
  covers: null,
  bookingId: null,
  deliveryAddress: '',
  customerMode: 'walkIn',
  customerId: null,
  newCustomer: { firstName: '', lastName: '', phone: '', email: '' },
  discountPercentage: 0,
  serviceChargePercentage: 0,
  notes: '',
  promotionCode: '',
};

const blank = (s: string) => s.trim() || null;

/** The create call's body: only the fields of the chosen delivery method, the customer as chosen. */
export function toOrderInput(outletId: number, d: OrderDetails, lines: OrderLineInput[]): OrderInput {
  const m = d.deliveryMethod;
  return {
    businessServiceId: outletId,
    deliveryMethod: m,
    tableId: m === 'DINE_IN' ? d.tableId : null,
    covers: m === 'DINE_IN' ? d.covers : null,
    bookingId: m === 'ROOM_ORDER' ? d.bookingId : null,
    deliveryAddress: m === 'DELIVERY' ? blank(d.deliveryAddress) : null,
    // A room order's customer is the booking's guest.
    customerId: m !== 'ROOM_ORDER' && d.customerMode === 'existing' ? d.customerId : null,
    ...(m !== 'ROOM_ORDER' && d.customerMode === 'new'
      ? {
          customer: {
            firstName: d.newCustomer.firstName.trim(),
            lastName: blank(d.newCustomer.lastName),
            phone: blank(d.newCustomer.phone),
            email: blank(d.newCustomer.email),
          },
        }
      : {}),
    notes: blank(d.notes),
    discountPercentage: d.discountPercentage,
    serviceChargePercentage: d.serviceChargePercentage,
    lines,
    ...(blank(d.promotionCode) ? { promotionCode: blank(d.promotionCode) } : {}),
  };
}

/** The cart's quote with its code (the code's live preview), or null without a code or a line. */
export function promotionQuoteOf(
  outletId: number,
  d: OrderDetails,
  lines: OrderLineInput[],
): OrderQuoteRequest | null {
  const code = d.promotionCode.trim();
  if (!code || lines.length === 0) return null;
  return {
    businessServiceId: outletId,
    customerId: d.deliveryMethod !== 'ROOM_ORDER' && d.customerMode === 'existing' ? d.customerId : null,
    discountPercentage: d.discountPercentage,
    serviceChargePercentage: d.serviceChargePercentage,
    lines,
    promotionCode: code,
  };
}

/** Field path → message, in the interface language. */
export type FieldMessages = Record<string, string>;

/** What the domain's schema says of an input before it is sent (the server says the same). */
export function checkOrderInput(input: OrderInput): FieldMessages {
  const parsed = orderInputSchema.safeParse(input);
  if (parsed.success) return {};
  const out: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (out[path]) continue;
    out[path] = issue.message.startsWith('validation.')
      ? translate(issue.message)
      : translate('validation.required');
  }
  return out;
}

/** A server refusal's field messages (400), by path. */
export function serverMessages(error: unknown): FieldMessages {
  const out: FieldMessages = {};
  applyServerFieldErrors(error, (path, e) => {
    out[String(path)] = e.message ?? '';
  });
  return out;
}

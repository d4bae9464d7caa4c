// What a draft invoice is filled from (issue 13): a booking's folio, a reservation's lines, a company's open
// charges. Each source is read through its own module's service; what comes back is the draft's bill-to and lines.
import {
  roundCents,
  VALIDATION_KEYS,
  type InvoiceDraftFrom,
  type InvoiceLineInput,
  type InvoiceSource,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { BookingService } from '../booking/booking.service';
import { openChargesAt } from '../company/company.service';
import type { PropertyRow } from '../property/property.repository';
import type { ReservationService } from '../reservation/reservation.service';
import type { OrderService } from '../order/order.service';
import {
  invoicedBookings,
  liveInvoiceOfBooking,
  liveInvoiceOfOrder,
  liveInvoiceOfReservation,
} from './invoice.repository';

export interface DraftContent {
  source: InvoiceSource;
  customerId: number | null;
  companyId: number | null;
  billToName: string | null;
  bookingId: number | null;
  reservationId: number | null;
  orderId: number | null;
  currency: string;
  lines: InvoiceLineInput[];
}

/** A rate as a percentage of an amount, to two decimals (0 when there is nothing to tax). */
const rateOf = (tax: number, amount: number) => (amount > 0 ? Math.round((tax / amount) * 10_000) / 100 : 0);

const alreadyInvoiced = (what: string, number: string | null) =>
  conflict(`This ${what} is already on invoice ${number ?? '(draft)'}: void or delete that one first`);

/**
 * A booking's folio as lines: the room (its discount on it) and extra guests taxed at the booking's own rate, each
 * service with its own rate, the expenses charged to the folio untaxed. A booking is invoiced once (409).
 */
async function fromBooking(
  db: Db,
  actor: Actor,
  bookings: BookingService,
  property: PropertyRow,
  id: number,
) {
  const view = await bookings.details(actor, id).catch(() => null);
  if (!view || view.booking.propertyId !== property.id)
    throw badRequest('Booking not found', { bookingId: VALIDATION_KEYS.noSuchBooking });
  const { booking: b, services, folio } = view;
  if (b.status === 'CANCELLED' || b.status === 'ENQUIRY')
    throw conflict(`A booking that is ${b.status} is not invoiced`);
  const live = await liveInvoiceOfBooking(db, b.id);
  if (live) throw alreadyInvoiced('booking', live.number);
  const rate = rateOf(b.tax, b.subtotal);
  const lines: InvoiceLineInput[] = [];
  const nights = `${b.nights} night${b.nights === 1 ? '' : 's'}`;
  const roomDiscount = Math.min(b.discountAmount, b.roomCharge);
  lines.push({
    description: `${b.roomTypeName}, ${b.arrival} to ${b.departure} (${b.units} × ${nights}), ${b.bookingNumber}`,
    quantity: 1,
    unitPrice: b.roomCharge,
    discount: roomDiscount,
    taxRate: rate,
  });
  if (b.extraCharge)
    lines.push({
      description: 'Extra guests',
      quantity: 1,
      unitPrice: b.extraCharge,
      discount: roundCents(b.discountAmount - roomDiscount),
      taxRate: rate,
    });
  for (const s of services)
    lines.push({
      description: s.description ? `${s.serviceType}: ${s.description}` : s.serviceType,
      quantity: s.quantity,
      unitPrice: s.unitPrice,
      discount: 0,
      taxRate: s.taxPercentage,
    });
  for (const l of folio.lines)
    if (l.kind === 'EXPENSE')
      lines.push({ description: l.description, quantity: 1, unitPrice: l.amount, discount: 0, taxRate: 0 });
  return {
    source: 'BOOKING' as const,
    customerId: b.companyId == null ? b.customerId : null,
    companyId: b.companyId,
    billToName: b.companyId == null ? b.guestName : null,
    bookingId: b.id,
    reservationId: null,
    orderId: null,
    currency: b.currency,
    lines,
  };
}

/** A reservation's lines (persons × unit price, its discount spread on them, each line's tax as a rate). */
async function fromReservation(
  db: Db,
  actor: Actor,
  reservations: ReservationService,
  property: PropertyRow,
  id: number,
) {
  const r = await reservations.get(actor, id).catch(() => null);
  if (!r || r.propertyId !== property.id)
    throw badRequest('Reservation not found', { reservationId: VALIDATION_KEYS.noSuchReservation });
  if (r.status === 'CANCELLED' || r.status === 'NO_SHOW')
    throw conflict(`A reservation that is ${r.status} is not invoiced`);
  const live = await liveInvoiceOfReservation(db, r.id);
  if (live) throw alreadyInvoiced('reservation', live.number);
  const lines = r.lines.map((l): InvoiceLineInput => {
    const discount = roundCents((l.price * r.discountPercentage) / 100);
    return {
      description: `${l.offeringName} with ${l.resourceName}, ${l.startsAt.slice(0, 16).replace('T', ' ')}`,
      quantity: l.persons,
      unitPrice: l.unitPrice,
      discount: Math.min(discount, roundCents(l.persons * l.unitPrice)),
      taxRate: rateOf(l.tax, roundCents(l.price - discount)),
    };
  });
  return {
    source: 'RESERVATION' as const,
    customerId: r.customerId,
    companyId: null,
    billToName: r.customerName,
    bookingId: null,
    reservationId: r.id,
    orderId: null,
    currency: r.currency,
    lines,
  };
}

/**
 * A company's open charges at the property not yet invoiced: one line per booking for its balance (its tax is in
 * the booking's balance already, so the line is untaxed).
 */
async function fromCompany(db: Db, property: PropertyRow, companyId: number) {
  const found = await openChargesAt(db, property.organisationId, companyId, property.id);
  if (!found) throw badRequest('Company not found', { companyId: VALIDATION_KEYS.noSuchCompany });
  const done = await invoicedBookings(
    db,
    found.charges.map((c) => c.id),
  );
  const open = found.charges.filter((c) => !done.has(c.id) && c.currency === property.localCurrency);
  if (open.length === 0)
    throw badRequest('Nothing to invoice', { companyId: VALIDATION_KEYS.nothingToInvoice });
  return {
    source: 'COMPANY' as const,
    customerId: null,
    companyId: found.company.id,
    billToName: null,
    bookingId: null,
    reservationId: null,
    orderId: null,
    currency: property.localCurrency,
    lines: open.map((c): InvoiceLineInput => ({
      description: `Booking ${c.reference}, ${c.guestName}, from ${c.date}`,
      quantity: 1,
      unitPrice: c.balance,
      discount: 0,
      taxRate: 0,
    })),
  };
}

/**
 * An outlet's order as sold: each line at its price with its modifiers, its discounts and its tax rate; the service
 * charge as a line per tax rate. A room order is on its booking's folio (invoice the booking); a cancelled one is not
 * invoiced; an order is invoiced once.
 */
async function fromOrder(db: Db, actor: Actor, orders: OrderService, property: PropertyRow, id: number) {
  const o = await orders.get(actor, id).catch(() => null);
  if (!o || o.propertyId !== property.id)
    throw badRequest('Order not found', { orderId: VALIDATION_KEYS.noSuchOrder });
  if (o.status === 'CANCELLED') throw conflict('A cancelled order is not invoiced');
  if (o.chargedToRoom)
    throw conflict(`Order ${o.referenceNumber} is on booking ${o.bookingNumber}: invoice the booking`);
  const live = await liveInvoiceOfOrder(db, o.id);
  if (live) throw alreadyInvoiced('order', live.number);
  const lines: InvoiceLineInput[] = o.lines.map((l) => ({
    description: l.variationName ? `${l.productName} (${l.variationName})` : l.productName,
    quantity: l.quantity,
    unitPrice: roundCents(l.unitPrice + l.modifiersPrice),
    discount: Math.min(l.discountAmount, l.amount),
    taxRate: l.taxRate,
  }));
  const charges = new Map<number, number>();
  for (const l of o.lines)
    if (l.serviceCharge) charges.set(l.taxRate, roundCents((charges.get(l.taxRate) ?? 0) + l.serviceCharge));
  for (const [rate, amount] of charges)
    lines.push({ description: 'Service charge', quantity: 1, unitPrice: amount, discount: 0, taxRate: rate });
  return {
    source: 'ORDER' as const,
    customerId: o.customerId,
    companyId: null,
    billToName: o.customerName ?? `${o.outletName}, ${o.referenceNumber}`,
    bookingId: null,
    reservationId: null,
    orderId: o.id,
    currency: o.currency,
    lines,
  };
}

export async function draftContent(
  db: Db,
  actor: Actor,
  services: { bookings: BookingService; reservations: ReservationService; orders: OrderService },
  property: PropertyRow,
  from: InvoiceDraftFrom,
): Promise<DraftContent> {
  switch (from.source) {
    case 'BOOKING':
      return fromBooking(db, actor, services.bookings, property, from.bookingId);
    case 'RESERVATION':
      return fromReservation(db, actor, services.reservations, property, from.reservationId);
    case 'COMPANY':
      return fromCompany(db, property, from.companyId);
    case 'ORDER':
      return fromOrder(db, actor, services.orders, property, from.orderId);
  }
}

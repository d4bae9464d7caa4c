// Payment links, the staff side (issue 13, decision 0038): create a link for the balance of a booking, a
// reservation, an issued invoice or an outlet order, or a free amount (the property needs the `Payment Link` subscription and a payment gateway), email it through the
// outbox, list, export and cancel. The link is told once, at creation; only its token's hash is kept.
import { createHash, randomBytes } from 'node:crypto';

import {
  PAYMENT_LINK_PHONE_CHANNELS,
  PAYMENT_LINK_SUBSCRIPTION,
  SMS_SUBSCRIPTIONS,
  VALIDATION_KEYS,
  withValues,
  type CreatedPaymentLink,
  type MessageChannel,
  type PaymentLink,
  type PaymentLinkChannels,
  type PaymentLinkListQuery,
  type PaymentLinkPage,
  type paymentLinkInputSchema,
  type BookingEngineRequest,
} from '@bookone/domain';
import type { z } from 'zod';

import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { payableInvoice } from '../invoice/invoice.service';
import { enqueueMessage } from '../outbox/outbox.service';
import { userDisplayName } from '../payment/payment.service';
import type { PropertyRow } from '../property/property.repository';
import type { GatewayChooser } from './gateway-chooser';
import {
  allLinks,
  bookingForLink,
  findLinkByTokenHash,
  findLinkRow,
  holdsSubscription,
  insertLink,
  linkStatus,
  listLinks,
  lockLinkRow,
  lockLinksOfEnquiry,
  orderForLink,
  reservationForLink,
  toPaymentLink,
  updateLinkRow,
  type PaymentLinkRow,
} from './payment-link.repository';

/** A link's token: 32 random bytes (256 bits), base64url; the table keeps its SHA-256. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A link as the audit log compares it: what was asked and its standing, never the token's hash. */
const audited = (r: PaymentLinkRow) => ({
  purpose: r.purpose,
  bookingId: r.bookingId,
  reservationId: r.reservationId,
  invoiceId: r.invoiceId,
  orderId: r.orderId,
  reference: r.reference,
  description: r.description,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  expiresAt: r.expiresAt.toISOString(),
  email: r.email,
  phone: r.phone,
});

/** What a link pays, in the guest's email, per purpose and language. */
const PAYS_FOR = {
  en: { BOOKING: 'booking', RESERVATION: 'reservation', INVOICE: 'invoice', ORDER: 'order' },
  fr: {
    BOOKING: 'la réservation',
    RESERVATION: 'la réservation',
    INVOICE: 'la facture',
    ORDER: 'la commande',
  },
} as const;

/** What the link pays, as the guest's email says it. */
function forWhat(r: PaymentLinkRow, language: 'en' | 'fr') {
  const words = PAYS_FOR[language][r.purpose as keyof (typeof PAYS_FOR)['en']];
  return words ? `${words} ${r.reference ?? ''}` : (r.description ?? '');
}

/** The records a link may name besides the one it is for (a link for an invoice made from a booking pays both). */
const NO_RECORDS = { bookingId: null, reservationId: null, invoiceId: null, orderId: null };

/** The body as the route's schema parsed it (validDays and language defaulted). */
type Input = z.output<typeof paymentLinkInputSchema>;

/** The link's message to the guest through the outbox, on the link's transaction (decision 0029). */
async function sendLink(
  tx: Db,
  channel: MessageChannel,
  recipient: string,
  saved: PaymentLinkRow,
  property: PropertyRow,
  token: string,
  createdBy: number | null,
  language: 'en' | 'fr',
) {
  const currency = saved.currency;
  await enqueueMessage(tx, {
    channel,
    purpose: 'PAYMENT_LINK',
    recipient,
    language,
    params: {
      propertyName: property.name,
      payerName: saved.payerName,
      amountText: new Intl.NumberFormat(language, { style: 'currency', currency }).format(saved.amount),
      forWhat: forWhat(saved, language),
      expiresText: new Intl.DateTimeFormat(language, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: property.timezone,
      }).format(saved.expiresAt),
      // The outbox refuses to resend a link past this (decision 0029).
      linkExpiresAt: saved.expiresAt.toISOString(),
      testMode: saved.testMode ? 1 : null,
    },
    secretPath: `/pay/${token}`,
    organisationId: property.organisationId,
    propertyId: property.id,
    related: { entity: 'payment_link', id: saved.id },
    // The email keeps the key it always had; a text names its channel.
    dedupeKey: channel === 'EMAIL' ? `payment-link:${saved.id}` : `payment-link:${saved.id}:${channel}`,
    createdBy,
  });
}

/** Whether the property may text its guests (SMS Host or SMS Subscription, the outbox's gate). */
async function maySendSms(db: Db, propertyId: number) {
  for (const name of SMS_SUBSCRIPTIONS) if (await holdsSubscription(db, propertyId, name)) return true;
  return false;
}

export function createPaymentLinkService(db: Db, gateways: GatewayChooser) {
  /** The record a link is for: its reference, currency, customer and what is left to pay (400/409 otherwise). */
  async function subjectOf(property: PropertyRow, input: Input) {
    if (input.purpose === 'BOOKING') {
      const b = await bookingForLink(db, input.bookingId!);
      if (!b || b.propertyId !== property.id)
        throw badRequest('Booking not found', { bookingId: VALIDATION_KEYS.noSuchBooking });
      if (['CANCELLED', 'VOID', 'NO_SHOW'].includes(b.status))
        throw conflict(
          `Booking ${b.bookingNumber} is ${b.status.toLowerCase().replace('_', '-')}: it takes no payment`,
        );
      return { ...b, ...NO_RECORDS, reference: b.bookingNumber, bookingId: b.id };
    }
    if (input.purpose === 'RESERVATION') {
      const r = await reservationForLink(db, input.reservationId!);
      // Another property's reservation answers as a missing one (decision 0008).
      if (!r || r.propertyId !== property.id) throw notFound('Reservation');
      if (r.status === 'CANCELLED' || r.status === 'NO_SHOW')
        throw conflict(`Reservation ${r.referenceNumber} takes no payment once ${r.status.toLowerCase()}`);
      return { ...r, ...NO_RECORDS, reference: r.referenceNumber, reservationId: r.id };
    }
    if (input.purpose === 'INVOICE') {
      const inv = await payableInvoice(db, input.invoiceId!);
      // A draft, void or paid invoice, a credit note, or another property's: not one a guest can pay.
      if (!inv || inv.propertyId !== property.id)
        throw badRequest('No issued invoice with a balance', { invoiceId: VALIDATION_KEYS.noSuchInvoice });
      return {
        ...inv,
        reference: inv.number,
        guestName: inv.billToName,
        invoiceId: inv.id,
      };
    }
    if (input.purpose === 'ORDER') {
      const o = await orderForLink(db, input.orderId!);
      if (!o || o.propertyId !== property.id)
        throw badRequest('Order not found', { orderId: VALIDATION_KEYS.noSuchOrder });
      if (o.deliveryMethod === 'ROOM_ORDER')
        throw conflict(
          `Order ${o.referenceNumber} is charged to the room: it is paid with the booking's folio`,
        );
      if (o.status === 'CANCELLED')
        throw conflict(`Order ${o.referenceNumber} is cancelled: it takes no payment`);
      return { ...o, ...NO_RECORDS, reference: o.referenceNumber, orderId: o.id };
    }
    return undefined;
  }

  async function reachableLink(actor: Actor, id: number) {
    const row = await findLinkRow(db, id);
    if (!row) throw notFound('Payment link');
    await reachableProperty(db, actor, row.propertyId, 'Payment link');
    return row;
  }

  return {
    async list(actor: Actor, propertyId: number, query: PaymentLinkListQuery): Promise<PaymentLinkPage> {
      await reachableProperty(db, actor, propertyId);
      return listLinks(db, propertyId, query);
    },

    async exportRows(actor: Actor, propertyId: number, query: PaymentLinkListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      return { rows: await allLinks(db, propertyId, query, EXPORT_READ_ROWS), property };
    },

    /** How links may reach the guest besides email: SMS and WhatsApp when the property may text. */
    async channels(actor: Actor, propertyId: number): Promise<PaymentLinkChannels> {
      const property = await reachableProperty(db, actor, propertyId);
      return {
        phoneChannels: (await maySendSms(db, property.id)) ? [...PAYMENT_LINK_PHONE_CHANNELS] : [],
      };
    },

    async get(actor: Actor, id: number): Promise<PaymentLink> {
      return toPaymentLink(await reachableLink(actor, id));
    },

    /**
     * `forEnquiry`: the link asks for the deposit of that enquiry's quote (issue 15; paying it books the quote), and
     * `inTransaction` runs on the link's transaction once it is saved (the enquiry notes the link it sent).
     */
    async create(
      actor: Actor,
      propertyId: number,
      input: Input,
      forEnquiry?: { enquiryId: number; inTransaction: (tx: Db, link: PaymentLinkRow) => Promise<void> },
    ): Promise<CreatedPaymentLink> {
      const property = await reachableProperty(db, actor, propertyId);
      if (!(await holdsSubscription(db, property.id, PAYMENT_LINK_SUBSCRIPTION)))
        throw forbidden(`${property.name} has no ${PAYMENT_LINK_SUBSCRIPTION} subscription`);
      const gateway = await gateways.adapterFor(property.id);
      if (!gateway) throw conflict('Set up a payment gateway for this property before sending payment links');
      const subject = await subjectOf(property, input);
      const phone = input.phone?.trim() || null;
      if (phone && !(await maySendSms(db, property.id)))
        throw conflict(
          `${property.name} has no SMS subscription (SMS Host or SMS Subscription): send the link by email`,
        );
      let amount = input.amount;
      if (subject) {
        if (subject.balance <= 0) throw conflict(`${subject.reference} is paid in full`);
        amount ??= subject.balance;
        if (amount > subject.balance + 1e-9)
          throw badRequest(`At most ${subject.currency} ${subject.balance.toFixed(2)} is left to pay`, {
            amount: withValues(VALIDATION_KEYS.atMostAmount, { max: subject.balance.toFixed(2) }),
          });
      }
      const currency = subject?.currency ?? input.currency ?? property.localCurrency;
      const token = newLinkToken();
      const actorName = (await userDisplayName(db, actor.id)) ?? actor.username;
      const row = await db.transaction(async (tx) => {
        const saved = await insertLink(tx, {
          propertyId: property.id,
          tokenHash: hashLinkToken(token),
          purpose: input.purpose,
          bookingId: subject?.bookingId ?? null,
          reservationId: subject?.reservationId ?? null,
          invoiceId: subject?.invoiceId ?? null,
          orderId: subject?.orderId ?? null,
          enquiryId: forEnquiry?.enquiryId ?? null,
          reference: subject?.reference ?? null,
          description: input.description?.trim() || null,
          amount: round2(amount!),
          currency,
          expiresAt: new Date(Date.now() + input.validDays * DAY_MS),
          email: input.email?.trim() || null,
          phone,
          payerName: input.payerName?.trim() || subject?.guestName || null,
          testMode: gateway.testMode,
          createdBy: actor.id,
          createdByName: actorName,
        });
        await recordAudit(tx, actor, {
          entity: 'payment_link',
          entityId: saved.id,
          action: 'create',
          before: null,
          after: audited(saved),
          propertyId: property.id,
        });
        // By email and/or to the mobile (SMS or WhatsApp): the same words, each its own message in the outbox.
        const sends: [MessageChannel, string | null][] = [
          ['EMAIL', input.email?.trim() || null],
          [input.phoneChannel ?? 'SMS', phone],
        ];
        for (const [channel, recipient] of sends)
          if (recipient)
            await sendLink(tx, channel, recipient, saved, property, token, actor.id, input.language);
        await forEnquiry?.inTransaction(tx, saved);
        return saved;
      });
      return { ...toPaymentLink(row), path: `/pay/${token}` };
    },

    /** ACTIVE → CANCELLED (409 once paid, cancelled or expired): the guest's page then says so. */
    async cancel(actor: Actor, id: number): Promise<PaymentLink> {
      await reachableLink(actor, id);
      const actorName = (await userDisplayName(db, actor.id)) ?? actor.username;
      const saved = await db.transaction(async (tx) => {
        const row = (await lockLinkRow(tx, id))!;
        const status = linkStatus(row);
        if (status !== 'ACTIVE')
          throw conflict(`This payment link is ${status.toLowerCase()}: it cannot be cancelled`);
        return cancelLockedLink(tx, actor, actorName, row);
      });
      return toPaymentLink(saved);
    },
  };
}

/** A link locked by the caller, ACTIVE, made CANCELLED on its transaction and audited. */
async function cancelLockedLink(tx: Db, actor: Actor, actorName: string, row: PaymentLinkRow) {
  const after = (await updateLinkRow(tx, row.id, {
    status: 'CANCELLED',
    cancelledAt: new Date(),
    cancelledByName: actorName,
  }))!;
  await recordAudit(tx, actor, {
    entity: 'payment_link',
    entityId: row.id,
    action: 'update',
    before: audited(row),
    after: audited(after),
    propertyId: row.propertyId,
    event: 'CANCEL',
  });
  return after;
}

/**
 * An enquiry's deposit links, locked (by id) on the caller's transaction before anything else of the enquiry: a
 * guest's payment locks its link, then the booking and the enquiry, so whoever closes the enquiry locks in that
 * order too. `cancelEnquiryLinks` then cancels those still ACTIVE, as the cancel above does.
 */
export const lockEnquiryLinks = (tx: Db, enquiryId: number) => lockLinksOfEnquiry(tx, enquiryId);

/** Cancels the locked links still ACTIVE (paid, expired or cancelled ones stay as they are). */
export async function cancelEnquiryLinks(tx: Db, actor: Actor, rows: PaymentLinkRow[]) {
  const open = rows.filter((r) => linkStatus(r) === 'ACTIVE');
  if (open.length === 0) return;
  const actorName = (await userDisplayName(tx, actor.id)) ?? actor.username;
  for (const row of open) await cancelLockedLink(tx, actor, actorName, row);
}

export type PaymentLinkService = ReturnType<typeof createPaymentLinkService>;

/**
 * Whether the property can take a card payment online now (a usable gateway): the public booking engine asks before
 * its transaction (the chooser reads the settings on the outer handle). Answers the gateway's test mode, or null.
 */
export async function onlinePayments(gateways: GatewayChooser, propertyId: number) {
  const gateway = await gateways.adapterFor(propertyId);
  return gateway ? { testMode: gateway.testMode } : null;
}

/**
 * A link the customer opens for themselves on the public booking engine (issue 16), on the caller's transaction:
 * the deposit of the reservation they have just made, also emailed to them (they may pay later from the email).
 * Nobody signed in made it: `createdByName` says where it came from. Answers the page's path (`/pay/…`).
 */
export async function openCustomerLink(
  tx: Db,
  property: PropertyRow,
  link: {
    reservationId: number;
    reference: string;
    amount: number;
    currency: string;
    email: string;
    payerName: string;
    language: 'en' | 'fr';
    /** The deposit's due time: unpaid by then, the booking engine releases the reservation. */
    expiresAt: Date;
    testMode: boolean;
    createdByName: string;
  },
): Promise<string> {
  const token = newLinkToken();
  const saved = await insertLink(tx, {
    propertyId: property.id,
    tokenHash: hashLinkToken(token),
    purpose: 'RESERVATION',
    reservationId: link.reservationId,
    reference: link.reference,
    amount: round2(link.amount),
    currency: link.currency,
    expiresAt: link.expiresAt,
    email: link.email,
    payerName: link.payerName,
    testMode: link.testMode,
    createdBy: null,
    createdByName: link.createdByName,
  });
  await recordAudit(tx, null, {
    entity: 'payment_link',
    entityId: saved.id,
    action: 'create',
    before: null,
    after: audited(saved),
    propertyId: property.id,
  });
  await sendLink(tx, 'EMAIL', link.email, saved, property, token, null, link.language);
  return `/pay/${token}`;
}

// For other modules: the enquiry module sends a quote's deposit link through `create` on a chooser of its own; the
// booking engine asks whether a property holds its subscription.
export { createGatewayChooser } from './gateway-chooser';
export { holdsSubscription } from './payment-link.repository';
export { linkStatus } from './payment-link.repository';

// ------------------------------------------------------------------ guest links (issue 16)
// Links a guest makes for themselves: the public booking engine asks for the deposit or the whole stay of the
// booking the guest is making, and the guest pays it at once on the same page. No clerk, no email of the link (the
// page holds it); paying it books the stay (the booking engine's QuoteBooking, handed in by app.ts).

/** Long enough to type a card, short enough that an abandoned cart does not read as a debt. */
const GUEST_LINK_MINUTES = 60;

export interface GuestLinkInput {
  propertyId: number;
  amount: number;
  currency: string;
  description: string;
  email: string;
  payerName: string;
  bookingRequest: BookingEngineRequest;
}

/** Whether the property can take a card online now (a gateway set up): without one a guest cannot pay. */
export const paysOnline = async (gateways: GatewayChooser, propertyId: number) =>
  (await gateways.adapterFor(propertyId)) != null;

/** A new link for the guest's booking; its token is answered once (only its hash is kept). */
export async function createGuestLink(db: Db, gateways: GatewayChooser, input: GuestLinkInput) {
  const gateway = await gateways.adapterFor(input.propertyId);
  if (!gateway) return null;
  const token = newLinkToken();
  const row = await insertLink(db, {
    propertyId: input.propertyId,
    tokenHash: hashLinkToken(token),
    purpose: 'AMOUNT',
    reference: null,
    description: input.description.slice(0, 200),
    amount: input.amount,
    currency: input.currency,
    expiresAt: new Date(Date.now() + GUEST_LINK_MINUTES * 60_000),
    email: input.email,
    payerName: input.payerName.slice(0, 120),
    testMode: gateway.testMode,
    bookingRequest: input.bookingRequest,
    createdBy: null,
    createdByName: 'Booking engine',
  });
  return { row, token };
}

/** A booking engine link of the property by its token (404 otherwise, as for an unknown token). */
export async function findGuestLink(db: Db, propertyId: number, token: string): Promise<PaymentLinkRow> {
  const row = await findLinkByTokenHash(db, hashLinkToken(token));
  if (!row || row.propertyId !== propertyId || row.bookingRequest == null) throw notFound('Booking');
  return row;
}

/** Keeps why a paid link's booking could not be made, for the guest's confirmation page. */
export async function noteGuestLinkProblem(db: Db, row: PaymentLinkRow, problem: string) {
  if (!row.bookingRequest) return;
  await updateLinkRow(db, row.id, { bookingRequest: { ...row.bookingRequest, problem } });
}

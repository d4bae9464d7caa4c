// Invoices (issue 13, decision 0040): drafts (blank or from a booking, a reservation or a company's open charges),
// issue with a gap-free number, immutable once issued, void with a reason, credit notes, payments allocated.
import {
  DEFAULT_CREDIT_NOTE_PREFIX,
  DEFAULT_INVOICE_PREFIX,
  invoiceNumber,
  invoiceStatusFor,
  invoiceTotals,
  isInvoiceOpen,
  roundCents,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  type CreditNoteInput,
  type Invoice,
  type InvoiceDraftFrom,
  type InvoiceInput,
  type InvoiceIssue,
  type InvoiceLineInput,
  type InvoiceListQuery,
  type InvoiceNumbering,
  type InvoiceNumberingInput,
  type InvoicePage,
  type InvoicePaymentInput,
  type InvoiceProperty,
  type InvoiceStatus,
  type InvoiceVoid,
  type OrganisationInvoiceListQuery,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import { assertReach, canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { recordAudit, recordAuditEvents } from '../audit/audit.service';
import { createBookingService } from '../booking/booking.service';
import { companyOfOrganisation } from '../company/company.service';
import { findCustomerRow, fullName } from '../customer/customer.service';
import { raiseNotification } from '../notification/notification.service';
import {
  allocateBookingPayments,
  allocateOrderPayments,
  invoicePaid,
  paymentsOfInvoice,
  recordInvoicePayment,
  releaseInvoicePayments,
  userDisplayName,
} from '../payment/payment.service';
import type { PropertyRow } from '../property/property.repository';
import { createOrderService } from '../order/order.service';
import { createReservationService } from '../reservation/reservation.service';
import { amountInWords, renderInvoicePdf } from './invoice-pdf';
import { draftContent, type DraftContent } from './invoice-sources';
import {
  allInvoices,
  creditedTotal,
  creditNotesOf,
  deleteInvoiceRow,
  findInvoiceRow,
  findInvoiceSummary,
  findSequence,
  insertInvoice,
  linesOf,
  listInvoices,
  liveInvoiceOfBooking,
  liveInvoiceOfOrder,
  lockInvoiceRow,
  lockSequence,
  organisationScope,
  propertiesOfOrganisation,
  propertyScope,
  replaceLines,
  updateInvoiceRow,
  updateSequence,
  type InvoiceRow,
} from './invoice.repository';

export const ISSUED_IS_FINAL = 'An issued invoice cannot be changed: correct it with a credit note';

const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;
const text = (v: string | null | undefined) => v || null;

/** An invoice as the audit log compares it (its lines by their count and totals; who and when are on the log). */
const audited = (r: InvoiceRow) => ({
  number: r.number,
  status: r.status,
  billToName: r.billToName,
  billToTaxNumber: r.billToTaxNumber,
  customerId: r.customerId,
  companyId: r.companyId,
  currency: r.currency,
  issueDate: r.issueDate,
  dueDate: r.dueDate,
  notes: r.notes,
  subtotal: r.subtotal,
  taxTotal: r.taxTotal,
  total: r.total,
  credited: r.credited,
  paid: r.paid,
  voidReason: r.voidReason,
});

const auditInvoice = (
  tx: Db,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  before: InvoiceRow | null,
  after: InvoiceRow | null,
  event?: string,
) =>
  recordAudit(tx, actor, {
    entity: 'invoice',
    entityId: (after ?? before)!.id,
    action,
    before: before && audited(before),
    after: after && audited(after),
    propertyId: (after ?? before)!.propertyId,
    event,
  });

/** The lines' rows and the invoice's money columns, from the domain's one computation (the property's slabs). */
function priced(property: PropertyRow, lines: readonly InvoiceLineInput[]) {
  const t = invoiceTotals(
    lines.map((l) => ({ ...l, discount: l.discount ?? 0 })),
    property.taxDetails,
  );
  return {
    lines: t.lines,
    totals: {
      gross: t.gross,
      discountTotal: t.discountTotal,
      subtotal: t.subtotal,
      taxTotal: t.taxTotal,
      total: t.total,
    },
  };
}

/** The bill-to columns: a customer of the property, a company of its organisation, or a name (400 otherwise). */
async function billTo(
  db: Db,
  property: PropertyRow,
  input: Pick<InvoiceInput, 'customerId' | 'companyId' | 'billToName' | 'billToTaxNumber' | 'billToAddress'>,
) {
  const out = {
    customerId: input.customerId ?? null,
    companyId: input.companyId ?? null,
    billToName: text(input.billToName),
    billToTaxNumber: text(input.billToTaxNumber),
    billToAddress: text(input.billToAddress),
  };
  if (out.customerId != null) {
    const c = await findCustomerRow(db, out.customerId);
    if (!c || c.propertyId !== property.id)
      throw badRequest('Customer not found', { customerId: VALIDATION_KEYS.noSuchCustomer });
    out.billToName ??= fullName(c);
    out.billToAddress ??= text([c.addressLine1, c.addressLine2, c.city].filter(Boolean).join('\n'));
  }
  if (out.companyId != null) {
    const c = await companyOfOrganisation(db, property.organisationId, out.companyId);
    if (!c) throw badRequest('Company not found', { companyId: VALIDATION_KEYS.noSuchCompany });
    out.billToName ??= c.name;
    out.billToTaxNumber ??= c.taxNumber;
    out.billToAddress ??= text(
      [c.addressLine1, c.addressLine2, [c.city, c.postcode].filter(Boolean).join(' '), c.country]
        .filter(Boolean)
        .join('\n'),
    );
  }
  if (!out.billToName) throw badRequest('Bill to whom?', { billToName: VALIDATION_KEYS.billToOne });
  return { ...out, billToName: out.billToName };
}

/** The number series of a property as the API shows it (the defaults before its first invoice). */
const numberingOf = (row: Awaited<ReturnType<typeof findSequence>>): InvoiceNumbering => ({
  prefix: row?.prefix ?? DEFAULT_INVOICE_PREFIX,
  creditNotePrefix: row?.creditNotePrefix ?? DEFAULT_CREDIT_NOTE_PREFIX,
  nextNumber: row?.nextNumber ?? 1,
  nextCreditNoteNumber: row?.nextCreditNoteNumber ?? 1,
});

/**
 * For other modules (payment links, issue 13): after a Paid payment with `invoiceId` was recorded on `tx`, the
 * invoice's paid, balance and status follow. Locks the invoice row; answers the invoice's new status.
 */
export async function settleInvoicePayments(tx: Db, invoiceId: number): Promise<InvoiceStatus | null> {
  const row = await lockInvoiceRow(tx, invoiceId);
  if (!row) return null;
  const paid = await invoicePaid(tx, invoiceId);
  const status = invoiceStatusFor(row.status as InvoiceStatus, {
    total: row.total,
    paid,
    credited: row.credited,
  });
  await updateInvoiceRow(tx, invoiceId, { paid, status });
  return status;
}

/**
 * For other modules (payment links) and the invoice's own payments: the invoice settled after a payment recorded on
 * `tx`, and the INVOICE notification once it is paid in full.
 */
export async function settleAfterPayment(tx: Db, invoiceId: number): Promise<InvoiceStatus | null> {
  const before = await lockInvoiceRow(tx, invoiceId);
  const status = await settleInvoicePayments(tx, invoiceId);
  // Told once: money landing on an invoice paid meanwhile (a guest paying online as the desk took cash) is not news.
  if (status !== 'PAID' || before?.status === 'PAID') return status;
  const inv = (await findInvoiceRow(tx, invoiceId))!;
  await raiseNotification(tx, {
    propertyId: inv.propertyId,
    notificationType: 'INVOICE',
    referenceId: inv.id,
    referenceNumber: inv.number,
    status: 'confirmed',
    message: `Invoice ${inv.number} paid in full by ${inv.billToName} (${money(inv.currency, inv.total)})`,
  });
  return status;
}

/**
 * For payment links (decision 0038's follow-up): the live invoice (draft or issued, not void) that now carries an
 * order or a booking. A link sent for the order or the booking before it was invoiced pays that invoice, as the
 * payments taken before the invoice was drafted were allocated to it.
 */
export async function invoiceCarrying(
  db: Db,
  of: { bookingId: number | null; orderId: number | null },
): Promise<{ id: number; number: string | null } | null> {
  const live =
    (of.orderId != null ? await liveInvoiceOfOrder(db, of.orderId) : undefined) ??
    (of.bookingId != null ? await liveInvoiceOfBooking(db, of.bookingId) : undefined);
  return live ?? null;
}

/** For other modules: an issued invoice's money and identity (null when missing or not payable). */
export async function payableInvoice(db: Db, invoiceId: number) {
  const row = await findInvoiceRow(db, invoiceId);
  if (!row || row.kind !== 'INVOICE' || !isInvoiceOpen(row.status as InvoiceStatus)) return null;
  return {
    id: row.id,
    propertyId: row.propertyId,
    number: row.number!,
    currency: row.currency,
    customerId: row.customerId,
    billToName: row.billToName,
    bookingId: row.bookingId,
    reservationId: row.reservationId,
    orderId: row.orderId,
    balance: roundCents(row.total - row.credited - row.paid),
  };
}

export function createInvoiceService(db: Db, uploadsDir: string) {
  const sources = {
    bookings: createBookingService(db),
    reservations: createReservationService(db),
    orders: createOrderService(db),
  };

  async function reachableInvoice(actor: Actor, id: number) {
    const row = await findInvoiceRow(db, id);
    if (!row) throw notFound('Invoice');
    const property = await reachableProperty(db, actor, row.propertyId, 'Invoice');
    return { row, property };
  }

  async function answer(id: number): Promise<Invoice> {
    const [summary, row, lines, creditNotes, payments] = await Promise.all([
      findInvoiceSummary(db, id),
      findInvoiceRow(db, id),
      linesOf(db, id),
      creditNotesOf(db, id),
      paymentsOfInvoice(db, id),
    ]);
    if (!summary || !row) throw notFound('Invoice');
    const t = invoiceTotals(lines);
    return {
      ...summary,
      billToAddress: row.billToAddress,
      notes: row.notes,
      lines,
      taxes: t.taxes,
      discountTotal: row.discountTotal,
      amountInWords: amountInWords(row.total, row.currency),
      voidReason: row.voidReason,
      voidedAt: row.voidedAt?.toISOString() ?? null,
      issuedAt: row.issuedAt?.toISOString() ?? null,
      createdByName: row.createdByName,
      payments,
      creditNotes,
    };
  }

  /** The invoice locked in `tx`, refused with 409 unless it is in one of the given statuses. */
  async function lockIn(tx: Db, id: number, statuses: readonly InvoiceStatus[], refusal: string) {
    const row = await lockInvoiceRow(tx, id);
    if (!row) throw notFound('Invoice');
    if (!statuses.includes(row.status as InvoiceStatus)) throw conflict(refusal);
    return row;
  }

  async function insertDraft(
    actor: Actor,
    property: PropertyRow,
    content: DraftContent,
    input: Partial<InvoiceInput>,
  ) {
    const bill = await billTo(db, property, {
      customerId: content.customerId,
      companyId: content.companyId,
      billToName: content.billToName,
      billToTaxNumber: input.billToTaxNumber,
      billToAddress: input.billToAddress,
    });
    const { lines, totals } = priced(property, content.lines);
    const name = (await userDisplayName(db, actor.id)) ?? actor.username;
    return db.transaction(async (tx) => {
      const row = await insertInvoice(tx, {
        propertyId: property.id,
        source: content.source,
        ...bill,
        bookingId: content.bookingId,
        reservationId: content.reservationId,
        orderId: content.orderId,
        currency: content.currency,
        dueDate: input.dueDate ?? null,
        notes: text(input.notes),
        ...totals,
        createdBy: actor.id,
        createdByName: name,
      });
      await replaceLines(tx, row.id, lines);
      // A folio or an order paid before it was invoiced: its payments count on the invoice (given back if the
      // draft goes).
      const allocated =
        (content.bookingId != null ? await allocateBookingPayments(tx, content.bookingId, row.id) : 0) +
        (content.orderId != null ? await allocateOrderPayments(tx, content.orderId, row.id) : 0);
      if (allocated > 0) {
        const paid = await invoicePaid(tx, row.id);
        await updateInvoiceRow(tx, row.id, { paid });
      }
      await auditInvoice(tx, actor, 'create', null, row);
      return row.id;
    });
  }

  function orgScope(actor: Actor, organisationId: number, q: OrganisationInvoiceListQuery) {
    assertReach(canReachOrganisation(actor, organisationId), 'Organisation');
    return organisationScope(organisationId, q.propertyId);
  }

  return {
    async list(actor: Actor, propertyId: number, q: InvoiceListQuery): Promise<InvoicePage> {
      await reachableProperty(db, actor, propertyId);
      return listInvoices(db, propertyScope(propertyId), q);
    },

    async exportRows(actor: Actor, propertyId: number, q: InvoiceListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const rows = await allInvoices(db, propertyScope(propertyId), q, EXPORT_READ_ROWS);
      return { rows, today: todayIn(property.timezone) };
    },

    /** Manage Invoice: every property of the organisation (the platform any organisation's), a property filter. */
    async listOrganisation(actor: Actor, organisationId: number, q: OrganisationInvoiceListQuery) {
      return listInvoices(db, orgScope(actor, organisationId, q), q);
    },

    /** The organisation's properties for Manage Invoice's picker (the platform: any organisation's). */
    async organisationProperties(actor: Actor, organisationId: number): Promise<InvoiceProperty[]> {
      assertReach(canReachOrganisation(actor, organisationId), 'Organisation');
      return propertiesOfOrganisation(db, organisationId);
    },

    async exportOrganisation(actor: Actor, organisationId: number, q: OrganisationInvoiceListQuery) {
      const rows = await allInvoices(db, orgScope(actor, organisationId, q), q, EXPORT_READ_ROWS);
      return { rows, today: new Date().toISOString().slice(0, 10) };
    },

    async get(actor: Actor, id: number): Promise<Invoice> {
      await reachableInvoice(actor, id);
      return answer(id);
    },

    /** A blank draft. */
    async create(actor: Actor, propertyId: number, input: InvoiceInput): Promise<Invoice> {
      const property = await reachableProperty(db, actor, propertyId);
      const id = await insertDraft(
        actor,
        property,
        {
          source: 'BLANK',
          customerId: input.customerId ?? null,
          companyId: input.companyId ?? null,
          billToName: input.billToName ?? null,
          bookingId: null,
          reservationId: null,
          orderId: null,
          currency: input.currency ?? property.localCurrency,
          lines: input.lines,
        },
        input,
      );
      return answer(id);
    },

    /** A draft filled from a booking's folio, a reservation or a company's open charges. */
    async draftFrom(actor: Actor, propertyId: number, from: InvoiceDraftFrom): Promise<Invoice> {
      const property = await reachableProperty(db, actor, propertyId);
      const content = await draftContent(db, actor, sources, property, from);
      const id = await insertDraft(actor, property, content, {});
      return answer(id);
    },

    /** Replaces a draft's bill-to, dates, notes and lines (409 once issued). */
    async update(actor: Actor, id: number, input: InvoiceInput): Promise<Invoice> {
      const { property } = await reachableInvoice(actor, id);
      const bill = await billTo(db, property, input);
      const { lines, totals } = priced(property, input.lines);
      await db.transaction(async (tx) => {
        const before = await lockIn(tx, id, ['DRAFT'], ISSUED_IS_FINAL);
        const saved = await updateInvoiceRow(tx, id, {
          ...bill,
          currency: input.currency ?? before.currency,
          dueDate: input.dueDate ?? null,
          notes: text(input.notes),
          ...totals,
        });
        await replaceLines(tx, id, lines);
        await auditInvoice(tx, actor, 'update', before, saved);
      });
      return answer(id);
    },

    /** Deletes a draft (it never had a number); payments allocated from its booking go back to none. */
    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      await reachableInvoice(actor, id);
      await db.transaction(async (tx) => {
        const before = await lockIn(tx, id, ['DRAFT'], 'Only a draft can be deleted: void an issued invoice');
        await releaseInvoicePayments(tx, id);
        await deleteInvoiceRow(tx, id);
        await auditInvoice(tx, actor, 'delete', before, null);
      });
      return { message: 'Draft invoice deleted' };
    },

    /**
     * Issues a draft: the next number of the property's series, taken under the sequence row's lock in this
     * transaction (no gap, no number twice), the issue date, and the INVOICE notification.
     */
    async issue(actor: Actor, id: number, input: InvoiceIssue): Promise<Invoice> {
      const { property } = await reachableInvoice(actor, id);
      const issueDate = input.issueDate ?? todayIn(property.timezone);
      if (input.dueDate && input.dueDate < issueDate)
        throw badRequest('The due date is before the issue date', {
          dueDate: VALIDATION_KEYS.toBeforeFrom,
        });
      await db.transaction(async (tx) => {
        const before = await lockIn(tx, id, ['DRAFT'], 'This invoice is issued already');
        const seq = await lockSequence(tx, before.propertyId);
        const number = invoiceNumber(seq.prefix, seq.nextNumber);
        await updateSequence(tx, before.propertyId, { nextNumber: seq.nextNumber + 1 });
        const status = invoiceStatusFor('ISSUED', before);
        const saved = await updateInvoiceRow(tx, id, {
          number,
          status,
          issueDate,
          dueDate: input.dueDate !== undefined ? input.dueDate : before.dueDate,
          issuedAt: new Date(),
        });
        await auditInvoice(tx, actor, 'update', before, saved, 'ISSUE');
        await raiseNotification(tx, {
          propertyId: saved.propertyId,
          notificationType: 'INVOICE',
          referenceId: saved.id,
          referenceNumber: number,
          status: 'submitted',
          message: `Invoice ${number} issued to ${saved.billToName} (${money(saved.currency, saved.total)})`,
        });
      });
      return answer(id);
    },

    /** Voids an issued invoice that has no payment (409 otherwise: a credit note corrects a paid one). */
    async void(actor: Actor, id: number, input: InvoiceVoid): Promise<Invoice> {
      await reachableInvoice(actor, id);
      await db.transaction(async (tx) => {
        const before = await lockIn(
          tx,
          id,
          ['ISSUED'],
          'Only an issued invoice with no payment can be voided',
        );
        if (before.paid !== 0 || (await invoicePaid(tx, id)) !== 0)
          throw conflict('This invoice has payments: correct it with a credit note');
        if (before.kind === 'INVOICE' && (await creditedTotal(tx, id)) > 0)
          throw conflict('This invoice has credit notes: it cannot be voided');
        await releaseInvoicePayments(tx, id);
        const saved = await updateInvoiceRow(tx, id, {
          status: 'VOID',
          voidReason: input.reason,
          voidedAt: new Date(),
        });
        await auditInvoice(tx, actor, 'update', before, saved, 'VOID');
        // A voided credit note no longer reduces its invoice.
        if (before.creditNoteOf != null) await recredit(tx, before.creditNoteOf);
      });
      return answer(id);
    },

    /**
     * A credit note of an issued invoice: numbered from the credit-note series at once (ISSUED), its total at most
     * what the invoice still has uncredited; the invoice's balance and status follow.
     */
    async creditNote(actor: Actor, id: number, input: CreditNoteInput): Promise<Invoice> {
      const { property } = await reachableInvoice(actor, id);
      const { lines, totals } = priced(property, input.lines);
      const name = (await userDisplayName(db, actor.id)) ?? actor.username;
      const noteId = await db.transaction(async (tx) => {
        const inv = await lockIn(
          tx,
          id,
          ['ISSUED', 'PARTIALLY_PAID', 'PAID'],
          'Only an issued invoice can be credited',
        );
        if (inv.kind !== 'INVOICE') throw conflict('A credit note is not credited');
        const room = roundCents(inv.total - (await creditedTotal(tx, id)));
        if (totals.total > room)
          throw badRequest(`At most ${room.toFixed(2)} is left to credit`, {
            lines: withValues(VALIDATION_KEYS.atMostAmount, { max: room.toFixed(2) }),
          });
        const seq = await lockSequence(tx, inv.propertyId);
        const number = invoiceNumber(seq.creditNotePrefix, seq.nextCreditNoteNumber);
        await updateSequence(tx, inv.propertyId, { nextCreditNoteNumber: seq.nextCreditNoteNumber + 1 });
        const note = await insertInvoice(tx, {
          propertyId: inv.propertyId,
          kind: 'CREDIT_NOTE',
          number,
          status: 'ISSUED',
          source: inv.source,
          creditNoteOf: inv.id,
          customerId: inv.customerId,
          companyId: inv.companyId,
          billToName: inv.billToName,
          billToTaxNumber: inv.billToTaxNumber,
          billToAddress: inv.billToAddress,
          bookingId: inv.bookingId,
          reservationId: inv.reservationId,
          currency: inv.currency,
          issueDate: todayIn(property.timezone),
          notes: input.reason,
          ...totals,
          issuedAt: new Date(),
          createdBy: actor.id,
          createdByName: name,
        });
        await replaceLines(tx, note.id, lines);
        await auditInvoice(tx, actor, 'create', null, note, 'CREDIT_NOTE');
        await recordAuditEvents(
          tx,
          { ...actor, name },
          { entity: 'invoice', entityId: inv.id, propertyId: inv.propertyId },
          [
            {
              event: 'CREDIT_NOTE',
              action: 'update',
              after: `${number}: ${money(inv.currency, totals.total)}`,
            },
          ],
        );
        await recredit(tx, inv.id);
        return note.id;
      });
      return answer(noteId);
    },

    /** Records a Paid payment of an issued invoice through the payment module, at most its balance. */
    async pay(actor: Actor, id: number, input: InvoicePaymentInput): Promise<Invoice> {
      const { property } = await reachableInvoice(actor, id);
      await db.transaction(async (tx) => {
        const inv = await lockIn(
          tx,
          id,
          ['ISSUED', 'PARTIALLY_PAID'],
          'Only an issued invoice with a balance takes payments',
        );
        if (inv.kind !== 'INVOICE') throw conflict('A credit note takes no payment');
        const balance = roundCents(inv.total - inv.credited - inv.paid);
        if (input.amount > balance)
          throw badRequest(`At most the balance of ${balance.toFixed(2)}`, {
            amount: withValues(VALIDATION_KEYS.atMostAmount, { max: balance.toFixed(2) }),
          });
        await recordInvoicePayment(
          tx,
          actor,
          {
            id: inv.id,
            propertyId: inv.propertyId,
            number: inv.number!,
            customerId: inv.customerId,
            currency: inv.currency,
            bookingId: inv.bookingId,
            reservationId: inv.reservationId,
            orderId: inv.orderId,
          },
          { ...input, date: input.date ?? todayIn(property.timezone) },
        );
        await settleAfterPayment(tx, id);
      });
      return answer(id);
    },

    async numbering(actor: Actor, propertyId: number): Promise<InvoiceNumbering> {
      await reachableProperty(db, actor, propertyId);
      return numberingOf(await findSequence(db, propertyId));
    },

    /** Sets the prefixes; the numbers run on (a new prefix does not restart the series). */
    async setNumbering(
      actor: Actor,
      propertyId: number,
      input: InvoiceNumberingInput,
    ): Promise<InvoiceNumbering> {
      const property = await reachableProperty(db, actor, propertyId);
      await db.transaction(async (tx) => {
        const before = await lockSequence(tx, propertyId);
        await updateSequence(tx, propertyId, input);
        await recordAudit(tx, actor, {
          entity: 'property',
          entityId: propertyId,
          action: 'update',
          before: { invoicePrefix: before.prefix, creditNotePrefix: before.creditNotePrefix },
          after: { invoicePrefix: input.prefix, creditNotePrefix: input.creditNotePrefix },
          propertyId: property.id,
        });
      });
      return numberingOf(await findSequence(db, propertyId));
    },

    /** The invoice as a PDF, for a caller who may read it. */
    async pdf(actor: Actor, id: number) {
      const { property } = await reachableInvoice(actor, id);
      const inv = await answer(id);
      const bytes = await renderInvoicePdf(
        inv,
        {
          name: property.name,
          logoUrl: property.logoUrl,
          addressLines: [
            property.addressLine1,
            property.addressLine2,
            [property.city, property.country].filter(Boolean).join(', '),
          ].filter((l): l is string => !!l),
          taxNumber: property.gstNumber,
          email: property.email,
          phone: property.phone,
        },
        uploadsDir,
      );
      return { bytes, filename: `${inv.number ?? `draft-${inv.id}`}.pdf` };
    },
  };

  /** An invoice's credited total after its credit notes changed; its status follows (the caller holds its lock). */
  async function recredit(tx: Db, invoiceId: number) {
    const row = await lockInvoiceRow(tx, invoiceId);
    if (!row) return;
    const credited = await creditedTotal(tx, invoiceId);
    const status = invoiceStatusFor(row.status as InvoiceStatus, {
      total: row.total,
      paid: row.paid,
      credited,
    });
    await updateInvoiceRow(tx, invoiceId, { credited, status });
  }
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;

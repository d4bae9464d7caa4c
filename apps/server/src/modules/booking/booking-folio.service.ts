import {
  roundCents,
  type AuditEntry,
  type Booking,
  type BookingDetailsView,
  type BookingService as BookingServiceLine,
  type Folio,
  type ServiceInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { billedCompany } from '../company/company.service';
import {
  deleteService,
  expensesOf,
  findService,
  insertService,
  listAudits,
  listServices,
  paidPaymentsOf,
  refreshServicesTotal,
} from './booking-ops.repository';
import { listGroupBookings } from './booking.repository';
import { CLOSED, money, type BookingCore } from './booking-core';

/** The folio, its services, the audit trail and the details page in one call. */
export function bookingFolioOperations(core: BookingCore) {
  const { db, reachableBooking, answer, mutateIn } = core;
  async function folioOf(b: Booking): Promise<Folio> {
    const [services, expenses, payments] = await Promise.all([
      listServices(db, b.id),
      expensesOf(db, b.id),
      paidPaymentsOf(db, b.id),
    ]);
    const lines: Folio['lines'] = [];
    lines.push({
      date: b.arrival,
      kind: 'ROOM',
      description: `${b.roomTypeName}: ${b.units} × ${b.nights} night${b.nights === 1 ? '' : 's'}`,
      amount: b.roomCharge,
      refId: null,
    });
    if (b.extraCharge)
      lines.push({
        date: b.arrival,
        kind: 'EXTRA',
        description: 'Extra guests',
        amount: b.extraCharge,
        refId: null,
      });
    if (b.discountAmount)
      lines.push({
        date: b.arrival,
        kind: 'DISCOUNT',
        description: `Discount ${b.discountPercentage} %`,
        amount: -b.discountAmount,
        refId: null,
      });
    for (const t of b.taxes)
      if (t.amount)
        lines.push({ date: b.arrival, kind: 'TAX', description: t.name, amount: t.amount, refId: null });
    for (const s of services)
      lines.push({
        date: s.date,
        kind: 'SERVICE',
        description: s.description ? `${s.serviceType}: ${s.description}` : s.serviceType,
        amount: s.total,
        refId: s.id,
      });
    for (const e of expenses)
      lines.push({
        date: e.date,
        kind: 'EXPENSE',
        description: `${e.type}: ${e.description}`,
        amount: e.amount,
        refId: e.id,
      });
    for (const p of payments)
      lines.push({
        date: p.date,
        kind: p.amount < 0 ? 'REFUND' : 'PAYMENT',
        description:
          p.amount < 0
            ? `Refund (${p.mode})${p.refundReason ? `: ${p.refundReason}` : ''}`
            : `Payment (${p.mode})${p.advance ? ', advance' : ''}`,
        amount: -p.amount,
        refId: p.id,
      });
    const charges = roundCents(
      lines.filter((l) => l.kind !== 'PAYMENT' && l.kind !== 'REFUND').reduce((s, l) => s + l.amount, 0),
    );
    const paid = roundCents(payments.reduce((s, p) => s + p.amount, 0));
    return {
      bookingId: b.id,
      currency: b.currency,
      lines,
      charges,
      payments: paid,
      balance: roundCents(charges - paid),
    };
  }

  /** A service line on the folio, in `tx`; answers its id. */
  async function addServiceIn(tx: Db, actor: Actor, id: number, input: ServiceInput): Promise<number> {
    let serviceId = 0;
    await mutateIn(tx, actor, id, async (tx, b, { who, audit }) => {
      if (CLOSED.includes(b.status) || b.status === 'ENQUIRY')
        throw conflict(`Services cannot be added to a booking that is ${b.status}`);
      const amount = roundCents(input.quantity * input.unitPrice);
      const tax = roundCents((amount * input.taxPercentage) / 100);
      const row = await insertService(tx, {
        propertyId: b.propertyId,
        bookingId: b.id,
        serviceType: input.serviceType,
        description: input.description || null,
        date: input.date,
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        taxPercentage: input.taxPercentage,
        amount,
        tax,
        total: roundCents(amount + tax),
        createdBy: who.id,
      });
      serviceId = row.id;
      await refreshServicesTotal(tx, b.id);
      await audit([
        {
          type: 'SERVICE_ADDED',
          newValue: `${input.serviceType} × ${input.quantity}: ${money(row.total)}`,
        },
      ]);
    });
    return serviceId;
  }

  /** Removes a service line of the folio, in `tx` (404 when it is not the booking's). */
  async function removeServiceIn(tx: Db, actor: Actor, id: number, serviceId: number): Promise<void> {
    await mutateIn(tx, actor, id, async (tx, b, { audit }) => {
      const s = await findService(tx, serviceId);
      if (!s || s.bookingId !== b.id) throw notFound('Service');
      if (b.status === 'CHECKEDOUT') throw conflict('The folio of a checked-out booking is closed');
      await deleteService(tx, s.id);
      await refreshServicesTotal(tx, b.id);
      await audit([
        { type: 'SERVICE_REMOVED', previousValue: `${s.serviceType} × ${s.quantity}: ${money(s.total)}` },
      ]);
    });
  }

  /** Creates one booking row inside a transaction (quote, inventory, number, audit); returns the row. */
  return {
    async audit(actor: Actor, id: number): Promise<AuditEntry[]> {
      await reachableBooking(actor, id);
      return listAudits(db, id);
    },

    async services(actor: Actor, id: number): Promise<BookingServiceLine[]> {
      await reachableBooking(actor, id);
      return listServices(db, id);
    },

    async addService(actor: Actor, id: number, input: ServiceInput): Promise<BookingServiceLine> {
      const serviceId = await db.transaction((tx) => addServiceIn(tx, actor, id, input));
      return (await listServices(db, id)).find((s) => s.id === serviceId)!;
    },

    async removeService(actor: Actor, id: number, serviceId: number): Promise<Booking> {
      await db.transaction((tx) => removeServiceIn(tx, actor, id, serviceId));
      return answer(id);
    },

    // For other modules: the same folio lines written on the caller's transaction (a room order's charge stands or
    // falls with the order, decision 0039).
    addFolioService: addServiceIn,
    removeFolioService: removeServiceIn,

    async folio(actor: Actor, id: number): Promise<Folio> {
      await reachableBooking(actor, id);
      return folioOf(await answer(id));
    },

    async details(actor: Actor, id: number): Promise<BookingDetailsView> {
      const { row } = await reachableBooking(actor, id);
      const b = await answer(id);
      const [services, folio, group, company] = await Promise.all([
        listServices(db, id),
        folioOf(b),
        row.groupReference ? listGroupBookings(db, row.propertyId, row.groupReference) : Promise.resolve([]),
        billedCompany(db, b.companyId),
      ]);
      return { booking: b, services, folio, group: group.filter((g) => g.id !== id), company };
    },
  };
}

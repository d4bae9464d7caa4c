import {
  instantToWallClock,
  maxDiscountOf,
  reservationReference,
  reservationsAllowed,
  roundCents,
  sessionTimes,
  holdCells,
  holdShape,
  todayIn,
  VALIDATION_KEYS,
  wallClockToInstant,
  withValues,
  RESERVATION_PLAN_MESSAGE,
  RESERVATION_TRANSITIONS,
  canReschedule,
  engineLanes,
  type CancelReservationInput,
  type FreeSlot,
  type Reservation,
  type ReservationAction,
  type ReservationInput,
  type ReservationListQuery,
  type ReservationStatus,
  type ReservationPage,
  type ReservationPaymentInput,
  type ReservationQuote,
  type ReservationQuoteRequest,
  type ReservationToday,
  type Schedule,
  type ScheduleQuery,
  type AuditLogEntry,
  type RescheduleInput,
  type SlotDayAnswer,
  type SlotSearchQuery,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { pgErrorCode } from '../../lib/db-errors';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit, recordHistory } from '../audit/audit.service';
import { createCustomerRow, findCustomerRow, fullName } from '../customer/customer.service';
import { reservationMessages } from '../guest-message/guest-message.service';
import { raiseNotification } from '../notification/notification.service';
import { paymentsOfReservation, recordReservationPayment, reservationPaid } from '../payment/payment.service';
import { promotionOfSale, recordRedemption, releasePromotionUse } from '../promotion/promotion.service';
import type { PropertyRow } from '../property/property.repository';
import { requestReview } from '../review/review-request.service';
import { findUserRow } from '../user/user.service';
import {
  allReservations,
  findReservation,
  findReservationIdByReference,
  findReservationRow,
  insertReservation,
  insertReservationLine,
  linesOf,
  listReservations,
  lockReservationRow,
  nextReservationSequence,
  offeringResources,
  releaseHoldCells,
  takeHoldCells,
  updateReservationLine,
  updateReservationRow,
  type ReservationLineRow,
  type ReservationRow,
} from './reservation.repository';
import { readSchedule, readToday } from './reservation-schedule';
import { claimReservationPromotion, quoteReservation, visitDay } from './reservation-promotion';
import {
  engineOffering,
  findOfferingForSlots,
  nextSlotsAfter,
  priceReservation,
  slotDays,
  type OfferingForSlots,
} from './reservation-slots';

/** A slot taken meanwhile (or never offered): 409 with the next free slots of the same offering. */
export class SlotTakenError extends AppError {
  constructor(
    message: string,
    readonly nextSlots: FreeSlot[],
  ) {
    super(409, message);
  }
}

/** A reservation as the audit log compares it. */
const audited = (r: ReservationRow) => ({
  referenceNumber: r.referenceNumber,
  status: r.status,
  customerId: r.customerId,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  notes: r.notes,
  serviceAddress: r.serviceAddress,
  discountPercentage: r.discountPercentage,
  total: r.total,
  cancelReason: r.cancelReason,
});

/** How a refusal names the status it met and the action refused. */
const STATUS_WORDS: Record<ReservationStatus, string> = {
  BOOKED: 'booked',
  CONFIRMED: 'confirmed',
  CHECKED_IN: 'checked in',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
  NO_SHOW: 'marked no-show',
};
const ACTION_WORDS: Record<ReservationAction, string> = {
  confirm: 'confirmed',
  'check-in': 'checked in',
  complete: 'completed',
  cancel: 'cancelled',
  'no-show': 'marked no-show',
};

interface Placed {
  resourceId: number;
  lane: number;
  startsAt: Date;
  endsAt: Date;
  heldUntil: Date;
}

/**
 * For the payment links (issue 16): the deposit of a reservation the customer made online is paid, on the payment's
 * transaction. A reservation still BOOKED becomes CONFIRMED (audited by nobody signed in, as its creation); any other
 * status stays as the business left it (a cancelled one keeps the money for the business to refund).
 */
export async function confirmPaidOnline(tx: Db, reservationId: number): Promise<void> {
  const before = await lockReservationRow(tx, reservationId);
  if (!before || before.status !== 'BOOKED') return;
  const after = await updateReservationRow(tx, reservationId, {
    status: 'CONFIRMED',
    confirmedAt: new Date(),
  });
  await recordAudit(tx, null, {
    entity: 'reservation',
    entityId: reservationId,
    action: 'update',
    before: audited(before),
    after: audited(after),
    event: 'CONFIRMED',
    propertyId: before.propertyId,
  });
}

/** Gives back what a line holds (a cancelled or no-show reservation, a line moved). */
async function release(tx: Db, l: ReservationLineRow) {
  await releaseHoldCells(tx, {
    resourceId: l.resourceId,
    lane: l.lane,
    persons: l.persons,
    cells: holdCells(l.startsAt, l.heldUntil).map((c) => new Date(c)),
  });
}

/**
 * For the booking engine's deposit sweep (issue 16): a reservation the customer made online and never paid the
 * deposit of is cancelled, on the caller's transaction, which holds its row (`before`, still BOOKED). As a clerk's
 * cancel does: its places and its coupon's use given back, the customer told; audited by nobody signed in (as its
 * creation), with the reason, and the business's bell rings so the desk is not surprised by a freed time.
 */
export async function cancelUnpaidOnline(tx: Db, before: ReservationRow, reason: string): Promise<void> {
  const after = await updateReservationRow(tx, before.id, {
    status: 'CANCELLED',
    cancelledAt: new Date(),
    cancelReason: reason,
  });
  for (const l of await linesOf(tx, before.id)) await release(tx, l);
  await releasePromotionUse(tx, 'RESERVATION', before.id);
  await recordAudit(tx, null, {
    entity: 'reservation',
    entityId: before.id,
    action: 'update',
    before: audited(before),
    after: audited(after),
    event: 'CANCELLED',
    propertyId: before.propertyId,
  });
  await raiseNotification(tx, {
    propertyId: before.propertyId,
    notificationType: 'RESERVATION',
    referenceId: before.referenceNumber,
    referenceNumber: before.referenceNumber,
    status: 'cancelled',
    message: `Online reservation ${before.referenceNumber} cancelled: ${reason.toLowerCase()}`,
  });
  await reservationMessages(tx, before.id, 'CANCELLED', null);
}

export function createReservationService(db: Db) {
  async function reachableReservation(actor: Actor, id: number) {
    const row = await findReservationRow(db, id);
    if (!row) throw notFound('Reservation');
    const property = await reachableProperty(db, actor, row.propertyId, 'Reservation');
    return { row, property };
  }

  /** The reservation with its payments (oldest first), what they paid and what is left to pay. */
  async function answer(id: number): Promise<Reservation> {
    const r = await findReservation(db, id);
    if (!r) throw notFound('Reservation');
    const payments = await paymentsOfReservation(db, id);
    const paid = roundCents(payments.reduce((s, p) => s + (p.status === 'Paid' ? p.amount : 0), 0));
    const promotion = await promotionOfSale(db, 'RESERVATION', id);
    return { ...r, paid, balance: roundCents(r.total - paid), payments, promotion };
  }

  /**
   * A Paid payment of the reservation, on the caller's transaction, which holds the reservation row's lock (two
   * clerks paying at once are checked one after the other against the balance). Refused on a cancelled or no-show
   * reservation and beyond the balance. `field` names the amount's field in the request.
   */
  async function takePayment(
    tx: Db,
    actor: Actor,
    property: PropertyRow,
    r: ReservationRow,
    input: ReservationPaymentInput,
    o: { advance: boolean; field: string },
  ) {
    if (r.status === 'CANCELLED' || r.status === 'NO_SHOW')
      throw conflict(`A reservation ${STATUS_WORDS[r.status]} cannot take a payment`);
    const balance = roundCents(r.total - (await reservationPaid(tx, r.id)));
    if (input.amount > balance + 1e-9)
      throw conflict(
        balance <= 0
          ? `Reservation ${r.referenceNumber} is paid in full`
          : `At most ${r.currency} ${balance.toFixed(2)} is left to pay on reservation ${r.referenceNumber}`,
        { [o.field]: withValues(VALIDATION_KEYS.atMostAmount, { max: Math.max(balance, 0).toFixed(2) }) },
      );
    await recordReservationPayment(tx, actor, r, {
      amount: input.amount,
      mode: input.mode,
      reference: input.reference,
      date: input.date ?? todayIn(property.timezone),
      advance: o.advance,
    });
  }

  /** An offering of the property that can be booked now (400 on the field otherwise). */
  async function bookableOffering(tx: Db, property: PropertyRow, offeringId: number, field: string) {
    const o = await findOfferingForSlots(tx, offeringId);
    if (!o || o.offering.propertyId !== property.id)
      throw badRequest('Offering not found', { [field]: VALIDATION_KEYS.noSuchOffering });
    if (!o.offering.active || !o.offering.bookable || !o.service.active)
      throw badRequest('This offering is not open for booking', {
        [field]: VALIDATION_KEYS.offeringNotBookable,
      });
    return o;
  }

  /**
   * Holds a slot for one line, in the caller's transaction: the engine first (hours, lead times, time off, the
   * resource's other sessions), then the hold cells, which settle any race in the database. A resource chosen or
   * any of the offered ones, each lane in turn; nothing free: 409 with the next free slots.
   */
  async function placeLine(
    tx: Db,
    property: PropertyRow,
    o: OfferingForSlots,
    line: { startsAt: string; resourceId?: number | null; persons: number },
    excludeLineId?: number,
  ): Promise<Placed> {
    const start = new Date(line.startsAt);
    const date = instantToWallClock(start.getTime(), property.timezone).date;
    const search = {
      property,
      offering: o,
      resourceId: line.resourceId,
      persons: line.persons,
      excludeLineId,
    };
    const [day] = await slotDays(tx, search, date, 1);
    const slot = day!.slots.find((s) => Date.parse(s.startsAt) === start.getTime());
    const refuse = async (message: string) =>
      new SlotTakenError(message, await nextSlotsAfter(tx, search, date, new Date(start.getTime() - 1)));
    if (!slot) throw await refuse(`${o.offering.name} has no free slot at this time; choose another one`);
    const offering = engineOffering(o);
    const times = sessionTimes(offering, start);
    const cells = holdCells(times.startsAt, times.heldUntil);
    const resources = new Map(
      (await offeringResources(tx, o.offering.id)).map((r) => [r.id, engineLanes(r)]),
    );
    for (const resourceId of slot.resourceIds) {
      const shape = holdShape(resources.get(resourceId) ?? {}, offering.capacity, line.persons);
      for (let lane = 1; lane <= shape.lanes; lane++) {
        const hold = {
          resourceId,
          lane,
          offeringId: offering.id,
          sessionStart: times.startsAt,
          capacity: shape.capacity,
          persons: line.persons,
        };
        const taken = await takeHoldCells(tx, { ...hold, cells });
        if (taken.length === cells.length) return { resourceId, lane, ...times };
        await releaseHoldCells(tx, { ...hold, cells: taken });
      }
    }
    throw await refuse(`${o.offering.name} was just taken at this time; choose another slot`);
  }

  /** The caller's display name and discount cap. */
  async function whoIs(actor: Actor) {
    const u = await findUserRow(db, actor.id);
    return {
      name: u ? `${u.firstName} ${u.lastName ?? ''}`.trim() : actor.username,
      maxDiscount: maxDiscountOf(u?.maxBookingDiscountPercentage),
    };
  }

  /** A race lost to a deadlock between two multi-line reservations is a conflict to retry, not a server error. */
  async function inTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (pgErrorCode(err) === '40P01')
        throw conflict('Another reservation took these slots at the same moment; try again');
      throw err;
    }
  }

  /** The request's customer and offerings are the property's, each line within its offering's capacity (400). */
  async function checkedRequest(
    property: PropertyRow,
    input: { customerId?: number | null; lines: readonly { offeringId: number; persons: number }[] },
  ): Promise<OfferingForSlots[]> {
    if (input.customerId != null) {
      const c = await findCustomerRow(db, input.customerId);
      if (!c || c.propertyId !== property.id)
        throw badRequest('Customer not found', { customerId: VALIDATION_KEYS.noSuchCustomer });
    }
    const offerings: OfferingForSlots[] = [];
    for (const [i, line] of input.lines.entries()) {
      const o = await bookableOffering(db, property, line.offeringId, `lines.${i}.offeringId`);
      if (line.persons > o.offering.capacity)
        throw badRequest(`${o.offering.name} takes at most ${o.offering.capacity} per session`, {
          [`lines.${i}.persons`]: withValues(VALIDATION_KEYS.atMostPerSession, {
            max: o.offering.capacity,
          }),
        });
      offerings.push(o);
    }
    return offerings;
  }

  /**
   * The transactional create, for the desk and the public booking engine (issue 16): the customer (picked or new),
   * a coupon claimed, each line's slot held (the database lets exactly one of two racing callers take the last
   * place), the property's next number, the audit, a RESERVATION notification and the guest's messages; then
   * `opts.inTransaction` on the same transaction (the booking engine's deposit link). `by.actor` null: the customer
   * booked it themselves, online (audited under `by.name`, no advance payment taken).
   */
  async function book(
    property: PropertyRow,
    input: ReservationInput,
    by: { actor: Actor | null; name: string },
    opts: {
      status?: 'BOOKED' | 'CONFIRMED';
      inTransaction?: (tx: Db, row: ReservationRow) => Promise<void>;
    } = {},
  ): Promise<ReservationRow> {
    const status = opts.status ?? 'BOOKED';
    // The customer's own booking is audited as the enquiry form's are: by nobody signed in.
    const audit = by.actor ? { ...by.actor, name: by.name } : null;
    const offerings = await checkedRequest(property, input);

    return inTransaction(async (tx) => {
      const guest =
        input.customerId != null
          ? (await findCustomerRow(tx, input.customerId))!
          : await createCustomerRow(tx, property.id, input.customer!, audit);
      const saleLines = input.lines.map((l, i) => ({
        offering: offerings[i]!,
        persons: l.persons,
        date: visitDay(property, l.startsAt),
      }));
      // A coupon code: every rule checked and its use taken before any slot is held (decision 0044).
      const promotion = input.promotionCode
        ? await claimReservationPromotion(
            tx,
            property,
            input.promotionCode,
            saleLines,
            guest.id,
            input.discountPercentage,
          )
        : null;
      const placed: Placed[] = [];
      for (const [i, line] of input.lines.entries())
        placed.push(await placeLine(tx, property, offerings[i]!, line));

      const money = priceReservation(
        saleLines,
        input.discountPercentage,
        property.taxDetails,
        promotion?.lineDiscounts,
      );

      const sequence = await nextReservationSequence(tx, property.id);
      const row = await insertReservation(tx, {
        propertyId: property.id,
        sequence,
        referenceNumber: reservationReference(sequence),
        status,
        customerId: guest.id,
        startsAt: new Date(Math.min(...placed.map((p) => p.startsAt.getTime()))),
        endsAt: new Date(Math.max(...placed.map((p) => p.endsAt.getTime()))),
        notes: input.notes || null,
        serviceAddress: input.serviceAddress || null,
        currency: property.localCurrency,
        subtotal: money.subtotal,
        discountPercentage: input.discountPercentage,
        discountAmount: money.discountAmount,
        tax: money.tax,
        total: money.total,
        createdBy: by.actor?.id ?? null,
        ...(status === 'CONFIRMED' ? { confirmedAt: new Date() } : {}),
      });
      for (const [i, p] of placed.entries())
        await insertReservationLine(tx, {
          reservationId: row.id,
          propertyId: property.id,
          offeringId: offerings[i]!.offering.id,
          resourceId: p.resourceId,
          lane: p.lane,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          heldUntil: p.heldUntil,
          persons: input.lines[i]!.persons,
          unitPrice: money.lines[i]!.unitPrice,
          price: money.lines[i]!.price,
          tax: money.lines[i]!.tax,
          position: i,
        });
      if (promotion)
        await recordRedemption(tx, by.actor, property.id, promotion, {
          kind: 'RESERVATION',
          id: row.id,
          reference: row.referenceNumber,
          customerId: guest.id,
          revenue: row.total,
        });
      await recordAudit(tx, audit, {
        entity: 'reservation',
        entityId: row.id,
        action: 'create',
        after: audited(row),
        propertyId: property.id,
      });
      // After the creation's audit row, so the history reads create then payment; refused, it rolls back all.
      if (input.advancePayment && by.actor)
        await takePayment(tx, by.actor, property, row, input.advancePayment, {
          advance: true,
          field: 'advancePayment.amount',
        });
      const local = instantToWallClock(row.startsAt.getTime(), property.timezone);
      await raiseNotification(tx, {
        propertyId: property.id,
        notificationType: 'RESERVATION',
        referenceId: row.referenceNumber,
        referenceNumber: row.referenceNumber,
        status: 'submitted',
        message: `${by.actor ? 'Reservation' : 'Online reservation'} ${row.referenceNumber}: ${fullName(guest)}, ${offerings
          .map((o) => o.offering.name)
          .join(', ')} on ${local.date} at ${local.time}`,
      });
      // The guest's confirmation and the reminder before it, sent once this commits.
      await reservationMessages(tx, row.id, 'CREATED', by.actor?.id ?? null);
      await opts.inTransaction?.(tx, row);
      return row;
    });
  }

  /** Free slots of an offering on a property day, for a chosen resource or any (the desk's and the booking engine's). */
  async function slotsOn(property: PropertyRow, q: SlotSearchQuery): Promise<SlotDayAnswer> {
    const o = await findOfferingForSlots(db, q.offeringId);
    if (!o || o.offering.propertyId !== property.id)
      throw badRequest('Offering not found', { offeringId: VALIDATION_KEYS.noSuchOffering });
    const [day] = await slotDays(
      db,
      { property, offering: o, resourceId: q.resourceId, persons: q.persons },
      q.date,
      1,
    );
    return { ...day!, timeZone: property.timezone };
  }

  const propertyDay = (property: PropertyRow) => (d: string) =>
    new Date(wallClockToInstant(d, '00:00', property.timezone));

  return {
    /** Free slots of an offering on a property day, for a chosen resource or any. */
    async slots(actor: Actor, propertyId: number, q: SlotSearchQuery): Promise<SlotDayAnswer> {
      return slotsOn(await reachableProperty(db, actor, propertyId), q);
    },

    slotsOn,

    /** The scheduler's days (at most a week): resources, their working hours and offerings, and the lines. */
    async schedule(actor: Actor, propertyId: number, q: ScheduleQuery): Promise<Schedule> {
      const property = await reachableProperty(db, actor, propertyId);
      return readSchedule(db, property, q);
    },

    /** Today at a glance in the property's zone. */
    async today(actor: Actor, propertyId: number): Promise<ReservationToday> {
      const property = await reachableProperty(db, actor, propertyId);
      return readToday(db, property);
    },

    /** The reservation's audit entries, newest first: whoever may read the reservation reads its history. */
    async history(actor: Actor, id: number): Promise<AuditLogEntry[]> {
      const { row } = await reachableReservation(actor, id);
      return recordHistory(db, { entity: 'reservation', entityId: row.id, propertyId: row.propertyId });
    },

    async list(actor: Actor, propertyId: number, q: ReservationListQuery): Promise<ReservationPage> {
      const property = await reachableProperty(db, actor, propertyId);
      return listReservations(db, property.id, q, propertyDay(property));
    },

    async exportRows(actor: Actor, propertyId: number, q: ReservationListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const rows = await allReservations(db, property.id, q, propertyDay(property), EXPORT_READ_ROWS);
      return { rows, today: todayIn(property.timezone), timeZone: property.timezone };
    },

    async byReference(actor: Actor, propertyId: number, referenceNumber: string): Promise<Reservation> {
      const property = await reachableProperty(db, actor, propertyId, 'Reservation');
      const id = await findReservationIdByReference(db, property.id, referenceNumber);
      if (id == null) throw notFound('Reservation');
      return answer(id);
    },

    async get(actor: Actor, id: number): Promise<Reservation> {
      await reachableReservation(actor, id);
      return answer(id);
    },

    /**
     * Creates a reservation in one transaction: the customer (picked or new), each line's slot held (the database
     * lets exactly one of two racing clerks take the last place), the property's next number, the audit and a
     * RESERVATION notification.
     */
    async create(actor: Actor, propertyId: number, input: ReservationInput): Promise<Reservation> {
      const property = await reachableProperty(db, actor, propertyId);
      if (!reservationsAllowed(property.plan)) throw forbidden(RESERVATION_PLAN_MESSAGE);
      const who = await whoIs(actor);
      if (input.discountPercentage > who.maxDiscount + 1e-9)
        throw badRequest(`You may give at most ${who.maxDiscount} % discount`, {
          discountPercentage: withValues(VALIDATION_KEYS.atMostPercent, { max: who.maxDiscount }),
        });
      const row = await book(property, input, { actor, name: who.name });
      return answer(row.id);
    },

    book,
    /** The new reservation form's figures with its coupon code (the discount, or why it does not apply). */
    async quote(actor: Actor, propertyId: number, input: ReservationQuoteRequest): Promise<ReservationQuote> {
      const property = await reachableProperty(db, actor, propertyId);
      const offerings = await checkedRequest(property, input);
      const lines = input.lines.map((l, i) => ({
        offering: offerings[i]!,
        persons: l.persons,
        date: l.date,
      }));
      return quoteReservation(db, property, lines, input);
    },

    /**
     * Moves one line to another start (and resource, or any): its own hold is given back first, in the same
     * transaction. The price and a coupon's discount stay as sold: the code was checked when it was claimed.
     */
    async reschedule(actor: Actor, id: number, input: RescheduleInput): Promise<Reservation> {
      const { property } = await reachableReservation(actor, id);
      const who = await whoIs(actor);
      await inTransaction(async (tx) => {
        const before = await lockReservationRow(tx, id);
        if (!before) throw notFound('Reservation');
        if (!canReschedule(before.status))
          throw conflict(`A reservation ${STATUS_WORDS[before.status]} cannot be rescheduled`);
        const lines = await linesOf(tx, id);
        const line = lines.find((l) => l.id === input.lineId);
        if (!line) throw badRequest('Line not found', { lineId: VALIDATION_KEYS.noSuchReservationLine });
        const o = await findOfferingForSlots(tx, line.offeringId);
        await release(tx, line);
        const p = await placeLine(
          tx,
          property,
          o!,
          { startsAt: input.startsAt, resourceId: input.resourceId, persons: line.persons },
          line.id,
        );
        await updateReservationLine(tx, line.id, {
          resourceId: p.resourceId,
          lane: p.lane,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          heldUntil: p.heldUntil,
        });
        const moved = lines.map((l) => (l.id === line.id ? { ...l, ...p } : l));
        const after = await updateReservationRow(tx, id, {
          startsAt: new Date(Math.min(...moved.map((l) => l.startsAt.getTime()))),
          endsAt: new Date(Math.max(...moved.map((l) => l.endsAt.getTime()))),
        });
        await recordAudit(
          tx,
          { ...actor, name: who.name },
          {
            entity: 'reservation',
            entityId: id,
            action: 'update',
            before: audited(before),
            after: audited(after),
            event: 'RESCHEDULE',
            propertyId: property.id,
          },
        );
        // The guest hears of the new time; the reminder of the old one is cancelled and one for the new is set.
        await reservationMessages(tx, id, 'CHANGED', actor.id);
      });
      return answer(id);
    },

    /**
     * Takes money for the reservation (a Paid payment of the payments module linked to it, in its currency, dated
     * today in the property's zone unless a date is given); answers the reservation with its new paid and balance.
     */
    async pay(actor: Actor, id: number, input: ReservationPaymentInput): Promise<Reservation> {
      const { property } = await reachableReservation(actor, id);
      await db.transaction(async (tx) => {
        const r = await lockReservationRow(tx, id);
        if (!r) throw notFound('Reservation');
        await takePayment(tx, actor, property, r, input, { advance: false, field: 'amount' });
      });
      return answer(id);
    },

    /** confirm, check-in, complete, no-show and cancel: from the statuses the domain allows, else 409. */
    async transition(
      actor: Actor,
      id: number,
      action: ReservationAction,
      input?: CancelReservationInput,
    ): Promise<Reservation> {
      const { property } = await reachableReservation(actor, id);
      const who = await whoIs(actor);
      const rule = RESERVATION_TRANSITIONS[action];
      await db.transaction(async (tx) => {
        const before = await lockReservationRow(tx, id);
        if (!before) throw notFound('Reservation');
        if (!(rule.from as readonly string[]).includes(before.status))
          throw conflict(`A reservation ${STATUS_WORDS[before.status]} cannot be ${ACTION_WORDS[action]}`);
        const now = new Date();
        const after = await updateReservationRow(tx, id, {
          status: rule.to,
          ...(rule.to === 'CONFIRMED' ? { confirmedAt: now } : {}),
          ...(rule.to === 'CHECKED_IN' ? { checkedInAt: now } : {}),
          ...(rule.to === 'COMPLETED' ? { completedAt: now } : {}),
          ...(rule.to === 'CANCELLED' ? { cancelledAt: now, cancelReason: input?.reason ?? null } : {}),
        });
        // A completed reservation asks its guest for a review (issue 14), in this transaction.
        if (rule.to === 'COMPLETED') await requestReview(tx, property, 'RESERVATION', id, actor.id);
        // A cancelled or no-show reservation gives its places back at once: they can be sold again.
        if (rule.to === 'CANCELLED' || rule.to === 'NO_SHOW')
          for (const l of await linesOf(tx, id)) await release(tx, l);
        // A cancelled one gives its coupon's use back; a no-show keeps it, as a booking's does (decision 0044).
        if (rule.to === 'CANCELLED') await releasePromotionUse(tx, 'RESERVATION', id);
        await recordAudit(
          tx,
          { ...actor, name: who.name },
          {
            entity: 'reservation',
            entityId: id,
            action: 'update',
            before: audited(before),
            after: audited(after),
            event: rule.to,
            propertyId: property.id,
          },
        );
        // A cancellation is told to the guest; every other end (arrived, done, no-show) just calls off the reminder.
        if (rule.to !== 'CONFIRMED')
          await reservationMessages(tx, id, rule.to === 'CANCELLED' ? 'CANCELLED' : 'CLOSED', actor.id);
      });
      return answer(id);
    },
  };
}
export type ReservationService = ReturnType<typeof createReservationService>;

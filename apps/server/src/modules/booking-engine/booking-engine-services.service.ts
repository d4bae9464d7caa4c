// The public booking engine of a service business or a restaurant (issue 16, /book/{seoFriendlyName}): no sign-in.
// Its offerings, a day's free slots from the desk's slot engine, and the reservation a customer makes, through the
// reservation module's transactional create (the slot held in the database: of two customers taking the last
// place one wins, the other gets the 409 with the next free times). A property without the Booking Engine
// subscription, or unknown, answers 404 as one not published; nothing names a resource or another property.
import {
  depositDueAt,
  isTableBooking,
  reservationsAllowed,
  roundCents,
  todayIn,
  VALIDATION_KEYS,
  withValues,
  type FreeSlot,
  type PublicReservationInput,
  type PublicReservationReceipt,
  type PublicServices,
  type PublicSlot,
  type PublicSlotDay,
  type PublicSlotQuery,
  type ResourceKind,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { GatewayChooser } from '../payment-link/gateway-chooser';
import { holdsSubscription, onlinePayments, openCustomerLink } from '../payment-link/payment-link.service';
import type { PropertyRow } from '../property/property.repository';
import { confirmPaidOnline, type ReservationService } from '../reservation/reservation.service';
import { bookableOfferings, depositShare, findPublishedProperty } from './booking-engine-services.repository';
import { BOOKING_ENGINE_SUBSCRIPTION } from './booking-engine.repository';

/** Who made an online reservation and its deposit link, as the history and the links list say it. */
const ONLINE = 'Online booking';

/** A free slot without the resources that would deliver it: a customer picks a time, never a person. */
export const publicSlot = (s: FreeSlot): PublicSlot => ({
  startsAt: s.startsAt,
  endsAt: s.endsAt,
  localStart: s.localStart,
  localEnd: s.localEnd,
  places: s.places,
});

export function createBookingEngineServicesService(
  db: Db,
  deps: { reservations: ReservationService; gateways: GatewayChooser },
) {
  /**
   * The published property whose booking engine is on and whose plan takes reservations (not Business Starter),
   * else 404 as an unknown address.
   */
  async function engineProperty(seoFriendlyName: string): Promise<PropertyRow> {
    const p = await findPublishedProperty(db, seoFriendlyName);
    if (
      !p ||
      !reservationsAllowed(p.plan) ||
      !(await holdsSubscription(db, p.id, BOOKING_ENGINE_SUBSCRIPTION))
    )
      throw notFound('Property');
    return p;
  }

  async function offeringsOf(p: PropertyRow) {
    const rows = await bookableOfferings(db, p.id, todayIn(p.timezone));
    // An offering no active resource delivers has no slot to give: not shown.
    return rows
      .filter((r) => r.resourceKinds.length > 0)
      .map((r) => ({
        ...r,
        tableBooking: isTableBooking({
          resources: r.resourceKinds.map((kind) => ({ kind: kind as ResourceKind })),
        }),
      }));
  }

  /** One of the offerings on show (400 on the field otherwise: another property's is unknown here). */
  async function shownOffering(p: PropertyRow, offeringId: number, field: string) {
    const o = (await offeringsOf(p)).find((r) => r.id === offeringId);
    if (!o) throw badRequest('Offering not found', { [field]: VALIDATION_KEYS.noSuchOffering });
    return o;
  }

  return {
    async services(seoFriendlyName: string): Promise<PublicServices> {
      const p = await engineProperty(seoFriendlyName);
      const [offerings, deposit, online] = [
        await offeringsOf(p),
        await depositShare(db, p.id),
        await onlinePayments(deps.gateways, p.id),
      ];
      return {
        propertyName: p.name,
        businessType: p.businessType,
        currency: p.localCurrency,
        timeZone: p.timezone,
        today: todayIn(p.timezone),
        offerings: offerings.map((o) => ({
          id: o.id,
          name: o.name,
          description: o.description,
          serviceName: o.serviceName,
          durationMinutes: o.durationMinutes,
          price: o.price,
          maxPersons: o.capacity,
          tableBooking: o.tableBooking,
          imageUrl: o.imageUrl,
          depositPercentage: online && o.price > 0 ? deposit : 0,
        })),
      };
    },

    /** The offering's free slots on a day, from the desk's slot engine (any resource, for the persons given). */
    async slots(seoFriendlyName: string, q: PublicSlotQuery): Promise<PublicSlotDay> {
      const p = await engineProperty(seoFriendlyName);
      await shownOffering(p, q.offeringId, 'offeringId');
      const day = await deps.reservations.slotsOn(p, q);
      return { ...day, slots: day.slots.map(publicSlot) };
    },

    /**
     * The customer's reservation: confirmed at once, or, when the property takes payments online and the sale costs
     * something, booked with its slot held and a deposit link (the property's share) opened on the same transaction.
     * The link, and so the hold, ends when the deposit falls due (depositDueAt: two days at most, an hour before the
     * time at the latest); unpaid by then, the deposit sweep cancels the reservation. A time too near for a deposit
     * is confirmed at once without one (the domain's rule says why; the booking page tells the customer).
     */
    async reserve(seoFriendlyName: string, input: PublicReservationInput): Promise<PublicReservationReceipt> {
      const p = await engineProperty(seoFriendlyName);
      const shown = await shownOffering(p, input.offeringId, 'offeringId');
      if (input.persons > shown.capacity)
        throw badRequest(`${shown.name} takes at most ${shown.capacity}`, {
          persons: withValues(VALIDATION_KEYS.atMostPerSession, { max: shown.capacity }),
        });
      const online = await onlinePayments(deps.gateways, p.id);
      const share = online ? await depositShare(db, p.id) : 0;
      const dueAt = depositDueAt(new Date(input.startsAt), new Date());
      const asksDeposit = online != null && share > 0 && shown.price > 0 && dueAt != null;
      let payPath: string | null = null;
      let deposit: number | null = null;
      let confirmedFree = false;
      const row = await deps.reservations.book(
        p,
        {
          lines: [{ offeringId: shown.id, startsAt: input.startsAt, persons: input.persons }],
          customer: {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            language: input.language,
          },
          notes: input.notes ?? null,
          discountPercentage: 0,
          promotionCode: input.promotionCode ?? null,
        },
        { actor: null, name: ONLINE },
        {
          status: asksDeposit ? 'BOOKED' : 'CONFIRMED',
          inTransaction: async (tx, r) => {
            if (!asksDeposit || !dueAt) return;
            const amount = roundCents((r.total * share) / 100);
            // A code that took the whole price (or left no deposit worth a cent) leaves nothing to pay, so nothing to
            // hold the time for: confirmed at once, as a free offering is (a BOOKED one with no link would never be
            // paid, confirmed or released).
            if (amount <= 0) {
              await confirmPaidOnline(tx, r.id);
              confirmedFree = true;
              return;
            }
            deposit = amount;
            payPath = await openCustomerLink(tx, p, {
              reservationId: r.id,
              reference: r.referenceNumber,
              amount: deposit,
              currency: r.currency,
              email: input.email,
              payerName: `${input.firstName} ${input.lastName}`,
              language: input.language,
              expiresAt: dueAt,
              testMode: online.testMode,
              createdByName: ONLINE,
            });
          },
        },
      );
      return {
        referenceNumber: row.referenceNumber,
        status: confirmedFree ? 'CONFIRMED' : row.status,
        propertyName: p.name,
        offeringName: shown.name,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        timeZone: p.timezone,
        persons: input.persons,
        currency: row.currency,
        total: row.total,
        discount: row.discountAmount,
        deposit,
        payPath,
        depositDueAt: payPath && dueAt ? dueAt.toISOString() : null,
        email: input.email,
      };
    },
  };
}
export type BookingEngineServicesService = ReturnType<typeof createBookingEngineServicesService>;

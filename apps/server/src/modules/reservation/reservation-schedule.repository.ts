// What the scheduler and the today glance read: the property's bookable catalogue in one go (services, offerings,
// resources and who delivers what), time off and held places of all its resources, and the lines of a range. A
// fixed number of queries whatever the number of resources or offerings.
import type { ReservationStatus, WorkingDay } from '@bookone/domain';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  businessService,
  customer,
  offering,
  offeringResource,
  reservation,
  reservationLine,
  serviceResource,
} from '../../db/schema';
import { RELEASED_STATUSES } from './reservation.repository';

/**
 * The active services of a property, their active bookable offerings, the active resources that serve them (a
 * resource of no service serves any) and which resource delivers which offering: three queries.
 */
export async function bookableCatalogue(db: Db, propertyId: number) {
  const services = await db
    .select()
    .from(businessService)
    .where(and(eq(businessService.propertyId, propertyId), eq(businessService.active, true)))
    .orderBy(asc(businessService.name), asc(businessService.id));
  const serviceIds = services.map((s) => s.id);
  const resources = await db
    .select({
      id: serviceResource.id,
      name: serviceResource.name,
      kind: serviceResource.kind,
      capacity: serviceResource.capacity,
      workingHours: serviceResource.workingHours,
      businessServiceId: serviceResource.businessServiceId,
    })
    .from(serviceResource)
    .where(
      and(
        eq(serviceResource.propertyId, propertyId),
        eq(serviceResource.active, true),
        serviceIds.length
          ? or(
              isNull(serviceResource.businessServiceId),
              inArray(serviceResource.businessServiceId, serviceIds),
            )
          : isNull(serviceResource.businessServiceId),
      ),
    )
    .orderBy(asc(serviceResource.name), asc(serviceResource.id));
  const offerings = serviceIds.length
    ? await db
        .select({
          offering,
          resourceId: offeringResource.resourceId,
        })
        .from(offering)
        .leftJoin(offeringResource, eq(offeringResource.offeringId, offering.id))
        .where(
          and(
            eq(offering.propertyId, propertyId),
            inArray(offering.businessServiceId, serviceIds),
            eq(offering.active, true),
            eq(offering.bookable, true),
          ),
        )
        .orderBy(asc(offering.name), asc(offering.id))
    : [];
  return { services, resources, offerings };
}

export type BookableCatalogue = Awaited<ReturnType<typeof bookableCatalogue>>;

/** The reservation lines of a property over [from, to) that still hold their places, as the scheduler's bars. */
export async function scheduleLines(db: Db, propertyId: number, from: Date, to: Date) {
  return db
    .select({
      lineId: reservationLine.id,
      reservationId: reservation.id,
      referenceNumber: reservation.referenceNumber,
      status: reservation.status,
      customerName: sql<string>`trim(${customer.firstName} || ' ' || coalesce(${customer.lastName}, ''))`,
      offeringId: reservationLine.offeringId,
      offeringName: offering.name,
      resourceId: reservationLine.resourceId,
      startsAt: reservationLine.startsAt,
      endsAt: reservationLine.endsAt,
      persons: reservationLine.persons,
    })
    .from(reservationLine)
    .innerJoin(reservation, eq(reservation.id, reservationLine.reservationId))
    .innerJoin(customer, eq(customer.id, reservation.customerId))
    .innerJoin(offering, eq(offering.id, reservationLine.offeringId))
    .where(
      and(
        eq(reservationLine.propertyId, propertyId),
        lt(reservationLine.startsAt, to),
        gt(reservationLine.endsAt, from),
        notInArray(reservation.status, [...RELEASED_STATUSES]),
      ),
    )
    .orderBy(asc(reservationLine.startsAt), asc(reservationLine.id));
}

/** How many reservations of a property start in [from, to), by status. */
export async function statusCounts(db: Db, propertyId: number, from: Date, to: Date) {
  const rows = await db
    .select({ status: reservation.status, n: count() })
    .from(reservation)
    .where(
      and(
        eq(reservation.propertyId, propertyId),
        gte(reservation.startsAt, from),
        lt(reservation.startsAt, to),
      ),
    )
    .groupBy(reservation.status);
  return rows as { status: ReservationStatus; n: number }[];
}

/** A service's week, else the property's (what the slot engine takes for a service without hours of its own). */
export const hoursOf = (
  service: { openingHours: WorkingDay[] | null },
  propertyHours: WorkingDay[],
): WorkingDay[] => service.openingHours ?? propertyHours;

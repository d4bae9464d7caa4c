// The public booking engine's reads for services and restaurants (issue 16): the property behind an address, its
// offerings as a customer may book them, and the deposit share of its booking engine settings.
import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  bookingEngineSetting,
  businessService,
  offering,
  offeringImage,
  offeringResource,
  property,
  serviceResource,
} from '../../db/schema';
import type { PropertyRow } from '../property/property.repository';

/** The property published at /book/{seoFriendlyName}; an inactive one is not published. */
export async function findPublishedProperty(
  db: Db,
  seoFriendlyName: string,
): Promise<PropertyRow | undefined> {
  const [row] = await db
    .select()
    .from(property)
    .where(and(eq(property.seoFriendlyName, seoFriendlyName), ne(property.propertyStatus, 'INACTIVE')));
  return row;
}

/**
 * The offerings a customer may book online, by service then name: active and bookable, of an active service, not
 * expired by `today`; with the service's name, the main image and the kinds of the resources that deliver each.
 */
export async function bookableOfferings(db: Db, propertyId: number, today: string) {
  const rows = await db
    .select({
      id: offering.id,
      name: offering.name,
      description: offering.description,
      serviceName: businessService.name,
      durationMinutes: offering.durationMinutes,
      price: offering.price,
      capacity: offering.capacity,
    })
    .from(offering)
    .innerJoin(businessService, eq(businessService.id, offering.businessServiceId))
    .where(
      and(
        eq(offering.propertyId, propertyId),
        eq(offering.active, true),
        eq(offering.bookable, true),
        eq(businessService.active, true),
        or(isNull(offering.expiresOn), gte(offering.expiresOn, today)),
      ),
    )
    .orderBy(asc(businessService.name), asc(offering.name), asc(offering.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const resources = await db
    .select({ offeringId: offeringResource.offeringId, kind: serviceResource.kind })
    .from(offeringResource)
    .innerJoin(serviceResource, eq(serviceResource.id, offeringResource.resourceId))
    .where(and(inArray(offeringResource.offeringId, ids), eq(serviceResource.active, true)));
  const images = await db
    .selectDistinctOn([offeringImage.offeringId], {
      offeringId: offeringImage.offeringId,
      url: offeringImage.url,
    })
    .from(offeringImage)
    .where(inArray(offeringImage.offeringId, ids))
    .orderBy(
      offeringImage.offeringId,
      sql`${offeringImage.isMain} desc`,
      asc(offeringImage.sortOrder),
      asc(offeringImage.id),
    );
  const kinds = new Map<number, string[]>();
  for (const r of resources) kinds.set(r.offeringId, [...(kinds.get(r.offeringId) ?? []), r.kind]);
  const image = new Map(images.map((i) => [i.offeringId, i.url]));
  return rows.map((r) => ({ ...r, resourceKinds: kinds.get(r.id) ?? [], imageUrl: image.get(r.id) ?? null }));
}

/** The share of a sale its deposit asks (the property's booking engine setting; the table's default without one). */
export async function depositShare(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ depositPercentage: bookingEngineSetting.depositPercentage })
    .from(bookingEngineSetting)
    .where(eq(bookingEngineSetting.propertyId, propertyId));
  return row?.depositPercentage ?? DEFAULT_DEPOSIT_PERCENTAGE;
}

/** booking_engine_setting.deposit_percentage's default: a property that never saved its settings asks this. */
const DEFAULT_DEPOSIT_PERCENTAGE = 30;

// The reads of enquiry quotes and of the public enquiry form (issue 15): the property a form names, its room types,
// the names a quote keeps, the state of a sent quote's payment link.
import { and, asc, eq, ne } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { paymentLink, property, ratePlan, roomType } from '../../db/schema';

/** The property a public form names by its address; a deactivated one is not found. */
export async function findPropertyBySeoName(db: Db, seoFriendlyName: string) {
  const [row] = await db
    .select({
      id: property.id,
      organisationId: property.organisationId,
      name: property.name,
      logoUrl: property.logoUrl,
    })
    .from(property)
    .where(and(eq(property.seoFriendlyName, seoFriendlyName), ne(property.propertyStatus, 'INACTIVE')));
  return row;
}

/** The property's room types by name: the form's accommodation types. */
export async function roomTypeNames(db: Db, propertyId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roomType.name })
    .from(roomType)
    .where(eq(roomType.propertyId, propertyId))
    .orderBy(asc(roomType.name));
  return [...new Set(rows.map((r) => r.name))];
}

/** The names a quote keeps of its room type and plan (the plan's only when it is the room type's). */
export async function stayNames(db: Db, roomTypeId: number, ratePlanId: number | null) {
  const [rt] = await db.select({ name: roomType.name }).from(roomType).where(eq(roomType.id, roomTypeId));
  const [plan] =
    ratePlanId == null
      ? []
      : await db
          .select({ name: ratePlan.name })
          .from(ratePlan)
          .where(and(eq(ratePlan.id, ratePlanId), eq(ratePlan.roomTypeId, roomTypeId)));
  return { roomTypeName: rt?.name ?? '', ratePlanName: plan?.name ?? null };
}

/** What tells whether a sent quote's payment link may still be paid (payment-link's `linkStatus`). */
export async function quoteLinkState(db: Db, linkId: number) {
  const [row] = await db
    .select({ status: paymentLink.status, expiresAt: paymentLink.expiresAt })
    .from(paymentLink)
    .where(eq(paymentLink.id, linkId));
  return row;
}

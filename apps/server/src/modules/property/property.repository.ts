import type { Property } from '@bookone/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { property, propertySubscription, roomType, subscription } from '../../db/schema';

export type PropertyRow = typeof property.$inferSelect;
export type NewPropertyRow = typeof property.$inferInsert;

export async function findPropertyRow(db: Db, id: number): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(property).where(eq(property.id, id));
  return row;
}

export async function insertProperty(db: Db, values: NewPropertyRow): Promise<PropertyRow> {
  const [row] = await db.insert(property).values(values).returning();
  if (!row) throw new Error('insert property returned nothing');
  return row;
}

/** The property as the session keeps it: with its subscriptions and the number of room types. */
export async function findPropertyView(db: Db, id: number): Promise<Property | undefined> {
  const row = await findPropertyRow(db, id);
  if (!row) return undefined;
  const [subs, [types]] = await Promise.all([
    db
      .select({ id: subscription.id, name: subscription.name })
      .from(propertySubscription)
      .innerJoin(subscription, eq(subscription.id, propertySubscription.subscriptionId))
      .where(eq(propertySubscription.propertyId, id))
      .orderBy(asc(subscription.name)),
    db.select({ n: count() }).from(roomType).where(eq(roomType.propertyId, id)),
  ]);
  return toProperty(row, subs, types?.n ?? 0);
}

export function toProperty(
  row: PropertyRow,
  subscriptionList: { id: number; name: string }[],
  noOfRoomType: number,
) {
  return {
    id: row.id,
    organisationId: row.organisationId,
    name: row.name,
    shortName: row.shortName,
    businessType: row.businessType,
    propertyStatus: row.propertyStatus,
    plan: row.plan,
    logoUrl: row.logoUrl,
    imageUrl: row.imageUrl,
    seoFriendlyName: row.seoFriendlyName,
    noOfRoomType,
    subscriptionList,
    taxDetails: row.taxDetails,
    localCurrency: row.localCurrency,
    timezone: row.timezone,
    email: row.email,
    mobile: row.mobile,
    phone: row.phone,
    address: {
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      suburb: row.suburb,
      city: row.city,
      state: row.state,
      country: row.country,
      postcode: row.postcode,
    },
  } satisfies Property;
}

export async function findSeoNamesLike(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ seo: property.seoFriendlyName })
    .from(property)
    .where(inArray(property.seoFriendlyName, names));
  return new Set(rows.map((r) => r.seo).filter((s): s is string => s != null));
}

/** Adds a subscription to a property; false when the property already had it. */
export async function addPropertySubscription(
  db: Db,
  propertyId: number,
  subscriptionId: number,
  createdBy: number,
): Promise<boolean> {
  const rows = await db
    .insert(propertySubscription)
    .values({ propertyId, subscriptionId, createdBy })
    .onConflictDoNothing()
    .returning({ propertyId: propertySubscription.propertyId });
  return rows.length > 0;
}

import type { Property } from '@bookone/domain';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  businessHours,
  businessService,
  property,
  propertySubscription,
  room,
  roomType,
  subscription,
} from '../../db/schema';

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

// ------------------------------------------------------------------ setup facts (the onboarding rule)

/** Room types of a property that have at least one physical room (the onboarding rule). */
export async function countRoomTypesWithRooms(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${room.roomTypeId})`.mapWith(Number) })
    .from(room)
    .where(eq(room.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function countBusinessHours(db: Db, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(businessHours)
    .where(eq(businessHours.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function countBusinessServices(db: Db, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(businessService)
    .where(eq(businessService.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function markCompleted(db: Db, propertyId: number) {
  await db
    .update(property)
    .set({ propertyStatus: 'COMPLETED' })
    .where(sql`${property.id} = ${propertyId} and ${property.propertyStatus} = 'NEW'`);
}

/** Room types of a property, with or without rooms (the wizard's room types step). */
export async function countRoomTypes(db: Db, propertyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(roomType).where(eq(roomType.propertyId, propertyId));
  return row?.n ?? 0;
}

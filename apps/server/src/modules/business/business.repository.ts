import type { BusinessDay, BusinessService, PropertyImage, Weekday } from '@bookone/domain';
import { WEEKDAYS } from '@bookone/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { businessHours, businessService, property, propertyImage } from '../../db/schema';

export type PropertyImageRow = typeof propertyImage.$inferSelect;
export type BusinessServiceRow = typeof businessService.$inferSelect;
export type PropertyUpdate = Partial<typeof property.$inferInsert>;

export async function updatePropertyRow(db: Db, id: number, values: PropertyUpdate) {
  const [row] = await db.update(property).set(values).where(eq(property.id, id)).returning();
  return row;
}

/** Locks the property row until the transaction ends (serialises image uploads against the plan limit). */
export async function lockProperty(db: Db, id: number) {
  const [row] = await db.select().from(property).where(eq(property.id, id)).for('update');
  return row;
}

export async function isSeoNameTaken(db: Db, name: string, exceptPropertyId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: property.id })
    .from(property)
    .where(
      exceptPropertyId
        ? and(eq(property.seoFriendlyName, name), ne(property.id, exceptPropertyId))
        : eq(property.seoFriendlyName, name),
    )
    .limit(1);
  return rows.length > 0;
}

// ------------------------------------------------------------------ images

export function toImage(row: PropertyImageRow): PropertyImage {
  return { id: row.id, url: row.url, caption: row.caption, main: row.main, sort: row.sort };
}

export async function listImages(db: Db, propertyId: number) {
  const rows = await db
    .select()
    .from(propertyImage)
    .where(eq(propertyImage.propertyId, propertyId))
    .orderBy(asc(propertyImage.sort), asc(propertyImage.id));
  return rows.map(toImage);
}

export async function countImages(db: Db, propertyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(propertyImage)
    .where(eq(propertyImage.propertyId, propertyId));
  return row?.n ?? 0;
}

export async function findImageRow(db: Db, id: number) {
  const [row] = await db.select().from(propertyImage).where(eq(propertyImage.id, id));
  return row;
}

export async function insertImage(db: Db, values: typeof propertyImage.$inferInsert) {
  const [row] = await db.insert(propertyImage).values(values).returning();
  if (!row) throw new Error('insert image returned nothing');
  return row;
}

export async function updateImageRow(db: Db, id: number, values: Partial<typeof propertyImage.$inferInsert>) {
  const [row] = await db.update(propertyImage).set(values).where(eq(propertyImage.id, id)).returning();
  return row;
}

export async function clearMainImage(db: Db, propertyId: number) {
  await db.update(propertyImage).set({ main: false }).where(eq(propertyImage.propertyId, propertyId));
}

export async function deleteImageRow(db: Db, id: number) {
  await db.delete(propertyImage).where(eq(propertyImage.id, id));
}

// ------------------------------------------------------------------ business hours

export async function listHours(db: Db, propertyId: number): Promise<BusinessDay[]> {
  const rows = await db.select().from(businessHours).where(eq(businessHours.propertyId, propertyId));
  const order = (d: Weekday) => WEEKDAYS.indexOf(d);
  return rows
    .sort((a, b) => order(a.weekday) - order(b.weekday))
    .map((r) => ({
      weekday: r.weekday,
      open: r.open,
      opensAt: r.opensAt,
      closesAt: r.closesAt,
      breaks: r.breaks,
    }));
}

export async function replaceHours(db: Db, propertyId: number, days: BusinessDay[]) {
  await db.delete(businessHours).where(eq(businessHours.propertyId, propertyId));
  await db.insert(businessHours).values(
    days.map((d) => ({
      propertyId,
      weekday: d.weekday,
      open: d.open,
      opensAt: d.open ? d.opensAt : null,
      closesAt: d.open ? d.closesAt : null,
      breaks: d.open ? d.breaks : [],
    })),
  );
}

// ------------------------------------------------------------------ business services (outlets)

export function toService(row: BusinessServiceRow): BusinessService {
  return {
    id: row.id,
    propertyId: row.propertyId,
    name: row.name,
    description: row.description,
    serviceType: row.serviceType,
    email: row.email,
    phone: row.phone,
    taxDetails: row.taxDetails,
    active: row.active,
  };
}

export async function listServices(db: Db, propertyId: number) {
  const rows = await db
    .select()
    .from(businessService)
    .where(eq(businessService.propertyId, propertyId))
    .orderBy(asc(businessService.id));
  return rows.map(toService);
}

export async function findServiceRow(db: Db, id: number) {
  const [row] = await db.select().from(businessService).where(eq(businessService.id, id));
  return row;
}

export async function insertService(db: Db, values: typeof businessService.$inferInsert) {
  const [row] = await db.insert(businessService).values(values).returning();
  if (!row) throw new Error('insert service returned nothing');
  return row;
}

export async function updateServiceRow(
  db: Db,
  id: number,
  values: Partial<typeof businessService.$inferInsert>,
) {
  const [row] = await db.update(businessService).set(values).where(eq(businessService.id, id)).returning();
  return row;
}

export async function deleteServiceRow(db: Db, id: number) {
  await db.delete(businessService).where(eq(businessService.id, id));
}

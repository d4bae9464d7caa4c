import type { Notification } from '@bookone/domain';
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { notification } from '../../db/schema';

export type NotificationRow = typeof notification.$inferSelect;
export type NewNotificationRow = typeof notification.$inferInsert;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    propertyId: row.propertyId,
    notificationType: row.notificationType,
    referenceNumber: row.referenceNumber,
    referenceId: row.referenceId,
    status: row.status,
    notificationStatus: row.notificationStatus,
    message: row.message,
    createdDate: row.createdDate.toISOString(),
  };
}

export async function findNotificationRow(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notification).where(eq(notification.id, id));
  return row;
}

/** A property's notifications, oldest first (the panel reverses them). */
export async function listNotificationsByProperty(db: Db, propertyId: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notification)
    .where(eq(notification.propertyId, propertyId))
    .orderBy(asc(notification.createdDate), asc(notification.id));
  return rows.map(toNotification);
}

export async function insertNotification(db: Db, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notification).values(values).returning();
  if (!row) throw new Error('insert notification returned nothing');
  return row;
}

export async function updateNotificationStatus(
  db: Db,
  id: number,
  notificationStatus: NotificationRow['notificationStatus'],
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notification)
    .set({ notificationStatus })
    .where(eq(notification.id, id))
    .returning();
  return row;
}

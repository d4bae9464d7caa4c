import type { Notification, NotificationType, SaveNotificationInput } from '@bookone/domain';

import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { assertReach, canReachProperty } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import { publishLive } from '../live/live.service';
import { findPropertyRow } from '../property/property.service';
import {
  findNotificationRow,
  insertNotification,
  listNotificationsByProperty,
  toNotification,
  updateNotificationStatus,
} from './notification.repository';

export interface RaiseNotificationInput {
  propertyId: number;
  notificationType: NotificationType;
  referenceNumber?: string | null;
  referenceId?: string | number | null;
  /** What happened to the record the notification is about (spec §4: drives the icon). */
  status: Notification['status'];
  message: string;
}

/**
 * Raises a notification for a property's staff; other modules call this when something they own happens (a
 * booking confirmed, an invoice submitted...). It starts as 'New'. Pass a transaction to raise it atomically with
 * the change it reports (and to announce it on the live channel only when that commits).
 */
export async function raiseNotification(db: Db, input: RaiseNotificationInput): Promise<Notification> {
  const row = await insertNotification(db, {
    propertyId: input.propertyId,
    notificationType: input.notificationType,
    referenceNumber: input.referenceNumber ?? null,
    referenceId: input.referenceId == null ? null : String(input.referenceId),
    status: input.status,
    message: input.message,
  });
  // The panels of the property's open tabs hear of it when the change commits (the live channel).
  await publishLive(db, { kind: 'notification', propertyId: input.propertyId });
  return toNotification(row);
}

export function createNotificationService(db: Db) {
  async function reachableProperty(actor: Actor, propertyId: number, what = 'Property') {
    const row = await findPropertyRow(db, propertyId);
    if (!row) throw notFound(what);
    assertReach(canReachProperty(actor, row), what);
    return row;
  }

  return {
    /** Spec §7.2: a property's notifications, oldest first. */
    async listByProperty(actor: Actor, propertyId: number): Promise<Notification[]> {
      await reachableProperty(actor, propertyId);
      return listNotificationsByProperty(db, propertyId);
    },

    /** Spec §4: saves the status of a clicked notification and answers its property's whole list. */
    async save(actor: Actor, input: SaveNotificationInput): Promise<Notification[]> {
      const row = await findNotificationRow(db, input.id);
      if (!row) throw notFound('Notification');
      // Another tenant's notification answers as a missing one.
      await reachableProperty(actor, row.propertyId, 'Notification');
      if (row.notificationStatus !== input.notificationStatus) {
        await updateNotificationStatus(db, row.id, input.notificationStatus);
      }
      return listNotificationsByProperty(db, row.propertyId);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;

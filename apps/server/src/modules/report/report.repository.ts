import { and, desc, eq, notInArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, booking } from '../../db/schema';

/** Bookings in these statuses never count as sales (an enquiry is not a sale yet). */
export const NOT_SOLD = ['CANCELLED', 'VOID', 'NO_SHOW', 'ENQUIRY'] as const;

/**
 * Sales per account manager (the user who created the bookings): the sum of the totals of their bookings created
 * between `fromDate` and `toDate` inclusive, by the creation date in the property's time zone. Bookings whose
 * creator is gone (created_by set null) belong to nobody and are left out.
 */
export async function salesByCreator(
  db: Db,
  propertyId: number,
  timeZone: string,
  fromDate: string,
  toDate: string,
) {
  const createdOn = sql`(${booking.createdAt} at time zone ${timeZone})::date`;
  const totalAmount = sql<number>`sum(${booking.total})`.mapWith(Number);
  return db
    .select({ accountManager: appUser.username, totalAmount })
    .from(booking)
    .innerJoin(appUser, eq(appUser.id, booking.createdBy))
    .where(
      and(
        eq(booking.propertyId, propertyId),
        notInArray(booking.status, [...NOT_SOLD]),
        sql`${createdOn} between ${fromDate}::date and ${toDate}::date`,
      ),
    )
    .groupBy(appUser.username)
    .orderBy(desc(totalAmount), appUser.username);
}

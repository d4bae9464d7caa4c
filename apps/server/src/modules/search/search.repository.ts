import type { SearchResult } from '@bookone/domain';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, booking, customer, property } from '../../db/schema';

/** Which rows a search may return; an empty filter means everything (the platform). */
export interface SearchScope {
  organisationId?: number;
  propertyId?: number;
  userId?: number;
}

/** `%text%` for ILIKE, with the wildcards of the text itself escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchUsers(
  db: Db,
  scope: SearchScope,
  text: string,
  limit: number,
): Promise<SearchResult['users']> {
  const like = contains(text);
  const conditions: (SQL | undefined)[] = [
    or(
      ilike(appUser.username, like),
      ilike(appUser.firstName, like),
      ilike(appUser.lastName, like),
      sql`(${appUser.firstName} || ' ' || ${appUser.lastName}) ilike ${like}`,
    ),
  ];
  if (scope.organisationId != null) conditions.push(eq(appUser.organisationId, scope.organisationId));
  if (scope.propertyId != null) conditions.push(eq(appUser.propertyId, scope.propertyId));
  if (scope.userId != null) conditions.push(eq(appUser.id, scope.userId));
  return db
    .select({
      id: appUser.id,
      username: appUser.username,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      roles: appUser.roles,
      propertyId: appUser.propertyId,
    })
    .from(appUser)
    .where(and(...conditions))
    .orderBy(asc(appUser.lastName), asc(appUser.firstName), asc(appUser.id))
    .limit(limit);
}

export async function searchProperties(
  db: Db,
  scope: Omit<SearchScope, 'userId'>,
  text: string,
  limit: number,
): Promise<SearchResult['properties']> {
  const like = contains(text);
  const conditions: (SQL | undefined)[] = [
    or(ilike(property.name, like), ilike(property.shortName, like), ilike(property.city, like)),
  ];
  if (scope.organisationId != null) conditions.push(eq(property.organisationId, scope.organisationId));
  if (scope.propertyId != null) conditions.push(eq(property.id, scope.propertyId));
  return db
    .select({
      id: property.id,
      name: property.name,
      businessType: property.businessType,
      city: property.city,
    })
    .from(property)
    .where(and(...conditions))
    .orderBy(asc(property.name), asc(property.id))
    .limit(limit);
}

/** The tenant filter on a table's property column: one property, or every property of an organisation. */
function inScope(
  column: typeof customer.propertyId | typeof booking.propertyId,
  scope: Omit<SearchScope, 'userId'>,
) {
  const conditions: SQL[] = [];
  if (scope.propertyId != null) conditions.push(eq(column, scope.propertyId));
  if (scope.organisationId != null)
    conditions.push(
      sql`${column} in (select ${property.id} from ${property} where ${property.organisationId} = ${scope.organisationId})`,
    );
  return conditions;
}

/** Digits of a search that looks like a phone number (no letters, at least 4 digits), else null. */
function phoneDigitsOf(text: string): string | null {
  if (/\p{L}/u.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 4 ? digits : null;
}

const guestName = sql<string>`trim(${customer.firstName} || ' ' || coalesce(${customer.lastName}, ''))`;

export async function searchGuests(
  db: Db,
  scope: Omit<SearchScope, 'userId'>,
  text: string,
  limit: number,
): Promise<SearchResult['guests']> {
  const like = contains(text);
  const digits = phoneDigitsOf(text);
  const match = or(
    ilike(customer.firstName, like),
    ilike(customer.lastName, like),
    ilike(customer.email, like),
    sql`${guestName} ilike ${like}`,
    digits ? ilike(customer.phoneDigits, contains(digits)) : undefined,
  );
  return db
    .select({
      id: customer.id,
      propertyId: customer.propertyId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
    })
    .from(customer)
    .where(and(match, ...inScope(customer.propertyId, scope)))
    .orderBy(asc(customer.lastName), asc(customer.firstName), asc(customer.id))
    .limit(limit);
}

export async function searchBookings(
  db: Db,
  scope: Omit<SearchScope, 'userId'>,
  text: string,
  limit: number,
): Promise<SearchResult['bookings']> {
  const like = contains(text);
  return (
    db
      .select({
        id: booking.id,
        propertyId: booking.propertyId,
        bookingNumber: booking.bookingNumber,
        status: booking.status,
        guestName: sql<string>`coalesce(${guestName}, '')`,
        arrival: booking.arrival,
        departure: booking.departure,
      })
      .from(booking)
      .leftJoin(customer, eq(customer.id, booking.customerId))
      .where(
        and(
          or(
            ilike(booking.bookingNumber, like),
            ilike(booking.externalReference, like),
            sql`${guestName} ilike ${like}`,
          ),
          ...inScope(booking.propertyId, scope),
        ),
      )
      // The most recent stays first: the one the desk is looking for is usually current.
      .orderBy(desc(booking.arrival), desc(booking.id))
      .limit(limit)
  );
}

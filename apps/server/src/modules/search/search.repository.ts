import type { SearchResult } from '@bookone/domain';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, property } from '../../db/schema';

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

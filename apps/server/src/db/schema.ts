// The database schema. TypeScript keys are camelCase; the connection's `casing: 'snake_case'` maps them to
// snake_case columns. Change a table here, then `npm run db:generate` and commit the migration it writes.
import type { BusinessType, NotificationType, Plan, PropertyStatus, Role, TaxDetails } from '@bookone/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

export const organisation = pgTable('organisation', {
  id: serial().primaryKey(),
  name: text().notNull(),
  parentOrganisationId: integer().references((): AnyPgColumn => organisation.id),
  createdAt: createdAt(),
});

export const property = pgTable(
  'property',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisation.id),
    name: text().notNull(),
    shortName: text(),
    businessType: text().$type<BusinessType>().notNull(),
    propertyStatus: text().$type<PropertyStatus>().notNull().default('NEW'),
    plan: text().$type<Plan>(),
    logoUrl: text(),
    imageUrl: text(),
    seoFriendlyName: text().unique(),
    localCurrency: text().notNull().default('NZD'),
    timezone: text().notNull().default('Pacific/Auckland'),
    email: text(),
    mobile: text(),
    phone: text(),
    addressLine1: text(),
    addressLine2: text(),
    suburb: text(),
    city: text(),
    state: text(),
    country: text(),
    postcode: text(),
    taxDetails: jsonb().$type<TaxDetails>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.organisationId)],
);

/** Room types: the property-setup module owns their details; the shell only needs the count (noOfRoomType). */
export const roomType = pgTable(
  'room_type',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.propertyId)],
);

export const appUser = pgTable(
  'app_user',
  {
    id: serial().primaryKey(),
    /** The username is the email, kept lower-case so that sign-in is case-insensitive. */
    username: text().notNull().unique(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    photoUrl: text(),
    roles: text()
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    organisationId: integer().references(() => organisation.id),
    propertyId: integer().references(() => property.id),
    targetStartDate: date({ mode: 'string' }),
    targetEndDate: date({ mode: 'string' }),
    targetAmount: money(),
    enabled: boolean().notNull().default(true),
    /** Bumped when the password changes, so tokens issued before stop working. */
    tokenVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.organisationId), index().on(t.propertyId)],
);

export const subscription = pgTable('subscription', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  description: text(),
  monthlyAmount: money().notNull(),
  annualAmount: money().notNull(),
  currency: text().notNull(),
  createdAt: createdAt(),
});

export const propertySubscription = pgTable(
  'property_subscription',
  {
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    subscriptionId: integer()
      .notNull()
      .references(() => subscription.id),
    createdBy: integer().references(() => appUser.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.subscriptionId] })],
);

/**
 * Failed sign-in counters, per username and per client address. Kept in the database, not in memory, so that
 * several API processes behind one database throttle together.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp({ withTimezone: true }),
});

/**
 * What happened at a property that its staff should see (spec §3, §4): raised by other modules through
 * `raiseNotification`, read by the notifications panel, marked Read when clicked.
 */
export const notification = pgTable(
  'notification',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    notificationType: text().$type<NotificationType>().notNull(),
    referenceNumber: text(),
    referenceId: text(),
    status: text().$type<'confirmed' | 'cancelled' | 'submitted'>().notNull(),
    notificationStatus: text().$type<'New' | 'Read'>().notNull().default('New'),
    message: text().notNull(),
    createdDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId)],
);

/**
 * Idempotency-Key records (plugins/idempotency.ts): the first answer to a non-GET request, replayed when the same
 * caller sends the same key again. `scope` is `user:<id>` for a signed-in caller and `public` otherwise, so that
 * two callers' keys never meet. `statusCode` is null while the first request is still running.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    key: text().notNull(),
    scope: text().notNull(),
    userId: integer().references(() => appUser.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    path: text().notNull(),
    /** HMAC of method, path and body: a reused key with another request is refused. */
    requestHash: text().notNull(),
    statusCode: integer(),
    contentType: text(),
    /** The answer as sent, encrypted (it may hold a token), base64. */
    responseBody: text(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.key, t.scope] }), index().on(t.createdAt)],
);

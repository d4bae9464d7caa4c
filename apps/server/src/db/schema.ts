// The database schema. TypeScript keys are camelCase; the connection's `casing: 'snake_case'` maps them to
// snake_case columns. Change a table here, then `npm run db:generate` and commit the migration it writes.
import type {
  BookingEngineRequest,
  AddressLevel,
  BedType,
  BookingStatus,
  BusinessDay,
  BusinessModule,
  BusinessType,
  CampaignAudience,
  CampaignChannel,
  CampaignContent,
  CampaignStatus,
  ChannelAdapterKind,
  ChannelConnectionStatus,
  ChannelFeeType,
  IcalFeedStatus,
  ChannelPushStatus,
  ChannelReservationStatus,
  ChannelStatus,
  ChannelSyncDirection,
  ChannelSyncStatus,
  CompanyStatus,
  DayCloseExceptionKind,
  DayCloseRunStatus,
  DayCloseStep,
  DayCloseTrigger,
  DeliveryMethod,
  DeviationType,
  DiscountKind,
  EnquiryQuote,
  GatewayKind,
  GatewayMode,
  KitchenPriority,
  KitchenTicketStatus,
  MealPlan,
  MessageChannel,
  MessagePurpose,
  MessageStatus,
  NamedTax,
  NotificationType,
  OnboardingStep,
  OrderModifier,
  OrderStatus,
  PartnerAgreementStatus,
  Plan,
  PromotionImage,
  PromotionTarget,
  PropertyStatus,
  ReservationStatus,
  ResourceKind,
  RoomStatus,
  SaleKind,
  TaxDetails,
  Weekday,
} from '@bookone/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/**
 * An organisation (the original's `GroupUser`, issue 10): a group of properties with its owner, contacts, country and
 * currency, brand (logo, theme colours, font), support contacts and social links. A deactivated one
 * (`deactivatedAt` set) keeps its data, but its users and its properties' users cannot sign in.
 */
export const organisation = pgTable(
  'organisation',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    parentOrganisationId: integer().references((): AnyPgColumn => organisation.id),
    ownerName: text(),
    email: text(),
    address: text(),
    mobile: text(),
    landline: text(),
    countryCode: text(),
    countryName: text(),
    currency: text(),
    currencySymbol: text(),
    logoUrl: text(),
    websiteUrl: text(),
    themePrimary: text(),
    themeSecondary: text(),
    fontFamily: text(),
    supportName: text(),
    supportEmail: text(),
    supportPhone: text(),
    facebook: text(),
    twitter: text(),
    instagram: text(),
    deactivatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One name, whatever its case: two super admins creating the same organisation, one gets the 409.
  (t) => [uniqueIndex('organisation_name_idx').on(sql`lower(${t.name})`)],
);

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
    // Business profile (issue 4).
    slogan: text(),
    businessDescription: text(),
    website: text(),
    whatsApp: text(),
    managerFirstName: text(),
    managerLastName: text(),
    managerEmail: text(),
    managerContactNo: text(),
    gstNumber: text(),
    noOfFloor: integer(),
    checkInTime: text(),
    checkOutTime: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    facebook: text(),
    instagram: text(),
    twitter: text(),
    /** Every named tax of the property; `taxDetails` mirrors the first one for the session (spec §3). */
    taxes: jsonb().$type<NamedTax[]>().notNull().default([]),
    /** Set while an administrator has deactivated the property (issue 10): its users cannot sign in. */
    deactivatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.organisationId)],
);

/** Room types (issue 4): what is sold; the shell also counts them (noOfRoomType). */
export const roomType = pgTable(
  'room_type',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    minOccupancy: integer().notNull().default(1),
    maxOccupancy: integer().notNull().default(2),
    baseOccupancy: integer().notNull().default(2),
    extraAdultCharge: money().notNull().default(0),
    extraChildCharge: money().notNull().default(0),
    basePrice: money().notNull().default(0),
    weeklyPrice: money(),
    monthlyPrice: money(),
    shared: boolean().notNull().default(false),
    beds: jsonb().$type<string[]>().notNull().default([]),
    ranking: integer(),
    noOfRooms: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    /** The land line, beside the mobile in `phone` (original PropertyUser.landphoneNumber). */
    landPhone: text(),
    photoUrl: text(),
    /** Spec §6 roles and custom role keys (issue 10: the role table says which exist). */
    roles: text()
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    organisationId: integer().references(() => organisation.id),
    propertyId: integer().references(() => property.id),
    targetStartDate: date({ mode: 'string' }),
    targetEndDate: date({ mode: 'string' }),
    targetAmount: money(),
    /** Caps on the discounts the user may enter (spec: unset means 100 on the booking page). */
    maxBookingDiscountPercentage: money(),
    maxOrderDiscountPercentage: money(),
    maxOrderItemDiscountPercentage: money(),
    enabled: boolean().notNull().default(true),
    /** Created by an administrator without a password: true until the user sets one through the invitation. */
    invitationPending: boolean().notNull().default(false),
    /** Bumped when the password changes, so tokens issued before stop working. */
    tokenVersion: integer().notNull().default(0),
    /** The language of the user's emails (en, fr): the one they last used on a sign-in or password page. */
    language: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.organisationId), index().on(t.propertyId)],
);

/**
 * Single-use links that set a password: an invitation (INVITE) or a password reset (RESET). Only the SHA-256 of
 * the secret is kept, so a copy of the database opens no account; `usedAt` is set by the one update that consumes
 * it (`used_at is null and expires_at > now()`), so two uses racing cannot both succeed.
 */
export const userToken = pgTable(
  'user_token',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    purpose: text().$type<'INVITE' | 'RESET'>().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
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
 * Attempt counters (decision 0003): sign-ins per address and username (`pair:`), per address (`ip:`) and per
 * username (`user:`), anonymous signups per address (`signup:`). `failures` counts attempts in the window. Kept in
 * the database, not in memory, so that several API processes behind one database throttle together.
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

// ------------------------------------------------------------------ property setup (issue 4)

/** A physical room of a room type. Out of service (out of order) rooms are not sold. */
export const room = pgTable(
  'room',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id, { onDelete: 'cascade' }),
    roomNumber: text().notNull(),
    floor: integer(),
    bedType: text().$type<BedType>(),
    status: text().$type<RoomStatus>().notNull().default('VACANT_READY'),
    inService: boolean().notNull().default(true),
    outOfOrderReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.propertyId, t.roomNumber), index().on(t.roomTypeId)],
);

/** The organisation's catalogue of room facilities (Wi-Fi, Parking…). */
export const roomFacility = pgTable(
  'room_facility',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    icon: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.organisationId, t.name)],
);

export const roomTypeFacility = pgTable(
  'room_type_facility',
  {
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id, { onDelete: 'cascade' }),
    facilityId: integer()
      .notNull()
      .references(() => roomFacility.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.facilityId] }), index().on(t.facilityId)],
);

/** A rate plan of a room type: a fixed amount or a deviation from the standard (daily) rate, with its rules. */
export const ratePlan = pgTable(
  'rate_plan',
  {
    id: serial().primaryKey(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    description: text(),
    amount: money(),
    deviationType: text().$type<DeviationType>().notNull().default('AMOUNT'),
    deviation: money().notNull().default(0),
    mealPlan: text().$type<MealPlan>().notNull().default('ROOM_ONLY'),
    inclusions: jsonb().$type<string[]>().notNull().default([]),
    minStay: integer(),
    maxStay: integer(),
    minOccupancy: integer(),
    maxOccupancy: integer(),
    extraAdultCharge: money(),
    extraChildCharge: money(),
    weekdays: jsonb().$type<Weekday[]>().notNull().default([]),
    effectiveDate: date({ mode: 'string' }),
    expiryDate: date({ mode: 'string' }),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.roomTypeId, t.code)],
);

/**
 * One room type on one date: the standard price, the inventory counts and the restrictions. available = total −
 * booked − on_hold − blocked (never below 0); `adjustBooked` changes `booked` under a row lock.
 */
export const dailyRate = pgTable(
  'daily_rate',
  {
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    price: money().notNull(),
    total: integer().notNull(),
    booked: integer().notNull().default(0),
    onHold: integer().notNull().default(0),
    blocked: integer().notNull().default(0),
    closed: boolean().notNull().default(false),
    minStay: integer(),
    maxStay: integer(),
    cta: boolean().notNull().default(false),
    ctd: boolean().notNull().default(false),
    stopSell: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.date] }), index().on(t.propertyId, t.date)],
);

/** Dates on which the whole property is stopped (nothing sells). */
export const propertyStopSell = pgTable(
  'property_stop_sell',
  {
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.date] })],
);

/** The property's gallery; how many it may keep depends on its plan (spec §9). */
export const propertyImage = pgTable(
  'property_image',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    caption: text(),
    main: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.propertyId)],
);

/** A room type's gallery; it may keep as many images as the property's plan allows (spec §9). */
export const roomTypeImage = pgTable(
  'room_type_image',
  {
    id: serial().primaryKey(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    caption: text(),
    isMain: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.roomTypeId)],
);

/** Opening hours per weekday, with breaks. */
export const businessHours = pgTable(
  'business_hours',
  {
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    weekday: text().$type<Weekday>().notNull(),
    open: boolean().notNull(),
    opensAt: text(),
    closesAt: text(),
    breaks: jsonb().$type<{ start: string; end: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.weekday] })],
);

/** A business service (outlet) of a non-accommodation business; may carry its own tax (spec §5). */
export const businessService = pgTable(
  'business_service',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    serviceType: text(),
    email: text(),
    phone: text(),
    taxDetails: jsonb().$type<NamedTax>(),
    active: boolean().notNull().default(true),
    // Catalogue fields (issue 11); nullable or defaulted so that onboarding's services keep working unchanged.
    /** A short code, unique within the property when set. */
    code: text(),
    /** Groups services in lists ("Wellness", "Transport"). */
    groupName: text(),
    /** How soon a slot may be booked: at least this many minutes ahead… */
    minLeadMinutes: integer().notNull().default(0),
    /** …and at most this many days ahead (null: no limit). */
    maxLeadDays: integer(),
    /** Preparation time kept free after each booking, unless the offering sets its own. */
    bufferMinutes: integer().notNull().default(0),
    /** True when the offerings' prices already include the tax. */
    priceIncludesTax: boolean().notNull().default(false),
    /** What the business calls its places and its resources ("Room", "Chair", "Therapist"). */
    locationTerm: text(),
    resourceTerm: text(),
    /** Its own week in the shape of business_hours (one entry per weekday, with breaks); null: the property's. */
    openingHours: jsonb().$type<BusinessDay[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.propertyId),
    uniqueIndex('business_service_property_code_key').on(t.propertyId, t.code),
    check(
      'business_service_lead_check',
      sql`${t.minLeadMinutes} >= 0 AND (${t.maxLeadDays} IS NULL OR ${t.maxLeadDays} >= 0)`,
    ),
    check('business_service_buffer_check', sql`${t.bufferMinutes} >= 0`),
  ],
);

/** What a customer books ("60-min massage", "Yoga class"): a service's offering, priced per person and slot. */
export const offering = pgTable(
  'offering',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    /** No cascade: a service with offerings is deactivated, not deleted (the delete answers 409). */
    businessServiceId: integer()
      .notNull()
      .references(() => businessService.id),
    name: text().notNull(),
    description: text(),
    code: text().notNull(),
    durationMinutes: integer().notNull(),
    /** Null: the business service's standard buffer. */
    bufferMinutes: integer(),
    /** Persons per slot: 1 for a haircut, 12 for a class. */
    capacity: integer().notNull().default(1),
    price: money().notNull(),
    /** Null: the business service's tax, then the property's (spec §5). */
    taxDetails: jsonb().$type<NamedTax>(),
    effectiveFrom: date({ mode: 'string' }),
    expiresOn: date({ mode: 'string' }),
    tags: text()
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False: shown in the catalogue but not offered for booking (e.g. on request only). */
    bookable: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.propertyId),
    index().on(t.businessServiceId),
    uniqueIndex('offering_property_code_key').on(t.propertyId, t.code),
    check('offering_duration_check', sql`${t.durationMinutes} > 0`),
    check('offering_buffer_check', sql`${t.bufferMinutes} IS NULL OR ${t.bufferMinutes} >= 0`),
    check('offering_capacity_check', sql`${t.capacity} >= 1`),
    check('offering_price_check', sql`${t.price} >= 0`),
    check(
      'offering_dates_check',
      sql`${t.expiresOn} IS NULL OR ${t.effectiveFrom} IS NULL OR ${t.expiresOn} >= ${t.effectiveFrom}`,
    ),
  ],
);

/** An offering's gallery; it may keep as many images as the property's plan allows (spec §9), like a room type. */
export const offeringImage = pgTable(
  'offering_image',
  {
    id: serial().primaryKey(),
    offeringId: integer()
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    caption: text(),
    isMain: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.offeringId)],
);

/** A staff member, room, chair, table or vehicle a reservation holds for a time range. */
export const serviceResource = pgTable(
  'service_resource',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    /** Null: serves any of the property's services. */
    businessServiceId: integer().references(() => businessService.id),
    kind: text().$type<ResourceKind>().notNull(),
    name: text().notNull(),
    /** The staff member's own account, when the resource is a person who signs in. */
    userId: integer().references(() => appUser.id, { onDelete: 'set null' }),
    /** How many reservations it serves at the same time (1: one client at a time); a table's seats. */
    capacity: integer().notNull().default(1),
    /** A table's dining area on the floor plan (Terrace, Main room); null: not grouped. */
    area: text(),
    active: boolean().notNull().default(true),
    /** Its own week in the shape of business_hours; null: the service's hours, then the property's. */
    workingHours: jsonb().$type<BusinessDay[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.propertyId),
    index().on(t.businessServiceId),
    uniqueIndex('service_resource_property_name_key').on(t.propertyId, t.name),
    check(
      'service_resource_kind_check',
      sql`${t.kind} IN ('STAFF', 'ROOM', 'CHAIR', 'TABLE', 'VEHICLE', 'OTHER')`,
    ),
    check('service_resource_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

/** A resource's absence (leave, maintenance): no slot is offered on it in that range. */
export const resourceTimeOff = pgTable(
  'resource_time_off',
  {
    id: serial().primaryKey(),
    resourceId: integer()
      .notNull()
      .references(() => serviceResource.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.resourceId, t.startsAt),
    check('resource_time_off_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Which resources can deliver an offering. */
export const offeringResource = pgTable(
  'offering_resource',
  {
    offeringId: integer()
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    resourceId: integer()
      .notNull()
      .references(() => serviceResource.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offeringId, t.resourceId] }), index().on(t.resourceId)],
);

// ------------------------------------------------------------------ products (issue 12)

/** A section of an outlet's menu (Starters, Pizzas, Toppings) and the kitchen station its tickets go to. */
export const productGroup = pgTable(
  'product_group',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    /** The outlet; no cascade: an outlet with groups is deactivated, not deleted. */
    businessServiceId: integer()
      .notNull()
      .references(() => businessService.id),
    name: text().notNull(),
    code: text(),
    description: text(),
    category: text(),
    type: text(),
    imageUrl: text(),
    /** The kitchen station or printer its tickets go to. */
    printerName: text(),
    groupKot: boolean().notNull().default(false),
    /** False: sold without tax (the original's nonGstItem). */
    taxable: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.propertyId),
    // The menu import finds a group by its name: one group of a name per outlet, whatever its case.
    uniqueIndex('product_group_service_name_key').on(t.businessServiceId, sql`lower(${t.name})`),
    uniqueIndex('product_group_service_code_key').on(t.businessServiceId, t.code),
  ],
);

/** What an outlet sells. Orders (to come) take units of a kept stock in their transaction: never below zero. */
export const product = pgTable(
  'product',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    /** The group's outlet, kept on the row so that the code is unique per outlet in one index. */
    businessServiceId: integer()
      .notNull()
      .references(() => businessService.id),
    productGroupId: integer()
      .notNull()
      .references(() => productGroup.id),
    name: text().notNull(),
    code: text().notNull(),
    shortDescription: text(),
    description: text(),
    sellPrice: money().notNull(),
    buyPrice: money(),
    discountedPrice: money(),
    /** Percent; null: the group's rule (taxable: the outlet's tax, then the property's). */
    taxRate: numeric({ precision: 5, scale: 2, mode: 'number' }),
    outOfStock: boolean().notNull().default(false),
    maintainStock: boolean().notNull().default(false),
    unitsInStock: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.propertyId),
    index().on(t.productGroupId),
    uniqueIndex('product_service_code_key').on(t.businessServiceId, t.code),
    // Two tills selling the last portion: the second decrement fails here rather than going negative.
    check('product_stock_check', sql`${t.unitsInStock} >= 0`),
    check(
      'product_price_check',
      sql`${t.sellPrice} >= 0 AND (${t.buyPrice} IS NULL OR ${t.buyPrice} >= 0) AND (${t.discountedPrice} IS NULL OR ${t.discountedPrice} >= 0)`,
    ),
    check('product_tax_rate_check', sql`${t.taxRate} IS NULL OR (${t.taxRate} >= 0 AND ${t.taxRate} <= 100)`),
  ],
);

/** A size or portion of a product: its own price, or `factor` × the product's price (kept in step on a change). */
export const productVariation = pgTable(
  'product_variation',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    price: money().notNull(),
    factor: numeric({ precision: 8, scale: 4, mode: 'number' }),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_variation_product_name_key').on(t.productId, sql`lower(${t.name})`),
    check('product_variation_price_check', sql`${t.price} >= 0 AND (${t.factor} IS NULL OR ${t.factor} > 0)`),
  ],
);

/** The groups whose products are offered as toppings or extras with a product. */
export const productModifierGroup = pgTable(
  'product_modifier_group',
  {
    productId: integer()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    productGroupId: integer()
      .notNull()
      .references(() => productGroup.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.productGroupId] }), index().on(t.productGroupId)],
);

/** A product's gallery, within the property's plan's image count (spec §9), like an offering's. */
export const productImage = pgTable(
  'product_image',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    caption: text(),
    isMain: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.productId)],
);

/** Onboarding wizard steps saved per property, with what the step last held (to resume the form). */
export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    step: text().$type<OnboardingStep>().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.step] })],
);

// ------------------------------------------------------------------ front office (issue 5)

/** A guest of a property. Email and phone are not unique: duplicates are reported, merged later. */
export const customer = pgTable(
  'customer',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text(),
    company: text(),
    email: text(),
    phone: text(),
    /** The phone's digits only, for duplicate detection and search. */
    phoneDigits: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    state: text(),
    country: text(),
    postcode: text(),
    notes: text(),
    gender: text(),
    language: text(),
    birthday: date({ mode: 'string' }),
    anniversary: date({ mode: 'string' }),
    taxId: text(),
    /** Marketing consent (issue 14): campaigns are sent only to customers who gave it; when it was last given or withdrawn. */
    marketingConsent: boolean().notNull().default(false),
    marketingConsentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.propertyId, t.lastName, t.firstName),
    index('customer_property_email_idx').on(t.propertyId, sql`lower(${t.email})`),
    index().on(t.propertyId, t.phoneDigits),
  ],
);

/**
 * A corporate client of an organisation (B2B, issue 10): bookings (later reservations and orders) are billed to it
 * through their nullable `companyId`; the statement of account reads those charges and their payments.
 */
export const company = pgTable(
  'company',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    taxNumber: text(),
    email: text(),
    phone: text(),
    contactName: text(),
    contactEmail: text(),
    contactPhone: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    state: text(),
    country: text(),
    postcode: text(),
    /** What the company may owe at most (open balances of its charges); null: no limit. */
    creditLimit: money(),
    /** Days after the charge the invoice is due. */
    paymentTermsDays: integer().notNull().default(30),
    /** The negotiated rate plan: one of the organisation's properties' plans. */
    ratePlanId: integer().references(() => ratePlan.id, { onDelete: 'set null' }),
    status: text().$type<CompanyStatus>().notNull().default('ACTIVE'),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One name per organisation, whatever its case: two clerks adding the same company, one gets the 409.
  (t) => [
    uniqueIndex('company_organisation_name_idx').on(t.organisationId, sql`lower(${t.name})`),
    index().on(t.organisationId, t.status),
  ],
);

/** The last booking number issued per property: its row is locked and bumped inside the booking's transaction. */
export const bookingSequence = pgTable('booking_sequence', {
  propertyId: integer()
    .primaryKey()
    .references(() => property.id, { onDelete: 'cascade' }),
  lastValue: integer().notNull().default(0),
});

export const booking = pgTable(
  'booking',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    bookingNumber: text().notNull(),
    sequence: integer().notNull(),
    status: text().$type<BookingStatus>().notNull(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id),
    ratePlanId: integer().references(() => ratePlan.id, { onDelete: 'set null' }),
    customerId: integer()
      .notNull()
      .references(() => customer.id),
    arrival: date({ mode: 'string' }).notNull(),
    departure: date({ mode: 'string' }).notNull(),
    nights: integer().notNull(),
    rooms: integer().notNull(),
    /** Inventory units taken (rooms, or beds of a shared type) while the status holds inventory. */
    units: integer().notNull(),
    adults: integer().notNull(),
    children: integer().notNull().default(0),
    source: text().notNull(),
    externalReference: text(),
    notes: text(),
    currency: text().notNull(),
    roomCharge: money().notNull().default(0),
    extraCharge: money().notNull().default(0),
    subtotal: money().notNull().default(0),
    taxes: jsonb().$type<{ name: string; amount: number }[]>().notNull().default([]),
    tax: money().notNull().default(0),
    total: money().notNull().default(0),
    paid: money().notNull().default(0),
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Several bookings made together share one group reference (group check-in and check-out). */
    groupReference: text(),
    discountPercentage: money().notNull().default(0),
    /** Room charge + extras before the discount; the discount is taken off before tax. */
    discountAmount: money().notNull().default(0),
    /** Add-on services (with their tax) and expenses charged to the guest: the folio adds them to `total`. */
    servicesTotal: money().notNull().default(0),
    expensesTotal: money().notNull().default(0),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedOutAt: timestamp({ withTimezone: true }),
    /** Bill to company (issue 10): the company owes the balance; a company with charges cannot be deleted. */
    companyId: integer().references(() => company.id),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.propertyId, t.bookingNumber),
    index().on(t.companyId),
    index().on(t.propertyId, t.arrival),
    index().on(t.propertyId, t.status, t.arrival),
    index().on(t.customerId),
    index().on(t.roomTypeId),
    index().on(t.propertyId, t.departure),
    index().on(t.propertyId, t.groupReference),
  ],
);

// ------------------------------------------------------------------ front office, operations (issue 5)

/**
 * A physical room (or a bed of a shared room type) allocated to a booking for a date range [fromDate, toDate).
 * A room shift mid-stay ends one allocation and starts another. Released allocations are deleted (the audit keeps
 * the history).
 */
export const bookingRoom = pgTable(
  'booking_room',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    bookingId: integer()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    roomId: integer()
      .notNull()
      .references(() => room.id),
    /** 0 for a whole room; 1..n for a bed of a shared room type. */
    bed: integer().notNull().default(0),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedOutAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId), index().on(t.propertyId, t.fromDate), index().on(t.roomId)],
);

/**
 * One row per night a room (or bed) is allocated: the primary key is what makes a double allocation impossible in
 * the database, whatever the code does. Written and deleted with its booking_room row, in one transaction.
 */
export const roomNight = pgTable(
  'room_night',
  {
    roomId: integer()
      .notNull()
      .references(() => room.id, { onDelete: 'cascade' }),
    bed: integer().notNull().default(0),
    date: date({ mode: 'string' }).notNull(),
    bookingRoomId: integer()
      .notNull()
      .references(() => bookingRoom.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.bed, t.date] }), index().on(t.bookingRoomId)],
);

/** What happened to a booking, by whom and when (original-app.md §3 audit types). */
export const bookingAudit = pgTable(
  'booking_audit',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    bookingId: integer()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    previousValue: text(),
    newValue: text(),
    userId: integer().references(() => appUser.id, { onDelete: 'set null' }),
    userName: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId, t.createdAt)],
);

/** An add-on service or charge on a booking's folio (original-app.md §3 booking service types). */
export const bookingService = pgTable(
  'booking_service',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    bookingId: integer()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    serviceType: text().notNull(),
    description: text(),
    date: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull().default(1),
    unitPrice: money().notNull(),
    taxPercentage: money().notNull().default(0),
    /** quantity × unitPrice, before tax. */
    amount: money().notNull(),
    tax: money().notNull().default(0),
    total: money().notNull(),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.bookingId)],
);

/** Money received (or refunded: a negative amount with a reason). A Paid payment is read-only. */
export const payment = pgTable(
  'payment',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    customerId: integer().references(() => customer.id, { onDelete: 'set null' }),
    /** A reservation of the services the payment is for (issue 11); its refunds keep it. */
    reservationId: integer().references((): AnyPgColumn => reservation.id, { onDelete: 'set null' }),
    /** An order of an outlet (issue 12) the payment is for; its refunds keep it. */
    orderId: integer().references((): AnyPgColumn => salesOrder.id, { onDelete: 'set null' }),
    /** The invoice the payment is allocated to (issue 13): its paid and balance count it. */
    invoiceId: integer().references((): AnyPgColumn => invoice.id, { onDelete: 'set null' }),
    expenseId: integer(),
    date: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    currency: text().notNull(),
    mode: text().notNull(),
    status: text().notNull(),
    reference: text(),
    description: text(),
    refundReason: text(),
    /** The payment a refund (negative amount) pays back. */
    refundOf: integer().references((): AnyPgColumn => payment.id, { onDelete: 'set null' }),
    advance: boolean().notNull().default(false),
    receivedBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    receivedByName: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.propertyId, t.date),
    index().on(t.bookingId),
    index().on(t.invoiceId),
    index().on(t.reservationId),
    index().on(t.orderId),
    index().on(t.propertyId, t.status),
    // What a payment's refunds add up to is read by refund_of.
    index().on(t.refundOf),
    // A refund through the gateway is NotPaid until the gateway answers: one at a time per payment, so two clerks
    // refunding the same payment at once get one refund and one 409 (decision 0038's follow-up).
    uniqueIndex('payment_refund_pending_unique')
      .on(t.refundOf)
      .where(sql`${t.status} = 'NotPaid' and ${t.refundOf} is not null`),
  ],
);

/** Money spent by the property; one with a booking is charged to that guest's folio. */
export const expense = pgTable(
  'expense',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    type: text().notNull(),
    description: text().notNull(),
    amount: money().notNull(),
    receiptNumber: text(),
    /** A private file under DATA_DIR (never under the public /uploads): served to signed-in staff only. */
    receiptPath: text(),
    receiptName: text(),
    receiptMime: text(),
    department: text(),
    paymentMode: text(),
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    status: text().notNull().default('SUBMITTED'),
    notes: text(),
    submittedBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    submittedByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.propertyId, t.date), index().on(t.bookingId), index().on(t.propertyId, t.type)],
);

/** A customer's identity document (original-app.md §2.8 KYC): front and back files are private. */
export const customerDocument = pgTable(
  'customer_document',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    number: text().notNull(),
    frontPath: text(),
    frontName: text(),
    frontMime: text(),
    backPath: text(),
    backName: text(),
    backMime: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.customerId)],
);

/**
 * Address reference data (issue 10): one tree of places, country → state → city → suburb → street, each place under
 * one of the level before (a country under none). A place with places under it cannot be deleted (the foreign key
 * restricts, so a child added meanwhile still stops the delete). Names are unique under their parent whatever their
 * case; a country's ISO 3166-1 alpha-2 code is unique.
 */
export const addressPlace = pgTable(
  'address_place',
  {
    id: serial().primaryKey(),
    level: text().$type<AddressLevel>().notNull(),
    parentId: integer().references((): AnyPgColumn => addressPlace.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    /** The French name, where it differs (countries, from ISO 3166). */
    nameFr: text(),
    /** A country's ISO 3166-1 alpha-2 code. */
    code: text().unique(),
    postcode: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('address_place_name_idx').on(t.level, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('address_place_parent_idx').on(t.parentId),
    index('address_place_lookup_idx').on(t.level, sql`lower(${t.name})`),
    check('address_place_parent_check', sql`(${t.level} = 'country') = (${t.parentId} is null)`),
    check('address_place_level_check', sql`${t.level} in ('country', 'state', 'city', 'suburb', 'street')`),
  ],
);

/**
 * The audit log (issue 10): one row per create, update or delete of a business record, written in the transaction
 * of the change: who (id, and the name at the time: the row outlives the user), when, from which address, and the
 * changed fields as `{ field: [before, after] }` (never secrets). `event` names an operation that is more than a
 * field edit (a booking's CANCEL, CHECKIN…). The tenant ids are plain integers, not foreign keys: the history of a
 * deleted record or property stays, and the log is scoped by them (a platform record has neither).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    organisationId: integer(),
    propertyId: integer(),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().$type<'create' | 'update' | 'delete'>().notNull(),
    event: text(),
    changes: jsonb().$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    userId: integer(),
    userName: text(),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_organisation_idx').on(t.organisationId, t.createdAt),
    index('audit_log_property_idx').on(t.propertyId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    check('audit_log_action_check', sql`${t.action} in ('create', 'update', 'delete')`),
  ],
);

/**
 * Business Type Config (issue 10): per organisation, what each of the product's business types (BUSINESS_TYPES, the
 * stored `property.businessType`) is called in English and French, its terms (where: property, salon…; what is
 * booked: room, chair, table…), the modules it uses and whether onboarding offers it. The platform organisation's
 * rows are the defaults; another organisation has a row only for a type it changed. `version` counts the row's
 * edits: two admins editing the same type, the second answers 409 (compared in the update's WHERE).
 */
export const businessType = pgTable(
  'business_type',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    key: text().$type<BusinessType>().notNull(),
    labelEn: text().notNull(),
    labelFr: text().notNull(),
    locationTermEn: text().notNull(),
    locationTermFr: text().notNull(),
    resourceTermEn: text().notNull(),
    resourceTermFr: text().notNull(),
    modules: jsonb().$type<BusinessModule[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One row per organisation and type: two admins overriding the same type at once, one insert loses (409).
  (t) => [uniqueIndex('business_type_organisation_key_idx').on(t.organisationId, t.key)],
);

/**
 * A partner agreement (issue 10, partner properties): the property's own organisation lets another organisation
 * (the distributor) sell the property for a commission; while ACTIVE and within its dates the distributor reads
 * the property's availability. ENDED is final. `version` counts edits (stale edits answer 409).
 */
export const partnerAgreement = pgTable(
  'partner_agreement',
  {
    id: serial().primaryKey(),
    distributorOrganisationId: integer()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    commissionPercentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    status: text().$type<PartnerAgreementStatus>().notNull().default('ACTIVE'),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    notes: text(),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live agreement per distributor and property: two admins granting the same at once, one gets the 409.
    uniqueIndex('partner_agreement_live_idx')
      .on(t.distributorOrganisationId, t.propertyId)
      .where(sql`${t.status} <> 'ENDED'`),
    index('partner_agreement_property_idx').on(t.propertyId),
    check('partner_agreement_status_check', sql`${t.status} in ('ACTIVE', 'SUSPENDED', 'ENDED')`),
    check(
      'partner_agreement_commission_check',
      sql`${t.commissionPercentage} >= 0 and ${t.commissionPercentage} <= 100`,
    ),
    check('partner_agreement_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * Roles as data (issue 10): the 14 roles of spec §6 (`builtIn`, permissions synchronised from the domain's table at
 * start-up, never edited here) and the super admin's custom roles. The permission check reads this table through a
 * per-process cache (modules/role/role-cache.ts); `role_catalogue.version` tells every process when to reload it.
 */
export const role = pgTable(
  'role',
  {
    /** The key users hold in `app_user.roles`: a spec §6 role or CUSTOM_<SCOPE>_<NAME>. */
    role: text().primaryKey(),
    /** A custom role's name; null for a built-in one (named by the web in the user's language). */
    label: text(),
    description: text(),
    /** platform, organisation or property: where its holders belong. */
    scope: text().notNull(),
    builtIn: boolean().notNull().default(false),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('role_scope', sql`${t.scope} in ('platform', 'organisation', 'property')`),
    // Two custom roles may not share a name (case-insensitive): the user form lists them by name.
    uniqueIndex('role_label_unique').on(sql`lower(${t.label})`),
  ],
);

/** One row: bumped in the transaction of every role change, so that each process's cache knows to reload. */
export const roleCatalogue = pgTable(
  'role_catalogue',
  {
    id: integer().primaryKey().default(1),
    version: integer().notNull().default(0),
  },
  (t) => [check('role_catalogue_single_row', sql`${t.id} = 1`)],
);

/**
 * The message outbox (issue 13, decision 0029): every email and SMS the product sends, inserted in the transaction of
 * the change that caused it (so a rolled-back change sends nothing and a committed one is never forgotten), then
 * delivered by the server's worker. A worker claims a due row by setting SENDING and `leaseUntil` in one statement
 * (FOR UPDATE SKIP LOCKED: two workers never take one row); a SENDING row whose lease ran out (its worker died) is
 * taken again. `secret` holds a one-time link until the message is delivered, failed or cancelled, then is erased:
 * `body` and `html` carry SECRET_LINK_MARK in its place. `dedupeKey` makes the same cause enqueue once.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: serial().primaryKey(),
    organisationId: integer().references(() => organisation.id, { onDelete: 'cascade' }),
    propertyId: integer().references(() => property.id, { onDelete: 'set null' }),
    channel: text().$type<MessageChannel>().notNull(),
    purpose: text().$type<MessagePurpose>().notNull(),
    /** An email address or a phone number. */
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    html: text(),
    templateKey: text().notNull(),
    templateParams: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    secret: text(),
    status: text().$type<MessageStatus>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    transport: text(),
    providerAnswer: text(),
    sentAt: timestamp({ withTimezone: true }),
    relatedEntity: text(),
    relatedId: text(),
    resendOf: integer(),
    dedupeKey: text().notNull().unique(),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The worker's claim: due rows by time.
    index('outbox_message_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_message_organisation_idx').on(t.organisationId, t.createdAt),
    index('outbox_message_property_idx').on(t.propertyId, t.createdAt),
    index('outbox_message_created_idx').on(t.createdAt),
    check('outbox_message_channel_check', sql`${t.channel} in ('EMAIL', 'SMS', 'WHATSAPP')`),
    check(
      'outbox_message_status_check',
      sql`${t.status} in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED')`,
    ),
  ],
);

/**
 * A file sent with an email of the outbox (an invoice's PDF), written in the same transaction as its message: the
 * document as it was when it was sent, even if its record changes later. Kept apart from `outbox_message` so that the
 * tracker's lists never read the bytes. Base64 text: the same column on PGlite and PostgreSQL.
 */
export const outboxAttachment = pgTable(
  'outbox_attachment',
  {
    id: serial().primaryKey(),
    messageId: integer()
      .notNull()
      .references(() => outboxMessage.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    contentType: text().notNull(),
    contentBase64: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_attachment_message_idx').on(t.messageId)],
);

/** The last service-request number of each property: the next one is taken by an atomic upsert. */
export const serviceRequestSequence = pgTable('service_request_sequence', {
  propertyId: integer()
    .primaryKey()
    .references(() => property.id, { onDelete: 'cascade' }),
  lastValue: integer().notNull().default(0),
});

/**
 * A service request (issue 11, spec §7.3): raised by a guest or staff, typed, linked to a room, booking or customer,
 * assigned to a role or a user, OPEN → IN_PROGRESS → RESOLVED → CLOSED with the instant of each step.
 */
export const serviceRequest = pgTable(
  'service_request',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    /** The property's running number (service_request_sequence); shown as SR-000123. */
    sequence: integer().notNull(),
    referenceNumber: text().notNull(),
    issueType: text().notNull(),
    description: text().notNull(),
    priority: text().notNull().default('NORMAL'),
    /** GUEST or STAFF. */
    raisedBy: text().notNull().default('GUEST'),
    status: text().notNull().default('OPEN'),
    roomId: integer().references(() => room.id, { onDelete: 'set null' }),
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    customerId: integer().references(() => customer.id, { onDelete: 'set null' }),
    assignedRole: text(),
    assignedUserId: integer().references(() => appUser.id, { onDelete: 'set null' }),
    notes: text(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_request_property_sequence').on(t.propertyId, t.sequence),
    check('service_request_status', sql`${t.status} in ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')`),
    check('service_request_priority', sql`${t.priority} in ('LOW', 'NORMAL', 'HIGH', 'URGENT')`),
    // The list and the reports read a property's requests by the day they were opened, status and type.
    index().on(t.propertyId, t.openedAt),
    index().on(t.propertyId, t.status),
    index().on(t.propertyId, t.issueType),
    index().on(t.organisationId, t.openedAt),
    index().on(t.roomId),
    index().on(t.bookingId),
    index().on(t.customerId),
    index().on(t.assignedUserId),
  ],
);

// ------------------------------------------------------------------ reservations (issue 11)

/** Each property's running reservation number: one row per property, incremented under its row lock. */
export const reservationSequence = pgTable('reservation_sequence', {
  propertyId: integer()
    .primaryKey()
    .references(() => property.id, { onDelete: 'cascade' }),
  lastValue: integer().notNull().default(0),
});

/** A customer's reservation of one or more offerings' slots (its lines), numbered per property. */
export const reservation = pgTable(
  'reservation',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    /** The property's running number (reservation_sequence), shown as RS-000123 and used in addresses. */
    sequence: integer().notNull(),
    referenceNumber: text().notNull(),
    status: text().$type<ReservationStatus>().notNull().default('BOOKED'),
    customerId: integer()
      .notNull()
      .references(() => customer.id),
    /** The first line's start and the last line's end: what the list filters and sorts on. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    notes: text(),
    /** Where the service is delivered when the business goes to the customer. */
    serviceAddress: text(),
    currency: text().notNull(),
    /** Lines' prices before tax, the discount taken off them, the tax on what is left, and the total to pay. */
    subtotal: money().notNull().default(0),
    discountPercentage: money().notNull().default(0),
    discountAmount: money().notNull().default(0),
    tax: money().notNull().default(0),
    total: money().notNull().default(0),
    cancelReason: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    checkedInAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservation_property_reference_key').on(t.propertyId, t.referenceNumber),
    index().on(t.propertyId, t.startsAt),
    index().on(t.propertyId, t.status, t.startsAt),
    index().on(t.customerId),
    // The deposit sweep reads the BOOKED reservations of every property to come (a few among all): only those.
    index('reservation_booked_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'BOOKED'`),
    check(
      'reservation_status_check',
      sql`${t.status} IN ('BOOKED', 'CONFIRMED', 'CHECKED_IN', 'COMPLETED', 'CANCELLED', 'NO_SHOW')`,
    ),
    check('reservation_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** One offering's session in a reservation: a resource (in one of its lanes) held for a time range. */
export const reservationLine = pgTable(
  'reservation_line',
  {
    id: serial().primaryKey(),
    reservationId: integer()
      .notNull()
      .references(() => reservation.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    offeringId: integer()
      .notNull()
      .references(() => offering.id),
    resourceId: integer()
      .notNull()
      .references(() => serviceResource.id),
    /** Which of the resource's side-by-side sessions (service_resource.capacity) this one runs in. */
    lane: integer().notNull().default(1),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The end plus the offering's buffer: how long the resource stays held. */
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    persons: integer().notNull(),
    unitPrice: money().notNull(),
    /** unitPrice × persons, before the discount and tax. */
    price: money().notNull(),
    tax: money().notNull().default(0),
    position: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.reservationId),
    index().on(t.resourceId, t.startsAt),
    index().on(t.propertyId, t.startsAt),
    index().on(t.offeringId),
    check('reservation_line_persons_check', sql`${t.persons} >= 1`),
    check('reservation_line_range_check', sql`${t.endsAt} > ${t.startsAt} AND ${t.heldUntil} >= ${t.endsAt}`),
    check('reservation_line_lane_check', sql`${t.lane} >= 1`),
  ],
);

/**
 * What enforces no double booking (decision in docs/decisions, "slot holds"): one row per resource, 15-minute cell
 * and lane, owned by one session (offering + start) whose persons share its capacity. A line upserts its cells in
 * its transaction, the update guarded by same session and room left; a cell that does not take it means taken.
 */
export const reservationHold = pgTable(
  'reservation_hold',
  {
    resourceId: integer()
      .notNull()
      .references(() => serviceResource.id, { onDelete: 'cascade' }),
    cellStart: timestamp({ withTimezone: true }).notNull(),
    lane: integer().notNull(),
    offeringId: integer()
      .notNull()
      .references(() => offering.id, { onDelete: 'cascade' }),
    sessionStart: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull(),
    taken: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.cellStart, t.lane] }),
    check('reservation_hold_taken_check', sql`${t.taken} >= 1 AND ${t.taken} <= ${t.capacity}`),
    check('reservation_hold_lane_check', sql`${t.lane} >= 1`),
  ],
);

/** The last enquiry number of each organisation: the next one is taken by an atomic upsert. */
export const enquirySequence = pgTable('enquiry_sequence', {
  organisationId: integer()
    .primaryKey()
    .references(() => organisation.id, { onDelete: 'cascade' }),
  lastValue: integer().notNull().default(0),
});

/**
 * A guest's enquiry (issue 15): typed in by staff from a call or received from a form, for a property or for the
 * organisation before a property is chosen (propertyId null). NEW → QUOTED → WON (became the booking named) / LOST
 * (with its reason) / EXPIRED; an assignee and a follow-up day. The number shown to the guest is per organisation.
 */
export const enquiry = pgTable(
  'enquiry',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    propertyId: integer().references(() => property.id, { onDelete: 'cascade' }),
    /** The organisation's running number (enquiry_sequence); shown as ENQ-00042. */
    sequence: integer().notNull(),
    enquiryNumber: text().notNull(),
    source: text().notNull(),
    status: text().notNull().default('NEW'),
    lostReason: text(),
    firstName: text().notNull(),
    lastName: text(),
    email: text(),
    phone: text(),
    accommodationType: text(),
    persons: integer().notNull().default(1),
    rooms: integer().notNull().default(1),
    children: integer().notNull().default(0),
    pets: integer().notNull().default(0),
    location: text(),
    checkInDate: date({ mode: 'string' }),
    checkOutDate: date({ mode: 'string' }),
    foodOptions: text(),
    dietaryRequirement: text(),
    budgetMin: money(),
    budgetMax: money(),
    notes: text(),
    assigneeUserId: integer().references(() => appUser.id, { onDelete: 'set null' }),
    followUpDate: date({ mode: 'string' }),
    /** The booking a WON enquiry became (one enquiry per booking). */
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    /** The stay the clerk quoted and sent with a deposit link: what the guest's payment books (issue 15). */
    quote: jsonb().$type<EnquiryQuote>(),
    /** Why the guest's payment of the quote was refused (the stay sold out since); cleared by a new quote. */
    quoteProblem: text(),
    /** The guest's language (en, fr) when known (the public form's): the quote is sent in it. */
    language: text(),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enquiry_organisation_sequence').on(t.organisationId, t.sequence),
    uniqueIndex('enquiry_booking').on(t.bookingId),
    check('enquiry_status', sql`${t.status} in ('NEW', 'QUOTED', 'WON', 'LOST', 'EXPIRED')`),
    check('enquiry_source', sql`${t.source} in ('PHONE', 'EMAIL', 'WALK_IN', 'WEBSITE', 'BOOKING_FORM')`),
    check('enquiry_lost_reason', sql`${t.status} <> 'LOST' or ${t.lostReason} is not null`),
    // The inbox reads an organisation's (or a property's) enquiries by status and day, an assignee's, the due ones.
    index().on(t.organisationId, t.status, t.createdAt),
    index().on(t.propertyId, t.status, t.createdAt),
    index().on(t.assigneeUserId),
    index().on(t.organisationId, t.followUpDate),
  ],
);

/**
 * The platform's payment gateway catalogue (issue 13, decision 0031), kept by the super admin: each row runs on the
 * adapter of its `kind` (TEST: BookOne's built-in test gateway; STRIPE). Seeded with both by the migration.
 * `version` moves on every change (409 for a save based on an older read).
 */
export const paymentGateway = pgTable(
  'payment_gateway',
  {
    id: serial().primaryKey(),
    kind: text().$type<GatewayKind>().notNull(),
    name: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** A property's new setting starts in TEST mode when set. */
    testModeDefault: boolean().notNull().default(true),
    notes: text(),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_gateway_name_unique').on(sql`lower(${t.name})`),
    // A new kind needs its adapter first: the check names the kinds that have one.
    check('payment_gateway_kind_check', sql`${t.kind} in ('TEST', 'STRIPE')`),
  ],
);

/**
 * A property's payment gateway setting (one per property): which gateway, test or live, the keys and the fees.
 * Secrets are stored sealed by the secret box (lib/secret-box.ts: AES-256-GCM, key from SECRETS_KEY or DATA_DIR),
 * never in the clear; their last four characters are kept apart for the masked display (•••• 4242).
 */
export const propertyPaymentSetting = pgTable(
  'property_payment_setting',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .unique()
      .references(() => property.id, { onDelete: 'cascade' }),
    gatewayId: integer()
      .notNull()
      .references(() => paymentGateway.id),
    mode: text().$type<GatewayMode>().notNull().default('TEST'),
    publicKey: text(),
    secretKeyEncrypted: text(),
    secretKeyLast4: text(),
    webhookSecretEncrypted: text(),
    webhookSecretLast4: text(),
    cardFeePercentage: money().notNull().default(0),
    transactionFee: money().notNull().default(0),
    callbackUrl: text(),
    version: integer().notNull().default(1),
    updatedBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    updatedByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('property_payment_setting_gateway_idx').on(t.gatewayId),
    check('property_payment_setting_mode_check', sql`${t.mode} in ('TEST', 'LIVE')`),
  ],
);

/**
 * A payment link (issue 13): a guest pays a booking's balance, a reservation, an invoice or a free amount on the
 * public page /pay/{token}, through the property's gateway. Only the token's SHA-256 is kept (the link is the
 * secret, like a password link). EXPIRED is not stored: an ACTIVE link past `expires_at` reads as expired.
 * `gateway_payment_ref` is the gateway's id of the money received (a Stripe checkout session, a test-gateway
 * session): unique per gateway kind, so a webhook delivered twice, or two at once, records one payment.
 */
export const paymentLink = pgTable(
  'payment_link',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    purpose: text().notNull(),
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    reservationId: integer().references((): AnyPgColumn => reservation.id, { onDelete: 'set null' }),
    /** An invoice of the invoice module. */
    invoiceId: integer().references((): AnyPgColumn => invoice.id, { onDelete: 'set null' }),
    /** An outlet order (issue 12) whose balance the link pays: the payment names it (payment.order_id). */
    orderId: integer().references((): AnyPgColumn => salesOrder.id, { onDelete: 'set null' }),
    /** The enquiry whose quote's deposit the link asks for: paying it books the quote (issue 15). */
    enquiryId: integer().references((): AnyPgColumn => enquiry.id, { onDelete: 'set null' }),
    /** A guest's booking from the public booking engine (issue 16): paying the link books it CONFIRMED. */
    bookingRequest: jsonb().$type<BookingEngineRequest>(),
    /** What the guest sees it is for: the booking, reservation, invoice or order number, or the clerk's words. */
    reference: text(),
    description: text(),
    amount: money().notNull(),
    currency: text().notNull(),
    status: text().notNull().default('ACTIVE'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    email: text(),
    /** A mobile number the link was also sent to by SMS or WhatsApp (the outbox keeps which). */
    phone: text(),
    payerName: text(),
    /** The last checkout started (its gateway kind and session id): a webhook must name it. */
    gatewayKind: text(),
    checkoutRef: text(),
    gatewayPaymentRef: text(),
    testMode: boolean().notNull().default(true),
    paymentId: integer().references((): AnyPgColumn => payment.id, { onDelete: 'set null' }),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledByName: text(),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_link_property_created_idx').on(t.propertyId, t.createdAt),
    index('payment_link_booking_idx').on(t.bookingId),
    index('payment_link_reservation_idx').on(t.reservationId),
    index('payment_link_invoice_idx').on(t.invoiceId),
    index('payment_link_order_idx').on(t.orderId),
    index('payment_link_enquiry_idx').on(t.enquiryId),
    // The refunds and the payment API ask which link took a payment.
    index('payment_link_payment_idx').on(t.paymentId),
    uniqueIndex('payment_link_gateway_payment_unique').on(t.gatewayKind, t.gatewayPaymentRef),
    check('payment_link_status_check', sql`${t.status} in ('ACTIVE', 'PAID', 'CANCELLED')`),
    check(
      'payment_link_purpose_check',
      sql`${t.purpose} in ('BOOKING', 'RESERVATION', 'INVOICE', 'ORDER', 'AMOUNT')`,
    ),
    check('payment_link_amount_check', sql`${t.amount} > 0`),
    // A paid link names the gateway's payment; nothing else has one.
    check('payment_link_paid_check', sql`(${t.status} = 'PAID') = (${t.gatewayPaymentRef} is not null)`),
  ],
);

// ------------------------------------------------------------------ orders (issue 12)

/** The last order number given per property (`{SHORTNAME}-O-000123`): one row, locked while an order is made. */
export const orderSequence = pgTable('order_sequence', {
  propertyId: integer()
    .primaryKey()
    .references(() => property.id, { onDelete: 'cascade' }),
  lastValue: integer().notNull().default(0),
});

/**
 * An order of an outlet ("order" is a reserved word): dine-in at a table, take-away, room service charged to an
 * in-house booking's folio (its booking_service row) or a delivery. Money is what the lines were sold at; what
 * was paid is read from its payments (a refund made in the payments module counts at once), as for reservations.
 */
export const salesOrder = pgTable(
  'sales_order',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    /** The outlet; no cascade: an outlet with orders is deactivated, not deleted. */
    businessServiceId: integer()
      .notNull()
      .references(() => businessService.id),
    sequence: integer().notNull(),
    referenceNumber: text().notNull(),
    status: text().$type<OrderStatus>().notNull().default('NEW'),
    deliveryMethod: text().$type<DeliveryMethod>().notNull(),
    /** A TABLE resource (dine-in). */
    tableId: integer().references(() => serviceResource.id, { onDelete: 'set null' }),
    covers: integer(),
    /** The in-house booking a room order is charged to, and the folio line that carries it. */
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    bookingServiceId: integer().references(() => bookingService.id, { onDelete: 'set null' }),
    deliveryAddress: text(),
    /** Null: a walk-in. */
    customerId: integer().references(() => customer.id, { onDelete: 'set null' }),
    notes: text(),
    currency: text().notNull(),
    subtotal: money().notNull().default(0),
    discountPercentage: money().notNull().default(0),
    discountAmount: money().notNull().default(0),
    serviceChargePercentage: money().notNull().default(0),
    serviceCharge: money().notNull().default(0),
    tax: money().notNull().default(0),
    total: money().notNull().default(0),
    billRequestedAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sales_order_property_reference_key').on(t.propertyId, t.referenceNumber),
    index().on(t.propertyId, t.createdAt),
    index().on(t.tableId, t.status),
    index().on(t.bookingId),
    index().on(t.customerId),
    check(
      'sales_order_status_check',
      sql`${t.status} IN ('NEW', 'CONFIRMED', 'IN_PROGRESS', 'READY_TO_SERVE', 'SERVED', 'OUT_FOR_DELIVERY', 'SHIPPED', 'COMPLETED', 'CANCELLED')`,
    ),
    check(
      'sales_order_delivery_method_check',
      sql`${t.deliveryMethod} IN ('DINE_IN', 'TAKE_AWAY', 'ROOM_ORDER', 'DELIVERY')`,
    ),
    check('sales_order_covers_check', sql`${t.covers} IS NULL OR ${t.covers} >= 1`),
    check('sales_order_money_check', sql`${t.total} >= 0 AND ${t.discountAmount} >= 0 AND ${t.tax} >= 0`),
  ],
);

/**
 * A line of an order as it was sold: the product's name, code, price, variation, modifiers and tax are copied, so a
 * later menu change never rewrites a bill. `stockTaken`: the units taken from a kept stock, given back on a cancel.
 * `station` and `confirmedAt` are where kitchen tickets start.
 */
export const orderLine = pgTable(
  'order_line',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    productId: integer().references(() => product.id, { onDelete: 'set null' }),
    variationId: integer().references(() => productVariation.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    productCode: text().notNull(),
    variationName: text(),
    groupName: text().notNull(),
    station: text(),
    modifiers: jsonb().$type<OrderModifier[]>().notNull().default([]),
    unitPrice: money().notNull(),
    modifiersPrice: money().notNull().default(0),
    quantity: integer().notNull(),
    note: text(),
    discountPercentage: money().notNull().default(0),
    amount: money().notNull(),
    discountAmount: money().notNull().default(0),
    /** A coupon code's share on this line (issue 14, decision 0044), part of discountAmount, taken before tax. */
    promotionDiscount: money().notNull().default(0),
    serviceCharge: money().notNull().default(0),
    taxRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    tax: money().notNull().default(0),
    total: money().notNull(),
    stockTaken: integer().notNull().default(0),
    confirmedAt: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.productId),
    check('order_line_quantity_check', sql`${t.quantity} >= 1 AND ${t.stockTaken} >= 0`),
  ],
);

/**
 * A property's invoice numbering (issue 13): the prefixes and the next numbers of its two series. Issuing locks the
 * row (SELECT … FOR UPDATE) and takes the number in the issuing transaction, so numbers have no gaps and no two
 * invoices share one; a rollback gives the number back.
 */
export const invoiceSequence = pgTable(
  'invoice_sequence',
  {
    propertyId: integer()
      .primaryKey()
      .references(() => property.id, { onDelete: 'cascade' }),
    prefix: text().notNull().default('INV-'),
    creditNotePrefix: text().notNull().default('CN-'),
    nextNumber: integer().notNull().default(1),
    nextCreditNoteNumber: integer().notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check('invoice_sequence_next_check', sql`${t.nextNumber} >= 1 AND ${t.nextCreditNoteNumber} >= 1`)],
);

/**
 * An invoice or a credit note (issue 13). DRAFT has no number; issuing assigns one and freezes the lines and bill-to.
 * Money is stored as computed by the domain's invoiceTotals; `paid` is the sum of its payments, `credited` of its
 * credit notes, both refreshed in the transaction that changes them.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    kind: text().notNull().default('INVOICE'),
    number: text(),
    status: text().notNull().default('DRAFT'),
    source: text().notNull().default('BLANK'),
    /** The invoice a credit note corrects. */
    creditNoteOf: integer().references((): AnyPgColumn => invoice.id, { onDelete: 'restrict' }),
    customerId: integer().references(() => customer.id, { onDelete: 'set null' }),
    companyId: integer().references(() => company.id, { onDelete: 'set null' }),
    billToName: text().notNull(),
    billToTaxNumber: text(),
    billToAddress: text(),
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    reservationId: integer().references((): AnyPgColumn => reservation.id, { onDelete: 'set null' }),
    orderId: integer().references((): AnyPgColumn => salesOrder.id, { onDelete: 'set null' }),
    currency: text().notNull(),
    issueDate: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }),
    notes: text(),
    gross: money().notNull().default(0),
    discountTotal: money().notNull().default(0),
    subtotal: money().notNull().default(0),
    taxTotal: money().notNull().default(0),
    total: money().notNull().default(0),
    credited: money().notNull().default(0),
    paid: money().notNull().default(0),
    voidReason: text(),
    voidedAt: timestamp({ withTimezone: true }),
    issuedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The last guard of the numbering: a number is never used twice in a property's series.
    uniqueIndex().on(t.propertyId, t.kind, t.number),
    index().on(t.propertyId, t.status),
    index().on(t.propertyId, t.issueDate),
    index().on(t.creditNoteOf),
    index().on(t.bookingId),
    index().on(t.companyId),
    index().on(t.customerId),
    check('invoice_kind_check', sql`${t.kind} IN ('INVOICE', 'CREDIT_NOTE')`),
    check('invoice_status_check', sql`${t.status} IN ('DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'VOID')`),
    // Drafts have no number, every other status has one.
    check('invoice_number_check', sql`(${t.number} IS NULL) = (${t.status} = 'DRAFT')`),
  ],
);

/** A line of an invoice or credit note, with its money as computed by the domain's invoiceTotals. */
export const invoiceLine = pgTable(
  'invoice_line',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    description: text().notNull(),
    quantity: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    unitPrice: money().notNull(),
    discount: money().notNull().default(0),
    taxRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    net: money().notNull(),
    tax: money().notNull(),
    total: money().notNull(),
  },
  (t) => [index().on(t.invoiceId)],
);

// ------------------------------------------------------------------ kitchen tickets (issue 12)

/** The last kitchen ticket number given per property: one row, locked while tickets are made. */
export const kitchenSequence = pgTable('kitchen_sequence', {
  propertyId: integer()
    .primaryKey()
    .references(() => property.id, { onDelete: 'cascade' }),
  lastValue: integer().notNull().default(0),
});

/**
 * A kitchen order ticket (KOT): the confirmed lines of an order for one station (a "group KOT" group's lines get a
 * ticket of their own), made in the order's transaction. Its label and lines are copied, so the ticket on the
 * kitchen's screen never changes under the cook. The status moves NEW → PREPARING → READY → SERVED.
 */
export const kitchenTicket = pgTable(
  'kitchen_ticket',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    station: text().notNull(),
    groupName: text(),
    priority: text().$type<KitchenPriority>().notNull().default('NORMAL'),
    status: text().$type<KitchenTicketStatus>().notNull().default('NEW'),
    deliveryMethod: text().$type<DeliveryMethod>().notNull(),
    label: text(),
    notes: text(),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Voided: every line of it was taken back (the order cancelled, its lines removed); it stays on the display. */
    voidedAt: timestamp({ withTimezone: true }),
    /** The order's cancel reason, shown to the kitchen with the VOID. */
    voidReason: text(),
    /** A cook saw the VOID: the ticket leaves the display. */
    voidAcknowledgedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kitchen_ticket_property_number_key').on(t.propertyId, t.number),
    index().on(t.propertyId, t.status, t.station),
    index().on(t.orderId),
    check('kitchen_ticket_status_check', sql`${t.status} IN ('NEW', 'PREPARING', 'READY', 'SERVED')`),
    check('kitchen_ticket_priority_check', sql`${t.priority} IN ('NORMAL', 'RUSH')`),
  ],
);

/** A line of a kitchen ticket, copied from its order line (its extra units later go on another ticket). */
export const kitchenTicketLine = pgTable(
  'kitchen_ticket_line',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => kitchenTicket.id, { onDelete: 'cascade' }),
    orderLineId: integer().references(() => orderLine.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    variationName: text(),
    modifiers: jsonb().$type<string[]>().notNull().default([]),
    quantity: integer().notNull(),
    /** Units taken back after the ticket was sent: the cook reads "VOID 1x …" instead of the unit vanishing. */
    voidedQuantity: integer().notNull().default(0),
    note: text(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.ticketId),
    // One order line may be on several tickets: a higher quantity sends the extra units on a new ticket.
    index().on(t.orderLineId),
    check(
      'kitchen_ticket_line_voided_check',
      sql`${t.voidedQuantity} >= 0 AND ${t.voidedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * What a property sends its guests on its own (issue 13): confirmations of bookings and reservations (and their
 * changes and cancellations) and reminders N hours before, each switched off here; the language of its messages to
 * a guest whose own language is unknown. No row: every default (decision 0043).
 */
export const propertyMessageSetting = pgTable(
  'property_message_setting',
  {
    propertyId: integer()
      .primaryKey()
      .references(() => property.id, { onDelete: 'cascade' }),
    language: text().notNull().default('en'),
    bookingConfirmation: boolean().notNull().default(true),
    reservationConfirmation: boolean().notNull().default(true),
    reservationReminder: boolean().notNull().default(true),
    reservationReminderHours: integer().notNull().default(24),
    arrivalReminder: boolean().notNull().default(true),
    arrivalReminderHours: integer().notNull().default(24),
    updatedBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('property_message_setting_language_check', sql`${t.language} in ('en', 'fr')`),
    check(
      'property_message_setting_hours_check',
      sql`${t.reservationReminderHours} between 1 and 168 AND ${t.arrivalReminderHours} between 1 and 168`,
    ),
  ],
);

// ------------------------------------------------------------------ promotions (issue 14)

/**
 * A property's promotion (the original's BusinessOfferDto) with its coupon code, unique per property whatever the
 * case. `usesCount` is the uses counted (redemptions not given back): taken by a conditional update in the sale's
 * transaction, so that the last use goes to one sale only (decision 0044).
 */
export const promotion = pgTable(
  'promotion',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    shortName: text(),
    seoFriendlyName: text(),
    description: text(),
    highlights: text(),
    restrictions: text(),
    images: jsonb().$type<PromotionImage[]>().notNull().default([]),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    couponCode: text().notNull(),
    discountKind: text().$type<DiscountKind>().notNull(),
    discountValue: money().notNull(),
    minimumSpend: money(),
    appliesTo: text().$type<PromotionTarget>().notNull().default('ALL'),
    roomTypeIds: jsonb().$type<number[]>().notNull().default([]),
    ratePlanIds: jsonb().$type<number[]>().notNull().default([]),
    offeringIds: jsonb().$type<number[]>().notNull().default([]),
    productGroupIds: jsonb().$type<number[]>().notNull().default([]),
    stayFrom: date({ mode: 'string' }),
    stayTo: date({ mode: 'string' }),
    stayWeekdays: jsonb().$type<Weekday[]>().notNull().default([]),
    minDaysBefore: integer(),
    maxDaysBefore: integer(),
    totalUses: integer(),
    usesPerCustomer: integer(),
    usesCount: integer().notNull().default(0),
    stackable: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotion_property_code_key').on(t.propertyId, sql`lower(${t.couponCode})`),
    index('promotion_property_dates_idx').on(t.propertyId, t.startDate, t.endDate),
    check('promotion_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('promotion_discount_kind_check', sql`${t.discountKind} in ('PERCENT', 'AMOUNT')`),
    check(
      'promotion_discount_check',
      sql`${t.discountValue} > 0 AND (${t.discountKind} <> 'PERCENT' OR ${t.discountValue} <= 100)`,
    ),
    check(
      'promotion_applies_to_check',
      sql`${t.appliesTo} in ('ALL', 'ROOMS', 'OFFERINGS', 'PRODUCT_GROUPS')`,
    ),
    // The last use is taken by one sale: the counter never passes the total, whatever two clerks do at once.
    check(
      'promotion_uses_check',
      sql`${t.usesCount} >= 0 AND (${t.totalUses} is null OR ${t.usesCount} <= ${t.totalUses})`,
    ),
  ],
);

/**
 * A use of a promotion on a sale: a booking, a reservation or an order (`saleKind` + `saleId`), with the discount
 * it gave and the sale's money after it (the revenue it brought). Written in the sale's transaction; a cancelled
 * sale gives its use back (`releasedAt`, the counter down by one). `campaignId`: the campaign that carried the code.
 */
export const promotionRedemption = pgTable(
  'promotion_redemption',
  {
    id: serial().primaryKey(),
    promotionId: integer()
      .notNull()
      .references(() => promotion.id, { onDelete: 'restrict' }),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    saleKind: text().$type<SaleKind>().notNull(),
    saleId: integer().notNull(),
    saleReference: text(),
    customerId: integer().references(() => customer.id, { onDelete: 'set null' }),
    amount: money().notNull(),
    revenue: money().notNull(),
    campaignId: integer(),
    releasedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_redemption_promotion_idx').on(t.promotionId, t.customerId),
    index('promotion_redemption_campaign_idx').on(t.campaignId),
    // One counted use per sale.
    uniqueIndex('promotion_redemption_sale_key')
      .on(t.saleKind, t.saleId)
      .where(sql`${t.releasedAt} is null`),
    check('promotion_redemption_kind_check', sql`${t.saleKind} in ('BOOKING', 'RESERVATION', 'ORDER')`),
    check('promotion_redemption_amount_check', sql`${t.amount} >= 0`),
  ],
);

// ------------------------------------------------------------------ guest reviews (issue 14)

/**
 * A review request: made in the transaction that ends a sale (a check-out, a completed reservation or order) and
 * emailed through the outbox. Only the token's SHA-256 is kept; the link works once (`used_at`) until `expires_at`.
 * One per sale (unique sale_kind + sale_id): a check-out undone and done again asks once.
 */
export const reviewRequest = pgTable(
  'review_request',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    saleKind: text().$type<'BOOKING' | 'RESERVATION' | 'ORDER'>().notNull(),
    /** The booking, reservation or order (no foreign key: one column for three tables). */
    saleId: integer().notNull(),
    saleReference: text().notNull(),
    /** What was stayed in or visited, as the guest's page says it. */
    about: text().notNull(),
    /** The property's calendar day the sale ended. */
    visitDate: date({ mode: 'string' }).notNull(),
    customerId: integer().references(() => customer.id, { onDelete: 'set null' }),
    guestName: text(),
    email: text(),
    language: text().notNull().default('en'),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_request_sale_unique').on(t.saleKind, t.saleId),
    index().on(t.propertyId),
    check('review_request_sale_kind_check', sql`${t.saleKind} in ('BOOKING', 'RESERVATION', 'ORDER')`),
  ],
);

/** A guest's review: one per request (so one per sale); public only once PUBLISHED. */
export const review = pgTable(
  'review',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    requestId: integer()
      .notNull()
      .unique()
      .references(() => reviewRequest.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    /** Rating per aspect of the property's business type (packages/domain REVIEW_ASPECTS). */
    aspects: jsonb().$type<Record<string, number>>().notNull().default({}),
    comment: text(),
    displayName: text(),
    status: text().$type<'NEW' | 'PUBLISHED' | 'HIDDEN'>().notNull().default('NEW'),
    statusReason: text(),
    statusChangedByName: text(),
    statusChangedAt: timestamp({ withTimezone: true }),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('review_property_created_idx').on(t.propertyId, t.createdAt),
    check('review_rating_check', sql`${t.rating} between 1 and 5`),
    check('review_status_check', sql`${t.status} in ('NEW', 'PUBLISHED', 'HIDDEN')`),
  ],
);

/**
 * A marketing campaign (issue 14): of an organisation (propertyId null: its properties' customers) or of one
 * property. The audience filter, the content per language and the schedule are data; sending writes one
 * campaign_recipient and one outbox message per consenting customer in one transaction.
 */
export const campaign = pgTable(
  'campaign',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    propertyId: integer().references(() => property.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    channel: text().$type<CampaignChannel>().notNull(),
    status: text().$type<CampaignStatus>().notNull().default('DRAFT'),
    audience: jsonb().$type<CampaignAudience>().notNull(),
    /** The promotion whose code the messages carry; its redemptions with this campaign's id are attributed here. */
    promotionId: integer(),
    content: jsonb().$type<CampaignContent[]>().notNull(),
    /** When the worker sends a SCHEDULED campaign. */
    scheduledAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** Customers written to when it was sent. */
    audienceSize: integer(),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdByName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.organisationId, t.createdAt),
    index().on(t.propertyId, t.createdAt),
    // The worker's pick-up: scheduled campaigns by time.
    index('campaign_due_idx').on(t.status, t.scheduledAt),
    check('campaign_channel_check', sql`${t.channel} in ('EMAIL', 'SMS')`),
    check('campaign_status_check', sql`${t.status} in ('DRAFT', 'SCHEDULED', 'SENT', 'CANCELLED')`),
  ],
);

/**
 * One customer a campaign was sent to: unique per campaign, so that a second send, a retry or a second worker can
 * never write to the same customer twice. Keeps the outbox message and when the customer unsubscribed by its link.
 */
export const campaignRecipient = pgTable(
  'campaign_recipient',
  {
    id: serial().primaryKey(),
    campaignId: integer()
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => outboxMessage.id, { onDelete: 'set null' }),
    language: text().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_recipient_once_idx').on(t.campaignId, t.customerId),
    index().on(t.customerId),
  ],
);

/**
 * A business that may join the platform (issue 15, business leads): typed in by the leads organisation's staff or
 * received from the public "book a demo" form. NEW → CONTACTED → DEMO → PROPOSAL → WON (its property and invited
 * administrator are made) / LOST (with its reason); an account manager and a follow-up day.
 */
export const businessLead = pgTable(
  'business_lead',
  {
    id: serial().primaryKey(),
    organisationId: integer()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    businessType: text().$type<BusinessType>().notNull(),
    firstName: text().notNull(),
    lastName: text(),
    email: text(),
    mobile: text(),
    ownerName: text(),
    propertyName: text().notNull(),
    city: text(),
    solutions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text().notNull(),
    stage: text().notNull().default('NEW'),
    lostReason: text(),
    accountManagerUserId: integer().references(() => appUser.id, { onDelete: 'set null' }),
    followUpDate: date({ mode: 'string' }),
    /** WON: the property made for the business and its invited administrator. */
    propertyId: integer().references(() => property.id, { onDelete: 'set null' }),
    adminUserId: integer().references(() => appUser.id, { onDelete: 'set null' }),
    stageChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('business_lead_stage', sql`${t.stage} in ('NEW', 'CONTACTED', 'DEMO', 'PROPOSAL', 'WON', 'LOST')`),
    check(
      'business_lead_source',
      sql`${t.source} in ('BOOK_A_DEMO', 'PHONE', 'EMAIL', 'REFERRAL', 'EVENT', 'OTHER')`,
    ),
    check('business_lead_lost_reason', sql`${t.stage} <> 'LOST' or ${t.lostReason} is not null`),
    check('business_lead_contact', sql`${t.email} is not null or ${t.mobile} is not null`),
    // The board reads the organisation's leads by stage; the list by day received.
    index().on(t.organisationId, t.stage, t.stageChangedAt),
    index().on(t.organisationId, t.createdAt),
  ],
);

/** A note on a business lead (a call's outcome, what the demo showed): kept as written. */
export const businessLeadNote = pgTable(
  'business_lead_note',
  {
    id: serial().primaryKey(),
    leadId: integer()
      .notNull()
      .references(() => businessLead.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    createdBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    createdByName: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.leadId, t.createdAt)],
);

// ------------------------------------------------------------------ day close (issue 15, decision 0046)

/**
 * A property's day close: whether the night audit runs on its own and at what local time, whether arrivals not
 * checked in become no-shows, and the open business date once a close has rolled it (null before the first).
 */
export const propertyDayClose = pgTable(
  'property_day_close',
  {
    propertyId: integer()
      .primaryKey()
      .references(() => property.id, { onDelete: 'cascade' }),
    automatic: boolean().notNull().default(false),
    auditTime: text().notNull().default('02:00'),
    markNoShows: boolean().notNull().default(true),
    businessDate: date({ mode: 'string' }),
    updatedBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('property_day_close_time_check', sql`${t.auditTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)],
);

/**
 * One close of one business date: unique per property and date, so a second run of the date is the same run. Its
 * steps commit one by one, each recorded in `stepsDone` in its own transaction; a worker holds the run by its lease
 * (claimed with FOR UPDATE SKIP LOCKED) and a run whose holder died is taken over when the lease has passed.
 */
export const dayCloseRun = pgTable(
  'day_close_run',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    businessDate: date({ mode: 'string' }).notNull(),
    status: text().$type<DayCloseRunStatus>().notNull().default('RUNNING'),
    trigger: text().$type<DayCloseTrigger>().notNull(),
    stepsDone: text()
      .array()
      .$type<DayCloseStep[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    attempts: integer().notNull().default(0),
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    nightsPosted: integer().notNull().default(0),
    amountPosted: money().notNull().default(0),
    noShows: integer().notNull().default(0),
    exceptions: integer().notNull().default(0),
    startedBy: integer().references(() => appUser.id, { onDelete: 'set null' }),
    startedByName: text(),
    startedAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('day_close_run_date_key').on(t.propertyId, t.businessDate),
    index().on(t.status, t.leaseUntil),
    check('day_close_run_status_check', sql`${t.status} in ('RUNNING', 'DONE')`),
    check('day_close_run_trigger_check', sql`${t.trigger} in ('AUTOMATIC', 'MANUAL')`),
  ],
);

/**
 * A night's room revenue posted by a close: one row per booking and night (the unique key is what makes a second
 * close, or a close taken over after a crash, post nothing twice). The folio bills the stay as booked; a posting
 * recognises the night on its business date (decision 0046).
 */
export const roomChargePosting = pgTable(
  'room_charge_posting',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    bookingId: integer()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    runId: integer()
      .notNull()
      .references(() => dayCloseRun.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    tax: money().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('room_charge_posting_night_key').on(t.bookingId, t.night),
    index().on(t.runId),
    index().on(t.propertyId, t.night),
  ],
);

/** A line of a close's exceptions report, as it stood at the close. */
export const dayCloseException = pgTable(
  'day_close_exception',
  {
    id: serial().primaryKey(),
    runId: integer()
      .notNull()
      .references(() => dayCloseRun.id, { onDelete: 'cascade' }),
    kind: text().$type<DayCloseExceptionKind>().notNull(),
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    orderId: integer().references(() => salesOrder.id, { onDelete: 'set null' }),
    reference: text().notNull(),
    guestName: text(),
    amount: money(),
    markedNoShow: boolean().notNull().default(false),
  },
  (t) => [index().on(t.runId, t.kind)],
);

/** A property's public booking engine settings (issue 16); no row means the defaults (no hold, 30% deposit). */
export const bookingEngineSetting = pgTable(
  'booking_engine_setting',
  {
    propertyId: integer()
      .primaryKey()
      .references(() => property.id, { onDelete: 'cascade' }),
    /** Whether a guest may ask for the stay on hold, paying nothing now. */
    allowHold: boolean().notNull().default(false),
    /** The share of the stay's total a deposit asks; 0 offers only the whole stay. */
    depositPercentage: integer().notNull().default(30),
    updatedAt: updatedAt(),
  },
  (t) => [check('booking_engine_setting_deposit_check', sql`${t.depositPercentage} between 0 and 100`)],
);

// ------------------------------------------------------------------ OTA channels (issue 16, docs/channels.md)

/** The platform's catalogue of channels (the original's `OnlineTravelAgencies`, without its stored passwords). */
export const channel = pgTable(
  'channel',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    logoUrl: text(),
    website: text(),
    email: text(),
    contactNumber: text(),
    adapterKind: text().$type<ChannelAdapterKind>().notNull(),
    /** The booking source its reservations carry ('Booking.com', 'AirBnB'…). */
    bookingSource: text().notNull(),
    /** HTTP_JSON: where availability and rates are posted. */
    availabilityUrl: text(),
    ratesUrl: text(),
    status: text().$type<ChannelStatus>().notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channel_name_unique').on(sql`lower(${t.name})`),
    check('channel_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
  ],
);

/**
 * A property connected to a channel: its id there, fees, the rate adjustment and stop-sell applied to what is pushed,
 * and the last sync's outcome. `webhookTokenHash`: the hash of the token a channel presents to send reservations.
 */
export const channelConnection = pgTable(
  'channel_connection',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    channelId: integer()
      .notNull()
      .references(() => channel.id),
    externalPropertyId: text(),
    commissionFee: money().notNull().default(0),
    commissionFeeType: text().$type<ChannelFeeType>().notNull().default('PERCENTAGE'),
    convenienceFee: money().notNull().default(0),
    convenienceFeeType: text().$type<ChannelFeeType>().notNull().default('AMOUNT'),
    rateAdjustmentPercent: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    stopSell: boolean().notNull().default(false),
    status: text().$type<ChannelConnectionStatus>().notNull().default('ACTIVE'),
    webhookTokenHash: text().unique(),
    lastSyncAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channel_connection_property_channel_unique').on(t.propertyId, t.channelId),
    index('channel_connection_channel_idx').on(t.channelId),
    check('channel_connection_status_check', sql`${t.status} in ('ACTIVE', 'PAUSED')`),
    check(
      'channel_connection_fee_type_check',
      sql`${t.commissionFeeType} in ('PERCENTAGE', 'AMOUNT') and ${t.convenienceFeeType} in ('PERCENTAGE', 'AMOUNT')`,
    ),
    check('channel_connection_adjustment_check', sql`${t.rateAdjustmentPercent} > -100`),
  ],
);

/** A room type (and optionally a rate plan) of the property and its codes at the channel. */
export const channelMapping = pgTable(
  'channel_mapping',
  {
    id: serial().primaryKey(),
    connectionId: integer()
      .notNull()
      .references(() => channelConnection.id, { onDelete: 'cascade' }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id, { onDelete: 'cascade' }),
    ratePlanId: integer().references(() => ratePlan.id, { onDelete: 'cascade' }),
    externalRoomCode: text().notNull(),
    externalRateCode: text(),
    /** This room type does not sell on this channel. */
    stopSell: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('channel_mapping_room_rate_unique').on(
      t.connectionId,
      t.roomTypeId,
      sql`coalesce(${t.ratePlanId}, 0)`,
    ),
    index('channel_mapping_code_idx').on(t.connectionId, t.externalRoomCode),
  ],
);

/**
 * A reservation a channel sent (the original's external reservation): what became of it, its booking when one holds
 * it, and the payload as received. One row per channel reservation id and connection: a resend updates it.
 */
export const channelReservation = pgTable(
  'channel_reservation',
  {
    id: serial().primaryKey(),
    connectionId: integer()
      .notNull()
      .references(() => channelConnection.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    externalId: text().notNull(),
    externalTransactionId: text(),
    bookingId: integer().references(() => booking.id, { onDelete: 'set null' }),
    status: text().$type<ChannelReservationStatus>().notNull(),
    bookingStatus: text(),
    roomTypeId: integer().references(() => roomType.id, { onDelete: 'set null' }),
    roomId: integer().references(() => room.id, { onDelete: 'set null' }),
    checkinDate: date({ mode: 'string' }).notNull(),
    checkoutDate: date({ mode: 'string' }).notNull(),
    firstName: text(),
    lastName: text(),
    email: text(),
    contactNumber: text(),
    noOfPerson: integer().notNull().default(1),
    paidAmount: money(),
    totalAmount: money(),
    modeOfPayment: text(),
    payload: text(),
    payloadType: text().notNull().default('JSON'),
    problem: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channel_reservation_external_unique').on(t.connectionId, t.externalId),
    index('channel_reservation_property_idx').on(t.propertyId, t.createdAt),
    // The tape chart's overbooking markers: a property's OVERBOOKED rows by dates.
    index('channel_reservation_overbooked_idx')
      .on(t.propertyId, t.checkinDate)
      .where(sql`${t.status} = 'OVERBOOKED'`),
    index('channel_reservation_booking_idx').on(t.bookingId),
    check(
      'channel_reservation_status_check',
      sql`${t.status} in ('BOOKED', 'MODIFIED', 'CANCELLED', 'OVERBOOKED')`,
    ),
  ],
);

/** One exchange with a channel (a push, a pull, a reservation received): sync health reads the latest. */
export const channelSyncEvent = pgTable(
  'channel_sync_event',
  {
    id: serial().primaryKey(),
    connectionId: integer()
      .notNull()
      .references(() => channelConnection.id, { onDelete: 'cascade' }),
    direction: text().$type<ChannelSyncDirection>().notNull(),
    status: text().$type<ChannelSyncStatus>().notNull(),
    message: text(),
    error: text(),
    payload: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('channel_sync_event_connection_idx').on(t.connectionId, t.startedAt),
    check('channel_sync_event_direction_check', sql`${t.direction} in ('PUSH', 'PULL', 'RECEIVE')`),
    check('channel_sync_event_status_check', sql`${t.status} in ('SUCCESS', 'ERROR')`),
  ],
);

/**
 * The push queue (outbox style, decision 0029): each inventory change appends a row in its own transaction (an
 * insert only: no lock that a concurrent booking would wait on). The worker takes a connection's PENDING rows
 * together once its last change is a quiet period old (or its first is too old to wait more), as one SENDING batch
 * (`claimId`) under a lease, and pushes their ranges as one; a failure puts the batch back to PENDING with a backoff.
 */
export const channelPush = pgTable(
  'channel_push',
  {
    id: serial().primaryKey(),
    connectionId: integer()
      .notNull()
      .references(() => channelConnection.id, { onDelete: 'cascade' }),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    /** Null: every room type of the property. */
    roomTypeIds: jsonb().$type<number[] | null>(),
    status: text().$type<ChannelPushStatus>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The batch a worker claimed it in: its outcome is written only while the batch is still that claim's. */
    claimId: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('channel_push_connection_idx').on(t.connectionId, t.status),
    index('channel_push_claim_idx').on(t.claimId),
    index('channel_push_due_idx').on(t.status, t.dueAt),
    check('channel_push_status_check', sql`${t.status} in ('PENDING', 'SENDING', 'SENT', 'FAILED')`),
    check('channel_push_range_check', sql`${t.toDate} > ${t.fromDate}`),
  ],
);

/**
 * A busy feed we publish (issue 16): a room type's (roomId null) or a room's nights as iCal, at a URL whose token
 * only the property's admins see. The token is kept sealed (shown again to the admin) and as a hash (looked up
 * by the public route); regenerating revokes the row and issues a new one.
 */
export const icalExportFeed = pgTable(
  'ical_export_feed',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id, { onDelete: 'cascade' }),
    roomId: integer().references(() => room.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    tokenSealed: text().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastReadAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live feed per room type or room: issuing another revokes it in the same transaction.
    uniqueIndex('ical_export_feed_live_unique')
      .on(t.propertyId, t.roomTypeId, sql`coalesce(${t.roomId}, 0)`)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * An OTA's feed we import (issue 16) into a room type (or one room), as reservations of one of the property's
 * channel connections. The URL carries the OTA's secret: kept sealed, and as a hash so one property imports a
 * calendar once. A fetch claims the row with a lease (one fetch per feed across processes).
 */
export const icalImportFeed = pgTable(
  'ical_import_feed',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => property.id, { onDelete: 'cascade' }),
    connectionId: integer()
      .notNull()
      .references(() => channelConnection.id, { onDelete: 'cascade' }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomType.id, { onDelete: 'cascade' }),
    roomId: integer().references(() => room.id, { onDelete: 'set null' }),
    name: text().notNull(),
    urlSealed: text().notNull(),
    urlHash: text().notNull(),
    intervalMinutes: integer().notNull().default(15),
    status: text().$type<IcalFeedStatus>().notNull().default('ACTIVE'),
    nextFetchAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp({ withTimezone: true }),
    lastFetchAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastError: text(),
    lastEventCount: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ical_import_feed_url_unique').on(t.propertyId, t.urlHash),
    index('ical_import_feed_due_idx').on(t.status, t.nextFetchAt),
    index('ical_import_feed_connection_idx').on(t.connectionId),
    check('ical_import_feed_status_check', sql`${t.status} in ('ACTIVE', 'PAUSED')`),
    check('ical_import_feed_interval_check', sql`${t.intervalMinutes} between 5 and 1440`),
  ],
);

// The organisation dashboard's queries (issue 10): each one reads every property of the organisation at once,
// grouped by property, so that the page costs the same few statements for two properties or two hundred.
import type { OnboardingStep } from '@bookone/domain';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { booking, dailyRate, organisation, property } from '../../db/schema';
import { soldStatuses, stayNightShare } from './dashboard.repository';

/** A month and the one before it as dates: [lastStart, thisStart) and [thisStart, nextStart). */
export interface MonthPair {
  lastStart: string;
  thisStart: string;
  nextStart: string;
}

export async function findOrganisationName(db: Db, organisationId: number) {
  const [row] = await db
    .select({ name: organisation.name })
    .from(organisation)
    .where(eq(organisation.id, organisationId));
  return row?.name;
}

/** The property's id and organisation with both names, for the banner of a property's dashboard. */
export async function findPropertyScope(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      propertyId: property.id,
      propertyName: property.name,
      organisationId: property.organisationId,
      organisationName: organisation.name,
    })
    .from(property)
    .innerJoin(organisation, eq(organisation.id, property.organisationId))
    .where(eq(property.id, propertyId));
  return row;
}

// The outer row's id, qualified: inside a subquery an unqualified "id" would name the subquery's own table.
const pid = sql.raw('"property"."id"');
/** Today in the property's own time zone. */
const propertyToday = sql`(now() at time zone ${property.timezone})::date`;
const createdOn = sql`(${property.createdAt} at time zone ${property.timezone})::date`;

/**
 * The organisation's properties by name, with the day each was created and what the attention rules read: room types, active rate plans, the last
 * onboarding step saved, whole days since creation, room types overbooked tonight (more units booked than in
 * service) and bookings staying tonight with fewer rooms allocated for tonight than they booked.
 */
export async function organisationPropertyFacts(db: Db, organisationId: number) {
  return db
    .select({
      id: property.id,
      name: property.name,
      businessType: property.businessType,
      propertyStatus: property.propertyStatus,
      deactivatedAt: property.deactivatedAt,
      currency: property.localCurrency,
      createdAt: property.createdAt,
      timezone: property.timezone,
      /** The day it was created, in its time zone (YYYY-MM-DD). */
      createdOn: sql<string>`to_char(${createdOn}, 'YYYY-MM-DD')`,
      ageDays: sql<number>`floor(extract(epoch from now() - ${property.createdAt}) / 86400)::int`.mapWith(
        Number,
      ),
      roomTypes: sql<number>`(select count(*) from room_type rt where rt.property_id = ${pid})::int`.mapWith(
        Number,
      ),
      ratePlans: sql<number>`(select count(*) from rate_plan rp join room_type rt on rt.id = rp.room_type_id
        where rt.property_id = ${pid} and rp.active)::int`.mapWith(Number),
      onboardingStep: sql<OnboardingStep | null>`(select op.step from onboarding_progress op
        where op.property_id = ${pid} order by op.completed_at desc, op.step limit 1)`,
      overbookedToday: sql<number>`(select count(*) from daily_rate dr
        where dr.property_id = ${pid} and dr.date = ${propertyToday} and dr.booked > dr.total)::int`.mapWith(
        Number,
      ),
      unallocatedToday: sql<number>`(select count(*) from booking b
        where b.property_id = ${pid} and b.status in ('NEW', 'CONFIRMED', 'CHECKEDIN')
          and b.arrival <= ${propertyToday} and b.departure > ${propertyToday}
          and (select count(*) from booking_room br where br.booking_id = b.id
            and br.from_date <= ${propertyToday} and br.to_date > ${propertyToday}) < b.units)::int`.mapWith(
        Number,
      ),
    })
    .from(property)
    .where(eq(property.organisationId, organisationId))
    .orderBy(asc(sql`lower(${property.name})`), asc(property.id));
}

const inOrganisation = (organisationId: number) =>
  sql`(select p.id from property p where p.organisation_id = ${organisationId})`;

/**
 * Room-nights sold and in service per property, this month and last, from the daily inventory (the property
 * dashboard's occupancy counts the same rows): properties without inventory in the months have no row.
 */
export async function occupancyByProperty(db: Db, organisationId: number, months: MonthPair) {
  const thisMonth = sql`${dailyRate.date} >= ${months.thisStart}::date`;
  return db
    .select({
      propertyId: dailyRate.propertyId,
      soldThisMonth:
        sql<number>`coalesce(sum(${dailyRate.booked}) filter (where ${thisMonth}), 0)::int`.mapWith(Number),
      totalThisMonth:
        sql<number>`coalesce(sum(${dailyRate.total}) filter (where ${thisMonth}), 0)::int`.mapWith(Number),
      soldLastMonth:
        sql<number>`coalesce(sum(${dailyRate.booked}) filter (where not ${thisMonth}), 0)::int`.mapWith(
          Number,
        ),
      totalLastMonth:
        sql<number>`coalesce(sum(${dailyRate.total}) filter (where not ${thisMonth}), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(dailyRate)
    .where(
      and(
        sql`${dailyRate.propertyId} in ${inOrganisation(organisationId)}`,
        sql`${dailyRate.date} >= ${months.lastStart}::date`,
        sql`${dailyRate.date} < ${months.nextStart}::date`,
      ),
    )
    .groupBy(dailyRate.propertyId);
}

/** Room revenue by stay night per property and booking currency, this month and last (as the property dashboard). */
export async function revenueByProperty(db: Db, organisationId: number, months: MonthPair) {
  return db
    .select({
      propertyId: booking.propertyId,
      currency: booking.currency,
      thisMonth: sql<number>`${stayNightShare(months.thisStart, months.nextStart)}`.mapWith(Number),
      lastMonth: sql<number>`${stayNightShare(months.lastStart, months.thisStart)}`.mapWith(Number),
    })
    .from(booking)
    .where(
      and(
        sql`${booking.propertyId} in ${inOrganisation(organisationId)}`,
        sql`${booking.status} in (${soldStatuses})`,
        sql`${booking.arrival} < ${months.nextStart}::date`,
        sql`${booking.departure} > ${months.lastStart}::date`,
      ),
    )
    .groupBy(booking.propertyId, booking.currency)
    .orderBy(asc(booking.propertyId), asc(booking.currency));
}

/**
 * Bookings made per property (by the day they were made, in the property's time zone), this month and last: every
 * booking but an enquiry (not a booking yet) and a void one (made by mistake).
 */
export async function bookingsMadeByProperty(db: Db, organisationId: number, months: MonthPair) {
  const madeOn = sql`(${booking.createdAt} at time zone ${property.timezone})::date`;
  const within = (start: string, end: string) =>
    sql`${madeOn} >= ${start}::date and ${madeOn} < ${end}::date`;
  return db
    .select({
      propertyId: booking.propertyId,
      thisMonth:
        sql<number>`count(*) filter (where ${within(months.thisStart, months.nextStart)})::int`.mapWith(
          Number,
        ),
      lastMonth:
        sql<number>`count(*) filter (where ${within(months.lastStart, months.thisStart)})::int`.mapWith(
          Number,
        ),
    })
    .from(booking)
    .innerJoin(property, eq(property.id, booking.propertyId))
    .where(
      and(
        eq(property.organisationId, organisationId),
        notInArray(booking.status, ['ENQUIRY', 'VOID']),
        // A day's margin either side of the months covers every time zone before the exact test above.
        sql`${booking.createdAt} >= ${months.lastStart}::date - 1`,
        sql`${booking.createdAt} < ${months.nextStart}::date + 1`,
      ),
    )
    .groupBy(booking.propertyId);
}

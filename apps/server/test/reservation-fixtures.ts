// A small services catalogue for the reservation tests, inserted straight into the database (the catalogue's own
// API is tested in its own files): a business service with its own week, offerings and resources of a property.
import { WEEKDAYS, wallClockToInstant, type BusinessDay, type Reservation } from '@bookone/domain';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { appUser, businessService, offering, offeringResource, serviceResource } from '../src/db/schema';
import { extendApp, openTenantsApp, type TenantsApp } from './demo-app';
import type { TestApp } from './helpers';
import { insertUser, uniqueEmail } from './support';

/** Monday to Saturday 09:00–17:00 with lunch 12:00–13:00; closed on Sunday. */
export const SPA_WEEK: BusinessDay[] = WEEKDAYS.map((weekday) =>
  weekday === 'SUN'
    ? { weekday, open: false, opensAt: null, closesAt: null, breaks: [] }
    : {
        weekday,
        open: true,
        opensAt: '09:00',
        closesAt: '17:00',
        breaks: [{ start: '12:00', end: '13:00' }],
      },
);

const tag = () => randomBytes(3).toString('hex').toUpperCase();

export interface Catalogue {
  serviceId: number;
  offeringId: number;
  resourceIds: number[];
}

/** A business service with one offering delivered by `resources` new resources of the property. */
export async function createCatalogue(
  t: TestApp,
  propertyId: number,
  o: {
    durationMinutes?: number;
    bufferMinutes?: number;
    capacity?: number;
    price?: number;
    resources?: number;
  } = {},
): Promise<Catalogue> {
  const code = tag();
  const [service] = await t.db
    .insert(businessService)
    .values({
      propertyId,
      name: `Test spa ${code}`,
      code: `S${code}`,
      minLeadMinutes: 0,
      maxLeadDays: 120,
      openingHours: SPA_WEEK,
    })
    .returning();
  const [off] = await t.db
    .insert(offering)
    .values({
      propertyId,
      businessServiceId: service!.id,
      name: `Massage ${code}`,
      code: `O${code}`,
      durationMinutes: o.durationMinutes ?? 60,
      bufferMinutes: o.bufferMinutes ?? 0,
      capacity: o.capacity ?? 1,
      price: o.price ?? 100,
    })
    .returning();
  const resourceIds: number[] = [];
  for (let i = 0; i < (o.resources ?? 1); i++) {
    const [r] = await t.db
      .insert(serviceResource)
      .values({ propertyId, kind: 'STAFF', name: `Therapist ${code}-${i + 1}` })
      .returning();
    await t.db.insert(offeringResource).values({ offeringId: off!.id, resourceId: r!.id });
    resourceIds.push(r!.id);
  }
  return { serviceId: service!.id, offeringId: off!.id, resourceIds };
}

/** The instant of a property-local wall-clock time (Auckland for the demo properties). */
export const at = (date: string, time: string, tz = 'Pacific/Auckland') =>
  new Date(wallClockToInstant(date, time, tz)).toISOString();

/** A reservation body for one line and a new customer. */
export function reservationBody(
  offeringId: number,
  startsAt: string,
  more: {
    persons?: number;
    resourceId?: number | null;
    discountPercentage?: number;
    customerId?: number;
  } = {},
) {
  const { persons, resourceId, customerId, ...rest } = more;
  return {
    lines: [{ offeringId, startsAt, persons: persons ?? 1, resourceId: resourceId ?? null }],
    ...(customerId != null
      ? { customerId }
      : { customer: { firstName: 'Ana', lastName: `Guest ${tag()}`, email: uniqueEmail('spa') } }),
    ...rest,
  };
}

/** Posts a reservation and expects it made. */
export async function reserve(
  t: TestApp,
  propertyId: number,
  token: string,
  body: unknown,
): Promise<Reservation> {
  const res = await t.api('POST', `/api/reservation/property/${propertyId}`, { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Reservation>();
}

/** A weekday (Monday to Saturday) at least `fromDays` ahead of `today`. */
export function openDayFrom(
  today: string,
  fromDays: number,
  addDays: (d: string, n: number) => string,
): string {
  for (let i = fromDays; ; i++) {
    const d = addDays(today, i);
    if (new Date(`${d}T00:00:00Z`).getUTCDay() !== 0) return d;
  }
}

export interface SpaApp extends TenantsApp {
  /** Corner Bistro, a property of the demo organisation that takes no reservations of the spa. */
  BISTRO: number;
  /** Kowhai Nails: the demo's Business Starter business, which lists reservations but cannot take them. */
  NAILS: number;
  /** The token of Lotus Day Spa's admin. */
  spa: string;
  /** The token of a PROP_SERVICE clerk of the spa, made for the file. */
  clerk: string;
}

/**
 * The reservation files' app: the tenants app, the spa's admin signed in and a PROP_SERVICE clerk of the spa (named
 * `clerk`'s names when given; `maxDiscount`: the most % off the clerk may give).
 */
export async function openSpaApp(
  clerk: { firstName?: string; lastName?: string; maxDiscount?: number } = {},
): Promise<SpaApp> {
  return extendApp(await openTenantsApp(), async ({ t, session, SPA, ids }) => {
    const spa = await session('spa.admin@bookone.demo');
    const [lotus] = await t.db.select().from(appUser).where(eq(appUser.username, 'spa.admin@bookone.demo'));
    const u = await insertUser(t, {
      roles: ['PROP_SERVICE'],
      organisationId: lotus!.organisationId,
      propertyId: SPA,
      firstName: clerk.firstName,
      lastName: clerk.lastName,
    });
    if (clerk.maxDiscount != null)
      await t.db
        .update(appUser)
        .set({ maxBookingDiscountPercentage: clerk.maxDiscount })
        .where(eq(appUser.id, u.id));
    return {
      BISTRO: ids.property('Corner Bistro'),
      NAILS: ids.property('Kowhai Nails'),
      spa,
      clerk: await t.login(u.username),
    };
  });
}

// The demo services catalogue (issue 11): Lotus Day Spa (two services, eight offerings with a class of 10, four
// therapists with their own hours, one on leave), Fresh Cuts Barbers (three barbers, five offerings) and Harbour
// View's spa and airport transfers. Deterministic; the leave is placed relative to today in the property's zone.
import {
  addDays,
  todayIn,
  wallClockToInstant,
  WEEKDAYS,
  type BusinessDay,
  type ResourceKind,
  type Weekday,
} from '@bookone/domain';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  businessService,
  offering,
  offeringResource,
  property,
  resourceTimeOff,
  serviceResource,
} from '../../db/schema';

type Hours = Omit<BusinessDay, 'weekday' | 'open'>;
/** A week from a rule per weekday: hours, or null for a closed day. */
const week = (open: (d: Weekday) => Hours | null): BusinessDay[] =>
  WEEKDAYS.map((weekday) => {
    const h = open(weekday);
    return h
      ? { weekday, open: true, ...h }
      : { weekday, open: false, opensAt: null, closesAt: null, breaks: [] };
  });
const days = (list: Weekday[], h: Hours) => week((d) => (list.includes(d) ? h : null));

interface ServiceSeed {
  /** Onboarding's service of the same name is completed; another is added. */
  name: string;
  serviceType: string;
  description: string;
  code: string;
  groupName: string;
  minLeadMinutes: number;
  maxLeadDays: number;
  bufferMinutes: number;
  locationTerm: string;
  resourceTerm: string;
  openingHours: BusinessDay[] | null;
}
interface ResourceSeed {
  name: string;
  kind: ResourceKind;
  /** The code of the service it works for; absent: any. */
  service?: string;
  capacity?: number;
  workingHours?: BusinessDay[];
  /** The username of the staff member's account. */
  account?: string;
  /** Days of leave from today (first, last inclusive). */
  leave?: [number, number, string];
}
interface OfferingSeed {
  service: string;
  code: string;
  name: string;
  description: string;
  durationMinutes: number;
  price: number;
  capacity?: number;
  bufferMinutes?: number;
  tags: string[];
  resources: string[];
}
interface CatalogueSeed {
  services: ServiceSeed[];
  resources: ResourceSeed[];
  offerings: OfferingSeed[];
}

const CATALOGUES: Record<string, CatalogueSeed> = {
  'Lotus Day Spa': {
    services: [
      {
        name: 'Massage & Spa Treatments',
        serviceType: 'Spa',
        description: 'Massages, facials and body treatments.',
        code: 'SPA',
        groupName: 'Spa',
        minLeadMinutes: 60,
        maxLeadDays: 90,
        bufferMinutes: 15,
        locationTerm: 'Treatment room',
        resourceTerm: 'Therapist',
        openingHours: null,
      },
      {
        name: 'Yoga & Wellness Studio',
        serviceType: 'Wellness',
        description: 'Small-group yoga and breathing classes in the garden studio.',
        code: 'STUDIO',
        groupName: 'Wellness',
        minLeadMinutes: 30,
        maxLeadDays: 60,
        bufferMinutes: 0,
        locationTerm: 'Studio',
        resourceTerm: 'Instructor',
        openingHours: week((d) =>
          d === 'MON'
            ? null
            : d === 'SUN'
              ? { opensAt: '08:00', closesAt: '12:00', breaks: [] }
              : { opensAt: '07:00', closesAt: '19:00', breaks: [{ start: '12:00', end: '16:00' }] },
        ),
      },
    ],
    resources: [
      // The spa's hours (Tuesday to Sunday, 9 to 6 with lunch at 1).
      { name: 'Mia Chen', kind: 'STAFF', service: 'SPA' },
      {
        name: 'Aroha Ngata',
        kind: 'STAFF',
        service: 'SPA',
        workingHours: days(['WED', 'THU', 'FRI', 'SAT', 'SUN'], {
          opensAt: '10:00',
          closesAt: '18:00',
          breaks: [],
        }),
      },
      {
        name: 'Sophie Walker',
        kind: 'STAFF',
        service: 'SPA',
        workingHours: days(['TUE', 'WED', 'THU', 'FRI'], { opensAt: '09:00', closesAt: '15:00', breaks: [] }),
      },
      { name: 'Liam Patel', kind: 'STAFF', leave: [-2, 6, 'Annual leave'] },
      { name: 'Garden Studio', kind: 'ROOM', service: 'STUDIO' },
    ],
    offerings: [
      {
        service: 'SPA',
        code: 'SWE60',
        name: 'Swedish Massage 60 min',
        description: 'Long, flowing strokes for full-body relaxation.',
        durationMinutes: 60,
        price: 120,
        tags: ['massage', 'relax'],
        resources: ['Mia Chen', 'Aroha Ngata', 'Liam Patel'],
      },
      {
        service: 'SPA',
        code: 'DEEP90',
        name: 'Deep Tissue Massage 90 min',
        description: 'Firm pressure on the deeper layers of muscle.',
        durationMinutes: 90,
        price: 165,
        tags: ['massage', 'sport'],
        resources: ['Aroha Ngata', 'Liam Patel'],
      },
      {
        service: 'SPA',
        code: 'STONE75',
        name: 'Hot Stone Massage',
        description: 'Warm basalt stones ease tension.',
        durationMinutes: 75,
        price: 150,
        bufferMinutes: 30,
        tags: ['massage'],
        resources: ['Mia Chen', 'Aroha Ngata'],
      },
      {
        service: 'SPA',
        code: 'AROMA60',
        name: 'Aromatherapy Massage',
        description: 'A gentle massage with essential oils of your choice.',
        durationMinutes: 60,
        price: 130,
        tags: ['massage', 'relax'],
        resources: ['Mia Chen', 'Liam Patel'],
      },
      {
        service: 'SPA',
        code: 'BNS30',
        name: 'Back, Neck & Shoulders',
        description: 'A focused 30-minute treatment.',
        durationMinutes: 30,
        price: 70,
        tags: ['massage', 'express'],
        resources: ['Mia Chen', 'Aroha Ngata', 'Sophie Walker', 'Liam Patel'],
      },
      {
        service: 'SPA',
        code: 'FAC60',
        name: 'Signature Facial',
        description: 'Cleanse, exfoliation, mask and massage.',
        durationMinutes: 60,
        price: 110,
        tags: ['facial'],
        resources: ['Sophie Walker', 'Mia Chen'],
      },
      {
        service: 'SPA',
        code: 'FAC30',
        name: 'Express Facial',
        description: 'A quick refresh for busy days.',
        durationMinutes: 30,
        price: 65,
        tags: ['facial', 'express'],
        resources: ['Sophie Walker'],
      },
      {
        service: 'STUDIO',
        code: 'YOGA60',
        name: 'Morning Yoga Class',
        description: 'An hour of flow yoga for every level, mats provided.',
        durationMinutes: 60,
        price: 25,
        capacity: 10,
        tags: ['class', 'yoga'],
        resources: ['Garden Studio'],
      },
    ],
  },
  'Fresh Cuts Barbers': {
    services: [
      {
        name: 'Barbering',
        serviceType: 'Hair',
        description: 'Cuts, fades and beard trims.',
        code: 'CUTS',
        groupName: 'Hair',
        minLeadMinutes: 15,
        maxLeadDays: 30,
        bufferMinutes: 5,
        locationTerm: 'Chair',
        resourceTerm: 'Barber',
        openingHours: null,
      },
    ],
    resources: [
      { name: 'Daniel Kim', kind: 'STAFF', service: 'CUTS', account: 'barber.admin@bookone.demo' },
      {
        name: 'Ravi Singh',
        kind: 'STAFF',
        service: 'CUTS',
        workingHours: days(['TUE', 'WED', 'THU', 'FRI', 'SAT'], {
          opensAt: '10:00',
          closesAt: '17:30',
          breaks: [],
        }),
      },
      {
        name: 'Leo Martin',
        kind: 'STAFF',
        service: 'CUTS',
        workingHours: days(['MON', 'TUE', 'WED', 'THU', 'FRI'], {
          opensAt: '08:00',
          closesAt: '16:00',
          breaks: [{ start: '12:00', end: '12:30' }],
        }),
      },
    ],
    offerings: [
      {
        service: 'CUTS',
        code: 'CUT',
        name: 'Classic Cut',
        description: 'Scissor or clipper cut, styled.',
        durationMinutes: 30,
        price: 35,
        tags: ['hair'],
        resources: ['Daniel Kim', 'Ravi Singh', 'Leo Martin'],
      },
      {
        service: 'CUTS',
        code: 'FADE',
        name: 'Skin Fade',
        description: 'A fade down to the skin, blended by hand.',
        durationMinutes: 45,
        price: 45,
        tags: ['hair'],
        resources: ['Daniel Kim', 'Ravi Singh'],
      },
      {
        service: 'CUTS',
        code: 'BEARD',
        name: 'Beard Trim',
        description: 'Shape and line-up with a hot towel.',
        durationMinutes: 15,
        price: 20,
        tags: ['beard', 'express'],
        resources: ['Daniel Kim', 'Ravi Singh', 'Leo Martin'],
      },
      {
        service: 'CUTS',
        code: 'CUTBEARD',
        name: 'Cut & Beard',
        description: 'A classic cut and a beard trim.',
        durationMinutes: 45,
        price: 50,
        tags: ['hair', 'beard'],
        resources: ['Daniel Kim', 'Leo Martin'],
      },
      {
        service: 'CUTS',
        code: 'KIDS',
        name: 'Kids Cut',
        description: 'For under-12s.',
        durationMinutes: 20,
        price: 25,
        tags: ['hair', 'kids'],
        resources: ['Ravi Singh', 'Leo Martin'],
      },
    ],
  },
  'Harbour View Hotel': {
    services: [
      {
        name: 'Harbour Spa',
        serviceType: 'Spa',
        description: "The hotel's treatment room on level 2, open to guests and visitors.",
        code: 'HSPA',
        groupName: 'Wellness',
        minLeadMinutes: 60,
        maxLeadDays: 60,
        bufferMinutes: 15,
        locationTerm: 'Treatment room',
        resourceTerm: 'Therapist',
        openingHours: week(() => ({ opensAt: '10:00', closesAt: '19:00', breaks: [] })),
      },
      {
        name: 'Airport Transfers',
        serviceType: 'Transport',
        description: 'Door-to-door transfers between the hotel and the airport.',
        code: 'TRANSFER',
        groupName: 'Transport',
        minLeadMinutes: 12 * 60,
        maxLeadDays: 90,
        bufferMinutes: 30,
        locationTerm: 'Pick-up point',
        resourceTerm: 'Vehicle',
        openingHours: week(() => ({ opensAt: '05:00', closesAt: '23:00', breaks: [] })),
      },
    ],
    resources: [
      { name: 'Hana Kato', kind: 'STAFF', service: 'HSPA' },
      { name: 'Shuttle Van', kind: 'VEHICLE', service: 'TRANSFER' },
      { name: 'Executive Sedan', kind: 'VEHICLE', service: 'TRANSFER' },
    ],
    offerings: [
      {
        service: 'HSPA',
        code: 'HMAS60',
        name: 'Relaxation Massage 60 min',
        description: 'A full-body massage after a long flight.',
        durationMinutes: 60,
        price: 140,
        tags: ['massage'],
        resources: ['Hana Kato'],
      },
      {
        service: 'HSPA',
        code: 'HMAS30',
        name: 'Express Massage 30 min',
        description: 'Back, neck and shoulders.',
        durationMinutes: 30,
        price: 80,
        tags: ['massage', 'express'],
        resources: ['Hana Kato'],
      },
      {
        service: 'TRANSFER',
        code: 'AKL-IN',
        name: 'Airport to Hotel',
        description: 'Met at arrivals with a name board.',
        durationMinutes: 45,
        price: 65,
        capacity: 7,
        tags: ['transfer'],
        resources: ['Shuttle Van', 'Executive Sedan'],
      },
      {
        service: 'TRANSFER',
        code: 'AKL-OUT',
        name: 'Hotel to Airport',
        description: 'Collected at reception.',
        durationMinutes: 45,
        price: 65,
        capacity: 7,
        tags: ['transfer'],
        resources: ['Shuttle Van', 'Executive Sedan'],
      },
    ],
  },
};

/** The services, resources, offerings and leave of the demo catalogues (the properties, services and users exist). */
export async function seedDemoServiceCatalogue(db: Db, properties: Record<string, { id: number }>) {
  for (const [propertyName, catalogue] of Object.entries(CATALOGUES)) {
    const p = properties[propertyName];
    if (!p) continue;
    const [{ timezone }] = (await db
      .select({ timezone: property.timezone })
      .from(property)
      .where(eq(property.id, p.id))) as [{ timezone: string }];
    const serviceIds = new Map<string, number>();
    for (const { code, ...s } of catalogue.services) {
      const values = { ...s, code, priceIncludesTax: true, active: true };
      const [existing] = await db
        .update(businessService)
        .set(values)
        .where(and(eq(businessService.propertyId, p.id), eq(businessService.name, s.name)))
        .returning({ id: businessService.id });
      const id =
        existing?.id ??
        (
          await db
            .insert(businessService)
            .values({ ...values, propertyId: p.id })
            .returning({ id: businessService.id })
        )[0]!.id;
      serviceIds.set(code, id);
    }
    const resourceIds = new Map<string, number>();
    const today = todayIn(timezone);
    for (const r of catalogue.resources) {
      const [account] = r.account
        ? await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, r.account))
        : [];
      const [row] = await db
        .insert(serviceResource)
        .values({
          propertyId: p.id,
          kind: r.kind,
          name: r.name,
          businessServiceId: r.service ? serviceIds.get(r.service)! : null,
          userId: account?.id ?? null,
          capacity: r.capacity ?? 1,
          workingHours: r.workingHours ?? null,
        })
        .returning({ id: serviceResource.id });
      resourceIds.set(r.name, row!.id);
      if (r.leave) {
        const [first, last, reason] = r.leave;
        await db.insert(resourceTimeOff).values({
          resourceId: row!.id,
          startsAt: new Date(wallClockToInstant(addDays(today, first), '00:00', timezone)),
          endsAt: new Date(wallClockToInstant(addDays(today, last + 1), '00:00', timezone)),
          reason,
        });
      }
    }
    for (const o of catalogue.offerings) {
      const [row] = await db
        .insert(offering)
        .values({
          propertyId: p.id,
          businessServiceId: serviceIds.get(o.service)!,
          code: o.code,
          name: o.name,
          description: o.description,
          durationMinutes: o.durationMinutes,
          bufferMinutes: o.bufferMinutes ?? null,
          capacity: o.capacity ?? 1,
          price: o.price,
          tags: o.tags,
        })
        .returning({ id: offering.id });
      await db
        .insert(offeringResource)
        .values(o.resources.map((name) => ({ offeringId: row!.id, resourceId: resourceIds.get(name)! })));
    }
  }
}

/**
 * The Corner Bistro's table bookings (issue 12): its Dine In outlet takes reservations of a table for 90 minutes
 * (15 to reset it), for a party up to its largest table, on the tables the orders' seed placed on its floor. Runs
 * after that seed; nothing without tables.
 */
export async function seedBistroTableBooking(db: Db, properties: Record<string, { id: number }>) {
  const p = properties['Corner Bistro'];
  if (!p) return;
  const [outlet] = await db
    .update(businessService)
    .set({
      code: 'DINE',
      groupName: 'Restaurant',
      maxLeadDays: 60,
      locationTerm: 'Dining area',
      resourceTerm: 'Table',
    })
    .where(and(eq(businessService.propertyId, p.id), eq(businessService.name, 'Dine In')))
    .returning({ id: businessService.id });
  if (!outlet) return;
  const tables = await db
    .select({ id: serviceResource.id, seats: serviceResource.capacity })
    .from(serviceResource)
    .where(and(eq(serviceResource.businessServiceId, outlet.id), eq(serviceResource.kind, 'TABLE')));
  if (tables.length === 0) return;
  const [row] = await db
    .insert(offering)
    .values({
      propertyId: p.id,
      businessServiceId: outlet.id,
      code: 'TABLE',
      name: 'Table reservation',
      description: 'A table for lunch or dinner, kept for an hour and a half.',
      durationMinutes: 90,
      bufferMinutes: 15,
      capacity: Math.max(...tables.map((t) => t.seats)),
      price: 0,
      tags: ['lunch', 'dinner'],
    })
    .returning({ id: offering.id });
  await db.insert(offeringResource).values(tables.map((t) => ({ offeringId: row!.id, resourceId: t.id })));
}

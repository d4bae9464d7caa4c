// The demo's business leads: fifteen businesses across the board of the platform organisation (the default leads
// organisation), some from the "book a demo" form, some typed in by its sales account, with notes and follow-ups.
import {
  todayIn,
  type BusinessType,
  type LeadSolution,
  type LeadSource,
  type LeadStage,
} from '@bookone/domain';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser } from '../../db/schema';
import { insertLead, insertNote } from './lead.repository';

interface DemoLead {
  propertyName: string;
  businessType: BusinessType;
  firstName: string;
  lastName: string;
  email?: string;
  mobile?: string;
  ownerName?: string;
  city: string;
  solutions: LeadSolution[];
  source: LeadSource;
  stage: LeadStage;
  lostReason?: string;
  /** Days from today; none: no follow-up planned. */
  followUp?: number;
  /** Days ago it arrived. */
  age: number;
  note?: string;
}

const LEADS: DemoLead[] = [
  {
    propertyName: 'Kauri Cove Lodge',
    businessType: 'Accommodation',
    firstName: 'Hemi',
    lastName: 'Walker',
    email: 'hemi@kauricove.example',
    mobile: '+64 21 555 0301',
    city: 'Whangārei',
    solutions: ['PMS', 'CHANNEL_MANAGER'],
    source: 'BOOK_A_DEMO',
    stage: 'NEW',
    age: 1,
  },
  {
    propertyName: 'Blue Penguin Backpackers',
    businessType: 'Accommodation',
    firstName: 'Sophie',
    lastName: 'Chen',
    email: 'sophie@bluepenguin.example',
    city: 'Oamaru',
    solutions: ['HELP_ME_CHOOSE'],
    source: 'BOOK_A_DEMO',
    stage: 'NEW',
    age: 2,
  },
  {
    propertyName: 'Glow Skin Studio',
    businessType: 'Services',
    firstName: 'Amelia',
    lastName: 'Ross',
    mobile: '+64 27 555 0302',
    city: 'Hamilton',
    solutions: ['WEBSITE_BOOKING_ENGINE'],
    source: 'PHONE',
    stage: 'NEW',
    followUp: 1,
    age: 3,
  },
  {
    propertyName: 'Harbourside Apartments',
    businessType: 'Accommodation',
    firstName: 'James',
    lastName: 'Patel',
    email: 'james@harbourside.example',
    mobile: '+64 21 555 0303',
    ownerName: 'Ravi Patel',
    city: 'Wellington',
    solutions: ['PMS', 'WEBSITE_BOOKING_ENGINE'],
    source: 'REFERRAL',
    stage: 'CONTACTED',
    followUp: 2,
    age: 8,
    note: 'Called: 24 apartments, uses spreadsheets today. Wants a demo with the owner.',
  },
  {
    propertyName: 'The Flat White Café',
    businessType: 'Restaurant',
    firstName: 'Lily',
    lastName: 'Morgan',
    email: 'lily@flatwhite.example',
    city: 'Christchurch',
    solutions: ['HELP_ME_CHOOSE'],
    source: 'EVENT',
    stage: 'CONTACTED',
    followUp: 0,
    age: 10,
  },
  {
    propertyName: 'Alpine View Motel',
    businessType: 'Accommodation',
    firstName: 'Tom',
    lastName: 'Fraser',
    mobile: '+64 3 555 0304',
    city: 'Queenstown',
    solutions: ['CHANNEL_MANAGER'],
    source: 'EMAIL',
    stage: 'CONTACTED',
    followUp: -1,
    age: 12,
    note: 'Left a voicemail; try again in the morning.',
  },
  {
    propertyName: 'Riverstone Spa',
    businessType: 'Services',
    firstName: 'Grace',
    lastName: 'Hughes',
    email: 'grace@riverstone.example',
    city: 'Nelson',
    solutions: ['WEBSITE_BOOKING_ENGINE'],
    source: 'BOOK_A_DEMO',
    stage: 'DEMO',
    followUp: 3,
    age: 15,
    note: 'Demo booked for Thursday 10:00 with the spa manager.',
  },
  {
    propertyName: 'Coastal Retreat B&B',
    businessType: 'Accommodation',
    firstName: 'Oliver',
    lastName: 'King',
    email: 'oliver@coastalretreat.example',
    mobile: '+64 22 555 0305',
    city: 'Napier',
    solutions: ['PMS', 'CHANNEL_MANAGER', 'WEBSITE_BOOKING_ENGINE'],
    source: 'BOOK_A_DEMO',
    stage: 'DEMO',
    followUp: 5,
    age: 18,
  },
  {
    propertyName: 'Sharp & Co Barbers',
    businessType: 'Services',
    firstName: 'Jack',
    lastName: 'Turner',
    mobile: '+64 21 555 0306',
    city: 'Tauranga',
    solutions: ['WEBSITE_BOOKING_ENGINE'],
    source: 'REFERRAL',
    stage: 'PROPOSAL',
    followUp: 4,
    age: 25,
    note: 'Proposal sent: Business Essentials, three chairs.',
  },
  {
    propertyName: 'Summit Hotel Group',
    businessType: 'Accommodation',
    firstName: 'Charlotte',
    lastName: 'Evans',
    email: 'charlotte@summithotels.example',
    ownerName: 'Summit Holdings Ltd',
    city: 'Auckland',
    solutions: ['PMS', 'CHANNEL_MANAGER'],
    source: 'EVENT',
    stage: 'PROPOSAL',
    followUp: 7,
    age: 30,
  },
  {
    propertyName: 'Bay Bistro',
    businessType: 'Restaurant',
    firstName: 'Ethan',
    lastName: 'Scott',
    email: 'ethan@baybistro.example',
    city: 'Paihia',
    solutions: ['HELP_ME_CHOOSE'],
    source: 'PHONE',
    stage: 'PROPOSAL',
    age: 21,
  },
  {
    propertyName: 'Lakeside Holiday Park',
    businessType: 'Accommodation',
    firstName: 'Ruby',
    lastName: 'Adams',
    email: 'ruby@lakesidepark.example',
    city: 'Taupō',
    solutions: ['PMS'],
    source: 'BOOK_A_DEMO',
    stage: 'LOST',
    lostReason: 'Chose a cheaper tool for now; ask again next season.',
    age: 40,
  },
  {
    propertyName: 'Nail Haven',
    businessType: 'Services',
    firstName: 'Chloe',
    lastName: 'Baker',
    mobile: '+64 27 555 0307',
    city: 'Dunedin',
    solutions: ['WEBSITE_BOOKING_ENGINE'],
    source: 'EMAIL',
    stage: 'LOST',
    lostReason: 'Closing the salon.',
    age: 35,
  },
  {
    propertyName: 'Totara Guest House',
    businessType: 'Accommodation',
    firstName: 'Liam',
    lastName: 'Wilson',
    email: 'liam@totara.example',
    city: 'Rotorua',
    solutions: ['PMS', 'WEBSITE_BOOKING_ENGINE'],
    source: 'REFERRAL',
    stage: 'LOST',
    lostReason: 'No budget this year.',
    age: 50,
  },
  {
    propertyName: 'Mountain Brew Taproom',
    businessType: 'Restaurant',
    firstName: 'Isla',
    lastName: 'Clarke',
    email: 'isla@mountainbrew.example',
    mobile: '+64 21 555 0308',
    city: 'Wanaka',
    solutions: ['HELP_ME_CHOOSE'],
    source: 'BOOK_A_DEMO',
    stage: 'NEW',
    followUp: 1,
    age: 0,
  },
];

const DAY = 24 * 3600_000;

function addDays(day: string, n: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The leads of the platform organisation, the staff-typed ones managed by its sales account (the demo user of role
 * ORG_SALES there, if seeded). WON leads are not seeded: winning one makes a property and an account, which the
 * demo shows live.
 */
export async function seedDemoLeads(db: Db, organisationId: number) {
  const [sales] = await db
    .select({ id: appUser.id, name: sql<string>`${appUser.firstName} || ' ' || ${appUser.lastName}` })
    .from(appUser)
    .where(and(eq(appUser.organisationId, organisationId), eq(appUser.username, 'sales@bookone.demo')));
  const today = todayIn('Pacific/Auckland');
  const now = Date.now();
  for (const l of LEADS) {
    const created = new Date(now - l.age * DAY);
    const fromForm = l.source === 'BOOK_A_DEMO';
    const row = await insertLead(db, {
      organisationId,
      businessType: l.businessType,
      firstName: l.firstName,
      lastName: l.lastName,
      email: l.email ?? null,
      mobile: l.mobile ?? null,
      ownerName: l.ownerName ?? null,
      propertyName: l.propertyName,
      city: l.city,
      solutions: l.solutions,
      source: l.source,
      stage: l.stage,
      lostReason: l.lostReason ?? null,
      accountManagerUserId: fromForm && l.stage === 'NEW' ? null : (sales?.id ?? null),
      followUpDate: l.followUp === undefined ? null : addDays(today, l.followUp),
      stageChangedAt: new Date(created.getTime() + Math.min(l.age, 3) * DAY * 0.5),
      createdBy: fromForm ? null : (sales?.id ?? null),
      createdAt: created,
      updatedAt: created,
    });
    if (l.note)
      await insertNote(db, {
        leadId: row.id,
        body: l.note,
        createdBy: sales?.id ?? null,
        createdByName: sales?.name ?? null,
      });
  }
}

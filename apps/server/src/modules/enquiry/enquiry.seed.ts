import { addDays, enquiryNumber, todayIn, type EnquirySource, type EnquiryStatus } from '@bookone/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, booking } from '../../db/schema';
import { insertEnquiry, nextEnquirySequence } from './enquiry.repository';

/** Who works the demo's enquiries: the organisation's support (most), its admin, and the hotel's desk. */
const SUPPORT = 'orgsupport@bookone.demo';
const ADMIN = 'orgadmin@bookone.demo';
const DESK = 'hotel.frontdesk@bookone.demo';

interface DemoEnquiry {
  /** Days before today it came in. */
  ago: number;
  /** null: an organisation-level enquiry (no property chosen yet). */
  property: 'Harbour View Hotel' | 'Lotus Day Spa' | null;
  source: EnquirySource;
  status: EnquiryStatus;
  first: string;
  last: string;
  phone?: string;
  email?: string;
  type?: string;
  /** Nights from today's check-in offset, and the offset itself. */
  stay?: [inDays: number, nights: number];
  persons?: number;
  children?: number;
  rooms?: number;
  pets?: number;
  budget?: [number, number];
  food?: string;
  diet?: string;
  location?: string;
  notes?: string;
  assignee?: string;
  /** Follow-up, days from today (negative: overdue). */
  followUp?: number;
  lostReason?: string;
}

// Every status, sources and assignees mixed; some follow-ups overdue, some today, some ahead.
const ENQUIRIES: DemoEnquiry[] = [
  {
    ago: 0,
    property: 'Harbour View Hotel',
    source: 'PHONE',
    status: 'NEW',
    first: 'Sione',
    last: 'Tupou',
    phone: '+64 21 555 0101',
    type: 'Hotel',
    stay: [14, 3],
    persons: 2,
    children: 1,
    budget: [450, 700],
    followUp: 1,
    notes: 'Wants a harbour view; celebrating an anniversary.',
  },
  {
    ago: 0,
    property: null,
    source: 'EMAIL',
    status: 'NEW',
    first: 'Grace',
    last: 'Liu',
    email: 'grace.liu@example.com',
    type: 'Hotel',
    location: 'Auckland waterfront',
    stay: [30, 5],
    persons: 4,
    rooms: 2,
    budget: [1200, 2000],
  },
  {
    ago: 1,
    property: 'Harbour View Hotel',
    source: 'WALK_IN',
    status: 'NEW',
    first: 'Mateo',
    last: 'Rossi',
    phone: '+64 22 555 0177',
    stay: [2, 1],
    persons: 1,
    assignee: DESK,
    followUp: 0,
  },
  {
    ago: 1,
    property: 'Harbour View Hotel',
    source: 'WEBSITE',
    status: 'NEW',
    first: 'Aisha',
    last: 'Khan',
    email: 'aisha.khan@example.com',
    phone: '+64 27 555 0133',
    type: 'Hotel',
    stay: [21, 2],
    persons: 2,
    food: 'Breakfast',
    diet: 'Halal',
    assignee: SUPPORT,
    followUp: 2,
  },
  {
    ago: 2,
    property: null,
    source: 'PHONE',
    status: 'NEW',
    first: 'Tom',
    last: 'Hughes',
    phone: '+64 9 555 0190',
    type: 'Lodge',
    location: 'Bay of Islands',
    stay: [45, 4],
    persons: 6,
    children: 2,
    rooms: 3,
    pets: 1,
    budget: [2000, 3500],
    assignee: SUPPORT,
    followUp: -1,
    notes: 'Family reunion; asks whether a dog is welcome.',
  },
  {
    ago: 3,
    property: 'Lotus Day Spa',
    source: 'PHONE',
    status: 'NEW',
    first: 'Ella',
    last: 'Parker',
    phone: '+64 21 555 0144',
    persons: 3,
    notes: 'Hen party: three treatments back to back.',
    assignee: ADMIN,
    followUp: -2,
  },
  {
    ago: 4,
    property: 'Harbour View Hotel',
    source: 'BOOKING_FORM',
    status: 'QUOTED',
    first: 'Noah',
    last: 'Williams',
    email: 'noah.w@example.com',
    phone: '+64 21 555 0155',
    type: 'Hotel',
    stay: [10, 2],
    persons: 2,
    budget: [300, 450],
    food: 'Half board',
    assignee: SUPPORT,
    followUp: 0,
    notes: 'Quoted the deluxe king, breakfast included.',
  },
  {
    ago: 5,
    property: 'Harbour View Hotel',
    source: 'EMAIL',
    status: 'QUOTED',
    first: 'Olivia',
    last: 'Smith',
    email: 'olivia.smith@example.com',
    type: 'Hotel',
    stay: [7, 4],
    persons: 2,
    children: 2,
    rooms: 1,
    diet: 'Gluten free',
    assignee: DESK,
    followUp: -1,
  },
  {
    ago: 6,
    property: null,
    source: 'PHONE',
    status: 'QUOTED',
    first: 'Ravi',
    last: 'Patel',
    phone: '+64 22 555 0166',
    type: 'Hotel',
    location: 'Auckland CBD',
    stay: [60, 3],
    persons: 20,
    rooms: 10,
    budget: [5000, 8000],
    food: 'Full board',
    assignee: ADMIN,
    followUp: 3,
    notes: 'Conference group; needs a meeting room.',
  },
  {
    ago: 7,
    property: 'Harbour View Hotel',
    source: 'WEBSITE',
    status: 'QUOTED',
    first: 'Lily',
    last: 'Nguyen',
    email: 'lily.nguyen@example.com',
    stay: [5, 1],
    persons: 2,
    assignee: SUPPORT,
    followUp: 1,
  },
  {
    ago: 9,
    property: 'Lotus Day Spa',
    source: 'EMAIL',
    status: 'QUOTED',
    first: 'Hannah',
    last: 'Clarke',
    email: 'hannah.clarke@example.com',
    persons: 2,
    notes: 'Couples massage package.',
    assignee: ADMIN,
  },
  {
    ago: 10,
    property: 'Harbour View Hotel',
    source: 'PHONE',
    status: 'WON',
    first: 'Jack',
    last: 'Taylor',
    phone: '+64 21 555 0188',
    type: 'Hotel',
    persons: 2,
    assignee: DESK,
  },
  {
    ago: 12,
    property: 'Harbour View Hotel',
    source: 'EMAIL',
    status: 'WON',
    first: 'Amelia',
    last: 'Brown',
    email: 'amelia.brown@example.com',
    type: 'Hotel',
    persons: 2,
    children: 1,
    assignee: SUPPORT,
  },
  {
    ago: 15,
    property: null,
    source: 'WEBSITE',
    status: 'WON',
    first: 'Leo',
    last: 'Martin',
    email: 'leo.martin@example.com',
    type: 'Hotel',
    persons: 1,
    assignee: SUPPORT,
  },
  {
    ago: 18,
    property: 'Harbour View Hotel',
    source: 'BOOKING_FORM',
    status: 'WON',
    first: 'Isla',
    last: 'Walker',
    email: 'isla.walker@example.com',
    phone: '+64 27 555 0122',
    persons: 3,
    rooms: 2,
    assignee: DESK,
  },
  {
    ago: 8,
    property: 'Harbour View Hotel',
    source: 'PHONE',
    status: 'LOST',
    first: 'Ethan',
    last: 'Jones',
    phone: '+64 21 555 0111',
    stay: [3, 2],
    persons: 2,
    budget: [150, 200],
    lostReason: 'Budget too low for the dates asked',
    assignee: DESK,
  },
  {
    ago: 11,
    property: null,
    source: 'EMAIL',
    status: 'LOST',
    first: 'Sophie',
    last: 'Davis',
    email: 'sophie.davis@example.com',
    location: 'Queenstown',
    stay: [20, 7],
    persons: 4,
    lostReason: 'Wanted a property in Queenstown',
    assignee: SUPPORT,
  },
  {
    ago: 14,
    property: 'Harbour View Hotel',
    source: 'WEBSITE',
    status: 'LOST',
    first: 'Liam',
    last: 'Wilson',
    email: 'liam.wilson@example.com',
    stay: [-4, 2],
    persons: 2,
    lostReason: 'Booked elsewhere (cheaper OTA rate)',
    assignee: SUPPORT,
  },
  {
    ago: 16,
    property: 'Lotus Day Spa',
    source: 'PHONE',
    status: 'LOST',
    first: 'Zoe',
    last: 'Evans',
    phone: '+64 22 555 0199',
    persons: 1,
    lostReason: 'No answer after three calls',
    assignee: ADMIN,
  },
  {
    ago: 20,
    property: 'Harbour View Hotel',
    source: 'PHONE',
    status: 'EXPIRED',
    first: 'Oscar',
    last: 'Thomas',
    phone: '+64 21 555 0123',
    stay: [-10, 2],
    persons: 2,
    assignee: DESK,
  },
  {
    ago: 24,
    property: null,
    source: 'EMAIL',
    status: 'EXPIRED',
    first: 'Ruby',
    last: 'Roberts',
    email: 'ruby.roberts@example.com',
    stay: [-6, 3],
    persons: 2,
    children: 2,
  },
  {
    ago: 28,
    property: 'Harbour View Hotel',
    source: 'WEBSITE',
    status: 'EXPIRED',
    first: 'Henry',
    last: 'Johnson',
    email: 'henry.johnson@example.com',
    stay: [-15, 1],
    persons: 1,
    assignee: SUPPORT,
  },
  {
    ago: 2,
    property: 'Harbour View Hotel',
    source: 'EMAIL',
    status: 'NEW',
    first: 'Charlotte',
    last: 'White',
    email: 'charlotte.white@example.com',
    type: 'Hotel',
    stay: [9, 2],
    persons: 2,
    pets: 1,
    notes: 'Travelling with a small dog.',
  },
  {
    ago: 3,
    property: null,
    source: 'PHONE',
    status: 'NEW',
    first: 'Wiremu',
    last: 'Henare',
    phone: '+64 21 555 0124',
    type: 'Motel',
    location: 'Rotorua',
    stay: [25, 2],
    persons: 2,
    followUp: 0,
  },
  {
    ago: 6,
    property: 'Harbour View Hotel',
    source: 'WALK_IN',
    status: 'QUOTED',
    first: 'Mila',
    last: 'Harris',
    phone: '+64 27 555 0135',
    stay: [4, 3],
    persons: 2,
    budget: [600, 900],
    assignee: DESK,
    followUp: -3,
  },
];

/**
 * About twenty-five enquiries of the demo organisation over the last four weeks, relative to today, in every status:
 * the won ones name bookings of Harbour View (seeded before), the lost ones their reason.
 */
export async function seedDemoEnquiries(
  tx: Db,
  organisationId: number,
  properties: Record<string, { id: number }>,
) {
  const today = todayIn('Pacific/Auckland');
  const users = await tx
    .select({ id: appUser.id, username: appUser.username, first: appUser.firstName, last: appUser.lastName })
    .from(appUser)
    .where(inArray(appUser.username, [SUPPORT, ADMIN, DESK]));
  const userOf = (username: string | undefined) => users.find((u) => u.username === username);
  const harbour = properties['Harbour View Hotel'];
  // Distinct bookings of the hotel for the won enquiries, the earliest made first.
  const bookings = harbour
    ? await tx
        .select({ id: booking.id })
        .from(booking)
        .where(and(eq(booking.propertyId, harbour.id), isNotNull(booking.customerId)))
        .orderBy(asc(booking.id))
        .limit(8)
    : [];
  let won = 0;
  const creator = userOf(SUPPORT);
  for (const e of ENQUIRIES) {
    const propertyName = e.status === 'WON' ? 'Harbour View Hotel' : e.property;
    const propertyId = propertyName ? (properties[propertyName]?.id ?? null) : null;
    const bookingId = e.status === 'WON' ? bookings[won++]?.id : undefined;
    // Without the hotel's bookings (a trimmed demo), a won enquiry is left out rather than left without one.
    if (e.status === 'WON' && bookingId == null) continue;
    const sequence = await nextEnquirySequence(tx, organisationId);
    const createdAt = new Date(Date.now() - e.ago * 86_400_000 - 3_600_000);
    await insertEnquiry(tx, {
      organisationId,
      propertyId,
      sequence,
      enquiryNumber: enquiryNumber(sequence),
      source: e.source,
      status: e.status,
      lostReason: e.lostReason ?? null,
      firstName: e.first,
      lastName: e.last,
      email: e.email ?? null,
      phone: e.phone ?? null,
      accommodationType: e.type ?? null,
      persons: e.persons ?? 1,
      rooms: e.rooms ?? 1,
      children: e.children ?? 0,
      pets: e.pets ?? 0,
      location: e.location ?? null,
      checkInDate: e.stay ? addDays(today, e.stay[0]) : null,
      checkOutDate: e.stay ? addDays(today, e.stay[0] + e.stay[1]) : null,
      foodOptions: e.food ?? null,
      dietaryRequirement: e.diet ?? null,
      budgetMin: e.budget?.[0] ?? null,
      budgetMax: e.budget?.[1] ?? null,
      notes: e.notes ?? null,
      assigneeUserId: userOf(e.assignee)?.id ?? null,
      followUpDate: e.followUp != null ? addDays(today, e.followUp) : null,
      bookingId: bookingId ?? null,
      createdBy: creator?.id ?? null,
      createdByName: creator ? `${creator.first} ${creator.last}` : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

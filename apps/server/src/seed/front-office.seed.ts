// Demo front office of Harbour View Hotel (issue 5): about three months around today — past stays, guests in house,
// arrivals and departures today, future bookings, cancellations, payments, expenses and ~150 customers.
//
// Everything is planned in memory first (`planFrontOffice`, a pure function of the hotel's rooms, rates and today,
// driven by a seeded PRNG so every run gives the same data relative to today), then written with a handful of batch
// inserts. Prices come from the same quote the booking form uses (domain `quoteStay` over the stored rate cells, with
// the availability module's plan and tax adapters), and `daily_rate.booked` is set to exactly the units of the
// inventory-holding bookings of each night.
import {
  addDays,
  bookingNumberPrefix,
  daysBetween,
  formatBookingNumber,
  holdsInventory,
  phoneKey,
  quoteStay,
  roundCents,
  stayNights,
  todayIn,
  type BookingSource,
  type BookingStatus,
  type DayCell,
  type ExpenseType,
  type IdDocumentType,
  type PaymentMode,
  type RoomStatus,
  type ServiceType,
} from '@bookone/domain';
import { and, asc, eq, getTableName, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { inTurn, type Db } from '../db/client';
import {
  appUser,
  booking,
  bookingAudit,
  bookingRoom,
  bookingSequence,
  bookingService,
  customer,
  customerDocument,
  dailyRate,
  expense,
  payment,
  property,
  propertyStopSell,
  ratePlan,
  room,
  roomNight,
  roomType,
} from '../db/schema';
import { copyBookingTrail } from '../modules/audit/audit.repository';
import { insertDailyRates } from '../modules/room/room.repository';
import { taxesOf } from '../modules/availability/availability.service';
import type { PropertyRow } from '../modules/property/property.repository';
import type { RatePlanRow, RoomRow, RoomTypeRow } from '../modules/room/room.repository';
import { seasonalPrice } from '../modules/room/room.seed';

/** How far back and ahead the demo reaches (arrivals), in days from today. */
export const PAST_DAYS = 60;
export const FUTURE_DAYS = 30;
/** No stay of the demo ends later than this many days after today. */
const LAST_DEPARTURE = 40;
const SEED = 20260522;

// ------------------------------------------------------------------ deterministic randomness

/** mulberry32: a small, fast PRNG; the same seed gives the same sequence on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [v, w] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return pairs[pairs.length - 1]![0];
  };
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { next, int, pick, chance, weighted, digits };
}
type Rng = ReturnType<typeof prng>;

// ------------------------------------------------------------------ time in the property's zone

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
/** The zone's offset from UTC at an instant; zones change offset on the hour, so it is cached per hour. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(utcMs / 3_600_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = computeOffsetMs(utcMs, timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

function computeOffsetMs(utcMs: number, timeZone: string): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  const local = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return local - utcMs;
}

/** The local date of an instant in the zone. */
function localDate(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The instant of a local wall-clock time on a date in the property's time zone. */
function localInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y!, m! - 1, d, 0, minutes);
  const first = guess - zoneOffsetMs(guess, timeZone);
  return new Date(guess - zoneOffsetMs(first, timeZone));
}

// ------------------------------------------------------------------ guests

interface Nationality {
  key: string;
  weight: number;
  first: string[];
  last: string[];
  cities: [city: string, state: string | null, postcode: string][];
  country: string;
  emailDomain: string;
  language: string;
  phone: (r: Rng) => string;
  document: IdDocumentType;
  documentNumber: (r: Rng) => string;
}

const NZ_MOBILE = ['21', '22', '27', '29'];
const split = (list: string) => list.split('|');
const NATIONALITIES: Nationality[] = [
  {
    key: 'NZ',
    weight: 35,
    first: split(
      'Liam|Olivia|Nikau|Mere|Hemi|Charlotte|Jack|Isla|Ruby|Tane|Ana|George|Sophie|Wiremu|Kiri|Hamish|Lucy|Finn|Aria|Manaia|Ngaio|Rawiri|Maia|Caleb',
    ),
    last: split(
      'Walker|Tipene|Wilson|Henare|Campbell|Robinson|Thompson|Te Rangi|Anderson|Morgan|Reid|Cooper|Harris|Kereama|McKenzie|Fraser|Pomare|Sinclair|Tawhiri|Gallagher',
    ),
    cities: [
      ['Wellington', 'Wellington', '6011'],
      ['Christchurch', 'Canterbury', '8013'],
      ['Hamilton', 'Waikato', '3204'],
      ['Tauranga', 'Bay of Plenty', '3110'],
      ['Dunedin', 'Otago', '9016'],
      ['Napier', "Hawke's Bay", '4110'],
      ['Nelson', 'Nelson', '7010'],
      ['Queenstown', 'Otago', '9300'],
    ],
    country: 'New Zealand',
    emailDomain: 'example.co.nz',
    language: 'English',
    // Mobile numbers in two common ways of writing them; never the 555 block some tests use.
    phone: (r) =>
      r.chance(0.6)
        ? `+64 ${r.pick(NZ_MOBILE)} ${r.int(200, 499)} ${r.digits(4)}`
        : `0${r.pick(NZ_MOBILE)} ${r.int(600, 999)} ${r.digits(4)}`,
    document: 'Driving_License',
    documentNumber: (r) =>
      `${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}${r.digits(6)}`,
  },
  {
    key: 'AU',
    weight: 18,
    first: split('Lachlan|Matilda|Cooper|Mia|Harrison|Zoe|Mitchell|Ella|Riley|Sienna|Archie|Lily'),
    last: split("Nguyen|Williams|Brown|Taylor|Kelly|O'Brien|Murphy|Ryan|White|Martin|Jones|Lee"),
    cities: [
      ['Sydney', 'NSW', '2000'],
      ['Melbourne', 'VIC', '3000'],
      ['Brisbane', 'QLD', '4000'],
      ['Perth', 'WA', '6000'],
      ['Adelaide', 'SA', '5000'],
    ],
    country: 'Australia',
    emailDomain: 'example.com.au',
    language: 'English',
    phone: (r) => `+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
    document: 'Overseas_Passport',
    documentNumber: (r) => `PA${r.digits(7)}`,
  },
  {
    key: 'UK',
    weight: 12,
    first: split('Oliver|Amelia|Harry|Emily|Poppy|Alfie|Isabella|Thomas|Florence|William|Grace|Arthur'),
    last: split('Hughes|Evans|Clarke|Davies|Wright|Turner|Hall|Green|Baker|Ward|Phillips|Cartwright'),
    cities: [
      ['London', null, 'SW1A 1AA'],
      ['Manchester', null, 'M1 1AE'],
      ['Edinburgh', 'Scotland', 'EH1 1YZ'],
      ['Bristol', null, 'BS1 4DJ'],
      ['Leeds', null, 'LS1 4AP'],
    ],
    country: 'United Kingdom',
    emailDomain: 'example.co.uk',
    language: 'English',
    phone: (r) => `+44 7${r.digits(3)} ${r.digits(6)}`,
    document: 'Overseas_Passport',
    documentNumber: (r) => r.digits(9),
  },
  {
    key: 'US',
    weight: 10,
    first: split('Ethan|Madison|Tyler|Hannah|Brandon|Ashley|Jacob|Abigail|Michael|Brooke|Daniel|Savannah'),
    last: split('Johnson|Miller|Davis|Garcia|Rodriguez|Martinez|Moore|Jackson|Lopez|Peterson'),
    cities: [
      ['San Francisco', 'CA', '94103'],
      ['Seattle', 'WA', '98101'],
      ['New York', 'NY', '10001'],
      ['Austin', 'TX', '78701'],
      ['Chicago', 'IL', '60601'],
    ],
    country: 'United States',
    emailDomain: 'example.com',
    language: 'English',
    phone: (r) => `+1 ${r.int(201, 989)}-${r.int(200, 989)}-${r.digits(4)}`,
    document: 'Overseas_Passport',
    documentNumber: (r) => `5${r.digits(8)}`,
  },
  {
    key: 'FR',
    weight: 7,
    first: split('Camille|Louis|Léa|Hugo|Chloé|Jules|Manon|Inès|Lucas|Élodie|Théo|Margaux'),
    last: split('Bernard|Dubois|Moreau|Laurent|Lefèvre|Fournier|Girard|Rousseau|Mercier|Faure'),
    cities: [
      ['Paris', 'Île-de-France', '75011'],
      ['Lyon', 'Auvergne-Rhône-Alpes', '69002'],
      ['Bordeaux', 'Nouvelle-Aquitaine', '33000'],
      ['Toulouse', 'Occitanie', '31000'],
      ['Nantes', 'Pays de la Loire', '44000'],
    ],
    country: 'France',
    emailDomain: 'example.fr',
    language: 'Français',
    phone: (r) => `+33 6 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
    document: 'National_ID_Card',
    documentNumber: (r) => `${r.digits(4)}${String.fromCharCode(65 + r.int(0, 25))}${r.digits(7)}`,
  },
  {
    key: 'IN',
    weight: 7,
    first: split('Aarav|Rohan|Ananya|Vikram|Diya|Arjun|Kavya|Rahul|Sneha|Aditya|Meera|Ishaan'),
    last: split('Patel|Gupta|Singh|Iyer|Reddy|Nair|Mehta|Kapoor|Joshi|Rao'),
    cities: [
      ['Mumbai', 'Maharashtra', '400001'],
      ['Delhi', 'Delhi', '110001'],
      ['Bengaluru', 'Karnataka', '560001'],
      ['Pune', 'Maharashtra', '411001'],
      ['Chennai', 'Tamil Nadu', '600001'],
    ],
    country: 'India',
    emailDomain: 'example.in',
    language: 'English',
    phone: (r) => `+91 9${r.digits(4)} ${r.digits(5)}`,
    document: 'Overseas_Passport',
    documentNumber: (r) => `${String.fromCharCode(65 + r.int(0, 25))}${r.digits(7)}`,
  },
  {
    key: 'CN',
    weight: 6,
    first: split('Wei|Hao|Mei|Jun|Xiuying|Lei|Fang|Yang|Jing|Min'),
    last: split('Wang|Zhang|Liu|Chen|Huang|Zhao|Wu|Zhou|Xu|Sun'),
    cities: [
      ['Shanghai', 'Shanghai', '200000'],
      ['Beijing', 'Beijing', '100000'],
      ['Shenzhen', 'Guangdong', '518000'],
      ['Hangzhou', 'Zhejiang', '310000'],
    ],
    country: 'China',
    emailDomain: 'example.cn',
    language: '中文',
    phone: (r) => `+86 13${r.int(0, 9)} ${r.digits(4)} ${r.digits(4)}`,
    document: 'Overseas_Passport',
    documentNumber: (r) => `E${r.digits(8)}`,
  },
  {
    key: 'JP',
    weight: 5,
    first: split('Haruto|Yui|Sota|Hina|Ren|Sakura|Yuto|Aoi|Kenji|Yuki'),
    last: split('Sato|Suzuki|Takahashi|Tanaka|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Kato'),
    cities: [
      ['Tokyo', 'Tokyo', '100-0001'],
      ['Osaka', 'Osaka', '530-0001'],
      ['Kyoto', 'Kyoto', '600-8001'],
      ['Sapporo', 'Hokkaido', '060-0001'],
    ],
    country: 'Japan',
    emailDomain: 'example.jp',
    language: '日本語',
    phone: (r) => `+81 90-${r.digits(4)}-${r.digits(4)}`,
    document: 'Overseas_Passport',
    documentNumber: (r) => `T${r.digits(8)}`,
  },
];

/** Companies of the corporate regulars (invented names). */
const COMPANIES = [
  'Tasman Freight Ltd',
  'Kauri Consulting',
  'Southern Cross Engineering',
  'Harbourside Legal',
  'Aotea Software',
  'Ironsand Rail Services',
  'Blue Penguin Media',
  'Summit Geotech',
  'Canopy Architects',
  'Ridgeline Construction',
  'Fernleaf Pharma',
  'Longbay Capital',
  'Coral Coast Mining Pty Ltd',
  'Thames Analytics Ltd',
  'Pacific Rim Tours',
];

const NOTES = [
  'Prefers a high floor, away from the lift',
  'Allergic to feathers: hypoallergenic pillows',
  'Repeat guest: welcome note in the room',
  'Usually arrives after 10 pm',
  'Vegetarian breakfast',
  'Needs an accessible bathroom',
  'Celebrating an anniversary on this visit',
];

/** Phone digits the API tests type in: no seeded guest may already have them (their duplicate checks expect none). */
const RESERVED_PHONE_DIGITS = new Set([
  '64215550101',
  '64271234567',
  '6498765432',
  '6431112222',
  '021000111',
]);

export interface PlannedCustomer {
  firstName: string;
  lastName: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  phoneDigits: string | null;
  addressLine1: string | null;
  city: string;
  state: string | null;
  country: string;
  postcode: string;
  notes: string | null;
  gender: string | null;
  language: string;
  birthday: string | null;
  taxId: string | null;
  /** Corporate regulars come back often. */
  regular: boolean;
  nationality: string;
  document: { type: IdDocumentType; number: string } | null;
  createdAt: Date;
}

function planCustomers(r: Rng, today: string, timeZone: string): PlannedCustomer[] {
  const out: PlannedCustomer[] = [];
  const names = new Set<string>();
  const phones = new Set<string>();
  const streets = [
    'Queen Street',
    'Victoria Road',
    'Beach Road',
    'High Street',
    'Station Road',
    'Park Avenue',
  ];
  while (out.length < 148) {
    const nat = r.weighted(NATIONALITIES.map((n) => [n, n.weight] as const));
    const firstName = r.pick(nat.first);
    const lastName = r.pick(nat.last);
    const key = `${firstName} ${lastName}`;
    if (names.has(key)) continue;
    names.add(key);
    let phone: string | null = null;
    if (r.chance(0.88)) {
      for (let tries = 0; tries < 5 && phone == null; tries++) {
        const p = nat.phone(r);
        const d = phoneKey(p);
        if (!RESERVED_PHONE_DIGITS.has(d) && !phones.has(d)) phone = p;
      }
    }
    if (phone) phones.add(phoneKey(phone));
    const ascii = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase();
    const index = out.length;
    const regular = index % 5 === 0 && COMPANIES.length > index / 5;
    const company = regular ? COMPANIES[index / 5]! : null;
    const emailDomain = company ? `${ascii(company.split(' ')[0]!)}.example.com` : nat.emailDomain;
    const email = r.chance(0.9)
      ? `${ascii(firstName)}.${ascii(lastName)}${r.chance(0.3) ? r.int(1, 99) : ''}@${emailDomain}`
      : null;
    const [city, state, postcode] = r.pick(nat.cities);
    out.push({
      firstName,
      lastName,
      company,
      email,
      phone,
      phoneDigits: phone ? phoneKey(phone) : null,
      addressLine1: r.chance(0.6) ? `${r.int(1, 240)} ${r.pick(streets)}` : null,
      city,
      state,
      country: nat.country,
      postcode,
      notes: r.chance(0.12) ? r.pick(NOTES) : null,
      // Not guessed from the first name.
      gender: null,
      language: nat.language,
      birthday: r.chance(0.25)
        ? `${r.int(1955, 2002)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`
        : null,
      taxId: company ? `9429${r.digits(9)}` : null,
      regular,
      nationality: nat.key,
      document: r.chance(0.07) ? { type: nat.document, number: nat.documentNumber(r) } : null,
      createdAt: localInstant(addDays(today, -r.int(PAST_DAYS + 20, 700)), r.int(8 * 60, 20 * 60), timeZone),
    });
  }
  // Two deliberate duplicates for the merge feature: the same guest entered twice, once by email (another spelling of
  // the name) and once by phone (written another way).
  const byEmail = out.find((c) => c.email && c.nationality === 'UK' && !c.company) ?? out[1]!;
  out.push({
    ...byEmail,
    // Entered again with an initial only; same email.
    firstName: `${byEmail.firstName[0]}.`,
    phone: null,
    phoneDigits: null,
    notes: 'Entered again at the desk',
    regular: false,
    company: null,
    taxId: null,
    document: null,
  });
  const byPhone = out.find((c) => c.phone?.startsWith('+64 ') && !c.company) ?? out[2]!;
  const m = /^\+64 (\d+) (\d+) (\d+)$/.exec(byPhone.phone!)!;
  out.push({
    ...byPhone,
    email: null,
    phone: `+64-${m[1]}-${m[2]}${m[3]}`,
    notes: 'Booked by phone; same mobile as an earlier profile',
    regular: false,
    company: null,
    taxId: null,
    document: null,
  });
  return out;
}

// ------------------------------------------------------------------ the plan

export interface PlanInput {
  today: string;
  /** Timestamps of the plan never go past this instant. */
  now: Date;
  property: Pick<PropertyRow, 'name' | 'shortName' | 'timezone' | 'localCurrency' | 'taxes' | 'taxDetails'>;
  types: RoomTypeRow[];
  plans: RatePlanRow[];
  rooms: Pick<RoomRow, 'id' | 'roomTypeId' | 'roomNumber' | 'inService' | 'status'>[];
  /** The stored rate cells of every type from today − PAST_DAYS to today + LAST_DEPARTURE. */
  cells: (DayCell & { roomTypeId: number })[];
  propertyStopSell: string[];
  staff: { id: number; name: string }[];
}

export interface PlannedBooking {
  index: number;
  sequence: number;
  bookingNumber: string;
  status: BookingStatus;
  roomTypeId: number;
  ratePlanId: number | null;
  customer: number;
  arrival: string;
  departure: string;
  nights: number;
  rooms: number;
  units: number;
  adults: number;
  children: number;
  source: BookingSource;
  externalReference: string | null;
  notes: string | null;
  currency: string;
  roomCharge: number;
  extraCharge: number;
  subtotal: number;
  taxes: { name: string; amount: number }[];
  tax: number;
  total: number;
  paid: number;
  cancelReason: string | null;
  cancelledAt: Date | null;
  groupReference: string | null;
  servicesTotal: number;
  expensesTotal: number;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  createdBy: number | null;
  createdAt: Date;
  /** Slots (room, bed) allocated for [arrival, departure). */
  allocation: { roomId: number; bed: number }[];
}

export interface FrontOfficePlan {
  customers: PlannedCustomer[];
  bookings: PlannedBooking[];
  services: {
    booking: number;
    serviceType: ServiceType;
    description: string | null;
    date: string;
    quantity: number;
    unitPrice: number;
    taxPercentage: number;
    amount: number;
    tax: number;
    total: number;
    createdAt: Date;
  }[];
  payments: {
    key: number;
    booking: number;
    date: string;
    amount: number;
    mode: PaymentMode;
    status: 'Paid' | 'NotPaid';
    reference: string | null;
    description: string;
    refundReason: string | null;
    refundOf: number | null;
    advance: boolean;
    at: Date;
  }[];
  audits: {
    booking: number;
    type: string;
    previousValue: string | null;
    newValue: string | null;
    at: Date;
    by: 'creator' | 'desk';
  }[];
  expenses: {
    date: string;
    type: ExpenseType;
    description: string;
    amount: number;
    receiptNumber: string | null;
    department: string;
    paymentMode: PaymentMode;
    booking: number | null;
    at: Date;
  }[];
  roomStatuses: Map<number, RoomStatus>;
  /** booked units per room type and night. */
  booked: Map<number, Map<string, number>>;
}

const SOURCES: [BookingSource, number][] = [
  ['Booking.com', 22],
  ['Expedia', 11],
  ['WebSite', 12],
  ['Phone', 9],
  ['Email', 6],
  ['Walk In', 5],
  ['Agoda', 5],
  ['Hotels.com', 4],
  ['Google', 4],
  ['AirBnB', 3],
  ['Fit Frequent Individual Traveller', 3],
  ['The Hotel Mate', 2],
  ['BookABach', 2],
  ['Homes&Away', 2],
  ['MakeMyTrip', 2],
  ['goibibo', 1],
  ['Others', 2],
];
const OTA = new Set<BookingSource>([
  'Booking.com',
  'Expedia',
  'Agoda',
  'Hotels.com',
  'AirBnB',
  'BookABach',
  'Homes&Away',
  'MakeMyTrip',
  'goibibo',
  'The Hotel Mate',
  'Google',
]);

const CANCEL_REASONS = [
  'Change of travel plans',
  'Flight cancelled by the airline',
  'Found a place closer to the venue',
  'Illness in the family',
  'Conference postponed',
  'Guest cancelled through the channel within the free cancellation window',
  'Ferry sailings cancelled by the weather',
  'Duplicate of another booking',
];

/** What the channels' own booking references look like; the desk's bookings have none. */
const CHANNEL_REFERENCES: Partial<Record<BookingSource, (r: Rng) => string>> = {
  'Booking.com': (r) => r.digits(10),
  Expedia: (r) => `${r.int(7, 9)}${r.digits(9)}`,
  'Hotels.com': (r) => `${r.int(7, 9)}${r.digits(9)}`,
  Agoda: (r) => r.digits(9),
  AirBnB: (r) => `HM${r.digits(8)}`,
  MakeMyTrip: (r) => `NH${r.digits(10)}`,
  goibibo: (r) => `NH${r.digits(10)}`,
  BookABach: (r) => `HA-${r.digits(7)}`,
  'Homes&Away': (r) => `HA-${r.digits(7)}`,
};
const externalReferenceOf = (r: Rng, source: BookingSource) => CHANNEL_REFERENCES[source]?.(r) ?? null;

/**
 * Plans the demo: pure (no I/O), deterministic for one input. Bookings are proposed night by night, room type by
 * room type, until the night reaches its occupancy target; each is priced by the quote the booking form uses and only
 * kept when the quote says the stay can be sold and a physical room (or bed) is free for every night.
 */
export function planFrontOffice(input: PlanInput): FrontOfficePlan {
  const r = prng(SEED);
  const { today, now } = input;
  const tz = input.property.timezone;
  const yesterday = addDays(today, -1);
  const latest = new Date(now.getTime() - 5 * 60_000);
  const at = (date: string, minutes: number) => {
    const t = localInstant(date, minutes, tz);
    return t > latest ? latest : t;
  };
  const taxes = taxesOf(input.property as PropertyRow);
  const currency = input.property.localCurrency;

  const customers = planCustomers(r, today, tz);
  const regulars = customers.map((c, i) => [i, c.regular ? 3 : 1] as const);
  const busy = customers.map(() => [] as [string, string][]);

  // Cells, kept up to date with what the plan books.
  const cells = new Map<number, Map<string, DayCell>>();
  for (const c of input.cells) {
    if (!cells.has(c.roomTypeId)) cells.set(c.roomTypeId, new Map());
    cells.get(c.roomTypeId)!.set(c.date, { ...c, booked: 0 });
  }

  // Physical slots: a whole room (bed 0), or each bed of a shared room. Three rooms of every type are held free and
  // clean tonight, of which one may go to an arrival of today (the dorm keeps one whole room), so the demo can take a
  // walk-in and check in a guest who has no room yet.
  interface Slot {
    roomId: number;
    bed: number;
    reserved: boolean;
    nights: Set<string>;
  }
  const slots = new Map<number, Slot[]>();
  for (const t of input.types) {
    const rooms = input.rooms
      .filter((x) => x.roomTypeId === t.id && x.inService)
      .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber));
    const keep = new Set(rooms.slice(-(t.shared ? 1 : 3)).map((x) => x.id));
    slots.set(
      t.id,
      rooms.flatMap((x) =>
        (t.shared ? t.beds.map((_, i) => i + 1) : [0]).map((bed) => ({
          roomId: x.id,
          bed,
          reserved: keep.has(x.id),
          nights: new Set<string>(),
        })),
      ),
    );
  }

  const bookings: PlannedBooking[] = [];
  const plansOf = (typeId: number) => input.plans.filter((p) => p.roomTypeId === typeId && p.active);

  function price(
    t: RoomTypeRow,
    planId: number | null,
    arrival: string,
    departure: string,
    adults: number,
    children: number,
    rooms: number,
  ) {
    const own = cells.get(t.id)!;
    const plan = planId == null ? null : input.plans.find((p) => p.id === planId)!;
    return quoteStay({
      checkIn: arrival,
      checkOut: departure,
      adults,
      children,
      rooms,
      roomType: t,
      plan,
      cells: stayNights(arrival, departure)
        .map((d) => own.get(d))
        .filter((c): c is DayCell => !!c),
      departure: own.get(departure) ?? null,
      propertyStopSell: input.propertyStopSell,
      taxes,
    });
  }

  function party(t: RoomTypeRow): { adults: number; children: number; rooms: number } {
    if (t.shared)
      return {
        adults: r.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ]),
        children: 0,
        rooms: 1,
      };
    const rooms = !t.shared && t.maxOccupancy <= 2 && r.chance(0.05) ? 2 : 1;
    let adults: number;
    let children = 0;
    if (t.minOccupancy >= 2) {
      adults = r.weighted([
        [2, 7],
        [3, 1],
        [4, 2],
      ]);
      children = adults === 2 ? r.int(1, 3) : r.int(0, t.maxOccupancy - adults);
    } else {
      adults = r.weighted([
        [1, 3],
        [2, 6],
        [3, t.maxOccupancy >= 3 ? 1 : 0],
      ]);
      if (adults < t.maxOccupancy && r.chance(0.15)) children = 1;
    }
    return { adults: adults * rooms, children: children * rooms, rooms };
  }

  /** First free slots for every night; reserved slots are left alone for stays over last night or tonight. */
  function findSlots(t: RoomTypeRow, nights: string[], units: number, clean: boolean, useReserved: boolean) {
    const touchesTonight = nights.includes(today) || nights.includes(yesterday);
    const picked: Slot[] = [];
    for (const s of slots.get(t.id)!) {
      // Arrivals of today may take a held room as long as two stay free (the dorm keeps its whole room).
      const heldFree = () =>
        slots.get(t.id)!.filter((x) => x.reserved && !x.nights.has(today)).length -
        picked.filter((x) => x.reserved).length;
      const arrivalMayTake = clean && !t.shared && heldFree() > 2;
      if (s.reserved && (touchesTonight || !useReserved) && !arrivalMayTake) continue;
      if (nights.some((n) => s.nights.has(n))) continue;
      if (clean && s.nights.has(yesterday)) continue;
      // A booking of several rooms never gets two beds of one room counted as two rooms.
      if (!t.shared && picked.some((p) => p.roomId === s.roomId)) continue;
      picked.push(s);
      if (picked.length === units) return picked;
    }
    return null;
  }

  function pickCustomer(arrival: string, departure: string, dorm: boolean): number {
    for (let tries = 0; tries < 12; tries++) {
      const c = dorm ? r.int(0, customers.length - 1) : r.weighted(regulars);
      if (dorm && customers[c]!.company) continue;
      if (busy[c]!.every(([a, d]) => departure <= a || arrival >= d)) return c;
    }
    return r.int(0, customers.length - 1);
  }

  /** Proposes a booking arriving on `arrival`; returns it when kept. */
  function propose(
    t: RoomTypeRow,
    arrival: string,
    opts: {
      nights?: number;
      status?: BookingStatus;
      allocate?: boolean;
      group?: string;
      customer?: number;
      source?: BookingSource;
    } = {},
  ): PlannedBooking | null {
    const nights =
      opts.nights ??
      (t.shared
        ? r.weighted([
            [1, 2],
            [2, 3],
            [3, 3],
            [4, 2],
            [5, 1],
            [7, 1],
          ])
        : r.weighted([
            [1, 3],
            [2, 5],
            [3, 5],
            [4, 4],
            [5, 3],
            [6, 2],
            [7, 2],
            [10, 1],
          ]));
    const departure = addDays(arrival, nights);
    if (daysBetween(today, departure) > LAST_DEPARTURE) return null;
    const p = party(t);
    const plans = plansOf(t.id);
    const bb = plans.find((x) => x.code === 'BB');
    const ro = plans.find((x) => x.code === 'RO');
    const plan = bb && r.chance(0.35) ? bb : (ro ?? null);
    const q = price(t, plan?.id ?? null, arrival, departure, p.adults, p.children, p.rooms);
    const status: BookingStatus =
      opts.status ??
      (departure < today
        ? 'CHECKEDOUT'
        : arrival < today
          ? 'CHECKEDIN'
          : arrival === today
            ? 'CONFIRMED'
            : 'CONFIRMED');
    const holds = holdsInventory(status);
    let allocation: { roomId: number; bed: number }[] = [];
    if (holds) {
      if (!q.sellable) return null;
      const stay = stayNights(arrival, departure);
      // Every inventory booking gets a room in the plan (proof that all of them fit); bookings still to arrive keep
      // theirs only when `allocate` says so. Those keeping it avoid the rooms held free tonight.
      let keep = opts.allocate ?? arrival <= today;
      // An arrival of today keeps a room only if it is clean now (free last night); otherwise it waits for one of
      // the rooms being vacated this morning.
      let found = findSlots(t, stay, q.units, arrival === today, !keep || arrival < today);
      if (!found && arrival === today) {
        found = findSlots(t, stay, q.units, false, false);
        keep = false;
      }
      if (!found) return null;
      for (const s of found) for (const n of stay) s.nights.add(n);
      for (const n of stay) cells.get(t.id)!.get(n)!.booked += q.units;
      allocation = keep ? found.map((s) => ({ roomId: s.roomId, bed: s.bed })) : [];
    }
    const source: BookingSource =
      opts.source ??
      (() => {
        for (;;) {
          const s = r.weighted(SOURCES);
          if (s === 'Walk In' && arrival >= today) continue;
          return s;
        }
      })();
    const c = opts.customer ?? pickCustomer(arrival, departure, t.shared);
    if (holds) busy[c]!.push([arrival, departure]);
    const lead =
      source === 'Walk In'
        ? 0
        : OTA.has(source)
          ? r.int(1, 75)
          : customers[c]!.regular
            ? r.int(2, 21)
            : r.int(1, 45);
    let created = addDays(arrival, -lead);
    if (created > today) created = addDays(today, -r.int(0, 6));
    const createdAt = at(created, source === 'Walk In' ? r.int(14 * 60, 21 * 60) : r.int(7 * 60, 22 * 60));
    const staff = OTA.has(source) ? null : input.staff[r.int(0, input.staff.length - 1)]!;
    const b: PlannedBooking = {
      index: bookings.length,
      sequence: 0,
      bookingNumber: '',
      status,
      roomTypeId: t.id,
      ratePlanId: plan?.id ?? null,
      customer: c,
      arrival,
      departure,
      nights,
      rooms: p.rooms,
      units: q.units,
      adults: p.adults,
      children: p.children,
      source,
      externalReference: externalReferenceOf(r, source),
      notes: r.chance(0.1)
        ? r.pick([
            'Late arrival, around 11 pm',
            'Quiet room please',
            'Cot in the room',
            'Airport pick-up wanted',
            'Anniversary: flowers in the room',
          ])
        : null,
      currency,
      roomCharge: q.roomCharge,
      extraCharge: q.extraCharge,
      subtotal: q.subtotal,
      taxes: q.taxes,
      tax: q.tax,
      total: q.total,
      paid: 0,
      cancelReason: null,
      cancelledAt: null,
      groupReference: opts.group ?? null,
      servicesTotal: 0,
      expensesTotal: 0,
      checkedInAt: null,
      checkedOutAt: null,
      createdBy: staff?.id ?? null,
      createdAt,
      allocation,
    };
    if (status === 'CHECKEDIN' || status === 'CHECKEDOUT')
      b.checkedInAt =
        source === 'Walk In'
          ? new Date(createdAt.getTime() + 10 * 60_000)
          : at(arrival, r.int(14 * 60, 21 * 60 + 30));
    if (status === 'CHECKEDOUT') b.checkedOutAt = at(departure, r.int(7 * 60, 10 * 60 + 30));
    bookings.push(b);
    return b;
  }

  // Occupancy targets: 60–80 % in the past and tonight, thinning out over the next month (bookings still to come).
  const target = (date: string, total: number) => {
    const ahead = daysBetween(today, date);
    const base = ahead <= 0 ? 0.62 + r.next() * 0.22 : Math.max(0.15, 0.72 - ahead * 0.018);
    return Math.round(total * base);
  };
  const departuresToday = () =>
    bookings.filter((b) => b.departure === today && holdsInventory(b.status)).length;

  // A group arriving in a few days: three rooms for a wedding party, one guest booking them all. Planned before the
  // other bookings of that day so that its rooms are there.
  const queen = input.types.find((t) => !t.shared && t.minOccupancy < 2) ?? input.types[0]!;
  const deluxe = input.types.find((t) => !t.shared && t.maxOccupancy === 3) ?? queen;
  const groupTypes = [deluxe, queen, queen];
  const group: PlannedBooking[] = [];
  const planGroup = (groupArrival: string) => {
    const organiser = customers.findIndex((c) => c.company === 'Pacific Rim Tours');
    for (const t of groupTypes) {
      const b = propose(t, groupArrival, {
        nights: 2,
        allocate: true,
        customer: organiser >= 0 ? organiser : 0,
        source: 'Email',
      });
      if (b) group.push(b);
    }
    // The group is only a group when all three rooms fit.
    if (group.length === groupTypes.length) {
      const createdAt = group[0]!.createdAt;
      for (const b of group) {
        b.createdAt = createdAt;
        b.notes = 'Wedding party: rooms close together';
      }
    }
  };

  for (let offset = -PAST_DAYS; offset <= FUTURE_DAYS; offset++) {
    const date = addDays(today, offset);
    if (offset === 3) planGroup(date);
    for (const t of input.types) {
      const cell = cells.get(t.id)?.get(date);
      if (!cell) continue;
      const goal = target(date, cell.total);
      const allocateAhead = offset > 0 && offset <= 3 && r.chance(0.35);
      // Several guests leave today: short stays ending today come first, while there are too few.
      for (let k = 0; k < 2 && offset >= -4 && offset < 0 && !t.shared && departuresToday() < 10; k++)
        propose(t, date, { nights: -offset });
      for (let tries = 0; tries < 24 && cell.booked < goal; tries++)
        propose(t, date, offset > 0 ? { allocate: allocateAhead } : {});
      // Several arrivals today, in every room type.
      if (offset === 0)
        for (let k = 0; k < (t.shared ? 1 : 2); k++) propose(t, date, { nights: r.int(1, 4) });
      // Bookings that hold no rooms: cancellations, enquiries.
      if (r.chance(0.08)) {
        const status: BookingStatus = offset > 2 && r.chance(0.4) ? 'ENQUIRY' : 'CANCELLED';
        const b = propose(t, date, { status });
        if (b && status === 'CANCELLED') {
          b.cancelReason = r.pick(CANCEL_REASONS);
          const cancelDay = addDays(b.createdAt.toISOString().slice(0, 10), r.int(1, 10));
          b.cancelledAt = at(
            cancelDay < b.arrival ? cancelDay : addDays(b.arrival, -1),
            r.int(8 * 60, 20 * 60),
          );
          if (b.cancelledAt < b.createdAt)
            b.cancelledAt = new Date(Math.min(b.createdAt.getTime() + 3600_000, latest.getTime()));
        }
        if (b && status === 'ENQUIRY') {
          b.source = r.pick(['Phone', 'Email', 'WebSite'] as const);
          b.externalReference = null;
          b.createdAt = at(addDays(today, -r.int(0, 10)), r.int(9 * 60, 18 * 60));
        }
      }
    }
  }

  // A no-show and a voided booking in the past; neither holds a room.
  const noShow = propose(queen, addDays(today, -12), { nights: 2, status: 'NO_SHOW', source: 'Booking.com' });
  if (noShow) noShow.notes = 'Did not arrive; no contact from the guest';
  const voided = propose(queen, addDays(today, -25), { nights: 1, status: 'VOID', source: 'Phone' });
  if (voided) voided.notes = 'Entered twice by mistake';

  // Booking numbers follow the order in which the bookings were made.
  const prefix = bookingNumberPrefix(input.property);
  [...bookings]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.index - b.index)
    .forEach((b, i) => {
      b.sequence = i + 1;
      b.bookingNumber = formatBookingNumber(prefix, i + 1);
    });
  if (group.length === groupTypes.length)
    for (const b of group) b.groupReference = `G-${group[0]!.bookingNumber}`; // the format group bookings get from the API

  // Arrivals today: some rooms already allocated, some not (the desk allocates them at check-in).
  bookings
    .filter((b) => b.arrival === today && b.status === 'CONFIRMED' && b.allocation.length > 0)
    .forEach((b, i) => {
      if (i % 3 === 1) b.allocation = [];
    });

  // Departures today: most guests are still in; the first few have already checked out this morning.
  const leaving = bookings.filter((b) => b.departure === today && b.status === 'CHECKEDIN');
  const wholeRooms = leaving.filter((b) => !input.types.find((t) => t.id === b.roomTypeId)?.shared);
  wholeRooms.slice(0, Math.min(3, Math.max(0, leaving.length - 3))).forEach((b, i) => {
    b.status = 'CHECKEDOUT';
    b.checkedOutAt = at(today, 7 * 60 + 15 + i * 20);
  });

  // ---------------------------------------------------------------- services, expenses, payments, audit
  const services: FrontOfficePlan['services'] = [];
  const SERVICE_MENU: [ServiceType, string, number, number][] = [
    ['Breakfast', 'Full cooked breakfast', 35, 15],
    ['Parking', 'Secure parking, per night', 20, 15],
    ['Laundry', 'Laundry bag', 25, 15],
    ['Late Check Out', 'Check-out at 2 pm', 50, 15],
    ['Early Check In', 'Room ready at 10 am', 40, 15],
    ['Transport', 'Airport transfer', 65, 15],
    ['Meal', 'Room service dinner', 48, 15],
    ['Mineral Water', 'Sparkling water', 6, 15],
    ['Miscellaneous', 'Minibar', 18, 15],
  ];
  for (const b of bookings) {
    if ((b.status !== 'CHECKEDOUT' && b.status !== 'CHECKEDIN') || !r.chance(0.3)) continue;
    const lines = r.int(1, 2);
    for (let k = 0; k < lines; k++) {
      const [serviceType, description, unitPrice, taxPercentage] = r.pick(SERVICE_MENU);
      const lastNight = addDays(b.departure, -1) < today ? addDays(b.departure, -1) : today;
      const date = addDays(b.arrival, r.int(0, Math.max(0, daysBetween(b.arrival, lastNight))));
      const quantity =
        serviceType === 'Parking' ? b.nights : serviceType === 'Breakfast' ? b.adults : r.int(1, 2);
      const amount = roundCents(quantity * unitPrice);
      const tax = roundCents((amount * taxPercentage) / 100);
      services.push({
        booking: b.index,
        serviceType,
        description,
        date,
        quantity,
        unitPrice,
        taxPercentage,
        amount,
        tax,
        total: roundCents(amount + tax),
        createdAt: at(date, r.int(8 * 60, 21 * 60)),
      });
      b.servicesTotal = roundCents(b.servicesTotal + amount + tax);
    }
  }

  const expenses = planExpenses(r, today, at);
  // One expense charged to a guest in house: the damage goes on their folio.
  const damaged = bookings.find(
    (b) =>
      b.status === 'CHECKEDIN' &&
      b.departure > today &&
      !input.types.find((t) => t.id === b.roomTypeId)?.shared,
  );
  if (damaged) {
    const date = today > damaged.arrival ? yesterday : today;
    expenses.push({
      date,
      type: 'Property Damage',
      description: 'Red wine on the carpet: professional stain removal, charged to the guest',
      amount: 120,
      receiptNumber: `CL-${r.digits(5)}`,
      department: 'Housekeeping',
      paymentMode: 'Card',
      booking: damaged.index,
      at: at(date, 16 * 60),
    });
    damaged.expensesTotal = 120;
  }

  const payments: FrontOfficePlan['payments'] = [];
  const pay = (
    b: PlannedBooking,
    amount: number,
    date: string,
    minutes: number,
    mode: PaymentMode,
    description: string,
    extra: Partial<FrontOfficePlan['payments'][number]> = {},
  ) => {
    const p: FrontOfficePlan['payments'][number] = {
      key: payments.length,
      booking: b.index,
      date,
      amount: roundCents(amount),
      mode,
      status: 'Paid',
      reference:
        mode === 'Card' || mode === 'PaymentTerminal'
          ? `AUTH ${r.digits(6)}`
          : mode === 'BankTransfer'
            ? `${b.bookingNumber}`
            : null,
      description,
      refundReason: null,
      refundOf: null,
      advance: false,
      at: at(date, minutes),
      ...extra,
    };
    payments.push(p);
    if (p.status === 'Paid') b.paid = roundCents(b.paid + p.amount);
    return p;
  };
  const settleMode = (b: PlannedBooking): PaymentMode =>
    customers[b.customer]!.company
      ? r.pick(['BankTransfer', 'Card', 'Cheque'] as const)
      : customers[b.customer]!.nationality === 'IN' && r.chance(0.3)
        ? 'UPI'
        : r.weighted([
            ['Card', 5],
            ['PaymentTerminal', 4],
            ['Cash', 2],
            ['Wallet', 1],
          ]);
  const createdDay = (b: PlannedBooking) => {
    const d = localDate(b.createdAt, tz);
    return d > today ? today : d;
  };
  const due = (b: PlannedBooking) => roundCents(b.total + b.servicesTotal + b.expensesTotal - b.paid);

  const owing = bookings
    .filter((b) => b.status === 'CHECKEDIN' && b.departure === today)
    .sort((x, y) => x.sequence - y.sequence);
  let refunded = false;
  let pending = false;
  for (const b of [...bookings].sort((x, y) => x.sequence - y.sequence)) {
    // Guests leaving today: every other one has settled already, the others still owe at the desk.
    const leavingAt = owing.indexOf(b);
    const prepaid = (b.source === 'Expedia' || b.source === 'Hotels.com') && r.chance(0.6) && leavingAt < 0;
    const deposit = !prepaid && !OTA.has(b.source) && b.source !== 'Walk In' && r.chance(0.45);
    const advance = (amount: number, mode: PaymentMode, description: string) =>
      pay(b, amount, createdDay(b), r.int(9 * 60, 20 * 60), mode, description, { advance: true });
    switch (b.status) {
      case 'CHECKEDOUT':
      case 'CHECKEDIN': {
        if (prepaid) advance(b.total, 'Card', 'Prepaid through the channel (virtual card)');
        else if (deposit)
          advance(
            roundCents(b.total * r.pick([0.2, 0.3, 0.5])),
            r.pick(['Card', 'BankTransfer'] as const),
            'Deposit',
          );
        if (b.source === 'Walk In' && b.checkedInAt)
          pay(
            b,
            leavingAt < 0 ? b.total : roundCents(b.total / b.nights),
            b.arrival,
            16 * 60,
            settleMode(b),
            leavingAt < 0 ? 'Paid at check-in' : 'First night paid at check-in',
          );
        const departingToday = b.departure === today;
        if (b.status === 'CHECKEDOUT') {
          if (due(b) > 0)
            pay(b, due(b), b.departure, 0, settleMode(b), 'Settled at check-out', {
              at: new Date(b.checkedOutAt!.getTime() - 5 * 60_000),
            });
        } else if (departingToday && leavingAt % 2 === 0 && due(b) > 0) {
          // Paid the evening before: ready to check out.
          pay(b, due(b), yesterday, 20 * 60 + r.int(0, 60), settleMode(b), 'Settled before departure');
        } else if (!departingToday && b.nights >= 5 && due(b) > 0 && r.chance(0.5)) {
          pay(b, roundCents(due(b) / 2), addDays(b.arrival, 2), 10 * 60, settleMode(b), 'Interim payment');
        }
        break;
      }
      case 'CONFIRMED': {
        if (prepaid) advance(b.total, 'Card', 'Prepaid through the channel (virtual card)');
        else if (deposit) {
          // A bank transfer announced but not yet received stays NotPaid.
          if (!pending) {
            pending = true;
            pay(
              b,
              roundCents(b.total * 0.3),
              createdDay(b),
              11 * 60,
              'BankTransfer',
              'Deposit by bank transfer (awaiting funds)',
              { status: 'NotPaid', advance: true },
            );
          } else advance(roundCents(b.total * r.pick([0.2, 0.3, 0.5])), 'Card', 'Deposit');
        }
        break;
      }
      case 'CANCELLED': {
        if (!refunded && b.cancelledAt) {
          // The deposit paid back, less a cancellation fee: the one refund of the demo.
          const paid = advance(roundCents(b.total * 0.5), 'Card', 'Deposit');
          const fee = roundCents(Math.min(50, paid.amount / 2));
          const day = localDate(b.cancelledAt, tz) > today ? today : localDate(b.cancelledAt, tz);
          pay(
            b,
            -(paid.amount - fee),
            day,
            15 * 60,
            'Card',
            'Refund of the deposit, less the cancellation fee',
            {
              refundOf: paid.key,
              refundReason: `Cancelled: ${b.cancelReason}`,
              reference: null,
            },
          );
          b.notes = `Cancellation fee ${fee.toFixed(2)} kept`;
          refunded = true;
        }
        break;
      }
      case 'NO_SHOW':
        advance(roundCents(b.total / b.nights), 'Card', 'First night charged (no-show policy)');
        break;
      case 'ENQUIRY':
      case 'NEW':
      case 'VOID':
        break;
    }
  }

  // Audit trail: the booking, its check-in and check-out, cancellations, and each payment's effect on `paid`.
  const audits: FrontOfficePlan['audits'] = [];
  for (const b of bookings) {
    audits.push({
      booking: b.index,
      type: 'NEW_BOOKING',
      previousValue: null,
      newValue: b.status === 'ENQUIRY' ? 'ENQUIRY' : 'CONFIRMED',
      at: b.createdAt,
      by: 'creator',
    });
    if (b.checkedInAt)
      audits.push({
        booking: b.index,
        type: 'CHECK_IN',
        previousValue: 'CONFIRMED',
        newValue: 'CHECKEDIN',
        at: b.checkedInAt,
        by: 'desk',
      });
    if (b.checkedOutAt)
      audits.push({
        booking: b.index,
        type: 'BOOKING_CHECKOUT',
        previousValue: 'CHECKEDIN',
        newValue: 'CHECKEDOUT',
        at: b.checkedOutAt,
        by: 'desk',
      });
    if (b.status === 'CANCELLED' && b.cancelledAt)
      audits.push({
        booking: b.index,
        type: 'BOOKING_CANCELLED',
        previousValue: 'CONFIRMED',
        newValue: b.cancelReason,
        at: b.cancelledAt,
        by: 'desk',
      });
    if (b.status === 'NO_SHOW')
      audits.push({
        booking: b.index,
        type: 'NO_SHOW',
        previousValue: 'CONFIRMED',
        newValue: 'NO_SHOW',
        at: at(addDays(b.arrival, 1), 10 * 60),
        by: 'desk',
      });
    if (b.status === 'VOID')
      audits.push({
        booking: b.index,
        type: 'VOID',
        previousValue: 'CONFIRMED',
        newValue: 'VOID',
        at: new Date(b.createdAt.getTime() + 20 * 60_000),
        by: 'desk',
      });
  }
  const running = new Map<number, number>();
  for (const p of [...payments].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (p.status !== 'Paid') continue;
    const before = running.get(p.booking) ?? 0;
    const after = roundCents(before + p.amount);
    running.set(p.booking, after);
    audits.push({
      booking: p.booking,
      type: 'PAYMENT',
      previousValue: before.toFixed(2),
      newValue: after.toFixed(2),
      at: p.at,
      by: 'desk',
    });
  }

  // Housekeeping: rooms with a guest in are occupied, rooms left this morning are being turned round, the rest clean.
  const roomStatuses = new Map<number, RoomStatus>();
  const vacated: number[] = [];
  for (const x of input.rooms) if (x.inService) roomStatuses.set(x.id, 'VACANT_READY');
  for (const b of bookings) {
    if (b.status === 'CHECKEDIN') for (const a of b.allocation) roomStatuses.set(a.roomId, 'OCCUPIED');
  }
  for (const b of bookings) {
    if (b.status === 'CHECKEDOUT' && b.departure === today)
      for (const a of b.allocation)
        if (roomStatuses.get(a.roomId) !== 'OCCUPIED' && !vacated.includes(a.roomId)) vacated.push(a.roomId);
  }
  vacated.forEach((id, i) => roomStatuses.set(id, i % 2 === 0 ? 'NOT_READY' : 'CLEANING_IN_PROGRESS'));

  const booked = new Map<number, Map<string, number>>();
  for (const [typeId, byDate] of cells) {
    const m = new Map<string, number>();
    for (const [date, c] of byDate) if (c.booked > 0) m.set(date, c.booked);
    booked.set(typeId, m);
  }
  return { customers, bookings, services, payments, audits, expenses, roomStatuses, booked };
}

function planExpenses(
  r: Rng,
  today: string,
  at: (date: string, minutes: number) => Date,
): FrontOfficePlan['expenses'] {
  const out: FrontOfficePlan['expenses'] = [];
  const add = (
    offset: number,
    type: ExpenseType,
    description: string,
    amount: number,
    department: string,
    paymentMode: PaymentMode,
  ) => {
    const date = addDays(today, -offset);
    out.push({
      date,
      type,
      description,
      amount: roundCents(amount),
      receiptNumber: r.chance(0.7) ? `R-${r.digits(6)}` : null,
      department,
      paymentMode,
      booking: null,
      at: at(date, r.int(9 * 60, 17 * 60)),
    });
  };
  // Fortnightly wages, monthly bills, weekly groceries, and the odd repair.
  for (let d = 4; d <= 60; d += 14)
    add(
      d,
      'Salary/Wages',
      'Fortnightly wages: housekeeping and front desk',
      14200 + r.int(-600, 600),
      'Administration',
      'BankTransfer',
    );
  for (let d = 9; d <= 60; d += 30) {
    add(
      d,
      'Utility Bill',
      'Electricity (Mercury-style retailer), monthly',
      2100 + r.int(-250, 250),
      'Administration',
      'BankTransfer',
    );
    add(
      d + 2,
      'Utility Bill',
      'Water and wastewater, monthly',
      640 + r.int(-80, 80),
      'Administration',
      'BankTransfer',
    );
    add(
      d + 5,
      'NetFlix, Amazon Prime, Spotify, 4G',
      'In-room streaming and guest Wi-Fi backhaul',
      289,
      'Administration',
      'Card',
    );
    add(
      d + 1,
      'Property Rent/Mortgage',
      'Mortgage repayment, 12 Quay Street',
      18500,
      'Administration',
      'BankTransfer',
    );
    add(
      d + 3,
      'Brokerage/ThirdParty Expenses',
      'Channel commission invoice (OTAs), monthly',
      3900 + r.int(-700, 700),
      'Front Office',
      'BankTransfer',
    );
  }
  for (let d = 2; d <= 60; d += 7)
    add(
      d,
      'Grocery',
      'Breakfast supplies: eggs, bread, fruit, coffee beans',
      380 + r.int(-60, 90),
      'Kitchen',
      r.pick(['Card', 'Cash'] as const),
    );
  add(41, 'Property Tax', 'Council rates, quarterly instalment', 4870, 'Administration', 'BankTransfer');
  add(
    52,
    'House Insurance',
    'Building and contents insurance, monthly premium',
    1265,
    'Administration',
    'BankTransfer',
  );
  add(48, 'Vehicle Insurance', 'Airport shuttle van insurance', 156, 'Administration', 'BankTransfer');
  add(19, 'Fuel', 'Shuttle van diesel', 142.6, 'Front Office', 'Card');
  add(5, 'Fuel', 'Shuttle van diesel', 131.15, 'Front Office', 'Card');
  add(33, 'Vehicle Maintenance', 'Shuttle van service and WOF', 486, 'Maintenance', 'Card');
  add(
    27,
    'Garden & Garden Maintenance',
    'Courtyard planters and hedge trimming',
    260,
    'Maintenance',
    'BankTransfer',
  );
  add(13, 'Cleaning Fee', 'Carpet deep-clean, second floor corridor', 720, 'Housekeeping', 'BankTransfer');
  add(37, 'Miscellaneous Damage', 'Replacement kettle and two mugs, room 105', 64.9, 'Housekeeping', 'Cash');
  add(22, 'Meal & Restaurant Bill', 'Staff dinner after the busy weekend', 318.5, 'Administration', 'Card');
  add(
    11,
    'Tea or Coffee or Soft Beverages or Alcohol',
    'Welcome drinks for the corporate group',
    186,
    'Front Office',
    'Card',
  );
  add(
    45,
    'Gym or Club Membership',
    'Guest passes at the nearby fitness club, monthly',
    150,
    'Front Office',
    'Card',
  );
  add(16, 'Convenience Fees', 'Card terminal fees, monthly', 212.4, 'Administration', 'BankTransfer');
  add(
    29,
    'Booking Refund',
    'Goodwill refund for a noisy room (no booking on file)',
    90,
    'Front Office',
    'Card',
  );
  add(8, 'Miscellaneous', 'Printer toner and registration cards', 97.8, 'Front Office', 'Card');
  add(55, 'Property Damage', 'Broken window latch, room 304', 210, 'Maintenance', 'Card');
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

// ------------------------------------------------------------------ writing it

/**
 * Inserts rows of a table in one statement with a single JSON parameter (`json_populate_recordset`): thousands of
 * rows with tens of columns would otherwise mean tens of thousands of bind parameters, which PGlite parses slowly.
 * Every row has the same keys (the table's TypeScript column names); ids come back in insertion order.
 */
async function insertRows<T extends Record<string, unknown>>(
  db: Db,
  table: PgTable,
  rows: T[],
  returning: string[] = [],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const columns = sql.raw(
    Object.keys(rows[0]!)
      .map((k) => `"${snake(k)}"`)
      .join(', '),
  );
  const name = sql.raw(`"${getTableName(table)}"`);
  const answer =
    returning.length > 0
      ? sql.raw(` returning ${returning.map((k) => `"${snake(k)}" as "${k}"`).join(', ')}`)
      : sql.raw('');
  const result = await db.execute(
    sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${JSON.stringify(rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [snake(k), v]))))}::json)${answer}`,
  );
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** What the plan is made from, read from the database (also used by the tests to re-plan and compare). */
export async function frontOfficeInput(db: Db, p: PropertyRow, now: Date) {
  const today = todayIn(p.timezone, now);
  const types = await db
    .select()
    .from(roomType)
    .where(eq(roomType.propertyId, p.id))
    .orderBy(asc(roomType.ranking), asc(roomType.id));
  const ids = types.map((t) => t.id);
  // The seed runs in one transaction: one query at a time.
  const [plans, rooms, cells, stops, staffRows] = await inTurn([
    () => db.select().from(ratePlan).where(inArray(ratePlan.roomTypeId, ids)).orderBy(asc(ratePlan.id)),
    () => db.select().from(room).where(eq(room.propertyId, p.id)).orderBy(asc(room.id)),
    () =>
      db
        .select()
        .from(dailyRate)
        .where(
          and(
            inArray(dailyRate.roomTypeId, ids),
            gte(dailyRate.date, addDays(today, -PAST_DAYS)),
            lte(dailyRate.date, addDays(today, LAST_DEPARTURE)),
          ),
        ),
    () =>
      db
        .select({ date: propertyStopSell.date })
        .from(propertyStopSell)
        .where(eq(propertyStopSell.propertyId, p.id)),
    () =>
      db
        .select({
          id: appUser.id,
          firstName: appUser.firstName,
          lastName: appUser.lastName,
          username: appUser.username,
        })
        .from(appUser)
        .where(eq(appUser.propertyId, p.id))
        .orderBy(asc(appUser.id)),
  ] as const);
  const nameOf = (u: { firstName: string; lastName: string }) =>
    [u.firstName, u.lastName].filter(Boolean).join(' ');
  const desk = staffRows.filter((u) => /frontdesk|manager|admin/.test(u.username));
  const staff = (desk.length ? desk : staffRows).map((u) => ({ id: u.id, name: nameOf(u) }));
  const deskRow = staffRows.find((u) => u.username.includes('frontdesk')) ?? staffRows[0];
  const input: PlanInput = {
    today,
    now,
    property: p,
    types,
    plans,
    rooms,
    cells,
    propertyStopSell: stops.map((s) => s.date),
    staff,
  };
  return { input, deskUser: deskRow ? { id: deskRow.id, name: nameOf(deskRow) } : null };
}

/**
 * Harbour View's front office: runs once the rooms, rates and users exist. Past rate cells (the stays of the last
 * two months need prices and counts) are added first, then the plan is written with one statement per table.
 */
export async function seedHarbourFrontOffice(db: Db, propertyId: number, now: Date = new Date()) {
  const [p] = await db.select().from(property).where(eq(property.id, propertyId));
  if (!p) return null;
  const today = todayIn(p.timezone, now);
  const from = addDays(today, -PAST_DAYS);
  const types = await db.select().from(roomType).where(eq(roomType.propertyId, p.id));
  if (types.length === 0) return null;
  const current = await db
    .select()
    .from(dailyRate)
    .where(
      and(
        inArray(
          dailyRate.roomTypeId,
          types.map((t) => t.id),
        ),
        eq(dailyRate.date, today),
      ),
    );

  // The past nights get the same seasonal prices as the year ahead, and the same totals as today.
  const totals = new Map(current.map((c) => [c.roomTypeId, c.total]));
  await insertDailyRates(
    db,
    types.flatMap((t) =>
      Array.from({ length: PAST_DAYS }, (_, i) => {
        const date = addDays(from, i);
        return {
          roomTypeId: t.id,
          propertyId: p.id,
          date,
          price: seasonalPrice(t.basePrice, date),
          total: totals.get(t.id) ?? 0,
        };
      }),
    ),
  );
  const { input, deskUser } = await frontOfficeInput(db, p, now);
  const names = new Map(input.staff.map((s) => [s.id, s.name]));
  const plan = planFrontOffice(input);

  // Customers (and their identity documents, without files). Ids come back in insertion order.
  const customerIds = (
    await insertRows(
      db,
      customer,
      plan.customers.map((c) => ({
        propertyId: p.id,
        firstName: c.firstName,
        lastName: c.lastName,
        company: c.company,
        email: c.email,
        phone: c.phone,
        phoneDigits: c.phoneDigits,
        addressLine1: c.addressLine1,
        city: c.city,
        state: c.state,
        country: c.country,
        postcode: c.postcode,
        notes: c.notes,
        gender: c.gender,
        language: c.language,
        birthday: c.birthday,
        taxId: c.taxId,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })),
      ['id'],
    )
  )
    .map((x) => Number(x.id))
    .sort((a, b) => a - b);
  await insertRows(
    db,
    customerDocument,
    plan.customers.flatMap((c, i) =>
      c.document
        ? [
            {
              propertyId: p.id,
              customerId: customerIds[i]!,
              type: c.document.type,
              number: c.document.number,
              createdAt: c.createdAt,
              updatedAt: c.createdAt,
            },
          ]
        : [],
    ),
  );

  // Bookings, in number order, and the property's booking counter.
  const ordered = [...plan.bookings].sort((a, b) => a.sequence - b.sequence);
  const inserted = await insertRows(
    db,
    booking,
    ordered.map((b) => ({
      propertyId: p.id,
      bookingNumber: b.bookingNumber,
      sequence: b.sequence,
      status: b.status,
      roomTypeId: b.roomTypeId,
      ratePlanId: b.ratePlanId,
      customerId: customerIds[b.customer]!,
      arrival: b.arrival,
      departure: b.departure,
      nights: b.nights,
      rooms: b.rooms,
      units: b.units,
      adults: b.adults,
      children: b.children,
      source: b.source,
      externalReference: b.externalReference,
      notes: b.notes,
      currency: b.currency,
      roomCharge: b.roomCharge,
      extraCharge: b.extraCharge,
      subtotal: b.subtotal,
      taxes: b.taxes,
      tax: b.tax,
      total: b.total,
      paid: b.paid,
      cancelReason: b.cancelReason,
      cancelledAt: b.cancelledAt,
      groupReference: b.groupReference,
      discountPercentage: 0,
      discountAmount: 0,
      servicesTotal: b.servicesTotal,
      expensesTotal: b.expensesTotal,
      checkedInAt: b.checkedInAt,
      checkedOutAt: b.checkedOutAt,
      createdBy: b.createdBy,
      createdAt: b.createdAt,
      updatedAt: b.checkedOutAt ?? b.checkedInAt ?? b.cancelledAt ?? b.createdAt,
    })),
    ['id', 'sequence'],
  );
  const idOfSequence = new Map(inserted.map((x) => [Number(x.sequence), Number(x.id)]));
  const bookingId = (index: number) => idOfSequence.get(plan.bookings[index]!.sequence)!;
  if (ordered.length > 0)
    await db
      .insert(bookingSequence)
      .values({ propertyId: p.id, lastValue: ordered.length })
      .onConflictDoUpdate({ target: bookingSequence.propertyId, set: { lastValue: ordered.length } });

  // Allocations: one booking_room per room (or bed) and one room_night per night.
  const allocations = ordered.flatMap((b) =>
    b.allocation.map((a) => ({
      propertyId: p.id,
      bookingId: bookingId(b.index),
      roomId: a.roomId,
      bed: a.bed,
      fromDate: b.arrival,
      toDate: b.departure,
      checkedInAt: b.checkedInAt,
      checkedOutAt: b.checkedOutAt,
      createdAt: b.checkedInAt ?? b.createdAt,
    })),
  );
  const allocated = await insertRows(db, bookingRoom, allocations, [
    'id',
    'roomId',
    'bed',
    'fromDate',
    'toDate',
  ]);
  await insertRows(
    db,
    roomNight,
    allocated.flatMap((x) =>
      stayNights(String(x.fromDate), String(x.toDate)).map((date) => ({
        roomId: Number(x.roomId),
        bed: Number(x.bed),
        date,
        bookingRoomId: Number(x.id),
      })),
    ),
  );

  // Folio: services, payments (a refund points at the payment it pays back), expenses.
  await insertRows(
    db,
    bookingService,
    plan.services.map((s) => ({
      propertyId: p.id,
      bookingId: bookingId(s.booking),
      serviceType: s.serviceType,
      description: s.description,
      date: s.date,
      quantity: s.quantity,
      unitPrice: s.unitPrice,
      taxPercentage: s.taxPercentage,
      amount: s.amount,
      tax: s.tax,
      total: s.total,
      createdBy: deskUser?.id ?? null,
      createdAt: s.createdAt,
      updatedAt: s.createdAt,
    })),
  );
  const paymentIds = new Map<number, number>();
  const paymentRow = (x: FrontOfficePlan['payments'][number]) => ({
    propertyId: p.id,
    bookingId: bookingId(x.booking),
    customerId: customerIds[plan.bookings[x.booking]!.customer]!,
    date: x.date,
    amount: x.amount,
    currency: p.localCurrency,
    mode: x.mode,
    status: x.status,
    reference: x.reference,
    description: x.description,
    refundReason: x.refundReason,
    refundOf: x.refundOf == null ? null : paymentIds.get(x.refundOf)!,
    advance: x.advance,
    receivedBy: x.status === 'Paid' ? (deskUser?.id ?? null) : null,
    receivedByName: x.status === 'Paid' ? (deskUser?.name ?? null) : null,
    paidAt: x.status === 'Paid' ? x.at : null,
    createdAt: x.at,
    updatedAt: x.at,
  });
  const plain = plan.payments.filter((x) => x.refundOf == null);
  const paid = (await insertRows(db, payment, plain.map(paymentRow), ['id']))
    .map((x) => Number(x.id))
    .sort((a, b) => a - b);
  plain.forEach((x, i) => paymentIds.set(x.key, paid[i]!));
  await insertRows(db, payment, plan.payments.filter((x) => x.refundOf != null).map(paymentRow));

  await insertRows(
    db,
    expense,
    plan.expenses.map((e) => ({
      propertyId: p.id,
      date: e.date,
      type: e.type,
      description: e.description,
      amount: e.amount,
      receiptNumber: e.receiptNumber,
      department: e.department,
      paymentMode: e.paymentMode,
      bookingId: e.booking == null ? null : bookingId(e.booking),
      status: 'SUBMITTED',
      submittedBy: deskUser?.id ?? null,
      submittedByName: deskUser?.name ?? null,
      createdAt: e.at,
      updatedAt: e.at,
    })),
  );

  await insertRows(
    db,
    bookingAudit,
    plan.audits.map((a) => {
      const b = plan.bookings[a.booking]!;
      // The booking is by whoever made it (a channel has no user); the desk does the rest.
      const userId = a.by === 'creator' ? b.createdBy : (deskUser?.id ?? null);
      return {
        propertyId: p.id,
        bookingId: bookingId(a.booking),
        type: a.type,
        previousValue: a.previousValue,
        newValue: a.newValue,
        userId,
        userName: userId != null ? (names.get(userId) ?? deskUser?.name ?? null) : b.source,
        createdAt: a.at,
      };
    }),
  );
  // The same events in the audit log, as the booking module writes them (decision 0028).
  await copyBookingTrail(db);

  // Inventory: booked = the units of the bookings holding each night, in one statement.
  const counts = [...plan.booked].flatMap(([typeId, byDate]) =>
    [...byDate].map(([date, n]) => ({ roomTypeId: typeId, date, booked: n })),
  );
  if (counts.length > 0)
    await db.execute(sql`
      update daily_rate d set booked = v.booked
      from json_to_recordset(${JSON.stringify(counts)}::json) as v("roomTypeId" int, date date, booked int)
      where d.room_type_id = v."roomTypeId" and d.date = v.date`);

  // Housekeeping statuses; out-of-order rooms keep theirs.
  const byStatus = new Map<RoomStatus, number[]>();
  for (const [id, status] of plan.roomStatuses) byStatus.set(status, [...(byStatus.get(status) ?? []), id]);
  for (const [status, roomIds] of byStatus)
    await db.update(room).set({ status }).where(inArray(room.id, roomIds));

  return {
    customers: plan.customers.length,
    bookings: plan.bookings.length,
    payments: plan.payments.length,
    expenses: plan.expenses.length,
  };
}

import {
  addDays,
  datesMatching,
  roundCents,
  sellableUnits,
  todayIn,
  weekdayOf,
  type BedType,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { propertyStopSell, ratePlan, room, roomFacility, roomType, roomTypeFacility } from '../../db/schema';
import { insertDailyRates, type NewDailyRateRow } from './room.repository';

const FACILITIES = [
  ['Wi-Fi', 'Free high-speed Wi-Fi', 'wifi'],
  ['Parking', 'On-site parking', 'local_parking'],
  ['Air Conditioning', 'Heat pump / air conditioning', 'ac_unit'],
  ['Pet Friendly', 'Pets welcome on request', 'pets'],
  ['Harbour View', 'Views over the harbour', 'water'],
  ['Kitchenette', 'Microwave, fridge and hob', 'kitchen'],
  ['Ensuite Bathroom', 'Private bathroom', 'bathtub'],
  ['Smart TV', 'TV with streaming apps', 'tv'],
  ['Tea & Coffee', 'Tea and coffee making', 'coffee'],
  ['Lockers', 'Secure lockers', 'lock'],
] as const;

/** The room-facility catalogue of the demo organisation. */
export async function seedDemoFacilities(db: Db, organisationId: number) {
  const rows = await db
    .insert(roomFacility)
    .values(FACILITIES.map(([name, description, icon]) => ({ organisationId, name, description, icon })))
    .returning();
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

interface DemoType {
  name: string;
  description: string;
  noOfRooms: number;
  basePrice: number;
  minOccupancy: number;
  maxOccupancy: number;
  baseOccupancy: number;
  extraAdultCharge: number;
  extraChildCharge: number;
  weeklyPrice?: number;
  shared?: boolean;
  beds?: string[];
  ranking: number;
  floor: number;
  firstNumber: number;
  bedType: BedType;
  facilities: string[];
  breakfast: number;
}

const HARBOUR_TYPES: DemoType[] = [
  {
    name: 'Standard Queen',
    description: 'A bright queen room on the first floor, ideal for two.',
    noOfRooms: 12,
    basePrice: 180,
    minOccupancy: 1,
    maxOccupancy: 2,
    baseOccupancy: 2,
    extraAdultCharge: 40,
    extraChildCharge: 20,
    weeklyPrice: 1150,
    ranking: 1,
    floor: 1,
    firstNumber: 101,
    bedType: 'Queen Bed',
    facilities: ['Wi-Fi', 'Air Conditioning', 'Ensuite Bathroom', 'Smart TV', 'Tea & Coffee'],
    breakfast: 35,
  },
  {
    name: 'Deluxe King Harbour View',
    description: 'A spacious room with a king bed and a balcony over the harbour.',
    noOfRooms: 10,
    basePrice: 260,
    minOccupancy: 1,
    maxOccupancy: 3,
    baseOccupancy: 2,
    extraAdultCharge: 45,
    extraChildCharge: 25,
    weeklyPrice: 1650,
    ranking: 2,
    floor: 2,
    firstNumber: 201,
    bedType: 'Double Bed',
    facilities: ['Wi-Fi', 'Air Conditioning', 'Harbour View', 'Ensuite Bathroom', 'Smart TV', 'Tea & Coffee'],
    breakfast: 35,
  },
  {
    name: 'Family Suite',
    description: 'Two bedrooms and a kitchenette for families of up to five.',
    noOfRooms: 6,
    basePrice: 340,
    minOccupancy: 2,
    maxOccupancy: 5,
    baseOccupancy: 4,
    extraAdultCharge: 50,
    extraChildCharge: 25,
    ranking: 3,
    floor: 3,
    firstNumber: 301,
    bedType: 'Queen Bed',
    facilities: ['Wi-Fi', 'Parking', 'Kitchenette', 'Ensuite Bathroom', 'Smart TV', 'Pet Friendly'],
    breakfast: 35,
  },
  {
    name: 'Backpacker Dorm',
    description: 'An eight-bed shared dorm sold by the bed, with lockers and a shared kitchen.',
    noOfRooms: 2,
    basePrice: 45,
    minOccupancy: 1,
    maxOccupancy: 1,
    baseOccupancy: 1,
    extraAdultCharge: 0,
    extraChildCharge: 0,
    shared: true,
    beds: [
      'Bunk 1 lower',
      'Bunk 1 upper',
      'Bunk 2 lower',
      'Bunk 2 upper',
      'Bunk 3 lower',
      'Bunk 3 upper',
      'Bunk 4 lower',
      'Bunk 4 upper',
    ],
    ranking: 4,
    floor: 3,
    firstNumber: 307,
    bedType: 'Single Bed',
    facilities: ['Wi-Fi', 'Lockers'],
    breakfast: 12,
  },
];

/** A season: weekends (Friday, Saturday nights) +20 %, summer (Dec–Feb) +25 %, shoulder (Mar, Nov) +10 %. */
export function seasonalPrice(base: number, date: string): number {
  const month = Number(date.slice(5, 7));
  const day = weekdayOf(date);
  let factor = 1;
  if (day === 'FRI' || day === 'SAT') factor *= 1.2;
  if (month === 12 || month <= 2) factor *= 1.25;
  else if (month === 3 || month === 11) factor *= 1.1;
  return roundCents(Math.round(base * factor));
}

/**
 * Harbour View Hotel: 4 room types (one shared dorm sold by bed), 30 rooms on 3 floors (one out of order), two
 * rate plans each (Room Only, Bed & Breakfast), 365 days of seasonal prices, a few closed and stop-sell days.
 */
export async function seedHarbourRooms(
  db: Db,
  harbour: { id: number; timezone: string },
  facilities: Record<string, number>,
) {
  const today = todayIn(harbour.timezone);
  const types = await db
    .insert(roomType)
    .values(
      HARBOUR_TYPES.map((t) => ({
        propertyId: harbour.id,
        name: t.name,
        description: t.description,
        noOfRooms: t.noOfRooms,
        basePrice: t.basePrice,
        minOccupancy: t.minOccupancy,
        maxOccupancy: t.maxOccupancy,
        baseOccupancy: t.baseOccupancy,
        extraAdultCharge: t.extraAdultCharge,
        extraChildCharge: t.extraChildCharge,
        weeklyPrice: t.weeklyPrice ?? null,
        shared: t.shared ?? false,
        beds: t.beds ?? [],
        ranking: t.ranking,
      })),
    )
    .returning();

  await db
    .insert(roomTypeFacility)
    .values(
      types.flatMap((rt, i) =>
        HARBOUR_TYPES[i]!.facilities.map((name) => ({ roomTypeId: rt.id, facilityId: facilities[name]! })),
      ),
    );

  // Room 210 is out of order (bathroom refit): the Deluxe King sells 9 of its 10 rooms.
  await db.insert(room).values(
    types.flatMap((rt, i) => {
      const t = HARBOUR_TYPES[i]!;
      return Array.from({ length: t.noOfRooms }, (_, k) => {
        const roomNumber = String(t.firstNumber + k);
        const outOfOrder = roomNumber === '210';
        return {
          propertyId: harbour.id,
          roomTypeId: rt.id,
          roomNumber,
          floor: t.floor,
          bedType: t.bedType,
          status: outOfOrder
            ? ('BLOCKED' as const)
            : k % 5 === 1
              ? ('NOT_READY' as const)
              : ('VACANT_READY' as const),
          inService: !outOfOrder,
          outOfOrderReason: outOfOrder ? 'Bathroom refit' : null,
        };
      });
    }),
  );

  await db.insert(ratePlan).values(
    types.flatMap((rt, i) => [
      {
        roomTypeId: rt.id,
        code: 'RO',
        name: 'Room Only',
        description: 'The standard rate, no meals.',
        mealPlan: 'ROOM_ONLY' as const,
      },
      {
        roomTypeId: rt.id,
        code: 'BB',
        name: 'Bed & Breakfast',
        description: 'Full cooked breakfast in the harbour-side restaurant.',
        deviationType: 'AMOUNT' as const,
        deviation: HARBOUR_TYPES[i]!.breakfast,
        mealPlan: 'BED_AND_BREAKFAST' as const,
        inclusions: ['Breakfast'],
      },
    ]),
  );

  const dates = datesMatching(today, addDays(today, 364));
  const closedFamily = new Set([addDays(today, 20), addDays(today, 21)]);
  const rows: NewDailyRateRow[] = types.flatMap((rt, i) => {
    const t = HARBOUR_TYPES[i]!;
    const units = sellableUnits(
      { noOfRooms: t.noOfRooms, shared: rt.shared, beds: rt.beds },
      rt.name.startsWith('Deluxe') ? 1 : 0,
    );
    return dates.map((date) => {
      const month = date.slice(5, 10);
      return {
        roomTypeId: rt.id,
        propertyId: harbour.id,
        date,
        price: seasonalPrice(t.basePrice, date),
        total: units,
        // New Year's Eve: at least two nights, no departures on New Year's Day.
        minStay: month === '12-31' ? 2 : null,
        ctd: month === '01-01',
        closed: t.name === 'Family Suite' && closedFamily.has(date),
      };
    });
  });
  await insertDailyRates(db, rows);

  // The whole hotel stops selling two days for a private event.
  await db.insert(propertyStopSell).values([
    { propertyId: harbour.id, date: addDays(today, 45) },
    { propertyId: harbour.id, date: addDays(today, 46) },
  ]);
  return types;
}

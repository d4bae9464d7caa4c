// The demo front office of Harbour View (seed/front-office.seed.ts), checked on the seeded test template: the
// inventory counts equal the bookings, allocations cannot overlap, guests in house have their rooms, money adds up,
// prices are what the quote answers, today has arrivals, departures and free clean rooms, and the plan is
// deterministic.
import {
  BOOKING_SOURCES,
  customerInputSchema,
  todayIn,
  addDays,
  type Booking,
  type Quote,
} from '@bookone/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { booking, customer, property, room, roomNight, roomType } from '../src/db/schema';
import { frontOfficeInput, planFrontOffice } from '../src/seed/front-office.seed';
import { createTestApp, type TestApp } from './helpers';
import { demoIds, sessions } from './support';

let t: TestApp;
let HARBOUR: number;
let session: ReturnType<typeof sessions>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  HARBOUR = (await demoIds(t)).property('Harbour View Hotel');
  session = sessions(t);
  today = todayIn('Pacific/Auckland');
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await t.db.execute(query);
  return (res as { rows: T[] }).rows;
}
const bookings = () => t.db.select().from(booking).where(eq(booking.propertyId, HARBOUR));
const HOLDING = sql`('NEW', 'CONFIRMED', 'CHECKEDIN', 'CHECKEDOUT')`;

describe('inventory', () => {
  it('daily_rate.booked equals the units of the inventory-holding bookings, per night and room type', async () => {
    const mismatches = await rows(sql`
      with nights as (
        select b.room_type_id, d::date as date, sum(b.units)::int as units
        from booking b,
          generate_series(b.arrival::timestamp, b.departure::timestamp - interval '1 day', interval '1 day') d
        where b.property_id = ${HARBOUR} and b.status in ${HOLDING}
        group by 1, 2)
      select dr.room_type_id, dr.date, dr.booked, coalesce(n.units, 0) as expected
      from daily_rate dr left join nights n on n.room_type_id = dr.room_type_id and n.date = dr.date
      where dr.property_id = ${HARBOUR} and dr.booked <> coalesce(n.units, 0)
      union all
      select n.room_type_id, n.date, null, n.units
      from nights n left join daily_rate dr on dr.room_type_id = n.room_type_id and dr.date = n.date
      where dr.date is null`);
    expect(mismatches).toEqual([]);
    // …and there is something to count: the whole window has stays.
    const [sum] = await rows<{ booked: number }>(
      sql`select coalesce(sum(booked), 0)::int as booked from daily_rate where property_id = ${HARBOUR}`,
    );
    expect(sum!.booked).toBeGreaterThan(1000);
  });

  it('fills 60–80 % of the rooms over the past two months', async () => {
    const [occ] = await rows<{ rate: number }>(sql`
      select sum(booked)::float / sum(total) as rate from daily_rate
      where property_id = ${HARBOUR} and date >= ${addDays(today, -60)} and date < ${today}`);
    expect(occ!.rate).toBeGreaterThanOrEqual(0.6);
    expect(occ!.rate).toBeLessThanOrEqual(0.8);
  });
});

describe('allocations', () => {
  it('every booking_room has exactly one room_night per night, in a room of the booking’s type', async () => {
    const wrong = await rows(sql`
      select br.id from booking_room br
      join booking b on b.id = br.booking_id
      join room r on r.id = br.room_id
      join room_type rt on rt.id = r.room_type_id
      left join (select booking_room_id, count(*)::int n, min(date) first, max(date) last
                 from room_night group by 1) rn on rn.booking_room_id = br.id
      where br.property_id = ${HARBOUR} and (
        rn.n is distinct from (br.to_date - br.from_date)
        or rn.first <> br.from_date or rn.last <> br.to_date - 1
        or r.room_type_id <> b.room_type_id or not r.in_service
        or (rt.shared and (br.bed < 1 or br.bed > jsonb_array_length(rt.beds)))
        or (not rt.shared and br.bed <> 0)
        or b.status not in ${HOLDING})`);
    expect(wrong).toEqual([]);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int n from booking_room where property_id = ${HARBOUR}`,
    );
    expect(n!.n).toBeGreaterThan(300);
  });

  it('a second guest in an allocated room-night is refused by the database', async () => {
    const [taken] = await t.db.select().from(roomNight).limit(1);
    await expect(t.db.insert(roomNight).values({ ...taken! })).rejects.toThrow();
  });

  it('every guest in house has all their units allocated for the whole stay, in OCCUPIED rooms', async () => {
    const inHouse = (await bookings()).filter((b) => b.status === 'CHECKEDIN');
    expect(inHouse.length).toBeGreaterThanOrEqual(8);
    const allocs = await rows<{ booking_id: number; from_date: string; to_date: string; status: string }>(sql`
      select br.booking_id, br.from_date::text, br.to_date::text, r.status from booking_room br
      join room r on r.id = br.room_id join booking b on b.id = br.booking_id
      where b.status = 'CHECKEDIN' and b.property_id = ${HARBOUR}`);
    for (const b of inHouse) {
      const own = allocs.filter((a) => a.booking_id === b.id);
      expect(own, b.bookingNumber).toHaveLength(b.units);
      for (const a of own) {
        expect([a.from_date, a.to_date], b.bookingNumber).toEqual([b.arrival, b.departure]);
        expect(a.status, b.bookingNumber).toBe('OCCUPIED');
      }
      expect(b.arrival < today && b.departure >= today, b.bookingNumber).toBe(true);
    }
  });

  it('cancelled, void, no-show and enquiry bookings hold no room', async () => {
    const [n] = await rows<{ n: number }>(sql`
      select count(*)::int n from booking_room br join booking b on b.id = br.booking_id
      where b.status in ('CANCELLED', 'VOID', 'NO_SHOW', 'ENQUIRY')`);
    expect(n!.n).toBe(0);
  });
});

describe('money', () => {
  it('paid is the sum of Paid payments; services and expenses are on the folio; checked-out guests owe nothing', async () => {
    const wrong = await rows(sql`
      select b.booking_number, b.paid, p.sum, b.services_total, s.sum, b.expenses_total, e.sum
      from booking b
      left join (select booking_id, sum(amount) sum from payment where status = 'Paid' group by 1) p on p.booking_id = b.id
      left join (select booking_id, sum(total) sum from booking_service group by 1) s on s.booking_id = b.id
      left join (select booking_id, sum(amount) sum from expense where booking_id is not null group by 1) e on e.booking_id = b.id
      where b.property_id = ${HARBOUR} and (
        b.paid <> coalesce(p.sum, 0) or b.services_total <> coalesce(s.sum, 0) or b.expenses_total <> coalesce(e.sum, 0)
        or (b.status = 'CHECKEDOUT' and b.total + b.services_total + b.expenses_total - b.paid > 0))`);
    expect(wrong).toEqual([]);
  });

  it('has advances, settlements in several modes, a pending transfer and one refund of an earlier payment', async () => {
    const payments = await rows<{
      id: number;
      booking_id: number;
      amount: number;
      mode: string;
      status: string;
      advance: boolean;
      refund_of: number | null;
    }>(
      sql`select id, booking_id, amount::float, mode, status, advance, refund_of from payment where property_id = ${HARBOUR}`,
    );
    expect(payments.filter((p) => p.advance).length).toBeGreaterThan(20);
    expect(new Set(payments.map((p) => p.mode)).size).toBeGreaterThanOrEqual(5);
    expect(payments.some((p) => p.status === 'NotPaid')).toBe(true);
    const refunds = payments.filter((p) => p.refund_of != null);
    expect(refunds).toHaveLength(1);
    const original = payments.find((p) => p.id === refunds[0]!.refund_of)!;
    expect(refunds[0]!.amount).toBeLessThan(0);
    expect(original.booking_id).toBe(refunds[0]!.booking_id);
    expect(-refunds[0]!.amount).toBeLessThanOrEqual(original.amount);
  });

  it('prices every sampled booking exactly as the quote of the booking form does', async () => {
    const token = await session('hotel.frontdesk@bookone.demo');
    // The promotions seed books a few weekend stays with a coupon (priced by the code, checked by its own tests);
    // which bookings land in every twelfth place moves with the date, so they are left out of the sample.
    const coupons = await rows<{ sale_id: number }>(
      sql`select sale_id from promotion_redemption where property_id = ${HARBOUR} and sale_kind = 'BOOKING'`,
    );
    const withCoupon = new Set(coupons.map((r) => r.sale_id));
    const all = (await bookings())
      .filter((b) => !withCoupon.has(b.id))
      .sort((a, b) => a.sequence - b.sequence);
    const sample = all.filter((_, i) => i % 12 === 0);
    expect(sample.length).toBeGreaterThan(30);
    for (const b of sample) {
      const res = await t.api('POST', `/api/availability/property/${HARBOUR}/quote`, {
        token,
        body: {
          roomTypeId: b.roomTypeId,
          planId: b.ratePlanId,
          checkIn: b.arrival,
          checkOut: b.departure,
          adults: b.adults,
          children: b.children,
          rooms: b.rooms,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const q = res.json<Quote>();
      expect(
        { roomCharge: b.roomCharge, extraCharge: b.extraCharge, tax: b.tax, total: b.total, units: b.units },
        b.bookingNumber,
      ).toEqual({
        roomCharge: q.roomCharge,
        extraCharge: q.extraCharge,
        tax: q.tax,
        total: q.total,
        units: q.units,
      });
    }
  });

  it('has about 40 expenses over many types, one charged to a guest in house', async () => {
    const expenses = await rows<{ type: string; booking_id: number | null; date: string }>(
      sql`select type, booking_id, date::text from expense where property_id = ${HARBOUR}`,
    );
    expect(expenses.length).toBeGreaterThanOrEqual(35);
    expect(expenses.length).toBeLessThanOrEqual(50);
    expect(new Set(expenses.map((e) => e.type)).size).toBeGreaterThanOrEqual(15);
    expect(expenses.every((e) => e.date >= addDays(today, -60) && e.date <= today)).toBe(true);
    const charged = expenses.filter((e) => e.booking_id != null);
    expect(charged).toHaveLength(1);
    const [b] = await t.db.select().from(booking).where(eq(booking.id, charged[0]!.booking_id!));
    expect(b!.status).toBe('CHECKEDIN');
    expect(b!.expensesTotal).toBeGreaterThan(0);
  });
});

describe('the booking list', () => {
  it('numbers bookings HARBOURVIEW-000001… in the order they were made, and the counter is at the last', async () => {
    const all = (await bookings()).sort((a, b) => a.sequence - b.sequence);
    expect(all.length).toBeGreaterThan(300);
    expect(all.map((b) => b.sequence)).toEqual(all.map((_, i) => i + 1));
    expect(all.every((b) => b.bookingNumber === `HARBOURVIEW-${String(b.sequence).padStart(6, '0')}`)).toBe(
      true,
    );
    for (let i = 1; i < all.length; i++)
      expect(all[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(all[i - 1]!.createdAt.getTime());
    const [seq] = await rows<{ last_value: number }>(
      sql`select last_value from booking_sequence where property_id = ${HARBOUR}`,
    );
    expect(seq!.last_value).toBe(all.length);
  });

  it('covers every status, sources from the desk and the channels, and one group of three rooms', async () => {
    const all = await bookings();
    const count = (s: string) => all.filter((b) => b.status === s).length;
    expect(count('CHECKEDOUT')).toBeGreaterThan(200);
    expect(count('CONFIRMED')).toBeGreaterThan(40);
    expect(count('ENQUIRY')).toBeGreaterThanOrEqual(1);
    expect(count('CANCELLED')).toBeGreaterThanOrEqual(5);
    expect(
      all.filter((b) => b.status === 'CANCELLED').every((b) => !!b.cancelReason && !!b.cancelledAt),
    ).toBe(true);
    for (const s of ['VOID', 'NO_SHOW']) {
      const [b] = all.filter((x) => x.status === s);
      expect(b, s).toBeDefined();
      expect(b!.arrival < today).toBe(true);
    }
    const sources = new Set(all.map((b) => b.source));
    expect([...sources].every((s) => (BOOKING_SOURCES as readonly string[]).includes(s))).toBe(true);
    expect(sources.size).toBeGreaterThanOrEqual(14);
    const groups = new Map<string, typeof all>();
    for (const b of all.filter((x) => x.groupReference))
      groups.set(b.groupReference!, [...(groups.get(b.groupReference!) ?? []), b]);
    expect(groups.size).toBe(1);
    const [group] = [...groups.values()];
    expect(group).toHaveLength(3);
    expect(new Set(group!.map((b) => `${b.customerId} ${b.arrival} ${b.status}`)).size).toBe(1);
    expect(group![0]!.arrival > today && group![0]!.arrival <= addDays(today, 7)).toBe(true);
  });

  it('writes the audit trail: the booking, the check-in, the check-out', async () => {
    const audits = await rows<{ booking_id: number; type: string }>(
      sql`select booking_id, type from booking_audit where property_id = ${HARBOUR}`,
    );
    const has = new Set(audits.map((a) => `${a.booking_id} ${a.type}`));
    for (const b of await bookings()) {
      expect(has.has(`${b.id} NEW_BOOKING`), b.bookingNumber).toBe(true);
      if (b.status === 'CHECKEDIN' || b.status === 'CHECKEDOUT')
        expect(has.has(`${b.id} CHECK_IN`), b.bookingNumber).toBe(true);
      if (b.status === 'CHECKEDOUT') expect(has.has(`${b.id} BOOKING_CHECKOUT`), b.bookingNumber).toBe(true);
    }
  });
});

describe('customers', () => {
  it('about 150 guests from many countries that pass the API’s own validation, with companies and documents', async () => {
    const all = await t.db.select().from(customer).where(eq(customer.propertyId, HARBOUR));
    expect(all.length).toBeGreaterThanOrEqual(140);
    expect(all.length).toBeLessThanOrEqual(160);
    for (const c of all) {
      const { id: _id, propertyId: _p, phoneDigits: _d, createdAt: _c, updatedAt: _u, ...input } = c;
      const parsed = customerInputSchema.safeParse(input);
      expect(parsed.success, `${c.firstName} ${c.lastName}: ${parsed.error?.message}`).toBe(true);
    }
    expect(new Set(all.map((c) => c.country)).size).toBeGreaterThanOrEqual(8);
    expect(all.filter((c) => c.company).length).toBeGreaterThanOrEqual(5);
    const docs = await rows<{ n: number; files: number }>(
      sql`select count(*)::int n, count(front_path)::int + count(back_path)::int files from customer_document where property_id = ${HARBOUR}`,
    );
    expect(docs[0]!.n).toBeGreaterThanOrEqual(3);
    expect(docs[0]!.files).toBe(0);
  });

  it('has a duplicate by email and one by phone that the duplicate check reports, for the merge demo', async () => {
    const token = await session('hotel.frontdesk@bookone.demo');
    const [byEmail] = await rows<{ email: string; ids: number[] }>(sql`
      select lower(email) email, array_agg(id order by id) ids from customer
      where property_id = ${HARBOUR} and email is not null group by 1 having count(*) > 1`);
    const [byPhone] = await rows<{ digits: string; phone: string; ids: number[] }>(sql`
      select phone_digits digits, min(phone) phone, array_agg(id order by id) ids from customer
      where property_id = ${HARBOUR} and phone_digits is not null group by 1 having count(*) > 1`);
    const probe = async (query: string) => {
      const res = await t.api('GET', `/api/customer/property/${HARBOUR}/duplicates?${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number }[]>().map((d) => d.id);
    };
    expect(await probe(`email=${encodeURIComponent(byEmail!.email)}&excludeId=${byEmail!.ids[0]}`)).toEqual(
      byEmail!.ids.slice(1),
    );
    expect(await probe(`phone=${encodeURIComponent(byPhone!.phone)}&excludeId=${byPhone!.ids[0]}`)).toEqual(
      byPhone!.ids.slice(1),
    );
  });
});

describe('today at the desk', () => {
  it('has guests arriving (some with rooms, some without), departing (some owing), and in house', async () => {
    const all = await bookings();
    const rooms = await rows<{ booking_id: number }>(sql`select booking_id from booking_room`);
    const allocated = new Set(rooms.map((r) => r.booking_id));
    const arrivals = all.filter((b) => b.status === 'CONFIRMED' && b.arrival === today);
    expect(arrivals.length).toBeGreaterThanOrEqual(3);
    expect(arrivals.some((b) => allocated.has(b.id))).toBe(true);
    expect(arrivals.some((b) => !allocated.has(b.id))).toBe(true);
    const departures = all.filter((b) => b.status === 'CHECKEDIN' && b.departure === today);
    expect(departures.length).toBeGreaterThanOrEqual(3);
    const balance = (b: (typeof all)[number]) => b.total + b.servicesTotal + b.expensesTotal - b.paid;
    expect(departures.some((b) => balance(b) > 0)).toBe(true);
    expect(departures.some((b) => balance(b) <= 0)).toBe(true);
    expect(all.filter((b) => b.status === 'CHECKEDIN' && b.departure > today).length).toBeGreaterThanOrEqual(
      5,
    );
  });

  it('room statuses: occupied rooms OCCUPIED, rooms left this morning being cleaned, the rest clean, 210 out of order', async () => {
    const all = await t.db.select().from(room).where(eq(room.propertyId, HARBOUR));
    const occupied = new Set(
      (
        await rows<{ room_id: number }>(sql`
          select br.room_id from booking_room br join booking b on b.id = br.booking_id
          where b.status = 'CHECKEDIN'`)
      ).map((r) => r.room_id),
    );
    const leftToday = new Set(
      (
        await rows<{ room_id: number }>(sql`
          select br.room_id from booking_room br join booking b on b.id = br.booking_id
          where b.status = 'CHECKEDOUT' and b.departure = ${today}`)
      ).map((r) => r.room_id),
    );
    expect(all.find((r) => r.roomNumber === '210')).toMatchObject({ status: 'BLOCKED', inService: false });
    const turning = all.filter((r) => r.status === 'NOT_READY' || r.status === 'CLEANING_IN_PROGRESS');
    expect(turning.length).toBeGreaterThanOrEqual(1);
    for (const r of all.filter((x) => x.inService)) {
      const expected = occupied.has(r.id)
        ? ['OCCUPIED']
        : leftToday.has(r.id)
          ? ['NOT_READY', 'CLEANING_IN_PROGRESS']
          : ['VACANT_READY'];
      expect(expected, `room ${r.roomNumber}`).toContain(r.status);
    }
  });

  it('leaves free, clean rooms of every type tonight (a whole dorm room), for a walk-in and a check-in', async () => {
    const types = await t.db.select().from(roomType).where(eq(roomType.propertyId, HARBOUR));
    const free = await rows<{ room_type_id: number; n: number }>(sql`
      select r.room_type_id, count(*)::int n from room r
      where r.property_id = ${HARBOUR} and r.in_service and r.status = 'VACANT_READY'
        and not exists (select 1 from room_night rn where rn.room_id = r.id and rn.date = ${today})
      group by 1`);
    const [booked] = await rows<{ n: number }>(sql`
      select count(*)::int n from daily_rate
      where property_id = ${HARBOUR} and date = ${today} and total - booked - on_hold - blocked < 2`);
    expect(booked!.n).toBe(0);
    for (const rt of types)
      expect(free.find((x) => x.room_type_id === rt.id)?.n ?? 0, rt.name).toBeGreaterThanOrEqual(
        rt.shared ? 1 : 2,
      );
  });

  it('the plan is deterministic: planning again from the same rooms and rates gives the seeded bookings', async () => {
    const [p] = await t.db.select().from(property).where(eq(property.id, HARBOUR));
    const { input } = await frontOfficeInput(t.db, p!, new Date());
    const a = planFrontOffice(input);
    const b = planFrontOffice(input);
    // Timestamps are capped at "now", which moved since the template was seeded: compare what does not depend on it.
    type Stay = { status: string; roomTypeId: number; arrival: string; departure: string; total: number };
    const key = (x: Stay) => `${x.status} ${x.roomTypeId} ${x.arrival} ${x.departure} ${x.total}`;
    expect(a.bookings.map(key)).toEqual(b.bookings.map(key));
    expect(a.customers.map((c) => c.email)).toEqual(b.customers.map((c) => c.email));
    // The promotions seed adds weekend stays of its own through the booking service (each carrying a code): the
    // front office's plan is the rest.
    const promoted = new Set(
      (
        await rows<{ sale_id: number }>(
          sql`select sale_id from promotion_redemption where sale_kind = 'BOOKING' and property_id = ${HARBOUR}`,
        )
      ).map((r) => r.sale_id),
    );
    expect(promoted.size).toBeGreaterThan(0);
    const seeded = (await bookings())
      .filter((x) => !promoted.has(x.id))
      .map(key)
      .sort();
    expect(a.bookings.map(key).sort()).toEqual(seeded);
  });

  it('a walk-in can be booked tonight in every room type', async () => {
    const token = await session('hotel.frontdesk@bookone.demo');
    const types = await t.db.select().from(roomType).where(eq(roomType.propertyId, HARBOUR));
    for (const rt of types) {
      const res = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
        token,
        body: {
          roomTypeId: rt.id,
          arrival: today,
          departure: addDays(today, 1),
          adults: rt.minOccupancy,
          source: 'Walk In',
          customer: { firstName: 'Walk', lastName: `In ${rt.name}` },
        },
      });
      expect(res.statusCode, `${rt.name}: ${res.body}`).toBe(201);
      expect(res.json<Booking>()).toMatchObject({ status: 'CONFIRMED', arrival: today });
    }
  });
});

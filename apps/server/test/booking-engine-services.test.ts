// The public booking engine of a spa and a restaurant (issue 16): what a customer sees and books at
// /book/{seoFriendlyName} with no sign-in. The free times are the desk's (the same slot engine), the reservation
// holds its slot in the database (two customers on the last place: one 201, one 409 with the next free times; on
// PGlite and on PostgreSQL with TEST_DATABASE_URL), it reaches the business's list, bell and the customer's inbox,
// and no other property's data is reachable.
import {
  addDays,
  todayIn,
  type PublicReservationReceipt,
  type PublicServices,
  type PublicSlotDay,
  type Reservation,
  type ReservationPage,
  type SlotDayAnswer,
} from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { notification, outboxMessage, property, propertySubscription, subscription } from '../src/db/schema';
import { openForFile, openTenantsApp } from './demo-app';
import type { TestApp } from './helpers';
import { gatewayKit, SUPER } from './payment-link-fixtures';
import { at, createCatalogue, openDayFrom } from './reservation-fixtures';
import { expectError, uniqueEmail, uniqueIp } from './support';

const { t, session, SPA, ids, rival } = await openForFile(openTenantsApp);
const BISTRO = ids.property('Corner Bistro');
const date = openDayFrom(todayIn('Pacific/Auckland'), 12, addDays);

/** The property sells online: it holds the Booking Engine subscription (the demo's may already). */
async function grantBookingEngine(app: TestApp, propertyId: number) {
  const [sub] = await app.db.select().from(subscription).where(eq(subscription.name, 'Booking Engine'));
  await app.db
    .insert(propertySubscription)
    .values({ propertyId, subscriptionId: sub!.id })
    .onConflictDoNothing();
}
await grantBookingEngine(t, SPA);
await grantBookingEngine(t, BISTRO);

const seoOf = async (propertyId: number) =>
  (await t.db.select().from(property).where(eq(property.id, propertyId)))[0]!.seoFriendlyName!;
const SPA_SEO = await seoOf(SPA);
const BISTRO_SEO = await seoOf(BISTRO);

/** A public call from its own address (the per-address limits of one test touch no other). */
const visit = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.api(method, url, { headers: { 'x-forwarded-for': uniqueIp() }, ...(body ? { body } : {}) });

/** A 400 naming each field with its message key. */
function expectFieldKeys(res: Awaited<ReturnType<typeof visit>>, keys: Record<string, string>) {
  const body = expectError(res, 400, { fields: Object.keys(keys) });
  expect(body.fieldKeys).toMatchObject(keys);
}

const customer = (more: Record<string, unknown> = {}) => ({
  firstName: 'Mere',
  lastName: 'Online',
  email: uniqueEmail('book'),
  phone: '+64 21 555 0177',
  ...more,
});

describe('what a spa and a restaurant sell online', () => {
  it('lists the bookable offerings with price, duration and deposit, and names no resource', async () => {
    const res = await visit('GET', `/api/public/book/${SPA_SEO}/services`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PublicServices>();
    expect(body.propertyName).toBe('Lotus Day Spa');
    expect(body.offerings.length).toBeGreaterThan(0);
    for (const o of body.offerings) {
      expect(o.durationMinutes).toBeGreaterThan(0);
      expect(o.tableBooking).toBe(false);
      // No gateway at the spa: nothing is paid online, every booking is confirmed at once.
      expect(o.depositPercentage).toBe(0);
    }
    expect(res.body).not.toMatch(/resourceId|Therapist/);
  });

  it("the bistro's table booking takes covers up to its largest table", async () => {
    const res = await visit('GET', `/api/public/book/${BISTRO_SEO}/services`);
    const table = res.json<PublicServices>().offerings.find((o) => o.tableBooking);
    expect(table, res.body).toBeDefined();
    expect(table!.maxPersons).toBeGreaterThanOrEqual(4);
  });

  it('a property without the Booking Engine subscription, or unknown, is not published (404)', async () => {
    const rivalSeo = await seoOf(rival.propertyId);
    expectError(await visit('GET', `/api/public/book/${rivalSeo}/services`), 404);
    expectError(await visit('GET', `/api/public/book/no-such-place/services`), 404);
  });

  it('a Business Starter business takes no reservations, online neither (404)', async () => {
    const nails = ids.property('Kowhai Nails');
    await grantBookingEngine(t, nails);
    expectError(await visit('GET', `/api/public/book/${await seoOf(nails)}/services`), 404);
  });
});

describe('free times', () => {
  it("are the desk's free slots for the same offering, day and party", async () => {
    const c = await createCatalogue(t, SPA, { capacity: 4, resources: 2 });
    const pub = await visit(
      'GET',
      `/api/public/book/${SPA_SEO}/services/slots?offeringId=${c.offeringId}&date=${date}&persons=2`,
    );
    expect(pub.statusCode, pub.body).toBe(200);
    const desk = await t.api(
      'GET',
      `/api/reservation/property/${SPA}/slots?offeringId=${c.offeringId}&date=${date}&persons=2`,
      { token: await session('spa.admin@bookone.demo') },
    );
    const mine = pub.json<PublicSlotDay>().slots;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).toEqual(desk.json<SlotDayAnswer>().slots.map(({ resourceIds: _, ...s }) => s));
    expect(pub.body).not.toContain('resourceIds');
  });

  it("refuses another property's offering as unknown (400 on the field)", async () => {
    const foreign = await createCatalogue(t, rival.propertyId);
    const res = await visit(
      'GET',
      `/api/public/book/${SPA_SEO}/services/slots?offeringId=${foreign.offeringId}&date=${date}`,
    );
    expectFieldKeys(res, { offeringId: 'validation.noSuchOffering' });
    const booked = await visit('POST', `/api/public/book/${SPA_SEO}/services/reservation`, {
      offeringId: foreign.offeringId,
      startsAt: at(date, '10:00'),
      ...customer(),
    });
    expectFieldKeys(booked, { offeringId: 'validation.noSuchOffering' });
  });
});

describe('a customer books', () => {
  it('confirmed at once: in the business list, its bell, and the confirmation in the outbox', async () => {
    const c = await createCatalogue(t, SPA, { price: 80 });
    const who = customer();
    const res = await visit('POST', `/api/public/book/${SPA_SEO}/services/reservation`, {
      offeringId: c.offeringId,
      startsAt: at(date, '09:00'),
      ...who,
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json<PublicReservationReceipt>();
    expect(r).toMatchObject({ status: 'CONFIRMED', deposit: null, payPath: null, email: who.email });
    expect(r.total).toBeGreaterThanOrEqual(80);

    const token = await session('spa.admin@bookone.demo');
    const list = await t.api('GET', `/api/reservation/property/${SPA}?search=${r.referenceNumber}`, {
      token,
    });
    const row = list.json<ReservationPage>().items.find((i) => i.referenceNumber === r.referenceNumber);
    expect(row, list.body).toMatchObject({ status: 'CONFIRMED', customerEmail: who.email });

    const bell = await t.db
      .select()
      .from(notification)
      .where(and(eq(notification.propertyId, SPA), eq(notification.referenceNumber, r.referenceNumber)));
    expect(bell.map((n) => n.message)).toEqual([expect.stringMatching(/^Online reservation RS-/)]);
    const mail = await t.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, who.email));
    expect(mail.map((m) => m.purpose)).toContain('RESERVATION_CONFIRMATION');
  });

  it('two customers on the last place: one 201, one 409 with the next free times', async () => {
    const c = await createCatalogue(t, SPA);
    const startsAt = at(date, '14:00');
    const results = await Promise.all(
      [0, 1].map(() =>
        visit('POST', `/api/public/book/${SPA_SEO}/services/reservation`, {
          offeringId: c.offeringId,
          startsAt,
          ...customer(),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([201, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    const err = lost.json<{ message: string; nextSlots: { startsAt: string }[] }>();
    expect(err.nextSlots[0]!.startsAt).toBe(at(date, '15:00'));
    expect(lost.body).not.toContain('resourceIds');
  });

  it('refuses bad details and an unknown code on their fields, holding nothing', async () => {
    const c = await createCatalogue(t, SPA);
    const url = `/api/public/book/${SPA_SEO}/services/reservation`;
    const body = { offeringId: c.offeringId, startsAt: at(date, '11:00') };
    expectFieldKeys(await visit('POST', url, { ...body, ...customer({ email: 'nope', lastName: '' }) }), {
      email: 'validation.email',
      lastName: 'validation.required',
    });
    expectFieldKeys(await visit('POST', url, { ...body, persons: 3, ...customer() }), {
      persons: 'validation.atMostPerSession',
    });
    const coded = await visit('POST', url, { ...body, ...customer({ promotionCode: 'NOSUCHCODE' }) });
    expect(coded.statusCode, coded.body).toBe(400);
    expect(Object.keys(coded.json<{ fields: object }>().fields)).toEqual(['promotionCode']);
    // Nothing held: the same time is still free.
    const free = await visit(
      'GET',
      `/api/public/book/${SPA_SEO}/services/slots?offeringId=${c.offeringId}&date=${date}`,
    );
    expect(free.json<PublicSlotDay>().slots.map((s) => s.startsAt)).toContain(body.startsAt);
  });

  it('a table for four at the bistro', async () => {
    const offers = (await visit('GET', `/api/public/book/${BISTRO_SEO}/services`)).json<PublicServices>();
    const table = offers.offerings.find((o) => o.tableBooking)!;
    const day = (
      await visit(
        'GET',
        `/api/public/book/${BISTRO_SEO}/services/slots?offeringId=${table.id}&date=${date}&persons=4`,
      )
    ).json<PublicSlotDay>();
    expect(day.slots.length, JSON.stringify(day)).toBeGreaterThan(0);
    const res = await visit('POST', `/api/public/book/${BISTRO_SEO}/services/reservation`, {
      offeringId: table.id,
      startsAt: day.slots[0]!.startsAt,
      persons: 4,
      ...customer({ language: 'fr' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PublicReservationReceipt>()).toMatchObject({ status: 'CONFIRMED', persons: 4, total: 0 });
  });
});

describe('a spa that takes card payments online', () => {
  it('holds the slot BOOKED with a deposit link (the property share); paying it pays and confirms it', async () => {
    const kit = gatewayKit(
      () => t,
      () => session(SUPER),
    );
    await kit.useGateway(SPA, { gatewayId: await kit.gatewayId('TEST') });
    const c = await createCatalogue(t, SPA, { price: 100 });
    const listed = (await visit('GET', `/api/public/book/${SPA_SEO}/services`)).json<PublicServices>();
    expect(listed.offerings.find((o) => o.id === c.offeringId)!.depositPercentage).toBe(30);

    const res = await visit('POST', `/api/public/book/${SPA_SEO}/services/reservation`, {
      offeringId: c.offeringId,
      startsAt: at(date, '10:00'),
      ...customer(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json<PublicReservationReceipt>();
    expect(r.status).toBe('BOOKED');
    expect(r.deposit).toBeCloseTo(r.total * 0.3, 2);
    expect(r.payPath).toMatch(/^\/pay\/[\w-]{40,}$/);

    const paid = await kit.payOnTestGateway(r.payPath!.replace('/pay/', ''));
    expect(paid.statusCode, paid.body).toBe(200);
    const token = await session('spa.admin@bookone.demo');
    const list = await t.api('GET', `/api/reservation/property/${SPA}?search=${r.referenceNumber}`, {
      token,
    });
    const id = list.json<ReservationPage>().items[0]!.id;
    const after = (await t.api('GET', `/api/reservation/${id}`, { token })).json<Reservation>();
    expect(after.paid).toBeCloseTo(r.deposit!, 2);
    // The deposit paid confirms the time the customer booked.
    expect(after.status).toBe('CONFIRMED');
  });
});

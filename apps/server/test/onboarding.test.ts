// Onboarding (issue 4, spec §2.5): the wizard steps saved per property, resume, and the move to COMPLETED — an
// accommodation once a room type has rooms, any other business once it has hours and a first business service.
import { navigationSchema, WEEKDAYS, type OnboardingProgress, type Property } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { property } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import {
  createForeignTenant,
  demoIds,
  expectError,
  expectHidden,
  sessions,
  uniqueEmail,
  type ForeignTenant,
} from './support';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let session: ReturnType<typeof sessions>;
let rival: ForeignTenant;
let LODGE: number;
let MOTEL: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  session = sessions(t);
  rival = await createForeignTenant(t);
  LODGE = ids.property('Kauri Lodge');
  MOTEL = ids.property('Pine Motel');
});
afterAll(() => t.close());

const as = (u: string) => session(u);
const put = async (token: string, id: number, step: string, body: unknown) =>
  t.api('PUT', `/api/property/${id}/onboarding/${step}`, { token, body });
const progressOf = async (token: string, id: number) => {
  const res = await t.api('GET', `/api/property/${id}/onboarding`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OnboardingProgress>();
};
const menuKey = async (token: string) =>
  navigationSchema.parse((await t.api('GET', '/api/me/navigation', { token })).json()).menuKey;
const statusOf = async (id: number) =>
  (await t.db.select({ s: property.propertyStatus }).from(property).where(eq(property.id, id)))[0]!.s;

const business = (over: Record<string, unknown> = {}) => ({
  name: 'Kauri Lodge',
  businessType: 'Accommodation',
  shortName: 'Kauri',
  email: 'hello@kaurilodge.demo',
  phone: '+64 9 402 7000',
  mobile: '+64 21 402 7000',
  website: 'https://kaurilodge.demo',
  address: { addressLine1: '3 Marsden Road', city: 'Paihia', state: 'Northland', country: 'New Zealand' },
  timezone: 'Pacific/Auckland',
  localCurrency: 'NZD',
  ...over,
});
const roomTypeBody = {
  name: 'Garden Chalet',
  maxOccupancy: 3,
  baseOccupancy: 2,
  basePrice: 210,
  noOfRooms: 4,
};
const week = WEEKDAYS.map((weekday) => ({
  weekday,
  open: weekday !== 'SUN',
  opensAt: weekday !== 'SUN' ? '09:00' : null,
  closesAt: weekday !== 'SUN' ? '17:00' : null,
  breaks: [],
}));

describe('Kauri Lodge (NEW accommodation) onboards to COMPLETED through the API', () => {
  it('walks business → manager → tax → plan → room type → room, resuming at each step', async () => {
    const token = await as('lodge.admin@bookone.demo');
    let p = await progressOf(token, LODGE);
    expect(p).toMatchObject({ propertyStatus: 'NEW', complete: false, nextStep: 'business' });
    expect(p.steps.map((s) => s.step)).toEqual(['business', 'manager', 'tax', 'plan', 'roomTypes', 'rooms']);
    expect(await menuKey(token)).toBe('onboardingProperty');

    let res = await put(token, LODGE, 'business', business());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OnboardingProgress>().nextStep).toBe('manager');
    // Coming back later resumes at the manager step with the saved business data.
    p = await progressOf(token, LODGE);
    expect(p.nextStep).toBe('manager');
    expect(p.saved.business).toMatchObject({ shortName: 'Kauri', timezone: 'Pacific/Auckland' });

    res = await put(token, LODGE, 'manager', { managerFirstName: 'Ruby', managerLastName: 'Clarke' });
    expect(res.json<OnboardingProgress>().nextStep).toBe('tax');
    res = await put(token, LODGE, 'tax', {
      taxes: [
        { name: 'GST', percentage: 15, taxSlabsList: [] },
        {
          name: 'Visitor levy',
          percentage: null,
          taxSlabsList: [
            { minAmount: 0, maxAmount: 199.99, percentage: 0 },
            { minAmount: 200, maxAmount: null, percentage: 2 },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await put(token, LODGE, 'plan', { plan: 'Business Premium', subscriptions: ['Booking Engine'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OnboardingProgress>()).toMatchObject({ nextStep: 'roomTypes', propertyStatus: 'NEW' });

    const prop = (await t.api('GET', `/api/property/${LODGE}`, { token })).json<Property>();
    expect(prop).toMatchObject({
      shortName: 'Kauri',
      plan: 'Business Premium',
      seoFriendlyName: 'kauri-lodge',
      taxDetails: { name: 'GST', percentage: 15 },
      address: { city: 'Paihia' },
    });
    expect(prop.subscriptionList.map((s) => s.name)).toEqual(['Booking Engine']);

    const rt = await t.api('POST', `/api/room/property/${LODGE}/room-types`, { token, body: roomTypeBody });
    expect(rt.statusCode, rt.body).toBe(201);
    p = await progressOf(token, LODGE);
    expect(p).toMatchObject({ nextStep: 'rooms', propertyStatus: 'NEW', complete: false });

    const room = await t.api('POST', `/api/room/property/${LODGE}/rooms`, {
      token,
      body: { roomTypeId: rt.json<{ id: number }>().id, roomNumber: 'C1', floor: 0, bedType: 'Queen Bed' },
    });
    expect(room.statusCode, room.body).toBe(201);
    p = await progressOf(token, LODGE);
    expect(p).toMatchObject({ propertyStatus: 'COMPLETED', complete: true, nextStep: null });
    expect(p.steps.every((s) => s.done)).toBe(true);
    expect(await statusOf(LODGE)).toBe('COMPLETED');
    // The full menu appears (spec §2.5).
    expect(await menuKey(token)).toBe('accommodation');
  });
});

describe('Pine Motel (COMPLETED, no room types) completes its Add Room path', () => {
  it('shows Add Room until a room type with a room exists, then the full menu', async () => {
    const token = await as('motel.admin@bookone.demo');
    expect(await menuKey(token)).toBe('onboardingRoom');
    let p = await progressOf(token, MOTEL);
    expect(p).toMatchObject({ propertyStatus: 'COMPLETED', complete: false, nextStep: 'roomTypes' });
    const rt = await t.api('POST', `/api/room/property/${MOTEL}/room-types`, {
      token,
      body: { ...roomTypeBody, name: 'Lakeside Studio' },
    });
    expect(rt.statusCode, rt.body).toBe(201);
    await t.api('POST', `/api/room/property/${MOTEL}/rooms`, {
      token,
      body: { roomTypeId: rt.json<{ id: number }>().id, roomNumber: '1' },
    });
    p = await progressOf(token, MOTEL);
    expect(p).toMatchObject({ propertyStatus: 'COMPLETED', complete: true, nextStep: null });
    expect(await menuKey(token)).toBe('accommodation');
  });
});

describe('a new service business onboards to COMPLETED', () => {
  it('signs up, saves its steps, then hours and a first business service complete it', async () => {
    const email = uniqueEmail('salon');
    const signup = await t.api('POST', '/api/user/signup', {
      body: {
        email,
        password: 'Owner#2026',
        firstName: 'Sam',
        lastName: 'Salon',
        propertyName: 'Tui Hair Studio',
        businessType: 'Services',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const { token, property: prop } = signup.json<{ token: string; property: Property }>();
    expect(await menuKey(token)).toBe('onboardingBusiness');
    let p = await progressOf(token, prop.id);
    expect(p.steps.map((s) => s.step)).toEqual([
      'business',
      'manager',
      'tax',
      'plan',
      'businessHours',
      'businessService',
    ]);

    await put(
      token,
      prop.id,
      'business',
      business({ name: 'Tui Hair Studio', businessType: 'Services', shortName: 'Tui' }),
    );
    await put(token, prop.id, 'plan', { plan: 'Business Starter' });
    const hours = await t.api('PUT', `/api/property/${prop.id}/business-hours`, {
      token,
      body: { days: week },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    p = await progressOf(token, prop.id);
    expect(p).toMatchObject({ propertyStatus: 'NEW', nextStep: 'manager' });
    expect(p.steps.find((s) => s.step === 'businessHours')?.done).toBe(true);

    const service = await t.api('POST', `/api/property/${prop.id}/business-services`, {
      token,
      body: { name: 'Cuts & Colour', serviceType: 'Hair' },
    });
    expect(service.statusCode, service.body).toBe(201);
    p = await progressOf(token, prop.id);
    expect(p).toMatchObject({ propertyStatus: 'COMPLETED', complete: true });
    expect(await menuKey(token)).toBe('starter');
  });
});

describe('onboarding validation and access', () => {
  it('400s naming each bad field, and saves nothing', async () => {
    const token = await as('hotel.admin@bookone.demo');
    const HARBOUR = ids.property('Harbour View Hotel');
    const res = await put(
      token,
      HARBOUR,
      'business',
      business({
        shortName: '9',
        email: 'nope',
        timezone: 'Nowhere/Land',
        localCurrency: 'ABC',
        address: {},
      }),
    );
    expectError(res, 400, {
      fields: ['shortName', 'email', 'timezone', 'localCurrency', 'address.addressLine1', 'address.city'],
    });
    expectError(
      await put(token, HARBOUR, 'tax', { taxes: [{ name: 'GST', percentage: null, taxSlabsList: [] }] }),
      400,
      {
        fields: ['taxes.0.percentage'],
      },
    );
    expectError(await put(token, HARBOUR, 'plan', { plan: 'Business Gold' }), 400, { fields: ['plan'] });
    expectError(
      await put(token, HARBOUR, 'plan', { plan: 'Business Premium', subscriptions: ['Nope'] }),
      400,
      {
        fields: ['subscriptions'],
      },
    );
    expect((await progressOf(token, HARBOUR)).saved).toEqual({});
  });

  it('404s another property (as if missing), and 403s a read-only property role on writes', async () => {
    const admin = await as('hotel.admin@bookone.demo');
    expectHidden(await t.api('GET', `/api/property/${rival.propertyId}/onboarding`, { token: admin }));
    expectHidden(
      await put(admin, rival.propertyId, 'manager', { managerFirstName: 'A', managerLastName: 'B' }),
    );
    const desk = await as('hotel.frontdesk@bookone.demo');
    const HARBOUR = ids.property('Harbour View Hotel');
    expect((await t.api('GET', `/api/property/${HARBOUR}/onboarding`, { token: desk })).statusCode).toBe(200);
    expectError(await put(desk, HARBOUR, 'manager', { managerFirstName: 'A', managerLastName: 'B' }), 403);
    const rivalAdmin = await t.login(rival.propAdmin.username);
    expectHidden(await put(rivalAdmin, LODGE, 'plan', { plan: 'Business Starter' }));
  });

  it('404s a property that does not exist', async () => {
    expectError(
      await t.api('GET', '/api/property/999999/onboarding', { token: await as('superadmin@bookone.demo') }),
      404,
    );
  });
});

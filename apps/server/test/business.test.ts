// Business profile (issue 4): every property field, logo and gallery within the plan's image count (spec §9), the
// public address check, opening hours and business services.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { BusinessService, PropertyImage, PropertyProfile, SeoNameCheck } from '@bookone/domain';
import { WEEKDAYS } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { openForTests, openTenantsApp, type DemoIds, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, expectHidden, fileUpload, multipart, TINY_PNG, type ForeignTenant } from './support';

let t: TestApp;
let ids: DemoIds;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let NAILS: number;
let SPA: number;

openForTests(openTenantsApp, (app) => {
  ({ t, ids, session, rival, HARBOUR, SPA } = app);
  NAILS = ids.property('Kowhai Nails');
});

const as = (u: string) => session(u);
const stored = async () => {
  try {
    return (await readdir(join(t.uploadsDir, 'properties'))).sort();
  } catch {
    return [];
  }
};
const upload = async (token: string, path: string, form = fileUpload('a.png', 'image/png', TINY_PNG)) =>
  t.api('POST', path, { token, body: form.body, headers: form.headers });

describe('GET/PUT /api/property/{id}/profile', () => {
  it('reads every field, for any staff member of the property', async () => {
    const res = await t.api('GET', `/api/property/${HARBOUR}/profile`, {
      token: await as('hotel.housekeeping@bookone.demo'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PropertyProfile>()).toMatchObject({
      name: 'Harbour View Hotel',
      noOfRoomType: 4,
      noOfFloor: 3,
      checkInTime: '14:00',
      managerFirstName: 'James',
      taxes: [{ name: 'Room tax', percentage: 12 }],
      images: [],
      maxImages: 40,
    });
  });

  it('edits only the fields sent; taxes mirror into the session tax', async () => {
    const token = await as('hotel.manager@bookone.demo');
    const res = await t.api('PUT', `/api/property/${HARBOUR}/profile`, {
      token,
      body: {
        slogan: 'Right on the water',
        whatsApp: '+64 21 555 0101',
        latitude: -36.8433,
        longitude: 174.7667,
        address: { postcode: '1011' },
        taxes: [{ name: 'GST', percentage: 15, taxSlabsList: [] }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PropertyProfile>()).toMatchObject({
      slogan: 'Right on the water',
      whatsApp: '+64 21 555 0101',
      latitude: -36.8433,
      address: { postcode: '1011', city: 'Auckland' },
      taxDetails: { name: 'GST', percentage: 15, taxSlabsList: [] },
      email: 'stay@harbourview.demo',
    });
  });

  it('400s bad fields by name', async () => {
    const res = await t.api('PUT', `/api/property/${HARBOUR}/profile`, {
      token: await as('hotel.admin@bookone.demo'),
      body: {
        seoFriendlyName: 'Not A Slug',
        checkInTime: '25:00',
        website: 'ftp://x',
        latitude: 120,
        shortName: '',
      },
    });
    expectError(res, 400, { fields: ['seoFriendlyName', 'checkInTime', 'website', 'latitude', 'shortName'] });
  });

  it('409s a public address another property uses', async () => {
    const res = await t.api('PUT', `/api/property/${HARBOUR}/profile`, {
      token: await as('hotel.admin@bookone.demo'),
      body: { seoFriendlyName: 'lotus-day-spa' },
    });
    expectError(res, 409, { fields: ['seoFriendlyName'] });
  });

  it('404s another property (as if missing) and 403s a read-only role writing', async () => {
    const admin = await as('hotel.admin@bookone.demo');
    expectHidden(await t.api('GET', `/api/property/${rival.propertyId}/profile`, { token: admin }));
    expectHidden(await t.api('PUT', `/api/property/${SPA}/profile`, { token: admin, body: { slogan: 'x' } }));
    const desk = await as('hotel.frontdesk@bookone.demo');
    expectError(
      await t.api('PUT', `/api/property/${HARBOUR}/profile`, { token: desk, body: { slogan: 'x' } }),
      403,
    );
  });
});

describe('GET /api/property/seo-name/check', () => {
  it('says whether a name is free and suggests one', async () => {
    const token = await as('hotel.admin@bookone.demo');
    const check = async (q: string) =>
      (await t.api('GET', `/api/property/seo-name/check?${q}`, { token })).json<SeoNameCheck>();
    expect(await check('name=brand-new-place')).toMatchObject({
      valid: true,
      available: true,
      suggestion: 'brand-new-place',
    });
    expect(await check('name=lotus-day-spa')).toMatchObject({
      valid: true,
      available: false,
      message: 'This public address is taken',
      suggestion: 'lotus-day-spa-2',
    });
    // Its own current name counts as available to the property asking.
    expect(await check(`name=harbour-view-hotel&propertyId=${HARBOUR}`)).toMatchObject({ available: true });
    expect(await check('name=Harbour View Hotel')).toMatchObject({
      valid: false,
      available: false,
      suggestion: 'harbour-view-hotel-2',
    });
    expectError(await t.api('GET', '/api/property/seo-name/check', { token }), 400, { fields: ['name'] });
    expectHidden(
      await t.api('GET', `/api/property/seo-name/check?name=x&propertyId=${rival.propertyId}`, { token }),
    );
  });
});

describe('logo and gallery uploads', () => {
  it('stores the logo and serves it', async () => {
    const res = await upload(await as('hotel.admin@bookone.demo'), `/api/property/${HARBOUR}/logo`);
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = res.json<PropertyProfile>().logoUrl ?? '';
    expect(logoUrl).toMatch(/^\/uploads\/properties\/[\w-]+\.png$/);
    const image = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('Business Starter keeps 1 image: the second gets a clear message, and nothing is stored', async () => {
    const token = await as('nails.admin@bookone.demo');
    const first = await upload(
      token,
      `/api/property/${NAILS}/images`,
      multipart([
        { name: 'caption', content: 'Our nail bar' },
        { name: 'file', filename: 'room.png', contentType: 'image/png', content: TINY_PNG },
      ]),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<PropertyImage>()).toMatchObject({ caption: 'Our nail bar', main: true, sort: 0 });
    const before = await stored();
    const second = await upload(token, `/api/property/${NAILS}/images`);
    expectError(second, 409, {
      message: 'Business Starter allows 1 image. Delete an image or upgrade your plan to add more.',
    });
    expect(await stored()).toEqual(before);
    const profile = (await t.api('GET', `/api/property/${NAILS}/profile`, { token })).json<PropertyProfile>();
    expect(profile).toMatchObject({ maxImages: 1, imageUrl: first.json<PropertyImage>().url });
    expect(profile.images).toHaveLength(1);

    // Deleting frees the place.
    const del = await t.api('DELETE', `/api/property/${NAILS}/images/${first.json<PropertyImage>().id}`, {
      token,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await upload(token, `/api/property/${NAILS}/images`)).statusCode).toBe(201);
  });

  it('two uploads at once on Starter: exactly one is kept', async () => {
    const token = await as('nails.admin@bookone.demo');
    const list = (await t.api('GET', `/api/property/${NAILS}/images`, { token })).json<PropertyImage[]>();
    for (const img of list) await t.api('DELETE', `/api/property/${NAILS}/images/${img.id}`, { token });
    const results = await Promise.all([1, 2, 3].map(() => upload(token, `/api/property/${NAILS}/images`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      (await t.api('GET', `/api/property/${NAILS}/images`, { token })).json<PropertyImage[]>(),
    ).toHaveLength(1);
  });

  it('Premium and Essentials take more; the main image can be switched', async () => {
    const token = await as('hotel.admin@bookone.demo');
    const a = (await upload(token, `/api/property/${HARBOUR}/images`)).json<PropertyImage>();
    const b = (await upload(token, `/api/property/${HARBOUR}/images`)).json<PropertyImage>();
    expect([a.main, b.main]).toEqual([true, false]);
    const res = await t.api('PUT', `/api/property/${HARBOUR}/images/${b.id}`, {
      token,
      body: { main: true, caption: 'Lobby' },
    });
    expect(res.json<PropertyImage>()).toMatchObject({ main: true, caption: 'Lobby' });
    const images = (await t.api('GET', `/api/property/${HARBOUR}/images`, { token })).json<PropertyImage[]>();
    expect(images.filter((i) => i.main).map((i) => i.id)).toEqual([b.id]);
    const profile = (
      await t.api('GET', `/api/property/${HARBOUR}/profile`, { token })
    ).json<PropertyProfile>();
    expect(profile.imageUrl).toBe(b.url);
  });

  it('400s a file that is not an image and a request without a file; 413 over 5 MB', async () => {
    const token = await as('hotel.admin@bookone.demo');
    expectError(
      await upload(token, `/api/property/${HARBOUR}/images`, fileUpload('x.png', 'image/png', 'plain text')),
      400,
      {
        fields: ['file'],
      },
    );
    expectError(
      await upload(token, `/api/property/${HARBOUR}/logo`, multipart([{ name: 'note', content: 'x' }])),
      400,
      {
        fields: ['file'],
      },
    );
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10);
    TINY_PNG.copy(huge);
    expectError(
      await upload(token, `/api/property/${HARBOUR}/images`, fileUpload('h.png', 'image/png', huge)),
      413,
    );
  });

  it('404s another property (as if missing) and 403s a read-only role', async () => {
    expectHidden(
      await upload(await as('hotel.admin@bookone.demo'), `/api/property/${rival.propertyId}/images`),
    );
    expectError(await upload(await as('hotel.frontdesk@bookone.demo'), `/api/property/${HARBOUR}/logo`), 403);
  });
});

describe('business hours and services', () => {
  const week = WEEKDAYS.map((weekday) => ({
    weekday,
    open: weekday !== 'MON',
    opensAt: weekday !== 'MON' ? '10:00' : null,
    closesAt: weekday !== 'MON' ? '19:00' : null,
    breaks: weekday === 'SAT' ? [{ start: '14:00', end: '14:30' }] : [],
  }));

  it('reads the seeded hours and replaces them', async () => {
    const token = await as('spa.admin@bookone.demo');
    const seeded = await t.api('GET', `/api/property/${SPA}/business-hours`, { token });
    expect(seeded.json<{ days: unknown[] }>().days).toHaveLength(7);
    const days = seeded.json<{ days: { weekday: string; open: boolean; opensAt: string | null }[] }>().days;
    expect(days.slice(0, 2)).toMatchObject([
      { weekday: 'MON', open: false },
      { weekday: 'TUE', opensAt: '09:00' },
    ]);
    const res = await t.api('PUT', `/api/property/${SPA}/business-hours`, { token, body: { days: week } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ days: unknown[] }>().days.slice(0, 2)).toMatchObject([
      { weekday: 'MON', open: false },
      { weekday: 'TUE', opensAt: '10:00' },
    ]);
  });

  it('400s bad hours by name', async () => {
    const token = await as('spa.admin@bookone.demo');
    const bad = week.map((d, i) => (i === 1 ? { ...d, closesAt: '09:00' } : d));
    expectError(
      await t.api('PUT', `/api/property/${SPA}/business-hours`, { token, body: { days: bad } }),
      400,
      {
        fields: ['days.1.closesAt'],
      },
    );
    expectError(
      await t.api('PUT', `/api/property/${SPA}/business-hours`, { token, body: { days: week.slice(2) } }),
      400,
      {
        fields: ['days'],
      },
    );
  });

  it('lists, adds, edits and deletes business services', async () => {
    const token = await as('spa.admin@bookone.demo');
    const list = (await t.api('GET', `/api/property/${SPA}/business-services`, { token })).json<
      BusinessService[]
    >();
    // The second one is the services catalogue's demo studio (issue 11).
    expect(list.map((s) => s.name)).toEqual(['Massage & Spa Treatments', 'Yoga & Wellness Studio']);
    // A service with offerings is deactivated, not deleted.
    expectError(
      await t.api('DELETE', `/api/property/${SPA}/business-services/${list[0]!.id}`, { token }),
      409,
    );
    const created = await t.api('POST', `/api/property/${SPA}/business-services`, {
      token,
      body: { name: 'Nails', taxDetails: { name: 'GST', percentage: 15, taxSlabsList: [] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<BusinessService>().id;
    const edited = await t.api('PUT', `/api/property/${SPA}/business-services/${id}`, {
      token,
      body: { name: 'Nail bar' },
    });
    expect(edited.json<BusinessService>()).toMatchObject({
      name: 'Nail bar',
      active: true,
      taxDetails: { percentage: 15 },
    });
    expectError(
      await t.api('POST', `/api/property/${SPA}/business-services`, { token, body: { name: '' } }),
      400,
      {
        fields: ['name'],
      },
    );
    expect(
      (await t.api('DELETE', `/api/property/${SPA}/business-services/${id}`, { token })).statusCode,
    ).toBe(200);
    expectError(await t.api('DELETE', `/api/property/${SPA}/business-services/${id}`, { token }), 404);
  });

  it('404s another property, as if missing', async () => {
    const token = await as('hotel.admin@bookone.demo');
    expectHidden(await t.api('GET', `/api/property/${SPA}/business-services`, { token }));
    expectHidden(await t.api('PUT', `/api/property/${SPA}/business-hours`, { token, body: { days: week } }));
  });
});

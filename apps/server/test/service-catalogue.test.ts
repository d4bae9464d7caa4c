// Services catalogue (issue 11): business services' booking rules, offerings with their resources and images,
// resources with hours and time off; the seeded demo catalogues, lists, export, 400/409 answers, roles, tenants and
// the audit rows written with each change.
import {
  type CatalogueService,
  type CatalogueServicePage,
  type OfferingDetail,
  type OfferingPage,
  type ResourcePage,
  type ServiceResource,
  type TimeOff,
  type WeekHours,
  WEEKDAYS,
} from '@bookone/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { property } from '../src/db/schema';
import { day, openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { queryRows } from './openapi-support';
import { expectError, fileUpload, TINY_PNG, type ForeignTenant } from './support';

const BASE = '/api/service-catalogue';
const SPA_ADMIN = 'spa.admin@bookone.demo';
const BARBER_ADMIN = 'barber.admin@bookone.demo';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let SPA: number;
let FRESH_CUTS: number;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, HARBOUR, SPA } = app);
  FRESH_CUTS = app.ids.property('Fresh Cuts Barbers');
});

const spa = () => session(SPA_ADMIN);
const get = async <T>(url: string, token?: string) => {
  const res = await t.api('GET', url, { token: token ?? (await spa()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
/** A list's address: 50 a page unless the query sets its own size. */
const listUrl = (propertyId: number, list: string, query: string) =>
  `${BASE}/property/${propertyId}/${list}?${query.includes('size=') ? '' : 'size=50'}${query}`;
const offeringsOf = (propertyId: number, query = '', token?: string) =>
  get<OfferingPage>(listUrl(propertyId, 'offerings', query), token);
const resourcesOf = (propertyId: number, query = '', token?: string) =>
  get<ResourcePage>(listUrl(propertyId, 'resources', query), token);
const servicesOf = (propertyId: number, query = '', token?: string) =>
  get<CatalogueServicePage>(listUrl(propertyId, 'business-services', query), token);

async function spaService(code: string) {
  const s = (await servicesOf(SPA)).items.find((x) => x.code === code);
  if (!s) throw new Error(`no seeded service ${code}`);
  return s;
}
async function spaResource(name: string) {
  const r = (await resourcesOf(SPA)).items.find((x) => x.name === name);
  if (!r) throw new Error(`no seeded resource ${name}`);
  return r;
}

let codeSeq = 0;
const nextCode = (prefix: string) => `${prefix}${++codeSeq}${Date.now() % 1000}`;

async function createOffering(over: Record<string, unknown> = {}, propertyId = SPA, token?: string) {
  const service = await spaService('SPA');
  return t.api('POST', `${BASE}/property/${propertyId}/offerings`, {
    token: token ?? (await spa()),
    body: {
      businessServiceId: service.id,
      name: 'Lomi Lomi Massage',
      code: nextCode('LOMI'),
      durationMinutes: 60,
      price: 135,
      ...over,
    },
  });
}

const openWeek = (opensAt: string, closesAt: string): WeekHours =>
  WEEKDAYS.map((weekday) =>
    weekday === 'SUN'
      ? { weekday, open: false, opensAt: null, closesAt: null, breaks: [] }
      : { weekday, open: true, opensAt, closesAt, breaks: [] },
  );

async function auditRows(entity: string, id: number) {
  return queryRows<{ action: string; event: string | null; changes: Record<string, [unknown, unknown]> }>(
    t,
    `select action, event, changes from audit_log where entity = '${entity}' and entity_id = '${id}' order by id`,
  );
}

describe('the seeded demo catalogues', () => {
  it('Lotus Day Spa: two services, eight offerings with a class of 10, four therapists, one on leave today', async () => {
    const services = await servicesOf(SPA);
    expect(services.items.map((s) => [s.code, s.resourceTerm, s.offeringCount]).sort()).toEqual([
      ['SPA', 'Therapist', 7],
      ['STUDIO', 'Instructor', 1],
    ]);
    const offerings = await offeringsOf(SPA);
    expect(offerings.total).toBe(8);
    const yoga = offerings.items.find((o) => o.code === 'YOGA60')!;
    expect(yoga).toMatchObject({ capacity: 10, businessServiceName: 'Yoga & Wellness Studio' });
    expect(yoga.resources.map((r) => r.name)).toEqual(['Garden Studio']);

    const staff = await resourcesOf(SPA, '&kind=STAFF');
    expect(staff.items.map((r) => r.name)).toEqual([
      'Aroha Ngata',
      'Liam Patel',
      'Mia Chen',
      'Sophie Walker',
    ]);
    // Different hours: two keep the spa's, two have their own weeks.
    expect(staff.items.filter((r) => r.workingHours !== null).map((r) => r.name)).toEqual([
      'Aroha Ngata',
      'Sophie Walker',
    ]);
    const onLeave = staff.items.filter((r) => r.nextTimeOff);
    expect(onLeave.map((r) => r.name)).toEqual(['Liam Patel']);
    expect(Date.parse(onLeave[0]!.nextTimeOff!.startsAt)).toBeLessThan(Date.now());
    expect(Date.parse(onLeave[0]!.nextTimeOff!.endsAt)).toBeGreaterThan(Date.now());
  });

  it('Fresh Cuts: three barbers (one linked to the admin account), five offerings; Harbour View: spa and transfers', async () => {
    const barber = await session(BARBER_ADMIN);
    const barbers = await resourcesOf(FRESH_CUTS, '', barber);
    expect(barbers.items.map((r) => [r.name, r.userName])).toEqual([
      ['Daniel Kim', 'Daniel Kim'],
      ['Leo Martin', null],
      ['Ravi Singh', null],
    ]);
    expect((await offeringsOf(FRESH_CUTS, '', barber)).total).toBe(5);
    const harbour = await servicesOf(HARBOUR, '&active=true', await session.admin());
    expect(harbour.items.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Airport Transfers', 'Harbour Spa']),
    );
    const transfers = await offeringsOf(HARBOUR, '&search=airport', await session.desk());
    expect(transfers.items.map((o) => o.code).sort()).toEqual(['AKL-IN', 'AKL-OUT']);
  });
});

describe('offering lists', () => {
  it('filter by service, resource, bookable and search; sort by price; page', async () => {
    const studio = await spaService('STUDIO');
    expect((await offeringsOf(SPA, `&businessServiceId=${studio.id}`)).items.map((o) => o.code)).toEqual([
      'YOGA60',
    ]);
    const sophie = await spaResource('Sophie Walker');
    expect((await offeringsOf(SPA, `&resourceId=${sophie.id}`)).items.map((o) => o.code).sort()).toEqual([
      'BNS30',
      'FAC30',
      'FAC60',
    ]);
    // Tags are searched too.
    expect((await offeringsOf(SPA, '&search=facial')).total).toBe(2);
    const byPrice = await offeringsOf(SPA, '&sort=price&order=desc&size=3');
    expect(byPrice.items.map((o) => o.price)).toEqual([165, 150, 130]);
    expect(byPrice.total).toBe(8);
    const page2 = await offeringsOf(SPA, '&sort=price&order=desc&size=3&page=1');
    expect(page2.items.map((o) => o.price)).toEqual([120, 110, 70]);
    expectError(
      await t.api('GET', `${BASE}/property/${SPA}/offerings?sort=colour`, { token: await spa() }),
      400,
      {
        fields: ['sort'],
      },
    );
  });

  it('exports the filtered offerings as .xlsx in the list order', async () => {
    const liam = await spaResource('Liam Patel');
    const res = await t.api(
      'GET',
      `${BASE}/property/${SPA}/offerings/export?resourceId=${liam.id}&sort=price`,
      {
        token: await spa(),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const codes = [];
    for (let r = 2; r <= sheet.rowCount; r++) codes.push(sheet.getRow(r).getCell(col('Code')).value);
    expect(codes).toEqual(['BNS30', 'SWE60', 'AROMA60', 'DEEP90']);
    expect(sheet.getRow(2).getCell(col('Resources')).value).toBe(
      'Aroha Ngata, Liam Patel, Mia Chen, Sophie Walker',
    );
  });
});

describe('offerings: create, edit, deactivate', () => {
  it('creates an offering delivered by two therapists, audited with them', async () => {
    const mia = await spaResource('Mia Chen');
    const aroha = await spaResource('Aroha Ngata');
    const res = await createOffering({
      resourceIds: [aroha.id, mia.id],
      tags: ['massage', 'massage', 'hawaiian'],
      effectiveFrom: day(1),
      expiresOn: day(90),
    });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json<OfferingDetail>();
    expect(o.resources.map((r) => r.name)).toEqual(['Aroha Ngata', 'Mia Chen']);
    expect(o.tags).toEqual(['massage', 'hawaiian']);
    expect(o).toMatchObject({
      capacity: 1,
      bufferMinutes: null,
      bookable: true,
      active: true,
      maxImages: 40,
    });
    const [row] = await auditRows('offering', o.id);
    expect(row?.action).toBe('create');
    expect(row?.changes.resourceIds).toEqual([null, [aroha.id, mia.id].sort((a, b) => a - b).join(', ')]);

    // Deactivated, it leaves the active filter; its history says so.
    const off = await t.api('PUT', `${BASE}/offerings/${o.id}`, {
      token: await spa(),
      body: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await offeringsOf(SPA, '&active=true')).items.map((x) => x.id)).not.toContain(o.id);
    expect((await auditRows('offering', o.id)).at(-1)?.changes.active).toEqual([true, false]);
  });

  it('refuses bad input with field messages: code, duration, price, dates, foreign or unsuited resources', async () => {
    const token = await spa();
    expectError(await createOffering({ code: 'lower case', durationMinutes: 0, price: -1 }), 400, {
      fields: ['code', 'durationMinutes', 'price'],
    });
    expectError(await createOffering({ effectiveFrom: day(10), expiresOn: day(9) }), 400, {
      fields: ['expiresOn'],
    });
    const harbourTherapist = (await resourcesOf(HARBOUR, '', await session.admin())).items[0]!;
    expectError(await createOffering({ resourceIds: [harbourTherapist.id] }), 400, {
      fields: ['resourceIds'],
    });
    const studio = await spaResource('Garden Studio');
    expectError(await createOffering({ resourceIds: [studio.id] }), 400, {
      fields: ['resourceIds'],
      message: 'Garden Studio works for another business service',
    });
    const harbourService = (await servicesOf(HARBOUR, '', await session.admin())).items[0]!;
    expectError(await createOffering({ businessServiceId: harbourService.id }), 400, {
      fields: ['businessServiceId'],
    });
    // An update's dates are checked against the stored ones.
    const created = (await createOffering({ effectiveFrom: day(5) })).json<OfferingDetail>();
    expectError(
      await t.api('PUT', `${BASE}/offerings/${created.id}`, { token, body: { expiresOn: day(4) } }),
      400,
      { fields: ['expiresOn'] },
    );
  });

  it('a taken code answers 409 on the field; two clerks racing for one code: one wins', async () => {
    expectError(await createOffering({ code: 'SWE60' }), 409, { fields: ['code'] });
    const code = nextCode('RACE');
    const results = await Promise.all([createOffering({ code }), createOffering({ code })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await offeringsOf(SPA, `&search=${code}`)).total).toBe(1);
  });

  it('keeps images within the plan count (Business Starter: one) and moves main to the next', async () => {
    const token = await spa();
    const o = (await createOffering()).json<OfferingDetail>();
    const upload = () => {
      const form = fileUpload('stone.png', 'image/png', TINY_PNG);
      return t.api('POST', `${BASE}/offerings/${o.id}/images`, {
        token,
        body: form.body,
        headers: form.headers,
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload();
    expect(second.statusCode).toBe(201);
    const detail = await get<OfferingDetail>(`${BASE}/offerings/${o.id}`);
    expect(detail.images.map((i) => i.main)).toEqual([true, false]);
    expect(detail.imageUrl).toBe(detail.images[0]!.url);

    const del = await t.api('DELETE', `${BASE}/offerings/${o.id}/images/${detail.images[0]!.id}`, { token });
    expect(del.statusCode, del.body).toBe(200);
    const after = await get<OfferingDetail>(`${BASE}/offerings/${o.id}`);
    expect(after.images.map((i) => [i.id, i.main])).toEqual([[detail.images[1]!.id, true]]);

    await t.db.update(property).set({ plan: 'Business Starter' }).where(eq(property.id, SPA));
    try {
      expectError(await upload(), 409, { message: /Business Starter allows 1 image per offering/ });
    } finally {
      await t.db.update(property).set({ plan: 'Business Premium' }).where(eq(property.id, SPA));
    }
    expect((await auditRows('offering', o.id)).map((r) => r.event)).toEqual([
      null,
      'IMAGE_ADDED',
      'IMAGE_ADDED',
      'IMAGE_REMOVED',
    ]);
  });
});

describe('business services', () => {
  it('adds a service with its own hours and booking rules; a bad week answers 400; a taken code 409', async () => {
    const token = await spa();
    const res = await t.api('POST', `${BASE}/property/${SPA}/business-services`, {
      token,
      body: {
        name: 'Nail Bar',
        code: 'NAILS',
        groupName: 'Beauty',
        minLeadMinutes: 120,
        maxLeadDays: 30,
        bufferMinutes: 10,
        priceIncludesTax: true,
        resourceTerm: 'Technician',
        openingHours: openWeek('10:00', '16:00'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json<CatalogueService>();
    expect(s).toMatchObject({ code: 'NAILS', minLeadMinutes: 120, maxLeadDays: 30, offeringCount: 0 });
    expect(s.openingHours?.find((d) => d.weekday === 'SUN')?.open).toBe(false);

    const bad = openWeek('16:00', '10:00');
    expectError(
      await t.api('PUT', `${BASE}/business-services/${s.id}`, { token, body: { openingHours: bad } }),
      400,
      { fields: ['openingHours.0.closesAt'] },
    );
    expectError(
      await t.api('PUT', `${BASE}/business-services/${s.id}`, { token, body: { code: 'SPA' } }),
      409,
      { fields: ['code'] },
    );
    // Back to the property's hours; deactivated.
    const upd = await t.api('PUT', `${BASE}/business-services/${s.id}`, {
      token,
      body: { openingHours: null, active: false },
    });
    expect(upd.json<CatalogueService>()).toMatchObject({ openingHours: null, active: false });
    expect((await auditRows('business_service', s.id)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it("onboarding's business services API still reads the same rows", async () => {
    const res = await t.api('GET', `/api/property/${SPA}/business-services`, { token: await spa() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ name: string }[]>().map((s) => s.name)).toEqual(
      expect.arrayContaining(['Massage & Spa Treatments', 'Yoga & Wellness Studio']),
    );
  });
});

describe('resources and time off', () => {
  it('adds a therapist with her own week; name taken 409; a staff account of another property 400', async () => {
    const token = await spa();
    const service = await spaService('SPA');
    const res = await t.api('POST', `${BASE}/property/${SPA}/resources`, {
      token,
      body: {
        kind: 'STAFF',
        name: 'Nina Brooks',
        businessServiceId: service.id,
        workingHours: openWeek('12:00', '20:00'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ServiceResource>()).toMatchObject({
      businessServiceName: 'Massage & Spa Treatments',
      capacity: 1,
    });
    expectError(
      await t.api('POST', `${BASE}/property/${SPA}/resources`, {
        token,
        body: { kind: 'STAFF', name: 'Mia Chen' },
      }),
      409,
      { fields: ['name'] },
    );
    const hotelAdmin = (
      await queryRows<{ id: number }>(
        t,
        `select id from app_user where username = 'hotel.admin@bookone.demo'`,
      )
    )[0]!;
    expectError(
      await t.api('POST', `${BASE}/property/${SPA}/resources`, {
        token,
        body: { kind: 'STAFF', name: 'Borrowed', userId: hotelAdmin.id },
      }),
      400,
      { fields: ['userId'] },
    );
    expectError(
      await t.api('POST', `${BASE}/property/${SPA}/resources`, {
        token,
        body: { kind: 'ROBOT', name: 'R2' },
      }),
      400,
      { fields: ['kind'] },
    );
  });

  it('sets time off, refuses an overlap with 409 and an end before the start with 400, removes it', async () => {
    const token = await spa();
    const mia = await spaResource('Mia Chen');
    const url = `${BASE}/resources/${mia.id}/time-off`;
    const body = {
      startsAt: `${day(20)}T09:00:00+13:00`,
      endsAt: `${day(22)}T18:00:00+13:00`,
      reason: 'Training',
    };
    const res = await t.api('POST', url, { token, body });
    expect(res.statusCode, res.body).toBe(201);
    const off = res.json<TimeOff>();
    expectError(
      await t.api('POST', url, { token, body: { ...body, startsAt: `${day(21)}T09:00:00+13:00` } }),
      409,
      {
        fields: ['startsAt'],
      },
    );
    expectError(await t.api('POST', url, { token, body: { ...body, endsAt: body.startsAt } }), 400, {
      fields: ['endsAt'],
    });
    expectError(await t.api('POST', url, { token, body: { ...body, startsAt: 'next tuesday' } }), 400, {
      fields: ['startsAt'],
    });
    expect((await get<TimeOff[]>(url)).map((x) => x.id)).toEqual([off.id]);
    expect((await spaResource('Mia Chen')).nextTimeOff?.reason).toBe('Training');
    const del = await t.api('DELETE', `${BASE}/time-off/${off.id}`, { token });
    expect(del.statusCode, del.body).toBe(200);
    expect(await get<TimeOff[]>(url)).toEqual([]);
    expect((await auditRows('service_resource', mia.id)).map((r) => r.event)).toEqual([
      'TIME_OFF_ADDED',
      'TIME_OFF_REMOVED',
    ]);
  });
});

describe('roles and tenants', () => {
  it('the desk reads the catalogue but cannot change it; housekeeping reads it', async () => {
    const desk = await session.desk();
    expect((await offeringsOf(HARBOUR, '', desk)).total).toBe(4);
    expect((await offeringsOf(HARBOUR, '', await session.housekeeping())).total).toBe(4);
    const service = (await servicesOf(HARBOUR, '', desk)).items[0]!;
    expectError(
      await t.api('PUT', `${BASE}/business-services/${service.id}`, { token: desk, body: { active: false } }),
      403,
    );
  });

  it("another property's admin and another organisation get 404 for the spa's records, as for missing ones", async () => {
    const yoga = (await offeringsOf(SPA, '&search=yoga')).items[0]!;
    const mia = await spaResource('Mia Chen');
    const barber = await session(BARBER_ADMIN);
    const rivalAdmin = await t.login(rival.propAdmin.username);
    for (const token of [barber, rivalAdmin]) {
      expectError(await t.api('GET', `${BASE}/offerings/${yoga.id}`, { token }), 404, {
        message: 'Offering not found',
      });
      expectError(await t.api('PUT', `${BASE}/resources/${mia.id}`, { token, body: { name: 'Taken' } }), 404);
      expectError(await t.api('GET', `${BASE}/property/${SPA}/resources`, { token }), 404);
    }
    expect((await spaResource('Mia Chen')).name).toBe('Mia Chen');
  });
});

// Address setup (issue 10): the seeded countries and New Zealand places, create/edit/delete of each level (a place in
// use refused with 409), lists and export, the type-ahead lookup, the street CSV upload (preview, all or nothing),
// and who may write (the platform only).
import type { AddressLookup, AddressPage, AddressPlace, StreetUpload } from '@bookone/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, fileUpload, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival } = app);
});

const su = () => session('superadmin@bookone.demo');

async function list(level: string, query = '', token?: string): Promise<AddressPage> {
  const res = await t.api('GET', `/api/address/${level}?${query}`, { token: token ?? (await su()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AddressPage>();
}

/** The one place of a level with this name (under this parent, when given). */
async function place(level: string, name: string, parentId?: number): Promise<AddressPlace> {
  const page = await list(
    level,
    `search=${encodeURIComponent(name)}${parentId ? `&parentId=${parentId}` : ''}`,
  );
  const found = page.items.filter((p) => p.name === name);
  expect(found, `${level} ${name}`).toHaveLength(1);
  return found[0]!;
}

async function create(level: string, body: object, token?: string) {
  return t.api('POST', `/api/address/${level}`, { token: token ?? (await su()), body });
}

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const HEADER = 'country,state,city,suburb,street,postcode';

async function upload(path: 'upload' | 'upload/preview', content: string | Buffer, token?: string) {
  const form = fileUpload('streets.csv', 'text/csv', content);
  return t.api('POST', `/api/address/streets/${path}`, {
    token: token ?? (await su()),
    body: form.body,
    headers: form.headers,
  });
}

describe('seeded reference data', () => {
  it('holds every ISO 3166 country with its code and French name', async () => {
    const all = await list('countries', 'size=1');
    expect(all.total).toBeGreaterThanOrEqual(249);
    const nz = await place('countries', 'New Zealand');
    expect(nz).toMatchObject({ code: 'NZ', nameFr: 'Nouvelle-Zélande', level: 'country', parentId: null });
    expect(nz.children).toBe(16);
    const fr = await list('countries', 'search=Allemagne');
    expect(fr.items.map((c) => c.code)).toEqual(['DE']);
  });

  it('holds New Zealand down to suburbs, each with the names above it', async () => {
    const nz = await place('countries', 'New Zealand');
    const regions = await list('states', `parentId=${nz.id}&size=50`);
    expect(regions.total).toBe(16);
    expect(regions.items.map((r) => r.name)).toContain("Hawke's Bay");
    const teAro = await place('suburbs', 'Te Aro');
    expect(teAro).toMatchObject({
      postcode: '6011',
      parentName: 'Wellington',
      city: 'Wellington',
      state: 'Wellington',
      country: 'New Zealand',
    });
  });
});

describe('places', () => {
  it('adds, reads, renames and deletes a suburb under Auckland', async () => {
    const auckland = await place('cities', 'Auckland');
    const res = await create('suburbs', { parentId: auckland.id, name: ' Kingsland ', postcode: '1021' });
    expect(res.statusCode, res.body).toBe(201);
    const kingsland = res.json<AddressPlace>();
    expect(kingsland).toMatchObject({
      level: 'suburb',
      name: 'Kingsland',
      postcode: '1021',
      city: 'Auckland',
      state: 'Auckland',
      country: 'New Zealand',
      children: 0,
    });

    const renamed = await t.api('PUT', `/api/address/suburbs/${kingsland.id}`, {
      token: await su(),
      body: { name: 'Kingsland West' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AddressPlace>()).toMatchObject({ name: 'Kingsland West', postcode: '1021' });
    const read = await t.api('GET', `/api/address/suburbs/${kingsland.id}`, { token: await su() });
    expect(read.json<AddressPlace>().name).toBe('Kingsland West');

    const gone = await t.api('DELETE', `/api/address/suburbs/${kingsland.id}`, { token: await su() });
    expect(gone.statusCode, gone.body).toBe(200);
    expectError(await t.api('GET', `/api/address/suburbs/${kingsland.id}`, { token: await su() }), 404);
  });

  it('refuses a name already used under the same parent, whatever its case, but not under another', async () => {
    const wellington = await place('cities', 'Wellington');
    expectError(await create('suburbs', { parentId: wellington.id, name: 'te aro' }), 409, {
      fields: ['name'],
    });
    const chch = await place('cities', 'Christchurch');
    expect((await create('suburbs', { parentId: chch.id, name: 'Te Aro' })).statusCode).toBe(201);
  });

  it('refuses a parent of another level, and answers another level’s id as missing', async () => {
    const nz = await place('countries', 'New Zealand');
    expectError(await create('suburbs', { parentId: nz.id, name: 'Nowhere' }), 400, { fields: ['parentId'] });
    expectError(await create('cities', { parentId: 2_000_000, name: 'Nowhere' }), 400, {
      fields: ['parentId'],
    });
    expectError(await create('cities', { name: 'Nowhere' }), 400, { fields: ['parentId'] });
    expectError(await t.api('GET', `/api/address/cities/${nz.id}`, { token: await su() }), 404);
    expectError(await t.api('DELETE', `/api/address/states/${nz.id}`, { token: await su() }), 404);
    expect((await list('countries', 'search=New Zealand')).items[0]?.id).toBe(nz.id);
  });

  it('refuses to delete a place in use, naming what uses it, and keeps it', async () => {
    const auckland = await place('cities', 'Auckland');
    const res = await t.api('DELETE', `/api/address/cities/${auckland.id}`, { token: await su() });
    expectError(res, 409, {
      message: /^City "Auckland" is in use by \d+ suburbs: delete or move them first$/,
    });
    expect((await place('cities', 'Auckland')).id).toBe(auckland.id);
    const nz = await place('countries', 'New Zealand');
    expectError(await t.api('DELETE', `/api/address/countries/${nz.id}`, { token: await su() }), 409, {
      message: /in use by 16 states or regions/,
    });
  });

  it('adds a country by its two-letter code (upper-cased); the code and the name are unique', async () => {
    const res = await create('countries', { code: 'zz', name: 'Testland', nameFr: 'Testlande' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AddressPlace>()).toMatchObject({ code: 'ZZ', name: 'Testland', nameFr: 'Testlande' });
    expectError(await create('countries', { code: 'NZ', name: 'Another' }), 409, { fields: ['code'] });
    expectError(await create('countries', { code: 'ZY', name: 'testland' }), 409, { fields: ['name'] });
    expectError(await create('countries', { code: 'Z1', name: 'Bad' }), 400, { fields: ['code'] });
    expectError(await create('countries', { code: 'ZX', name: '  ' }), 400, { fields: ['name'] });
  });

  it('lets one of two clerks adding the same city at once win; the other gets 409', async () => {
    const otago = await place('states', 'Otago');
    const [a, b] = await Promise.all([
      create('cities', { parentId: otago.id, name: 'Wanaka' }),
      create('cities', { parentId: otago.id, name: 'WANAKA' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await list('cities', `parentId=${otago.id}&search=wanaka`)).total).toBe(1);
  });
});

describe('lists', () => {
  it('pages, sorts and filters on the server', async () => {
    const auckland = await place('cities', 'Auckland');
    const first = await list('suburbs', `parentId=${auckland.id}&size=5&sort=name&order=desc`);
    const second = await list('suburbs', `parentId=${auckland.id}&size=5&page=1&sort=name&order=desc`);
    expect(first.total).toBeGreaterThan(10);
    expect(first.items).toHaveLength(5);
    const names = [...first.items, ...second.items].map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
    expect(new Set(names).size).toBe(10);
    expect(first.items.every((s) => s.city === 'Auckland')).toBe(true);

    const busiest = await list('cities', 'sort=children&order=desc&size=1');
    expect(busiest.items[0]?.name).toBe('Auckland');
    const byPostcode = await list('suburbs', 'search=6011');
    expect(byPostcode.items.map((s) => s.name).sort()).toEqual([
      'Mount Victoria',
      'Oriental Bay',
      'Te Aro',
      'Thorndon',
    ]);
    expectError(await t.api('GET', '/api/address/cities?sort=bogus', { token: await su() }), 400, {
      fields: ['sort'],
    });
  });

  it('exports the filtered list as a workbook', async () => {
    const wellington = await place('cities', 'Wellington');
    const res = await t.api('GET', `/api/address/suburbs/export?parentId=${wellington.id}`, {
      token: await su(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="suburbs-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Suburb', 'Postcode', 'City', 'State or region', 'Country']),
    );
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).toContain('Kelburn');
    expect(names).not.toContain('Ponsonby');
  });
});

describe('type-ahead lookup', () => {
  it('finds places by the start of their name with everything above them, for any signed-in user', async () => {
    const res = await t.api('GET', '/api/address/lookup?level=city&search=auck', {
      token: await session.desk(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AddressLookup>().items[0]).toMatchObject({
      name: 'Auckland',
      state: 'Auckland',
      country: 'New Zealand',
      countryFr: 'Nouvelle-Zélande',
      countryCode: 'NZ',
    });
    const country = await t.api('GET', '/api/address/lookup?level=country&search=nouvelle-z', {
      token: await t.login(rival.frontdesk.username),
    });
    expect(country.json<AddressLookup>().items.map((c) => c.code)).toEqual(['NZ']);
  });

  it('narrows by the names the address holds above, unless a name matches no place', async () => {
    const token = await session.desk();
    const inWellington = await t.api('GET', '/api/address/lookup?level=suburb&city=wellington&size=50', {
      token,
    });
    const names = inWellington.json<AddressLookup>().items.map((s) => s.name);
    expect(names).toContain('Kelburn');
    expect(names).not.toContain('Ponsonby');
    const freeText = await t.api('GET', '/api/address/lookup?level=suburb&city=Atlantis&search=ponson', {
      token,
    });
    expect(freeText.json<AddressLookup>().items.map((s) => s.name)).toEqual(['Ponsonby']);
    expectError(await t.api('GET', '/api/address/lookup?level=planet', { token }), 400, {
      fields: ['level'],
    });
  });
});

describe('street upload', () => {
  const streetCount = async () => (await list('streets', 'size=1')).total;

  it('previews a valid file without writing, then imports it whole; a second import adds nothing', async () => {
    const file = csv(
      HEADER,
      'New Zealand,Auckland,Auckland,Ponsonby,Ponsonby Road,1011',
      'NZ,auckland,AUCKLAND,ponsonby,Franklin Road,',
      '"New Zealand","Wellington","Wellington","Te Aro","Cuba Street, upper",6011',
    );
    const before = await streetCount();
    const preview = await upload('upload/preview', file);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json<StreetUpload>();
    expect(p.counts).toEqual({ new: 3, exists: 0, error: 0 });
    expect(p.written).toBe(0);
    expect(p.rows.map((r) => [r.line, r.street, r.status])).toEqual([
      [2, 'Ponsonby Road', 'new'],
      [3, 'Franklin Road', 'new'],
      [4, 'Cuba Street, upper', 'new'],
    ]);
    expect(await streetCount()).toBe(before);

    const done = await upload('upload', file);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<StreetUpload>().written).toBe(3);
    expect(await streetCount()).toBe(before + 3);
    const cuba = await place('streets', 'Cuba Street, upper');
    expect(cuba).toMatchObject({ suburb: 'Te Aro', city: 'Wellington', postcode: '6011' });

    const again = await upload('upload', file);
    expect(again.json<StreetUpload>()).toMatchObject({ counts: { new: 0, exists: 3, error: 0 }, written: 0 });
    expect(await streetCount()).toBe(before + 3);
  });

  it('lists each row error and writes nothing of a file with any', async () => {
    const file = csv(
      'street;suburb;city;state;country',
      'Karangahape Road;Auckland Central;Auckland;Auckland;NZ',
      'Queen Street;Atlantis;Auckland;Auckland;NZ',
      'Karangahape Road;Auckland Central;Auckland;Auckland;NZ',
      ';Auckland Central;Auckland;Auckland;NZ',
      'Albert Street;Auckland Central;Auckland;Auckland;Narnia',
    );
    const before = await streetCount();
    const preview = (await upload('upload/preview', file)).json<StreetUpload>();
    expect(preview.counts).toEqual({ new: 1, exists: 0, error: 4 });
    expect(preview.rows.map((r) => [r.line, r.error?.code ?? null, r.error?.column ?? null])).toEqual([
      [2, null, null],
      [3, 'unknown', 'suburb'],
      [4, 'duplicate', 'street'],
      [5, 'missing', 'street'],
      [6, 'unknown', 'country'],
    ]);
    expect(preview.rows[1]?.error?.message).toBe('No suburb "Atlantis" under the row\'s city');

    const refused = expectError(await upload('upload', file), 400, {
      message: '4 rows have errors: nothing was imported',
      fields: ['line 3', 'line 4', 'line 5', 'line 6'],
    });
    expect(refused.fields?.['line 6']).toMatch(/No country "Narnia"/);
    expect(await streetCount()).toBe(before);
    expect((await list('streets', 'search=Karangahape')).total).toBe(0);
  });

  it('refuses a file without the columns, an empty one, one not in UTF-8 and one too large', async () => {
    expectError(await upload('upload/preview', csv('street,suburb', 'Queen Street,Auckland Central')), 400, {
      fields: ['file'],
      message: /missing: country, state, city/,
    });
    expectError(await upload('upload/preview', csv(HEADER)), 400, { fields: ['file'] });
    expectError(await upload('upload/preview', Buffer.from([0x63, 0x6f, 0xff, 0xfe, 0x0a])), 400, {
      fields: ['file'],
    });
    const big = `${HEADER}\n${'New Zealand,Auckland,Auckland,Ponsonby,A Long Road Name,1011\n'.repeat(20_000)}`;
    expectError(await upload('upload/preview', big), 413, { fields: ['file'] });
    const many = `${HEADER}\n${Array.from({ length: 5001 }, (_, i) => `NZ,Auckland,Auckland,Ponsonby,Road ${i},`).join('\n')}`;
    expectError(await upload('upload/preview', many), 400, { message: /At most 5000 streets/ });
  });
});

describe('who may write', () => {
  it('refuses every write to organisation and property roles, and lets them read', async () => {
    const auckland = await place('cities', 'Auckland');
    for (const token of [
      await session.admin(),
      await session.desk(),
      await t.login(rival.orgAdmin.username),
    ]) {
      expectError(await create('suburbs', { parentId: auckland.id, name: 'Forbidden' }, token), 403);
      expectError(
        await t.api('PUT', `/api/address/cities/${auckland.id}`, { token, body: { name: 'Forbidden' } }),
        403,
      );
      expectError(await t.api('DELETE', `/api/address/cities/${auckland.id}`, { token }), 403);
      expectError(await upload('upload/preview', csv(HEADER), token), 403);
      expect((await list('cities', 'search=Auckland', token)).items[0]?.name).toBe('Auckland');
    }
    expect((await list('suburbs', 'search=Forbidden')).total).toBe(0);
    expectError(await t.api('GET', '/api/address/cities'), 401);
  });
});

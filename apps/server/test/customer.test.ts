// Customers (issue 5): CRUD, search, server-side paging and sorting, duplicate warnings, tenant and role checks.
import type { Customer, CustomerDuplicate, CustomerSaved, Page } from '@bookone/domain';
import { beforeAll, describe, expect, it } from 'vitest';

import { openForFile, openTenantsApp } from './demo-app';
import { expectError, expectHidden, uniqueEmail } from './support';

const { t, session, rival, HARBOUR } = await openForFile(openTenantsApp);

const base = () => `/api/customer/property/${HARBOUR}`;
async function create(body: Record<string, unknown>, token?: string) {
  return t.api('POST', base(), { token: token ?? (await session.desk()), body });
}
async function created(body: Record<string, unknown>) {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CustomerSaved>();
}

describe('POST /api/customer/property/{id}', () => {
  it('creates a customer; blank optional fields are stored as null', async () => {
    const email = uniqueEmail('guest');
    const saved = await created({
      firstName: 'Aroha',
      lastName: 'Ngata',
      email,
      phone: '+64 21 555 0101',
      company: '',
      city: 'Wellington',
    });
    expect(saved.duplicates).toEqual([]);
    expect(saved.customer).toMatchObject({
      propertyId: HARBOUR,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email,
      phone: '+64 21 555 0101',
      company: null,
      city: 'Wellington',
    });
    const got = await t.api('GET', `/api/customer/${saved.customer.id}`, { token: await session.desk() });
    expect(got.statusCode).toBe(200);
    expect(got.json<Customer>()).toEqual(saved.customer);
  });

  it('warns about another customer with the same email (any case) or phone (any format)', async () => {
    const email = uniqueEmail('dup');
    const first = await created({ firstName: 'Tui', lastName: 'Parata', email, phone: '+64 27 123 4567' });
    const byEmail = await created({ firstName: 'Tui', lastName: 'P', email: email.toUpperCase() });
    expect(byEmail.duplicates).toEqual([
      {
        id: first.customer.id,
        name: 'Tui Parata',
        email,
        phone: '+64 27 123 4567',
        matchedOn: ['email'],
      },
    ]);
    const byPhone = await created({ firstName: 'Someone', phone: '+64-27-1234567' });
    expect(byPhone.duplicates.map((d) => [d.id, d.matchedOn])).toEqual([[first.customer.id, ['phone']]]);

    const probe = await t.api(
      'GET',
      `${base()}/duplicates?email=${encodeURIComponent(email)}&excludeId=${first.customer.id}`,
      { token: await session.desk() },
    );
    expect(probe.statusCode, probe.body).toBe(200);
    expect(probe.json<CustomerDuplicate[]>().map((d) => d.id)).toEqual([byEmail.customer.id]);
  });

  it('answers 400 naming the fields', async () => {
    const res = await create({ firstName: '', email: 'not-an-email', phone: 'call me' });
    expectError(res, 400, { fields: ['firstName', 'email', 'phone'] });
  });
});

describe('GET /api/customer/property/{id}', () => {
  // Letters only: digits in the search would also match seeded guests' phone numbers.
  const tag = `Zz${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;
  beforeAll(async () => {
    await created({ firstName: 'Alice', lastName: `${tag}Adams`, email: `alice.${tag}@test.example` });
    await created({ firstName: 'Bob', lastName: `${tag}Brown`, phone: '+64 9 876 5432' });
    await created({ firstName: 'Cara', lastName: `${tag}Clark`, company: `${tag} Ltd` });
  });
  const list = async (query: string) => {
    const res = await t.api('GET', `${base()}?${query}`, { token: await session.desk() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<Customer>>();
  };

  it('searches by name, email, phone digits and company', async () => {
    expect((await list(`search=${tag}`)).total).toBe(3);
    expect((await list(`search=alice.${tag}`)).items.map((c) => c.firstName)).toEqual(['Alice']);
    expect((await list(`search=${encodeURIComponent('Bob ' + tag)}`)).items.map((c) => c.firstName)).toEqual([
      'Bob',
    ]);
    expect((await list('search=9876-5432')).items.map((c) => c.firstName)).toContain('Bob');
    // A search with letters is not a phone: its digits do not pull in Bob by his number.
    expect((await list('search=Flat%2098765')).items.map((c) => c.firstName)).not.toContain('Bob');
  });

  it('pages and sorts on the server', async () => {
    const page0 = await list(`search=${tag}&size=2&sort=name&order=desc`);
    expect(page0.total).toBe(3);
    expect(page0.items.map((c) => c.firstName)).toEqual(['Cara', 'Bob']);
    const page1 = await list(`search=${tag}&size=2&page=1&sort=name&order=desc`);
    expect(page1.items.map((c) => c.firstName)).toEqual(['Alice']);
  });

  it('refuses an unknown sort with 400', async () => {
    const res = await t.api('GET', `${base()}?sort=password`, { token: await session.desk() });
    expectError(res, 400, { fields: ['sort'] });
  });
});

describe('PUT and DELETE /api/customer/{id}', () => {
  it('updates only the given fields and deletes a customer without bookings', async () => {
    const { customer } = await created({ firstName: 'Mere', lastName: 'Tane', city: 'Napier' });
    const res = await t.api('PUT', `/api/customer/${customer.id}`, {
      token: await session.desk(),
      body: { phone: '021 000 111', notes: 'Prefers a quiet room' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CustomerSaved>().customer).toMatchObject({
      firstName: 'Mere',
      city: 'Napier',
      phone: '021 000 111',
      notes: 'Prefers a quiet room',
    });
    const bad = await t.api('PUT', `/api/customer/${customer.id}`, {
      token: await session.desk(),
      body: { email: 'x' },
    });
    expectError(bad, 400, { fields: ['email'] });
    const del = await t.api('DELETE', `/api/customer/${customer.id}`, { token: await session.desk() });
    expect(del.statusCode, del.body).toBe(200);
    expectError(await t.api('GET', `/api/customer/${customer.id}`, { token: await session.desk() }), 404);
  });
});

describe('access', () => {
  it('answers another property as if missing (404) on the list, a customer and a create', async () => {
    const { customer } = await created({ firstName: 'Private', lastName: 'Guest' });
    const token = await t.login(rival.propAdmin.username);
    expectHidden(await t.api('GET', base(), { token }));
    expectHidden(await t.api('GET', `/api/customer/${customer.id}`, { token }));
    expectHidden(await t.api('PUT', `/api/customer/${customer.id}`, { token, body: { notes: 'x' } }));
    expectHidden(await t.api('DELETE', `/api/customer/${customer.id}`, { token }));
    expectHidden(await create({ firstName: 'Sneaky' }, token));
    // Their own property works.
    const own = await t.api('POST', `/api/customer/property/${rival.propertyId}`, {
      token,
      body: { firstName: 'Own' },
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('gives roles without the permission 403 (housekeeping, marketing)', async () => {
    for (const user of ['hotel.housekeeping@bookone.demo', 'hotel.marketing@bookone.demo']) {
      const token = await session(user);
      expectError(await t.api('GET', base(), { token }), 403);
      expectError(await create({ firstName: 'Nope' }, token), 403);
    }
  });

  it('lets the admin and manager of the property in', async () => {
    for (const user of ['hotel.admin@bookone.demo', 'hotel.manager@bookone.demo']) {
      const res = await t.api('GET', `${base()}?size=1`, { token: await session(user) });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

import { count } from 'drizzle-orm';
import type { Page, Subscription } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { subscription } from '../src/db/schema';
import { openDemoApp, openForTests, type DemoIds, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError } from './support';

const SEEDED = ['Booking Engine', 'Channel Management', 'Payment Link', 'SMS Host', 'SMS Subscription'];

let t: TestApp;
let ids: DemoIds;
let session: Session;

openForTests(openDemoApp, (app) => ({ t, ids, session } = app));

const catalogueSize = async () => (await t.db.select({ n: count() }).from(subscription))[0]!.n;
let planSeq = 0;
const newPlan = (over: Record<string, unknown> = {}) => ({
  name: `Test Plan ${++planSeq} ${Date.now()}`,
  description: 'For the tests',
  monthlyAmount: 12.5,
  annualAmount: 125,
  currency: 'nzd',
  ...over,
});

describe('GET /api/subscription', () => {
  it('answers the catalogue, sorted by name, to any signed-in role', async () => {
    const res = await t.api('GET', '/api/subscription?size=200', {
      token: await session('hotel.housekeeping@bookone.demo'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page<Subscription>>();
    const listed = page.items.map((s) => s.name);
    expect(listed).toEqual(expect.arrayContaining(SEEDED));
    expect(listed).toEqual([...listed].sort());
    expect(page.total).toBe(await catalogueSize());
    const { id, description, ...engine } = page.items.find((s) => s.name === 'Booking Engine') ?? {};
    expect(id).toBeTypeOf('number');
    expect(description).toBeTypeOf('string');
    expect(engine).toEqual({
      name: 'Booking Engine',
      monthlyAmount: 49,
      annualAmount: 490,
      currency: 'NZD',
    });
  });

  it('pages and searches, with the search taken literally', async () => {
    const token = await session('hotel.frontdesk@bookone.demo');
    const page = await t.api('GET', '/api/subscription?size=2&page=1', { token });
    expect(page.json()).toMatchObject({ page: 1, size: 2 });
    expect(page.json<Page<Subscription>>().items).toHaveLength(2);
    const sms = await t.api('GET', '/api/subscription?search=sms', { token });
    expect(sms.json<Page<Subscription>>().items.map((s) => s.name)).toEqual(['SMS Host', 'SMS Subscription']);
    expect(
      (await t.api('GET', '/api/subscription?search=%25', { token })).json<Page<Subscription>>().total,
    ).toBe(0);
    expect(
      (await t.api('GET', '/api/subscription?search=SMS_', { token })).json<Page<Subscription>>().total,
    ).toBe(0);
  });

  it('401s without a token and 400s bad paging', async () => {
    expectError(await t.api('GET', '/api/subscription'), 401);
    const token = await session('hotel.frontdesk@bookone.demo');
    expectError(await t.api('GET', '/api/subscription?page=-1', { token }), 400, { fields: ['page'] });
  });
});

describe('POST /api/subscription', () => {
  const create = async (
    body: unknown,
    userIdHeader?: string | null,
    username = 'superadmin@bookone.demo',
  ) => {
    const token = await session(username);
    const header = userIdHeader === undefined ? String(ids.user(username)) : userIdHeader;
    return t.api('POST', '/api/subscription', {
      token,
      body,
      headers: header === null ? {} : { USER_ID: header },
    });
  };

  it('201s a new catalogue entry for the super admin, which then appears in the list', async () => {
    const plan = newPlan();
    const res = await create(plan);
    expect(res.statusCode, res.body).toBe(201);
    const { id, ...created } = res.json<Subscription>();
    expect(id).toBeTypeOf('number');
    expect(created).toEqual({
      name: plan.name,
      description: 'For the tests',
      monthlyAmount: 12.5,
      annualAmount: 125,
      currency: 'NZD',
    });
    const list = await t.api('GET', `/api/subscription?search=${encodeURIComponent(plan.name)}`, {
      token: await session('hotel.admin@bookone.demo'),
    });
    expect(list.json<Page<Subscription>>().items).toEqual([res.json()]);
  });

  it('creates an entry without a description', async () => {
    const { description: _omit, ...plan } = newPlan();
    const res = await create(plan);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Subscription>().description).toBeNull();
  });

  it('409s a name already in the catalogue, trimmed and in any case, and adds nothing', async () => {
    const before = await catalogueSize();
    expectError(await create(newPlan({ name: 'Booking Engine' })), 409, { fields: ['name'] });
    expectError(await create(newPlan({ name: '  booking ENGINE ' })), 409, { fields: ['name'] });
    expect(await catalogueSize()).toBe(before);
  });

  it('400s without the USER_ID header, naming it; 403s another user’s id; adds nothing', async () => {
    const before = await catalogueSize();
    const missing = await create(newPlan(), null);
    expect(expectError(missing, 400, { fields: ['USER_ID'] }).message).toContain('USER_ID');
    expectError(await create(newPlan(), 'abc'), 400, { fields: ['USER_ID'] });
    expectError(await create(newPlan(), String(ids.user('orgadmin@bookone.demo'))), 403);
    expect(await catalogueSize()).toBe(before);
  });

  it('403s anyone but the super admin, even with their own USER_ID, and adds nothing', async () => {
    const before = await catalogueSize();
    for (const who of ['orgadmin@bookone.demo', 'hotel.admin@bookone.demo', 'hotel.frontdesk@bookone.demo']) {
      expectError(await create(newPlan(), undefined, who), 403);
    }
    expect(await catalogueSize()).toBe(before);
  });

  it('400s missing fields, wrong types and bad values, naming each field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 42 }, 'name'],
      [{ monthlyAmount: undefined }, 'monthlyAmount'],
      [{ monthlyAmount: '12.50' }, 'monthlyAmount'],
      [{ monthlyAmount: -1 }, 'monthlyAmount'],
      [{ annualAmount: undefined }, 'annualAmount'],
      [{ currency: 'DOLLARS' }, 'currency'],
      [{ currency: undefined }, 'currency'],
    ];
    for (const [over, field] of cases) expectError(await create(newPlan(over)), 400, { fields: [field] });
  });
});

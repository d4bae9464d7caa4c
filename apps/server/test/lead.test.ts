// Business leads (issue 15): the platform's sales account works the seeded board, adds and moves leads (the stage it
// saw, two people racing, LOST with its reason, WON final), wins one (its property in onboarding and its
// administrator's invitation through the outbox, all or nothing), notes and history, the public "book a demo"
// form (honeypot, rate limit), the export; everyone outside the leads organisation answered as if nothing existed.
import { LEAD_STAGES, type AuditLogEntry, type Lead, type LeadNote, type LeadPage } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { appUser, businessLead, outboxMessage, property } from '../src/db/schema';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, expectHidden, insertUser, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let DEMO_ORG: number;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, DEMO_ORG } = app);
});

const sales = () => session('sales@bookone.demo');
let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

async function add(body: Record<string, unknown> = {}, token?: string): Promise<Lead> {
  const res = await t.api('POST', '/api/lead', {
    token: token ?? (await sales()),
    body: {
      businessType: 'Accommodation',
      firstName: 'Mere',
      lastName: `Lead${unique()}`,
      email: `owner.${unique()}@newlodge.example`,
      propertyName: `New Lodge ${unique()}`,
      solutions: ['PMS', 'CHANNEL_MANAGER'],
      source: 'PHONE',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Lead>();
}

const move = async (id: number, body: Record<string, unknown>, token?: string) =>
  t.api('PUT', `/api/lead/${id}/stage`, { token: token ?? (await sales()), body });

async function list(query = '', token?: string): Promise<LeadPage> {
  const res = await t.api('GET', `/api/lead?${query}`, { token: token ?? (await sales()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LeadPage>();
}

describe('business leads: the board', () => {
  it('the sales account sees the seeded leads in every stage but WON, newest first', async () => {
    const page = await list('size=100');
    expect(page.total).toBeGreaterThanOrEqual(15);
    const stages = new Set(page.items.map((l) => l.stage));
    for (const stage of LEAD_STAGES.filter((s) => s !== 'WON')) expect(stages).toContain(stage);
    const created = page.items.map((l) => l.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const lost = page.items.find((l) => l.stage === 'LOST');
    expect(lost?.lostReason).toBeTruthy();
  });

  it('filters by stage, source and follow-up due, and searches names, businesses and mobiles', async () => {
    const demo = await list('stage=DEMO');
    expect(demo.items.length).toBeGreaterThan(0);
    expect(demo.items.every((l) => l.stage === 'DEMO')).toBe(true);
    const fromForm = await list('source=BOOK_A_DEMO&size=100');
    expect(fromForm.items.every((l) => l.source === 'BOOK_A_DEMO')).toBe(true);
    expect((await list('search=Riverstone')).items.map((l) => l.propertyName)).toEqual(['Riverstone Spa']);
    expect((await list('search=21 555 0306')).items.map((l) => l.propertyName)).toEqual([
      'Sharp & Co Barbers',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const due = await list(`dueBy=${today}&size=100`);
    expect(due.items.length).toBeGreaterThan(0);
    expect(due.items.every((l) => l.followUpDate! <= today && !['WON', 'LOST'].includes(l.stage))).toBe(true);
  });

  it('sorts by stage in the board order', async () => {
    const page = await list('sort=stage&order=asc&size=100');
    const order = page.items.map((l) => LEAD_STAGES.indexOf(l.stage));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('adds a lead: NEW, managed by whom it names, audited', async () => {
    const managers = await t.api('GET', '/api/lead/account-managers', { token: await sales() });
    expect(managers.statusCode).toBe(200);
    const me = managers.json<{ id: number; name: string }[]>().find((m) => m.name === 'Noah Fraser');
    expect(me).toBeDefined();
    const lead = await add({
      accountManagerUserId: me!.id,
      followUpDate: '2030-01-15',
      ownerName: 'Tama Ltd',
    });
    expect(lead).toMatchObject({
      stage: 'NEW',
      accountManagerName: 'Noah Fraser',
      followUpDate: '2030-01-15',
      ownerName: 'Tama Ltd',
      solutions: ['PMS', 'CHANNEL_MANAGER'],
    });
    const history = await t.api('GET', `/api/lead/${lead.id}/history`, { token: await sales() });
    expect(history.json<AuditLogEntry[]>().map((e) => e.action)).toEqual(['create']);
  });

  it('refuses a lead with no way to reach it, and an account manager who does not work leads', async () => {
    const res = await t.api('POST', '/api/lead', {
      token: await sales(),
      body: { businessType: 'Services', firstName: 'Ana', propertyName: 'Salon', email: null, mobile: null },
    });
    expectError(res, 400, { fields: ['mobile'] });
    expect(res.json<{ fieldKeys: Record<string, string> }>().fieldKeys.mobile).toBe('validation.leadContact');
    const [desk] = await t.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'hotel.frontdesk@bookone.demo'));
    const bad = await t.api('POST', '/api/lead', {
      token: await sales(),
      body: {
        businessType: 'Services',
        firstName: 'Ana',
        propertyName: 'Salon',
        mobile: '+64 21 555 0199',
        accountManagerUserId: desk!.id,
      },
    });
    expectError(bad, 400, { fields: ['accountManagerUserId'] });
    // Taking away the last way to reach a lead is refused too.
    const lead = await add({ mobile: null });
    expectError(
      await t.api('PUT', `/api/lead/${lead.id}`, { token: await sales(), body: { email: null } }),
      400,
      {
        fields: ['mobile'],
      },
    );
  });
});

describe('business leads: moving along', () => {
  it('moves across the open stages, back and forth, with the stage the mover saw', async () => {
    const lead = await add();
    for (const [from, stage] of [
      ['NEW', 'CONTACTED'],
      ['CONTACTED', 'DEMO'],
      ['DEMO', 'CONTACTED'],
      ['CONTACTED', 'PROPOSAL'],
    ] as const) {
      const res = await move(lead.id, { from, stage });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Lead>().stage).toBe(stage);
    }
    expect((await list(`stage=PROPOSAL&search=${encodeURIComponent(lead.lastName!)}`)).total).toBe(1);
  });

  it('of two people moving the same card at once, one wins and the other is told where it went (409)', async () => {
    const lead = await add();
    const [a, b] = await Promise.all([
      move(lead.id, { from: 'NEW', stage: 'CONTACTED' }),
      move(lead.id, { from: 'NEW', stage: 'DEMO' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = (a.statusCode === 200 ? a : b).json<Lead>().stage;
    expect(loser.json<{ fieldKeys: Record<string, string> }>().fieldKeys.stage).toBe(
      'validation.leadMovedMeanwhile',
    );
    expect(loser.json<{ message: string }>().message).toContain(winner);
  });

  it('LOST needs its reason; a lost lead reopens; a move the stage does not allow is 409', async () => {
    const lead = await add();
    expectError(await move(lead.id, { stage: 'LOST' }), 400, { fields: ['lostReason'] });
    const lost = await move(lead.id, { stage: 'LOST', lostReason: 'Went with a competitor' });
    expect(lost.json<Lead>()).toMatchObject({ stage: 'LOST', lostReason: 'Went with a competitor' });
    expectError(await move(lead.id, { stage: 'LOST', lostReason: 'again' }), 409, { fields: ['stage'] });
    const reopened = await move(lead.id, { stage: 'CONTACTED' });
    expect(reopened.json<Lead>()).toMatchObject({ stage: 'CONTACTED', lostReason: null });
  });
});

describe('business leads: winning one', () => {
  it("makes the business's property (NEW, onboarding) and invites its administrator by email, once", async () => {
    const lead = await add({ businessType: 'Services', mobile: '+64 21 555 0177', city: 'Gisborne' });
    const won = await move(lead.id, { from: 'NEW', stage: 'WON' });
    expect(won.statusCode, won.body).toBe(200);
    const after = won.json<Lead>();
    expect(after.stage).toBe('WON');
    const [shell] = await t.db.select().from(property).where(eq(property.id, after.propertyId!));
    expect(shell).toMatchObject({
      name: lead.propertyName,
      businessType: 'Services',
      propertyStatus: 'NEW',
      organisationId: lead.organisationId,
      email: lead.email,
    });
    const [admin] = await t.db.select().from(appUser).where(eq(appUser.id, after.adminUserId!));
    expect(admin).toMatchObject({
      username: lead.email!.toLowerCase(),
      roles: ['PROP_ADMIN'],
      propertyId: shell!.id,
      invitationPending: true,
    });
    const mail = await t.db
      .select()
      .from(outboxMessage)
      .where(and(eq(outboxMessage.recipient, lead.email!), eq(outboxMessage.purpose, 'INVITE')));
    expect(mail).toHaveLength(1);
    // WON is final.
    expectError(await move(lead.id, { stage: 'NEW' }), 409, { fields: ['stage'] });
  });

  it('needs an email to invite; an address that has an account is refused and nothing is made', async () => {
    const noEmail = await add({ email: null, mobile: '+64 21 555 0188' });
    expectError(await move(noEmail.id, { stage: 'WON' }), 400, { fields: ['email'] });
    const taken = await add({ email: 'hotel.admin@bookone.demo' });
    const before = await t.db.select({ id: property.id }).from(property);
    expectError(await move(taken.id, { stage: 'WON' }), 409, { fields: ['email'] });
    expect(await t.db.select({ id: property.id }).from(property)).toHaveLength(before.length);
    const [row] = await t.db.select().from(businessLead).where(eq(businessLead.id, taken.id));
    expect(row).toMatchObject({ stage: 'NEW', propertyId: null, adminUserId: null });
  });
});

describe('business leads: notes and history', () => {
  it('keeps notes newest first and shows them with the moves in the history', async () => {
    const lead = await add();
    for (const body of ['Called, no answer', 'Demo booked for Friday']) {
      const res = await t.api('POST', `/api/lead/${lead.id}/notes`, { token: await sales(), body: { body } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<LeadNote>().createdByName).toBe('Noah Fraser');
    }
    await move(lead.id, { stage: 'DEMO' });
    const notes = await t.api('GET', `/api/lead/${lead.id}/notes`, { token: await sales() });
    expect(notes.json<LeadNote[]>().map((x) => x.body)).toEqual([
      'Demo booked for Friday',
      'Called, no answer',
    ]);
    const history = (await t.api('GET', `/api/lead/${lead.id}/history`, { token: await sales() })).json<
      AuditLogEntry[]
    >();
    expect(history.map((e) => e.event ?? e.action)).toEqual(['update', 'NOTE', 'NOTE', 'create']);
    expect(history[0]!.changes).toContainEqual(
      expect.objectContaining({ field: 'stage', before: 'NEW', after: 'DEMO' }),
    );
    expectError(
      await t.api('POST', `/api/lead/${lead.id}/notes`, { token: await sales(), body: { body: '  ' } }),
      400,
      { fields: ['body'] },
    );
  });
});

describe('business leads: the export', () => {
  it('exports the filtered list as a workbook', async () => {
    const res = await t.api('GET', '/api/lead/export?stage=LOST', { token: await sales() });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const stages = sheet.getColumn(2).values.slice(2);
    expect(stages.length).toBe((await list('stage=LOST')).total);
    expect(new Set(stages)).toEqual(new Set(['LOST']));
  });
});

describe('business leads: who may see them', () => {
  it('answers everyone outside the leads organisation as if nothing existed; others may not at all', async () => {
    const lead = await add();
    const outsiders = [
      await insertUser(t, { roles: ['ORG_SALES'], organisationId: DEMO_ORG }),
      await insertUser(t, { roles: ['ORG_SALES'], organisationId: rival.organisationId }),
    ];
    for (const user of outsiders) {
      const token = await t.login(user.username);
      expectHidden(await t.api('GET', `/api/lead/${lead.id}`, { token }), [lead.propertyName]);
      expectHidden(await move(lead.id, { stage: 'CONTACTED' }, token));
      expectHidden(await t.api('GET', '/api/lead', { token }));
    }
    // The demo hotel's marketing user is a leads user, but of another organisation than the leads one.
    expectHidden(
      await t.api('GET', `/api/lead/${lead.id}`, { token: await session('hotel.marketing@bookone.demo') }),
    );
    expectError(await t.api('GET', '/api/lead', { token: await session('orgadmin@bookone.demo') }), 403);
    // The platform sees them.
    const platform = await t.api('GET', `/api/lead/${lead.id}`, {
      token: await session('superadmin@bookone.demo'),
    });
    expect(platform.statusCode).toBe(200);
  });
});

describe('book a demo (public)', () => {
  const form = () => ({
    businessType: 'Accommodation',
    firstName: 'Wiremu',
    lastName: `Form${unique()}`,
    email: `wiremu.${unique()}@motel.example`,
    mobile: '+64 21 555 0142',
    propertyName: `Seaside Motel ${unique()}`,
    solutions: ['PMS', 'PMS', 'WEBSITE_BOOKING_ENGINE'],
  });

  it('takes the form without signing in: a NEW lead from the website, for nobody yet', async () => {
    const body = form();
    const res = await t.api('POST', '/api/public/book-a-demo', { body });
    expect(res.statusCode, res.body).toBe(202);
    const found = await list(`search=${encodeURIComponent(body.lastName)}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      stage: 'NEW',
      source: 'BOOK_A_DEMO',
      accountManagerUserId: null,
      solutions: ['PMS', 'WEBSITE_BOOKING_ENGINE'],
    });
  });

  it('refuses a form with no way to reach the business, and keeps nothing a robot sent', async () => {
    expectError(
      await t.api('POST', '/api/public/book-a-demo', { body: { ...form(), email: null, mobile: null } }),
      400,
      {
        fields: ['mobile'],
      },
    );
    const robot = { ...form(), website: 'http://spam.example' };
    expect((await t.api('POST', '/api/public/book-a-demo', { body: robot })).statusCode).toBe(202);
    expect((await list(`search=${encodeURIComponent(robot.lastName)}`)).total).toBe(0);
  });

  it('takes a few a minute from one address, then 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (await t.api('POST', '/api/public/book-a-demo', { body: { ...form(), website: 'x' } })).statusCode,
      );
    expect(codes).toContain(429);
    expect(codes.at(-1)).toBe(429);
  });
});

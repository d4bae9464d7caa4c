// Campaigns (issue 14): a marketing user writes a campaign (merge fields checked at save), previews its audience,
// sends it; messages go through the outbox to consenting customers only, in their language, once per customer
// (a second send, two sends racing, two schedulers racing); the unsubscribe link works without sign-in; results;
// the organisation admin's organisation-level campaign; other tenants and roles kept out.
import { randomBytes } from 'node:crypto';

import type { AudiencePreview, Campaign } from '@bookone/domain';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { campaign, campaignRecipient, customer, outboxMessage, promotion, property } from '../src/db/schema';
import { createUnsubscribeTokens } from '../src/modules/campaign/campaign-token';
import { createCampaignService } from '../src/modules/campaign/campaign.service';
import { recordRedemption } from '../src/modules/promotion/promotion-redeem';
import { openForFile, openTenantsApp } from './demo-app';
import { expectError, expectHidden, insertUser } from './support';

const { t, session, rival, DEMO_ORG: ORG } = await openForFile(openTenantsApp);

/** Two properties of the demo organisation that only this file's customers fill: audiences are exactly theirs. */
async function newProperty(name: string, businessType: 'Other' | 'Services') {
  const [row] = await t.db
    .insert(property)
    .values({
      organisationId: ORG,
      name,
      businessType,
      propertyStatus: 'COMPLETED',
      plan: 'Business Premium',
      seoFriendlyName: `${name.toLowerCase().replace(/ /g, '-')}-${randomBytes(3).toString('hex')}`,
    })
    .returning();
  return row!.id;
}
const LODGE = await newProperty('Kauri Lodge', 'Other');
const PARLOUR = await newProperty('Tui Parlour', 'Services');
const lodgeMarketing = await insertUser(t, {
  roles: ['PROP_MARKETING'],
  organisationId: ORG,
  propertyId: LODGE,
});
const marketing = () => session(lodgeMarketing.username);
const orgAdmin = () => session('orgadmin@bookone.demo');

let made = 0;
/**
 * Guests of a property born in `birthdayMonth` (each test its own month: its audience is its guests): with and
 * without consent, in French, without an email; addresses unique to the call. */
async function guests(propertyId: number, birthdayMonth: number) {
  const n = `${propertyId}-${made++}`;
  const birthday = `1990-${String(birthdayMonth).padStart(2, '0')}-15`;
  const rows = await t.db
    .insert(customer)
    .values([
      {
        propertyId,
        firstName: 'Ana',
        birthday,
        lastName: 'Yes',
        email: `ana.${n}@example.com`,
        marketingConsent: true,
        language: 'English',
      },
      {
        propertyId,
        firstName: 'Élodie',
        birthday,
        lastName: 'Oui',
        email: `elodie.${n}@example.com`,
        marketingConsent: true,
        language: 'Français',
      },
      {
        propertyId,
        firstName: 'Nils',
        birthday,
        lastName: 'No',
        email: `nils.${n}@example.com`,
        marketingConsent: false,
      },
      {
        propertyId,
        firstName: 'Pita',
        birthday,
        lastName: 'NoMail',
        phone: '+64 21 555 0199',
        marketingConsent: true,
      },
    ])
    .returning();
  const [ana, elodie, nils, pita] = rows;
  return { ana: ana!, elodie: elodie!, nils: nils!, pita: pita! };
}

const content = [
  {
    language: 'en',
    subject: 'A weekend for you, {{firstName}}',
    body: 'Hello {{firstName}},\nCome back to {{propertyName}}.',
  },
  {
    language: 'fr',
    subject: 'Un week-end pour vous, {{firstName}}',
    body: 'Bonjour {{firstName}},\nRevenez à {{propertyName}}.',
  },
];

async function write(body: Record<string, unknown>, token?: string) {
  return t.api('POST', `/api/campaign/organisation/${ORG}`, {
    token: token ?? (await marketing()),
    body: { name: 'Spring offers', content, ...body },
  });
}

async function draft(
  birthdayMonth: number,
  body: Record<string, unknown> = {},
  token?: string,
): Promise<Campaign> {
  const res = await write({ audience: { birthdayMonths: [birthdayMonth] }, ...body }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Campaign>();
}

/** A 400 naming these fields with these messages. */
function refused(res: Parameters<typeof expectError>[0], fields: Record<string, string>) {
  const body = expectError(res, 400, { fields: Object.keys(fields) });
  expect(body.fields).toMatchObject(fields);
}

const messagesOf = (campaignId: number) =>
  t.db
    .select()
    .from(outboxMessage)
    .where(and(eq(outboxMessage.relatedEntity, 'campaign'), eq(outboxMessage.relatedId, String(campaignId))));

describe('writing a campaign', () => {
  it('refuses an unknown merge field and a coupon code without a promotion at save, naming the field', async () => {
    const typo = await write({ content: [{ language: 'en', subject: 'Hi', body: 'Hello {{frstName}}' }] });
    refused(typo, { 'content.0.body': 'Unknown merge field: use only the fields listed in the help' });
    const coupon = await write({ content: [{ language: 'en', subject: 'Use {{couponCode}}', body: 'Hi' }] });
    refused(coupon, { 'content.0.subject': 'Choose a promotion to use its code or name' });
    const noSubject = await write({ content: [{ language: 'en', subject: '', body: 'Hi' }] });
    refused(noSubject, { 'content.0.subject': 'This field is required' });
  });

  it('a marketing user writes for their property only; a time in the past is refused', async () => {
    const other = await write({ propertyId: PARLOUR });
    refused(other, { propertyId: 'No such property' });
    const past = await write({ scheduledAt: new Date(Date.now() - 60_000).toISOString() });
    refused(past, { scheduledAt: 'Choose a time in the future' });
    const c = await draft(1);
    expect(c).toMatchObject({
      propertyId: LODGE,
      status: 'DRAFT',
      channel: 'EMAIL',
      createdByName: lodgeMarketing.username,
    });
  });
});

describe('sending', () => {
  it('the preview counts who would receive it and why others would not; sending writes one message each, in their language, to consenting customers only', async () => {
    const g = await guests(LODGE, 2);
    const c = await draft(2);
    const preview = await t.api('POST', `/api/campaign/organisation/${ORG}/audience`, {
      token: await marketing(),
      body: { channel: 'EMAIL', audience: { birthdayMonths: [2] } },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json<AudiencePreview>();
    expect(p).toMatchObject({ total: 2, withoutConsent: 1, withoutContact: 1 });
    expect(p.items.map((i) => i.customerId).sort()).toEqual([g.ana.id, g.elodie.id].sort());

    const sent = await t.api('POST', `/api/campaign/${c.id}/send`, { token: await marketing() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Campaign>()).toMatchObject({ status: 'SENT', results: { audienceSize: 2, pending: 2 } });

    const messages = await messagesOf(c.id);
    expect(messages.map((m) => m.recipient).sort()).toEqual([g.ana.email, g.elodie.email].sort());
    const fr = messages.find((m) => m.recipient === g.elodie.email)!;
    expect(fr.subject).toBe('Un week-end pour vous, Élodie');
    expect(fr.body).toContain('Revenez à Kauri Lodge.');
    expect(fr.body).toContain('lien de désabonnement ci-dessus');
    const en = messages.find((m) => m.recipient === g.ana.email)!;
    expect(en.body).toContain('Hello Ana,');
    expect(en.secret).toMatch(/^\/unsubscribe\/\d+\.[A-Za-z0-9_-]{32}$/);

    // Sending again, now or by a retry, writes nobody twice.
    expectError(await t.api('POST', `/api/campaign/${c.id}/send`, { token: await marketing() }), 409);
    expect(await messagesOf(c.id)).toHaveLength(2);
    expectError(
      await t.api('PUT', `/api/campaign/${c.id}`, { token: await marketing(), body: { name: 'x', content } }),
      409,
    );
  });

  it('two sends at once: one sends, the other answers 409, and each customer has one message', async () => {
    const g = await guests(LODGE, 3);
    const c = await draft(3);
    const token = await marketing();
    const answers = await Promise.all([
      t.api('POST', `/api/campaign/${c.id}/send`, { token }),
      t.api('POST', `/api/campaign/${c.id}/send`, { token }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const messages = await messagesOf(c.id);
    expect(messages.map((m) => m.recipient).sort()).toEqual([g.ana.email, g.elodie.email].sort());
    const recipients = await t.db
      .select()
      .from(campaignRecipient)
      .where(eq(campaignRecipient.campaignId, c.id));
    expect(recipients).toHaveLength(2);
  });

  it('a scheduled campaign is sent once when two schedulers (processes) pick up due campaigns together', async () => {
    await guests(LODGE, 4);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const c = await draft(4, { scheduledAt: at });
    expect(c.status).toBe('SCHEDULED');
    // Not due yet: nothing is sent.
    const key = randomBytes(32);
    const one = createCampaignService(t.db, { tokens: createUnsubscribeTokens(key) });
    const two = createCampaignService(t.db, { tokens: createUnsubscribeTokens(key) });
    expect(await one.sendDue(new Date(Date.now() - 1000))).toBeGreaterThanOrEqual(0);
    expect((await t.db.select().from(campaign).where(eq(campaign.id, c.id)))[0]!.status).toBe('SCHEDULED');

    const later = new Date(Date.now() + 2 * 3_600_000);
    const [a, b] = await Promise.all([one.sendDue(later), two.sendDue(later)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const row = (await t.db.select().from(campaign).where(eq(campaign.id, c.id)))[0]!;
    expect(row.status).toBe('SENT');
    expect(await messagesOf(c.id)).toHaveLength(2);
    // A later round finds nothing more to send for it.
    await one.sendDue(later);
    expect(await messagesOf(c.id)).toHaveLength(2);
  });
});

describe('results', () => {
  it('a sale with the carried code by a recipient counts as a redemption of the campaign, with its revenue', async () => {
    const g = await guests(LODGE, 8);
    const [promo] = await t.db
      .insert(promotion)
      .values({
        propertyId: LODGE,
        name: 'Winter 15',
        startDate: '2026-01-01',
        endDate: '2099-12-31',
        couponCode: `WINTER${made}`,
        discountKind: 'PERCENT',
        discountValue: 15,
      })
      .returning();
    const c = await draft(8, {
      promotionId: promo!.id,
      content: [
        { language: 'en', subject: 'Code {{couponCode}}', body: 'Hi {{firstName}}, use {{couponCode}}' },
      ],
    });
    await t.api('POST', `/api/campaign/${c.id}/send`, { token: await marketing() });
    const message = (await messagesOf(c.id)).find((m) => m.recipient === g.ana.email)!;
    expect(message.subject).toBe(`Code ${promo!.couponCode}`);
    const claim = {
      promotionId: promo!.id,
      code: promo!.couponCode,
      name: promo!.name,
      discount: 45,
      lineDiscounts: [],
    };
    const sale = { kind: 'BOOKING' as const, reference: 'PROBE', revenue: 255 };
    await recordRedemption(t.db, null, LODGE, claim, { ...sale, id: 900_001, customerId: g.ana.id });
    // A guest the campaign did not write to: not attributed.
    await recordRedemption(t.db, null, LODGE, claim, { ...sale, id: 900_002, customerId: g.nils.id });
    const res = await t.api('GET', `/api/campaign/${c.id}`, { token: await marketing() });
    expect(res.json<Campaign>().results).toMatchObject({ redemptions: 1, revenue: 255 });
  });
});

describe('unsubscribing', () => {
  it('the link works without sign-in: the page names the property, the post clears consent (dated) and counts it', async () => {
    const g = await guests(LODGE, 5);
    const c = await draft(5);
    await t.api('POST', `/api/campaign/${c.id}/send`, { token: await marketing() });
    const message = (await messagesOf(c.id)).find((m) => m.recipient === g.ana.email)!;
    const token = message.secret!.split('/').pop()!;

    const page = await t.api('GET', `/api/public/unsubscribe/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({ propertyName: 'Kauri Lodge', alreadyUnsubscribed: false });
    // Opening the page (a mail scanner does) changes nothing.
    expect((await t.db.select().from(customer).where(eq(customer.id, g.ana.id)))[0]!.marketingConsent).toBe(
      true,
    );

    const done = await t.api('POST', `/api/public/unsubscribe/${token}`);
    expect(done.statusCode, done.body).toBe(200);
    const after = (await t.db.select().from(customer).where(eq(customer.id, g.ana.id)))[0]!;
    expect(after.marketingConsent).toBe(false);
    expect(after.marketingConsentAt).not.toBeNull();
    const again = await t.api('POST', `/api/public/unsubscribe/${token}`);
    expect(again.json()).toEqual({ propertyName: 'Kauri Lodge', alreadyUnsubscribed: true });

    const results = await t.api('GET', `/api/campaign/${c.id}`, { token: await marketing() });
    expect(results.json<Campaign>().results).toMatchObject({ audienceSize: 2, unsubscribed: 1 });

    // The next campaign to the same audience leaves her out.
    const next = await draft(5);
    await t.api('POST', `/api/campaign/${next.id}/send`, { token: await marketing() });
    expect((await messagesOf(next.id)).map((m) => m.recipient)).toEqual([g.elodie.email]);
  });

  it('a token that is not ours, or another recipient with this signature, answers 404', async () => {
    const [any] = await t.db.select().from(campaignRecipient).limit(1);
    const message = (
      await t.db.select().from(outboxMessage).where(eq(outboxMessage.id, any!.messageId!))
    )[0]!;
    const [, mac] = message.secret!.split('/').pop()!.split('.');
    expectHidden(await t.api('GET', `/api/public/unsubscribe/${any!.id + 1}.${mac}`));
    expectHidden(await t.api('POST', `/api/public/unsubscribe/nonsense`));
  });
});

describe('organisation-level campaigns and tenants', () => {
  it('the organisation admin reaches the customers of its properties by business type; a marketing user cannot write for the organisation', async () => {
    const lodge = await guests(LODGE, 6);
    const parlour = await guests(PARLOUR, 6);
    const c = await draft(
      6,
      {
        propertyId: null,
        audience: { birthdayMonths: [6], businessTypes: ['Services'], propertyIds: [LODGE, PARLOUR] },
      },
      await orgAdmin(),
    );
    expect(c.propertyId).toBeNull();
    await t.api('POST', `/api/campaign/${c.id}/send`, { token: await orgAdmin() });
    const to = (await messagesOf(c.id)).map((m) => m.recipient).sort();
    expect(to).toEqual([parlour.ana.email, parlour.elodie.email].sort());
    expect(to).not.toContain(lodge.ana.email);
    const mine = await draft(6, { propertyId: null }, await marketing());
    expect(mine.propertyId).toBe(LODGE);
  });

  it('another organisation sees nothing; a role without the permission is refused', async () => {
    const c = await draft(7);
    const rivalToken = await t.login(rival.orgAdmin.username);
    expectHidden(await t.api('GET', `/api/campaign/${c.id}`, { token: rivalToken }));
    expectHidden(await t.api('POST', `/api/campaign/${c.id}/send`, { token: rivalToken }));
    expectHidden(await t.api('GET', `/api/campaign/organisation/${ORG}`, { token: rivalToken }));
    const rivalProp = await t.login(rival.propAdmin.username);
    expectHidden(await t.api('GET', `/api/campaign/${c.id}`, { token: rivalProp }));
    expectError(
      await t.api('GET', `/api/campaign/organisation/${ORG}`, { token: await session.desk() }),
      403,
    );
    expectError(await t.api('POST', `/api/campaign/${c.id}/send`, { token: await session.desk() }), 403);
    // The spa's admin does not see the lodge's campaign.
    expectHidden(
      await t.api('GET', `/api/campaign/${c.id}`, { token: await session('spa.admin@bookone.demo') }),
    );
    const ids = (
      await t.db
        .select()
        .from(outboxMessage)
        .where(inArray(outboxMessage.relatedId, [String(c.id)]))
    ).length;
    expect(ids).toBe(0);
  });

  it('the list pages and filters the organisation admin sees, and a property user sees their own', async () => {
    const res = await t.api('GET', `/api/campaign/organisation/${ORG}?status=SENT&size=50`, {
      token: await orgAdmin(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: Campaign[]; total: number }>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((i) => i.status === 'SENT')).toBe(true);
    expect(page.items.some((i) => i.propertyId == null)).toBe(true);
    const own = await t.api('GET', `/api/campaign/organisation/${ORG}?size=200`, {
      token: await marketing(),
    });
    expect(own.json<{ items: Campaign[] }>().items.every((i) => i.propertyId === LODGE)).toBe(true);
  });

  it("exports the filtered list with its results, times at the campaign's property (its zone named)", async () => {
    const name = `Export ${randomBytes(3).toString('hex')}`;
    // 20:30 UTC on 15 January is 09:30 the next morning in Auckland (NZDT, UTC+13), the lodge's zone.
    await draft(11, { name, scheduledAt: '2027-01-15T20:30:00.000Z' });
    const xlsx = await t.api(
      'GET',
      `/api/campaign/organisation/${ORG}/export?status=SCHEDULED&search=${encodeURIComponent(name)}`,
      { token: await marketing() },
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/campaigns-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Campaigns')!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    const cell = (h: string) => row[header.indexOf(h)];
    expect([cell('Name'), cell('Property'), cell('Status')]).toEqual([name, 'Kauri Lodge', 'SCHEDULED']);
    expect([cell('Scheduled'), cell('Time zone')]).toEqual(['2027-01-16 09:30', 'Pacific/Auckland']);
    expect(cell('Sent messages')).toBe(0);
    // Another organisation's export answers as a missing organisation.
    const rivalToken = await t.login(rival.orgAdmin.username);
    expectHidden(await t.api('GET', `/api/campaign/organisation/${ORG}/export`, { token: rivalToken }));
  });
});

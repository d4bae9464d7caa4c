// The email path against a real SMTP server started by the test (issue 13): messages queued by the product's own
// requests go through the worker and arrive with the right recipient, subject, text and HTML parts in the
// recipient's language, with the property's name and logo; a server that answers 4xx is retried with backoff, its
// 5xx is final (FAILED at once with the server's answer in Msg Tracker); a resend of the FAILED one arrives.
import {
  SECRET_LINK_MARK,
  type CreatedPaymentLink,
  type OutboxMessage,
  type PaymentGatewayPage,
} from '@bookone/domain';
import { tmpdir } from 'node:os';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxMessage, property } from '../src/db/schema';
import { fileSmsTransport, smtpTransport } from '../src/modules/outbox/outbox-transports';
import { PermanentRefusal } from '../src/modules/outbox/outbox-refusal';
import { createOutboxWorker, OUTBOX_DEFAULTS } from '../src/modules/outbox/outbox-worker';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { startSmtpServer, type SmtpTestServer } from './smtp-test-server';
import { insertUser, uniqueEmail } from './support';

let t: TestApp;
let session: Session;
let HARBOUR: number;

openForTests(openTenantsApp, (app) => ({ t, session, HARBOUR } = app));

const APP_URL = 'https://bookone.test';
/** Msg Tracker is the organisation admin's (message.read, message.write). */
const orgAdmin = () => session('orgadmin@bookone.demo');
const FROM = 'BookOne <no-reply@bookone.example>';
const LOGO = '/uploads/property/harbour-logo.png';
let smtp: SmtpTestServer;

/** Harbour takes payments through the built-in test gateway (payment links need one). */
async function harbourOnTestGateway() {
  const superToken = await session('superadmin@bookone.demo');
  const all = await t.api('GET', '/api/payment-gateway?size=200', { token: superToken });
  const testGateway = all.json<PaymentGatewayPage>().items.find((g) => g.kind === 'TEST');
  const path = `/api/payment-gateway/property/${HARBOUR}`;
  const { version } = (await t.api('GET', path, { token: superToken })).json<{ version?: number }>();
  const saved = await t.api('PUT', path, {
    token: superToken,
    body: { gatewayId: testGateway!.id, mode: 'TEST', version: version ?? 0 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  await t.db.update(property).set({ logoUrl: LOGO }).where(eq(property.id, HARBOUR));
  await harbourOnTestGateway();
});
afterAll(() => smtp?.close());

/** The worker as main.ts makes it, its email through the test's SMTP server. */
function worker() {
  const drop = fileSmsTransport(tmpdir());
  return createOutboxWorker(
    t.db,
    { EMAIL: smtpTransport(smtp.url, FROM), SMS: drop, WHATSAPP: drop },
    { appUrl: () => APP_URL },
  );
}

/** Time passes for the waiting messages: their next attempt is now (a retry's wait is checked, not slept). */
const nextAttemptIsNow = () =>
  t.db
    .update(outboxMessage)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outboxMessage.status, 'PENDING'));

async function runUntilIdle() {
  const w = worker();
  while ((await w.runOnce()) > 0);
}

const tracked = async (id: number) => {
  const res = await t.api('GET', `/api/messages/${id}`, { token: await orgAdmin() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OutboxMessage>();
};
const rowsTo = (recipient: string) =>
  t.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, recipient)).orderBy(outboxMessage.id);
const receivedBy = (recipient: string) => smtp.received.filter((r) => r.to.includes(recipient));

describe('emails through a real SMTP server', () => {
  it('a payment link in French and a password reset in English arrive whole: recipient, subject, text and HTML, the property’s name and logo', async () => {
    await runUntilIdle(); // the demo's backlog, if any
    const payer = uniqueEmail('payeur');
    const res = await t.api('POST', `/api/payment-link/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { purpose: 'AMOUNT', amount: 42.5, description: 'Bon cadeau spa', email: payer, language: 'fr' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<CreatedPaymentLink>();
    const reset = await t.api('POST', '/api/user/forgotPassword', {
      body: { username: 'hotel.housekeeping@bookone.demo' },
    });
    expect(reset.statusCode).toBe(202);

    await runUntilIdle();

    const [fr] = receivedBy(payer);
    expect(fr, 'the payment link email arrived').toBeDefined();
    const [frRow] = await rowsTo(payer);
    expect(fr!.messageId).toBe(`<outbox-${frRow!.id}@bookone>`);
    expect(fr!.mail.from?.value[0]?.address).toBe('no-reply@bookone.example');
    expect(fr!.mail.subject).toBe('Votre paiement à Harbour View Hotel');
    expect(fr!.mail.text).toContain('vous demande de régler 42,50');
    expect(fr!.mail.text).toContain(`${APP_URL}${link.path}`);
    expect(fr!.mail.text).not.toContain(SECRET_LINK_MARK);
    const frHtml = String(fr!.mail.html);
    expect(frHtml).toContain('<html lang="fr">');
    expect(frHtml).toContain(`<a href="${APP_URL}${link.path}">Payer maintenant</a>`);
    expect(frHtml).toContain(`<img src="${APP_URL}${LOGO}" alt="Harbour View Hotel"`);
    expect(frHtml).toContain('<strong style="font-size:18px">Harbour View Hotel</strong>');

    const [en] = receivedBy('hotel.housekeeping@bookone.demo');
    expect(en, 'the password reset email arrived').toBeDefined();
    expect(en!.mail.subject).toBe('Reset your password');
    expect(en!.mail.text).toMatch(/^Hello /);
    expect(en!.mail.text).toMatch(new RegExp(`${APP_URL}/sessions/reset-password/\\S{43}`));
    expect(String(en!.mail.html)).toContain('<html lang="en">');
    expect(String(en!.mail.html)).toContain('>Choose a new password</a>');

    // The tracker: SENT through the mail server, with its reply; the link never shown.
    const m = await tracked(frRow!.id);
    expect(m).toMatchObject({ status: 'SENT', transport: 'smtp', attempts: 1, purpose: 'PAYMENT_LINK' });
    expect(m.providerAnswer).toMatch(/^250/);
    expect(JSON.stringify(m)).not.toContain(link.path);
  });

  it('a password reset speaks the language of the page that asked, and so does an admin’s reset after it; without one, the property’s', async () => {
    await runUntilIdle();
    const org = (await t.db.select().from(property).where(eq(property.id, HARBOUR)))[0]!.organisationId;
    const user = await insertUser(t, { roles: ['PROP_FRONTDESK'], organisationId: org, propertyId: HARBOUR });
    const asked = await t.api('POST', '/api/user/forgotPassword', {
      body: { username: user.username, language: 'fr' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await runUntilIdle();
    const [fr] = receivedBy(user.username);
    expect(fr!.mail.subject).toBe('Réinitialiser votre mot de passe');
    expect(fr!.mail.text).toMatch(/^Bonjour /);
    expect(String(fr!.mail.html)).toContain('<html lang="fr">');
    expect(String(fr!.mail.html)).toContain('>Choisir un nouveau mot de passe</a>');

    // The admin's reset later: the user's language is remembered.
    const byAdmin = await t.api('POST', `/api/user/${user.id}/passwordReset`, {
      token: await session.admin(),
      body: {},
    });
    expect(byAdmin.statusCode, byAdmin.body).toBeLessThan(300);
    await runUntilIdle();
    expect(receivedBy(user.username).map((r) => r.mail.subject)).toEqual([
      'Réinitialiser votre mot de passe',
      'Réinitialiser votre mot de passe',
    ]);

    // A user who never said: the property's message language (French here), else English.
    const other = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: org,
      propertyId: HARBOUR,
    });
    const settings = `/api/property/${HARBOUR}/message-settings`;
    const current = (await t.api('GET', settings, { token: await session.admin() })).json<
      Record<string, unknown>
    >();
    await t.api('PUT', settings, { token: await session.admin(), body: { ...current, language: 'fr' } });
    try {
      const reset = await t.api('POST', `/api/user/${other.id}/passwordReset`, {
        token: await session.admin(),
        body: {},
      });
      expect(reset.statusCode, reset.body).toBeLessThan(300);
      await runUntilIdle();
      expect(receivedBy(other.username).map((r) => r.mail.subject)).toEqual([
        'Réinitialiser votre mot de passe',
      ]);
    } finally {
      await t.api('PUT', settings, { token: await session.admin(), body: current });
    }
  });

  it('a server answering 4xx is retried with backoff (30 s, 2 min); its 5xx is final: FAILED at once with its answer in the tracker; resend delivers once it accepts', async () => {
    await runUntilIdle();
    const payer = uniqueEmail('refused');
    let attempt = 0;
    smtp.refuse = (address) =>
      address !== payer
        ? null
        : ++attempt <= 2
          ? { code: 451, message: 'Greylisted, try again later' }
          : { code: 550, message: 'Mailbox unavailable' };
    try {
      const res = await t.api('POST', `/api/payment-link/property/${HARBOUR}`, {
        token: await session.desk(),
        body: { purpose: 'AMOUNT', amount: 12, description: 'Late checkout', email: payer },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await rowsTo(payer);
      const id = row!.id;

      const waits: number[] = [];
      for (let n = 1; n <= 2; n++) {
        await worker().runOnce();
        const m = await tracked(id);
        expect(m).toMatchObject({ attempts: n, status: 'PENDING' });
        expect(m.lastError).toContain('451 Greylisted');
        // The wait the tracker shows, from the attempt's end (rounded to seconds: the clock moved meanwhile).
        waits.push(Math.round((Date.parse(m.nextAttemptAt!) - Date.parse(m.updatedAt)) / 1000));
        await nextAttemptIsNow();
      }
      expect(waits).toEqual([30, 120]);
      // 550: no such mailbox stays so; the third attempt is the last, two short of the five a 4xx would get.
      await worker().runOnce();
      const failed = await tracked(id);
      expect(failed).toMatchObject({ attempts: 3, status: 'FAILED', nextAttemptAt: null });
      expect(failed.lastError).toMatch(/^Refused for good \(not retried\): .*550 Mailbox unavailable/);
      expect(OUTBOX_DEFAULTS.maxAttempts).toBeGreaterThan(3);
      expect(receivedBy(payer)).toEqual([]);

      // The server takes it now: a resend makes a copy that arrives, with the link that the failed one kept.
      smtp.refuse = null;
      const resent = await t.api('POST', `/api/messages/${id}/resend`, { token: await orgAdmin() });
      expect(resent.statusCode, resent.body).toBe(200);
      const copy = resent.json<OutboxMessage>();
      expect(copy).toMatchObject({ status: 'PENDING', resendOf: id });
      await runUntilIdle();
      expect(await tracked(copy.id)).toMatchObject({ status: 'SENT', attempts: 1 });
      expect((await tracked(id)).status).toBe('FAILED');
      const arrived = receivedBy(payer);
      expect(arrived).toHaveLength(1);
      expect(arrived[0]!.messageId).toBe(`<outbox-${copy.id}@bookone>`);
      expect(arrived[0]!.mail.text).toMatch(new RegExp(`${APP_URL}/pay/\\S+`));
    } finally {
      smtp.refuse = null;
    }
  });
});

describe('the SMTP transport’s refusals', () => {
  const mail = (to: string) => ({
    id: 1,
    channel: 'EMAIL' as const,
    to,
    subject: 'Hi',
    text: 'Hello',
    html: null,
  });
  const failureOf = (url: string, to: string) =>
    smtpTransport(url, FROM)
      .send(mail(to))
      .then(
        () => null,
        (e: unknown) => e,
      );

  it('5xx is a refusal for good; 4xx and a server that does not answer are worth another attempt', async () => {
    smtp.refuse = (address) =>
      address.startsWith('gone')
        ? { code: 550, message: 'No such user' }
        : { code: 452, message: 'Mailbox full' };
    try {
      const gone = await failureOf(smtp.url, uniqueEmail('gone'));
      expect(gone).toBeInstanceOf(PermanentRefusal);
      expect((gone as Error).message).toContain('550 No such user');
      const full = await failureOf(smtp.url, uniqueEmail('full'));
      expect(full).toBeInstanceOf(Error);
      expect(full).not.toBeInstanceOf(PermanentRefusal);
      expect((full as Error).message).toContain('452 Mailbox full');
    } finally {
      smtp.refuse = null;
    }
    // Nothing listens on the server's port once it is closed elsewhere: a network error, retried.
    const down = await startSmtpServer();
    await down.close();
    const network = await failureOf(down.url, uniqueEmail('x'));
    expect(network).toBeInstanceOf(Error);
    expect(network).not.toBeInstanceOf(PermanentRefusal);
  });
});

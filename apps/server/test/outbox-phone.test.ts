// SMS and WhatsApp (issue 13): Twilio's Messages API and Meta's WhatsApp Cloud API, tested offline against their
// recorded answers (test/fixtures) served by a local HTTP server that also records each request as the provider would
// receive it. A property's SMS and WhatsApp messages need its SMS subscription (SMS Host or SMS Subscription): without
// one they are recorded CANCELLED with the reason and never sent. Without a provider, the local drop says so.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { OutboxMessage } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../src/config';
import { outboxMessage, propertySubscription, subscription } from '../src/db/schema';
import { twilioSmsTransport, whatsAppTransport } from '../src/modules/outbox/outbox-phone-providers';
import { transportsFromConfig, type OutgoingMessage } from '../src/modules/outbox/outbox-transports';
import { PermanentRefusal } from '../src/modules/outbox/outbox-refusal';
import { createOutboxWorker, REFUSED_FOR_GOOD } from '../src/modules/outbox/outbox-worker';
import { enqueueMessage, NO_SMS_SUBSCRIPTION } from '../src/modules/outbox/outbox.service';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';

let t: TestApp;
let session: Session;
let HARBOUR: number;
let ORG: number;
openForTests(openTenantsApp, (app) => ({ t, session, HARBOUR, DEMO_ORG: ORG } = app));

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', name), 'utf8')) as Record<string, unknown>;

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The provider's side: records each request, answers what `answer` says for it. */
let provider: Server;
let providerUrl: string;
const requests: Recorded[] = [];
let answer: (r: Recorded) => { status: number; body: unknown } = () => ({ status: 500, body: {} });

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(r);
      const a = answer(r);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const SID = 'ACa1b2c3d4e5f60718293a4b5c6d7e8f90';
/** The stand-in provider answers from 127.0.0.1: allowed here, as OUTBOUND_ALLOW_PRIVATE=1 allows it. */
const LOCAL = { allowPrivate: true };
const twilio = (outbound = LOCAL) =>
  twilioSmsTransport(
    { accountSid: SID, authToken: 'twilio-auth-token', from: '+15005550006', apiUrl: providerUrl },
    outbound,
  );
const whatsApp = () =>
  whatsAppTransport(
    { accessToken: 'meta-access-token', phoneNumberId: '109876543210', apiUrl: `${providerUrl}/v21.0` },
    LOCAL,
  );
const message = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: 7,
  channel: 'SMS',
  to: '+64 21 555-0101',
  subject: null,
  text: 'Harbour View Hotel: pay 42.50 here https://bookone.test/pay/abc',
  html: null,
  ...over,
});

describe('Twilio (SMS)', () => {
  it('posts the form Twilio expects with basic auth, the number in E.164; keeps the message sid and status', async () => {
    requests.length = 0;
    answer = () => ({ status: 201, body: fixture('twilio-message-created.json') });
    const result = await twilio().send(message());
    expect(result.providerAnswer).toBe('201 SM3f9c5a1e0b6d4c2fa8e7b1d0c9a8f7e6 queued');
    const [r] = requests;
    expect(r).toMatchObject({ method: 'POST', url: `/2010-04-01/Accounts/${SID}/Messages.json` });
    expect(r!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:twilio-auth-token`).toString('base64')}`,
    );
    expect(r!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(r!.body))).toEqual({
      To: '+64215550101',
      From: '+15005550006',
      Body: message().text,
    });
  });

  it('a 4xx refusal (invalid number) is for good, with Twilio’s code and message; a rate limit or a 5xx is retried', async () => {
    answer = () => ({ status: 400, body: fixture('twilio-invalid-number.json') });
    const refused = await twilio()
      .send(message())
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermanentRefusal);
    expect((refused as Error).message).toBe("Twilio 400: 21211 Invalid 'To' Phone Number: +64215550...");
    for (const status of [429, 500, 503]) {
      answer = () => ({ status, body: { code: 20429, message: 'Too Many Requests' } });
      const err = await twilio()
        .send(message())
        .catch((e: unknown) => e);
      expect(err, `Twilio ${status}`).toBeInstanceOf(Error);
      expect(err, `Twilio ${status}`).not.toBeInstanceOf(PermanentRefusal);
    }
  });

  it('a provider address on a private network is refused for good without a request, unless allowed', async () => {
    requests.length = 0;
    const refused = await twilio({ allowPrivate: false })
      .send(message())
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermanentRefusal);
    expect((refused as Error).message).toBe(
      'The TWILIO_API_URL host 127.0.0.1 is on a private network: BookOne only fetches public addresses',
    );
    expect(requests).toEqual([]);
  });
});

describe('WhatsApp Cloud API', () => {
  it('posts a text message with the bearer token to the number’s messages; keeps the wamid', async () => {
    requests.length = 0;
    answer = () => ({ status: 200, body: fixture('whatsapp-message-sent.json') });
    const result = await whatsApp().send(message({ channel: 'WHATSAPP' }));
    expect(result.providerAnswer).toBe('200 wamid.HBgLNjQyMTU1NTAxMDEVAgARGBI1RjQyNUE3NEYxMzAzMzQ5MkEA');
    const [r] = requests;
    expect(r).toMatchObject({ method: 'POST', url: '/v21.0/109876543210/messages' });
    expect(r!.headers.authorization).toBe('Bearer meta-access-token');
    expect(JSON.parse(r!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '64215550101',
      type: 'text',
      text: { preview_url: true, body: message().text },
    });
  });

  it('outside the 24-hour window Meta refuses for good, with its code and message; its rate limit (400 too) is retried', async () => {
    answer = () => ({ status: 400, body: fixture('whatsapp-outside-window.json') });
    const refused = await whatsApp()
      .send(message({ channel: 'WHATSAPP' }))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermanentRefusal);
    expect((refused as Error).message).toContain('WhatsApp 400: 131047 (#131047) Re-engagement message');
    answer = () => ({ status: 400, body: { error: { code: 130429, message: 'Rate limit hit' } } });
    const limited = await whatsApp()
      .send(message({ channel: 'WHATSAPP' }))
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(Error);
    expect(limited).not.toBeInstanceOf(PermanentRefusal);
  });
});

describe('through the outbox', () => {
  const orgAdmin = () => session('orgadmin@bookone.demo');
  const queueSms = (phone: string, channel: 'SMS' | 'WHATSAPP' = 'SMS') =>
    t.db.transaction((tx) =>
      enqueueMessage(tx, {
        channel,
        purpose: 'PAYMENT_LINK',
        recipient: phone,
        language: 'en',
        params: {
          payerName: 'Grace',
          amountText: '$42.50',
          forWhat: 'a spa voucher',
          expiresText: '4 December',
        },
        secretPath: '/pay/sms-test-token',
        organisationId: ORG,
        propertyId: HARBOUR,
        dedupeKey: `sms-test:${channel}:${phone}`,
        createdBy: null,
      }),
    );
  const tracked = async (id: number) =>
    (await t.api('GET', `/api/messages/${id}`, { token: await orgAdmin() })).json<OutboxMessage>();

  it('without an SMS subscription the property’s SMS is recorded CANCELLED with the reason, and never sent', async () => {
    const id = (await queueSms('+64 21 555 0199'))!;
    const m = await tracked(id);
    expect(m).toMatchObject({ status: 'CANCELLED', channel: 'SMS', lastError: NO_SMS_SUBSCRIPTION });
    expect((await t.db.select().from(outboxMessage).where(eq(outboxMessage.id, id)))[0]!.secret).toBeNull();
  });

  it('with the SMS Subscription: SMS through Twilio and WhatsApp through Meta, short text with the link; the tracker shows the provider and its answer', async () => {
    const [sms] = await t.db.select().from(subscription).where(eq(subscription.name, 'SMS Subscription'));
    await t.db.insert(propertySubscription).values({ propertyId: HARBOUR, subscriptionId: sms!.id });
    try {
      requests.length = 0;
      answer = (r) =>
        r.url.includes('/messages')
          ? { status: 200, body: fixture('whatsapp-message-sent.json') }
          : { status: 201, body: fixture('twilio-message-created.json') };
      const smsId = (await queueSms('+64 21 555 0101'))!;
      const waId = (await queueSms('+64 21 555 0101', 'WHATSAPP'))!;
      const { transports } = transportsFromConfig({
        smtpUrl: undefined,
        smtpFrom: 'BookOne <no-reply@bookone.example>',
        dataDir: tmpdir(),
        twilio: {
          accountSid: SID,
          authToken: 'twilio-auth-token',
          from: 'MG0123456789abcdef',
          apiUrl: providerUrl,
        },
        whatsApp: { accessToken: 'meta-access-token', phoneNumberId: '109876543210', apiUrl: providerUrl },
        outboundAllowPrivate: true,
      });
      const w = createOutboxWorker(t.db, transports, { appUrl: () => 'https://bookone.test' });
      while ((await w.runOnce()) > 0);

      const form = Object.fromEntries(
        new URLSearchParams(requests.find((r) => r.url.includes('Messages.json'))!.body),
      );
      expect(form.MessagingServiceSid).toBe('MG0123456789abcdef');
      expect(form.Body).toBe(
        'Harbour View Hotel asks you to pay $42.50 for a spa voucher. Pay securely online with this link (it works until 4 December): https://bookone.test/pay/sms-test-token',
      );
      const wa = JSON.parse(requests.find((r) => r.url.endsWith('/messages'))!.body) as {
        text: { body: string };
      };
      expect(wa.text.body).toBe(form.Body);
      expect(await tracked(smsId)).toMatchObject({
        status: 'SENT',
        transport: 'twilio',
        providerAnswer: '201 SM3f9c5a1e0b6d4c2fa8e7b1d0c9a8f7e6 queued',
      });
      expect(await tracked(waId)).toMatchObject({ status: 'SENT', transport: 'whatsapp-cloud' });

      // A number Twilio refuses is FAILED after its first attempt, the refusal in the tracker.
      answer = () => ({ status: 400, body: fixture('twilio-invalid-number.json') });
      const badId = (await queueSms('+64 21 555 0000'))!;
      while ((await w.runOnce()) > 0);
      const bad = await tracked(badId);
      expect(bad).toMatchObject({ status: 'FAILED', attempts: 1, nextAttemptAt: null, transport: 'twilio' });
      expect(bad.lastError).toBe(
        `${REFUSED_FOR_GOOD}Twilio 400: 21211 Invalid 'To' Phone Number: +64215550...`,
      );
    } finally {
      await t.db
        .delete(propertySubscription)
        .where(
          and(eq(propertySubscription.propertyId, HARBOUR), eq(propertySubscription.subscriptionId, sms!.id)),
        );
    }
  });

  it('no provider configured: SMS and WhatsApp go to the local drop, and the answer says nothing was sent', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bookone-sms-drop-'));
    try {
      const { transports, description } = transportsFromConfig({
        smtpUrl: undefined,
        smtpFrom: 'x <x@example.com>',
        dataDir,
      });
      expect(description).toContain('SMS and WhatsApp are written to');
      const result = await transports.SMS.send(message());
      expect(transports.SMS.name).toBe('file');
      expect(result.providerAnswer).toMatch(/^Not sent \(no SMS provider configured\): written to /);
      expect((await transports.WHATSAPP.send(message({ channel: 'WHATSAPP' }))).providerAnswer).toMatch(
        /^Not sent \(no WhatsApp provider configured\)/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('the configuration takes a provider whole or not at all', () => {
    const base = { DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: SID })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_AUTH_TOKEN is needed/);
    expect(() => loadConfig({ ...base, WHATSAPP_ACCESS_TOKEN: 'meta-access-token' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID is needed/,
    );
    const c = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token',
      TWILIO_FROM: '+15005550006',
    });
    expect(c.twilio).toEqual({
      accountSid: SID,
      authToken: 'twilio-auth-token',
      from: '+15005550006',
      apiUrl: 'https://api.twilio.com',
    });
    expect(c.whatsApp).toBeUndefined();
    expect(c.outboundAllowPrivate).toBe(false);
    expect(loadConfig({ ...base, OUTBOUND_ALLOW_PRIVATE: '1' }).outboundAllowPrivate).toBe(true);
  });
});

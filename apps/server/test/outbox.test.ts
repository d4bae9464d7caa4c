// The message outbox (issue 13, decision 0029): a password link's email is queued with the link and never shown; the
// worker delivers it once (two workers racing, a worker dying mid-send), retries with backoff and gives up after N;
// Msg Tracker lists within reach, filters, exports, resends and cancels.
import {
  SECRET_LINK_MARK,
  type OutboxMessage,
  type OutboxPage,
  type PasswordLink,
  type SignupResponse,
} from '@bookone/domain';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { AddressInfo } from 'node:net';

import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';

import { outboxMessage } from '../src/db/schema';
import {
  fileSmsTransport,
  smtpTransport,
  transportsFromConfig,
  type OutgoingMessage,
  type Transports,
} from '../src/modules/outbox/outbox-transports';
import { createOutboxWorker, type OutboxWorkerOptions } from '../src/modules/outbox/outbox-worker';
import { claimDue, markSent } from '../src/modules/outbox/outbox.repository';
import { enqueueMessage } from '../src/modules/outbox/outbox.service';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { expectError, uniqueEmail, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let ORG: number;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, HARBOUR, DEMO_ORG: ORG } = app);
});

const APP_URL = 'https://bookone.test';
const orgAdmin = () => session('orgadmin@bookone.demo');
const superAdmin = () => session('superadmin@bookone.demo');
const secretOf = (link: PasswordLink) => link.path.split('/').pop() ?? '';

/** A transport that records what it was given, failing while `failing` is set. */
function fakeTransport(opts: { failing?: boolean; delayMs?: number } = {}) {
  const sent: OutgoingMessage[] = [];
  const transport = {
    name: 'fake',
    failing: opts.failing ?? false,
    async send(m: OutgoingMessage) {
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (transport.failing) throw new Error('550 mailbox unavailable');
      sent.push(m);
      return { providerAnswer: `250 accepted ${m.id}` };
    },
  };
  const transports: Transports = { EMAIL: transport, SMS: transport, WHATSAPP: transport };
  return { sent, transport, transports };
}

const worker = (transports: Transports, options: Partial<OutboxWorkerOptions> = {}) =>
  createOutboxWorker(t.db, transports, { appUrl: () => APP_URL, backoffMs: () => 0, ...options });

/** Runs rounds until nothing is due. */
async function drain(w: ReturnType<typeof worker>) {
  while ((await w.runOnce()) > 0);
}

const rowOf = async (id: number) =>
  (await t.db.select().from(outboxMessage).where(eq(outboxMessage.id, id)))[0]!;
const rowsTo = (recipient: string) =>
  t.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, recipient)).orderBy(outboxMessage.id);

async function invite(token: string, email = uniqueEmail('invitee')) {
  const res = await t.api('POST', '/api/user/signup', {
    token,
    body: { email, firstName: 'Ivy', lastName: 'Invitee', roles: ['PROP_FRONTDESK'], propertyId: HARBOUR },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email, created: res.json<SignupResponse>() };
}

async function messages(query: string, token?: string): Promise<OutboxPage> {
  const res = await t.api('GET', `/api/messages?${query}`, { token: token ?? (await orgAdmin()) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OutboxPage>();
}

/** Sends everything queued so far, so that a test starts from an empty queue. */
async function sendBacklog() {
  await drain(worker(fakeTransport().transports));
}

describe('a password link is emailed through the outbox', () => {
  it('an invitation: the admin still sees the link once, the email waits with the link kept apart, the tracker never shows it', async () => {
    const { email, created } = await invite(await orgAdmin());
    const secret = secretOf(created.invitation!);
    expect(secret.length).toBeGreaterThan(30);

    const [row] = await rowsTo(email);
    expect(row).toMatchObject({
      status: 'PENDING',
      channel: 'EMAIL',
      purpose: 'INVITE',
      organisationId: ORG,
      propertyId: HARBOUR,
      relatedEntity: 'user',
      relatedId: String(created.user.id),
      secret: created.invitation!.path,
    });
    expect(row!.body).toContain(SECRET_LINK_MARK);
    expect(row!.body + row!.html + row!.subject).not.toContain(secret);

    const page = await messages(`search=${encodeURIComponent(email)}`);
    expect(page.items.map((m) => [m.recipient, m.purpose, m.status])).toEqual([[email, 'INVITE', 'PENDING']]);
    const one = await t.api('GET', `/api/messages/${row!.id}`, { token: await orgAdmin() });
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(secret);
    expect(one.json<OutboxMessage>().body).toContain(SECRET_LINK_MARK);
  });

  it('delivered once with the full link; the link is then erased and the tracker shows SENT and the answer', async () => {
    await sendBacklog();
    const { email, created } = await invite(await session.admin());
    const fake = fakeTransport();
    const w = worker(fake.transports);
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);

    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.to).toBe(email);
    expect(fake.sent[0]!.text).toContain(`${APP_URL}${created.invitation!.path}`);
    expect(fake.sent[0]!.html).toContain(`href="${APP_URL}${created.invitation!.path}"`);
    expect(fake.sent[0]!.text).not.toContain(SECRET_LINK_MARK);

    const [row] = await rowsTo(email);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, secret: null, transport: 'fake' });
    const [m] = (await messages(`search=${encodeURIComponent(email)}&status=SENT`)).items;
    expect(m).toMatchObject({ status: 'SENT', providerAnswer: `250 accepted ${row!.id}` });
    expect(m!.sentAt).not.toBeNull();
  });

  it('forgot password queues a reset email (the answer and the log carry no link); a newer link cancels the waiting one', async () => {
    const { email } = await invite(await orgAdmin());
    const [invitation] = await rowsTo(email);
    // An admin's reset of a user still invited makes a new invitation: the first email is cancelled, its link erased.
    const userId = Number(invitation!.relatedId);
    const again = await t.api('POST', `/api/user/${userId}/invitation`, { token: await orgAdmin() });
    expect(again.statusCode, again.body).toBe(200);
    const [first, second] = await rowsTo(email);
    expect(first).toMatchObject({ status: 'CANCELLED', secret: null });
    expect(second).toMatchObject({ status: 'PENDING', purpose: 'INVITE' });

    const res = await t.api('POST', '/api/user/forgotPassword', {
      body: { username: 'hotel.housekeeping@bookone.demo' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.body).not.toContain('/sessions/');
    const resets = await rowsTo('hotel.housekeeping@bookone.demo');
    expect(resets.map((r) => [r.purpose, r.status])).toEqual([['PASSWORD_RESET', 'PENDING']]);
    expect(resets[0]!.secret).toMatch(/^\/sessions\/reset-password\/.{43}$/);
  });

  it('a message enqueued in a transaction that rolls back does not exist', async () => {
    const recipient = uniqueEmail('rolled');
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMessage(tx, {
          channel: 'EMAIL',
          purpose: 'PASSWORD_RESET',
          recipient,
          params: { firstName: 'Ro', validHours: 1 },
          organisationId: ORG,
          propertyId: null,
          dedupeKey: `test:${recipient}`,
          createdBy: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsTo(recipient)).toEqual([]);
  });
});

describe('the worker', () => {
  async function queue(n: number, prefix: string) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const recipient = uniqueEmail(prefix);
      const id = await t.db.transaction((tx) =>
        enqueueMessage(tx, {
          channel: i % 2 ? 'SMS' : 'EMAIL',
          purpose: 'PASSWORD_RESET',
          recipient,
          params: { firstName: 'Q', validHours: 1 },
          secretPath: `/sessions/reset-password/${prefix}${i}`,
          organisationId: ORG,
          // SMS of a property needs its SMS subscription (outbox-smtp.test.ts): these are the organisation's.
          propertyId: i % 2 ? null : HARBOUR,
          dedupeKey: `test:${recipient}`,
          createdBy: null,
        }),
      );
      ids.push(id!);
    }
    return ids;
  }

  it('the same dedupe key enqueues once', async () => {
    const recipient = uniqueEmail('dedupe');
    const again = () =>
      t.db.transaction((tx) =>
        enqueueMessage(tx, {
          channel: 'EMAIL',
          purpose: 'PASSWORD_RESET',
          recipient,
          params: {},
          organisationId: ORG,
          propertyId: null,
          dedupeKey: `test:${recipient}`,
          createdBy: null,
        }),
      );
    expect(await again()).toBeGreaterThan(0);
    expect(await again()).toBeNull();
    expect(await rowsTo(recipient)).toHaveLength(1);
  });

  it('retries a failure later with backoff, then FAILED after the last attempt; the tracker shows the error', async () => {
    await sendBacklog();
    const [id] = await queue(1, 'retry');
    const fake = fakeTransport({ failing: true });
    const waits: number[] = [];
    const w = worker(fake.transports, {
      maxAttempts: 3,
      backoffMs: (n) => {
        waits.push(n);
        return n === 1 ? 60_000 : 0;
      },
    });
    expect(await w.runOnce()).toBe(1);
    let row = await rowOf(id!);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: '550 mailbox unavailable' });
    // Not due before its backoff is over.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await w.runOnce()).toBe(0);
    await t.db.update(outboxMessage).set({ nextAttemptAt: new Date() }).where(eq(outboxMessage.id, id!));
    await drain(w);
    row = await rowOf(id!);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect(waits).toEqual([1, 2]);
    const [m] = (await messages(`status=FAILED&search=${encodeURIComponent(row.recipient)}`)).items;
    expect(m).toMatchObject({ status: 'FAILED', attempts: 3, lastError: '550 mailbox unavailable' });

    // Resent: a new PENDING copy takes the link (the failed one keeps none), and goes out once the server is back.
    const res = await t.api('POST', `/api/messages/${id}/resend`, { token: await orgAdmin() });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json<OutboxMessage>();
    expect(copy).toMatchObject({ status: 'PENDING', resendOf: id, attempts: 0, recipient: row.recipient });
    expect((await rowOf(id!)).secret).toBeNull();
    expectError(await t.api('POST', `/api/messages/${id}/resend`, { token: await orgAdmin() }), 409);
    fake.transport.failing = false;
    await drain(w);
    expect(fake.sent.map((s) => s.id)).toEqual([copy.id]);
    expect(fake.sent[0]!.text).toContain(`${APP_URL}/sessions/reset-password/retry0`);
    // A sent link message cannot be sent again: its link is gone.
    expectError(await t.api('POST', `/api/messages/${copy.id}/resend`, { token: await orgAdmin() }), 409);
  });

  it('two workers racing send every message exactly once', async () => {
    await sendBacklog();
    const ids = await queue(24, 'race');
    const fake = fakeTransport({ delayMs: 2 });
    const a = worker(fake.transports, { batch: 3 });
    const b = worker(fake.transports, { batch: 3 });
    await Promise.all([drain(a), drain(b), drain(a)]);
    const sentIds = fake.sent.map((m) => m.id).sort((x, y) => x - y);
    expect(sentIds).toEqual([...ids].sort((x, y) => x - y));
    const rows = await t.db.select().from(outboxMessage).where(inArray(outboxMessage.id, ids));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1 && r.secret === null)).toBe(true);
  });

  it('a worker that dies mid-send: after the lease another sends the message once, and the dead claim cannot overwrite it', async () => {
    await sendBacklog();
    const [id] = await queue(1, 'crash');
    // The first worker claims it and dies before an outcome (nothing more is written by it).
    const [dead] = await claimDue(t.db, 10, 60_000);
    expect(dead).toMatchObject({ id, status: 'SENDING', attempts: 1 });
    const fake = fakeTransport();
    const next = worker(fake.transports, { leaseMs: 60_000 });
    expect(await next.runOnce()).toBe(0); // still under the dead worker's lease
    // The lease runs out (moved into the past rather than waited for: a loaded machine makes waits unreliable).
    await t.db
      .update(outboxMessage)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessage.id, id!));
    expect(await next.runOnce()).toBe(1);
    expect(await next.runOnce()).toBe(0);
    expect(fake.sent.map((m) => m.id)).toEqual([id]);
    expect(await rowOf(id!)).toMatchObject({ status: 'SENT', attempts: 2 });
    // Had it woken up after all, its outcome is refused: the row is the second claim's.
    expect(await markSent(t.db, dead!, { transport: 'late', providerAnswer: null })).toBe(false);
    expect((await rowOf(id!)).transport).toBe('fake');
  });

  it('start/stop: a started worker delivers without being asked, and stop waits for its round', async () => {
    const [id] = await queue(1, 'loop');
    const fake = fakeTransport();
    const w = worker(fake.transports, { pollMs: 20 });
    w.start();
    for (let i = 0; i < 100 && (await rowOf(id!)).status !== 'SENT'; i++)
      await new Promise((r) => setTimeout(r, 20));
    await w.stop();
    expect((await rowOf(id!)).status).toBe('SENT');
  });
});

describe('Msg Tracker: reach, filters, cancel, export', () => {
  it('an organisation admin sees only their organisation; another organisation gets 404 for a message; the platform sees all', async () => {
    const { email } = await invite(await orgAdmin());
    const [row] = await rowsTo(email);
    const rivalToken = await t.login(rival.orgAdmin.username);
    expect((await messages(`search=${encodeURIComponent(email)}`, rivalToken)).total).toBe(0);
    expectError(await t.api('GET', `/api/messages/${row!.id}`, { token: rivalToken }), 404);
    expectError(await t.api('POST', `/api/messages/${row!.id}/cancel`, { token: rivalToken }), 404);
    expectError(await t.api('GET', `/api/messages?propertyId=${HARBOUR}`, { token: rivalToken }), 404);
    expect((await messages(`search=${encodeURIComponent(email)}`, await superAdmin())).total).toBe(1);
    // The property's admin and desk have no Msg Tracker.
    expectError(await t.api('GET', '/api/messages', { token: await session.admin() }), 403);
    expectError(await t.api('GET', '/api/messages', { token: await session.desk() }), 403);
  });

  it('filters by status, channel, type and days; pages; sorts', async () => {
    const { email } = await invite(await orgAdmin());
    const q = `search=${encodeURIComponent(email)}`;
    expect((await messages(`${q}&status=PENDING&purpose=INVITE&channel=EMAIL`)).total).toBe(1);
    expect((await messages(`${q}&status=SENT`)).total).toBe(0);
    expect((await messages(`${q}&channel=SMS`)).total).toBe(0);
    expect((await messages(`${q}&purpose=PASSWORD_RESET`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await messages(`${q}&from=${today}&to=${today}`)).total).toBe(1);
    expect((await messages(`${q}&to=2020-01-01`)).total).toBe(0);
    const paged = await messages('size=2&page=0&sort=recipient&order=asc');
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0]!.recipient.toLowerCase() <= paged.items[1]!.recipient.toLowerCase()).toBe(true);
    expectError(await t.api('GET', '/api/messages?status=LOST', { token: await orgAdmin() }), 400);
  });

  it('cancel stops a waiting message (the worker skips it, its link erased); a second cancel is 409', async () => {
    const { email } = await invite(await orgAdmin());
    const [row] = await rowsTo(email);
    const res = await t.api('POST', `/api/messages/${row!.id}/cancel`, { token: await orgAdmin() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OutboxMessage>().status).toBe('CANCELLED');
    expect((await rowOf(row!.id)).secret).toBeNull();
    expectError(await t.api('POST', `/api/messages/${row!.id}/cancel`, { token: await orgAdmin() }), 409);
    expectError(await t.api('POST', `/api/messages/${row!.id}/resend`, { token: await orgAdmin() }), 409);
    const fake = fakeTransport();
    await drain(worker(fake.transports));
    expect(fake.sent.map((m) => m.to)).not.toContain(email);
  });

  it('exports the filtered list as a workbook', async () => {
    const res = await t.api('GET', '/api/messages/export?status=SENT', { token: await orgAdmin() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('messages');
  });
});

describe('the local mail drop (no SMTP_URL)', () => {
  it('writes each email as an .eml any mail client opens, and each SMS as text, under DATA_DIR/outbox', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bookone-outbox-'));
    try {
      const { transports, description } = transportsFromConfig({
        smtpUrl: undefined,
        smtpFrom: 'BookOne <no-reply@bookone.example>',
        dataDir,
      });
      expect(description).toContain(join(dataDir, 'outbox'));
      const result = await transports.EMAIL.send({
        id: 7,
        channel: 'EMAIL',
        to: 'ivy@example.nz',
        subject: 'You are invited to Harbour View Hotel',
        text: 'Hello Ivy,\nhttps://bookone.test/sessions/set-password/abc',
        html: '<p>Hello Ivy</p>',
      });
      const eml = await readFile(join(dataDir, 'outbox', 'message-7.eml'), 'utf8');
      expect(result.providerAnswer).toContain('message-7.eml');
      expect(eml).toMatch(/^To: ivy@example\.nz$/m);
      expect(eml).toMatch(/^Subject: You are invited to Harbour View Hotel$/m);
      expect(eml).toMatch(/^Message-ID: <outbox-7@bookone>$/m);
      expect(eml).toContain('multipart/alternative');
      await transports.SMS.send({
        id: 8,
        channel: 'SMS',
        to: '+64 21 555 0101',
        subject: null,
        text: 'Hi',
        html: null,
      });
      expect(await readFile(join(dataDir, 'outbox', 'message-8.sms.txt'), 'utf8')).toBe(
        'To: +64 21 555 0101\n\nHi\n',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('email over SMTP (a real SMTP server started by the test)', () => {
  it('delivers through the server with the link joined in; a refused recipient is retried with the server’s answer', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('refused')) {
          // A temporary refusal (4xx): worth another attempt; a 5xx is final (outbox-smtp.test.ts).
          const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
          err.responseCode = 450;
          callback(err);
        } else callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await sendBacklog();
      const { port } = server.server.address() as AddressInfo;
      const smtp = smtpTransport(`smtp://127.0.0.1:${port}`, 'BookOne <no-reply@bookone.example>');
      const drop = fileSmsTransport(tmpdir());
      const w = worker({ EMAIL: smtp, SMS: drop, WHATSAPP: drop }, { backoffMs: () => 60_000 });
      const good = uniqueEmail('smtp');
      const refused = `refused-${uniqueEmail('smtp')}`;
      const ids: number[] = [];
      for (const recipient of [good, refused]) {
        ids.push(
          (await t.db.transaction((tx) =>
            enqueueMessage(tx, {
              channel: 'EMAIL',
              purpose: 'PASSWORD_RESET',
              recipient,
              params: { firstName: 'Sam', username: recipient, validHours: 1 },
              secretPath: '/sessions/reset-password/smtp-secret',
              organisationId: ORG,
              propertyId: null,
              dedupeKey: `test:${recipient}`,
              createdBy: null,
            }),
          ))!,
        );
      }
      expect(await w.runOnce()).toBe(2);

      expect(received.map((r) => r.to)).toEqual([[good]]);
      expect(received[0]!.raw).toMatch(/^Subject: Reset your password$/m);
      expect(received[0]!.raw).toContain(`Message-ID: <outbox-${ids[0]}@bookone>`);
      expect(received[0]!.raw).toContain(`${APP_URL}/sessions/reset-password/smtp-secret`);
      const sent = await rowOf(ids[0]!);
      expect(sent).toMatchObject({ status: 'SENT', transport: 'smtp', secret: null });
      expect(sent.providerAnswer).toMatch(/^250/);
      const retried = await rowOf(ids[1]!);
      expect(retried).toMatchObject({ status: 'PENDING', attempts: 1, transport: 'smtp' });
      expect(retried.lastError).toContain('Mailbox unavailable');
      expect(retried.secret).toBe('/sessions/reset-password/smtp-secret');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

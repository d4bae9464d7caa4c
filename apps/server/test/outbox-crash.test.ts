// The outbox survives a kill -9 of the server mid-send (issue 13, decision 0029). The real server runs as a child
// process on a fresh DATA_DIR with SMTP_URL pointing at an SMTP server started here. Three invitations are queued;
// the server holds the first message's DATA unanswered (it has the whole message, the sender has no reply) and the
// process is killed right then. A new process on the same data takes over once the lease runs out. Run on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL (a database of its own), side by side.
//
// What the product guarantees, honestly: no message is lost, and each is delivered at least once; SMTP cannot be
// exactly-once across a crash, since the sender may die after the server took the message and before it heard so.
// Every copy carries the same Message-ID (<outbox-{id}@bookone>), so a receiver that dedupes on it (as this test's
// server does, and as mail stores commonly do) delivers each message exactly once. A crash anywhere else (before
// DATA, or after SENT was written) sends nothing twice: the lease hands an unfinished claim to the next worker, and
// the outcome of a claim is written only while the claim is still its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { OutboxPage } from '@bookone/domain';
import { afterAll, describe, it, type ExpectStatic } from 'vitest';

import { withDatabase } from './db-template';
import { adminQuery } from './helpers';
import { startServer, type ServerProcess } from './server-process';
import { startSmtpServer, type SmtpTestServer } from './smtp-test-server';

const SUPER = { username: 'super@crash.test', password: 'Super#Crash2026' };
/** Long enough for the take-over to come from the lease, short enough for the test. */
const LEASE_MS = 4_000;
/** Each start of the server (tsx compiles it; the first migrates): a loaded machine takes minutes. */
const READY_MS = 150_000;
/** Two starts, the lease, the sends. */
const TIMEOUT_MS = 2 * READY_MS + 120_000;

const running: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const s of running) s.child.kill('SIGKILL');
  for (const c of cleanups) await c();
});

/** Where the server keeps its data: a DATA_DIR (PGlite) and, on PostgreSQL, its DATABASE_URL. */
type Store = Record<string, string>;

async function start(store: Store, smtp: SmtpTestServer) {
  const server = await startServer(
    {
      ...store,
      SMTP_URL: smtp.url,
      APP_URL: 'https://bookone.test',
      OUTBOX_LEASE_MS: String(LEASE_MS),
      ADMIN_EMAIL: SUPER.username,
      ADMIN_PASSWORD: SUPER.password,
    },
    { readyTimeoutMs: READY_MS },
  );
  running.push(server);
  return server;
}

async function login(expect: ExpectStatic, server: ServerProcess, username: string, password: string) {
  const res = await server.api('POST', '/api/user/login', { username, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { token: string }).token;
}

/** Waits (polling) until `done` holds; fails with `what` after `ms`. Not a timing assertion: a bounded wait. */
async function until(done: () => boolean, what: string, ms = 90_000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A fresh store: a DATA_DIR, with a database of its own on the PostgreSQL server when `postgresUrl` is given. */
async function freshStore(postgresUrl?: string): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookone-outbox-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (!postgresUrl) return { DATA_DIR: dataDir };
  const name = `bookone_outbox_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `create database ${name}`);
  cleanups.push(() => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`));
  return { DATA_DIR: dataDir, DATABASE_URL: withDatabase(postgresUrl, name) };
}

const TITLE =
  'nothing is lost; the message cut mid-DATA is sent again by the next process with the same Message-ID, so each is delivered once';

async function crashMidSendAndCheck(expect: ExpectStatic, store: Store) {
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());
  smtp.holdData = true;
  const held = smtp.nextHeld();

  const first = await start(store, smtp);
  const signup = await first.api('POST', '/api/user/signup', {
    email: 'owner@crash.test',
    password: 'Owner#Crash2026',
    firstName: 'Olive',
    lastName: 'Owner',
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const { token, user } = signup.body as { token: string; user: { propertyId: number } };
  const invitees = ['ann@crash.test', 'ben@crash.test', 'cat@crash.test'];
  for (const email of invitees) {
    const res = await first.api(
      'POST',
      '/api/user/signup',
      {
        email,
        firstName: 'Staff',
        lastName: 'Member',
        roles: ['PROP_FRONTDESK'],
        propertyId: user.propertyId,
      },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  // The worker is sending its first message: the server has it all and answers nothing. Pull the plug.
  const cut = await held;
  expect(invitees).toContain(cut.to[0]);
  first.child.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  expect(smtp.delivered()).toEqual([]);

  // A new process on the same data: once the dead claim's lease runs out, it sends everything.
  smtp.holdData = false;
  const second = await start(store, smtp);
  await until(() => smtp.delivered().length >= invitees.length, 'the three invitations delivered');
  // A round more of the worker, had it anything left to send twice.
  await new Promise((r) => setTimeout(r, 1_500));

  const delivered = smtp.delivered();
  expect(delivered.map((r) => r.to[0]).sort()).toEqual(invitees);
  // Acknowledged copies: exactly one per message.
  const acknowledged = smtp.received.filter((r) => r.acknowledged);
  expect(acknowledged).toHaveLength(invitees.length);
  // The cut message came twice over the wire (once unanswered), both times under one Message-ID.
  const copies = smtp.received.filter((r) => r.messageId === cut.messageId);
  expect(copies.map((r) => r.acknowledged)).toEqual([false, true]);
  expect(copies[1]!.mail.text).toBe(cut.mail.text);

  // The tracker of the new process: every message SENT once; the cut one took two attempts.
  const superToken = await login(expect, second, SUPER.username, SUPER.password);
  const page = await second.api('GET', '/api/messages?purpose=INVITE&size=50', undefined, superToken);
  expect(page.status).toBe(200);
  const items = (page.body as OutboxPage).items;
  expect(items.map((m) => [m.recipient, m.status]).sort()).toEqual(invitees.map((e) => [e, 'SENT']));
  const cutRow = items.find((m) => `<outbox-${m.id}@bookone>` === cut.messageId);
  expect(cutRow?.attempts).toBe(2);
}

// The stores run side by side: each mostly waits for its own server to start.
describe.concurrent('the outbox across a kill -9 of the server mid-send', () => {
  it(`PGlite: ${TITLE}`, async ({ expect }) => crashMidSendAndCheck(expect, await freshStore()), TIMEOUT_MS);

  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)(
    `PostgreSQL: ${TITLE}`,
    async ({ expect }) => crashMidSendAndCheck(expect, await freshStore(url)),
    TIMEOUT_MS,
  );
});

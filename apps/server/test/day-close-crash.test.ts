// The day close survives a kill -9 in the middle (issue 15, decision 0046). A child process runs the automatic close
// of the demo hotel on a store of its own and is killed right after the room charges step committed; a second
// process takes the run over once the lease has passed and finishes it from the step after. Nothing is posted or
// marked twice: the run's figures, the postings and their audit rows are those of the first pass. Runs on the
// suite's store: PGlite, or with TEST_DATABASE_URL a PostgreSQL database of its own. Kept short: no HTTP server, just
// the day close's service in a process.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { addDays, dayCloseDueAt, todayIn } from '@bookone/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, inject, it, type ExpectStatic } from 'vitest';

import { openPostgres, wrapPglite, type Database } from '../src/db/client';
import {
  auditLog,
  bookingAudit,
  dayCloseRun,
  property,
  propertyDayClose,
  roomChargePosting,
} from '../src/db/schema';
import { withDatabase } from './db-template';
import { adminQuery } from './helpers';

const CHILD = fileURLToPath(new URL('./fixtures/day-close-child.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LEASE_MS = 1_000;
const TIMEOUT_MS = 240_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** Where the child keeps its data: DATA_DIR (PGlite) or, on PostgreSQL, DATABASE_URL too. */
type Store = Record<string, string>;

/** A copy of the run's demo-seeded template: a PGlite data directory, or a database of its own on the server. */
async function freshStore(): Promise<{ store: Store; open: () => Promise<Database> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookone-day-close-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const pgdata = join(dataDir, 'pgdata');
    mkdirSync(pgdata);
    const seeded = await PGlite.create(pgdata, { loadDataDir: new Blob([readFileSync(template.file)]) });
    await seeded.close();
    return { store: { DATA_DIR: dataDir }, open: async () => wrapPglite(await PGlite.create(pgdata)) };
  }
  const name = `bookone_day_close_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.url, `create database ${name} template ${template.template}`);
  cleanups.push(() => adminQuery(template.url, `drop database if exists ${name} with (force)`));
  const url = withDatabase(template.url, name);
  return { store: { DATA_DIR: dataDir, DATABASE_URL: url }, open: async () => openPostgres(url) };
}

/** Runs the child until it prints `line` (then kills it) or exits; answers what it printed after `line`. */
function runChild(env: Store, line: 'STOPPED' | 'FINISHED'): Promise<string> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = new RegExp(`^${line} (.*)$`, 'm').exec(output);
      if (!m) return;
      if (line === 'STOPPED') child.kill('SIGKILL');
      child.once('exit', () => resolve(m[1]!));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      if (!new RegExp(`^${line} `, 'm').test(output))
        reject(new Error(`day close child ended (${code ?? signal}) before ${line}:\n${output}`));
    });
  });
}

const TITLE = 'a close killed after its room charges is finished by the next process, nothing posted twice';

async function crashAndResume(expect: ExpectStatic) {
  const { store, open } = await freshStore();
  // The demo hotel closes on its own at 23:00; the round runs a minute after today's close fell due.
  let db = await open();
  const [hotel] = await db.db
    .select({ id: property.id, timezone: property.timezone })
    .from(property)
    .where(eq(property.name, 'Harbour View Hotel'));
  const today = todayIn(hotel!.timezone);
  await db.db
    .insert(propertyDayClose)
    .values({ propertyId: hotel!.id, automatic: true, auditTime: '23:00', businessDate: today });
  await db.close();
  const env = {
    ...store,
    LEASE_MS: String(LEASE_MS),
    NOW: String(dayCloseDueAt(today, '23:00', hotel!.timezone) + 60_000),
  };

  const stopped = JSON.parse(await runChild({ ...env, STOP_AFTER: 'ROOM_CHARGES' }, 'STOPPED')) as {
    nightsPosted: number;
    noShows: number;
  };
  // The demo hotel has guests in house and arrivals today: the pass did something that could be done twice.
  expect(stopped.nightsPosted).toBeGreaterThan(0);
  // The next process waits out the dead one's lease (a second at most), then finishes the run.
  expect(await runChild(env, 'FINISHED')).toBe('1');

  db = await open();
  try {
    const [run] = await db.db.select().from(dayCloseRun).where(eq(dayCloseRun.propertyId, hotel!.id));
    expect(run).toMatchObject({
      businessDate: today,
      status: 'DONE',
      stepsDone: ['NO_SHOWS', 'ROOM_CHARGES', 'EXCEPTIONS', 'ROLL'],
      attempts: 2,
      nightsPosted: stopped.nightsPosted,
      noShows: stopped.noShows,
    });
    const p = hotel!.id;
    const [postings] = await db.db
      .select({ n: count() })
      .from(roomChargePosting)
      .where(eq(roomChargePosting.propertyId, p));
    expect(postings!.n).toBe(stopped.nightsPosted);
    const [audits] = await db.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.propertyId, p), eq(auditLog.event, 'ROOM_CHARGE_POSTED')));
    expect(audits!.n).toBe(stopped.nightsPosted);
    const [noShows] = await db.db
      .select({ n: count() })
      .from(bookingAudit)
      .where(
        and(eq(bookingAudit.propertyId, p), eq(bookingAudit.type, 'NO_SHOW'), isNull(bookingAudit.userId)),
      );
    expect(noShows!.n).toBe(stopped.noShows);
    const [rolled] = await db.db
      .select({ businessDate: propertyDayClose.businessDate })
      .from(propertyDayClose)
      .where(eq(propertyDayClose.propertyId, p));
    // The next business date is open.
    expect(rolled!.businessDate).toBe(addDays(today, 1));
  } finally {
    await db.close();
  }
}

// The store is the run's: PGlite, or PostgreSQL when the suite runs with TEST_DATABASE_URL (CI runs both).
describe('the day close across a kill -9 mid-run', () => {
  it(`${inject('dbTemplate').kind}: ${TITLE}`, async ({ expect }) => crashAndResume(expect), TIMEOUT_MS);
});

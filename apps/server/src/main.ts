import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { appUser } from './db/schema';
import { transportsFromConfig } from './modules/outbox/outbox-transports';
import { createOutboxWorker } from './modules/outbox/outbox-worker';
import { loadSecretsKey, SecretBoxError, secretsKeyWarning } from './lib/secret-box';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seed } from './seed';

/** The whole shutdown, after which the process exits regardless (orchestrators send SIGKILL after 10 s). */
const SHUTDOWN_LIMIT_MS = 8_000;
/** Running requests get this long to finish after the signal. */
const DRAIN_MS = 4_000;
const DATABASE_CLOSE_MS = 3_000;

/** Waits for `work`, but no longer than `ms` (its outcome is then ignored). */
function within(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    work
      .then(
        () => resolve(),
        (err: unknown) => {
          console.error(err);
          resolve();
        },
      )
      .finally(() => clearTimeout(timer));
  });
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function printBanner(database: Database, url: string) {
  const lines = [`BookOne is running at ${url}`, `API docs: ${url}/api/docs`];
  const first = DEMO_ACCOUNTS[0];
  const [demo] = first
    ? await database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, first.username))
    : [];
  if (demo) {
    lines.push('', `Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) {
      lines.push(`  ${a.username.padEnd(34)} ${a.role.padEnd(18)} ${a.property ?? ''}`.trimEnd());
    }
  }
  console.log(lines.join('\n'));
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  // The key of stored secrets (decision 0031): a malformed SECRETS_KEY or key file stops the start.
  let secrets;
  try {
    secrets = loadSecretsKey(process.env, config.dataDir);
  } catch (err) {
    if (err instanceof SecretBoxError) fail(err.message);
    throw err;
  }
  const secretsNote = secretsKeyWarning(process.env, secrets.source);
  if (secretsNote) console.warn(secretsNote);

  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  /**
   * Stops within SHUTDOWN_LIMIT_MS even when requests hang: stop accepting and let running requests finish for a
   * while, then cut the connections that are left, close the database (bounded too: a hung transaction must not
   * hold us) and exit. The data directory lock goes with the process (see lock.ts).
   */
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      console.error('Shutdown took too long; exiting now.');
      process.exit(code || 1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      if (app) {
        await within(app.close(), DRAIN_MS);
        app.server.closeAllConnections();
      }
      await within(database.close(), DATABASE_CLOSE_MS);
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    await database.migrate();
    if (await isEmpty(database.db)) {
      const email = process.env.ADMIN_EMAIL;
      const password = process.env.ADMIN_PASSWORD;
      await seed(database.db, {
        demo: config.seedDemo,
        firstAdmin: email && password ? { email, password } : undefined,
        secretsKey: secrets.key,
      });
    }
    // The message outbox's worker (decision 0029): started once we serve, stopped by app.close() on shutdown.
    const { transports, description } = transportsFromConfig(config);
    let appUrl = config.appUrl;
    const outbox = createOutboxWorker(database.db, transports, {
      appUrl: () => appUrl ?? '',
      leaseMs: config.outboxLeaseMs,
      log: {
        warn: (obj, msg) => app?.log.warn(obj, msg),
        error: (obj, msg) => app?.log.error(obj, msg),
      },
    });
    app = await buildApp({
      db: database.db,
      config,
      outbox,
      secretsKey: secrets.key,
      // Refunds left pending at a gateway (a crash, no answer) are finished every minute (decision 0038).
      paymentLinks: { refundReconcileMs: 60_000 },
    });
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    // Without APP_URL the links name this server as it listens (the port may have been chosen by the system).
    appUrl ??= `http://localhost:${port}`;
    outbox.start();
    await printBanner(database, `http://localhost:${port}`);
    console.log(description);
  } catch (err) {
    console.error(err);
    await database.close();
    process.exit(1);
  }
}

await main();

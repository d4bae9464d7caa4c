// Starts the product once for the whole browser run: `node scripts/start.mjs` on a free port with a fresh, throwaway
// DATA_DIR, and hands its base URL to the tests (`inject('baseURL')`). E2E_BASE_URL skips all of this and points the
// tests at a server someone else runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

import { startMailServer } from './mail-server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR ('' for E2E_BASE_URL). */
    dataDir: string;
    /**
     * Where the run's SMTP server keeps every email the product sent (one .eml each; '' for E2E_BASE_URL): a test reads
     * what a guest was sent there (support/mail.ts).
     */
    mailDir: string;
  }
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS_DIR = fileURLToPath(new URL('../.artifacts/', import.meta.url));
/** The first start may build the web app before it listens. */
const READY_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 20_000;
const READY_LINE = /BookOne is running at (https?:\/\/\S+)/;
/** How much of the server's output to keep for error messages. */
const MAX_CAPTURE = 20_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Screenshots and logs describe the latest run only.
  await rm(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });

  const external = process.env.E2E_BASE_URL?.trim();
  if (external) {
    const baseURL = external.replace(/\/+$/, '');
    await assertReachable(baseURL);
    project.provide('baseURL', baseURL);
    project.provide('dataDir', '');
    project.provide('mailDir', '');
    return async () => {};
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'bookone-e2e-'));
  const port = await freePort();
  const log = createWriteStream(join(ARTIFACTS_DIR, 'server.log'));
  // Emails leave over SMTP, as in production, to a server of this run.
  const mailDir = join(dataDir, 'smtp-received');
  const mail = await startMailServer(mailDir);

  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SMTP_URL: mail.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let baseURL: string;
  try {
    baseURL = await waitUntilReady(child, log);
  } catch (error) {
    await stop(child);
    log.end();
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);

  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      console.warn(
        `[e2e] BookOne stopped during the run (code ${String(child.exitCode)}, signal ${String(child.signalCode)}); see e2e/.artifacts/server.log`,
      );
    }
    await stop(child);
    log.end();
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** Resolves with the URL from the ready line; rejects (with the server's output) on early exit or timeout. */
function waitUntilReady(child: ChildProcess, log: WriteStream): Promise<string> {
  let captured = '';
  let pending = '';
  const output = () => (captured.trim() ? `\n--- server output ---\n${captured.trim()}` : ' (no output)');

  return new Promise<string>((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      reject(
        new Error(
          `BookOne did not print "BookOne is running at" within ${READY_TIMEOUT_MS / 1000}s${output()}`,
        ),
      );
    }, READY_TIMEOUT_MS);

    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (!log.writableEnded) log.write(text);
      if (ready) return; // keep draining the pipes so the server never blocks on a full buffer
      captured = (captured + text).slice(-MAX_CAPTURE);
      pending += text;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = READY_LINE.exec(line);
        if (match?.[1]) {
          ready = true;
          clearTimeout(timer);
          resolve(match[1].replace(/\/+$/, ''));
          return;
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);

    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not start scripts/start.mjs: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      if (ready) return;
      clearTimeout(timer);
      reject(
        new Error(
          `scripts/start.mjs exited before it was ready (code ${String(code)}, signal ${String(signal)})${output()}`,
        ),
      );
    });
  });
}

/** SIGTERM (the server closes its database), then wait for the exit; SIGKILL only if it hangs. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // 'close' comes after 'exit' once the output pipes are drained too.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    console.warn(`[e2e] BookOne did not exit within ${STOP_TIMEOUT_MS / 1000}s of SIGTERM; killing it.`);
    child.kill('SIGKILL');
    await exited;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('Could not determine a free port'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

async function assertReachable(baseURL: string): Promise<void> {
  try {
    await fetch(baseURL, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(`E2E_BASE_URL=${baseURL} is not reachable: ${(error as Error).message}`);
  }
}

// The real server in a child process, as `npm start` runs it (scripts/start.mjs), for the tests that need a process
// to signal or kill: shutdown and durability. No web build; a port of its own; the first admin-less platform seed.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

import { APP_ID } from '@bookone/domain';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_LINE = /BookOne is running at (https?:\/\/\S+)/;
/** Test runs are slow when the machine is busy: the start migrates and seeds a fresh database. */
const READY_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** An /api call with APP_ID (and the token when given); answers status and parsed body. */
  api(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: unknown }>;
}

/**
 * Starts the server with `env` added (DATA_DIR or DATABASE_URL at least) and waits for its ready line (up to
 * `readyTimeoutMs`: a test that starts it twice on a busy machine may give it longer).
 */
export async function startServer(
  env: Record<string, string>,
  { readyTimeoutMs = READY_TIMEOUT_MS } = {},
): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      SKIP_WEB_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'server-process-test-secret-long-enough-for-hs256',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let captured = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not ready within ${readyTimeoutMs} ms:\n${captured}`));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      captured += chunk.toString();
      const ready = READY_LINE.exec(captured);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${captured}`));
    });
  });
  return {
    url,
    child,
    exited,
    output: () => captured,
    async api(method, path, body, token) {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: {
          APP_ID,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

/** Signs up a new owner (a PROP_ADMIN with a new property) and answers their token and property id. */
export async function signUpOwner(server: ServerProcess): Promise<{ token: string; propertyId: number }> {
  const res = await server.api('POST', '/api/user/signup', {
    email: `owner.${Date.now()}@durability.test`,
    password: 'Owner#2026',
    firstName: 'Olive',
    lastName: 'Owner',
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { token: string; user: { propertyId: number } };
  return { token: body.token, propertyId: body.user.propertyId };
}

/**
 * Opens a request whose body never finishes arriving: the server holds it open (until its request time limit).
 * Answers the socket, for the caller to destroy.
 */
export function hangingRequest(server: ServerProcess): Promise<Socket> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.off('error', reject);
      socket.on('error', () => undefined); // the server cuts it at shutdown
      socket.write(
        `POST /api/user/login HTTP/1.1\r\nHost: test\r\nAPP_ID: ${APP_ID}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":',
      );
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Sends SIGTERM and answers how long the process took to end (Infinity when still running after `limitMs`). */
export async function timeToExitAfterSigterm(server: ServerProcess, limitMs: number): Promise<number> {
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  return Promise.race([
    server.exited.then(() => Date.now() - signalled),
    new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), limitMs).unref()),
  ]);
}

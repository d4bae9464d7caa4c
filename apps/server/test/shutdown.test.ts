// SIGTERM stops the server within 10 s even when requests hang (issue 9 §1 defect 1): before, the shutdown waited for
// every running request, so one request that never finished kept the process (and the DATA_DIR lock) forever.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { startServer, type ServerProcess } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'bookone-shutdown-'));
let server: ServerProcess | undefined;
const sockets: Socket[] = [];

afterAll(() => {
  for (const s of sockets) s.destroy();
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request whose body never finishes arriving: the server waits for it (until its request time limit). */
function hangingRequest(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'POST /api/user/login HTTP/1.1\r\nHost: test\r\nAPP_ID: BOOKONE_WEB_APP\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":',
      );
      resolve(socket);
    });
    socket.on('error', () => undefined); // the server cuts it at shutdown
    socket.once('error', reject);
    sockets.push(socket);
  });
}

describe('shutdown', () => {
  it('exits within 10 s of SIGTERM while requests hang, and frees the data directory', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    await hangingRequest(server.url);
    await hangingRequest(server.url);
    // The requests are in the server's hands before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const ended = await Promise.race([
      server.exited.then(() => Date.now() - signalled),
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 12_000)),
    ]);
    expect(ended, `still running 12 s after SIGTERM:\n${server.output()}`).toBeLessThan(10_000);
    expect(existsSync(join(dataDir, 'bookone.lock'))).toBe(false);
  }, 120_000); // most of it the first start (migrations) on a busy machine
});

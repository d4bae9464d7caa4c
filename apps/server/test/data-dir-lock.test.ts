// The DATA_DIR lock (issue 9 §1 defect 10): a stale lock whose pid now belongs to another process no longer blocks
// start-up, while a lock held by a running server still does.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { acquireDataDirLock, DataDirLockedError, lockOwnerOf } from '../src/db/lock';

const hasProc = existsSync(`/proc/${process.pid}/stat`);
let dir: string;
const children: ChildProcess[] = [];

/** A process that just runs: `sleep` stands for any unrelated program, `node` for another BookOne server. */
function run(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  return child;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bookone-lock-'));
});
afterEach(() => {
  rmSync(join(dir, 'bookone.lock'), { force: true });
});
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const writeLock = (content: string) => writeFileSync(join(dir, 'bookone.lock'), content);

describe('DATA_DIR lock', () => {
  it('refuses a second holder while the first runs, and is free again after release', () => {
    const other = run(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeLock(JSON.stringify(lockOwnerOf(other.pid!)));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);

    rmSync(join(dir, 'bookone.lock'));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, 'bookone.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(join(dir, 'bookone.lock'))).toBe(false);
  });

  it.runIf(hasProc)('takes over a lock whose pid now belongs to a process started later', () => {
    // The lock of a crashed server whose pid was handed to another process: same pid, another start time.
    const reused = run('sleep', ['60']);
    writeLock(JSON.stringify({ ...lockOwnerOf(reused.pid!), startedAt: '1' }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, 'bookone.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it.runIf(hasProc)('takes over an old pid-only lock whose pid is not a Node process', () => {
    const unrelated = run('sleep', ['60']);
    writeLock(String(unrelated.pid));
    const release = acquireDataDirLock(dir);
    release();
  });

  it('takes over a lock of a process that no longer runs, and an unreadable lock', () => {
    writeLock(JSON.stringify({ pid: 2 ** 22 + 1, startedAt: '5' }));
    acquireDataDirLock(dir)();
    writeLock('');
    acquireDataDirLock(dir)();
  });

  it('leaves alone a lock another process took over after ours', () => {
    const release = acquireDataDirLock(dir);
    writeLock(JSON.stringify({ pid: 12345, startedAt: '9' }));
    release();
    expect(readFileSync(join(dir, 'bookone.lock'), 'utf8')).toContain('12345');
  });
});

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no cross-process locking: two processes opening one data directory corrupt it. The server takes
 * this lock file (created exclusively) before opening the database and removes it on close or exit.
 *
 * A pid alone does not identify a process: after a crash or a container restart the pid in a stale lock often
 * belongs to another process, and the lock then blocked start-up until deleted by hand. So the lock also records
 * when that process started (field 22 of /proc/<pid>/stat, in clock ticks since boot) and the boot id: a lock is
 * held only while a process with that pid, started at that moment of that boot, runs. Without /proc (macOS) the
 * pid alone decides, as before.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another BookOne process (pid ${pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}

/** Who holds a lock: written to the lock file as JSON. Old lock files hold only the pid. */
export interface LockOwner {
  pid: number;
  /** Start time of the process (ticks since boot), when /proc tells. */
  startedAt?: string;
  bootId?: string;
}

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The start time of a running process, or undefined without /proc or when it does not run. */
function startTimeOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // Field 2 (the command name, in parentheses) may hold spaces: count from the last ')'. Field 3 comes next, so
  // field 22 (starttime) is the 20th after it.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/** The identity recorded for a process in a lock file. */
export function lockOwnerOf(pid: number): LockOwner {
  const startedAt = startTimeOf(pid);
  const bootId = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  return { pid, ...(startedAt ? { startedAt } : {}), ...(bootId ? { bootId } : {}) };
}

export function parseLockOwner(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid)) return undefined;
    return {
      pid: value.pid!,
      ...(typeof value.startedAt === 'string' ? { startedAt: value.startedAt } : {}),
      ...(typeof value.bootId === 'string' ? { bootId: value.bootId } : {}),
    };
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote `owner` still runs (false for a stale lock, whoever has its pid now). */
export function isLockHeld(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  const now = lockOwnerOf(owner.pid);
  if (now.startedAt === undefined) return true; // no /proc: the pid is all we know
  if (owner.startedAt !== undefined) {
    return owner.startedAt === now.startedAt && (!owner.bootId || !now.bootId || owner.bootId === now.bootId);
  }
  // An old pid-only lock: held only if that pid is a Node process (the server runs under node).
  const cmdline = readProc(`/proc/${owner.pid}/cmdline`) ?? '';
  const program = cmdline.split('\0')[0] ?? '';
  return /(^|\/)node[\d.]*$/.test(program);
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'bookone.lock');
  const content = JSON.stringify(lockOwnerOf(process.pid));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only our own lock: another process may have taken over a lock it judged stale.
        if (readProc(lockPath) === content) rmSync(lockPath, { force: true });
      };
      // An exit without closing the database (forced shutdown, fatal error) must not leave the lock behind.
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = parseLockOwner(readProc(lockPath) ?? '');
      if (owner && isLockHeld(owner)) throw new DataDirLockedError(dataDir, owner.pid);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** The lock's owner, written inside the lock folder right after it is taken. */
interface LockOwner {
  pid: number;
  host: string;
}

/**
 * Whether the process that holds the lock is gone: it ran on this machine and no process has
 * its id. A missing or unreadable owner (a lock being taken this instant), another machine's
 * process (a shared folder) or a live process all count as present.
 */
export function lockOwnerIsGone(ownerPath: string): boolean {
  try {
    const owner = JSON.parse(readFileSync(ownerPath, 'utf8')) as LockOwner;
    if (owner.host !== hostname() || !Number.isInteger(owner.pid)) return false;
    if (owner.pid === process.pid) return false;
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Locks a data folder for the life of the process. The lock goes stale 15 s after its owner
 * stops refreshing it; a crashed owner (no such process on this machine) is detected at once,
 * so a restart after a crash is not refused.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockfilePath = join(dataDir, 'hearth.lock');
  const ownerPath = join(lockfilePath, 'owner.json');
  const take = () => lockfile.lock(dataDir, { lockfilePath, stale: 15_000, update: 5_000 });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if (!lockOwnerIsGone(ownerPath)) throw error;
    rmSync(lockfilePath, { recursive: true, force: true });
    release = await take();
  }
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  // The lock's freshness is its folder's mtime: keep it as the lock library set it.
  const { atime, mtime } = statSync(lockfilePath);
  writeFileSync(ownerPath, JSON.stringify(owner));
  utimesSync(lockfilePath, atime, mtime);
  return async () => {
    rmSync(ownerPath, { force: true });
    await release();
  };
}

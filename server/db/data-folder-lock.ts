import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemProcesses } from './processes';
import type { Processes } from './processes';

export const LOCK_FILE_NAME = 'portal.lock';

export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';

  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    const holder = pid === undefined ? 'another portal process' : `another portal process (pid ${pid})`;
    super(`The data folder ${dataDir} is in use by ${holder}. Stop it or set DATA_DIR to another folder.`);
  }
}

export interface DataFolderLock {
  release(): void;
}

/** The lock files this process holds: a lock naming this process's pid that is not among them was left by another. */
const heldHere = new Set<string>();

/**
 * PGlite lets two processes open the same folder and then corrupts it, so each process claims the folder with a lock
 * file holding its pid and what tells it apart from any later process of the same pid (the boot and its start time,
 * processes.ts). A lock whose process is gone is taken over: also when its pid came round again after a crash, to
 * another process or to this one (a container restarted runs the portal under the same small pid every time).
 */
export function lockDataFolder(dataDir: string, processes: Processes = systemProcesses()): DataFolderLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  const content = `${process.pid}\n${processes.identity(process.pid) ?? ''}\n`;
  if (!tryCreate(path, content)) {
    const holder = readLock(path);
    if (holder !== undefined && isHeld(path, holder, processes)) throw new DataFolderInUseError(dataDir, holder.pid);
    unlinkSync(path);
    // A second process taking over the same stale lock at this moment loses here and reads the winner's pid.
    if (!tryCreate(path, content)) throw new DataFolderInUseError(dataDir, readLock(path)?.pid);
  }
  heldHere.add(path);
  return {
    release() {
      heldHere.delete(path);
      // Only remove our own lock: the file may have been taken over if this process was thought dead.
      if (readLock(path)?.pid === process.pid) unlinkSync(path);
    },
  };
}

interface LockHolder {
  pid: number;
  /** Missing in the locks of earlier versions, which held the pid alone. */
  identity: string | undefined;
}

function isHeld(path: string, holder: LockHolder, processes: Processes): boolean {
  if (holder.pid === process.pid) return heldHere.has(path);
  if (!processes.exists(holder.pid)) return false;
  const identity = processes.identity(holder.pid);
  // Where the system cannot tell two processes of one pid apart, a running pid is taken for the holder.
  return holder.identity === undefined || identity === undefined || identity === holder.identity;
}

function tryCreate(path: string, content: string): boolean {
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readLock(path: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [first = '', second = ''] = text.split('\n');
  const pid = Number.parseInt(first.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, identity: second.trim() || undefined };
}

import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * PGlite lets two processes open the same folder and then corrupts it, so each process claims the folder
 * with a lock file holding its pid. A lock left by a process that died is taken over.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  if (!tryCreate(path)) {
    const holder = readPid(path);
    if (holder !== undefined && isAlive(holder)) throw new DataFolderInUseError(dataDir, holder);
    unlinkSync(path);
    // A second process taking over the same stale lock at this moment loses here and reads the winner's pid.
    if (!tryCreate(path)) throw new DataFolderInUseError(dataDir, readPid(path));
  }
  return {
    release() {
      // Only remove our own lock: the file may have been taken over if this process was thought dead.
      if (readPid(path) === process.pid) unlinkSync(path);
    },
  };
}

function tryCreate(path: string): boolean {
  try {
    writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE_NAME, lockDataFolder } from '../../server/db/data-folder-lock';
import { openPglite } from '../../server/db/database';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockPath = () => join(dataDir, LOCK_FILE_NAME);

// No real process has this pid: Linux pids stay below 2^22.
const DEAD_PID = 2 ** 22 + 17;

describe('the data folder lock', () => {
  it('claims the folder with a lock file holding the pid, and removes it on release', () => {
    const lock = lockDataFolder(dataDir);
    expect(readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath())).toBe(false);
  });

  it('refuses a second claim while the holder lives, with a message that says what to do', () => {
    const lock = lockDataFolder(dataDir);
    expect(() => lockDataFolder(dataDir)).toThrow(
      `The data folder ${dataDir} is in use by another portal process (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
    );
    lock.release();
  });

  it('takes over a lock left by a process that died', () => {
    writeFileSync(lockPath(), `${DEAD_PID}\n`);
    const lock = lockDataFolder(dataDir);
    expect(readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockPath(), 'garbage');
    expect(() => lockDataFolder(dataDir).release()).not.toThrow();
  });

  it('does not remove a lock that another process has taken over since', () => {
    const lock = lockDataFolder(dataDir);
    writeFileSync(lockPath(), `${DEAD_PID}\n`);
    lock.release();
    expect(readFileSync(lockPath(), 'utf8').trim()).toBe(String(DEAD_PID));
  });

  it('stops the embedded database from opening a folder in use, before PGlite touches it', async () => {
    const lock = lockDataFolder(dataDir);
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DataFolderInUseError);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    lock.release();
  });
});

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE_NAME, lockDataFolder } from '../../server/db/data-folder-lock';
import { openPglite } from '../../server/db/database';
import { procProcesses } from '../../server/db/processes';
import type { Processes } from '../../server/db/processes';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockPath = () => join(dataDir, LOCK_FILE_NAME);
const lockedPid = () => readFileSync(lockPath(), 'utf8').split('\n')[0];

/** The machine's processes as the lock sees them: running pids with their identity (boot and start time). */
function fakeProcesses(running: Record<number, string | undefined>): Processes {
  return { exists: (pid) => pid in running, identity: (pid) => running[pid] };
}

// No real process has this pid: Linux pids stay below 2^22.
const DEAD_PID = 2 ** 22 + 17;

describe('the data folder lock', () => {
  it('claims the folder with a lock file holding the pid, and removes it on release', () => {
    const lock = lockDataFolder(dataDir);
    expect(lockedPid()).toBe(String(process.pid));
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
    expect(lockedPid()).toBe(String(process.pid));
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
    expect(lockedPid()).toBe(String(DEAD_PID));
  });

  it('stops the embedded database from opening a folder in use, before PGlite touches it', async () => {
    const lock = lockDataFolder(dataDir);
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DataFolderInUseError);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    lock.release();
  });

  describe('a lock left by a crash whose pid came round again', () => {
    // A live process other than this one: the lock's pid runs, as it does when a pid is reused.
    const otherPid = process.ppid;

    it('records the boot and the start time of its process beside the pid', () => {
      const lock = lockDataFolder(dataDir, fakeProcesses({ [process.pid]: 'boot=b1 start=500' }));
      expect(readFileSync(lockPath(), 'utf8')).toBe(`${process.pid}\nboot=b1 start=500\n`);
      lock.release();
    });

    it('takes over a lock whose pid now belongs to another process (after a reboot, or reused)', () => {
      writeFileSync(lockPath(), `${otherPid}\nboot=b1 start=500\n`);
      const lock = lockDataFolder(dataDir, fakeProcesses({ [otherPid]: 'boot=b2 start=40', [process.pid]: 'boot=b2 start=90' }));
      expect(lockedPid()).toBe(String(process.pid));
      lock.release();
    });

    it('takes over a lock naming this very pid that this process does not hold (a container restarted, its portal pid 1 again)', () => {
      writeFileSync(lockPath(), `${process.pid}\n`);
      const lock = lockDataFolder(dataDir);
      expect(lockedPid()).toBe(String(process.pid));
      lock.release();
    });

    it('refuses while the process that wrote the lock still runs: same pid, same boot, same start', () => {
      writeFileSync(lockPath(), `${otherPid}\nboot=b1 start=500\n`);
      expect(() => lockDataFolder(dataDir, fakeProcesses({ [otherPid]: 'boot=b1 start=500' }))).toThrow(DataFolderInUseError);
      expect(lockedPid()).toBe(String(otherPid));
    });

    it('takes a running pid for the holder when the lock or the system cannot tell processes apart', () => {
      writeFileSync(lockPath(), `${otherPid}\n`);
      expect(() => lockDataFolder(dataDir, fakeProcesses({ [otherPid]: 'boot=b2 start=40' }))).toThrow(DataFolderInUseError);
      writeFileSync(lockPath(), `${otherPid}\nboot=b1 start=500\n`);
      expect(() => lockDataFolder(dataDir, fakeProcesses({ [otherPid]: undefined }))).toThrow(DataFolderInUseError);
    });
  });
});

describe('the processes as /proc tells them', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'portal-proc-'));
    mkdirSync(join(root, 'sys/kernel/random'), { recursive: true });
    writeFileSync(join(root, 'sys/kernel/random/boot_id'), 'dac9f321-f1a9-4809-93bd-e4291cdfb566\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A /proc/PID/stat line: the command's name, then fields 3 to 22 (the start time last). */
  function stat(pid: number, name: string, state: string, started: number): void {
    mkdirSync(join(root, String(pid)));
    const middle = Array.from({ length: 18 }, (_, index) => String(index + 1)).join(' ');
    writeFileSync(join(root, String(pid), 'stat'), `${pid} (${name}) ${state} ${middle} ${started} 3133440 390\n`);
  }

  it('identifies a process by the boot and its start time, whatever its name holds', () => {
    stat(4242, 'node (portal) x', 'S', 1112455);
    const processes = procProcesses(root);
    expect(processes.exists(4242)).toBe(true);
    expect(processes.identity(4242)).toBe('boot=dac9f321-f1a9-4809-93bd-e4291cdfb566 start=1112455');
  });

  it('knows no process for a pid without an entry, nor for a zombie', () => {
    stat(4243, 'node', 'Z', 7);
    const processes = procProcesses(root);
    expect(processes.exists(4244)).toBe(false);
    expect(processes.identity(4244)).toBeUndefined();
    expect(processes.exists(4243)).toBe(false);
  });

  it('reads this machine\'s /proc: this process runs and has an identity that stays the same', () => {
    const processes = procProcesses();
    expect(processes.exists(process.pid)).toBe(true);
    expect(processes.identity(process.pid)).toMatch(/^boot=[0-9a-f-]+ start=\d+$/);
    expect(processes.identity(process.pid)).toBe(processes.identity(process.pid));
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the data folder lock needs to know of the machine's processes (data-folder-lock.ts). */
export interface Processes {
  /** Whether a process with this pid runs now. */
  exists(pid: number): boolean;
  /**
   * What tells this process apart from every other that had or will have its pid: the machine's boot and the
   * process's start time. undefined where the system does not say (no /proc), or the process is gone.
   */
  identity(pid: number): string | undefined;
}

/** Linux's /proc (or a folder laid out like it, for tests). */
export function procProcesses(root = '/proc'): Processes {
  return {
    exists(pid) {
      const stat = readText(join(root, String(pid), 'stat'));
      // A zombie has ended and holds nothing. A /proc mounted with hidepid hides other users' processes: ask the
      // system then, rather than take a live holder for gone.
      if (stat !== undefined) return statFields(stat)[0] !== 'Z';
      return root === '/proc' && signalledProcesses.exists(pid);
    },
    identity(pid) {
      const boot = readText(join(root, 'sys/kernel/random/boot_id'));
      const started = startTime(root, pid);
      return boot && started ? `boot=${boot} start=${started}` : undefined;
    },
  };
}

/** Elsewhere: a signal 0 says whether the pid runs, and nothing tells two processes of one pid apart. */
export const signalledProcesses: Processes = {
  exists(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: the process exists but belongs to another user.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
  identity: () => undefined,
};

export function systemProcesses(): Processes {
  return existsSync('/proc/self/stat') ? procProcesses() : signalledProcesses;
}

/**
 * The fields of /proc/PID/stat from the third (the state) on. The second (the command's name, in parentheses) may
 * itself hold spaces and parentheses, so they are counted after its last ')'.
 */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 1).trim().split(/\s+/);
}

/** Field 22 of /proc/PID/stat: when the process started, in clock ticks since the boot. */
function startTime(root: string, pid: number): string | undefined {
  const stat = readText(join(root, String(pid), 'stat'));
  const started = stat === undefined ? undefined : statFields(stat)[22 - 3];
  return started && /^\d+$/.test(started) ? started : undefined;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

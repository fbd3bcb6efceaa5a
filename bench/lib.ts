// Helpers shared by the benchmarks: child servers on loopback and load runs with bounded duration.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

export async function waitForUrl(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function load(url: string, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Milliseconds of CPU per clock tick in /proc (USER_HZ, 100 on Linux). */
const MS_PER_TICK = 10;

/**
 * CPU time (ms) of every thread of a process and its descendants, keyed "pid/tid", read from Linux's /proc; empty
 * where there is no /proc. Taken before and after a load, it says which thread the load's time went to.
 */
export function threadCpu(rootPid: number): Map<string, number> {
  const threads = new Map<string, number>();
  if (!existsSync('/proc/self/task')) return threads;
  const fields = (path: string) => {
    try {
      const stat = readFileSync(path, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined; // ended meanwhile
    }
  };
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(fields(`/proc/${entry}/stat`)?.[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const pids = [rootPid];
  for (let index = 0; index < pids.length; index += 1) pids.push(...(children.get(pids[index] ?? -1) ?? []));
  const tasks = (pid: number) => {
    try {
      return readdirSync(`/proc/${pid}/task`);
    } catch {
      return []; // ended meanwhile
    }
  };
  for (const pid of pids) {
    for (const tid of tasks(pid)) {
      const stat = fields(`/proc/${pid}/task/${tid}/stat`);
      // utime and stime, the 14th and 15th fields of stat (11th and 12th after the command name).
      if (stat) threads.set(`${pid}/${tid}`, (Number(stat[11]) + Number(stat[12])) * MS_PER_TICK);
    }
  }
  return threads;
}

/** A figure's verdict against its target, printed beside it. */
export function verdict(met: boolean): string {
  return met ? '[target met]' : '[target NOT met]';
}

/**
 * The machine's load before a bench starts: figures taken while other work runs (a test suite, another bench) are
 * not the machine's, and a load average near or above the number of cores says so.
 */
export function printMachineLoad(): void {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  const cores = availableParallelism();
  const busy = (loadavg()[0] ?? 0) >= cores / 2;
  console.log(`bench: load average ${one} (1 min), ${five} (5 min), ${fifteen} (15 min) on ${cores} cores${busy ? ' — the machine is busy: these figures are not a quiet machine\'s' : ''}`);
}

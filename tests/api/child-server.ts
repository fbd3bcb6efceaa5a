/** The real entry point (server/main.ts) in a child process: what `npm start` and a container orchestrator see. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const TSX = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname;
const MAIN = new URL('../../server/main.ts', import.meta.url).pathname;
const TSX_LOADER = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

/**
 * `tsx server/main.ts` as `npm start` runs it; with `direct`, node itself with tsx's loader, so that the child is
 * the server process (the tsx command runs the server in a process of its own, which a SIGKILL of it leaves behind).
 */
export function startServer(dataDir: string, env: Record<string, string>, options: { direct?: boolean } = {}) {
  const [command, args] = options.direct ? [process.execPath, ['--import', TSX_LOADER, MAIN]] : [TSX, [MAIN]];
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/**
 * A command of the portal's command line (`cli`, under server/, as `npm run backup` runs it) on DATA_DIR `folder`:
 * its exit code and what it printed. `input` is written to its standard input, which is otherwise empty.
 */
export function runCommand(cli: string, folder: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const command = startCommand(cli, folder, args, options);
  return command.exited.then((code) => ({ code, ...command.output() }));
}

/**
 * The command started, as runCommand does; with `direct`, node itself with tsx's loader, so that a signal sent to the
 * child reaches the command's own process (see startServer).
 */
export function startCommand(cli: string, folder: string, args: string[], options: { input?: string; env?: Record<string, string>; direct?: boolean } = {}) {
  const path = new URL(`../../server/${cli}`, import.meta.url).pathname;
  const [command, commandArgs] = options.direct ? [process.execPath, ['--import', TSX_LOADER, path, ...args]] : [TSX, [path, ...args]];
  const child = spawn(command, commandArgs, { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: folder, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(options.input ?? '');
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function waitForHealth(port: number, exited: Promise<unknown>): Promise<Response> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (;;) {
    if (stopped) throw new Error('the server exited before answering');
    try {
      return await fetch(`http://127.0.0.1:${port}/healthz`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

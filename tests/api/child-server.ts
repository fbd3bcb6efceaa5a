/**
 * The real entry point (server/main.ts) and the portal's commands in child processes, as `npm start` and a container
 * orchestrator run them: the server built for Node (scripts/build-node.ts), node itself the child's process, so a
 * signal sent to the child reaches the server. The Node tests build their copy once per run (tests/api/node-build.ts,
 * which names it in PORTAL_NODE_BUILD); the browser tests' own portals use `npm run build`'s dist-node/.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** The built file of an entry point of scripts/build-node.ts (main, operator-cli, backup-cli, ...). */
export function builtEntry(name: string): string {
  return join(process.env.PORTAL_NODE_BUILD ?? resolve('dist-node'), `${name}.mjs`);
}

/** server/main.ts on DATA_DIR `dataDir` with `env`; STATIC_DIR points at no app unless `env` names one. */
export function startServer(dataDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', builtEntry('main')], {
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
 * A command of the portal's command line (an entry of scripts/build-node.ts: operator-cli for `npm run operator`,
 * backup-cli, restore-cli, lifecycle, migrate) on DATA_DIR `folder`: its exit code and what it printed. `input` is
 * written to its standard input, which is otherwise empty.
 */
export function runCommand(command: string, folder: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const started = startCommand(command, folder, args, options);
  return started.exited.then((code) => ({ code, ...started.output() }));
}

/** The command started, as runCommand does. */
export function startCommand(command: string, folder: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  const child = spawn(process.execPath, ['--enable-source-maps', builtEntry(command), ...args], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: folder, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
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

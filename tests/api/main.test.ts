import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/catalogue';
import { LOCK_FILE_NAME } from '../../server/db/data-folder-lock';
import { restoreEmbedded } from '../../server/backup/embedded';
import { freePort, startServer, waitForHealth } from './child-server';
import { seededPgliteDumpFile } from './db';

/** A data folder already migrated and seeded, so that the portal starts on it in a moment. */
const seededFolder = async () => void (await restoreEmbedded(dataDir, await seededPgliteDumpFile(), { force: false }));

const TSX = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname;

/** `npm run backup` or `npm run restore` on DATA_DIR `folder`: its exit code and what it printed. */
function runCommand(command: 'backup' | 'restore', folder: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cli = new URL(`../../server/backup/${command}-cli.ts`, import.meta.url).pathname;
  const child = spawn(TSX, [cli, ...args], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: folder }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-main-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string>) => startServer(dataDir, env);

describe('server/main.ts', () => {
  it('starts on an empty data folder, serves, and on SIGTERM closes everything and exits 0', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' });
    const health = await waitForHealth(port, server.exited);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    const pricelist = await fetch(`http://127.0.0.1:${port}/api/pricelist`);
    expect(((await pricelist.json()) as { totalItems: number }).totalItems).toBe(5);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);

    // Without NODE_ENV (as `npm start` runs it) the server is production-like: no development aids...
    expect((await fetch(`http://127.0.0.1:${port}/api/events`)).status).toBe(404);
    const introspection = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }) });
    expect(((await introspection.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('INTROSPECTION_DISABLED');
    // ...and signing in over plain http on this machine still works: the cookie is not Secure there.
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }) });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie') ?? '';
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const session = await fetch(`http://127.0.0.1:${port}/api/auth/session`, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(((await session.json()) as { user: { email: string } | null }).user?.email).toBe(demoAccount.email);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    // JSON logs: every line of standard output is a JSON object.
    const lines = server.output().stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  }, 150_000);

  it('backs up through the running portal, and the backup restores into an empty data folder only', async () => {
    await seededFolder();
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealth(port, server.exited);
    const file = join(dataDir, 'portal.tar.gz');
    const backup = await runCommand('backup', dataDir, [file]);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`Backed up the embedded database in ${dataDir} through the running portal`);
    expect(backup.code).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const fresh = join(dataDir, 'fresh');
    const restore = await runCommand('restore', fresh, [file]);
    expect(restore.stdout).toContain(`Restored ${file} into the data folder ${fresh}:`);
    expect(restore.code).toBe(0);
    const again = await runCommand('restore', fresh, [file]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`The data folder ${fresh} already holds a database. Restore into an empty data folder (set DATA_DIR to a new folder), or add --force to replace this database with the backup.`);
  }, 240_000);

  it('closes the database before exiting when a request keeps the shutdown waiting past its time', async () => {
    await seededFolder();
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' });
    await waitForHealth(port, server.exited);
    // A request whose body never arrives in full keeps the server from closing.
    const hanging = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => hanging.once('connect', resolve));
    hanging.write('POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    hanging.on('error', () => {});
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    hanging.destroy();
    // Closing the database releases the data folder.
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    expect(server.output().stderr).toContain('The portal did not stop within 10 s; closing the database and exiting anyway.');
  }, 240_000);

  it('exits 1 with the clear message when another process holds the data folder', async () => {
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${process.pid}\n`);
    const server = start({ PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(`The data folder ${dataDir} is in use by another portal process (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`);
  });

  it('exits 1 naming every bad configuration variable', async () => {
    const server = start({ PORT: 'eighty', PRICELIST_CURRENCY: 'GBP' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('PORT: must be a port number from 1 to 65535 (got "eighty")');
    expect(stderr).toContain('PRICELIST_CURRENCY: must be one of CZK, EUR, USD (got "GBP")');
  });
});

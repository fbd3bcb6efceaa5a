import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreEmbedded } from '../../server/backup/embedded';
import { freePort, runCommand, startServer, waitForHealth } from './child-server';
import { seededPgliteDumpFile } from './db';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-operator-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const PUBLIC_URL = 'https://portal.example';
/** `npm run operator -- ...args` on the test's data folder. */
const operator = (args: string[], input?: string) => runCommand('operator-cli', dataDir, args, { input, env: { PUBLIC_URL } });
const noStackTrace = (stderr: string) => expect(stderr).not.toMatch(/\n\s+at /);

describe('npm run operator', () => {
  it('makes, lists and disables operators on a stopped embedded database, refuses while a portal runs there, and its link lets the operator in', async () => {
    await restoreEmbedded(dataDir, await seededPgliteDumpFile(), { force: false });

    const created = await operator(['create', 'First@Example.com']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const link = /^(https:\/\/portal\.example\/password-reset\?token=[A-Za-z0-9_-]+)$/m.exec(created.stdout)?.[1];
    expect(link).toBeDefined();
    expect(created.stdout).toContain('Made the operator first@example.com.');
    expect(created.stdout).toContain('The link is also e-mailed to first@example.com');

    const scripted = await operator(['create', 'robot@example.com', '--password-stdin'], 'automation-secret-1\n');
    expect(scripted).toEqual({ code: 0, stdout: 'Made the operator robot@example.com with the password from standard input. They can sign in now.\n', stderr: '' });
    const short = await operator(['create', 'short@example.com', '--password-stdin'], 'short\n');
    expect(short).toEqual({ code: 1, stdout: '', stderr: 'The password must be at least 8 characters long.\n' });

    const disabled = await operator(['disable', 'robot@example.com']);
    expect(disabled.stdout).toBe('Disabled the operator robot@example.com: their sessions ended and they can no longer sign in.\n');
    const listed = await operator(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^first@example\.com +enabled +created \d{4}-\d\d-\d\dT/m);
    expect(listed.stdout).toMatch(/^robot@example\.com +disabled +created /m);
    expect(listed.stdout).not.toContain('short@example.com');

    const unknown = await operator(['disable', 'nobody@example.com']);
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'There is no account with the e-mail nobody@example.com.\n' });
    const noTwoFactor = await operator(['reset-2fa', 'first@example.com']);
    expect(noTwoFactor).toEqual({ code: 1, stdout: '', stderr: 'first@example.com has no two-factor sign-in to reset.\n' });
    for (const args of [['promote', 'x@example.com'], ['create'], ['list', 'extra'], ['disable', 'x@example.com', '--password-stdin']]) {
      const refused = await operator(args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe('Usage: npm run operator -- create EMAIL [--password-stdin] | list | disable EMAIL | enable EMAIL | reset-2fa EMAIL\n');
    }

    const port = await freePort();
    const server = startServer(dataDir, { PORT: String(port), HOST: '127.0.0.1' });
    try {
      await waitForHealth(port, server.exited);
      const whileRunning = await operator(['list']);
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toMatch(new RegExp(`^The data folder ${dataDir} is in use by another portal process \\(pid \\d+\\)\\. Stop it or set DATA_DIR to another folder\\.\\n$`));
      noStackTrace(whileRunning.stderr);

      const base = `http://127.0.0.1:${port}`;
      const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const token = new URL(link ?? '').searchParams.get('token');
      expect((await post('/api/auth/password-reset', { token, password: 'first-operator-2026' })).status).toBe(200);
      const signedIn = await post('/api/auth/sign-in', { email: 'first@example.com', password: 'first-operator-2026' });
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ user: { email: 'first@example.com', role: 'operator' } });
      expect((await post('/api/auth/sign-in', { email: 'robot@example.com', password: 'automation-secret-1' })).status).toBe(401);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 300_000);
});

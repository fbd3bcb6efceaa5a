/**
 * `npm run lifecycle [-- --now ISO]` (server/cli/lifecycle.ts): runs the daily job once as of the moment
 * given on the embedded database of a stopped portal and prints what it did; refuses `--now` in production mode and
 * a moment that is not a date, with a message and exit code 1, before opening anything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreEmbedded } from '../../server/backup/embedded';
import { PRODUCTION_SETTINGS } from '../support/production-settings';
import { runCommand } from './child-server';
import { seededPgliteDumpFile } from './db';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-lifecycle-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lifecycle = (args: string[], env: Record<string, string> = {}) => runCommand('lifecycle', dataDir, args, { env });
const noStackTrace = (stderr: string) => expect(stderr).not.toMatch(/\n\s+at /);

describe('npm run lifecycle', () => {
  // A hang guard, not a speed check: two commands each open the embedded database; alone 65 s, 125 s beside a browser run.
  it('runs the daily job as of --now on the embedded database, and a second time finds nothing left to do', async () => {
    await restoreEmbedded(dataDir, await seededPgliteDumpFile(), { force: false });
    // Years after the demo's holdings were paid until: the demo website lapses, its domains are released.
    const first = await lifecycle(['--now', '2036-01-01T03:00:00Z']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^The daily lifecycle ran as of 2036-01-01T03:00:00\.000Z: .*\blooked \d+, .*\bgrace \d+/m);
    // What the same run archives or releases is neither renewed nor reminded first.
    expect(first.stdout).toMatch(/\brenewalOrders 0, reminders 0\b/);
    expect(first.stdout).toMatch(/\bfreeVersionNotices 1\b/);
    expect(first.stdout).toMatch(/\breleasedNotices [1-9]/);
    const again = await lifecycle(['--now', '2036-01-01T03:00:00Z']);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/: \w+ 0(, \w+ 0)+\.$/m);
    expect(again.stdout).toMatch(/\blooked 0\b/);
    expect(again.stdout).toMatch(/\brenewalOrders 0, reminders 0\b/);
  }, 240_000);

  it('refuses --now in production mode, and a moment that is not a date', async () => {
    const production = await lifecycle(['--now', '2036-01-01T03:00:00Z'], { ...PRODUCTION_SETTINGS, PORTAL_MODE: 'production' });
    expect(production.code).toBe(1);
    expect(production.stderr).toContain('Production runs the lifecycle as of now only: --now is for demo and test installations.');
    noStackTrace(production.stderr);
    const garbled = await lifecycle(['--now', 'next tuesday']);
    expect(garbled.code).toBe(1);
    expect(garbled.stderr).toContain('--now takes a date and time in ISO 8601, e.g. 2027-06-01T03:00:00Z, not "next tuesday".');
    noStackTrace(garbled.stderr);
  }, 60_000);
});

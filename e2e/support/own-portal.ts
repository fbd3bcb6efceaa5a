/**
 * A portal of a journey's own, on a port of its own, for a state the shared e2e server's database cannot be put in:
 * its database is a copy of the run's migrated and seeded one (SEEDED_DUMP, made by global-setup.ts), which the test
 * changes before the portal starts on it (the embedded database is one process's). A file with a portal of its own
 * runs its tests in one worker, so that it starts one portal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import type { Kysely } from 'kysely';
import { restoreEmbedded } from '../../server/backup/embedded';
import { openPglite } from '../../server/db/database';
import { demoAccount } from '../../server/db/catalogue';
import type { Database } from '../../server/db/schema';
import { addDays } from '../../server/domain/calendar';
import { freePort, startServer, waitForHealth } from '../../tests/api/child-server';

/** The run's migrated and seeded embedded database (PGlite's dump), written before the journeys start. */
export const SEEDED_DUMP = resolve('.tmp/e2e-seeded-database.tar');

export interface OwnPortal {
  baseURL: string;
  /** Starts the portal with its database as `change` leaves it. Called in a `beforeAll` hook. */
  open(change: (db: Kysely<Database>) => Promise<void>): Promise<void>;
  /** Stops it and removes its database. */
  close(): Promise<void>;
}

/** `env` adds to the portal's environment, e.g. STRIPE_SERVER_ENV for a portal that takes cards through the Stripe stand-in. */
export async function ownPortal(name: string, env: Record<string, string> = {}): Promise<OwnPortal> {
  const port = await freePort();
  let dataDir = '';
  let portal: ReturnType<typeof startServer> | undefined;
  const start = async () => {
    portal = startServer(dataDir, { NODE_ENV: 'development', PORTAL_MODE: 'demo', PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: resolve('dist'), PASSWORD_HASH_LOG2N: '12', ...env });
    await waitForHealth(port, portal.exited);
  };
  const stop = async () => {
    portal?.child.kill('SIGTERM');
    await portal?.exited;
    portal = undefined;
  };
  return {
    baseURL: `http://127.0.0.1:${port}`,
    async open(change) {
      // Restoring, changing and starting on two cores busy with the other journeys: a hang guard, not a speed check.
      test.setTimeout(300_000);
      dataDir = mkdtempSync(join(resolve('.tmp'), `e2e-${name}-`));
      await restoreEmbedded(dataDir, SEEDED_DUMP, { force: false });
      const database = await openPglite(dataDir);
      try {
        await change(database.db);
      } finally {
        await database.close();
      }
      await start();
    },
    async close() {
      await stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Pays the demo's Mini package of demo-blog until noon UTC `days` from today (the date reads the same in any zone the
 * browser is in), with `usage` changes to the website; answers that day.
 */
export async function payDemoBlogFor(db: Kysely<Database>, days: number, usage: { used_pages?: number } = {}): Promise<Date> {
  const website = await db.selectFrom('websites').innerJoin('accounts', 'accounts.id', 'websites.account_id').select('websites.id').where('accounts.email', '=', demoAccount.email).where('websites.name', '=', 'demo-blog').executeTakeFirstOrThrow();
  const now = new Date();
  const endsOn = addDays(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12)), days);
  await db.updateTable('services').set({ status: 'active', paid_until: endsOn }).where('website_id', '=', website.id).where('kind', '=', 'package').execute();
  await db.updateTable('websites').set({ package_paid_until: endsOn, ...usage }).where('id', '=', website.id).execute();
  return endsOn;
}

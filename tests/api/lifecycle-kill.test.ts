/**
 * The daily lifecycle job killed mid-run (docs/operations.md, "A run cut short"): `npm run lifecycle -- --now` in a
 * process of its own over a few thousand services, killed with SIGKILL once part of its work is committed, then run
 * again to the end. The second run finishes; every service, notice, e-mail and renewal order is what one run without
 * the kill left in a second database, each once; the killed run's record stays `running`.
 * On PostgreSQL (TEST_DATABASE_URL) the test watches the database for the look's first notice and kills then. The
 * embedded database belongs to the one process that has it open, so there the test waits for the command's line that
 * says the renewal step finished (its renewal orders and reminders committed) and kills it during the look.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreEmbedded } from '../../server/backup/embedded';
import { openPglite } from '../../server/db/database';
import type { DatabaseHandle } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { DAILY_STEPS } from '../../server/daily-steps';
import { registerOrderReactionsOfTheApp } from '../../server/order-reactions';
import { runDailyLifecycle } from '../../server/services/daily';
import { startCommand } from './child-server';
import { createPostgresTestDatabase, createTestDatabase, seededPgliteDumpFile } from './db';

const AS_OF = '2027-06-01T03:00:00.000Z';
const WEBSITES = 1200;
const DOMAINS = 600;
const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Websites on Mini and domains of the demo account whose paid dates spread from 150 days before the run to 30 after
 * (so the run reminds, opens renewal orders, switches to the free version, sends archive notices, archives, and
 * moves domains to redemption and release), under ids made from their numbers: the same rows in both databases.
 */
async function fillServices(db: Kysely<Database>): Promise<void> {
  const account = await db.selectFrom('accounts').select('id').where('role', '=', 'customer').orderBy('created_at').executeTakeFirstOrThrow();
  const mini = await db.selectFrom('package').select('id').where('identifier', '=', 'mini').executeTakeFirstOrThrow();
  const paidUntil = (i: string) => sql`${new Date(AS_OF)}::timestamptz + (((${sql.raw(i)} % 180) - 150) * interval '1 day')`;
  await sql`insert into websites (id, account_id, name, package_id, package_paid_until, created_at)
    select md5('website-' || i)::uuid, ${account.id}, 'killed-' || i, ${mini.id}, ${paidUntil('i')}, now() from generate_series(1, ${WEBSITES}) i`.execute(db);
  await sql`insert into services (id, account_id, website_id, kind, package_id, paid_until, created_at, updated_at)
    select md5('package-' || name)::uuid, account_id, id, 'package', package_id, package_paid_until, now(), now() from websites where name like 'killed-%'`.execute(db);
  await sql`insert into services (id, account_id, kind, domain, paid_until, created_at, updated_at)
    select md5('domain-' || i)::uuid, ${account.id}, 'domain', 'killed-' || i || '.com', ${paidUntil('i')}, now(), now() from generate_series(1, ${DOMAINS}) i`.execute(db);
}

/** What the job leaves that must be the same after a kill and a rerun as after one run, in a stable order. */
async function outcome(db: Kysely<Database>) {
  return {
    services: await db.selectFrom('services').select(['id', 'status', 'paid_until']).orderBy('id').execute(),
    websites: await db.selectFrom('websites').select(['id', 'package_id', 'package_paid_until', 'archived_at']).orderBy('id').execute(),
    notices: await db.selectFrom('service_notices').select(['service_id', 'period_end', 'kind']).orderBy('service_id').orderBy('period_end').orderBy('kind').execute(),
    mail: (await db.selectFrom('mail_outbox').select(['key', 'template', 'recipient']).orderBy('key').execute()).map((row) => `${row.key} ${row.template} ${row.recipient}`),
    renewalItems: await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.service_id', 'order_items.service_period_end', 'orders.renewal_of_service_id', 'orders.status'])
      .where('orders.kind', '=', 'renewal')
      .orderBy('order_items.service_id')
      .orderBy('order_items.service_period_end')
      .execute(),
    orders: await db.selectFrom('orders').select(['id', 'status']).where('kind', '<>', 'renewal').orderBy('id').execute(),
  };
}

/** The database the command runs on: PostgreSQL under TEST_DATABASE_URL, else an embedded data folder. */
interface Target {
  env: Record<string, string>;
  /** Opens the target's database in this process (the embedded one only while no command has it). */
  open(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

async function postgresTarget(url: string): Promise<Target & { database: DatabaseHandle }> {
  const { database, url: databaseUrl } = await createPostgresTestDatabase(url);
  return { database, env: { DATABASE_URL: databaseUrl }, open: async () => ({ ...database, close: async () => {} }), close: () => database.close() };
}

async function embeddedTarget(dataDir: string): Promise<Target> {
  await restoreEmbedded(dataDir, await seededPgliteDumpFile(), { force: false });
  return { env: {}, open: () => openPglite(dataDir), close: async () => {} };
}

/** Waits until `condition` holds (a hang guard, not a timing). */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const LOOK_NOTICES = ['freeVersion', 'archiveNotice', 'archived', 'redemption', 'released'];
const countLookNotices = async (db: Kysely<Database>) => Number((await db.selectFrom('service_notices').select((eb) => eb.fn.countAll().as('count')).where('kind', 'in', LOOK_NOTICES).executeTakeFirstOrThrow()).count);

describe(`the daily job killed mid-run (${adminUrl ? 'PostgreSQL' : 'the embedded database'})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lifecycle-kill-'));
  let target: Target;
  let reference: DatabaseHandle;

  beforeAll(async () => {
    target = adminUrl ? await postgresTarget(adminUrl) : await embeddedTarget(dataDir);
    const filled = await target.open();
    try {
      await fillServices(filled.db);
    } finally {
      await filled.close();
    }
    // The same rows in a second database, run once without a kill: where each service must end.
    reference = await createTestDatabase();
    await fillServices(reference.db);
    registerOrderReactionsOfTheApp();
    await runDailyLifecycle(reference.db, new Date(AS_OF), DAILY_STEPS);
  }, 600_000);
  afterAll(async () => {
    await reference?.close();
    await target?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('run again after a SIGKILL, leaves every service, notice, e-mail and renewal order as one whole run does, each once', async () => {
    // Node itself runs the command, so that the SIGKILL reaches the process that has the database open.
    const lifecycle = () => startCommand('lifecycle', dataDir, ['--now', AS_OF], { env: target.env });
    const killed = lifecycle();
    if (target.env.DATABASE_URL) {
      const watched = (target as Target & { database: DatabaseHandle }).database.db;
      await until(async () => (await countLookNotices(watched)) > 0, "the look's first notice");
    } else {
      await until(async () => killed.output().stdout.includes('The step renewals finished'), 'the renewal step to finish');
    }
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(killed.child.signalCode).toBe('SIGKILL');
    expect(killed.output().stdout).not.toContain('The daily lifecycle ran');

    const cut = await target.open();
    const expected = await outcome(reference.db);
    try {
      // Part of the work was committed, not all of it: the renewal step's orders and reminders, and on PostgreSQL the
      // first of the look's notices, not the look's last. The killed run is still recorded as running.
      const committed = await outcome(cut.db);
      expect(committed.renewalItems).toEqual(expected.renewalItems);
      const reminders = (mail: string[]) => mail.filter((line) => line.includes(' renewal-reminder '));
      expect(reminders(committed.mail)).toEqual(reminders(expected.mail));
      expect(reminders(committed.mail).length).toBeGreaterThan(0);
      const partial = await countLookNotices(cut.db);
      if (target.env.DATABASE_URL) expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan(await countLookNotices(reference.db));
      expect(await cut.db.selectFrom('lifecycle_runs').select(['outcome', 'finished_at']).where('as_of', '=', new Date(AS_OF)).execute()).toEqual([{ outcome: 'running', finished_at: null }]);
    } finally {
      await cut.close();
    }

    const again = lifecycle();
    expect(await again.exited).toBe(0);
    expect(again.output().stdout).toMatch(/^The daily lifecycle ran as of 2027-06-01T03:00:00\.000Z: /m);

    const finished = await target.open();
    try {
      const after = await outcome(finished.db);
      expect(after.services).toEqual(expected.services);
      expect(after.websites).toEqual(expected.websites);
      expect(after.notices).toEqual(expected.notices);
      expect(after.mail).toEqual(expected.mail);
      expect(after.renewalItems).toEqual(expected.renewalItems);
      expect(after.orders).toEqual(expected.orders);
      // Once each: one notice per (service, period, kind), one e-mail per key, one renewal order per service and period.
      const once = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
      once(after.notices.map((row) => `${row.service_id} ${row.period_end.toISOString()} ${row.kind}`));
      once(after.mail.map((line) => line.split(' ')[0] ?? ''));
      once(after.renewalItems.map((row) => `${row.service_id} ${String(row.service_period_end)}`));
      const runs = await finished.db.selectFrom('lifecycle_runs').select('outcome').where('as_of', '=', new Date(AS_OF)).orderBy('started_at').execute();
      expect(runs.map((run) => run.outcome)).toEqual(['running', 'finished']);
    } finally {
      await finished.close();
    }
  }, 600_000);
});

/**
 * `npm run backup` and `npm run restore` (server/backup/): a backup taken while orders are being created and paid
 * restores every order, payment and invoice acknowledged before it, and invoice numbering goes on without a gap.
 * The embedded database's backup is taken through the portal that has it open (its backup socket); PostgreSQL's
 * by pg_dump (TEST_DATABASE_URL).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { BackupError } from '../../server/backup/backup-file';
import { serveBackups } from '../../server/backup/backup-socket';
import type { BackupSocket } from '../../server/backup/backup-socket';
import { backupEmbedded, restoreEmbedded } from '../../server/backup/embedded';
import { dumpPostgres, restorePostgres } from '../../server/backup/postgres';
import type { RestoreSummary } from '../../server/backup/summary';
import { LOCK_FILE_NAME } from '../../server/db/data-folder-lock';
import { openPglite } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { DatabaseHandle } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { applyPaymentNotification, ensurePayment } from '../../server/payments/settle';
import { client, signInDemo } from './accounts';
import type { Client } from './accounts';
import { TEST_SECRET } from './app';
import { COMPLETE_CONTACT, mutate, newOrder, ok, readOrder } from './checkout-support';
import { createPostgresTestDatabase, seededPgliteDumpFile } from './db';

const adminUrl = process.env.TEST_DATABASE_URL;
const quiet = { info() {}, warn() {}, error() {} };

/** Where the test's database lives, and the backup and restore of that kind. */
interface Place {
  database: DatabaseHandle;
  backup(file: string): Promise<void>;
  /** Restores into the fresh target; `open` opens it afterwards. */
  restore(file: string, options: { force: boolean }): Promise<RestoreSummary | undefined>;
  open(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

async function embeddedPlace(folder: string): Promise<Place> {
  const dataDir = join(folder, 'data');
  const target = join(folder, 'restored');
  // Filled from the migrated and seeded test database's dump, as `npm run restore` fills a data folder.
  await restoreEmbedded(dataDir, await seededPgliteDumpFile(), { force: false });
  const database = await openPglite(dataDir);
  if (!database.snapshot) throw new Error('the embedded database takes no snapshots');
  const socket: BackupSocket = await serveBackups(dataDir, database.snapshot, quiet);
  return {
    database,
    async backup(file) {
      const { portalPid } = await backupEmbedded(dataDir, file);
      // Through the portal that has the folder open (this process), not by opening the folder a second time.
      expect(portalPid).toBe(process.pid);
    },
    restore: (file, options) => restoreEmbedded(target, file, options),
    open: () => openPglite(target),
    async close() {
      await socket.close();
      await database.close();
    },
  };
}

async function postgresPlace(url: string): Promise<Place> {
  const source = await createPostgresTestDatabase(url);
  const target = await createPostgresTestDatabase(url, { empty: true });
  return {
    database: source.database,
    backup: async (file) => void (await dumpPostgres(source.url, file)),
    restore: (file, options) => restorePostgres(target.url, file, options),
    // The target's own handle: closing it drops the database.
    open: async () => target.database,
    async close() {
      await source.database.close();
      await target.database.close();
    },
  };
}

async function portalOn(database: DatabaseHandle): Promise<{ app: FastifyInstance; demo: Client }> {
  const app = await buildApp({ db: database.db, sessionSecret: TEST_SECRET, defaultCurrency: 'EUR', catalogueCacheMs: 0 });
  await app.ready();
  return { app, demo: await signInDemo(app, client()) };
}

/** A new order finished by the demo account and paid as the gateway's Approve pays it; its identifier once paid. */
async function orderAndPay(app: FastifyInstance, demo: Client, database: DatabaseHandle): Promise<string> {
  const identifier = await newOrder(database, new Date());
  const draft = ok(await readOrder(app, demo, identifier));
  ok(await mutate(app, demo, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: draft.integrityToken }));
  const db = database.db;
  const order = await db.selectFrom('orders').select(['id', 'total_minor', 'currency']).where('identifier', '=', identifier).executeTakeFirstOrThrow();
  const now = new Date();
  const payment = await ensurePayment(db, { orderId: order.id, provider: 'gateway', amountMinor: order.total_minor ?? 0n, currency: order.currency }, now);
  const outcome = await applyPaymentNotification(db, { provider: 'gateway', eventId: `approve-${order.id}`, type: 'gateway.approve', payment: { id: payment.id, orderId: order.id }, result: 'succeeded' }, now);
  if (outcome !== 'paid') throw new Error(`${identifier} was not paid: ${outcome}`);
  return identifier;
}

/** Every paid order of the database with its succeeded payments and its invoice's number. */
async function paidOrders(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .leftJoin('invoices', 'invoices.order_id', 'orders.id')
    .select((eb) => [
      'orders.identifier',
      'invoices.number',
      eb.selectFrom('payments').select((inner) => inner.fn.countAll<number>().as('count')).whereRef('payments.order_id', '=', 'orders.id').where('payments.status', '=', 'succeeded').as('payments'),
    ])
    .where('orders.status', '=', 'paid')
    .execute();
}

/** Each year's invoice sequence numbers, in order. */
async function invoiceSequences(db: Kysely<Database>): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('invoices').select(['year', 'sequence']).orderBy('year').orderBy('sequence').execute();
  const years = new Map<number, number[]>();
  for (const { year, sequence } of rows) years.set(year, [...(years.get(year) ?? []), sequence]);
  return years;
}

describe(`backup and restore (${adminUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  let folder: string;
  let place: Place;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    place = adminUrl ? await postgresPlace(adminUrl) : await embeddedPlace(folder);
  }, 120_000);
  afterAll(async () => {
    await place.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores every order, payment and invoice acknowledged before a backup taken under load, and numbering goes on without a gap', async () => {
    const file = join(folder, 'portal.backup');
    const { app, demo } = await portalOn(place.database);
    const acknowledged: string[] = [];
    let stop = false;
    // Three customers at once create and pay orders until the backup is written and a few more have been paid.
    const customer = async () => {
      while (!stop) acknowledged.push(await orderAndPay(app, demo, place.database));
    };
    const load = [customer(), customer(), customer()];
    let before: string[];
    try {
      while (acknowledged.length < 6) await orderAndPay(app, demo, place.database).then((identifier) => acknowledged.push(identifier));
      before = [...acknowledged];
      await place.backup(file);
      const after = acknowledged.length;
      while (acknowledged.length < after + 3) await orderAndPay(app, demo, place.database).then((identifier) => acknowledged.push(identifier));
    } finally {
      stop = true;
      await Promise.all(load);
      await app.close();
    }

    const summary = await place.restore(file, { force: false });
    expect(summary?.paidOrders).toBeGreaterThanOrEqual(before.length);
    const restored = await place.open();
    try {
      const paid = await paidOrders(restored.db);
      const byIdentifier = new Map(paid.map((row) => [row.identifier, row]));
      for (const identifier of before) {
        expect(byIdentifier.get(identifier), identifier).toBeDefined();
      }
      // Nothing half: every paid order in the backup has its payment and its invoice, also those paid while it was taken.
      for (const row of paid) {
        expect(row.number, row.identifier).not.toBeNull();
        expect(Number(row.payments), row.identifier).toBeGreaterThanOrEqual(1);
      }
      for (const sequences of (await invoiceSequences(restored.db)).values()) {
        expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      }

      // The restored portal's next invoice takes the next number, after its start's migrations (which also install
      // the job queue a PostgreSQL backup leaves out).
      const year = new Date().getFullYear();
      const last = (await invoiceSequences(restored.db)).get(year)?.at(-1) ?? 0;
      await migrateToLatest(restored.db);
      const next = await portalOn(restored);
      try {
        const identifier = await orderAndPay(next.app, next.demo, restored);
        const invoice = await restored.db.selectFrom('invoices').innerJoin('orders', 'orders.id', 'invoices.order_id').select(['invoices.year', 'invoices.sequence']).where('orders.identifier', '=', identifier).executeTakeFirstOrThrow();
        expect(invoice).toEqual({ year, sequence: last + 1 });
      } finally {
        await next.app.close();
      }
    } finally {
      if (!adminUrl) await restored.close();
    }

    // The target now holds a database: a second restore is refused, and with --force replaces it.
    const refusal = place.restore(file, { force: false });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/already holds a database|is not empty/);
    await expect(refusal).rejects.toThrow(/add --force/);
    const forced = await place.restore(file, { force: true });
    expect(forced).toEqual(summary);
  }, 120_000);
});

describe('the embedded database while no portal runs on it', () => {
  it('is backed up directly, and the backup names what is wrong with each refused file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    try {
      const dataDir = join(folder, 'data');
      await restoreEmbedded(dataDir, await seededPgliteDumpFile(), { force: false });
      const file = join(folder, 'stopped.tar.gz');
      expect((await backupEmbedded(dataDir, file)).portalPid).toBeUndefined();
      // The folder is released again: a portal may start on it.
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
      const summary = await restoreEmbedded(join(folder, 'restored'), file, { force: false });
      expect(summary?.orders).toBeGreaterThan(0);

      await expect(backupEmbedded(dataDir, file)).rejects.toThrow(`${file} already exists: choose another file name, or remove that file first.`);
      await expect(backupEmbedded(join(folder, 'nothing'), join(folder, 'new.tar.gz'))).rejects.toThrow(`There is no embedded database in ${join(folder, 'nothing')} to back up`);
      const text = join(folder, 'notes.txt');
      writeFileSync(text, 'not a backup');
      await expect(restoreEmbedded(join(folder, 'other'), text, { force: false })).rejects.toThrow(`${text} is not a backup of the portal`);
      await expect(restoreEmbedded(join(folder, 'other'), join(folder, 'missing.tar.gz'), { force: false })).rejects.toThrow(`There is no file ${join(folder, 'missing.tar.gz')}.`);
      const dump = join(folder, 'postgres.dump');
      writeFileSync(dump, 'PGDMP and the rest');
      await expect(restoreEmbedded(join(folder, 'other'), dump, { force: false })).rejects.toThrow('is a backup of a PostgreSQL database (pg_dump): set DATABASE_URL');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});


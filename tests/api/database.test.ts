import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { recordAudit } from '../../server/admin/audit';
import { demoOperator } from '../../server/db/catalogue';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedCatalogue } from '../../server/setup/seed';
import { resolveSessionSecret, SESSION_SECRET_FILE } from '../../server/session-secret';
import { createTestDatabase } from './db';

// Every migration the folder holds, in the order they must run.
const MIGRATION_FILES = readdirSync(new URL('../../server/db/migrations/', import.meta.url))
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => name.replace(/\.sql$/, ''));

const TABLES = ['currency', 'package', 'package_price', 'tooltip', 'feature', 'package_feature', 'faq_item', 'page_text', 'feature_flag', 'settings'] as const satisfies readonly (keyof Database)[];

let seeded: DatabaseHandle;
const open: DatabaseHandle[] = [];
async function freshDatabase(options?: { empty: boolean }): Promise<DatabaseHandle> {
  const database = await createTestDatabase(options);
  open.push(database);
  return database;
}
beforeAll(async () => {
  seeded = await freshDatabase();
});
afterAll(async () => {
  await Promise.all(open.map((database) => database.close()));
});

/** Every row of every catalogue table, in a stable order, to compare a database before and after. */
async function contents(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
      const sorted = rows.map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))).sort();
      return [table, sorted] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function tableColumns(database: DatabaseHandle): Promise<unknown[]> {
  const { rows } = await sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(database.db);
  return rows;
}

describe('migrations', () => {
  it('create the schema on an empty database and change nothing when run again', async () => {
    const database = await freshDatabase({ empty: true });
    const first = await migrateToLatest(database.db);
    expect(first.map((result) => [result.migrationName, result.status])).toEqual(MIGRATION_FILES.map((name) => [name, 'Success']));
    expect(MIGRATION_FILES.slice(0, 4)).toEqual(['0001_catalogue', '0002_accounts', '0003_websites_orders', '0004_checkout']);
    const schema = await tableColumns(database);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await tableColumns(database)).toEqual(schema);
  });

  it('let instances that start together on a new database wait for each other instead of failing', async () => {
    const database = await freshDatabase({ empty: true });
    const results = await Promise.all([migrateToLatest(database.db), migrateToLatest(database.db)]);
    expect(results.map((applied) => applied.length).sort()).toEqual([0, MIGRATION_FILES.length]);
    await Promise.all([seedCatalogue(database.db), seedCatalogue(database.db)]);
    expect((await contents(database)).package).toHaveLength(5);
    expect((await contents(database)).package_price).toHaveLength(45);
  });

  it('store money as bigint and times as timestamptz, with keys made by the application', async () => {
    const columns = (await tableColumns(seeded)) as { table_name: string; column_name: string; data_type: string; column_default: string | null }[];
    const type = (table: string, column: string) => columns.find((row) => row.table_name === table && row.column_name === column)?.data_type;
    expect(type('package_price', 'monthly_amount_minor')).toBe('bigint');
    expect(type('package_price', 'original_monthly_amount_minor')).toBe('bigint');
    expect(type('package', 'created_at')).toBe('timestamp with time zone');
    const keys = columns.filter((row) => row.column_name === 'id' && (TABLES as readonly string[]).includes(row.table_name));
    expect(keys.map((row) => row.table_name).sort()).toEqual(['faq_item', 'feature', 'package', 'tooltip']);
    expect(keys.every((row) => row.data_type === 'uuid' && row.column_default === null)).toBe(true);
  });
});

describe('the audit log', () => {
  /** What the database answers a statement: nothing (it ran) or its error's SQLSTATE and message. */
  async function refusal(statement: Promise<unknown>): Promise<{ code: unknown; message: string } | null> {
    try {
      await statement;
      return null;
    } catch (error) {
      return { code: (error as { code?: unknown }).code, message: error instanceof Error ? error.message : String(error) };
    }
  }

  it('refuses every UPDATE, DELETE and TRUNCATE of its entries, and keeps them as written', async () => {
    const database = await freshDatabase();
    const { db } = database;
    const operator = await db.selectFrom('accounts').select('id').where('email', '=', demoOperator.email).executeTakeFirstOrThrow();
    const now = new Date('2026-11-23T10:00:00.000Z');
    await recordAudit(db, { accountId: operator.id, action: 'order.markPaid', subjectType: 'order', subjectId: 'ORD-AB12CD34', reason: 'Paid at the counter' }, now);
    await recordAudit(db, { accountId: operator.id, action: 'voucher.create', subjectType: 'voucher', subjectId: 'WELCOME10' }, now);
    const written = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    expect(written).toHaveLength(2);

    // Each started only when the one before has been refused: started together, a refusal could come before its
    // promise was awaited, which Node reports as an unhandled rejection.
    const attempts = [
      () => db.updateTable('audit_log').set({ action: 'order.rewritten' }).where('subject_id', '=', 'ORD-AB12CD34').execute(),
      () => db.deleteFrom('audit_log').where('subject_id', '=', 'ORD-AB12CD34').execute(),
      () => db.deleteFrom('audit_log').execute(),
      () => sql`truncate audit_log`.execute(db),
      // Inside a transaction too: the whole transaction fails, and what it wrote before goes with it.
      () =>
        db.transaction().execute(async (trx) => {
          await recordAudit(trx, { accountId: operator.id, action: 'order.markPaid', subjectType: 'order', subjectId: 'ORD-ZZ99ZZ99' }, now);
          await trx.deleteFrom('audit_log').where('subject_id', '=', 'WELCOME10').execute();
        }),
    ];
    for (const attempt of attempts) {
      expect(await refusal(attempt())).toEqual({ code: '42501', message: expect.stringMatching(/^The audit log is append-only: (UPDATE|DELETE|TRUNCATE) of audit_log is refused\.$/) });
    }
    expect(await db.selectFrom('audit_log').selectAll().orderBy('seq').execute()).toEqual(written);
    // Adding an entry is what the log is for.
    await recordAudit(db, { accountId: operator.id, action: 'statement.leaveLine', subjectType: 'bank_statement_line', subjectId: 'line' }, now);
    expect((await db.selectFrom('audit_log').select('subject_id').orderBy('seq').execute()).map((row) => row.subject_id)).toEqual(['ORD-AB12CD34', 'WELCOME10', 'line']);
  });
});

describe('seed', () => {
  it('writes the demo catalogue once; seeding again changes no row', async () => {
    const database = seeded;
    const before = await contents(database);
    expect(before.package).toHaveLength(5);
    expect(before.currency).toHaveLength(3);
    expect(before.package_price).toHaveLength(5 * 3 * 3);
    expect(await seedCatalogue(database.db)).toBe(false);
    expect(await seedCatalogue(database.db)).toBe(false);
    expect(await contents(database)).toEqual(before);
  });

  it('does not bring back a package an operator removed', async () => {
    const database = await freshDatabase();
    await database.db.deleteFrom('package').where('identifier', '=', 'business').execute();
    await seedCatalogue(database.db);
    const identifiers = await database.db.selectFrom('package').select('identifier').execute();
    expect(identifiers.map((row) => row.identifier)).not.toContain('business');
  });
});

describe('session secret', () => {
  // The file is the embedded database's way of keeping the secret, whichever database this run uses.
  const embedded = (): DatabaseHandle => ({ ...seeded, kind: 'pglite' });
  const dataDirs: string[] = [];
  afterEach(() => {
    for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('prefers SESSION_SECRET when it is set', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveSessionSecret({ sessionSecret: secret, dataDir: '/nonexistent' }, seeded)).toBe(secret);
  });

  it('is generated once and then kept, in the data folder (mode 0600) for PGlite or in settings for PostgreSQL', async () => {
    const database = seeded;
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    dataDirs.push(dataDir);
    const first = await resolveSessionSecret({ sessionSecret: undefined, dataDir }, database);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSessionSecret({ sessionSecret: undefined, dataDir }, database)).toBe(first);
    if (database.kind === 'pglite') {
      const path = join(dataDir, SESSION_SECRET_FILE);
      expect(readFileSync(path, 'utf8')).toBe(first);
      expect(statSync(path).mode & 0o777).toBe(0o600);
    } else {
      const row = await database.db.selectFrom('settings').select('value').where('key', '=', 'session.secret').executeTakeFirst();
      expect(row?.value).toBe(first);
    }
  });

  it('replaces an empty secret file, as a crash between creating and writing it leaves, and leaves no temporary file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    dataDirs.push(dataDir);
    const path = join(dataDir, SESSION_SECRET_FILE);
    writeFileSync(path, '', { mode: 0o600 });
    const secret = await resolveSessionSecret({ sessionSecret: undefined, dataDir }, embedded());
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path, 'utf8')).toBe(secret);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual([SESSION_SECRET_FILE]);
    expect(await resolveSessionSecret({ sessionSecret: undefined, dataDir }, embedded())).toBe(secret);
  });

  it('still refuses a secret file that holds a short secret instead of replacing it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    dataDirs.push(dataDir);
    writeFileSync(join(dataDir, SESSION_SECRET_FILE), 'short');
    await expect(resolveSessionSecret({ sessionSecret: undefined, dataDir }, embedded())).rejects.toThrow(/shorter than 32 characters/);
  });
});

/**
 * pg-boss's schema comes with the portal's migrations (server/db/migrate.ts): a migrated database has it at pg-boss's
 * version, an older pg-boss schema is brought up to date by pg-boss's migration plans, and migrating again changes
 * nothing. PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { jobQueueDb } from '../../server/db/job-queue-db';
import { JOB_QUEUE_SCHEMA, JOB_QUEUE_SCHEMA_VERSION, migrateToLatest } from '../../server/db/migrate';
import { startJobQueue } from '../../server/db/job-queue';
import { createTestDatabase } from './db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.close());

const quiet = { info: () => {}, error: () => {} };
const version = async () => Number((await sql<{ version: number }>`select version from pgboss.version`.execute(database.db)).rows[0]?.version);

describe('pg-boss\'s schema in the migrations', () => {
  it('is installed at pg-boss\'s version, brought up from an older one, and left alone when current', async () => {
    expect(await version()).toBe(JOB_QUEUE_SCHEMA_VERSION);

    // Two versions back, as pg-boss itself would roll them back (its rollback finds the version by ===: a number,
    // whatever its types say).
    const boss = jobQueueDb(database.db);
    const rollback = (from: number) => PgBoss.getRollbackPlans(JOB_QUEUE_SCHEMA, from as unknown as string);
    await boss.executeSql(rollback(JOB_QUEUE_SCHEMA_VERSION));
    await boss.executeSql(rollback(JOB_QUEUE_SCHEMA_VERSION - 1));
    expect(await version()).toBe(JOB_QUEUE_SCHEMA_VERSION - 2);

    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await version()).toBe(JOB_QUEUE_SCHEMA_VERSION);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await version()).toBe(JOB_QUEUE_SCHEMA_VERSION);

    // pg-boss, started without migrating, finds its schema current and works on it.
    const started = await startJobQueue(database.db, quiet);
    try {
      await started.createQueue('schema-check', { name: 'schema-check' });
      const id = await started.send('schema-check', { ok: true });
      expect(await started.fetch('schema-check')).toEqual([expect.objectContaining({ id, data: { ok: true } })]);
    } finally {
      await started.stop({ graceful: false });
    }
  }, 60_000);
});

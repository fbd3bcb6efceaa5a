/**
 * pg-boss's database over the portal's Kysely instance (server/db/job-queue-db.ts): its multi-statement scripts run
 * as one transaction (their own BEGIN and COMMIT dropped), dollar-quoted function bodies stay whole, and its
 * parameters (arrays of uuids and texts, jsonb objects) reach the database as pg-boss sends them. PGlite by default,
 * PostgreSQL under TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { jobQueueDb } from '../../server/db/job-queue-db';
import { createTestDatabase } from './db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
}, 120_000);
afterAll(() => database.close());

const tableExists = async (name: string) => (await sql<{ name: string | null }>`select to_regclass(${name})::text as name`.execute(database.db)).rows[0]?.name !== null;

describe('pg-boss\'s database over Kysely', () => {
  it('runs a BEGIN ... COMMIT script with a $$ function body as one transaction, and answers its last statement\'s rows', async () => {
    const boss = jobQueueDb(database.db);
    const script = `
      BEGIN;
      SET LOCAL lock_timeout = '30s';
      CREATE TABLE adapter_counts (id int primary key, note text);
      CREATE FUNCTION adapter_add(n int)
      RETURNS VOID AS
      $$
      BEGIN
        INSERT INTO adapter_counts (id, note) VALUES (n, 'added; by the function');
      END;
      $$
      LANGUAGE plpgsql;
      SELECT adapter_add(1);
      SELECT count(*)::int AS count FROM adapter_counts;
      COMMIT;
    `;
    expect((await boss.executeSql(script)).rows).toEqual([{ count: 1 }]);
    expect((await boss.executeSql('SELECT note FROM adapter_counts')).rows).toEqual([{ note: 'added; by the function' }]);

    // A statement that fails takes the script's earlier statements with it.
    await expect(boss.executeSql('BEGIN;\nCREATE TABLE adapter_half (id int);\nSELECT adapter_add(1);\nCOMMIT;')).rejects.toThrow(/duplicate key/);
    expect(await tableExists('adapter_half')).toBe(false);
  });

  it('sends arrays and objects as parameters the way pg-boss passes them', async () => {
    const boss = jobQueueDb(database.db);
    const ids = ['5b1f7a52-5c0e-4b8e-9f1e-0c3f5b2a7d11', '0e9d3c4b-2a1f-4e5d-8c7b-6a5f4e3d2c1b'];
    const uuids = await boss.executeSql('SELECT count(*)::int AS count FROM (SELECT UNNEST($1::uuid[])) ids', [ids]);
    expect(uuids.rows).toEqual([{ count: 2 }]);
    const texts = await boss.executeSql('SELECT array_to_string($1::text[], \',\') AS joined', [['a', 'b;c']]);
    expect(texts.rows).toEqual([{ joined: 'a,b;c' }]);
    const json = await boss.executeSql('SELECT $1::jsonb ->> \'slot\' AS slot, $2::json ->> \'retryLimit\' AS retries', [{ slot: '2027-03-10' }, { retryLimit: 3 }]);
    expect(json.rows).toEqual([{ slot: '2027-03-10', retries: '3' }]);
  });

  it('when closed, waits for the statements under way and runs none after (pg-boss sends a job\'s completion without awaiting it)', async () => {
    const boss = jobQueueDb(database.db);
    await boss.executeSql('CREATE TABLE adapter_closing (id int)');
    const underWay = boss.executeSql('INSERT INTO adapter_closing SELECT 1 FROM pg_sleep(0.3)');
    await boss.close();
    // The insert finished before close answered; a statement after it is not run (this one would fail) and never answered.
    expect((await sql<{ count: number }>`select count(*)::int as count from adapter_closing`.execute(database.db)).rows).toEqual([{ count: 1 }]);
    await expect(underWay).resolves.toEqual({ rows: [] });
    const after = boss.executeSql('SELECT no_such_column FROM adapter_closing');
    expect(await Promise.race([after.then(() => 'answered', () => 'refused'), new Promise((resolve) => setTimeout(() => resolve('not answered'), 300))])).toBe('not answered');
  });
});

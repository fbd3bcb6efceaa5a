/**
 * On PostgreSQL, the statements of compiledOnce (the session lookup, the order read, the busiest changes) are
 * prepared by name on each pooled connection, and nothing else is. Needs TEST_DATABASE_URL; on PGlite (which
 * prepares every statement itself, server/db/pglite-runner.ts) the file says so and skips.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../server/db/compiled-once';
import type { DatabaseHandle } from '../../server/db/database';
import { createTestDatabase } from './db';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.log('tests/api/prepared-statements.test.ts: skipped, it needs TEST_DATABASE_URL (PostgreSQL); PGlite prepares every statement itself.');

const accountEmail = compiledOnce((db, values: { id: string }) => db.selectFrom('accounts').select('email').where('id', '=', values.id));

describe.skipIf(!onPostgres)('prepared statements on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('a compiledOnce statement is prepared once on its connection and answers with each call’s values; other statements are not prepared', async () => {
    const someone = await database.db.selectFrom('accounts').select(['id', 'email']).executeTakeFirstOrThrow();
    await database.db.connection().execute(async (connection) => {
      expect(await accountEmail(connection, { id: someone.id })).toEqual([{ email: someone.email }]);
      expect(await accountEmail(connection, { id: randomUUID() })).toEqual([]);
      await connection.selectFrom('orders').select('id').limit(1).execute();
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.name).toMatch(/^portal_[0-9a-f]{24}$/);
      expect(rows[0]?.statement).toContain('from "accounts"');
    });
  });
});

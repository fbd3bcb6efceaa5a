import { PostgresAdapter, PostgresDialect, sql } from 'kysely';
import type { Kysely, MigrationLockOptions } from 'kysely';

/**
 * Kysely's PostgreSQL adapter guards migrations with an advisory lock, which the portal avoids so that it
 * can move to distributed Postgres engines. migrate.ts always hands the Migrator a transaction, so updating
 * the lock row takes a row lock that serialises concurrent migrators until that transaction ends.
 */
class RowLockPostgresAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    const table = options.lockTableSchema ? sql.id(options.lockTableSchema, options.lockTable) : sql.table(options.lockTable);
    await sql`update ${table} set is_locked = 1 where id = ${options.lockRowId}`.execute(db);
  }

  override async releaseMigrationLock(): Promise<void> {
    // The row lock ends with the migration transaction.
  }
}

export class PortablePostgresDialect extends PostgresDialect {
  override createAdapter(): PostgresAdapter {
    return new RowLockPostgresAdapter();
  }
}

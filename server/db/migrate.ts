import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, MIGRATION_LOCK_ID, Migrator } from 'kysely/migration';
import type { Migration, MigrationProvider, MigrationResult } from 'kysely/migration';
import type { Database } from './schema';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Reads the numbered .sql files of the migrations folder. PGlite runs one statement per query, so each
 * file is split on semicolons that end a line (the convention the migration files follow), outside a
 * dollar-quoted body (a function's, whose own statements end in semicolons too).
 */
export class SqlFolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const statements = splitStatements(await readFile(`${this.folder}/${file}`, 'utf8'));
      migrations[file.replace(/\.sql$/, '')] = {
        async up(db) {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

// A dollar quote's delimiter: $$ or $tag$ (a tag does not start with a digit, so $1 is no delimiter).
const DOLLAR_QUOTE = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;

/** Where a line leaves the text: in a 'string', in a dollar-quoted body (its delimiter), or in neither (null). */
type Quoted = "'" | `$${string}` | null;

function quotedAfter(line: string, start: Quoted): Quoted {
  let quoted = start;
  for (let at = 0; at < line.length; at += 1) {
    const rest = line.slice(at);
    if (quoted === "'") {
      // '' inside a string is a quote character: the two toggle back.
      if (rest.startsWith("'")) quoted = null;
    } else if (quoted !== null) {
      if (rest.startsWith(quoted)) {
        at += quoted.length - 1;
        quoted = null;
      }
    } else if (rest.startsWith('--')) {
      break;
    } else if (rest.startsWith("'")) {
      quoted = "'";
    } else {
      const delimiter = DOLLAR_QUOTE.exec(rest)?.[0];
      if (delimiter) {
        quoted = delimiter as Quoted;
        at += delimiter.length - 1;
      }
    }
  }
  return quoted;
}

/**
 * The statements of a migration file: each ends with a semicolon at the end of a line; whole-line comments are
 * blanked. Inside a string or a dollar-quoted body (a function's) nothing ends a statement and every line is kept.
 */
export function splitStatements(source: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted: Quoted = null;
  for (const line of source.split('\n')) {
    if (quoted === null && /^\s*--/.test(line)) {
      current.push('');
      continue;
    }
    current.push(line);
    quoted = quotedAfter(line, quoted);
    if (quoted === null && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;$/, '').trim());
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter((statement) => statement.length > 0);
}

const TRANSACTION_CONTROL = /^(begin|commit)$/i;

/**
 * The statements of a script that brings its own transaction (pg-boss's `locked(...)` plans: BEGIN ... COMMIT), without
 * its BEGIN and COMMIT: the caller runs them in a transaction of its own, which gives them the same atomicity.
 */
export function scriptStatements(script: string): string[] {
  return splitStatements(script).filter((statement) => !TRANSACTION_CONTROL.test(statement));
}

/** The schema of pg-boss's tables (its job table, queues, version), the portal's job queue (server/scheduler.ts). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** The pg-boss schema version this pg-boss expects (its own version.json; pg-boss keeps it in `pgboss.version`). */
export const JOB_QUEUE_SCHEMA_VERSION: number = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

/**
 * Installs pg-boss's schema (its construction plan), or brings an older one up to date (its migration plans), after
 * the portal's own migrations and in their transaction: the server starts pg-boss with `migrate: false`, so that
 * `npm run migrate`, the test templates, backups and every start have it the same way. Nothing to do when it is
 * current. Its plans take pg-boss's advisory lock, and the migration lock row already serialises instances.
 */
async function migrateJobQueue(trx: Kysely<Database>): Promise<void> {
  const installed = await sql<{ name: string | null }>`select to_regclass(${`${JOB_QUEUE_SCHEMA}.version`})::text as name`.execute(trx);
  let plan: string;
  if (!installed.rows[0]?.name) {
    plan = PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA);
  } else {
    const found = await sql<{ version: number }>`select version from ${sql.table(`${JOB_QUEUE_SCHEMA}.version`)}`.execute(trx);
    const version = Number(found.rows[0]?.version);
    if (version >= JOB_QUEUE_SCHEMA_VERSION) return;
    plan = PgBoss.getMigrationPlans(JOB_QUEUE_SCHEMA, String(version));
  }
  for (const statement of scriptStatements(plan)) await sql.raw(statement).execute(trx);
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings the schema up to date. All pending migrations run in one transaction, so a failure leaves the
 * database as it was. Instances starting together wait for each other on the lock row
 * (see portable-postgres-dialect.ts), then find nothing left to do.
 */
export async function migrateToLatest(db: Kysely<Database>, provider: MigrationProvider = new SqlFolderMigrationProvider()): Promise<MigrationResult[]> {
  await createMigrationTables(db);
  return db.transaction().execute(async (trx) => {
    // Features are built on parallel branches, each taking its own migration number; a database that already ran a
    // later number (0005) must still accept an earlier one merged afterwards (0004) instead of refusing to start.
    const { error, results = [] } = await new Migrator({ db: trx, provider, allowUnorderedMigrations: true }).migrateToLatest();
    if (error) {
      const failed = results.find((result) => result.status === 'Error');
      const name = failed ? ` ${failed.migrationName}` : '';
      throw new MigrationError(`Database migration${name} failed: ${errorMessage(error)}`, { cause: error });
    }
    try {
      await migrateJobQueue(trx);
    } catch (error) {
      throw new MigrationError(`Database migration of the job queue (pg-boss) failed: ${errorMessage(error)}`, { cause: error });
    }
    return results;
  });
}

/**
 * Kysely's own tables, created outside the migration transaction: created inside it, two instances starting
 * on a new database would both try and one would fail before reaching the lock row.
 */
async function createMigrationTables(db: Kysely<Database>): Promise<void> {
  await createdByAnyone(sql`create table if not exists ${sql.table(DEFAULT_MIGRATION_TABLE)} (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(db));
  await createdByAnyone(sql`create table if not exists ${sql.table(DEFAULT_MIGRATION_LOCK_TABLE)} (id varchar(255) not null primary key, is_locked integer not null default 0)`.execute(db));
  await sql`insert into ${sql.table(DEFAULT_MIGRATION_LOCK_TABLE)} (id, is_locked) values (${MIGRATION_LOCK_ID}, 0) on conflict do nothing`.execute(db);
}

// PostgreSQL's `if not exists` still fails when another session creates the same table at the same moment:
// on the table's catalogue row (23505), the table name (42P07) or the table's row type (42710).
const CREATED_CONCURRENTLY = new Set(['23505', '42P07', '42710']);

async function createdByAnyone(creation: Promise<unknown>): Promise<void> {
  try {
    await creation;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !CREATED_CONCURRENTLY.has(code)) throw error;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

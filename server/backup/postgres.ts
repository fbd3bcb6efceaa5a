/**
 * Backup and restore of a PostgreSQL database (DATABASE_URL) with PostgreSQL's own tools: pg_dump in its custom
 * format, which reads one consistent snapshot of the whole database while the portal goes on writing, and pg_restore.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import pg from 'pg';
import { JOB_QUEUE_SCHEMA } from '../db/migrate';
import { BackupError, checkNewFile, readBackupKind, writeWhole } from './backup-file';
import { summarize } from './summary';
import type { RestoreSummary } from './summary';

/**
 * The connection for PostgreSQL's tools: the URL without its password, which goes in PGPASSWORD instead, so that it
 * never shows in the list of processes.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The database's name and host for messages, never its password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
}

/** Runs one of PostgreSQL's programs; a failure is told with what the program said. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${program} was not found: install PostgreSQL's client programs (on Debian: apt-get install postgresql-client) of the server's version or newer.`)
          : new BackupError(`${program} could not be started (${error.code ?? error.message}).`),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${program} failed (exit code ${code}):\n${said.trim().split('\n').slice(-5).join('\n')}`));
    });
  });
}

/**
 * Not backed up, nor restored from an older backup that has it: the job queue (pg-boss's schema). Its jobs are the
 * day's scheduled runs and the mail worker's drains, each done again without harm (docs/operations.md); the restored
 * database's first start installs the schema afresh (server/db/migrate.ts). Restored with --force over a database
 * that has it, its queues' partitions would also stop pg_restore --clean: PostgreSQL refuses to drop a partition's
 * inherited primary key, which --clean tries first.
 */
const WITHOUT_JOB_QUEUE = `--exclude-schema=${JOB_QUEUE_SCHEMA}`;

/** `pg_dump --format=custom` of the database into `file`, written whole or not at all. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<{ bytes: number }> {
  checkNewFile(file);
  const { dbname, env } = connection(databaseUrl);
  await writeWhole(file, (partial) => run('pg_dump', ['--format=custom', '--no-password', WITHOUT_JOB_QUEUE, `--file=${partial}`, `--dbname=${dbname}`], env));
  return { bytes: statSync(file).size };
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to ${describeDatabase(databaseUrl)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Tables, views and sequences outside PostgreSQL's own schemas: an empty database has none. */
async function objectCount(client: pg.Client): Promise<number> {
  const result = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  );
  return result.rows[0]?.count ?? 0;
}

/**
 * Fills the database from a pg_dump backup, in one transaction: a failure changes nothing. An empty database only,
 * unless `force`: then every table, sequence and view the backup holds replaces the database's own (pg_restore
 * --clean). Owners and privileges are left to the role that restores, so a backup restores on another server.
 */
export async function restorePostgres(databaseUrl: string, file: string, options: { force: boolean }): Promise<RestoreSummary | undefined> {
  if (readBackupKind(file) === 'pglite') {
    throw new BackupError(`${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to the data folder to restore it into.`);
  }
  const objects = await withClient(databaseUrl, objectCount);
  if (objects > 0 && !options.force) {
    throw new BackupError(`${describeDatabase(databaseUrl)} is not empty (${objects} tables, views and sequences). Restore into an empty database, or add --force to replace what the backup holds.`);
  }
  const { dbname, env } = connection(databaseUrl);
  const clean = objects > 0 ? ['--clean', '--if-exists'] : [];
  await run('pg_restore', ['--no-password', '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', WITHOUT_JOB_QUEUE, ...clean, `--dbname=${dbname}`, file], env);
  return withClient(databaseUrl, (client) => summarize((text) => client.query(text)));
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import { preparedStatementName } from './compiled-once';
import { PgliteRunnerDialect } from './pglite-dialect';
import { PgliteRunner } from './pglite-runner';
import { startPgliteWorker } from './pglite-worker-client';
import { PortablePostgresDialect } from './portable-postgres-dialect';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * The embedded database only: a copy of the whole database taken between transactions, as a gzipped tar of its
   * data folder (PgliteRunner.snapshot). PostgreSQL is copied by pg_dump (server/backup/postgres.ts).
   */
  snapshot?: () => Promise<Uint8Array>;
  /** Ends every connection, then releases the data folder. Safe to call twice. */
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** PostgreSQL connection string; without it the embedded PGlite database in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** The embedded database's own folder inside DATA_DIR. */
export const PGLITE_FOLDER = 'pglite';

const INT8_OID = 20;

// Both drivers would otherwise turn int8 into a JavaScript number (PGlite) or a string (pg); money is bigint.
const parseInt8 = (value: string): bigint => BigInt(value);

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openPglite(location.dataDir);
}

/**
 * The embedded database: one process per data folder, enforced by the data folder lock. PGlite runs on a worker
 * thread of its own (pglite-worker.ts), so that the database's work and the server's run on two cores.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // PGlite does not create missing parent folders.
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataFolder(dataDir);
  try {
    const worker = await startPgliteWorker(join(dataDir, PGLITE_FOLDER));
    const db = new Kysely<Database>({ dialect: new PgliteRunnerDialect(worker.send) });
    return {
      db,
      kind: 'pglite',
      snapshot: worker.snapshot,
      close: once(async () => {
        try {
          await db.destroy();
          await worker.close();
        } finally {
          lock.release();
        }
      }),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an already open PGlite instance, run in this thread (tests use in-memory ones). */
export function wrapPglite(pglite: PGlite): DatabaseHandle {
  const runner = new PgliteRunner(pglite);
  const db = new Kysely<Database>({ dialect: new PgliteRunnerDialect((request) => runner.run(request)) });
  return {
    db,
    kind: 'pglite',
    snapshot: () => runner.snapshot(),
    close: once(async () => {
      await db.destroy();
      if (!pglite.closed) await runner.close();
    }),
  };
}

/** Options every PGlite instance of the portal needs, in-memory ones included. */
export function pgliteOptions(): { parsers: ParserOptions } {
  return { parsers: { [INT8_OID]: parseInt8 } };
}

/**
 * A pg client that runs the statements of compiledOnce as named prepared statements: parsed and planned once per
 * connection, then only bound and executed. Everything else is sent as before (unnamed), so the prepared set stays
 * as small as the code's list of hot statements.
 */
class PreparingClient extends pg.Client {
  // Kysely calls query(sql, parameters); every other form goes through untouched.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? preparedStatementName(text) : undefined;
    const call = super.query as (...rest: unknown[]) => never;
    return name ? call.call(this, { name, text, values }) : call.apply(this, args);
  }
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    Client: PreparingClient,
    max: 10,
    connectionTimeoutMillis: 5_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection broken by a database restart is dropped by the pool; the next query reports the outage.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PortablePostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: once(() => db.destroy()) };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/**
 * Kysely on PGlite through a PgliteRunner (pglite-runner.ts), reached by a function that hands it one statement:
 * directly in this thread, or posted to the database worker (pglite-worker.ts).
 *
 * Unlike Kysely's own PGlite dialect, queries are not serialised here behind one connection: every query gets a
 * connection of its own and is handed over at once, so the runner always has the next statement waiting (which
 * matters when it runs on another thread). Transactions keep their statements together there, in the runner.
 */
import { PGliteAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryResult, TransactionSettings } from 'kysely';
import type { PgliteRequest, PgliteResult } from './pglite-runner';

export type PgliteSend = (request: PgliteRequest) => Promise<PgliteResult>;

/** Lets Kysely hand out several connections at once; the migration lock stays a no-op (one process per data folder). */
class ConcurrentPgliteAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Whoever made the runner closes it (DatabaseHandle.close); destroying the Kysely instance ends nothing. */
export class PgliteRunnerDialect implements Dialect {
  constructor(private readonly send: PgliteSend) {}

  createAdapter() {
    return new ConcurrentPgliteAdapter();
  }

  createDriver(): Driver {
    return new PgliteRunnerDriver(this.send);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PgliteRunnerDriver implements Driver {
  #connections = 0;

  constructor(private readonly send: PgliteSend) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#connections += 1;
    return new PgliteRunnerConnection(this.#connections, this.send);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // As Kysely's PostgreSQL driver words it.
    const options = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean);
    await (connection as PgliteRunnerConnection).run(options.length > 0 ? `start transaction ${options.join(' ')}` : 'begin', 'begin');
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteRunnerConnection).run('commit', 'end');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteRunnerConnection).run('rollback', 'end');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {}
}

class PgliteRunnerConnection implements DatabaseConnection {
  constructor(
    private readonly id: number,
    private readonly send: PgliteSend,
  ) {}

  run(sql: string, claim: PgliteRequest['claim']): Promise<PgliteResult> {
    return this.send({ connection: this.id, sql, parameters: [], claim });
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, numAffectedRows } = await this.send({ connection: this.id, sql: query.sql, parameters: query.parameters });
    return { rows: rows as R[], ...(numAffectedRows === undefined ? {} : { numAffectedRows }) };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }
}

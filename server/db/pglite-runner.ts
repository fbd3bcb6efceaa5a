/**
 * Runs the portal's SQL on one PGlite instance, wherever that instance lives: in the server's database worker
 * (pglite-worker.ts) or, for tests, in the calling thread. Per statement it costs a third of PGlite's own query():
 * - Named prepared statements: each distinct SQL text is parsed and planned once and then only bound and executed,
 *   as PostgreSQL drivers do with prepared statements. Kysely's SQL text holds no values, so the portal's few
 *   hundred statements are each prepared once.
 * - One protocol message per execution (bind, execute, sync) instead of query()'s six calls into PGlite's
 *   WebAssembly, and its answer read from the bytes (pglite-replies.ts) with the columns learnt when preparing.
 * PGlite is one PostgreSQL session, so statements run one at a time in the order they arrive, and a transaction
 * keeps the session to itself: from its BEGIN to its COMMIT or ROLLBACK, statements of other connections wait.
 */
import { protocol } from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { readReply } from './pglite-replies';
import type { Column, Reply } from './pglite-replies';

/** One statement of a connection; `claim` marks the statements that open and close its transaction. */
export interface PgliteRequest {
  connection: number;
  sql: string;
  parameters: readonly unknown[];
  claim?: 'begin' | 'end';
}

export interface PgliteResult {
  rows: Record<string, unknown>[];
  numAffectedRows?: bigint;
}

interface Prepared {
  name: string;
  /** The parameters' type OIDs as PostgreSQL inferred them: how each value is written for it. */
  types: number[];
  /** Its rows' columns, learnt once when it was prepared; none for a statement that returns no rows. */
  columns: Column[] | undefined;
}

const { serialize } = protocol;

// Prepared: plain DML. Transaction control changes no statement, nor do the transaction's own timeouts (pg-boss's
// scripts set them, server/db/job-queue-db.ts). Anything else (DDL above all) may change what a prepared statement's
// result looks like, which PostgreSQL refuses to replan ("cached plan must not change result type"), so it drops
// every prepared statement.
const PREPARED = /^\s*(select|insert|update|delete|with)\b/i;
const TRANSACTION_CONTROL = /^\s*(begin|start|commit|end|rollback|abort|set\s+local\s+(lock_timeout|idle_in_transaction_session_timeout|statement_timeout)\b)/i;
/** SQL texts kept prepared at once; the least recently used one is closed beyond it. */
const MAX_PREPARED = 500;

export class PgliteRunner {
  readonly #pglite: PGlite;
  /** By SQL text, least recently used first. */
  readonly #prepared = new Map<string, Prepared>();
  #named = 0;
  /** Statements run strictly one after another, in the order they were handed over. */
  #tail: Promise<unknown> = Promise.resolve();
  /** The connection whose transaction holds the session. */
  #owner: number | undefined;
  #released: Promise<void> = Promise.resolve();
  #release: () => void = () => {};

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  /**
   * Queues the statement. The check of the transaction's owner and the queueing happen in one synchronous step, so
   * no statement of another connection can slip in between a BEGIN and the statements of its transaction.
   */
  run(request: PgliteRequest): Promise<PgliteResult> {
    if (this.#owner !== undefined && this.#owner !== request.connection) return this.#released.then(() => this.run(request));
    if (request.claim === 'begin') {
      this.#owner = request.connection;
      this.#released = new Promise((resolve) => (this.#release = resolve));
    }
    const result = this.#queue(() => this.#execute(request.sql, request.parameters));
    // Statements queued after the COMMIT or ROLLBACK run after it, so the session is free as soon as it is queued.
    // A failed BEGIN opened nothing; a failed COMMIT still ends the transaction.
    if (request.claim === 'end' && this.#owner === request.connection) this.#free();
    if (request.claim === 'begin') result.catch(() => this.#owner === request.connection && this.#free());
    return result;
  }

  /**
   * A copy of the whole database: a gzipped tar of its data folder (PGlite's dumpDataDir), which PGlite.create's
   * loadDataDir opens again. It is taken between transactions: it waits until no transaction holds the session, and
   * no statement runs while it is taken, so it holds every transaction committed before it and nothing of any
   * other. A checkpoint first writes every change into the data files, so the copy opens without replaying the log.
   */
  snapshot(): Promise<Uint8Array> {
    if (this.#owner !== undefined) return this.#released.then(() => this.snapshot());
    return this.#queue(async () => {
      await this.#pglite.exec('checkpoint');
      const dump = await this.#pglite.dumpDataDir('gzip');
      return new Uint8Array(await dump.arrayBuffer());
    });
  }

  /** Closes PGlite once the statements queued so far have run. */
  close(): Promise<void> {
    return this.#queue(() => this.#pglite.close());
  }

  #free(): void {
    this.#owner = undefined;
    this.#release();
  }

  #queue<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => {});
    return result;
  }

  async #execute(sql: string, parameters: readonly unknown[]): Promise<PgliteResult> {
    const statement = this.#prepared.get(sql);
    const prepare = statement !== undefined || PREPARED.test(sql);
    if (!prepare && !TRANSACTION_CONTROL.test(sql)) await this.#closeAll();
    const prepared = statement ?? (await this.#prepare(sql, prepare));
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const write = this.#pglite.serializers[prepared.types[index] ?? 0];
      return write ? write(value) : String(value);
    });
    const reply = await this.#exchange([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()], prepared.columns);
    if (statement) {
      // Used again: to the end of the eviction order.
      this.#prepared.delete(sql);
      this.#prepared.set(sql, statement);
    }
    return { rows: reply.rows, numAffectedRows: BigInt(reply.affectedRows) };
  }

  /**
   * Parses the statement (named when it is kept) and learns its parameters' types and its columns. A statement that
   * fails to parse is not kept; each name is used once, so a half-done attempt never collides with a later one.
   */
  async #prepare(sql: string, keep: boolean): Promise<Prepared> {
    const name = keep ? `portal_${(this.#named += 1)}` : '';
    const described = await this.#exchange([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()], undefined);
    const prepared = { name, types: described.parameterTypes ?? [], columns: described.columns };
    if (!keep) return prepared;
    this.#prepared.set(sql, prepared);
    if (this.#prepared.size > MAX_PREPARED) {
      const [oldest] = this.#prepared;
      if (oldest) await this.#close([oldest]);
    }
    return prepared;
  }

  async #closeAll(): Promise<void> {
    if (this.#prepared.size > 0) await this.#close([...this.#prepared]);
  }

  async #close(statements: [string, Prepared][]): Promise<void> {
    for (const [sql] of statements) this.#prepared.delete(sql);
    await this.#exchange([...statements.map(([, { name }]) => serialize.close({ type: 'S', name })), serialize.sync()], undefined);
  }

  /**
   * One call into PGlite with the messages in one buffer, and its answers read (pglite-replies.ts); a database error
   * is thrown once the sync has put the session back in order. No file system sync: PGlite's Node file system
   * writes through.
   */
  async #exchange(parts: Uint8Array[], columns: Column[] | undefined): Promise<Reply> {
    const chunks: Uint8Array[] = [];
    // PGlite hands over views of its WebAssembly memory, which the next write reuses.
    await this.#pglite.execProtocolRawStream(concat(parts), { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) });
    const reply = readReply(chunks.length === 1 && chunks[0] ? chunks[0] : concat(chunks), columns, this.#pglite.parsers);
    if (reply.error) throw reply.error;
    return reply;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

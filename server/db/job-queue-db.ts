/**
 * pg-boss's database (its `db` option: `executeSql(text, values)`) over the portal's Kysely instance, the same for
 * PGlite and PostgreSQL (docs/decisions.md, "The scheduler"), so that pg-boss needs no connection of its own:
 * - a statement with parameters is one statement, run as it is (`CompiledQuery.raw`): on PGlite the runner writes each
 *   parameter by the type PostgreSQL described for it (uuid[], jsonb, ...), on PostgreSQL `pg` does;
 * - a script without parameters may hold several statements (pg-boss's `locked(...)` plans, BEGIN ... COMMIT): it is
 *   split as the migrations are, its BEGIN and COMMIT dropped, and its statements run in one Kysely transaction, which
 *   gives them their atomicity (the runner holds PGlite's session for it, PostgreSQL one pooled connection).
 * The answer is what pg-boss reads: `{ rows }`, those of the script's last statement.
 *
 * Closed (after pg-boss stopped, before the database closes), it waits for the statements under way and leaves any
 * later one unrun and unanswered. pg-boss does not await every statement it sends: a job's completion is
 * sent after its handler returns, and one still on its way when the database closed was an unhandled rejection. A
 * completion so lost leaves the job active until its lease ends; then it is run again, which every job allows.
 */
import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import { scriptStatements } from './migrate';

type Rows = { rows: Record<string, unknown>[] };

export interface JobQueueDb {
  executeSql(text: string, values?: unknown[]): Promise<Rows>;
  /** Waits for the statements under way; later ones are not run and never answered. */
  close(): Promise<void>;
}

export function jobQueueDb<DB>(db: Kysely<DB>): JobQueueDb {
  const run = async (on: Kysely<DB>, text: string, values: readonly unknown[]): Promise<Rows> => ({ rows: (await on.executeQuery(CompiledQuery.raw(text, [...values]))).rows as Record<string, unknown>[] });
  const execute = (text: string, values: unknown[] | undefined): Promise<Rows> => {
    if (values !== undefined && values.length > 0) return run(db, text, values);
    const statements = scriptStatements(text);
    if (statements.length <= 1) return run(db, statements[0] ?? text, []);
    const script = async (on: Kysely<DB>) => {
      let last: Rows = { rows: [] };
      for (const statement of statements) last = await run(on, statement, []);
      return last;
    };
    return db.isTransaction ? script(db) : db.transaction().execute(script);
  };
  let closed = false;
  const underWay = new Set<Promise<Rows>>();
  return {
    executeSql(text, values) {
      // Never answered: pg-boss reads every answer (a completion's count, a fetch's jobs), and no made-up one is safe.
      if (closed) return new Promise<Rows>(() => undefined);
      const answer = execute(text, values);
      underWay.add(answer);
      // Only the bookkeeping: the caller gets the answer, its rejection included.
      answer.then(
        () => underWay.delete(answer),
        () => underWay.delete(answer),
      );
      return answer;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...underWay]);
    },
  };
}

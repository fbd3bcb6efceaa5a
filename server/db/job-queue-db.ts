/**
 * pg-boss's database (its `db` option: `executeSql(text, values)`) over the portal's Kysely instance, the same for
 * PGlite and PostgreSQL (docs/decisions.md, "The scheduler"), so that pg-boss needs no connection of its own:
 * - a statement with parameters is one statement, run as it is (`CompiledQuery.raw`): on PGlite the runner writes each
 *   parameter by the type PostgreSQL described for it (uuid[], jsonb, ...), on PostgreSQL `pg` does;
 * - a script without parameters may hold several statements (pg-boss's `locked(...)` plans, BEGIN ... COMMIT): it is
 *   split as the migrations are, its BEGIN and COMMIT dropped, and its statements run in one Kysely transaction, which
 *   gives them their atomicity (the runner holds PGlite's session for it, PostgreSQL one pooled connection).
 * The answer is what pg-boss reads: `{ rows }`, those of the script's last statement.
 */
import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import { scriptStatements } from './migrate';

export interface JobQueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export function jobQueueDb<DB>(db: Kysely<DB>): JobQueueDb {
  const run = async (on: Kysely<DB>, text: string, values: readonly unknown[]) => ({ rows: (await on.executeQuery(CompiledQuery.raw(text, [...values]))).rows as Record<string, unknown>[] });
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) return run(db, text, values);
      const statements = scriptStatements(text);
      if (statements.length <= 1) return run(db, statements[0] ?? text, []);
      const script = async (on: Kysely<DB>) => {
        let last: { rows: Record<string, unknown>[] } = { rows: [] };
        for (const statement of statements) last = await run(on, statement, []);
        return last;
      };
      return db.isTransaction ? script(db) : db.transaction().execute(script);
    },
  };
}

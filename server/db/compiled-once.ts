/**
 * A query Kysely builds and compiles once, then runs with each call's values. For the statements of every request
 * (the session lookup, the order read): building Kysely's immutable query tree and compiling it to SQL was about a
 * sixth of the server thread's CPU per order change, for the same SQL text each time.
 *
 * `build` receives stand-ins for the values and may only place them in the query (where, set, values...), not
 * look at them: the query is built once, with the stand-ins, and each stand-in's parameter is then filled from
 * the call's values. Every database of the portal compiles with Kysely's PostgreSQL compiler, so one SQL text
 * serves them all.
 *
 * On PostgreSQL these statements are also prepared by name on each pooled connection (preparedStatementName, used by
 * database.ts): the order read with its session was planned anew on every change, 1.2 ms of the backend's CPU for
 * 0.25 ms of executing it. PGlite prepares every statement anyway (pglite-runner.ts).
 */
import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/** The stand-in of a value: a parameter of the compiled query that each call fills. */
class Slot {
  constructor(readonly name: string) {}
}

const slots = new Proxy({}, { get: (_target, name) => new Slot(String(name)) });

/** The SQL texts of compiledOnce, each with its prepared statement's name: a handful, fixed by the code. */
const prepared = new Map<string, string>();

/** The name to prepare `sql` under, if it is a statement of compiledOnce; a name follows from the text alone. */
export function preparedStatementName(sql: string): string | undefined {
  return prepared.get(sql);
}

export function compiledOnce<Values extends object, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, values) => {
    if (!compiled) {
      compiled = build(db, slots as Values).compile();
      prepared.set(compiled.sql, `portal_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 24)}`);
    }
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? (values as Record<string, unknown>)[parameter.name] : parameter));
    return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
}

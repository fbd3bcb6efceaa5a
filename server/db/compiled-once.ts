/**
 * A query Kysely builds and compiles once, then runs with each call's values. For the statements of every request
 * (the session lookup, the order read): building Kysely's immutable query tree and compiling it to SQL was about a
 * sixth of the server thread's CPU per order change, for the same SQL text each time.
 *
 * `build` receives stand-ins for the values and may only place them in the query (where, set, values...), not
 * look at them: the query is built once, with the stand-ins, and each stand-in's parameter is then filled from
 * the call's values. Every database of the portal compiles with Kysely's PostgreSQL compiler, so one SQL text
 * serves them all.
 */
import { CompiledQuery } from 'kysely';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema';

/** The stand-in of a value: a parameter of the compiled query that each call fills. */
class Slot {
  constructor(readonly name: string) {}
}

const slots = new Proxy({}, { get: (_target, name) => new Slot(String(name)) });

export function compiledOnce<Values extends object, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, values) => {
    compiled ??= build(db, slots as Values).compile();
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof Slot ? (values as Record<string, unknown>)[parameter.name] : parameter));
    return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
}

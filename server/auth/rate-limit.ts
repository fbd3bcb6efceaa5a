import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Failed sign-ins allowed per window before the key is locked until the window ends. */
export const EMAIL_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Seconds until the latest lock among the keys ends, or undefined when none is locked. */
export async function lockedFor(db: Kysely<Database>, keys: string[], now: Date): Promise<number | undefined> {
  const rows = await db.selectFrom('login_attempts').select('locked_until').where('key', 'in', keys).where('locked_until', '>', now).execute();
  const until = Math.max(...rows.map((row) => (row.locked_until ? new Date(row.locked_until).getTime() : 0)));
  if (rows.length === 0 || until <= now.getTime()) return undefined;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts one failure for the key in one atomic upsert, so parallel requests and several instances never lose
 * a count: a window older than ATTEMPT_WINDOW_MS starts over, and reaching the limit locks until the window ends.
 */
export async function recordFailure(db: Kysely<Database>, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const windowMs = sql.lit(ATTEMPT_WINDOW_MS);
  const expired = sql<boolean>`login_attempts.window_started_at <= ${windowStart}`;
  const failures = sql<number>`case when ${expired} then 1 else login_attempts.failures + 1 end`;
  const started = sql<Date>`case when ${expired} then ${now}::timestamptz else login_attempts.window_started_at end`;
  await db
    .insertInto('login_attempts')
    .values({
      key,
      failures: 1,
      window_started_at: now,
      locked_until: limit <= 1 ? new Date(now.getTime() + ATTEMPT_WINDOW_MS) : null,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        window_started_at: started,
        locked_until: sql<Date | null>`case when ${failures} >= ${limit} then ${started} + ${windowMs} * interval '1 millisecond' else null end`,
      }),
    )
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

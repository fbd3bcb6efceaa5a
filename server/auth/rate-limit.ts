import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Sign-in limits, after OWASP's authentication cheat sheet: the tight limit is per email and address pair, so a
 * stranger's wrong guesses from their address never lock the owner out of theirs; per address it stops one
 * address guessing many emails; per email alone the threshold is much higher, reached only by guesses spread
 * over many addresses.
 */
export const PAIR_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;
export const EMAIL_FAILURE_LIMIT = 100;
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

export const pairKey = (email: string, ip: string) => `pair:${ip}|${email}`;
export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export interface Limit {
  key: string;
  limit: number;
  windowMs: number;
}

export const signInLimits = (email: string, ip: string): [pair: Limit, ip: Limit, email: Limit] => [
  { key: pairKey(email, ip), limit: PAIR_FAILURE_LIMIT, windowMs: ATTEMPT_WINDOW_MS },
  { key: ipKey(ip), limit: IP_FAILURE_LIMIT, windowMs: ATTEMPT_WINDOW_MS },
  { key: emailKey(email), limit: EMAIL_FAILURE_LIMIT, windowMs: ATTEMPT_WINDOW_MS },
];

/**
 * Codes of two-factor sign-in (and the console's code checks), counted like passwords: per account and address
 * pair the tight limit, per account a higher one. A code has a million values and three are accepted at a time (one
 * step of drift), so a guesser who knows the password, spread over many addresses, has about 1 chance in 16,000 per
 * 15 minutes.
 */
export const twoFactorLimits = (accountId: string, ip: string): [pair: Limit, account: Limit] => [
  { key: `two-factor-pair:${ip}|${accountId}`, limit: PAIR_FAILURE_LIMIT, windowMs: ATTEMPT_WINDOW_MS },
  { key: `two-factor:${accountId}`, limit: IP_FAILURE_LIMIT, windowMs: ATTEMPT_WINDOW_MS },
];

/**
 * Sign-ups per address and per e-mail within the window: each sends an e-mail, so a stranger cannot fill anyone's
 * inbox, and the limits are the same whether or not the e-mail has an account.
 */
export const SIGN_UP_EMAIL_LIMIT = 5;
export const SIGN_UP_IP_LIMIT = 30;
export const SIGN_UP_WINDOW_MS = 60 * 60_000;

export const signUpLimits = (email: string, ip: string): Limit[] => [
  { key: `sign-up-email:${email}`, limit: SIGN_UP_EMAIL_LIMIT, windowMs: SIGN_UP_WINDOW_MS },
  { key: `sign-up-ip:${ip}`, limit: SIGN_UP_IP_LIMIT, windowMs: SIGN_UP_WINDOW_MS },
];

/**
 * Counts one attempt for the key in one atomic upsert before the attempt is carried out, so parallel requests
 * and several instances each get their own number and never more than `limit` get through: a window older
 * than `windowMs` starts over. Answers the seconds until the window ends when this attempt is over the limit,
 * undefined when it may go ahead.
 */
export async function claimAttempt(db: Kysely<Database>, { key, limit, windowMs }: Limit, now: Date): Promise<number | undefined> {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql<boolean>`login_attempts.window_started_at <= ${windowStart}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, window_started_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else login_attempts.failures + 1 end`,
        window_started_at: sql<Date>`case when ${expired} then ${now}::timestamptz else login_attempts.window_started_at end`,
      }),
    )
    .returning(['failures', 'window_started_at'])
    .executeTakeFirstOrThrow();
  if (row.failures <= limit) return undefined;
  const endsAt = new Date(row.window_started_at).getTime() + windowMs;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Claims an attempt on every key; the longest wait among those over their limit, or undefined when none is. */
export async function claimAttempts(db: Kysely<Database>, limits: Limit[], now: Date): Promise<number | undefined> {
  // One after another: PGlite has one connection, and each claim is a single statement anyway.
  const waits: number[] = [];
  for (const limit of limits) {
    const wait = await claimAttempt(db, limit, now);
    if (wait !== undefined) waits.push(wait);
  }
  return waits.length ? Math.max(...waits) : undefined;
}

/** Gives back one claimed attempt that turned out well, so the counter counts failures only. */
export async function releaseAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ failures: sql<number>`greatest(login_attempts.failures - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

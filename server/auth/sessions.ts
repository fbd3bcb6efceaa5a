import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { User } from '../../contracts/auth';
import { compiledOnce } from '../db/compiled-once';
import type { AccountRole, Database } from '../db/schema';

export { SESSION_COOKIE } from '../../contracts/auth';
/** Default idle expiry; every authenticated request and POST /api/auth/refresh push it forward. */
export const DEFAULT_SESSION_IDLE_MINUTES = 30;
/** Operators' sessions end sooner (never later than a customer's): the back office moves money. */
export const OPERATOR_SESSION_IDLE_MINUTES = 15;

export interface SessionOptions {
  db: Kysely<Database>;
  now: () => Date;
  idleMinutes: number;
}

export interface ActiveSession {
  user: User;
  expiresAt: Date;
  /** The stored hash of the session id: what tokens bound to this session are signed with. */
  sessionKey: string;
}

/** 256 random bits, base64url: what the cookie carries. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The only form in which a session id reaches the database. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

function expiry(options: SessionOptions, from: Date, role: AccountRole = 'customer'): Date {
  const minutes = role === 'operator' ? Math.min(options.idleMinutes, OPERATOR_SESSION_IDLE_MINUTES) : options.idleMinutes;
  return new Date(from.getTime() + minutes * 60_000);
}

/** Starts a session for the account; returns the id for the cookie. */
export async function createSession(options: SessionOptions, accountId: string, role: AccountRole = 'customer'): Promise<{ id: string; expiresAt: Date }> {
  const id = newSessionId();
  const now = options.now();
  const expiresAt = expiry(options, now, role);
  await options.db
    .insertInto('sessions')
    .values({ id_hash: hashSessionId(id), account_id: accountId, created_at: now, expires_at: expiresAt, last_seen_at: now })
    .execute();
  // Sessions that ran out are useless; clear this account's on the way.
  await options.db.deleteFrom('sessions').where('account_id', '=', accountId).where('expires_at', '<=', now).execute();
  return { id, expiresAt };
}

/**
 * How much of the idle expiry a request may leave unwritten: a session seen again within this time keeps the
 * stored expiry, so that a burst of requests reads the session instead of writing its row each time (one write a
 * minute at most, whatever the rate; docs/scaling.md). The expiry is therefore exact to within this interval.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

// Every authenticated request runs it: built and compiled once.
const findSession = compiledOnce((db, values: { idHash: string; now: Date }) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['accounts.id', 'accounts.fullname', 'accounts.email', 'accounts.role', 'sessions.expires_at'])
    .where('sessions.id_hash', '=', values.idHash)
    .where('sessions.expires_at', '>', values.now)
    // Disabling an operator ends their sessions; this also ends one a sign-in racing the disable made.
    .where('accounts.disabled_at', 'is', null),
);

/** A live session as read from the database: its account and its stored expiry. */
export interface SessionRow {
  id: string;
  fullname: string;
  email: string;
  role: AccountRole;
  expires_at: Date;
}

/** The session id's key in the database (its hash), or undefined for an id no session can have. */
export function sessionIdHash(id: string | undefined): string | undefined {
  return !id || id.length > 100 ? undefined : hashSessionId(id);
}

/**
 * The signed-in user of a session id, extending the session's idle expiry when it is more than
 * SESSION_TOUCH_INTERVAL_MS behind; undefined when the id is unknown or the session ran out (an expired row is
 * deleted).
 */
export async function touchSession(options: SessionOptions, id: string | undefined): Promise<ActiveSession | undefined> {
  const idHash = sessionIdHash(id);
  if (!idHash) return undefined;
  const now = options.now();
  const [found] = await findSession(options.db, { idHash, now });
  return settleSession(options, idHash, now, found);
}

/**
 * What a lookup of the session `idHash` at `now` found, as the signed-in session: the expiry extended when it is more
 * than SESSION_TOUCH_INTERVAL_MS behind, an expired row deleted when none was found.
 */
export async function settleSession(options: SessionOptions, idHash: string, now: Date, found: SessionRow | undefined): Promise<ActiveSession | undefined> {
  if (!found) {
    await options.db.deleteFrom('sessions').where('id_hash', '=', idHash).where('expires_at', '<=', now).execute();
    return undefined;
  }
  const { expires_at: storedExpiry, ...user } = found;
  const expiresAt = expiry(options, now, user.role);
  const writeBefore = new Date(expiresAt.getTime() - SESSION_TOUCH_INTERVAL_MS);
  if (storedExpiry.getTime() >= writeBefore.getTime()) return { user, expiresAt: storedExpiry, sessionKey: idHash };
  // Conditional, so that of several instances seeing the same stale expiry at once each write is harmless, and a
  // session deleted meanwhile (signed out) stays deleted.
  await options.db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, last_seen_at: now })
    .where('id_hash', '=', idHash)
    .where('expires_at', '>', now)
    .where('expires_at', '<', writeBefore)
    .execute();
  return { user, expiresAt, sessionKey: idHash };
}

export async function deleteSession(db: Kysely<Database>, id: string | undefined): Promise<void> {
  if (!id) return;
  await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).execute();
}

/**
 * A sign-in half done (docs/security.md, "Two-factor sign-in"): the password of an account with two-factor sign-in
 * was right, and its code is awaited. The browser holds a random id in its own HttpOnly cookie, the database only the
 * id's SHA-256; it ends after SIGN_IN_CHALLENGE_VALID_MS, at the code's success, or with a newer sign-in of the
 * account. No session exists until the code is right.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SIGN_IN_CHALLENGE_VALID_MS } from '../../contracts/auth';
import type { Database } from '../db/schema';
import { sessionCookieOptions } from './cookie';
import { hashSessionId, newSessionId, sessionIdHash } from './sessions';

export const SIGN_IN_CHALLENGE_COOKIE = 'portal_sign_in';

/** Starts the code step for the account (ending any earlier one of it); sets its cookie; answers when it ends. */
export async function startChallenge(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, accountId: string, now: Date): Promise<Date> {
  const id = newSessionId();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_VALID_MS);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sign_in_challenges').where('account_id', '=', accountId).execute();
    await trx.insertInto('sign_in_challenges').values({ id_hash: hashSessionId(id), account_id: accountId, created_at: now, expires_at: expiresAt }).execute();
  });
  reply.setCookie(SIGN_IN_CHALLENGE_COOKIE, id, sessionCookieOptions(request));
  return expiresAt;
}

/** The account awaiting its code in this browser (an enabled one, within the time), or undefined. */
export async function challengedAccount(db: Kysely<Database>, request: FastifyRequest, now: Date) {
  const idHash = sessionIdHash(request.cookies[SIGN_IN_CHALLENGE_COOKIE] || undefined);
  if (!idHash) return undefined;
  const found = await db
    .selectFrom('sign_in_challenges')
    .innerJoin('accounts', 'accounts.id', 'sign_in_challenges.account_id')
    .select(['accounts.id', 'accounts.fullname', 'accounts.email', 'accounts.role'])
    .where('sign_in_challenges.id_hash', '=', idHash)
    .where('sign_in_challenges.expires_at', '>', now)
    .where('accounts.disabled_at', 'is', null)
    .executeTakeFirst();
  return found && { ...found, idHash };
}

/** Ends the browser's code step: its row (when `idHash` is known) and its cookie. */
export async function endChallenge(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, idHash: string | undefined): Promise<void> {
  if (idHash) await db.deleteFrom('sign_in_challenges').where('id_hash', '=', idHash).execute();
  if (request.cookies[SIGN_IN_CHALLENGE_COOKIE]) reply.clearCookie(SIGN_IN_CHALLENGE_COOKIE, sessionCookieOptions(request));
}

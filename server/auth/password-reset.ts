/**
 * Password reset after OWASP's Forgot Password cheat sheet: the same answer whether or not the e-mail has an
 * account, a random single-use token stored only as its SHA-256, valid for one hour, and a new password that
 * ends every other session of the account.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PASSWORD_RESET_VALID_MS, type ResetLinkProblem } from '../../contracts/auth';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { hashLinkToken, newLinkToken } from './link-token';
import { hashPassword } from './password';

export const hashResetToken = hashLinkToken;

/** Path of the page a link opens; the token follows in the query. */
export const RESET_PAGE_PATH = '/password-reset';

/**
 * Writes a link for the account of the e-mail, if there is one, and its e-mail in the same transaction.
 * Answers nothing either way: the caller answers the same whatever happened here.
 */
export async function requestPasswordReset(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  const account = await db.selectFrom('accounts').select(['id', 'fullname', 'email']).where('email', '=', email).executeTakeFirst();
  if (!account) return;
  await db.transaction().execute((trx) => issuePasswordLink(trx, account, 'password-reset', now));
}

/**
 * Writes a one-time link that sets the account's password, valid for PASSWORD_RESET_VALID_MS, and its e-mail, in the
 * caller's transaction. Answers the link's path (the page and its token), for a caller that shows it as well.
 */
export async function issuePasswordLink(
  trx: Kysely<Database>,
  account: { id: string; fullname: string; email: string },
  template: 'password-reset' | 'operator-invite',
  now: Date,
): Promise<{ path: string; expiresAt: Date }> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MS);
  await trx.insertInto('password_resets').values({ token_hash: hashResetToken(token), account_id: account.id, created_at: now, expires_at: expiresAt, used_at: null }).execute();
  // A path: the outbox makes it absolute from PUBLIC_URL, never from a Host header a request could forge.
  const path = `${RESET_PAGE_PATH}?token=${token}`;
  await enqueueMail(trx, { key: `${template}:${randomUUID()}`, to: account.email, template, data: { name: account.fullname, resetUrl: path, expiresAt: expiresAt.toISOString() } }, now);
  return { path, expiresAt };
}

/** Why a token cannot set a password, or undefined when it can. */
export async function resetLinkProblem(db: Kysely<Database>, token: string, now: Date): Promise<ResetLinkProblem | undefined> {
  const row = await db.selectFrom('password_resets').select(['expires_at', 'used_at']).where('token_hash', '=', hashResetToken(token)).executeTakeFirst();
  if (!row) return 'RESET_LINK_INVALID';
  if (row.used_at) return 'RESET_LINK_USED';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'RESET_LINK_EXPIRED';
  return undefined;
}

/**
 * Sets the new password with the link, once: the link is spent by a conditional update, and in the same
 * transaction the password changes, every other link of the account is spent and every session of the account
 * but `keepSession` (the browser that reset it, when signed in to that same account) ends.
 */
export async function resetPassword(
  db: Kysely<Database>,
  request: { token: string; password: string; keepSession: { accountId: string; idHash: string } | undefined },
  now: Date,
): Promise<{ ok: true; accountId: string; email: string } | { ok: false; problem: ResetLinkProblem }> {
  const problem = await resetLinkProblem(db, request.token, now);
  if (problem) return { ok: false, problem };
  // Hashed outside the transaction: scrypt takes a while, and PGlite has one connection.
  const passwordHash = await hashPassword(request.password);
  const outcome = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashResetToken(request.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!spent) return undefined;
    const account = await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', spent.account_id).returning(['id', 'email']).executeTakeFirstOrThrow();
    await trx.updateTable('password_resets').set({ used_at: now }).where('account_id', '=', account.id).where('used_at', 'is', null).execute();
    let sessions = trx.deleteFrom('sessions').where('account_id', '=', account.id);
    if (request.keepSession?.accountId === account.id) sessions = sessions.where('id_hash', '!=', request.keepSession.idHash);
    await sessions.execute();
    return account;
  });
  // Another request spent the link between the check and the update.
  if (!outcome) return { ok: false, problem: (await resetLinkProblem(db, request.token, now)) ?? 'RESET_LINK_USED' };
  return { ok: true, accountId: outcome.id, email: outcome.email };
}

/**
 * Sign-up after OWASP's authentication cheat sheet (account enumeration): the same answer, and the same work,
 * whether or not the e-mail has an account. A new address gets a link that makes the account when opened; an
 * address that has an account gets a message telling its owner. Only the SHA-256 of the link's token is stored;
 * the link works once and for 24 hours.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SIGN_UP_CONFIRM_VALID_MS, type SignUpLinkProblem, type SignUpRequest } from '../../contracts/auth';
import type { Language } from '../../contracts/language';
import { languageOrDefault } from '../i18n';

/** The language of the page a sign-up was asked on, and whether the visitor chose it (server/http/language.ts). */
export interface SignUpLanguage {
  language: Language;
  chosen: boolean;
}
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { hashLinkToken, newLinkToken } from './link-token';
import { hashPassword } from './password';

/** Path of the page a confirmation link opens; the token follows in the query. */
export const SIGN_UP_CONFIRM_PAGE_PATH = '/sign-up/confirm';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Writes, with its e-mail in the same transaction, either a pending sign-up and its link (a new address) or a
 * note to the owner (an address with an account). Answers nothing: the caller answers the same either way. The
 * password is hashed in both cases, so the time taken does not tell either. `language` is the page's: the link and
 * the welcome are e-mailed in it, and the account made keeps it when the visitor chose it (a note to an owner is in
 * the owner's account language).
 */
export async function requestSignUp(db: Kysely<Database>, request: SignUpRequest, now: Date, language: SignUpLanguage = { language: 'en', chosen: false }): Promise<void> {
  // Hashed outside the transaction: scrypt takes a while, and PGlite has one connection.
  const passwordHash = await hashPassword(request.password);
  const account = await db.selectFrom('accounts').select(['fullname', 'email']).where('email', '=', request.email).executeTakeFirst();
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + SIGN_UP_CONFIRM_VALID_MS);
  await db.transaction().execute(async (trx) => {
    if (account) {
      const data = { name: account.fullname, signInUrl: '/websites', resetUrl: '/password-reset' };
      await enqueueMail(trx, { key: `sign-up-attempt:${randomUUID()}`, to: account.email, template: 'sign-up-attempt', data }, now);
      return;
    }
    await trx
      .insertInto('pending_sign_ups')
      .values({
        token_hash: hashLinkToken(token),
        fullname: request.fullname,
        email: request.email,
        password_hash: passwordHash,
        continue_path: request.continuePath ?? null,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
        language: language.language,
        language_chosen: language.chosen,
      })
      .execute();
    // A path: the outbox makes it absolute from PUBLIC_URL, never from a Host header a request could forge.
    const confirmUrl = `${SIGN_UP_CONFIRM_PAGE_PATH}?token=${token}`;
    const data = { name: request.fullname, confirmUrl, expiresAt: expiresAt.toISOString() };
    await enqueueMail(trx, { key: `sign-up-confirm:${randomUUID()}`, to: request.email, template: 'sign-up-confirm', data, language: language.language }, now);
  });
}

/** Why a token cannot make an account (EMAIL_TAKEN is found only when trying), or undefined when it may. */
async function linkProblem(db: Kysely<Database>, token: string, now: Date): Promise<SignUpLinkProblem | undefined> {
  const row = await db.selectFrom('pending_sign_ups').select(['expires_at', 'used_at']).where('token_hash', '=', hashLinkToken(token)).executeTakeFirst();
  if (!row) return 'SIGN_UP_LINK_INVALID';
  if (row.used_at) return 'SIGN_UP_LINK_USED';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'SIGN_UP_LINK_EXPIRED';
  return undefined;
}

export interface ConfirmedSignUp {
  ok: true;
  user: { id: string; fullname: string; email: string };
  continuePath: string | null;
}

/**
 * Makes the account of a confirmation link, once: the link is spent by a conditional update, and in the same
 * transaction the account and its welcome message are written. An address that got an account meanwhile (another
 * link, a race) is refused by the unique e-mail index, and nothing is written.
 */
export async function confirmSignUp(db: Kysely<Database>, token: string, now: Date): Promise<ConfirmedSignUp | { ok: false; problem: SignUpLinkProblem }> {
  const problem = await linkProblem(db, token, now);
  if (problem) return { ok: false, problem };
  const id = randomUUID();
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('pending_sign_ups')
        .set({ used_at: now })
        .where('token_hash', '=', hashLinkToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['fullname', 'email', 'password_hash', 'continue_path', 'language', 'language_chosen'])
        .executeTakeFirst();
      if (!spent) return undefined;
      await trx
        .insertInto('accounts')
        .values({ id, fullname: spent.fullname, email: spent.email, password_hash: spent.password_hash, cookie_consent: null, created_at: now, language: spent.language_chosen ? languageOrDefault(spent.language) : null })
        .execute();
      await enqueueMail(trx, { key: `welcome:${id}`, to: spent.email, template: 'welcome', data: { name: spent.fullname }, language: languageOrDefault(spent.language) }, now);
      return spent;
    });
    // Another request spent the link between the check and the update.
    if (!outcome) return { ok: false, problem: (await linkProblem(db, token, now)) ?? 'SIGN_UP_LINK_USED' };
    return { ok: true, user: { id, fullname: outcome.fullname, email: outcome.email }, continuePath: outcome.continue_path };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: 'EMAIL_TAKEN' };
    throw error;
  }
}

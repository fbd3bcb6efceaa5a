/**
 * The portal's operators, made, listed, disabled and enabled without touching the database (docs/admin.md,
 * "Operators"). `npm run operator` and the console's Operators page both call these; every change is written to the
 * audit log in its transaction, by the command line (no account) or by the signed-in operator who asked.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { email as emailSchema, newPassword } from '../../contracts/auth-requests';
import { issuePasswordLink } from '../auth/password-reset';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import { recordAudit } from './audit';

export type OperatorErrorCode =
  | 'INVALID_COMMAND'
  | 'INVALID_EMAIL'
  | 'INVALID_PASSWORD'
  | 'OPERATOR_EXISTS'
  | 'OPERATOR_DISABLED'
  | 'CUSTOMER_ACCOUNT'
  | 'ACCOUNT_NOT_FOUND'
  | 'NOT_AN_OPERATOR'
  | 'OPERATOR_UNCHANGED'
  | 'DISABLING_YOURSELF'
  | 'LAST_OPERATOR';

/** Refusals about the address typed: the console shows them at its field. */
const EMAIL_FIELD_CODES: readonly OperatorErrorCode[] = ['INVALID_EMAIL', 'OPERATOR_EXISTS', 'OPERATOR_DISABLED', 'CUSTOMER_ACCOUNT'];

/**
 * A refusal told to whoever asked, as a message alone (the command line, always English) or with its code (the
 * console, in its language: the messages are the server catalogue's English, server/http/error-language.ts).
 */
export class OperatorError extends Error {
  override name = 'OperatorError';

  constructor(
    message: string,
    readonly code: OperatorErrorCode = 'INVALID_COMMAND',
  ) {
    super(message);
  }

  /** The form field the refusal is about, if any. */
  get field(): 'email' | undefined {
    return EMAIL_FIELD_CODES.includes(this.code) ? 'email' : undefined;
  }
}

/** Who asks: an operator's account, or null for the command line. */
export type OperatorActor = string | null;

export interface OperatorRow {
  id: string;
  email: string;
  enabled: boolean;
  createdAt: Date;
}

export type CreatedOperator =
  /** A new account whose password is set by the link (its path; the e-mail with it is in the outbox). */
  | { kind: 'link'; email: string; path: string; expiresAt: Date }
  /** A new account with the password given. */
  | { kind: 'password'; email: string }
  /** A customer's account made an operator: it keeps its password (or takes the one given). */
  | { kind: 'promoted'; email: string; passwordSet: boolean };

/** The address as accounts store it, or a refusal naming it. */
export function checkedEmail(value: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new OperatorError(english('error.INVALID_EMAIL.operator', { email: value }), 'INVALID_EMAIL');
  return parsed.data;
}

/** Refuses a password that sign-up would refuse, with sign-up's own words. */
export function checkNewPassword(password: string): string {
  const parsed = newPassword.safeParse(password);
  if (!parsed.success) throw new OperatorError(parsed.error.issues[0]?.message ?? english('error.INVALID_PASSWORD'), 'INVALID_PASSWORD');
  return parsed.data;
}

/** The name greeting a new operator in e-mail: the part of the address before the @. */
const nameOf = (email: string) => email.slice(0, email.indexOf('@'));

const state = (row: { role: string; disabled_at: Date | null }) => ({ role: row.role, enabled: row.disabled_at === null });

/**
 * Makes EMAIL an operator. A new address gets an account whose password is `password` when given, or else is set by
 * a one-time link (the same link as a password reset, e-mailed through the outbox in this transaction); until then
 * no password signs in to it. On the command line a customer's account is promoted: it keeps its password unless
 * `password` is given, and its sessions end, so that the next sign-in is an operator's. An operator (the console)
 * cannot promote one (docs/admin.md, "Operators": an invitation proves the invitee reads the address, a promotion
 * would not). An operator's address is refused.
 */
export async function createOperator(db: Kysely<Database>, request: { email: string; password?: string | undefined; actor: OperatorActor }, now: Date): Promise<CreatedOperator> {
  const email = checkedEmail(request.email);
  const password = request.password === undefined ? undefined : checkNewPassword(request.password);
  // Hashed outside the transaction: scrypt takes a while, and PGlite has one connection. Without a password, a
  // random one nobody knows keeps the account shut until the link sets the real one.
  const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('accounts').select(['id', 'role', 'disabled_at']).where('email', '=', email).executeTakeFirst();
    if (existing?.role === 'operator') {
      if (existing.disabled_at !== null) {
        throw new OperatorError(english(request.actor === null ? 'error.OPERATOR_DISABLED.commandLine' : 'error.OPERATOR_DISABLED', { email }), 'OPERATOR_DISABLED');
      }
      throw new OperatorError(english('error.OPERATOR_EXISTS', { email }), 'OPERATOR_EXISTS');
    }
    if (existing && request.actor !== null) {
      throw new OperatorError(english('error.CUSTOMER_ACCOUNT', { email }), 'CUSTOMER_ACCOUNT');
    }
    if (existing) {
      const promoted = trx.updateTable('accounts').set({ role: 'operator', disabled_at: null });
      await (password === undefined ? promoted : promoted.set({ password_hash: passwordHash })).where('id', '=', existing.id).execute();
      await trx.deleteFrom('sessions').where('account_id', '=', existing.id).execute();
      await recordAudit(trx, { accountId: request.actor, action: 'operator.promote', subjectType: 'operator', subjectId: email, before: state(existing), after: { role: 'operator', enabled: true, password: password === undefined ? 'kept' : 'set' } }, now);
      return { kind: 'promoted', email, passwordSet: password !== undefined };
    }
    const account = { id: randomUUID(), fullname: nameOf(email), email };
    await trx.insertInto('accounts').values({ ...account, password_hash: passwordHash, cookie_consent: null, role: 'operator', created_at: now }).execute();
    const after = { role: 'operator', enabled: true, password: password === undefined ? 'link' : 'set' };
    await recordAudit(trx, { accountId: request.actor, action: 'operator.create', subjectType: 'operator', subjectId: email, before: null, after }, now);
    if (password !== undefined) return { kind: 'password', email };
    const link = await issuePasswordLink(trx, account, 'operator-invite', now);
    return { kind: 'link', email, path: link.path, expiresAt: link.expiresAt };
  });
}

/** Every operator, the oldest first. */
export async function listOperators(db: Kysely<Database>): Promise<OperatorRow[]> {
  const rows = await db.selectFrom('accounts').select(['id', 'email', 'disabled_at', 'created_at']).where('role', '=', 'operator').orderBy('created_at').orderBy('email').execute();
  return rows.map((row) => ({ id: row.id, email: row.email, enabled: row.disabled_at === null, createdAt: new Date(row.created_at) }));
}

/**
 * Disables (or enables) the operator of EMAIL. Disabling ends every session of the account in the same transaction,
 * and sign-in refuses it from then on. Refuses an address that is not an operator's, or one already in that state;
 * an operator disabling themself (nobody else could tell they cannot undo it); and the last enabled operator, whom
 * nobody could enable again from the console. Answers the address as stored.
 */
export async function setOperatorEnabled(db: Kysely<Database>, request: { email: string; enabled: boolean; actor: OperatorActor }, now: Date): Promise<string> {
  const email = checkedEmail(request.email);
  await db.transaction().execute(async (trx) => {
    const changed = request.enabled ? await enable(trx, email) : await disable(trx, email, request.actor, now);
    if (!changed) {
      const account = await trx.selectFrom('accounts').select(['role']).where('email', '=', email).executeTakeFirst();
      if (!account) throw new OperatorError(english('error.ACCOUNT_NOT_FOUND', { email }), 'ACCOUNT_NOT_FOUND');
      if (account.role !== 'operator') throw new OperatorError(english('error.NOT_AN_OPERATOR', { email }), 'NOT_AN_OPERATOR');
      throw new OperatorError(english(request.enabled ? 'error.OPERATOR_UNCHANGED.enabled' : 'error.OPERATOR_UNCHANGED.disabled', { email }), 'OPERATOR_UNCHANGED');
    }
    if (!request.enabled) await trx.deleteFrom('sessions').where('account_id', '=', changed.id).execute();
    await recordAudit(
      trx,
      { accountId: request.actor, action: request.enabled ? 'operator.enable' : 'operator.disable', subjectType: 'operator', subjectId: email, before: { enabled: !request.enabled }, after: { enabled: request.enabled } },
      now,
    );
  });
  return email;
}

/** Enables a disabled operator by a conditional update: its id, or undefined when EMAIL is no disabled operator. */
async function enable(trx: Kysely<Database>, email: string): Promise<{ id: string } | undefined> {
  return trx.updateTable('accounts').set({ disabled_at: null }).where('email', '=', email).where('role', '=', 'operator').where('disabled_at', 'is not', null).returning('id').executeTakeFirst();
}

/**
 * Disables an enabled operator: its id, or undefined when EMAIL is no enabled operator. The statement writes every
 * enabled operator's row (the others unchanged), so two disables at once take turns: the second waits for the first
 * and sees its result, and two operators disabling each other cannot leave nobody. A refusal throws, and the
 * transaction takes the change back.
 */
async function disable(trx: Kysely<Database>, email: string, actor: OperatorActor, now: Date): Promise<{ id: string } | undefined> {
  const enabled = await trx
    .updateTable('accounts')
    .set({ disabled_at: sql<Date | null>`case when email = ${email} then ${now}::timestamptz else disabled_at end` })
    .where('role', '=', 'operator')
    .where('disabled_at', 'is', null)
    .returning(['id', 'email'])
    .execute();
  const target = enabled.find((row) => row.email === email);
  if (!target) return undefined;
  if (target.id === actor) throw new OperatorError(english('error.DISABLING_YOURSELF'), 'DISABLING_YOURSELF');
  if (enabled.length === 1) throw new OperatorError(english('error.LAST_OPERATOR', { email }), 'LAST_OPERATOR');
  return target;
}

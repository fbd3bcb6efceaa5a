/**
 * Operators' two-factor sign-in as stored: enrolment (a secret shown, turned on by a correct code, recovery codes
 * given once), turning it off and new recovery codes (each needing a current code), the second step of sign-in, and
 * the command line's reset for a lost device. Every change is audited in its transaction (docs/admin.md,
 * "Two-factor sign-in").
 */
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { recordAudit } from '../admin/audit';
import { checkedEmail } from '../admin/operators';
import type { OperatorActor } from '../admin/operators';
import type { Database } from '../db/schema';
import { acceptedStep, isRecoveryCode, isTotpCode, newRecoveryCodes, newTotpSecret, normalizeCode, openSecret, otpauthUri, qrCodePath, recoveryCodeHash, sealSecret } from './two-factor';

/** A refusal with its stable code, told to whoever asked. */
export class TwoFactorError extends Error {
  override name = 'TwoFactorError';
  constructor(
    readonly code: 'TWO_FACTOR_CODE_INVALID' | 'TWO_FACTOR_ALREADY_ON' | 'TWO_FACTOR_OFF' | 'TWO_FACTOR_NOT_STARTED' | 'NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

export const TWO_FACTOR_MESSAGES = {
  ALREADY_ON: 'Two-factor sign-in is on already.',
  OFF: 'Two-factor sign-in is off.',
  NOT_STARTED: 'Start turning on two-factor sign-in again: the code was not asked for.',
  ENROL_CODE_INVALID: 'The code is not correct. Enter the 6-digit code your authenticator app shows for Hosting Portal now.',
} as const;

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** Who is enrolling: the signed-in operator. */
export interface TwoFactorAccount {
  id: string;
  email: string;
}

export async function twoFactorStatus(db: Kysely<Database>, accountId: string): Promise<TwoFactorStatus> {
  const account = await db.selectFrom('accounts').select('totp_enabled_at').where('id', '=', accountId).executeTakeFirst();
  const left = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
  return { enabled: account?.totp_enabled_at != null, recoveryCodesLeft: Number(left.n) };
}

/** Whether the account has two-factor sign-in on. */
export async function hasTwoFactor(db: Kysely<Database>, accountId: string): Promise<boolean> {
  const account = await db.selectFrom('accounts').select('totp_enabled_at').where('id', '=', accountId).executeTakeFirst();
  return account?.totp_enabled_at != null;
}

/**
 * A new secret for the account, kept (sealed) until a correct code turns it on: the secret as text, its otpauth://
 * address and that address as a QR code. Each call makes another; only the last one shown can be turned on.
 */
export async function startEnrolment(db: Kysely<Database>, key: Buffer, account: TwoFactorAccount): Promise<{ secret: string; uri: string; qr: { size: number; path: string } }> {
  const secret = newTotpSecret();
  const started = await db
    .updateTable('accounts')
    .set({ totp_pending_secret: sealSecret(key, secret) })
    .where('id', '=', account.id)
    .where('totp_enabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!started) throw new TwoFactorError('TWO_FACTOR_ALREADY_ON', TWO_FACTOR_MESSAGES.ALREADY_ON);
  const uri = otpauthUri(account.email, secret);
  return { secret, uri, qr: qrCodePath(uri) };
}

async function storeRecoveryCodes(db: Kysely<Database>, key: Buffer, accountId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ account_id: accountId, code_hash: recoveryCodeHash(key, code), created_at: now })))
    .execute();
  return codes;
}

/**
 * Turns two-factor sign-in on with the secret last shown, when `code` is its current code; answers the ten recovery
 * codes, shown this once. The code's step counts as used.
 */
export async function confirmEnrolment(db: Kysely<Database>, key: Buffer, account: TwoFactorAccount, code: string, now: Date): Promise<string[]> {
  const row = await db.selectFrom('accounts').select(['totp_pending_secret', 'totp_enabled_at']).where('id', '=', account.id).executeTakeFirst();
  if (row?.totp_enabled_at != null) throw new TwoFactorError('TWO_FACTOR_ALREADY_ON', TWO_FACTOR_MESSAGES.ALREADY_ON);
  const sealed = row?.totp_pending_secret;
  if (!sealed) throw new TwoFactorError('TWO_FACTOR_NOT_STARTED', TWO_FACTOR_MESSAGES.NOT_STARTED);
  const step = acceptedStep(openSecret(key, sealed), normalizeCode(code), now, null);
  if (step === undefined) throw new TwoFactorError('TWO_FACTOR_CODE_INVALID', TWO_FACTOR_MESSAGES.ENROL_CODE_INVALID);
  return db.transaction().execute(async (trx) => {
    // Conditional: of two confirmations at once, or one racing a newer secret, only the secret shown is turned on.
    const on = await trx
      .updateTable('accounts')
      .set({ totp_secret: sealed, totp_pending_secret: null, totp_enabled_at: now, totp_last_step: step })
      .where('id', '=', account.id)
      .where('totp_pending_secret', '=', sealed)
      .where('totp_enabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!on) throw new TwoFactorError('TWO_FACTOR_NOT_STARTED', TWO_FACTOR_MESSAGES.NOT_STARTED);
    const codes = await storeRecoveryCodes(trx, key, account.id, now);
    await recordAudit(trx, { accountId: account.id, action: 'operator.2fa-on', subjectType: 'operator', subjectId: account.email, before: { twoFactor: false }, after: { twoFactor: true, recoveryCodes: codes.length } }, now);
    return codes;
  });
}

/**
 * Whether `code` is the account's current TOTP code (not used before: its step must be later than the last
 * accepted, written by a conditional update so that two uses at once let one through) or one of its unused recovery
 * codes (deleted as it is used). False for anything else, and for an account without two-factor sign-in.
 */
export async function spendSecondFactor(db: Kysely<Database>, key: Buffer, accountId: string, code: string, now: Date): Promise<'totp' | 'recovery' | false> {
  const normalized = normalizeCode(code);
  const row = await db.selectFrom('accounts').select(['totp_secret', 'totp_last_step']).where('id', '=', accountId).executeTakeFirst();
  if (!row?.totp_secret) return false;
  if (isTotpCode(normalized)) {
    const step = acceptedStep(openSecret(key, row.totp_secret), normalized, now, row.totp_last_step);
    if (step === undefined) return false;
    const used = await db
      .updateTable('accounts')
      .set({ totp_last_step: step })
      .where('id', '=', accountId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .returning('id')
      .executeTakeFirst();
    return used ? 'totp' : false;
  }
  if (!isRecoveryCode(normalized)) return false;
  const used = await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).where('code_hash', '=', recoveryCodeHash(key, normalized)).returning('code_hash').executeTakeFirst();
  return used ? 'recovery' : false;
}

async function requireCurrentCode(db: Kysely<Database>, key: Buffer, accountId: string, code: string, now: Date): Promise<void> {
  if (!(await hasTwoFactor(db, accountId))) throw new TwoFactorError('TWO_FACTOR_OFF', TWO_FACTOR_MESSAGES.OFF);
  if (!(await spendSecondFactor(db, key, accountId, code, now))) throw new TwoFactorError('TWO_FACTOR_CODE_INVALID', AUTH_MESSAGES.TWO_FACTOR_CODE_INVALID);
}

/** Ten new recovery codes in place of the old ones, for a current code (or an unused recovery code). */
export async function replaceRecoveryCodes(db: Kysely<Database>, key: Buffer, account: TwoFactorAccount, code: string, now: Date): Promise<string[]> {
  await requireCurrentCode(db, key, account.id, code, now);
  return db.transaction().execute(async (trx) => {
    const codes = await storeRecoveryCodes(trx, key, account.id, now);
    await recordAudit(trx, { accountId: account.id, action: 'operator.2fa-recovery-codes', subjectType: 'operator', subjectId: account.email, before: null, after: { recoveryCodes: codes.length } }, now);
    return codes;
  });
}

/** Clears the account's two-factor sign-in (secret, recovery codes, half-done sign-ins), audited as `action`. */
async function clearTwoFactor(trx: Kysely<Database>, accountId: string, audit: { actor: OperatorActor; action: string; email: string }, now: Date): Promise<boolean> {
  const cleared = await trx
    .updateTable('accounts')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', accountId)
    .where('totp_enabled_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (!cleared) return false;
  await trx.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('sign_in_challenges').where('account_id', '=', accountId).execute();
  await recordAudit(trx, { accountId: audit.actor, action: audit.action, subjectType: 'operator', subjectId: audit.email, before: { twoFactor: true }, after: { twoFactor: false } }, now);
  return true;
}

/** Turns two-factor sign-in off, for a current code (or an unused recovery code). */
export async function disableTwoFactor(db: Kysely<Database>, key: Buffer, account: TwoFactorAccount, code: string, now: Date): Promise<void> {
  await requireCurrentCode(db, key, account.id, code, now);
  const done = await db.transaction().execute((trx) => clearTwoFactor(trx, account.id, { actor: account.id, action: 'operator.2fa-off', email: account.email }, now));
  if (!done) throw new TwoFactorError('TWO_FACTOR_OFF', TWO_FACTOR_MESSAGES.OFF);
}

/**
 * For a lost device (`npm run operator -- reset-2fa EMAIL`): turns the operator's two-factor sign-in off and ends
 * every session of theirs, so that their next sign-in is with the password alone (and, where it is required, goes to
 * enrolment). Refuses an address that is not an operator's, or one without two-factor sign-in. Answers the address.
 */
export async function resetTwoFactor(db: Kysely<Database>, request: { email: string; actor: OperatorActor }, now: Date): Promise<string> {
  const email = checkedEmail(request.email);
  return db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('accounts').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
    if (!account) throw new TwoFactorError('NOT_FOUND', `There is no account with the e-mail ${email}.`);
    if (account.role !== 'operator') throw new TwoFactorError('NOT_FOUND', `${email} is a customer, not an operator.`);
    if (!(await clearTwoFactor(trx, account.id, { actor: request.actor, action: 'operator.2fa-reset', email }, now))) {
      throw new TwoFactorError('TWO_FACTOR_OFF', `${email} has no two-factor sign-in to reset.`);
    }
    await trx.deleteFrom('sessions').where('account_id', '=', account.id).execute();
    return email;
  });
}

/**
 * Operators' two-factor sign-in as stored, as sign-in reads it: whether it is on, the second step of sign-in (a
 * current code or an unused recovery code, each spent once) and new recovery codes. Turning it on and off and the
 * command line's reset are the console's, audited (server/admin/two-factor.ts; docs/admin.md, "Two-factor sign-in").
 */
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../contracts/auth';
import type { Database } from '../db/schema';
import { english } from '../i18n';
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

/** The console's refusals of two-factor changes: the server catalogue's English, in Czech for a Czech request (server/http/error-language.ts). */
export const TWO_FACTOR_MESSAGES = {
  ALREADY_ON: english('error.TWO_FACTOR_ALREADY_ON'),
  OFF: english('error.TWO_FACTOR_OFF'),
  NOT_STARTED: english('error.TWO_FACTOR_NOT_STARTED'),
  ENROL_CODE_INVALID: english('error.TWO_FACTOR_CODE_INVALID.enrol'),
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

export async function storeRecoveryCodes(db: Kysely<Database>, key: Buffer, accountId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ account_id: accountId, code_hash: recoveryCodeHash(key, code), created_at: now })))
    .execute();
  return codes;
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

export async function requireCurrentCode(db: Kysely<Database>, key: Buffer, accountId: string, code: string, now: Date): Promise<void> {
  if (!(await hasTwoFactor(db, accountId))) throw new TwoFactorError('TWO_FACTOR_OFF', TWO_FACTOR_MESSAGES.OFF);
  if (!(await spendSecondFactor(db, key, accountId, code, now))) throw new TwoFactorError('TWO_FACTOR_CODE_INVALID', AUTH_MESSAGES.TWO_FACTOR_CODE_INVALID);
}

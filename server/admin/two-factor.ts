/**
 * Operators' two-factor sign-in, changed: enrolment (a secret shown, turned on by a correct code, recovery codes
 * given once), turning it off and new recovery codes (each needing a current code), and the command line's reset for
 * a lost device. Every change is audited in its transaction (docs/admin.md, "Two-factor sign-in"); what sign-in reads
 * is server/auth/two-factor-store.ts.
 */
import type { Kysely } from 'kysely';
import { acceptedStep, normalizeCode, openSecret } from '../auth/two-factor';
import { requireCurrentCode, storeRecoveryCodes, TWO_FACTOR_MESSAGES, TwoFactorError } from '../auth/two-factor-store';
import type { TwoFactorAccount } from '../auth/two-factor-store';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import { recordAudit } from './audit';
import { checkedEmail } from './operators';
import type { OperatorActor } from './operators';

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
    if (!account) throw new TwoFactorError('NOT_FOUND', english('error.NOT_FOUND.account', { email }));
    if (account.role !== 'operator') throw new TwoFactorError('NOT_FOUND', english('error.NOT_FOUND.customer', { email }));
    if (!(await clearTwoFactor(trx, account.id, { actor: request.actor, action: 'operator.2fa-reset', email }, now))) {
      throw new TwoFactorError('TWO_FACTOR_OFF', english('error.TWO_FACTOR_OFF.reset', { email }));
    }
    await trx.deleteFrom('sessions').where('account_id', '=', account.id).execute();
    return email;
  });
}

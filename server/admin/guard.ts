/** Who is an operator: the back office's messages, and the check the GraphQL guard (server/schema/operator-guard.ts) and the document routes share. */
import type { Kysely } from 'kysely';
import type { ActiveSession } from '../auth/sessions';
import { hasTwoFactor } from '../auth/two-factor-store';
import type { Database } from '../db/schema';
import type { OperatorTwoFactorPolicy } from '../mode';

/** What a shopper or a visitor is told when calling a back-office operation. */
export const OPERATOR_ONLY_MESSAGE = 'This needs an operator account.';

/** What an operator without two-factor sign-in is told under OPERATOR_2FA=required. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'This portal requires two-factor sign-in for operators. Turn it on in the console\'s Security page (/admin/security) first.';

/**
 * Whether the signed-in account may act as an operator outside GraphQL (the invoice and credit note downloads of any
 * account): an operator, with two-factor sign-in on when OPERATOR_2FA=required, as requireOperator (server/schema/operator-guard.ts) decides.
 */
export async function actsAsOperator(db: Kysely<Database>, user: ActiveSession['user'], policy: OperatorTwoFactorPolicy): Promise<boolean> {
  if (user.role !== 'operator') return false;
  return policy !== 'required' || hasTwoFactor(db, user.id);
}

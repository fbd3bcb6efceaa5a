/**
 * Who is an operator: the back office's messages (the server catalogue's, in Czech for a Czech request), and the check
 * the GraphQL guard (server/schema/operator-guard.ts) and the document routes share.
 */
import type { Kysely } from 'kysely';
import type { ActiveSession } from '../auth/sessions';
import { hasTwoFactor } from '../auth/two-factor-store';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import type { OperatorTwoFactorPolicy } from '../mode';

/** What a shopper or a visitor is told when calling a back-office operation. */
export const OPERATOR_ONLY_MESSAGE = english('error.FORBIDDEN.operatorOnly');

/** What an operator without two-factor sign-in is told under OPERATOR_2FA=required. */
export const TWO_FACTOR_REQUIRED_MESSAGE = english('error.TWO_FACTOR_REQUIRED');

/**
 * Whether the signed-in account may act as an operator outside GraphQL (the invoice and credit note downloads of any
 * account): an operator, with two-factor sign-in on when OPERATOR_2FA=required, as requireOperator (server/schema/operator-guard.ts) decides.
 */
export async function actsAsOperator(db: Kysely<Database>, user: ActiveSession['user'], policy: OperatorTwoFactorPolicy): Promise<boolean> {
  if (user.role !== 'operator') return false;
  return policy !== 'required' || hasTwoFactor(db, user.id);
}

import { createGraphQLError } from 'graphql-yoga';
import { tooManyAttemptsMessage } from '../../auth/routes';
import { claimAttempts, clearFailures, releaseAttempt, twoFactorLimits } from '../../auth/rate-limit';
import type { ActiveSession } from '../../auth/sessions';
import { TwoFactorError, twoFactorStatus } from '../../auth/two-factor-store';
import type { GraphQLContext } from '../context';
import { codedCall } from './guard';
import type { AdminTwoFactor } from '../generated/resolvers-types';

/** The operator's two-factor state as the console reads it. */
export async function presentTwoFactor(context: GraphQLContext, operatorId: string): Promise<AdminTwoFactor> {
  return { ...(await twoFactorStatus(context.db, operatorId)), required: context.operatorTwoFactor === 'required' };
}

/** A refusal of the two-factor store becomes a GraphQL error with its code. */
export const twoFactorCall = <T>(call: () => Promise<T>): Promise<T> => codedCall([TwoFactorError], call);

/**
 * A change that needs a code of the operator, counted against the same limits as the codes of sign-in (server/auth/
 * rate-limit.ts): over them, TOO_MANY_ATTEMPTS before the code is checked; a success gives its attempt back.
 */
export async function withCodeAttempt<T>(context: GraphQLContext, operator: ActiveSession['user'], change: () => Promise<T>): Promise<T> {
  const [pair, ...others] = twoFactorLimits(operator.id, context.req.ip);
  const wait = await claimAttempts(context.db, [pair, ...others], context.auth.now());
  if (wait !== undefined) throw createGraphQLError(tooManyAttemptsMessage(wait), { extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: wait } });
  const result = await twoFactorCall(change);
  await clearFailures(context.db, pair.key);
  for (const limit of others) await releaseAttempt(context.db, limit.key);
  return result;
}

/**
 * The back office's guard in the GraphQL layer: every operation whose name starts with `admin` runs only for a
 * signed-in operator (server/admin/guard.ts has the messages and the check the document routes share).
 */
import { createGraphQLError } from 'graphql-yoga';
import { OPERATOR_ONLY_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from '../admin/guard';
import type { ActiveSession } from '../auth/sessions';
import { hasTwoFactor } from '../auth/two-factor-store';
import type { GraphQLContext } from './context';

/**
 * The signed-in operator (extending the session), or FORBIDDEN before anything is read or written, for a visitor
 * (no session, or one that ran out) and a customer alike. Under OPERATOR_2FA=required an operator without two-factor
 * sign-in gets TWO_FACTOR_REQUIRED, unless the operation is its enrolment (`enrolment`).
 */
export async function requireOperator(context: GraphQLContext, enrolment = false): Promise<ActiveSession['user']> {
  const user = (await context.auth.current(context.req))?.user;
  if (user?.role !== 'operator') throw createGraphQLError(OPERATOR_ONLY_MESSAGE, { extensions: { code: 'FORBIDDEN' } });
  if (!enrolment && context.operatorTwoFactor === 'required' && !(await hasTwoFactor(context.db, user.id))) {
    throw createGraphQLError(TWO_FACTOR_REQUIRED_MESSAGE, { extensions: { code: 'TWO_FACTOR_REQUIRED' } });
  }
  return user;
}

type Resolver<Args, Result> = (parent: unknown, args: Args, context: GraphQLContext) => Result;
type OperatorResolve<Args, Result> = (args: Args, context: GraphQLContext, operator: ActiveSession['user']) => Promise<Result>;

/**
 * A back-office resolver that runs only for an operator, who is handed to it. Every GraphQL operation whose name
 * starts with `admin` is made with this (tests/api/admin-guard.test.ts checks each of them).
 */
export function operatorOnly<Args, Result>(resolve: OperatorResolve<Args, Result>): Resolver<Args, Promise<Result>> {
  return async (_parent, args, context) => resolve(args, context, await requireOperator(context));
}

/** operatorOnly for the operations of the operator's own two-factor enrolment: open to them under OPERATOR_2FA=required too. */
export function operatorEnrolment<Args, Result>(resolve: OperatorResolve<Args, Result>): Resolver<Args, Promise<Result>> {
  return async (_parent, args, context) => resolve(args, context, await requireOperator(context, true));
}

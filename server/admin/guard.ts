import { createGraphQLError } from 'graphql-yoga';
import type { ActiveSession } from '../auth/sessions';
import type { GraphQLContext } from '../schema/context';

/** What a shopper or a visitor is told when calling a back-office operation. */
export const OPERATOR_ONLY_MESSAGE = 'This needs an operator account.';

/**
 * The signed-in operator (extending the session), or FORBIDDEN before anything is read or written, for a visitor
 * (no session, or one that ran out) and a customer alike.
 */
export async function requireOperator(context: GraphQLContext): Promise<ActiveSession['user']> {
  const user = (await context.auth.current(context.req))?.user;
  if (user?.role !== 'operator') throw createGraphQLError(OPERATOR_ONLY_MESSAGE, { extensions: { code: 'FORBIDDEN' } });
  return user;
}

type Resolver<Args, Result> = (parent: unknown, args: Args, context: GraphQLContext) => Result;

/**
 * A back-office resolver that runs only for an operator, who is handed to it. Every GraphQL operation whose name
 * starts with `admin` is made with this (tests/api/admin-guard.test.ts checks each of them).
 */
export function operatorOnly<Args, Result>(
  resolve: (args: Args, context: GraphQLContext, operator: ActiveSession['user']) => Promise<Result>,
): Resolver<Args, Promise<Result>> {
  return async (_parent, args, context) => resolve(args, context, await requireOperator(context));
}

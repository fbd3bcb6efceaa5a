import { createGraphQLError } from 'graphql-yoga';
import { AUTH_MESSAGES } from '../../../contracts/auth';
import type { ActiveSession } from '../../auth/sessions';
import type { Language } from '../../../contracts/language';
import { saysItself } from '../../http/error-language';
import type { GraphQLContext } from '../context';

/** The signed-in session (extended), or an UNAUTHENTICATED error. */
export async function requireSession(context: GraphQLContext): Promise<ActiveSession> {
  const session = await context.auth.current(context.req);
  if (!session) throw createGraphQLError(AUTH_MESSAGES.NOT_SIGNED_IN, { extensions: { code: 'UNAUTHENTICATED' } });
  return session;
}

/** The signed-in user (extending the session), or an UNAUTHENTICATED error. */
export async function requireUser(context: GraphQLContext): Promise<ActiveSession['user']> {
  return (await requireSession(context)).user;
}

export function fail(code: string, message: string): never {
  throw createGraphQLError(message, { extensions: { code } });
}

/** An error class of the domain whose refusals carry a stable code for the client. */
type CodedError = abstract new (...args: never[]) => Error & { readonly code: string };

/** Runs `call`; a refusal of one of `kinds` becomes a GraphQL error with its code, anything else stays the server's own failure. */
export async function codedCall<T>(kinds: readonly CodedError[], call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (kinds.some((kind) => error instanceof kind)) {
      const refusal = error as Error & { code: string; wordsIn?: (language: Language) => string };
      const answer = createGraphQLError(refusal.message, { extensions: { code: refusal.code } });
      if (refusal.wordsIn) saysItself(answer, refusal.wordsIn);
      throw answer;
    }
    throw error;
  }
}

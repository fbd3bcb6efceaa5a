import { GraphQLRequestError } from '../../../../app/api/graphql-client';

/**
 * A back-office refusal with its field messages (the GraphQL error's extensions.errors), so the form can show each
 * beside its field; other errors pass unchanged.
 */
export async function withFieldErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GraphQLRequestError) {
      const cause = error.cause as { response?: { errors?: { extensions?: { errors?: unknown } }[] } } | undefined;
      const fields = cause?.response?.errors?.[0]?.extensions?.errors;
      throw Object.assign(error, { fieldErrors: typeof fields === 'object' && fields !== null ? fields : {} });
    }
    throw error;
  }
}

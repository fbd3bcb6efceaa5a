/**
 * The app's one GraphQL client (POST /graphql with the session cookie). GraphQL errors come back as
 * GraphQLRequestError with the first error's message and extensions.code, so machines and views can tell
 * UNAUTHENTICATED or WEBSITE_NAME_TAKEN apart without knowing graphql-request.
 */
import { ClientError, GraphQLClient, type Variables } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export class GraphQLRequestError extends Error {
  readonly code: string;

  constructor(message: string, code: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GraphQLRequestError';
    this.code = code;
  }
}

let client: GraphQLClient | null = null;

/** Made on first use: the endpoint needs the page's origin, which Node's fetch (tests) cannot infer. */
function graphqlClient(): GraphQLClient {
  client ??= new GraphQLClient(new URL('/graphql', window.location.origin).href, { credentials: 'same-origin' });
  return client;
}

export async function requestGraphQL<TResult, TVariables extends Variables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  try {
    // graphql-request's variables type is a conditional one that a generic TVariables cannot satisfy.
    return await graphqlClient().request<TResult>({ document, variables: variables as Variables, signal });
  } catch (error) {
    if (error instanceof ClientError) {
      const first = error.response.errors?.[0];
      const code = first?.extensions?.['code'];
      throw new GraphQLRequestError(first?.message ?? 'The server could not answer. Please try again.', typeof code === 'string' ? code : 'GRAPHQL_ERROR', { cause: error });
    }
    throw error;
  }
}

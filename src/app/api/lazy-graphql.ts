import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Variables } from 'graphql-request';

/**
 * A GraphQL call for a page's first paint: the client and the document (with the generated map of every document)
 * load with the first call, not with the page.
 */
export async function requestLazily<TResult, TVariables extends Variables>(
  loadDocument: () => Promise<TypedDocumentNode<TResult, TVariables>>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  const [{ requestGraphQL }, document] = await Promise.all([import('./graphql-client'), loadDocument()]);
  return requestGraphQL(document, variables, signal);
}

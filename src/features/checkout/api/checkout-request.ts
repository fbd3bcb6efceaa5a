/**
 * Every checkout call fails with a CheckoutRequestError: the first GraphQL error's extensions.code, its message
 * and, for a refused contact, extensions.errors (field -> message). That is the shape contracts/checkout.ts's
 * checkoutFailure reads, so the machines tell a stale token or a field error apart without knowing GraphQL.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Variables } from 'graphql-request';
import { CHECKOUT_GENERAL_ERROR } from '../../../../contracts/checkout';
import { ApiRequestError } from '../../../app/api/api-error';
import { GraphQLRequestError, requestGraphQL } from '../../../app/api/graphql-client';

export class CheckoutRequestError extends Error {
  readonly code: string | null;
  readonly fieldErrors: Record<string, string> | null;

  constructor(message: string, code: string | null, fieldErrors: Record<string, string> | null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CheckoutRequestError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

type FirstError = { extensions?: { errors?: unknown } } | undefined;

/** extensions.errors of the first GraphQL error, kept only when it is a map of strings. */
function fieldErrorsOf(error: GraphQLRequestError): Record<string, string> | null {
  const response = (error.cause as { response?: { errors?: FirstError[] } } | undefined)?.response;
  const errors = response?.errors?.[0]?.extensions?.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export function toCheckoutError(error: unknown): CheckoutRequestError {
  if (error instanceof CheckoutRequestError) return error;
  if (error instanceof GraphQLRequestError) return new CheckoutRequestError(error.message, error.code, fieldErrorsOf(error), { cause: error });
  if (error instanceof ApiRequestError) return new CheckoutRequestError(error.message, error.code, null, { cause: error });
  // A network failure's own text ('Failed to fetch') means nothing to a shopper.
  return new CheckoutRequestError(CHECKOUT_GENERAL_ERROR, null, null, { cause: error });
}

export async function requestCheckout<TResult, TVariables extends Variables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables): Promise<TResult> {
  try {
    return await requestGraphQL(document, variables);
  } catch (error) {
    throw toCheckoutError(error);
  }
}

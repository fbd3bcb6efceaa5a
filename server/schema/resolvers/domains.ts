import { DomainError } from '../../orders/domain-orders';
import { fail } from './guard';

/** Runs a domain call; a refusal becomes a GraphQL error with its extensions.code. */
export async function domainCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) fail(error.code, error.message);
    throw error;
  }
}

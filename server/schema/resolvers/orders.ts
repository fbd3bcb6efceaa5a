import { OrderError } from '../../orders/create-package-order';
import { fail } from './guard';

/**
 * Runs a call that creates an order or searches what can be ordered (packages, domains); a refusal becomes a GraphQL
 * error with its extensions.code.
 */
export async function orderCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OrderError) fail(error.code, error.message);
    throw error;
  }
}

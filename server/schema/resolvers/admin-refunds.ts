import { RefundError } from '../../admin/refunds';
import { fail } from './guard';

/** A refund's refusal as a GraphQL error with its code and the argument at fault; anything else is unexpected. */
export async function refundCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RefundError) fail(error.code, error.message);
    throw error;
  }
}

import type { Kysely } from 'kysely';
import { orderRefunds, RefundError } from '../../admin/refunds';
import type { Language } from '../../../contracts/language';
import type { Database } from '../../db/schema';
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

/** The refund just made or asked for again, with its order's payments and refunds as they now stand. */
export async function refundAnswer(db: Kysely<Database>, made: { refundId: string; orderIdentifier: string }, now: Date, language: Language) {
  const order = await orderRefunds(db, made.orderIdentifier, now, language);
  const refund = order.refunds.find((candidate) => candidate.id === made.refundId);
  if (!refund) throw new Error(`Refund ${made.refundId} vanished after it was made.`);
  return { refund, order };
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Why the gateway refuses a refund: it took no such payment (NO_TRANSACTION), or not that much (TOO_MUCH). */
export class GatewayRefundError extends Error {
  override name = 'GatewayRefundError';
  constructor(
    readonly code: 'NO_TRANSACTION' | 'TOO_MUCH',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The built-in gateway's refund. The gateway is the portal's own, so its ledger is the payments table: it refunds
 * a transaction it approved (a succeeded gateway payment with its transaction id) up to the amount reserved for
 * refunds there, and names the refund by the refund's key, so asking again for the same refund answers the same id.
 */
export async function refundGatewayPayment(
  db: Kysely<Database>,
  refund: { id: string; paymentId: string; transaction: string | null; amountMinor: bigint },
): Promise<{ externalId: string }> {
  const payment = await db
    .selectFrom('payments')
    .select(['external_id', 'status', 'amount_minor', 'refunded_minor'])
    .where('id', '=', refund.paymentId)
    .where('provider', '=', 'gateway')
    .executeTakeFirst();
  if (!payment || payment.status !== 'succeeded' || !refund.transaction || payment.external_id !== refund.transaction) {
    throw new GatewayRefundError('NO_TRANSACTION', 'The gateway has no approved transaction for this payment.');
  }
  if (refund.amountMinor <= 0n || BigInt(payment.refunded_minor) > BigInt(payment.amount_minor)) {
    throw new GatewayRefundError('TOO_MUCH', 'The gateway cannot refund more than the transaction took.');
  }
  return { externalId: `gr_${createHash('sha256').update(refund.id).digest('hex').slice(0, 24)}` };
}

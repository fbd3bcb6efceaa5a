/**
 * A transfer paid twice (docs/admin.md, "Bank statements"): a statement line whose order was paid before its money
 * came is refunded to the payer, in the transaction that settles the line.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import { recordAudit } from './audit';
import { refundTransferWithin } from './refunds';
import { StatementError } from './statement-parser';

/** An order a transfer could be for: one finished with the bank transfer. */
export interface TransferOrder {
  id: string;
  identifier: string;
  status: string;
  currency: string;
  totalMinor: bigint | null;
}

/** Only money that came after its order was paid, in the order's currency, is refunded from a statement line. */
export function checkRefundable(order: TransferOrder, currency: string): void {
  if (order.status !== 'paid') {
    throw new StatementError(english('error.ORDER_NOT_PAID', { identifier: order.identifier, status: order.status }), 'ORDER_NOT_PAID');
  }
  if (currency !== order.currency) throw new StatementError(english('error.CURRENCY_MISMATCH.refund', { currency, identifier: order.identifier, orderCurrency: order.currency }), 'CURRENCY_MISMATCH');
}

/**
 * The line's money, which came after its order was paid, goes back to the payer's account: it becomes a transfer
 * payment of the order (naming the line) and is refunded whole by the refunds' own rules, to be paid out from the
 * bank; the money was never invoiced, so its credit note is issued only for what of it the invoice holds (none, for
 * an order paid in full before).
 */
export async function refundToPayer(
  trx: Transaction<Database>,
  operatorId: string,
  refund: { line: { id: string; currency: string; entry_reference: string; counterparty: string; counterparty_account: string }; order: TransferOrder; amountMinor: bigint; reason: string },
  now: Date,
): Promise<void> {
  const { line, order, amountMinor, reason } = refund;
  const paymentId = randomUUID();
  await trx
    .insertInto('payments')
    .values({ id: paymentId, order_id: order.id, provider: 'transfer', external_id: null, amount_minor: amountMinor, currency: line.currency, status: 'succeeded', statement_line_id: line.id, created_at: now, updated_at: now })
    .execute();
  const payOutTo = line.counterparty_account || null;
  const { refundId } = await refundTransferWithin(
    trx,
    operatorId,
    { order, payment: { id: paymentId, provider: 'transfer', currency: line.currency }, amount: amountMinor, reason, key: `statement-line-${line.id}`, payOutTo },
    now,
  );
  await recordAudit(
    trx,
    {
      accountId: operatorId,
      action: 'statement.refundLine',
      subjectType: 'order',
      subjectId: order.identifier,
      before: { status: order.status },
      after: { outcome: 'refunded', amountMinor, currency: line.currency, entryReference: line.entry_reference, payer: line.counterparty, payOutTo, paymentId, refundId },
      reason,
    },
    now,
  );
}

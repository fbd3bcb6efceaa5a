import { StatementError, type StatementFormat } from '../../admin/statement-parser';
import type { StatementLineView } from '../../admin/statements';
import { requestLocale } from '../../http/language';
import { formatMoney } from '../../domain/money';
import type { GraphQLContext } from '../context';
import { codedCall } from './guard';
import type { OrderStatus, StatementLine } from '../generated/resolvers-types';

/** A statement refusal as a GraphQL error with its code; anything else is the server's own failure. */
export const statementCall = <T>(call: () => Promise<T>): Promise<T> => codedCall([StatementError], call);

export const presentFormat = (format: StatementFormat): 'CAMT053' | 'CSV' => (format === 'camt053' ? 'CAMT053' : 'CSV');

/** A line as the console shows it, amounts formatted in the operator's language. */
export function presentLine(context: GraphQLContext, line: StatementLineView): StatementLine {
  const locale = requestLocale(context.req);
  const { order } = line;
  return {
    id: line.id,
    position: line.position,
    bookedOn: line.bookedOn,
    // A Float in the schema: exact, since the parser keeps every amount within 2^53 - 1.
    amountMinor: Number(line.amountMinor),
    currency: line.currency,
    amountFormatted: formatMoney({ amountMinor: line.amountMinor, currency: line.currency }, locale),
    reference: line.reference,
    counterparty: line.counterparty,
    payerAccount: line.payerAccount,
    entryReference: line.entryReference,
    outcome: line.outcome,
    orderIdentifier: order?.identifier ?? null,
    orderStatus: order ? (order.status.toUpperCase() as OrderStatus) : null,
    orderTotalFormatted: order?.totalMinor != null ? formatMoney({ amountMinor: order.totalMinor, currency: order.currency }, locale) : null,
    resolutionReason: line.resolutionReason,
    refundable: line.refundable,
  };
}

/**
 * Bank statements in the back office: the largest file accepted (the browser checks it before sending, the server
 * again), and the outcome of each statement line as the console names it.
 */
export const STATEMENT_MAX_BYTES = 512 * 1024;

export const STATEMENT_TOO_LARGE_MESSAGE = `The statement is larger than ${STATEMENT_MAX_BYTES / 1024} KB. Export a shorter period and import it in parts.`;

/**
 * What became of a statement line. PAID: it paid its order exactly; SHORT / OVER: its reference names an order
 * awaiting this transfer but the amount is less / more; UNKNOWN: it names no order awaiting a transfer in its
 * currency; RESOLVED: an operator marked its order paid anyway, with a reason; LEFT: an operator left it;
 * REFUNDED: its order was paid already, and an operator refunded it to the payer;
 * DEBIT: money going out, ignored; ALREADY_IMPORTED: the bank's entry was imported before (preview only).
 */
export type StatementLineOutcome = 'PAID' | 'SHORT' | 'OVER' | 'UNKNOWN' | 'RESOLVED' | 'LEFT' | 'REFUNDED' | 'DEBIT' | 'ALREADY_IMPORTED';

export const STATEMENT_OUTCOME_LABELS: Record<StatementLineOutcome, string> = {
  PAID: 'Pays the order',
  SHORT: 'Short payment',
  OVER: 'Overpayment',
  UNKNOWN: 'Unknown payment',
  RESOLVED: 'Marked paid anyway',
  LEFT: 'Left',
  REFUNDED: 'Refunded to the payer',
  DEBIT: 'Outgoing, ignored',
  ALREADY_IMPORTED: 'Already imported',
};

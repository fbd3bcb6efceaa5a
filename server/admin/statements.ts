/**
 * Bank transfers in the back office: a statement previewed (nothing written), imported (each new incoming
 * payment matched by reference, amount and currency; an exact match pays its order through markOrderPaid), the
 * lines left for an operator resolved (marked paid anyway with a reason, or left), and a transfer that came
 * outside a statement marked paid by hand. The bank's entry reference and account key every line (unique), so a
 * file imported again, an overlapping one or two parallel imports take each payment once.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { StatementLineOutcome } from '../../contracts/bank-statements';
import type { Database, StatementLineOutcomeColumn } from '../db/schema';
import { isUuid } from '../db/uuid';
import { english } from '../i18n';
import { largestAmount, minorUnitDigits, parseDecimalAmount, toDecimalString } from '../domain/money';
import { orderIdentifiersIn } from '../domain/order-identifier';
import { PAYMENT_METHOD_NAMES } from '../../contracts/payment-methods';
import { ensurePayment, markOrderPaid } from '../payments/settle';
import { variableSymbol } from '../bank-transfer/instructions';
import { recordAudit } from './audit';
import { checkRefundable, refundToPayer } from './statement-refund';
import type { TransferOrder } from './statement-refund';
import type { OrderActor } from '../lifecycle/history';
import { parseStatement, StatementError, type StatementEntry, type StatementFormat } from './statement-parser';

/** A statement line as the console shows it, before or after an import. */
export interface StatementLineView {
  id: string | null;
  position: number;
  bookedOn: string;
  amountMinor: bigint;
  currency: string;
  reference: string;
  counterparty: string;
  /** The payer's account as the statement gives it; '' when it gives none. */
  payerAccount: string;
  entryReference: string;
  outcome: StatementLineOutcome;
  order: TransferOrder | null;
  resolutionReason: string | null;
  /** An open line whose order was paid already (in its currency): its money is refunded to the payer (REFUND). */
  refundable: boolean;
}

export interface StatementPreview {
  format: StatementFormat;
  lines: StatementLineView[];
}

export interface StatementImport extends StatementPreview {
  /** Null when every line had been imported before: nothing was written. */
  statementId: string | null;
}

const OPEN_OUTCOMES: StatementLineOutcomeColumn[] = ['short', 'over', 'unknown'];
const REASON_MAX = 500;
/**
 * An amount marked paid by hand above this many times the order's total is taken for a typo (docs/admin.md). Short
 * and over payments are marked paid as they came; a real payment larger still is marked from its statement line.
 */
const BY_HAND_MAX_TIMES_TOTAL = 10n;

/** ORD- identifiers and digit runs (leading zeros dropped) of a payment reference, as payers write them. */
function referenceTokens(reference: string): string[] {
  const identifiers = orderIdentifiersIn(reference);
  const numbers = [...reference.matchAll(/\d+/g)].map((match) => match[0].replace(/^0+/, '')).filter(Boolean);
  return [...identifiers, ...numbers];
}

/** Every order finished with the bank transfer, by each way a reference may name it (variable symbol, identifier). */
async function transferOrders(db: Kysely<Database>): Promise<Map<string, TransferOrder[]>> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'identifier', 'status', 'currency', 'total_minor'])
    .where('payment_service_name', '=', PAYMENT_METHOD_NAMES.transfer)
    .where('status', '<>', 'draft')
    .execute();
  const byToken = new Map<string, TransferOrder[]>();
  for (const row of rows) {
    const order = { id: row.id, identifier: row.identifier, status: row.status, currency: row.currency, totalMinor: row.total_minor === null ? null : BigInt(row.total_minor) };
    for (const token of [row.identifier, variableSymbol(row.identifier).replace(/^0+/, '')]) byToken.set(token, [...(byToken.get(token) ?? []), order]);
  }
  return byToken;
}

/** The one order the reference names, or null when it names none or several. */
function namedOrder(orders: Map<string, TransferOrder[]>, reference: string): TransferOrder | null {
  const found = new Map(referenceTokens(reference).flatMap((token) => orders.get(token) ?? []).map((order) => [order.id, order]));
  return found.size === 1 ? ([...found.values()][0] ?? null) : null;
}

/** Reference AND currency AND amount: what an incoming payment would do to the order it names. */
function matchOutcome(order: TransferOrder | null, entry: StatementEntry): StatementLineOutcomeColumn {
  if (!order || order.status !== 'awaiting_payment' || order.currency !== entry.currency || order.totalMinor === null) return 'unknown';
  if (entry.amountMinor === order.totalMinor) return 'paid';
  return entry.amountMinor < order.totalMinor ? 'short' : 'over';
}

const upper = (outcome: StatementLineOutcomeColumn) => outcome.toUpperCase() as StatementLineOutcome;

const OPEN_VIEW_OUTCOMES: readonly StatementLineOutcome[] = OPEN_OUTCOMES.map(upper);

/** A kept line still open whose order is paid in the line's currency: money that came after the order was paid. */
const paidAlready = (id: string | null, outcome: StatementLineOutcome, order: TransferOrder | null, currency: string) =>
  id !== null && OPEN_VIEW_OUTCOMES.includes(outcome) && order?.status === 'paid' && order.currency === currency;

function lineView(entry: StatementEntry, outcome: StatementLineOutcome, order: TransferOrder | null, id: string | null = null): StatementLineView {
  const { position, bookedOn, amountMinor, currency, reference, counterparty, counterpartyAccount, entryReference } = entry;
  return { id, position, bookedOn, amountMinor, currency, reference, counterparty, payerAccount: counterpartyAccount, entryReference, outcome, order, resolutionReason: null, refundable: paidAlready(id, outcome, order, currency) };
}

const entryKey = (entry: StatementEntry) => `${entry.account}\u0000${entry.entryReference}`;

async function importedKeys(db: Kysely<Database>, entries: StatementEntry[]): Promise<Set<string>> {
  const references = [...new Set(entries.map((entry) => entry.entryReference))];
  if (references.length === 0) return new Set();
  const rows = await db.selectFrom('bank_statement_lines').select(['bank_account', 'entry_reference']).where('entry_reference', 'in', references).execute();
  return new Set(rows.map((row) => `${row.bank_account}\u0000${row.entry_reference}`));
}

/** What importing the file would do, line by line; writes nothing. */
export async function previewStatement(db: Kysely<Database>, content: string): Promise<StatementPreview> {
  const { format, entries } = parseStatement(content);
  const [orders, imported] = await Promise.all([transferOrders(db), importedKeys(db, entries)]);
  const lines = entries.map((entry) => {
    if (!entry.credit) return lineView(entry, 'DEBIT', null);
    const order = namedOrder(orders, entry.reference);
    if (imported.has(entryKey(entry))) return lineView(entry, 'ALREADY_IMPORTED', order);
    return lineView(entry, upper(matchOutcome(order, entry)), order);
  });
  return { format, lines };
}

/**
 * The transfer payment of the order succeeded with the bank's id, and the order paid: exactly once. The payment
 * changes first (the invoice names its method), only while not yet succeeded; if the order cannot become paid (paid
 * or cancelled meanwhile), the payment goes back to what it was. True when this call paid the order.
 */
async function payByTransfer(
  trx: Transaction<Database>,
  payment: { orderId: string; amountMinor: bigint; currency: string; externalId: string | null },
  now: Date,
  vouchedBy?: { operatorId: string; reason: string },
): Promise<boolean> {
  const before = await ensurePayment(trx, { orderId: payment.orderId, provider: 'transfer', amountMinor: payment.amountMinor, currency: payment.currency }, now);
  const taken = await trx
    .updateTable('payments')
    .set({ status: 'succeeded', external_id: payment.externalId, amount_minor: payment.amountMinor, currency: payment.currency, updated_at: now })
    .where('id', '=', before.id)
    .where('status', '<>', 'succeeded')
    .executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) return false;
  // A matched line is the bank's word (the history names the transfer); a payment an operator vouches for names them.
  const actor: OrderActor | undefined = vouchedBy ? { kind: 'operator', accountId: vouchedBy.operatorId } : undefined;
  if (await markOrderPaid(trx, payment.orderId, now, actor, vouchedBy?.reason)) return true;
  await trx
    .updateTable('payments')
    .set({ status: before.status, external_id: before.external_id, amount_minor: before.amount_minor, currency: before.currency, updated_at: now })
    .where('id', '=', before.id)
    .execute();
  return false;
}

/** Thrown inside the import's transaction when no line was new, so that the statement row is not kept either. */
class NothingNew extends Error {}

/**
 * Imports a statement in one transaction: its new incoming payments are kept with their outcome, and each exact
 * match pays its order. Lines go in in key order, so parallel imports of overlapping files wait for each other in
 * the same order rather than deadlock. A malformed file is refused before anything is written.
 */
export async function importStatement(db: Kysely<Database>, operatorId: string, file: { content: string; fileName: string | null }, now: Date): Promise<StatementImport> {
  const { format, entries } = parseStatement(file.content);
  const credits = entries.filter((entry) => entry.credit).sort((a, b) => (entryKey(a) < entryKey(b) ? -1 : entryKey(a) > entryKey(b) ? 1 : 0));
  const views = new Map<StatementEntry, StatementLineView>(entries.filter((entry) => !entry.credit).map((entry) => [entry, lineView(entry, 'DEBIT', null)]));
  const statementId = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('bank_statements').values({ id: statementId, account_id: operatorId, format, file_name: file.fileName, entries: entries.length, imported_at: now }).execute();
      const orders = await transferOrders(trx);
      let fresh = 0;
      for (const entry of credits) {
        const order = namedOrder(orders, entry.reference);
        let outcome = matchOutcome(order, entry);
        const lineId = randomUUID();
        const inserted = await trx
          .insertInto('bank_statement_lines')
          .values({
            id: lineId,
            statement_id: statementId,
            bank_account: entry.account,
            entry_reference: entry.entryReference,
            position: entry.position,
            booked_on: entry.bookedOn,
            amount_minor: entry.amountMinor,
            currency: entry.currency,
            reference: entry.reference,
            counterparty: entry.counterparty,
            counterparty_account: entry.counterpartyAccount,
            order_id: order?.id ?? null,
            outcome,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['bank_account', 'entry_reference']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) {
          views.set(entry, lineView(entry, 'ALREADY_IMPORTED', order));
          continue;
        }
        fresh += 1;
        if (outcome === 'paid' && order && !(await payByTransfer(trx, { orderId: order.id, amountMinor: entry.amountMinor, currency: entry.currency, externalId: entry.entryReference }, now))) {
          // Paid or cancelled since the orders were read: the operator sees it among the open lines.
          outcome = 'unknown';
          await trx.updateTable('bank_statement_lines').set({ outcome }).where('id', '=', lineId).execute();
        }
        views.set(entry, lineView(entry, upper(outcome), order, lineId));
        if (order) {
          await recordAudit(
            trx,
            { accountId: operatorId, action: 'statement.import', subjectType: 'order', subjectId: order.identifier, before: { status: order.status }, after: { outcome, amountMinor: entry.amountMinor, currency: entry.currency, entryReference: entry.entryReference, statementId } },
            now,
          );
        }
      }
      if (fresh === 0) throw new NothingNew();
      await recordAudit(trx, { accountId: operatorId, action: 'statement.import', subjectType: 'bank_statement', subjectId: statementId, after: { format, fileName: file.fileName, entries: entries.length, newLines: fresh } }, now);
    });
  } catch (error) {
    if (!(error instanceof NothingNew)) throw error;
    return { format, statementId: null, lines: entries.map((entry) => ({ ...(views.get(entry) ?? lineView(entry, 'ALREADY_IMPORTED', null)), id: null })) };
  }
  return { format, statementId, lines: entries.map((entry) => views.get(entry) ?? lineView(entry, 'ALREADY_IMPORTED', null)) };
}

function requiredReason(reason: string | null | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) throw new StatementError(english('error.REASON_REQUIRED.statement'), 'REASON_REQUIRED');
  if (trimmed.length > REASON_MAX) throw new StatementError(english('error.REASON_REQUIRED.tooLong', { max: REASON_MAX }), 'REASON_REQUIRED');
  return trimmed;
}

async function orderByIdentifier(db: Kysely<Database>, identifier: string): Promise<TransferOrder> {
  const row = await db.selectFrom('orders').select(['id', 'identifier', 'status', 'currency', 'total_minor']).where('identifier', '=', identifier.trim().toUpperCase()).executeTakeFirst();
  if (!row) throw new StatementError(english('error.ORDER_NOT_FOUND.statement', { identifier: identifier.trim() }), 'ORDER_NOT_FOUND');
  return { id: row.id, identifier: row.identifier, status: row.status, currency: row.currency, totalMinor: row.total_minor === null ? null : BigInt(row.total_minor) };
}

const notAwaiting = (order: TransferOrder) => new StatementError(english('error.ORDER_NOT_AWAITING_PAYMENT', { identifier: order.identifier, status: order.status }), 'ORDER_NOT_AWAITING_PAYMENT');

/** Pays an order by a transfer the operator vouches for, with the audit entry, in the caller's transaction. */
async function markPaidByOperator(
  trx: Transaction<Database>,
  operatorId: string,
  paid: { order: TransferOrder; amountMinor: bigint; currency: string; externalId: string | null; reason: string; action: string },
  now: Date,
): Promise<void> {
  if (paid.currency !== paid.order.currency) throw new StatementError(english('error.CURRENCY_MISMATCH', { currency: paid.currency, identifier: paid.order.identifier, orderCurrency: paid.order.currency }), 'CURRENCY_MISMATCH');
  if (!(await payByTransfer(trx, { orderId: paid.order.id, amountMinor: paid.amountMinor, currency: paid.currency, externalId: paid.externalId }, now, { operatorId, reason: paid.reason }))) {
    throw notAwaiting(paid.order);
  }
  await recordAudit(
    trx,
    {
      accountId: operatorId,
      action: paid.action,
      subjectType: 'order',
      subjectId: paid.order.identifier,
      before: { status: paid.order.status, totalMinor: paid.order.totalMinor, currency: paid.order.currency },
      after: { status: 'paid', amountMinor: paid.amountMinor, currency: paid.currency, bankReference: paid.externalId },
      reason: paid.reason,
    },
    now,
  );
}

export interface LineResolution {
  lineId: string;
  /** refund: the line's order was paid already; its money goes back to the payer. */
  action: 'markPaid' | 'leave' | 'refund';
  reason?: string | null;
  /** The order to mark paid, when the line names none (or names another). */
  orderIdentifier?: string | null;
}

const RESOLVED_AS = { markPaid: 'resolved', leave: 'left', refund: 'refunded' } as const satisfies Record<LineResolution['action'], StatementLineOutcomeColumn>;

/**
 * Settles an open line (short, over, unknown) once: a conditional update from an open outcome decides which of
 * any parallel requests acts. Marking paid needs a reason and an order awaiting payment in the line's currency;
 * refunding needs a reason and an order paid already in the line's currency; a refusal leaves the line open.
 */
export async function resolveStatementLine(db: Kysely<Database>, operatorId: string, resolution: LineResolution, now: Date): Promise<StatementLineView> {
  const reason = resolution.action === 'leave' ? (resolution.reason ?? '').trim().slice(0, REASON_MAX) || null : requiredReason(resolution.reason);
  const line = isUuid(resolution.lineId) ? await db.selectFrom('bank_statement_lines').selectAll().where('id', '=', resolution.lineId).executeTakeFirst() : undefined;
  if (!line) throw new StatementError(english('error.LINE_NOT_FOUND'), 'LINE_NOT_FOUND');
  const named = resolution.orderIdentifier?.trim();
  const order = named ? await orderByIdentifier(db, named) : line.order_id ? await orderById(db, line.order_id) : null;
  if (resolution.action !== 'leave' && !order) throw new StatementError(english('error.ORDER_NOT_FOUND.noOrder'), 'ORDER_NOT_FOUND');
  if (resolution.action === 'refund' && order) checkRefundable(order, line.currency);
  return db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('bank_statement_lines')
      .set({ outcome: RESOLVED_AS[resolution.action], resolved_by: operatorId, resolution_reason: reason, resolved_at: now, order_id: order?.id ?? line.order_id })
      .where('id', '=', line.id)
      .where('outcome', 'in', OPEN_OUTCOMES)
      .executeTakeFirst();
    if (settled.numUpdatedRows !== 1n) throw new StatementError(english('error.LINE_ALREADY_RESOLVED'), 'LINE_ALREADY_RESOLVED');
    const amountMinor = BigInt(line.amount_minor);
    if (resolution.action === 'markPaid' && order) {
      await markPaidByOperator(trx, operatorId, { order, amountMinor, currency: line.currency, externalId: line.entry_reference, reason: reason ?? '', action: 'transfer.markPaid' }, now);
    } else if (resolution.action === 'refund' && order) {
      await refundToPayer(trx, operatorId, { line, order, amountMinor, reason: reason ?? '' }, now);
    } else {
      await recordAudit(
        trx,
        { accountId: operatorId, action: 'statement.leaveLine', subjectType: order ? 'order' : 'bank_statement_line', subjectId: order?.identifier ?? line.id, before: { outcome: line.outcome }, after: { outcome: 'left', amountMinor, currency: line.currency, entryReference: line.entry_reference }, reason },
        now,
      );
    }
    const entry = { position: line.position, bookedOn: line.booked_on, amountMinor, currency: line.currency, reference: line.reference, counterparty: line.counterparty, counterpartyAccount: line.counterparty_account, entryReference: line.entry_reference } as StatementEntry;
    return { ...lineView(entry, upper(RESOLVED_AS[resolution.action]), order, line.id), resolutionReason: reason };
  });
}

async function orderById(db: Kysely<Database>, id: string): Promise<TransferOrder | null> {
  const row = await db.selectFrom('orders').select('identifier').where('id', '=', id).executeTakeFirst();
  return row ? orderByIdentifier(db, row.identifier) : null;
}

/** The lines an operator still has to resolve, oldest first. */
export async function openStatementLines(db: Kysely<Database>): Promise<StatementLineView[]> {
  const rows = await db
    .selectFrom('bank_statement_lines as line')
    .leftJoin('orders', 'orders.id', 'line.order_id')
    .select([
      'line.id',
      'line.position',
      'line.booked_on',
      'line.amount_minor',
      'line.currency',
      'line.reference',
      'line.counterparty',
      'line.counterparty_account',
      'line.entry_reference',
      'line.outcome',
      'line.order_id',
      'orders.identifier',
      'orders.status',
      'orders.currency as order_currency',
      'orders.total_minor',
    ])
    .where('line.outcome', 'in', OPEN_OUTCOMES)
    .orderBy('line.created_at')
    .orderBy('line.position')
    .execute();
  return rows.map((row) => {
    const order = row.order_id && row.identifier && row.status && row.order_currency ? { id: row.order_id, identifier: row.identifier, status: row.status, currency: row.order_currency, totalMinor: row.total_minor === null ? null : BigInt(row.total_minor) } : null;
    const entry = { position: row.position, bookedOn: row.booked_on, amountMinor: BigInt(row.amount_minor), currency: row.currency, reference: row.reference, counterparty: row.counterparty, counterpartyAccount: row.counterparty_account, entryReference: row.entry_reference } as StatementEntry;
    return lineView(entry, upper(row.outcome), order, row.id);
  });
}

/** A transfer that arrived outside a statement, marked paid by an operator with a reason: the same exactly-once path. */
export async function markTransferPaid(db: Kysely<Database>, operatorId: string, manual: { orderIdentifier: string; amount: string; reason: string }, now: Date): Promise<TransferOrder> {
  const reason = requiredReason(manual.reason);
  const order = await orderByIdentifier(db, manual.orderIdentifier);
  const amountMinor = parseDecimalAmount(manual.amount, order.currency);
  if (amountMinor === 'too-large') throw new StatementError(english('error.INVALID_AMOUNT.tooLarge', { amount: manual.amount, max: largestAmount(order.currency), currency: order.currency }), 'INVALID_AMOUNT');
  if (typeof amountMinor !== 'bigint' || amountMinor <= 0n) throw new StatementError(english('error.INVALID_AMOUNT.notAnAmount', { amount: manual.amount, currency: order.currency }), 'INVALID_AMOUNT');
  if (order.totalMinor !== null && order.totalMinor > 0n && amountMinor > order.totalMinor * BY_HAND_MAX_TIMES_TOTAL) {
    const decimal = (minor: bigint) => `${toDecimalString(minor, minorUnitDigits(order.currency))} ${order.currency}`;
    throw new StatementError(english('error.INVALID_AMOUNT.tooMuch', { amount: decimal(amountMinor), times: BY_HAND_MAX_TIMES_TOTAL.toString(), identifier: order.identifier, total: decimal(order.totalMinor) }), 'INVALID_AMOUNT');
  }
  if (order.status !== 'awaiting_payment' && order.status !== 'expired') throw notAwaiting(order);
  await db.transaction().execute((trx) => markPaidByOperator(trx, operatorId, { order, amountMinor, currency: order.currency, externalId: null, reason, action: 'transfer.markPaid' }, now));
  return { ...order, status: 'paid' };
}

/**
 * Refunds of succeeded payments, through the provider that took the money (docs/admin.md, "Refunds and credit
 * notes"). A refund is first reserved in the database: one conditional update raises the payment's refunded amount
 * only while it stays within what was paid, and the refund row is unique per payment and the idempotency key the
 * page sends, so parallel requests and retries can never refund twice. Only then is the provider asked (Stripe's
 * refunds API with the refund's id as its idempotency key, the built-in gateway's own refund; a bank transfer is
 * recorded as to be paid out), and the refund is completed with its credit note in one transaction. A provider
 * failure leaves the refund failed with its amount still reserved: retried with the same key, it asks the
 * provider again under the same idempotency key, so the money leaves at most once.
 */
import type { RefundablePayment } from '../../contracts/refunds';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, RefundStatus } from '../db/schema';
import { isUuid } from '../db/uuid';
import type { Language } from '../../contracts/language';
import { english, formatMoneyIn, serverT, type ServerMessageId } from '../i18n';
import { minorUnitDigits, parseDecimalAmount, toDecimalString } from '../domain/money';
import { PAYMENT_TITLES } from '../../contracts/payment-methods';
import { creditNoteDownloadUrl, issueCreditNote } from '../invoices/credit-note';
import type { PaymentsConfig } from '../payments/config';
import { GatewayRefundError, refundGatewayPayment } from '../payments/gateway-refund';
import { refundStripePayment } from '../payments/stripe';
import { recordAudit } from './audit';

/** The refusals of a refund: the server catalogue's English, in Czech for a Czech request (server/http/error-language.ts). */
export const REFUND_MESSAGES = {
  ORDER_NOT_FOUND: english('error.ORDER_NOT_FOUND.admin'),
  PAYMENT_NOT_FOUND: english('error.PAYMENT_NOT_FOUND'),
  PAYMENT_NOT_REFUNDABLE: english('error.PAYMENT_NOT_REFUNDABLE'),
  INVALID_AMOUNT: english('error.INVALID_AMOUNT'),
  REFUND_EXCEEDS_PAID: english('error.REFUND_EXCEEDS_PAID'),
  REASON_REQUIRED: english('error.REASON_REQUIRED'),
  INVALID_IDEMPOTENCY_KEY: english('error.INVALID_IDEMPOTENCY_KEY'),
  IDEMPOTENCY_KEY_REUSED: english('error.IDEMPOTENCY_KEY_REUSED'),
  REFUND_NOT_FOUND: english('error.REFUND_NOT_FOUND'),
  REFUND_NOT_TO_PAY_OUT: english('error.REFUND_NOT_TO_PAY_OUT'),
  PROVIDER_NOT_CONFIGURED: english('error.PROVIDER_NOT_CONFIGURED'),
} as const;

export type RefundErrorCode = keyof typeof REFUND_MESSAGES;

export class RefundError extends Error {
  override name = 'RefundError';
  constructor(
    readonly code: RefundErrorCode,
    readonly parameter?: string,
  ) {
    super(REFUND_MESSAGES[code]);
  }
}

const REFUNDABLE_PROVIDERS = ['stripe', 'stripe_checkout', 'gateway', 'transfer'] as const;
type RefundableProvider = (typeof REFUNDABLE_PROVIDERS)[number];
const isRefundable = (provider: string): provider is RefundableProvider => (REFUNDABLE_PROVIDERS as readonly string[]).includes(provider);

export interface RefundRequest {
  orderIdentifier: string;
  paymentId: string;
  /** In the currency's major unit, as typed: '12.50'. */
  amount: string;
  reason: string;
  /** Made by the page once per refund it asks for: the same key again is the same refund. */
  idempotencyKey: string;
}

export interface RefundDeps {
  db: Kysely<Database>;
  payments: PaymentsConfig;
  now: () => Date;
}

interface RefundRow {
  id: string;
  payment_id: string;
  order_id: string;
  amount_minor: bigint;
  refunded_before_minor: bigint;
  reason: string;
  status: RefundStatus;
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

async function findOrder(db: Kysely<Database>, identifier: string) {
  const order = await db.selectFrom('orders').select(['id', 'identifier', 'currency']).where('identifier', '=', identifier.slice(0, 40)).executeTakeFirst();
  if (!order) throw new RefundError('ORDER_NOT_FOUND', 'orderIdentifier');
  return order;
}

/**
 * Refunds part or all of a payment; answers the refund as it stands (refunded, to_pay_out, failed, or pending
 * while a parallel request with the same key is asking the provider). Errors (RefundError) write nothing.
 */
export async function refundPayment(deps: RefundDeps, operatorId: string, request: RefundRequest): Promise<{ refundId: string; orderIdentifier: string }> {
  const reason = request.reason.trim();
  if (reason === '' || reason.length > 500) throw new RefundError('REASON_REQUIRED', 'reason');
  if (!KEY.test(request.idempotencyKey)) throw new RefundError('INVALID_IDEMPOTENCY_KEY', 'idempotencyKey');
  const order = await findOrder(deps.db, request.orderIdentifier);
  const payment = isUuid(request.paymentId)
    ? await deps.db.selectFrom('payments').select(['id', 'provider', 'status', 'external_id', 'currency']).where('id', '=', request.paymentId).where('order_id', '=', order.id).executeTakeFirst()
    : undefined;
  if (!payment) throw new RefundError('PAYMENT_NOT_FOUND', 'paymentId');
  if (payment.status !== 'succeeded' || !isRefundable(payment.provider)) throw new RefundError('PAYMENT_NOT_REFUNDABLE', 'paymentId');
  // As typed by a person: a decimal comma is a decimal point.
  const amount = parseDecimalAmount(request.amount.replace(',', '.'), payment.currency);
  // More than the portal records is more than any payment holds.
  if (amount === 'too-large') throw new RefundError('REFUND_EXCEEDS_PAID', 'amount');
  if (typeof amount !== 'bigint' || amount <= 0n) throw new RefundError('INVALID_AMOUNT', 'amount');

  const refund = await reserve(deps, operatorId, order, payment, amount, reason, request.idempotencyKey);
  // Only the request that reserved the refund, or that took a failed one back, asks the provider.
  if (refund.claimed) await complete(deps, refund.row, payment.provider as RefundableProvider, payment.external_id);
  return { refundId: refund.row.id, orderIdentifier: order.identifier };
}

/**
 * Asks again for a refund that failed (from the refunds page, any time after): the same request as the first one,
 * key included, so it reserves nothing new and the money leaves at most once. Any other refund is answered as is.
 */
export async function retryRefund(deps: RefundDeps, operatorId: string, refundId: string): Promise<{ refundId: string; orderIdentifier: string }> {
  const refund = isUuid(refundId)
    ? await deps.db
        .selectFrom('refunds')
        .innerJoin('orders', 'orders.id', 'refunds.order_id')
        .select(['refunds.id', 'refunds.payment_id', 'refunds.amount_minor', 'refunds.currency', 'refunds.reason', 'refunds.status', 'refunds.idempotency_key', 'orders.identifier'])
        .where('refunds.id', '=', refundId)
        .executeTakeFirst()
    : undefined;
  if (!refund) throw new RefundError('REFUND_NOT_FOUND', 'refundId');
  if (refund.status !== 'failed') return { refundId: refund.id, orderIdentifier: refund.identifier };
  return refundPayment(deps, operatorId, {
    orderIdentifier: refund.identifier,
    paymentId: refund.payment_id,
    amount: toDecimalString(BigInt(refund.amount_minor), minorUnitDigits(refund.currency)),
    reason: refund.reason,
    idempotencyKey: refund.idempotency_key,
  });
}

/** Signals inside the reserving transaction: it rolls back and the refund already made with the key is answered. */
class KeyTaken extends Error {}

interface RefundRequestOf {
  order: { id: string; identifier: string };
  payment: { id: string; provider: string; currency: string };
  amount: bigint;
  reason: string;
  key: string;
  /** Where a bank transfer's refund is to be paid out, when known (a statement line's payer). */
  payOutTo?: string | null;
}

/**
 * Reserves the refund in the caller's transaction: the payment's refunded amount raised only while it stays within
 * what was paid, the refund row (unique per payment and key) and its audit entry. KeyTaken when either refuses.
 */
async function reserveIn(trx: Transaction<Database>, operatorId: string, request: RefundRequestOf, id: string, now: Date): Promise<RefundRow> {
  const { order, payment, amount, reason, key } = request;
  const payOutTo = request.payOutTo ?? null;
  const raised = await trx
    .updateTable('payments')
    .set((eb) => ({ refunded_minor: eb('refunded_minor', '+', amount), updated_at: now }))
    .where('id', '=', payment.id)
    .where('status', '=', 'succeeded')
    .where((eb) => eb(eb('refunded_minor', '+', amount), '<=', eb.ref('amount_minor')))
    .returning('refunded_minor')
    .executeTakeFirst();
  if (!raised) throw new KeyTaken(); // answered by the caller: the key's refund, or REFUND_EXCEEDS_PAID
  const refundedBefore = BigInt(raised.refunded_minor) - amount;
  const inserted = await trx
    .insertInto('refunds')
    .values({
      id,
      payment_id: payment.id,
      order_id: order.id,
      idempotency_key: key,
      amount_minor: amount,
      currency: payment.currency,
      refunded_before_minor: refundedBefore,
      reason,
      status: 'pending',
      external_id: null,
      failure: null,
      operator_id: operatorId,
      created_at: now,
      updated_at: now,
      pay_out_to: payOutTo,
    })
    .onConflict((oc) => oc.columns(['payment_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new KeyTaken();
  await recordAudit(
    trx,
    {
      accountId: operatorId,
      action: 'payment.refund',
      subjectType: 'order',
      subjectId: order.identifier,
      before: { paymentId: payment.id, provider: payment.provider, refundedMinor: refundedBefore },
      after: { paymentId: payment.id, provider: payment.provider, refundedMinor: refundedBefore + amount, refundId: id, amountMinor: amount, currency: payment.currency, ...(payOutTo ? { payOutTo } : {}) },
      reason,
    },
    now,
  );
  return { id, payment_id: payment.id, order_id: order.id, amount_minor: amount, refunded_before_minor: refundedBefore, reason, status: 'pending' };
}

async function reserve(
  deps: RefundDeps,
  operatorId: string,
  order: { id: string; identifier: string },
  payment: { id: string; provider: string; currency: string },
  amount: bigint,
  reason: string,
  key: string,
): Promise<{ row: RefundRow; claimed: boolean }> {
  const now = deps.now();
  try {
    const row = await deps.db.transaction().execute((trx) => reserveIn(trx, operatorId, { order, payment, amount, reason, key }, randomUUID(), now));
    return { row, claimed: true };
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
  }
  return retake(deps, operatorId, order.identifier, payment.id, key, amount);
}

/**
 * Refunds, in the caller's transaction, a bank transfer's payment that the same transaction recorded (a statement
 * line's money that came after its order was paid): reserved and made to be paid out at once, with its credit note
 * under the same rules as every refund. Nothing is asked of a provider: the operator sends it from the bank.
 */
export async function refundTransferWithin(trx: Transaction<Database>, operatorId: string, request: RefundRequestOf & { payment: { provider: 'transfer' } }, now: Date): Promise<{ refundId: string }> {
  const row = await reserveIn(trx, operatorId, request, randomUUID(), now);
  await completeIn(trx, row, 'transfer', null, now);
  return { refundId: row.id };
}

/**
 * The refund already made with this key: the same request again. A failed one is taken back to ask again, and the
 * operator who asked again is written to the audit log with it.
 */
async function retake(deps: RefundDeps, operatorId: string, orderIdentifier: string, paymentId: string, key: string, amount: bigint): Promise<{ row: RefundRow; claimed: boolean }> {
  const existing = await deps.db
    .selectFrom('refunds')
    .select(['id', 'payment_id', 'order_id', 'amount_minor', 'refunded_before_minor', 'reason', 'status', 'currency', 'failure'])
    .where('payment_id', '=', paymentId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!existing) throw new RefundError('REFUND_EXCEEDS_PAID', 'amount');
  const { currency, failure, ...stored } = existing;
  const row = { ...stored, amount_minor: BigInt(stored.amount_minor), refunded_before_minor: BigInt(stored.refunded_before_minor) };
  if (row.amount_minor !== amount) throw new RefundError('IDEMPOTENCY_KEY_REUSED', 'idempotencyKey');
  if (row.status !== 'failed') return { row, claimed: false };
  const now = deps.now();
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const taken = await trx.updateTable('refunds').set({ status: 'pending', failure: null, failure_code: null, failure_detail: null, updated_at: now }).where('id', '=', row.id).where('status', '=', 'failed').executeTakeFirst();
    if (taken.numUpdatedRows !== 1n) return false;
    await recordAudit(
      trx,
      {
        accountId: operatorId,
        action: 'payment.refundRetry',
        subjectType: 'order',
        subjectId: orderIdentifier,
        before: { refundId: row.id, status: 'failed', failure },
        after: { refundId: row.id, status: 'pending', amountMinor: row.amount_minor, currency },
        reason: row.reason,
      },
      now,
    );
    return true;
  });
  return { row: { ...row, status: 'pending' }, claimed };
}

/** Asks the provider, then completes the refund with its credit note, or marks it failed with the reason. */
async function complete(deps: RefundDeps, refund: RefundRow, provider: RefundableProvider, paymentExternalId: string | null): Promise<void> {
  let externalId: string | null = null;
  try {
    externalId = (await askProvider(deps, refund, provider, paymentExternalId))?.externalId ?? null;
  } catch (error) {
    const { code, detail } = failureOf(error);
    await deps.db
      .updateTable('refunds')
      .set({ status: 'failed', failure: failureWords(code, detail, 'en').slice(0, 500), failure_code: code, failure_detail: detail, updated_at: deps.now() })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .execute();
    return;
  }
  const now = deps.now();
  await deps.db.transaction().execute((trx) => completeIn(trx, refund, provider, externalId, now));
}

/**
 * Why a refund failed (refunds.failure_code, migration 0048): one of its refusals, the gateway's refusal, the server
 * stopping meanwhile, or the provider's own message (the `detail`, kept as it came: the provider's words, not ours).
 */
export type RefundFailureCode = 'PROVIDER_NOT_CONFIGURED' | 'PAYMENT_NOT_REFUNDABLE' | 'GATEWAY_NO_TRANSACTION' | 'GATEWAY_TOO_MUCH' | 'INTERRUPTED' | 'PROVIDER_REFUSED';

const FAILURE_IDS: Record<Exclude<RefundFailureCode, 'PROVIDER_REFUSED'>, ServerMessageId> = {
  PROVIDER_NOT_CONFIGURED: 'error.PROVIDER_NOT_CONFIGURED',
  PAYMENT_NOT_REFUNDABLE: 'error.PAYMENT_NOT_REFUNDABLE',
  GATEWAY_NO_TRANSACTION: 'refund.failure.gatewayNoTransaction',
  GATEWAY_TOO_MUCH: 'refund.failure.gatewayTooMuch',
  INTERRUPTED: 'refund.failure.interrupted',
};

const isFailureCode = (code: string | null): code is RefundFailureCode => code === 'PROVIDER_REFUSED' || (code !== null && code in FAILURE_IDS);

/** The code of what asking the provider threw, with the provider's own message when it refused. */
function failureOf(error: unknown): { code: RefundFailureCode; detail: string | null } {
  if (error instanceof RefundError && isFailureCode(error.code)) return { code: error.code, detail: null };
  if (error instanceof GatewayRefundError) return { code: error.code === 'NO_TRANSACTION' ? 'GATEWAY_NO_TRANSACTION' : 'GATEWAY_TOO_MUCH', detail: null };
  return { code: 'PROVIDER_REFUSED', detail: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
}

/** A failure's words in a language; English is what refunds.failure keeps. */
function failureWords(code: RefundFailureCode, detail: string | null, language: Language): string {
  const t = serverT(language);
  return code === 'PROVIDER_REFUSED' ? t('refund.failure.providerRefused', { detail: detail ?? '' }) : t(FAILURE_IDS[code]);
}

/** A failed refund's reason in the reader's language: from its code; a refund failed before the codes as stored, English as stored. */
function storedFailureIn(refund: { failure: string | null; failure_code: string | null; failure_detail: string | null }, language: Language): string | null {
  if (refund.failure === null || language === 'en' || !isFailureCode(refund.failure_code)) return refund.failure;
  return failureWords(refund.failure_code, refund.failure_detail, language);
}

/** The provider has refunded (or, for a transfer, it is owed): the refund is done, once, with its credit note. */
async function completeIn(trx: Transaction<Database>, refund: RefundRow, provider: RefundableProvider, externalId: string | null, now: Date): Promise<void> {
  const done = await trx
    .updateTable('refunds')
    .set({ status: provider === 'transfer' ? 'to_pay_out' : 'refunded', external_id: externalId, updated_at: now })
    .where('id', '=', refund.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (done.numUpdatedRows !== 1n) return;
  await issueCreditNote(trx, { id: refund.id, orderId: refund.order_id, reason: refund.reason, paymentMethod: PAYMENT_TITLES[provider] }, now);
}

async function askProvider(deps: RefundDeps, refund: RefundRow, provider: RefundableProvider, paymentExternalId: string | null): Promise<{ externalId: string } | undefined> {
  if (provider === 'transfer') return undefined;
  if (provider === 'gateway') return refundGatewayPayment(deps.db, { id: refund.id, paymentId: refund.payment_id, transaction: paymentExternalId, amountMinor: refund.amount_minor });
  if (!deps.payments.stripe) throw new RefundError('PROVIDER_NOT_CONFIGURED');
  if (!paymentExternalId) throw new RefundError('PAYMENT_NOT_REFUNDABLE');
  return refundStripePayment(deps.payments.stripe, { id: refund.id, paymentIntent: paymentExternalId, amountMinor: refund.amount_minor });
}

/** A bank transfer's refund the operator has sent from the bank: paid out (once), with its audit entry. */
export async function markRefundPaidOut(deps: Pick<RefundDeps, 'db' | 'now'>, operatorId: string, refundId: string): Promise<{ orderIdentifier: string }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const refund = isUuid(refundId)
      ? await trx
          .selectFrom('refunds')
          .innerJoin('orders', 'orders.id', 'refunds.order_id')
          .select(['refunds.id', 'refunds.status', 'refunds.amount_minor', 'refunds.currency', 'orders.identifier'])
          .where('refunds.id', '=', refundId)
          .executeTakeFirst()
      : undefined;
    if (!refund) throw new RefundError('REFUND_NOT_FOUND', 'refundId');
    const updated = await trx.updateTable('refunds').set({ status: 'paid_out', updated_at: now }).where('id', '=', refund.id).where('status', '=', 'to_pay_out').executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new RefundError('REFUND_NOT_TO_PAY_OUT', 'refundId');
    await recordAudit(
      trx,
      {
        accountId: operatorId,
        action: 'refund.paidOut',
        subjectType: 'order',
        subjectId: refund.identifier,
        before: { refundId: refund.id, status: 'to_pay_out' },
        after: { refundId: refund.id, status: 'paid_out', amountMinor: BigInt(refund.amount_minor), currency: refund.currency },
      },
      now,
    );
    return { orderIdentifier: refund.identifier };
  });
}

export interface OrderRefundsView {
  identifier: string;
  status: string;
  currency: string;
  totalFormatted: string | null;
  customerEmail: string;
  invoiceNumber: string | null;
  /** More than one succeeded payment: the order was paid twice. */
  paidTwice: boolean;
  payments: (RefundablePayment & { createdAt: string })[];
  refunds: {
    id: string;
    paymentId: string;
    provider: string;
    methodTitle: string;
    amountFormatted: string;
    reason: string;
    status: RefundStatus;
    failure: string | null;
    createdAt: string;
    creditNote: { number: string; downloadUrl: string } | null;
  }[];
}

const methodTitle = (provider: string) => (isRefundable(provider) || provider === 'voucher' ? PAYMENT_TITLES[provider] : provider);

/**
 * How long a refund may stay pending. Asking the provider takes seconds (Stripe's client gives up within two
 * minutes); a refund still pending after this was interrupted (the server stopped between reserving it and hearing
 * from the provider), and is shown as failed so that Try again can ask once more under its key.
 */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;
export const INTERRUPTED_MESSAGE = english('refund.failure.interrupted');

/** Marks the order's refunds that were interrupted as failed, with the reason: conditional, so doing it twice is harmless. */
async function failInterrupted(db: Kysely<Database>, orderId: string, now: Date): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ status: 'failed', failure: INTERRUPTED_MESSAGE, failure_code: 'INTERRUPTED', failure_detail: null, updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('updated_at', '<', new Date(now.getTime() - INTERRUPTED_AFTER_MS))
    .execute();
}

/** What the refunds page of an order shows: its payments with paid and refunded amounts, and its refunds. */
export async function orderRefunds(db: Kysely<Database>, identifier: string, now: Date, language: Language = 'en'): Promise<OrderRefundsView> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .select(['orders.id', 'orders.identifier', 'orders.status', 'orders.currency', 'orders.total_minor', 'accounts.email'])
    .where('orders.identifier', '=', identifier.slice(0, 40))
    .executeTakeFirst();
  if (!order) throw new RefundError('ORDER_NOT_FOUND', 'orderIdentifier');
  await failInterrupted(db, order.id, now);
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'provider', 'status', 'amount_minor', 'refunded_minor', 'currency', 'created_at'])
    .where('order_id', '=', order.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .leftJoin('credit_notes', 'credit_notes.refund_id', 'refunds.id')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select(['refunds.id', 'refunds.payment_id', 'payments.provider', 'refunds.amount_minor', 'refunds.currency', 'refunds.reason', 'refunds.status', 'refunds.failure', 'refunds.failure_code', 'refunds.failure_detail', 'refunds.created_at', 'credit_notes.number'])
    .where('refunds.order_id', '=', order.id)
    .orderBy('refunds.created_at')
    .orderBy('refunds.id')
    .execute();
  const invoice = await db.selectFrom('invoices').select('number').where('order_id', '=', order.id).executeTakeFirst();
  const money = (amountMinor: bigint | string, currency: string) => formatMoneyIn(language, { amountMinor: BigInt(amountMinor), currency });
  return {
    identifier: order.identifier,
    status: order.status,
    currency: order.currency,
    totalFormatted: order.total_minor === null ? null : money(order.total_minor, order.currency),
    customerEmail: order.email,
    invoiceNumber: invoice?.number ?? null,
    paidTwice: payments.filter((payment) => payment.status === 'succeeded').length > 1,
    payments: payments.map((payment) => {
      const left = payment.status === 'succeeded' && isRefundable(payment.provider) ? BigInt(payment.amount_minor) - BigInt(payment.refunded_minor) : 0n;
      return {
        id: payment.id,
        provider: payment.provider,
        methodTitle: methodTitle(payment.provider),
        status: payment.status,
        amountFormatted: money(payment.amount_minor, payment.currency),
        refundedFormatted: money(payment.refunded_minor, payment.currency),
        refundable: toDecimalString(left, minorUnitDigits(payment.currency)),
        refundableFormatted: money(left, payment.currency),
        createdAt: payment.created_at.toISOString(),
      };
    }),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      paymentId: refund.payment_id,
      provider: refund.provider,
      methodTitle: methodTitle(refund.provider),
      amountFormatted: money(refund.amount_minor, refund.currency),
      reason: refund.reason,
      status: refund.status,
      failure: storedFailureIn(refund, language),
      createdAt: refund.created_at.toISOString(),
      creditNote: refund.number ? { number: refund.number, downloadUrl: creditNoteDownloadUrl(refund.number) } : null,
    })),
  };
}

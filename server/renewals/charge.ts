/**
 * Automatic renewal with a saved card (docs/services.md "Automatic renewal"): a daily step after the renewal step. A
 * renewal order whose service renews itself is finished on the server the day before the first of its services ends
 * (the account's last billing contact, priced and taxed by finishOrder as the checkout does) and charged off-session
 * with the account's newest saved card. Stripe's payment_intent.succeeded webhook pays it through the settle path, as
 * any card payment. A card that needs its holder (authentication, a decline, an expired card) leaves the order
 * payable: the customer is e-mailed the renewal link once, the reminders go on, and the charge is tried again 1, 3
 * and 5 days after the first failure, then no more. Each attempt is a `renewal_charges` row claimed before Stripe is
 * asked, and its number is part of the idempotency key: two instances, a rerun or a retried job charge it once.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { PAYMENT_METHOD_NAMES } from '../../contracts/payment-methods';
import type { Database } from '../db/schema';
import { addDays, startOfUtcDay } from '../domain/calendar';
import { signIntegrityToken } from '../domain/integrity-token';
import { finishOrder } from '../orders/checkout';
import { CheckoutError } from '../orders/checkout-errors';
import { loadPricingCatalogues } from '../orders/pricing-catalogue';
import { ensurePayment } from '../payments/settle';
import type { DailyStep } from '../services/daily-step';
import type { CheckVatId } from '../tax/vat-id-check';
import { sendCardNeedsYou } from './card-notices';
import { RENEWABLE_STATUSES } from './open';

/** The retries after the first failure, in days from its day; after the last one the customer renews alone. */
export const RETRY_DAYS = [1, 3, 5] as const;
/** The first charge is made this many days before the period ends, so a paid renewal never lets a service lapse. */
export const CHARGE_DAYS_BEFORE = 1;

export interface RenewalChargeOptions {
  stripe: Stripe;
  /** Asks VIES about a VAT ID the billing contact claims reverse charge for, as the checkout does at finishing. */
  checkVatId: CheckVatId;
}

type Attempt = { attempt: number; outcome: 'charging' | 'charged' | 'failed'; created_at: Date };

/**
 * The attempt to make now, if any: the first once the charge day has come (`due`), the one Stripe has not answered
 * yet again (a crash or another instance: the same key), a retry on its day after the first failure; none once
 * charged or when the retries are spent.
 */
export function attemptDue(attempts: readonly Attempt[], due: Date, now: Date): number | undefined {
  const last = attempts.at(-1);
  if (!last) return now >= due ? 1 : undefined;
  if (last.outcome === 'charging') return last.attempt;
  if (last.outcome === 'charged') return undefined;
  const retry = RETRY_DAYS[attempts.length - 1];
  const first = attempts[0];
  if (retry === undefined || !first) return undefined;
  return now >= addDays(startOfUtcDay(first.created_at), retry) ? last.attempt + 1 : undefined;
}

/** A PaymentIntent the customer is confirming with their bank, which can still take the money. */
const CUSTOMER_STILL_PAYING = new Set<string>(['requires_action', 'requires_confirmation', 'requires_capture']);

/** The idempotency key of an attempt: the service the order renews, its period, the attempt's number. */
export const chargeKey = (serviceId: string, periodEnd: Date, attempt: number) => `renewal-${serviceId}-${periodEnd.toISOString()}-${attempt}`;

interface Candidate {
  orderId: string;
  identifier: string;
  accountId: string;
  serviceId: string;
  periodEnd: Date;
  /** The end of the earliest period the order renews. */
  ends: Date;
}

export function renewalChargeStep(options: RenewalChargeOptions): DailyStep {
  return {
    name: 'renewalCharges',
    async run({ db, now, settings }) {
      const candidates = await db
        .selectFrom('orders')
        .innerJoin('services', 'services.id', 'orders.renewal_of_service_id')
        .select(['orders.id as orderId', 'orders.identifier', 'orders.account_id as accountId', 'services.id as serviceId', 'services.paid_until as periodEnd'])
        .select((eb) => eb.selectFrom('order_items').select((items) => items.fn.min<Date>('service_period_end').as('ends')).whereRef('order_items.order_id', '=', 'orders.id').as('ends'))
        .where('orders.kind', '=', 'renewal')
        .whereRef('orders.renewal_period_end', '=', 'services.paid_until')
        .where('services.auto_renew', '=', true)
        .where('services.status', 'in', RENEWABLE_STATUSES)
        .where('services.paid_until', '<=', addDays(now, settings.renewalLeadDays))
        // A draft, or an order this step finished (its history says so, even when a crash came before its first
        // attempt was claimed); one the customer sent for payment themselves is theirs to pay.
        .where((eb) =>
          eb.or([
            eb('orders.status', '=', 'draft'),
            eb.and([
              eb('orders.status', '=', 'awaiting_payment'),
              eb.exists(eb.selectFrom('order_history').select('order_history.id').whereRef('order_history.order_id', '=', 'orders.id').where('order_history.to_status', '=', 'awaiting_payment').where('order_history.actor_kind', '=', 'system')),
            ]),
          ]),
        )
        .orderBy('orders.created_at')
        .execute();
      const counts = { renewalsCharged: 0, cardsNeedCustomer: 0 };
      for (const row of candidates) {
        const candidate: Candidate = { ...row, ends: new Date(row.ends ?? row.periodEnd) };
        const attempts = await db.selectFrom('renewal_charges').select(['attempt', 'outcome', 'created_at']).where('order_id', '=', candidate.orderId).orderBy('attempt').execute();
        const attempt = attemptDue(attempts, addDays(candidate.ends, -CHARGE_DAYS_BEFORE), now);
        if (attempt === undefined) continue;
        const outcome = await chargeAttempt(db, options, candidate, attempt, now);
        if (outcome === 'charged') counts.renewalsCharged += 1;
        if (outcome === 'failed') counts.cardsNeedCustomer += 1;
      }
      return counts;
    },
  };
}

/** The billing contact of the account's last finished order, as the checkout's contact values; none without one. */
async function lastBillingContact(db: Kysely<Database>, accountId: string): Promise<{ name: string; value: string }[] | undefined> {
  const last = await db
    .selectFrom('orders')
    .select('billing')
    .where('account_id', '=', accountId)
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .executeTakeFirst();
  const entries = Object.entries(last?.billing ?? {}).filter(([, value]) => typeof value === 'string' && value !== '');
  return entries.length === 0 ? undefined : entries.map(([name, value]) => ({ name, value }));
}

/**
 * Finishes the draft for the card as the customer's checkout would: the same finishOrder, with the account's last
 * billing contact, so VAT, the total and the charged lines are the checkout's. False when it cannot be finished
 * (no billing contact, or a refusal of the checkout's rules): the customer renews through the reminders' link.
 */
async function finishForCard(db: Kysely<Database>, options: RenewalChargeOptions, candidate: Candidate, now: Date): Promise<boolean> {
  const order = await db.selectFrom('orders').select(['status', 'version']).where('id', '=', candidate.orderId).executeTakeFirstOrThrow();
  if (order.status !== 'draft') return true;
  const contact = await lastBillingContact(db, candidate.accountId);
  if (!contact) {
    console.warn(`The renewal ${candidate.identifier} renews itself, but its account has no billing contact yet: it is left to the customer.`);
    return false;
  }
  // The token of this one call: finishing checks the order's version as the checkout does.
  const secret = randomBytes(32).toString('hex');
  const sessionKey = `renewal-charge:${candidate.orderId}`;
  try {
    await finishOrder(
      {
        db,
        secret,
        catalogues: { get: () => loadPricingCatalogues(db) },
        paymentMethodNames: [PAYMENT_METHOD_NAMES.stripe],
        now,
        accountId: candidate.accountId,
        sessionKey,
        payments: {},
        checkVatId: options.checkVatId,
        actor: { kind: 'system' },
      },
      { orderIdentifier: candidate.identifier, contact, paymentServiceName: PAYMENT_METHOD_NAMES.stripe, integrityToken: signIntegrityToken(secret, { orderId: candidate.orderId, version: order.version, sessionKey }) },
    );
    return true;
  } catch (error) {
    // Another instance finished it at the same moment: the order is awaiting payment now, and charged the same.
    if (error instanceof CheckoutError && (error.code === 'INVALID_INTEGRITY_TOKEN' || error.code === 'ORDER_ALREADY_FINISHED')) return true;
    if (!(error instanceof CheckoutError)) throw error;
    console.warn(`The renewal ${candidate.identifier} renews itself, but could not be finished (${error.code}): it is left to the customer.`);
    return false;
  }
}

const stripeErrorOf = (error: unknown) => error as { type?: string; code?: string; payment_intent?: { id?: string } } | null;

/** One attempt: claimed, the order finished, the card charged off-session. Answers what came of it. */
async function chargeAttempt(db: Kysely<Database>, options: RenewalChargeOptions, candidate: Candidate, attempt: number, now: Date): Promise<'charged' | 'failed' | 'skipped'> {
  if (!(await finishForCard(db, options, candidate, now))) return 'skipped';
  // Sent for payment by this step (by another instance, perhaps), not by the customer paying at the checkout.
  const finished = await db.selectFrom('order_history').select('actor_kind').where('order_id', '=', candidate.orderId).where('to_status', '=', 'awaiting_payment').executeTakeFirst();
  if (finished?.actor_kind !== 'system') return 'skipped';
  await db.insertInto('renewal_charges').values({ order_id: candidate.orderId, attempt, created_at: now, updated_at: now }).onConflict((oc) => oc.columns(['order_id', 'attempt']).doNothing()).execute();
  const order = await db.selectFrom('orders').select(['status', 'payment_service_name', 'total_minor', 'currency']).where('id', '=', candidate.orderId).executeTakeFirstOrThrow();
  if (order.status !== 'awaiting_payment' || order.payment_service_name !== PAYMENT_METHOD_NAMES.stripe || order.total_minor === null || BigInt(order.total_minor) <= 0n) return 'skipped';
  const account = await db.selectFrom('accounts').select('stripe_customer_id').where('id', '=', candidate.accountId).executeTakeFirstOrThrow();
  const card = await db.selectFrom('saved_cards').select(['payment_method_id', 'brand', 'last4', 'exp_month', 'exp_year']).where('account_id', '=', candidate.accountId).orderBy('created_at', 'desc').orderBy('id').executeTakeFirst();
  if (!card || !account.stripe_customer_id) return 'skipped';
  const payment = await ensurePayment(db, { orderId: candidate.orderId, provider: 'stripe', amountMinor: BigInt(order.total_minor), currency: order.currency }, now);
  if (payment.status === 'succeeded') return 'skipped';
  const record = async (fields: { outcome: 'charged' | 'failed'; intentId: string | undefined; failureCode?: string | undefined }) => {
    await db
      .updateTable('renewal_charges')
      .set({ outcome: fields.outcome, intent_id: fields.intentId ?? null, failure_code: fields.failureCode ?? null, updated_at: now })
      .where('order_id', '=', candidate.orderId)
      .where('attempt', '=', attempt)
      .where('outcome', '=', 'charging')
      .execute();
    // The payment follows this attempt's intent: its webhook, or the customer paying through the link, settles it.
    if (fields.intentId) await db.updateTable('payments').set({ external_id: fields.intentId, updated_at: now }).where('id', '=', payment.id).where('status', '<>', 'succeeded').execute();
  };
  // A retry after the customer took the payment into their own hands through the link: their payment decides. Paid,
  // or on its way, before Stripe's webhook came: nothing more to charge. Waiting for their bank's confirmation (or
  // left there): a charge now could take the money twice, so none is made while that payment can still go through;
  // the attempt stays claimed and is looked at again by the next run. Stripe not answering: the same.
  if (attempt > 1 && payment.external_id) {
    const earlier = await options.stripe.paymentIntents.retrieve(payment.external_id).catch(() => null);
    if (earlier === null) return 'skipped';
    if (earlier.status === 'succeeded' || earlier.status === 'processing') {
      await record({ outcome: 'charged', intentId: earlier.id });
      return 'skipped';
    }
    if (CUSTOMER_STILL_PAYING.has(earlier.status)) return 'skipped';
  }
  try {
    const intent = await options.stripe.paymentIntents.create(
      {
        amount: Number(order.total_minor),
        currency: order.currency.toLowerCase(),
        customer: account.stripe_customer_id,
        payment_method: card.payment_method_id,
        off_session: true,
        confirm: true,
        metadata: { orderId: candidate.orderId, orderIdentifier: candidate.identifier, renewalAttempt: String(attempt) },
      },
      { idempotencyKey: chargeKey(candidate.serviceId, candidate.periodEnd, attempt) },
    );
    await record({ outcome: 'charged', intentId: intent.id });
    return 'charged';
  } catch (error) {
    const stripeError = stripeErrorOf(error);
    if (stripeError?.type !== 'StripeCardError') {
      // Stripe unreachable or in trouble: the attempt stays claimed, and the next run asks again with its key.
      console.error(`The renewal ${candidate.identifier} could not be charged now (attempt ${attempt}); the next run tries again.`, error);
      return 'skipped';
    }
    await record({ outcome: 'failed', intentId: stripeError.payment_intent?.id, failureCode: stripeError.code });
    // Once per period: the retries that fail after it say nothing new, and the reminders go on.
    await sendCardNeedsYou(db, { ...candidate, card, failureCode: stripeError.code, retryOn: attempt === 1 ? addDays(startOfUtcDay(now), RETRY_DAYS[0]) : undefined }, now);
    return 'failed';
  }
}


/**
 * Saved cards (docs/services.md "Saved cards and automatic renewal"): the account's Customer at Stripe, made the
 * first time it is needed, and the cards saved to it. A card is saved by paying with "Save this card for automatic
 * renewals" ticked (the PaymentIntent's `setup_future_usage: 'off_session'`) or from My services (a SetupIntent);
 * either way Stripe's event about it records the card here, once, by its PaymentMethod id.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../db/schema';

/**
 * The account's Customer at Stripe, created the first time: the idempotency key is the account, so parallel
 * requests get one Customer from Stripe, and the conditional update keeps the first id stored.
 */
export async function ensureStripeCustomer(db: Kysely<Database>, stripe: Stripe, accountId: string): Promise<string> {
  const account = await db.selectFrom('accounts').select(['email', 'fullname', 'stripe_customer_id']).where('id', '=', accountId).executeTakeFirstOrThrow();
  if (account.stripe_customer_id) return account.stripe_customer_id;
  const customer = await stripe.customers.create(
    { email: account.email, name: account.fullname, metadata: { accountId } },
    { idempotencyKey: `customer-${accountId}` },
  );
  await db.updateTable('accounts').set({ stripe_customer_id: customer.id }).where('id', '=', accountId).where('stripe_customer_id', 'is', null).execute();
  const stored = await db.selectFrom('accounts').select('stripe_customer_id').where('id', '=', accountId).executeTakeFirstOrThrow();
  return stored.stripe_customer_id ?? customer.id;
}

/** The card details of a PaymentMethod, when it is a card of this Customer; undefined otherwise. */
export async function cardOfCustomer(stripe: Stripe, paymentMethodId: string, customerId: string): Promise<CardToSave | undefined> {
  const method = await stripe.paymentMethods.retrieve(paymentMethodId);
  const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
  if (method.type !== 'card' || !method.card || customer !== customerId) return undefined;
  return { paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

export interface CardToSave {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Records a saved card of the account; true when this call recorded it (the PaymentMethod's unique key makes a
 * second delivery of the same event, or a parallel one, record nothing).
 */
export async function recordSavedCard(trx: Kysely<Database>, accountId: string, card: CardToSave, now: Date): Promise<boolean> {
  const inserted = await trx
    .insertInto('saved_cards')
    .values({ id: randomUUID(), account_id: accountId, payment_method_id: card.paymentMethodId, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, created_at: now })
    .onConflict((conflict) => conflict.column('payment_method_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A paid order's services renew themselves from now on: it was paid with a card saved for that. */
export async function turnOnAutoRenewOfOrder(trx: Transaction<Database>, orderId: string, now: Date): Promise<void> {
  await trx.updateTable('services').set({ auto_renew: true, updated_at: now }).where('order_id', '=', orderId).execute();
}

/** The Stripe Customer of an account, when it has one. */
export async function stripeCustomerOf(db: Kysely<Database>, accountId: string): Promise<string | null> {
  const row = await db.selectFrom('accounts').select('stripe_customer_id').where('id', '=', accountId).executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}

/**
 * The card a succeeded PaymentIntent saved, with the account to record it for: only when the payer asked to save it
 * (`setup_future_usage: 'off_session'`) and the intent's Customer and card are the order's account's. Asks Stripe
 * for the card's details, before the notification's transaction.
 */
export async function cardSavedByIntent(db: Kysely<Database>, stripe: Stripe, orderId: string, intent: Stripe.PaymentIntent): Promise<{ accountId: string; card: CardToSave } | undefined> {
  const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (intent.setup_future_usage !== 'off_session' || !paymentMethod || !customer) return undefined;
  const order = await db.selectFrom('orders').innerJoin('accounts', 'accounts.id', 'orders.account_id').select(['accounts.id', 'accounts.stripe_customer_id']).where('orders.id', '=', orderId).executeTakeFirst();
  if (!order || order.stripe_customer_id !== customer) return undefined;
  const card = await cardOfCustomer(stripe, paymentMethod, customer);
  return card && { accountId: order.id, card };
}

/**
 * A succeeded SetupIntent's card, recorded for the account whose Customer it belongs to: 'card_saved' once, then
 * 'replayed' for the same card again; 'ignored' for a Customer or card that is not one of an account.
 */
export async function handleSetupIntentSucceeded(db: Kysely<Database>, stripe: Stripe, intent: Stripe.SetupIntent, now: Date): Promise<'card_saved' | 'replayed' | 'ignored'> {
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.status !== 'succeeded' || !customer || !paymentMethod) return 'ignored';
  const account = await db.selectFrom('accounts').select('id').where('stripe_customer_id', '=', customer).executeTakeFirst();
  if (!account) return 'ignored';
  const card = await cardOfCustomer(stripe, paymentMethod, customer);
  if (!card) return 'ignored';
  return (await recordSavedCard(db, account.id, card, now)) ? 'card_saved' : 'replayed';
}

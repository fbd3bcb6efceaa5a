/**
 * What My services does with saved cards and automatic renewal (docs/services.md "Saved cards and automatic
 * renewal"): list the account's cards, remove one (detached at Stripe first), start saving one without a payment
 * (a SetupIntent whose succeeded event records the card), and switch a service's automatic renewal.
 */
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { SAVED_CARD_MESSAGES, savedCardDescription } from '../../contracts/saved-cards';
import type { SavedCardErrorCode } from '../../contracts/saved-cards';
import type { Database } from '../db/schema';
import { isRenewable } from '../lifecycle/service-status';
import type { PaymentsConfig } from './config';
import { ensureStripeCustomer } from './saved-cards';
import { createStripeClient } from './stripe';

export class SavedCardError extends Error {
  override name = 'SavedCardError';
  constructor(
    readonly code: SavedCardErrorCode,
    cause?: unknown,
  ) {
    super(SAVED_CARD_MESSAGES[code], cause === undefined ? undefined : { cause });
  }
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** "Visa ending 4242, expires 12/2030". */
  description: string;
}

const clients = new WeakMap<NonNullable<PaymentsConfig['stripe']>, Stripe>();

/** One Stripe client per configuration; saved cards need Stripe configured. */
export function stripeForCards(payments: PaymentsConfig): Stripe {
  const config = payments.stripe;
  if (!config) throw new SavedCardError('CARDS_NOT_OFFERED');
  let client = clients.get(config);
  if (!client) {
    client = createStripeClient(config);
    clients.set(config, client);
  }
  return client;
}

/** Stripe's answer, or PAYMENT_PROVIDER_UNAVAILABLE when it could not be had. */
async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SavedCardError) throw error;
    throw new SavedCardError('PAYMENT_PROVIDER_UNAVAILABLE', error);
  }
}

/** The account's saved cards, newest first. */
export async function listSavedCards(db: Kysely<Database>, accountId: string): Promise<SavedCard[]> {
  const rows = await db.selectFrom('saved_cards').select(['id', 'brand', 'last4', 'exp_month', 'exp_year']).where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((row) => {
    const card = { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year };
    return { id: row.id, ...card, description: savedCardDescription(card) };
  });
}

const isAlreadyDetached = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'resource_missing' || code === 'payment_method_unexpected_state';
};

/**
 * Removes a saved card: detached at Stripe first (a card Stripe no longer has attached counts as detached), then
 * forgotten here. With no card left, no service can renew itself: their automatic renewal goes off in the same
 * transaction. Answers the cards left.
 */
export async function removeSavedCard(db: Kysely<Database>, payments: PaymentsConfig, accountId: string, cardId: string, now: Date): Promise<SavedCard[]> {
  const stripe = stripeForCards(payments);
  const card = /^[0-9a-f-]{36}$/.test(cardId) ? await db.selectFrom('saved_cards').select('payment_method_id').where('id', '=', cardId).where('account_id', '=', accountId).executeTakeFirst() : undefined;
  if (!card) throw new SavedCardError('CARD_NOT_FOUND');
  await atStripe(async () => {
    try {
      await stripe.paymentMethods.detach(card.payment_method_id);
    } catch (error) {
      if (!isAlreadyDetached(error)) throw error;
    }
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('saved_cards').where('id', '=', cardId).where('account_id', '=', accountId).execute();
    const left = await trx.selectFrom('saved_cards').select('id').where('account_id', '=', accountId).executeTakeFirst();
    if (!left) await trx.updateTable('services').set({ auto_renew: false, updated_at: now }).where('account_id', '=', accountId).where('auto_renew', '=', true).execute();
  });
  return listSavedCards(db, accountId);
}

/** Starts saving a card without a payment: a SetupIntent of the account's Customer, for off-session charges. */
export async function startCardSetup(db: Kysely<Database>, payments: PaymentsConfig, accountId: string): Promise<{ clientSecret: string; publishableKey: string }> {
  const stripe = stripeForCards(payments);
  const intent = await atStripe(async () => stripe.setupIntents.create({ customer: await ensureStripeCustomer(db, stripe, accountId), usage: 'off_session', metadata: { accountId } }));
  if (!intent.client_secret) throw new SavedCardError('PAYMENT_PROVIDER_UNAVAILABLE');
  return { clientSecret: intent.client_secret, publishableKey: payments.stripe?.publishableKey ?? '' };
}

/**
 * Switches a service's automatic renewal. Switching on needs a saved card (NO_SAVED_CARD) and a service that can
 * still be renewed (SERVICE_NOT_RENEWABLE); switching off is always allowed. Answers the service's id.
 */
export async function setServiceAutoRenew(db: Kysely<Database>, accountId: string, serviceId: string, autoRenew: boolean, now: Date): Promise<string> {
  const service = /^[0-9a-f-]{36}$/.test(serviceId)
    ? await db.selectFrom('services').select(['id', 'kind', 'status', 'paid_until', 'dropped']).where('id', '=', serviceId).where('account_id', '=', accountId).executeTakeFirst()
    : undefined;
  if (!service) throw new SavedCardError('SERVICE_NOT_FOUND');
  if (autoRenew && !isRenewable(service)) throw new SavedCardError('SERVICE_NOT_RENEWABLE');
  // Switched on only while a card is saved, in the one statement, so a card removed at the same moment wins.
  const updated = await db
    .updateTable('services')
    .set({ auto_renew: autoRenew, updated_at: now })
    .where('id', '=', service.id)
    .where('account_id', '=', accountId)
    .$if(autoRenew, (query) => query.where((eb) => eb.exists(eb.selectFrom('saved_cards').select('saved_cards.id').where('saved_cards.account_id', '=', accountId))))
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new SavedCardError('NO_SAVED_CARD');
  return service.id;
}

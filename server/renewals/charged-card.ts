/** The saved card an automatic renewal's charge was made with, for its invoice (docs/invoices.md "What an invoice holds"). */
import type { Kysely } from 'kysely';
import { cardName } from '../../contracts/saved-cards';
import type { Database } from '../db/schema';

/**
 * The saved card an automatic renewal charged with this PaymentIntent, in words (Visa ending 4242); undefined for an
 * intent that was no automatic charge, or one the customer paid themselves through the renewal link.
 */
export async function cardChargedBy(db: Kysely<Database>, intentId: string): Promise<string | undefined> {
  const charge = await db.selectFrom('renewal_charges').select(['card_brand', 'card_last4']).where('intent_id', '=', intentId).where('outcome', '=', 'charged').executeTakeFirst();
  return charge?.card_brand && charge.card_last4 ? cardName({ brand: charge.card_brand, last4: charge.card_last4 }) : undefined;
}

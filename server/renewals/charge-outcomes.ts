/**
 * What the last automatic charge of each service's renewal did, for My services (docs/services.md "Automatic
 * renewal"): read from `renewal_charges` of the service's newest renewal order that has an answered attempt. A
 * renewal paid by the customer after a failed attempt, or an order no longer payable, says nothing: the service's
 * own status and dates tell it.
 */
import type { Kysely } from 'kysely';
import { cardName, type AutomaticCharge } from '../../contracts/saved-cards';
import type { Database } from '../db/schema';
import { nextRetryOn } from './charge';

/** Service id -> its last automatic charge, for the account's services that had one. */
export async function lastAutomaticCharges(db: Kysely<Database>, accountId: string, now: Date): Promise<Map<string, AutomaticCharge>> {
  const rows = await db
    .selectFrom('renewal_charges')
    .innerJoin('orders', 'orders.id', 'renewal_charges.order_id')
    .innerJoin('services', 'services.id', 'orders.renewal_of_service_id')
    .select(['services.id as serviceId', 'services.auto_renew as autoRenew', 'orders.id as orderId', 'orders.status', 'renewal_charges.attempt', 'renewal_charges.outcome', 'renewal_charges.failure_code as failureCode', 'renewal_charges.card_brand as brand', 'renewal_charges.card_last4 as last4', 'renewal_charges.created_at as createdAt'])
    .where('orders.account_id', '=', accountId)
    .where('orders.kind', '=', 'renewal')
    .orderBy('orders.renewal_period_end', 'desc')
    .orderBy('renewal_charges.attempt')
    .execute();
  const hasCard = (await db.selectFrom('saved_cards').select('id').where('account_id', '=', accountId).executeTakeFirst()) !== undefined;
  const byOrder = new Map<string, typeof rows>();
  const newestOrderOf = new Map<string, string>();
  for (const row of rows) {
    if (!newestOrderOf.has(row.serviceId)) newestOrderOf.set(row.serviceId, row.orderId);
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  }
  const charges = new Map<string, AutomaticCharge>();
  for (const [serviceId, orderId] of newestOrderOf) {
    const attempts = byOrder.get(orderId) ?? [];
    // An attempt Stripe has not answered yet says nothing; the one before it does.
    const last = attempts.filter((attempt) => attempt.outcome !== 'charging').at(-1);
    if (!last) continue;
    const chargedCard = last.brand && last.last4 ? { brand: last.brand, last4: last.last4 } : null;
    const card = chargedCard && cardName(chargedCard);
    const chargedAt = new Date(last.createdAt).toISOString();
    if (last.outcome === 'charged' && (last.status === 'paid' || last.status === 'awaiting_payment')) {
      charges.set(serviceId, { outcome: last.status === 'paid' ? 'renewed' : 'charged', chargedAt, card, chargedCard, nextTryOn: null });
    } else if (last.outcome === 'failed' && last.status === 'awaiting_payment') {
      // Tried again only while the service renews itself with a saved card, and the retries are not spent.
      const next = last.autoRenew && hasCard ? nextRetryOn(attempts.map((attempt) => ({ created_at: new Date(attempt.createdAt) }))) : undefined;
      charges.set(serviceId, {
        outcome: last.failureCode === 'authentication_required' ? 'needsConfirmation' : 'failed',
        chargedAt,
        card,
        chargedCard,
        nextTryOn: next && next > now ? next.toISOString() : null,
      });
    }
  }
  return charges;
}

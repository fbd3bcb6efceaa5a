/**
 * What a paid order delivers, written in the transaction that makes it paid (markOrderPaid): each domain becomes
 * registered for the account and the order's website (and its owner is told by e-mail), and the website gets the
 * package bought; then each thing bought becomes a service of the account (server/services/record.ts). A domain whose
 * reservation was lost in the meantime is recorded as failed and logged for customer care; the payment stands.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { addMonths } from '../domain/calendar';
import { enqueueDomainRegistered } from '../mail/order-mail';
import { recordServicesOfOrder } from '../services/record';
import { claimDomain } from './domain-orders';

export async function fulfilOrder(trx: Transaction<Database>, orderId: string, now: Date): Promise<void> {
  const order = await trx.selectFrom('orders').select(['account_id', 'website_id', 'identifier', 'kind']).where('id', '=', orderId).executeTakeFirst();
  // A renewal delivers no new thing: its services run on (server/renewals/pay.ts).
  if (!order || order.kind === 'renewal') return;
  const items = await trx
    .selectFrom('order_items')
    .select(['id', 'type', 'domain', 'tld', 'action', 'package_id', 'period_months'])
    .where('order_id', '=', orderId)
    .where('type', 'in', ['domain', 'package'])
    .execute();
  for (const item of items) {
    if (item.type === 'package' && item.package_id !== null && order.website_id !== null) {
      await givePackage(trx, order.website_id, item.package_id, item.period_months, now);
    }
    if (item.type !== 'domain' || item.domain === null || item.tld === null) continue;
    const expiresAt = addMonths(now, item.period_months);
    const registered = await claimDomain(
      trx,
      orderId,
      { domain: item.domain, tld: item.tld, action: item.action === 'transfer' ? 'transfer' : 'register' },
      now,
      { accountId: order.account_id, websiteId: order.website_id, expiresAt },
    );
    await trx.updateTable('order_items').set({ registration: registered ? 'registered' : 'failed' }).where('id', '=', item.id).execute();
    if (registered) await enqueueDomainRegistered(trx, { orderId, domain: item.domain, expiresAt }, now);
    if (!registered) console.error(`Order ${order.identifier} is paid, but ${item.domain} could not be registered: another order holds it. Customer care must refund or offer another name.`);
  }
  await recordServicesOfOrder(trx, orderId, now);
}

/**
 * The website's package becomes the one bought, paid for the period from now, or from the end of what is already
 * paid when the same package is bought again.
 */
async function givePackage(trx: Transaction<Database>, websiteId: string, packageId: string, months: number, now: Date): Promise<void> {
  const website = await trx.selectFrom('websites').select(['package_id', 'package_paid_until']).where('id', '=', websiteId).executeTakeFirst();
  if (!website) return;
  const paidUntil = website.package_paid_until;
  const from = website.package_id === packageId && paidUntil !== null && paidUntil > now ? paidUntil : now;
  await trx.updateTable('websites').set({ package_id: packageId, package_paid_until: addMonths(from, months) }).where('id', '=', websiteId).execute();
}

/**
 * A paid renewal (docs/services.md "Renewing"), in the transaction that makes the order paid: each service its items
 * name runs on by the months paid, as the serviceLifecycle machine says (server/lifecycle/service-status.ts, the one
 * writer of a service's status and date): from the old date, or from the payment day for a website's service in grace,
 * whose package then comes back on the website. The website's paid date and the domain's registry expiry follow.
 * A renewed domain's private registration that the order does not renew (switched off in the checkout, or not on it)
 * is dropped: it ends at its own date, with no grace (docs/services.md "The statuses").
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database, ServicesTable } from '../db/schema';
import { changeService, type ServiceChanged } from '../lifecycle/service-status';
import { loadLifecycleSettings, type LifecycleSettings } from '../lifecycle/settings';
import { applyDowngrade, notePaidPackage } from './downgrade';

export async function renewServicesOfOrder(trx: Transaction<Database>, orderId: string, now: Date): Promise<void> {
  // A private registration the customer switched off in the checkout is not paid for, so it is not renewed: it ends
  // on its old date (docs/services.md "The statuses").
  const items = await trx
    .selectFrom('order_items')
    .select(['service_id', 'period_months', 'package_id'])
    .where('order_id', '=', orderId)
    .where('service_id', 'is not', null)
    .where('enabled', '=', true)
    .execute();
  if (items.length === 0) return;
  const settings = await loadLifecycleSettings(trx);
  const renewed = new Set(items.map((item) => item.service_id));
  for (const item of items) {
    if (item.service_id === null) continue;
    const service = await trx.selectFrom('services').selectAll().where('id', '=', item.service_id).executeTakeFirst();
    if (!service) continue;
    const change = await changeService(trx, service, { type: 'service.renewed', now: now.toISOString(), months: item.period_months }, now, settings);
    if (!change) {
      console.error(`A renewal was paid (order ${orderId}), but service ${service.id} (${service.status}) could not be renewed: customer care must extend or refund it.`);
      continue;
    }
    await trx.updateTable('services').set({ order_id: orderId }).where('id', '=', service.id).execute();
    if (service.kind === 'package' && service.website_id !== null) {
      await notePaidPackage(trx, service, item.package_id, orderId, change.from.paidUntil, change.to.paidUntil, now);
      await trx.updateTable('websites').set({ package_id: service.package_id, package_paid_until: change.to.paidUntil }).where('id', '=', service.website_id).execute();
      // Renewed out of grace, the new period starts today: a smaller package paid for runs from now.
      await applyDowngrade(trx, service.website_id, now);
    }
    if (service.kind === 'domain' && service.domain !== null) {
      await trx.updateTable('domain_registry').set({ expires_at: change.to.paidUntil }).where('name', '=', service.domain).where('status', '=', 'registered').execute();
      await dropRegistrationsNotRenewed(trx, service, change, renewed, now, settings);
    }
  }
}

/**
 * The domain's private registrations this payment does not renew and that would end before the domain's new date are
 * dropped (`service.dropped`): each runs to its own date and then ends, or ends now when that date is past. A dropped
 * registration no longer renews itself either.
 */
async function dropRegistrationsNotRenewed(
  trx: Transaction<Database>,
  domain: Selectable<ServicesTable>,
  change: ServiceChanged,
  renewed: Set<string | null>,
  now: Date,
  settings: LifecycleSettings,
): Promise<void> {
  const registrations = await trx
    .selectFrom('services')
    .select(['id', 'kind', 'status', 'paid_until', 'dropped'])
    .where('account_id', '=', domain.account_id)
    .where('kind', '=', 'private_registration')
    .where('domain', '=', domain.domain)
    .where('status', 'not in', ['expired', 'released'])
    .where('dropped', '=', false)
    .where('paid_until', '<', change.to.paidUntil)
    .execute();
  for (const registration of registrations) {
    if (renewed.has(registration.id)) continue;
    if (await changeService(trx, registration, { type: 'service.dropped' }, now, settings)) {
      await trx.updateTable('services').set({ auto_renew: false }).where('id', '=', registration.id).execute();
    }
  }
}

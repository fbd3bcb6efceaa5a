/**
 * A paid order's services (docs/services.md): in the transaction that makes it paid, after fulfilment gave the
 * website its package and registered the domains, each package, add-on, plugin, domain and private registration
 * bought becomes a service of the account, or the existing one runs until the new date. A website's add-ons and
 * plugins run until its package's date (the SPEC's targetAddonParentExpirationDate), one bought alone until the date
 * it was charged for; a private registration until its domain's. A domain that could not be registered starts no service.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database, ServicesTable } from '../db/schema';
import { addMonths } from '../domain/calendar';

type ServiceKey = Pick<ServicesTable, 'kind' | 'website_id' | 'package_id' | 'addon_id' | 'domain'>;

/** The partial unique index that holds one service of each thing (migration 0032). */
const CONFLICT_TARGET = {
  package: { columns: ['website_id'], predicate: sql<boolean>`kind = 'package'` },
  addon: { columns: ['website_id', 'addon_id'], predicate: sql<boolean>`kind in ('addon', 'plugin')` },
  plugin: { columns: ['website_id', 'addon_id'], predicate: sql<boolean>`kind in ('addon', 'plugin')` },
  domain: { columns: ['domain'], predicate: sql<boolean>`kind = 'domain'` },
  private_registration: { columns: ['domain'], predicate: sql<boolean>`kind = 'private_registration'` },
} as const;

/** Starts the service, or moves the existing one to this period: running again (bought again, so renewed), until `paidUntil`. */
async function upsertService(trx: Transaction<Database>, accountId: string, orderId: string, key: ServiceKey, paidUntil: Date, now: Date): Promise<void> {
  const target = CONFLICT_TARGET[key.kind];
  await trx
    .insertInto('services')
    .values({ id: randomUUID(), account_id: accountId, ...key, paid_until: paidUntil, status: 'active', order_id: orderId, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .columns([...target.columns])
        .where(target.predicate)
        .doUpdateSet({ account_id: accountId, website_id: key.website_id, package_id: key.package_id, paid_until: paidUntil, status: 'active', dropped: false, order_id: orderId, updated_at: now }),
    )
    .execute();
}

export async function recordServicesOfOrder(trx: Transaction<Database>, orderId: string, now: Date): Promise<void> {
  const order = await trx.selectFrom('orders').select(['account_id', 'website_id']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return;
  const items = await trx.selectFrom('order_items').select(['type', 'package_id', 'addon_id', 'domain', 'enabled', 'registration', 'period_months', 'runs_until']).where('order_id', '=', orderId).execute();
  const website = order.website_id === null ? undefined : await trx.selectFrom('websites').select(['id', 'package_paid_until']).where('id', '=', order.website_id).executeTakeFirst();
  const websiteId = website?.id ?? null;
  const domainsUntil = async (name: string) => (await trx.selectFrom('domain_registry').select('expires_at').where('name', '=', name).where('status', '=', 'registered').executeTakeFirst())?.expires_at ?? null;

  for (const item of items) {
    if (item.type === 'package' && item.package_id !== null && websiteId !== null && website?.package_paid_until) {
      await upsertService(trx, order.account_id, orderId, { kind: 'package', website_id: websiteId, package_id: item.package_id, addon_id: null, domain: null }, website.package_paid_until, now);
      // A package bought now (an upgrade) moves the period on: a smaller package chosen for the old one's end, not yet
      // paid for, is no longer what the website will renew (docs/services.md "Downgrade at renewal").
      await trx.deleteFrom('package_downgrades').where('website_id', '=', websiteId).where('paid_order_id', 'is', null).execute();
    }
    if ((item.type === 'addon' || item.type === 'plugin') && item.addon_id !== null && websiteId !== null) {
      // Bought alone: until the package's date it was charged for.
      const until = item.runs_until ?? (website?.package_paid_until && website.package_paid_until > now ? website.package_paid_until : addMonths(now, item.period_months));
      await upsertService(trx, order.account_id, orderId, { kind: item.type, website_id: websiteId, package_id: null, addon_id: item.addon_id, domain: null }, until, now);
    }
    if (item.type === 'domain' && item.domain !== null && item.registration === 'registered') {
      const until = await domainsUntil(item.domain);
      if (until) await upsertService(trx, order.account_id, orderId, { kind: 'domain', website_id: websiteId, package_id: null, addon_id: null, domain: item.domain }, until, now);
    }
    if (item.type === 'private_registration' && item.domain !== null && item.enabled) {
      const until = await domainsUntil(item.domain);
      if (until) await upsertService(trx, order.account_id, orderId, { kind: 'private_registration', website_id: websiteId, package_id: null, addon_id: null, domain: item.domain }, until, now);
    }
  }
}

/**
 * Holdings that no paid order bought (the demo's website on its package, the demo's registered domains) as
 * services, for those that have none yet: the same rows as migration 0032 gave the holdings before it.
 */
export async function recordHeldServices(trx: Transaction<Database>, now: Date): Promise<void> {
  await trx
    .insertInto('services')
    .columns(['id', 'account_id', 'website_id', 'kind', 'package_id', 'paid_until', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('websites')
        .select([sql<string>`gen_random_uuid()`.as('id'), 'account_id', 'id as website_id', sql.lit('package').as('kind'), 'package_id', 'package_paid_until', sql.val(now).as('created_at'), sql.val(now).as('updated_at')])
        .where('package_id', 'is not', null)
        .where('package_paid_until', 'is not', null),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await trx
    .insertInto('services')
    .columns(['id', 'account_id', 'website_id', 'kind', 'domain', 'paid_until', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('domain_registry')
        .select([sql<string>`gen_random_uuid()`.as('id'), 'account_id', 'website_id', sql.lit('domain').as('kind'), 'name', 'expires_at', sql.val(now).as('created_at'), sql.val(now).as('updated_at')])
        .where('status', '=', 'registered')
        .where('account_id', 'is not', null)
        .where('expires_at', 'is not', null),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Downgrade at renewal (docs/services.md "Downgrade at renewal"): a customer chooses a smaller package for a website's
 * next period, or cancels the choice. The choice is kept per website (package_downgrades, migration 0041) and audited;
 * the renewal order of the period it follows is for that package (open.ts), a draft of it already open is brought in
 * line, and the day the paid period starts the website moves to it (downgradeStep), told by e-mail what it can no
 * longer carry. Nothing of the website is deleted.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { recordAudit } from '../admin/audit';
import type { Database, ServicesTable } from '../db/schema';
import { DowngradeError, downgradeOptions, downgradeRefusal, downgradeWarning, type DowngradePackage } from '../domain/package-downgrade';
import type { WebsiteUsage } from '../domain/website-fit';
import type { DailyCounts, DailyStep } from '../services/daily-step';
import { sendNoticeOnce } from '../services/notices';

type Executor = Kysely<Database> | Transaction<Database>;
type ServiceRow = Selectable<ServicesTable>;

/** The statuses in which a website's package is paid: a smaller one can be chosen for the period after. */
const PAID_STATUSES = new Set<ServiceRow['status']>(['active', 'expiring']);

/** The catalogue's packages, smallest first (the price list's order), with what each carries. */
export async function downgradePackages(db: Executor): Promise<(DowngradePackage & { id: string })[]> {
  const rows = await db
    .selectFrom('package')
    .leftJoin('package_limit', 'package_limit.package_id', 'package.id')
    .select(['package.id', 'package.identifier', 'package.name', 'package_limit.max_pages', 'package_limit.storage_mb', 'package_limit.eshop'])
    .orderBy('package.position')
    .orderBy('package.identifier')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    limits: row.eshop === null ? null : { maxPages: row.max_pages, storageMb: row.storage_mb, eshop: row.eshop },
  }));
}

export const usageOf = (website: { used_pages: number; used_storage_mb: number; uses_eshop: boolean }): WebsiteUsage => ({
  pages: website.used_pages,
  storageMb: website.used_storage_mb,
  eshop: website.uses_eshop,
});

/** What the customer chose, as My services and the API answer it. */
export interface ChosenDowngrade {
  packageIdentifier: string;
  packageName: string;
  /** The day the smaller package runs from: the end of the paid period. */
  startsAt: Date;
  /** What would stop working on it (the price list guard's words); null when it carries the website. */
  warning: string | null;
}

async function websiteOf(db: Executor, accountId: string, websiteName: string) {
  const website = await db
    .selectFrom('websites')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('name', '=', websiteName)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!website) throw new DowngradeError('WEBSITE_NOT_FOUND');
  const service = await db.selectFrom('services').selectAll().where('website_id', '=', website.id).where('kind', '=', 'package').executeTakeFirst();
  return { website, service: service && PAID_STATUSES.has(service.status) ? service : undefined };
}

/** Chooses `packageIdentifier` for the website's next period (replacing an earlier choice); refused unless smaller. */
export async function chooseDowngrade(db: Kysely<Database>, request: { accountId: string; website: string; packageIdentifier: string }, now: Date): Promise<ChosenDowngrade> {
  const { website, service } = await websiteOf(db, request.accountId, request.website);
  const packages = await downgradePackages(db);
  const current = service ? (packages.find((pkg) => pkg.id === service.package_id)?.identifier ?? null) : null;
  const refusal = downgradeRefusal(packages, current, request.packageIdentifier);
  if (refusal || !service) throw new DowngradeError(refusal ?? 'FREE_WEBSITE');
  const target = packages.find((pkg) => pkg.identifier === request.packageIdentifier) as DowngradePackage & { id: string };
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('package_downgrades').select(['package_id', 'starts_at']).where('website_id', '=', website.id).executeTakeFirst();
    const values = { account_id: request.accountId, package_id: target.id, starts_at: service.paid_until, paid_order_id: null, chosen_at: now };
    await trx
      .insertInto('package_downgrades')
      .values({ website_id: website.id, ...values })
      .onConflict((conflict) => conflict.column('website_id').doUpdateSet(values))
      .execute();
    await recordAudit(
      trx,
      { accountId: request.accountId, byCustomer: true, action: 'service.chooseDowngrade', subjectType: 'service', subjectId: service.id, before: before ?? null, after: { package: target.identifier, startsAt: service.paid_until } },
      now,
    );
    await alignRenewalDraft(trx, service, target.id, now);
  });
  return { packageIdentifier: target.identifier, packageName: target.name, startsAt: service.paid_until, warning: downgradeWarning(target, usageOf(website)) };
}

/** Cancels the website's choice: the next period renews the package it has. */
export async function cancelDowngrade(db: Kysely<Database>, request: { accountId: string; website: string }, now: Date): Promise<void> {
  const { website, service } = await websiteOf(db, request.accountId, request.website);
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('package_downgrades').where('website_id', '=', website.id).where('paid_order_id', 'is', null).returning(['package_id', 'starts_at']).executeTakeFirst();
    if (!deleted) throw new DowngradeError('NO_DOWNGRADE');
    const subject = service ? { subjectType: 'service', subjectId: service.id } : { subjectType: 'website', subjectId: website.id };
    await recordAudit(trx, { accountId: request.accountId, byCustomer: true, action: 'service.cancelDowngrade', ...subject, before: deleted, after: null }, now);
    if (service) await alignRenewalDraft(trx, service, service.package_id as string, now);
  });
}

/** What My services shows of a website's package: the smaller package chosen for the next period, and those it may choose. */
export interface WebsiteDowngrades {
  next: (ChosenDowngrade & { paid: boolean }) | null;
  options: { identifier: string; name: string; warning: string | null }[];
}

/** Per website of the account (by name): its chosen smaller package and the smaller ones on offer while its package is paid. */
export async function accountDowngrades(db: Executor, accountId: string): Promise<Map<string, WebsiteDowngrades>> {
  const packages = await downgradePackages(db);
  const websites = await db
    .selectFrom('websites')
    .innerJoin('services', (join) => join.onRef('services.website_id', '=', 'websites.id').on('services.kind', '=', 'package'))
    .leftJoin('package_downgrades', 'package_downgrades.website_id', 'websites.id')
    .select(['websites.name', 'websites.used_pages', 'websites.used_storage_mb', 'websites.uses_eshop', 'services.package_id as current_id', 'services.status', 'package_downgrades.package_id as next_id', 'package_downgrades.starts_at', 'package_downgrades.paid_order_id'])
    .where('websites.account_id', '=', accountId)
    .execute();
  const answer = new Map<string, WebsiteDowngrades>();
  for (const row of websites) {
    const usage = usageOf(row);
    const chosen = packages.find((pkg) => pkg.id === row.next_id);
    const current = packages.find((pkg) => pkg.id === row.current_id);
    answer.set(row.name, {
      next: chosen && row.starts_at ? { packageIdentifier: chosen.identifier, packageName: chosen.name, startsAt: row.starts_at, warning: downgradeWarning(chosen, usage), paid: row.paid_order_id !== null } : null,
      options: current && PAID_STATUSES.has(row.status) ? downgradeOptions(packages, current.identifier, usage) : [],
    });
  }
  return answer;
}

/** The smaller package chosen for the period that follows the package service's current one, if any. */
export async function chosenPackageFor(db: Executor, service: Pick<ServiceRow, 'website_id' | 'paid_until'>): Promise<string | undefined> {
  if (service.website_id === null) return undefined;
  const row = await db.selectFrom('package_downgrades').select('package_id').where('website_id', '=', service.website_id).where('starts_at', '=', service.paid_until).executeTakeFirst();
  return row?.package_id;
}

/**
 * A renewal draft of the package's current period made before the choice (or its cancelling) is brought in line: its
 * package item renews `packageId`, in a period that package is sold for, and its version moves on, so a checkout open
 * on it loads it again. An order already sent for payment keeps what it was finished with (pay.ts then keeps the
 * choice for the period after).
 */
async function alignRenewalDraft(trx: Transaction<Database>, service: ServiceRow, packageId: string, now: Date): Promise<void> {
  const item = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.id', 'order_items.order_id', 'order_items.period_months', 'order_items.package_id'])
    .where('order_items.service_id', '=', service.id)
    .where('order_items.service_period_end', '=', service.paid_until)
    .where('orders.kind', '=', 'renewal')
    .where('orders.status', '=', 'draft')
    .executeTakeFirst();
  if (!item || item.package_id === packageId) return;
  const periods = (await trx.selectFrom('package_price').select('period_months').where('package_id', '=', packageId).distinct().execute()).map((row) => row.period_months);
  const months = periods.includes(item.period_months) ? item.period_months : Math.max(...periods.filter((period) => period <= item.period_months), Math.min(...periods));
  await trx.updateTable('order_items').set({ package_id: packageId, period_months: months }).where('id', '=', item.id).execute();
  await trx.updateTable('orders').set((eb) => ({ version: eb('version', '+', 1), updated_at: now })).where('id', '=', item.order_id).execute();
}

/**
 * A paid renewal's package item, in the paying transaction (pay.ts), before the service moves on from `periodEnd`:
 * a smaller package paid for is kept as the choice paid for that day; a period paid at the old package (sent for
 * payment before the choice) moves an unpaid choice on to the period after.
 */
export async function notePaidPackage(trx: Transaction<Database>, service: ServiceRow, paidPackageId: string | null, orderId: string, periodEnd: Date, newPeriodEnd: Date, now: Date): Promise<void> {
  if (service.website_id === null || paidPackageId === null) return;
  if (paidPackageId === service.package_id) {
    await trx.updateTable('package_downgrades').set({ starts_at: newPeriodEnd }).where('website_id', '=', service.website_id).where('starts_at', '=', periodEnd).where('paid_order_id', 'is', null).execute();
    return;
  }
  const values = { account_id: service.account_id, package_id: paidPackageId, starts_at: periodEnd, paid_order_id: orderId };
  await trx
    .insertInto('package_downgrades')
    .values({ website_id: service.website_id, ...values, chosen_at: now })
    .onConflict((conflict) => conflict.column('website_id').doUpdateSet(values))
    .execute();
}

/**
 * Moves the website to the smaller package paid for, once its day has come: the service and the website run it from
 * now on, the choice is done, and the owner is told, with what the package cannot carry when the website still uses
 * it (its content is kept). Answers whether it moved now.
 */
export async function applyDowngrade(trx: Transaction<Database>, websiteId: string, now: Date): Promise<boolean> {
  const choice = await trx.deleteFrom('package_downgrades').where('website_id', '=', websiteId).where('paid_order_id', 'is not', null).where('starts_at', '<=', now).returningAll().executeTakeFirst();
  if (!choice) return false;
  const service = await trx.selectFrom('services').selectAll().where('website_id', '=', websiteId).where('kind', '=', 'package').executeTakeFirst();
  const website = await trx.selectFrom('websites').selectAll().where('id', '=', websiteId).executeTakeFirst();
  // Not renewed past the day after all (refunded, ended by an operator): the choice is done with.
  if (!service || !website || service.paid_until <= choice.starts_at) return false;
  const packages = await downgradePackages(trx);
  const previous = packages.find((pkg) => pkg.id === service.package_id);
  const target = packages.find((pkg) => pkg.id === choice.package_id);
  if (!target) return false;
  await trx.updateTable('services').set({ package_id: target.id, updated_at: now }).where('id', '=', service.id).execute();
  if (website.package_id !== null) await trx.updateTable('websites').set({ package_id: target.id }).where('id', '=', websiteId).execute();
  await sendNoticeOnce(
    trx,
    { id: service.id, accountId: service.account_id, periodEnd: service.paid_until },
    'downgraded',
    (owner) => ({
      template: 'website-downgraded',
      data: { name: owner.name, website: website.name, packageName: target.name, previousPackageName: previous?.name ?? null, paidUntil: service.paid_until.toISOString(), warning: downgradeWarning(target, usageOf(website)) },
    }),
    now,
  );
  return true;
}

/** The daily job's step: every website whose smaller package, paid for, starts by now moves to it. */
export const downgradeStep: DailyStep = {
  name: 'downgrades',
  async run({ db, now }) {
    const counts: DailyCounts = {};
    const due = await db.selectFrom('package_downgrades').select('website_id').where('paid_order_id', 'is not', null).where('starts_at', '<=', now).execute();
    for (const { website_id } of due) {
      if (await db.transaction().execute((trx) => applyDowngrade(trx, website_id, now))) counts.downgrades = (counts.downgrades ?? 0) + 1;
    }
    return counts;
  },
};

/**
 * The account's services as customers see them (docs/services.md "Customers see it"): My services lists them all, and
 * the header's notice tells of the most urgent one due (within SERVICE_NOTICE_DAYS of its end, or past it).
 */
import { sql, type Kysely } from 'kysely';
import { SERVICE_NOTICE_DAYS, runsByDomainDates, type DueService } from '../../contracts/services';
import { addDays } from '../../contracts/calendar';
import type { Database, ServicesTable } from '../db/schema';
import { unicodeDomain } from '../domain/domains/registry';

export interface AccountService {
  id: string;
  kind: ServicesTable['kind'];
  /** The package, add-on or plugin name, or the domain (Unicode). */
  name: string;
  website: string | null;
  status: 'active' | 'expiring' | 'grace' | 'expired' | 'redemption' | 'released';
  paidUntil: Date;
  autoRenew: boolean;
  /** A private registration not renewed with its domain: it ends at paidUntil and cannot be renewed. */
  dropped: boolean;
  /** An add-on's or plugin's identifier; null for other services. */
  addonIdentifier: string | null;
}

function accountServices(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('services')
    .leftJoin('websites', 'websites.id', 'services.website_id')
    .leftJoin('package', 'package.id', 'services.package_id')
    .leftJoin('addon', 'addon.id', 'services.addon_id')
    .select([
      'services.id',
      'services.kind',
      'services.status',
      'services.paid_until',
      'services.auto_renew',
      'services.dropped',
      'services.domain',
      'websites.name as website',
      'websites.created_at as website_created_at',
      'package.name as package_name',
      'addon.title as addon_title',
      'addon.identifier as addon_identifier',
    ])
    .where('services.account_id', '=', accountId);
}

type Row = Awaited<ReturnType<ReturnType<typeof accountServices>['executeTakeFirstOrThrow']>>;

function accountService(row: Row): AccountService {
  const name = row.domain !== null ? unicodeDomain(row.domain) : (row.package_name ?? row.addon_title ?? '');
  return { id: row.id, kind: row.kind, name, website: row.website, status: row.status, paidUntil: row.paid_until, autoRenew: row.auto_renew, dropped: row.dropped, addonIdentifier: row.addon_identifier };
}

const KIND_ORDER: Record<AccountService['kind'], number> = { package: 0, addon: 1, plugin: 2, domain: 3, private_registration: 4 };

/**
 * Every service of the account: the websites' packages, add-ons and plugins by website (oldest website first), then
 * the domains, each followed by its private registration.
 */
export async function listAccountServices(db: Kysely<Database>, accountId: string): Promise<AccountService[]> {
  const rows = await accountServices(db, accountId).orderBy('websites.created_at').orderBy('websites.name').orderBy('services.domain').orderBy('services.created_at').execute();
  const websites = rows.filter((row) => !runsByDomainDates(row.kind)).sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const websiteOrder = [...new Set(rows.map((row) => row.website))];
  websites.sort((a, b) => websiteOrder.indexOf(a.website) - websiteOrder.indexOf(b.website));
  const domains = rows.filter((row) => runsByDomainDates(row.kind)).sort((a, b) => (a.domain ?? '').localeCompare(b.domain ?? '') || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return [...websites, ...domains].map(accountService);
}

/**
 * The service the header tells of: of those still to renew that end within SERVICE_NOTICE_DAYS of `now` (or ended
 * without the daily job having looked yet), or that ran out (grace, redemption), the one ending first; with how many
 * others are due. A private registration the customer chose not to renew (dropped) is not due. Null when nothing is
 * due. One indexed query per session check.
 */
export async function dueAccountService(db: Kysely<Database>, accountId: string, now: Date): Promise<DueService | null> {
  const rows = await accountServices(db, accountId)
    .where((eb) =>
      eb.or([
        eb('services.status', 'in', ['grace', 'redemption']),
        eb.and([eb('services.status', 'in', ['active', 'expiring']), eb('services.paid_until', '<=', addDays(now, SERVICE_NOTICE_DAYS)), eb('services.dropped', '=', false)]),
      ]),
    )
    .orderBy('services.paid_until')
    .orderBy(sql`services.kind = 'package'`, 'desc')
    .execute();
  const [first] = rows;
  if (!first) return null;
  const service = accountService(first);
  return { kind: service.kind, name: service.name, website: service.website, status: service.status, paidUntil: service.paidUntil.toISOString(), othersDue: rows.length - 1 };
}

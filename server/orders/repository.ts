import { sql } from 'kysely';
import type { SessionRow } from '../auth/sessions';
import { compiledOnce } from '../db/compiled-once';
import type { InferResult, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderItemType, OrderKind, OrdersTable, ServicesTable, VoucherTable } from '../db/schema';
import type { StoredItem, UpgradeCredit, VatIdCheck, Voucher } from '../domain/checkout/types';
import type { InvoicePricing } from '../domain/checkout/charged-pricing';
import { parseVatIdCheck } from '../tax/vat-id-check';
import { storedPricing } from '../domain/checkout/charged-pricing';

/** An order as stored, with everything pricing and presenting it needs. */
export interface OrderRecord {
  id: string;
  identifier: string;
  accountId: string;
  websiteId: string | null;
  websiteName: string | null;
  /** What the order buys as stored; null for orders made before domains (then derived from the items). */
  kind: OrderKind | null;
  /** The voucher came with the chosen package's free domain. */
  voucherFromPackage: boolean;
  status: OrdersTable['status'];
  currency: string;
  version: number;
  billing: Record<string, string>;
  /** The VIES check of the billing VAT ID (orders.vat_id_check); null when none was needed. */
  vatIdCheck: VatIdCheck | null;
  voucher: Voucher | null;
  paymentServiceName: string | null;
  totalMinor: bigint | null;
  /** A finished order's lines and VAT as charged (orders.priced); null for drafts and orders finished before it was kept. */
  finishedPricing: InvoicePricing | null;
  createdAt: Date;
  finishedAt: Date | null;
  paidAt: Date | null;
  /** The e-mail of the account the order belongs to: where a new billing contact starts. */
  accountEmail: string;
  items: StoredItem[];
  /** The package the website has now (null: none, or no website): what the order's package action was chosen against. */
  websitePackage: string | null;
  upgradeCredit: UpgradeCredit | null;
  /** A renewal order's items, by item id: when the period they renew ends, and the service's status now. */
  renewing: ReadonlyMap<string, RenewedPeriod>;
}

/** What an item of a renewal order renews: the end of the service's period and the service's kind and status. */
export interface RenewedPeriod {
  periodEnd: Date;
  serviceKind: ServiceRow['kind'];
  serviceStatus: ServiceRow['status'];
}

type Executor = Kysely<Database> | Transaction<Database>;
type ServiceRow = Selectable<ServicesTable>;

/** An item row as the order's JSON aggregate carries it. */
interface ItemRow {
  id: string;
  type: OrderItemType;
  action: string | null;
  period_months: number;
  domain: string | null;
  tld: string | null;
  enabled: boolean;
  contact: Record<string, string> | null;
  package_identifier: string | null;
  addon_identifier: string | null;
  /** JSON carries the time as text. */
  service_period_end: string | null;
  /** JSON carries the time as text. */
  runs_until: string | null;
  service_kind: ServiceRow['kind'] | null;
  service_status: ServiceRow['status'] | null;
}

/** An order with everything an OrderRecord needs, its items as a JSON array; the caller says which order. */
const orderQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .leftJoin('websites', 'websites.id', 'orders.website_id')
    .leftJoin('package as current_package', 'current_package.id', 'websites.package_id')
    .leftJoin('voucher', 'voucher.id', 'orders.voucher_id')
    .select((eb) => [
      'orders.id',
      'orders.identifier',
      'orders.account_id',
      'orders.website_id',
      'orders.kind',
      'orders.voucher_from_package',
      'orders.status',
      'orders.currency',
      'orders.version',
      'orders.billing',
      'orders.vat_id_check',
      'orders.payment_service_name',
      'orders.total_minor',
      'orders.priced',
      'orders.created_at',
      'orders.finished_at',
      'orders.paid_at',
      'accounts.email as account_email',
      'websites.name as website_name',
      'websites.package_paid_until',
      'current_package.identifier as current_package_identifier',
      'voucher.id as voucher_id',
      'voucher.code as voucher_code',
      'voucher.kind as voucher_kind',
      'voucher.percent as voucher_percent',
      'voucher.amount_minor as voucher_amount_minor',
      'voucher.currency as voucher_currency',
      'voucher.applies_to as voucher_applies_to',
      'voucher.text as voucher_text',
      'voucher.valid_from as voucher_valid_from',
      'voucher.valid_until as voucher_valid_until',
      'voucher.usage_limit as voucher_usage_limit',
      'voucher.used_count as voucher_used_count',
      'voucher.disabled_at as voucher_disabled_at',
      sql<ItemRow[]>`(select coalesce(json_agg(item order by item.created_at, item.id), '[]') from ${eb
        .selectFrom('order_items')
        .leftJoin('package', 'package.id', 'order_items.package_id')
        .leftJoin('addon', 'addon.id', 'order_items.addon_id')
        .leftJoin('services', 'services.id', 'order_items.service_id')
        .select([
          'order_items.id',
          'order_items.type',
          'order_items.action',
          'order_items.period_months',
          'order_items.domain',
          'order_items.tld',
          'order_items.enabled',
          'order_items.contact',
          'order_items.created_at',
          'package.identifier as package_identifier',
          'addon.identifier as addon_identifier',
          'order_items.service_period_end',
          'order_items.runs_until',
          'services.kind as service_kind',
          'services.status as service_status',
        ])
        .whereRef('order_items.order_id', '=', 'orders.id')} as item)`.as('items'),
    ]);

type OrderRow = InferResult<ReturnType<typeof orderQuery>>[number];

const orderRow = compiledOnce((db, values: { accountId: string; identifier: string }) =>
  orderQuery(db).where('orders.identifier', '=', values.identifier).where('orders.account_id', '=', values.accountId),
);

// The order of a live session, with the session: what the busiest checkout calls read first.
const sessionOrderRow = compiledOnce((db, values: { idHash: string; now: Date; identifier: string }) =>
  orderQuery(db)
    .innerJoin('sessions', 'sessions.account_id', 'orders.account_id')
    .select(['accounts.fullname as session_fullname', 'accounts.role as session_role', 'sessions.expires_at as session_expires_at'])
    .where('orders.identifier', '=', values.identifier)
    .where('sessions.id_hash', '=', values.idHash)
    .where('sessions.expires_at', '>', values.now)
    // As the session lookup does (server/auth/sessions.ts): a disabled operator's session signs nobody in.
    .where('accounts.disabled_at', 'is', null),
);

/**
 * The order with this identifier when it belongs to the account; undefined otherwise (whoever else owns it). One
 * statement, built and compiled once (every checkout change reads an order first): the items come along as a JSON
 * array, which on PGlite saves a statement's fixed cost and a round trip to the database worker.
 */
export async function findOwnedOrder(db: Executor, accountId: string, identifier: string): Promise<OrderRecord | undefined> {
  const [row] = await orderRow(db, { accountId, identifier });
  return row && orderRecord(row);
}

/**
 * The order with this identifier and the session it is read for, when the session (by the hash of its id) is live
 * at `now` and the order belongs to its account; undefined otherwise, which says nothing about the session. One
 * statement where reading the session first and then the order took two.
 */
export async function findSessionOrder(db: Executor, values: { idHash: string; now: Date; identifier: string }): Promise<{ session: SessionRow; value: OrderRecord } | undefined> {
  const [row] = await sessionOrderRow(db, values);
  if (!row) return undefined;
  return {
    session: { id: row.account_id, fullname: row.session_fullname, email: row.account_email, role: row.session_role, expires_at: row.session_expires_at },
    value: orderRecord(row),
  };
}

function orderRecord(row: OrderRow): OrderRecord {
  const voucher =
    row.voucher_id === null
      ? null
      : voucherFromRow({
          id: row.voucher_id,
          code: row.voucher_code ?? '',
          kind: row.voucher_kind ?? 'percent',
          percent: row.voucher_percent,
          amount_minor: row.voucher_amount_minor,
          currency: row.voucher_currency,
          applies_to: row.voucher_applies_to ?? [],
          text: row.voucher_text ?? '',
          valid_from: row.voucher_valid_from,
          valid_until: row.voucher_valid_until,
          usage_limit: row.voucher_usage_limit,
          used_count: row.voucher_used_count ?? 0,
          disabled_at: row.voucher_disabled_at,
        });
  return {
    id: row.id,
    identifier: row.identifier,
    accountId: row.account_id,
    websiteId: row.website_id,
    websiteName: row.website_name,
    kind: row.kind,
    voucherFromPackage: row.voucher_from_package,
    status: row.status,
    currency: row.currency,
    version: row.version,
    billing: row.billing,
    vatIdCheck: parseVatIdCheck(row.vat_id_check),
    voucher,
    paymentServiceName: row.payment_service_name,
    totalMinor: row.total_minor,
    finishedPricing: storedPricing(row.status, row.priced),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    paidAt: row.paid_at,
    accountEmail: row.account_email,
    items: row.items.flatMap((item): StoredItem[] => {
      const base = { id: item.id, periodMonths: item.period_months };
      switch (item.type) {
        case 'package':
          return item.package_identifier ? [{ ...base, type: 'package', packageIdentifier: item.package_identifier, action: packageAction(item.action) }] : [];
        case 'addon':
        case 'plugin':
          if (!item.addon_identifier) return [];
          // Bought alone: until its package's date, with that package.
          return [{ ...base, type: item.type, addonIdentifier: item.addon_identifier, ...(item.runs_until ? { runsUntil: new Date(item.runs_until), parentPackageIdentifier: item.package_identifier ?? undefined } : {}) }];
        case 'domain':
          return item.domain && item.tld ? [{ ...base, type: 'domain', domain: item.domain, tld: item.tld, action: domainAction(item.action) }] : [];
        case 'private_registration':
          return item.domain && item.tld ? [{ ...base, type: 'private_registration', domain: item.domain, tld: item.tld, enabled: item.enabled, contact: item.contact ?? {} }] : [];
      }
    }),
    websitePackage: row.current_package_identifier ?? null,
    upgradeCredit:
      row.current_package_identifier && row.package_paid_until ? { currentPackageIdentifier: row.current_package_identifier, paidUntil: row.package_paid_until } : null,
    renewing: new Map(
      row.items.flatMap((item) =>
        item.service_period_end && item.service_kind && item.service_status
          ? [[item.id, { periodEnd: new Date(item.service_period_end), serviceKind: item.service_kind, serviceStatus: item.service_status }] as const]
          : [],
      ),
    ),
  };
}

function packageAction(action: string | null): 'buy' | 'upgrade' | 'downgrade' | 'renew' {
  return action === 'upgrade' || action === 'downgrade' || action === 'renew' ? action : 'buy';
}

function domainAction(action: string | null): 'register' | 'transfer' | 'renew' | 'restore' {
  return action === 'transfer' || action === 'renew' || action === 'restore' ? action : 'register';
}

type VoucherRow = Omit<VoucherTable, 'used_count' | 'applies_to' | 'disabled_at'> & { used_count: number; applies_to: VoucherTable['applies_to']['__select__']; disabled_at: Date | null };

export function voucherFromRow(row: VoucherRow): Voucher {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountMinor: row.amount_minor,
    currency: row.currency,
    appliesTo: row.applies_to,
    text: row.text,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    disabledAt: row.disabled_at,
  };
}

/** A voucher by its code, in any case. */
export async function findVoucher(db: Executor, code: string): Promise<Voucher | undefined> {
  const row = await db.selectFrom('voucher').selectAll().where('code', '=', code.trim().toUpperCase()).executeTakeFirst();
  return row ? voucherFromRow(row) : undefined;
}

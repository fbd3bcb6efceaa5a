/**
 * The back office's services (docs/admin.md, "Services"): every account's services, the latest end first, filtered by
 * status, kind, how soon they end and a search of the account, website or domain; and an operator's extension or end
 * of one, with a reason. The change goes through the lifecycle's one writer (changeService) and is audited in the same
 * transaction; what the serviceLifecycle machine refuses is refused here with its reason.
 */
import type { Kysely, Transaction } from 'kysely';
import { addDays } from '../domain/calendar';
import type { Database } from '../db/schema';
import { english } from '../i18n';
import { isUuid } from '../db/uuid';
import { changeService, serviceChangeFor, type ServiceChanged, type ServiceStatus, type StoredServiceRow } from '../lifecycle/service-status';
import { loadLifecycleSettings } from '../lifecycle/settings';
import { recordAudit } from './audit';
import { CatalogueEditError, FieldProblems, requiredText } from './catalogue-input';
import { AdminFilterError, checkPage, given, likeText } from './filters';

export const SERVICES_PAGE_SIZE = 25;
const SERVICE_STATUSES: readonly ServiceStatus[] = ['active', 'expiring', 'grace', 'expired', 'redemption', 'released'];
const SERVICE_KINDS = ['package', 'addon', 'plugin', 'private_registration', 'domain'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
/** The longest "running and ending within" an operator may ask for, in days. */
const MAX_DUE_DAYS = 3650;

export interface AdminServiceFilter {
  status?: string | null | undefined;
  kind?: string | null | undefined;
  /** Running services (active or in the renewal window) whose paid period ends within this many days of now. */
  dueWithinDays?: number | null | undefined;
  /** Part of the account's e-mail, the website's name or the domain, any case. */
  search?: string | null | undefined;
}

export interface AdminServiceRow {
  id: string;
  kind: ServiceKind;
  status: ServiceStatus;
  paidUntil: Date;
  accountEmail: string;
  websiteName: string | null;
  domain: string | null;
  /** The package's name or the add-on's title; null for a domain and a private registration. */
  itemName: string | null;
  /** A private registration whose domain was renewed without it: it ends at paidUntil, with no grace. */
  notRenewed: boolean;
}

type Executor = Kysely<Database> | Transaction<Database>;

function servicesQuery(db: Executor) {
  return db
    .selectFrom('services')
    .innerJoin('accounts', 'accounts.id', 'services.account_id')
    .leftJoin('websites', 'websites.id', 'services.website_id')
    .leftJoin('package', 'package.id', 'services.package_id')
    .leftJoin('addon', 'addon.id', 'services.addon_id');
}

const ROW_COLUMNS = ['services.id', 'services.kind', 'services.status', 'services.paid_until', 'accounts.email', 'websites.name as website_name', 'services.domain', 'package.name as package_name', 'addon.title as addon_title', 'services.dropped'] as const;

function rowOf(row: {
  id: string;
  kind: ServiceKind;
  status: ServiceStatus;
  paid_until: Date;
  email: string;
  website_name: string | null;
  domain: string | null;
  package_name: string | null;
  addon_title: string | null;
  dropped: boolean;
}): AdminServiceRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    paidUntil: row.paid_until,
    accountEmail: row.email,
    websiteName: row.website_name,
    domain: row.domain,
    itemName: row.package_name ?? row.addon_title,
    notRenewed: row.dropped,
  };
}

export async function listServices(db: Kysely<Database>, filter: AdminServiceFilter, page: number, now: Date): Promise<{ services: AdminServiceRow[]; total: number; page: number; pageSize: number }> {
  checkPage(page);
  const status = given(filter.status);
  if (status !== undefined && !SERVICE_STATUSES.includes(status as ServiceStatus)) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.serviceStatus'));
  const kind = given(filter.kind);
  if (kind !== undefined && !SERVICE_KINDS.includes(kind as ServiceKind)) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.serviceKind'));
  const due = filter.dueWithinDays ?? undefined;
  if (due !== undefined && (!Number.isInteger(due) || due < 0 || due > MAX_DUE_DAYS)) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.dueDays', { max: MAX_DUE_DAYS }));
  const search = given(filter.search);
  if (search !== undefined && search.length > 254) throw new AdminFilterError('INVALID_FILTER', english('error.INVALID_FILTER.searchTooLong'));

  let query = servicesQuery(db);
  if (status) query = query.where('services.status', '=', status as ServiceStatus);
  if (kind) query = query.where('services.kind', '=', kind as ServiceKind);
  // Still running and ending soon: a service the daily job has not looked at yet counts by its date.
  if (due !== undefined) query = query.where('services.status', 'in', ['active', 'expiring']).where('services.paid_until', '<', addDays(now, due));
  if (search) {
    const like = `%${likeText(search)}%`;
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['accounts.email']), 'like', like), eb(eb.fn('lower', ['websites.name']), 'like', like), eb(eb.fn('lower', ['services.domain']), 'like', like)]),
    );
  }
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(ROW_COLUMNS)
    .orderBy('services.paid_until', 'desc')
    .orderBy('services.id')
    .limit(SERVICES_PAGE_SIZE)
    .offset((page - 1) * SERVICES_PAGE_SIZE)
    .execute();
  return { services: rows.map(rowOf), total: Number(counted.n), page, pageSize: SERVICES_PAGE_SIZE };
}

async function readService(db: Executor, id: string): Promise<AdminServiceRow | undefined> {
  const row = await servicesQuery(db).select(ROW_COLUMNS).where('services.id', '=', id).executeTakeFirst();
  return row && rowOf(row);
}

const REASON_MAX = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** What the machine refuses, in the operator's words. */
const ENDED_ALREADY: Partial<Record<ServiceStatus, string>> = {
  expired: english('error.SERVICE_UNCHANGED.expired'),
  released: english('error.SERVICE_UNCHANGED.released'),
};

/** A typed day 'YYYY-MM-DD' as the moment the paid period ends: midnight UTC, as every period ends. */
function endOfPeriod(text: string, problems: FieldProblems): Date | undefined {
  const trimmed = text.trim();
  const date = new Date(`${trimmed}T00:00:00.000Z`);
  if (!DAY.test(trimmed) || Number.isNaN(date.getTime()) || dayOf(date) !== trimmed) {
    problems.add('paidUntil', english('error.INVALID_INPUT.day'));
    return undefined;
  }
  return date;
}

/** What the audit log keeps of a service before and after a change. */
const audited = (state: { status: ServiceStatus; paidUntil: Date }) => ({ status: state.status, paidUntil: state.paidUntil.toISOString() });

export interface ServiceChangeRequest {
  serviceId: string;
  reason: string;
  /** For an extension: the new last day, 'YYYY-MM-DD'. */
  paidUntil?: string;
}

/**
 * Extends a service to a later day or ends it, with the operator's reason: the serviceLifecycle machine decides
 * (through changeService), the audit log records it in the same transaction ('service.extend' / 'service.end'), and a
 * website's package follows its service (extended: the package and its date back on the website; ended: the free
 * version). Refused at the field: a day that is no date, not after today or not after the current end, a missing
 * reason; refused whole (SERVICE_UNCHANGED) what the machine does not allow, and a change that lost a race.
 */
export async function changeServiceByOperator(db: Kysely<Database>, operatorId: string, kind: 'extend' | 'end', request: ServiceChangeRequest, now: Date): Promise<AdminServiceRow> {
  const problems = new FieldProblems();
  const paidUntil = kind === 'extend' ? endOfPeriod(request.paidUntil ?? '', problems) : undefined;
  const reason = requiredText(request.reason, 'reason', 'reason', REASON_MAX, problems);
  if (paidUntil && paidUntil <= now) problems.add('paidUntil', english('error.INVALID_INPUT.dayAfterToday', { today: dayOf(now) }));
  const changed = await db.transaction().execute(async (trx) => {
    const service = isUuid(request.serviceId)
      ? await trx.selectFrom('services').select(['id', 'kind', 'status', 'paid_until', 'dropped', 'website_id', 'package_id', 'domain']).where('id', '=', request.serviceId).executeTakeFirst()
      : undefined;
    if (!service) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.service'));
    if (paidUntil && paidUntil > now && paidUntil <= service.paid_until) problems.add('paidUntil', english('error.INVALID_INPUT.laterDay', { day: dayOf(service.paid_until) }));
    problems.throwIfAny();
    const settings = await loadLifecycleSettings(trx);
    const event = kind === 'extend' ? { type: 'service.extended' as const, now: now.toISOString(), paidUntil: (paidUntil ?? now).toISOString() } : { type: 'service.ended' as const };
    const stored: StoredServiceRow = service;
    if (!serviceChangeFor(stored, event, settings)) {
      const ended = service.kind === 'private_registration' && service.status === 'released' ? english('error.SERVICE_UNCHANGED.registrationEnded') : ENDED_ALREADY[service.status];
      throw new CatalogueEditError('SERVICE_UNCHANGED', ended ?? english('error.SERVICE_UNCHANGED'));
    }
    const change = await changeService(trx, stored, event, now, settings);
    if (!change) throw new CatalogueEditError('SERVICE_UNCHANGED', english('error.SERVICE_UNCHANGED.meanwhile'));
    await followOnWebsite(trx, service, change);
    await recordAudit(trx, { accountId: operatorId, action: kind === 'extend' ? 'service.extend' : 'service.end', subjectType: 'service', subjectId: service.id, before: audited(change.from), after: audited(change.to), reason }, now);
    return readService(trx, service.id);
  });
  if (!changed) throw new CatalogueEditError('NOT_FOUND', english('error.NOT_FOUND.service'));
  return changed;
}

/**
 * A website's package follows its service: running again, the website has the package until the new day; ended, the
 * website runs the free version (its package switched off, the service keeping which one it was).
 */
async function followOnWebsite(trx: Transaction<Database>, service: { kind: ServiceKind; website_id: string | null; package_id: string | null }, change: ServiceChanged): Promise<void> {
  if (service.kind !== 'package' || service.website_id === null) return;
  const running = change.to.status === 'active' || change.to.status === 'expiring';
  await trx
    .updateTable('websites')
    .set(running ? { package_id: service.package_id, package_paid_until: change.to.paidUntil } : { package_id: null, package_paid_until: null })
    .where('id', '=', service.website_id)
    .execute();
}

/**
 * The daily look at every service not finished (docs/services.md): each one due is moved by the serviceLifecycle
 * machine through `changeService`, in a short transaction of its own, and what each status passed through asks is
 * done in that transaction: a lapsed package switches its website to the free version, a website whose grace ran
 * out is archived, a domain past its redemption goes back to the registry, each with its e-mail once.
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { addDays } from '../domain/calendar';
import { changeService, serviceChangeFor } from '../lifecycle/service-status';
import type { ServiceStatus } from '../lifecycle/service-status';
import type { LifecycleSettings } from '../lifecycle/settings';
import type { DailyCounts, DailyStep } from './daily-step';
import { sendNoticeOnce } from './notices';

/** Services read per query; each is then changed in its own transaction. */
export const SERVICE_BATCH = 500;

interface DueService {
  id: string;
  kind: Database['services']['kind'];
  status: ServiceStatus;
  paid_until: Date;
  dropped: boolean;
  account_id: string;
  website_id: string | null;
  package_id: string | null;
  domain: string | null;
}

/** The path of a service's renewal, which the renewal routes open (server/renewals). */
export const renewalPath = (serviceId: string) => `/renew/service/${serviceId}`;

const count = (counts: DailyCounts, kind: string) => {
  counts[kind] = (counts[kind] ?? 0) + 1;
};

/** The day the last notice before archiving is due, for a website service in grace. */
const archiveNoticeDue = (service: DueService, settings: LifecycleSettings, now: Date) =>
  service.kind === 'package' && now >= addDays(service.paid_until, settings.hostingGraceDays - settings.archiveNoticeDays);

async function switchToFreeVersion(trx: Transaction<Database>, service: DueService, settings: LifecycleSettings, now: Date, counts: DailyCounts): Promise<void> {
  if (service.website_id === null || service.package_id === null) return;
  await trx.updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', service.website_id).execute();
  const website = await trx.selectFrom('websites').select('name').where('id', '=', service.website_id).executeTakeFirst();
  const lapsed = await trx.selectFrom('package').select('name').where('id', '=', service.package_id).executeTakeFirst();
  if (!website || !lapsed) return;
  const keptUntil = addDays(service.paid_until, settings.hostingGraceDays).toISOString();
  const sent = await sendNoticeOnce(
    trx,
    { id: service.id, accountId: service.account_id, periodEnd: service.paid_until },
    'freeVersion',
    (owner) => ({ template: 'website-free-version', data: { name: owner.name, website: website.name, packageName: lapsed.name, keptUntil, renewUrl: renewalPath(service.id) } }),
    now,
  );
  if (sent) count(counts, 'freeVersionNotices');
}

async function sendArchiveNotice(trx: Transaction<Database>, service: DueService, settings: LifecycleSettings, now: Date, counts: DailyCounts): Promise<void> {
  const website = service.website_id === null ? undefined : await trx.selectFrom('websites').select('name').where('id', '=', service.website_id).executeTakeFirst();
  if (!website) return;
  const archivedOn = addDays(service.paid_until, settings.hostingGraceDays).toISOString();
  const sent = await sendNoticeOnce(
    trx,
    { id: service.id, accountId: service.account_id, periodEnd: service.paid_until },
    'archiveNotice',
    (owner) => ({ template: 'website-archive-notice', data: { name: owner.name, website: website.name, archivedOn, renewUrl: renewalPath(service.id) } }),
    now,
  );
  if (sent) count(counts, 'archiveNotices');
}

async function archiveWebsite(trx: Transaction<Database>, service: DueService, now: Date, counts: DailyCounts): Promise<void> {
  if (service.website_id === null) return;
  const website = await trx.updateTable('websites').set({ archived_at: now }).where('id', '=', service.website_id).where('archived_at', 'is', null).returning('name').executeTakeFirst();
  if (!website) return;
  const sent = await sendNoticeOnce(trx, { id: service.id, accountId: service.account_id, periodEnd: service.paid_until }, 'archived', (owner) => ({ template: 'website-archived', data: { name: owner.name, website: website.name } }), now);
  if (sent) count(counts, 'archivedNotices');
}

async function noticeRedemption(trx: Transaction<Database>, service: DueService, settings: LifecycleSettings, now: Date, counts: DailyCounts): Promise<void> {
  if (service.domain === null) return;
  const domain = service.domain;
  const releasedOn = addDays(service.paid_until, settings.domainGraceDays + settings.redemptionDays).toISOString();
  const sent = await sendNoticeOnce(
    trx,
    { id: service.id, accountId: service.account_id, periodEnd: service.paid_until },
    'redemption',
    (owner) => ({ template: 'domain-redemption', data: { name: owner.name, domain, releasedOn, renewUrl: renewalPath(service.id) } }),
    now,
  );
  if (sent) count(counts, 'redemptionNotices');
}

/** The name goes back to the registry: its row, held for this account, is removed, so anyone may register it. */
async function releaseDomain(trx: Transaction<Database>, service: DueService, now: Date, counts: DailyCounts): Promise<void> {
  if (service.domain === null) return;
  const domain = service.domain;
  await trx.deleteFrom('domain_registry').where('name', '=', domain).where('status', '=', 'registered').where('account_id', '=', service.account_id).execute();
  const sent = await sendNoticeOnce(trx, { id: service.id, accountId: service.account_id, periodEnd: service.paid_until }, 'released', (owner) => ({ template: 'domain-released', data: { name: owner.name, domain } }), now);
  if (sent) count(counts, 'releasedNotices');
}

/** One service, in its own transaction: moved if due, and what each status passed through asks done once. */
export async function lookAtService(db: Kysely<Database>, service: DueService, now: Date, settings: LifecycleSettings): Promise<DailyCounts> {
  const counts: DailyCounts = {};
  const event = { type: 'service.dayPassed', now: now.toISOString() } as const;
  const due = serviceChangeFor(service, event, settings) !== null;
  const noticeDue = service.status === 'grace' && archiveNoticeDue(service, settings, now);
  if (!due && !noticeDue) return counts;
  await db.transaction().execute(async (trx) => {
    const change = due ? await changeService(trx, service, event, now, settings) : null;
    // Another instance moved it first: it did what the move asks.
    if (due && !change) return;
    for (const status of change?.steps ?? []) {
      count(counts, status);
      if (status === 'grace' && service.kind === 'package') await switchToFreeVersion(trx, service, settings, now, counts);
      // A private registration goes with its domain: the domain's e-mails tell of both.
      if (status === 'redemption' && service.kind === 'domain') await noticeRedemption(trx, service, settings, now, counts);
      if (status === 'expired' && service.kind === 'package') await archiveWebsite(trx, service, now, counts);
      if (status === 'released' && service.kind === 'domain') await releaseDomain(trx, service, now, counts);
    }
    const status = change?.to.status ?? service.status;
    if (status === 'grace' && archiveNoticeDue(service, settings, now)) await sendArchiveNotice(trx, service, settings, now, counts);
  });
  return counts;
}

export const addCounts = (into: DailyCounts, counts: DailyCounts) => {
  for (const [kind, value] of Object.entries(counts)) into[kind] = (into[kind] ?? 0) + value;
};

/** Every service that is not finished and whose renewal window has opened, by the end of its period, in batches. */
export const serviceLookStep: DailyStep = {
  name: 'services',
  async run({ db, now, settings }) {
    const counts: DailyCounts = { looked: 0 };
    const horizon = addDays(now, settings.renewalLeadDays);
    let after: { paidUntil: Date; id: string } | undefined;
    for (;;) {
      const cursor = after;
      const batch = await db
        .selectFrom('services')
        .select(['id', 'kind', 'status', 'paid_until', 'dropped', 'account_id', 'website_id', 'package_id', 'domain'])
        // Written out, so that the planner sees the predicate of services_due_idx.
        .where(sql<boolean>`status not in ('expired', 'released')`)
        .where('paid_until', '<=', horizon)
        .$if(cursor !== undefined, (query) => query.where(sql<boolean>`(paid_until, id) > (${cursor?.paidUntil}, ${cursor?.id})`))
        .orderBy('paid_until')
        .orderBy('id')
        .limit(SERVICE_BATCH)
        .execute();
      for (const service of batch) {
        counts.looked = (counts.looked ?? 0) + 1;
        addCounts(counts, await lookAtService(db, service, now, settings));
      }
      const last = batch.at(-1);
      if (batch.length < SERVICE_BATCH || !last) return counts;
      after = { paidUntil: last.paid_until, id: last.id };
    }
  },
};

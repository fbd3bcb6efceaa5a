/**
 * The daily job's renewal step (docs/services.md "Reminders"): for each service whose renewal window has opened, the
 * renewal order of its period is made (once: openRenewal finds it again), and the reminder e-mails go out at the
 * settings' days (30, 14, 3 and 0 before a website's period ends; 30 and 7 before and 3 after a domain's), one e-mail
 * per website with its services together. A domain's private registration is reminded with its domain (it runs until the
 * domain's date), in the domain's e-mail, never on its own. Each reminder is claimed once per (service, period, 'reminder:N') in
 * `service_notices`, in the transaction that writes the e-mail to the outbox: a rerun, a second instance or a crash
 * mid-run never sends one twice. A run after missed days sends only the latest reminder due; a service paid since
 * has a new period, so the old period's reminders are never due again.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ServicesTable } from '../db/schema';
import { addDays, startOfUtcDay } from '../domain/calendar';
import { unicodeDomain } from '../domain/domains/registry';
import { runsByDomainDates, serviceChangeFor } from '../lifecycle/service-status';
import type { LifecycleSettings } from '../lifecycle/settings';
import { enqueueMail } from '../mail/outbox';
import type { DailyStep } from '../services/daily-step';
import { claimNotice, serviceOwner } from '../services/notices';
import { renewalLinkFor } from './links';
import { RENEWABLE_STATUSES, STANDING_RENEWAL_STATUSES, openRenewal, restoreInDrafts } from './open';
import type { RenewalOrder } from './open';

const DAY_MS = 86_400_000;
type ServiceRow = Selectable<ServicesTable>;

/** The reminder due last for the service at `now` (days before its period ends), or none yet. */
export function latestReminderDue(service: Pick<ServiceRow, 'kind' | 'paid_until'>, now: Date, settings: Pick<LifecycleSettings, 'hostingReminderDays' | 'domainReminderDays'>): number | undefined {
  const days = runsByDomainDates(service.kind) ? settings.domainReminderDays : settings.hostingReminderDays;
  const due = days.filter((day) => now >= addDays(service.paid_until, -day));
  return due.length === 0 ? undefined : Math.min(...due);
}

/** The status today's look leaves the service in (the step runs before it). */
const statusAfterLook = (service: ServiceRow, now: Date, settings: LifecycleSettings) =>
  serviceChangeFor(service, { type: 'service.dayPassed', now: now.toISOString() }, settings)?.to.status ?? service.status;

/** Whether today's look moves the service past renewing (archived or released). */
const endsToday = (service: ServiceRow, now: Date, settings: LifecycleSettings) => !(RENEWABLE_STATUSES as readonly string[]).includes(statusAfterLook(service, now, settings));

/** A website's services together; a domain without a website on its own (with its private registration). */
const groupKey = (service: ServiceRow) => service.website_id ?? `domain:${service.domain ?? service.id}`;

/** A domain's private registration and the domain it runs with: the same account, name and date. */
const registrationKey = (service: ServiceRow) => `${service.account_id}|${service.domain ?? ''}|${service.paid_until.toISOString()}`;

type Member = { service: ServiceRow; day: number; orderIdentifier: string; orderId: string };

export const renewalStep: DailyStep = {
  name: 'renewals',
  async run({ db, now, settings }) {
    // The services in their renewal window; the three reads below share this condition.
    const inWindow = sql<boolean>`services.status in (${sql.join([...RENEWABLE_STATUSES])}) and services.paid_until <= ${addDays(now, settings.renewalLeadDays)}`;
    const due = await db.selectFrom('services').selectAll().where(inWindow).orderBy('paid_until').orderBy('id').execute();
    // What earlier runs did, read at once: each service's standing renewal order and its reminders claimed this period.
    // A service with both is passed by without a query of its own, so a day with nothing new costs three reads.
    const standing = new Map<string, RenewalOrder>();
    // Domains whose unpaid renewal asks the normal price: one in redemption (or entering it today) is restored instead.
    const renewedAtNormalPrice = new Set<string>();
    for (const row of await db
      .selectFrom('order_items')
      .innerJoin('services', (join) => join.onRef('services.id', '=', 'order_items.service_id').onRef('services.paid_until', '=', 'order_items.service_period_end'))
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['services.id as serviceId', 'orders.id as orderId', 'orders.identifier', 'orders.status', 'order_items.type', 'order_items.action'])
      .where(inWindow)
      .where('orders.kind', '=', 'renewal')
      .where('orders.status', 'in', STANDING_RENEWAL_STATUSES)
      .orderBy('orders.created_at', 'desc')
      .execute()) {
      standing.set(row.serviceId, { orderId: row.orderId, identifier: row.identifier, opened: false });
      if (row.type === 'domain' && row.action === 'renew' && row.status === 'draft') renewedAtNormalPrice.add(row.serviceId);
    }
    const claimed = new Set(
      (
        await db
          .selectFrom('service_notices')
          .innerJoin('services', (join) => join.onRef('services.id', '=', 'service_notices.service_id').onRef('services.paid_until', '=', 'service_notices.period_end'))
          .select(['services.id', 'service_notices.kind'])
          .where(inWindow)
          .where('service_notices.kind', 'like', 'reminder:%')
          .execute()
      ).map((row) => `${row.id}|${row.kind}`),
    );
    let renewalOrders = 0;
    let reminders = 0;
    const groups = new Map<string, Member[]>();
    const registrations = new Map(due.filter((service) => service.kind === 'private_registration').map((service) => [registrationKey(service), service]));
    for (const service of due) {
      // The step runs before the day's look (server/daily-steps.ts): a service the look ends today (a job that did not
      // run for months) is not renewed or reminded any more.
      if (endsToday(service, now, settings)) continue;
      // A private registration not renewed with its domain (dropped) ends at its date: no order, no reminder.
      if (service.dropped) continue;
      // The domain's reminder names its private registration, which has none of its own.
      const day = service.kind === 'private_registration' ? undefined : latestReminderDue(service, now, settings);
      const reminded = day === undefined || claimed.has(`${service.id}|reminder:${day}`);
      const found = standing.get(service.id);
      if (renewedAtNormalPrice.has(service.id) && statusAfterLook(service, now, settings) === 'redemption') await restoreInDrafts(db, service);
      if (found && reminded) continue;
      const order = found ?? (await openRenewal(db, service.id, now, settings.renewalLeadDays));
      if (order.opened) renewalOrders += 1;
      if (day === undefined || reminded) continue;
      const members = groups.get(groupKey(service)) ?? [];
      members.push({ service, day, orderIdentifier: order.identifier, orderId: order.orderId });
      groups.set(groupKey(service), members);
    }
    const registrationOf = (service: ServiceRow) => (service.kind === 'domain' ? registrations.get(registrationKey(service)) : undefined);
    for (const members of groups.values()) {
      if (await sendReminder(db, members, registrationOf, now)) reminders += 1;
    }
    return { renewalOrders, reminders };
  },
};

/**
 * Claims each member's reminder and, when any was not claimed before, writes one e-mail with those services (each
 * domain followed by its private registration) to the outbox, in one transaction. Answers whether an e-mail was written.
 */
async function sendReminder(db: Kysely<Database>, members: Member[], registrationOf: (service: ServiceRow) => ServiceRow | undefined, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed: typeof members = [];
    for (const member of members) {
      if (await claimNotice(trx, member.service.id, member.service.paid_until, `reminder:${member.day}`, now)) claimed.push(member);
    }
    const first = claimed[0];
    if (!first) return false;
    const account = await serviceOwner(trx, first.service.account_id);
    if (!account) throw new Error(`The account ${first.service.account_id} of service ${first.service.id} is gone.`);
    const website = first.service.website_id === null ? undefined : await trx.selectFrom('websites').select('name').where('id', '=', first.service.website_id).executeTakeFirst();
    const renewUrl = await renewalLinkFor(trx, (await anchorOf(trx, first.orderId)) ?? first.service.id, now);
    const listed = claimed.flatMap((member) => {
      const registration = registrationOf(member.service);
      return registration ? [member.service, registration] : [member.service];
    });
    const key = createHash('sha256')
      .update(claimed.map((member) => `${member.service.id}:${member.service.paid_until.toISOString()}:${member.day}`).sort().join('|'))
      .digest('base64url');
    await enqueueMail(
      trx,
      {
        key: `renewal-reminder:${key}`,
        to: account.email,
        template: 'renewal-reminder',
        data: {
          name: account.name,
          website: website?.name ?? null,
          services: await Promise.all(listed.map(async (service) => ({ title: await serviceTitle(trx, service), paidUntil: service.paid_until.toISOString() }))),
          daysLeft: Math.round((first.service.paid_until.getTime() - startOfUtcDay(now).getTime()) / DAY_MS),
          orderIdentifier: first.orderIdentifier,
          renewUrl,
        },
      },
      now,
    );
    return true;
  });
}

/** The service the renewal order was opened for: its link opens the whole order. */
async function anchorOf(db: Kysely<Database>, orderId: string): Promise<string | null | undefined> {
  return (await db.selectFrom('orders').select('renewal_of_service_id').where('id', '=', orderId).executeTakeFirst())?.renewal_of_service_id;
}

/** A service's name as the e-mails list it. */
export async function serviceTitle(db: Kysely<Database>, service: ServiceRow): Promise<string> {
  if (service.package_id !== null) return `${(await db.selectFrom('package').select('name').where('id', '=', service.package_id).executeTakeFirst())?.name ?? 'Your'} package`;
  if (service.addon_id !== null) return (await db.selectFrom('addon').select('title').where('id', '=', service.addon_id).executeTakeFirst())?.title ?? 'Add-on';
  const domain = unicodeDomain(service.domain ?? '');
  return service.kind === 'private_registration' ? `Private registration of ${domain}` : `Domain ${domain}`;
}


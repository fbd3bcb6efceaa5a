/**
 * The daily lifecycle job (server/services/daily.ts, docs/services.md) walked day by day through three years, in
 * seconds, by moving the moment it runs as of: a website bought with its package lapses to the free version the day
 * after its paid date (with the e-mail, and `myWebsites { currentPackage }` null), gets the last notice before it is
 * archived and is archived after its 90 days; its domain goes through grace and redemption and is released to the
 * registry, with the e-mails. Every message goes out once, caught by a real SMTP server, whether the job runs again,
 * twice at once, or fails half-way. PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/catalogue';
import { addDays } from '../../server/domain/calendar';
import { DEFAULT_ATTACHMENT_RESOLVERS } from '../../server/mail-attachments';
import { DEFAULT_MAIL_FROM } from '../../server/mail/config';
import { smtpTransport } from '../../server/mail/transport';
import { mailSender } from '../../server/mail/worker';
import { DAILY_STEPS } from '../../server/daily-steps';
import { runDailyLifecycle } from '../../server/services/daily';
import type { DailyStep } from '../../server/services/daily-step';
import { draftStep } from '../../server/services/draft-step';
import { serviceLookStep } from '../../server/services/service-step';
import { client, graphql, signInDemo, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { newOrder, payThroughGateway } from './checkout-support';
import { startSmtpSink } from './smtp-sink';
import type { SmtpSink } from './smtp-sink';

const PURCHASE = '2026-06-01T09:00:00.000Z';
const clock = testClock(PURCHASE);
let harness: TestApp;
let demo: Client;
let smtp: SmtpSink;
const db = () => harness.database.db;
const day = (iso: string) => new Date(`${iso.slice(0, 10)}T03:00:00.000Z`);

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  demo = await signInDemo(harness.app, client());
  smtp = await startSmtpSink();
}, 180_000);
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

/** Sends what the outbox holds to the SMTP server, as the mail worker of a running portal does. */
async function deliverMail(): Promise<void> {
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const worker = mailSender({ db: db(), transport: smtpTransport(smtp.url, 5_000), resolvers: DEFAULT_ATTACHMENT_RESOLVERS, from: DEFAULT_MAIL_FROM, publicUrl: 'http://portal.test', now: () => addDays(clock.now(), 5 * 365), leaseMs: 60_000, log });
  try {
    await worker.drain();
  } finally {
    await worker.close();
  }
}

const subjects = () => smtp.messages.map((message) => message.subject ?? '');
const notices = (serviceId: string) => db().selectFrom('service_notices').select('kind').where('service_id', '=', serviceId).orderBy('created_at').orderBy('kind').execute();
const serviceOf = (kind: 'package' | 'domain', where: { websiteId?: string; domain?: string }) =>
  db()
    .selectFrom('services')
    .select(['id', 'status', 'paid_until', 'domain'])
    .where('kind', '=', kind)
    .$if(where.websiteId !== undefined, (query) => query.where('website_id', '=', where.websiteId ?? ''))
    .$if(where.domain !== undefined, (query) => query.where('domain', '=', where.domain ?? ''))
    .executeTakeFirstOrThrow();

describe('three years of a website and its domain', () => {
  it('switches the website to the free version the day after its paid date, and says so', async () => {
    const order = await payThroughGateway(harness, demo, await newOrder(harness.database, clock.now()), 'lifecycle-lapse', clock.now());
    const hosting = await serviceOf('package', { websiteId: order.websiteId });
    const website = await db().selectFrom('websites').select('name').where('id', '=', order.websiteId).executeTakeFirstOrThrow();
    const listed = async () => ((await graphql(harness.app, demo, '{ myWebsites { name currentPackage { identifier } } }')).data?.myWebsites as { name: string; currentPackage: unknown }[]).find((item) => item.name === website.name);

    await runDailyLifecycle(db(), addDays(hosting.paid_until, -1), DAILY_STEPS);
    expect((await listed())?.currentPackage).not.toBeNull();
    const run = await runDailyLifecycle(db(), addDays(hosting.paid_until, 1), DAILY_STEPS);
    expect(run.counts).toMatchObject({ grace: expect.any(Number), freeVersionNotices: expect.any(Number) });
    expect(await listed()).toEqual({ name: website.name, currentPackage: null });
    const mail = await db().selectFrom('mail_outbox').select(['recipient', 'template']).where('key', 'like', `service-notice:${hosting.id}:%`).execute();
    expect(mail).toEqual([{ recipient: demoAccount.email, template: 'website-free-version' }]);
  });

  it('walks to the free version, the archive notice and the archive, and the domain to redemption and release, each e-mail once', async () => {
    const order = await payThroughGateway(harness, demo, await newOrder(harness.database, clock.now()), 'lifecycle-walk', clock.now());
    const website = await db().selectFrom('websites').select(['name', 'package_paid_until']).where('id', '=', order.websiteId).executeTakeFirstOrThrow();
    const hosting = await serviceOf('package', { websiteId: order.websiteId });
    const domainName = (await db().selectFrom('order_items').select('domain').where('order_id', '=', order.id).where('type', '=', 'domain').executeTakeFirstOrThrow()).domain ?? '';
    const domain = await serviceOf('domain', { domain: domainName });
    const paidUntil = hosting.paid_until;
    const seen: Record<string, string> = {};

    // Every day for three years at 03:00 UTC; a day on which the run did something is run again (which changes nothing).
    for (let moment = day(PURCHASE); moment < addDays(day(PURCHASE), 3 * 365); moment = addDays(moment, 1)) {
      const { counts } = await runDailyLifecycle(db(), moment, DAILY_STEPS);
      if (Object.entries(counts).some(([kind, value]) => kind !== 'looked' && value > 0)) await runDailyLifecycle(db(), moment, DAILY_STEPS);
      const hostingNow = await serviceOf('package', { websiteId: order.websiteId });
      const domainNow = await serviceOf('domain', { domain: domainName });
      seen[`package:${hostingNow.status}`] ??= moment.toISOString().slice(0, 10);
      seen[`domain:${domainNow.status}`] ??= moment.toISOString().slice(0, 10);
    }

    const dayOf = (date: Date, days: number) => addDays(day(date.toISOString()), days).toISOString().slice(0, 10);
    // The package's paid date is midnight UTC; the first look after it (the same day, 03:00) finds it lapsed.
    expect(seen).toMatchObject({
      'package:expiring': dayOf(paidUntil, -30),
      'package:grace': dayOf(paidUntil, 0),
      'package:expired': dayOf(paidUntil, 90),
      'domain:expiring': dayOf(domain.paid_until, -30),
      'domain:grace': dayOf(domain.paid_until, 0),
      'domain:redemption': dayOf(domain.paid_until, 30),
      'domain:released': dayOf(domain.paid_until, 60),
    });
    expect(website.package_paid_until?.toISOString()).toBe(paidUntil.toISOString());
    // The renewal step's reminders at 30, 14 and 3 days and on the day (the day's look has switched the website already).
    expect(await notices(hosting.id)).toEqual(['reminder:30', 'reminder:14', 'reminder:3', 'freeVersion', 'reminder:0', 'archiveNotice', 'archived'].map((kind) => ({ kind })));
    expect(await notices(domain.id)).toEqual(['reminder:30', 'reminder:7', 'reminder:-3', 'redemption', 'released'].map((kind) => ({ kind })));

    const archived = await db().selectFrom('websites').select(['package_id', 'package_paid_until', 'archived_at']).where('id', '=', order.websiteId).executeTakeFirstOrThrow();
    expect(archived).toEqual({ package_id: null, package_paid_until: null, archived_at: day(dayOf(paidUntil, 90)) });
    expect(await db().selectFrom('domain_registry').select('name').where('name', '=', domainName).executeTakeFirst()).toBeUndefined();
    const { data } = await graphql(harness.app, demo, '{ myWebsites { name currentPackage { identifier } } }');
    expect((data?.myWebsites as { name: string }[]).map((listed) => listed.name)).not.toContain(website.name);

    await deliverMail();
    const domainShown = domainName;
    expect(subjects().filter((subject) => subject.includes(website.name) || subject.includes(domainShown))).toEqual(
      expect.arrayContaining([
        `${website.name} is on the free version`,
        expect.stringMatching(new RegExp(`^${website.name} will be archived on `)),
        `${website.name} is archived`,
        `${domainShown} expired: restoring it now costs a fee`,
        `${domainShown} was released`,
      ]),
    );
    for (const subject of new Set(subjects())) expect(subjects().filter((other) => other === subject), subject).toHaveLength(1);
    const runs = await db().selectFrom('lifecycle_runs').select(['outcome']).where('outcome', '<>', 'finished').execute();
    expect(runs).toEqual([]);
  }, 300_000);
});

/** A website of the demo account on a package paid until `paidUntil`, with its service: what a paid order leaves. */
async function lapsingWebsite(paidUntil: Date): Promise<{ websiteId: string; serviceId: string }> {
  const account = await db().selectFrom('accounts').select('id').where('email', '=', demoAccount.email).executeTakeFirstOrThrow();
  const mini = await db().selectFrom('package').select('id').where('identifier', '=', 'mini').executeTakeFirstOrThrow();
  const websiteId = randomUUID();
  const serviceId = randomUUID();
  await db().insertInto('websites').values({ id: websiteId, account_id: account.id, name: `lapsing-${websiteId.slice(0, 8)}`, package_id: mini.id, package_paid_until: paidUntil, created_at: clock.now() }).execute();
  await db()
    .insertInto('services')
    .values({ id: serviceId, account_id: account.id, website_id: websiteId, kind: 'package', package_id: mini.id, paid_until: paidUntil, status: 'active', created_at: clock.now(), updated_at: clock.now() })
    .execute();
  return { websiteId, serviceId };
}

const outboxOf = (serviceIds: string[]) =>
  db()
    .selectFrom('mail_outbox')
    .select('key')
    .where((eb) => eb.or(serviceIds.map((id) => eb('key', 'like', `service-notice:${id}:%`))))
    .execute();

describe('once, however the job runs', () => {
  it('two runs at once send each message once', async () => {
    const paidUntil = new Date('2031-01-10T00:00:00.000Z');
    const sites = await Promise.all([lapsingWebsite(paidUntil), lapsingWebsite(paidUntil), lapsingWebsite(paidUntil)]);
    const moment = addDays(paidUntil, 1);
    await Promise.all([runDailyLifecycle(db(), moment, DAILY_STEPS), runDailyLifecycle(db(), moment, DAILY_STEPS)]);
    const ids = sites.map((site) => site.serviceId);
    expect(await outboxOf(ids)).toHaveLength(3);
    const statuses = await db().selectFrom('services').select('status').where('id', 'in', ids).execute();
    expect(statuses.map((row) => row.status)).toEqual(['grace', 'grace', 'grace']);
    const histories = await db().selectFrom('service_notices').select(['service_id', 'kind']).where('service_id', 'in', ids).orderBy('kind').execute();
    // Each website once: the free-version notice and the renewal step's reminder of the day, with one renewal order.
    for (const id of ids) expect(histories.filter((row) => row.service_id === id).map((row) => row.kind)).toEqual(['freeVersion', 'reminder:0']);
    const renewals = await db().selectFrom('orders').select('renewal_of_service_id').where('renewal_of_service_id', 'in', ids).execute();
    expect(renewals.map((row) => row.renewal_of_service_id).sort()).toEqual([...ids].sort());
  });

  it('a run that fails half-way is recorded as failed, and the next run finishes the work without sending anything twice', async () => {
    const paidUntil = new Date('2032-02-10T00:00:00.000Z');
    const site = await lapsingWebsite(paidUntil);
    const account = await db().selectFrom('accounts').select('id').where('email', '=', demoAccount.email).executeTakeFirstOrThrow();
    const moment = addDays(paidUntil, 1);
    const draftId = randomUUID();
    await db()
      .insertInto('orders')
      .values({ id: draftId, identifier: `ORD-STALE${draftId.slice(0, 4).toUpperCase()}`, account_id: account.id, website_id: site.websiteId, status: 'draft', currency: 'EUR', created_at: addDays(moment, -200), updated_at: addDays(moment, -100) })
      .execute();
    const failing: DailyStep = {
      name: 'failing',
      run: async () => {
        throw new Error('the registry did not answer');
      },
    };

    await expect(runDailyLifecycle(db(), moment, [serviceLookStep, failing, draftStep])).rejects.toThrow('the registry did not answer');
    const failed = await db().selectFrom('lifecycle_runs').select(['outcome', 'error', 'counts', 'finished_at']).where('as_of', '=', moment).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ outcome: 'failed', error: 'the registry did not answer' });
    expect(JSON.parse(failed.counts)).toMatchObject({ grace: expect.any(Number) });
    expect(await db().selectFrom('orders').select('id').where('id', '=', draftId).executeTakeFirst()).toBeDefined();

    const next = await runDailyLifecycle(db(), moment, DAILY_STEPS);
    expect(next.outcome).toBe('finished');
    expect(next.counts.draftsDeleted).toBeGreaterThanOrEqual(1);
    expect(await db().selectFrom('orders').select('id').where('id', '=', draftId).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('order_history').select(['to_status', 'actor_kind']).where('order_id', '=', draftId).execute()).toEqual([{ to_status: 'deleted', actor_kind: 'system' }]);
    expect(await outboxOf([site.serviceId])).toHaveLength(1);
  });
});

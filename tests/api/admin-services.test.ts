/**
 * The back office's services and lifecycle (docs/admin.md, "Services" and "Lifecycle"): services filtered by status,
 * kind, how soon they end and a search, the latest end first; an operator extends or ends one with a reason (through
 * the lifecycle's one writer, audited in the same transaction, the website's package following), refused at the
 * field or with the lifecycle's reason; the settings saved and audited, refused by field; the daily job's runs
 * listed; and none of it for a customer. PGlite by default, PostgreSQL under TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/catalogue';
import { client, graphql, signInDemo, signInOperator, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';

const clock = testClock('2026-11-27T09:00:00.000Z');
const SLOW = 120_000;
let harness: TestApp;
let operator: Client;
const db = () => harness.database.db;

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[];
}
const call = async (who: Client, query: string, variables?: Record<string, unknown>) => (await graphql(harness.app, who, query, variables)) as Answer;

const SERVICES = 'query ($filter: AdminServiceFilterInput, $page: Int) { adminServices(filter: $filter, page: $page) { total page pageSize services { id kind status paidUntil accountEmail websiteName domain itemName } } }';
const EXTEND = 'mutation ($input: AdminExtendServiceInput!) { adminExtendService(input: $input) { id status paidUntil } }';
const END = 'mutation ($input: AdminEndServiceInput!) { adminEndService(input: $input) { id status paidUntil } }';
const LIFECYCLE = '{ adminLifecycle { updatedAt updatedBy settings { renewalLeadDays hostingGraceDays domainGraceDays redemptionDays hostingReminderDays domainReminderDays archiveNoticeDays draftRetentionDays } runs { id asOf startedAt finishedAt outcome counts { name count } error } } }';
const SAVE_SETTINGS = 'mutation ($input: AdminLifecycleSettingsInput!) { adminSaveLifecycleSettings(input: $input) { updatedBy settings { renewalLeadDays hostingReminderDays } } }';

interface ServiceView {
  id: string;
  kind: string;
  status: string;
  paidUntil: string;
  accountEmail: string;
  websiteName: string | null;
  domain: string | null;
  itemName: string | null;
}

/** The services made here, by name. */
const made: Record<string, string> = {};
let websiteId = '';

async function addService(name: string, values: { kind: 'package' | 'domain'; status: 'active' | 'expiring' | 'grace' | 'expired' | 'redemption' | 'released'; paidUntil: string; domain?: string }) {
  const account = await db().selectFrom('accounts').select('id').where('email', '=', demoAccount.email).executeTakeFirstOrThrow();
  const packageId = (await db().selectFrom('package').select('id').where('identifier', '=', 'mini').executeTakeFirstOrThrow()).id;
  const id = randomUUID();
  const now = clock.now();
  await db()
    .insertInto('services')
    .values({
      id,
      account_id: account.id,
      website_id: values.kind === 'package' ? websiteId : null,
      kind: values.kind,
      package_id: values.kind === 'package' ? packageId : null,
      domain: values.kind === 'domain' ? (values.domain ?? `${name}.test`) : null,
      paid_until: new Date(values.paidUntil),
      status: values.status,
      created_at: now,
      updated_at: now,
    })
    .execute();
  made[name] = id;
}

async function list(filter: Record<string, unknown>, page = 1): Promise<{ total: number; services: ServiceView[] }> {
  const answer = await call(operator, SERVICES, { filter, page });
  expect(answer.errors).toBeUndefined();
  return answer.data?.adminServices as { total: number; services: ServiceView[] };
}

/** A JSON column as the driver gives it: parsed already, or text. */
const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const auditOf = (subjectId: string) => db().selectFrom('audit_log').selectAll().where('subject_id', '=', subjectId).orderBy('created_at').orderBy('seq').execute();

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  operator = await signInOperator(harness.app, client('192.0.2.70'));
  const account = await db().selectFrom('accounts').select('id').where('email', '=', demoAccount.email).executeTakeFirstOrThrow();
  websiteId = randomUUID();
  await db().insertInto('websites').values({ id: websiteId, account_id: account.id, name: 'lapsed-garden', package_id: null, created_at: clock.now(), package_paid_until: null }).execute();
  await addService('lapsed', { kind: 'package', status: 'grace', paidUntil: '2026-11-01T00:00:00Z' });
  await addService('soon', { kind: 'domain', status: 'active', paidUntil: '2026-12-05T00:00:00Z', domain: 'soon-ending.test' });
  await addService('due', { kind: 'domain', status: 'expiring', paidUntil: '2026-12-20T00:00:00Z', domain: 'renewal-due.test' });
  await addService('redeeming', { kind: 'domain', status: 'redemption', paidUntil: '2026-09-20T00:00:00Z', domain: 'redeeming.test' });
  await addService('released', { kind: 'domain', status: 'released', paidUntil: '2026-07-01T00:00:00Z', domain: 'let-go.test' });
}, 180_000);
afterAll(async () => harness.close());

describe('services in the back office', () => {
  it('lists services the latest end first, with the account, website or domain, what and the status', async () => {
    const all = await list({});
    expect(all.total).toBeGreaterThanOrEqual(5);
    const ends = all.services.map((service) => service.paidUntil);
    expect([...ends].sort().reverse()).toEqual(ends);
    expect(all.services.find((service) => service.id === made.lapsed)).toEqual({
      id: made.lapsed,
      kind: 'PACKAGE',
      status: 'GRACE',
      paidUntil: '2026-11-01T00:00:00.000Z',
      accountEmail: demoAccount.email,
      websiteName: 'lapsed-garden',
      domain: null,
      itemName: 'Mini',
    });
  }, SLOW);

  it('filters by status, kind, ending within N days and a search of the e-mail, website or domain', async () => {
    expect((await list({ status: 'EXPIRING' })).services.map((service) => service.id)).toEqual([made.due]);
    expect((await list({ status: 'REDEMPTION' })).services.map((service) => service.id)).toEqual([made.redeeming]);
    expect((await list({ status: 'GRACE', kind: 'PACKAGE' })).services.map((service) => service.id)).toEqual([made.lapsed]);
    // Within 10 days of 27 November: the running domain ending on 5 December, not the one in the window on the 20th.
    const soon = (await list({ dueWithinDays: 10 })).services.map((service) => service.id);
    expect(soon).toContain(made.soon);
    expect(soon).not.toContain(made.due);
    expect((await list({ dueWithinDays: 30, search: 'RENEWAL-due' })).services.map((service) => service.id)).toEqual([made.due]);
    expect((await list({ search: 'lapsed-gar' })).services.map((service) => service.id)).toEqual([made.lapsed]);
    expect((await list({ search: 'no-such-thing-anywhere' })).total).toBe(0);
  }, SLOW);

  it('refuses a filter out of range with INVALID_FILTER', async () => {
    const answer = await call(operator, SERVICES, { filter: { dueWithinDays: -1 } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('INVALID_FILTER');
    expect(answer.errors?.[0]?.message).toBe('"Running and ending within" is a whole number of days from 0 to 3650.');
  }, SLOW);

  it('extends a lapsed package to a later day with the reason: running again, audited, the website given its package back', async () => {
    const answer = await call(operator, EXTEND, { input: { serviceId: made.lapsed, paidUntil: '2027-01-31', reason: 'Goodwill: the renewal e-mail bounced' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminExtendService).toEqual({ id: made.lapsed, status: 'ACTIVE', paidUntil: '2027-01-31T00:00:00.000Z' });
    const [entry, ...more] = await auditOf(made.lapsed ?? '');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'service.extend', subject_type: 'service', reason: 'Goodwill: the renewal e-mail bounced' });
    expect(jsonOf(entry?.before)).toEqual({ status: 'grace', paidUntil: '2026-11-01T00:00:00.000Z' });
    expect(jsonOf(entry?.after)).toEqual({ status: 'active', paidUntil: '2027-01-31T00:00:00.000Z' });
    const website = await db().selectFrom('websites').select(['package_id', 'package_paid_until']).where('id', '=', websiteId).executeTakeFirstOrThrow();
    expect(website.package_id).not.toBeNull();
    expect(website.package_paid_until?.toISOString()).toBe('2027-01-31T00:00:00.000Z');
  }, SLOW);

  it('refuses at the field a day not after today, not after the current end or no date, and a missing reason, writing nothing', async () => {
    const refused = async (input: Record<string, string>) => (await call(operator, EXTEND, { input: { serviceId: made.soon, ...input } })).errors?.[0]?.extensions;
    expect(await refused({ paidUntil: '2026-11-27', reason: 'x' })).toEqual({ code: 'INVALID_INPUT', errors: { paidUntil: 'Choose a day after today (2026-11-27).' } });
    expect(await refused({ paidUntil: '2026-12-01', reason: 'x' })).toEqual({ code: 'INVALID_INPUT', errors: { paidUntil: 'The service is paid until 2026-12-05 already: choose a later day.' } });
    expect(await refused({ paidUntil: '2027-02-30', reason: 'x' })).toEqual({ code: 'INVALID_INPUT', errors: { paidUntil: 'Enter the day as YYYY-MM-DD.' } });
    expect(await refused({ paidUntil: '2027-02-01', reason: '   ' })).toEqual({ code: 'INVALID_INPUT', errors: { reason: 'The reason is required.' } });
    const ending = (await call(operator, END, { input: { serviceId: made.soon, reason: '' } })).errors?.[0]?.extensions;
    expect(ending).toEqual({ code: 'INVALID_INPUT', errors: { reason: 'The reason is required.' } });
    expect(await auditOf(made.soon ?? '')).toEqual([]);
    expect((await list({ search: 'soon-ending' })).services[0]).toMatchObject({ status: 'ACTIVE', paidUntil: '2026-12-05T00:00:00.000Z' });
  }, SLOW);

  it('ends a domain with the reason (released, audited), and then refuses to change it with the lifecycle\'s reason', async () => {
    const answer = await call(operator, END, { input: { serviceId: made.due, reason: 'The customer asked to let it go' } });
    expect(answer.data?.adminEndService).toMatchObject({ id: made.due, status: 'RELEASED' });
    const [entry] = await auditOf(made.due ?? '');
    expect(entry).toMatchObject({ action: 'service.end', reason: 'The customer asked to let it go' });
    expect(jsonOf(entry?.after)).toMatchObject({ status: 'released' });
    for (const [query, input] of [
      [END, { serviceId: made.released, reason: 'again' }],
      [EXTEND, { serviceId: made.released, paidUntil: '2027-06-01', reason: 'again' }],
    ] as const) {
      const refusal = (await call(operator, query, { input })).errors?.[0];
      expect(refusal?.extensions?.code).toBe('SERVICE_UNCHANGED');
      expect(refusal?.message).toBe('This domain was released: nothing changes it any more. A new order registers it again.');
    }
    expect(await auditOf(made.released ?? '')).toEqual([]);
    // A private registration that ended is refused in its own words: it was not a name released.
    const registration = await db().selectFrom('services').select('account_id').where('id', '=', made.released ?? '').executeTakeFirstOrThrow();
    const endedId = randomUUID();
    await db()
      .insertInto('services')
      .values({ id: endedId, account_id: registration.account_id, website_id: null, kind: 'private_registration', domain: 'ended-registration.test', paid_until: new Date('2026-10-01T00:00:00Z'), status: 'released', created_at: clock.now(), updated_at: clock.now() })
      .execute();
    const ended = (await call(operator, END, { input: { serviceId: endedId, reason: 'again' } })).errors?.[0];
    expect(ended).toMatchObject({ message: "This private registration has ended: nothing changes it any more. The domain's registrant data are public.", extensions: { code: 'SERVICE_UNCHANGED' } });
    await db().deleteFrom('services').where('id', '=', endedId).execute();
    expect((await call(operator, END, { input: { serviceId: randomUUID(), reason: 'x' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // An id that is no service's id at all is not found either, never the database's own failure.
    expect((await call(operator, END, { input: { serviceId: 'not-a-service', reason: 'x' } })).errors?.[0]).toMatchObject({ message: 'There is no such service.', extensions: { code: 'NOT_FOUND' } });
  }, SLOW);

  it('ends a package: archived, and its website on the free version', async () => {
    const mini = await db().selectFrom('package').select('id').where('identifier', '=', 'mini').executeTakeFirstOrThrow();
    await db().updateTable('websites').set({ package_id: mini.id, package_paid_until: new Date('2027-01-31T00:00:00Z') }).where('id', '=', websiteId).execute();
    const answer = await call(operator, END, { input: { serviceId: made.lapsed, reason: 'Fraudulent payment' } });
    expect(answer.data?.adminEndService).toMatchObject({ status: 'EXPIRED' });
    const website = await db().selectFrom('websites').select(['package_id', 'package_paid_until']).where('id', '=', websiteId).executeTakeFirstOrThrow();
    expect(website).toEqual({ package_id: null, package_paid_until: null });
  }, SLOW);
});

describe('the lifecycle page', () => {
  const typed = { renewalLeadDays: '45', hostingGraceDays: '90', domainGraceDays: '30', redemptionDays: '30', hostingReminderDays: '45, 14, 0', domainReminderDays: '30, 7, -3', archiveNoticeDays: '7', draftRetentionDays: '90' };

  it('saves the settings and audits them as lifecycle.settings with before and after', async () => {
    const answer = await call(operator, SAVE_SETTINGS, { input: typed });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminSaveLifecycleSettings).toEqual({ updatedBy: 'operator@hosting-portal.test', settings: { renewalLeadDays: 45, hostingReminderDays: [45, 14, 0] } });
    const [entry] = await auditOf('settings');
    expect(entry).toMatchObject({ action: 'lifecycle.settings', subject_type: 'lifecycle_settings' });
    expect(jsonOf(entry?.before)).toMatchObject({ renewalLeadDays: 30, hostingReminderDays: [30, 14, 3, 0] });
    expect(jsonOf(entry?.after)).toMatchObject({ renewalLeadDays: 45, hostingReminderDays: [45, 14, 0] });
  }, SLOW);

  it('refuses settings out of range or not whole numbers by field, storing nothing', async () => {
    const answer = await call(operator, SAVE_SETTINGS, { input: { ...typed, renewalLeadDays: '0', hostingGraceDays: 'ninety', hostingReminderDays: '30, soon' } });
    expect(answer.errors?.[0]?.extensions).toEqual({
      code: 'INVALID_INPUT',
      errors: {
        renewalLeadDays: 'Enter a whole number of days from 1 to 120.',
        hostingGraceDays: 'Enter a whole number of days from 1 to 365.',
        hostingReminderDays: 'Enter up to 6 whole numbers of days from -60 to 120, separated by commas.',
      },
    });
    expect(await auditOf('settings')).toHaveLength(1);
    const stored = (await call(operator, LIFECYCLE)).data?.adminLifecycle as { settings: { renewalLeadDays: number } };
    expect(stored.settings.renewalLeadDays).toBe(45);
  }, SLOW);

  it('lists the daily job\'s runs newest first, with the counts and the error of a failed one', async () => {
    await db()
      .insertInto('lifecycle_runs')
      .values([
        { id: randomUUID(), as_of: new Date('2026-11-25T03:00:00Z'), started_at: new Date('2026-11-25T03:00:01Z'), finished_at: new Date('2026-11-25T03:00:04Z'), outcome: 'finished', counts: '{"looked":120,"reminders":4}', error: null },
        { id: randomUUID(), as_of: new Date('2026-11-26T03:00:00Z'), started_at: new Date('2026-11-26T03:00:01Z'), finished_at: new Date('2026-11-26T03:00:02Z'), outcome: 'failed', counts: '{"looked":7}', error: 'connection lost' },
      ])
      .execute();
    const runs = ((await call(operator, LIFECYCLE)).data?.adminLifecycle as { runs: { startedAt: string; outcome: string; counts: unknown; error: string | null }[] }).runs;
    expect(runs.map((run) => [run.startedAt, run.outcome, run.counts, run.error])).toEqual([
      ['2026-11-26T03:00:01.000Z', 'FAILED', [{ name: 'looked', count: 7 }], 'connection lost'],
      ['2026-11-25T03:00:01.000Z', 'FINISHED', [{ name: 'looked', count: 120 }, { name: 'reminders', count: 4 }], null],
    ]);
  }, SLOW);
});

describe('a customer', () => {
  it('is refused every services and lifecycle operation, and nothing changes', async () => {
    const customer = await signInDemo(harness.app, client('192.0.2.71'));
    for (const [query, variables] of [
      [SERVICES, {}],
      [LIFECYCLE, {}],
      [EXTEND, { input: { serviceId: made.soon, paidUntil: '2027-06-01', reason: 'mine' } }],
      [END, { input: { serviceId: made.soon, reason: 'mine' } }],
      [SAVE_SETTINGS, { input: { renewalLeadDays: '1', hostingGraceDays: '1', domainGraceDays: '0', redemptionDays: '0', hostingReminderDays: '', domainReminderDays: '', archiveNoticeDays: '1', draftRetentionDays: '7' } }],
    ] as const) {
      const answer = await call(customer, query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await list({ search: 'soon-ending' })).services[0]).toMatchObject({ status: 'ACTIVE', paidUntil: '2026-12-05T00:00:00.000Z' });
  }, SLOW);
});

/**
 * What customers see of their services (docs/services.md "Customers see it"): myServices lists the account's own
 * services with the status in words and where to renew while the serviceLifecycle machine says it can be renewed; a
 * website whose package ran out is on the free version in myWebsites; the session's answer carries the service the
 * header tells of. Statuses are set in the database directly, as the daily job would leave them. PGlite by default,
 * PostgreSQL under TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import type { SessionResponse } from '../../contracts/auth';
import { demoAccount } from '../../server/db/catalogue';
import type { ServicesTable } from '../../server/db/schema';
import { signUpAndConfirm } from '../support/sign-up';
import { client, graphql, send, signInDemo, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';

const clock = testClock('2026-11-27T09:00:00.000Z');
let harness: TestApp;
let demo: Client;
let other: Client;
const db = () => harness.database.db;

const MY_SERVICES = '{ myServices { id kind name website status statusText paidUntil autoRenew renewPath } }';
const MY_WEBSITES = '{ myWebsites { name currentPackage { identifier name } freeVersion } }';

interface ListedService {
  id: string;
  kind: string;
  name: string;
  website: string | null;
  status: string;
  statusText: string;
  paidUntil: string;
  autoRenew: boolean;
  renewPath: string | null;
}

async function myServices(who: Client) {
  const result = await graphql(harness.app, who, MY_SERVICES);
  return { services: result.data?.myServices as ListedService[] | undefined, error: result.errors?.[0] };
}

const accountId = async (email: string) => (await db().selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The demo's package service of demo-blog and one of its domains. */
async function demoServices() {
  const account = await accountId(demoAccount.email);
  const rows = await db().selectFrom('services').selectAll().where('account_id', '=', account).execute();
  const pkg = rows.find((row) => row.kind === 'package');
  const domain = rows.find((row) => row.kind === 'domain');
  if (!pkg || !domain) throw new Error('The demo holds a package and a domain');
  return { account, pkg, domain };
}

const setService = (id: string, change: Pick<Updateable<ServicesTable>, 'status' | 'paid_until'>) =>
  db().updateTable('services').set(change).where('id', '=', id).execute();

const daysFromNow = (days: number) => new Date(clock.now().getTime() + days * 86_400_000);

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  demo = await signInDemo(harness.app, client());
  other = await signUpAndConfirm(harness.app, { fullname: 'Other Owner', email: 'other-services@example.com', password: 'other-password' }, client('192.0.2.81'));
}, 180_000);
afterAll(async () => harness.close());

describe('myServices', () => {
  it('refuses a visitor who is not signed in', async () => {
    const { services, error } = await myServices(client('192.0.2.82'));
    expect(services).toBeUndefined();
    expect(error?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(error?.message).toBe(AUTH_MESSAGES.NOT_SIGNED_IN);
  });

  it("lists the account's services: the website's package first, then the domains, each with what it is, its date and where to renew", async () => {
    const { pkg, domain } = await demoServices();
    await setService(pkg.id, { status: 'active', paid_until: new Date('2027-03-12T00:00:00.000Z') });
    const { services } = await myServices(demo);
    expect(services?.[0]).toEqual({
      id: pkg.id,
      kind: 'PACKAGE',
      name: 'Mini',
      website: 'demo-blog',
      status: 'ACTIVE',
      statusText: 'Active',
      paidUntil: '2027-03-12T00:00:00.000Z',
      autoRenew: false,
      renewPath: `/renew/service/${pkg.id}`,
    });
    const listedDomain = services?.find((service) => service.id === domain.id);
    expect(listedDomain).toMatchObject({ kind: 'DOMAIN', name: domain.domain, status: 'ACTIVE', statusText: 'Active', paidUntil: domain.paid_until.toISOString() });
    // Domains come after every website service.
    const kinds = services?.map((service) => service.kind) ?? [];
    expect(kinds.lastIndexOf('PACKAGE')).toBeLessThan(kinds.indexOf('DOMAIN'));
  });

  it.each([
    ['package', 'expiring', 'EXPIRING', 'Renewal due', true],
    ['package', 'grace', 'GRACE', 'Lapsed: on the free version', true],
    ['package', 'expired', 'EXPIRED', 'Archived', false],
    ['domain', 'grace', 'GRACE', 'Expired: renew at the normal price', true],
    ['domain', 'redemption', 'REDEMPTION', 'In redemption: restoring costs a fee', true],
    ['domain', 'released', 'RELEASED', 'Released', false],
  ] as const)('a %s %s reads %s, "%s", renewable: %s', async (kind, status, listed, words, renewable) => {
    const { id } = (await demoServices())[kind === 'package' ? 'pkg' : 'domain'];
    await setService(id, { status });
    const service = (await myServices(demo)).services?.find((row) => row.id === id);
    expect(service).toMatchObject({ status: listed, statusText: words, renewPath: renewable ? `/renew/service/${id}` : null });
  });

  it('offers no card form where card payments are not set up', async () => {
    expect((await graphql(harness.app, demo, '{ cardSetupOffered }')).data).toEqual({ cardSetupOffered: false });
  });

  it("shows no other account's services, and another account sees only its own", async () => {
    const otherAccount = await accountId('other-services@example.com');
    const id = randomUUID();
    await db()
      .insertInto('services')
      .values({ id, account_id: otherAccount, kind: 'domain', domain: 'others-only.com', paid_until: new Date('2027-06-01T00:00:00.000Z'), status: 'active', created_at: clock.now(), updated_at: clock.now() })
      .execute();
    const mine = (await myServices(demo)).services ?? [];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((service) => service.id)).not.toContain(id);
    expect((await myServices(other)).services).toEqual([
      { id, kind: 'DOMAIN', name: 'others-only.com', website: null, status: 'ACTIVE', statusText: 'Active', paidUntil: '2027-06-01T00:00:00.000Z', autoRenew: false, renewPath: `/renew/service/${id}` },
    ]);
  });
});

describe('the free version in myWebsites', () => {
  it('a website whose package service is in grace, its package switched off, has no current package and is on the free version', async () => {
    const { pkg } = await demoServices();
    const website = await db().selectFrom('websites').select(['id', 'package_id', 'package_paid_until']).where('name', '=', 'demo-blog').executeTakeFirstOrThrow();
    const listed = async () => ((await graphql(harness.app, demo, MY_WEBSITES)).data?.myWebsites as { name: string; currentPackage: unknown; freeVersion: boolean }[]).find((row) => row.name === 'demo-blog');

    await setService(pkg.id, { status: 'active' });
    expect(await listed()).toEqual({ name: 'demo-blog', currentPackage: { identifier: 'mini', name: 'Mini' }, freeVersion: false });

    // What the daily job does when the package runs out (docs/services.md).
    await setService(pkg.id, { status: 'grace' });
    await db().updateTable('websites').set({ package_id: null, package_paid_until: null }).where('id', '=', website.id).execute();
    expect(await listed()).toEqual({ name: 'demo-blog', currentPackage: null, freeVersion: true });
    // Archived after the grace: past the free version, nothing to renew.
    await setService(pkg.id, { status: 'expired' });
    expect(await listed()).toEqual({ name: 'demo-blog', currentPackage: null, freeVersion: false });

    await db().updateTable('websites').set({ package_id: website.package_id, package_paid_until: website.package_paid_until }).where('id', '=', website.id).execute();
    await setService(pkg.id, { status: 'active' });
  });
});

describe("the session's due service, for the header", () => {
  const sessionOf = async (who: Client) => (await send(harness.app, who, 'GET', '/api/auth/session')).json() as SessionResponse;

  it('is none while everything runs for longer than 14 days', async () => {
    const { account } = await demoServices();
    await db().updateTable('services').set({ status: 'active', paid_until: daysFromNow(15) }).where('account_id', '=', account).execute();
    expect((await sessionOf(demo)).user?.dueService).toBeNull();
  });

  it('tells of a service within 14 days of its end, the one ending first, with how many others are due', async () => {
    const { account, pkg, domain } = await demoServices();
    await db().updateTable('services').set({ status: 'active', paid_until: daysFromNow(60) }).where('account_id', '=', account).execute();
    await setService(pkg.id, { status: 'expiring', paid_until: daysFromNow(10) });
    await setService(domain.id, { status: 'expiring', paid_until: daysFromNow(14) });
    expect((await sessionOf(demo)).user?.dueService).toEqual({ kind: 'package', name: 'Mini', website: 'demo-blog', status: 'expiring', paidUntil: daysFromNow(10).toISOString(), othersDue: 1 });
  });

  it('tells of a package run out (the free version) and of a domain in redemption', async () => {
    const { account, pkg, domain } = await demoServices();
    await db().updateTable('services').set({ status: 'active', paid_until: daysFromNow(60) }).where('account_id', '=', account).execute();
    await setService(pkg.id, { status: 'grace', paid_until: daysFromNow(-3) });
    expect((await sessionOf(demo)).user?.dueService).toMatchObject({ kind: 'package', status: 'grace', othersDue: 0 });
    await setService(pkg.id, { status: 'active', paid_until: daysFromNow(60) });
    await setService(domain.id, { status: 'redemption', paid_until: daysFromNow(-40) });
    expect((await sessionOf(demo)).user?.dueService).toMatchObject({ kind: 'domain', name: domain.domain, status: 'redemption', othersDue: 0 });
  });

  it('tells nothing of services archived or released, nor of other accounts', async () => {
    const { account, pkg, domain } = await demoServices();
    await db().updateTable('services').set({ status: 'active', paid_until: daysFromNow(60) }).where('account_id', '=', account).execute();
    await setService(pkg.id, { status: 'expired', paid_until: daysFromNow(-100) });
    await setService(domain.id, { status: 'released', paid_until: daysFromNow(-70) });
    expect((await sessionOf(demo)).user?.dueService).toBeNull();
    expect((await sessionOf(other)).user?.dueService).toBeNull();
  });

  it('a sign-in answers with it too', async () => {
    const { account, pkg } = await demoServices();
    await db().updateTable('services').set({ status: 'active', paid_until: daysFromNow(60) }).where('account_id', '=', account).execute();
    await setService(pkg.id, { status: 'grace', paid_until: daysFromNow(-1) });
    const signIn = await send(harness.app, client('192.0.2.83'), 'POST', '/api/auth/sign-in', { email: demoAccount.email, password: demoAccount.password });
    expect((signIn.json() as SessionResponse).user?.dueService).toMatchObject({ kind: 'package', name: 'Mini', status: 'grace' });
  });
});

/**
 * Two real instances (server/main.ts in child processes) on one PostgreSQL database: what must hold across
 * instances holds. PGlite belongs to one process, so without TEST_DATABASE_URL there is nothing to share and the
 * file says so and skips (CI's PostgreSQL pass runs it).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageOrderInput } from '../../machines/pricelist';
import { SESSION_SECRET_SETTING } from '../../server/session-secret';
import { PAIR_FAILURE_LIMIT } from '../../server/auth/rate-limit';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { demoAccount, demoOperator } from '../../server/db/catalogue';
import { enqueueMail } from '../../server/mail/outbox';
import { DEFAULT_MAIL_FROM } from '../../server/mail/config';
import { messageIdFor } from '../../server/mail/transport';
import { openPostgres } from '../../server/db/database';
import type { DatabaseHandle } from '../../server/db/database';
import { merchantTransactionId } from '../../server/payments/signing';
import { insertOrder, orderState } from '../support/payment-orders';
import { freePort, startServer, waitForHealth } from './child-server';
import { HOLDER } from './domain-support';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { transferMail } from '../support/mails';
import { dueSlot } from '../../server/domain/schedule';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('tests/api/instances.test.ts: skipped, it needs TEST_DATABASE_URL (PostgreSQL): PGlite belongs to one process, so two instances cannot share it.');

/** A browser of its own on one instance: its cookie kept across requests. */
class Visitor {
  cookie: string | undefined;
  constructor(public base: string) {}

  on(base: string): Visitor {
    const other = new Visitor(base);
    other.cookie = this.cookie;
    return other;
  }

  async request(method: 'GET' | 'POST', path: string, body?: unknown, form = false): Promise<Response> {
    const headers: Record<string, string> = { 'x-graphql-yoga-csrf': '1' };
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    if (body !== undefined) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    const payload = body === undefined ? undefined : form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload, redirect: 'manual' });
    const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (set) this.cookie = set.slice(SESSION_COOKIE.length + 1).split(';')[0] || undefined;
    return response;
  }

  async graphql(query: string, variables: Record<string, unknown>): Promise<{ data?: Record<string, { integrityToken?: string } & Record<string, unknown>>; errors?: { extensions?: { code?: string } }[] }> {
    return (await this.request('POST', '/graphql', { query, variables })).json() as never;
  }
}

const CREATE = `mutation ($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {
  createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) { orderIdentifier }
}`;
const READ = 'query ($id: String!) { order(orderIdentifier: $id) { status integrityToken items { type hash period } } }';
const PERIOD = `mutation ($id: String!, $hash: String!, $units: Int!, $token: String!) {
  updateOrderServicePeriod(orderIdentifier: $id, hash: $hash, period: month, units: $units, integrityToken: $token) { integrityToken items { type period } }
}`;
const FINISH = `mutation ($id: String!, $contact: [ContactValueInput!], $token: String!) {
  finishOrder(orderIdentifier: $id, contact: $contact, paymentServiceName: "gateway", integrityToken: $token) { status }
}`;
const METHODS = `query ($id: String!, $tx: String) {
  paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: true, merchantTransactionId: $tx, methodId: "gateway") { methods { name url inputs { name value } } }
}`;
const CONTACT = [
  { name: 'firstname', value: 'Jana' },
  { name: 'surname', value: 'Nováková' },
  { name: 'email', value: 'jana@example.test' },
  { name: 'street', value: 'Vinohradská 12' },
  { name: 'city', value: 'Praha' },
  { name: 'zip', value: '120 00' },
  { name: 'country', value: 'CZ' },
];

const DOMAIN_ORDER = `mutation ($domain: String!) {
  createDomainOrder(domain: $domain, action: register, withPackage: false) { orderIdentifier }
}`;
const HOLDER_SAVE = `mutation ($id: String!, $domain: String!, $contact: [ContactValueInput!]!, $token: String!) {
  updateRegistrantContact(orderIdentifier: $id, domain: $domain, contact: $contact, integrityToken: $token) { integrityToken }
}`;
const SEARCH = 'query ($name: String!) { domainSearch(name: $name) { exact { availability } } }';
const PACKAGES = '{ adminCatalogue { packages { identifier name label highlighted } } }';
const UPDATE_PACKAGE = `mutation ($input: AdminPackageInput!) { adminUpdatePackage(input: $input) { version } }`;

const codeOf = (answer: Awaited<ReturnType<Visitor['graphql']>>) => answer.errors?.[0]?.extensions?.code;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  const name = `portal_instances_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-instances-'));
  const servers: ReturnType<typeof startServer>[] = [];
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  let a: string;
  let b: string;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    // Both send their mail to one SMTP server, so what each message went through is seen from outside.
    smtp = await startSmtpSink();
    // Started together on an empty database: they migrate and seed it between them, and share the session
    // secret the first one stores (no SESSION_SECRET given).
    const ports = [await freePort(), await freePort()];
    for (const [index, port] of ports.entries()) {
      servers.push(
        startServer(join(dataDir, String(index)), { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString(), NODE_ENV: 'production', LOG_LEVEL: 'warn', SMTP_URL: smtp.url }),
      );
    }
    await Promise.all(servers.map((server, index) => waitForHealth(ports[index] as number, server.exited)));
    [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    database = openPostgres(url.toString());
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.close();
    await smtp?.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function signedIn(base: string, account: { email: string; password: string } = demoAccount): Promise<Visitor> {
    const visitor = new Visitor(base);
    const response = await visitor.request('POST', '/api/auth/sign-in', { email: account.email, password: account.password });
    expect(response.status).toBe(200);
    return visitor;
  }

  /** A draft order of one domain, its holder filled in: ready to finish. */
  async function domainOrder(visitor: Visitor, domain: string): Promise<{ id: string; token: string }> {
    const created = await visitor.graphql(DOMAIN_ORDER, { domain });
    const id = String(created.data?.createDomainOrder?.orderIdentifier);
    const read = await visitor.graphql(READ, { id });
    const saved = await visitor.graphql(HOLDER_SAVE, { id, domain, contact: HOLDER, token: read.data?.order?.integrityToken });
    expect(codeOf(saved)).toBeUndefined();
    return { id, token: String(saved.data?.updateRegistrantContact?.integrityToken) };
  }

  /** A draft order of the Standard package made on one instance, as the price list's purchase link does. */
  async function draftOrder(visitor: Visitor): Promise<{ id: string; hash: string; token: string }> {
    const pricelist = (await (await visitor.request('GET', '/api/pricelist?project=demo-blog')).json()) as { items: { identifier: string; button: { url: string } }[] };
    const standard = pricelist.items.find((item) => item.identifier === 'standard');
    const created = await visitor.graphql(CREATE, { ...packageOrderInput('demo-blog', standard?.button.url ?? '') });
    const id = String(created.data?.createPackageOrder?.orderIdentifier);
    const read = await visitor.graphql(READ, { id });
    const order = read.data?.order as { integrityToken: string; items: { type: string; hash: string }[] };
    return { id, hash: order.items.find((item) => item.type === 'package')?.hash ?? '', token: order.integrityToken };
  }

  it('a session started on one instance is known on the other, and signing out on either ends it on both', async () => {
    const onA = await signedIn(a);
    const onB = onA.on(b);
    expect(((await (await onB.request('GET', '/api/auth/session')).json()) as { user: { email: string } | null }).user?.email).toBe(demoAccount.email);
    expect((await onB.request('POST', '/api/auth/sign-out')).status).toBeLessThan(300);
    expect(((await (await onA.request('GET', '/api/auth/session')).json()) as { user: unknown }).user).toBeNull();
  });

  it('counts failed sign-ins of both instances together, so switching instance gains a guesser nothing', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.test`;
    for (let attempt = 0; attempt < PAIR_FAILURE_LIMIT; attempt += 1) {
      const response = await new Visitor(attempt % 2 === 0 ? a : b).request('POST', '/api/auth/sign-in', { email, password: 'wrong-password' });
      expect(response.status).toBe(401);
    }
    for (const base of [a, b]) {
      const refused = await new Visitor(base).request('POST', '/api/auth/sign-in', { email, password: 'wrong-password' });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_ATTEMPTS');
    }
    // Each failure costs a password hash on purpose; a busy machine needs the time.
  }, 60_000);

  it('takes an integrity token on either instance, and of two changes sent at once with one token exactly one', async () => {
    const onA = await signedIn(a);
    const onB = onA.on(b);
    const order = await draftOrder(onA);
    const answers = await Promise.all([
      onA.graphql(PERIOD, { id: order.id, hash: order.hash, units: 24, token: order.token }),
      onB.graphql(PERIOD, { id: order.id, hash: order.hash, units: 1, token: order.token }),
    ]);
    const taken = answers.filter((answer) => answer.data?.updateOrderServicePeriod);
    expect(taken).toHaveLength(1);
    expect(answers.map(codeOf).filter(Boolean)).toEqual(['INVALID_INTEGRITY_TOKEN']);
    // The winner's token, made by one instance, is good on the other.
    const winner = answers.indexOf(taken[0] as (typeof answers)[number]);
    const other = winner === 0 ? onB : onA;
    const next = await other.graphql(PERIOD, { id: order.id, hash: order.hash, units: 12, token: taken[0]?.data?.updateOrderServicePeriod?.integrityToken });
    expect(codeOf(next)).toBeUndefined();
    const read = await onA.graphql(READ, { id: order.id });
    expect((read.data?.order as { items: { type: string; period: number }[] }).items.find((item) => item.type === 'package')?.period).toBe(12);
  });

  it('of two finishes of one order sent at once to the two instances, exactly one is taken', async () => {
    const onA = await signedIn(a);
    const onB = onA.on(b);
    const order = await draftOrder(onA);
    const answers = await Promise.all([onA, onB].map((visitor) => visitor.graphql(FINISH, { id: order.id, contact: CONTACT, token: order.token })));
    expect(answers.filter((answer) => answer.data?.finishOrder?.status === 'AWAITING_PAYMENT')).toHaveLength(1);
    expect(answers.map(codeOf).filter(Boolean)).toHaveLength(1);
    const read = await onB.graphql(READ, { id: order.id });
    expect(read.data?.order?.status).toBe('AWAITING_PAYMENT');
  });

  it('of two orders for one free name finished at once on the two instances, exactly one reserves the name', async () => {
    const onA = await signedIn(a);
    const onB = onA.on(b);
    const domain = `two-instances-${randomBytes(4).toString('hex')}.com`;
    const orders = [await domainOrder(onA, domain), await domainOrder(onB, domain)];
    const answers = await Promise.all([onA, onB].map((visitor, index) => visitor.graphql(FINISH, { id: orders[index]?.id, contact: CONTACT, token: orders[index]?.token })));
    expect(answers.filter((answer) => answer.data?.finishOrder?.status === 'AWAITING_PAYMENT')).toHaveLength(1);
    expect(answers.map(codeOf).filter(Boolean)).toEqual(['DOMAIN_TAKEN']);
    for (const base of [a, b]) {
      const found = await new Visitor(base).graphql(SEARCH, { name: domain });
      expect((found.data?.domainSearch as unknown as { exact: { availability: string } }).exact.availability).toBe('TAKEN');
    }
    // The refused order is still a draft: nothing of its finish was written.
    const statuses = await database.db.selectFrom('orders').select('status').where('identifier', 'in', orders.map((order) => order.id)).execute();
    expect(statuses.map((row) => row.status).sort()).toEqual(['awaiting_payment', 'draft']);
  });

  it('a catalogue change made on one instance reaches the other\'s price list by its version, before the cache would let it', async () => {
    const price = async (base: string) => {
      const pricelist = (await (await new Visitor(base).request('GET', '/api/pricelist?currency=EUR')).json()) as { items: { identifier: string; button: { price: string } }[] };
      return pricelist.items.find((item) => item.identifier === 'mini')?.button.price;
    };
    // B has the list cached before the change.
    const before = await price(b);
    expect(before).toBeTruthy();
    const operator = await signedIn(a, demoOperator);
    const packages = (await operator.graphql(PACKAGES, {})).data?.adminCatalogue as unknown as { packages: { identifier: string; name: string; label: string; highlighted: boolean }[] };
    const mini = packages.packages.find((pkg) => pkg.identifier === 'mini');
    const changed = await operator.graphql(UPDATE_PACKAGE, {
      input: { identifier: 'mini', name: mini?.name, label: mini?.label, highlighted: mini?.highlighted, prices: [{ currency: 'EUR', periodMonths: 12, monthlyAmount: '1.23', originalMonthlyAmount: null, discountPercent: 0 }] },
    });
    expect(changed.errors).toBeUndefined();
    expect(await price(a)).toBe('€1.23');
    // The catalogue cache keeps a list 5 s; the version row, checked once a second, tells B sooner.
    await expect.poll(() => price(b), { timeout: 4_500, interval: 200 }).toBe('€1.23');
  });

  it('the two instances\' mail workers share one outbox: each message leaves once', async () => {
    const keys = Array.from({ length: 12 }, (_, n) => `order-received:instances-${randomBytes(3).toString('hex')}-${n}`);
    const now = new Date();
    for (const key of keys) {
      await enqueueMail(database.db, transferMail(key), now);
    }
    // Queued from outside both (as `npm run lifecycle` does): each instance's look finds them and asks pg-boss for a drain, and both go for the same messages.
    const sentIds = keys.map((key) => messageIdFor(key, DEFAULT_MAIL_FROM));
    await expect.poll(() => smtp.messages.filter((message) => sentIds.includes(message.messageId ?? '')).length, { timeout: 30_000, interval: 200 }).toBe(keys.length);
    // Give a second sending of any of them the time to show up, then count again: each arrived once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages.map((message) => message.messageId).filter((id) => sentIds.includes(id ?? '')).sort()).toEqual([...sentIds].sort());
    const rows = await database.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('key', 'in', keys).execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 60_000);

  it('pays an order once when the gateway\'s Approve reaches both instances several times at once', async () => {
    const onA = await signedIn(a);
    const order = await insertOrder(database.db);
    const secret = await database.db.selectFrom('settings').select('value').where('key', '=', SESSION_SECRET_SETTING).executeTakeFirstOrThrow();
    const methods = await onA.graphql(METHODS, { id: order.identifier, tx: merchantTransactionId(String(secret.value), order.id, 'gateway') });
    const gateway = (methods.data?.paymentMethods as unknown as { methods: { name: string; url: string; inputs: { name: string; value: string }[] }[] }).methods.find((method) => method.name === 'gateway');
    const page = await onA.request('POST', gateway?.url ?? '', Object.fromEntries((gateway?.inputs ?? []).map((field) => [field.name, field.value])), true);
    expect(page.status).toBe(200);
    const hidden = Object.fromEntries([...(await page.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', (match[2] ?? '').replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))]));
    const answers = await Promise.all([a, b, a, b].map((base) => new Visitor(base).request('POST', '/payments/gateway/return', { ...hidden, decision: 'approve' }, true)));
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual(Array(4).fill(`/checkout/${order.identifier}/success`));
    const state = await orderState(database.db, order.id);
    expect(state.status).toBe('paid');
    expect(state.events).toEqual([{ provider: 'gateway', type: 'gateway.approve', outcome: 'paid' }]);
    expect(state.payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
  });
  it('the two instances\' schedulers run each job\'s slot once: the daily lifecycle job and the hourly transfer expiry', async () => {
    // Both looked about 15 s after they started, at the same moment: each slot is one job in pg-boss's job table.
    const daily = dueSlot({ every: 'day', atHour: 3, timeZone: 'Europe/Prague' }, new Date()) !== undefined;
    const awaited = daily ? 'daily-lifecycle' : 'transfer-expiry';
    const jobs = async () => (await sql<{ name: string; state: string; retry_count: number }>`select name, state::text as state, retry_count from pgboss.job where name in ('daily-lifecycle', 'transfer-expiry')`.execute(database.db)).rows;
    while (!(await jobs()).some((job) => job.name === awaited && job.state === 'completed')) await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = await jobs();
    expect(sent.filter((job) => job.name === 'transfer-expiry').length).toBeGreaterThanOrEqual(1);
    expect(sent.every((job) => job.retry_count === 0 && job.state !== 'failed' && job.state !== 'retry')).toBe(true);
    const dailyJobs = sent.filter((job) => job.name === 'daily-lifecycle');
    const runs = await database.db.selectFrom('lifecycle_runs').select('outcome').execute();
    expect(runs).toHaveLength(dailyJobs.length);
    expect(runs.every((run) => run.outcome === 'finished')).toBe(true);
  }, 90_000);
});

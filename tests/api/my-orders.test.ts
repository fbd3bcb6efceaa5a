import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { CHECKOUT_MESSAGES } from '../../server/orders/checkout-errors';
import { insertOrder, signUpOtherAccount } from '../support/payment-orders';
import { client, graphql, testClock } from './accounts';
import type { Client } from './accounts';
import { mutate, newOrder, ok, readOrder, startCheckoutFile } from './checkout-support';
import type { GraphQLErrorView } from './checkout-support';
import { HOLDER, domainCalls } from './domain-support';

const clock = testClock('2026-11-21T10:00:00.000Z');
const file = startCheckoutFile(clock);
const { created, setRegistrant, finish, payCovered } = domainCalls(file);
const db = () => file.harness.database.db;

const MY_ORDERS = '{ myOrders { identifier status project createdAt paymentMethodTitle paymentMethodCode title price { amountMinor currency formatted } } }';
const DELETE = 'mutation ($orderIdentifier: String!) { deleteDraftOrder(orderIdentifier: $orderIdentifier) }';

interface Listed {
  identifier: string;
  status: string;
  project: string | null;
  createdAt: string;
  paymentMethodTitle: string | null;
  paymentMethodCode: string | null;
  title: string;
  price: { amountMinor: number; currency: string; formatted: string };
}

async function myOrders(who: Client = file.demo) {
  const result = await graphql(file.harness.app, who, MY_ORDERS);
  return { orders: result.data?.myOrders as Listed[] | undefined, error: result.errors?.[0] as GraphQLErrorView | undefined };
}

async function deleteDraft(orderIdentifier: string, who: Client = file.demo) {
  const result = await graphql(file.harness.app, who, DELETE, { orderIdentifier });
  return { deleted: result.data?.deleteDraftOrder as string | undefined, error: result.errors?.[0] as GraphQLErrorView | undefined };
}

/** Every row the order owns or is named by, to prove a refusal wrote nothing and a delete left nothing behind. */
async function footprint(identifier: string) {
  const order = await db().selectFrom('orders').select(['id', 'status', 'version', 'voucher_id']).where('identifier', '=', identifier).executeTakeFirst();
  if (!order) return { order: undefined, items: 0, registry: 0 };
  const items = await db().selectFrom('order_items').select('id').where('order_id', '=', order.id).execute();
  const registry = await db().selectFrom('domain_registry').select('name').where('order_id', '=', order.id).execute();
  return { order, items: items.length, registry: registry.length };
}

describe('myOrders', () => {
  it('refuses a visitor who is not signed in', async () => {
    const { orders, error } = await myOrders(client('192.0.2.40'));
    expect(orders).toBeUndefined();
    expect(error?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(error?.message).toBe(AUTH_MESSAGES.NOT_SIGNED_IN);
  });

  it("lists only the caller's orders, newest first, with status, total, method, website and date", async () => {
    const older = await newOrder(file.harness.database, new Date('2030-01-02T08:00:00.000Z'));
    const paid = await insertOrder(db(), { status: 'paid', totalMinor: 12_345n, paymentServiceName: 'gateway' });
    await db().updateTable('orders').set({ created_at: new Date('2030-01-03T08:00:00.000Z') }).where('id', '=', paid.id).execute();
    const awaiting = await insertOrder(db(), { status: 'awaiting_payment', totalMinor: 5_000n, paymentServiceName: 'bank-transfer' });
    await db().updateTable('orders').set({ created_at: new Date('2030-01-04T08:00:00.000Z') }).where('id', '=', awaiting.id).execute();

    const { orders } = await myOrders();
    expect(orders?.slice(0, 3).map((order) => order.identifier)).toEqual([awaiting.identifier, paid.identifier, older]);
    expect(orders?.[0]).toMatchObject({ status: 'AWAITING_PAYMENT', project: 'demo-blog', paymentMethodTitle: 'Bank transfer', paymentMethodCode: 'TRANSFER', createdAt: '2030-01-04T08:00:00.000Z', price: { amountMinor: 5000, currency: 'EUR', formatted: '€50' } });
    // The total fixed when the order was finished, not the items priced again today.
    expect(orders?.[1]).toMatchObject({ status: 'PAID', paymentMethodTitle: 'Online payment', paymentMethodCode: 'GATEWAY', price: { amountMinor: 12345, formatted: '€123.45' } });
    expect(orders?.[2]).toMatchObject({ status: 'DRAFT', paymentMethodTitle: null, paymentMethodCode: null, project: expect.stringMatching(/^test-site-\d+$/) });
    // The seeded demo drafts (made at the real time of seeding) are there too; every date is newest first.
    const dates = (orders ?? []).map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(orders?.map((order) => order.identifier)).toEqual(expect.arrayContaining(['ORD-DEMO2026', 'ORD-DEMO2027']));

    const other = await signUpOtherAccount(file.harness.app, 'orders-other@example.com');
    expect((await myOrders(other)).orders).toEqual([]);
  });
});

describe('deleteDraftOrder', () => {
  it('refuses a visitor who is not signed in', async () => {
    const draft = await newOrder(file.harness.database, clock.now());
    const { error } = await deleteDraft(draft, client('192.0.2.41'));
    expect(error?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await footprint(draft)).order?.status).toBe('draft');
  });

  it('deletes its own draft with its items and voucher, counting no use of the voucher', async () => {
    const draft = await newOrder(file.harness.database, clock.now());
    const before = ok(await readOrder(file.harness.app, file.demo, draft));
    ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: draft, code: 'WELCOME10', integrityToken: before.integrityToken }));
    const usesBefore = await db().selectFrom('voucher').select('used_count').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow();
    const held = await footprint(draft);
    expect(held.items).toBeGreaterThan(0);
    expect(held.order?.voucher_id).not.toBeNull();

    expect(await deleteDraft(draft)).toEqual({ deleted: draft, error: undefined });
    expect(await footprint(draft)).toEqual({ order: undefined, items: 0, registry: 0 });
    expect(await db().selectFrom('order_items').select('id').where('order_id', '=', held.order?.id ?? '').execute()).toEqual([]);
    expect(await db().selectFrom('voucher').select('used_count').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow()).toEqual(usesBefore);
    expect((await myOrders()).orders?.map((order) => order.identifier)).not.toContain(draft);
    // The checkout address of the deleted draft now says the order does not exist.
    expect((await readOrder(file.harness.app, file.demo, draft)).errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
    expect((await deleteDraft(draft)).error?.extensions?.code).toBe('ORDER_NOT_FOUND');
  });

  it('releases a registry row that still names the draft, so no reservation outlives it', async () => {
    const draft = await newOrder(file.harness.database, clock.now());
    const { order } = await footprint(draft);
    await db()
      .insertInto('domain_registry')
      .values({ name: 'left-behind.com', tld: 'com', status: 'reserved', order_id: order?.id ?? null, reserved_until: new Date('2026-12-01T00:00:00.000Z') })
      .execute();
    expect(await deleteDraft(draft)).toEqual({ deleted: draft, error: undefined });
    expect(await db().selectFrom('domain_registry').select('name').where('name', '=', 'left-behind.com').execute()).toEqual([]);
  });

  it("refuses another account's draft as if it did not exist, and writes nothing", async () => {
    const draft = await newOrder(file.harness.database, clock.now());
    const before = await footprint(draft);
    const stranger = await signUpOtherAccount(file.harness.app, 'orders-stranger@example.com', '192.0.2.79');
    const { deleted, error } = await deleteDraft(draft, stranger);
    expect(deleted).toBeUndefined();
    expect(error).toMatchObject({ message: CHECKOUT_MESSAGES.ORDER_NOT_FOUND, extensions: { code: 'ORDER_NOT_FOUND' } });
    expect(await footprint(draft)).toEqual(before);
  });

  it.each([
    ['awaiting_payment', 'Only a draft order can be deleted: this one has been sent for payment.'],
    ['paid', 'Only a draft order can be deleted: this one is paid.'],
    ['cancelled', 'Only a draft order can be deleted: this one was cancelled.'],
  ] as const)('refuses a %s order with ORDER_NOT_DRAFT, saying what it is, and writes nothing', async (status, message) => {
    const order = await insertOrder(db(), { status });
    const before = await footprint(order.identifier);
    const { error } = await deleteDraft(order.identifier);
    expect(error).toMatchObject({ message, extensions: { code: 'ORDER_NOT_DRAFT' } });
    expect(await footprint(order.identifier)).toEqual(before);
  });

  it('refuses an unknown identifier with ORDER_NOT_FOUND and one too long with INVALID_INPUT', async () => {
    expect((await deleteDraft('ORD-NOSUCH00')).error?.extensions?.code).toBe('ORDER_NOT_FOUND');
    expect((await deleteDraft('x'.repeat(65))).error?.extensions?.code).toBe('INVALID_INPUT');
    expect((await deleteDraft('')).error?.extensions?.code).toBe('INVALID_INPUT');
  });
});

describe('myWebsites after a domain is bought', () => {
  it("lists the domain with the end of the period bought, and the website's package", async () => {
    const order = await created({ domain: 'orders-page.com', action: 'register', projectName: 'demo-blog' });
    const covered = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'COVERALL', integrityToken: order.integrityToken }));
    const finished = ok(await finish(ok(await setRegistrant(covered, 'orders-page.com', HOLDER))));
    await payCovered(finished.identifier);
    const result = await graphql(file.harness.app, file.demo, '{ myWebsites { name currentPackage { name } registeredDomains { name expiresAt } } }');
    // Paid on the file's clock (2026-11-21) for one year.
    expect(result.data?.myWebsites).toContainEqual({ name: 'demo-blog', currentPackage: { name: 'Mini' }, registeredDomains: [{ name: 'orders-page.com', expiresAt: '2027-11-21' }] });
  });
});

describe('myDomainsWithoutWebsite: domains bought without a website', () => {
  const QUERY = '{ myWebsites { name registeredDomains { name } } myDomainsWithoutWebsite { name expiresAt } }';
  const listed = async (who: Client) => {
    const result = await graphql(file.harness.app, who, QUERY);
    return { websites: result.data?.myWebsites as { name: string; registeredDomains: { name: string }[] }[] | undefined, domains: result.data?.myDomainsWithoutWebsite, error: result.errors?.[0] as GraphQLErrorView | undefined };
  };
  /** Registers the domain through a domain-only order without a website, paid with the covering voucher. */
  async function buyAlone(calls: ReturnType<typeof domainCalls>, who: Client, domain: string) {
    const order = await calls.created({ domain, action: 'register' });
    const covered = ok(await mutate(file.harness.app, who, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'COVERALL', integrityToken: order.integrityToken }));
    const finished = ok(await calls.finish(ok(await calls.setRegistrant(covered, domain, HOLDER))));
    await calls.payCovered(finished.identifier);
  }

  it('refuses a visitor who is not signed in', async () => {
    expect((await listed(client('192.0.2.42'))).error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("lists the account's registered domain that has no website, with its expiry, and under no website", async () => {
    await buyAlone(domainCalls(file), file.demo, 'orders-alone.com');
    const { websites, domains } = await listed(file.demo);
    // Paid on the file's clock (2026-11-21) for one year. Names held by no order of the account (the seeded ones) are not its purchases.
    expect(domains).toEqual([{ name: 'orders-alone.com', expiresAt: '2027-11-21' }]);
    expect(websites?.flatMap((website) => website.registeredDomains.map((domain) => domain.name))).not.toContain('orders-alone.com');
  });

  it('shows an account without websites its domain, a reservation not yet paid nowhere, and nobody else its domain', async () => {
    const buyer = await signUpOtherAccount(file.harness.app, 'domain-only@example.com', '192.0.2.43');
    const calls = domainCalls({ harness: file.harness, demo: buyer });
    await buyAlone(calls, buyer, 'orders-only-domain.com');
    // Finished but not paid: only reserved, not yet the account's.
    ok(await calls.finish(ok(await calls.setRegistrant(await calls.created({ domain: 'orders-unpaid.com', action: 'register' }), 'orders-unpaid.com', HOLDER)), 'bank-transfer'));

    const { websites, domains, error } = await listed(buyer);
    expect(error).toBeUndefined();
    expect(websites).toEqual([]);
    expect(domains).toEqual([{ name: 'orders-only-domain.com', expiresAt: '2027-11-21' }]);
    expect((await listed(file.demo)).domains).not.toContainEqual(expect.objectContaining({ name: 'orders-only-domain.com' }));
    expect((await listed(await signUpOtherAccount(file.harness.app, 'no-domains@example.com', '192.0.2.44'))).domains).toEqual([]);
  });
});

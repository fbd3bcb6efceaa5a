import { describe, expect, it } from 'vitest';
import { DOMAINS_SEED_MARKER_KEY, seedDomains } from '../../server/setup/seed';
import { client, graphql, signInDemo, testClock } from './accounts';
import { mutate, ok, readOrder, startCheckoutFile } from './checkout-support';
import type { OrderView } from './checkout-support';
import { HOLDER, domainCalls } from './domain-support';

const clock = testClock('2026-11-21T10:00:00.000Z');
const file = startCheckoutFile(clock);
const { search, created, setRegistrant, finish, payCovered } = domainCalls(file);
const db = () => file.harness.database.db;

/** A finished domain order the COVERALL voucher pays in full. */
async function finishedCovered(variables: Parameters<typeof created>[0]): Promise<OrderView> {
  const order = await created(variables);
  const covered = ok(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: order.identifier, code: 'COVERALL', integrityToken: order.integrityToken }));
  const ready = ok(await setRegistrant(covered, variables.domain, HOLDER));
  return ok(await finish(ready));
}

const registration = async (orderId: string) =>
  (await db().selectFrom('order_items').select('registration').where('order_id', '=', orderId).where('type', '=', 'domain').executeTakeFirstOrThrow()).registration;

describe('the seeded registry and demo orders', () => {
  it('has taken and transferable names, and demo orders of their kind whose domains are free', async () => {
    expect((await search('hosting-portal.com')).data?.exact.availability).toBe('TAKEN');
    expect((await search('obchod.cz')).data?.exact.availability).toBe('TAKEN');
    expect((await search('old-registrar.net')).data?.exact.availability).toBe('TRANSFERABLE');
    expect((await search('demo-blog.com')).data?.exact.availability).toBe('AVAILABLE');
    expect((await search('demo-blog.net')).data?.exact.availability).toBe('AVAILABLE');
    expect(ok(await readOrder(file.harness.app, file.demo, 'ORD-DEMO2026'))).toMatchObject({ type: 'DOMAIN_WITH_PACKAGE' });
    expect(ok(await readOrder(file.harness.app, file.demo, 'ORD-DEMO2027'))).toMatchObject({ type: 'DOMAIN' });
  });

  it('is written once: a repeat changes nothing, and one past a removed marker duplicates nothing', async () => {
    const count = async () => Number((await db().selectFrom('domain_registry').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await seedDomains(db())).toBe(false);
    await db().deleteFrom('settings').where('key', '=', DOMAINS_SEED_MARKER_KEY).execute();
    expect(await seedDomains(db())).toBe(true);
    expect(await count()).toBe(before);
  });
});

describe('fulfilment after payment', () => {
  it('a paid transfer registers the name for the website and forgets its auth code', async () => {
    const order = await finishedCovered({ domain: 'old-registrar.net', action: 'transfer', authCode: 'TRANSFER-ME-42', projectName: 'demo-blog' });
    expect((await search('old-registrar.net')).data?.exact.availability).toBe('TAKEN');
    const orderId = await payCovered(order.identifier);
    expect(await registration(orderId)).toBe('registered');
    const row = await db().selectFrom('domain_registry').selectAll().where('name', '=', 'old-registrar.net').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'registered', auth_code_hash: null, order_id: orderId });
    const websites = await graphql(file.harness.app, file.demo, '{ myWebsites { name domains } }');
    expect(websites.data?.myWebsites).toContainEqual({ name: 'demo-blog', domains: ['old-registrar.net'] });
  });

  it('a domain whose reservation another order took meanwhile is recorded as failed, and the payment stands', async () => {
    const late = await finishedCovered({ domain: 'too-late.com', action: 'register' });
    clock.advanceMinutes(15 * 24 * 60);
    file.demo = await signInDemo(file.harness.app, client());
    const other = await finishedCovered({ domain: 'too-late.com', action: 'register' });
    expect(other.status).toBe('AWAITING_PAYMENT');

    const lateId = await payCovered(late.identifier);
    expect(ok(await readOrder(file.harness.app, file.demo, late.identifier)).status).toBe('PAID');
    expect(await registration(lateId)).toBe('failed');
    const otherId = await payCovered(other.identifier);
    expect(await registration(otherId)).toBe('registered');
    // The paid orders say which of their domains could not be registered, for the customer's pages to say so.
    const FAILED = 'query ($id: String!) { order(orderIdentifier: $id) { status failedDomains } }';
    expect((await graphql(file.harness.app, file.demo, FAILED, { id: late.identifier })).data).toEqual({ order: { status: 'PAID', failedDomains: ['too-late.com'] } });
    expect((await graphql(file.harness.app, file.demo, FAILED, { id: other.identifier })).data).toEqual({ order: { status: 'PAID', failedDomains: [] } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth';
import { signPurchaseOffer } from '../../server/domain/purchase-token';
import { DEMO_SEED_MARKER_KEY, seedDemoAccounts } from '../../server/setup/seed';
import { TEST_SECRET, startTestApp } from './app';
import type { TestApp } from './app';
import { client, graphql, signInDemo } from './accounts';
import type { Client } from './accounts';
import { signUpAndConfirm } from '../support/sign-up';

let harness: TestApp;
let demo: Client;
let other: Client;
beforeAll(async () => {
  harness = await startTestApp();
  demo = await signInDemo(harness.app);
  other = await signUpAndConfirm(harness.app, { fullname: 'Other Person', email: 'other@example.com', password: 'other-password' }, client('192.0.2.77'));
});
afterAll(async () => {
  await harness.close();
});

const MY_WEBSITES = '{ myWebsites { name createdAt currentPackage { identifier name } } }';
const CREATE = 'mutation ($name: String!) { createWebsite(name: $name) { name currentPackage { identifier } createdAt } }';
const ORDER = `mutation ($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {
  createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) { checkoutUrl orderIdentifier }
}`;

const codeOf = (result: Awaited<ReturnType<typeof graphql>>) => result.errors?.[0]?.extensions?.code;

describe('websites', () => {
  it('refuses a visitor who is not signed in with UNAUTHENTICATED', async () => {
    const listed = await graphql(harness.app, client(), MY_WEBSITES);
    expect(codeOf(listed)).toBe('UNAUTHENTICATED');
    expect(listed.errors?.[0]?.message).toBe(AUTH_MESSAGES.NOT_SIGNED_IN);
    expect(codeOf(await graphql(harness.app, client(), CREATE, { name: 'anonymous-site' }))).toBe('UNAUTHENTICATED');
  });

  it('lists the demo websites with their current packages', async () => {
    const { data } = await graphql(harness.app, demo, MY_WEBSITES);
    const websites = data?.myWebsites as { name: string; currentPackage: unknown }[];
    expect(websites.map(({ name, currentPackage }) => ({ name, currentPackage }))).toEqual([
      // Seeded at the same moment, so by name.
      { name: 'demo-blog', currentPackage: { identifier: 'mini', name: 'Mini' } },
      { name: 'demo-shop', currentPackage: null },
    ]);
  });

  it('creates a website that only its owner sees', async () => {
    const created = await graphql(harness.app, other, CREATE, { name: 'my-new-site' });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createWebsite).toMatchObject({ name: 'my-new-site', currentPackage: null });
    const mine = (await graphql(harness.app, other, MY_WEBSITES)).data?.myWebsites as { name: string }[];
    expect(mine.map((website) => website.name)).toEqual(['my-new-site']);
    const demos = (await graphql(harness.app, demo, MY_WEBSITES)).data?.myWebsites as { name: string }[];
    expect(demos.map((website) => website.name)).not.toContain('my-new-site');
  });

  it.each(['ab', 'Upper-Case', '-dash', 'dash-', 'with space', 'x'.repeat(64), 'dots.not.allowed'])('refuses the name %j with INVALID_WEBSITE_NAME', async (name) => {
    const result = await graphql(harness.app, other, CREATE, { name });
    expect(codeOf(result)).toBe('INVALID_WEBSITE_NAME');
    expect(result.errors?.[0]?.message).toMatch(/3 to 63 lowercase letters, digits and hyphens/);
  });

  it('refuses a taken name, even one of another account, with WEBSITE_NAME_TAKEN', async () => {
    const result = await graphql(harness.app, other, CREATE, { name: 'demo-shop' });
    expect(codeOf(result)).toBe('WEBSITE_NAME_TAKEN');
    expect(result.errors?.[0]?.message).toBe('This name is taken. Try another one.');
  });
});

describe('createPackageOrder', () => {
  const token = (identifier: string, project: string, ref = 'pricelist', version = 1) => signPurchaseOffer(TEST_SECRET, { identifier, version, project, ref });
  const args = (overrides: Record<string, unknown> = {}) => ({
    projectName: 'demo-blog',
    packageIdentifier: 'standard',
    action: 'upgrade',
    version: 1,
    checkoutUrl: `/checkout?ref=pricelist&token=${token('standard', 'demo-blog')}`,
    ...overrides,
  });

  it('creates a draft order with one package item and returns its checkout url', async () => {
    const result = await graphql(harness.app, demo, ORDER, args());
    expect(result.errors).toBeUndefined();
    const { checkoutUrl, orderIdentifier } = result.data?.createPackageOrder as { checkoutUrl: string; orderIdentifier: string };
    expect(orderIdentifier).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(checkoutUrl).toBe(`/checkout/${orderIdentifier}?ref=pricelist&token=${token('standard', 'demo-blog')}`);
    const { db } = harness.database;
    const order = await db.selectFrom('orders').selectAll().where('identifier', '=', orderIdentifier).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'draft', currency: 'EUR', version: 1 });
    const website = await db.selectFrom('websites').select(['id', 'account_id']).where('name', '=', 'demo-blog').executeTakeFirstOrThrow();
    expect(order.website_id).toBe(website.id);
    expect(order.account_id).toBe(website.account_id);
    const items = await db.selectFrom('order_items').innerJoin('package', 'package.id', 'order_items.package_id').select(['package.identifier', 'order_items.type', 'order_items.period_months', 'order_items.action']).where('order_id', '=', order.id).execute();
    expect(items).toEqual([{ identifier: 'standard', type: 'package', period_months: 12, action: 'upgrade' }]);
  });

  it('accepts a missing version (the current one is assumed) and a buy for a website without a package', async () => {
    const result = await graphql(harness.app, demo, ORDER, args({ projectName: 'demo-shop', action: 'buy', version: null, checkoutUrl: `/checkout?ref=newsletter&token=${token('standard', 'demo-shop', 'newsletter')}` }));
    expect(result.errors).toBeUndefined();
    expect((result.data?.createPackageOrder as { checkoutUrl: string }).checkoutUrl).toMatch(/^\/checkout\/ORD-\w{8}\?ref=newsletter&token=/);
  });

  it.each([
    ['another account', 'PROJECT_NOT_FOUND', () => other, {}],
    ['an unknown website', 'PROJECT_NOT_FOUND', () => demo, { projectName: 'no-such-site' }],
    ['a bad token', 'INVALID_PURCHASE_TOKEN', () => demo, { checkoutUrl: '/checkout?ref=pricelist&token=forged' }],
    ['a token for another website', 'INVALID_PURCHASE_TOKEN', () => demo, { checkoutUrl: `/checkout?ref=pricelist&token=${token('standard', 'demo-shop')}` }],
    ['a token for another ref', 'INVALID_PURCHASE_TOKEN', () => demo, { checkoutUrl: `/checkout?ref=other&token=${token('standard', 'demo-blog')}` }],
    ['an absolute checkout url', 'INVALID_PURCHASE_TOKEN', () => demo, { checkoutUrl: `https://evil.example/checkout?ref=pricelist&token=${token('standard', 'demo-blog')}` }],
    ['a changed version', 'PACKAGE_VERSION_CHANGED', () => demo, { version: 2 }],
    ['an unknown action', 'INVALID_PACKAGE_ACTION', () => demo, { action: 'steal' }],
    ['an action that does not fit the current package', 'INVALID_PACKAGE_ACTION', () => demo, { action: 'downgrade' }],
    ['the current package', 'INVALID_PACKAGE_ACTION', () => demo, { packageIdentifier: 'mini', action: 'buy', checkoutUrl: `/checkout?ref=pricelist&token=${token('mini', 'demo-blog')}` }],
    ['an unknown package', 'PACKAGE_NOT_FOUND', () => demo, { packageIdentifier: 'gold' }],
    ['a signed-out visitor', 'UNAUTHENTICATED', () => client(), {}],
  ] as const)('refuses %s with %s and creates nothing', async (_case, code, who, overrides) => {
    const before = await harness.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const result = await graphql(harness.app, who(), ORDER, args(overrides));
    expect(codeOf(result)).toBe(code);
    if (code === 'PACKAGE_VERSION_CHANGED') expect(result.errors?.[0]?.message).toBe('This package has changed. Please reload the price list.');
    const after = await harness.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});

describe('demo seed', () => {
  it('runs once: a second run changes nothing', async () => {
    const { db } = harness.database;
    const count = async () => (await db.selectFrom('accounts').select('id').execute()).length + (await db.selectFrom('websites').select('id').execute()).length;
    const before = await count();
    expect(await seedDemoAccounts(db)).toBe(false);
    expect(await count()).toBe(before);
    expect(await db.selectFrom('settings').select('key').where('key', '=', DEMO_SEED_MARKER_KEY).executeTakeFirst()).toBeDefined();
    expect((await db.selectFrom('package_limit').select('package_id').execute()).length).toBe(5);
  });
});

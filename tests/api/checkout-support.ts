/** Orders of their own for the checkout's API tests, and the GraphQL documents the checkout calls. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { demoOrder } from '../../server/db/checkout-catalogue';
import type { DemoOrderSeed } from '../../server/db/checkout-catalogue';
import type { DatabaseHandle } from '../../server/db/database';
import { insertSeedOrder } from '../../server/setup/seed';
import { applyPaymentNotification, ensurePayment } from '../../server/payments/settle';
import { client, graphql, signInDemo } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';

let counter = 0;

/**
 * A draft order like the demo order (package upgrade, add-on, plugin, domain with private registration), under a new
 * identifier, for a website of its own made like demo-blog (Mini, paid as far ahead): paying one test's order leaves
 * the next one's upgrade as it was, as two websites' orders would be.
 */
export async function newOrder(database: DatabaseHandle, now: Date, change: (order: DemoOrderSeed) => DemoOrderSeed = (order) => order): Promise<string> {
  counter += 1;
  const identifier = `ORD-TEST${String(counter).padStart(4, '0')}`;
  const domain = `test-${counter}.com`;
  const website = `test-site-${counter}`;
  await database.db
    .insertInto('websites')
    .columns(['id', 'account_id', 'name', 'package_id', 'package_paid_until', 'created_at'])
    .expression((eb) =>
      eb.selectFrom('websites').select([sql.lit(randomUUID()).as('id'), 'account_id', sql.lit(website).as('name'), 'package_id', 'package_paid_until', 'created_at']).where('name', '=', demoOrder.website),
    )
    .execute();
  const seed: DemoOrderSeed = {
    ...demoOrder,
    // Derived from the items, so a test may take the package or the domain out.
    kind: undefined,
    identifier,
    website,
    items: demoOrder.items.map((item) => ('domain' in item ? { ...item, domain } : item)),
  };
  const id = await insertSeedOrder(database.db, change(seed), now);
  if (!id) throw new Error('The test order could not be written.');
  return identifier;
}

export const ORDER_FIELDS = `
  identifier status integrityToken type mainOrderType title fullTitle fromDate nextPaymentDate packageExpirationDate
  domainExpirationDate pluginExpirationDate domainNames transfer anonymouseDomainsUrl
  price { amountMinor currency formatted wrapped { type value } }
  currencyCode priceFormatted priceWrapped { type value }
  priceWithVat { amountMinor currency formatted }
  priceWithoutVat { amountMinor currency formatted }
  vatAmount { amountMinor currency formatted }
  vatRate reverseCharge vatIdCheck { vatId status message consultationNumber checkedAt } originalPriceFormatted originalPriceWrapped { type value }
  paymentSuccessUrl paymentFailUrl customerCareDomainRestoration companyBilling coveredByVoucher
  targetAddonHash targetAddonParentExpirationDate targetAddonParentIdentifier
  voucher { code text }
  contactInputs { name value type label priority validation { required maxLength pattern message } options { text value } selectedOption { text value } }
  items {
    __typename type title hash variantsHeader period disabled checked
    variants { title price { amountMinor formatted } period variantHeader active interval { units period } recommendationLevel savings { amountMinor } }
    currentVariant { free price { amountMinor } basePrice { amountMinor } priceExplained firstYearFree }
    ... on PackageOrderItem { packageIdentifier priceLevelDiscount levelDiscountedAmount { amountMinor } packageVersionId }
    ... on AddonOrderItem { info kbArticleUrl showMoreText label identifier }
    ... on DomainOrderItem { domain supportsFreeVoucher }
    ... on PrivateRegistrationOrderItem {
      domain supportsFreeVoucher renew contactRequired missingAnyPersonalData privateChangeDisabled editPersonalInfoUrl
      contact { address city company countryCode dic email firstname ico phone state surname zip }
    }
  }
`;

export interface Amount {
  amountMinor: number;
  currency?: string;
  formatted: string;
}

export interface OrderItemView {
  __typename: string;
  type: string;
  title: string;
  hash: string;
  period: number;
  disabled: boolean;
  checked: boolean;
  variants: { title: string; period: number; active: boolean; interval: { units: number; period: string }; recommendationLevel: number; savings: { amountMinor: number } | null; price: { amountMinor: number } }[];
  currentVariant: { free: boolean; price: { amountMinor: number }; basePrice: { amountMinor: number }; priceExplained: string; firstYearFree: boolean };
  identifier?: string;
  domain?: string;
  missingAnyPersonalData?: boolean;
  privateChangeDisabled?: boolean;
  priceLevelDiscount?: number;
  levelDiscountedAmount?: { amountMinor: number } | null;
}

export interface OrderView {
  identifier: string;
  status: string;
  integrityToken: string;
  type: string;
  pluginExpirationDate: string | null;
  nextPaymentDate: string | null;
  title: string;
  targetAddonHash: string | null;
  targetAddonParentIdentifier: string | null;
  targetAddonParentExpirationDate: string | null;
  price: Amount;
  priceWithVat: Amount;
  priceWithoutVat: Amount;
  vatAmount: Amount;
  vatRate: string;
  reverseCharge: boolean;
  vatIdCheck: { vatId: string; status: string; message: string | null; consultationNumber: string | null; checkedAt: string | null } | null;
  coveredByVoucher: boolean;
  companyBilling: boolean;
  originalPriceFormatted: string | null;
  voucher: { code: string; text: string } | null;
  paymentSuccessUrl: string;
  paymentFailUrl: string;
  domainNames: string[];
  contactInputs: { name: string; value: string; type: string; options: { value: string }[] | null; selectedOption: { value: string } | null }[];
  items: OrderItemView[];
}

export interface GraphQLErrorView {
  message: string;
  extensions?: { code?: string; errors?: Record<string, string> };
}

export interface CallResult {
  order: OrderView | undefined;
  errors: GraphQLErrorView[] | undefined;
}

const MUTATION_ARGUMENTS: Record<string, string> = {
  updateBillingDataAndRecalculateVat: '$orderIdentifier: String!, $contact: [ContactValueInput!]!, $integrityToken: String!',
  updateOrderServicePeriod: '$orderIdentifier: String!, $hash: String!, $period: PeriodUnit!, $units: Int!, $integrityToken: String!',
  updateOrderPrivateRegistration: '$orderIdentifier: String!, $domain: String!, $enable: Boolean!, $period: Int, $integrityToken: String!',
  deleteOrderAdditionalItem: '$orderIdentifier: String!, $hash: String!, $integrityToken: String!',
  addOrderAdditionalItem: '$orderIdentifier: String!, $itemIdentifier: String!, $period: Int, $integrityToken: String!',
  updateOrderVoucher: '$orderIdentifier: String!, $code: String, $integrityToken: String!',
  finishOrder: '$orderIdentifier: String!, $contact: [ContactValueInput!], $paymentServiceName: String!, $integrityToken: String!',
};

export type OrderMutation = keyof typeof MUTATION_ARGUMENTS;

/** One of the checkout's order mutations, with exactly the arguments of SPEC.md's table. */
export async function mutate(app: FastifyInstance, who: Client, mutation: OrderMutation, variables: Record<string, unknown>): Promise<CallResult> {
  const declared = MUTATION_ARGUMENTS[mutation] ?? '';
  const passed = [...declared.matchAll(/\$(\w+)/g)].map((match) => `${match[1]}: $${match[1]}`).join(', ');
  const result = await graphql(app, who, `mutation (${declared}) { ${mutation}(${passed}) { ${ORDER_FIELDS} } }`, variables);
  return { order: (result.data?.[mutation] as OrderView | undefined) ?? undefined, errors: result.errors as GraphQLErrorView[] | undefined };
}

export async function readOrder(app: FastifyInstance, who: Client, orderIdentifier: string): Promise<CallResult> {
  const result = await graphql(app, who, `query ($orderIdentifier: String!) { order(orderIdentifier: $orderIdentifier) { ${ORDER_FIELDS} } }`, { orderIdentifier });
  return { order: (result.data?.order as OrderView | undefined) ?? undefined, errors: result.errors as GraphQLErrorView[] | undefined };
}

export function codeOf(result: CallResult): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}

/** The order of a call that must have succeeded. */
export function ok(result: CallResult): OrderView {
  if (!result.order) throw new Error(`expected an order, got ${JSON.stringify(result.errors)}`);
  return result.order;
}

export const COMPLETE_CONTACT = [
  { name: 'firstname', value: 'Jana' },
  { name: 'surname', value: 'Nováková' },
  { name: 'email', value: 'jana@example.test' },
  { name: 'street', value: 'Vinohradská 12' },
  { name: 'city', value: 'Praha' },
  { name: 'zip', value: '120 00' },
  { name: 'country', value: 'CZ' },
];

/** The app on a fresh database for one test file, on the file's clock, with the demo account signed in (after beforeAll). */
export function startCheckoutFile(clock: { now: () => Date }): { harness: TestApp; demo: Client } {
  const file = {} as { harness: TestApp; demo: Client };
  beforeAll(async () => {
    file.harness = await startTestApp({ now: clock.now });
    file.demo = await signInDemo(file.harness.app, client());
  });
  afterAll(async () => {
    await file.harness.close();
  });
  return file;
}

/** Finishes the draft for the test gateway and pays it as the gateway's approval would; answers its id and website. */
export async function payThroughGateway(harness: TestApp, who: Client, identifier: string, eventId: string, now: Date): Promise<{ id: string; websiteId: string }> {
  const db = harness.database.db;
  const draft = ok(await readOrder(harness.app, who, identifier));
  ok(await mutate(harness.app, who, 'finishOrder', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, paymentServiceName: 'gateway', integrityToken: draft.integrityToken }));
  const order = await db.selectFrom('orders').select(['id', 'website_id', 'total_minor', 'currency']).where('identifier', '=', identifier).executeTakeFirstOrThrow();
  const payment = await ensurePayment(db, { orderId: order.id, provider: 'gateway', amountMinor: order.total_minor ?? 0n, currency: order.currency }, now);
  await applyPaymentNotification(db, { provider: 'gateway', eventId, type: 'gateway.approve', payment: { id: payment.id, orderId: order.id }, result: 'succeeded' }, now);
  expect((await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('paid');
  return { id: order.id, websiteId: order.website_id ?? '' };
}

/** A domain with its private registration, bought alone for a year and paid at `now`: the name and both services. */
export async function boughtDomain(harness: TestApp, who: Client, now: Date): Promise<{ domain: string; serviceId: string; registrationId: string; expires: Date }> {
  const db = harness.database.db;
  const identifier = await newOrder(harness.database, now, (seed) => ({ ...seed, items: seed.items.filter((item) => item.type === 'domain' || item.type === 'private_registration') }));
  const { id: orderId } = await payThroughGateway(harness, who, identifier, `domain-${identifier}`, now);
  const { domain } = await db.selectFrom('order_items').select('domain').where('order_id', '=', orderId).where('type', '=', 'domain').executeTakeFirstOrThrow();
  const service = await db.selectFrom('services').select(['id', 'paid_until']).where('kind', '=', 'domain').where('domain', '=', domain ?? '').executeTakeFirstOrThrow();
  const registration = await db.selectFrom('services').select('id').where('kind', '=', 'private_registration').where('domain', '=', domain ?? '').executeTakeFirstOrThrow();
  return { domain: domain ?? '', serviceId: service.id, registrationId: registration.id, expires: service.paid_until };
}

/**
 * A website of its own on no package that buys `packageIdentifier` for 12 months, paid now, using what `usage` says
 * (pages, e-shop): its name, the website's and its package service's ids and the package's.
 */
export async function boughtPackage(
  harness: TestApp,
  who: Client,
  now: Date,
  packageIdentifier: string,
  usage: { used_pages?: number; uses_eshop?: boolean } = {},
): Promise<{ website: string; websiteId: string; serviceId: string; packageId: string }> {
  const db = harness.database.db;
  const identifier = await newOrder(harness.database, now, (seed) => ({ ...seed, items: [{ type: 'package', package: packageIdentifier, action: 'buy', periodMonths: 12 }] }));
  const { website_id: websiteId } = await db.selectFrom('orders').select('website_id').where('identifier', '=', identifier).executeTakeFirstOrThrow();
  const { name } = await db.updateTable('websites').set({ package_id: null, package_paid_until: null, ...usage }).where('id', '=', websiteId ?? '').returning('name').executeTakeFirstOrThrow();
  await payThroughGateway(harness, who, identifier, `bought-${identifier}`, now);
  const service = await db.selectFrom('services').select(['id', 'package_id']).where('website_id', '=', websiteId ?? '').where('kind', '=', 'package').executeTakeFirstOrThrow();
  return { website: name, websiteId: websiteId ?? '', serviceId: service.id, packageId: service.package_id ?? '' };
}

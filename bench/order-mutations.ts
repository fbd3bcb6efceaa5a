// updateOrderServicePeriod under load: each connection owns one draft order and changes its package's billing
// period back and forth, carrying the integrity token each answer returns, as a shopper's browser does.
import autocannon from 'autocannon';
import { demoAccount } from '../server/db/catalogue';
import { packageOrderInput } from '../machines/pricelist';
import type { LoadResult } from './lib';

const CSRF = { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' };

interface BenchOrder {
  identifier: string;
  hash: string;
  token: string;
  units: number;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }) });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`bench: demo sign-in failed (${response.status})`);
  return cookie;
}

async function graphql<T>(base: string, cookie: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { ...CSRF, cookie }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`bench: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A draft order of the Standard package for demo-blog, made through the price list's purchase link. */
async function newOrder(base: string, cookie: string): Promise<BenchOrder> {
  const pricelist = (await (await fetch(`${base}/api/pricelist?project=demo-blog`, { headers: { cookie } })).json()) as { items: { identifier: string; button: { url: string } }[] };
  const standard = pricelist.items.find((item) => item.identifier === 'standard');
  if (!standard) throw new Error('bench: no Standard package on the price list');
  const input = packageOrderInput('demo-blog', standard.button.url);
  const created = await graphql<{ createPackageOrder: { orderIdentifier: string } }>(
    base,
    cookie,
    'mutation ($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) { createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) { orderIdentifier } }',
    { ...input },
  );
  const identifier = created.createPackageOrder.orderIdentifier;
  const { order } = await graphql<{ order: { integrityToken: string; items: { type: string; hash: string }[] } }>(base, cookie, 'query ($id: String!) { order(orderIdentifier: $id) { integrityToken items { type hash } } }', { id: identifier });
  const hash = order.items.find((item) => item.type === 'package')?.hash ?? '';
  return { identifier, hash, token: order.integrityToken, units: 12 };
}

const MUTATION = `mutation ($orderIdentifier: String!, $hash: String!, $period: PeriodUnit!, $units: Int!, $integrityToken: String!) {
  updateOrderServicePeriod(orderIdentifier: $orderIdentifier, hash: $hash, period: $period, units: $units, integrityToken: $integrityToken) {
    integrityToken priceWithVat { amountMinor formatted } items { hash period currentVariant { price { amountMinor formatted } } }
  }
}`;

/** What a load of changes measured: LoadResult, the refused changes, and the median and mean latency. */
export type ChangesResult = LoadResult & { refused: number; p50Ms: number; meanMs: number };

/** Changes for `seconds`, or exactly `amount` changes. */
export async function loadServicePeriodChanges(base: string, options: { connections: number; seconds?: number; amount?: number }): Promise<ChangesResult> {
  const cookie = await signIn(base);
  // Autocannon resets a connection's context before each request, so orders wait in a queue instead: a request
  // takes one and its answer puts it back, and no two requests in flight ever change the same order. Twice as
  // many orders as connections keep the queue from running dry when a request times out.
  const free: BenchOrder[] = [];
  for (let index = 0; index < options.connections * 2; index += 1) free.push(await newOrder(base, cookie));
  let refused = 0;
  const result = await autocannon({
    url: `${base}/graphql`,
    connections: options.connections,
    ...(options.amount === undefined ? { duration: options.seconds ?? 10 } : { amount: options.amount }),
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context: { order?: BenchOrder }) => {
          const order = free.shift();
          if (!order) throw new Error('bench: every order is in flight');
          context.order = order;
          order.units = order.units === 12 ? 24 : 12;
          return {
            ...request,
            headers: { ...CSRF, cookie },
            body: JSON.stringify({ query: MUTATION, variables: { orderIdentifier: order.identifier, hash: order.hash, period: 'month', units: order.units, integrityToken: order.token } }),
          };
        },
        onResponse: (_status, body, context: { order?: BenchOrder }) => {
          const answer = JSON.parse(body) as { data?: { updateOrderServicePeriod: { integrityToken: string } } };
          const token = answer.data?.updateOrderServicePeriod.integrityToken;
          if (!context.order) return;
          if (token) context.order.token = token;
          else refused += 1;
          free.push(context.order);
        },
      },
    ],
  });
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, meanMs: result.latency.average, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors, refused };
}

/** One client changing one order, one request after another: the latency a single shopper sees. */
export function singleClientServicePeriodChanges(base: string, options: { seconds: number }): Promise<ChangesResult> {
  return loadServicePeriodChanges(base, { connections: 1, seconds: options.seconds });
}

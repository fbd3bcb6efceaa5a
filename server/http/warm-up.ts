import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../contracts/auth';
import { GRAPHQL_URL } from './errors';

/**
 * Requests the portal makes to itself before it listens, so that the first customers do not pay for a cold start:
 * V8 compiles the hot paths (Fastify, graphql-yoga, GraphQL's execution, the session and order lookups, the price
 * list's answer) and the database plans and caches the statements behind them. The first 100 order changes after a
 * start took 2 to 3 times as long as later ones (docs/scaling.md). Nothing is written: every request is one a
 * visitor without a session could make, and an order change for a session that does not exist is refused after
 * its session and order were looked up.
 */
export const WARM_UP_ROUNDS = 25;

/** Marks the warm-up's own requests, whose lines the request log leaves out; a new value in every process. */
const WARM_UP_HEADER = 'x-portal-warm-up';
const warmUpKey = randomBytes(16).toString('hex');

export function isWarmUpRequest(request: FastifyRequest): boolean {
  return request.headers[WARM_UP_HEADER] === warmUpKey;
}

// The checkout's busiest change, as the browser sends it (with fewer fields: a refused change resolves none).
const ORDER_CHANGE = `mutation UpdateOrderServicePeriod($orderIdentifier: String!, $hash: String!, $period: PeriodUnit!, $units: Int!, $integrityToken: String!) {
  updateOrderServicePeriod(orderIdentifier: $orderIdentifier, hash: $hash, period: $period, units: $units, integrityToken: $integrityToken) { integrityToken }
}`;

/** One warm-up request and what it answered. */
export interface WarmUpAnswer {
  url: string;
  statusCode: number;
  body: string;
}

/**
 * Runs the warm-up requests and answers the last round's answers. An answer that is a server error is logged as a
 * warning: the path a customer takes next is then broken, which the warm-up is the first to find.
 */
export async function warmUp(app: FastifyInstance, rounds = WARM_UP_ROUNDS): Promise<WarmUpAnswer[]> {
  // A well-formed session id no session has: found by no lookup.
  const cookie = `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`;
  const headers = { [WARM_UP_HEADER]: warmUpKey, cookie };
  const variables = { orderIdentifier: 'ORD-WARMUP00', hash: 'warm-up', period: 'year', units: 12, integrityToken: '1.warm-up' };
  let answers: WarmUpAnswer[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const responses = await Promise.all([
      app.inject({ method: 'POST', url: GRAPHQL_URL, headers: { ...headers, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' }, payload: JSON.stringify({ query: ORDER_CHANGE, variables }) }),
      app.inject({ method: 'GET', url: '/api/auth/session', headers }),
      app.inject({ method: 'GET', url: '/api/pricelist', headers }),
    ]);
    answers = responses.map((response) => ({ url: response.raw.req.url ?? '', statusCode: response.statusCode, body: response.body }));
  }
  for (const answer of answers.filter((each) => each.statusCode >= 500)) app.log.warn({ url: answer.url, statusCode: answer.statusCode }, 'warm-up request failed');
  return answers;
}

/**
 * Hostile input against the whole server in process (docs/server.md, "Input rules"): every GraphQL operation of
 * the schema and every registered REST route get malformed input (NUL and other control characters, lone
 * surrogates, deep nesting, bad JSON, prototype names, huge strings, wrong types), and the answers must hold no
 * 5xx, no framework error code, no stack trace, and nothing may be written. Operations and routes are enumerated,
 * so new ones are covered without touching this file. Bounded: a few runs per operation and route.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import type { GraphQLArgument, GraphQLField, GraphQLInputType } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { registeredRoutes } from '../../server/http/route-list';
import { client, signInDemo, testClock } from './accounts';
import type { Client } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { COMPLETE_CONTACT, newOrder, ok, readOrder } from './checkout-support';

const RUNS_PER_OPERATION = 6;
const RUNS_PER_ROUTE = 8;
const clock = testClock('2026-11-21T10:00:00.000Z');

let harness: TestApp;
let demo: Client;
/** A real order of the demo account, so that calls can get past "not found" to their input checks. */
let order: { identifier: string; integrityToken: string };

beforeAll(async () => {
  harness = await startTestApp({ now: clock.now });
  demo = await signInDemo(harness.app, client());
  const identifier = await newOrder(harness.database, clock.now());
  order = ok(await readOrder(harness.app, demo, identifier));
});
afterAll(async () => {
  await harness.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Values

/** Text no call may take: control characters (NUL first), lone surrogates, anywhere in an otherwise fine string. */
const malformedText = fc.oneof(
  fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([before, after]) => `${before}\u0000${after}`),
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')).map(([text, lone]) => `${text}${lone}`),
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0001', '\u0007', '\u001b[31m', '\u007f', '\u009b')).map(([text, control]) => `${control}${text}`),
);

/** Well-formed but unfriendly text: prototype names, huge strings, markup, other scripts. */
const unfriendlyText = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '<script>alert(1)</script>', "' OR 1=1 --", 'café.com', '😀'),
  fc.constantFrom('x'.repeat(100_000), 'é'.repeat(20_000)),
  fc.string({ maxLength: 40 }),
);

const nested = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : [nested(depth - 1, leaf)]);
const deepNesting = fc.integer({ min: 40, max: 200 }).map((depth) => nested(depth, 'x'));
const prototypeKeyObject = fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => JSON.parse(`{"${key}": {"polluted": true}, "name": "x", "value": "y"}`) as unknown);

/** What is put in one argument to make the whole call unacceptable. */
const poison = fc.oneof(malformedText, deepNesting, prototypeKeyObject);

/** A plausible value for an argument of this type: the real order, good names, or unfriendly but well-formed text. */
function plausible(type: GraphQLInputType, name: string): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return plausible(type.ofType, name);
  if (isListType(type)) return fc.array(plausible(type.ofType as GraphQLInputType, name), { maxLength: 3 });
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, plausible(field.type, field.name)])));
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isScalarType(type)) {
    if (type.name === 'Int') return fc.oneof(fc.integer({ min: -5, max: 40 }), fc.constant(2_147_483_647));
    if (type.name === 'Boolean') return fc.boolean();
    if (type.name === 'Float') return fc.double({ noNaN: true });
  }
  if (name === 'orderIdentifier') return fc.constantFrom(order.identifier, 'ORD-NONE');
  if (name === 'integrityToken') return fc.constantFrom(order.integrityToken, 'forged');
  return fc.oneof(unfriendlyText, fc.constantFrom('standard', 'buy', 'upgrade', 'gateway', 'example.com', 'demo-shop', 'WELCOME10'));
}

/** A contact list with a field named like a prototype: refused by the contact rules, never stored. */
const prototypeContact = fc.constantFrom('__proto__', 'constructor', 'prototype').map((name) => [...COMPLETE_CONTACT, { name, value: 'x' }]);

function poisonFor(argument: GraphQLArgument): fc.Arbitrary<unknown> {
  const named = getNamedType(argument.type);
  if (named.name === 'ContactValueInput') {
    return fc.oneof(poison, prototypeContact, poison.map((value) => [{ name: 'city', value }]), poison.map((value) => [{ name: value, value: 'Praha' }]));
  }
  return poison;
}

// ---------------------------------------------------------------------------------------------------------------
// GraphQL operations, from the schema

const schema = buildSchema(readFileSync(new URL('../../server/schema/schema.graphql', import.meta.url), 'utf8'));

interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

const operations: Operation[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ kind: 'query' as const, field })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
];

function documentOf({ kind, field }: Operation): string {
  const declared = field.args.map((argument) => `$${argument.name}: ${argument.type.toString()}`).join(', ');
  const passed = field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const returned = getNamedType(field.type);
  const selection = isScalarType(returned) || isEnumType(returned) ? '' : ' { __typename }';
  return `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

/** Variables for one call: plausible values everywhere but one argument, which is poisoned. */
function hostileVariables(operation: Operation): fc.Arbitrary<Record<string, unknown>> {
  const { args } = operation.field;
  const values = fc.record(Object.fromEntries(args.map((argument) => [argument.name, plausible(argument.type, argument.name)])));
  return fc.integer({ min: 0, max: Math.max(0, args.length - 1) }).chain((index) => {
    const target = args[index];
    if (!target) return values.map((variables) => ({ ...variables, extra: poison }));
    return fc.tuple(values, poisonFor(target)).map(([variables, value]) => ({ ...variables, [target.name]: value }));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Checks

const LEAKS = /FST_ERR|\n\s+at |node_modules|\.ts:\d+|\.js:\d+|Unexpected error\.|INTERNAL_SERVER_ERROR|Something went wrong/;

function expectRefusedCleanly(response: LightMyRequestResponse, label: string): void {
  const context = `${label} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.body, context).not.toMatch(LEAKS);
}

function expectGraphQLRefusal(response: LightMyRequestResponse, label: string): void {
  expectRefusedCleanly(response, label);
  const body = response.json() as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[]; error?: { code: string } };
  const context = `${label} -> ${response.body.slice(0, 300)}`;
  // A body the server cannot read at all (JSON with a __proto__ key) gets the REST error shape, like every route.
  if (body.error) {
    expect(response.statusCode, context).toBe(400);
    expect(body.error.code, context).toBe('BAD_REQUEST');
    return;
  }
  expect(body.errors?.length ?? 0, context).toBeGreaterThan(0);
  for (const error of body.errors ?? []) expect(error.extensions?.code, context).toBeTruthy();
  // Nothing of the call ran to a result.
  expect(Object.values(body.data ?? {}).filter((value) => value !== null), context).toEqual([]);
}

/** Row counts of every table but the sessions (each request refreshes its session), and the orders' versions. */
async function snapshot(): Promise<Record<string, number>> {
  // Every schema's tables: the portal's and the job queue's (pg-boss).
  const tables = (await harness.database.db.introspection.getTables()).map((table) => `${table.schema ?? 'public'}.${table.name}`).filter((name) => name !== 'public.sessions' && !name.startsWith('public.kysely_'));
  // One statement: a count per table, side by side.
  const columns = tables.sort().map((table) => sql`(select count(*) from ${sql.table(table)})::text as ${sql.ref(table.replace('.', '_'))}`);
  const { rows: countRows } = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(harness.database.db);
  const counts: Record<string, number> = Object.fromEntries(Object.entries(countRows[0] ?? {}).map(([table, count]) => [table, Number(count)]));
  const { rows } = await sql<{ versions: string | null }>`select sum(version)::text as versions from orders`.execute(harness.database.db);
  counts['orders.version'] = Number(rows[0]?.versions ?? 0);
  const consent = await harness.database.db.selectFrom('accounts').select('cookie_consent').where('id', '=', (await harness.database.db.selectFrom('accounts').select('id').limit(1).executeTakeFirstOrThrow()).id).executeTakeFirst();
  counts['accounts.cookie_consent.length'] = JSON.stringify(consent?.cookie_consent ?? null).length;
  return counts;
}

/** Runs a property a fixed number of times; a failure names the request (shortened), not the huge values. */
async function holds<T>(property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const result = await fc.check(property, { numRuns, seed: 2026, endOnFailure: true });
  if (result.failed) throw new Error(result.errorInstance instanceof Error ? result.errorInstance.message : 'the property failed');
}

const withSession = (headers: Record<string, string> = {}) => ({ host: 'localhost:3000', 'x-graphql-yoga-csrf': '1', cookie: `${SESSION_COOKIE}=${demo.cookie ?? ''}`, ...headers });

// ---------------------------------------------------------------------------------------------------------------

describe('every GraphQL operation', () => {
  it('is enumerated from the schema', () => {
    expect(operations.length).toBeGreaterThan(15);
    expect(operations.map((operation) => operation.field.name)).toEqual(expect.arrayContaining(['order', 'finishOrder', 'createWebsite', 'updateOrderVoucher', 'updateRegistrantContact']));
  });

  it.each(operations.map((operation) => [operation.field.name, operation] as const))('%s refuses poisoned variables cleanly and writes nothing', async (_name, operation) => {
    const before = await snapshot();
    const query = documentOf(operation);
    await holds(
      fc.asyncProperty(hostileVariables(operation), async (variables) => {
        const response = await harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession(), payload: { query, variables } });
        expectGraphQLRefusal(response, `${operation.field.name}(${JSON.stringify(variables).slice(0, 200)})`);
      }),
      RUNS_PER_OPERATION,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('malformed GraphQL requests', () => {
  const requests: [string, () => Promise<LightMyRequestResponse>][] = [
    ['a list literal nested 5,000 deep', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession(), payload: { query: `{ packages(currency: ${'['.repeat(5000)}${']'.repeat(5000)}) { name } }` } })],
    ['selections nested 5,000 deep', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession(), payload: { query: `${'{ a '.repeat(5000)}${'}'.repeat(5000)}` } })],
    ['a NUL in the document', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession(), payload: { query: '{ health\u0000 { database } }' } })],
    ['an escaped lone surrogate in a literal', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession(), payload: { query: 'query { domainSearch(name: "\\ud800.com") { __typename } }' } })],
    ['a body that is not JSON', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession({ 'content-type': 'application/json' }), payload: '{"query": "{ health { database } }"' })],
    ['a body with a __proto__ key', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession({ 'content-type': 'application/json' }), payload: '{"query": "{ health { database } }", "variables": {"__proto__": {"x": 1}}}' })],
    ['variables that are an array', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession(), payload: { query: '{ health { database } }', variables: [1, 2] } })],
    ['a query that is not a string', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession(), payload: { query: { nested: true } } })],
    ['a GET with variables that are not JSON', () => harness.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ health { database } }')}&variables=%7Bnot`, headers: withSession() })],
    ['a GET with extensions that are not JSON', () => harness.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ health { database } }')}&extensions=%00`, headers: withSession() })],
    ['a GET with the query twice', () => harness.app.inject({ method: 'GET', url: '/graphql?query=%7Bhealth%7Bdatabase%7D%7D&query=%7Bhealth%7Bdatabase%7D%7D', headers: withSession() })],
    ['a document larger than the body limit', () => harness.app.inject({ method: 'POST', url: '/graphql', headers: withSession(), payload: { query: `{ health { database } } # ${'x'.repeat(2_000_000)}` } })],
  ];

  it.each(requests)('%s is refused cleanly and writes nothing', async (label, request) => {
    const before = await snapshot();
    const response = await request();
    expectRefusedCleanly(response, label);
    // Refused by status, or (a syntax error, by GraphQL over HTTP's rules for application/json) by errors alone.
    if (response.statusCode < 400) expectGraphQLRefusal(response, label);
    expect(await snapshot()).toEqual(before);
  });
});

describe('every REST route', () => {
  const routes = () => registeredRoutes(harness.app).filter((route) => route.url !== '/graphql' && route.url !== '*');

  it('is enumerated from the app', () => {
    expect(routes().map((route) => route.url)).toEqual(expect.arrayContaining(['/api/auth/sign-up', '/api/events', '/api/pricelist', '/healthz']));
  });

  const badBodies = fc.oneof(
    poison.map((value) => JSON.stringify({ events: [{ name: value }], fullname: value, email: value, password: value, orderIdentifier: value })),
    fc.constantFrom('{"a":', '[1,2', '\u0000', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, 'null', '"text"', '12'),
    fc.constant(JSON.stringify({ fullname: 'x'.repeat(200_000) })),
  );
  const badQueries = fc.oneof(
    fc.constantFrom('ref=%00', 'ref=a%ED%A0%80', 'project=%E0%A4%A', 'feautre=__proto__', '__proto__[x]=1', 'constructor[prototype][x]=1', `ref=${'r'.repeat(10_000)}`, 'currency=EUR&currency=CZK', 'a[b][c][d][e][f]=1'),
    malformedText.map((text) => `ref=${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%00`),
  );

  it('refuses malformed path parameters, queries and bodies cleanly and writes nothing', async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const methods = route.methods.filter((method) => method === 'GET' || method === 'POST');
      if (methods.length === 0) continue;
      await holds(
        fc.asyncProperty(fc.constantFrom(...methods), badQueries, badBodies, fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'), async (method, query, body, type) => {
          const path = route.url.replace(/:\w+/g, () => '%00');
          const url = `${path}?${query}`;
          const response = await harness.app.inject({ method, url, headers: withSession(method === 'POST' ? { 'content-type': type } : {}), ...(method === 'POST' ? { payload: body } : {}) });
          expectRefusedCleanly(response, `${method} ${url.slice(0, 120)} ${type} ${body.slice(0, 80)}`);
        }),
        RUNS_PER_ROUTE,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers broken addresses and over-long parameters in the portal format', async () => {
    for (const url of ['/api/%E0%A4%A', '/payments/icons/%E0%A4%A', `/payments/icons/${'a'.repeat(2_000)}`, '/%00', '/api/events/%ff']) {
      const response = await harness.app.inject({ method: 'GET', url, headers: withSession() });
      expectRefusedCleanly(response, url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json(), url).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});

/**
 * The input rules (docs/server.md): text that is not well-formed Unicode or holds control characters, prototype
 * names, deep nesting and malformed parameters are refused at the boundary with each call's input error, and
 * nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { client, graphql, send, testClock } from './accounts';
import { COMPLETE_CONTACT, codeOf, mutate, newOrder, ok, readOrder, startCheckoutFile } from './checkout-support';
import { domainCalls } from './domain-support';

const clock = testClock('2026-11-21T10:00:00.000Z');
const file = startCheckoutFile(clock);
const domains = domainCalls(file);

const rowCount = async (table: 'accounts' | 'pending_sign_ups' | 'tracking_events' | 'websites') => {
  const row = await file.harness.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
};

const versionOf = async (identifier: string) =>
  (await file.harness.database.db.selectFrom('orders').select('version').where('identifier', '=', identifier).executeTakeFirstOrThrow()).version;

const pageViewed = (path: string) => ({
  events: [{ name: 'Page Viewed', category: 'analytics', properties: { path, title: 'Prices' }, userId: '', anonymousId: 'visitor-1', sessionId: null, occurredAt: '2026-11-21T10:00:00.000Z' }],
});

describe('text that is not well-formed or holds control characters', () => {
  it('is refused in a sign-up name with the field error of sign-up, and no account or pending sign-up is made', async () => {
    const before = await rowCount('accounts');
    const pendingBefore = await rowCount('pending_sign_ups');
    const response = await send(file.harness.app, client('192.0.2.31'), 'POST', '/api/auth/sign-up', { fullname: 'Jana\u0000Nováková', email: 'nul@example.test', password: 'a-long-password-2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'FULLNAME_REQUIRED', parameter: 'fullname' });
    expect(response.json().error.message).toMatch(/control character/);
    expect(await rowCount('accounts')).toBe(before);
    expect(await rowCount('pending_sign_ups')).toBe(pendingBefore);
  });

  it('is refused in event properties, a NUL or a lone surrogate, with INVALID_EVENTS, and nothing is stored', async () => {
    const before = await rowCount('tracking_events');
    for (const path of ['/pricelist\u0000', '/pricelist\ud800']) {
      const response = await send(file.harness.app, client('192.0.2.32'), 'POST', '/api/events', pageViewed(path));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'INVALID_EVENTS', parameter: 'events.0.properties.path' });
    }
    expect(await rowCount('tracking_events')).toBe(before);
    // A well-formed astral character (a surrogate pair) is text like any other.
    expect((await send(file.harness.app, client('192.0.2.32'), 'POST', '/api/events', pageViewed('/pricelist 😀'))).statusCode).toBe(202);
  });

  it('is refused in a query parameter of a REST call with its input error', async () => {
    const response = await file.harness.app.inject({ method: 'GET', url: '/api/pricelist?ref=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'ref' });
  });

  it('is refused in GraphQL variables and string literals with BAD_USER_INPUT, and the order is not touched', async () => {
    const identifier = await newOrder(file.harness.database, clock.now());
    const order = ok(await readOrder(file.harness.app, file.demo, identifier));
    const version = await versionOf(identifier);
    const lookup = await send(file.harness.app, file.demo, 'POST', '/graphql', { query: 'query ($id: String!) { order(orderIdentifier: $id) { identifier } }', variables: { id: `${identifier}\u0000` } });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateOrderVoucher', { orderIdentifier: identifier, code: 'WELCOME\u0000', integrityToken: order.integrityToken }))).toBe('BAD_USER_INPUT');
    const literal = await graphql(file.harness.app, file.demo, `mutation { updateOrderVoucher(orderIdentifier: "${identifier}", code: "\\u0000", integrityToken: "${order.integrityToken}") { identifier } }`);
    expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(literal.data ?? null).toBeNull();
    const contact = COMPLETE_CONTACT.map((entry) => (entry.name === 'city' ? { ...entry, value: 'Praha\ud800' } : entry));
    expect(codeOf(await mutate(file.harness.app, file.demo, 'updateBillingDataAndRecalculateVat', { orderIdentifier: identifier, contact, integrityToken: order.integrityToken }))).toBe('BAD_USER_INPUT');
    expect(await versionOf(identifier)).toBe(version);
  });

  it('is refused in a website name, and no website is made', async () => {
    const before = await rowCount('websites');
    const result = await graphql(file.harness.app, file.demo, 'mutation ($name: String!) { createWebsite(name: $name) { name } }', { name: 'my-shop\ud800' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rowCount('websites')).toBe(before);
  });
});

describe('contact names that are prototype names', () => {
  it('refuses __proto__ and constructor as billing contact fields and keeps the contact', async () => {
    const identifier = await newOrder(file.harness.database, clock.now());
    let order = ok(await mutate(file.harness.app, file.demo, 'updateBillingDataAndRecalculateVat', { orderIdentifier: identifier, contact: COMPLETE_CONTACT, integrityToken: (await readOrder(file.harness.app, file.demo, identifier)).order?.integrityToken }));
    const version = await versionOf(identifier);
    for (const name of ['__proto__', 'constructor']) {
      const result = await mutate(file.harness.app, file.demo, 'updateBillingDataAndRecalculateVat', { orderIdentifier: identifier, contact: [{ name, value: 'x' }], integrityToken: order.integrityToken });
      expect(codeOf(result)).toBe('INVALID_CONTACT');
      expect(result.errors?.[0]?.extensions?.errors).toEqual({ [name]: 'Unknown field' });
    }
    expect(await versionOf(identifier)).toBe(version);
    order = ok(await readOrder(file.harness.app, file.demo, identifier));
    expect(order.contactInputs.find((input) => input.name === 'city')?.value).toBe('Praha');
  });

  it('refuses __proto__ as a domain holder field and keeps the holder', async () => {
    const order = await domains.readyToFinish('holder-proto.com');
    const version = await versionOf(order.identifier);
    const result = await domains.setRegistrant(order, 'holder-proto.com', [{ name: '__proto__', value: 'x' }]);
    expect(codeOf(result)).toBe('INVALID_CONTACT');
    expect(await versionOf(order.identifier)).toBe(version);
    const holder = ok(await readOrder(file.harness.app, file.demo, order.identifier)).items.find((item) => item.type === 'private_registration');
    expect(holder).toMatchObject({ missingAnyPersonalData: false });
  });
});

describe('malformed requests', () => {
  it('refuses a list literal nested 5,000 deep with BAD_USER_INPUT instead of overflowing the parser', async () => {
    const query = `{ packages(currency: ${'['.repeat(5000)}${']'.repeat(5000)}) { name } }`;
    const response = await send(file.harness.app, client(), 'POST', '/graphql', { query });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a GET whose variables are not JSON with BAD_USER_INPUT', async () => {
    const response = await file.harness.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ health { database } }')}&variables=not-json`, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: 'The parameter variables must be a JSON object.', extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it("answers the router's refusals in the portal's error format", async () => {
    const badEncoding = await file.harness.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The address is not valid: it holds a broken percent-encoding.' } });
    const longParameter = await file.harness.app.inject({ method: 'GET', url: `/payments/icons/${'a'.repeat(500)}` });
    expect(longParameter.statusCode).toBe(414);
    expect(longParameter.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: 'A part of the address is too long.' } });
  });
});

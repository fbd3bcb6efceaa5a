import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './app';
import type { TestApp } from './app';

let harness: TestApp;
let production: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
  production = await startTestApp({ production: true });
});
afterAll(async () => {
  await harness.close();
  await production.close();
});

const post = (app: TestApp, query: string, variables?: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });

describe('/graphql', () => {
  it('lists the packages from the database, priced per month of the yearly period in the requested currency', async () => {
    const response = await post(harness, 'query ($currency: Currency) { packages(currency: $currency) { identifier name label monthlyPrice { amountMinor currency } } }', { currency: 'CZK' });
    expect(response.statusCode).toBe(200);
    const { packages } = response.json().data;
    expect(packages.map((pkg: { identifier: string }) => pkg.identifier)).toEqual(['limited', 'mini', 'standard', 'profi', 'business']);
    expect(packages[0]).toEqual({ identifier: 'limited', name: 'Limited', label: 'Your own domain', monthlyPrice: { amountMinor: 4900, currency: 'CZK' } });
  });

  it('uses the default currency when none is given', async () => {
    const response = await post(harness, '{ packages { monthlyPrice { currency } } }');
    expect(response.json().data.packages[0].monthlyPrice.currency).toBe('EUR');
  });

  it('answers GET queries that carry the CSRF header and refuses those that do not', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ health { database } }')}`;
    const allowed = await harness.app.inject({ method: 'GET', url, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(allowed.json()).toEqual({ data: { health: { database: true } } });
    const refused = await harness.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(403);
  });

  it('rejects a query with more aliases than the limit before running it', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: health { database }`).join(' ');
    const body = (await post(harness, `{ ${aliases} }`)).json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/aliases/i);
  });

  it('allows introspection in development and refuses it in production', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await post(harness, query)).json().data.__schema.queryType.name).toBe('Query');
    const refused = (await post(production, query)).json();
    expect(refused.data).toBeUndefined();
    expect(refused.errors[0].message).toMatch(/introspection/i);
  });

  it('masks an unexpected resolver error: a generic message, no stack, no internal detail', async () => {
    await harness.database.close();
    const response = await post(harness, '{ packages { identifier } }');
    const body = response.json();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(body)).not.toMatch(/stack|destroyed|kysely|pglite|\.ts:\d+/i);
  });
});

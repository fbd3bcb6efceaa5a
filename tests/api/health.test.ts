import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './app';
import type { TestApp } from './app';

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(() => harness.close());

const healthQuery = { query: '{ health { database } }' };

describe('health', () => {
  it('answers 200 with the database up while the database answers', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    const graphql = await harness.app.inject({ method: 'POST', url: '/graphql', payload: healthQuery });
    expect(graphql.json()).toEqual({ data: { health: { database: true } } });
  });

  it('answers 503 with the database down once the database is gone, and GraphQL says so too', async () => {
    await harness.database.close();
    const response = await harness.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'down' });
    const graphql = await harness.app.inject({ method: 'POST', url: '/graphql', payload: healthQuery });
    expect(graphql.json()).toEqual({ data: { health: { database: false } } });
  });

  it('answers the price list with a generic 500, never the database error, while the database is gone', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/pricelist' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
  });
});

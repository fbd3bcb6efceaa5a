import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../server/db/database';
import { TEST_SECRET } from './app';
import { createTestDatabase } from './db';

const INDEX_HTML = '<!doctype html><title>Portal</title><div id="root"></div>';

let staticDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, sessionSecret: TEST_SECRET, defaultCurrency: 'EUR', staticDir });
  // Stands for any bug in a handler: the client must get the generic body, never the message.
  app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://admin:hunter2@db leaked');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the browser app', () => {
  it('serves index.html at the root and hashed assets with a long cache life', async () => {
    const root = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(INDEX_HTML);
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a client route with index.html when the browser asks for a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/pricelist?feautre=storage', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown file that is not a page request with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['/api/nothing-here', '/healthz/extra', '/graphql/extra'])('never answers the server path %s with the app, even for a browser', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: `There is no GET ${url}.` } });
  });

  it('answers a POST to an unknown path with a JSON 404, not the app', async () => {
    const response = await app.inject({ method: 'POST', url: '/pricelist', headers: html, payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('errors', () => {
  it('answers a content type the server does not read with 415 in the contract shape', async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) } });
  });

  it('answers an unexpected failure with the generic 500 body and keeps the detail out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers a body that is not JSON with a 400 in the contract shape', async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(/JSON/) });
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
  });
});

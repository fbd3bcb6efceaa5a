import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { signInDemo } from './accounts';
import { startTestApp } from './app';
import type { TestApp } from './app';
import { ASSET, builtAppFolder } from './built-app';

/** The schema's types with their descriptions (outside production): an answer well over the compression threshold. */
const LARGE_QUERY = '{ __schema { types { name description } } }';

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

/** The body of an answer in the coding it declares, as text. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === undefined) return response.rawPayload.toString('utf8');
  expect(encoding === 'br' || encoding === 'gzip').toBe(true);
  return decoders[encoding as 'br' | 'gzip'](response.rawPayload).toString('utf8');
}

let folder: ReturnType<typeof builtAppFolder>;
let portal: TestApp;
beforeAll(async () => {
  folder = builtAppFolder();
  portal = await startTestApp({ staticDir: folder.staticDir, serverEntry: folder.serverEntry });
});
afterAll(async () => {
  await portal.close();
  folder.remove();
});

const graphql = (query: string, acceptEncoding?: string) =>
  portal.app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('GraphQL answers', () => {
  it("are compressed in the coding the client prefers, and sent as they are when it asks for none", async () => {
    const plain = await graphql(LARGE_QUERY);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1_024);
    expect((JSON.parse(plain.body) as { data: { __schema: { types: unknown[] } } }).data.__schema.types.length).toBeGreaterThan(10);

    const brotli = await graphql(LARGE_QUERY, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decoded(brotli)).toBe(plain.body);

    const gzip = await graphql(LARGE_QUERY, 'br;q=0.5, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);

    expect((await graphql(LARGE_QUERY, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('below the threshold go out uncompressed', async () => {
    const small = await graphql('{ health { database } }', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual({ data: { health: { database: true } } });
  });
});

describe('the public price list API', () => {
  it('sends a compressed copy under an ETag of its own, and 304 to a client that has it', async () => {
    const plain = await portal.app.inject({ method: 'GET', url: '/api/pricelist' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await portal.app.inject({ method: 'GET', url: '/api/pricelist', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(brotli)).toBe(plain.body);
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);

    const again = await portal.app.inject({ method: 'GET', url: '/api/pricelist', headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(brotli.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const plainAgain = await portal.app.inject({ method: 'GET', url: '/api/pricelist', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(plainAgain.statusCode).toBe(304);
    // The brotli copy's tag names another representation: a client that now takes none gets the whole body.
    const other = await portal.app.inject({ method: 'GET', url: '/api/pricelist', headers: { 'if-none-match': String(brotli.headers.etag) } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(plain.body);
  });
});

describe("REST answers made per request (a website's own price list)", () => {
  it('are compressed when the client asks, and sent as they are when it does not', async () => {
    const demo = await signInDemo(portal.app);
    const get = (acceptEncoding?: string) =>
      portal.app.inject({
        method: 'GET',
        url: '/api/pricelist?project=demo-blog',
        remoteAddress: demo.ip,
        headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${demo.cookie ?? ''}`, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
      });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('private, no-store');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1_024);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(gzip)).toBe(plain.body);
    const brotli = await get('gzip;q=0.8, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(decoded(brotli)).toBe(plain.body);
  });
});

describe('the built assets', () => {
  it('are still sent as the precompressed copies the build wrote, by the same preference', async () => {
    for (const [acceptEncoding, encoding] of [['gzip, br', 'br'], ['gzip', 'gzip']] as const) {
      const response = await portal.app.inject({ method: 'GET', url: ASSET.url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decoded(response)).toBe(ASSET.content);
    }
    const plain = await portal.app.inject({ method: 'GET', url: ASSET.url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET.content);
  });
});

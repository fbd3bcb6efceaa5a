import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../server/domain/catalogue-snapshot';
import { registerPricelistPage, type PageRenderer } from '../../server/pricelist/page';
import { testCatalogue } from '../support/catalogue-snapshot';

const TEMPLATE = '<!doctype html><html><head><title>Frame</title></head><body><div id="root"></div></body></html>';

/** A renderer that writes each package's name and monthly price, and counts how often it renders. */
function countingRenderer() {
  const renders: string[] = [];
  const renderer: PageRenderer = {
    renderPricelistPage: (url, { pricelist }, language) => {
      renders.push(language === 'en' ? url : `${url} in ${language}`);
      return `<title>Packages</title><p>${language}</p><ul>${pricelist.items.map((item) => `<li>${item.name}: ${item.button.price}</li>`).join('')}</ul>`;
    },
    pricelistQueryKey: (query) => JSON.stringify(query),
    pricelistQueryFrom: (params) => Object.fromEntries(params),
    INITIAL_PRICELIST_ID: 'initial-pricelist',
  };
  return { renderer, renders };
}

async function pageServer(snapshots: () => CatalogueSnapshot) {
  const { renderer, renders } = countingRenderer();
  const app = Fastify();
  await app.register(fastifyCookie);
  registerPricelistPage(app, { catalogue: { get: async () => snapshots() }, secret: 'a-secret-of-at-least-thirty-two-characters', defaultCurrency: 'EUR', template: TEMPLATE, renderer: Promise.resolve(renderer) });
  const get = async (url = '/pricelist', headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers } });
  return { app, renders, get };
}

describe('the server-rendered price list page across catalogue snapshots', () => {
  it('a snapshot loaded again with the same content reuses the page: no new render, the same ETag', async () => {
    // The catalogue cache hands out a new snapshot object each time it reloads, as it does every few seconds.
    const { app, renders, get } = await pageServer(() => testCatalogue());
    const first = await get();
    const second = await get();
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/pricelist', headers: { accept: 'text/html' } })).body).toContain('<li>Basic: €4</li>');
    expect(renders).toEqual(['/pricelist']);
    await get('/pricelist?currency=USD');
    await get('/pricelist?currency=USD');
    expect(renders).toEqual(['/pricelist', '/pricelist?currency=USD']);
    await app.close();
  });

  it('a snapshot with a changed price renders the page again, and the page shows the new price', async () => {
    let catalogue = testCatalogue();
    const { app, renders, get } = await pageServer(() => catalogue);
    const before = await get();
    expect(before.body).not.toContain('<li>Basic: €5</li>');
    const [basic, pro] = catalogue.packages;
    if (!basic || !pro) throw new Error('the test catalogue has two packages');
    catalogue = { ...catalogue, packages: [{ ...basic, prices: basic.prices.map((price) => ({ ...price, monthlyAmountMinor: price.monthlyAmountMinor + 100n })) }, pro] };
    const after = await app.inject({ method: 'GET', url: '/pricelist', headers: { accept: 'text/html' } });
    expect(renders).toHaveLength(2);
    expect(after.body).toContain('<li>Basic: €5</li>');
    expect(after.body).toContain('"price":"5.00"');
    const again = await get();
    expect(again.headers.etag).not.toBe(before.headers.etag);
    await app.close();
  });
});

describe("the price list page's body", () => {
  it('carries the classes SPEC.md gives the open price list, rendered or left to the browser (?project=)', async () => {
    const { app } = await pageServer(() => testCatalogue());
    for (const url of ['/pricelist', '/', '/pricelist?project=my-site']) {
      const body = (await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
      expect(body).toContain('<body class="main-accent wrapper-no-overflow"><div id="root">');
    }
    await app.close();
  });
});

describe("the price list page's language", () => {
  it('is the address\'s ?lang=, else the cookie of the visitor\'s choice, else Accept-Language, else English, with <html lang> and its own prices', async () => {
    const { app } = await pageServer(() => testCatalogue());
    const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const language = async (url: string, headers: Record<string, string> = {}) => /<html lang="(\w+)">/.exec((await get(url, headers)).body)?.[1];
    expect(await language('/pricelist')).toBe('en');
    expect(await language('/pricelist', { 'accept-language': 'de-DE,cs;q=0.8,en;q=0.5' })).toBe('cs');
    expect(await language('/pricelist', { 'accept-language': 'cs', cookie: 'lang=en' })).toBe('en');
    expect(await language('/pricelist', { cookie: 'lang=cs' })).toBe('cs');
    expect(await language('/pricelist?lang=en', { cookie: 'lang=cs' })).toBe('en');
    expect(await language('/pricelist', { cookie: 'lang=xx', 'accept-language': 'xx' })).toBe('en');
    // Czech prices: the language's number format.
    expect((await get('/pricelist', { cookie: 'lang=cs' })).body).toMatch(/<li>Basic: 4\s€<\/li>/);
    await app.close();
  });

  it('links the page in each language and the one that chooses by the visitor\'s (x-default)', async () => {
    const { app } = await pageServer(() => testCatalogue());
    const { body } = await app.inject({ method: 'GET', url: '/pricelist?lang=cs', headers: { accept: 'text/html' } });
    const links = [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => [match[1], new URL(match[2] ?? '').search]);
    expect(links).toEqual([
      ['en', '?lang=en'],
      ['cs', '?lang=cs'],
      ['x-default', ''],
    ]);
    expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(body)?.[1] ?? '').search).toBe('?lang=cs');
    await app.close();
  });

  it('keeps a page per language: each rendered once, neither served for the other', async () => {
    const { app, renders, get } = await pageServer(() => testCatalogue());
    const english = await get('/pricelist');
    const czech = await get('/pricelist', { cookie: 'lang=cs' });
    expect(czech.headers.etag).not.toBe(english.headers.etag);
    await get('/pricelist');
    await get('/pricelist', { cookie: 'lang=cs' });
    expect(renders).toEqual(['/pricelist', '/pricelist in cs']);
    expect(english.headers.vary).toContain('Cookie');
    await app.close();
  });
});

/**
 * GET / and /pricelist as HTML: the built page (dist/index.html) with the price list already rendered into it by
 * the app's own components (the server build of src/app/entry-server.tsx), its data embedded for hydration, and
 * the tags search engines read (title, description, canonical URL, schema.org Product/Offer JSON-LD).
 * A price list for a website (?project=) is private to its owner: that page is left to the browser, as before.
 */
import { negotiate } from '@fastify/accept-negotiator';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Currency, PricelistResponse } from '../../contracts/pricelist';
import { PRICELIST_BODY_CLASSES } from '../../contracts/pricelist-constants';
import type { CatalogueSnapshot } from '../domain/catalogue-snapshot';
import { LANGUAGES, LANGUAGE_PARAM, type Language } from '../../contracts/language';
import { requestLanguage } from '../http/language';
import { minorUnitDigits, toDecimalString } from '../domain/money';
import { buildPricelist, listedPrice } from '../domain/pricelist';
import { sendKeptBody, type KeptBody } from '../http/encoding';
import { contentTag } from '../http/etag';
import type { CatalogueSource } from '../domain/catalogue-source';
import { parsePricelistQuery, type PricelistParameters } from './query';

/** What the server build of src/app/entry-server.tsx exports (the browser's code; the server only calls it). */
export interface PageRenderer {
  renderPricelistPage(url: string, initial: { key: string; pricelist: PricelistResponse }, language: Language): string;
  /** The key the browser's price list will look its embedded answer up by, for the address's query. */
  pricelistQueryKey(query: object): string;
  pricelistQueryFrom(params: URLSearchParams): object;
  INITIAL_PRICELIST_ID: string;
}

export interface PricelistPageOptions {
  catalogue: CatalogueSource;
  secret: string;
  defaultCurrency: Currency;
  /** The built index.html, the page's frame. */
  template: string;
  renderer: Promise<PageRenderer>;
  /** The portal's public origin for the canonical URL; unset: the request's own. */
  publicUrl?: string | undefined;
}

/** Pages kept at once: enough for every language, currency and campaign link in use; the least recently checked goes first. */
const MAX_PAGES = 256;

/** Parameters a link may carry that only adjust the list: a refused one is left out, as the browser does. */
const IGNORABLE = new Set(['currency', 'feautre', 'ref']);

const ROOT = '<div id="root"></div>';

/**
 * Finds the server build when both halves of the app were built (`npm run build`); otherwise undefined. The build
 * is imported in the background, so the server starts listening without waiting for React's server renderer.
 */
export function loadPageRenderer(indexHtml: string, serverEntry: string): { template: string; renderer: Promise<PageRenderer> } | undefined {
  if (!existsSync(indexHtml) || !existsSync(serverEntry)) return undefined;
  const template = readFileSync(indexHtml, 'utf8');
  if (!template.includes(ROOT)) return undefined;
  const renderer = import(pathToFileURL(serverEntry).href) as Promise<PageRenderer>;
  // A failed import is reported by the first page request; this keeps it from being an unhandled rejection.
  renderer.catch(() => {});
  return { template, renderer };
}

interface Page extends KeptBody {
  /** What the body was rendered from (PageInputs.fingerprint). */
  fingerprint: string;
}

/**
 * Whether a request to the home page takes HTML: browsers say text/html, and uptime monitors, link checkers and
 * command-line clients say * / * or nothing at all; a client that names only other types (an API client asking for
 * JSON) gets the usual 404 instead of a page it cannot read.
 */
export function acceptsPage(accept: string | undefined): boolean {
  return !accept?.trim() || negotiate(accept.toLowerCase(), ['text/html', 'text/*', '*/*']) !== null;
}

export function registerPricelistPage(app: FastifyInstance, options: PricelistPageOptions): void {
  // Each address's page, with the catalogue snapshot it was last checked against. The catalogue is loaded again every
  // few seconds even when nothing changed (server/pricelist/catalogue-cache.ts), so a new snapshot only renders the
  // page again when what the page is rendered from changed: rendering anew each time cost a visitor 30 ms on a
  // quiet server and over 100 ms on a busy one.
  const pages = new Map<string, { snapshot: CatalogueSnapshot; page: Page }>();
  // Every answer here is the price list, rendered or left to the browser: its body carries the list's classes.
  const pricelistFrame = withPricelistBody(options.template);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://portal.invalid');
    if (!acceptsPage(request.headers.accept)) return reply.callNotFound();
    const frame = () => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pricelistFrame);
    // The owner's own price list: private, and shown by the browser after it asks with the session.
    if (url.searchParams.has('project')) return frame();
    const [catalogue, renderer] = await Promise.all([
      options.catalogue.get(),
      options.renderer.catch((error: unknown) => {
        request.log.error({ err: error }, 'the server build of the price list page could not be loaded; the browser renders it');
        return undefined;
      }),
    ]);
    if (!renderer) return frame();
    const { language, locale } = requestLanguage(request, url.searchParams);
    const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
    // A page per language, and per locale its prices are formatted for.
    const key = [language, locale, origin, url.pathname, url.search].join('|');
    let entry = pages.get(key);
    if (entry?.snapshot !== catalogue) {
      const inputs = pageInputs(options, renderer, catalogue, { url, language, locale, origin });
      let page = entry?.page;
      if (page?.fingerprint !== inputs.fingerprint) {
        const body = renderPage(options, renderer, inputs);
        page = { identity: body, etag: `"${contentTag(body)}"`, encoded: {}, fingerprint: inputs.fingerprint };
      }
      entry = { snapshot: catalogue, page };
      // A flood of distinct links must not grow memory without bound: past the cap, the oldest page is dropped.
      pages.delete(key);
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value ?? key);
      pages.set(key, entry);
    }
    reply.header('cache-control', 'no-cache');
    return sendKeptBody(request, reply, entry.page, { type: 'text/html; charset=utf-8', vary: 'Accept-Language, Cookie' });
  };
  app.get('/', handler);
  app.get('/pricelist', handler);
}

/** The parameters of the address, leaving out the ones that would be refused (the list is shown without them). */
function pageParameters(params: URLSearchParams, catalogue: CatalogueSnapshot, defaultCurrency: Currency): PricelistParameters {
  const query: Record<string, string> = {};
  for (const name of IGNORABLE) {
    const value = params.get(name);
    if (value !== null && params.getAll(name).length === 1) query[name] = value;
  }
  for (;;) {
    const parsed = parsePricelistQuery(query, defaultCurrency);
    if (parsed.ok) {
      const { feature } = parsed.value;
      return feature !== undefined && !catalogue.featureIdentifiers.has(feature) ? { ...parsed.value, feature: undefined } : parsed.value;
    }
    // Every parameter here is ignorable, so each round drops one.
    delete query[parsed.problem.parameter];
  }
}

/** Everything a page is rendered from besides the app's build (and locale and origin, which are in its cache key): equal fingerprints, equal pages. */
interface PageInputs {
  path: string;
  language: Language;
  /** The same list in each language, and the address that chooses by the visitor's (x-default). */
  alternates: Array<{ hreflang: string; href: string }>;
  key: string;
  pricelist: PricelistResponse;
  canonical: string;
  jsonLd: unknown;
  fingerprint: string;
}

function pageInputs(options: PricelistPageOptions, renderer: PageRenderer, catalogue: CatalogueSnapshot, request: { url: URL; language: Language; locale: string; origin: string }): PageInputs {
  const { url, language, locale, origin } = request;
  const parameters = pageParameters(url.searchParams, catalogue, options.defaultCurrency);
  const pricelist = buildPricelist(catalogue, {
    currency: parameters.currency,
    locale,
    project: undefined,
    ref: parameters.ref,
    highlightedFeature: parameters.feature,
    secret: options.secret,
  });
  // The key is the address's query as the browser will read it, refused parameters included.
  const key = renderer.pricelistQueryKey(renderer.pricelistQueryFrom(url.searchParams));
  const canonical = new URL('/pricelist', origin);
  // Only the currency changes what the page offers; a highlighted feature and a campaign ref do not.
  if (url.searchParams.get('currency') === parameters.currency) canonical.searchParams.set('currency', parameters.currency);
  // A page asked for in one language is that language's page; without ?lang= it is the page of every language.
  if (url.searchParams.get(LANGUAGE_PARAM) === language) canonical.searchParams.set(LANGUAGE_PARAM, language);
  const jsonLd = productsJsonLd(catalogue, pricelist, parameters.currency, canonical.href);
  const path = `${url.pathname}${url.search}`;
  const inLanguage = (chosen: Language | null) => {
    const address = new URL(canonical);
    if (chosen) address.searchParams.set(LANGUAGE_PARAM, chosen);
    else address.searchParams.delete(LANGUAGE_PARAM);
    return address.href;
  };
  const alternates = [...LANGUAGES.map((hreflang) => ({ hreflang, href: inLanguage(hreflang) })), { hreflang: 'x-default', href: inLanguage(null) }];
  return { path, language, alternates, key, pricelist, canonical: canonical.href, jsonLd, fingerprint: JSON.stringify([path, language, key, canonical.href, pricelist, jsonLd]) };
}

function renderPage(options: PricelistPageOptions, renderer: PageRenderer, inputs: PageInputs): string {
  const { key, pricelist } = inputs;
  const rendered = renderer.renderPricelistPage(inputs.path, { key, pricelist }, inputs.language);
  // React writes the page's <title> first; it belongs in the head, in place of the frame's.
  const title = /^<title>[^<]*<\/title>/.exec(rendered)?.[0];
  const html = title ? rendered.slice(title.length) : rendered;

  const head = [
    `<link rel="canonical" href="${escapeAttribute(inputs.canonical)}" />`,
    ...inputs.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`),
    `<script type="application/ld+json">${jsonForScript(inputs.jsonLd)}</script>`,
  ].join('\n    ');

  let page = withPricelistBody(withoutModulePreloads(options.template)).replace(ROOT, `<div id="root">${html}</div>\n    <script id="${renderer.INITIAL_PRICELIST_ID}" type="application/json">${jsonForScript({ key, pricelist })}</script>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, title);
  return withLanguage(page, inputs.language).replace('</head>', `  ${head}\n  </head>`);
}

/** schema.org Product with an Offer for each package on the list, priced as listed (per month, billed yearly). */
function productsJsonLd(catalogue: CatalogueSnapshot, pricelist: PricelistResponse, currency: Currency, pageUrl: string): unknown {
  const listed = new Set(pricelist.items.map((item) => item.identifier));
  const digits = minorUnitDigits(currency);
  const products = catalogue.packages.flatMap((pkg) => {
    const price = listed.has(pkg.identifier) ? listedPrice(pkg, currency) : undefined;
    if (!price) return [];
    return [
      {
        '@type': 'Product',
        name: `${pkg.name} hosting package`,
        description: pkg.label,
        sku: pkg.identifier,
        offers: {
          '@type': 'Offer',
          price: toDecimalString(price.monthlyAmountMinor, digits),
          priceCurrency: currency,
          url: pageUrl,
          availability: 'https://schema.org/InStock',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: toDecimalString(price.monthlyAmountMinor, digits),
            priceCurrency: currency,
            unitCode: 'MON',
            billingDuration: 12,
          },
        },
      },
    ];
  });
  return { '@context': 'https://schema.org', '@graph': products };
}

/**
 * SPEC.md section 2: while the price list is open the body carries main-accent and wrapper-no-overflow. In the HTML
 * they hold from the first paint, before the app hydrates (which keeps them until the visitor leaves the list).
 */
export function withPricelistBody(html: string): string {
  return html.replace('<body>', `<body class="${PRICELIST_BODY_CLASSES.join(' ')}">`);
}

/** The page's `<html lang>`: the language it is rendered in. */
export function withLanguage(html: string, language: Language): string {
  return html.replace(/<html(?: lang="[^"]*")?>/, `<html lang="${language}">`);
}

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The page without the modulepreload links of the app's chunks: the cards, prices and FAQ are already in the HTML,
 * and preloading every chunk at the highest priority had the browser fetch and compile the app before it painted
 * them. The entry module still loads as a module script (so the app hydrates before the load event), and asks for
 * its chunks itself once it arrives: the app starts one round trip later, the cards paint sooner.
 */
export function withoutModulePreloads(template: string): string {
  return template.replace(MODULE_PRELOAD, '');
}

/** JSON inside a <script>: `<` escaped, so no `</script>` or `<!--` in the data can end or change the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

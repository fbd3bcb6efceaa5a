import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contracts/errors';
import { pricelistButtonSchema, pricelistFeatureSchema, pricelistItemSchema, pricelistMetadataSchema, pricelistResponseSchema } from '../../contracts/pricelist';
import type { PricelistResponse } from '../../contracts/pricelist';
import { isValidPurchaseToken } from '../../server/domain/purchase-token';
import { startTestApp, TEST_SECRET } from './app';
import type { TestApp } from './app';

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(() => harness.close());

async function getPricelist(query = '', headers: Record<string, string> = {}) {
  const response = await harness.app.inject({ method: 'GET', url: `/api/pricelist${query}`, headers });
  return { response, body: response.json() as PricelistResponse };
}

const keys = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe('GET /api/pricelist', () => {
  it('returns the five seeded packages in catalogue order, shaped exactly as the contract', async () => {
    const { response, body } = await getPricelist();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(pricelistResponseSchema.parse(body)).toBeTruthy();
    expect(body.totalItems).toBe(5);
    expect(body.items.map((item) => item.identifier)).toEqual(['limited', 'mini', 'standard', 'profi', 'business']);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(keys(pricelistItemSchema));
      expect(Object.keys(item.button).sort()).toEqual(keys(pricelistButtonSchema));
      for (const feature of item.features) expect(Object.keys(feature).sort()).toEqual(keys(pricelistFeatureSchema));
    }
    expect(Object.keys(body.metadata).sort()).toEqual(keys(pricelistMetadataSchema));
  });

  it('prices in the configured default currency (EUR here) for an English visitor by default', async () => {
    const { body } = await getPricelist();
    expect(body.metadata.currency).toBe('EUR');
    const limited = body.items.find((item) => item.identifier === 'limited');
    expect(limited?.button).toMatchObject({ price: '€1.99', originalPrice: null, priceDiscount: 0, showButton: true, text: 'Purchase' });
    expect(limited?.hasUnsupportedFeatures).toBe(false);
  });

  it('shows a discounted package with its original price and whole-percent discount', async () => {
    const { body } = await getPricelist();
    const profi = body.items.find((item) => item.identifier === 'profi');
    expect(profi?.button).toMatchObject({ price: '€11.99', originalPrice: '€15.99', priceDiscount: 25 });
  });

  it('lists the freeDomain feature on the larger packages only, never on limited', async () => {
    const { body } = await getPricelist();
    const withFreeDomain = body.items.filter((item) => item.features.some((feature) => feature.featureIdentifier === 'freeDomain')).map((item) => item.identifier);
    expect(withFreeDomain).toEqual(['standard', 'profi', 'business']);
    expect(body.metadata.featureFlags).toEqual({ freeDomainHighlightInPricelist: true });
  });

  it('resolves every tooltip a feature refers to from metadata.tooltips, keyed by id', async () => {
    const { body } = await getPricelist();
    const referenced = body.items.flatMap((item) => item.features.map((feature) => feature.tooltipDataTitle)).filter((id) => id !== null);
    expect(referenced.length).toBeGreaterThan(0);
    for (const id of referenced) expect(body.metadata.tooltips[id]).toEqual({ id, text: expect.any(String) });
  });

  it('carries the page texts, the FAQ, the VAT setting and no back link without a project', async () => {
    const { body } = await getPricelist();
    expect(body.metadata.heading).not.toBe('');
    expect(body.metadata.subHeading).not.toBe('');
    expect(body.metadata.pricesExcludeVat).toBe(true);
    expect(body.metadata.faq.heading).toBe('Frequently asked questions');
    expect(body.metadata.faq.items.length).toBeGreaterThanOrEqual(6);
    expect(body.metadata.faq.items.filter((item) => item.isShown)).toHaveLength(1);
    expect(body.metadata.callToAction.buttonText).not.toBe('');
    expect(body.metadata.backLink).toBeNull();
  });

  it('signs each purchase url with package-action, the default ref, a token and an integer package-version', async () => {
    const { body } = await getPricelist();
    for (const item of body.items) {
      const url = new URL(item.button.url, 'http://portal.test');
      expect(url.pathname).toBe(`/order/package/${item.identifier}`);
      expect([...url.searchParams.keys()]).toEqual(['package-action', 'ref', 'token', 'package-version']);
      expect(url.searchParams.get('package-action')).toBe('buy');
      expect(url.searchParams.get('ref')).toBe('pricelist');
      expect(url.searchParams.get('package-version')).toMatch(/^\d+$/);
      const offer = { identifier: item.identifier, version: Number(url.searchParams.get('package-version')), project: '', ref: 'pricelist' };
      expect(isValidPurchaseToken(TEST_SECRET, offer, url.searchParams.get('token') ?? '')).toBe(true);
    }
  });

  it('passes a given ref into the signed purchase url (the project is covered in accounts-pricelist.test.ts)', async () => {
    const { body } = await getPricelist('?ref=newsletter');
    const url = new URL(body.items[0]?.button.url ?? '', 'http://portal.test');
    expect(url.searchParams.get('ref')).toBe('newsletter');
    const offer = { identifier: 'limited', version: 1, project: '', ref: 'newsletter' };
    expect(isValidPurchaseToken(TEST_SECRET, offer, url.searchParams.get('token') ?? '')).toBe(true);
  });

  it.each([
    ['CZK', 'en', 'CZK\u00a049', null],
    ['EUR', 'de-DE', '1,99\u00a0€', null],
    ['USD', 'en-US', '$2.29', 'Prices in US dollars are charged in USD. Your bank may add a currency conversion fee.'],
  ])('prices in %s for the visitor locale %s, with the currency warning only where one exists', async (currency, locale, price, warning) => {
    const { response, body } = await getPricelist(`?currency=${currency}`, { 'accept-language': locale });
    expect(response.statusCode).toBe(200);
    expect(body.metadata.currency).toBe(currency);
    expect(body.items[0]?.button.price).toBe(price);
    expect(body.metadata.currencyWarning).toBe(warning);
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('formats for the first usable Accept-Language tag, skipping malformed ones', async () => {
    const { body } = await getPricelist('?currency=CZK', { 'accept-language': '1234-!!, cs-CZ;q=0.9, en;q=0.5' });
    expect(body.items[0]?.button.price).toBe('49\u00a0Kč');
  });

  it('highlights the row of the feature named by feautre in every package that lists it', async () => {
    const { body } = await getPricelist('?feautre=storage');
    for (const item of body.items) {
      const highlighted = item.features.filter((feature) => feature.featureNameHighlighted).map((feature) => feature.featureIdentifier);
      expect(highlighted).toEqual(['storage']);
    }
    const { body: plain } = await getPricelist();
    expect(plain.items.flatMap((item) => item.features).some((feature) => feature.featureNameHighlighted)).toBe(false);
  });

  it('ignores parameters it does not know', async () => {
    const { response } = await getPricelist('?utm_source=mail&fbclid=abc&utm_source=again');
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['currency', '?currency=XYZ'],
    ['currency', '?currency=eur'],
    ['currency', '?currency='],
    ['currency', '?currency=EUR&currency=USD'],
    ['feautre', '?feautre=teleportation'],
    ['feautre', '?feautre=%3Cscript%3E'],
    ['feautre', '?feautre=storage&feautre=pages'],
    ['project', '?project=Not%20A%20Site'],
    ['project', '?project='],
    ['project', '?project=-dash-first'],
    ['ref', '?ref=' + 'x'.repeat(33)],
    ['ref', '?ref=a%7Cb'],
  ])('answers 400 naming %s for %s, as JSON without a stack trace', async (parameter, query) => {
    const response = await harness.app.inject({ method: 'GET', url: `/api/pricelist${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = apiErrorSchema.parse(response.json());
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatchObject({ code: 'INVALID_PARAMETER', parameter });
    expect(body.error.message).toContain(parameter);
    expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });
});

describe('revalidating the public price list', () => {
  const ask = (headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url: '/api/pricelist?currency=EUR', headers });

  it('tags the list by its content: a client that has it gets 304 and no body, a changed list a new tag and a body', async () => {
    const first = await ask();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await ask({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await ask({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    // Another language is another list.
    expect((await ask({ 'accept-language': 'cs', 'if-none-match': etag })).statusCode).toBe(200);

    const standard = await harness.database.db.selectFrom('package').select('id').where('identifier', '=', 'standard').executeTakeFirstOrThrow();
    const price = harness.database.db.updateTable('package_price').where('package_id', '=', standard.id).where('currency', '=', 'EUR');
    await price.set((eb) => ({ monthly_amount_minor: eb('monthly_amount_minor', '+', 100n) })).execute();
    try {
      const changed = await ask({ 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(pricelistResponseSchema.parse(changed.json())).toBeTruthy();
    } finally {
      await price.set((eb) => ({ monthly_amount_minor: eb('monthly_amount_minor', '-', 100n) })).execute();
    }
  });

  it('never tags or revalidates a website\'s own price list, which is private', async () => {
    const answer = await harness.app.inject({ method: 'GET', url: '/api/pricelist?project=nobody-has-this' });
    expect(answer.headers.etag).toBeUndefined();
  });
});
